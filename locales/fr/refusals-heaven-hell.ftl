# Pourquoi les règles refusent une action de Heaven and Hell (français, traduit de l'anglais) : un
# message par raison, `rule-<clé>` (les raisons liées aux positions sont dans positions.ftl). La
# notation, les cases et les codes de la boutique restent tels que tapés.

## HeavenHellPiece

rule-hh-piece-owned = { $kind } des { $side }
rule-hh-piece-neutral = { $kind } neutre

## HeavenHellPieceAt

rule-hh-piece-at = { $kind }{ $size ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }{ $size }×{ $size }
    } en { $square }

## HeavenHellOptions

rule-hh-options-none = Cette pièce n'a aucun coup légal pour l'instant.
rule-hh-options-moves = Ses coups légaux pour l'instant : { $moves ->
        [none] { "" }
       *[other] { $moves }
    }.

## HeavenHellOffer

rule-hh-offer = { $entry } ({ $price ->
        [one] { $price } écu
       *[other] { $price } écus
    })

## HeavenHellLanding

rule-hh-landing-onto-ally = Une de tes propres pièces ({ $kind }) se trouve en { $square } : une pièce ne va jamais sur une pièce alliée (R26).
rule-hh-landing-step-occupied = Cette pièce ({ $kind }) n'avance tout droit que sur une case vide ; { $square } est occupée ({ $piece }).
rule-hh-landing-en-passant-size = Seul un Pion de taille 1 prend en passant (R16, R70) ; { $square } est vide.
rule-hh-landing-diagonal-no-enemy = Cette pièce ({ $kind }) ne se déplace en diagonale que pour capturer : il n'y a aucun ennemi en { $square }.
rule-hh-landing-off-board = Cette pièce ({ $kind } { $size }×{ $size }) dépasserait en partie du plateau (R31).
rule-hh-landing-destroyed = { $square } est détruite (R49) : rien ne peut s'y arrêter.
rule-hh-landing-way-destroyed = Le chemin traverse la case détruite { $square } (R49).
rule-hh-landing-way-blocked = Le chemin est bloqué en { $square } ({ $piece }).
rule-hh-landing-never-two = Cette pièce ({ $kind }) ne se déplace jamais de deux cases (R15, R76–R78).
rule-hh-landing-enlarged-pawn = Un Pion agrandi ne peut pas faire de double pas (R15).
rule-hh-landing-double-from-start = Un Pion ne fait de double pas que depuis sa rangée de départ (la rangée { $rank } pour les { $side }).
rule-hh-landing-passed-destroyed = La case traversée, { $square }, est détruite (R49).
rule-hh-landing-passed-occupied = La case traversée, { $square }, doit être vide, mais elle est occupée ({ $piece }).
rule-hh-landing-jump-nothing = Un Cavalier de dames ne saute que par-dessus une pièce voisine ; il n'y a rien en { $squares ->
        [none] { "" }
       *[other] { $squares }
    }.
rule-hh-landing-jump-occupied = Le saut d'un Cavalier de dames ne se termine que sur des cases vides ; { $square } est occupée ({ $piece }).

## HeavenHellTarget

