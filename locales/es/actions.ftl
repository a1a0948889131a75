# Las palabras de las acciones que se ofrecen en los menús y en el autocompletado (después de la
# notación de la acción): "E:b1-c3 · Caballo se mueve". La notación ($square, $to, $from, las
# letras de $souls) queda tal cual.

## Every variant

# Dos partes de una etiqueta, una tras otra.
act-then = { $first } · { $then }

## Apocalypse

act-apoc-pawn = { -footman }
act-apoc-knight = { -horseman }
# $status: segura, o especulativa y lo que tiene que hacer el rival.
act-apoc-label = { $piece } · { $status }
act-apoc-promotes = promociona
act-apoc-relocates = llega a { $to } y se recoloca en { $square }

## It is what it is chess

act-iiwii-captures = captura { $piece }
act-iiwii-wins = ganas
act-iiwii-becomes = se convierte en { $piece }
act-iiwii-backspace = Retroceso a { $square }
act-iiwii-removes = elimina { $piece }
act-iiwii-removes-own = ¡elimina tu { $piece }!
act-iiwii-you-lose = ¡pierdes!

## Oracle Chess

# Una Sacerdotisa y las letras de sus almas: "Sacerdotisa (C,H)".
act-oracle-priestess = { $class } ({ $souls })
act-oracle-hosting = { $class } que alberga { $soul-id ->
       *[other] un
    } alma de { $soul }
act-oracle-go = { $who } { $from }→{ $to }
act-oracle-take = { $who } { $from }×{ $to }, captura { $target } de las { $side }
act-oracle-drop = { $go } y deja { $class-id ->
       *[other] un
    } cuerpo de { $class } en { $from }
act-oracle-grant = conceder un alma de { $soul } al ser de { $to } ({ $target })
act-oracle-ill-suited = { $grant } (incompatible)
act-oracle-summon = { $grant }; invocar { $soul-id ->
       *[other] un
    } alma de { $soul }
act-oracle-promote = el { -oracle-soldier } de { $square } pasa a ser una { -oracle-priestess } sin vida

## Heaven and Hell

act-hh-moves = { $piece } se mueve
act-hh-shoots = { $piece } dispara
act-hh-castle-long = enrocar largo
act-hh-castle-short = enrocar corto
act-hh-wizard-fire = { -hh-wizard }: { -hh-fire } en las casillas contiguas
act-hh-wizard-ice = { -hh-wizard }: { -hh-ice } en las casillas contiguas
act-hh-warlock-pull = { -hh-warlock }: sacar una pieza del { -hell } a la { -earth } (queda Maldita)
act-hh-portal = { -hh-portal-gun } al plano { $plane }
# La descripción de un artículo de la tienda y su precio.
act-hh-buy = { $entry } ({ $coins } { $coins ->
        [one] moneda
       *[other] monedas
    })
act-hh-end = terminar el turno (saltar las acciones extra)
act-hh-done = terminar
act-hh-decline = rechazar
act-hh-become = convertirse en { $piece-id ->
        [hh-piece-fortress] una
        [hh-piece-rook] una
        [hh-piece-queen] una
       *[other] un
    } { $piece }
act-hh-gain-hat = obtener { -hh-wizard-hat }
act-hh-gain-investor = obtener { -hh-investor }
act-hh-gain-size = obtener { -hh-increased-size }
act-hh-gain-portal = obtener { -hh-portal-gun }
act-hh-gain-double = obtener { -hh-double-move }
act-hh-promote = promocionar a { $piece }
act-hh-grow = crecer en esta dirección
act-hh-keep-block = conservar este bloque
act-hh-plant-trap = colocar aquí tu { -secret-trap }
# Un efecto del caos que se ofrece: su número y lo que hace.
act-hh-chaos = caos #{ $number }: { $effect }

## Heaven and Hell: the shop's entries

act-hh-entry-stun = Aturdir una pieza que no sea un { -king } durante 3 rondas
act-hh-entry-to-earth = Mover una pieza no { -royal } a la { -earth }
act-hh-entry-upgrade = Mejorar una pieza no { -royal }
act-hh-entry-trap = Colocar una { -secret-trap }
act-hh-entry-fire = Poner { -hh-fire } en una casilla libre
act-hh-entry-kill = Matar una pieza no estándar
act-hh-entry-orb = Comprar un { -chaos-orb }
act-hh-entry-thaw = Quitar el { -hh-ice } y el { -hh-fire } de un área de 2×2
act-hh-entry-curse = Maldecir una pieza no { -royal }
act-hh-entry-rook = Crear una { -rook } nueva en cualquier casilla de tu primera fila
act-hh-entry-two-actions = Tener dos acciones en el próximo turno
act-hh-entry-teleport = Mover una pieza a cualquier casilla del mismo plano
act-hh-entry-freeze = Congelar un área de 2×2
act-hh-entry-forgive = Perdonar a una pieza sus pecados
act-hh-entry-knight = Crear un { -knight } nuevo en cualquier casilla de tu primera fila
act-hh-entry-bishop = Crear un { -bishop } nuevo en cualquier casilla de tu primera fila


