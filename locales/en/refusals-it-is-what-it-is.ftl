# Why the rules refuse an It is what it is chess action: one message per reason of
# rules/src/error/reasons/it_is_what_it_is.rs (its position reasons are in positions.ftl), keyed
# `rule-<its key>`. Squares and notation (`c8<`) stay as typed.

## IiwiiRefusal

rule-iiwii-stays-put = The { $piece } on { $from } must move somewhere; { $from }{ $to } stays put.
# $backspace is `none` when no Backspace takes that square.
rule-iiwii-onto-own = Your own { $piece } stands on { $to }.{ $backspace ->
        [none] { "" }
       *[other] { " " }To Backspace onto it (removing it), write { $backspace }<.
    }
# $destinations is `none` when the piece has no moves; $left is `none` when it cannot Backspace.
rule-iiwii-cannot-reach = The { $piece } on { $from } cannot reach { $to }{ $destinations ->
        [none] : it has no moves now.
       *[other] . It can go to { $destinations }.
    }{ $left ->
        [none] { "" }
       *[other] { " " }It can also Backspace to { $left } ({ $from }<).
    }
rule-iiwii-not-capital = Only capital letters can Backspace; the { $piece } on { $from } cannot.
rule-iiwii-left-edge = The { $piece } on { $from } stands at your left edge: there is no square to Backspace onto.

## IiwiiUnreadable

rule-iiwii-not-a-move = '{ $text }' is not a move. Write the two squares, like b1c3, or a capital's Backspace as its square and <, like c8<.

## IiwiiPiece

rule-iiwii-owned-piece = { $side }'s { $kind }
