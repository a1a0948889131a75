# O que uma ação fez, como diz a publicação do canal da partida depois da ação
# ("Brancas: d2d4 · Soldado d2→d4"). A notação ($notation) fica como está; $words é o que a ação
# fez (de actions.ftl), $result o resultado de uma partida encerrada (de endings.ftl).

## Every variant

report-action = { $side }: { $notation } · { $words }
report-then-result = { $report }. { $result }.
report-then-result-line =
    { $report }
    { $result }
report-then-check = { $report }. As { $side } estão em xeque.
# A report made of sentences: each joined to the next.
report-sentences = { $first }. { $then }
# A finished game's result, as a report's sentence.
report-result = { $result }

## Apocalypse

report-apoc-submitted = As { $side } enviaram o lance.
# Um turno resolvido: as suas linhas, uma depois da outra.
report-lines =
    { $first }
    { $then }
report-apoc-resolved = Turno { $turn } resolvido: Brancas { $white }, Pretas { $black }.
# O que aconteceu com a ação de um lado ($fate: as partes abaixo, unidas por report-apoc-and).
report-apoc-fate = • { $side } { $action }: { $fate }.
report-apoc-and = { $first }; { $then }
report-apoc-void = cancelado: a condição dele não se cumpriu, então nada se moveu (+1 penalidade para as { $side })
report-apoc-stood = valeu
report-apoc-cancelled = captura anulada (a peça em { $square } tinha saído dali)
report-apoc-took-own = capturou o próprio { $piece } em { $square }
report-apoc-captured = capturou o { $piece } das { $owner } em { $square }
report-apoc-lost = mas o { $piece } desapareceu num encontro em { $square }
report-apoc-promoted = o infante foi promovido a cavaleiro em { $square }
report-apoc-relocated = o infante foi realocado para { $square }
# $penalties: "Penalidades: Brancas 0 · Pretas 1" (pic-apoc-penalties).
report-apoc-penalties = { $penalties }.
report-apoc-penalties-new = { $penalties } (novas: { $new }).
report-apoc-new-one = { $side } +1
report-apoc-new-both = Brancas +1, Pretas +1
report-apoc-game-over = Partida encerrada. { $result }.

## Apocalypse: a resposta privada a um envio

# $status: pic-apoc-safe ("seguro") ou report-apoc-speculative; $penalties: pic-apoc-penalties.
report-apoc-ack =
    Você ({ $side }) enviou { $action } para o turno { $turn }. O lance é { $status }.
    { $penalties }
# O que o lance do adversário precisa fazer para que um lance especulativo valha; $clauses: as
# cláusulas abaixo, unidas como "a, b e c".
report-apoc-speculative = especulativo: só vale se o lance das { $side } { $clauses }
report-apoc-clause-next = { $first }, { $then }
report-apoc-clause-last = { $first } e { $then }
report-apoc-clause-safe = for seguro
report-apoc-clause-land = terminar em { $square }
report-apoc-clause-leave = partir de { $square }
report-apoc-clause-knight = capturar um dos cavaleiros das { $side }

## Heaven and Hell

# As partes de um relato: a ação, o que veio depois (as notas abaixo), e então o resultado ou a
# próxima decisão; cada parte unida à seguinte por report-sentences.
report-hh-action = { $side }: { $notation }
# A casa de uma armadilha armada é secreta: o canal lê só isto.
report-hh-planted = As { $side } armaram uma Armadilha Secreta
# Uma nota de uma partida salva antes de as notas serem traduzidas: o seu texto em inglês.
report-hh-note = { $note }
# $prompt: o pedido da decisão (prompts.ftl).
report-hh-to-decide = As { $side } decidem: { $prompt }
report-hh-collects = As { $side } recolhem { $coins } { $coins ->
        [one] moeda
       *[other] moedas
    }
report-hh-curse-strikes = A maldição atinge: { $piece }
# $squares: uma ou mais casas em notação ("E:c4, E:d4").
report-hh-trap-springs = Uma Armadilha Secreta dispara em { $squares }
report-hh-chaos = Caos #{ $number }: { $effect }
report-hh-dies = { $piece } das { $side } morre em { $square }
report-hh-neutral-dies = Peça neutra ({ $piece }) morre em { $square }
# O Caos #39 manda uma peça para uma casa aleatória.
report-hh-goes-to = Vai parar em { $square }
# Dito só ao dono da armadilha.
report-hh-your-trap = A sua Armadilha Secreta está em { $square }.
report-hh-your-trap-destroyed = A sua Armadilha Secreta em { $square } foi destruída.
report-hh-traps-destroyed = O Caos #30 destruiu { $traps } { $traps ->
        [one] Armadilha Secreta
       *[other] Armadilhas Secretas
    }.

