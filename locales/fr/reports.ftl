# Ce qu'une action a fait, comme le dit le message du salon de la partie après l'action
# (« Blancs : d2d4 · Soldat d2→d4 »). La notation ($notation) reste telle quelle ; $words est ce que
# l'action a fait (de actions.ftl), $result le résultat d'une partie terminée (de endings.ftl).

## Every variant

report-action = { $side } : { $notation } · { $words }
report-then-result = { $report }. { $result }.
report-then-result-line =
    { $report }
    { $result }
report-then-check = { $report }. Les { $side } sont en échec.
# A report made of sentences: each joined to the next.
report-sentences = { $first }. { $then }
# A finished game's result, as a report's sentence.
report-result = { $result }

## Apocalypse

report-apoc-submitted = Les { $side } ont envoyé leur coup.
# Un tour résolu : ses lignes, l'une après l'autre.
report-lines =
    { $first }
    { $then }
report-apoc-resolved = Tour { $turn } résolu : Blancs { $white }, Noirs { $black }.
# Ce qu'est devenue l'action d'un camp ($fate : ses parties ci-dessous, reliées par report-apoc-and).
report-apoc-fate = • { $side } { $action } : { $fate }.
report-apoc-and = { $first } ; { $then }
report-apoc-void = annulé : sa condition n'était pas remplie, donc rien n'a bougé (+1 pénalité pour les { $side })
report-apoc-stood = maintenu
report-apoc-cancelled = capture sans effet (la pièce en { $square } était partie)
report-apoc-took-own = a pris son propre { $piece } en { $square }
report-apoc-captured = a capturé le { $piece } des { $owner } en { $square }
report-apoc-lost = mais le { $piece } a été perdu lors d'une rencontre en { $square }
report-apoc-promoted = le pion a été promu cavalier en { $square }
report-apoc-relocated = le pion a été repositionné en { $square }
# $penalties : « Pénalités : Blancs 0 · Noirs 1 » (pic-apoc-penalties).
report-apoc-penalties = { $penalties }.
report-apoc-penalties-new = { $penalties } (nouvelles : { $new }).
report-apoc-new-one = { $side } +1
report-apoc-new-both = Blancs +1, Noirs +1
report-apoc-game-over = Partie terminée. { $result }.

## Apocalypse : la réponse privée à un coup envoyé

# $status : pic-apoc-safe (« sûr ») ou report-apoc-speculative ; $penalties : pic-apoc-penalties.
report-apoc-ack =
    Tu ({ $side }) as envoyé { $action } pour le tour { $turn }. Ce coup est { $status }.
    { $penalties }
# Ce que le coup adverse doit faire pour qu'un coup spéculatif soit maintenu ; $clauses : les
# propositions ci-dessous, reliées « a, b et c ».
report-apoc-speculative = spéculatif : il n'est maintenu que si le coup des { $side } { $clauses }
report-apoc-clause-next = { $first }, { $then }
report-apoc-clause-last = { $first } et { $then }
report-apoc-clause-safe = est sûr
report-apoc-clause-land = arrive en { $square }
report-apoc-clause-leave = part de { $square }
report-apoc-clause-knight = prend un des cavaliers des { $side }

## Heaven and Hell

# Les parties d'un compte rendu : l'action, ce qui a suivi (les notes ci-dessous), puis le résultat
# ou la décision suivante ; chaque partie reliée à la suivante par report-sentences.
report-hh-action = { $side } : { $notation }
# La case d'un piège posé est secrète : le salon ne lit que ceci.
report-hh-planted = Les { $side } ont posé un { -secret-trap }
# Une note d'une partie enregistrée avant la traduction des notes : son texte anglais.
report-hh-note = { $note }
# $prompt : la question de la décision (prompts.ftl).
report-hh-to-decide = Aux { $side } de décider : { $prompt }
report-hh-collects = Les { $side } ramassent { $coins } { $coins ->
        [one] écu
       *[other] écus
    }
report-hh-curse-strikes = La malédiction frappe : { $piece }
# $squares : une ou plusieurs cases en notation (« E:c4, E:d4 »).
report-hh-trap-springs = Un { -secret-trap } se déclenche en { $squares }
report-hh-chaos = Chaos #{ $number } : { $effect }
report-hh-dies = { $piece } des { $side } meurt en { $square }
report-hh-neutral-dies = { $piece } neutre meurt en { $square }
# Le chaos #39 envoie une pièce sur une case au hasard.
report-hh-goes-to = Nouvelle case : { $square }
# Dit seulement au propriétaire du piège.
report-hh-your-trap = Ton { -secret-trap } est en { $square }.
report-hh-your-trap-destroyed = Ton { -secret-trap } en { $square } a été détruit.
report-hh-traps-destroyed = Le chaos #30 a détruit { $traps } { $traps ->
        [one] Piège secret
       *[other] Pièges secrets
    }.

