# Pourquoi les règles refusent un coup d'Apocalypse (français, traduit de l'anglais) : un message
# par raison, `rule-<clé>` (les raisons liées aux positions sont dans positions.ftl). La notation
# reste telle que tapée : cases, `=N`, `@square`.

## ApocalypseRefusal

rule-apoc-ambiguous-finish = `{ $from }{ $to }` est ambigu : tu as déjà deux cavaliers, alors ajoute =N ou @square (par exemple `{ $from }{ $to }=N` pour promouvoir, ou `{ $from }{ $to }@{ $from }` pour repositionner).
rule-apoc-knight-leap = Ton cavalier en { $from } ne peut pas atteindre { $to } : un cavalier saute comme aux échecs.
rule-apoc-only-pawn-finishes = Seul un pion qui atteint sa dernière rangée est promu ou repositionné ; écris `{ $from }{ $to }`.
rule-apoc-not-legal-now = `{ $action }` n'est pas un coup légal pour l'instant.
rule-apoc-pawn-step = Ton pion en { $from } ne peut pas aller en { $to } : un pion avance d'une case, tout droit ou en diagonale.
rule-apoc-pawn-onto-own = Ton pion en { $from } ne peut pas avancer tout droit sur ta propre pièce en { $to }.
rule-apoc-not-last-rank = `{ $from }{ $to }` n'atteint pas ta dernière rangée : pas de `=N` ni de `@square` ; écris `{ $from }{ $to }`.
rule-apoc-must-promote = Tu as moins de deux cavaliers, donc ce pion doit être promu : écris `{ $from }{ $to }=N`.
rule-apoc-relocate-last-rank = Un pion repositionné ne peut pas se trouver sur ta dernière rangée ({ $square }).
rule-apoc-relocate-occupied = Le pion ne peut pas être repositionné en { $square } : cette case est occupée au début du tour.
rule-apoc-promotes-on-arrival = Ce pion est promu à son arrivée : écris `{ $from }{ $to }=N`.
rule-apoc-two-knights = Tu as déjà deux cavaliers, alors ajoute =N ou @square : `{ $from }{ $to }=N` pour promouvoir, ou `{ $from }{ $to }@{ $from }` pour repositionner.

## ApocalypseUnreadable

rule-apoc-not-a-move = `{ $text }` n'est pas un coup d'Apocalypse. Écris la case de départ et la case d'arrivée, comme `c1c2`, `d4d5=N` (promotion) ou `d4d5@b2` (repositionnement).
rule-apoc-promote-and-relocate = `{ $text }` : écris `=N` pour promouvoir ou `@square` pour repositionner, pas les deux.
rule-apoc-promote-only-knight = `{ $text }` : un pion ne peut être promu qu'en cavalier, ce qui s'écrit `=N`.
rule-apoc-off-board = `{ $square }` est hors du plateau : Apocalypse se joue sur les colonnes a–e et les rangées 1–5.
