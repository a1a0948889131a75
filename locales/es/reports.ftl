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
# Un turno resuelto: sus líneas, una tras otra.
report-lines =
    { $first }
    { $then }
report-apoc-resolved = Turno { $turn } resuelto: Blancas { $white }, Negras { $black }.
# Lo que fue de la acción de un bando ($fate: sus partes de abajo, unidas con report-apoc-and).
report-apoc-fate = • { $side } { $action }: { $fate }.
report-apoc-and = { $first }; { $then }
report-apoc-void = anulada: su condición no se cumplió, así que no se movió nada (+1 { -penalty } para las { $side })
report-apoc-stood = se mantuvo
report-apoc-cancelled = no capturó nada (la pieza de { $square } se había ido)
report-apoc-took-own = capturó su propio { $piece } en { $square }
report-apoc-captured = capturó el { $piece } de las { $owner } en { $square }
report-apoc-lost = pero el { $piece } se perdió en el encuentro de { $square }
report-apoc-promoted = el { -footman } promocionó a { -horseman } en { $square }
report-apoc-relocated = el { -footman } se recolocó en { $square }
# $penalties: «Penalizaciones: Blancas 0 · Negras 1» (pic-apoc-penalties).
report-apoc-penalties = { $penalties }.
report-apoc-penalties-new = { $penalties } (nuevas: { $new }).
report-apoc-new-one = { $side } +1
report-apoc-new-both = Blancas +1, Negras +1
report-apoc-game-over = Partida terminada. { $result }.
