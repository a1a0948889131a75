# Como cada variante é jogada (`/rules`), em português do Brasil (tradução de
# `locales/en/rules.ftl`, que é gerado a partir do resumo de cada variante,
# rules/src/<variant>/help.md). Cada texto mantém o seu Markdown, a notação e os nomes dos
# comandos; os termos das regras são os do glossary.ftl e das lições (lessons.ftl).

rules-apocalypse =
    {"*"}*Apocalypse** — um jogo em 5×5 de infantes (peões) e cavaleiros (cavalos), em que os dois jogadores jogam ao mesmo tempo.

    {"*"}*Objetivo:** eliminar os infantes inimigos. Um lado que fica sem infantes perde; se os dois lados perdem os seus últimos infantes no mesmo turno, é empate.

    {"*"}*Tabuleiro:** cavaleiros brancos em a1 e e1, infantes em b1 c1 d1 a2 e2; as Pretas, espelhadas nas fileiras 5 e 4. Sem reis, sem xeque, sem roque, sem avanço duplo.

    {"*"}*Um turno:** cada jogador envia em segredo um lance com `/move` (numa DM, ou em particular no canal). O canal só fica sabendo que "as Brancas enviaram o lance". Depois de enviado, o lance é definitivo. Quando os dois chegam, os lances são revelados e jogados juntos.

    {"*"}*Seguro ou especulativo:** o bot diz de que tipo é cada lance.
    • Um infante que avança uma casa em linha reta para a frente, para uma casa vazia, ou na diagonal sobre um inimigo (uma captura): seguro. Um cavaleiro que salta como no xadrez para uma casa vazia ou inimiga: seguro.
    • Alguns lances só fazem sentido se você adivinhar o lance do adversário: um infante que vai na diagonal para uma casa vazia ou para a casa de uma peça sua, um cavaleiro que salta para a casa de uma peça sua (você precisa adivinhar que o inimigo vai chegar ali), ou um infante que avança em linha reta contra um inimigo (você precisa adivinhar que essa peça vai sair dali).
    • Um lance especulativo só vale se o seu palpite estiver certo **e** o adversário tiver jogado um lance seguro. Se os dois especularem, os dois lances são cancelados. Um lance cancelado custa uma **penalidade**; com duas penalidades, você perde (as duas ao mesmo tempo: empate).

    {"*"}*Resolução:**
    • Se você captura numa casa que a peça inimiga acabou de deixar, a sua peça vai para lá mesmo assim, mas não captura nada.
    • Se as duas peças terminam na mesma casa: vence um lance especulativo que valeu; caso contrário, um cavaleiro vence um infante, e duas peças iguais desaparecem as duas.

    {"*"}*Promoção:** um infante que chega à última fileira vira cavaleiro (`d4d5=N`, ou só `d4d5`), mesmo que seja o seu último infante — e então você perde. Se você já tem dois cavaleiros, você escolhe: realocar o infante em qualquer casa vazia fora da sua última fileira, incluindo a própria casa dele (`d4d5@b2`, capturando no caminho normalmente), ou promover mesmo assim, o que só vale se o adversário capturar um dos seus cavaleiros nesse turno.

    {"*"}*Empates:** os dois lados com duas penalidades; um lado sem nenhum lance seguro; a mesma posição (peças e penalidades) pela terceira vez.

    {"*"}*Notação:** origem e depois destino, por exemplo `c1c2`, `a2b3`, `d4d5=N`, `d4d5@b2`. Maiúsculas, espaços, `-`, `x` e parênteses são ignorados. O preenchimento automático lista os seus lances, os seguros primeiro.

