# Ablehnungen: was ein Spieler erfährt, wenn der Bot nicht tut, worum er gebeten hat, und warum
# (Deutsch, übersetzt aus dem Englischen). Nur für ihn sichtbar. Notation, Befehls- und
# Optionsnamen in Backticks sowie Discords `<t:…>`-Zeitstempel und `<@…>`-Erwähnungen werden nie
# übersetzt.

## Die Seiten, und wen eine Ablehnung nennt

side-white = Weiß
side-black = Schwarz
who-player = { $user } ({ $side })
who-computer = der Computer ({ $side })
ended-game = Partie #{ $game }
ended-game-result = Partie #{ $game }, { $result }
and-list = { $first } und { $second }

## Ablehnungen, die alle Anwendungsfälle teilen (bot/src/service/errors.rs)

err-no-game-here = In diesem Kanal läuft keine Partie. Fordere jemanden mit `/play` heraus.
err-no-such-game = Es gibt keine Partie #{ $game }.
err-not-your-game = Du spielst in dieser Partie nicht mit.
err-which-game-waiting = Mehrere deiner Partien warten auf dich ({ $games }); gib mit der Option `game` an, welche du meinst.
err-which-game-in-progress = Du hast mehrere laufende Partien ({ $games }), aber keine wartet auf dich; gib mit der Option `game` an, welche du meinst (`/games` listet sie auf).
err-which-game-in-threads = Du hast mehrere Partien in Threads dieses Kanals ({ $games }): Verwende den Befehl im Thread der Partie oder gib mit der Option `game` an, welche du meinst.
err-nothing-to-play = Du hast keine laufende Partie. Fordere auf einem Server jemanden mit `/play` heraus.
err-nothing-to-play-ended = Du hast keine laufende Partie: Deine letzte Partie ist vorbei ({ $ended }). Fordere auf einem Server jemanden mit `/play` heraus.
err-wrong-variant = `/{ $command }` gibt es nur für die Variante { $wanted }; in Partie #{ $game } wird { $actual } gespielt. Für eine andere Partie gib `game:` mit ihrer Nummer an (`/games` listet deine auf).
err-not-started = Diese Partie hat noch nicht begonnen: Die Herausforderung ist noch offen.
err-game-over = Diese Partie ist vorbei.
err-game-over-ended = Diese Partie ist vorbei: { $ended }.
err-not-your-turn = Du bist nicht am Zug. Am Zug: { $players }.
err-submitted-already = Du hast deinen Zug für diese Runde schon abgegeben; wir warten noch auf { $side }.
err-only-decider = Nur { $who } kann darauf antworten.
err-move-refused = Dieser Zug ist nicht erlaubt: { $error }
err-stale-menu = Dieses Menü stammt aus einem früheren Zug; nimm das neueste oder `/move`.
err-busy = Jemand anderes hat im selben Moment in dieser Partie gehandelt; bitte versuch es noch einmal.
err-superseded = Die Partie ist weitergegangen, während du diese Aktion ausgewählt hast.
err-channel-busy = In diesem Kanal gibt es schon eine Partie oder eine offene Herausforderung. Bring sie erst zu Ende oder starte einen Thread und spiel dort.
err-channel-busy-no-thread = In diesem Kanal läuft schon eine andere Partie, und ich konnte für diese keinen Thread öffnen (Threads sind hier ausgeschaltet, oder ich darf keine erstellen). Nimm die Herausforderung an, sobald die andere Partie vorbei ist.
err-self-challenge = Du kannst dich nicht selbst herausfordern.
err-bot-challenge = Bots können nicht spielen; fordere einen Menschen heraus.
err-not-playable = { $variant } ist noch nicht spielbar.
err-variant-disabled = { $variant } ist auf diesem Server ausgeschaltet (siehe `/settings`).
err-bad-time-limit = Eine Zugzeit von { $limit } ist nicht erlaubt: Wähle etwas zwischen { $min } und { $max }, z. B. `24h`.
err-too-many-games = Du hast schon { $live ->
        [one] { $live } laufende Partie
       *[other] { $live } laufende Partien
    }, mehr sind nicht erlaubt; bring erst eine zu Ende (`/games` listet sie auf).
