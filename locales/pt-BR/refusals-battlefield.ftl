# Por que as regras recusam uma ação do Battlefield Chess: uma mensagem por motivo de
# rules/src/error/reasons/battlefield.rs (os motivos de posição estão em positions.ftl), com a
# chave `rule-<sua chave>`. A notação, as casas e os comandos entre crases ficam como foram digitados.

## BattlefieldRefusal

rule-bf-end-first = `end` só encerra o turno de uma peça incentivada depois da primeira ação dela.
rule-bf-defeats-king = Isso derrotaria o Rei das { $side }; nenhum Rei pode ser derrotado, nunca.
rule-bf-leaves-check = Isso deixaria o seu Rei em xeque.
rule-bf-not-yours = A peça em { $square } ({ $piece }) não é sua.
rule-bf-second-by-cheered = A segunda ação deste turno precisa ser feita pela peça incentivada em { $square }; senão, envie `end`.
rule-bf-promotion-kinds = Um peão é promovido a q, r, b, n, w (Fera) ou d (Demônio).
rule-bf-promotion-letters = Um peão é promovido a q, r, b, n, w ou d.
rule-bf-only-pawn-promotes = Só é promovido um peão que chega à sua última fileira.
rule-bf-own-piece = Em { $square } está uma peça sua ({ $piece }); só as habilidades têm aliados como alvo.
rule-bf-second-plain = Depois de passar através de um aliado, a segunda ação precisa ser um lance simples.
rule-bf-castle-second = O roque não pode ser uma segunda ação.
rule-bf-staff-cannot-attack = Esta peça ({ $piece }) empunha um Cajado de Cura e não pode atacar.
rule-bf-cannot-attack = A peça em { $from } ({ $piece }) não pode atacar { $to }.
rule-bf-no-en-passant = O en passant não é possível aqui.
rule-bf-cannot-move = A peça em { $from } ({ $piece }) não pode ir para { $to }.
rule-bf-no-piece-there = Não há nenhuma peça ali.
rule-bf-not-its-skill = A peça em { $square } ({ $piece }) não pode { $skill }: a habilidade dela é { $special }.
rule-bf-cannot-swap = A peça em { $square } ({ $piece }) não pode trocar de lugar com { $target }: cada uma precisa poder ir para a casa da outra.
rule-bf-needs-friend = Para { $skill }, é preciso ter uma peça aliada como alvo.
rule-bf-out-of-reach = { $target } está fora do alcance da peça em { $square } ({ $piece }).
rule-bf-full-hp = A peça em { $square } ({ $piece }) já está com o HP cheio.
rule-bf-sacrifice-hp = Sacrifice precisa de pelo menos { $min } HP.
rule-bf-has-cheer = A peça em { $square } ({ $piece }) tem ela mesma a habilidade Cheer.
rule-bf-already-cheered = A peça em { $square } ({ $piece }) já está incentivada.
rule-bf-no-curse = A peça em { $square } ({ $piece }) não tem nenhuma maldição para remover.
rule-bf-staff-never-attacks = Esta peça ({ $piece }) empunha um Cajado de Cura e nunca ataca.
rule-bf-no-enemy = A peça em { $from } ({ $piece }) não tem nenhum inimigo para atacar em { $to }.
rule-bf-castle-moved = O roque não é possível: o Rei ou essa Torre já saiu da sua casa inicial.
rule-bf-castle-rook-gone = O roque não é possível: a Torre não está mais lá.
rule-bf-castle-between = O roque não é possível: as casas entre o Rei e a Torre precisam estar vazias.
rule-bf-castle-attacked = O roque não é possível: o Rei, ou uma casa por onde ele passa ou onde ele termina, está sob ataque.

## BattlefieldUnreadable

rule-bf-squares-range = As casas vão de a1 a h8.
rule-bf-promotion-missing = Diga a que o peão é promovido, por exemplo { $from }{ $to }q (q, r, b, n, w = Fera, d = Demônio).
rule-bf-swap-promotion = Esta troca leva um peão à sua última fileira: acrescente a promoção dele, por exemplo `swap e7>e8q`.
rule-bf-not-promotion = '{ $letter }' não é uma promoção: use q, r, b, n, w (Fera) ou d (Demônio).
rule-bf-how = Escreva um lance ou um ataque como origem-destino (`e2e4`, `b2g7`, `e7e8q` para promover), uma habilidade como `heal c1>e3` (também cheer, sacrifice, cure, swap), o roque como `e1g1` ou `O-O`, e `end` para encerrar o turno de uma peça incentivada.
rule-bf-question = Isso é uma pergunta, não uma ação: use /forecast (ou `forecast b2g7` numa partida local).
rule-bf-unknown-action = Ação desconhecida: '{ $word }'. Escreva um lance ou um ataque como origem-destino (`e2e4`, `b2g7`, `e7e8q` para promover), uma habilidade como `heal c1>e3` (também cheer, sacrifice, cure, swap), o roque como `e1g1` ou `O-O`, e `end` para encerrar o turno de uma peça incentivada.
rule-bf-forecast-form = Peça uma previsão como origem-destino, por exemplo `b2g7`.

## BattlefieldLoadout

rule-bf-loadout-heal-needs-staff = Heal precisa de uma peça com Cajado
rule-bf-loadout-special-with-staff = { $special } não funciona com um Cajado de Cura
rule-bf-loadout-guard-ranged = Guard não funciona com um Arco nem com Facas de Arremesso
rule-bf-loadout-group-cheer-needs-staff = Group Cheer precisa de um Cajado de Cura
rule-bf-loadout-two-of-type = duas passivas do Tipo { $tier }
rule-bf-loadout-live-to-serve-needs-staff = Live to Serve precisa de um Cajado de Cura
rule-bf-loadout-passive-with-staff = { $passive } não funciona com um Cajado de Cura
