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
