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

## /puzzle

puzzle-picked-for-you = (Ich habe { $variant } für dich ausgewählt: die Variante, in der du die wenigsten Rätsel beantwortet hast; `variant:` wählt eine aus.)
puzzle-all-answered = { $count ->
    [one] Du hast das Rätsel zu { $variant } schon beantwortet; hier ist es noch einmal (in deiner Bilanz zählt nur deine erste Antwort darauf).
   *[other] Du hast alle { $count } Rätsel zu { $variant } schon beantwortet; hier sind sie noch einmal (in deiner Bilanz zählt nur deine erste Antwort auf jedes).
}
puzzle-daily-server = 📅 **Das Tagesrätsel zu { $variant } vom { $date }** (UTC): heute für alle auf diesem Server dasselbe.
puzzle-daily-dm = 📅 **Das Tagesrätsel zu { $variant } vom { $date }** (UTC): heute für alle in Direktnachrichten dasselbe.
puzzle-heading =
    🧩 **Rätsel { $puzzle } zu { $variant }** · Schwierigkeit { $difficulty }
    Herkunft: { $origin }.
puzzle-both-move = Beide Seiten ziehen gleichzeitig
puzzle-side-to-play = { $side } am Zug
puzzle-task =
    { $turn }: Du spielst **{ $side }**. **Finde die beste Aktion.**
    Wähle sie im Menü oder antworte mit `/move <action>` (dort, wo du keine laufende Partie hast).
puzzle-right = ✅ **Richtig!** `{ $answer }` ist die beste Aktion.
puzzle-wrong = ❌ **Nicht ganz:** Du hast `{ $answer }` gespielt.
puzzle-solution = **Lösung:** { $solutions }
puzzle-or = oder
puzzle-line = **Die Fortsetzung:** { $line }
puzzle-recorded = Eingetragen: { $solved } gelöst, { $failed } verfehlt, Serie { $streak } (Bestwert { $best }).
puzzle-answered-before = Du hattest dieses Rätsel schon beantwortet: In deiner Bilanz zählt nur deine erste Antwort.
puzzle-heading-short = 🧩 **Rätsel { $puzzle }** · Schwierigkeit { $difficulty } · du spielst { $side }
puzzle-board-after = Das Brett zeigt die Stellung nach `{ $action }`.
puzzle-menu-placeholder = Deine Antwort (Aktionen { $first } bis { $last } von { $count })
puzzle-page = Seite { $page }: { $first } … { $last }
puzzle-page-menu = Zu einer Seite mit Aktionen springen
puzzle-button-more = Weitere Aktionen
puzzle-button-next = Nächstes Rätsel

## Partien, wie mehrere Nachrichten sie nennen

game-heading = **{ $variant }**, Partie #{ $game }: { $white } gegen { $black }

## /review

review-progress = Partie #{ $game } wird analysiert… { $percent }%
review-heading = **Computeranalyse** von { $heading }.
review-result = Ergebnis: { $result }.
review-forced-win = In It is what it is chess gewinnt Weiß forciert (1. Friedenszeichen e1-e4 gewinnt spätestens im dritten Zug), daher ist die Punkterwartung von Schwarz von Anfang an gering.
review-counts = { $mistakes ->
    [one] { $mistakes } Fehler
   *[other] { $mistakes } Fehler
}, { $blunders ->
    [one] { $blunders } Patzer
   *[other] { $blunders } Patzer
}
review-side-counts = { $side }: { $counts }.
review-side-clean = { $side } hat nichts verloren, was der Computer sehen konnte.
review-side-worst = Die schlechtesten Momente von { $side }:
review-moment = { $number }. { $side } { $played }, { $verdict } (Punkterwartung { $before } → { $after })
review-verdict-blunder = ein Patzer
review-verdict-mistake = ein Fehler
review-verdict-good = seine schlechteste Aktion, aber kein Fehler
review-preferred = ; der Computer bevorzugte **{ $best }**
review-footer = Jede Aktion wird danach beurteilt, was ihr Spieler damals wissen konnte (ein Fehler kostet { $mistake } der Punkterwartung, ein Patzer { $blunder }); die Buttons zeigen das Brett vor jedem Moment, nur für dich sichtbar.
review-moment-board = Partie #{ $game }, vor Aktion { $number }. { $moment }
review-white-wins = Weiß gewinnt
review-black-wins = Schwarz gewinnt
review-draw = Remis
review-posted-now = Die Analyse von Partie #{ $game } wurde im Kanal gepostet.
review-being-posted = Die Analyse von Partie #{ $game } wird gerade in diesem Kanal gepostet.
review-already-posted = Die Analyse von Partie #{ $game } wurde in diesem Kanal schon gepostet: { $link } (sie wird einmal pro Partie gepostet, damit der Kanal nicht überflutet wird).