rules-heaven-and-hell =
    {"*"}*Heaven and Hell** — xadrez em três tabuleiros: **Céu (V)**, **Terra (E)** e **Inferno (L)**.

    {"*"}*Vitória**: o seu adversário perde quando fica **sem Rei em nenhum tabuleiro** ou **sem nenhuma peça na Terra**. Não existe xeque nem xeque-mate: os Reis podem se colocar em perigo e podem ser capturados.

    {"*"}*Turnos**: uma ação por turno: um lance, uma habilidade ou uma compra (as ações bônus podem ser puladas com `end`). Depois do turno das Brancas, os dois jogadores ganham 1 moeda. Regras do xadrez em todos os tabuleiros (roque só na Terra).

    {"*"}*Loja** (`/shop`): embaralhada no início, com 3 ofertas disponíveis. Comprar aumenta o preço em 1 e libera a oferta seguinte: `buy stun E:g8`, `buy teleport E:a1 E:h4`, `buy freeze V:c3` (bloco 2×2, casa inferior esquerda), `buy rook L:a1`, `buy trap` (a casa dela, em particular: `/move trap E:d5` ou o meu menu).

    {"*"}*A morte e os planos**
    • Uma peça que morre na Terra vai para a mesma casa no **Céu**, ou no **Inferno** se for **Assassina** (toda peça que já capturou se torna uma).
    • Uma peça que morre no Céu ou no Inferno sai da partida de vez.
    • Capturar no Céu faz a peça que capturou descer ao Inferno.
    • Mover para a casa de uma peça sua, de um inimigo que não pode ser capturado ou para fora do tabuleiro mata a peça que se move.

    {"*"}*Itens**
    • 🪙 Moeda: recolha-a. 🔥 Fogo: parar sobre ele ou passar por ele mata. ❄️ Gelo: a peça desliza mais um passo (um salto se repete). Fogo encontrando Gelo: os dois desaparecem.
    • 🔮 Orbe do caos: escolha um de três efeitos do caos (`choose 2`) e depois responda às perguntas dele, uma por vez (`choose L`, `choose E:d4`, `choose ranks`, `choose stun`, `done`).
    • Armadilhas Secretas são invisíveis: a peça que termina um lance sobre uma morre.

    {"*"}*Status**: Assassino, Experiente (a próxima captura faz evoluir), Amaldiçoado (25% de chance de morrer depois de cada lance), Atordoado (não pode agir; um acúmulo se esgota a cada turno), Chapéu de Mago (imune a Fogo/Gelo), Lance Duplo (pague 1 moeda para mover de novo), Investidor (+1 moeda por rodada), Arma de Portais (uma vez para outro plano), Tamanho Aumentado (2×2 ou maior; encolhe quando capturado), Movimento Forçado.

    {"*"}*Evoluções**: a primeira captura torna a peça Experiente, a segunda a faz evoluir — você escolhe em quê:
    • Peão → Cavalo, Homem-Bomba ou Tamanho Aumentado
    • Cavalo → Leopardo, Cavalo de Damas ou Arqueiro Montado
    • Bispo → Mago, Rei ou Arcebispo
    • Torre → Fortaleza, Batedor ou Bruxo
    • Demais peças → Chapéu de Mago, Investidor, Tamanho Aumentado, Arma de Portais (exceto Reis) ou Lance Duplo (só Reis)

    {"*"}*Peças novas** (peça de xadrez + emblema)
    • **♟✹** Homem-Bomba: um peão que deixa Fogo onde morre.
    • **♞❖** Leopardo: salta 1–2 casas em cada direção (16 casas).
    • **♟⛂** Cavalo de Damas: um peão que também pode pular por cima de uma peça vizinha (capturando inimigos) e pular de novo.
    • **♞➶** Arqueiro Montado: nas 12 casas ao seu redor, salta até lá ou atira (`*`) sem se mover.
    • **♝★** Mago: um bispo imune a Fogo/Gelo; ação: Fogo ou Gelo em todas as casas vizinhas livres.
    • **♝✝** Arcebispo: um bispo; os seus Peões na mesma fileira ou coluna que ele não podem ser capturados; ao morrer, sempre vai para o Céu.
    • **♜⚔** Fortaleza: uma torre; atira nas 4 casas vizinhas na diagonal; protege um Rei adjacente.
    • **♜⚑** Batedor: uma torre que também salta para os cantos; ignora armadilhas.
    • **♜☽** Bruxo: uma torre; ação: puxar uma peça sua do Inferno para a Terra (Amaldiçoada); ao morrer, vai para o Inferno.
    • **♟♆** Diabrete (neutro): qualquer jogador o move como um peão no seu próprio sentido; imune a fogo; não dá para simplesmente desfazer o último lance dele.
    • **♛✧** Anjo (neutro): uma dama para o jogador com estritamente mais moedas.

    {"*"}*Notação**: `e2e4` é na Terra; os outros planos precisam de um prefixo: `V:d4xe5`, `L:a1-a8`. Roque `E:O-O`, promoção `e7e8=Q` (ou `e7e8`, e depois escolha), tiro `E:d4*d6`, cadeia de saltos `E:d4-d6-d8`, habilidades `use E:c4 ice`, `use E:a1 pull L:e5`, `use E:d4 portal V`. Decisões: `choose …` ou `decline`.

