# Pourquoi les règles refusent une action, en mots communs à toutes les variantes (français,
# traduit de l'anglais) : un message par raison, `rule-<clé>`, puis les mots des noms propres du
# règlement que les raisons contiennent (`term-<id>`).

rule-game-over = Cette partie est terminée.

## Shared

rule-no-piece-on = Il n'y a pas de pièce en { $square }.
rule-not-your-piece = La pièce en { $square } ({ $piece }) appartient aux { $owner } ; tu joues les { $side }.

## MatchRefusal

rule-variant-not-playable = La variante { $variant } n'est pas encore jouable.
rule-nothing-to-claim = Ce n'est pas aux { $opponent } d'agir : il n'y a donc rien à réclamer.

## Refusal, Unreadable : des mots venus d'ailleurs que des règles, montrés tels quels

rule-refusal-other = { $text }
rule-unreadable-other = { $text }

## WaitingFor

rule-turn-of = C'est au tour des { $side }.
rule-turn-of-not-yours = C'est au tour des { $to_move }, pas des { $side }.
rule-already-submitted = Tu as déjà envoyé ton coup pour le tour { $turn }, et un coup envoyé est définitif. On attend les { $opponent }.
rule-waiting-for-decision = On attend la décision des { $side } : { $prompt }.
rule-waiting-for-decision-short = On attend la décision des { $side }.
rule-claim-neither-acted = Aucun camp n'a encore agi à ce tour : personne ne peut donc encore réclamer la victoire au temps. Joue d'abord ton coup ; tu pourras réclamer juste après si le temps est écoulé.
rule-claim-own-turn = C'est à toi d'agir : tu ne peux donc pas réclamer la victoire au temps.
rule-nothing-to-do = Les { $side } n'ont rien à faire pour l'instant.

## Waiting : des mots venus d'ailleurs que des règles, montrés tels quels

rule-waiting-other = { $text }

## Une longue liste : ses premiers éléments, puis combien il en reste

rule-list-more = { $items } et { $more } autres

## Termes : les variantes

term-variant-apocalypse = { -apocalypse }
term-variant-heaven-and-hell = { -heaven-and-hell }
term-variant-battlefield = { -battlefield }
term-variant-oracle = { -oracle }
term-variant-it-is-what-it-is = { -it-is-what-it-is }

## Termes : les pièces d'Apocalypse (en minuscules, comme dans les règles)

term-apoc-piece-pawn = pion
term-apoc-piece-knight = cavalier

## Termes : les pièces d'It is what it is chess (les lettres restent telles quelles)

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

## Termes : les classes d'Oracle Chess

term-oracle-class-lord = { -oracle-lord }
term-oracle-class-priestess = { -oracle-priestess }
term-oracle-class-chariot = { -oracle-chariot }
term-oracle-class-elephant = { -oracle-elephant }
term-oracle-class-horse = { -oracle-horse }
term-oracle-class-soldier = { -oracle-soldier }

## Termes : les pièces de Battlefield Chess

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

## Termes : les compétences spéciales de Battlefield Chess

term-bf-special-heal = Soin
term-bf-special-cheer = Encouragement
term-bf-special-swap = Échange
term-bf-special-boost-atk = Renfort d'Attaque
term-bf-special-boost-def = Renfort de Défense
term-bf-special-boost-mdef = Renfort de Défense magique
term-bf-special-boost-spd = Renfort de Vitesse
term-bf-special-sacrifice = Sacrifice
term-bf-special-cure = Guérison
term-bf-special-cure-plus = Guérison+
term-bf-special-life-leech = Vol de vie
term-bf-special-penetration = Pénétration
term-bf-special-adrenaline-boost = Poussée d'adrénaline
term-bf-special-preemptive-strike = Frappe préventive
term-bf-special-guard = Garde
term-bf-special-miracle = Miracle
term-bf-special-group-cheer = Encouragement collectif

## Termes : les passifs de Battlefield Chess

