# Por qué las reglas rechazan una jugada de Apocalypse: un mensaje por cada motivo de
# rules/src/error/reasons/apocalypse.rs (sus motivos de posición están en positions.ftl), con la
# clave `rule-<su clave>`. La notación queda tal cual: casillas, `=N`, `@square`.

## ApocalypseRefusal

rule-apoc-ambiguous-finish = `{ $from }{ $to }` es ambigua: ya tienes dos jinetes, así que añade =N o @square (por ejemplo, `{ $from }{ $to }=N` para promocionar, o `{ $from }{ $to }@{ $from }` para recolocar).
rule-apoc-knight-leap = Tu jinete de { $from } no puede llegar a { $to }: un jinete salta como el caballo del ajedrez.
rule-apoc-only-pawn-finishes = Solo un infante que llega a su última fila promociona o se recoloca; escribe `{ $from }{ $to }`.
rule-apoc-not-legal-now = `{ $action }` no es una jugada legal en este momento.
rule-apoc-pawn-step = Tu infante de { $from } no puede ir a { $to }: un infante avanza una casilla hacia delante, recto o en diagonal.
rule-apoc-pawn-onto-own = Tu infante de { $from } no puede avanzar recto sobre tu propia pieza de { $to }.
rule-apoc-not-last-rank = `{ $from }{ $to }` no llega a tu última fila, así que no lleva `=N` ni `@square`; escribe `{ $from }{ $to }`.
rule-apoc-must-promote = Tienes menos de dos jinetes, así que este infante tiene que promocionar: escribe `{ $from }{ $to }=N`.
rule-apoc-relocate-last-rank = Un infante recolocado no puede quedarse en tu última fila ({ $square }).
rule-apoc-relocate-occupied = El infante no puede recolocarse en { $square }: esa casilla está ocupada al principio del turno.
rule-apoc-promotes-on-arrival = Este infante promociona al llegar: escribe `{ $from }{ $to }=N`.
rule-apoc-two-knights = Ya tienes dos jinetes, así que añade =N o @square: `{ $from }{ $to }=N` para promocionar, o `{ $from }{ $to }@{ $from }` para recolocar.

## ApocalypseUnreadable

rule-apoc-not-a-move = `{ $text }` no es una jugada de Apocalypse. Escribe la casilla de origen y la de destino, como `c1c2`, `d4d5=N` (promoción) o `d4d5@b2` (recolocación).
rule-apoc-promote-and-relocate = `{ $text }`: escribe `=N` para promocionar o `@square` para recolocar, no las dos cosas.
rule-apoc-promote-only-knight = `{ $text }`: un infante solo puede promocionar a jinete, y se escribe `=N`.
rule-apoc-off-board = `{ $square }` está fuera del tablero: Apocalypse se juega en las columnas a–e y las filas 1–5.
