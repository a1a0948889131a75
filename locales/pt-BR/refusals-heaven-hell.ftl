# Por que as regras recusam uma ação do Heaven and Hell: uma mensagem por motivo de
# rules/src/error/reasons/heaven_hell.rs (menos HeavenHellPosition, que está em positions.ftl),
# com a chave `rule-<sua chave>`. A notação, as casas e os códigos da loja ficam como foram digitados.

## HeavenHellPiece

rule-hh-piece-owned = peça das { $side } ({ $kind })
rule-hh-piece-neutral = peça neutra ({ $kind })

## HeavenHellPieceAt

rule-hh-piece-at = peça { $size ->
        [0] { "" }
        [1] { "" }
       *[other] { $size }×{ $size }{ " " }
    }em { $square } ({ $kind })

## HeavenHellOptions

rule-hh-options-none = Essa peça não tem nenhum lance legal agora.
rule-hh-options-moves = Os lances legais dessa peça agora: { $moves ->
        [none] { "" }
       *[other] { $moves }
    }.

## HeavenHellOffer

rule-hh-offer = { $entry } ({ $price } { $price ->
        [one] moeda
       *[other] moedas
    })

## HeavenHellLanding

rule-hh-landing-onto-ally = Em { $square } está uma peça sua ({ $kind }): uma peça nunca se move para cima de um aliado (R26).
rule-hh-landing-step-occupied = Um { $kind } só avança para uma casa vazia; a { $piece } está em { $square }.
rule-hh-landing-en-passant-size = Só um Peão de tamanho 1 captura en passant (R16, R70); a casa { $square } está vazia.
rule-hh-landing-diagonal-no-enemy = Um { $kind } só se move na diagonal para capturar: não há nenhum inimigo em { $square }.
rule-hh-landing-off-board = A peça { $size }×{ $size } ({ $kind }) ficaria parcialmente fora do tabuleiro (R31).
rule-hh-landing-destroyed = A casa { $square } está destruída (R49): nada pode parar ali.
rule-hh-landing-way-destroyed = O caminho cruza a casa destruída { $square } (R49).
rule-hh-landing-way-blocked = O caminho está bloqueado pela { $piece } em { $square }.
rule-hh-landing-never-two = Um { $kind } nunca avança duas casas (R15, R76–R78).
rule-hh-landing-enlarged-pawn = Um Peão aumentado não pode fazer o avanço duplo (R15).
rule-hh-landing-double-from-start = Um Peão só faz o avanço duplo a partir da sua fileira inicial (a fileira { $rank } para as { $side }).
rule-hh-landing-passed-destroyed = A casa por onde o Peão passa, { $square }, está destruída (R49).
rule-hh-landing-passed-occupied = A casa por onde o Peão passa, { $square }, precisa estar vazia: a { $piece } está ali.
rule-hh-landing-jump-nothing = Um Cavalo de Damas só pula por cima de uma peça vizinha; não há nada em { $squares ->
        [none] { "" }
       *[other] { $squares }
    }.
rule-hh-landing-jump-occupied = O pulo de um Cavalo de Damas só termina em casas vazias; a { $piece } está em { $square }.

## HeavenHellTarget

