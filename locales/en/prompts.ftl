# The prompts of the decisions a game hands a player mid-turn ("Choose an upgrade for the
# Knight on E:g1"), shown under the board and in the side panel. Notation ($square, Q/R/B/N,
# ne/nw/se/sw and the words in backticks) stays as it is: the player types it.

## Every variant

# A piece and where it stands: "Knight on E:g1".
prompt-piece-on = { $piece } on { $square }
prompt-piece = piece

## Battlefield Chess

prompt-bf-cheered = Second action for the Cheered { $piece } on { $square }, or `end`

## Heaven and Hell

prompt-hh-promote-or-upgrade = Promote or upgrade the { $piece } (choose Q/R/B/N or an upgrade)
prompt-hh-upgrade = Choose an upgrade for the { $piece }
prompt-hh-promotion = Choose a promotion for the { $piece }
prompt-hh-expand = Choose where the { $piece } grows (ne/nw/se/sw)
prompt-hh-shrink = Choose which block the { $piece } keeps (its lower-left square)
prompt-hh-double-move = Double Move: move the { $piece } again for 1 coin, or decline
prompt-hh-second-jump = Second jump with the { $piece }, or decline
# The three effects a Chaos Orb offers, one after the other.
prompt-hh-chaos = Chaos Orb: pick one effect: { $options }
prompt-hh-chaos-and = { $first }; { $then }
prompt-hh-chaos-option = { $index } = #{ $number } { $effect }
# A chosen chaos effect asking for its next input ($ask, below).
prompt-hh-chaos-arg = Chaos #{ $number } ({ $effect }): choose { $ask }
prompt-hh-trap-optional = Plant a Secret Trap by DM (`trap <square>`), or `done`
prompt-hh-trap = Plant your Secret Trap by DM (`trap <square>`)
prompt-hh-spawn = Place your new { $piece } on an empty square of your back rank (any plane)
prompt-hh-spree = Chaos #36: move the { $piece } again, or `done`
prompt-hh-chaos-buy = Chaos #38: buy something from the shop (no action is used)

## Heaven and Hell: what a chaos effect asks for next

prompt-hh-ask-plane-and-file = a plane and a file (e.g. `choose V:c`)
prompt-hh-ask-an-empty-heaven-square = an empty Heaven square
prompt-hh-ask-ranks-or-files = `ranks` or `files`
prompt-hh-ask-a-non-king-piece = a non-King piece
prompt-hh-ask-an-empty-square-next-to-it = an empty square next to it
prompt-hh-ask-a-piece = a piece
prompt-hh-ask-a-piece-in-hell = a piece in Hell
prompt-hh-ask-a-piece-in-heaven = a piece in Heaven
prompt-hh-ask-to-fire-or-to-ice = `to-fire` or `to-ice`
prompt-hh-ask-a-pawn = a Pawn
prompt-hh-ask-a-plane-v-e-or-l = a plane (V, E or L)
prompt-hh-ask-square-to-freeze = a square with no piece to freeze
prompt-hh-ask-square-to-burn = a different square with no piece to set on fire
prompt-hh-ask-an-upgraded-piece = an upgraded piece
prompt-hh-ask-a-shop-entry-to-remove = a shop entry to remove
prompt-hh-ask-your-king = your King
prompt-hh-ask-a-pawn-on-its-plane = a Pawn on its plane
prompt-hh-ask-one-of-your-pawns = one of your Pawns
prompt-hh-ask-a-non-royal-piece = a non-royal piece
prompt-hh-ask-an-option = an option
