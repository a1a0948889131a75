# Por qué las reglas rechazan una acción de Oracle Chess: un mensaje por cada motivo de
# rules/src/error/reasons/oracle.rs (sus motivos de posición están en positions.ftl), con la
# clave `rule-<su clave>`. Las casillas y la notación entre comillas invertidas quedan tal cual.

## OracleBeing

rule-oracle-being-lifeless = { $class } sin vida
rule-oracle-being-priestess = { -oracle-priestess } ({ $souls })
rule-oracle-being-figure = { $class }
rule-oracle-being-hosting = { $class } que alberga { $soul-id ->
       *[other] un
    } alma de { $soul }

## OracleRefusal

rule-oracle-no-body = No hay ningún cuerpo en { $square }.
rule-oracle-not-yours = El ser de { $square } ({ $being }) es de las { $owner }; solo puedes mover tus propios seres.
rule-oracle-same-square = { $square } es a la vez el origen y el destino; indica dos casillas distintas.
rule-oracle-leaves-check = Eso dejaría en jaque tu alma del { -oracle-lord }.
rule-oracle-promote-not-soldier = Solo una figura de { -oracle-soldier } (un cuerpo de { -oracle-soldier } con su propia alma) puede promocionar; en { $square } hay { $being-key ->
        [oracle-being-priestess] una
       *[other] { $being-class ->
            [oracle-class-priestess] una
           *[other] un
        }
    } { $being }.
rule-oracle-promote-not-last-rank = Un { -oracle-soldier } solo promociona en su última fila, y { $square } no está en ella.
rule-oracle-promote-no-priestess = Un { -oracle-soldier } solo puede promocionar cuando hay un cuerpo de { -oracle-priestess } en la tierra.
rule-oracle-lifeless = El cuerpo de { $class } de { $from } está sin vida y no puede moverse; concédele primero un alma.
rule-oracle-ill-suited = El cuerpo de { $class } de { $from } alberga un alma de { $soul } (incompatible) y no puede moverse; su alma todavía puede salir con `{ $from }<square>~{ $soul-id ->
        [oracle-class-lord] L
        [oracle-class-priestess] P
        [oracle-class-chariot] C
        [oracle-class-elephant] E
        [oracle-class-horse] H
       *[oracle-class-soldier] S
    }`.
rule-oracle-own-body-room = En { $to } hay un ser tuyo ({ $being }); para pasarle un alma, escribe `{ $from }{ $to }~<soul>`.
rule-oracle-own-body = En { $to } hay un ser tuyo ({ $being }); nunca puedes capturar tus propios seres.
rule-oracle-drop-not-lord = Solo el { -oracle-lord } (en su propio cuerpo, con su alma) puede dejar un cuerpo.
rule-oracle-drop-priestess = Un cuerpo de { -oracle-priestess } no se puede dejar; solo vuelve mediante una promoción.
rule-oracle-drop-none = En tu tierra no hay ningún cuerpo de { $class } que dejar.
rule-oracle-cannot-reach = El ser de { $from } ({ $being }) no puede llegar a { $to }.
rule-oracle-priestess-soul = No existe el alma de { -oracle-priestess } (una { -oracle-priestess } es solo un cuerpo); escribe la clase del alma que se mueve: L, C, E, H o S.
rule-oracle-no-such-soul = El ser de { $from } ({ $being }) no alberga ningún alma de { $soul }.
rule-oracle-soul-into-empty = { $to } está vacía; un alma que se mueve sola solo puede entrar en uno de tus cuerpos.
rule-oracle-soul-into-enemy = Un alma nunca entra en un cuerpo enemigo ({ $to } es de las { $owner }).
rule-oracle-no-room = El ser de { $to } ({ $being }) no tiene sitio para { $soul-id ->
       *[other] un
    } alma de { $soul }: una { -oracle-priestess } alberga hasta tres almas de { -oracle-chariot }, { -oracle-elephant } o { -oracle-horse }, y cualquier otro cuerpo, una sola alma.
rule-oracle-summon-not-priestess = Solo una { -oracle-priestess } puede invocar un alma, y solo mientras concede una.
rule-oracle-summon-not-warrior = Una { -oracle-priestess } solo invoca un alma de { -oracle-chariot }, { -oracle-elephant } o { -oracle-horse }.
rule-oracle-summon-none = No hay ningún alma de { $class } en el { -oracle-underworld }.
rule-oracle-soul-cannot-go = Un alma de { $soul } no puede ir de { $from } a { $to }: se mueve como { $soul-id ->
        [oracle-class-lord] un { -king } (un paso)
        [oracle-class-chariot] una { -rook }
        [oracle-class-elephant] un { -bishop }
        [oracle-class-horse] un { -knight }
        [oracle-class-soldier] un { -pawn } (un paso hacia delante)
       *[oracle-class-priestess] una { -oracle-priestess }
    }{ $blocked ->
        [yes] { " " }y la bloquea cualquier cuerpo que haya en medio
       *[no] { "" }
    }.
rule-oracle-soul-not-legal = Esa jugada de alma no es legal en este momento.

## OracleMisread

rule-oracle-misread-check-marks = las marcas de jaque (+, #) no forman parte de la notación de Oracle; quítalas.
rule-oracle-misread-start-square = debería empezar por una casilla, como e2.
rule-oracle-misread-promote-only-priestess = un { -oracle-soldier } solo promociona a { -oracle-priestess }: escribe `=P`.
rule-oracle-misread-second-square = después de la primera casilla debería ir una segunda (de a1 a h8).
rule-oracle-misread-class-letter = se esperaba una letra de clase (L, P, C, E, H, S) después de `{ $after }`.
rule-oracle-misread-after-soul = hay texto inesperado después del alma.
rule-oracle-misread-after-squares = hay texto inesperado después de las casillas.
rule-oracle-misread-at-end = hay texto inesperado al final.

## OracleUnreadable

rule-oracle-cannot-read = No se puede leer `{ $text }`: { $why } Escribe `e2e3` (mover o capturar), `e1e2@H` (el { -oracle-lord } se mueve y deja un cuerpo de { -oracle-horse } en e1), `c3d1~H` (el alma de { -oracle-horse } de c3 pasa al cuerpo de d1), `d4d7~C^H` (lo mismo, y además la { -oracle-priestess } invoca un alma de { -oracle-horse }) o `e8=P` (promoción).
