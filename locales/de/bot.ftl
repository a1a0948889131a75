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
# Woher ein Rätsel stammt: der Computer gegen sich selbst auf Stufe $level, der Seed der Partie
# und die Aktion, vor der die Stellung stand; eine Seite spielte einmal in $one-in eine zufällige
# legale Aktion.
puzzle-origin-self-play = Computer gegen Computer ({ $level } gegen { $level }), Seed { $seed }, vor Aktion { $action }
puzzle-origin-self-play-random = Computer gegen Computer ({ $level } gegen { $level }; { $side } spielte einmal in { $one-in } Fällen eine zufällige legale Aktion), Seed { $seed }, vor Aktion { $action }
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

## Die Namen der Varianten, wie Nachrichten sie nennen (die Begriffe des Glossars)

variant-apocalypse = { -apocalypse }
variant-heaven-and-hell = { -heaven-and-hell }
variant-battlefield = { -battlefield }
variant-oracle = { -oracle }
variant-it-is-what-it-is = { -it-is-what-it-is }

## Die Beiträge einer Partie (in der Sprache des Servers), Antworten (in der des Spielers) und
## private Aufforderungen (in der des Empfängers). Die Meldungen und Gründe der Regeln selbst sind
## noch englisch (docs/translating.md).

outcome-win = { $side } gewinnt: { $reason }
outcome-draw = Remis: { $reason }
next-game-over = **Partie beendet. { $outcome }.**
next-to-move = { $who } ist am Zug.
next-decides-in-secret = { $who } entscheidet geheim.
next-secret-decision = { $who }, deine Entscheidung ist geheim: Antworte hier mit `/move` (nur du siehst die Antwort) oder über das Menü, das ich dir privat schicke.
next-decision-below = { $who }, deine Entscheidung: Antworte unten oder mit `/move`.
next-must-choose = { $who } muss wählen: { $prompt }
next-secret-moves-one = Geheime Züge: { $who } wählt privat: `/move` hier (nur du siehst die Antwort) oder das Menü, das ich dir privat schicke.
next-secret-moves-both = Geheime Züge: { $first } und { $second } wählen privat: `/move` hier (nur du siehst die Antwort) oder das Menü, das ich dir privat schicke.
next-over = Die Partie ist vorbei.
prompt-secret-move = **{ $variant }**, Partie #{ $game }: Wähle deinen geheimen Zug als { $side }. Antworte hier mit `/move` (die Autovervollständigung listet deine legalen Züge auf) oder wähle unten einen aus.
prompt-secret-move-cut = **{ $variant }**, Partie #{ $game }: Wähle deinen geheimen Zug als { $side }. Antworte hier mit `/move` (die Autovervollständigung listet deine legalen Züge auf) oder wähle unten einen aus (das Menü zeigt { $shown } deiner { $total } Züge).
prompt-secret-decision = **{ $variant }**, Partie #{ $game }: { $prompt } Antworte hier mit `/move` (die Autovervollständigung listet die Antworten auf) oder wähle unten eine aus. Nur du siehst das.
prompt-secret-decision-cut = **{ $variant }**, Partie #{ $game }: { $prompt } Antworte hier mit `/move` (die Autovervollständigung listet die Antworten auf) oder wähle unten eine aus (das Menü zeigt { $shown } von { $total } Antworten). Nur du siehst das.
played = Du hast `{ $action }` gespielt.
played-answered = Du hast `{ $action }` geantwortet (Partie #{ $game }).
played-secret-in = Dein Zug `{ $action }` ist abgegeben (Partie #{ $game }). Er bleibt geheim, bis beide Züge abgegeben sind.
played-both-in = Dein Zug `{ $action }` ist abgegeben (Partie #{ $game }). Beide Züge sind da: Schau in den Kanal.
played-already = Dein Zug `{ $action }` wurde bereits gespielt (Partie #{ $game }); es gibt nichts mehr zu tun.
private-news = Partie #{ $game }: { $news }
post-submitted = { $who } hat einen Zug abgegeben. Wir warten auf { $waiting }.
post-moved = { $who } hat gezogen.
resigned = { $who } gibt auf. { $winner } gewinnt.
time-ran-out = **{ $loser } hat die Zeit überschritten: { $winner } gewinnt auf Zeit.** { $who } hat nicht innerhalb der Zugzeit ({ $limit }) gezogen.
time-claimed-by = Reklamiert von { $who }.
draw-offered = { $who } bietet Remis an (Partie #{ $game }). { $opponent }, nimmst du an?
draw-accepted = { $who } nimmt das Remis an. Die Partie endet remis.
draw-withdrawn = { $who } zieht das Remisangebot zurück.
draw-declined = { $who } lehnt das Remis ab.
ended-in-thread = { $heading }, im Thread { $thread }.

## Herausforderungen (im Kanal gepostet: in der Sprache des Servers)

challenge-made = { $opponent }, { $challenger } fordert dich zu **{ $variant }** heraus (Partie #{ $game }). { $challenger } spielt { $side }, du spielst { $other }. { $terms }, { $limit } pro Zug. Annehmen?
challenge-replaces = (Sie ersetzt Partie #{ $game }.)
challenge-rated = Gewertet
challenge-casual = Ungewertet
challenge-accepted = Herausforderung angenommen! { $heading }.
challenge-accepted-ack = Herausforderung angenommen! { $heading }. Die Partie beginnt unten.
challenge-declined = { $user } hat die Herausforderung abgelehnt (Partie #{ $game }).
challenge-withdrawn = { $user } hat die Herausforderung zurückgezogen (Partie #{ $game }).
open-challenge-made = **Offene Herausforderung** (Partie #{ $game }): { $challenger } spielt **{ $variant }** als { $side } gegen den, der zuerst annimmt. { $terms }, { $limit } pro Zug. Offen bis { $until } ({ $countdown }).
open-challenge-expired = ~~Offene Herausforderung (Partie #{ $game }): { $challenger } spielt **{ $variant }**.~~ Niemand hat sie angenommen: Sie ist am { $when } abgelaufen.
thread-entry = **{ $variant }**, Partie #{ $game }: { $white } gegen { $black }, gespielt in { $thread }.

## /board und /history (öffentlich: in der Sprache des Servers; die eigene Ansicht eines Spielers: in seiner)

level-easy = leicht
level-medium = mittel
level-hard = schwer
board-challenge-open = Die Herausforderung ist noch offen.
board-challenge-declined = Die Herausforderung wurde abgelehnt.
board-challenge-withdrawn = Die Herausforderung wurde zurückgezogen.
board-your-view = Deine Ansicht als { $side } (Partie #{ $game }).
text-board-your-view = { $heading } (deine Ansicht als { $side }):
history-against-computer = Eine Partie gegen den Computer ({ $level }), ungewertet.
history-casual = Ungewertet.
history-no-moves = Noch keine Züge.

## Partien, die sofort beginnen: gegen den Computer, Revanchen, Lobby- und Turnierpartien

computer-game-headline = **{ $variant }** gegen den Computer ({ $level }), Partie #{ $game }: { $white } gegen { $black }.
started-computer-ack = Partie #{ $game } gegen den Computer hat begonnen.
started-ack = Partie #{ $game } hat begonnen.
rematch-headline = Revanche für Partie #{ $old }! { $heading }.
rematch-started-ack = Revanche! Partie #{ $game } hat begonnen.
rematch-offer = { $user } möchte eine Revanche für Partie #{ $game } ({ $variant }, mit getauschten Farben). { $other }, klick auf **Revanche**, um sie zu starten.
rematch-offered = Revanche angeboten.
rematch-entry = Revanche für Partie #{ $old }: **{ $variant }**, { $white } (Weiß) gegen { $black } (Schwarz), im Thread unten.
lobby-game-headline = **Lobby-Partie**: { $heading }.
tournament-game-headline = **{ $name }** · Runde { $round }, Brett { $board }: { $heading }.
tournament-entry = **{ $name }** · Runde { $round }, Brett { $board }: { $white } (Weiß) gegen { $black } (Schwarz). Eure Partie läuft im Thread unten.
tournament-thread-name = { $name } · R{ $round } · { $white } gegen { $black }
tournament-thread-computer = der Computer

## Buttons und Menüs unter den Nachrichten einer Partie (in der Sprache der Nachricht)

button-rematch = Revanche
button-replay = Wiedergabe
button-block = Gegner blockieren
button-cancel-seek = Partiegesuch abbrechen
button-text-board = Brett als Text
button-private-board = Mein privates Brett zeigen
menu-choose-answer = Wähle deine Antwort
menu-choose-secret-move = Wähle deinen geheimen Zug
menu-choose = Auswählen
menu-choose-cut = Auswählen ({ $shown } von { $total }; /move für alle)
your-turn-closed-dms = { $user }, du bist in Partie #{ $game } am Zug: Klick auf **Mein privates Brett zeigen**, um zu spielen.
closed-dms = Ich kann { $user } keine DMs schicken, deshalb erscheinen das private Brett und die Züge (Partie #{ $game }) hier, nur für diese Person sichtbar: { $user }, klick unten auf **Mein privates Brett zeigen** oder nutze `/board`, wenn du am Zug bist.
button-accept = Annehmen
button-decline = Ablehnen
button-cancel = Abbrechen
button-accept-draw = Remis annehmen
challenge-posted = Herausforderung gepostet: Warten auf { $opponent }.
open-challenge-posted = Offene Herausforderung gepostet: Wer zuerst auf **Annehmen** klickt, spielt gegen dich.
challenge-not-posted = Ich konnte deine Herausforderung nicht in diesem Kanal posten (Discord hat sie abgelehnt; prüf, ob ich hier Nachrichten senden darf), daher wurde nichts gestartet. Bitte versuch es noch einmal.
draw-offered-note = Remis angeboten.
draw-offered-elsewhere-note = Remis im Kanal der Partie angeboten.

## Turniere (die Ankündigung: in der Sprache des Servers)

button-join = Anmelden
button-leave = Abmelden
tournament-card = 🏆 **{ $name }** (Turnier #{ $id }): Schweizer System, **{ $variant }**, { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}, { $limit } pro Zug, { $rated }. Organisiert von { $organiser }.
tournament-rated = gewertet
tournament-casual = ungewertet
tournament-starts-at = Beginn: { $at } ({ $countdown }).
tournament-starts-manual = Beginnt, sobald der Organisator `/tournament start` verwendet.
tournament-open = Anmeldung offen: Klick auf **Anmelden**. { $start }
tournament-pairing-first = Gestartet: Die Paarungen für Runde 1 werden erstellt.
tournament-running = Läuft: Runde { $round } von { $rounds }.
tournament-finished = Beendet nach { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}. Sieger: { $winner }.
tournament-nobody = niemand
tournament-cancelled = Abgebrochen: Es werden keine weiteren Runden gespielt.
tournament-players = Spieler ({ $count }): { $names }
tournament-players-none = Spieler (0): noch keine
tournament-computer = der Computer ({ $level })
tournament-bye = Freilos: { $player } (1 Punkt)
tournament-playing = läuft
tournament-board = Brett { $board }: { $white } gegen { $black }: { $result }
tournament-board-game = { $line } (Partie #{ $game })
tournament-round-head = **{ $name }** · Runde { $round } von { $rounds }
tournament-over = 🏆 **{ $name }** ist nach { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
} beendet. Sieger: { $winner }!
tournament-could-not-start = **{ $name }** konnte nicht starten: Das Turnier braucht mindestens 2 Spieler, hat aber { $count }. Es wird abgebrochen.
tournament-final-title = { $name } · Endstand
standings-title = { $name } · Tabelle
standings-heading = **{ $name }** · Tabelle { $when }
standings-final = nach { $round ->
    [one] { $round } Runde
   *[other] { $round } Runden
} (Endstand)
standings-before = vor Runde 1
standings-after = nach Runde { $round } von { $rounds }
standings-during = während Runde { $round } von { $rounds }
standings-rank = #
standings-player = Spieler
standings-points = Punkte
standings-buchholz = Buchholz -1
standings-sb = S-B
standings-wdl = S-R-N
standings-with-byes = { $wdl } (mit { $byes ->
    [one] { $byes } Freilos
   *[other] { $byes } Freilosen
})
standings-withdrew = (zurückgezogen)
standings-line = { $rank }. { $player } · { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} (Buchholz -1: { $buchholz }, Sonneborn–Berger: { $sb }) · S-R-N { $wdl }
tournament-created-note = Turnier #{ $id } erstellt: Spieler melden sich über seinen Button an.
tournament-computer-joins = Der Computer nimmt am Turnier teil.
tournament-started-note = **{ $name }** hat begonnen: Die Paarungen für Runde 1 werden erstellt.
tournament-cancelled-note = **{ $name }** wurde abgebrochen.
tournament-withdrew = { $user } hat sich aus **{ $name }** zurückgezogen.
tournament-withdrew-game = Die Partie #{ $game } aus Runde { $round } zählt trotzdem: Sie muss zu Ende gebracht werden (ausgespielt oder aufgegeben).
ratings-line = Wertungen: { $white } · { $black }

## Partien gegen den Computer: der Eintrag im Kanal (in der Sprache des Servers)

computer-entry-starting = **{ $variant }** gegen den Computer ({ $level }): wird gestartet…
computer-entry-not-started = **{ $variant }** gegen den Computer ({ $level }): Die Partie hat nicht begonnen.
computer-entry-thread = **{ $variant }** gegen den Computer ({ $level }), Partie #{ $game }: gespielt in { $thread }.
computer-entry = **{ $variant }** gegen den Computer ({ $level }), Partie #{ $game }.
computer-thread-name = { $variant } · { $player } gegen den Computer ({ $level })
thread-name = { $variant } · { $white } gegen { $black }
thread-name-rematch = { $variant } · { $white } gegen { $black } · Revanche für #{ $old }
computer-game-started-note = Partie #{ $game } hat begonnen.
posted-in-channel = Im Kanal gepostet.

## Die Lobby über Server hinweg (Antworten: in der Sprache des Spielers; der Eintrag einer Paarung: in der seines Servers)

lobby-terms = **{ $variant }**, { $rated }, { $limit } pro Zug
lobby-rated = gewertet
lobby-casual = ungewertet
lobby-seeking = **Suche läuft**: { $terms } (Partiegesuch #{ $seek }) in allen Servern der Lobby. Du wirst mit dem ersten passenden Spieler gepaart; deine Partie wird in einem Thread von { $lobby } gespielt. Offen bis { $until } ({ $countdown }).
lobby-paired = **Gegner gefunden!** { $terms }: Deine Partie beginnt in einem Thread von { $lobby }.
lobby-paired-with = **Gegner gefunden!** Du spielst gegen **{ $name }** ({ $variant }): Deine Partie beginnt in einem Thread von { $lobby }.
lobby-empty = Im Moment gibt es keine offenen Partiegesuche in der Lobby. Erstelle eines mit `/seek`: Du wirst mit dem ersten passenden Spieler aus einem beliebigen Server der Lobby gepaart.
lobby-empty-variant = Im Moment gibt es keine offenen Partiegesuche für { $variant } in der Lobby. Erstelle eines mit `/seek`: Du wirst mit dem ersten passenden Spieler aus einem beliebigen Server der Lobby gepaart.
lobby-list-head = **Offene Partiegesuche in der Lobby** ({ $count ->
    [one] { $count } Partiegesuch
   *[other] { $count } Partiegesuche
}), die ältesten zuerst:
lobby-list-line = { $number }. **{ $name }** ({ $rating }) · { $terms } · erstellt { $since }
lobby-your-seek = dein Partiegesuch
lobby-play-button = { $number }. Gegen { $name } spielen ({ $variant })
lobby-seek-cancelled = Partiegesuch #{ $seek } abgebrochen.
lobby-seek-closed = Partiegesuch #{ $seek } ist bereits geschlossen.
lobby-block-done = Blockiert: Die Lobby wird dich nie wieder mit { $other } paaren.
lobby-entry = **Lobby-Partie**: { $white } gegen { $black }, { $terms }. Der Gegner spielt von seinem eigenen Server aus; die Partie läuft im Thread unten.

## /replay und /export (die im Kanal gepostete Wiedergabe spricht die Sprache des Servers; die
## Hinweise antworten dem Fragenden in seiner)

replay-game = Partie #{ $game }
replay-local-game = lokale Partie
replay-unfinished = nicht beendet
replay-speed-slow = langsam
replay-speed-normal = normal
replay-speed-fast = schnell
replay-caption = Wiedergabe von **{ $variant }**, { $game }: { $white } (Weiß) gegen { $black } (Schwarz), Tempo: { $speed }.
replay-caption-result = **{ $result }.**
replay-caption-skipped = Die Partie ist lang: Gezeigt werden { $frames } ihrer { $positions ->
        [one] { $positions } Stellung
       *[other] { $positions } Stellungen
    } (jeder Schlag und jede Entscheidung bleibt erhalten), damit die Datei in Discords Upload-Limit passt.
replay-alt = Animierte Wiedergabe von { $variant }, { $game }: { $white } (Weiß) gegen { $black } (Schwarz), { $frames ->
        [one] { $frames } Bild
       *[other] { $frames } Bilder
    } von der Ausgangsstellung bis zum Ende; das letzte zeigt, wie die Partie ausging: { $result }.
replay-posted-channel = Die Wiedergabe von Partie #{ $game } ist im Kanal.
replay-posted-above = Die Wiedergabe von Partie #{ $game } steht oben.
export-file-description = Die Aufzeichnung von Partie #{ $game } als Text.
export-note-finished = Die Aufzeichnung von Partie #{ $game } als Text. Wer das Programm dieses Bots ausführt, kann sie wiedergeben: `bot local { $variant } --replay { $file }`.
export-note-in-progress = Die bisherige Aufzeichnung von Partie #{ $game } (ohne die Geheimnisse einer laufenden Partie: Ihr Zufalls-Seed und ihre Endstellung kommen, sobald sie vorbei ist).

## Lokales Spiel im Terminal (`bot local <variant>`, sein `--lang`); die Wörter, die man an seiner
## Eingabeaufforderung tippt (legal, position, board, help, quit), sind Befehle und bleiben, wie sie sind

local-intro = { $variant } ({ $seed }). Gib eine Aktion ein oder: `legal`, `position`, `board`, `help`, `quit`.
local-seed = Zufalls-Seed { $seed }
local-random-seed = ein zufälliger Seed, der am Ende der Partie angezeigt wird
local-record-written = Die Aufzeichnung der Partie steht in { $path }.
local-result = Ergebnis: { $outcome } (Zufalls-Seed { $seed }).
local-nobody-can-act = Niemand kann handeln: Die Partie wird angehalten.
local-must-choose = { $side } muss wählen: { $prompt }
local-end-of-input = Ende der Eingabe: Die Partie wird angehalten.
local-stopped = Partie angehalten.
local-help = Gib eine Aktion in Notation ein (siehe `legal`) oder: `legal` (deine legalen Aktionen), `position` (der Stellungstext), `board` (das Brett), `quit` (beenden).
local-position-secret = Der Stellungstext enthält die Geheimnisse des Computers; er kann gezeigt werden, sobald die Partie vorbei ist.
local-computer-chose = { $side } (Computer, Spielstärke { $level }) hat seinen Zug gewählt.
local-refused = Abgelehnt: { $reason }
local-computer-secret = { $side } (Computer) hat seine geheime Entscheidung getroffen.
local-plays = { $side } spielt { $notation }.
local-only = (nur für { $side }) { $text }
# `bot replay <file>` (und `bot local --replay`): die Partie der Aufzeichnung, jeder Zug, ihr Ergebnis
# (die eigenen Worte der Aufzeichnung) und die Prüfung ihrer Schlussstellung.
local-replaying = Wiederholung von { $game } ({ $variant }, { $date }): { $white } (Weiß) gegen { $black } (Schwarz).
local-replay-game-number = Partie #{ $game }
local-replay-local-game = der lokalen Partie
local-replay-move = { $number }. { $side } { $notation }
local-replay-result = Ergebnis: { $result }
local-replay-ends = Die Wiederholung endet in der Schlussstellung der Aufzeichnung.

## Die eigenen Hinweise von /board (in der Sprache der fragenden Person)

board-posted-channel = Das Brett von Partie #{ $game } ist im Kanal.
board-last-posted = Das letzte Brett, das ich hier gepostet habe (Partie #{ $game }, { $when }), womöglich nicht mehr aktuell:

## /shop (im Kanal gepostet: die Sprache des Servers; die Beschreibung jedes Angebots ist noch
## das Englisch der Regeln)

shop-title = **Laden** (Partie #{ $game })
shop-coins = Münzen: { $white } { $white_coins } · { $black } { $black_coins }
shop-empty = Noch ist nichts zu kaufen.
shop-entry = `buy { $code }` · **{ $price ->
        [one] { $price } Münze
       *[other] { $price } Münzen
    }** · { $text }
shop-locked = { $count ->
        [0] Alle Angebote sind freigeschaltet.
        [one] 1 Angebot ist noch gesperrt.
       *[other] { $count } Angebote sind noch gesperrt.
    }
shop-buy-hint = Kaufe in deinem Zug mit `/move buy <entry> …` (die Autovervollständigung zeigt, was du kaufen kannst).

## /forecast (in der Sprache der fragenden Person); die Zeilen der Vorhersage selbst stehen in reports.ftl

forecast-heading = **Vorhersage { $from } → { $to }** (Partie #{ $game })
# Der Angriff kann jetzt nicht gespielt werden: $reason ist die Ablehnung der Regeln.
forecast-illegal = Jetzt nicht spielbar: { $reason }
# Die Seite des Angreifers ist nicht am Zug: Die Vorhersage ist eine Drohung.
forecast-threat = (Eine Drohung: { $side } ist am Zug; so würde der Angriff erst im nächsten Zug von { $attacker } ausgehen.)

## /piece (in der Sprache der fragenden Person); die Zeilen der Karte selbst stehen in reports.ftl

piece-card = **{ $square }** (Partie #{ $game })
    { $card }

## Wie eine aufgezeichnete Partie endete, in ihren Bildern (letztes Bild der Wiederholung, Ende des Analysegraphen)

result-resigned = { $loser } hat aufgegeben; { $winner } gewinnt
result-on-time = { $loser } hat die Zeit überschritten; { $winner } gewinnt
result-agreed = Remis durch Vereinbarung
