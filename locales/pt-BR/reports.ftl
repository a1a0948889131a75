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
# Um turno resolvido: as suas linhas, uma depois da outra.
report-lines =
    { $first }
    { $then }
report-apoc-resolved = Turno { $turn } resolvido: Brancas { $white }, Pretas { $black }.
# O que aconteceu com a ação de um lado ($fate: as partes abaixo, unidas por report-apoc-and).
report-apoc-fate = • { $side } { $action }: { $fate }.
report-apoc-and = { $first }; { $then }
report-apoc-void = cancelado: a condição dele não se cumpriu, então nada se moveu (+1 penalidade para as { $side })
report-apoc-stood = valeu
report-apoc-cancelled = captura anulada (a peça em { $square } tinha saído dali)
report-apoc-took-own = capturou o próprio { $piece } em { $square }
report-apoc-captured = capturou o { $piece } das { $owner } em { $square }
report-apoc-lost = mas o { $piece } desapareceu num encontro em { $square }
report-apoc-promoted = o infante foi promovido a cavaleiro em { $square }
report-apoc-relocated = o infante foi realocado para { $square }
# $penalties: "Penalidades: Brancas 0 · Pretas 1" (pic-apoc-penalties).
report-apoc-penalties = { $penalties }.
report-apoc-penalties-new = { $penalties } (novas: { $new }).
report-apoc-new-one = { $side } +1
report-apoc-new-both = Brancas +1, Pretas +1
report-apoc-game-over = Partida encerrada. { $result }.
