# Pourquoi un texte de position ou une partie enregistrée ne peut pas être lu (français, traduit
# de l'anglais) : un message par raison, `rule-<clé>`. La notation et ce qui a été tapé restent
# tels quels.

## ApocalypsePosition

rule-apoc-pos-fields = attendu : `board white-penalties black-penalties [turn]`, comme `{ $start } 0 0 1` ; reçu : `{ $text }`
rule-apoc-pos-bad = Position d'Apocalypse invalide : { $why }
rule-apoc-pos-bad-board = Plateau d'Apocalypse `{ $text }` invalide : { $why }
rule-apoc-pos-penalties = les pénalités des { $side } doivent valoir 0, 1 ou 2, pas `{ $field }`
rule-apoc-pos-turn = le numéro du tour doit valoir 1 ou plus, pas `{ $field }`
rule-apoc-pos-rank-count = 5 rangées séparées par `/` attendues, { $found ->
        [one] { $found } trouvée
       *[other] { $found } trouvées
    }
rule-apoc-pos-zero-digit = la rangée { $rank } contient un 0
rule-apoc-pos-rank-too-long = la rangée { $rank } a plus de 5 cases
rule-apoc-pos-not-a-piece = `{ $letter }` n'est pas une pièce (seulement P et N pour les Blancs, p et n pour les Noirs)
rule-apoc-pos-rank-short = la rangée { $rank } a { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    } au lieu de 5
rule-apoc-pos-too-many-knights = les { $side } ont { $knights } cavaliers ; un camp n'en a jamais plus de { $max }
rule-apoc-pos-pawn-on-last-rank = le pion des { $side } en { $square } se trouve sur sa propre dernière rangée, où il aurait été promu

## BattlefieldPosition

rule-bf-pos-fields = Une position a six champs : plateau, camp (w/b), tour, roque, prise en passant, seconde action ; et, en option, un septième, le pré-combat (`done` ou `due`).
rule-bf-pos-pre-battle = Le champ du pré-combat vaut `done` ou `due`, pas `{ $found }`.
rule-bf-pos-side-to-move = Le camp au trait est w ou b.
rule-bf-pos-turn = Le tour est un nombre à partir de 1.
rule-bf-pos-turn-parity = Les Blancs jouent les tours impairs et les Noirs les tours pairs.
rule-bf-pos-en-passant-square = Case de prise en passant invalide.
rule-bf-pos-second-piece = La case de la seconde action doit contenir une pièce du camp au trait.
rule-bf-pos-second-before-pre-battle = La seconde action d'une pièce encouragée vient après le pré-combat du tour : le champ du pré-combat doit valoir `done`.
rule-bf-pos-rank-count = Le plateau doit avoir 8 rangées séparées par '/'.
rule-bf-pos-unknown-letter = Lettre de pièce inconnue '{ $letter }'.
rule-bf-pos-rank-too-long = La rangée { $rank } a plus de 8 cases.
rule-bf-pos-rank-short = La rangée { $rank } n'a pas 8 cases.
rule-bf-pos-castling = Les droits de roque s'écrivent avec K, Q, k, q ou -.
rule-bf-pos-second-square = Case de seconde action invalide.
rule-bf-pos-annotation = L'annotation '{ $note }' devrait être de la forme <square>:<tokens>.
rule-bf-pos-bad-square = Case invalide '{ $text }'.
rule-bf-pos-annotation-empty = Annotation pour la case vide { $text }.
rule-bf-pos-kings = Les { $side } doivent avoir exactement un Roi.
rule-bf-pos-pawn-on = Un pion ne peut pas se trouver en { $square }.
rule-bf-pos-hp = Les PV de la pièce en { $square } doivent être dans 0..={ $max }.
rule-bf-pos-charge = La charge de la pièce en { $square } est trop élevée.
rule-bf-pos-loadout = Pièce en { $square } : { $why }.
rule-bf-pos-en-passant-behind = La case de prise en passant doit être juste derrière un pion qui vient d'avancer de deux cases.
rule-bf-pos-unknown-special = Compétence spéciale inconnue '{ $id }'.
rule-bf-pos-passives = Trois passifs au plus.
rule-bf-pos-unknown-passive = Passif inconnu '{ $id }'.
rule-bf-pos-token-number = Le jeton '{ $token }' demande un nombre.
rule-bf-pos-unknown-token = Jeton inconnu '{ $token }'.
rule-bf-pos-effect-turns = L'effet '{ $token }' doit durer encore au moins 1 tour.

## HeavenHellPosition

