# The words drawn into board pictures and their descriptions (alt text): the side panel, the
# titles, the trays, the boards' labels, the pieces' names and the legends of /rules.
# Notation ($action, $square, $turn's record) is passed as it is: never translate it.

## Every variant

pic-to-move = { $side } to move
pic-result = { $result }
pic-turn = Turn { $turn }
pic-game-over = Game over
pic-move-number = Move { $move }
pic-last = Last: { $action }
pic-side-last = Last: { $side } { $action }
pic-in-check = { $side } is in check
# Two things named together ("Chariot and Horse", "Black must land on c3 and …").
pic-and = { $first } and { $then }
# A rules diagram's title: the variant, then the piece it shows.
pic-diagram-title = { $variant }: { $piece }
pic-glyph-name = { $glyph } { $name }

## The description of a picture (alt text)

pic-alt-neutral = Neutral
# One side's pieces: "White: King e1, Rook a1".
pic-alt-pieces = { $side }: { $pieces }
pic-alt-on-squares = On the squares: { $items }
pic-alt-coins = { $count ->
        [none] coins
       *[other] coins { $count }
    } on { $at }
pic-alt-fire = fire on { $at }
pic-alt-ice = ice on { $at }
pic-alt-orb = chaos orb on { $at }
pic-alt-trap = your Secret Trap on { $at }
pic-alt-health = { $hp }/{ $max } HP
pic-alt-last = Last: { $last }

## Oracle Chess

pic-oracle-lifeless = lifeless { $class }
pic-oracle-body-soul = { $class } with a { $soul } soul
pic-oracle-body-souls = { $class } with { $souls } souls
pic-oracle-earth = { $side }'s earth (bodies)
pic-oracle-underworld = Underworld (souls)
pic-oracle-soul = { $class } soul
pic-oracle-check = { $side }'s Lord soul is in check
pic-oracle-round = Round { $round } of { $rounds }
pic-oracle-quiet = Quiet plies: { $plies } of { $limit }
pic-oracle-seen = This position seen: { $times } of 3

## It is what it is chess

pic-iiwii-quiet = Quiet plies: { $plies }/{ $limit } (no capture or capital)
pic-iiwii-piece-small-c-summary = c: up to 4 steps along a c-shaped curve (up or down, then round to the right); blocked by pieces
pic-iiwii-piece-small-h-summary = h: up to 2 straight up or down, or 1 right then down the shoulder (3 steps); blocked by pieces
pic-iiwii-piece-small-e-summary = e: 2 sideways, then round the box of an e (up either side, down only on the left); blocked by pieces
pic-iiwii-piece-small-s-summary = s: 1 sideways, then up 2 (after left) or down 2 (after right), then back across: an S; blocked
pic-iiwii-piece-big-c-summary = C: rook up or down; from the far edge it may turn and slide right. Can Backspace
pic-iiwii-piece-big-h-summary = H: rook sideways; from the side edge it may turn and slide up or down. Can Backspace
pic-iiwii-piece-big-e-summary = E: rook up, down or right; after a vertical slide to the edge it may turn right. Can Backspace
pic-iiwii-piece-big-s-summary = S: rook sideways; at the edge it turns (down after right, up after left), at the corner back. Can Backspace
pic-iiwii-piece-happy-face-summary = Happy Face ☺: leaps two squares diagonally up (eyes), or knight/dababa down (smile)
pic-iiwii-piece-heart-summary = Heart ♥: up to 5 steps round one half of a heart, then up to 2 more to its point; blocked
pic-iiwii-piece-peace-sign-summary = Peace Sign ☮: 1–2 straight up, or leaps as knight, alfil or (3,0) jumper, or 1 diagonally down

## Apocalypse

pic-apoc-footman = footman
pic-apoc-horseman = horseman
pic-apoc-over-after = Game over after turn { $turn }
pic-apoc-waiting = Waiting for: { $side }
pic-apoc-waiting-both = Waiting for: White, Black
pic-apoc-submitted = { $side } has submitted
pic-apoc-penalties = Penalties: White { $white } · Black { $black }
# $turn is the turn's record in notation.
pic-apoc-last = Last turn: { $turn }
pic-apoc-your-move = Your move: { $action } ({ $status })
pic-apoc-safe = safe
pic-apoc-speculative = speculative: { $demands }
pic-apoc-must-land = { $side } must land on { $square }
pic-apoc-must-leave = { $side } must move from { $square }
# $owner's knight: "White must take a Black knight".
pic-apoc-must-take-knight = { $side } must take a { $owner } knight

## Battlefield Chess

pic-bf-cheered = Cheered: second action with { $square } or `end`
pic-bf-dealt = Dealt { $dealt } · taken { $taken }
pic-bf-key-marks = Key: bar = HP · 0/2 = charge skill filling up (violet: ready) · other pills: effects, which /piece lists
pic-bf-key-letters = Letters: A Archer (bow) · P Pikeman (spear) · S Scout (knives) · F Footman (sword) · W Beast · D Demon · C Cleric

## Heaven and Hell

pic-hh-coins = { $side } coins: { $coins }
pic-hh-to-act = { $side } to act ({ $actions } { $actions ->
        [one] action
       *[other] actions
    } left)
# $prompt is the decision's own words.
pic-hh-decides = { $side } decides: { $prompt }
pic-hh-legend-title = Heaven and Hell: pieces and items
pic-hh-legend-coin = Coin
pic-hh-legend-fire = Fire
pic-hh-legend-ice = Ice
pic-hh-legend-orb = Chaos Orb
pic-hh-legend-trap = Secret Trap (only its owner sees it)

## The piece diagrams of /rules (their descriptions)

pic-diagram-alt-none = How the { $name } moves.
pic-diagram-alt = How the { $name } moves: { $squares }.
pic-diagram-alt-from = How the { $name } moves: from { $from } it can reach { $squares }.
