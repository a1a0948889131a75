# Les mots dessinés dans les images du plateau et leurs descriptions (texte alternatif), en français,
# traduit de l'anglais : le panneau latéral, les titres, les réserves, les étiquettes des plateaux,
# les noms des pièces et les légendes de /rules.
# La notation ($action, $square, le relevé dans $turn) arrive telle quelle : ne jamais la traduire.

## Toutes les variantes

pic-to-move = Trait aux { $side }
pic-result = { $result }
pic-turn = Tour { $turn }
pic-game-over = Partie terminée
pic-move-number = Coup { $move }
pic-last = Dernier coup : { $action }
pic-side-last = Dernier coup : { $side } { $action }
pic-in-check = Les { $side } sont en échec
# Deux choses nommées ensemble (« Char et Cheval », « les Noirs doivent arriver en c3 et … »).
pic-and = { $first } et { $then }
# Le titre d'un diagramme des règles : la variante, puis la pièce qu'il montre.
pic-diagram-title = { $variant } : { $piece }
pic-glyph-name = { $glyph } { $name }

## La description d'une image (texte alternatif)

pic-alt-neutral = Neutre
# Les pièces d'un camp : « Blancs : Roi e1, Tour a1 ».
pic-alt-pieces = { $side } : { $pieces }
pic-alt-on-squares = Sur les cases : { $items }
pic-alt-coins = { $count ->
        [none] { -coins }
        [one] { $count } écu
       *[other] { $count } { -coins }
    } en { $at }
pic-alt-fire = { -hh-fire } en { $at }
pic-alt-ice = { -hh-ice } en { $at }
pic-alt-orb = { -chaos-orb } en { $at }
pic-alt-trap = ton { -secret-trap } en { $at }
pic-alt-health = { $hp }/{ $max } { -bf-hp }
pic-alt-last = Dernier coup : { $last }

## Oracle Chess

pic-oracle-lifeless = { $class } sans vie
pic-oracle-body-soul = { $class } (âme : { $soul })
pic-oracle-body-souls = { $class } (âmes : { $souls })
pic-oracle-earth = Terre des { $side } (corps)
pic-oracle-underworld = { -oracle-underworld } (âmes)
pic-oracle-soul = { $class } (âme)
pic-oracle-check = L'âme du { -oracle-lord } des { $side } est en échec
pic-oracle-round = Tour complet { $round } sur { $rounds }
pic-oracle-quiet = Demi-coups calmes : { $plies } sur { $limit }
pic-oracle-seen = Cette position : vue { $times } fois sur 3

## It is what it is chess

pic-iiwii-quiet = Demi-coups calmes : { $plies }/{ $limit } (sans capture ni majuscule)
pic-iiwii-piece-small-c-summary = c : jusqu'à 4 pas le long d'une courbe en forme de c (vers le haut ou le bas, puis en tournant vers la droite) ; bloqué par les pièces
pic-iiwii-piece-small-h-summary = h : jusqu'à 2 cases tout droit vers le haut ou le bas, ou 1 à droite puis en descendant le long de l'épaule (3 pas) ; bloqué par les pièces
pic-iiwii-piece-small-e-summary = e : 2 de côté, puis le tour de la boucle d'un e (vers le haut d'un côté ou de l'autre, vers le bas seulement à gauche) ; bloqué par les pièces
pic-iiwii-piece-small-s-summary = s : 1 de côté, puis 2 vers le haut (après la gauche) ou 2 vers le bas (après la droite), puis retour en travers : un S ; bloqué
pic-iiwii-piece-big-c-summary = C : comme une tour, vers le haut ou le bas ; depuis le bord du fond, il peut tourner et glisser vers la droite. Peut faire un Retour arrière
pic-iiwii-piece-big-h-summary = H : comme une tour, de côté ; depuis le bord latéral, il peut tourner et glisser vers le haut ou le bas. Peut faire un Retour arrière
pic-iiwii-piece-big-e-summary = E : comme une tour, vers le haut, le bas ou la droite ; après une glissade verticale jusqu'au bord, il peut tourner à droite. Peut faire un Retour arrière
pic-iiwii-piece-big-s-summary = S : comme une tour, de côté ; au bord, il tourne (vers le bas après la droite, vers le haut après la gauche), et au coin, il revient en arrière. Peut faire un Retour arrière
pic-iiwii-piece-happy-face-summary = { -iiwii-happy-face } ☺ : saute de deux cases en diagonale vers le haut (les yeux), ou comme un cavalier ou un dababa vers le bas (le sourire)
pic-iiwii-piece-heart-summary = { -iiwii-heart } ♥ : jusqu'à 5 pas autour d'une moitié de cœur, puis jusqu'à 2 de plus jusqu'à sa pointe ; bloqué
pic-iiwii-piece-peace-sign-summary = { -iiwii-peace-sign } ☮ : 1–2 cases tout droit vers le haut, ou saute comme un cavalier, un alfil ou un sauteur (3,0), ou 1 case en diagonale vers le bas

## Apocalypse

pic-apoc-footman = { -footman }
pic-apoc-horseman = { -horseman }
pic-apoc-over-after = Partie terminée après le tour { $turn }
pic-apoc-waiting = En attente : { $side }
pic-apoc-waiting-both = En attente : Blancs, Noirs
pic-apoc-submitted = Les { $side } ont envoyé leur coup
pic-apoc-penalties = Pénalités : Blancs { $white } · Noirs { $black }
# $turn est le relevé du tour, en notation.
pic-apoc-last = Dernier tour : { $turn }
pic-apoc-your-move = Ton coup : { $action } ({ $status })
pic-apoc-safe = sûr
pic-apoc-speculative = spéculatif : { $demands }
pic-apoc-must-land = les { $side } doivent arriver en { $square }
pic-apoc-must-leave = les { $side } doivent quitter { $square }
# Le cavalier de $owner : « les Blancs doivent prendre un cavalier des Noirs ».
pic-apoc-must-take-knight = les { $side } doivent prendre un { -horseman } des { $owner }

## Battlefield Chess

pic-bf-cheered = Tour encouragé : seconde action avec { $square } ou `end`
pic-bf-dealt = Dégâts infligés { $dealt } · subis { $taken }
pic-bf-key-marks = Légende : barre = PV · 0/2 = compétence à charge qui se remplit (violet : prête) · autres pastilles : effets, que /piece liste
pic-bf-key-letters = Lettres : A { -bf-archer } (arc) · P { -bf-pikeman } (lance) · S { -bf-scout } (couteaux) · F { -bf-footman } (épée) · W { -bf-beast } · D { -bf-demon } · C { -bf-cleric }

## Heaven and Hell

pic-hh-coins = Écus des { $side } : { $coins }
pic-hh-to-act = Aux { $side } d'agir ({ $actions } { $actions ->
        [one] action restante
       *[other] actions restantes
    })
# $prompt est la question de la décision, avec ses propres mots.
pic-hh-decides = Les { $side } décident : { $prompt }
pic-hh-legend-title = { -heaven-and-hell } : pièces et objets
pic-hh-legend-coin = Écu
pic-hh-legend-fire = { -hh-fire }
pic-hh-legend-ice = { -hh-ice }
pic-hh-legend-orb = Orbe du chaos
pic-hh-legend-trap = { -secret-trap } (seul son propriétaire le voit)

## Les diagrammes des pièces de /rules (leurs descriptions)

pic-diagram-alt-none = Comment se déplace le { $name }.
pic-diagram-alt = Comment se déplace le { $name } : { $squares }.
pic-diagram-alt-from = Comment se déplace le { $name } : depuis { $from }, il peut atteindre { $squares }.
