# Les mots des actions proposées dans les menus et l'autocomplétion (après la notation de l'action),
# en français, traduit de l'anglais : « E:b1-c3 · Cavalier se déplace ». La notation ($square, $to,
# $from, les lettres de $souls) reste telle quelle.

## Toutes les variantes

# Deux parties d'une étiquette, l'une après l'autre.
act-then = { $first } · { $then }

## Apocalypse

act-apoc-pawn = pion
act-apoc-knight = cavalier
# $status : sûr, ou spéculatif et ce que l'adversaire doit faire.
act-apoc-label = { $piece } · { $status }
act-apoc-promotes = promotion
act-apoc-relocates = va en { $to }, se repositionne en { $square }

## It is what it is chess

act-iiwii-captures = capture { $piece }
act-iiwii-wins = gagne
act-iiwii-becomes = devient { $piece }
act-iiwii-backspace = Retour arrière jusqu'en { $square }
act-iiwii-removes = retire { $piece }
act-iiwii-removes-own = retire ton { $piece } !
act-iiwii-you-lose = tu perds !

## Oracle Chess

# Une Prêtresse et les lettres de ses âmes : « Prêtresse (C,H) ».
act-oracle-priestess = { $class } ({ $souls })
act-oracle-hosting = { $class } abritant une âme { $soul-id ->
        [oracle-class-lord] du { $soul }
        [oracle-class-elephant] d'{ $soul }
       *[other] de { $soul }
    }
act-oracle-go = { $who } { $from }→{ $to }
act-oracle-take = { $who } { $from }×{ $to }, prend aux { $side } : { $target }
act-oracle-drop = { $go } et dépose un corps { $class-id ->
        [oracle-class-lord] du { $class }
        [oracle-class-elephant] d'{ $class }
       *[other] de { $class }
    } en { $from }
act-oracle-grant = donner une âme de classe { $soul } → { $target } en { $to }
act-oracle-ill-suited = { $grant } (inadapté)
act-oracle-summon = { $grant } ; invoquer une âme { $soul-id ->
        [oracle-class-lord] du { $soul }
        [oracle-class-elephant] d'{ $soul }
       *[other] de { $soul }
    }
act-oracle-promote = le { -oracle-soldier } en { $square } devient une { -oracle-priestess } sans vie

## Heaven and Hell

act-hh-moves = { $piece } se déplace
act-hh-shoots = { $piece } tire
act-hh-castle-long = grand roque (côté Dame)
act-hh-castle-short = petit roque (côté Roi)
act-hh-wizard-fire = { -hh-wizard } : { -hh-fire } sur les cases voisines
act-hh-wizard-ice = { -hh-wizard } : { -hh-ice } sur les cases voisines
act-hh-warlock-pull = { -hh-warlock } : faire remonter de l'{ -hell } sur { -earth } (la pièce devient Maudite)
act-hh-portal = { -hh-portal-gun } : { $plane }
# La description d'un article de la boutique et son prix.
act-hh-buy = { $entry } ({ $coins } { $coins ->
        [one] écu
       *[other] écus
    })
act-hh-end = finir le tour (passer les actions bonus)
act-hh-done = terminer
act-hh-decline = refuser
act-hh-become = devenir { $piece-id ->
        [hh-piece-rook] une
        [hh-piece-queen] une
        [hh-piece-fortress] une
       *[other] un
    } { $piece }
act-hh-gain-hat = obtenir le { -hh-wizard-hat }
act-hh-gain-investor = devenir { -hh-investor }
act-hh-gain-size = obtenir la { -hh-increased-size }
act-hh-gain-portal = obtenir le { -hh-portal-gun }
act-hh-gain-double = obtenir le { -hh-double-move }
act-hh-promote = promouvoir en { $piece }
act-hh-grow = grandir dans ce sens
act-hh-keep-block = garder ce bloc
act-hh-plant-trap = poser ton { -secret-trap } ici
# Un effet du chaos proposé : son numéro et ce qu'il fait.
act-hh-chaos = chaos #{ $number } : { $effect }

## Heaven and Hell : les articles de la boutique

act-hh-entry-stun = Étourdir une pièce autre qu'un Roi pendant 3 tours
act-hh-entry-to-earth = Déplacer une pièce non royale sur Terre
act-hh-entry-upgrade = Améliorer une pièce non royale
act-hh-entry-trap = Poser un { -secret-trap }
act-hh-entry-fire = Allumer un { -hh-fire } sur une case inoccupée
act-hh-entry-kill = Tuer une pièce non standard
act-hh-entry-orb = Acheter un { -chaos-orb }
act-hh-entry-thaw = Retirer la { -hh-ice } et le { -hh-fire } d'une zone de 2×2
act-hh-entry-curse = Maudire une pièce non royale
act-hh-entry-rook = Faire apparaître une nouvelle Tour n'importe où sur ta première rangée
act-hh-entry-two-actions = Avoir deux actions au prochain tour
act-hh-entry-teleport = Déplacer une pièce n'importe où sur le même plan
act-hh-entry-freeze = Geler une zone de 2×2
act-hh-entry-forgive = Pardonner ses péchés à une pièce
act-hh-entry-knight = Faire apparaître un nouveau Cavalier n'importe où sur ta première rangée
act-hh-entry-bishop = Faire apparaître un nouveau Fou n'importe où sur ta première rangée


