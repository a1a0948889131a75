# Os pedidos das decisões que uma partida passa a um jogador no meio do turno ("Escolha uma
# evolução para a peça em E:g1 (Cavalo)"), mostrados sob o tabuleiro e no painel lateral. A notação
# ($square, Q/R/B/N, ne/nw/se/sw e as palavras entre crases) fica como está: o jogador a digita.

## Todas as variantes

# Uma peça e onde ela está: "peça em E:g1 (Cavalo)". A frase começa por "peça" para que
# "a { $piece }" concorde em gênero com qualquer peça (Dama, Torre, Cavalo...).
prompt-piece-on = peça em { $square } ({ $piece })
prompt-piece = peça

## Battlefield Chess

prompt-bf-cheered = Segunda ação da peça incentivada em { $square } ({ $piece }), ou `end`

## Heaven and Hell

prompt-hh-promote-or-upgrade = Promova ou faça evoluir a { $piece } (escolha Q/R/B/N ou uma evolução)
prompt-hh-upgrade = Escolha uma evolução para a { $piece }
prompt-hh-promotion = Escolha uma promoção para a { $piece }
prompt-hh-expand = Escolha para onde a { $piece } cresce (ne/nw/se/sw)
prompt-hh-shrink = Escolha o bloco que a { $piece } mantém (pela casa inferior esquerda dele)
prompt-hh-double-move = Lance Duplo: mova a { $piece } de novo por 1 moeda, ou recuse
prompt-hh-second-jump = Segundo pulo com a { $piece }, ou recuse
# Os três efeitos que um orbe do caos oferece, um depois do outro.
prompt-hh-chaos = Orbe do caos: escolha um efeito: { $options }
prompt-hh-chaos-and = { $first }; { $then }
prompt-hh-chaos-option = { $index } = #{ $number } { $effect }
# Um efeito do caos escolhido pedindo a sua próxima entrada ($ask, abaixo).
prompt-hh-chaos-arg = Caos #{ $number } ({ $effect }): escolha { $ask }
prompt-hh-trap-optional = Arme uma Armadilha Secreta por DM (`trap <square>`), ou `done`
prompt-hh-trap = Arme a sua Armadilha Secreta por DM (`trap <square>`)
prompt-hh-spawn = Coloque a sua nova peça ({ $piece }) numa casa vazia da sua primeira fileira (em qualquer plano)
prompt-hh-spree = Caos #36: mova a { $piece } de novo, ou `done`
prompt-hh-chaos-buy = Caos #38: compre algo da loja (sem gastar nenhuma ação)

## Heaven and Hell: o que um efeito do caos pede em seguida

prompt-hh-ask-plane-and-file = um plano e uma coluna (ex.: `choose V:c`)
prompt-hh-ask-an-empty-heaven-square = uma casa vazia do Céu
prompt-hh-ask-ranks-or-files = `ranks` ou `files`
prompt-hh-ask-a-non-king-piece = uma peça que não seja Rei
prompt-hh-ask-an-empty-square-next-to-it = uma casa vazia vizinha a ela
prompt-hh-ask-a-piece = uma peça
prompt-hh-ask-a-piece-in-hell = uma peça no Inferno
prompt-hh-ask-a-piece-in-heaven = uma peça no Céu
prompt-hh-ask-to-fire-or-to-ice = `to-fire` ou `to-ice`
prompt-hh-ask-a-pawn = um Peão
prompt-hh-ask-a-plane-v-e-or-l = um plano (V, E ou L)
prompt-hh-ask-square-to-freeze = uma casa sem peça para congelar
prompt-hh-ask-square-to-burn = outra casa sem peça onde pôr Fogo
prompt-hh-ask-an-upgraded-piece = uma peça evoluída
prompt-hh-ask-a-shop-entry-to-remove = uma oferta da loja para remover
prompt-hh-ask-your-king = o seu Rei
prompt-hh-ask-a-pawn-on-its-plane = um Peão do mesmo plano
prompt-hh-ask-one-of-your-pawns = um dos seus Peões
prompt-hh-ask-a-non-royal-piece = uma peça não real
prompt-hh-ask-an-option = uma opção
