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