rules-battlefield =
    {"*"}*Battlefield Chess** — xadrez em que toda captura é uma batalha.

    {"*"}*As peças** se movem como no xadrez. Toda peça tem **HP**, ATK, DEF, M.DEF, SPD, uma arma, um tipo de unidade, um elemento e habilidades (`/piece e4` mostra tudo isso). Os peões variam conforme a coluna de partida: **Arqueiro** (`A`: a/h, arco), **Piqueiro** (`P`: b/g, lança), **Batedor** (`S`: c/f, facas), **Infante** (`F`: d/e, espada). Um peão também pode ser promovido a **Fera** (`w`, que se move como Rei+Cavalo) ou a **Demônio** (`d`, Bispo+Cavalo).

    {"*"}*Ataque.** Ataque um inimigo movendo a sua peça para a casa dele (`b2g7`). O atacante golpeia com um dano de `ATK − DEF` (ou `− M.DEF` com um Cajado ou um Raio Mágico).
    • Uma peça só sai do tabuleiro quando o HP dela cai **abaixo de 0**. Com 0 HP, ela continua de pé.
    • Se o defensor sobrevive, ele fica, e o atacante para na última casa do seu caminho, ao lado dele (um Cavalo, um Rei ou um peão fica onde estava).
    • O defensor só **contra-ataca** se ele mesmo pudesse atacar a casa do atacante.
    • Uma peça com SPD pelo menos 5 maior golpeia uma segunda vez.

    {"*"}*Vantagens** alteram o ATK: triângulo de armas Espada > Machado > Lança > Espada (±20%); tipo de unidade (±10%): Cavalaria > Infantaria, Infantaria Pesada; Voador > Fera, Infantaria; Infantaria > Demônio, Infantaria Pesada; Infantaria Pesada > Demônio, Voador; Fera > Cavalaria, Infantaria Pesada; Demônio > Fera, Cavalaria; elemento (±10%) Água > Fogo > Terra > Água. Um Cajado é eficaz (×1,5) contra a Cavalaria, e um Arco contra os Voadores. Facas ignoram 25% da DEF (50% contra um Arco). A habilidade *Neutral Advantage* do Rei anula tudo isso nos combates dele.

    {"*"}*Habilidades de carga** ganham uma carga a cada combate em que a peça golpeia e depois disparam sozinhas: Guard (sofre metade do dano), Adrenaline Boost (+50%), Penetration (ignora metade da defesa), Life Leech (cura metade do dano que causa), Preemptive Strike (o Cavalo causa dano primeiro ao alvo e aos inimigos ao redor dele), Miracle (sobrevive com 1 HP).

    {"*"}*Passivas** funcionam automaticamente: Teamwork (+2 ao lado de um aliado), Hard Hitter, as auras Threaten e Sabotage (enfraquecem os inimigos ao alcance), Curse e Poison Smoke (enfraquecem depois de um combate), Ambush (um Infante com menos da metade do HP golpeia primeiro), Desperation (a Dama com menos da metade do HP golpeia duas vezes antes do contra-ataque), Parry, Double Tap, Recovery, Battle Rest e outras.

    {"*"}*Habilidades ativas** ocupam a sua ação inteira:
    • `heal c1>e3` — o Bispo devolve 10 HP a um aliado ferido ao seu alcance.
    • `cheer e1>d2` — o Rei incentiva um vizinho: no seu próximo turno, se essa peça for a primeira a agir, ela pode agir **duas vezes** (envie `end` para parar depois da primeira).
    • `sacrifice d2>e3` — um Infante cede até 10 do próprio HP.

    {"*"}*Xeque** significa que um inimigo poderia **derrotar** o seu Rei com um só ataque no próximo turno. O seu Rei pode ficar num perigo não letal, mas você nunca pode deixá-lo em xeque, e nenhum Rei jamais é derrotado. **Xeque-mate**: em xeque, sem nenhum lance do Rei, sem como derrotar uma peça que dá xeque e sem como bloqueá-la — curar não salva você. O roque exige que o Rei e as casas por onde ele passa estejam fora do alcance de todos os inimigos. O en passant é uma batalha: o seu peão termina atrás do peão inimigo mesmo que este sobreviva. Nenhuma ação legal, ou a mesma posição três vezes, é empate.

    {"*"}*Dica:** `/forecast from:b2 to:g7` mostra o resultado exato de um ataque antes de você fazê-lo.

