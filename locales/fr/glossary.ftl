# Le glossaire (français, traduit de l'anglais) : une seule traduction par terme du règlement (une
# variante, une pièce, un plan, un objet, un statut), utilisée partout où le terme apparaît
# (leçons, aide des règles, réponses). Termes Fluent : un message peut écrire `{ -hh-bomber }` ;
# un traducteur peut aussi écrire directement le mot traduit, mais toujours celui-ci. L'anglais
# est la source ; chaque langue définit chaque terme.

## Les variantes (noms propres, inchangés comme dans bot.ftl)

-apocalypse = Apocalypse
-heaven-and-hell = Heaven and Hell
-battlefield = Battlefield Chess
-oracle = Oracle Chess
-it-is-what-it-is = It is what it is chess

## Les pièces des échecs, comme toutes les variantes les nomment

-king = Roi
-queen = Dame
-rook = Tour
-bishop = Fou
-knight = Cavalier
-pawn = Pion

## Apocalypse

-footman = fantassin
-horseman = cavalier
-safe-move = coup sûr
-speculative-move = coup spéculatif
-penalty = pénalité

## Heaven and Hell

-heaven = Paradis
-earth = Terre
-hell = Enfer
-coins = écus
-shop = boutique
-chaos-orb = orbe du chaos
-chaos-effect = effet du chaos
-secret-trap = Piège secret
-experience = expérience
-upgrade = amélioration
-royal = royal
-hh-bomber = Kamikaze
-hh-leopard = Léopard
-hh-checker = Cavalier de dames
-hh-archer = Archer monté
-hh-wizard = Mage
-hh-archbishop = Archevêque
-hh-fortress = Forteresse
-hh-scout = Éclaireur
-hh-warlock = Sorcier
-hh-imp = Diablotin
-hh-angel = Ange
-hh-devil = Diable
-hh-fire = Feu
-hh-ice = Glace
-hh-stunned = Étourdi
-hh-cursed = Maudit
-hh-wizard-hat = Chapeau de mage
-hh-investor = Investisseur
-hh-increased-size = Taille accrue
-hh-portal-gun = Pistolet à portails
-hh-double-move = Double coup

## Battlefield Chess

-bf-archer = Archer
-bf-pikeman = Piquier
-bf-scout = Éclaireur
-bf-footman = Fantassin
-bf-beast = Bête
-bf-demon = Démon
-bf-cleric = Clerc
-bf-cavalry = Cavalerie
-bf-flying = Volant
-bf-infantry = Infanterie
-bf-heavy-infantry = Infanterie lourde
-bf-hp = PV
-bf-attack = Attaque
-bf-defense = Défense
-bf-magic-defense = Défense magique
-bf-speed = Vitesse
-bf-weapon-triangle = triangle des armes
-bf-special = spéciale
-bf-skill = compétence
-bf-element = élément

## Oracle Chess

-oracle-body = corps
-oracle-soul = âme
-oracle-lord = Seigneur
-oracle-priestess = Prêtresse
-oracle-chariot = Char
-oracle-elephant = Éléphant
-oracle-horse = Cheval
-oracle-soldier = Soldat
-oracle-underworld = Au-delà

## It is what it is chess

-iiwii-happy-face = Visage souriant
-iiwii-heart = Cœur
-iiwii-peace-sign = Symbole de paix
-iiwii-letter-piece = pièce-lettre