## Battlefield Chess

# A ação de um lado: $side e depois o que ele fez ($what, abaixo): "Brancas: Piqueiro e2→e4".
report-bf-by = { $side }: { $what }
report-bf-end = fim do turno
report-bf-castles-short = roque pequeno
report-bf-castles-long = roque grande
# O rótulo de um menu para o roque: $what é report-bf-castles-*.
report-bf-king = Rei: { $what }
# O lance de uma peça, em notação: "Piqueiro e2→e4".
report-bf-went = { $piece } { $from }→{ $to }
# O rótulo de um menu para um lance: "Piqueiro para e4".
report-bf-to = { $piece } para { $square }
report-bf-promotes = promoção a { $piece }
report-bf-comma = { $first }, { $then }
report-bf-semicolon = { $first }; { $then }
# Um ataque: o lance ($move, report-bf-went) e depois o resumo do combate ($combat).
report-bf-attack = { $move }: { $combat }
# O resumo do combate começa pelo que o atacante fez ($hits: "14" ou "13+13"; $taken: o dano dos
# contra-ataques, na mesma forma). As suas partes são unidas por act-then (" · ").
report-bf-hits = { $attacker } atinge { $defender } com { $hits } de dano
report-bf-hits-takes = { $attacker } atinge { $defender } com { $hits } de dano e sofre { $taken }
report-bf-attacks = { $attacker } ataca { $defender }
report-bf-attacks-takes = { $attacker } ataca { $defender } e sofre { $taken } de dano
# O defensor quando as duas peças têm o mesmo nome.
report-bf-enemy = { $piece } do adversário
report-bf-defeated = { $piece } fora de combate
report-bf-hp = { $piece } { $hp }/{ $max }
report-bf-ends-on = { $piece } termina em { $square }
report-bf-piece-promotes = { $piece }: promoção a { $to }
# Habilidades: $user age sobre $target, que está em $square.
report-bf-heal = { $user } cura a peça em { $square } ({ $target }): +{ $got } HP ({ $hp }/{ $max })
report-bf-live-to-serve = Live to Serve +{ $hp }
# $delta: "+2".
report-bf-group-cheer = Group Cheer: { $delta } para todos por { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }
report-bf-cheer = { $user } incentiva a peça em { $square } ({ $target })
report-bf-sacrifice = { $user } cede { $hp } HP à peça em { $square } ({ $target })
# $effects: as penalidades removidas, unidas por report-bf-comma.
report-bf-cure = { $user } cura a peça em { $square } ({ $target }) de { $effects }
report-bf-cure-plus = { $user } cura a peça em { $square } ({ $target }) de { $effects } (penalidades convertidas em bônus)
report-bf-nothing = nada
# Um efeito sem palavra no glossário: o seu nome em inglês.
report-bf-effect = { $name }
report-bf-swap = { $user } em { $from } troca de lugar com a peça em { $square } ({ $target })
# Depois de um Cheer: o lado incentivado age de novo.
report-bf-cheered = Peça incentivada: as { $side } podem agir de novo com ela ou enviar `end`.
report-bf-check = As { $side } estão em xeque!

## Battlefield Chess: a previsão de um combate, uma linha cada (/forecast, o painel da imagem)

