# Why the rules refuse an Oracle Chess action: one message per reason of
# rules/src/error/reasons/oracle.rs (its position reasons are in positions.ftl), keyed
# `rule-<its key>`. Squares and notation in backticks stay as typed.
# Where English says "a"/"an", a soul's notation letter or the chess piece a soul moves like, it
# selects on the class's glossary id ($soul-id, or $being-class for a being's body), e.g.
# `oracle-class-elephant`.

## OracleBeing

rule-oracle-being-lifeless = lifeless { $class }
rule-oracle-being-priestess = Priestess ({ $souls })
rule-oracle-being-figure = { $class }
rule-oracle-being-hosting = { $class } hosting { $soul-id ->
        [oracle-class-elephant] an
       *[other] a
    } { $soul } soul

## OracleRefusal

rule-oracle-no-body = There is no body on { $square }.
rule-oracle-not-yours = The { $being } on { $square } is { $owner }'s; you move only your own beings.
rule-oracle-same-square = { $square } is both the start and the end; name two different squares.
rule-oracle-leaves-check = That would leave your Lord soul in check.
rule-oracle-promote-not-soldier = Only a Soldier figure (a Soldier body with its own soul) can promote; { $square } holds { $being-key ->
        [oracle-being-lifeless] a
       *[other] { $being-class ->
            [oracle-class-elephant] an
           *[other] a
        }
    } { $being }.
rule-oracle-promote-not-last-rank = A Soldier promotes only on its furthest rank; { $square } is not.
rule-oracle-promote-no-priestess = A Soldier may promote only when a Priestess body is in the earth.
rule-oracle-lifeless = The { $class } body on { $from } is lifeless and cannot move; grant it a soul first.
rule-oracle-ill-suited = The { $class } body on { $from } hosts { $soul-id ->
        [oracle-class-elephant] an
       *[other] a
    } { $soul } soul (ill-suited) and cannot move; its soul can still leave with `{ $from }<square>~{ $soul-id ->
        [oracle-class-lord] L
        [oracle-class-priestess] P
        [oracle-class-chariot] C
        [oracle-class-elephant] E
        [oracle-class-horse] H
       *[oracle-class-soldier] S
    }`.
rule-oracle-own-body-room = { $to } holds your own { $being }; to pass a soul into it write `{ $from }{ $to }~<soul>`.
rule-oracle-own-body = { $to } holds your own { $being }; you never capture your own beings.
rule-oracle-drop-not-lord = Only the Lord (in its own body, with its soul) can drop a body.
rule-oracle-drop-priestess = A Priestess body cannot be dropped; it returns only by promotion.
rule-oracle-drop-none = Your earth has no { $class } body to drop.
rule-oracle-cannot-reach = The { $being } on { $from } cannot reach { $to }.
rule-oracle-priestess-soul = There is no Priestess soul (a Priestess is a body only); write the class of the soul that moves: L, C, E, H or S.
rule-oracle-no-such-soul = The { $being } on { $from } hosts no { $soul } soul.
rule-oracle-soul-into-empty = { $to } is empty; a soul moves alone only into one of your bodies.
rule-oracle-soul-into-enemy = A soul never enters an enemy body ({ $to } is { $owner }'s).
rule-oracle-no-room = The { $being } on { $to } has no room for { $soul-id ->
        [oracle-class-elephant] an
       *[other] a
    } { $soul } soul: a Priestess hosts up to three Chariot, Elephant or Horse souls, any other body one soul.
rule-oracle-summon-not-priestess = Only a Priestess can summon a soul, while it grants one.
rule-oracle-summon-not-warrior = A Priestess summons only a Chariot, Elephant or Horse soul.
rule-oracle-summon-none = There is no { $class } soul in the underworld.
rule-oracle-soul-cannot-go = { $soul-id ->
        [oracle-class-elephant] An
       *[other] A
    } { $soul } soul cannot go from { $from } to { $to }: it moves like a { $soul-id ->
        [oracle-class-lord] King (one step)
        [oracle-class-chariot] Rook
        [oracle-class-elephant] Bishop
        [oracle-class-horse] Knight
        [oracle-class-soldier] Pawn (one step forward)
       *[oracle-class-priestess] Priestess
    }{ $blocked ->
        [yes] { " " }and is blocked by any body in between
       *[no] { "" }
    }.
rule-oracle-soul-not-legal = That soul move is not legal now.

## OracleMisread

rule-oracle-misread-check-marks = check marks (+, #) are not part of Oracle notation; leave them out.
rule-oracle-misread-start-square = it should start with a square such as e2.
rule-oracle-misread-promote-only-priestess = a Soldier promotes only to a Priestess: write `=P`.
rule-oracle-misread-second-square = a second square (a1 to h8) should follow the first.
rule-oracle-misread-class-letter = expected a class letter (L, P, C, E, H, S) after `{ $after }`.
rule-oracle-misread-after-soul = unexpected text after the soul.
rule-oracle-misread-after-squares = unexpected text after the squares.
rule-oracle-misread-at-end = unexpected text at the end.

## OracleUnreadable

rule-oracle-cannot-read = Cannot read `{ $text }`: { $why } Write `e2e3` (go or capture), `e1e2@H` (Lord moves and drops a Horse body on e1), `c3d1~H` (Horse soul from c3 into the body on d1), `d4d7~C^H` (as before, and the Priestess summons a Horse soul) or `e8=P` (promotion).
