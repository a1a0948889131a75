# Por que o texto de uma posição ou uma partida armazenada não pode ser lido: uma mensagem por
# motivo do enum `…Position` de cada variante (rules/src/error/reasons/<variante>.rs) e do
# StoredError (reasons/mod.rs), com a chave `rule-<sua chave>`. A notação e o que foi digitado ficam como estão.

## ApocalypsePosition

rule-apoc-pos-fields = esperado `board white-penalties black-penalties [turn]`, como `{ $start } 0 0 1`; recebido `{ $text }`
rule-apoc-pos-bad = Posição de Apocalypse inválida: { $why }
rule-apoc-pos-bad-board = Tabuleiro de Apocalypse inválido `{ $text }`: { $why }
rule-apoc-pos-penalties = as penalidades das { $side } precisam ser 0, 1 ou 2, não `{ $field }`
rule-apoc-pos-turn = o número do turno precisa ser 1 ou mais, não `{ $field }`
rule-apoc-pos-rank-count = esperadas 5 fileiras separadas por `/`, mas há { $found }
rule-apoc-pos-zero-digit = a fileira { $rank } tem um 0
rule-apoc-pos-rank-too-long = a fileira { $rank } tem mais de 5 casas
rule-apoc-pos-not-a-piece = `{ $letter }` não é uma peça (só P e N para as Brancas, p e n para as Pretas)
rule-apoc-pos-rank-short = a fileira { $rank } tem { $squares ->
        [one] { $squares } casa
       *[other] { $squares } casas
    } em vez de 5
rule-apoc-pos-too-many-knights = as { $side } têm { $knights ->
        [one] { $knights } cavaleiro
       *[other] { $knights } cavaleiros
    }; um lado nunca tem mais de { $max }
rule-apoc-pos-pawn-on-last-rank = o infante das { $side } em { $square } está na sua própria última fileira, onde já teria sido promovido

## BattlefieldPosition

rule-bf-pos-fields = Uma posição tem seis campos: tabuleiro, lado (w/b), turno, roque, en passant e segunda ação; e, opcionalmente, um sétimo, a pré-batalha (`done` ou `due`).
rule-bf-pos-pre-battle = O campo da pré-batalha é `done` ou `due`, não `{ $found }`.
rule-bf-pos-side-to-move = O lado que joga é w ou b.
rule-bf-pos-turn = O turno é um número a partir de 1.
rule-bf-pos-turn-parity = As Brancas jogam os turnos ímpares e as Pretas, os pares.
rule-bf-pos-en-passant-square = Casa de en passant inválida.
rule-bf-pos-second-piece = A casa da segunda ação precisa ter uma peça do lado que joga.
rule-bf-pos-second-before-pre-battle = A segunda ação de uma peça incentivada vem depois da pré-batalha do turno: o campo da pré-batalha precisa ser `done`.
rule-bf-pos-rank-count = O tabuleiro precisa de 8 fileiras separadas por '/'.
rule-bf-pos-unknown-letter = Letra de peça desconhecida: '{ $letter }'.
rule-bf-pos-rank-too-long = A fileira { $rank } tem mais de 8 casas.
rule-bf-pos-rank-short = A fileira { $rank } não tem 8 casas.
rule-bf-pos-castling = Os direitos de roque são escritos com K, Q, k, q ou -.
rule-bf-pos-second-square = Casa de segunda ação inválida.
rule-bf-pos-annotation = A anotação '{ $note }' deveria ter a forma <square>:<tokens>.
rule-bf-pos-bad-square = Casa inválida: '{ $text }'.
rule-bf-pos-annotation-empty = Anotação para a casa vazia { $text }.
rule-bf-pos-kings = As { $side } precisam de exatamente um Rei.
rule-bf-pos-pawn-on = Um peão não pode ficar em { $square }.
rule-bf-pos-hp = O HP da peça em { $square } precisa estar em 0..={ $max }.
rule-bf-pos-charge = A carga da peça em { $square } está alta demais.
rule-bf-pos-loadout = Peça em { $square }: { $why }.
rule-bf-pos-en-passant-behind = A casa de en passant precisa estar logo atrás de um peão que acabou de avançar duas casas.
rule-bf-pos-unknown-special = Habilidade especial desconhecida: '{ $id }'.
rule-bf-pos-passives = No máximo três passivas.
rule-bf-pos-unknown-passive = Passiva desconhecida: '{ $id }'.
rule-bf-pos-token-number = O token '{ $token }' precisa de um número.
rule-bf-pos-unknown-token = Token desconhecido: '{ $token }'.
rule-bf-pos-effect-turns = O efeito '{ $token }' precisa ter pelo menos 1 turno restante.

## HeavenHellPosition