## Der Graph der Analyse (in ihr Bild gezeichnet, und seine Beschreibung)

review-graph-title = Partie #{ $game } · { $variant }
review-graph-title-local = Lokale Partie · { $variant }
review-graph-axis = Punkterwartung von Weiß (1: gewinnt, ½: ausgeglichen, 0: verliert)
review-graph-actions = { $count ->
    [one] { $count } Aktion
   *[other] { $count } Aktionen
}
review-graph-white-mistake = Weiß: Fehler
review-graph-white-blunder = Weiß: Patzer
review-graph-black-mistake = Schwarz: Fehler
review-graph-black-blunder = Schwarz: Patzer
review-graph-alt = Bewertungsgraph von { $title }: Punkterwartung von Weiß (von 0, Schwarz gewinnt, bis 1, Weiß gewinnt) über { $actions }, endet bei { $end }{ $result }; markiert: { $marked }.

## Lokales Spiel im Terminal (`bot local <variant> --learn`)

local-learn-lessons = Der Kurs zu { $variant } hat die Lektionen 1 bis { $count }.
local-learn-finished = Du hast den Kurs zu { $variant } abgeschlossen! Spiel gegen den Computer auf seiner niedrigsten Spielstärke: `bot local { $id } --black ai:easy`.
local-learn-look-at = Achte auf: { $squares }
local-learn-task = Deine Aufgabe: { $task }
local-learn-prompt = Gib eine Zahl oder eine Aktion ein (oder: board, skip, quit).
local-learn-not-an-answer = Das ist hier keine Antwort: { $error }
local-learn-right =
    Richtig: { $answer }. { $why }
    ({ $said })
local-learn-wrong =
    Das ist es nicht: { $answer }. { $hint }
    Versuch es noch einmal. Das hat dieser Zug bewirkt: { $said }

## /rules (die Zusammenfassung jeder Variante steht in rules.ftl)

rules-how-each-piece-moves = So zieht jede Figur: { $pieces }
rules-legend = Die Figuren und Gegenstände auf den Brettern:
rules-legend-alt = Die Symbole auf den Brettern von { $variant }: { $names }.

## /settings

settings-saved = Einstellungen gespeichert.
settings-summary = **Einstellungen dieses Servers**
    Threads: { $threads }
    Standard-Zugzeit: { $limit }
    Varianten: { $variants }
    Offene Herausforderungen warten: { $open }
    Partien zwischen Menschen: { $rated }
    Turnierorganisatoren: { $organisers }
    Serverübergreifende Lobby: { $lobby }
    Sprache öffentlicher Beiträge: { $language }
