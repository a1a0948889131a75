# The glossary: one translation per rulebook term (a variant, a piece, a plane, an item, a
# status), used everywhere a term appears (lessons, rules help, replies). Fluent terms: a
# message may say `{ -hh-bomber }`; a translator may also write the translated word directly,
# but always this one. English is the source; every language defines every term.

## The variants

-apocalypse = Apocalypse
-heaven-and-hell = Heaven and Hell
-battlefield = Battlefield Chess
-oracle = Oracle Chess
-it-is-what-it-is = It is what it is chess

## Chess pieces, as every variant names them

-king = King
-queen = Queen
-rook = Rook
-bishop = Bishop
-knight = Knight
-pawn = Pawn

## Apocalypse

-footman = footman
-horseman = horseman
-safe-move = safe move
-speculative-move = speculative move
-penalty = penalty

## Heaven and Hell

-heaven = Heaven
-earth = Earth
-hell = Hell
-coins = coins
-shop = shop
-chaos-orb = chaos orb
-chaos-effect = chaos effect
-secret-trap = Secret Trap
-experience = experience
-upgrade = upgrade
-royal = royal
-hh-bomber = Suicide Bomber
-hh-leopard = Leopard
-hh-checker = Checker Knight
-hh-archer = Mounted Archer
-hh-wizard = Wizard
-hh-archbishop = Archbishop
-hh-fortress = Fortress
-hh-scout = Scout
-hh-warlock = Warlock
-hh-imp = Imp
-hh-angel = Angel
-hh-devil = Devil
-hh-fire = Fire
-hh-ice = Ice
-hh-stunned = Stunned
-hh-cursed = Cursed
-hh-wizard-hat = Wizard hat
-hh-investor = Investor
-hh-increased-size = Increased Size
-hh-portal-gun = Portal Gun
-hh-double-move = Double Move

## Battlefield Chess

-bf-archer = Archer
-bf-pikeman = Pikeman
-bf-scout = Scout
-bf-footman = Footman
-bf-beast = Beast
-bf-demon = Demon
-bf-cleric = Cleric
-bf-cavalry = Cavalry
-bf-flying = Flying
-bf-infantry = Infantry
-bf-heavy-infantry = Heavy Infantry
-bf-hp = HP
-bf-attack = Attack
-bf-defense = Defense
-bf-magic-defense = Magic Defense
-bf-speed = Speed
-bf-weapon-triangle = weapon triangle
-bf-special = special
-bf-skill = skill
-bf-element = element

## Oracle Chess

-oracle-body = body
-oracle-soul = soul
-oracle-lord = Lord
-oracle-priestess = Priestess
-oracle-chariot = Chariot
-oracle-elephant = Elephant
-oracle-horse = Horse
-oracle-soldier = Soldier
-oracle-underworld = Underworld

## It is what it is chess

-iiwii-happy-face = Happy Face
-iiwii-heart = Heart
-iiwii-peace-sign = Peace Sign
-iiwii-letter-piece = letter piece