rule-hh-target-no-piece = Il n'y a pas de pièce en { $square }.
rule-hh-target-by-lower-left = Désigne cette pièce ({ $kind } { $size }×{ $size }) par sa case en bas à gauche, { $square }.
rule-hh-target-destroyed = { $square } est détruite (R49).
rule-hh-target-fire-occupied = Le Feu ne s'allume que sur une case inoccupée ; { $square } est occupée ({ $piece }).
rule-hh-target-fire-already = Il y a déjà du Feu en { $square }.
rule-hh-target-kings-no-stun = Les Rois ne peuvent pas être étourdis.
rule-hh-target-to-earth-not-controlled = `to-earth` ne déplace qu'une pièce que tu contrôles (R93) ; ce n'est pas le cas de cette pièce ({ $piece }).
rule-hh-target-to-earth-royal = `to-earth` ne déplace qu'une pièce non royale ; cette pièce ({ $kind }) est royale.
rule-hh-target-on-earth = Cette pièce ({ $kind }) est déjà sur Terre.
rule-hh-target-upgrade-royal = `upgrade` ne vise qu'une pièce non royale ; cette pièce ({ $kind }) est royale.
rule-hh-target-no-upgrade = Cette pièce ({ $kind }) n'a pas d'amélioration (R87).
rule-hh-target-kill-standard = `kill` ne vise qu'une pièce non standard ; cette pièce ({ $kind }) est une pièce d'échecs standard.
rule-hh-target-curse-royal = `curse` ne vise qu'une pièce non royale ; cette pièce ({ $kind }) est royale.
rule-hh-target-cursed-already = Cette pièce ({ $kind }) est déjà Maudite.
rule-hh-target-not-murderer = Cette pièce ({ $kind }) n'est pas un Meurtrier : il n'y a rien à pardonner.
rule-hh-target-area-corner = Une zone de 2×2 se désigne par sa case en bas à gauche, sur les colonnes a–g et les rangées 1–7 ; { $square } n'en est pas une.
rule-hh-target-area-destroyed = Toutes les cases de la zone qui part de { $square } sont détruites.
rule-hh-target-area-no-items = La zone de 2×2 qui part de { $square } ne contient ni Feu ni Glace.
rule-hh-target-back-rank = Une nouvelle pièce se place sur ta première rangée (la rangée { $rank }), sur n'importe quel plan (R96).
rule-hh-target-not-empty-piece = { $square } n'est pas vide : une pièce s'y trouve ({ $piece }).
rule-hh-target-not-empty-item = { $square } n'est pas vide : un objet s'y trouve (HH-17 : ni pièce ni objet).
rule-hh-target-teleport-not-controlled = `teleport` ne déplace qu'une pièce que tu contrôles (R93) ; ce n'est pas le cas de cette pièce ({ $piece }).
rule-hh-target-teleport-plane = `teleport` reste sur le même plan : cette pièce ({ $kind }) est { $plane-id ->
        [hh-plane-heaven] au { $plane }
        [hh-plane-earth] sur { $plane }
       *[hh-plane-hell] en { $plane }
    }, la destination doit donc être une case `{ $plane-id ->
        [hh-plane-heaven] V
        [hh-plane-earth] E
       *[hh-plane-hell] L
    }:`.
rule-hh-target-teleport-same = Cette pièce ({ $kind }) est déjà en { $square } : nomme une autre case.
rule-hh-target-relocation-off-board = Cette pièce ({ $kind } { $size }×{ $size }) y dépasserait en partie du plateau.
rule-hh-target-relocation-ally = Une de tes propres pièces ({ $ally }) se trouve en { $square } : la pièce déplacée ({ $kind }) ne peut pas arriver sur une pièce alliée.

## HeavenHellRefusal

rule-hh-no-decision = Aucune décision n'attend de réponse pour l'instant.
rule-hh-no-trap-to-plant = Il n'y a aucun Piège secret à poser pour l'instant : fais d'abord `buy trap`.
rule-hh-end-first = `end` renonce au reste des actions bonus d'un tour ; la première action d'un tour ne peut pas être passée (R4).
rule-hh-trap-square = { $square } ne peut pas recevoir ton Piège secret : il se pose sur une case existante, sans pièce et sans aucun de tes propres pièges (R107).
rule-hh-not-trap-answer = `{ $text }` ne répond pas à la décision en cours : { $prompt }.
rule-hh-not-answer = `{ $text }` ne répond pas à la décision en cours : { $prompt }{ $piece_hint ->
        [yes] { " " }(seuls les coups de la pièce qui y est nommée, depuis sa case actuelle, y répondent{ $double_move ->
            [yes] { " " }; un Double coup ne permet jamais de roquer
           *[no] { "" }
        })
       *[no] { "" }
    }. Réponses possibles : { $answers ->
        [none] { "" }
       *[other] { $answers }
    }.