rule-hh-target-no-piece = Não há nenhuma peça em { $square }.
rule-hh-target-by-lower-left = Indique a peça { $size }×{ $size } ({ $kind }) pela sua casa inferior esquerda, { $square }.
rule-hh-target-destroyed = A casa { $square } está destruída (R49).
rule-hh-target-fire-occupied = O Fogo só começa numa casa desocupada; a { $piece } está em { $square }.
rule-hh-target-fire-already = Já há Fogo em { $square }.
rule-hh-target-kings-no-stun = Reis não podem ser atordoados.
rule-hh-target-to-earth-not-controlled = `to-earth` só move uma peça que você controla (R93), e você não controla a { $piece }.
rule-hh-target-to-earth-royal = `to-earth` só move uma peça não real; a peça escolhida ({ $kind }) é real.
rule-hh-target-on-earth = A peça escolhida ({ $kind }) já está na Terra.
rule-hh-target-upgrade-royal = `upgrade` só aceita uma peça não real; a peça escolhida ({ $kind }) é real.
rule-hh-target-no-upgrade = A peça escolhida ({ $kind }) não tem evolução (R87).
rule-hh-target-kill-standard = `kill` só aceita uma peça que não é do xadrez padrão; a peça escolhida ({ $kind }) é uma peça do xadrez padrão.
rule-hh-target-curse-royal = `curse` só aceita uma peça não real; a peça escolhida ({ $kind }) é real.
rule-hh-target-cursed-already = A peça escolhida ({ $kind }) já está Amaldiçoada.
rule-hh-target-not-murderer = A peça escolhida ({ $kind }) não é Assassina: não há nada a perdoar.
rule-hh-target-area-corner = Uma área 2×2 é indicada pela sua casa inferior esquerda, nas colunas a–g e nas fileiras 1–7; { $square } não é uma delas.
rule-hh-target-area-destroyed = Todas as casas da área a partir de { $square } estão destruídas.
rule-hh-target-area-no-items = A área 2×2 a partir de { $square } não tem Fogo nem Gelo.
rule-hh-target-back-rank = Uma peça nova vai para a sua primeira fileira (a fileira { $rank }), em qualquer plano (R96).
rule-hh-target-not-empty-piece = A casa { $square } não está vazia: a { $piece } está ali.
rule-hh-target-not-empty-item = A casa { $square } não está vazia: há um item ali (HH-17: nenhuma peça e nenhum item).
rule-hh-target-teleport-not-controlled = `teleport` só move uma peça que você controla (R93), e você não controla a { $piece }.
rule-hh-target-teleport-plane = `teleport` não muda de plano: a peça escolhida ({ $kind }) está { $plane-id ->
        [hh-plane-heaven] no
        [hh-plane-earth] na
       *[hh-plane-hell] no
    } { $plane }, então o destino precisa ser uma casa `{ $plane-id ->
        [hh-plane-heaven] V
        [hh-plane-earth] E
       *[hh-plane-hell] L
    }:`.
rule-hh-target-teleport-same = A peça escolhida ({ $kind }) já está em { $square }: indique outra casa.
rule-hh-target-relocation-off-board = A peça { $size }×{ $size } ({ $kind }) ficaria parcialmente fora do tabuleiro ali.
rule-hh-target-relocation-ally = Em { $square } está uma peça sua ({ $ally }): a peça deslocada ({ $kind }) não pode parar sobre um aliado.

## HeavenHellRefusal

rule-hh-no-decision = Não há nenhuma decisão em aberto para responder agora.
rule-hh-no-trap-to-plant = Não há nenhuma Armadilha Secreta para armar agora: use `buy trap` primeiro.
rule-hh-end-first = `end` abre mão do resto das ações bônus de um turno; a primeira ação de um turno não pode ser pulada (R4).
rule-hh-trap-square = A casa { $square } não pode receber a sua Armadilha Secreta: ela vai numa casa existente, sem nenhuma peça e sem nenhuma armadilha sua (R107).
rule-hh-not-trap-answer = `{ $text }` não responde à decisão em aberto: { $prompt }.
rule-hh-not-answer = `{ $text }` não responde à decisão em aberto: { $prompt }{ $piece_hint ->
        [yes] { " " }(só respondem a ela os lances da peça indicada ali, a partir de onde ela está{ $double_move ->
            [yes] ; um Lance Duplo nunca faz roque
           *[no] { "" }
        })
       *[no] { "" }
    }. Respostas: { $answers ->
        [none] { "" }
       *[other] { $answers }
    }.
rule-hh-angel-coins = O Anjo só age para o jogador com estritamente mais moedas (R21): você tem { $mine }, e as { $opponent } têm { $theirs }.
rule-hh-not-yours = A peça em { $square } ({ $kind }) é { $owner ->
        [none] de ninguém
       *[other] das { $owner }
    }, não sua.
rule-hh-stunned = A peça em { $square } ({ $kind }) está Atordoada ({ $stacks ->
        [one] resta { $stacks } acúmulo
       *[other] restam { $stacks } acúmulos
    }) e não pode agir (R54).