## Battlefield Chess

# L'action d'un camp : $side, puis ce qu'il a fait ($what, ci-dessous) : « Blancs : Piquier e2→e4 ».
report-bf-by = { $side } : { $what }
report-bf-end = fin du tour
report-bf-castles-short = petit roque
report-bf-castles-long = grand roque
# L'intitulé d'un roque dans un menu : $what est report-bf-castles-*.
report-bf-king = Roi : { $what }
# Le déplacement d'une pièce, en notation : « Piquier e2→e4 ».
report-bf-went = { $piece } { $from }→{ $to }
# L'intitulé d'un déplacement dans un menu : « Piquier vers e4 ».
report-bf-to = { $piece } vers { $square }
report-bf-promotes = promotion en { $piece }
report-bf-comma = { $first }, { $then }
report-bf-semicolon = { $first } ; { $then }
# Une attaque : le déplacement ($move, report-bf-went), puis le résumé du combat ($combat).
report-bf-attack = { $move } : { $combat }
# Le résumé du combat commence par ce qu'a fait l'attaquant ($hits : « 14 » ou « 13+13 » ; $taken :
# les dégâts des contre-attaques, même forme). Ses parties sont reliées par act-then (« · »).
report-bf-hits = { $attacker } inflige { $hits } dégâts à { $defender }
report-bf-hits-takes = { $attacker } inflige { $hits } dégâts à { $defender }, en subit { $taken }
report-bf-attacks = { $attacker } attaque { $defender }
report-bf-attacks-takes = { $attacker } attaque { $defender }, subit { $taken } dégâts
# Le défenseur quand les deux pièces ont le même nom.
report-bf-enemy = { $piece } adverse
report-bf-defeated = { $piece } hors de combat
report-bf-hp = { $piece } { $hp }/{ $max }
report-bf-ends-on = { $piece } s'arrête en { $square }
report-bf-piece-promotes = { $piece } : promotion en { $to }
# Compétences : $user agit sur $target, qui se trouve en $square.
report-bf-heal = { $user } soigne { $target } en { $square } : +{ $got } { -bf-hp } ({ $hp }/{ $max })
report-bf-live-to-serve = Vivre pour servir +{ $hp }
# $delta : « +2 ».
report-bf-group-cheer = Encouragement collectif : { $delta } pour tous les alliés pendant { $turns } { $turns ->
        [one] tour
       *[other] tours
    }
report-bf-cheer = { $user } encourage { $target } en { $square }
report-bf-sacrifice = { $user } donne { $hp } { -bf-hp } à { $target } en { $square }
# $effects : les pénalités retirées, reliées par report-bf-comma.
report-bf-cure = { $user } guérit { $target } en { $square } (pénalités retirées : { $effects })
report-bf-cure-plus = { $user } guérit { $target } en { $square } (pénalités changées en bonus : { $effects })
report-bf-nothing = aucune
# Un effet sans mot du glossaire : son nom anglais.
report-bf-effect = { $name }
report-bf-swap = { $user } en { $from } échange sa place avec { $target } en { $square }
# Après un Encouragement : le camp encouragé agit encore.
report-bf-cheered = Tour encouragé : les { $side } peuvent encore agir avec cette pièce, ou envoyer `end`.
report-bf-check = Les { $side } sont en échec !

## Battlefield Chess : la prévision d'un combat, une ligne chacune (/forecast, le panneau de l'image)

# Le $attacker des $side en $from attaque le $defender des $enemy en $to ; chacun avec ses PV et leur maximum.
report-bf-fc-head = { $attacker } des { $side } en { $from } ({ $hp }/{ $max }) attaque { $defender } des { $enemy } en { $to } ({ $enemy-hp }/{ $enemy-max })
# $skill : le nom d'une compétence ou d'un passif, du glossaire.
report-bf-fc-preemptive = { $skill } : { $piece } en { $square } subit { $damage } { $damage ->
        [one] dégât
       *[other] dégâts
    } (il lui reste { $hp } { -bf-hp })
report-bf-fc-strike = { $striker } inflige { $damage } { $damage ->
        [one] dégât
       *[other] dégâts
    } à { $target } → { $target } à { $hp } { -bf-hp }
report-bf-fc-strike-miracle = { $striker } inflige { $damage } { $damage ->
        [one] dégât
       *[other] dégâts
    } à { $target } → { $target } à { $hp } { -bf-hp } (Miracle !)