rule-hh-pos-header = A primeira linha precisa ser `heaven-and-hell 1`.
rule-hh-pos-engine = linha engine: { $error }
rule-hh-pos-piece-off-board = peça fora do tabuleiro em `{ $line }`
rule-hh-pos-piece-id-twice = o id de peça #{ $id } foi usado duas vezes
rule-hh-pos-two-pieces = duas peças em { $square }
rule-hh-pos-rng = rng: esperado `rng <seed> <word position>` em `{ $line }`
rule-hh-pos-trap-count = trapcount: mais armadilhas incertas do que armadilhas
rule-hh-pos-trap-owner = trap: esperado um dono
rule-hh-pos-en-passant = ep: esperada uma casa
rule-hh-pos-unknown-line = linha desconhecida `{ $word }`
rule-hh-pos-turn-side = turn: esperado white ou black
rule-hh-pos-turn-word = turn: `{ $word }` desconhecido
rule-hh-pos-item-kind = item: esperado coin, fire, ice ou orb em `{ $line }`
rule-hh-pos-fire-and-ice = { -hh-fire } e { -hh-ice } não podem ficar na mesma casa (4.4).
rule-hh-pos-number = esperado um número em `{ $line }`
rule-hh-pos-plane-expected = esperado um plano em `{ $line }`
rule-hh-pos-square-expected = esperada uma casa em `{ $line }`
rule-hh-pos-shop-word = shop: esperado `code:price`, recebido `{ $word }`
rule-hh-pos-shop-entry = shop: item desconhecido `{ $code }`
rule-hh-pos-shop-twice = shop: `{ $code }` aparece duas vezes
rule-hh-pos-shop-price = shop: preço inválido em `{ $word }`
rule-hh-pos-shop-unlocked = shop: mais itens desbloqueados do que itens
rule-hh-pos-colour = esperada uma cor em `{ $line }`
rule-hh-pos-piece-type = esperado um tipo de peça em `{ $line }`
rule-hh-pos-history-records = history: esperados registros
rule-hh-pos-piece-flag = marcador de peça desconhecido `{ $word }`
rule-hh-pos-history = history: registro inválido `{ $record }`
rule-hh-pos-item-squares = { $found ->
        [one] { $found } casa de objetos
       *[other] { $found } casas de objetos
    } em vez de 192
rule-hh-pos-stored-off-board = a peça { $id } está fora do tabuleiro
rule-hh-pos-stored-id = o id de peça { $id } está repetido ou ainda não foi atribuído
rule-hh-pos-mark-off-board = uma armadilha ou marca está fora do tabuleiro
rule-hh-pos-not-stored = { $number } não é um valor armazenado do tipo { $what }
rule-hh-pos-no-chaos = não existe o efeito do caos #{ $number }

## IiwiiPosition

rule-iiwii-pos-rank-count = A disposição precisa de 8 fileiras separadas por '/'; há { $found }.
rule-iiwii-pos-not-colour-or-count = Fileira { $rank }: '{ $found }' não é nem uma cor (w ou b) nem um número de casas vazias.
rule-iiwii-pos-rank-too-long = A fileira { $rank } tem mais de 8 casas.
rule-iiwii-pos-no-piece-code = Fileira { $rank }: uma cor precisa ser seguida de um código de peça.
rule-iiwii-pos-not-a-piece = Fileira { $rank }: '{ $code }' não é uma peça (c h e s C H E S, F { -iiwii-happy-face }, L { -iiwii-heart }, P { -iiwii-peace-sign }).
rule-iiwii-pos-already-capital = A peça { $piece } das { $side } em { $square } já seria maiúscula ali.
rule-iiwii-pos-rank-squares = A fileira { $rank } tem { $squares ->
        [one] { $squares } casa
       *[other] { $squares } casas
    }, não 8.
rule-iiwii-pos-symbol-count = As { $side } precisam ter exatamente uma peça { $piece }, não { $count }.
rule-iiwii-pos-symbols-missing = Cada lado precisa ter exatamente um { -iiwii-heart }, uma { -iiwii-happy-face } e um { -iiwii-peace-sign }; estas peças estão faltando: { $missing } (uma partida termina assim que uma delas é perdida).
rule-iiwii-pos-fields = Escreva uma posição assim: disposição, lado que joga (w ou b) e, opcionalmente, a contagem de meios-lances tranquilos e o número do lance.
rule-iiwii-pos-side-to-move = O lado que joga precisa ser w ou b, não '{ $found }'.
rule-iiwii-pos-quiet = A contagem de meios-lances tranquilos precisa ser um número de 0 a { $limit }, não '{ $found }'.
rule-iiwii-pos-move-number = O número do lance precisa ser 1 ou mais, não '{ $found }'.

## OraclePosition

rule-oracle-pos-two-beings = dois seres em { $square }
rule-oracle-pos-earth-full = corpos demais na terra
rule-oracle-pos-earth-entry = a entrada da terra `{ $item }` deveria ser uma cor e uma classe, como `wH`
rule-oracle-pos-underworld-full = almas demais no submundo
rule-oracle-pos-lord-in-underworld = uma alma de Senhor nunca pode estar no submundo
rule-oracle-pos-underworld-entry = a entrada do submundo `{ $item }` deveria ser uma letra de alma: C, E, H ou S
rule-oracle-pos-turn = turn `{ $value }` deveria ser white ou black
rule-oracle-pos-quiet = quiet `{ $value }` não é um número
rule-oracle-pos-ply = ply `{ $value }` não é um número
rule-oracle-pos-unknown-line = linha desconhecida `{ $line }:`
rule-oracle-pos-missing-turn = falta `turn: white` ou `turn: black`
rule-oracle-pos-lords = as { $side } precisam ter exatamente uma alma de Senhor no tabuleiro (há { $found })
rule-oracle-pos-in-check = as { $side } estão em xeque, mas é a vez das { $turn }
rule-oracle-pos-not-a-being = `{ $token }` não é um ser como `wP(C,E)@d4`
rule-oracle-pos-not-a-soul = `{ $soul }` em `{ $token }` não é uma letra de alma (L, C, E, H, S)
rule-oracle-pos-no-room = `{ $token }`: uma Sacerdotisa abriga até três almas de Carruagem, Elefante ou Corcel; qualquer outro corpo abriga no máximo uma alma
rule-oracle-pos-too-many-souls = um corpo abriga no máximo três almas

## StoredError

rule-stored-unreadable = não é possível ler a partida armazenada: { $error }
rule-stored-newer-format = a partida armazenada tem o formato { $format }, mas esta versão só lê até o { $newest }
rule-stored-damaged = partida armazenada danificada: { $error }

## PositionError::Other: palavras de fora das regras, mostradas como estão

rule-position-other = { $text }
