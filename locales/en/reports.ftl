# What an action did, as the game's channel post says it after the action ("White: d2d4 ·
# Soldier d2→d4"). Notation ($notation) stays as it is; $words is what the action did (from
# actions.ftl), $result a finished game's result (from endings.ftl).

## Every variant

report-action = { $side }: { $notation } · { $words }
# The action that ended the game, then the result.
report-then-result = { $report }. { $result }.
# The same, the result on a line of its own.
report-then-result-line =
    { $report }
    { $result }
# The action that gave check, then who is in check.
report-then-check = { $report }. { $side } is in check.
# A report made of sentences: each joined to the next.
report-sentences = { $first }. { $then }
# A finished game's result, as a report's sentence.
report-result = { $result }

## Apocalypse

report-apoc-submitted = { $side } has submitted.
# A resolved turn: its lines, one after the other.
report-lines =
    { $first }
    { $then }
report-apoc-resolved = Turn { $turn } resolved: White { $white }, Black { $black }.
# What became of one side's action ($fate: its parts below, joined by report-apoc-and).
report-apoc-fate = • { $side } { $action }: { $fate }.
report-apoc-and = { $first }; { $then }
report-apoc-void = void: its condition was not met, so nothing moved (+1 penalty for { $side })
report-apoc-stood = stood
report-apoc-cancelled = capture cancelled (the piece on { $square } had moved away)
report-apoc-took-own = took its own { $piece } on { $square }
report-apoc-captured = captured { $owner }'s { $piece } on { $square }
report-apoc-lost = but the { $piece } was lost in a collision on { $square }
report-apoc-promoted = the pawn promoted to a knight on { $square }
report-apoc-relocated = the pawn relocated to { $square }
# $penalties: "Penalties: White 0 · Black 1" (pic-apoc-penalties).
report-apoc-penalties = { $penalties }.
report-apoc-penalties-new = { $penalties } (new: { $new }).
report-apoc-new-one = { $side } +1
report-apoc-new-both = White +1, Black +1
report-apoc-game-over = Game over. { $result }.

## Apocalypse: the private answer to a submission

# $status: pic-apoc-safe ("safe") or report-apoc-speculative; $penalties: pic-apoc-penalties.
report-apoc-ack =
    You ({ $side }) submitted { $action } for turn { $turn }. It is { $status }.
    { $penalties }
# What the opponent's move must do for a speculative move to stand; $clauses: the clauses
# below, joined "a, b and c".
report-apoc-speculative = speculative: stands only if { $side }'s move { $clauses }
report-apoc-clause-next = { $first }, { $then }
report-apoc-clause-last = { $first } and { $then }
report-apoc-clause-safe = is safe
report-apoc-clause-land = ends on { $square }
report-apoc-clause-leave = starts from { $square }
report-apoc-clause-knight = captures one of { $side }'s knights

## Heaven and Hell

# A report's parts: the action, what followed (notes below), then the result or the next
# decision; each part joined to the next by report-sentences.
report-hh-action = { $side }: { $notation }
# A planted trap's square is secret: the channel reads only this.
report-hh-planted = { $side } planted a Secret Trap
# A note of a game saved before notes were translated: its English.
report-hh-note = { $note }
# $prompt: the decision's prompt (prompts.ftl).
report-hh-to-decide = { $side } to decide: { $prompt }
report-hh-collects = { $side } collects { $coins } { $coins ->
        [one] coin
       *[other] coins
    }
report-hh-curse-strikes = The curse strikes the { $piece }
# $squares: one or more squares in notation ("E:c4, E:d4").
report-hh-trap-springs = A Secret Trap springs on { $squares }
report-hh-chaos = Chaos #{ $number }: { $effect }
report-hh-dies = { $side } { $piece } dies on { $square }
report-hh-neutral-dies = Neutral { $piece } dies on { $square }
# Chaos #39 sends a piece to a random square.
report-hh-goes-to = It goes to { $square }
# Said only to the trap's owner.
report-hh-your-trap = Your Secret Trap is on { $square }.
report-hh-your-trap-destroyed = Your Secret Trap on { $square } was destroyed.
report-hh-traps-destroyed = Chaos #30 destroyed { $traps } Secret { $traps ->
        [one] Trap
       *[other] Traps
    }.