err-too-many-challenges = Du hast schon { $open ->
        [one] { $open } offene Herausforderung
       *[other] { $open } offene Herausforderungen
    }, mehr sind nicht erlaubt; warte auf eine Antwort oder zieh eine zurück.
err-only-challenged = Nur der herausgeforderte Spieler kann diese Herausforderung annehmen oder ablehnen.
err-only-challenger = Nur wer die Herausforderung gestellt hat, kann sie zurückziehen.
err-challenge-declined = Diese Herausforderung wurde abgelehnt.
err-challenge-withdrawn = Diese Herausforderung wurde zurückgezogen.
err-challenge-accepted = Diese Herausforderung wurde bereits angenommen: Die Partie läuft schon.
err-challenge-over = Diese Herausforderung wurde bereits angenommen, und die Partie ist schon vorbei.
err-challenge-closed = Diese Herausforderung ist nicht mehr offen.
err-offer-expired = Dieses Remisangebot ist abgelaufen: Die Partie ist seitdem weitergegangen.
err-own-offer = Du kannst dein eigenes Remisangebot nicht annehmen.
err-computer-takes-no-draws = Der Computer nimmt keine Remisangebote an: Spiel weiter oder gib mit `/resign` auf.
err-draw-already-offered = Du hast schon Remis angeboten; warte, bis { $opponent } antwortet (ein neues Angebot ist möglich, sobald die Partie weitergegangen ist).
err-draw-offer-too-soon = Du hast an dieser Stelle der Partie schon Remis angeboten: Du kannst es erneut anbieten, sobald { $opponent } gezogen hat (ein Angebot pro Zug, damit niemand ständig angepingt wird).
err-too-early-to-claim = Zu früh zum Reklamieren: { $opponent } hat bis <t:{ $until }:t> (<t:{ $until }:R>) Zeit zu ziehen (die Zugzeit beträgt { $limit }). Danach kannst du einen Sieg auf Zeit reklamieren.
err-no-piece = Auf { $square } steht keine Figur.
err-not-admin = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Einstellungen des Servers ändern.
err-slow-down = Nicht so schnell: Du kannst in { $wait } weitermachen.
err-stopping = Ich starte gerade neu; bitte versuch es in einer Minute noch einmal.
err-store-unavailable = Der Partiespeicher ist nicht erreichbar; es wurde nichts ausgeführt (keine Aktion gespielt). Versuch es gleich noch einmal.
err-store-unconfirmed = Der Partiespeicher hat beim Speichern nicht mehr geantwortet, daher weiß ich noch nicht, ob es geklappt hat. `/board` zeigt die Partie, sobald der Speicher wieder da ist; nichts wird doppelt ausgeführt.
err-apology = Bei mir ist etwas schiefgelaufen; bitte versuch es gleich noch einmal.

## Die serverübergreifende Lobby (bot/src/service/lobby.rs)

