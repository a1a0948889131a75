# Why the rules refuse a Heaven and Hell action: one message per reason of
# rules/src/error/reasons/heaven_hell.rs (all but HeavenHellPosition, which is in positions.ftl),
# keyed `rule-<its key>`. Notation, squares and shop codes stay as typed.

## HeavenHellPiece

rule-hh-piece-owned = { $side }'s { $kind }
rule-hh-piece-neutral = the { $kind }

## HeavenHellPieceAt

rule-hh-piece-at = { $size ->
        [0] { "" }
        [1] { "" }
       *[other] { $size }×{ $size }{ " " }
    }{ $kind } on { $square }

## HeavenHellOptions

rule-hh-options-none = It has no legal move now.
rule-hh-options-moves = Its legal moves now: { $moves ->
        [none] { "" }
       *[other] { $moves }
    }.

## HeavenHellOffer

rule-hh-offer = { $entry } ({ $price } coins)

## HeavenHellLanding

rule-hh-landing-onto-ally = Your own { $kind } stands on { $square }: a piece never moves onto an ally (R26).
rule-hh-landing-step-occupied = A { $kind } steps forward only onto an empty square; { $piece } stands on { $square }.
rule-hh-landing-en-passant-size = Only a size-1 Pawn captures en passant (R16, R70); { $square } stands empty.
rule-hh-landing-diagonal-no-enemy = A { $kind } moves diagonally only to capture: there is no enemy on { $square }.
rule-hh-landing-off-board = The { $size }×{ $size } { $kind } would stand partly off the board (R31).
rule-hh-landing-destroyed = { $square } is destroyed (R49): nothing can land there.
rule-hh-landing-way-destroyed = The way crosses the destroyed square { $square } (R49).
rule-hh-landing-way-blocked = The way is blocked by { $piece } on { $square }.
rule-hh-landing-never-two = A { $kind } never moves two squares (R15, R76–R78).
rule-hh-landing-enlarged-pawn = An enlarged Pawn cannot double-step (R15).
rule-hh-landing-double-from-start = A Pawn double-steps only from its starting rank (rank { $rank } for { $side }).
rule-hh-landing-passed-destroyed = The square it passes, { $square }, is destroyed (R49).
rule-hh-landing-passed-occupied = The square it passes, { $square }, must be empty: { $piece } stands there.
rule-hh-landing-jump-nothing = A Checker Knight jumps only over an adjacent piece; nothing stands on { $squares ->
        [none] { "" }
       *[other] { $squares }
    }.
rule-hh-landing-jump-occupied = A Checker Knight's jump lands only on empty squares; { $piece } stands on { $square }.

## HeavenHellTarget

rule-hh-target-no-piece = There is no piece on { $square }.
rule-hh-target-by-lower-left = Name the { $size }×{ $size } { $kind } by its lower-left square, { $square }.
rule-hh-target-destroyed = { $square } is destroyed (R49).
rule-hh-target-fire-occupied = Fire starts only on an unoccupied square; { $piece } stands on { $square }.
rule-hh-target-fire-already = There is Fire on { $square } already.
rule-hh-target-kings-no-stun = Kings cannot be stunned.
rule-hh-target-to-earth-not-controlled = `to-earth` moves only a piece you control (R93); { $piece } is not.
rule-hh-target-to-earth-royal = `to-earth` moves only a non-royal piece; the { $kind } is royal.
rule-hh-target-on-earth = The { $kind } is on Earth already.
rule-hh-target-upgrade-royal = `upgrade` takes only a non-royal piece; the { $kind } is royal.
rule-hh-target-no-upgrade = The { $kind } has no upgrade (R87).
rule-hh-target-kill-standard = `kill` takes only a non-standard piece; the { $kind } is a standard chess piece.
rule-hh-target-curse-royal = `curse` takes only a non-royal piece; the { $kind } is royal.
rule-hh-target-cursed-already = The { $kind } is Cursed already.
rule-hh-target-not-murderer = The { $kind } is not a Murderer: there is nothing to forgive.
rule-hh-target-area-corner = A 2×2 area is named by its lower-left square, files a–g and ranks 1–7; { $square } is not one.
rule-hh-target-area-destroyed = Every square of the area from { $square } is destroyed.
rule-hh-target-area-no-items = The 2×2 area from { $square } holds no Fire or Ice.
rule-hh-target-back-rank = A new piece goes on your back rank (rank { $rank }), on any plane (R96).
rule-hh-target-not-empty-piece = { $square } is not empty: { $piece } stands there.
rule-hh-target-not-empty-item = { $square } is not empty: an item lies there (HH-17: no piece and no item).
rule-hh-target-teleport-not-controlled = `teleport` moves only a piece you control (R93); { $piece } is not.
rule-hh-target-teleport-plane = `teleport` stays on the same plane: the { $kind } is in { $plane }, so the destination must be a `{ $plane-id ->
        [hh-plane-heaven] V
        [hh-plane-earth] E
       *[hh-plane-hell] L
    }:` square.
