# Por que as regras recusam uma ação do Oracle Chess: uma mensagem por motivo de
# rules/src/error/reasons/oracle.rs (os motivos de posição estão em positions.ftl), com a
# chave `rule-<sua chave>`. As casas e a notação entre crases ficam como foram digitadas.

## OracleBeing

rule-oracle-being-lifeless = corpo de { $class } sem vida
rule-oracle-being-priestess = Sacerdotisa com almas { $souls }
rule-oracle-being-figure = { $class }
rule-oracle-being-hosting = corpo de { $class } com { $soul-id ->
        [oracle-class-lord] a alma do { $soul }
       *[other] uma alma de { $soul }
    }

## OracleRefusal

rule-oracle-no-body = Não há nenhum corpo em { $square }.
rule-oracle-not-yours = O ser em { $square } ({ $being }) é das { $owner }; você só move os seus próprios seres.
rule-oracle-same-square = { $square } é ao mesmo tempo a origem e o destino; indique duas casas diferentes.
rule-oracle-leaves-check = Isso deixaria a sua alma do Senhor em xeque.
rule-oracle-promote-not-soldier = Só uma figura de Soldado (um corpo de Soldado com a sua própria alma) pode ser promovida; em { $square } há { $being-key ->
        [oracle-being-priestess] uma
        [oracle-being-figure] { $being-class ->
            [oracle-class-chariot] uma
            [oracle-class-priestess] uma
           *[other] um
        }
       *[other] um
    } { $being }.
rule-oracle-promote-not-last-rank = Um Soldado só é promovido na sua última fileira, e { $square } não está nela.
rule-oracle-promote-no-priestess = Um Soldado só pode ser promovido quando há um corpo de Sacerdotisa na terra.
rule-oracle-lifeless = O corpo de { $class } em { $from } está sem vida e não pode se mover; conceda uma alma a ele primeiro.
rule-oracle-ill-suited = O corpo de { $class } em { $from } abriga { $soul-id ->
        [oracle-class-lord] a alma do { $soul }
       *[other] uma alma de { $soul }
    } e por isso é incompatível: não pode se mover, mas a alma ainda pode sair dele com `{ $from }<square>~{ $soul-id ->
        [oracle-class-lord] L
        [oracle-class-priestess] P
        [oracle-class-chariot] C
        [oracle-class-elephant] E
        [oracle-class-horse] H
       *[oracle-class-soldier] S
    }`.
rule-oracle-own-body-room = Em { $to } está um ser seu ({ $being }); para passar uma alma para ele, escreva `{ $from }{ $to }~<soul>`.
rule-oracle-own-body = Em { $to } está um ser seu ({ $being }); você nunca captura os seus próprios seres.
rule-oracle-drop-not-lord = Só o Senhor (no seu próprio corpo, com a sua alma) pode depositar um corpo.
rule-oracle-drop-priestess = Um corpo de Sacerdotisa não pode ser depositado; ele só volta por promoção.
rule-oracle-drop-none = A sua terra não tem nenhum corpo de { $class } para depositar.
rule-oracle-cannot-reach = O ser em { $from } ({ $being }) não alcança { $to }.
rule-oracle-priestess-soul = Não existe alma de Sacerdotisa (uma Sacerdotisa é só um corpo); escreva a classe da alma que se move: L, C, E, H ou S.
rule-oracle-no-such-soul = O ser em { $from } ({ $being }) não abriga nenhuma alma de { $soul }.
rule-oracle-soul-into-empty = A casa { $to } está vazia; uma alma sozinha só se move para um dos seus corpos.
rule-oracle-soul-into-enemy = Uma alma nunca entra num corpo inimigo (o corpo em { $to } é das { $owner }).
rule-oracle-no-room = O ser em { $to } ({ $being }) não tem lugar para { $soul-id ->
        [oracle-class-lord] a alma do { $soul }
       *[other] uma alma de { $soul }
    }: uma Sacerdotisa abriga até três almas de Carruagem, Elefante ou Corcel; qualquer outro corpo, uma só alma.
rule-oracle-summon-not-priestess = Só uma Sacerdotisa pode invocar uma alma, e só ao conceder uma.
rule-oracle-summon-not-warrior = Uma Sacerdotisa só invoca uma alma de Carruagem, Elefante ou Corcel.
rule-oracle-summon-none = Não há nenhuma alma de { $class } no submundo.
rule-oracle-soul-cannot-go = { $soul-id ->
        [oracle-class-lord] A alma do { $soul }
       *[other] Uma alma de { $soul }
    } não pode ir de { $from } para { $to }: ela se move como { $soul-id ->
        [oracle-class-lord] um rei (um passo)
        [oracle-class-chariot] uma torre
        [oracle-class-elephant] um bispo
        [oracle-class-horse] um cavalo
        [oracle-class-soldier] um peão (um passo para a frente)
       *[oracle-class-priestess] uma Sacerdotisa
    }{ $blocked ->
        [yes] { " " }e é bloqueada por qualquer corpo no caminho
       *[no] { "" }
    }.
rule-oracle-soul-not-legal = Esse lance de alma não é legal agora.

## OracleMisread

rule-oracle-misread-check-marks = as marcas de xeque (+, #) não fazem parte da notação do Oracle Chess; deixe-as de fora.
rule-oracle-misread-start-square = o texto deveria começar com uma casa, como e2.
rule-oracle-misread-promote-only-priestess = um Soldado só é promovido a Sacerdotisa: escreva `=P`.
rule-oracle-misread-second-square = uma segunda casa (de a1 a h8) deveria vir depois da primeira.
rule-oracle-misread-class-letter = era esperada uma letra de classe (L, P, C, E, H, S) depois de `{ $after }`.
rule-oracle-misread-after-soul = há texto inesperado depois da alma.
rule-oracle-misread-after-squares = há texto inesperado depois das casas.
rule-oracle-misread-at-end = há texto inesperado no final.

## OracleUnreadable

rule-oracle-cannot-read = Não consegui ler `{ $text }`: { $why } Escreva `e2e3` (mover ou capturar), `e1e2@H` (o Senhor se move e deposita um corpo de Corcel em e1), `c3d1~H` (a alma de Corcel de c3 vai para o corpo em d1), `d4d7~C^H` (o mesmo, e a Sacerdotisa invoca uma alma de Corcel) ou `e8=P` (promoção).
