# Las palabras que se dibujan en las imágenes del tablero y sus descripciones (texto alternativo):
# el panel lateral, los títulos, las bandejas, las etiquetas de los tableros, los nombres de las
# piezas y las leyendas de /rules. Se usa «tú».
# La notación ($action, $square, el registro de $turn) llega tal cual: nunca se traduce.

## Todas las variantes

pic-to-move = Juegan las { $side }
pic-result = { $result }
pic-turn = Turno { $turn }
pic-game-over = Partida terminada
pic-move-number = Jugada { $move }
pic-last = Última jugada: { $action }
pic-side-last = Última acción: { $side } { $action }
pic-in-check = Las { $side } están en jaque
# Dos cosas nombradas juntas («Carro y Corcel», «las Negras deben llegar a c3 y …»).
pic-and = { $first } y { $then }
# El título de un diagrama de las reglas: la variante y luego la pieza que muestra.
pic-diagram-title = { $variant }: { $piece }
pic-glyph-name = { $glyph } { $name }

## La descripción de una imagen (texto alternativo)

pic-alt-neutral = Neutrales
# Las piezas de un bando: «Blancas: Rey e1, Torre a1».
pic-alt-pieces = { $side }: { $pieces }
pic-alt-on-squares = En las casillas: { $items }
pic-alt-coins = { $count ->
        [none] monedas
        [one] { $count } moneda
       *[other] { $count } monedas
    } en { $at }
pic-alt-fire = fuego en { $at }
pic-alt-ice = hielo en { $at }
pic-alt-orb = { -chaos-orb } en { $at }
pic-alt-trap = tu { -secret-trap } en { $at }
pic-alt-health = { $hp }/{ $max } { -bf-hp }
pic-alt-last = Última acción: { $last }

## Oracle Chess

pic-oracle-lifeless = { $class } sin vida
pic-oracle-body-soul = { $class } con alma de { $soul }
pic-oracle-body-souls = { $class } con almas de { $souls }
pic-oracle-earth = Tierra de las { $side } (cuerpos)
pic-oracle-underworld = { -oracle-underworld } (almas)
pic-oracle-soul = Alma de { $class }
pic-oracle-check = El alma del { -oracle-lord } de las { $side } está en jaque
pic-oracle-round = Ronda { $round } de { $rounds }
pic-oracle-quiet = Medias jugadas tranquilas: { $plies } de { $limit }
pic-oracle-seen = Veces que se ha dado esta posición: { $times } de 3

## It is what it is chess

pic-iiwii-quiet = Medias jugadas tranquilas: { $plies }/{ $limit } (sin captura ni nueva mayúscula)
pic-iiwii-piece-small-c-summary = c: hasta 4 pasos por una curva en forma de c (arriba o abajo, luego girando hacia la derecha); la bloquean las piezas
pic-iiwii-piece-small-h-summary = h: hasta 2 recto hacia arriba o hacia abajo, o 1 a la derecha y luego hacia abajo por el hombro (3 pasos); la bloquean las piezas
pic-iiwii-piece-small-e-summary = e: 2 hacia un lado, luego alrededor del bucle de una e (hacia arriba por cualquiera de los lados, hacia abajo solo por la izquierda); la bloquean las piezas
pic-iiwii-piece-small-s-summary = s: 1 hacia un lado, luego 2 hacia arriba (tras ir a la izquierda) o 2 hacia abajo (tras ir a la derecha), y de vuelta al otro lado: una S; la bloquean las piezas
pic-iiwii-piece-big-c-summary = C: como torre, arriba o abajo; al llegar al borde puede girar y deslizarse hacia la derecha. Puede hacer Retroceso
pic-iiwii-piece-big-h-summary = H: como torre, hacia los lados; desde el borde lateral puede girar y deslizarse hacia arriba o hacia abajo. Puede hacer Retroceso
pic-iiwii-piece-big-e-summary = E: como torre, arriba, abajo o a la derecha; tras deslizarse en vertical hasta el borde puede girar a la derecha. Puede hacer Retroceso
pic-iiwii-piece-big-s-summary = S: como torre, hacia los lados; en el borde gira (abajo si iba a la derecha, arriba si iba a la izquierda) y en la esquina vuelve. Puede hacer Retroceso
pic-iiwii-piece-happy-face-summary = { -iiwii-happy-face } ☺: salta dos casillas en diagonal hacia arriba (los ojos), o hacia abajo como un caballo o dos casillas en línea recta (la sonrisa)
pic-iiwii-piece-heart-summary = { -iiwii-heart } ♥: hasta 5 pasos por una de las mitades de un corazón y luego hasta 2 más hasta su punta; lo bloquean las piezas
pic-iiwii-piece-peace-sign-summary = { -iiwii-peace-sign } ☮: 1–2 recto hacia arriba, o salta como un caballo, dos casillas en diagonal o tres en línea recta, o una en diagonal hacia abajo

## Apocalypse

pic-apoc-footman = { -footman }
pic-apoc-horseman = { -horseman }
pic-apoc-over-after = Partida terminada tras el turno { $turn }
pic-apoc-waiting = Esperando a las { $side }
pic-apoc-waiting-both = Esperando a las Blancas y a las Negras
pic-apoc-submitted = Las { $side } han enviado su jugada
pic-apoc-penalties = Penalizaciones: Blancas { $white } · Negras { $black }
# $turn es el registro del turno en notación.
pic-apoc-last = Último turno: { $turn }
pic-apoc-your-move = Tu jugada: { $action } ({ $status })
pic-apoc-safe = segura
pic-apoc-speculative = especulativa: { $demands }
pic-apoc-must-land = las { $side } deben llegar a { $square }
pic-apoc-must-leave = las { $side } deben mover la pieza de { $square }
# El jinete de $owner: «las Negras deben capturar un jinete de las Blancas».
pic-apoc-must-take-knight = las { $side } deben capturar un { -horseman } de las { $owner }

## Battlefield Chess

pic-bf-cheered = Pieza animada: segunda acción con { $square } o `end`
pic-bf-dealt = Daño hecho { $dealt } · recibido { $taken }
pic-bf-key-marks = Leyenda: barra = { -bf-hp } · 0/2 = habilidad de carga llenándose (violeta: lista) · otras etiquetas: efectos, que muestra /piece
pic-bf-key-letters = Letras: A { -bf-archer } (arco) · P { -bf-pikeman } (lanza) · S { -bf-scout } (cuchillos) · F { -bf-footman } (espada) · W { -bf-beast } · D { -bf-demon } · C { -bf-cleric }

## Heaven and Hell

pic-hh-coins = Monedas de las { $side }: { $coins }
pic-hh-to-act = Juegan las { $side } ({ $actions ->
        [one] queda { $actions } acción
       *[other] quedan { $actions } acciones
    })
# $prompt son las palabras de la propia decisión.
pic-hh-decides = Las { $side } deciden: { $prompt }
pic-hh-legend-title = { -heaven-and-hell }: piezas y objetos
pic-hh-legend-coin = Moneda
pic-hh-legend-fire = { -hh-fire }
pic-hh-legend-ice = { -hh-ice }
pic-hh-legend-orb = Orbe del caos
pic-hh-legend-trap = { -secret-trap } (solo la ve su dueño)

## Los diagramas de piezas de /rules (sus descripciones)

pic-diagram-alt-none = Cómo se mueve la pieza { $name }.
pic-diagram-alt = Cómo se mueve la pieza { $name }: { $squares }.
pic-diagram-alt-from = Cómo se mueve la pieza { $name }: desde { $from } puede llegar a { $squares }.