settings-threads-on = an (jede angenommene Herausforderung öffnet einen Thread für ihre Partie)
settings-threads-off = aus (jede angenommene Herausforderung wird in ihrem Kanal gespielt)
settings-limit-default = { $limit } (Standard des Bots)
settings-variants-all = alle
settings-rated = gewertet, außer mit `/play rated:false`
settings-casual = ungewertet, außer mit `/play rated:true`
settings-organisers = „Server verwalten“
settings-organisers-role = „Server verwalten“ oder die Rolle { $role }
settings-lobby-off = aus (`/settings lobby:true` in einem Kanal macht ihn zum Lobby-Kanal)
settings-lobby-on = an, Partien in Threads von { $channel }
settings-language-chosen = { $language } (gewählt mit `/settings language`)
settings-language-discord = { $language } (die Discord-Sprache des Servers; `/settings language` wählt eine andere)
settings-language-default = { $language } (Standard; `/settings language` wählt eine andere)

## Erinnerungen per DM, wenn einem Spieler die Zugzeit knapp wird

reminder-until = , bis { $date } ({ $relative })
reminder-half = ⏰ **{ $variant }**, Partie #{ $game } in { $place }: Du bist am Zug, und die Hälfte deiner Zugzeit ist vorbei (verbleibend: { $left }{ $until }).
reminder-last = ⏰ **{ $variant }**, Partie #{ $game } in { $place }: Du bist am Zug, und das ist die letzte Erinnerung: Du hast noch { $left } für deinen Zug{ $until }.
reminder-claim-after = Danach kann { $opponent } mit `/claim` einen Sieg auf Zeit reklamieren.

## /games

games-none = Du hast keine laufenden Partien. Fordere jemanden mit `/play` heraus!
games-heading = **Deine Partien**
games-unreadable = #{ $game }: Diese Partie kann gerade nicht angezeigt werden.
games-anyone = jeden (offene Herausforderung)
games-line = #{ $game } **{ $variant }** gegen { $opponent }, als { $side }, in { $place }
games-challenge = Herausforderung noch nicht angenommen
games-your-turn = Du bist am Zug
games-their-turn = Dein Gegner ist am Zug
games-move-in = Dein Zug ist abgegeben; wir warten auf deinen Gegner
games-left = , noch { $left } Zugzeit ({ $at })
games-time-up-claim = , die Zugzeit ist abgelaufen: Du kannst mit `/claim` einen Sieg auf Zeit reklamieren
games-time-up = , die Zugzeit ist abgelaufen
games-time-up-opponent = , die Zugzeit ist abgelaufen: Dein Gegner kann einen Sieg auf Zeit reklamieren

## /leaderboard und /stats (werden im Kanal gepostet: in der Sprache des Servers)

leaderboard-title = **Rangliste für { $variant }**
leaderboard-empty = Auf diesem Server gibt es noch keine gewerteten Partien in { $variant }. Fordere jemanden mit `/play` heraus!
leaderboard-global-title = **Globale Rangliste für { $variant }** (Lobby-Partien, alle Server)
leaderboard-global-empty = Noch keine gewerteten Lobby-Partien in { $variant }. Finde einen Gegner mit `/seek`!
leaderboard-line = { $rank }. { $who } **{ $rating }** ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
})
leaderboard-unrated = Du hast in dieser Variante noch keine Wertung.
stats-title = **Wertungen von { $user }** auf diesem Server
stats-none = Noch keine gewerteten Partien.
stats-global = **Globale Wertungen** (Lobby-Partien, alle Server)
stats-line = **{ $variant }**: { $rating } ± { $deviation } · { $won } gewonnen, { $drawn } remis, { $lost } verloren · { $streak }
stats-no-streak = keine Serie
stats-wins-in-a-row = { $count ->
    [one] { $count } Sieg in Folge
   *[other] { $count } Siege in Folge
}
stats-losses-in-a-row = { $count ->
    [one] { $count } Niederlage in Folge
   *[other] { $count } Niederlagen in Folge
}
stats-casual = **Ungewertete Partien** (ohne Einfluss auf die Wertung): { $won } gewonnen, { $drawn } remis, { $lost } verloren
stats-puzzles = **Rätsel**: { $solved } gelöst, { $failed } verfehlt · Serie { $streak } (Bestwert { $best })
