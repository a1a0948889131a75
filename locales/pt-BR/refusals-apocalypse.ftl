# Por que as regras recusam um lance do Apocalypse: uma mensagem por motivo de
# rules/src/error/reasons/apocalypse.rs (os motivos de posição estão em positions.ftl), com a
# chave `rule-<sua chave>`. A notação fica como foi digitada: casas, `=N`, `@square`.

## ApocalypseRefusal

rule-apoc-ambiguous-finish = `{ $from }{ $to }` é ambíguo: você já tem dois cavaleiros, então acrescente =N ou @square (por exemplo, `{ $from }{ $to }=N` para promover, ou `{ $from }{ $to }@{ $from }` para realocar).
rule-apoc-knight-leap = O seu cavaleiro em { $from } não alcança { $to }: um cavaleiro salta como o cavalo do xadrez.
rule-apoc-only-pawn-finishes = Só um infante que chega à sua última fileira é promovido ou realocado; escreva `{ $from }{ $to }`.
rule-apoc-not-legal-now = `{ $action }` não é um lance legal agora.
rule-apoc-pawn-step = O seu infante em { $from } não pode ir para { $to }: um infante avança uma casa para a frente, em linha reta ou na diagonal.
rule-apoc-pawn-onto-own = O seu infante em { $from } não pode avançar em linha reta para a casa da sua própria peça em { $to }.
rule-apoc-not-last-rank = `{ $from }{ $to }` não chega à sua última fileira, então não leva `=N` nem `@square`; escreva `{ $from }{ $to }`.
rule-apoc-must-promote = Você tem menos de dois cavaleiros, então este infante precisa ser promovido: escreva `{ $from }{ $to }=N`.
rule-apoc-relocate-last-rank = Um infante realocado não pode ficar na sua última fileira ({ $square }).
rule-apoc-relocate-occupied = O infante não pode ser realocado para { $square }: essa casa está ocupada no início do turno.
rule-apoc-promotes-on-arrival = Este infante é promovido ao chegar: escreva `{ $from }{ $to }=N`.
rule-apoc-two-knights = Você já tem dois cavaleiros, então acrescente =N ou @square: `{ $from }{ $to }=N` para promover, ou `{ $from }{ $to }@{ $from }` para realocar.

## ApocalypseUnreadable

rule-apoc-not-a-move = `{ $text }` não é um lance do Apocalypse. Escreva a casa de origem e a de destino, como `c1c2`, `d4d5=N` (promoção) ou `d4d5@b2` (realocação).
rule-apoc-promote-and-relocate = `{ $text }`: escreva `=N` para promover ou `@square` para realocar, não os dois.
rule-apoc-promote-only-knight = `{ $text }`: um infante só pode ser promovido a cavaleiro, o que se escreve `=N`.
rule-apoc-off-board = `{ $square }` está fora do tabuleiro: o Apocalypse é jogado nas colunas a–e e nas fileiras 1–5.
