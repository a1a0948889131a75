# Lo que hizo una acción, como lo dice la publicación del canal de la partida tras la acción
# («Blancas: d2d4 · Soldado d2→d4»). La notación ($notation) queda tal cual; $words es lo que hizo
# la acción (de actions.ftl), $result el resultado de una partida terminada (de endings.ftl).

## Every variant

report-action = { $side }: { $notation } · { $words }
report-then-result = { $report }. { $result }.
report-then-result-line =
    { $report }
    { $result }
report-then-check = { $report }. Las { $side } están en jaque.
# A report made of sentences: each joined to the next.
report-sentences = { $first }. { $then }
# A finished game's result, as a report's sentence.
report-result = { $result }

## Apocalypse

report-apoc-submitted = Las { $side } han enviado su jugada.
# Un turno resuelto: sus líneas, una tras otra.
report-lines =
    { $first }
    { $then }
report-apoc-resolved = Turno { $turn } resuelto: Blancas { $white }, Negras { $black }.
# Lo que fue de la acción de un bando ($fate: sus partes de abajo, unidas con report-apoc-and).
report-apoc-fate = • { $side } { $action }: { $fate }.
report-apoc-and = { $first }; { $then }
report-apoc-void = anulada: su condición no se cumplió, así que no se movió nada (+1 { -penalty } para las { $side })
report-apoc-stood = se mantuvo
report-apoc-cancelled = no capturó nada (la pieza de { $square } se había ido)
report-apoc-took-own = capturó su propio { $piece } en { $square }
report-apoc-captured = capturó el { $piece } de las { $owner } en { $square }
report-apoc-lost = pero el { $piece } se perdió en el encuentro de { $square }
report-apoc-promoted = el { -footman } promocionó a { -horseman } en { $square }
report-apoc-relocated = el { -footman } se recolocó en { $square }
# $penalties: «Penalizaciones: Blancas 0 · Negras 1» (pic-apoc-penalties).
report-apoc-penalties = { $penalties }.
report-apoc-penalties-new = { $penalties } (nuevas: { $new }).
report-apoc-new-one = { $side } +1
report-apoc-new-both = Blancas +1, Negras +1
report-apoc-game-over = Partida terminada. { $result }.

## Apocalypse: the private answer to a submission

# $status: pic-apoc-safe («segura») o report-apoc-speculative; $penalties: pic-apoc-penalties.
report-apoc-ack =
    Has enviado (con las { $side }) { $action } para el turno { $turn }. Tu jugada es { $status }.
    { $penalties }
# Lo que tiene que hacer la jugada del rival para que una jugada especulativa se mantenga;
# $clauses: las cláusulas de abajo, unidas como «a, b y c».
report-apoc-speculative = especulativa: solo se mantiene si la jugada de las { $side } { $clauses }
report-apoc-clause-next = { $first }, { $then }
report-apoc-clause-last = { $first } y { $then }
report-apoc-clause-safe = es segura
report-apoc-clause-land = termina en { $square }
report-apoc-clause-leave = sale de { $square }
report-apoc-clause-knight = captura un { -horseman } de las { $side }

## Heaven and Hell

# Las partes de un informe: la acción, lo que siguió (las notas de abajo) y luego el resultado o
# la siguiente decisión; cada parte se une a la siguiente con report-sentences.
report-hh-action = { $side }: { $notation }
# La casilla de una trampa colocada es secreta: el canal solo lee esto.
report-hh-planted = Las { $side } han colocado una { -secret-trap }
# Una nota de una partida guardada antes de que se tradujeran las notas: su inglés.
report-hh-note = { $note }
# $prompt: la indicación de la decisión (prompts.ftl).
report-hh-to-decide = Las { $side } deciden: { $prompt }
report-hh-collects = Las { $side } recogen { $coins } { $coins ->
        [one] moneda
       *[other] monedas
    }
report-hh-curse-strikes = La maldición golpea: { $piece }
# $squares: una o varias casillas en notación («E:c4, E:d4»).
report-hh-trap-springs = Se dispara una { -secret-trap } en { $squares }
report-hh-chaos = Caos #{ $number }: { $effect }
report-hh-dies = Muere { $piece } de las { $side } en { $square }
report-hh-neutral-dies = Muere { $piece } neutral en { $square }
# El caos #39 manda una pieza a una casilla al azar.
report-hh-goes-to = Va a parar a { $square }
# Solo se le dice al dueño de la trampa.
report-hh-your-trap = Tu { -secret-trap } está en { $square }.
report-hh-your-trap-destroyed = Tu { -secret-trap } de { $square } ha sido destruida.
report-hh-traps-destroyed = El caos #30 ha destruido { $traps } { $traps ->
        [one] { -secret-trap }
       *[other] Trampas secretas
    }.