rule-hh-angel-coins = L'Ange n'agit que pour le joueur qui a strictement plus d'écus (R21) : tu en as { $mine }, les { $opponent } en ont { $theirs }.
rule-hh-not-yours = La pièce en { $square } ({ $kind }) appartient { $owner ->
        [none] à personne
       *[other] aux { $owner }
    }, pas à toi.
rule-hh-stunned = La pièce en { $square } ({ $kind }) est Étourdie (il lui reste { $stacks ->
        [one] { $stacks } charge
       *[other] { $stacks } charges
    }) et ne peut pas agir (R54).
rule-hh-goes-nowhere = Un coup doit aller quelque part : le départ et l'arrivée sont tous deux { $square }. { $options }
rule-hh-cannot-go = La pièce ({ $piece }) ne peut pas aller en { $to } : { $piece-kind ->
        [hh-piece-pawn] un Pion avance d'une case tout droit (de deux depuis sa rangée de départ, sur des cases vides) et capture d'une case en diagonale vers l'avant
        [hh-piece-knight] un Cavalier saute en L : deux cases dans un sens et une dans l'autre
        [hh-piece-bishop] elle glisse en diagonale
        [hh-piece-rook] elle glisse le long des rangées et des colonnes
        [hh-piece-queen] elle glisse le long des rangées, des colonnes et des diagonales
        [hh-piece-king] un Roi avance d'une case dans n'importe quelle direction (le roque s'écrit `O-O` / `O-O-O`)
        [hh-piece-bomber] elle se déplace comme un Pion : d'une case tout droit sur une case vide, ou d'une case en diagonale vers l'avant pour capturer, jamais de deux
        [hh-piece-leopard] un Léopard saute sur une case distante de 1 ou 2 colonnes et de 1 ou 2 rangées
        [hh-piece-checker] un Cavalier de dames se déplace comme un Pion, ou saute par-dessus une pièce orthogonalement voisine jusqu'à la case vide juste derrière
        [hh-piece-archer] un Archer monté saute comme un Cavalier ou de deux cases tout droit, et peut tirer sur ces cases à la place (`*`)
        [hh-piece-wizard] elle glisse en diagonale
        [hh-piece-archbishop] elle glisse en diagonale
        [hh-piece-fortress] une Forteresse glisse le long des rangées et des colonnes, et tire sur ses 4 cases voisines en diagonale (`*`)
        [hh-piece-scout] un Éclaireur glisse le long des rangées et des colonnes, ou saute dans un coin de son plan
        [hh-piece-warlock] elle glisse le long des rangées et des colonnes
        [hh-piece-imp] elle se déplace comme un Pion : d'une case tout droit sur une case vide, ou d'une case en diagonale vers l'avant pour capturer, jamais de deux
        [hh-piece-angel] elle glisse le long des rangées, des colonnes et des diagonales
       *[hh-piece-devil] elle se déplace comme un Pion : d'une case tout droit sur une case vide, ou d'une case en diagonale vers l'avant pour capturer, jamais de deux
    }. { $options }
rule-hh-castle-by-king = Un Roi se déplace d'une case ; pour roquer, envoie `{ $castling }`.
rule-hh-landing = { $why } { $options }
rule-hh-imp-ban = La pièce ({ $piece }) ne peut pas retourner tout de suite en { $to } : la dernière action des { $opponent } l'a déplacée de là sans effet secondaire, et l'annuler n'est pas permis comme première action de ton tour (R76). { $options }
rule-hh-promote-letter = Un Pion est promu en Dame, Tour, Fou ou Cavalier : `=Q`, `=R`, `=B` ou `=N`, pas `={ $letter }` ; ou envoie `{ $bare }` et choisis ensuite.
rule-hh-experienced-promote = Un Pion Expérimenté qui capture sur sa dernière rangée choisit une promotion ou une amélioration après le coup (R18) : envoie `{ $bare }` sans `={ $letter }`.
rule-hh-no-promotion = `{ $bare }` n'est pas une promotion (aucun Pion n'atteint sa dernière rangée) : retire `={ $letter }`.
rule-hh-cannot-go-now = La pièce ({ $piece }) ne peut pas aller en { $to } pour l'instant. { $options }
rule-hh-not-a-shooter = Seul un Archer monté ou une Forteresse peut tirer (`*`) ; la pièce ({ $piece }) ne le peut pas. { $options }
rule-hh-shot-pattern = La pièce ({ $piece }) ne peut pas tirer sur { $target } : { $piece-kind ->
        [hh-piece-fortress] une Forteresse ne tire que sur ses 4 cases voisines en diagonale
       *[other] un Archer monté ne tire que sur les cases où il pourrait sauter (celles d'un Cavalier, ou à deux cases tout droit)
    }. { $options }
rule-hh-shot-off-board = Le bloc visé doit se trouver sur le plateau (HH-2). { $options }
rule-hh-shot-nothing = Il n'y a rien sur quoi tirer en { $target }. { $options }
rule-hh-shot-no-enemy = Un tir ne capture que des ennemis ; il n'y en a aucun en { $target }. { $options }
rule-hh-shot-protected = La pièce en { $square } ({ $piece }) ne peut pas être capturée pour l'instant (R25 : { $piece-kind ->
        [hh-piece-king] une Forteresse alliée se tient à côté d'elle
       *[other] un Archevêque allié partage sa rangée ou sa colonne
    }) : on ne peut donc pas lui tirer dessus. { $options }
