# Pourquoi une partie s'est terminée (français, traduit de l'anglais) : un message par fin de
# rules/src/error/reasons/ending.rs, `rule-<clé>`, affiché après « Les Blancs gagnent : » /
# « Nulle : » dans le résultat d'une partie. Les camps et les pièces arrivent déjà traduits.

rule-ending-resigned = les { $side } ont abandonné
rule-ending-agreed = d'un commun accord entre les deux joueurs
rule-ending-on-time = au temps
rule-ending-checkmate = échec et mat
rule-ending-repetition = la même position s'est produite trois fois
rule-ending-no-legal-action = les { $side } n'ont aucune action légale
rule-ending-oracle-stalemate = pat : les { $side } n'ont aucune action légale
rule-ending-oracle-quiet = { $rounds ->
        [one] { $rounds } tour complet calme
       *[other] { $rounds } tours complets calmes
    } (sans capture, coup de Soldat, promotion, invocation ni dépôt)
rule-ending-oracle-last-round = le { $round ->
        [1] 1er
       *[other] { $round }e
    } tour complet est terminé
rule-ending-iiwii-symbol-off = le { $piece } des { $side } est hors du plateau
rule-ending-iiwii-captured = le { $piece } des { $side } a été capturé
rule-ending-iiwii-backspaced-own = le { $mover } des { $side } a fait un Retour arrière sur leur propre { $piece }
rule-ending-iiwii-quiet = { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups d'affilée
    } sans capture ni nouvelle majuscule
rule-ending-iiwii-stalemate = pat : les { $side } n'ont aucun coup légal
rule-ending-hh-both-lost = les deux joueurs ont perdu en même temps
rule-ending-hh-no-king = les { $side } n'ont plus de Roi
rule-ending-hh-no-earth = les { $side } n'ont plus aucune pièce sur Terre
rule-ending-hh-nobody-can-act = aucun des deux joueurs ne peut agir
rule-ending-hh-unsettled = le moteur de règles n'a pas pu trancher
rule-ending-apoc-repetition = la même position s'est présentée trois fois au début d'un tour
rule-ending-apoc-both-no-footmen = les deux camps ont perdu tous leurs fantassins
rule-ending-apoc-no-footmen = les { $side } n'ont plus de fantassins
rule-ending-apoc-both-penalties = les deux camps ont atteint deux pénalités
rule-ending-apoc-penalties = les { $side } ont atteint deux pénalités
rule-ending-apoc-no-safe-move = les { $side } n'ont aucun coup sûr
rule-ending-apoc-neither-safe = aucun camp n'a de coup sûr
