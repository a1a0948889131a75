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
