# Por qué las reglas rechazan una acción de Battlefield Chess: un mensaje por cada motivo de
# rules/src/error/reasons/battlefield.rs (sus motivos de posición están en positions.ftl), con la
# clave `rule-<su clave>`. La notación, las casillas y los comandos entre comillas invertidas
# quedan tal cual.

## BattlefieldRefusal

rule-bf-end-first = `end` solo termina el turno de una pieza animada después de su primera acción.
rule-bf-defeats-king = Eso derrotaría al Rey de las { $side }; ningún Rey puede ser derrotado jamás.
rule-bf-leaves-check = Eso dejaría a tu Rey en jaque.
rule-bf-not-yours = La pieza de { $square } ({ $piece }) no es tuya.
rule-bf-second-by-cheered = La segunda acción de este turno tiene que hacerla la pieza animada de { $square }; si no, envía `end`.
rule-bf-promotion-kinds = Un peón promociona a q, r, b, n, w (Bestia) o d (Demonio).
rule-bf-promotion-letters = Un peón promociona a q, r, b, n, w o d.
rule-bf-only-pawn-promotes = Solo promociona un peón que llega a su última fila.
rule-bf-own-piece = En { $square } hay una pieza tuya ({ $piece }); solo las habilidades se dirigen a piezas amigas.
rule-bf-second-plain = Después de atravesar a una pieza amiga, la segunda acción tiene que ser una jugada normal.
rule-bf-castle-second = El enroque no puede ser una segunda acción.
rule-bf-staff-cannot-attack = Esta pieza ({ $piece }) lleva un Báculo curativo y no puede atacar.
rule-bf-cannot-attack = La pieza de { $from } ({ $piece }) no puede atacar { $to }.
rule-bf-no-en-passant = Aquí no es posible la captura al paso.
rule-bf-cannot-move = La pieza de { $from } ({ $piece }) no puede moverse a { $to }.
rule-bf-no-piece-there = Ahí no hay ninguna pieza.
rule-bf-not-its-skill = La pieza de { $square } ({ $piece }) no puede { $skill }: su habilidad es { $special }.
rule-bf-cannot-swap = La pieza de { $square } ({ $piece }) no puede intercambiarse con { $target }: cada una tiene que poder moverse a la casilla de la otra.
rule-bf-needs-friend = Para { $skill } hace falta una pieza amiga como objetivo.
rule-bf-out-of-reach = { $target } está fuera del alcance de la pieza de { $square } ({ $piece }).
rule-bf-full-hp = La pieza de { $square } ({ $piece }) ya tiene todos sus PV.
rule-bf-sacrifice-hp = Sacrificio necesita al menos { $min } PV.
rule-bf-has-cheer = La pieza de { $square } ({ $piece }) tiene ella misma la habilidad Ánimo.
rule-bf-already-cheered = La pieza de { $square } ({ $piece }) ya está animada.
rule-bf-no-curse = La pieza de { $square } ({ $piece }) no tiene ninguna maldición que quitar.
rule-bf-staff-never-attacks = Esta pieza ({ $piece }) lleva un Báculo curativo y nunca ataca.
rule-bf-no-enemy = La pieza de { $from } ({ $piece }) no tiene ningún enemigo al que atacar en { $to }.
rule-bf-castle-moved = No es posible enrocar: el Rey o esa Torre ya ha salido de su casilla inicial.
rule-bf-castle-rook-gone = No es posible enrocar: la Torre ya no está.
rule-bf-castle-between = No es posible enrocar: las casillas entre el Rey y la Torre tienen que estar vacías.
rule-bf-castle-attacked = No es posible enrocar: el Rey, o una casilla que cruza o en la que termina, está atacado.

## BattlefieldUnreadable

rule-bf-squares-range = Las casillas van de a1 a h8.
rule-bf-promotion-missing = Indica a qué promociona el peón, p. ej. { $from }{ $to }q (q, r, b, n, w = Bestia, d = Demonio).
rule-bf-swap-promotion = Este intercambio lleva un peón a su última fila: añade su promoción, p. ej. `swap e7>e8q`.
rule-bf-not-promotion = '{ $letter }' no es una promoción: usa q, r, b, n, w (Bestia) o d (Demonio).
rule-bf-how = Escribe una jugada o un ataque como origen-destino (`e2e4`, `b2g7`, `e7e8q` para promocionar), una habilidad como `heal c1>e3` (también cheer, sacrifice, cure, swap), el enroque como `e1g1` u `O-O`, y `end` para terminar el turno de una pieza animada.
rule-bf-question = Eso es una pregunta, no una acción: usa /forecast (o `forecast b2g7` en una partida local).
rule-bf-unknown-action = Acción desconocida: '{ $word }'. Escribe una jugada o un ataque como origen-destino (`e2e4`, `b2g7`, `e7e8q` para promocionar), una habilidad como `heal c1>e3` (también cheer, sacrifice, cure, swap), el enroque como `e1g1` u `O-O`, y `end` para terminar el turno de una pieza animada.
rule-bf-forecast-form = Pide una previsión como origen-destino, p. ej. `b2g7`.

## BattlefieldLoadout

rule-bf-loadout-heal-needs-staff = Curación necesita una pieza con Báculo
rule-bf-loadout-special-with-staff = { $special } no se puede usar con un Báculo curativo
rule-bf-loadout-guard-ranged = Guardia no se puede usar con un Arco ni con Cuchillos arrojadizos
rule-bf-loadout-group-cheer-needs-staff = Ánimo en grupo necesita un Báculo curativo
rule-bf-loadout-two-of-type = dos pasivas de Tipo { $tier }
rule-bf-loadout-live-to-serve-needs-staff = Vivir para servir necesita un Báculo curativo
rule-bf-loadout-passive-with-staff = { $passive } no se puede usar con un Báculo curativo