term-bf-passive-hp-boost = Bonus de PV
term-bf-passive-atk-boost = Bonus d'ATK
term-bf-passive-def-boost = Bonus de DEF
term-bf-passive-mdef-boost = Bonus de M.DEF
term-bf-passive-spd-boost = Bonus de SPD
term-bf-passive-hard-hitter = Cogneur
term-bf-passive-thick-skin = Peau épaisse
term-bf-passive-painful-strength = Force de la douleur
term-bf-passive-overclock = Surrégime
term-bf-passive-teamwork = Travail d'équipe
term-bf-passive-solo-leveling = Loup solitaire
term-bf-passive-pass-through = Traversée
term-bf-passive-ambush = Embuscade
term-bf-passive-desperation = Désespoir
term-bf-passive-double-tap = Double frappe
term-bf-passive-live-to-serve = Vivre pour servir
term-bf-passive-curse = Malédiction
term-bf-passive-sabotage = Sabotage
term-bf-passive-neutral-advantage = Avantage neutre
term-bf-passive-charge = Charge
term-bf-passive-parry = Parade
term-bf-passive-recovery = Récupération
term-bf-passive-battle-rest = Repos de bataille
term-bf-passive-power-of-friendship = Pouvoir de l'amitié
term-bf-passive-threaten = Menace
term-bf-passive-poison-smoke = Fumée toxique
term-bf-passive-quick-charge = Charge rapide

## Termes : les compétences de Battlefield Chess employées comme actions (le mot de la notation,
## inchangé)

term-bf-skill-heal = heal
term-bf-skill-cheer = cheer
term-bf-skill-sacrifice = sacrifice
term-bf-skill-cure = cure
term-bf-skill-swap = swap

## Termes : les types d'unité, armes, éléments et effets de Battlefield Chess (battlefield::pieces::
## UnitType::name, Weapon::name, Element::name, EffectKind::name), tels que /piece les nomme

term-bf-unit-cavalry = { -bf-cavalry }
term-bf-unit-flying = { -bf-flying }
term-bf-unit-infantry = { -bf-infantry }
term-bf-unit-heavy-infantry = { -bf-heavy-infantry }
term-bf-unit-beast = { -bf-beast }
term-bf-unit-demon = { -bf-demon }
term-bf-weapon-staff = Bâton
term-bf-weapon-healing-staff = Bâton de soin
term-bf-weapon-bow = Arc
term-bf-weapon-spear = Lance
term-bf-weapon-axe = Hache
term-bf-weapon-sword = Épée
term-bf-weapon-throwing-knives = Couteaux de lancer
term-bf-weapon-hand = Mains nues
term-bf-weapon-magic-beam = Rayon magique
term-bf-element-none = Aucun
term-bf-element-water = Eau
term-bf-element-fire = Feu
term-bf-element-ground = Sol
term-bf-effect-curse = Malédiction
term-bf-effect-sabotage = Sabotage
term-bf-effect-threaten = Menace
term-bf-effect-poison-smoke = Fumée toxique
term-bf-effect-power-of-friendship = Pouvoir de l'amitié
term-bf-effect-boost-atk = Renfort d'Attaque
term-bf-effect-boost-def = Renfort de Défense
term-bf-effect-boost-mdef = Renfort de Défense magique
term-bf-effect-boost-spd = Renfort de Vitesse
term-bf-effect-group-cheer = Encouragement collectif
term-bf-effect-cured-curse = Malédiction guérie
term-bf-effect-cured-sabotage = Sabotage guéri
term-bf-effect-cured-threaten = Menace guérie
term-bf-effect-cured-poison-smoke = Fumée toxique guérie

## Termes : les pièces de Heaven and Hell

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

## Termes : les articles de la boutique de Heaven and Hell (le code que prend `buy`, inchangé)

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

## Termes : les plans de Heaven and Hell

term-hh-plane-heaven = { -heaven }
term-hh-plane-earth = { -earth }
term-hh-plane-hell = { -hell }

## Termes : les objets de Heaven and Hell

term-hh-item-fire = { -hh-fire }
term-hh-item-ice = { -hh-ice }
term-hh-item-orb = { -chaos-orb }
term-hh-item-coins = { -coins }
