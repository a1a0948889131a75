# Pourquoi les règles refusent une action d'Oracle Chess (français, traduit de l'anglais) : un
# message par raison, `rule-<clé>` (les raisons liées aux positions sont dans positions.ftl). Les
# cases et la notation entre accents graves restent telles que tapées.

## OracleBeing

rule-oracle-being-lifeless = { $class } sans vie
rule-oracle-being-priestess = Prêtresse ({ $souls })
rule-oracle-being-figure = { $class }
rule-oracle-being-hosting = { $class } abritant une âme { $soul-id ->
        [oracle-class-lord] du { $soul }
        [oracle-class-elephant] d'{ $soul }
       *[other] de { $soul }
    }

## OracleRefusal

rule-oracle-no-body = Il n'y a pas de corps en { $square }.
rule-oracle-not-yours = L'être en { $square } ({ $being }) appartient aux { $owner } ; tu ne déplaces que tes propres êtres.
rule-oracle-same-square = { $square } est à la fois le départ et l'arrivée ; nomme deux cases différentes.
rule-oracle-leaves-check = Cela laisserait ton âme du Seigneur en échec.
rule-oracle-promote-not-soldier = Seule une figure de Soldat (un corps de Soldat avec sa propre âme) peut être promue ; { $square } contient { $being-key ->
        [oracle-being-priestess] une
       *[other] { $being-class ->
            [oracle-class-priestess] une
           *[other] un
        }
    } { $being }.
rule-oracle-promote-not-last-rank = Un Soldat n'est promu que sur sa dernière rangée ; { $square } n'est pas sur cette rangée.
rule-oracle-promote-no-priestess = Un Soldat ne peut être promu que si un corps de Prêtresse se trouve dans la terre.
rule-oracle-lifeless = Le corps en { $from } ({ $class }) est sans vie et ne peut pas bouger ; donne-lui d'abord une âme.
rule-oracle-ill-suited = Le corps en { $from } ({ $class }) abrite une âme { $soul-id ->
        [oracle-class-lord] du { $soul }
        [oracle-class-elephant] d'{ $soul }
       *[other] de { $soul }
    } : il est inadapté et ne peut pas bouger ; son âme peut quand même en sortir avec `{ $from }<square>~{ $soul-id ->
        [oracle-class-lord] L
        [oracle-class-priestess] P
        [oracle-class-chariot] C
        [oracle-class-elephant] E
        [oracle-class-horse] H
       *[oracle-class-soldier] S
    }`.
rule-oracle-own-body-room = { $to } contient l'un de tes propres êtres ({ $being }) ; pour y faire entrer une âme, écris `{ $from }{ $to }~<soul>`.
rule-oracle-own-body = { $to } contient l'un de tes propres êtres ({ $being }) ; tu ne captures jamais tes propres êtres.
rule-oracle-drop-not-lord = Seul le Seigneur (dans son propre corps, avec son âme) peut déposer un corps.
rule-oracle-drop-priestess = Un corps de Prêtresse ne peut pas être déposé ; il ne revient que par une promotion.
rule-oracle-drop-none = Ta terre ne contient aucun corps de classe { $class } à déposer.
rule-oracle-cannot-reach = L'être en { $from } ({ $being }) ne peut pas atteindre { $to }.
rule-oracle-priestess-soul = Il n'y a pas d'âme de Prêtresse (une Prêtresse n'est qu'un corps) ; écris la classe de l'âme qui se déplace : L, C, E, H ou S.
rule-oracle-no-such-soul = L'être en { $from } ({ $being }) n'abrite aucune âme de classe { $soul }.
rule-oracle-soul-into-empty = { $to } est vide ; une âme seule ne se déplace que dans l'un de tes corps.
rule-oracle-soul-into-enemy = Une âme n'entre jamais dans un corps ennemi ({ $to } appartient aux { $owner }).
rule-oracle-no-room = L'être en { $to } ({ $being }) n'a pas de place pour une âme { $soul-id ->
        [oracle-class-lord] du { $soul }
        [oracle-class-elephant] d'{ $soul }
       *[other] de { $soul }
    } : une Prêtresse abrite jusqu'à trois âmes de Char, d'Éléphant ou de Cheval, tout autre corps une seule âme.
rule-oracle-summon-not-priestess = Seule une Prêtresse peut invoquer une âme, pendant qu'elle en donne une.
rule-oracle-summon-not-warrior = Une Prêtresse n'invoque qu'une âme de Char, d'Éléphant ou de Cheval.
rule-oracle-summon-none = Il n'y a aucune âme de classe { $class } dans l'au-delà.
rule-oracle-soul-cannot-go = Une âme { $soul-id ->
        [oracle-class-lord] du { $soul }
        [oracle-class-elephant] d'{ $soul }
       *[other] de { $soul }
    } ne peut pas aller de { $from } à { $to } : elle se déplace comme { $soul-id ->
        [oracle-class-lord] un Roi (d'un pas)
        [oracle-class-chariot] une Tour
        [oracle-class-elephant] un Fou
        [oracle-class-horse] un Cavalier
        [oracle-class-soldier] un Pion (d'un pas en avant)
       *[oracle-class-priestess] une Prêtresse
    }{ $blocked ->
        [yes] { " " }et elle est bloquée par tout corps sur son chemin
       *[no] { "" }
    }.
rule-oracle-soul-not-legal = Ce déplacement d'âme n'est pas légal pour l'instant.

## OracleMisread

rule-oracle-misread-check-marks = les signes d'échec (+, #) ne font pas partie de la notation d'Oracle ; retire-les.
rule-oracle-misread-start-square = le texte doit commencer par une case, comme e2.
rule-oracle-misread-promote-only-priestess = un Soldat n'est promu qu'en Prêtresse : écris `=P`.
rule-oracle-misread-second-square = une seconde case (de a1 à h8) doit suivre la première.
rule-oracle-misread-class-letter = une lettre de classe (L, P, C, E, H, S) est attendue après `{ $after }`.
rule-oracle-misread-after-soul = texte inattendu après l'âme.
rule-oracle-misread-after-squares = texte inattendu après les cases.
rule-oracle-misread-at-end = texte inattendu à la fin.

## OracleUnreadable

rule-oracle-cannot-read = Impossible de lire `{ $text }` : { $why } Écris `e2e3` (se déplacer ou capturer), `e1e2@H` (le Seigneur se déplace et dépose un corps de Cheval en e1), `c3d1~H` (l'âme de Cheval va de c3 dans le corps en d1), `d4d7~C^H` (de même, et la Prêtresse invoque en plus une âme de Cheval) ou `e8=P` (promotion).
