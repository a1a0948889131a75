# Die Texte des Bots (Deutsch, übersetzt aus dem Englischen). Jeder Schlüssel wird in der bot.ftl
# jeder Sprache übersetzt; `docs/translating.md` erklärt, wie. Notation (Züge, Felder, Befehls- und
# Optionsnamen in Backticks) wird nie übersetzt.

# Glossar (bitte einheitlich verwenden; angesprochen wird mit „du“):
#   move = Zug (to move = ziehen), secret move = geheimer Zug, action = Aktion
#   board = Brett, square = Feld, piece = Figur, position = Stellung
#   game = Partie, player = Spieler, opponent = Gegner, variant = Variante
#   challenge = Herausforderung (herausfordern), open challenge = offene Herausforderung
#   seek = Partiegesuch (Befehl: suchen), lobby = Lobby
#   rated = gewertet, casual = ungewertet, rating = Wertung, leaderboard = Rangliste
#   draw = Remis, resign = aufgeben, claim = reklamieren (Sieg auf Zeit)
#   move time limit = Zugzeit, computer = Computer, level = Spielstärke
#   tournament = Turnier, Swiss = Schweizer System, round = Runde, standings = Tabelle,
#   pairings = Paarungen, organiser = Organisator, withdraw = zurückziehen
#   lesson = Lektion, puzzle = Rätsel, review = Analyse, replay = Wiedergabe
#   stats (Battlefield) = Werte, skills = Fähigkeiten, effects = Effekte, shop = Laden, coins = Münzen
#   server = Server, channel = Kanal, thread = Thread, DM = DM, Manage Server = Server verwalten
#   Variantennamen bleiben englisch: Apocalypse, Heaven and Hell, Battlefield Chess,
#   Oracle Chess, It is what it is chess; Glicko-2 bleibt Glicko-2.

## /help

help-title = Schachvarianten: Was ich kann
help-about =
    Ich leite in diesem Server Partien in fünf selbst entwickelten Schachvarianten: **Apocalypse**, **Heaven and Hell**, **Battlefield Chess**, **Oracle Chess** und **It is what it is chess**.
    Fordere mit `/play` einen Freund oder mich (den Computer) heraus; jede Regel wird für dich geprüft.
    Nach jedem Zug poste ich ein Bild des Bretts; geheime Züge machst du privat, per DM.
    Partien zwischen Menschen werden pro Server gewertet; `/leaderboard` und `/stats` zeigen die Ranglisten.
    Kein Gegner hier? `/seek` findet einen in einem beliebigen Server der Lobby.
    `/help command:<name>` erklärt dir alles über einen Befehl.
help-first-steps = Neu hier? `/learn <variant>` bringt dir eine Variante in wenigen Minuten bei (probier `/learn { $variant }`), danach startet `/play <variant>` mit { $bot } (mir) als Gegner und `level:easy` eine Partie gegen den Computer.
help-group-start = Loslegen und lernen
help-group-play = Spielen
help-group-during = Während einer Partie
help-group-after = Nach einer Partie
help-group-community = Community
help-group-lobby = Serverübergreifende Lobby
help-group-tournaments = Turniere
help-group-settings = Servereinstellungen („Server verwalten“)
help-options = Optionen
help-optional = (optional)
help-listed-under = Aufgeführt unter **{ $group }** in `/help`.
