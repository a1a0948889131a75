# Por qué las reglas rechazan una acción de Heaven and Hell: un mensaje por cada motivo de
# rules/src/error/reasons/heaven_hell.rs (salvo HeavenHellPosition, que está en positions.ftl),
# con la clave `rule-<su clave>`. La notación, las casillas y los códigos de la tienda quedan tal cual.

## HeavenHellPiece

rule-hh-piece-owned = { $kind } de las { $side }
rule-hh-piece-neutral = { $kind } neutral

## HeavenHellPieceAt

rule-hh-piece-at = { $kind }{ $size ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }de { $size }×{ $size }
    } en { $square }

## HeavenHellOptions

rule-hh-options-none = Ahora no tiene ninguna jugada legal.
rule-hh-options-moves = Sus jugadas legales ahora: { $moves ->
        [none] { "" }
       *[other] { $moves }
    }.

## HeavenHellOffer

rule-hh-offer = { $entry } ({ $price } { $price ->
        [one] moneda
       *[other] monedas
    })

## HeavenHellLanding

rule-hh-landing-onto-ally = En { $square } está tu { $kind }: una pieza nunca se mueve sobre una pieza aliada (R26).
rule-hh-landing-step-occupied = Un { $kind } solo avanza a una casilla vacía; en { $square } hay una pieza ({ $piece }).
rule-hh-landing-en-passant-size = Solo un { -pawn } de tamaño 1 captura al paso (R16, R70); { $square } está vacía.
rule-hh-landing-diagonal-no-enemy = Un { $kind } solo se mueve en diagonal para capturar: no hay ningún enemigo en { $square }.
rule-hh-landing-off-board = La pieza de { $size }×{ $size } ({ $kind }) quedaría en parte fuera del tablero (R31).
rule-hh-landing-destroyed = La casilla { $square } está destruida (R49): ninguna pieza puede caer ahí.
rule-hh-landing-way-destroyed = El camino cruza la casilla destruida { $square } (R49).
rule-hh-landing-way-blocked = El camino está bloqueado por una pieza ({ $piece }) en { $square }.
rule-hh-landing-never-two = Un { $kind } nunca avanza dos casillas (R15, R76–R78).
rule-hh-landing-enlarged-pawn = Un { -pawn } de tamaño aumentado no puede avanzar dos casillas (R15).
rule-hh-landing-double-from-start = Un { -pawn } solo avanza dos casillas desde su fila inicial (la fila { $rank } para las { $side }).
rule-hh-landing-passed-destroyed = La casilla que cruza, { $square }, está destruida (R49).
rule-hh-landing-passed-occupied = La casilla que cruza, { $square }, tiene que estar vacía, pero en ella hay una pieza ({ $piece }).
rule-hh-landing-jump-nothing = Un { -hh-checker } solo salta por encima de una pieza contigua; no hay nada en { $squares ->
        [none] { "" }
       *[other] { $squares }
    }.
rule-hh-landing-jump-occupied = El salto de un { -hh-checker } solo termina en casillas vacías; en { $square } hay una pieza ({ $piece }).

## HeavenHellTarget

