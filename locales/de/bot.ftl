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

## /preferences

prefs-saved = Gespeichert.
prefs-language-chosen = **Sprache:** { $language }, wie du sie mit `/preferences language` gewählt hast (`language:Discord's language` stellt wieder die deiner Discord-App ein). Was ich in einem Kanal poste, steht in der Sprache des Servers.
prefs-language-discord = **Sprache:** { $language }, die deiner Discord-App; `/preferences language` wählt eine andere. Was ich in einem Kanal poste, steht in der Sprache des Servers.
prefs-colours-standard = **Farben:** Standard. `/preferences theme:colour-blind` zeichnet deine eigenen Bretter und Lektionen ohne Rot-Grün-Paare.
prefs-colours-colour-blind = **Farben:** für Farbenblinde geeignet: Deine eigenen Bretter (private Ansichten, Aufforderungen per DM) und Lektionen verwenden Blau, Gelb und Orange, wo die Standardfarben Rot mit Grün kombinieren. Die in einem Kanal geposteten Bretter, die alle gemeinsam sehen, behalten die Standardfarben.

## /learn (die Texte der Lektionen selbst stehen in lessons.ftl)

lesson-heading = **{ $variant } · Lektion { $number } von { $count }: { $title }**
lesson-task = **Deine Aufgabe:** { $task }
    Wähle deine Antwort im Menü.
lesson-all-solved = Du hast alle Lektionen dieses Kurses gelöst; hier ist er noch einmal von vorn (`/learn { $variant } lesson:` wählt eine aus).
lesson-wrong = ❌ `{ $answer }` ist es nicht. { $hint }
lesson-what-it-did = Versuch es noch einmal über das Menü. Das hat dieser Zug bewirkt:
lesson-right = ✅ **Richtig:** `{ $answer }`. { $why }
lesson-next = **Als Nächstes:** Lektion { $number }, { $title }.
lesson-finished = 🎉 **Du hast den Kurs zu { $variant } abgeschlossen!** Probier die Variante jetzt richtig aus, gegen den Computer auf seiner niedrigsten Spielstärke.
lesson-finished-forced-win = 🎉 **Du hast den Kurs zu { $variant } abgeschlossen!** Probier die Variante jetzt richtig aus, gegen den Computer auf seiner niedrigsten Spielstärke, und denk an die Eröffnung, die du gerade gefunden hast: So wie die Regeln lauten, gewinnt sie forciert.
lesson-menu-placeholder = Wähle deine Antwort
lesson-button-text-board = Brett als Text
lesson-button-next = Nächste Lektion
lesson-button-play = Gegen den Computer spielen (leicht)
lesson-in-a-server = In einem Server { $how }.
lesson-play-me = startest du eine Partie mit `/play { $variant }`, mit { $bot } (mir) als Gegner und `level:easy`
lesson-games-in-server = Partien werden in einem Server gespielt: Dort { $how }.
