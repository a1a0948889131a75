# The words of the actions offered in menus and autocomplete (after the action's notation):
# "E:b1-c3 · Knight moves". Notation ($square, $to, $from, $souls letters) stays as it is.

## Every variant

# Two parts of a label, one after the other.
act-then = { $first } · { $then }

## Apocalypse

act-apoc-pawn = pawn
act-apoc-knight = knight
# $status: safe, or speculative and what the opponent must do.
act-apoc-label = { $piece } · { $status }
act-apoc-promotes = promotes
act-apoc-relocates = steps to { $to }, stands on { $square }

## It is what it is chess

act-iiwii-captures = captures { $piece }
act-iiwii-wins = wins
act-iiwii-becomes = becomes { $piece }
act-iiwii-backspace = Backspace to { $square }
act-iiwii-removes = removes { $piece }
act-iiwii-removes-own = removes your { $piece }!
act-iiwii-you-lose = you lose!

## Oracle Chess

# A Priestess and the letters of her souls: "Priestess (C,H)".
act-oracle-priestess = { $class } ({ $souls })
act-oracle-hosting = { $class } hosting { $soul-id ->
        [oracle-class-elephant] an
       *[other] a
    } { $soul } soul
act-oracle-go = { $who } { $from }→{ $to }
act-oracle-take = { $who } { $from }×{ $to }, takes { $side } { $target }
act-oracle-drop = { $go } and drops { $class-id ->
        [oracle-class-elephant] an
       *[other] a
    } { $class } body on { $from }
act-oracle-grant = grant { $soul } soul to the { $target } on { $to }
act-oracle-ill-suited = { $grant } (ill-suited)
act-oracle-summon = { $grant }; summon { $soul-id ->
        [oracle-class-elephant] an
       *[other] a
    } { $soul } soul
act-oracle-promote = Soldier on { $square } becomes a lifeless Priestess

## Heaven and Hell

act-hh-moves = { $piece } moves
act-hh-shoots = { $piece } shoots
act-hh-castle-long = castle queen-side
act-hh-castle-short = castle king-side
act-hh-wizard-fire = Wizard: fire on adjacent squares
act-hh-wizard-ice = Wizard: ice on adjacent squares
act-hh-warlock-pull = Warlock: pull from Hell to Earth (gets Cursed)
act-hh-portal = Portal Gun to { $plane }
# A shop entry's description and its price.
act-hh-buy = { $entry } ({ $coins } { $coins ->
        [one] coin
       *[other] coins
    })
act-hh-end = end the turn (skip bonus actions)
act-hh-done = finish
act-hh-decline = decline
act-hh-become = become { $piece-id ->
        [hh-piece-archbishop] an
        [hh-piece-imp] an
        [hh-piece-angel] an
       *[other] a
    } { $piece }
act-hh-gain-hat = gain hat
act-hh-gain-investor = gain investor
act-hh-gain-size = gain size
act-hh-gain-portal = gain portal
act-hh-gain-double = gain double
act-hh-promote = promote to { $piece }
act-hh-grow = grow this way
act-hh-keep-block = keep this block
act-hh-plant-trap = plant your Secret Trap here
# A chaos effect offered: its number and what it does.
act-hh-chaos = chaos #{ $number }: { $effect }

## Heaven and Hell: the shop's entries

act-hh-entry-stun = Stun a non-King piece for 3 rounds
act-hh-entry-to-earth = Move a non-royal piece to Earth
act-hh-entry-upgrade = Upgrade a non-royal piece
act-hh-entry-trap = Plant a secret trap
act-hh-entry-fire = Start a fire on an unoccupied tile
act-hh-entry-kill = Kill a non-standard piece
act-hh-entry-orb = Buy a chaos orb
act-hh-entry-thaw = Remove ice and fire in a 2x2 area
act-hh-entry-curse = Curse a non-royal piece
act-hh-entry-rook = Spawn new Rook anywhere on your back rank
act-hh-entry-two-actions = Get two actions next turn
act-hh-entry-teleport = Move a piece to anywhere on the same plane
act-hh-entry-freeze = Freeze a 2x2 area
act-hh-entry-forgive = Forgive a piece for its sins
act-hh-entry-knight = Spawn new Knight anywhere on your back rank
act-hh-entry-bishop = Spawn new Bishop anywhere on your back rank


## Heaven and Hell: the chaos effects, by number

act-hh-chaos-1 = Shuffle the shop ordering and gain 6 coins
act-hh-chaos-2 = Freeze all tiles with Pawns
act-hh-chaos-3 = Summon two Imps on Earth on random empty tiles
act-hh-chaos-4 = Pick a file in a plane. Curse all non-royal pieces in the chosen file
act-hh-chaos-5 = Replace all Bishops with Rooks and vice versa
act-hh-chaos-6 = Reset both players' coin count to 0
act-hh-chaos-7 = Spread all ice to adjacent tiles
act-hh-chaos-8 = Summon the Devil (Giant Imp with double move) in the middle of Hell
act-hh-chaos-9 = Summon an Angel on an empty tile in Heaven
act-hh-chaos-10 = Destroy the outermost ranks OR files of Heaven
act-hh-chaos-11 = Move each Pawn a step backwards, if the destination tile is unoccupied
act-hh-chaos-12 = Stun 4 random pieces for 3 rounds
act-hh-chaos-13 = Destroy the outermost ranks OR files of Hell
act-hh-chaos-14 = Duplicate a non-King piece to an adjacent empty tile. Then Curse both
act-hh-chaos-15 = Summon a Rook on a back rank for each player. Owner chooses where. Opponent starts
act-hh-chaos-16 = Spawn a Chaos Orb in each plane on a random empty tile
act-hh-chaos-17 = Make a piece giant
act-hh-chaos-18 = Swap a piece in Hell with one in Heaven
act-hh-chaos-19 = Curse a random piece of each player
act-hh-chaos-20 = Upgrade all Knights
act-hh-chaos-21 = Replace all ice with fire OR all fire with ice
act-hh-chaos-22 = Spread all fire to adjacent tiles
act-hh-chaos-23 = Pick two Pawns. They move forward at the end of their owner's turn if the tile is unoccupied
act-hh-chaos-24 = Fill empty tiles on Earth with coins
act-hh-chaos-25 = Start 3 fires on random empty tiles in a plane of your choosing
act-hh-chaos-26 = Freeze one unoccupied tile and start a fire on a different unoccupied tile
act-hh-chaos-27 = Downgrade an upgraded piece of your choosing
act-hh-chaos-28 = You have two actions on your next turn
act-hh-chaos-29 = Remove two options from the shop
act-hh-chaos-30 = Destroy all traps. You may plant a trap for each destroyed
act-hh-chaos-31 = Move all Bishops to their starting position on Earth
act-hh-chaos-32 = Upgrade all Kings
act-hh-chaos-33 = Swap your King and a Pawn on the same plane
act-hh-chaos-34 = Pick a plane. Downgrade all pieces on that plane
act-hh-chaos-35 = Replace all Pawns with Suicide Bombers
act-hh-chaos-36 = Pick a Pawn of yours. While it is a Pawn make as many moves and captures with it as you desire/can
act-hh-chaos-37 = Pick a plane. Spawn white Pawns on empty rank 2 tiles and black Pawns on empty rank 7 tiles
act-hh-chaos-38 = Gain 4 coins. Then buy something from the shop. Then remove that option from the shop
act-hh-chaos-39 = Pick a non-royal piece. Move it to a random position on a random plane
act-hh-chaos-40 = Something random. Reroll Chaos options and pick the top one