rule-hh-target-no-piece = No hay ninguna pieza en { $square }.
rule-hh-target-by-lower-left = Indica la pieza de { $size }×{ $size } ({ $kind }) por su casilla inferior izquierda, { $square }.
rule-hh-target-destroyed = La casilla { $square } está destruida (R49).
rule-hh-target-fire-occupied = El { -hh-fire } solo se puede poner en una casilla libre; en { $square } hay una pieza ({ $piece }).
rule-hh-target-fire-already = Ya hay { -hh-fire } en { $square }.
rule-hh-target-kings-no-stun = No se puede aturdir a un { -king }.
rule-hh-target-to-earth-not-controlled = `to-earth` solo mueve una pieza que controles (R93); no controlas esta pieza ({ $piece }).
rule-hh-target-to-earth-royal = `to-earth` solo mueve una pieza no { -royal }; esta pieza ({ $kind }) es { -royal }.
rule-hh-target-on-earth = Esta pieza ({ $kind }) ya está en la { -earth }.
rule-hh-target-upgrade-royal = `upgrade` solo se aplica a una pieza no { -royal }; esta pieza ({ $kind }) es { -royal }.
rule-hh-target-no-upgrade = Esta pieza ({ $kind }) no tiene ninguna { -upgrade } (R87).
rule-hh-target-kill-standard = `kill` solo se aplica a una pieza no estándar; esta pieza ({ $kind }) es una pieza de ajedrez estándar.
rule-hh-target-curse-royal = `curse` solo se aplica a una pieza no { -royal }; esta pieza ({ $kind }) es { -royal }.
rule-hh-target-cursed-already = Esta pieza ({ $kind }) ya está Maldita.
rule-hh-target-not-murderer = Esta pieza ({ $kind }) no es Asesina: no hay nada que perdonar.
rule-hh-target-area-corner = Un área de 2×2 se indica por su casilla inferior izquierda, en las columnas a–g y las filas 1–7; { $square } no es una de ellas.
rule-hh-target-area-destroyed = Todas las casillas del área que empieza en { $square } están destruidas.
rule-hh-target-area-no-items = En el área de 2×2 que empieza en { $square } no hay { -hh-fire } ni { -hh-ice }.
rule-hh-target-back-rank = Una pieza nueva se coloca en tu primera fila (la fila { $rank }), en cualquier plano (R96).
rule-hh-target-not-empty-piece = La casilla { $square } no está vacía: en ella hay una pieza ({ $piece }).
rule-hh-target-not-empty-item = La casilla { $square } no está vacía: en ella hay un objeto (HH-17: ni piezas ni objetos).
rule-hh-target-teleport-not-controlled = `teleport` solo mueve una pieza que controles (R93); no controlas esta pieza ({ $piece }).
rule-hh-target-teleport-plane = `teleport` no cambia de plano: esta pieza ({ $kind }) está en { $plane-id ->
        [hh-plane-earth] la
       *[other] el
    } { $plane }, así que el destino tiene que ser una casilla `{ $plane-id ->
        [hh-plane-heaven] V
        [hh-plane-earth] E
       *[hh-plane-hell] L
    }:`.
rule-hh-target-teleport-same = Esta pieza ({ $kind }) ya está en { $square }: indica otra casilla.
rule-hh-target-relocation-off-board = La pieza de { $size }×{ $size } ({ $kind }) quedaría ahí en parte fuera del tablero.
rule-hh-target-relocation-ally = En { $square } está tu { $ally }: esta pieza ({ $kind }) no puede caer sobre una pieza aliada.

## HeavenHellRefusal

rule-hh-no-decision = Ahora no hay ninguna decisión pendiente que responder.
rule-hh-no-trap-to-plant = Ahora no tienes ninguna { -secret-trap } que colocar: usa primero `buy trap`.
rule-hh-end-first = `end` renuncia al resto de las acciones extra de un turno; la primera acción de un turno no se puede saltar (R4).
rule-hh-trap-square = La casilla { $square } no admite tu { -secret-trap }: tiene que ir en una casilla que exista, sin ninguna pieza y sin ninguna de tus trampas (R107).
rule-hh-not-trap-answer = `{ $text }` no responde a la decisión pendiente: { $prompt }.
rule-hh-not-answer = `{ $text }` no responde a la decisión pendiente: { $prompt }{ $piece_hint ->
        [yes] { " " }(solo la responden jugadas de la pieza que se indica ahí, desde donde está{ $double_move ->
            [yes] ; una { -hh-double-move } nunca puede ser un enroque
           *[no] { "" }
        })
       *[no] { "" }
    }. Respuestas: { $answers ->
        [none] { "" }
       *[other] { $answers }
    }.
