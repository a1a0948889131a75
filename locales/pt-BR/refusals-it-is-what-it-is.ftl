# Por que as regras recusam uma ação do It is what it is chess: uma mensagem por motivo de
# rules/src/error/reasons/it_is_what_it_is.rs (os motivos de posição estão em positions.ftl), com
# a chave `rule-<sua chave>`. As casas e a notação (`c8<`) ficam como foram digitadas.

## IiwiiRefusal

rule-iiwii-stays-put = A peça em { $from } ({ $piece }) precisa ir para algum lugar; { $from }{ $to } a deixa onde está.
rule-iiwii-onto-own = Em { $to } está uma peça sua ({ $piece }).{ $backspace ->
        [none] { "" }
       *[other] { " " }Para dar Backspace sobre ela (removendo-a), escreva { $backspace }<.
    }
rule-iiwii-cannot-reach = A peça em { $from } ({ $piece }) não alcança { $to }{ $destinations ->
        [none] : ela não tem nenhum lance agora.
       *[other] . Ela pode ir para { $destinations }.
    }{ $left ->
        [none] { "" }
       *[other] { " " }Ela também pode dar Backspace para { $left } ({ $from }<).
    }
rule-iiwii-not-capital = Só as maiúsculas podem dar Backspace; a peça em { $from } ({ $piece }) não pode.
rule-iiwii-left-edge = A peça em { $from } ({ $piece }) está na sua borda esquerda: não há nenhuma casa para onde dar Backspace.

## IiwiiUnreadable

rule-iiwii-not-a-move = '{ $text }' não é um lance. Escreva as duas casas, como b1c3, ou o Backspace de uma maiúscula como a casa dela seguida de <, como c8<.

## IiwiiPiece

rule-iiwii-owned-piece = { $kind } das { $side }
