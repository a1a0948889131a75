# Por qué no se puede leer el texto de una posición o una partida guardada: un mensaje por cada
# motivo del enum `…Position` de cada variante (rules/src/error/reasons/<variante>.rs) y de
# StoredError (reasons/mod.rs), con la clave `rule-<su clave>`. La notación y lo escrito quedan tal cual.

## ApocalypsePosition

rule-apoc-pos-fields = se esperaba `board white-penalties black-penalties [turn]`, como `{ $start } 0 0 1`; se recibió `{ $text }`
rule-apoc-pos-bad = Posición de Apocalypse incorrecta: { $why }
rule-apoc-pos-bad-board = Tablero de Apocalypse incorrecto `{ $text }`: { $why }
rule-apoc-pos-penalties = las penalizaciones de las { $side } tienen que ser 0, 1 o 2, no `{ $field }`
rule-apoc-pos-turn = el número de turno tiene que ser 1 o más, no `{ $field }`
rule-apoc-pos-rank-count = se esperaban 5 filas separadas por `/`, pero hay { $found }
rule-apoc-pos-zero-digit = la fila { $rank } tiene un 0
rule-apoc-pos-rank-too-long = la fila { $rank } tiene más de 5 casillas
rule-apoc-pos-not-a-piece = `{ $letter }` no es una pieza (solo P y N para las Blancas, p y n para las Negras)
rule-apoc-pos-rank-short = la fila { $rank } tiene { $squares ->
        [one] { $squares } casilla
       *[other] { $squares } casillas
    } en lugar de 5
rule-apoc-pos-too-many-knights = las { $side } tienen { $knights ->
        [one] { $knights } jinete
       *[other] { $knights } jinetes
    }; un bando nunca tiene más de { $max }
rule-apoc-pos-pawn-on-last-rank = el infante de las { $side } en { $square } está en su propia última fila, donde habría promocionado

## BattlefieldPosition

rule-bf-pos-fields = Una posición tiene seis campos: tablero, bando (w/b), turno, enroque, captura al paso y segunda acción; y, opcionalmente, un séptimo, la prebatalla (`done` o `due`).
rule-bf-pos-pre-battle = El campo de la prebatalla es `done` o `due`, no `{ $found }`.
rule-bf-pos-side-to-move = El bando que mueve es w o b.
rule-bf-pos-turn = El turno es un número a partir de 1.
rule-bf-pos-turn-parity = Las Blancas juegan los turnos impares y las Negras los pares.
rule-bf-pos-en-passant-square = Casilla de captura al paso incorrecta.
rule-bf-pos-second-piece = La casilla de la segunda acción tiene que tener una pieza del bando que mueve.
rule-bf-pos-second-before-pre-battle = La segunda acción de una pieza animada llega después de la prebatalla del turno: el campo de la prebatalla tiene que ser `done`.
rule-bf-pos-rank-count = El tablero necesita 8 filas separadas por '/'.
rule-bf-pos-unknown-letter = Letra de pieza desconocida: '{ $letter }'.
rule-bf-pos-rank-too-long = La fila { $rank } tiene más de 8 casillas.
rule-bf-pos-rank-short = La fila { $rank } no tiene 8 casillas.
rule-bf-pos-castling = Los derechos de enroque se escriben con K, Q, k, q o -.
rule-bf-pos-second-square = Casilla de segunda acción incorrecta.
rule-bf-pos-annotation = La anotación '{ $note }' debería tener la forma <square>:<tokens>.
rule-bf-pos-bad-square = Casilla incorrecta: '{ $text }'.
rule-bf-pos-annotation-empty = Anotación para la casilla vacía { $text }.
rule-bf-pos-kings = Las { $side } necesitan exactamente un Rey.
rule-bf-pos-pawn-on = Un peón no puede estar en { $square }.
rule-bf-pos-hp = Los PV de la pieza de { $square } tienen que estar en 0..={ $max }.
rule-bf-pos-charge = La carga de la pieza de { $square } es demasiado alta.
rule-bf-pos-loadout = Pieza de { $square }: { $why }.
rule-bf-pos-en-passant-behind = La casilla de captura al paso tiene que estar justo detrás de un peón que acaba de avanzar dos casillas.
rule-bf-pos-unknown-special = Habilidad especial desconocida: '{ $id }'.
rule-bf-pos-passives = Como máximo, tres pasivas.
rule-bf-pos-unknown-passive = Pasiva desconocida: '{ $id }'.
rule-bf-pos-token-number = El token '{ $token }' necesita un número.
rule-bf-pos-unknown-token = Token desconocido: '{ $token }'.
rule-bf-pos-effect-turns = Al efecto '{ $token }' le tiene que quedar al menos 1 turno.

