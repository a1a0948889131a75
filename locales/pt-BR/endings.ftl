# Por que uma partida terminou: uma mensagem por final de rules/src/error/reasons/ending.rs,
# com a chave `rule-<sua chave>`, mostrada depois de "As Brancas vencem:" / "Empate:" no
# resultado da partida. Os lados e as peças já chegam escritos.

rule-ending-resigned = as { $side } abandonaram
rule-ending-agreed = acordado pelos dois jogadores
rule-ending-on-time = por tempo
rule-ending-checkmate = xeque-mate
rule-ending-repetition = a mesma posição ocorreu três vezes
rule-ending-no-legal-action = as { $side } não têm nenhuma ação legal
rule-ending-oracle-stalemate = afogamento: as { $side } não têm nenhuma ação legal
rule-ending-oracle-quiet = { $rounds ->
        [one] { $rounds } rodada tranquila
       *[other] { $rounds } rodadas tranquilas
    } (sem captura, lance de Soldado, promoção, invocação nem depósito)
rule-ending-oracle-last-round = a rodada { $round } terminou
rule-ending-iiwii-symbol-off = o símbolo das { $side } ({ $piece }) está fora do tabuleiro
rule-ending-iiwii-captured = o símbolo das { $side } ({ $piece }) foi capturado
rule-ending-iiwii-backspaced-own = o { $mover } das { $side } deu Backspace sobre o seu próprio símbolo ({ $piece })
rule-ending-iiwii-quiet = { $plies ->
        [one] { $plies } meio-lance
       *[other] { $plies } meios-lances seguidos
    } sem captura nem nova maiúscula
rule-ending-iiwii-stalemate = afogamento: as { $side } não têm nenhum lance legal
rule-ending-hh-both-lost = os dois jogadores perderam ao mesmo tempo
rule-ending-hh-no-king = as { $side } não têm mais nenhum Rei
rule-ending-hh-no-earth = as { $side } não têm mais nenhuma peça na Terra
rule-ending-hh-nobody-can-act = nenhum jogador pode agir
rule-ending-hh-unsettled = o motor de regras não conseguiu resolver o turno
rule-ending-apoc-repetition = a mesma posição se repetiu três vezes no início de um turno
rule-ending-apoc-both-no-footmen = os dois lados perderam todos os seus infantes
rule-ending-apoc-no-footmen = as { $side } não têm mais nenhum infante
rule-ending-apoc-both-penalties = os dois lados chegaram a duas penalidades
rule-ending-apoc-penalties = as { $side } chegaram a duas penalidades
rule-ending-apoc-no-safe-move = as { $side } não têm nenhum lance seguro
rule-ending-apoc-neither-safe = nenhum lado tem um lance seguro
