# Was eine Aktion bewirkt hat, wie es der Beitrag im Kanal der Partie nach der Aktion sagt
# ("Weiß: d2d4 · Soldat d2→d4"). Notation ($notation) bleibt, wie sie ist; $words ist, was die
# Aktion bewirkt hat (aus actions.ftl), $result das Ergebnis einer beendeten Partie (aus endings.ftl).

## Every variant

report-action = { $side }: { $notation } · { $words }
report-then-result = { $report }. { $result }.
report-then-result-line =
    { $report }
    { $result }
report-then-check = { $report }. { $side } steht im Schach.

## Apocalypse

report-apoc-submitted = { $side } hat seinen Zug abgegeben.
# Eine ausgewertete Runde: ihre Zeilen, eine nach der anderen.
report-lines =
    { $first }
    { $then }
report-apoc-resolved = Runde { $turn } ausgewertet: Weiß { $white }, Schwarz { $black }.
# Was aus der Aktion einer Seite wurde ($fate: ihre Teile unten, verbunden durch report-apoc-and).
report-apoc-fate = • { $side } { $action }: { $fate }.
report-apoc-and = { $first }; { $then }
report-apoc-void = annulliert: Die Bedingung war nicht erfüllt, also hat sich nichts bewegt (+1 Strafpunkt für { $side })
report-apoc-stood = gültig
report-apoc-cancelled = Schlag aufgehoben (die Figur auf { $square } war weggezogen)
report-apoc-took-own = eigener { $piece } auf { $square } geschlagen
report-apoc-captured = { $piece } von { $owner } auf { $square } geschlagen
report-apoc-lost = doch der { $piece } ging bei einem Zusammenstoß auf { $square } verloren
report-apoc-promoted = der Bauer wurde auf { $square } in einen Springer umgewandelt
report-apoc-relocated = der Bauer wurde nach { $square } versetzt
# $penalties: „Strafpunkte: Weiß 0 · Schwarz 1“ (pic-apoc-penalties).
report-apoc-penalties = { $penalties }.
report-apoc-penalties-new = { $penalties } (neu: { $new }).
report-apoc-new-one = { $side } +1
report-apoc-new-both = Weiß +1, Schwarz +1
report-apoc-game-over = Partie beendet. { $result }.

## Apocalypse: die private Antwort auf eine Abgabe

# $status: pic-apoc-safe („sicher“) oder report-apoc-speculative; $penalties: pic-apoc-penalties.
report-apoc-ack =
    Du ({ $side }) hast für Runde { $turn } { $action } abgegeben. Dieser Zug ist { $status }.
    { $penalties }
# Was der Zug des Gegners tun muss, damit ein spekulativer Zug gilt; $clauses: die Teilsätze
# unten (Verb am Ende), verbunden zu „a, b und c“.
report-apoc-speculative = spekulativ: gilt nur, wenn der Zug von { $side } { $clauses }
report-apoc-clause-next = { $first }, { $then }
report-apoc-clause-last = { $first } und { $then }
report-apoc-clause-safe = sicher ist
report-apoc-clause-land = auf { $square } endet
report-apoc-clause-leave = auf { $square } beginnt
report-apoc-clause-knight = einen Springer von { $side } schlägt

## Heaven and Hell

# Die Teile eines Berichts: die Aktion, was darauf folgte (Notizen unten), dann das Ergebnis oder
# die nächste Entscheidung; jeder Teil mit dem nächsten verbunden durch report-hh-then.
report-hh-then = { $first }. { $then }
report-hh-action = { $side }: { $notation }
# Das Feld einer gelegten Falle ist geheim: Der Kanal liest nur dies.
report-hh-planted = { $side } hat eine { -secret-trap } gelegt
# Eine Notiz aus einer Partie, die gespeichert wurde, bevor Notizen übersetzt wurden: ihr englischer Text.
report-hh-note = { $note }
report-hh-result = { $result }
# $prompt: die Frage der Entscheidung (prompts.ftl).
report-hh-to-decide = { $side } entscheidet: { $prompt }
report-hh-collects = { $side } sammelt { $coins } { $coins ->
        [one] Münze
       *[other] Münzen
    } ein
report-hh-curse-strikes = Der Fluch trifft: { $piece }
# $squares: ein oder mehrere Felder in Notation („E:c4, E:d4“).
report-hh-trap-springs = Auf { $squares } schnappt eine { -secret-trap } zu
report-hh-chaos = Chaos #{ $number }: { $effect }
report-hh-dies = { $piece } von { $side } stirbt auf { $square }
report-hh-neutral-dies = { $piece } (neutral) stirbt auf { $square }
# Chaos #39 versetzt eine Figur auf ein zufälliges Feld.
report-hh-goes-to = Die Figur wird nach { $square } versetzt
# Wird nur dem Besitzer der Falle gesagt.
report-hh-your-trap = Deine { -secret-trap } liegt auf { $square }.
report-hh-your-trap-destroyed = Deine { -secret-trap } auf { $square } wurde zerstört.
report-hh-traps-destroyed = Chaos #30 hat { $traps } { $traps ->
        [one] { -secret-trap }
       *[other] Geheime Fallen
    } zerstört.