## HeavenHellPosition

rule-hh-pos-header = La primera línea tiene que ser `heaven-and-hell 1`.
rule-hh-pos-engine = línea engine: { $error }
rule-hh-pos-piece-off-board = pieza fuera del tablero en `{ $line }`
rule-hh-pos-piece-id-twice = el id de pieza #{ $id } se usa dos veces
rule-hh-pos-two-pieces = dos piezas en { $square }
rule-hh-pos-rng = rng: se esperaba `rng <seed> <word position>` en `{ $line }`
rule-hh-pos-trap-count = trapcount: más trampas dudosas que trampas
rule-hh-pos-trap-owner = trap: se esperaba un dueño
rule-hh-pos-en-passant = ep: se esperaba una casilla
rule-hh-pos-unknown-line = línea desconocida `{ $word }`
rule-hh-pos-turn-side = turn: se esperaba white o black
rule-hh-pos-turn-word = turn: `{ $word }` desconocido
rule-hh-pos-item-kind = item: se esperaba coin, fire, ice u orb en `{ $line }`
rule-hh-pos-fire-and-ice = El { -hh-fire } y el { -hh-ice } no pueden compartir casilla (4.4).
rule-hh-pos-number = se esperaba un número en `{ $line }`
rule-hh-pos-plane-expected = se esperaba un plano en `{ $line }`
rule-hh-pos-square-expected = se esperaba una casilla en `{ $line }`
rule-hh-pos-shop-word = shop: se esperaba `code:price`, se recibió `{ $word }`
rule-hh-pos-shop-entry = shop: entrada desconocida `{ $code }`
rule-hh-pos-shop-twice = shop: `{ $code }` aparece dos veces
rule-hh-pos-shop-price = shop: precio incorrecto en `{ $word }`
rule-hh-pos-shop-unlocked = shop: más entradas desbloqueadas que entradas
rule-hh-pos-colour = se esperaba un color en `{ $line }`
rule-hh-pos-piece-type = se esperaba un tipo de pieza en `{ $line }`
rule-hh-pos-history-records = history: se esperaban registros
rule-hh-pos-piece-flag = marca de pieza desconocida `{ $word }`
rule-hh-pos-history = history: registro incorrecto `{ $record }`
rule-hh-pos-item-squares = { $found ->
        [one] { $found } casilla de objetos
       *[other] { $found } casillas de objetos
    } en lugar de 192
rule-hh-pos-stored-off-board = la pieza { $id } está fuera del tablero
rule-hh-pos-stored-id = el id de pieza { $id } está repetido o todavía no se ha asignado
rule-hh-pos-mark-off-board = una trampa o una marca está fuera del tablero
rule-hh-pos-not-stored = { $number } no es un valor guardado de tipo { $what }
rule-hh-pos-no-chaos = no existe el efecto del caos #{ $number }

## IiwiiPosition

