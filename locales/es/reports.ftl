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

## Apocalypse: the private answer to a submission

# $status: pic-apoc-safe («segura») o report-apoc-speculative; $penalties: pic-apoc-penalties.
report-apoc-ack =
    Has enviado (con las { $side }) { $action } para el turno { $turn }. Tu jugada es { $status }.
    { $penalties }
# Lo que tiene que hacer la jugada del rival para que una jugada especulativa se mantenga;
# $clauses: las cláusulas de abajo, unidas como «a, b y c».
report-apoc-speculative = especulativa: solo se mantiene si la jugada de las { $side } { $clauses }
report-apoc-clause-next = { $first }, { $then }
report-apoc-clause-last = { $first } y { $then }
report-apoc-clause-safe = es segura
report-apoc-clause-land = termina en { $square }
report-apoc-clause-leave = sale de { $square }
report-apoc-clause-knight = captura un { -horseman } de las { $side }

## Heaven and Hell

# Las partes de un informe: la acción, lo que siguió (las notas de abajo) y luego el resultado o
# la siguiente decisión; cada parte se une a la siguiente con report-hh-then.
report-hh-then = { $first }. { $then }
report-hh-action = { $side }: { $notation }
# La casilla de una trampa colocada es secreta: el canal solo lee esto.
report-hh-planted = Las { $side } han colocado una { -secret-trap }
# Una nota de una partida guardada antes de que se tradujeran las notas: su inglés.
report-hh-note = { $note }
report-hh-result = { $result }
# $prompt: la indicación de la decisión (prompts.ftl).
report-hh-to-decide = Las { $side } deciden: { $prompt }
report-hh-collects = Las { $side } recogen { $coins } { $coins ->
        [one] moneda
       *[other] monedas
    }
report-hh-curse-strikes = La maldición golpea: { $piece }
# $squares: una o varias casillas en notación («E:c4, E:d4»).
report-hh-trap-springs = Se dispara una { -secret-trap } en { $squares }
report-hh-chaos = Caos #{ $number }: { $effect }
report-hh-dies = Muere { $piece } de las { $side } en { $square }
report-hh-neutral-dies = Muere { $piece } neutral en { $square }
# El caos #39 manda una pieza a una casilla al azar.
report-hh-goes-to = Va a parar a { $square }
# Solo se le dice al dueño de la trampa.
report-hh-your-trap = Tu { -secret-trap } está en { $square }.
report-hh-your-trap-destroyed = Tu { -secret-trap } de { $square } ha sido destruida.
report-hh-traps-destroyed = El caos #30 ha destruido { $traps } { $traps ->
        [one] { -secret-trap }
       *[other] Trampas secretas
    }.
