# Lo que hizo una acción, como lo dice la publicación del canal de la partida tras la acción
# («Blancas: d2d4 · Soldado d2→d4»). La notación ($notation) queda tal cual; $words es lo que hizo
# la acción (de actions.ftl), $result el resultado de una partida terminada (de endings.ftl).

## Every variant

report-action = { $side }: { $notation } · { $words }
report-then-result = { $report }. { $result }.
report-then-result-line =
    { $report }
    { $result }
report-then-check = { $report }. Las { $side } están en jaque.

## Apocalypse

report-apoc-submitted = Las { $side } han enviado su jugada.
