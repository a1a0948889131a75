# As palavras das ações oferecidas nos menus e no preenchimento automático (depois da notação da
# ação): "E:b1-c3 · Cavalo se move". A notação ($square, $to, $from, as letras de $souls) fica como está.

## Todas as variantes

# Duas partes de um rótulo, uma depois da outra.
act-then = { $first } · { $then }

## Apocalypse

act-apoc-pawn = infante
act-apoc-knight = cavaleiro
# $status: seguro, ou especulativo e o que o adversário precisa fazer.
act-apoc-label = { $piece } · { $status }
act-apoc-promotes = promove
act-apoc-relocates = avança para { $to }, fica em { $square }

## It is what it is chess

act-iiwii-captures = captura { $piece }
act-iiwii-wins = vence
act-iiwii-becomes = vira { $piece }
act-iiwii-backspace = Backspace para { $square }
act-iiwii-removes = remove { $piece }
act-iiwii-removes-own = remove a sua própria peça { $piece }!
act-iiwii-you-lose = você perde!

## Oracle Chess

# Uma Sacerdotisa e as letras das suas almas: "Sacerdotisa (C,H)".
act-oracle-priestess = { $class } ({ $souls })
act-oracle-hosting = { $class } com { $soul-id ->
        [oracle-class-lord] a alma do { $soul }
       *[other] uma alma de { $soul }
    }
act-oracle-go = { $who } { $from }→{ $to }
act-oracle-take = { $who } { $from }×{ $to }, captura { $target } das { $side }
act-oracle-drop = { $go } e deposita { $class-id ->
        [oracle-class-elephant] um
       *[other] um
    } corpo de { $class } em { $from }
act-oracle-grant = conceder a alma de { $soul } a { $to } ({ $target })
act-oracle-ill-suited = { $grant } (incompatível)
act-oracle-summon = { $grant }; invocar { $soul-id ->
        [oracle-class-lord] a alma do { $soul }
       *[other] uma alma de { $soul }
    }
act-oracle-promote = Soldado em { $square } vira uma Sacerdotisa sem vida

## Heaven and Hell

act-hh-moves = { $piece } se move
act-hh-shoots = { $piece } atira
act-hh-castle-long = roque grande (lado da Dama)
act-hh-castle-short = roque pequeno (lado do Rei)
act-hh-wizard-fire = Mago: Fogo nas casas vizinhas
act-hh-wizard-ice = Mago: Gelo nas casas vizinhas
act-hh-warlock-pull = Bruxo: puxar do Inferno para a Terra (fica Amaldiçoada)
act-hh-portal = Arma de Portais: { $plane }
# A descrição de uma oferta da loja e o seu preço.
act-hh-buy = { $entry } ({ $coins } { $coins ->
        [one] moeda
       *[other] moedas
    })
act-hh-end = encerrar o turno (pular as ações bônus)
act-hh-done = concluir
act-hh-decline = recusar
act-hh-become = virar { $piece-id ->
        [hh-piece-fortress] uma
        [hh-piece-rook] uma
        [hh-piece-queen] uma
       *[other] um
    } { $piece }
act-hh-gain-hat = ganhar Chapéu de Mago
act-hh-gain-investor = ganhar Investidor
act-hh-gain-size = ganhar Tamanho Aumentado
act-hh-gain-portal = ganhar Arma de Portais
act-hh-gain-double = ganhar Lance Duplo
act-hh-promote = promover a { $piece }
act-hh-grow = crescer nesta direção
act-hh-keep-block = manter este bloco
act-hh-plant-trap = armar a sua Armadilha Secreta aqui
# Um efeito do caos oferecido: o seu número e o que ele faz.
act-hh-chaos = caos #{ $number }: { $effect }

## Heaven and Hell: as ofertas da loja

act-hh-entry-stun = Atordoar uma peça que não seja Rei por 3 rodadas
act-hh-entry-to-earth = Mover uma peça não real para a Terra
act-hh-entry-upgrade = Fazer evoluir uma peça não real
act-hh-entry-trap = Armar uma Armadilha Secreta
act-hh-entry-fire = Pôr Fogo numa casa desocupada
act-hh-entry-kill = Matar uma peça que não seja do xadrez padrão
act-hh-entry-orb = Comprar um orbe do caos
act-hh-entry-thaw = Remover Gelo e Fogo numa área 2×2
act-hh-entry-curse = Amaldiçoar uma peça não real
act-hh-entry-rook = Criar uma nova Torre em qualquer casa da sua primeira fileira
act-hh-entry-two-actions = Ter duas ações no próximo turno
act-hh-entry-teleport = Mover uma peça para qualquer casa do mesmo plano
act-hh-entry-freeze = Congelar uma área 2×2
act-hh-entry-forgive = Perdoar os pecados de uma peça
act-hh-entry-knight = Criar um novo Cavalo em qualquer casa da sua primeira fileira
act-hh-entry-bishop = Criar um novo Bispo em qualquer casa da sua primeira fileira