rule-hh-angel-coins = El { -hh-angel } solo actúa para el jugador que tiene estrictamente más monedas (R21): tú tienes { $mine }, y las { $opponent } tienen { $theirs }.
rule-hh-not-yours = La pieza de { $square } ({ $kind }) es { $owner ->
        [none] de nadie
       *[other] de las { $owner }
    }, no tuya.
rule-hh-stunned = La pieza de { $square } ({ $kind }) está Aturdida ({ $stacks ->
        [one] le queda { $stacks } acumulación
       *[other] le quedan { $stacks } acumulaciones
    }) y no puede actuar (R54).
rule-hh-goes-nowhere = Una jugada tiene que ir a alguna parte: el origen y el destino son los dos { $square }. { $options }
rule-hh-cannot-go = { $piece-kind ->
        [hh-piece-rook] La
        [hh-piece-queen] La
        [hh-piece-fortress] La
       *[other] El
    } { $piece } no puede ir a { $to }: { $piece-kind ->
        [hh-piece-pawn] un { -pawn } avanza una casilla (dos desde su fila inicial, a casillas vacías) y captura una casilla en diagonal hacia delante
        [hh-piece-knight] un { -knight } salta en L: dos casillas en una dirección y una en la otra
        [hh-piece-bishop] se desliza en diagonal
        [hh-piece-rook] se desliza por filas y columnas
        [hh-piece-queen] se desliza por filas, columnas y diagonales
        [hh-piece-king] un { -king } se mueve una casilla en cualquier dirección (el enroque es `O-O` / `O-O-O`)
        [hh-piece-bomber] se mueve como un { -pawn }: una casilla hacia delante a una casilla vacía, o en diagonal hacia delante para capturar, nunca dos
        [hh-piece-leopard] un { -hh-leopard } salta a una casilla que esté a 1 o 2 columnas y a 1 o 2 filas
        [hh-piece-checker] un { -hh-checker } se mueve como un { -pawn }, o salta por encima de una pieza contigua en horizontal o en vertical hasta la casilla vacía de detrás
        [hh-piece-archer] un { -hh-archer } salta como un { -knight } o dos casillas en línea recta, y en lugar de moverse puede disparar a esas casillas (`*`)
        [hh-piece-wizard] se desliza en diagonal
        [hh-piece-archbishop] se desliza en diagonal
        [hh-piece-fortress] una { -hh-fortress } se desliza por filas y columnas, y dispara a sus 4 casillas contiguas en diagonal (`*`)
        [hh-piece-scout] un { -hh-scout } se desliza por filas y columnas, o salta a una esquina de su plano
        [hh-piece-warlock] se desliza por filas y columnas
        [hh-piece-imp] se mueve como un { -pawn }: una casilla hacia delante a una casilla vacía, o en diagonal hacia delante para capturar, nunca dos
        [hh-piece-angel] se desliza por filas, columnas y diagonales
       *[hh-piece-devil] se mueve como un { -pawn }: una casilla hacia delante a una casilla vacía, o en diagonal hacia delante para capturar, nunca dos
    }. { $options }