rule-hh-target-teleport-same = The { $kind } is on { $square } already: name another square.
rule-hh-target-relocation-off-board = The { $size }×{ $size } { $kind } would stand partly off the board there.
rule-hh-target-relocation-ally = Your own { $ally } stands on { $square }: the { $kind } cannot land on an ally.

## HeavenHellRefusal

rule-hh-no-decision = There is no open decision to answer now.
rule-hh-no-trap-to-plant = There is no Secret Trap to plant now: `buy trap` first.
rule-hh-end-first = `end` gives up the rest of a turn's bonus actions; the first action of a turn cannot be skipped (R4).
rule-hh-trap-square = { $square } cannot take your Secret Trap: it goes on an existing square with no piece and none of your own traps (R107).
rule-hh-not-trap-answer = `{ $text }` does not answer the open decision: { $prompt }.
rule-hh-not-answer = `{ $text }` does not answer the open decision: { $prompt }{ $piece_hint ->
        [yes] { " " }(only moves of the piece named there, from where it stands, answer it{ $double_move ->
            [yes] ; a Double Move never castles
           *[no] { "" }
        })
       *[no] { "" }
    }. Answers: { $answers ->
        [none] { "" }
       *[other] { $answers }
    }.
rule-hh-angel-coins = The Angel acts only for the player with strictly more coins (R21): you have { $mine }, { $opponent } has { $theirs }.
rule-hh-not-yours = The { $kind } on { $square } is { $owner ->
        [none] nobody
       *[other] { $owner }
    }'s, not yours.
rule-hh-stunned = The { $kind } on { $square } is Stunned ({ $stacks } { $stacks ->
        [one] stack
       *[other] stacks
    } left) and cannot act (R54).
rule-hh-goes-nowhere = A move goes somewhere: from and to are both { $square }. { $options }
rule-hh-cannot-go = The { $piece } cannot go to { $to }: { $piece-kind ->
        [hh-piece-pawn] a Pawn steps one square forward (two from its starting rank, onto empty squares) and captures one square diagonally forward
        [hh-piece-knight] a Knight leaps in an L: two squares one way and one the other
        [hh-piece-bishop] it slides diagonally
        [hh-piece-rook] it slides along ranks and files
        [hh-piece-queen] it slides along ranks, files and diagonals
        [hh-piece-king] a King steps one square in any direction (castling is `O-O` / `O-O-O`)
        [hh-piece-bomber] it moves like a Pawn: one square forward onto an empty square, or diagonally forward to capture, never two
        [hh-piece-leopard] a Leopard leaps to a square 1 or 2 files and 1 or 2 ranks away
        [hh-piece-checker] a Checker Knight moves like a Pawn, or jumps over an orthogonally adjacent piece to the empty square beyond
        [hh-piece-archer] a Mounted Archer leaps like a Knight or two squares straight, and may shoot those squares instead (`*`)
        [hh-piece-wizard] it slides diagonally
        [hh-piece-archbishop] it slides diagonally
        [hh-piece-fortress] a Fortress slides along ranks and files, and shoots its 4 diagonal neighbours (`*`)
        [hh-piece-scout] a Scout slides along ranks and files, or leaps to a corner of its plane
        [hh-piece-warlock] it slides along ranks and files
        [hh-piece-imp] it moves like a Pawn: one square forward onto an empty square, or diagonally forward to capture, never two
        [hh-piece-angel] it slides along ranks, files and diagonals
       *[hh-piece-devil] it moves like a Pawn: one square forward onto an empty square, or diagonally forward to capture, never two
    }. { $options }