rule-hh-cannot-shoot-now = La pièce ({ $piece }) ne peut pas tirer sur { $target } pour l'instant. { $options }
rule-hh-castle-not-earth = Le roque n'a lieu que sur Terre (R19), pas sur ce plan ({ $plane }).
rule-hh-castle-needs-king = Pour roquer, ton Roi doit être en { $square } (R19).
rule-hh-castle-king-enlarged = Un Roi agrandi ne peut pas roquer (R19).
rule-hh-castle-king-moved = Ton Roi a déjà bougé : il ne peut donc plus roquer (R19).
rule-hh-castle-king-stunned = Ton Roi est Étourdi et ne peut pas roquer (R54).
rule-hh-castle-needs-rook = Pour le { $long ->
        [yes] grand
       *[no] petit
    } roque, ta Tour doit être en { $square } (R19).
rule-hh-castle-rook-enlarged = La Tour en { $square } est agrandie et ne peut pas roquer (R19).
rule-hh-castle-rook-moved = La Tour en { $square } a déjà bougé : elle ne peut donc plus roquer (R19).
rule-hh-castle-rook-stunned = La Tour en { $square } est Étourdie (R54).
rule-hh-castle-path-destroyed = Le chemin du roque n'est pas libre : { $square } est détruite (R19, R49).
rule-hh-castle-path-piece = Le chemin du roque n'est pas libre (R19) : une pièce se trouve en { $square } ({ $piece }).
rule-hh-castle-path-item = Le chemin du roque n'est pas libre : { $item-id ->
        [hh-item-fire] du Feu se trouve
        [hh-item-ice] de la Glace se trouve
        [hh-item-orb] un orbe du chaos se trouve
       *[hh-item-coins] des écus se trouvent
    } en { $square } (R19 : ni pièce ni objet entre le Roi et la Tour).