## Heaven and Hell: the chaos effects, by number

act-hh-chaos-1 = Barajar el orden de la { -shop } y ganar 6 { -coins }
act-hh-chaos-2 = Congelar todas las casillas con Peones
act-hh-chaos-3 = Invocar dos Diablillos en la { -earth }, en casillas vacías al azar
act-hh-chaos-4 = Elegir una columna de un plano. Maldecir todas las piezas no reales de esa columna
act-hh-chaos-5 = Cambiar todos los Alfiles por Torres y viceversa
act-hh-chaos-6 = Poner a 0 las { -coins } de los dos jugadores
act-hh-chaos-7 = Extender todo el { -hh-ice } a las casillas contiguas
act-hh-chaos-8 = Invocar al { -hh-devil } ({ -hh-imp } gigante con { -hh-double-move }) en el centro del { -hell }
act-hh-chaos-9 = Invocar un { -hh-angel } en una casilla vacía del { -heaven }
act-hh-chaos-10 = Destruir las filas O las columnas exteriores del { -heaven }
act-hh-chaos-11 = Mover cada { -pawn } un paso hacia atrás, si la casilla de destino está libre
act-hh-chaos-12 = Aturdir 4 piezas al azar durante 3 rondas
act-hh-chaos-13 = Destruir las filas O las columnas exteriores del { -hell }
act-hh-chaos-14 = Duplicar una pieza que no sea un { -king } en una casilla vacía contigua y maldecir a las dos
act-hh-chaos-15 = Invocar una { -rook } en la primera fila de cada jugador. Su dueño elige dónde; empieza el rival
act-hh-chaos-16 = Crear un { -chaos-orb } en cada plano, en una casilla vacía al azar
act-hh-chaos-17 = Hacer gigante una pieza
act-hh-chaos-18 = Intercambiar una pieza del { -hell } por una del { -heaven }
act-hh-chaos-19 = Maldecir una pieza al azar de cada jugador
act-hh-chaos-20 = Mejorar todos los Caballos
act-hh-chaos-21 = Cambiar todo el { -hh-ice } por { -hh-fire } O todo el { -hh-fire } por { -hh-ice }
act-hh-chaos-22 = Extender todo el { -hh-fire } a las casillas contiguas
act-hh-chaos-23 = Elegir dos Peones. Avanzan al final del turno de su dueño si la casilla está libre
act-hh-chaos-24 = Llenar de { -coins } las casillas vacías de la { -earth }
act-hh-chaos-25 = Poner 3 Fuegos en casillas vacías al azar de un plano a tu elección
act-hh-chaos-26 = Congelar una casilla libre y poner { -hh-fire } en otra casilla libre
act-hh-chaos-27 = Degradar una pieza mejorada a tu elección
act-hh-chaos-28 = Tienes dos acciones en tu próximo turno
act-hh-chaos-29 = Quitar dos artículos de la { -shop }
act-hh-chaos-30 = Destruir todas las trampas. Puedes colocar una trampa por cada una destruida
act-hh-chaos-31 = Llevar todos los Alfiles a su posición inicial en la { -earth }
act-hh-chaos-32 = Mejorar todos los Reyes
act-hh-chaos-33 = Intercambiar tu { -king } y un { -pawn } del mismo plano
act-hh-chaos-34 = Elegir un plano. Degradar todas las piezas de ese plano
act-hh-chaos-35 = Sustituir todos los Peones por Bombarderos suicidas
act-hh-chaos-36 = Elegir un { -pawn } tuyo: mientras sea { -pawn }, mover y capturar con él cuanto quieras/puedas
act-hh-chaos-37 = Elegir un plano. Crear Peones blancos en la fila 2 y negros en la fila 7 (casillas vacías)
act-hh-chaos-38 = Ganar 4 { -coins }, comprar algo en la { -shop } y luego quitar ese artículo de la { -shop }
act-hh-chaos-39 = Elegir una pieza no { -royal }. Moverla a una posición al azar de un plano al azar
act-hh-chaos-40 = Algo al azar. Volver a sortear los efectos del caos y elegir el primero