rule-hh-castle-by-king = Un { -king } se mueve una casilla; para enrocar, envía `{ $castling }`.
rule-hh-landing = { $why } { $options }
rule-hh-imp-ban = La pieza ({ $piece }) no puede volver directamente a { $to } ahora: la última acción de las { $opponent } la movió desde ahí sin ningún efecto secundario, y deshacerla no está permitido como tu primera acción (R76). { $options }
rule-hh-promote-letter = Un { -pawn } promociona a { -queen }, { -rook }, { -bishop } o { -knight }: `=Q`, `=R`, `=B` o `=N`, no `={ $letter }`; o envía `{ $bare }` y elige después.
rule-hh-experienced-promote = Un { -pawn } Experimentado que captura llegando a su última fila elige una promoción o una { -upgrade } después de la jugada (R18): envía `{ $bare }` sin `={ $letter }`.
rule-hh-no-promotion = `{ $bare }` no es una promoción (ningún { -pawn } llega a su última fila): quita `={ $letter }`.
rule-hh-cannot-go-now = La pieza ({ $piece }) no puede ir a { $to } ahora. { $options }
rule-hh-not-a-shooter = Solo disparan (`*`) un { -hh-archer } o una { -hh-fortress }; esta pieza ({ $piece }) no puede. { $options }
rule-hh-shot-pattern = { $piece-kind ->
        [hh-piece-fortress] La
        [hh-piece-rook] La
        [hh-piece-queen] La
       *[other] El
    } { $piece } no puede disparar a { $target }: { $piece-kind ->
        [hh-piece-fortress] una { -hh-fortress } solo dispara a sus 4 casillas contiguas en diagonal
       *[other] un { -hh-archer } solo dispara a las casillas a las que podría saltar (las de un { -knight }, o dos casillas en línea recta)
    }. { $options }
rule-hh-shot-off-board = El bloque al que se dispara tiene que estar dentro del tablero (HH-2). { $options }
rule-hh-shot-nothing = En { $target } no hay nada a lo que disparar. { $options }
rule-hh-shot-no-enemy = Un disparo solo captura enemigos, y en { $target } no hay ninguno. { $options }
rule-hh-shot-protected = { $piece-kind ->
        [hh-piece-rook] La
        [hh-piece-queen] La
        [hh-piece-fortress] La
       *[other] El
    } { $piece } en { $square } no se puede capturar ahora (R25: { $piece-kind ->
        [hh-piece-king] tiene al lado una { -hh-fortress } aliada
       *[other] un { -hh-archbishop } aliado comparte su fila o su columna
    }), así que no se le puede disparar. { $options }
rule-hh-cannot-shoot-now = La pieza ({ $piece }) no puede disparar a { $target } ahora. { $options }
rule-hh-castle-not-earth = El enroque solo es posible en la { -earth } (R19), no en el { $plane }.
rule-hh-castle-needs-king = El enroque necesita tu { -king } en { $square } (R19).
rule-hh-castle-king-enlarged = Un { -king } de tamaño aumentado no puede enrocar (R19).
rule-hh-castle-king-moved = Tu { -king } ya se ha movido, así que ya no puede enrocar (R19).
rule-hh-castle-king-stunned = Tu { -king } está Aturdido y no puede enrocar (R54).
rule-hh-castle-needs-rook = El enroque { $long ->
        [yes] largo
       *[no] corto
    } necesita tu { -rook } en { $square } (R19).
rule-hh-castle-rook-enlarged = La { -rook } de { $square } tiene el tamaño aumentado y no puede enrocar (R19).
rule-hh-castle-rook-moved = La { -rook } de { $square } ya se ha movido, así que ya no puede enrocar (R19).
rule-hh-castle-rook-stunned = La { -rook } de { $square } está Aturdida (R54).
rule-hh-castle-path-destroyed = El camino del enroque no está libre: la casilla { $square } está destruida (R19, R49).
rule-hh-castle-path-piece = El camino del enroque no está libre (R19): en { $square } hay una pieza ({ $piece }).
rule-hh-castle-path-item = El camino del enroque no está libre: en { $square } hay { $item-id ->
        [hh-item-fire] { -hh-fire }
        [hh-item-ice] { -hh-ice }
        [hh-item-orb] un { -chaos-orb }
       *[hh-item-coins] { -coins }
    } (R19: ni piezas ni objetos entre el { -king } y la { -rook }).
rule-hh-castle-not-legal = El enroque no es legal en este momento.
rule-hh-shop-removed = `{ $code }` ya no está en la { -shop } (lo eliminó el caos, R95). Disponibles ahora: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-shop-locked = `{ $code }` todavía está bloqueado: cada compra desbloquea el siguiente artículo (R92). Disponibles ahora: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-not-enough-coins = `{ $code }` cuesta { $price } { $price ->
        [one] moneda
       *[other] monedas
    }; tú tienes { $coins } (R9).
