# El glosario: una sola traducción por término del reglamento (una variante, una pieza, un plano,
# un objeto, un estado), usada en todos los sitios donde aparece el término (lecciones, ayuda de
# reglas, respuestas). Términos de Fluent: un mensaje puede decir `{ -hh-bomber }`; quien traduce
# también puede escribir directamente la palabra traducida, pero siempre esta. El inglés es el
# original; cada idioma define todos los términos.

## Las variantes (sus nombres no se traducen, como en el resto de los archivos en español)

-apocalypse = Apocalypse
-heaven-and-hell = Heaven and Hell
-battlefield = Battlefield Chess
-oracle = Oracle Chess
-it-is-what-it-is = It is what it is chess

## Las piezas de ajedrez, tal como las nombran todas las variantes

-king = Rey
-queen = Dama
-rook = Torre
-bishop = Alfil
-knight = Caballo
-pawn = Peón

## Apocalypse

-footman = infante
-horseman = jinete
-safe-move = jugada segura
-speculative-move = jugada especulativa
-penalty = penalización

## Heaven and Hell

-heaven = Cielo
-earth = Tierra
-hell = Infierno
-coins = monedas
-shop = tienda
-chaos-orb = orbe del caos
-chaos-effect = efecto del caos
-secret-trap = Trampa secreta
-experience = experiencia
-upgrade = mejora
-royal = real
-hh-bomber = Bombardero suicida
-hh-leopard = Leopardo
-hh-checker = Caballo de damas
-hh-archer = Arquero a caballo
-hh-wizard = Mago
-hh-archbishop = Arzobispo
-hh-fortress = Fortaleza
-hh-scout = Explorador
-hh-warlock = Brujo
-hh-imp = Diablillo
-hh-angel = Ángel
-hh-devil = Diablo
-hh-fire = Fuego
-hh-ice = Hielo
-hh-stunned = Aturdido
-hh-cursed = Maldito
-hh-wizard-hat = Sombrero de mago
-hh-investor = Inversor
-hh-increased-size = Tamaño aumentado
-hh-portal-gun = Pistola de portales
-hh-double-move = Jugada doble

## Battlefield Chess

-bf-archer = Arquero
-bf-pikeman = Piquero
-bf-scout = Explorador
-bf-footman = Infante
-bf-beast = Bestia
-bf-demon = Demonio
-bf-cleric = Clérigo
-bf-cavalry = Caballería
-bf-flying = Volador
-bf-infantry = Infantería
-bf-heavy-infantry = Infantería pesada
-bf-hp = PV
-bf-attack = Ataque
-bf-defense = Defensa
-bf-magic-defense = Defensa mágica
-bf-speed = Velocidad
-bf-weapon-triangle = triángulo de armas
-bf-special = especial
-bf-skill = habilidad
-bf-element = elemento

## Oracle Chess

-oracle-body = cuerpo
-oracle-soul = alma
-oracle-lord = Señor
-oracle-priestess = Sacerdotisa
-oracle-chariot = Carro
-oracle-elephant = Elefante
-oracle-horse = Corcel
-oracle-soldier = Soldado
-oracle-underworld = Inframundo

## It is what it is chess

-iiwii-happy-face = Cara sonriente
-iiwii-heart = Corazón
-iiwii-peace-sign = Símbolo de la paz
-iiwii-letter-piece = pieza de letra
