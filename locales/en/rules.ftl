# How each variant is played (`/rules`), in English. Generated from each variant's
# summary (rules/src/<variant>/help.md): do not edit; `UPDATE_CATALOGUES=1 cargo test
# -p bot --lib words` writes it again. Every other language translates each text,
# keeping its Markdown, notation and command names.

rules-apocalypse =
    {"*"}*Apocalypse** — a 5×5 game of footmen (pawns) and horsemen (knights), where both players move at the same time.

    {"*"}*Goal:** wipe out the enemy footmen. A side with no pawns left loses; if both lose their last pawns in the same turn, it is a draw.

    {"*"}*Board:** White knights a1 and e1, pawns b1 c1 d1 a2 e2; Black mirrors them on ranks 5 and 4. No kings, no check, no castling, no double step.

    {"*"}*A turn:** each player secretly sends one move with `/move` (in a DM, or privately in the channel). The channel only hears "White has submitted". Once you send, it is final. When both are in, the moves are revealed and played together.

    {"*"}*Safe or speculative:** the bot tells you which kind each move is.
    • A pawn steps one square forward straight onto an empty square, or diagonally onto an enemy (a capture): safe. Knights leap as in chess onto empty or enemy squares: safe.
    • Some moves only make sense if you guess your opponent's move: a pawn going diagonally to an empty square or onto your own piece, a knight jumping onto your own piece (you must guess that the enemy lands there), or a pawn pushing straight into an enemy (you must guess that piece leaves).
    • A speculative move stands only if your guess is right **and** the opponent played safe. If both speculate, both moves are cancelled. A cancelled move costs a **penalty**; two penalties lose (both at once: draw).

    {"*"}*Resolving:**
    • If you capture on a square the enemy piece just left, you still move there but capture nothing.
    • If both pieces end on one square: a speculative move that stood wins; otherwise a knight beats a pawn and equal pieces both disappear.

    {"*"}*Promotion:** a pawn reaching the far rank becomes a knight (`d4d5=N`, or just `d4d5`), even your last pawn — which then loses. If you already have two knights you choose: relocate the pawn to any empty square off your last rank, its own square included (`d4d5@b2`, capturing on the way as usual), or promote anyway, which only stands if the opponent captures one of your knights that turn.

    {"*"}*Draws:** both sides at two penalties; a side with no safe move left; the same position (pieces and penalties) for the third time.

    {"*"}*Notation:** origin then target, e.g. `c1c2`, `a2b3`, `d4d5=N`, `d4d5@b2`. Capitals, spaces, `-`, `x` and brackets are ignored. Autocomplete lists your moves, safe ones first.