rule-hh-castle-not-legal = Le roque n'est pas légal pour l'instant.
rule-hh-shop-removed = `{ $code }` n'est plus dans la boutique (retiré par le chaos, R95). Articles disponibles : { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-shop-locked = `{ $code }` est encore verrouillé : chaque achat débloque l'article suivant (R92). Articles disponibles : { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-not-enough-coins = `{ $code }` coûte { $price ->
        [one] { $price } écu
       *[other] { $price } écus
    } ; tu en as { $coins } (R9).
rule-hh-target = { $why }{ $example ->
        [none] { "" }
       *[other] { " " }Par exemple : `{ $example }`.
    }
rule-hh-trap-no-square = `trap` : il ne reste aucune case pour un autre de tes pièges (R107).
rule-hh-no-legal-target = `{ $code }` n'a aucune cible légale pour l'instant : { $entry-id ->
        [hh-entry-to-earth] il lui faut une de tes pièces non royales, au Paradis ou en Enfer
        [hh-entry-upgrade] il lui faut une pièce non royale qui a une amélioration
        [hh-entry-kill] il lui faut une pièce non standard
        [hh-entry-curse] il lui faut une pièce non royale qui n'est pas Maudite
        [hh-entry-forgive] il lui faut un Meurtrier
        [hh-entry-fire] il lui faut une case inoccupée
        [hh-entry-thaw] il lui faut une zone de 2×2 avec du Feu ou de la Glace, désignée par sa case en bas à gauche
        [hh-entry-freeze] il lui faut une zone de 2×2, désignée par sa case en bas à gauche
        [hh-entry-rook] il lui faut une case vide de ta première rangée, sur n'importe quel plan
        [hh-entry-knight] il lui faut une case vide de ta première rangée, sur n'importe quel plan
        [hh-entry-bishop] il lui faut une case vide de ta première rangée, sur n'importe quel plan
        [hh-entry-teleport] il lui faut une pièce que tu contrôles et sa destination sur le même plan
        [hh-entry-trap] il ne prend aucune cible
        [hh-entry-orb] il ne prend aucune cible
        [hh-entry-two-actions] il ne prend aucune cible
       *[hh-entry-stun] il lui faut une pièce qui n'est pas un Roi
    }.
rule-hh-not-legal-target = Ce n'est pas une cible légale pour `{ $code }` : { $entry-id ->
        [hh-entry-to-earth] il lui faut une de tes pièces non royales, au Paradis ou en Enfer
        [hh-entry-upgrade] il lui faut une pièce non royale qui a une amélioration
        [hh-entry-kill] il lui faut une pièce non standard
        [hh-entry-curse] il lui faut une pièce non royale qui n'est pas Maudite
        [hh-entry-forgive] il lui faut un Meurtrier
        [hh-entry-fire] il lui faut une case inoccupée
        [hh-entry-thaw] il lui faut une zone de 2×2 avec du Feu ou de la Glace, désignée par sa case en bas à gauche
        [hh-entry-freeze] il lui faut une zone de 2×2, désignée par sa case en bas à gauche
        [hh-entry-rook] il lui faut une case vide de ta première rangée, sur n'importe quel plan
        [hh-entry-knight] il lui faut une case vide de ta première rangée, sur n'importe quel plan
        [hh-entry-bishop] il lui faut une case vide de ta première rangée, sur n'importe quel plan
        [hh-entry-teleport] il lui faut une pièce que tu contrôles et sa destination sur le même plan
        [hh-entry-trap] il ne prend aucune cible
        [hh-entry-orb] il ne prend aucune cible
        [hh-entry-two-actions] il ne prend aucune cible
       *[hh-entry-stun] il lui faut une pièce qui n'est pas un Roi
    }.{ $example ->
        [none] { "" }
       *[other] { " " }Par exemple : `{ $example }`.
    }
