# Why the rules refuse an action, in words every variant shares: one message per reason of
# rules/src/error/reasons/mod.rs (Shared, MatchRefusal, WaitingFor, the `Other` cases), keyed
# `rule-<its key>`, then the words of the rulebook's proper names that reasons carry (`term-<id>`).

rule-game-over = This game is over.

## Shared

rule-no-piece-on = There is no piece on { $square }.
rule-not-your-piece = The { $piece } on { $square } is { $owner }'s; you play { $side }.

## MatchRefusal

rule-variant-not-playable = { $variant } is not playable yet.
rule-nothing-to-claim = { $opponent } is not the one to act, so there is nothing to claim.

## Refusal, Unreadable: words that come from outside the rules, shown as is

rule-refusal-other = { $text }
rule-unreadable-other = { $text }

## WaitingFor

rule-turn-of = It is { $side }'s turn.
rule-turn-of-not-yours = It is { $to_move }'s turn, not { $side }'s.
rule-already-submitted = You have already submitted your move for turn { $turn }, and a submission is final. Waiting for { $opponent }.
rule-waiting-for-decision = Waiting for { $side } to decide: { $prompt }.
rule-waiting-for-decision-short = Waiting for { $side } to decide.
rule-claim-neither-acted = Neither side has acted this turn, so nobody can claim on time yet. Make your move first; you can claim straight after if the time is up.
rule-claim-own-turn = You are the one to act, so you cannot claim on time.
rule-nothing-to-do = { $side } has nothing to do now.

## Waiting: words that come from outside the rules, shown as is

rule-waiting-other = { $text }

## A long list: its first items, then how many more

rule-list-more = { $items } and { $more } more

## Terms: the variants (VariantId::title)

term-variant-apocalypse = { -apocalypse }
term-variant-heaven-and-hell = { -heaven-and-hell }
term-variant-battlefield = { -battlefield }
term-variant-oracle = { -oracle }
term-variant-it-is-what-it-is = { -it-is-what-it-is }

## Terms: Apocalypse pieces (apocalypse::Kind::name, lower case)

term-apoc-piece-pawn = pawn
term-apoc-piece-knight = knight

## Terms: It is what it is chess pieces (it_is_what_it_is::Kind::name)

term-iiwii-piece-small-c = c
term-iiwii-piece-small-h = h
term-iiwii-piece-small-e = e
term-iiwii-piece-small-s = s
term-iiwii-piece-big-c = C
term-iiwii-piece-big-h = H
term-iiwii-piece-big-e = E
term-iiwii-piece-big-s = S
term-iiwii-piece-happy-face = { -iiwii-happy-face }
term-iiwii-piece-heart = { -iiwii-heart }
term-iiwii-piece-peace-sign = { -iiwii-peace-sign }

## Terms: Oracle Chess classes (oracle::Class::name)

term-oracle-class-lord = { -oracle-lord }
term-oracle-class-priestess = { -oracle-priestess }
term-oracle-class-chariot = { -oracle-chariot }
term-oracle-class-elephant = { -oracle-elephant }
term-oracle-class-horse = { -oracle-horse }
term-oracle-class-soldier = { -oracle-soldier }

## Terms: Battlefield Chess pieces (battlefield::pieces::Kind::name)

term-bf-piece-king = { -king }
term-bf-piece-queen = { -queen }
term-bf-piece-rook = { -rook }
term-bf-piece-bishop = { -bishop }
term-bf-piece-knight = { -knight }
term-bf-piece-archer = { -bf-archer }
term-bf-piece-pikeman = { -bf-pikeman }
term-bf-piece-scout = { -bf-scout }
term-bf-piece-footman = { -bf-footman }
term-bf-piece-beast = { -bf-beast }
term-bf-piece-demon = { -bf-demon }
term-bf-piece-cleric = { -bf-cleric }

## Terms: Battlefield Chess specials (battlefield::pieces::Special::name)

term-bf-special-heal = Heal
term-bf-special-cheer = Cheer
term-bf-special-swap = Swap
term-bf-special-boost-atk = Boost Attack
term-bf-special-boost-def = Boost Defense
term-bf-special-boost-mdef = Boost M. Defense
term-bf-special-boost-spd = Boost Speed
term-bf-special-sacrifice = Sacrifice
term-bf-special-cure = Cure
term-bf-special-cure-plus = Cure+
term-bf-special-life-leech = Life Leech
term-bf-special-penetration = Penetration
term-bf-special-adrenaline-boost = Adrenaline Boost
term-bf-special-preemptive-strike = Preemptive Strike
term-bf-special-guard = Guard
term-bf-special-miracle = Miracle
term-bf-special-group-cheer = Group Cheer

## Terms: Battlefield Chess passives (battlefield::pieces::Passive::name)