rule-hh-target = { $why }{ $example ->
        [none] { "" }
       *[other] { " " }Por ejemplo: `{ $example }`.
    }
rule-hh-trap-no-square = `trap`: ya no queda ninguna casilla para otra de tus trampas (R107).
rule-hh-no-legal-target = `{ $code }` no tiene ahora ningún objetivo legal: { $entry-id ->
        [hh-entry-to-earth] necesita una pieza tuya no { -royal } en el { -heaven } o en el { -hell }
        [hh-entry-upgrade] necesita una pieza no { -royal } que tenga una { -upgrade }
        [hh-entry-kill] necesita una pieza no estándar
        [hh-entry-curse] necesita una pieza no { -royal } que no esté Maldita
        [hh-entry-forgive] necesita una pieza Asesina
        [hh-entry-fire] necesita una casilla libre
        [hh-entry-thaw] necesita un área de 2×2 con { -hh-fire } o { -hh-ice }, indicada por su casilla inferior izquierda
        [hh-entry-freeze] necesita un área de 2×2, indicada por su casilla inferior izquierda
        [hh-entry-rook] necesita una casilla vacía de tu primera fila, en cualquier plano
        [hh-entry-knight] necesita una casilla vacía de tu primera fila, en cualquier plano
        [hh-entry-bishop] necesita una casilla vacía de tu primera fila, en cualquier plano
        [hh-entry-teleport] necesita una pieza que controles y su destino en el mismo plano
        [hh-entry-trap] no necesita ninguno
        [hh-entry-orb] no necesita ninguno
        [hh-entry-two-actions] no necesita ninguno
       *[hh-entry-stun] necesita una pieza que no sea un { -king }
    }.
rule-hh-not-legal-target = Ese no es un objetivo legal para `{ $code }`: { $entry-id ->
        [hh-entry-to-earth] necesita una pieza tuya no { -royal } en el { -heaven } o en el { -hell }
        [hh-entry-upgrade] necesita una pieza no { -royal } que tenga una { -upgrade }
        [hh-entry-kill] necesita una pieza no estándar
        [hh-entry-curse] necesita una pieza no { -royal } que no esté Maldita
        [hh-entry-forgive] necesita una pieza Asesina
        [hh-entry-fire] necesita una casilla libre
        [hh-entry-thaw] necesita un área de 2×2 con { -hh-fire } o { -hh-ice }, indicada por su casilla inferior izquierda
        [hh-entry-freeze] necesita un área de 2×2, indicada por su casilla inferior izquierda
        [hh-entry-rook] necesita una casilla vacía de tu primera fila, en cualquier plano
        [hh-entry-knight] necesita una casilla vacía de tu primera fila, en cualquier plano
        [hh-entry-bishop] necesita una casilla vacía de tu primera fila, en cualquier plano
        [hh-entry-teleport] necesita una pieza que controles y su destino en el mismo plano
        [hh-entry-trap] no necesita ningún objetivo
        [hh-entry-orb] no necesita ningún objetivo
        [hh-entry-two-actions] no necesita ningún objetivo
       *[hh-entry-stun] necesita una pieza que no sea un { -king }
    }.{ $example ->
        [none] { "" }
       *[other] { " " }Por ejemplo: `{ $example }`.
    }