## Battlefield Chess

# A side's action: $side, then what it did ($what, below): "White Pikeman e2→e4".
report-bf-by = { $side } { $what }
report-bf-end = ends the turn
report-bf-castles-short = castles king side
report-bf-castles-long = castles queen side
# A menu's label for castling: $what is report-bf-castles-*.
report-bf-king = King { $what }
# A piece's move, in notation: "Pikeman e2→e4".
report-bf-went = { $piece } { $from }→{ $to }
# A menu's label for a move: "Pikeman to e4".
report-bf-to = { $piece } to { $square }
report-bf-promotes = promotes to { $piece }
report-bf-comma = { $first }, { $then }
report-bf-semicolon = { $first }; { $then }
# An attack: the move ($move, report-bf-went), then the combat's summary ($combat).
report-bf-attack = { $move }: { $combat }
# The combat's summary begins with what the attacker did ($hits: "14" or "13+13"; $taken: the
# counterattacks' damage, same form). Its parts are joined by act-then (" · ").
report-bf-hits = { $attacker } hits { $defender } for { $hits }
report-bf-hits-takes = { $attacker } hits { $defender } for { $hits }, takes { $taken }
report-bf-attacks = { $attacker } attacks { $defender }
report-bf-attacks-takes = { $attacker } attacks { $defender }, takes { $taken }
# The defender when both pieces have the same name.
report-bf-enemy = enemy { $piece }
report-bf-defeated = { $piece } defeated
report-bf-hp = { $piece } { $hp }/{ $max }
report-bf-ends-on = { $piece } ends on { $square }
report-bf-piece-promotes = { $piece } promotes to { $to }
# Skills: $user acts on $target, which stands on $square.
report-bf-heal = { $user } heals { $target } on { $square } for { $got } ({ $hp }/{ $max })
report-bf-live-to-serve = Live to Serve +{ $hp }
# $delta: "+2".
report-bf-group-cheer = Group Cheer: { $delta } to all for { $turns } turns
report-bf-cheer = { $user } cheers the { $target } on { $square }
report-bf-sacrifice = { $user } gives { $hp } HP to the { $target } on { $square }
# $effects: the penalties removed, joined by report-bf-comma.
report-bf-cure = { $user } cures the { $target } on { $square } of { $effects }
report-bf-cure-plus = { $user } cures the { $target } on { $square } of { $effects } (turned into bonuses)
report-bf-nothing = nothing
# An effect without a glossary word: its English name.
report-bf-effect = { $name }
report-bf-swap = { $user } on { $from } swaps with the { $target } on { $square }
# After a Cheer: the cheered side acts again.
report-bf-cheered = Cheered: { $side } may act again with that piece, or send `end`.
report-bf-check = { $side } is in check!

## Battlefield Chess: a combat's forecast, a line each (/forecast, the picture's panel)

# $side's $attacker on $from attacks $enemy's $defender on $to; each with its HP and maximum.
report-bf-fc-head = { $side } { $attacker } on { $from } ({ $hp }/{ $max }) attacks { $enemy } { $defender } on { $to } ({ $enemy-hp }/{ $enemy-max })
# $skill: a skill's or passive's name from the glossary.
report-bf-fc-preemptive = { $skill }: { $piece } on { $square } takes { $damage } (HP { $hp })
report-bf-fc-strike = { $striker } strikes { $target } for { $damage } → { $target } HP { $hp }
report-bf-fc-strike-miracle = { $striker } strikes { $target } for { $damage } → { $target } HP { $hp } (Miracle!)
report-bf-fc-leeches = { $piece } leeches { $hp }
report-bf-fc-no-strikes = No strikes.
# $fates: how each came out (report-bf-defeated, report-bf-hp, report-bf-ends-on), joined by act-then.
report-bf-fc-result = Result: { $fates }
report-bf-fc-loses = { $skill }: { $piece } loses { $hp }
report-bf-fc-regains = { $skill }: { $piece } regains { $hp }
# $delta: a negative number, given to each of the four stats.
report-bf-fc-curse = { $skill }: { $piece } gets { $delta } ATK/DEF/M.DEF/SPD for { $turns } { $turns ->
        [one] turn
       *[other] turns
    }