rules-oracle =
    {"*"}*Oracle Chess** — xadrez em que as peças se dividem em *corpos* e *almas*.

    {"*"}*Corpos e almas**
    • Um corpo tem uma cor e uma classe: **Senhor** (`L`), **Sacerdotisa** (`P`), **Carruagem** (`C`, torre), **Elefante** (`E`, bispo), **Corcel** (`H`, cavalo), **Soldado** (`S`, peão: um passo para a frente, captura um passo na diagonal para a frente; sem avanço duplo, sem en passant, sem roque).
    • Uma alma tem uma classe (não existe alma de Sacerdotisa), mas não tem cor. Ela sempre vive num corpo da cor do seu dono.
    • Um corpo que abriga uma alma da sua própria classe é uma **figura** e se move como essa alma. Uma **Sacerdotisa** abriga de uma a três almas de Carruagem/Elefante/Corcel e se move como qualquer uma delas. Ela começa **sem vida** em d1/d8.
    • Um corpo sem alma está **sem vida**; um com uma alma de outra classe é **incompatível**. Nenhum dos dois pode se mover, mas uma alma que esteja dentro pode sair.

    {"*"}*A cada turno, faça uma só coisa**
    • **Mover ou capturar** com uma figura. Seres inimigos de qualquer tipo podem ser capturados; os seus, nunca.
    • **Conceder**: mover uma alma sozinha para outro corpo seu que tenha lugar (um corpo vazio que não seja uma Sacerdotisa, ou uma Sacerdotisa com menos de 3 almas, para C/E/H). A alma se move segundo o padrão da sua própria classe e é bloqueada por qualquer corpo no caminho (uma alma de Soldado: uma casa para a frente).
    • **Promover**: um Soldado que já está na última fileira vira uma Sacerdotisa sem vida, se houver um corpo de Sacerdotisa na terra.

    {"*"}*Morte e renascimento**
    • Um **corpo** capturado vai para a **terra** de quem o capturou e muda de cor. As **almas** dele vão para o **submundo**, que é compartilhado.
    • Quando o seu Senhor (o corpo de Senhor com a alma de Senhor) se move ou captura, você pode **depositar** um corpo da sua terra (não uma Sacerdotisa; mesmo o que acabou de ser capturado), sem vida, na casa que ele deixou.
    • Quando uma Sacerdotisa concede uma alma, ela também pode **invocar** para dentro de si uma alma de Carruagem, Elefante ou Corcel do submundo.
    • Corpos e almas nunca são criados nem destruídos.

    {"*"}*Vitória**
    • O alvo é a **alma do Senhor** inimiga, onde quer que ela esteja. Atacá-la é xeque; você nunca pode deixar a sua própria alma do Senhor atacada. Xeque-mate vence.
    • Empates: nenhuma ação legal (afogamento), a mesma posição três vezes, 32 rodadas sem captura, nem lance de Soldado (corpo ou alma), nem promoção, nem invocação, nem depósito, ou o fim da rodada 256.

    {"*"}*Notação** (a primeira casa escolhe o ser)
    • `e2e3` mover ou capturar (`g1f3`, `d4h8`)
    • `e1e2@H` o Senhor se move e deposita um corpo de Corcel em e1
    • `c3d1~H` a alma de Corcel de c3 vai para o corpo em d1
    • `d4d7~C^H` a Sacerdotisa concede a sua alma de Carruagem a d7 e invoca uma alma de Corcel
    • `e8=P` o Soldado em e8 é promovido
    Letras: L P C E H S, maiúsculas ou minúsculas.

    {"*"}*A imagem**: corpos de ♚ Senhor, ♛ Sacerdotisa, ♜ Carruagem, ♝ Elefante, ♞ Corcel, ♟ Soldado; as insígnias são as almas dentro deles (âmbar: incompatível, ∅: sem vida, corpo esmaecido).