rule-iiwii-pos-rank-count = La colocación necesita 8 filas separadas por '/'; hay { $found }.
rule-iiwii-pos-not-colour-or-count = Fila { $rank }: '{ $found }' no es ni un color (w o b) ni un número de casillas vacías.
rule-iiwii-pos-rank-too-long = La fila { $rank } tiene más de 8 casillas.
rule-iiwii-pos-no-piece-code = Fila { $rank }: un color tiene que ir seguido de un código de pieza.
rule-iiwii-pos-not-a-piece = Fila { $rank }: '{ $code }' no es una pieza (c h e s C H E S, F { -iiwii-happy-face }, L { -iiwii-heart }, P { -iiwii-peace-sign }).
rule-iiwii-pos-already-capital = La pieza { $piece } de las { $side } en { $square } ya sería una mayúscula ahí.
rule-iiwii-pos-rank-squares = La fila { $rank } tiene { $squares ->
        [one] { $squares } casilla
       *[other] { $squares } casillas
    }, no 8.
rule-iiwii-pos-symbol-count = Las { $side } tienen que tener exactamente una pieza { $piece }, no { $count }.
rule-iiwii-pos-symbols-missing = Cada bando tiene que tener exactamente un { -iiwii-heart }, una { -iiwii-happy-face } y un { -iiwii-peace-sign }; faltan estas piezas: { $missing } (una partida termina en cuanto se pierde una de ellas).
rule-iiwii-pos-fields = Escribe una posición así: colocación, bando que mueve (w o b) y, opcionalmente, el contador de medias jugadas tranquilas y el número de jugada.
rule-iiwii-pos-side-to-move = El bando que mueve tiene que ser w o b, no '{ $found }'.
rule-iiwii-pos-quiet = El contador de medias jugadas tranquilas tiene que ser un número de 0 a { $limit }, no '{ $found }'.
rule-iiwii-pos-move-number = El número de jugada tiene que ser 1 o más, no '{ $found }'.

## OraclePosition

rule-oracle-pos-two-beings = dos seres en { $square }
rule-oracle-pos-earth-full = demasiados cuerpos en la tierra
rule-oracle-pos-earth-entry = la entrada de la tierra `{ $item }` debería ser un color y una clase, como `wH`
rule-oracle-pos-underworld-full = demasiadas almas en el inframundo
rule-oracle-pos-lord-in-underworld = un alma de Señor nunca puede estar en el inframundo
rule-oracle-pos-underworld-entry = la entrada del inframundo `{ $item }` debería ser una letra de alma: C, E, H o S
rule-oracle-pos-turn = turn `{ $value }` debería ser white o black
rule-oracle-pos-quiet = quiet `{ $value }` no es un número
rule-oracle-pos-ply = ply `{ $value }` no es un número
rule-oracle-pos-unknown-line = línea desconocida `{ $line }:`
rule-oracle-pos-missing-turn = falta `turn: white` o `turn: black`
rule-oracle-pos-lords = las { $side } tienen que tener exactamente un alma de Señor en el tablero (hay { $found })
rule-oracle-pos-in-check = las { $side } están en jaque, pero es el turno de las { $turn }
rule-oracle-pos-not-a-being = `{ $token }` no es un ser como `wP(C,E)@d4`
rule-oracle-pos-not-a-soul = `{ $soul }` en `{ $token }` no es una letra de alma (L, C, E, H, S)
rule-oracle-pos-no-room = `{ $token }`: una Sacerdotisa alberga hasta tres almas de Carro, Elefante o Corcel; cualquier otro cuerpo alberga como máximo un alma
rule-oracle-pos-too-many-souls = un cuerpo alberga como máximo tres almas

## StoredError

rule-stored-unreadable = no se puede leer la partida guardada: { $error }
rule-stored-newer-format = la partida guardada tiene el formato { $format }, pero esta versión solo lee hasta el { $newest }
rule-stored-damaged = partida guardada dañada: { $error }

## PositionError::Other: palabras de fuera de las reglas, se muestran tal cual

rule-position-other = { $text }
