# O que uma ação fez, como diz a publicação do canal da partida depois da ação
# ("Brancas: d2d4 · Soldado d2→d4"). A notação ($notation) fica como está; $words é o que a ação
# fez (de actions.ftl), $result o resultado de uma partida encerrada (de endings.ftl).

## Every variant

report-action = { $side }: { $notation } · { $words }
report-then-result = { $report }. { $result }.
report-then-result-line =
    { $report }
    { $result }
report-then-check = { $report }. As { $side } estão em xeque.

## Apocalypse

report-apoc-submitted = As { $side } enviaram o lance.