rule-hh-wizard-only = Solo un { -hh-wizard } pone `{ $word }` con `use`; esta pieza ({ $piece }) no es un { -hh-wizard } (R79).
rule-hh-wizard-no-square = La pieza ({ $piece }) no tiene ninguna casilla libre contigua en horizontal o en vertical en la que poner `{ $word }` (R79).
rule-hh-wizard-not-now = La pieza ({ $piece }) no puede usar `{ $word }` ahora.
rule-hh-warlock-only = Solo un { -hh-warlock } saca piezas del { -hell }; esta pieza ({ $piece }) no es un { -hh-warlock } (R82).
rule-hh-pull-from-hell = Un { -hh-warlock } solo saca piezas del { -hell }: indica una casilla `L:`, no { $square }.
rule-hh-pull-not-controlled = Un { -hh-warlock } solo saca una pieza que controles (R82); no controlas esta pieza ({ $piece }).
rule-hh-pull-cannot-come = No puede venir a la { -earth }: { $why }
rule-hh-pull-not-now = La pieza ({ $piece }) no puede sacar esa pieza ahora.
rule-hh-no-portal = La pieza ({ $piece }) no tiene { -hh-portal-gun } (R59).
rule-hh-king-portal = Un { -king } nunca puede usar una { -hh-portal-gun } (R59).
rule-hh-portal-same-plane = La pieza ({ $piece }) ya está en el plano { $plane }: indica uno de los otros dos planos.
rule-hh-portal-cannot-go = No puede ir al plano { $plane }: { $why }
rule-hh-portal-not-now = La pieza ({ $piece }) no puede usar su { -hh-portal-gun } ahora.
rule-hh-second-jump = El segundo salto de `{ $text }` no puede hacerse después del primero: un { -hh-checker } solo vuelve a saltar por encima de una pieza contigua hasta una casilla vacía, si sigue vivo y en su plano (R78, HH-8). Envía `{ $first }` solo y luego elige entre los segundos saltos que se te ofrezcan.
rule-hh-not-an-answer = Eso no responde a la decisión pendiente.
rule-hh-not-legal-now = Esa jugada no es legal en este momento.

## HeavenHellUnreadable

rule-hh-empty = Escribe una acción, p. ej. `e2e4`.
rule-hh-not-a-plane = `{ $plane }:` no es un plano: usa `E:` ({ -earth }), `V:` ({ -heaven }) o `L:` ({ -hell }).
rule-hh-not-an-action = `{ $text }` no es una acción. Ejemplos: `e2e4`, `V:d4xe5`, `E:O-O`, `buy orb`, `use E:c4 ice`, `choose Q`, `end`.
rule-hh-not-a-square = `{ $text }` no es una casilla: las columnas van de la a a la h y las filas, del 1 al 8.
rule-hh-trap-not-square = `{ $text }` no es una casilla: indica un plano y una casilla, como `trap E:d5` (columnas a–h, filas 1–8).
rule-hh-trap-where = Indica la casilla de tu { -secret-trap }: `trap E:d5`.
rule-hh-one-square = Una jugada indica dos casillas, el origen y el destino (p. ej. `E:e2-e4`). { $options }
rule-hh-third-square = Solo un { -hh-checker } indica una tercera casilla, para su segundo salto (`E:d4-d6-d8`). { $options }
rule-hh-jump-chain = Solo un salto puede ir seguido de un segundo salto (R78): envía `{ $from }-{ $to }` solo, o empieza la cadena con un salto.
rule-hh-buy-what = Di qué quieres comprar: `buy <entry> [targets]`. Disponibles ahora: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-no-such-entry = En la { -shop } no hay ningún artículo `{ $code }`. Los artículos: { $entries ->
        [none] { "" }
       *[other] { $entries }
    }.
