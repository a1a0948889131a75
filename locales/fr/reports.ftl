# Ce qu'une action a fait, comme le dit le message du salon de la partie après l'action
# (« Blancs : d2d4 · Soldat d2→d4 »). La notation ($notation) reste telle quelle ; $words est ce que
# l'action a fait (de actions.ftl), $result le résultat d'une partie terminée (de endings.ftl).

## Every variant

report-action = { $side } : { $notation } · { $words }
report-then-result = { $report }. { $result }.
report-then-result-line =
    { $report }
    { $result }
report-then-check = { $report }. Les { $side } sont en échec.

## Apocalypse

report-apoc-submitted = Les { $side } ont envoyé leur coup.