## Battlefield Chess

# La acción de un bando: $side y luego lo que hizo ($what, abajo): «Blancas: Piquero e2→e4».
report-bf-by = { $side }: { $what }
report-bf-end = fin del turno
report-bf-castles-short = enroque corto
report-bf-castles-long = enroque largo
# La etiqueta de un menú para el enroque: $what es report-bf-castles-*.
report-bf-king = { -king }: { $what }
# La jugada de una pieza, en notación: «Piquero e2→e4».
report-bf-went = { $piece } { $from }→{ $to }
# La etiqueta de un menú para una jugada: «Piquero a e4».
report-bf-to = { $piece } a { $square }
report-bf-promotes = promociona a { $piece }
report-bf-comma = { $first }, { $then }
report-bf-semicolon = { $first }; { $then }
# Un ataque: la jugada ($move, report-bf-went) y luego el resumen del combate ($combat).
report-bf-attack = { $move }: { $combat }
# El resumen del combate empieza por lo que hizo el atacante ($hits: «14» o «13+13»; $taken: el
# daño de los contraataques, con la misma forma). Sus partes se unen con act-then (« · »).
report-bf-hits = { $attacker } hace { $hits } de daño a { $defender }
report-bf-hits-takes = { $attacker } hace { $hits } de daño a { $defender } y recibe { $taken }
report-bf-attacks = { $attacker } ataca a { $defender }
report-bf-attacks-takes = { $attacker } ataca a { $defender } y recibe { $taken } de daño
# El defensor cuando las dos piezas tienen el mismo nombre.
report-bf-enemy = { $piece } rival
report-bf-defeated = { $piece } queda fuera de combate
report-bf-hp = { $piece } { $hp }/{ $max }
report-bf-ends-on = { $piece } termina en { $square }
report-bf-piece-promotes = { $piece } promociona a { $to }
# Habilidades: $user actúa sobre $target, que está en $square.
report-bf-heal = { $user } cura { $got } { -bf-hp } a { $target } en { $square } ({ $hp }/{ $max })
report-bf-live-to-serve = Vivir para servir +{ $hp }
# $delta: «+2».
report-bf-group-cheer = Ánimo en grupo: { $delta } a todas las piezas durante { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }
report-bf-cheer = { $user } anima a { $target } en { $square }
report-bf-sacrifice = { $user } da { $hp } { -bf-hp } a { $target } en { $square }
# $effects: las penalizaciones quitadas, unidas con report-bf-comma.
report-bf-cure = { $user } cura a { $target } en { $square } de { $effects }
report-bf-cure-plus = { $user } cura a { $target } en { $square } de { $effects } (que pasan a ser bonificaciones)
report-bf-nothing = nada
# Un efecto sin palabra en el glosario: su nombre en inglés.
report-bf-effect = { $name }
report-bf-swap = { $user } en { $from } se intercambia con { $target } en { $square }
# Tras un Ánimo: el bando animado vuelve a actuar.
report-bf-cheered = Pieza animada: las { $side } pueden volver a actuar con esa pieza o enviar `end`.
report-bf-check = ¡Las { $side } están en jaque!

## Battlefield Chess: el pronóstico de un combate, una línea cada cosa (/forecast, el panel de la imagen)

# $attacker de las $side en $from ataca a $defender de las $enemy en $to; cada uno con sus PV y su máximo.
report-bf-fc-head = { $attacker } de las { $side } en { $from } ({ $hp }/{ $max }) ataca a { $defender } de las { $enemy } en { $to } ({ $enemy-hp }/{ $enemy-max })
# $skill: el nombre de una habilidad o pasiva del glosario.
report-bf-fc-preemptive = { $skill }: { $piece } en { $square } recibe { $damage } de daño ({ $hp } { -bf-hp })
report-bf-fc-strike = { $striker } hace { $damage } de daño a { $target } → { $target }: { $hp } { -bf-hp }
report-bf-fc-strike-miracle = { $striker } hace { $damage } de daño a { $target } → { $target }: { $hp } { -bf-hp } (¡Milagro!)
report-bf-fc-leeches = { $piece } roba { $hp } { -bf-hp }
report-bf-fc-no-strikes = Ningún golpe.
# $fates: cómo acaba cada una (report-bf-defeated, report-bf-hp, report-bf-ends-on), unidas con act-then.
report-bf-fc-result = Resultado: { $fates }
report-bf-fc-loses = { $skill }: { $piece } pierde { $hp } { -bf-hp }
report-bf-fc-regains = { $skill }: { $piece } recupera { $hp } { -bf-hp }
# $delta: un número negativo, aplicado a cada una de las cuatro estadísticas.
report-bf-fc-curse = { $skill }: { $piece } recibe { $delta } a ATK/DEF/M.DEF/SPD durante { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }
# $pieces: las piezas envenenadas (report-bf-fc-piece-on), unidas con report-bf-comma.
report-bf-fc-poison = { $skill }: { $delta } a { $pieces }
report-bf-fc-piece-on = { $piece } en { $square }
# Un contador de carga que ha cambiado: $special es la habilidad que carga.
report-bf-fc-charge = { $piece } de las { $side } ({ $special }): { $before }/{ $need } → { $after }/{ $need }