rule-hh-target-not-square = `{ $text }` no es una casilla objetivo: escribe un plano y una casilla, p. ej. `E:g8`.
rule-hh-target-count = `buy { $code }` lleva { $count ->
        [0] ningún objetivo
        [1] un objetivo: { $entry-id ->
            [hh-entry-to-earth] una pieza tuya no { -royal } en el { -heaven } o en el { -hell }
            [hh-entry-upgrade] una pieza no { -royal } que tenga una { -upgrade }
            [hh-entry-kill] una pieza no estándar
            [hh-entry-curse] una pieza no { -royal } que no esté Maldita
            [hh-entry-forgive] una pieza Asesina
            [hh-entry-fire] una casilla libre
            [hh-entry-thaw] un área de 2×2 con { -hh-fire } o { -hh-ice }, indicada por su casilla inferior izquierda
            [hh-entry-freeze] un área de 2×2, indicada por su casilla inferior izquierda
            [hh-entry-rook] una casilla vacía de tu primera fila, en cualquier plano
            [hh-entry-knight] una casilla vacía de tu primera fila, en cualquier plano
            [hh-entry-bishop] una casilla vacía de tu primera fila, en cualquier plano
            [hh-entry-teleport] una pieza que controles y su destino en el mismo plano
            [hh-entry-trap] ninguno
            [hh-entry-orb] ninguno
            [hh-entry-two-actions] ninguno
           *[hh-entry-stun] una pieza que no sea un { -king }
        }
       *[other] dos objetivos: { $entry-id ->
            [hh-entry-to-earth] una pieza tuya no { -royal } en el { -heaven } o en el { -hell }
            [hh-entry-upgrade] una pieza no { -royal } que tenga una { -upgrade }
            [hh-entry-kill] una pieza no estándar
            [hh-entry-curse] una pieza no { -royal } que no esté Maldita
            [hh-entry-forgive] una pieza Asesina
            [hh-entry-fire] una casilla libre
            [hh-entry-thaw] un área de 2×2 con { -hh-fire } o { -hh-ice }, indicada por su casilla inferior izquierda
            [hh-entry-freeze] un área de 2×2, indicada por su casilla inferior izquierda
            [hh-entry-rook] una casilla vacía de tu primera fila, en cualquier plano
            [hh-entry-knight] una casilla vacía de tu primera fila, en cualquier plano
            [hh-entry-bishop] una casilla vacía de tu primera fila, en cualquier plano
            [hh-entry-teleport] una pieza que controles y su destino en el mismo plano
            [hh-entry-trap] ninguno
            [hh-entry-orb] ninguno
            [hh-entry-two-actions] ninguno
           *[hh-entry-stun] una pieza que no sea un { -king }
        }
    }.{ $example ->
        [none] { "" }
       *[other] { " " }Por ejemplo: `{ $example }`.
    }
rule-hh-use-what = `use` indica primero la pieza. Habilidades: `use E:c4 fire`, `use E:c4 ice` ({ -hh-wizard }), `use E:a1 pull L:e5` ({ -hh-warlock }), `use E:d4 portal V` ({ -hh-portal-gun }).
rule-hh-use-how = Habilidades: `use E:c4 fire`, `use E:c4 ice` ({ -hh-wizard }), `use E:a1 pull L:e5` ({ -hh-warlock }), `use E:d4 portal V` ({ -hh-portal-gun }).
rule-hh-wizard-target = `use { $at } { $word }` no lleva objetivo: el { -hh-wizard } pone `{ $word }` en las casillas libres contiguas (R79). Envía `use { $at } { $word }`.
rule-hh-pull-what = Indica la pieza que quieres sacar por su casilla en el { -hell }: `use E:a1 pull L:e5`.
rule-hh-pull-one = `use { $at } pull` lleva una sola casilla, la de la pieza en el { -hell }: `use { $at } pull { $square }`.
rule-hh-portal-where = Indica el plano al que quieres ir: `use E:d4 portal V` (V, E o L).
rule-hh-portal-only = `use { $at } portal` solo lleva el plano: `use { $at } portal { $plane }`.
rule-hh-ambiguous-plane = plano ambiguo: usa V ({ -heaven }) o L ({ -hell })
rule-hh-not-part-of-action = `{ $text }` no forma parte de ninguna acción. Ejemplos: `e2e4`, `V:d4xe5`, `E:O-O`, `use E:c4 ice`, `end`.
