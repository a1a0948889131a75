# Why the rules refuse a Battlefield Chess action: one message per reason of
# rules/src/error/reasons/battlefield.rs (its position reasons are in positions.ftl), keyed
# `rule-<its key>`. Notation, squares and commands in backticks stay as typed.

## BattlefieldRefusal

rule-bf-end-first = `end` only finishes a Cheered turn after its first action.
rule-bf-defeats-king = That would defeat the { $side } King; no King may ever be defeated.
rule-bf-leaves-check = That would leave your King in check.
rule-bf-not-yours = The { $piece } on { $square } is not yours.
rule-bf-second-by-cheered = This turn's second action must be made by the Cheered piece on { $square }, or send `end`.
rule-bf-promotion-kinds = A pawn promotes to q, r, b, n, w (Beast) or d (Demon).
rule-bf-promotion-letters = A pawn promotes to q, r, b, n, w or d.
rule-bf-only-pawn-promotes = Only a pawn reaching its last rank promotes.
rule-bf-own-piece = { $square } holds your own { $piece }; only skills target friends.
rule-bf-second-plain = After passing through a friend, the second action must be a plain move.
rule-bf-castle-second = Castling cannot be a second action.
rule-bf-staff-cannot-attack = The { $piece } wields a Healing Staff and cannot attack.
rule-bf-cannot-attack = The { $piece } on { $from } cannot attack { $to }.
rule-bf-no-en-passant = En passant is not possible here.
rule-bf-cannot-move = The { $piece } on { $from } cannot move to { $to }.
rule-bf-no-piece-there = There is no piece there.
# $skill is the skill's own word (term-bf-skill-*: heal, cheer, sacrifice, cure, swap).
rule-bf-not-its-skill = The { $piece } on { $square } cannot { $skill }: its skill is { $special }.
rule-bf-cannot-swap = The { $piece } on { $square } cannot swap with { $target }: each must be able to move to the other's square.
# $skill is the skill's own word (term-bf-skill-*: heal, cheer, sacrifice, cure, swap).
rule-bf-needs-friend = { $skill } needs a friendly piece as target.
rule-bf-out-of-reach = { $target } is out of the { $piece } on { $square }'s reach.
rule-bf-full-hp = The { $piece } on { $square } is already at full HP.
rule-bf-sacrifice-hp = Sacrifice needs at least { $min } HP.
rule-bf-has-cheer = The { $piece } on { $square } has Cheer itself.
rule-bf-already-cheered = The { $piece } on { $square } is already Cheered.
rule-bf-no-curse = The { $piece } on { $square } has no curse to cure.
rule-bf-staff-never-attacks = The { $piece } wields a Healing Staff and never attacks.
rule-bf-no-enemy = The { $piece } on { $from } has no enemy to attack on { $to }.
rule-bf-castle-moved = Castling is not possible: the King or that Rook has left its starting square.
rule-bf-castle-rook-gone = Castling is not possible: the Rook is gone.
rule-bf-castle-between = Castling is not possible: the squares between King and Rook must be empty.
rule-bf-castle-attacked = Castling is not possible: the King, or a square it crosses or lands on, is under attack.

## BattlefieldUnreadable

rule-bf-squares-range = Squares are a1 to h8.
rule-bf-promotion-missing = Say what the pawn promotes to, e.g. { $from }{ $to }q (q, r, b, n, w = Beast, d = Demon).
rule-bf-swap-promotion = This swap brings a pawn to its last rank: add its promotion, e.g. `swap e7>e8q`.
rule-bf-not-promotion = '{ $letter }' is not a promotion: use q, r, b, n, w (Beast) or d (Demon).
rule-bf-how = Write a move or attack as from-to (`e2e4`, `b2g7`, `e7e8q` to promote), a skill as `heal c1>e3` (also cheer, sacrifice, cure, swap), castling as `e1g1` or `O-O`, and `end` to finish a Cheered turn.
rule-bf-question = That is a question, not an action: use /forecast (or `forecast b2g7` in local play).
rule-bf-unknown-action = Unknown action '{ $word }'. Write a move or attack as from-to (`e2e4`, `b2g7`, `e7e8q` to promote), a skill as `heal c1>e3` (also cheer, sacrifice, cure, swap), castling as `e1g1` or `O-O`, and `end` to finish a Cheered turn.
rule-bf-forecast-form = Ask for a forecast as from-to, e.g. `b2g7`.

## BattlefieldLoadout

rule-bf-loadout-heal-needs-staff = Heal needs a Staff user
rule-bf-loadout-special-with-staff = { $special } cannot be used with a Healing Staff
rule-bf-loadout-guard-ranged = Guard cannot be used with a Bow or Throwing Knives
rule-bf-loadout-group-cheer-needs-staff = Group Cheer needs a Healing Staff
rule-bf-loadout-two-of-type = two Type { $tier } passives
rule-bf-loadout-live-to-serve-needs-staff = Live to Serve needs a Healing Staff
rule-bf-loadout-passive-with-staff = { $passive } cannot be used with a Healing Staff