rule-hh-wizard-only = Seul un Mage peut poser `{ $word }` avec `use` ; la pièce ({ $piece }) n'en est pas un (R79).
rule-hh-wizard-no-square = La pièce ({ $piece }) n'a aucune case libre orthogonalement voisine où poser `{ $word }` (R79).
rule-hh-wizard-not-now = La pièce ({ $piece }) ne peut pas utiliser `{ $word }` pour l'instant.
rule-hh-warlock-only = Seul un Sorcier fait remonter des pièces de l'Enfer ; la pièce ({ $piece }) n'en est pas un (R82).
rule-hh-pull-from-hell = Un Sorcier ne fait remonter une pièce que de l'Enfer : nomme une case `L:`, pas { $square }.
rule-hh-pull-not-controlled = Un Sorcier ne fait remonter qu'une pièce que tu contrôles (R82) ; ce n'est pas le cas de cette pièce ({ $piece }).
rule-hh-pull-cannot-come = Elle ne peut pas venir sur Terre : { $why }
rule-hh-pull-not-now = La pièce ({ $piece }) ne peut pas faire remonter cette pièce pour l'instant.
rule-hh-no-portal = La pièce ({ $piece }) n'a pas de Pistolet à portails (R59).
rule-hh-king-portal = Un Roi ne peut jamais utiliser de Pistolet à portails (R59).
rule-hh-portal-same-plane = La pièce ({ $piece }) est déjà sur ce plan ({ $plane }) : nomme l'un des deux autres plans.
rule-hh-portal-cannot-go = Elle ne peut pas aller sur ce plan ({ $plane }) : { $why }
rule-hh-portal-not-now = La pièce ({ $piece }) ne peut pas utiliser son Pistolet à portails pour l'instant.
rule-hh-second-jump = Le second saut de `{ $text }` ne peut pas suivre le premier : un Cavalier de dames ne saute à nouveau que par-dessus une pièce voisine, sur une case vide, en restant en vie et sur son plan (R78, HH-8). Envoie `{ $first }` seul, puis choisis parmi les seconds sauts proposés.
rule-hh-not-an-answer = Cela ne répond pas à la décision en cours.
rule-hh-not-legal-now = Ce coup n'est pas légal pour l'instant.

## HeavenHellUnreadable

