# Por que as regras recusam uma ação, em palavras comuns a todas as variantes: uma mensagem por
# motivo de rules/src/error/reasons/mod.rs, com a chave `rule-<sua chave>`, e depois as palavras
# dos nomes próprios do livro de regras que os motivos trazem (`term-<id>`).

rule-game-over = Esta partida terminou.

## Shared

rule-no-piece-on = Não há nenhuma peça em { $square }.
rule-not-your-piece = A peça em { $square } ({ $piece }) é das { $owner }; você joga com as { $side }.

## MatchRefusal

rule-variant-not-playable = A variante { $variant } ainda não pode ser jogada.
rule-nothing-to-claim = Não é a vez das { $opponent } agirem, então não há nada a reivindicar.

## Refusal, Unreadable: palavras que vêm de fora das regras, mostradas como estão

rule-refusal-other = { $text }
rule-unreadable-other = { $text }

## WaitingFor

rule-turn-of = É a vez das { $side }.
rule-turn-of-not-yours = É a vez das { $to_move }, não das { $side }.
rule-already-submitted = Você já enviou o seu lance do turno { $turn }, e um envio é definitivo. Aguardando as { $opponent }.
rule-waiting-for-decision = Aguardando as { $side } decidirem: { $prompt }.
rule-waiting-for-decision-short = Aguardando as { $side } decidirem.
rule-claim-neither-acted = Nenhum lado agiu neste turno, então ninguém pode reivindicar a vitória por tempo ainda. Faça o seu lance primeiro; se o tempo tiver acabado, você poderá reivindicar logo em seguida.
rule-claim-own-turn = É você quem deve agir, então não pode reivindicar a vitória por tempo.
rule-nothing-to-do = As { $side } não têm nada a fazer agora.

## Waiting: palavras que vêm de fora das regras, mostradas como estão

rule-waiting-other = { $text }

## Uma lista longa: os primeiros itens, e quantos mais há

rule-list-more = { $items } e mais { $more }

## Termos: as variantes

term-variant-apocalypse = { -apocalypse }
term-variant-heaven-and-hell = { -heaven-and-hell }
term-variant-battlefield = { -battlefield }
term-variant-oracle = { -oracle }
term-variant-it-is-what-it-is = { -it-is-what-it-is }

## Termos: peças do Apocalypse

term-apoc-piece-pawn = { -footman }
term-apoc-piece-knight = { -horseman }

## Termos: peças do It is what it is chess (as letras não são traduzidas)

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

## Termos: classes do Oracle Chess

term-oracle-class-lord = { -oracle-lord }
term-oracle-class-priestess = { -oracle-priestess }
term-oracle-class-chariot = { -oracle-chariot }
term-oracle-class-elephant = { -oracle-elephant }
term-oracle-class-horse = { -oracle-horse }
term-oracle-class-soldier = { -oracle-soldier }

## Termos: peças do Battlefield Chess

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

## Termos: especiais do Battlefield Chess (nomes próprios mantidos em inglês, como em rules.ftl)

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

## Termos: passivas do Battlefield Chess (nomes próprios mantidos em inglês, como em rules.ftl)

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

## Termos: habilidades do Battlefield Chess usadas como ações (o verbo, no infinitivo e em
## minúscula: "não pode curar")

term-bf-skill-heal = curar
term-bf-skill-cheer = incentivar
term-bf-skill-sacrifice = se sacrificar
term-bf-skill-cure = purificar
term-bf-skill-swap = trocar de lugar

## Termos: tipos de unidade, armas, elementos e efeitos do Battlefield Chess (battlefield::pieces::
## UnitType::name, Weapon::name, Element::name, EffectKind::name), como o /piece os chama

term-bf-unit-cavalry = { -bf-cavalry }
term-bf-unit-flying = { -bf-flying }
term-bf-unit-infantry = { -bf-infantry }
term-bf-unit-heavy-infantry = { -bf-heavy-infantry }
term-bf-unit-beast = { -bf-beast }
term-bf-unit-demon = { -bf-demon }
term-bf-weapon-staff = Cajado
term-bf-weapon-healing-staff = Cajado de Cura
term-bf-weapon-bow = Arco
term-bf-weapon-spear = Lança
term-bf-weapon-axe = Machado
term-bf-weapon-sword = Espada
term-bf-weapon-throwing-knives = Facas de Arremesso
term-bf-weapon-hand = Mão
term-bf-weapon-magic-beam = Raio Mágico
term-bf-element-none = Nenhum
term-bf-element-water = Água
term-bf-element-fire = Fogo
term-bf-element-ground = Terra
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
term-bf-effect-cured-curse = Curse curada
term-bf-effect-cured-sabotage = Sabotage curada
term-bf-effect-cured-threaten = Threaten curada
term-bf-effect-cured-poison-smoke = Poison Smoke curada

## Termos: peças do Heaven and Hell

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

## Termos: itens da loja do Heaven and Hell (o código como a loja o mostra e o `buy` o aceita:
## não é traduzido)

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

## Termos: planos do Heaven and Hell

term-hh-plane-heaven = { -heaven }
term-hh-plane-earth = { -earth }
term-hh-plane-hell = { -hell }

## Termos: objetos do Heaven and Hell

term-hh-item-fire = { -hh-fire }
term-hh-item-ice = { -hh-ice }
term-hh-item-orb = { -chaos-orb }
term-hh-item-coins = { -coins }