# $pieces: the poisoned pieces (report-bf-fc-piece-on), joined by report-bf-comma.
report-bf-fc-poison = { $skill }: { $delta } on { $pieces }
report-bf-fc-piece-on = { $piece } { $square }
# A charge counter that changed: $special is the skill it charges.
report-bf-fc-charge = { $side } { $piece } { $special }: { $before }/{ $need } → { $after }/{ $need }

## Battlefield Chess: a piece's card (/piece), a line each

# $unit, $weapon, $element: glossary terms; $damage: report-bf-damage-* below.
report-bf-piece-head = { $side } { $piece } on { $square } — { $unit } · { $weapon } ({ $damage }) · { $element }
report-bf-damage-none = no damage
report-bf-damage-magic = magic
report-bf-damage-physical = physical
# Each stat ($atk, $def, $mdef, $spd) is report-bf-stat or report-bf-stat-changed.
report-bf-piece-stats = HP { $hp }/{ $max } · ATK { $atk } · DEF { $def } · M.DEF { $mdef } · SPD { $spd }
report-bf-stat = { $value }
report-bf-stat-changed = { $value } (base { $base })
report-bf-piece-skill = Skill: { $special }
report-bf-piece-charge = Charge skill: { $special } ({ $charge }/{ $need })
report-bf-piece-charge-ready = Charge skill: { $special } ({ $charge }/{ $need }, ready)
# $passives: report-bf-piece-passive each, joined by report-bf-comma; $tier: I, II or III.
report-bf-piece-passives = Passives: { $passives }
report-bf-piece-passive = { $passive } (Type { $tier })
report-bf-piece-no-effects = Effects: none
# $effects: report-bf-piece-effect each, joined by report-bf-semicolon.
report-bf-piece-effects = Effects: { $effects }
# An effect: what it changes ($change), the turn it ends at and how many turns are left.
report-bf-piece-effect = { $effect } ({ $change }, ends at turn { $turn }, in { $left })
# $delta: "+2" or "-3".
report-bf-change-all = { $delta } all
report-bf-change-stat = { $delta } { $stat }
report-bf-piece-cheered = Cheered: may take two actions on its next turn.

## The text board (/board text:true, the Text board button, local play): its lines under the grid

report-bf-text-notes = { $square } { $letter }: { $notes }
report-bf-text-hp = HP { $hp }/{ $max }
report-bf-text-charge = { $special } { $charge }/{ $need }
report-bf-text-cheered = Cheered
# The turn's line: report-bf-text-turn, then report-bf-text-second and report-bf-text-check
# where they apply, joined by report-bf-text-then.
report-bf-text-then = { $first } { $then }
report-bf-text-turn = Turn { $turn }: { $side } to move
report-bf-text-second = (second action with { $square }, or `end`)
report-bf-text-check = — in check!
# $last: what the last action did (report-bf-by).
report-bf-text-last = Last: { $last }
report-apoc-text-turn = Turn { $turn }
report-oracle-text-to-move = { $side } to move
report-oracle-text-to-move-check = { $side } to move (in check)
report-oracle-text-plies = ply { $ply } of { $limit }, quiet plies { $quiet } of { $quiet-limit }
# w and b are the letters of the grid; $happy, $heart, $peace: the symbols' names.
report-iiwii-text-key = w = White, b = Black; ☺ { $happy }, ♥ { $heart }, ☮ { $peace }
report-iiwii-text-to-move = { $side } to move · move { $move } · quiet plies { $quiet }/{ $limit }