## Heaven and Hell: os efeitos do caos, por número

act-hh-chaos-1 = Embaralhar a ordem da loja e ganhar 6 moedas
act-hh-chaos-2 = Congelar todas as casas com Peões
act-hh-chaos-3 = Invocar dois Diabretes na Terra, em casas vazias aleatórias
act-hh-chaos-4 = Escolher uma coluna de um plano. Amaldiçoar todas as peças não reais dessa coluna
act-hh-chaos-5 = Trocar todos os Bispos por Torres e vice-versa
act-hh-chaos-6 = Zerar as moedas dos dois jogadores
act-hh-chaos-7 = Espalhar todo o Gelo para as casas vizinhas
act-hh-chaos-8 = Invocar o Diabo (Diabrete gigante com Lance Duplo) no meio do Inferno
act-hh-chaos-9 = Invocar um Anjo numa casa vazia do Céu
act-hh-chaos-10 = Destruir as fileiras OU as colunas mais externas do Céu
act-hh-chaos-11 = Mover cada Peão uma casa para trás, se a casa de destino estiver desocupada
act-hh-chaos-12 = Atordoar 4 peças aleatórias por 3 rodadas
act-hh-chaos-13 = Destruir as fileiras OU as colunas mais externas do Inferno
act-hh-chaos-14 = Duplicar uma peça que não seja Rei numa casa vizinha vazia. Depois, Amaldiçoar as duas
act-hh-chaos-15 = Invocar uma Torre na primeira fileira de cada jogador. O dono escolhe onde. O adversário começa
act-hh-chaos-16 = Criar um orbe do caos em cada plano, numa casa vazia aleatória
act-hh-chaos-17 = Tornar uma peça gigante
act-hh-chaos-18 = Trocar uma peça do Inferno por uma do Céu
act-hh-chaos-19 = Amaldiçoar uma peça aleatória de cada jogador
act-hh-chaos-20 = Fazer evoluir todos os Cavalos
act-hh-chaos-21 = Trocar todo o Gelo por Fogo OU todo o Fogo por Gelo
act-hh-chaos-22 = Espalhar todo o Fogo para as casas vizinhas
act-hh-chaos-23 = Escolher dois Peões. Eles avançam no fim do turno do dono, se a casa estiver desocupada
act-hh-chaos-24 = Encher de moedas as casas vazias da Terra
act-hh-chaos-25 = Pôr Fogo em 3 casas vazias aleatórias de um plano à sua escolha
act-hh-chaos-26 = Congelar uma casa desocupada e pôr Fogo em outra casa desocupada
act-hh-chaos-27 = Desfazer a evolução de uma peça evoluída à sua escolha
act-hh-chaos-28 = Você tem duas ações no seu próximo turno
act-hh-chaos-29 = Remover duas ofertas da loja
act-hh-chaos-30 = Destruir todas as armadilhas. Você pode armar uma armadilha para cada uma destruída
act-hh-chaos-31 = Mover todos os Bispos para a posição inicial deles na Terra
act-hh-chaos-32 = Fazer evoluir todos os Reis
act-hh-chaos-33 = Trocar de lugar o seu Rei e um Peão do mesmo plano
act-hh-chaos-34 = Escolher um plano. Desfazer a evolução de todas as peças desse plano
act-hh-chaos-35 = Trocar todos os Peões por Homens-Bomba
act-hh-chaos-36 = Escolher um Peão seu. Enquanto ele for Peão, fazer com ele quantos lances e capturas você quiser/puder
act-hh-chaos-37 = Escolher um plano. Criar Peões brancos nas casas vazias da fileira 2 e Peões pretos nas casas vazias da fileira 7
act-hh-chaos-38 = Ganhar 4 moedas. Depois, comprar algo da loja. Depois, remover essa oferta da loja
act-hh-chaos-39 = Escolher uma peça não real. Movê-la para uma posição aleatória num plano aleatório
act-hh-chaos-40 = Algo aleatório. Sortear de novo as opções do caos e escolher a primeira
