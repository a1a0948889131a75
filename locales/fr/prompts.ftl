# Les demandes des décisions qu'une partie confie à un joueur en plein tour (« Choisis une
# amélioration pour la pièce (Cavalier en E:g1) »), en français, traduit de l'anglais : affichées sous
# le plateau et dans le panneau latéral. La notation ($square, Q/R/B/N, ne/nw/se/sw et les mots entre
# accents graves) reste telle quelle : le joueur la tape.

## Toutes les variantes

# Une pièce et la case où elle se trouve : « Cavalier en E:g1 ».
prompt-piece-on = { $piece } en { $square }
prompt-piece = pièce

## Battlefield Chess

prompt-bf-cheered = Seconde action pour la pièce encouragée en { $square } ({ $piece }), ou `end`

## Heaven and Hell

prompt-hh-promote-or-upgrade = Promeus ou améliore la pièce ({ $piece }) : choisis Q/R/B/N ou une { -upgrade }
prompt-hh-upgrade = Choisis une { -upgrade } pour la pièce ({ $piece })
prompt-hh-promotion = Choisis une promotion pour la pièce ({ $piece })
prompt-hh-expand = Choisis dans quel sens grandit la pièce ({ $piece }) (ne/nw/se/sw)
prompt-hh-shrink = Choisis le bloc que garde la pièce ({ $piece }), désigné par sa case en bas à gauche
prompt-hh-double-move = { -hh-double-move } : déplace encore la pièce ({ $piece }) pour 1 écu, ou refuse
prompt-hh-second-jump = Second saut avec la pièce ({ $piece }), ou refuse
# Les trois effets qu'offre un orbe du chaos, l'un après l'autre.
prompt-hh-chaos = Orbe du chaos, choisis un effet : { $options }
prompt-hh-chaos-and = { $first } ; { $then }
prompt-hh-chaos-option = { $index } = #{ $number } { $effect }
# Un effet du chaos choisi qui demande sa donnée suivante ($ask, ci-dessous).
prompt-hh-chaos-arg = Chaos #{ $number } ({ $effect }) : choisis { $ask }
prompt-hh-trap-optional = Pose un { -secret-trap } par MP (`trap <square>`), ou `done`
prompt-hh-trap = Pose ton { -secret-trap } par MP (`trap <square>`)
prompt-hh-spawn = Place ta nouvelle pièce ({ $piece }) sur une case vide de ta première rangée (n'importe quel plan)
prompt-hh-spree = Chaos #36 : déplace encore la pièce ({ $piece }), ou `done`
prompt-hh-chaos-buy = Chaos #38 : achète un article de la { -shop } (sans utiliser d'action)

## Heaven and Hell : ce qu'un effet du chaos demande ensuite

prompt-hh-ask-plane-and-file = un plan et une colonne (par exemple `choose V:c`)
prompt-hh-ask-an-empty-heaven-square = une case vide du { -heaven }
prompt-hh-ask-ranks-or-files = `ranks` ou `files`
prompt-hh-ask-a-non-king-piece = une pièce autre qu'un { -king }
prompt-hh-ask-an-empty-square-next-to-it = une case vide voisine
prompt-hh-ask-a-piece = une pièce
prompt-hh-ask-a-piece-in-hell = une pièce en { -hell }
prompt-hh-ask-a-piece-in-heaven = une pièce au { -heaven }
prompt-hh-ask-to-fire-or-to-ice = `to-fire` ou `to-ice`
prompt-hh-ask-a-pawn = un { -pawn }
prompt-hh-ask-a-plane-v-e-or-l = un plan (V, E ou L)
prompt-hh-ask-square-to-freeze = une case inoccupée à geler
prompt-hh-ask-square-to-burn = une autre case inoccupée où allumer un { -hh-fire }
prompt-hh-ask-an-upgraded-piece = une pièce améliorée
prompt-hh-ask-a-shop-entry-to-remove = un article de la { -shop } à retirer
prompt-hh-ask-your-king = ton { -king }
prompt-hh-ask-a-pawn-on-its-plane = un { -pawn } du même plan
prompt-hh-ask-one-of-your-pawns = un de tes Pions
prompt-hh-ask-a-non-royal-piece = une pièce non royale
prompt-hh-ask-an-option = une option
