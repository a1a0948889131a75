# Why a position text or a stored game cannot be read: one message per reason of each variant's
# `…Position` enum (rules/src/error/reasons/<variant>.rs) and of StoredError
# (reasons/mod.rs), keyed `rule-<its key>`. Notation and what was typed stay as is.

## ApocalypsePosition

rule-apoc-pos-fields = expected `board white-penalties black-penalties [turn]`, like `{ $start } 0 0 1`; got `{ $text }`
rule-apoc-pos-bad = Bad Apocalypse position: { $why }
rule-apoc-pos-bad-board = Bad Apocalypse board `{ $text }`: { $why }
rule-apoc-pos-penalties = { $side }'s penalties must be 0, 1 or 2, not `{ $field }`
rule-apoc-pos-turn = the turn number must be 1 or more, not `{ $field }`
rule-apoc-pos-rank-count = expected 5 ranks separated by `/`, found { $found }
rule-apoc-pos-zero-digit = rank { $rank } has a 0
rule-apoc-pos-rank-too-long = rank { $rank } has more than 5 squares
rule-apoc-pos-not-a-piece = `{ $letter }` is not a piece (only P and N for White, p and n for Black)
rule-apoc-pos-rank-short = rank { $rank } has { $squares } squares instead of 5
rule-apoc-pos-too-many-knights = { $side } has { $knights } knights; a side never has more than { $max }
rule-apoc-pos-pawn-on-last-rank = { $side }'s pawn on { $square } stands on its own last rank, where it would have promoted

## BattlefieldPosition

rule-bf-pos-fields = A position has six fields: board, side (w/b), turn, castling, en passant, second action; and optionally a seventh, the pre-battle (`done` or `due`).
rule-bf-pos-pre-battle = The pre-battle field is `done` or `due`, not `{ $found }`.
rule-bf-pos-side-to-move = The side to move is w or b.
rule-bf-pos-turn = The turn is a number from 1.
rule-bf-pos-turn-parity = White plays the odd turns and Black the even ones.
rule-bf-pos-en-passant-square = Bad en passant square.
rule-bf-pos-second-piece = The second-action square must hold a piece of the side to move.
rule-bf-pos-second-before-pre-battle = A Cheered piece's second action comes after the turn's pre-battle: the pre-battle field must be `done`.
rule-bf-pos-rank-count = The board needs 8 ranks separated by '/'.
rule-bf-pos-unknown-letter = Unknown piece letter '{ $letter }'.
rule-bf-pos-rank-too-long = Rank { $rank } has more than 8 squares.
rule-bf-pos-rank-short = Rank { $rank } does not have 8 squares.
rule-bf-pos-castling = Castling rights are written with K, Q, k, q or -.
rule-bf-pos-second-square = Bad second-action square.
rule-bf-pos-annotation = Annotation '{ $note }' should be <square>:<tokens>.
rule-bf-pos-bad-square = Bad square '{ $text }'.
rule-bf-pos-annotation-empty = Annotation for empty square { $text }.
rule-bf-pos-kings = { $side } needs exactly one King.
rule-bf-pos-pawn-on = A pawn cannot stand on { $square }.
rule-bf-pos-hp = HP of the piece on { $square } must be 0..={ $max }.
rule-bf-pos-charge = Charge of the piece on { $square } is too high.
rule-bf-pos-loadout = Piece on { $square }: { $why }.
rule-bf-pos-en-passant-behind = The en passant square must be just behind a pawn that double-stepped.
rule-bf-pos-unknown-special = Unknown special '{ $id }'.
rule-bf-pos-passives = At most three passives.
rule-bf-pos-unknown-passive = Unknown passive '{ $id }'.
rule-bf-pos-token-number = Token '{ $token }' needs a number.
rule-bf-pos-unknown-token = Unknown token '{ $token }'.
rule-bf-pos-effect-turns = Effect '{ $token }' needs at least 1 turn left.

## HeavenHellPosition

