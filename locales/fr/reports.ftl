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