rule-hh-goes-nowhere = Um lance precisa ir a algum lugar: a origem e o destino são a mesma casa, { $square }. { $options }
rule-hh-cannot-go = A { $piece } não pode ir para { $to }: { $piece-kind ->
        [hh-piece-pawn] um Peão avança uma casa para a frente (duas a partir da sua fileira inicial, para casas vazias) e captura uma casa na diagonal para a frente
        [hh-piece-knight] um Cavalo salta em L: duas casas numa direção e uma na outra
        [hh-piece-bishop] ela desliza na diagonal
        [hh-piece-rook] ela desliza pelas fileiras e colunas
        [hh-piece-queen] ela desliza pelas fileiras, colunas e diagonais
        [hh-piece-king] um Rei anda uma casa em qualquer direção (o roque é `O-O` / `O-O-O`)
        [hh-piece-bomber] ela se move como um Peão: uma casa para a frente, para uma casa vazia, ou na diagonal para a frente para capturar, nunca duas
        [hh-piece-leopard] um Leopardo salta para uma casa a 1 ou 2 colunas e 1 ou 2 fileiras de distância
        [hh-piece-checker] um Cavalo de Damas se move como um Peão, ou pula por cima de uma peça vizinha na ortogonal para a casa vazia logo depois dela
        [hh-piece-archer] um Arqueiro Montado salta como um Cavalo ou duas casas em linha reta, e pode atirar nessas casas em vez de ir até elas (`*`)
        [hh-piece-wizard] ela desliza na diagonal
        [hh-piece-archbishop] ela desliza na diagonal
        [hh-piece-fortress] uma Fortaleza desliza pelas fileiras e colunas e atira nas suas 4 vizinhas na diagonal (`*`)
        [hh-piece-scout] um Batedor desliza pelas fileiras e colunas, ou salta para um canto do seu plano
        [hh-piece-warlock] ela desliza pelas fileiras e colunas
        [hh-piece-imp] ela se move como um Peão: uma casa para a frente, para uma casa vazia, ou na diagonal para a frente para capturar, nunca duas
        [hh-piece-angel] ela desliza pelas fileiras, colunas e diagonais
       *[hh-piece-devil] ela se move como um Peão: uma casa para a frente, para uma casa vazia, ou na diagonal para a frente para capturar, nunca duas
    }. { $options }
rule-hh-castle-by-king = Um Rei anda uma casa; para fazer o roque, envie `{ $castling }`.
rule-hh-landing = { $why } { $options }
rule-hh-imp-ban = A { $piece } não pode voltar direto para { $to } agora: a última ação das { $opponent } a tirou de lá sem nenhum efeito colateral, e desfazê-la não é permitido como a sua primeira ação (R76). { $options }
rule-hh-promote-letter = Um Peão é promovido a Dama, Torre, Bispo ou Cavalo: `=Q`, `=R`, `=B` ou `=N`, não `={ $letter }`; ou envie `{ $bare }` e escolha depois.
rule-hh-experienced-promote = Um Peão Experiente que captura chegando à sua última fileira escolhe uma promoção ou uma evolução depois do lance (R18): envie `{ $bare }` sem `={ $letter }`.
rule-hh-no-promotion = `{ $bare }` não é uma promoção (nenhum Peão chega à sua última fileira): tire o `={ $letter }`.
rule-hh-cannot-go-now = A { $piece } não pode ir para { $to } agora. { $options }
rule-hh-not-a-shooter = Só um Arqueiro Montado ou uma Fortaleza atira (`*`); a { $piece } não pode. { $options }
rule-hh-shot-pattern = A { $piece } não pode atirar em { $target }: { $piece-kind ->
        [hh-piece-fortress] uma Fortaleza só atira nas suas 4 vizinhas na diagonal
       *[other] um Arqueiro Montado só atira nas casas para onde poderia saltar (as de um Cavalo, ou duas casas em linha reta)
    }. { $options }
rule-hh-shot-off-board = O bloco-alvo precisa estar dentro do tabuleiro (HH-2). { $options }
rule-hh-shot-nothing = Não há nada em { $target } em que atirar. { $options }
rule-hh-shot-no-enemy = Um tiro só captura inimigos, e em { $target } não há nenhum. { $options }
rule-hh-shot-protected = A { $piece } em { $square } não pode ser capturada agora (R25: { $piece-kind ->
        [hh-piece-king] uma Fortaleza aliada está ao lado dela
       *[other] um Arcebispo aliado está na mesma fileira ou coluna que ela
    }), então não é possível atirar nela. { $options }