# O $attacker das $side em $from ataca o $defender das $enemy em $to; cada um com o seu HP e o máximo.
report-bf-fc-head = { $attacker } das { $side } em { $from } ({ $hp }/{ $max }) ataca { $defender } das { $enemy } em { $to } ({ $enemy-hp }/{ $enemy-max })
# $skill: o nome de uma habilidade ou passiva, do glossário.
report-bf-fc-preemptive = { $skill }: { $piece } em { $square } sofre { $damage } de dano (HP { $hp })
report-bf-fc-strike = { $striker } atinge { $target } com { $damage } de dano → { $target } fica com { $hp } HP
report-bf-fc-strike-miracle = { $striker } atinge { $target } com { $damage } de dano → { $target } fica com { $hp } HP (Miracle!)
report-bf-fc-leeches = { $piece } drena { $hp } HP
report-bf-fc-no-strikes = Nenhum golpe.
# $fates: como cada um terminou (report-bf-defeated, report-bf-hp, report-bf-ends-on), unidos por act-then.
report-bf-fc-result = Resultado: { $fates }
report-bf-fc-loses = { $skill }: { $piece } perde { $hp } HP
report-bf-fc-regains = { $skill }: { $piece } recupera { $hp } HP
# $delta: um número negativo, aplicado a cada um dos quatro atributos.
report-bf-fc-curse = { $skill }: { $piece } recebe { $delta } em ATK/DEF/M.DEF/SPD por { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }
# $pieces: as peças envenenadas (report-bf-fc-piece-on), unidas por report-bf-comma.
report-bf-fc-poison = { $skill }: { $delta } para { $pieces }
report-bf-fc-piece-on = { $piece } em { $square }
# Um contador de carga que mudou: $special é a habilidade que ele carrega.
report-bf-fc-charge = { $piece } das { $side }, { $special }: { $before }/{ $need } → { $after }/{ $need }

## Battlefield Chess: a ficha de uma peça (/piece), uma linha cada

# $unit, $weapon, $element: termos do glossário; $damage: report-bf-damage-* abaixo.
report-bf-piece-head = { $piece } das { $side } em { $square } — { $unit } · { $weapon } ({ $damage }) · { $element }
report-bf-damage-none = sem dano
report-bf-damage-magic = dano mágico
report-bf-damage-physical = dano físico
# Cada atributo ($atk, $def, $mdef, $spd) é report-bf-stat ou report-bf-stat-changed.
report-bf-piece-stats = HP { $hp }/{ $max } · ATK { $atk } · DEF { $def } · M.DEF { $mdef } · SPD { $spd }
report-bf-stat = { $value }
report-bf-stat-changed = { $value } (base { $base })
report-bf-piece-skill = Habilidade: { $special }
report-bf-piece-charge = Habilidade de carga: { $special } ({ $charge }/{ $need })
report-bf-piece-charge-ready = Habilidade de carga: { $special } ({ $charge }/{ $need }, pronta)
# $passives: report-bf-piece-passive cada uma, unidas por report-bf-comma; $tier: I, II ou III.
report-bf-piece-passives = Passivas: { $passives }
report-bf-piece-passive = { $passive } (Tipo { $tier })
report-bf-piece-no-effects = Efeitos: nenhum
# $effects: report-bf-piece-effect cada um, unidos por report-bf-semicolon.
report-bf-piece-effects = Efeitos: { $effects }
# Um efeito: o que ele muda ($change), o turno em que termina e quantos turnos faltam.
report-bf-piece-effect = { $effect } ({ $change }, termina no turno { $turn }, daqui a { $left } { $left ->
        [one] turno
       *[other] turnos
    })
# $delta: "+2" ou "-3".
report-bf-change-all = { $delta } em todos os atributos
report-bf-change-stat = { $delta } { $stat }
report-bf-piece-cheered = Peça incentivada: pode agir duas vezes no próximo turno.

## O tabuleiro em texto (/board text:true, o botão Tabuleiro em texto, partida local): as linhas abaixo da grade

report-bf-text-notes = { $square } { $letter }: { $notes }
report-bf-text-hp = HP { $hp }/{ $max }
report-bf-text-charge = { $special } { $charge }/{ $need }
report-bf-text-cheered = Incentivada
# A linha do turno: report-bf-text-turn, depois report-bf-text-second e report-bf-text-check
# quando se aplicam, unidas por report-bf-text-then.
report-bf-text-then = { $first } { $then }
report-bf-text-turn = Turno { $turn }: vez das { $side }
report-bf-text-second = (segunda ação com { $square } ou `end`)
report-bf-text-check = — em xeque!
# $last: o que a última ação fez (report-bf-by).
report-bf-text-last = Última ação: { $last }
report-apoc-text-turn = Turno { $turn }
report-oracle-text-to-move = Vez das { $side }
report-oracle-text-to-move-check = Vez das { $side } (em xeque)
report-oracle-text-plies = meio-lance { $ply } de { $limit }, meios-lances tranquilos { $quiet } de { $quiet-limit }
# w e b são as letras da grade; $happy, $heart, $peace: os nomes dos símbolos.
report-iiwii-text-key = w = Brancas, b = Pretas; ☺ { $happy }, ♥ { $heart }, ☮ { $peace }
report-iiwii-text-to-move = Vez das { $side } · lance { $move } · meios-lances tranquilos { $quiet }/{ $limit }