## Heaven and Hell : les effets du chaos, par numéro

act-hh-chaos-1 = Mélanger l'ordre de la boutique et gagner 6 écus
act-hh-chaos-2 = Geler toutes les cases occupées par des Pions
act-hh-chaos-3 = Invoquer deux Diablotins sur Terre, sur des cases vides au hasard
act-hh-chaos-4 = Choisir une colonne d'un plan. Maudire toutes les pièces non royales de cette colonne
act-hh-chaos-5 = Remplacer tous les Fous par des Tours et inversement
act-hh-chaos-6 = Remettre à 0 les écus des deux joueurs
act-hh-chaos-7 = Étendre toute la { -hh-ice } aux cases voisines
act-hh-chaos-8 = Invoquer le { -hh-devil } ({ -hh-imp } géant avec { -hh-double-move }) au milieu de l'{ -hell }
act-hh-chaos-9 = Invoquer un { -hh-angel } sur une case vide du { -heaven }
act-hh-chaos-10 = Détruire les rangées OU les colonnes extérieures du { -heaven }
act-hh-chaos-11 = Reculer chaque Pion d'une case, si la case d'arrivée est inoccupée
act-hh-chaos-12 = Étourdir 4 pièces au hasard pendant 3 tours
act-hh-chaos-13 = Détruire les rangées OU les colonnes extérieures de l'{ -hell }
act-hh-chaos-14 = Dupliquer une pièce autre qu'un Roi sur une case vide voisine. Puis maudire les deux
act-hh-chaos-15 = Invoquer une Tour sur la 1re rangée de chaque joueur. Chacun choisit où. L'adversaire commence
act-hh-chaos-16 = Faire apparaître un { -chaos-orb } dans chaque plan, sur une case vide au hasard
act-hh-chaos-17 = Rendre une pièce géante
act-hh-chaos-18 = Échanger une pièce de l'{ -hell } avec une pièce du { -heaven }
act-hh-chaos-19 = Maudire une pièce au hasard de chaque joueur
act-hh-chaos-20 = Améliorer tous les Cavaliers
act-hh-chaos-21 = Remplacer toute la { -hh-ice } par du { -hh-fire } OU tout le { -hh-fire } par de la { -hh-ice }
act-hh-chaos-22 = Étendre tout le { -hh-fire } aux cases voisines
act-hh-chaos-23 = Choisir deux Pions. Ils avancent à la fin du tour de leur propriétaire si la case est inoccupée
act-hh-chaos-24 = Remplir d'écus les cases vides de la { -earth }
act-hh-chaos-25 = Allumer 3 Feux sur des cases vides au hasard, dans un plan de ton choix
act-hh-chaos-26 = Geler une case inoccupée et allumer un { -hh-fire } sur une autre case inoccupée
act-hh-chaos-27 = Rétrograder une pièce améliorée de ton choix
act-hh-chaos-28 = Tu as deux actions à ton prochain tour
act-hh-chaos-29 = Retirer deux articles de la boutique
act-hh-chaos-30 = Détruire tous les pièges. Tu peux poser un piège pour chaque piège détruit
act-hh-chaos-31 = Ramener tous les Fous à leur position de départ sur { -earth }
act-hh-chaos-32 = Améliorer tous les Rois
act-hh-chaos-33 = Échanger ton Roi et un Pion du même plan
act-hh-chaos-34 = Choisir un plan. Rétrograder toutes les pièces de ce plan
act-hh-chaos-35 = Remplacer tous les Pions par des Kamikazes
act-hh-chaos-36 = Choisir un de tes Pions. Tant qu'il est Pion, jouer autant de coups et captures que tu veux/peux
act-hh-chaos-37 = Choisir un plan. Pions blancs sur les cases vides de la rangée 2, noirs sur celles de la rangée 7
act-hh-chaos-38 = Gagner 4 écus. Puis acheter un article. Puis retirer cet article de la boutique
act-hh-chaos-39 = Choisir une pièce non royale. La déplacer à une position au hasard sur un plan au hasard
act-hh-chaos-40 = Quelque chose d'aléatoire. Relancer les options du chaos et prendre la première
