# As palavras desenhadas nas imagens do tabuleiro e as suas descrições (texto alternativo): o painel
# lateral, os títulos, as bandejas, os rótulos dos tabuleiros, os nomes das peças e as legendas de
# /rules. A notação ($action, $square, o registro do turno em $turn) chega como está: nunca a traduza.

## Todas as variantes

pic-to-move = Vez das { $side }
pic-result = { $result }
pic-turn = Turno { $turn }
pic-game-over = Partida encerrada
pic-move-number = Lance { $move }
pic-last = Último lance: { $action }
pic-side-last = Último lance das { $side }: { $action }
pic-in-check = As { $side } estão em xeque
# Duas coisas citadas juntas ("Carruagem e Corcel", "as Pretas precisam chegar a c3 e …").
pic-and = { $first } e { $then }
# O título de um diagrama das regras: a variante e depois a peça que ele mostra.
pic-diagram-title = { $variant }: { $piece }
pic-glyph-name = { $glyph } { $name }

## A descrição de uma imagem (texto alternativo)

pic-alt-neutral = Neutras
# As peças de um lado: "Brancas: Rei e1, Torre a1".
pic-alt-pieces = { $side }: { $pieces }
pic-alt-on-squares = Nas casas: { $items }
pic-alt-coins = { $count ->
        [none] moedas
        [one] { $count } moeda
       *[other] { $count } moedas
    } em { $at }
pic-alt-fire = fogo em { $at }
pic-alt-ice = gelo em { $at }
pic-alt-orb = orbe do caos em { $at }
pic-alt-trap = sua Armadilha Secreta em { $at }
pic-alt-health = { $hp }/{ $max } HP
pic-alt-last = Último lance: { $last }

## Oracle Chess

pic-oracle-lifeless = { $class } sem vida
pic-oracle-body-soul = { $class } com alma de { $soul }
pic-oracle-body-souls = { $class } com almas de { $souls }
pic-oracle-earth = Terra das { $side } (corpos)
pic-oracle-underworld = Submundo (almas)
pic-oracle-soul = alma de { $class }
pic-oracle-check = A alma do Senhor das { $side } está em xeque
pic-oracle-round = Rodada { $round } de { $rounds }
pic-oracle-quiet = Meios-lances tranquilos: { $plies } de { $limit }
pic-oracle-seen = Ocorrências desta posição: { $times } de 3

## It is what it is chess

pic-iiwii-quiet = Meios-lances tranquilos: { $plies }/{ $limit } (sem captura nem nova maiúscula)
pic-iiwii-piece-small-c-summary = c: até 4 passos por uma curva em forma de c (para cima ou para baixo, depois contornando para a direita); bloqueada por peças
pic-iiwii-piece-small-h-summary = h: até 2 em linha reta para cima ou para baixo, ou 1 para a direita e depois descendo pelo ombro (3 passos); bloqueada por peças
pic-iiwii-piece-small-e-summary = e: 2 para o lado, depois contornando o laço quadrado de um e (para cima de qualquer lado, para baixo só pela esquerda); bloqueada por peças
pic-iiwii-piece-small-s-summary = s: 1 para o lado, depois 2 para cima (após a esquerda) ou 2 para baixo (após a direita), depois de volta atravessando: um S; bloqueada
pic-iiwii-piece-big-c-summary = C: torre para cima ou para baixo; ao chegar à borda, pode virar e deslizar para a direita. Pode dar Backspace
pic-iiwii-piece-big-h-summary = H: torre para os lados; a partir da borda lateral, pode virar e deslizar para cima ou para baixo. Pode dar Backspace
pic-iiwii-piece-big-e-summary = E: torre para cima, para baixo ou para a direita; depois de deslizar na vertical até a borda, pode virar para a direita. Pode dar Backspace
pic-iiwii-piece-big-s-summary = S: torre para os lados; na borda vira (para baixo após a direita, para cima após a esquerda) e, no canto, volta. Pode dar Backspace
pic-iiwii-piece-happy-face-summary = Carinha Feliz ☺: salta duas casas na diagonal para cima (os olhos), ou como cavalo/dababa para baixo (o sorriso)
pic-iiwii-piece-heart-summary = Coração ♥: até 5 passos contornando uma das metades de um coração, depois até mais 2 até a ponta; bloqueado
pic-iiwii-piece-peace-sign-summary = Símbolo da Paz ☮: 1–2 em linha reta para cima, ou salta como cavalo, alfil ou saltador (3,0), ou 1 na diagonal para baixo

## Apocalypse

pic-apoc-footman = infante
pic-apoc-horseman = cavaleiro
pic-apoc-over-after = Partida encerrada após o turno { $turn }
pic-apoc-waiting = Aguardando: { $side }
pic-apoc-waiting-both = Aguardando: Brancas, Pretas
pic-apoc-submitted = As { $side } enviaram o lance
pic-apoc-penalties = Penalidades: Brancas { $white } · Pretas { $black }
# $turn é o registro do turno em notação.
pic-apoc-last = Último turno: { $turn }
pic-apoc-your-move = Seu lance: { $action } ({ $status })
pic-apoc-safe = seguro
pic-apoc-speculative = especulativo: { $demands }
pic-apoc-must-land = as { $side } precisam chegar a { $square }
pic-apoc-must-leave = as { $side } precisam sair de { $square }
# O cavaleiro de $owner: "as Brancas precisam capturar um cavaleiro das Pretas".
pic-apoc-must-take-knight = as { $side } precisam capturar um cavaleiro das { $owner }

## Battlefield Chess

pic-bf-cheered = Incentivada: segunda ação com { $square } ou `end`
pic-bf-dealt = Dano causado { $dealt } · sofrido { $taken }
pic-bf-key-marks = Legenda: barra = HP · 0/2 = habilidade de carga enchendo (violeta: pronta) · outras etiquetas: efeitos, listados por /piece
pic-bf-key-letters = Letras: A Arqueiro (arco) · P Piqueiro (lança) · S Batedor (facas) · F Infante (espada) · W Fera · D Demônio · C Clérigo

## Heaven and Hell

pic-hh-coins = Moedas das { $side }: { $coins }
pic-hh-to-act = Vez das { $side } ({ $actions ->
        [one] resta { $actions } ação
       *[other] restam { $actions } ações
    })
# $prompt são as próprias palavras da decisão.
pic-hh-decides = As { $side } decidem: { $prompt }
pic-hh-legend-title = Heaven and Hell: peças e itens
pic-hh-legend-coin = Moeda
pic-hh-legend-fire = Fogo
pic-hh-legend-ice = Gelo
pic-hh-legend-orb = Orbe do caos
pic-hh-legend-trap = Armadilha Secreta (só o dono a vê)

## Os diagramas das peças de /rules (as suas descrições)

pic-diagram-alt-none = Como se move a peça { $name }.
pic-diagram-alt = Como se move a peça { $name }: { $squares }.
pic-diagram-alt-from = Como se move a peça { $name }: de { $from }, ela alcança { $squares }.