rule-hh-cannot-shoot-now = A { $piece } não pode atirar em { $target } agora. { $options }
rule-hh-castle-not-earth = O roque só acontece na Terra (R19), não no { $plane }.
rule-hh-castle-needs-king = O roque precisa do seu Rei em { $square } (R19).
rule-hh-castle-king-enlarged = Um Rei aumentado não pode fazer o roque (R19).
rule-hh-castle-king-moved = O seu Rei já se moveu, então não pode mais fazer o roque (R19).
rule-hh-castle-king-stunned = O seu Rei está Atordoado e não pode fazer o roque (R54).
rule-hh-castle-needs-rook = O roque { $long ->
        [yes] grande
       *[no] pequeno
    } precisa da sua Torre em { $square } (R19).
rule-hh-castle-rook-enlarged = A Torre em { $square } está aumentada e não pode fazer o roque (R19).
rule-hh-castle-rook-moved = A Torre em { $square } já se moveu, então não pode mais fazer o roque (R19).
rule-hh-castle-rook-stunned = A Torre em { $square } está Atordoada (R54).
rule-hh-castle-path-destroyed = O caminho do roque não está livre: a casa { $square } está destruída (R19, R49).
rule-hh-castle-path-piece = O caminho do roque não está livre: a { $piece } está em { $square } (R19).
rule-hh-castle-path-item = O caminho do roque não está livre: { $item-id ->
        [hh-item-fire] há Fogo
        [hh-item-ice] há Gelo
        [hh-item-orb] há um orbe do caos
       *[hh-item-coins] há moedas
    } em { $square } (R19: nenhuma peça e nenhum item entre o Rei e a Torre).
rule-hh-castle-not-legal = O roque não é legal agora.
rule-hh-shop-removed = A oferta `{ $code }` não está mais na loja (foi removida pelo caos, R95). Ofertas disponíveis agora: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-shop-locked = A oferta `{ $code }` ainda está bloqueada: cada compra libera a oferta seguinte (R92). Ofertas disponíveis agora: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-not-enough-coins = A oferta `{ $code }` custa { $price } { $price ->
        [one] moeda
       *[other] moedas
    }; você tem { $coins } (R9).
rule-hh-target = { $why }{ $example ->
        [none] { "" }
       *[other] { " " }Por exemplo: `{ $example }`.
    }
rule-hh-trap-no-square = `trap`: não resta nenhuma casa para mais uma armadilha sua (R107).
rule-hh-no-legal-target = `{ $code }` não tem nenhum alvo legal agora: { $entry-id ->
        [hh-entry-to-earth] precisa de uma peça sua não real no Céu ou no Inferno
        [hh-entry-upgrade] precisa de uma peça não real que tenha uma evolução
        [hh-entry-kill] precisa de uma peça que não seja do xadrez padrão
        [hh-entry-curse] precisa de uma peça não real que não esteja Amaldiçoada
        [hh-entry-forgive] precisa de uma peça Assassina
        [hh-entry-fire] precisa de uma casa desocupada
        [hh-entry-thaw] precisa de uma área 2×2 com Fogo ou Gelo, indicada pela sua casa inferior esquerda
        [hh-entry-freeze] precisa de uma área 2×2, indicada pela sua casa inferior esquerda
        [hh-entry-rook] precisa de uma casa vazia da sua primeira fileira, em qualquer plano
        [hh-entry-knight] precisa de uma casa vazia da sua primeira fileira, em qualquer plano
        [hh-entry-bishop] precisa de uma casa vazia da sua primeira fileira, em qualquer plano
        [hh-entry-teleport] precisa de uma peça que você controla e do destino dela no mesmo plano
        [hh-entry-trap] não precisa de alvo
        [hh-entry-orb] não precisa de alvo
        [hh-entry-two-actions] não precisa de alvo
       *[hh-entry-stun] precisa de uma peça que não seja um Rei
    }.