lobby-off = Dieser Server ist nicht in der Lobby. Ein Mitglied, das den Server verwalten darf, kann sie mit `/settings lobby:true` einschalten, und zwar in dem Kanal, in dem Lobby-Partien gespielt werden sollen (jede in einem eigenen Thread darin).
lobby-already-seeking = Du suchst schon eine Partie (Partiegesuch #{ $seek }, läuft { $expires } ab). Brich es mit seinem Button **Partiegesuch abbrechen** ab oder warte auf einen Gegner.
lobby-too-many-seeks = Du hast in den letzten { $window } schon { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    } gesucht: Du kannst { $at } wieder suchen.
lobby-own-seek = Das ist dein eigenes Partiegesuch: Warte, bis jemand es annimmt, oder brich es mit **Partiegesuch abbrechen** ab.
lobby-seek-gone = Dieses Partiegesuch ist nicht mehr offen (gerade angenommen, abgebrochen oder abgelaufen). `/lobby` zeigt die Partiegesuche, die jetzt offen sind.
lobby-blocked = Du kannst nicht mit diesem Spieler gepaart werden (einer von euch hat den anderen blockiert).
lobby-not-your-seek = Dieses Partiegesuch ist nicht deins, also kannst du es nicht abbrechen.
lobby-already-paired = Zu spät zum Abbrechen: Dein Partiegesuch wurde gerade gepaart, und deine Partie beginnt im Lobby-Kanal dieses Servers.
lobby-not-your-game = Du hast Partie #{ $game } nicht gespielt, also gibt es niemanden zu blockieren.
lobby-block-self = Du kannst dich nicht selbst blockieren.

## Was das Befehls-Framework ablehnt (bot/src/on_error.rs)

err-could-not-read = Das konnte ich nicht lesen: { $error }
err-not-here = Diesen Befehl kannst du hier nicht verwenden.
err-guild-only = Verwende diesen Befehl in einem Kanal eines Servers (Partien finden in Kanälen statt).

## Ablehnungen von /puzzle (bot/src/service/puzzle.rs)

puzzle-nothing-open = Du hast hier weder eine Partie, in der du ziehen kannst, noch ein offenes Rätsel: `/play` fordert jemanden heraus (auf einem Server), und `/puzzle` gibt dir ein Rätsel.
puzzle-unknown = Dieses Rätsel gehört nicht mehr zu den Rätseln zu { $variant } (ich wurde inzwischen aktualisiert); `/puzzle variant:{ $id }` gibt dir ein anderes.
puzzle-stale-menu = Dieses Menü ist veraltet (ich wurde inzwischen aktualisiert); `/puzzle variant:{ $id }` zeigt das Rätsel neu an.
puzzle-not-an-action = `{ $text }` ist keine deiner Aktionen in Rätsel { $puzzle } ({ $error }). Wähle eine im Menü oder beginne, in `/move` zu tippen, um sie zu sehen. Es wurde nichts eingetragen.
puzzle-not-open = Diese Rätselkarte gehört nicht dir: `/puzzle variant:{ $id }` gibt dir ein eigenes Rätsel. Es wurde nichts eingetragen.
puzzle-none-yet = Zu { $variant } gibt es noch keine Rätsel; probier eine andere Variante.

## Ablehnungen von /review (bot/src/service/review.rs)

review-in-progress = Partie #{ $game } läuft noch: Analysiert werden nur beendete Partien (eine Analyse einer laufenden Partie würde ihre Geheimnisse verraten und einer Seite helfen). Frag noch einmal, wenn sie vorbei ist.
review-no-such-moment = Die Analyse von Partie #{ $game } hat bei Aktion { $number } keinen markierten Moment.

## Ablehnungen dessen, was ein Spieler eingegeben hat (bot/src/service/input.rs)

text-kind-move = einen Zug
text-kind-move-hint = Züge schreibt man wie `e2e4` und Felder wie `b2`; beginne, einen Zug zu tippen, und die Autovervollständigung listet deine legalen Züge auf.
text-kind-duration = eine Dauer
text-kind-duration-hint = Zeitangaben schreibt man wie `24h`, `3d` oder `90m`.
text-kind-variant-list = eine Liste von Varianten
text-kind-variant-list-hint = Verwende `all` oder durch Kommas getrennte Varianten-IDs wie `apocalypse, oracle`.
text-kind-square = ein Feld
text-kind-square-hint = Felder schreibt man wie `b2`.
text-kind-name = einen Turniernamen
text-kind-name-hint = Namen haben höchstens 60 Zeichen.
input-too-long = Das ist zu lang für { $what } ({ $len } Zeichen). { $hint }
input-not-a-square = `{ $text }` ist kein Feld: Verwende a1 bis h8.
input-not-a-duration = `{ $text }` ist keine Dauer: Schreib sie wie `24h`, `90m` oder `3d`.
input-not-a-time-limit = `{ $text }` ist keine Zugzeit: Gib eine Dauer zwischen { $min } und { $max } an, etwa `24h` oder `3d`, oder `default`.
input-not-a-variant = `{ $word }` ist keine Variante: Verwende `all` oder IDs wie `apocalypse, oracle` ({ $ids }).
input-no-variants = Nenne mindestens eine Variante oder `all`.
input-level-without-computer = `level` gilt nur für Partien gegen den Computer: Wähle mich als Gegner, um es zu nutzen.
input-no-such-lesson = Der Kurs zu { $variant } hat die Lektionen 1 bis { $lessons }; eine Lektion { $asked } gibt es nicht.
input-unknown-lesson = Diese Lektion gehört nicht mehr zum Kurs zu { $variant } (ich wurde inzwischen aktualisiert); `/learn { $id }` macht da weiter, wo du aufgehört hast.
input-not-an-answer = Das ist hier keine Antwort: { $error }
input-unknown-command = Es gibt keinen Befehl `/{ $name }`; `/help` listet alle auf.

## Ablehnungen von Revanchen (bot/src/service/rematch.rs)

rematch-not-over = Eine Revanche kannst du erst verlangen, wenn die Partie vorbei ist.
rematch-started-as = Die Revanche für Partie #{ $game } hat schon begonnen: Partie #{ $next }.
rematch-started = Die Revanche für Partie #{ $game } hat schon begonnen.
rematch-asked = Du hast schon eine Revanche für Partie #{ $game } verlangt; wir warten noch auf { $other }.
rematch-blocked = Vorerst keine Revanche hier: Partie #{ $game }, in der einer von euch spielt, läuft in diesem Kanal noch.
rematch-too-many-games = { $count ->
    [one] Vorerst keine Revanche: { $player } hat schon { $count } laufende Partie, mehr sind nicht erlaubt.
   *[other] Vorerst keine Revanche: { $player } hat schon { $count } laufende Partien, mehr sind nicht erlaubt.
}

## Ablehnungen offener Herausforderungen (bot/src/service/open_play.rs)

open-already-taken = Zu spät: Jemand anderes hat die offene Herausforderung #{ $game } zuerst angenommen (schon vergeben).
open-own-challenge = Partie #{ $game } ist deine eigene offene Herausforderung: Warte, bis jemand sie annimmt, oder brich sie mit **Abbrechen** ab.
open-expired = Die offene Herausforderung #{ $game } ist abgelaufen, bevor jemand sie angenommen hat. Poste mit `/play` eine neue.
open-bad-expiry = `{ $text }` ist keine Wartezeit für eine offene Herausforderung: Gib eine zwischen 1 Minute und 7 Tagen an, etwa `30m` oder `2h` (oder `default` für 30 Minuten).

## Ablehnungen von Wiedergaben (bot/src/service/replay.rs)

replay-in-progress = Partie #{ $game } läuft noch: Die Wiedergabe gibt es, sobald sie vorbei ist. `/board` zeigt den aktuellen Stand.
replay-never-played = Partie #{ $game } wurde nie gespielt, also gibt es nichts wiederzugeben.

## Ablehnungen von Turnieren (bot/src/service/tournament/refusals.rs)

tournament-none-here = In diesem Kanal gibt es kein Turnier. Ein Organisator erstellt eines mit `/tournament create`.
tournament-channel-busy = In diesem Kanal ist schon ein Turnier (#{ $n }) offen oder läuft: immer nur eines auf einmal.
tournament-not-organiser = Nur Mitglieder, die den Server verwalten dürfen, können Turniere organisieren.
tournament-bad-rounds = Ein Turnier hat 1 bis 15 Runden, nicht { $n }.
tournament-full = { $count ->
    [one] Dieses Turnier ist voll ({ $count } Spieler, mehr sind nicht erlaubt).
   *[other] Dieses Turnier ist voll ({ $count } Spieler, mehr sind nicht erlaubt).
}
tournament-not-open = Dieses Turnier hat schon begonnen (oder ist vorbei): Anmeldungen sind geschlossen.
tournament-not-running = Dieses Turnier läuft nicht.
tournament-not-entered = Du spielst in diesem Turnier nicht mit.
tournament-already-entered = Du bist schon für dieses Turnier angemeldet.
tournament-too-few = Ein Turnier braucht mindestens 2 Spieler, um zu starten; dieses hat { $n }.
tournament-one-computer = Dieses Turnier hat schon einen Computerspieler.
tournament-no-such-round = Für Runde { $n } gibt es noch keine Paarungen.
tournament-bad-start = `{ $text }` ist keine Startzeit: Gib an, in wie langer Zeit, etwa `30m` oder `2h`, oder eine Unix-Zeit in der Zukunft, oder lass `start` weg und verwende `/tournament start`.
