# Por qué las reglas rechazan una acción de It is what it is chess: un mensaje por cada motivo de
# rules/src/error/reasons/it_is_what_it_is.rs (sus motivos de posición están en positions.ftl),
# con la clave `rule-<su clave>`. Las casillas y la notación (`c8<`) quedan tal cual.

## IiwiiRefusal

rule-iiwii-stays-put = La pieza de { $from } ({ $piece }) tiene que moverse a alguna parte; { $from }{ $to } la deja donde está.
rule-iiwii-onto-own = En { $to } hay una pieza tuya ({ $piece }).{ $backspace ->
        [none] { "" }
       *[other] { " " }Para hacer Retroceso sobre ella (eliminándola), escribe { $backspace }<.
    }
rule-iiwii-cannot-reach = La pieza de { $from } ({ $piece }) no puede llegar a { $to }{ $destinations ->
        [none] : ahora no tiene ninguna jugada.
       *[other] . Puede ir a { $destinations }.
    }{ $left ->
        [none] { "" }
       *[other] { " " }También puede hacer Retroceso a { $left } ({ $from }<).
    }
rule-iiwii-not-capital = Solo las mayúsculas pueden hacer Retroceso; la pieza de { $from } ({ $piece }) no puede.
rule-iiwii-left-edge = La pieza de { $from } ({ $piece }) está en tu borde izquierdo: no hay ninguna casilla sobre la que hacer Retroceso.

## IiwiiUnreadable

rule-iiwii-not-a-move = '{ $text }' no es una jugada. Escribe las dos casillas, como b1c3, o el Retroceso de una mayúscula como su casilla seguida de <, como c8<.

## IiwiiPiece

rule-iiwii-owned-piece = { $kind } de las { $side }