rule-hh-not-legal-target = Esse não é um alvo legal para `{ $code }`: { $entry-id ->
        [hh-entry-to-earth] é preciso uma peça sua não real no Céu ou no Inferno
        [hh-entry-upgrade] é preciso uma peça não real que tenha uma evolução
        [hh-entry-kill] é preciso uma peça que não seja do xadrez padrão
        [hh-entry-curse] é preciso uma peça não real que não esteja Amaldiçoada
        [hh-entry-forgive] é preciso uma peça Assassina
        [hh-entry-fire] é preciso uma casa desocupada
        [hh-entry-thaw] é preciso uma área 2×2 com Fogo ou Gelo, indicada pela sua casa inferior esquerda
        [hh-entry-freeze] é preciso uma área 2×2, indicada pela sua casa inferior esquerda
        [hh-entry-rook] é preciso uma casa vazia da sua primeira fileira, em qualquer plano
        [hh-entry-knight] é preciso uma casa vazia da sua primeira fileira, em qualquer plano
        [hh-entry-bishop] é preciso uma casa vazia da sua primeira fileira, em qualquer plano
        [hh-entry-teleport] é preciso uma peça que você controla e o destino dela no mesmo plano
        [hh-entry-trap] não é preciso nenhum alvo
        [hh-entry-orb] não é preciso nenhum alvo
        [hh-entry-two-actions] não é preciso nenhum alvo
       *[hh-entry-stun] é preciso uma peça que não seja um Rei
    }.{ $example ->
        [none] { "" }
       *[other] { " " }Por exemplo: `{ $example }`.
    }
rule-hh-wizard-only = Só um Mago usa `{ $word }` com `use`; a { $piece } não é um Mago (R79).
rule-hh-wizard-no-square = A { $piece } não tem nenhuma casa desocupada vizinha na ortogonal onde usar `{ $word }` (R79).
rule-hh-wizard-not-now = A { $piece } não pode usar `{ $word }` agora.
rule-hh-warlock-only = Só um Bruxo puxa peças do Inferno; a { $piece } não é um Bruxo (R82).
rule-hh-pull-from-hell = Um Bruxo só puxa do Inferno: indique uma casa `L:`, não { $square }.
rule-hh-pull-not-controlled = Um Bruxo só puxa uma peça que você controla (R82), e você não controla a { $piece }.
rule-hh-pull-cannot-come = A peça não pode vir para a Terra: { $why }
rule-hh-pull-not-now = A { $piece } não pode puxar essa peça agora.
rule-hh-no-portal = A { $piece } não tem Arma de Portais (R59).
rule-hh-king-portal = Um Rei nunca pode usar uma Arma de Portais (R59).
rule-hh-portal-same-plane = A { $piece } já está nesse plano ({ $plane }): indique um dos outros dois planos.
rule-hh-portal-cannot-go = A peça não pode ir para esse plano ({ $plane }): { $why }
rule-hh-portal-not-now = A { $piece } não pode usar a sua Arma de Portais agora.
rule-hh-second-jump = O segundo pulo de `{ $text }` não pode ser feito depois do primeiro: um Cavalo de Damas só pula de novo por cima de uma peça vizinha para uma casa vazia, e se continuar vivo e no seu plano (R78, HH-8). Envie `{ $first }` sozinho e depois escolha entre os segundos pulos oferecidos.
rule-hh-not-an-answer = Isso não responde à decisão em aberto.
rule-hh-not-legal-now = Esse lance não é legal agora.

## HeavenHellUnreadable

rule-hh-empty = Digite uma ação, por exemplo `e2e4`.
rule-hh-not-a-plane = `{ $plane }:` não é um plano: use `E:` (Terra), `V:` (Céu) ou `L:` (Inferno).
rule-hh-not-an-action = `{ $text }` não é uma ação. Exemplos: `e2e4`, `V:d4xe5`, `E:O-O`, `buy orb`, `use E:c4 ice`, `choose Q`, `end`.
rule-hh-not-a-square = `{ $text }` não é uma casa: as colunas vão de a a h e as fileiras, de 1 a 8.
rule-hh-trap-not-square = `{ $text }` não é uma casa: indique um plano e uma casa, como `trap E:d5` (colunas a–h, fileiras 1–8).
rule-hh-trap-where = Indique a casa da sua Armadilha Secreta: `trap E:d5`.
rule-hh-one-square = Um lance indica duas casas, a de origem e a de destino (ex.: `E:e2-e4`). { $options }
rule-hh-third-square = Só um Cavalo de Damas indica uma terceira casa, para o seu segundo pulo (`E:d4-d6-d8`). { $options }
rule-hh-jump-chain = Só um pulo pode ser seguido de um segundo pulo (R78): envie `{ $from }-{ $to }` sozinho, ou comece a cadeia com um pulo.
rule-hh-buy-what = Diga o que comprar: `buy <entry> [targets]`. Ofertas disponíveis agora: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-no-such-entry = Não existe a oferta `{ $code }` na loja. As ofertas: { $entries ->
        [none] { "" }
       *[other] { $entries }
    }.