rule-hh-pos-header = The first line must be `heaven-and-hell 1`.
rule-hh-pos-engine = engine: { $error }
rule-hh-pos-piece-off-board = piece off the board in `{ $line }`
rule-hh-pos-piece-id-twice = piece id #{ $id } used twice
rule-hh-pos-two-pieces = two pieces on { $square }
rule-hh-pos-rng = rng: `rng <seed> <word position>` in `{ $line }`
rule-hh-pos-trap-count = trapcount: more unsure traps than traps
rule-hh-pos-trap-owner = trap: owner expected
rule-hh-pos-en-passant = ep: square expected
rule-hh-pos-unknown-line = unknown line `{ $word }`
rule-hh-pos-turn-side = turn: white or black
rule-hh-pos-turn-word = turn: unknown `{ $word }`
rule-hh-pos-item-kind = item: coin, fire, ice or orb in `{ $line }`
rule-hh-pos-fire-and-ice = Fire and Ice cannot share a square (4.4).
rule-hh-pos-number = number expected in `{ $line }`
rule-hh-pos-plane-expected = plane expected in `{ $line }`
rule-hh-pos-square-expected = square expected in `{ $line }`
rule-hh-pos-shop-word = shop: `code:price` expected, got `{ $word }`
rule-hh-pos-shop-entry = shop: unknown entry `{ $code }`
rule-hh-pos-shop-twice = shop: `{ $code }` twice
rule-hh-pos-shop-price = shop: bad price in `{ $word }`
rule-hh-pos-shop-unlocked = shop: more unlocked entries than entries
rule-hh-pos-colour = colour expected in `{ $line }`
rule-hh-pos-piece-type = piece type expected in `{ $line }`
rule-hh-pos-history-records = history: records expected
rule-hh-pos-piece-flag = unknown piece flag `{ $word }`
rule-hh-pos-history = history: `{ $record }`
rule-hh-pos-item-squares = { $found } item squares instead of 192
rule-hh-pos-stored-off-board = piece { $id } is off the board
rule-hh-pos-stored-id = piece id { $id } is repeated or not yet issued
rule-hh-pos-mark-off-board = a trap or mark is off the board
# $what is the notation type's name as the rules wrote it (lower-case English).
rule-hh-pos-not-stored = { $number } is not a stored { $what }
rule-hh-pos-no-chaos = there is no chaos effect #{ $number }

## IiwiiPosition

rule-iiwii-pos-rank-count = The placement needs 8 ranks separated by '/', found { $found }.
rule-iiwii-pos-not-colour-or-count = Rank { $rank }: '{ $found }' is neither a colour (w or b) nor a count of empty squares.
rule-iiwii-pos-rank-too-long = Rank { $rank } has more than 8 squares.
rule-iiwii-pos-no-piece-code = Rank { $rank }: a colour must be followed by a piece code.
rule-iiwii-pos-not-a-piece = Rank { $rank }: '{ $code }' is not a piece (c h e s C H E S, F Happy Face, L Heart, P Peace Sign).
rule-iiwii-pos-already-capital = The { $side } { $piece } on { $square } would already be a capital there.
rule-iiwii-pos-rank-squares = Rank { $rank } has { $squares } squares, not 8.
rule-iiwii-pos-symbol-count = { $side } must have exactly one { $piece }, not { $count }.
rule-iiwii-pos-symbols-missing = Each side must have exactly one Heart, Happy Face and Peace Sign; { $missing } are missing (a game ends as soon as one is lost).
rule-iiwii-pos-fields = Write a position as: placement, side to move (w or b), then optionally the quiet-ply count and the move number.
rule-iiwii-pos-side-to-move = The side to move must be w or b, not '{ $found }'.
rule-iiwii-pos-quiet = The quiet-ply count must be a number from 0 to { $limit }, not '{ $found }'.
rule-iiwii-pos-move-number = The move number must be 1 or more, not '{ $found }'.

## OraclePosition

rule-oracle-pos-two-beings = two beings on { $square }
rule-oracle-pos-earth-full = too many bodies in the earth
rule-oracle-pos-earth-entry = earth entry `{ $item }` should be a colour and a class, like `wH`
rule-oracle-pos-underworld-full = too many souls in the underworld
rule-oracle-pos-lord-in-underworld = a Lord soul can never be in the underworld
rule-oracle-pos-underworld-entry = underworld entry `{ $item }` should be a soul letter: C, E, H or S
rule-oracle-pos-turn = turn `{ $value }` should be white or black
rule-oracle-pos-quiet = quiet `{ $value }` is not a number
rule-oracle-pos-ply = ply `{ $value }` is not a number
rule-oracle-pos-unknown-line = unknown line `{ $line }:`
rule-oracle-pos-missing-turn = missing `turn: white` or `turn: black`
rule-oracle-pos-lords = { $side } must have exactly one Lord soul on the board (found { $found })
rule-oracle-pos-in-check = { $side } is in check but it is { $turn }'s turn
rule-oracle-pos-not-a-being = `{ $token }` is not a being like `wP(C,E)@d4`
rule-oracle-pos-not-a-soul = `{ $soul }` in `{ $token }` is not a soul letter (L, C, E, H, S)
rule-oracle-pos-no-room = `{ $token }`: a Priestess hosts up to three Chariot, Elephant or Horse souls; any other body hosts at most one soul
rule-oracle-pos-too-many-souls = a body hosts at most three souls

## StoredError

rule-stored-unreadable = stored game unreadable: { $error }
rule-stored-newer-format = stored game has format { $format } but this build reads up to { $newest }
rule-stored-damaged = stored game damaged: { $error }

## PositionError::Other: words from outside the rules, shown as is

rule-position-other = { $text }
