# O glossário: uma só tradução por termo do livro de regras (uma variante, uma peça, um plano, um
# item, um status), usada em todo lugar onde o termo aparece (lições, ajuda das regras, respostas).
# Termos do Fluent: uma mensagem pode dizer `{ -hh-bomber }`; quem traduz também pode escrever a
# palavra traduzida diretamente, mas sempre esta. A fonte é o inglês; todo idioma define todos os termos.

## As variantes

-apocalypse = Apocalypse
-heaven-and-hell = Heaven and Hell
-battlefield = Battlefield Chess
-oracle = Oracle Chess
-it-is-what-it-is = It is what it is chess

## As peças do xadrez, como todas as variantes as chamam

-king = Rei
-queen = Dama
-rook = Torre
-bishop = Bispo
-knight = Cavalo
-pawn = Peão

## Apocalypse

-footman = infante
-horseman = cavaleiro
-safe-move = lance seguro
-speculative-move = lance especulativo
-penalty = penalidade

## Heaven and Hell

-heaven = Céu
-earth = Terra
-hell = Inferno
-coins = moedas
-shop = loja
-chaos-orb = orbe do caos
-chaos-effect = efeito do caos
-secret-trap = Armadilha Secreta
-experience = experiência
-upgrade = evolução
-royal = real
-hh-bomber = Homem-Bomba
-hh-leopard = Leopardo
-hh-checker = Cavalo de Damas
-hh-archer = Arqueiro Montado
-hh-wizard = Mago
-hh-archbishop = Arcebispo
-hh-fortress = Fortaleza
-hh-scout = Batedor
-hh-warlock = Bruxo
-hh-imp = Diabrete
-hh-angel = Anjo
-hh-devil = Diabo
-hh-fire = Fogo
-hh-ice = Gelo
-hh-stunned = Atordoado
-hh-cursed = Amaldiçoado
-hh-wizard-hat = Chapéu de Mago
-hh-investor = Investidor
-hh-increased-size = Tamanho Aumentado
-hh-portal-gun = Arma de Portais
-hh-double-move = Lance Duplo

## Battlefield Chess

-bf-archer = Arqueiro
-bf-pikeman = Piqueiro
-bf-scout = Batedor
-bf-footman = Infante
-bf-beast = Fera
-bf-demon = Demônio
-bf-cleric = Clérigo
-bf-cavalry = Cavalaria
-bf-flying = Voador
-bf-infantry = Infantaria
-bf-heavy-infantry = Infantaria Pesada
-bf-hp = HP
-bf-attack = Ataque
-bf-defense = Defesa
-bf-magic-defense = Defesa Mágica
-bf-speed = Velocidade
-bf-weapon-triangle = triângulo de armas
-bf-special = especial
-bf-skill = habilidade
-bf-element = elemento

## Oracle Chess

-oracle-body = corpo
-oracle-soul = alma
-oracle-lord = Senhor
-oracle-priestess = Sacerdotisa
-oracle-chariot = Carruagem
-oracle-elephant = Elefante
-oracle-horse = Corcel
-oracle-soldier = Soldado
-oracle-underworld = Submundo

## It is what it is chess

-iiwii-happy-face = Carinha Feliz
-iiwii-heart = Coração
-iiwii-peace-sign = Símbolo da Paz
-iiwii-letter-piece = peça-letra