## Battlefield Chess: la ficha de una pieza (/piece), una línea cada cosa

# $unit, $weapon, $element: términos del glosario; $damage: report-bf-damage-* (abajo).
report-bf-piece-head = { $piece } de las { $side } en { $square } — { $unit } · { $weapon } ({ $damage }) · { $element }
report-bf-damage-none = sin daño
report-bf-damage-magic = daño mágico
report-bf-damage-physical = daño físico
# Cada estadística ($atk, $def, $mdef, $spd) es report-bf-stat o report-bf-stat-changed.
report-bf-piece-stats = { -bf-hp } { $hp }/{ $max } · ATK { $atk } · DEF { $def } · M.DEF { $mdef } · SPD { $spd }
report-bf-stat = { $value }
report-bf-stat-changed = { $value } (base { $base })
report-bf-piece-skill = Habilidad: { $special }
report-bf-piece-charge = Habilidad de carga: { $special } ({ $charge }/{ $need })
report-bf-piece-charge-ready = Habilidad de carga: { $special } ({ $charge }/{ $need }, lista)
# $passives: un report-bf-piece-passive por pasiva, unidas con report-bf-comma; $tier: I, II o III.
report-bf-piece-passives = Pasivas: { $passives }
report-bf-piece-passive = { $passive } (Tipo { $tier })
report-bf-piece-no-effects = Efectos: ninguno
# $effects: un report-bf-piece-effect por efecto, unidos con report-bf-semicolon.
report-bf-piece-effects = Efectos: { $effects }
# Un efecto: lo que cambia ($change), el turno en que termina y cuántos turnos quedan.
report-bf-piece-effect = { $effect } ({ $change }, termina en el turno { $turn }, dentro de { $left } { $left ->
        [one] turno
       *[other] turnos
    })
# $delta: «+2» o «-3».
report-bf-change-all = { $delta } a todo
report-bf-change-stat = { $delta } { $stat }
report-bf-piece-cheered = Con ánimo: puede actuar dos veces en su próximo turno.

## El tablero de texto (/board text:true, el botón Tablero de texto, partida local): sus líneas bajo la cuadrícula

report-bf-text-notes = { $square } { $letter }: { $notes }
report-bf-text-hp = { -bf-hp } { $hp }/{ $max }
report-bf-text-charge = { $special } { $charge }/{ $need }
report-bf-text-cheered = Con ánimo
# La línea del turno: report-bf-text-turn, y luego report-bf-text-second y report-bf-text-check
# cuando corresponda, unidas con report-bf-text-then.
report-bf-text-then = { $first } { $then }
report-bf-text-turn = Turno { $turn }: juegan las { $side }
report-bf-text-second = (segunda acción con { $square }, o `end`)
report-bf-text-check = — ¡en jaque!
# $last: lo que hizo la última acción (report-bf-by).
report-bf-text-last = Última acción: { $last }
report-apoc-text-turn = Turno { $turn }
report-oracle-text-to-move = Juegan las { $side }
report-oracle-text-to-move-check = Juegan las { $side } (en jaque)
report-oracle-text-plies = media jugada { $ply } de { $limit }, medias jugadas tranquilas: { $quiet } de { $quiet-limit }
# w y b son las letras de la cuadrícula; $happy, $heart, $peace: los nombres de los símbolos.
report-iiwii-text-key = w = Blancas, b = Negras; ☺ { $happy }, ♥ { $heart }, ☮ { $peace }
report-iiwii-text-to-move = Juegan las { $side } · jugada { $move } · medias jugadas tranquilas: { $quiet }/{ $limit }