rules-it-is-what-it-is =
    {"*"}*It is what it is chess** (Daniel MacDuff, 2013)
    As peças são as letras de CHESS mais três símbolos, e cada uma se move conforme a sua forma.

    {"*"}*Objetivo:** partir o coração do adversário, deixá-lo infeliz ou perturbar a paz dele. Quem perde o seu **Coração ♥**, a sua **Carinha Feliz ☺** ou o seu **Símbolo da Paz ☮** perde na hora. Não existe xeque: você pode deixar um símbolo desprotegido.

    {"*"}*Posição inicial** (8×8, sem peões, as Brancas começam). A partir da esquerda de cada jogador: `s c h ☺ ☮ ♥ e s`. O exército das Pretas é o das Brancas virado ao contrário, então a "esquerda" das Pretas é a coluna h.

    {"*"}*Direções** são sempre as do dono: *para cima* = na direção do adversário, *direita* = a sua mão direita quando você está de frente para ele. As letras são desenhadas de cabeça para baixo para o jogador do outro lado do tabuleiro.

    {"*"}*Letras minúsculas** percorrem um caminho fixo e podem parar em qualquer casa dele. Todas as casas antes da parada precisam estar vazias; a casa da parada pode estar vazia ou ter um inimigo (captura).
    • **c**: para cima, para cima e à direita, para a direita, para baixo e à direita (ou o espelho: para baixo, para baixo e à direita, para a direita, para cima e à direita). Uma curva que se abre para a direita.
    • **h**: 1–2 em linha reta para cima ou para baixo, ou pelo ombro: para a direita, para baixo e à direita, para baixo.
    • **e**: 2 para o lado, depois 2 para cima (de qualquer um dos lados) ou 2 para baixo (só pelo lado esquerdo), depois 2 de volta: o laço quadrado de um e.
    • **s**: 1 para a esquerda, 2 para cima, 2 para a direita, ou 1 para a direita, 2 para baixo, 2 para a esquerda.

    {"*"}*Símbolos**
    • **Carinha Feliz ☺**: salta duas casas na diagonal para cima (os olhos), ou para as casas de salto de cavalo abaixo dela ou para a casa duas abaixo em linha reta (o sorriso).
    • **Coração ♥**: percorre uma das metades de um coração: na diagonal para cima, depois virando para fora e para baixo, 5 passos; depois dos 5, pode andar até mais 2, até a ponta do coração (4 casas abaixo de onde começou). É bloqueado por peças.
    • **Símbolo da Paz ☮**: 1–2 em linha reta para cima (pode ser bloqueado), ou salta: como um cavalo, duas casas na diagonal, três em linha reta em qualquer direção, ou uma na diagonal para baixo.

    {"*"}*Maiúsculas.** Uma letra que termina um lance na primeira fileira do adversário vira maiúscula na hora (passar por ela não conta). As maiúsculas deslizam como torres e só podem virar depois de deslizar até a borda, chegando a uma casa vazia:
    • **C**: para cima ou para baixo; a partir da borda, para a direita.
    • **H**: para a esquerda ou para a direita; a partir da borda, para cima ou para baixo.
    • **E**: para cima, para baixo ou para a direita; depois de ir para cima/baixo até a borda, para a direita.
    • **S**: para a direita e depois para baixo, ou para a esquerda e depois para cima; a partir do canto, de volta no sentido contrário ao do início.
    Uma captura encerra o deslizamento.

    {"*"}*Backspace.** Em vez de se mover, uma maiúscula pode andar uma casa para a esquerda do seu dono e remover *o que quer que* esteja ali, mesmo uma peça sua. Se você der Backspace sobre um símbolo seu, perde.

    {"*"}*Empates:** nenhum lance legal (afogamento), a mesma posição pela terceira vez, ou 100 meios-lances seguidos sem captura nem nova maiúscula.

    {"*"}*Sem rodeios:** do jeito que as regras estão escritas, as Brancas vencem à força. O primeiro lance `e1e4`, do Símbolo da Paz, leva à captura de um símbolo das Pretas até o terceiro lance das Brancas, seja qual for a resposta das Pretas (o motor do bot verificou todas as defesas; `/learn it-is-what-it-is` mostra isso). É uma falha da variante tal como o autor a escreveu: jogue por diversão, ou combine com o adversário de evitar essa abertura.

    {"*"}*Como escrever lances:** a casa de origem e depois a casa de destino, como `b1c3`; as maiúsculas são automáticas. O Backspace se escreve com a casa e `<`, como `c8<`. Use `/move` e escolha na lista: cada opção diz a peça e o que acontece.