rule-hh-castle-by-king = A King moves one square; to castle, send `{ $castling }`.
rule-hh-landing = { $why } { $options }
rule-hh-imp-ban = The { $piece } cannot go straight back to { $to } now: { $opponent }'s last action moved it from there with no side effect, and undoing it is not allowed as your first action (R76). { $options }
rule-hh-promote-letter = A Pawn promotes to a Queen, Rook, Bishop or Knight: `=Q`, `=R`, `=B` or `=N`, not `={ $letter }`; or send `{ $bare }` and choose after.
rule-hh-experienced-promote = An Experienced Pawn capturing onto its last rank chooses a promotion or an upgrade after the move (R18): send `{ $bare }` without `={ $letter }`.
rule-hh-no-promotion = `{ $bare }` does not promote (no Pawn reaches its last rank): leave out `={ $letter }`.
rule-hh-cannot-go-now = The { $piece } cannot go to { $to } now. { $options }
rule-hh-not-a-shooter = Only a Mounted Archer or a Fortress shoots (`*`); the { $piece } cannot. { $options }
rule-hh-shot-pattern = The { $piece } cannot shoot { $target }: { $piece-kind ->
        [hh-piece-fortress] a Fortress shoots only its 4 diagonal neighbours
       *[other] a Mounted Archer shoots only the squares it could leap to (a Knight's, or two squares straight)
    }. { $options }
rule-hh-shot-off-board = The target block must lie on the board (HH-2). { $options }
rule-hh-shot-nothing = There is nothing on { $target } to shoot. { $options }
rule-hh-shot-no-enemy = A shot captures enemies only; { $target } holds none. { $options }
rule-hh-shot-protected = { $piece } on { $square } cannot be captured now (R25: { $piece-kind ->
        [hh-piece-king] an allied Fortress stands next to it
       *[other] an allied Archbishop shares its rank or file
    }), so it cannot be shot. { $options }
rule-hh-cannot-shoot-now = The { $piece } cannot shoot { $target } now. { $options }
rule-hh-castle-not-earth = Castling happens only on Earth (R19), not in { $plane }.
rule-hh-castle-needs-king = Castling needs your King on { $square } (R19).
rule-hh-castle-king-enlarged = An enlarged King cannot castle (R19).
rule-hh-castle-king-moved = Your King has moved, so it can no longer castle (R19).
rule-hh-castle-king-stunned = Your King is Stunned and cannot castle (R54).
rule-hh-castle-needs-rook = Castling { $long ->
        [yes] queen
       *[no] king
    }-side needs your Rook on { $square } (R19).
rule-hh-castle-rook-enlarged = The Rook on { $square } is enlarged and cannot castle (R19).
rule-hh-castle-rook-moved = The Rook on { $square } has moved, so it can no longer castle (R19).
rule-hh-castle-rook-stunned = The Rook on { $square } is Stunned (R54).
rule-hh-castle-path-destroyed = The castling path is not empty: { $square } is destroyed (R19, R49).
rule-hh-castle-path-piece = The castling path is not empty: { $piece } stands on { $square } (R19).
rule-hh-castle-path-item = The castling path is not empty: { $item-id ->
        [hh-item-fire] Fire lies
        [hh-item-ice] Ice lies
        [hh-item-orb] a Chaos Orb lies
       *[hh-item-coins] coins lie
    } on { $square } (R19: no piece and no item between King and Rook).
rule-hh-castle-not-legal = Castling is not legal now.
rule-hh-shop-removed = `{ $code }` is no longer in the shop (removed by chaos, R95). Open now: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-shop-locked = `{ $code }` is still locked: each purchase unlocks the next entry (R92). Open now: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-not-enough-coins = `{ $code }` costs { $price } coins; you have { $coins } (R9).
rule-hh-target = { $why }{ $example ->
        [none] { "" }
       *[other] { " " }For example: `{ $example }`.
    }
rule-hh-trap-no-square = `trap`: there is no square left for another of your traps (R107).
rule-hh-no-legal-target = `{ $code }` has no legal target now: it needs { $entry-id ->
        [hh-entry-to-earth] a non-royal piece of yours in Heaven or Hell
        [hh-entry-upgrade] a non-royal piece that has an upgrade
        [hh-entry-kill] a non-standard piece
        [hh-entry-curse] a non-royal piece that is not Cursed
        [hh-entry-forgive] a Murderer
        [hh-entry-fire] an unoccupied square
        [hh-entry-thaw] a 2×2 area with Fire or Ice, by its lower-left square
        [hh-entry-freeze] a 2×2 area, by its lower-left square
        [hh-entry-rook] an empty square of your back rank, on any plane
        [hh-entry-knight] an empty square of your back rank, on any plane
        [hh-entry-bishop] an empty square of your back rank, on any plane
        [hh-entry-teleport] a piece you control and its destination on the same plane
        [hh-entry-trap] no target
        [hh-entry-orb] no target
        [hh-entry-two-actions] no target
       *[hh-entry-stun] a non-King piece
    }.
rule-hh-not-legal-target = That is not a legal target for `{ $code }`: it needs { $entry-id ->
        [hh-entry-to-earth] a non-royal piece of yours in Heaven or Hell
        [hh-entry-upgrade] a non-royal piece that has an upgrade
        [hh-entry-kill] a non-standard piece
        [hh-entry-curse] a non-royal piece that is not Cursed
        [hh-entry-forgive] a Murderer
        [hh-entry-fire] an unoccupied square
        [hh-entry-thaw] a 2×2 area with Fire or Ice, by its lower-left square
        [hh-entry-freeze] a 2×2 area, by its lower-left square
        [hh-entry-rook] an empty square of your back rank, on any plane
        [hh-entry-knight] an empty square of your back rank, on any plane
        [hh-entry-bishop] an empty square of your back rank, on any plane
        [hh-entry-teleport] a piece you control and its destination on the same plane
        [hh-entry-trap] no target
        [hh-entry-orb] no target
        [hh-entry-two-actions] no target
       *[hh-entry-stun] a non-King piece
    }.{ $example ->
        [none] { "" }
       *[other] { " " }For example: `{ $example }`.
    }
rule-hh-wizard-only = Only a Wizard sets { $word } with `use`; the { $piece } is not one (R79).
rule-hh-wizard-no-square = The { $piece } has no unoccupied square orthogonally next to it to set { $word } on (R79).
rule-hh-wizard-not-now = The { $piece } cannot use { $word } now.
rule-hh-warlock-only = Only a Warlock pulls pieces out of Hell; the { $piece } is not one (R82).
rule-hh-pull-from-hell = A Warlock pulls only from Hell: name an `L:` square, not { $square }.
rule-hh-pull-not-controlled = A Warlock pulls only a piece you control (R82); { $piece } is not.
rule-hh-pull-cannot-come = It cannot come to Earth: { $why }
rule-hh-pull-not-now = The { $piece } cannot pull that piece now.
rule-hh-no-portal = The { $piece } has no Portal Gun (R59).
rule-hh-king-portal = A King can never use a Portal Gun (R59).
rule-hh-portal-same-plane = The { $piece } is in { $plane } already: name one of the other two planes.
rule-hh-portal-cannot-go = It cannot go to { $plane }: { $why }
rule-hh-portal-not-now = The { $piece } cannot use its Portal Gun now.
rule-hh-second-jump = The second jump of `{ $text }` cannot be made after the first: a Checker Knight jumps again only over an adjacent piece onto an empty square, still alive and on its plane (R78, HH-8). Send `{ $first }` alone, then choose among the second jumps offered.
rule-hh-not-an-answer = That does not answer the open decision.
rule-hh-not-legal-now = That move is not legal now.

## HeavenHellUnreadable

rule-hh-empty = Type an action, e.g. `e2e4`.
rule-hh-not-a-plane = `{ $plane }:` is not a plane: use `E:` (Earth), `V:` (Heaven) or `L:` (Hell).
rule-hh-not-an-action = `{ $text }` is not an action. Examples: `e2e4`, `V:d4xe5`, `E:O-O`, `buy orb`, `use E:c4 ice`, `choose Q`, `end`.
rule-hh-not-a-square = `{ $text }` is not a square: files run from a to h and ranks from 1 to 8.
rule-hh-trap-not-square = `{ $text }` is not a square: name a plane and a square such as `trap E:d5` (files a–h, ranks 1–8).
rule-hh-trap-where = Name the square for your Secret Trap: `trap E:d5`.
rule-hh-one-square = A move names two squares, from and to (e.g. `E:e2-e4`). { $options }
rule-hh-third-square = Only a Checker Knight names a third square, for its second jump (`E:d4-d6-d8`). { $options }
rule-hh-jump-chain = Only a jump can be followed by a second jump (R78): send `{ $from }-{ $to }` alone, or start the chain with a jump.
rule-hh-buy-what = Say what to buy: `buy <entry> [targets]`. Open now: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-no-such-entry = There is no shop entry `{ $code }`. The entries: { $entries ->
        [none] { "" }
       *[other] { $entries }
    }.
rule-hh-target-not-square = `{ $text }` is not a target square: write a plane and a square, e.g. `E:g8`.
rule-hh-target-count = `buy { $code }` takes { $count ->
        [0] no target
        [1] one target: { $entry-id ->
            [hh-entry-to-earth] a non-royal piece of yours in Heaven or Hell
            [hh-entry-upgrade] a non-royal piece that has an upgrade
            [hh-entry-kill] a non-standard piece
            [hh-entry-curse] a non-royal piece that is not Cursed
            [hh-entry-forgive] a Murderer
            [hh-entry-fire] an unoccupied square
            [hh-entry-thaw] a 2×2 area with Fire or Ice, by its lower-left square
            [hh-entry-freeze] a 2×2 area, by its lower-left square
            [hh-entry-rook] an empty square of your back rank, on any plane
            [hh-entry-knight] an empty square of your back rank, on any plane
            [hh-entry-bishop] an empty square of your back rank, on any plane
            [hh-entry-teleport] a piece you control and its destination on the same plane
            [hh-entry-trap] no target
            [hh-entry-orb] no target
            [hh-entry-two-actions] no target
           *[hh-entry-stun] a non-King piece
        }
       *[other] two targets: { $entry-id ->
            [hh-entry-to-earth] a non-royal piece of yours in Heaven or Hell
            [hh-entry-upgrade] a non-royal piece that has an upgrade
            [hh-entry-kill] a non-standard piece
            [hh-entry-curse] a non-royal piece that is not Cursed
            [hh-entry-forgive] a Murderer
            [hh-entry-fire] an unoccupied square
            [hh-entry-thaw] a 2×2 area with Fire or Ice, by its lower-left square
            [hh-entry-freeze] a 2×2 area, by its lower-left square
            [hh-entry-rook] an empty square of your back rank, on any plane
            [hh-entry-knight] an empty square of your back rank, on any plane
            [hh-entry-bishop] an empty square of your back rank, on any plane
            [hh-entry-teleport] a piece you control and its destination on the same plane
            [hh-entry-trap] no target
            [hh-entry-orb] no target
            [hh-entry-two-actions] no target
           *[hh-entry-stun] a non-King piece
        }
    }.{ $example ->
        [none] { "" }
       *[other] { " " }For example: `{ $example }`.
    }
rule-hh-use-what = `use` names the piece first. Abilities: `use E:c4 fire`, `use E:c4 ice` (Wizard), `use E:a1 pull L:e5` (Warlock), `use E:d4 portal V` (Portal Gun).
rule-hh-use-how = Abilities: `use E:c4 fire`, `use E:c4 ice` (Wizard), `use E:a1 pull L:e5` (Warlock), `use E:d4 portal V` (Portal Gun).
rule-hh-wizard-target = `use { $at } { $word }` takes no target: the Wizard sets { $word } on the free squares next to it (R79). Send `use { $at } { $word }`.
rule-hh-pull-what = Name the piece to pull by its square in Hell: `use E:a1 pull L:e5`.
rule-hh-pull-one = `use { $at } pull` takes one square, the piece's in Hell: `use { $at } pull { $square }`.
rule-hh-portal-where = Name the plane to go to: `use E:d4 portal V` (V, E or L).
rule-hh-portal-only = `use { $at } portal` takes only the plane: `use { $at } portal { $plane }`.
rule-hh-ambiguous-plane = ambiguous plane: use V (Heaven) or L (Hell)
rule-hh-not-part-of-action = `{ $text }` is not part of any action. Examples: `e2e4`, `V:d4xe5`, `E:O-O`, `use E:c4 ice`, `end`.
