# Pourquoi les règles refusent une action d'It is what it is chess (français, traduit de
# l'anglais) : un message par raison, `rule-<clé>` (les raisons liées aux positions sont dans
# positions.ftl). Les cases et la notation (`c8<`) restent telles que tapées.

## IiwiiRefusal

rule-iiwii-stays-put = Le { $piece } en { $from } doit aller quelque part ; { $from }{ $to } le laisse sur place.
rule-iiwii-onto-own = Ton propre { $piece } se trouve en { $to }.{ $backspace ->
        [none] { "" }
       *[other] { " " }Pour y faire un Retour arrière (et le retirer), écris { $backspace }<.
    }
rule-iiwii-cannot-reach = Le { $piece } en { $from } ne peut pas atteindre { $to }{ $destinations ->
        [none] { " " }: il n'a aucun coup possible pour l'instant.
       *[other] . Il peut aller en { $destinations }.
    }{ $left ->
        [none] { "" }
       *[other] { " " }Il peut aussi faire un Retour arrière en { $left } ({ $from }<).
    }
rule-iiwii-not-capital = Seules les majuscules peuvent faire un Retour arrière ; le { $piece } en { $from } ne le peut pas.
rule-iiwii-left-edge = Le { $piece } en { $from } est sur ton bord gauche : il n'y a aucune case où faire un Retour arrière.

## IiwiiUnreadable

rule-iiwii-not-a-move = '{ $text }' n'est pas un coup. Écris les deux cases, comme b1c3, ou le Retour arrière d'une majuscule avec sa case et <, comme c8<.

## IiwiiPiece

rule-iiwii-owned-piece = { $kind } des { $side }
