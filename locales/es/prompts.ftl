# Las indicaciones de las decisiones que una partida pide a un jugador en mitad de un turno
# ("Elige una mejora para tu Caballo en E:g1"), que se muestran bajo el tablero y en el panel
# lateral. La notación ($square, Q/R/B/N, ne/nw/se/sw y las palabras entre comillas invertidas)
# queda tal cual: el jugador la escribe. Se trata al jugador de «tú».

## Every variant

# Una pieza y dónde está: "Caballo en E:g1".
prompt-piece-on = { $piece } en { $square }
prompt-piece = pieza

## Battlefield Chess

prompt-bf-cheered = Segunda acción de la pieza animada de { $square } ({ $piece }), o `end`

## Heaven and Hell

prompt-hh-promote-or-upgrade = Promociona o mejora tu { $piece } (elige Q/R/B/N o una { -upgrade })
prompt-hh-upgrade = Elige una { -upgrade } para tu { $piece }
prompt-hh-promotion = Elige una promoción para tu { $piece }
prompt-hh-expand = Elige hacia dónde crece tu { $piece } (ne/nw/se/sw)
prompt-hh-shrink = Elige qué bloque conserva tu { $piece } (indícalo por su casilla inferior izquierda)
prompt-hh-double-move = { -hh-double-move }: vuelve a mover tu { $piece } por 1 moneda, o rechaza
prompt-hh-second-jump = Haz un segundo salto con tu { $piece }, o rechaza
# Los tres efectos que ofrece un orbe del caos, uno tras otro.
prompt-hh-chaos = Orbe del caos: elige un efecto: { $options }
prompt-hh-chaos-and = { $first }; { $then }
prompt-hh-chaos-option = { $index } = #{ $number } { $effect }
# Un efecto del caos elegido que pide su siguiente dato ($ask, abajo).
prompt-hh-chaos-arg = Caos #{ $number } ({ $effect }): elige { $ask }
prompt-hh-trap-optional = Coloca una { -secret-trap } por MD (`trap <square>`), o `done`
prompt-hh-trap = Coloca tu { -secret-trap } por MD (`trap <square>`)
prompt-hh-spawn = Coloca tu nueva pieza ({ $piece }) en una casilla vacía de tu primera fila (en cualquier plano)
prompt-hh-spree = Caos #36: vuelve a mover tu { $piece }, o `done`
prompt-hh-chaos-buy = Caos #38: compra algo en la { -shop } (no gasta ninguna acción)

## Heaven and Hell: what a chaos effect asks for next

prompt-hh-ask-plane-and-file = un plano y una columna (p. ej. `choose V:c`)
prompt-hh-ask-an-empty-heaven-square = una casilla vacía del { -heaven }
prompt-hh-ask-ranks-or-files = `ranks` o `files`
prompt-hh-ask-a-non-king-piece = una pieza que no sea un { -king }
prompt-hh-ask-an-empty-square-next-to-it = una casilla vacía contigua a ella
prompt-hh-ask-a-piece = una pieza
prompt-hh-ask-a-piece-in-hell = una pieza del { -hell }
prompt-hh-ask-a-piece-in-heaven = una pieza del { -heaven }
prompt-hh-ask-to-fire-or-to-ice = `to-fire` o `to-ice`
prompt-hh-ask-a-pawn = un { -pawn }
prompt-hh-ask-a-plane-v-e-or-l = un plano (V, E o L)
prompt-hh-ask-square-to-freeze = una casilla libre que congelar
prompt-hh-ask-square-to-burn = otra casilla libre en la que poner { -hh-fire }
prompt-hh-ask-an-upgraded-piece = una pieza mejorada
prompt-hh-ask-a-shop-entry-to-remove = un artículo de la { -shop } que quitar
prompt-hh-ask-your-king = tu { -king }
prompt-hh-ask-a-pawn-on-its-plane = un { -pawn } de su plano
prompt-hh-ask-one-of-your-pawns = uno de tus Peones
prompt-hh-ask-a-non-royal-piece = una pieza no { -royal }
prompt-hh-ask-an-option = una opción