rule-hh-pos-header = La première ligne doit être `heaven-and-hell 1`.
rule-hh-pos-engine = engine : { $error }
rule-hh-pos-piece-off-board = pièce hors du plateau dans `{ $line }`
rule-hh-pos-piece-id-twice = identifiant de pièce #{ $id } utilisé deux fois
rule-hh-pos-two-pieces = deux pièces en { $square }
rule-hh-pos-rng = rng : `rng <seed> <word position>` attendu dans `{ $line }`
rule-hh-pos-trap-count = trapcount : plus de pièges incertains que de pièges
rule-hh-pos-trap-owner = trap : propriétaire attendu
rule-hh-pos-en-passant = ep : case attendue
rule-hh-pos-unknown-line = ligne inconnue `{ $word }`
rule-hh-pos-turn-side = turn : white ou black attendu
rule-hh-pos-turn-word = turn : `{ $word }` inconnu
rule-hh-pos-item-kind = item : coin, fire, ice ou orb attendu dans `{ $line }`
rule-hh-pos-fire-and-ice = Le { -hh-fire } et la { -hh-ice } ne peuvent pas occuper la même case (4.4).
rule-hh-pos-number = nombre attendu dans `{ $line }`
rule-hh-pos-plane-expected = plan attendu dans `{ $line }`
rule-hh-pos-square-expected = case attendue dans `{ $line }`
rule-hh-pos-shop-word = shop : `code:price` attendu, reçu `{ $word }`
rule-hh-pos-shop-entry = shop : article inconnu `{ $code }`
rule-hh-pos-shop-twice = shop : `{ $code }` en double
rule-hh-pos-shop-price = shop : prix invalide dans `{ $word }`
rule-hh-pos-shop-unlocked = shop : plus d'articles débloqués que d'articles
rule-hh-pos-colour = couleur attendue dans `{ $line }`
rule-hh-pos-piece-type = type de pièce attendu dans `{ $line }`
rule-hh-pos-history-records = history : enregistrements attendus
rule-hh-pos-piece-flag = marqueur de pièce inconnu `{ $word }`
rule-hh-pos-history = history : `{ $record }`
rule-hh-pos-item-squares = { $found } cases d'objets au lieu de 192
rule-hh-pos-stored-off-board = la pièce { $id } est hors du plateau
rule-hh-pos-stored-id = l'identifiant de pièce { $id } est répété ou pas encore attribué
rule-hh-pos-mark-off-board = un piège ou une marque est hors du plateau
rule-hh-pos-not-stored = { $number } n'est pas une valeur enregistrée de type { $what }
rule-hh-pos-no-chaos = il n'y a pas d'{ -chaos-effect } #{ $number }

## IiwiiPosition

rule-iiwii-pos-rank-count = La mise en place doit avoir 8 rangées séparées par '/' ; { $found ->
        [one] { $found } trouvée
       *[other] { $found } trouvées
    }.
rule-iiwii-pos-not-colour-or-count = Rangée { $rank } : '{ $found }' n'est ni une couleur (w ou b) ni un nombre de cases vides.
rule-iiwii-pos-rank-too-long = La rangée { $rank } a plus de 8 cases.
rule-iiwii-pos-no-piece-code = Rangée { $rank } : une couleur doit être suivie d'un code de pièce.
rule-iiwii-pos-not-a-piece = Rangée { $rank } : '{ $code }' n'est pas une pièce (c h e s C H E S, F { -iiwii-happy-face }, L { -iiwii-heart }, P { -iiwii-peace-sign }).
rule-iiwii-pos-already-capital = Le { $piece } des { $side } en { $square } y serait déjà une majuscule.
rule-iiwii-pos-rank-squares = La rangée { $rank } a { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    }, pas 8.
rule-iiwii-pos-symbol-count = Les { $side } doivent avoir exactement un { $piece }, pas { $count }.
rule-iiwii-pos-symbols-missing = Chaque camp doit avoir exactement un { -iiwii-heart }, un { -iiwii-happy-face } et un { -iiwii-peace-sign } ; il manque : { $missing } (une partie se termine dès que l'un d'eux est perdu).
rule-iiwii-pos-fields = Écris une position ainsi : mise en place, camp au trait (w ou b), puis, en option, le compteur de demi-coups calmes et le numéro du coup.
rule-iiwii-pos-side-to-move = Le camp au trait doit être w ou b, pas '{ $found }'.
rule-iiwii-pos-quiet = Le compteur de demi-coups calmes doit être un nombre de 0 à { $limit }, pas '{ $found }'.
rule-iiwii-pos-move-number = Le numéro du coup doit valoir 1 ou plus, pas '{ $found }'.

## OraclePosition

rule-oracle-pos-two-beings = deux êtres en { $square }
rule-oracle-pos-earth-full = trop de corps dans la terre
rule-oracle-pos-earth-entry = l'entrée `{ $item }` de la terre devrait être une couleur et une classe, comme `wH`
rule-oracle-pos-underworld-full = trop d'âmes dans l'au-delà
rule-oracle-pos-lord-in-underworld = une âme du Seigneur ne peut jamais être dans l'au-delà
rule-oracle-pos-underworld-entry = l'entrée `{ $item }` de l'au-delà devrait être une lettre d'âme : C, E, H ou S
rule-oracle-pos-turn = turn `{ $value }` devrait être white ou black
rule-oracle-pos-quiet = quiet `{ $value }` n'est pas un nombre
rule-oracle-pos-ply = ply `{ $value }` n'est pas un nombre
rule-oracle-pos-unknown-line = ligne inconnue `{ $line }:`
rule-oracle-pos-missing-turn = il manque `turn: white` ou `turn: black`
rule-oracle-pos-lords = les { $side } doivent avoir exactement une âme du Seigneur sur le plateau (nombre trouvé : { $found })
rule-oracle-pos-in-check = les { $side } sont en échec, mais c'est au tour des { $turn }
rule-oracle-pos-not-a-being = `{ $token }` n'est pas un être comme `wP(C,E)@d4`
rule-oracle-pos-not-a-soul = `{ $soul }` dans `{ $token }` n'est pas une lettre d'âme (L, C, E, H, S)
rule-oracle-pos-no-room = `{ $token }` : une Prêtresse abrite jusqu'à trois âmes de Char, d'Éléphant ou de Cheval ; tout autre corps abrite au plus une âme
rule-oracle-pos-too-many-souls = un corps abrite au plus trois âmes

## StoredError

rule-stored-unreadable = partie enregistrée illisible : { $error }
rule-stored-newer-format = la partie enregistrée est au format { $format }, mais cette version ne lit que les formats jusqu'à { $newest }
rule-stored-damaged = partie enregistrée endommagée : { $error }

## PositionError::Other : des mots venus d'ailleurs que des règles, montrés tels quels

rule-position-other = { $text }