rules-heaven-and-hell =
    {"*"}*Heaven and Hell** — chess on three boards: **Heaven (V)**, **Earth (E)** and **Hell (L)**.

    {"*"}*Winning**: your opponent loses when they have **no King on any board** or **no piece on Earth**. There is no check or mate: Kings may walk into danger and can be captured.

    {"*"}*Turns**: one action per turn: a move, an ability or a purchase (bonus actions can be skipped with `end`). After White's turn both players get 1 coin. Chess rules on every board (castling on Earth only).

    {"*"}*Shop** (`/shop`): shuffled at the start, 3 entries open. Buying raises the price by 1 and opens the next entry: `buy stun E:g8`, `buy teleport E:a1 E:h4`, `buy freeze V:c3` (2×2 block, lower-left square), `buy rook L:a1`, `buy trap` (its square in private: `/move trap E:d5` or my menu).

    {"*"}*Dying and the planes**
    • A piece that dies on Earth moves to the same square in **Heaven**, or in **Hell** if it is a **Murderer** (any piece that captured becomes one).
    • A piece that dies in Heaven or Hell is gone for good.
    • Capturing in Heaven sends the capturer down to Hell.
    • Moving onto your own piece, an uncapturable enemy or off the board kills the mover.

    {"*"}*Items**
    • 🪙 Coin: collect it. 🔥 Fire: moving onto or through it kills. ❄️ Ice: slide one more step (a jump repeats). Fire meeting Ice: both vanish.
    • 🔮 Chaos Orb: pick one of three chaos effects (`choose 2`), then answer its questions in turn (`choose L`, `choose E:d4`, `choose ranks`, `choose stun`, `done`).
    • Secret Traps are invisible: ending a move on one kills it.

    {"*"}*Statuses**: Murderer, Experienced (next capture upgrades), Cursed (25% to die after each move), Stunned (can't act; a stack wears off each turn), Wizard Hat (immune to Fire/Ice), Double Move (pay 1 coin to move again), Investor (+1 coin a round), Portal Gun (once to another plane), Increased Size (2×2 or bigger; shrinks when captured), Forced movement.

    {"*"}*Upgrades**: the first capture makes a piece Experienced, the second upgrades it — you choose:
    • Pawn → Knight, Suicide Bomber or Increased Size
    • Knight → Leopard, Checker Knight or Mounted Archer
    • Bishop → Wizard, King or Archbishop
    • Rook → Fortress, Scout or Warlock
    • Others → Wizard Hat, Investor, Increased Size, Portal Gun (not Kings) or Double Move (Kings only)

    {"*"}*New pieces** (chess piece + emblem)
    • **♟✹** Suicide Bomber: a pawn that leaves Fire where it dies.
    • **♞❖** Leopard: leaps 1–2 squares each way (16 squares).
    • **♟⛂** Checker Knight: a pawn that can also hop over a neighbour (capturing enemies) and hop again.
    • **♞➶** Mounted Archer: on 12 squares around it, leap there or shoot (`*`) without moving.
    • **♝★** Wizard: a bishop immune to Fire/Ice; action: Fire or Ice on all free neighbours.
    • **♝✝** Archbishop: a bishop; your Pawns on its rank or file can't be captured; always goes to Heaven.
    • **♜⚔** Fortress: a rook; shoots the 4 diagonal neighbours; shields an adjacent King.
    • **♜⚑** Scout: a rook that also leaps to corners; ignores traps.
    • **♜☽** Warlock: a rook; action: pull your piece from Hell to Earth (Cursed); goes to Hell.
    • **♟♆** Imp (neutral): anyone moves it like a pawn their way; fire-proof; no plain undoing.
    • **♛✧** Angel (neutral): a queen for the player with strictly more coins.

    {"*"}*Notation**: `e2e4` is Earth; other planes need a prefix: `V:d4xe5`, `L:a1-a8`. Castling `E:O-O`, promotion `e7e8=Q` (or `e7e8`, then choose), shot `E:d4*d6`, jump chain `E:d4-d6-d8`, abilities `use E:c4 ice`, `use E:a1 pull L:e5`, `use E:d4 portal V`. Decisions: `choose …` or `decline`.

rules-battlefield =
    {"*"}*Battlefield Chess** — chess where every capture is a battle.

    {"*"}*Pieces** move as in chess. Every piece has **HP**, ATK, DEF, M.DEF, SPD, a weapon, a unit type, an element and skills (`/piece e4` shows them). Pawns differ by starting file: **A**rcher (a/h, bow), **P**ikeman (b/g, spear), **S**cout (c/f, knives), **F**ootman (d/e, sword). A pawn may also promote to a **Beast** (`w`, moves as King+Knight) or a **Demon** (`d`, Bishop+Knight).

    {"*"}*Attacking.** Attack an enemy by moving onto it (`b2g7`). The attacker strikes for `ATK − DEF` (or `− M.DEF` against a Staff or Magic Beam).
    • A piece is only removed when its HP goes **below 0**. 0 HP still stands.
    • If the defender survives it stays, and the attacker stops on the last square of its path next to it (a knight, king or pawn stays where it was).
    • The defender **counterattacks** only if the attacker's square is one it could attack itself.
    • A piece with SPD at least 5 higher strikes a second time.

    {"*"}*Advantages** change ATK: weapon triangle Sword > Axe > Spear > Sword (±20%); unit type (±10%): Cavalry > Infantry, Heavy; Flying > Beast, Infantry; Infantry > Demon, Heavy; Heavy > Demon, Flying; Beast > Cavalry, Heavy; Demon > Beast, Cavalry; element (±10%) Water > Fire > Ground > Water. A Staff is effective (×1.5) against Cavalry, a Bow against Flying. Knives ignore 25% of DEF (50% against a Bow). The King's *Neutral Advantage* cancels all of this in his fights.

    {"*"}*Charge skills** fill up by one for each combat in which the piece strikes and then fire by themselves: Guard (half damage), Adrenaline Boost (+50%), Penetration (ignore half the defence), Life Leech (heal half the damage), Preemptive Strike (the Knight damages its target and the enemies next to it first), Miracle (survive with 1 HP).

    {"*"}*Passives** work automatically: Teamwork (+2 next to a friend), Hard Hitter, Threaten and Sabotage auras (weaken enemies in reach), Curse and Poison Smoke (weaken after a fight), Ambush (a Footman below half HP strikes first), Desperation (the Queen below half HP strikes twice before the counter), Parry, Double Tap, Recovery, Battle Rest, and more.

    {"*"}*Active skills** are your whole action:
    • `heal c1>e3` — the Bishop restores 10 HP to a wounded friend in reach.
    • `cheer e1>d2` — the King cheers a neighbour: on your next turn, if that piece acts first, it may act **twice** (send `end` to stop after one).
    • `sacrifice d2>e3` — a Footman gives up to 10 of its own HP.

    {"*"}*Check** means an enemy could **defeat** your King with one attack next turn. Your King may stand in non-lethal danger, but you may never leave it in check, and no King is ever defeated. **Checkmate**: in check and no move of the King, no way to defeat a checking piece and no way to block it — healing does not save you. Castling needs the King and the squares it crosses out of every enemy's reach. En passant is a battle: your pawn ends behind the enemy pawn even if it survives. No legal action, or the same position three times, is a draw.

    {"*"}*Tip:** `/forecast from:b2 to:g7` shows the exact result of an attack before you make it.

rules-oracle =
    {"*"}*Oracle Chess** — chess where pieces are split into *bodies* and *souls*.

    {"*"}*Bodies and souls**
    • A body has a colour and a class: **L**ord, **P**riestess, **C**hariot (rook), **E**lephant (bishop), **H**orse (knight), **S**oldier (pawn: one step forward, captures one step diagonally forward; no double step, no en passant, no castling).
    • A soul has a class (no Priestess soul) but no colour. It always lives in a body of its owner's colour.
    • A body hosting its own soul is a **figure** and moves like that soul. A **Priestess** hosts one to three Chariot/Elephant/Horse souls and moves as any of them. It starts **lifeless** on d1/d8.
    • A body with no soul is **lifeless**; one with the wrong soul is **ill-suited**. Neither can move, but a soul inside can leave.

    {"*"}*Each turn, do one thing**
    • **Go or capture** with a figure. Enemy beings of any kind can be captured; your own never.
    • **Grant**: move one soul alone into another of your bodies that has room (an empty non-Priestess body, or a Priestess with fewer than 3 souls for C/E/H). The soul moves by its own class pattern and is blocked by any body in between (a Soldier soul: one square forward).
    • **Promote**: a Soldier already on the last rank turns into a lifeless Priestess, if a Priestess body is in the earth.

    {"*"}*Death and rebirth**
    • A captured **body** goes to the capturer's **earth** and changes colour. Its **souls** go to the shared **underworld**.
    • When your Lord (Lord body with the Lord soul) goes or captures, you may **drop** a body from your earth (not a Priestess; even the one just captured) lifeless on the square it left.
    • When a Priestess grants a soul, it may also **summon** one Chariot, Elephant or Horse soul from the underworld into itself.
    • Bodies and souls are never created or destroyed.

    {"*"}*Winning**
    • The target is the enemy **Lord soul**, wherever it lives. Attacking it is check; you may never leave your own Lord soul attacked. Checkmate wins.
    • Draws: no legal action (stalemate), the same position three times, 32 rounds without a capture, Soldier move (body or soul), promotion, summon or drop, or the end of round 256.

    {"*"}*Notation** (the first square picks the being)
    • `e2e3` go or capture (`g1f3`, `d4h8`)
    • `e1e2@H` Lord moves and drops a Horse body on e1
    • `c3d1~H` Horse soul from c3 into the body on d1
    • `d4d7~C^H` Priestess grants its Chariot soul to d7 and summons a Horse soul
    • `e8=P` Soldier on e8 promotes
    Letters: L P C E H S, any case.

    {"*"}*The picture**: ♚ Lord, ♛ Priestess, ♜ Chariot, ♝ Elephant, ♞ Horse, ♟ Soldier bodies; the badges are the souls inside (amber: ill-suited, ∅: lifeless, faded body).

rules-it-is-what-it-is =
    {"*"}*It is what it is chess** (Daniel MacDuff, 2013)
    The pieces are the letters of CHESS plus three symbols, and each one moves the way it looks.

    {"*"}*Goal:** break your opponent's heart, make them unhappy or disturb their peace. Whoever loses their **Heart ♥**, **Happy Face ☺** or **Peace Sign ☮** loses at once. There is no check: you may leave a symbol hanging.

    {"*"}*Setup** (8×8, no pawns, White first). From each player's own left: `s c h ☺ ☮ ♥ e s`. Black's army is White's turned round, so Black's "left" is the h-file.

    {"*"}*Directions** are always the owner's: *up* = toward the opponent, *right* = your right hand as you face them. The letters are drawn upside down for the player across the board.

    {"*"}*Lower-case letters** walk along a fixed path and may stop on any square of it. Every square before the stop must be empty; the stop may be empty or an enemy (capture).
    • **c**: up, up-right, right, down-right (or the mirror: down, down-right, right, up-right). A curve that opens to the right.
    • **h**: 1–2 straight up or down, or along the shoulder: right, down-right, down.
    • **e**: 2 sideways, then 2 up (either side) or 2 down (left side only), then 2 back: the box of an e.
    • **s**: 1 left, 2 up, 2 right, or 1 right, 2 down, 2 left.

    {"*"}*Symbols**
    • **Happy Face ☺**: leaps two squares diagonally up (the eyes), or to the knight or two-straight squares below it (the smile).
    • **Heart ♥**: walks round one half of a heart: diagonally up, then turning outward and down, 5 steps; after all 5 it may go up to 2 more to the heart's point (4 below its start). Blocked by pieces.
    • **Peace Sign ☮**: 1–2 straight up (blocked), or leaps like a knight, like an alfil (two diagonally), three straight in any direction, or one diagonally down.

    {"*"}*Capitals.** A letter that ends a move on the opponent's first rank becomes a capital at once (passing through doesn't count). Capitals slide like rooks and may turn only after sliding all the way to the edge onto an empty square:
    • **C**: up or down; from the edge, right.
    • **H**: left or right; from the edge, up or down.
    • **E**: up, down or right; after up/down to the edge, right.
    • **S**: right then down, or left then up; from the corner, back the way it started.
    A capture ends the slide.

    {"*"}*Backspacing.** Instead of moving, a capital may step one square to its owner's left and remove *whatever* is there, even your own piece. Backspace over your own symbol and you lose.

    {"*"}*Draws:** no legal move (stalemate), the same position for the third time, or 100 plies in a row without a capture or a new capital.

    {"*"}*Said plainly:** as the rules are written, White wins by force. The Peace Sign's first move `e1e4` captures a Black symbol by White's third move, whatever Black replies (the bot's engine checked every defence; `/learn it-is-what-it-is` shows it). It is a flaw of the variant as its author wrote it: play it for fun, or agree to avoid that opening.

    {"*"}*Writing moves:** from-square then to-square, like `b1c3`; capitals are automatic. Backspace with the square and `<`, like `c8<`. Use `/move` and pick from the list: each choice names the piece and what happens.