term-bf-passive-hp-boost = HP Boost
term-bf-passive-atk-boost = ATK Boost
term-bf-passive-def-boost = DEF Boost
term-bf-passive-mdef-boost = M. DEF Boost
term-bf-passive-spd-boost = SPD Boost
term-bf-passive-hard-hitter = Hard Hitter
term-bf-passive-thick-skin = Thick Skin
term-bf-passive-painful-strength = Painful Strength
term-bf-passive-overclock = Overclock
term-bf-passive-teamwork = Teamwork
term-bf-passive-solo-leveling = Solo Leveling
term-bf-passive-pass-through = Pass Through
term-bf-passive-ambush = Ambush
term-bf-passive-desperation = Desperation
term-bf-passive-double-tap = Double Tap
term-bf-passive-live-to-serve = Live to Serve
term-bf-passive-curse = Curse
term-bf-passive-sabotage = Sabotage
term-bf-passive-neutral-advantage = Neutral Advantage
term-bf-passive-charge = Charge
term-bf-passive-parry = Parry
term-bf-passive-recovery = Recovery
term-bf-passive-battle-rest = Battle Rest
term-bf-passive-power-of-friendship = Power of Friendship
term-bf-passive-threaten = Threaten
term-bf-passive-poison-smoke = Poison Smoke
term-bf-passive-quick-charge = Quick Charge

## Terms: Battlefield Chess skills used as actions (battlefield::SkillAction::word, the
## notation word, lower case)

term-bf-skill-heal = heal
term-bf-skill-cheer = cheer
term-bf-skill-sacrifice = sacrifice
term-bf-skill-cure = cure
term-bf-skill-swap = swap

## Terms: Battlefield Chess unit types, weapons, elements and effects (battlefield::pieces::
## UnitType::name, Weapon::name, Element::name, EffectKind::name), as /piece names them

term-bf-unit-cavalry = { -bf-cavalry }
term-bf-unit-flying = { -bf-flying }
term-bf-unit-infantry = { -bf-infantry }
term-bf-unit-heavy-infantry = { -bf-heavy-infantry }
term-bf-unit-beast = { -bf-beast }
term-bf-unit-demon = { -bf-demon }
term-bf-weapon-staff = Staff
term-bf-weapon-healing-staff = Healing Staff
term-bf-weapon-bow = Bow
term-bf-weapon-spear = Spear
term-bf-weapon-axe = Axe
term-bf-weapon-sword = Sword
term-bf-weapon-throwing-knives = Throwing Knives
term-bf-weapon-hand = Hand
term-bf-weapon-magic-beam = Magic Beam
term-bf-element-none = None
term-bf-element-water = Water
term-bf-element-fire = Fire
term-bf-element-ground = Ground
term-bf-effect-curse = Curse
term-bf-effect-sabotage = Sabotage
term-bf-effect-threaten = Threaten
term-bf-effect-poison-smoke = Poison Smoke
term-bf-effect-power-of-friendship = Power of Friendship
term-bf-effect-boost-atk = Boost Attack
term-bf-effect-boost-def = Boost Defense
term-bf-effect-boost-mdef = Boost M. Defense
term-bf-effect-boost-spd = Boost Speed
term-bf-effect-group-cheer = Group Cheer
term-bf-effect-cured-curse = Cured Curse
term-bf-effect-cured-sabotage = Cured Sabotage
term-bf-effect-cured-threaten = Cured Threaten
term-bf-effect-cured-poison-smoke = Cured Poison Smoke

## Terms: Heaven and Hell pieces (heaven_hell::pieces::Kind::title)

term-hh-piece-pawn = { -pawn }
term-hh-piece-knight = { -knight }
term-hh-piece-bishop = { -bishop }
term-hh-piece-rook = { -rook }
term-hh-piece-queen = { -queen }
term-hh-piece-king = { -king }
term-hh-piece-bomber = { -hh-bomber }
term-hh-piece-leopard = { -hh-leopard }
term-hh-piece-checker = { -hh-checker }
term-hh-piece-archer = { -hh-archer }
term-hh-piece-wizard = { -hh-wizard }
term-hh-piece-archbishop = { -hh-archbishop }
term-hh-piece-fortress = { -hh-fortress }
term-hh-piece-scout = { -hh-scout }
term-hh-piece-warlock = { -hh-warlock }
term-hh-piece-imp = { -hh-imp }
term-hh-piece-angel = { -hh-angel }
term-hh-piece-devil = { -hh-devil }

## Terms: Heaven and Hell shop entries (heaven_hell::Entry::code: the entry as the shop shows it
## and `buy` takes it; the English words never show it, only what it needs)

term-hh-entry-stun = stun
term-hh-entry-to-earth = to-earth
term-hh-entry-upgrade = upgrade
term-hh-entry-trap = trap
term-hh-entry-fire = fire
term-hh-entry-kill = kill
term-hh-entry-orb = orb
term-hh-entry-thaw = thaw
term-hh-entry-curse = curse
term-hh-entry-rook = rook
term-hh-entry-two-actions = two-actions
term-hh-entry-teleport = teleport
term-hh-entry-freeze = freeze
term-hh-entry-forgive = forgive
term-hh-entry-knight = knight
term-hh-entry-bishop = bishop

## Terms: Heaven and Hell planes (heaven_hell::board::plane_name)

term-hh-plane-heaven = { -heaven }
term-hh-plane-earth = { -earth }
term-hh-plane-hell = { -hell }

## Terms: Heaven and Hell items (as the board's legend and the refusals name them)

term-hh-item-fire = { -hh-fire }
term-hh-item-ice = { -hh-ice }
term-hh-item-orb = Chaos Orb
term-hh-item-coins = { -coins }