rule-hh-empty = Tape une action, p. ex. `e2e4`.
rule-hh-not-a-plane = `{ $plane }:` n'est pas un plan : utilise `E:` (Terre), `V:` (Paradis) ou `L:` (Enfer).
rule-hh-not-an-action = `{ $text }` n'est pas une action. Exemples : `e2e4`, `V:d4xe5`, `E:O-O`, `buy orb`, `use E:c4 ice`, `choose Q`, `end`.
rule-hh-not-a-square = `{ $text }` n'est pas une case : les colonnes vont de a à h et les rangées de 1 à 8.
rule-hh-trap-not-square = `{ $text }` n'est pas une case : nomme un plan et une case, comme `trap E:d5` (colonnes a–h, rangées 1–8).
rule-hh-trap-where = Nomme la case de ton Piège secret : `trap E:d5`.
rule-hh-one-square = Un coup nomme deux cases, le départ et l'arrivée (p. ex. `E:e2-e4`). { $options }
rule-hh-third-square = Seul un Cavalier de dames nomme une troisième case, pour son second saut (`E:d4-d6-d8`). { $options }
rule-hh-jump-chain = Seul un saut peut être suivi d'un second saut (R78) : envoie `{ $from }-{ $to }` seul, ou commence la chaîne par un saut.
rule-hh-buy-what = Dis ce que tu veux acheter : `buy <entry> [targets]`. Articles disponibles : { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-no-such-entry = La boutique n'a pas d'article `{ $code }`. Les articles : { $entries ->
        [none] { "" }
       *[other] { $entries }
    }.
rule-hh-target-not-square = `{ $text }` n'est pas une case cible : écris un plan et une case, p. ex. `E:g8`.
rule-hh-target-count = `buy { $code }` prend { $count ->
        [0] aucune cible
        [1] une cible : { $entry-id ->
            [hh-entry-to-earth] une de tes pièces non royales, au Paradis ou en Enfer
            [hh-entry-upgrade] une pièce non royale qui a une amélioration
            [hh-entry-kill] une pièce non standard
            [hh-entry-curse] une pièce non royale qui n'est pas Maudite
            [hh-entry-forgive] un Meurtrier
            [hh-entry-fire] une case inoccupée
            [hh-entry-thaw] une zone de 2×2 avec du Feu ou de la Glace, désignée par sa case en bas à gauche
            [hh-entry-freeze] une zone de 2×2, désignée par sa case en bas à gauche
            [hh-entry-rook] une case vide de ta première rangée, sur n'importe quel plan
            [hh-entry-knight] une case vide de ta première rangée, sur n'importe quel plan
            [hh-entry-bishop] une case vide de ta première rangée, sur n'importe quel plan
            [hh-entry-teleport] une pièce que tu contrôles et sa destination sur le même plan
            [hh-entry-trap] aucune cible
            [hh-entry-orb] aucune cible
            [hh-entry-two-actions] aucune cible
           *[hh-entry-stun] une pièce qui n'est pas un Roi
        }
       *[other] deux cibles : { $entry-id ->
            [hh-entry-to-earth] une de tes pièces non royales, au Paradis ou en Enfer
            [hh-entry-upgrade] une pièce non royale qui a une amélioration
            [hh-entry-kill] une pièce non standard
            [hh-entry-curse] une pièce non royale qui n'est pas Maudite
            [hh-entry-forgive] un Meurtrier
            [hh-entry-fire] une case inoccupée
            [hh-entry-thaw] une zone de 2×2 avec du Feu ou de la Glace, désignée par sa case en bas à gauche
            [hh-entry-freeze] une zone de 2×2, désignée par sa case en bas à gauche
            [hh-entry-rook] une case vide de ta première rangée, sur n'importe quel plan
            [hh-entry-knight] une case vide de ta première rangée, sur n'importe quel plan
            [hh-entry-bishop] une case vide de ta première rangée, sur n'importe quel plan
            [hh-entry-teleport] une pièce que tu contrôles et sa destination sur le même plan
            [hh-entry-trap] aucune cible
            [hh-entry-orb] aucune cible
            [hh-entry-two-actions] aucune cible
           *[hh-entry-stun] une pièce qui n'est pas un Roi
        }
    }.{ $example ->
        [none] { "" }
       *[other] { " " }Par exemple : `{ $example }`.
    }
rule-hh-use-what = `use` nomme d'abord la pièce. Capacités : `use E:c4 fire`, `use E:c4 ice` (Mage), `use E:a1 pull L:e5` (Sorcier), `use E:d4 portal V` (Pistolet à portails).
rule-hh-use-how = Capacités : `use E:c4 fire`, `use E:c4 ice` (Mage), `use E:a1 pull L:e5` (Sorcier), `use E:d4 portal V` (Pistolet à portails).
rule-hh-wizard-target = `use { $at } { $word }` ne prend aucune cible : le Mage pose `{ $word }` sur les cases libres à côté de lui (R79). Envoie `use { $at } { $word }`.
rule-hh-pull-what = Nomme la pièce à faire remonter par sa case en Enfer : `use E:a1 pull L:e5`.
rule-hh-pull-one = `use { $at } pull` ne prend qu'une case, celle de la pièce en Enfer : `use { $at } pull { $square }`.
rule-hh-portal-where = Nomme le plan où aller : `use E:d4 portal V` (V, E ou L).
rule-hh-portal-only = `use { $at } portal` ne prend que le plan : `use { $at } portal { $plane }`.
rule-hh-ambiguous-plane = plan ambigu : utilise V (Paradis) ou L (Enfer)
rule-hh-not-part-of-action = `{ $text }` ne fait partie d'aucune action. Exemples : `e2e4`, `V:d4xe5`, `E:O-O`, `use E:c4 ice`, `end`.