report-bf-fc-leeches = { $piece } vole { $hp } { -bf-hp }
report-bf-fc-no-strikes = Aucune frappe.
# $fates : le sort de chacun (report-bf-defeated, report-bf-hp, report-bf-ends-on), reliés par act-then.
report-bf-fc-result = Résultat : { $fates }
report-bf-fc-loses = { $skill } : { $piece } perd { $hp } { -bf-hp }
report-bf-fc-regains = { $skill } : { $piece } récupère { $hp } { -bf-hp }
# $delta : un nombre négatif, appliqué à chacune des quatre stats.
report-bf-fc-curse = { $skill } : { $piece } subit { $delta } en ATK/DEF/M.DEF/SPD pendant { $turns } { $turns ->
        [one] tour
       *[other] tours
    }
# $pieces : les pièces empoisonnées (report-bf-fc-piece-on), reliées par report-bf-comma.
report-bf-fc-poison = { $skill } : { $delta } pour { $pieces }
report-bf-fc-piece-on = { $piece } { $square }
# Un compteur de charge qui a changé : $special est la compétence qu'il charge.
report-bf-fc-charge = { $piece } des { $side }, { $special } : { $before }/{ $need } → { $after }/{ $need }

## Battlefield Chess : la fiche d'une pièce (/piece), une ligne chacune

# $unit, $weapon, $element : termes du glossaire ; $damage : report-bf-damage-* ci-dessous.
report-bf-piece-head = { $piece } des { $side } en { $square } — { $unit } · { $weapon } ({ $damage }) · { $element }
report-bf-damage-none = aucun dégât
report-bf-damage-magic = magique
report-bf-damage-physical = physique
# Chaque stat ($atk, $def, $mdef, $spd) est report-bf-stat ou report-bf-stat-changed.
report-bf-piece-stats = { -bf-hp } { $hp }/{ $max } · ATK { $atk } · DEF { $def } · M.DEF { $mdef } · SPD { $spd }
report-bf-stat = { $value }
report-bf-stat-changed = { $value } (base { $base })
report-bf-piece-skill = Compétence : { $special }
report-bf-piece-charge = Compétence à charge : { $special } ({ $charge }/{ $need })
report-bf-piece-charge-ready = Compétence à charge : { $special } ({ $charge }/{ $need }, prête)
# $passives : report-bf-piece-passive pour chacun, reliés par report-bf-comma ; $tier : I, II ou III.
report-bf-piece-passives = Passifs : { $passives }
report-bf-piece-passive = { $passive } (type { $tier })
report-bf-piece-no-effects = Effets : aucun
# $effects : report-bf-piece-effect pour chacun, reliés par report-bf-semicolon.
report-bf-piece-effects = Effets : { $effects }
# Un effet : ce qu'il change ($change), le tour où il prend fin et le nombre de tours restants.
report-bf-piece-effect = { $effect } ({ $change }, prend fin au tour { $turn }, dans { $left } { $left ->
        [one] tour
       *[other] tours
    })
# $delta : « +2 » ou « -3 ».
report-bf-change-all = { $delta } partout
report-bf-change-stat = { $delta } { $stat }
report-bf-piece-cheered = Encouragement : peut agir deux fois à son prochain tour.

## Le plateau en texte (/board text:true, le bouton Plateau en texte, partie locale) : ses lignes sous la grille

report-bf-text-notes = { $square } { $letter } : { $notes }
report-bf-text-hp = { -bf-hp } { $hp }/{ $max }
report-bf-text-charge = { $special } { $charge }/{ $need }
report-bf-text-cheered = Encouragé
# La ligne du tour : report-bf-text-turn, puis report-bf-text-second et report-bf-text-check
# s'il y a lieu, reliés par report-bf-text-then.
report-bf-text-then = { $first } { $then }
report-bf-text-turn = Tour { $turn } : trait aux { $side }
report-bf-text-second = (seconde action avec { $square }, ou `end`)
report-bf-text-check = — en échec !
# $last : ce qu'a fait la dernière action (report-bf-by).
report-bf-text-last = Dernière action : { $last }
report-apoc-text-turn = Tour { $turn }
report-oracle-text-to-move = Trait aux { $side }
report-oracle-text-to-move-check = Trait aux { $side } (en échec)
report-oracle-text-plies = demi-coup { $ply } sur { $limit }, demi-coups calmes : { $quiet } sur { $quiet-limit }
# w et b sont les lettres de la grille ; $happy, $heart, $peace : les noms des symboles.
report-iiwii-text-key = w = Blancs, b = Noirs ; ☺ { $happy }, ♥ { $heart }, ☮ { $peace }
report-iiwii-text-to-move = Trait aux { $side } · coup { $move } · demi-coups calmes : { $quiet }/{ $limit }