rule-hh-target-not-square = `{ $text }` não é uma casa-alvo: escreva um plano e uma casa, por exemplo `E:g8`.
rule-hh-target-count = `buy { $code }` { $count ->
        [0] não leva nenhum alvo
        [1] leva um alvo: { $entry-id ->
            [hh-entry-to-earth] uma peça sua não real no Céu ou no Inferno
            [hh-entry-upgrade] uma peça não real que tenha uma evolução
            [hh-entry-kill] uma peça que não seja do xadrez padrão
            [hh-entry-curse] uma peça não real que não esteja Amaldiçoada
            [hh-entry-forgive] uma peça Assassina
            [hh-entry-fire] uma casa desocupada
            [hh-entry-thaw] uma área 2×2 com Fogo ou Gelo, indicada pela sua casa inferior esquerda
            [hh-entry-freeze] uma área 2×2, indicada pela sua casa inferior esquerda
            [hh-entry-rook] uma casa vazia da sua primeira fileira, em qualquer plano
            [hh-entry-knight] uma casa vazia da sua primeira fileira, em qualquer plano
            [hh-entry-bishop] uma casa vazia da sua primeira fileira, em qualquer plano
            [hh-entry-teleport] uma peça que você controla e o destino dela no mesmo plano
            [hh-entry-trap] nenhum alvo
            [hh-entry-orb] nenhum alvo
            [hh-entry-two-actions] nenhum alvo
           *[hh-entry-stun] uma peça que não seja um Rei
        }
       *[other] leva dois alvos: { $entry-id ->
            [hh-entry-to-earth] uma peça sua não real no Céu ou no Inferno
            [hh-entry-upgrade] uma peça não real que tenha uma evolução
            [hh-entry-kill] uma peça que não seja do xadrez padrão
            [hh-entry-curse] uma peça não real que não esteja Amaldiçoada
            [hh-entry-forgive] uma peça Assassina
            [hh-entry-fire] uma casa desocupada
            [hh-entry-thaw] uma área 2×2 com Fogo ou Gelo, indicada pela sua casa inferior esquerda
            [hh-entry-freeze] uma área 2×2, indicada pela sua casa inferior esquerda
            [hh-entry-rook] uma casa vazia da sua primeira fileira, em qualquer plano
            [hh-entry-knight] uma casa vazia da sua primeira fileira, em qualquer plano
            [hh-entry-bishop] uma casa vazia da sua primeira fileira, em qualquer plano
            [hh-entry-teleport] uma peça que você controla e o destino dela no mesmo plano
            [hh-entry-trap] nenhum alvo
            [hh-entry-orb] nenhum alvo
            [hh-entry-two-actions] nenhum alvo
           *[hh-entry-stun] uma peça que não seja um Rei
        }
    }.{ $example ->
        [none] { "" }
       *[other] { " " }Por exemplo: `{ $example }`.
    }
rule-hh-use-what = `use` indica primeiro a peça. Habilidades: `use E:c4 fire`, `use E:c4 ice` (Mago), `use E:a1 pull L:e5` (Bruxo), `use E:d4 portal V` (Arma de Portais).
rule-hh-use-how = Habilidades: `use E:c4 fire`, `use E:c4 ice` (Mago), `use E:a1 pull L:e5` (Bruxo), `use E:d4 portal V` (Arma de Portais).
rule-hh-wizard-target = `use { $at } { $word }` não leva alvo: o Mago usa `{ $word }` nas casas livres vizinhas a ele (R79). Envie `use { $at } { $word }`.
rule-hh-pull-what = Indique a peça a puxar pela casa dela no Inferno: `use E:a1 pull L:e5`.
rule-hh-pull-one = `use { $at } pull` leva uma só casa, a da peça no Inferno: `use { $at } pull { $square }`.
rule-hh-portal-where = Indique o plano para onde ir: `use E:d4 portal V` (V, E ou L).
rule-hh-portal-only = `use { $at } portal` leva só o plano: `use { $at } portal { $plane }`.
rule-hh-ambiguous-plane = plano ambíguo: use V (Céu) ou L (Inferno)
rule-hh-not-part-of-action = `{ $text }` não faz parte de nenhuma ação. Exemplos: `e2e4`, `V:d4xe5`, `E:O-O`, `use E:c4 ice`, `end`.
