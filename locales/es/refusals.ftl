# Por qué las reglas rechazan una acción, con palabras comunes a todas las variantes: un mensaje
# por cada motivo de rules/src/error/reasons/mod.rs, con la clave `rule-<su clave>`, y después
# las palabras de los nombres propios del reglamento que llevan los motivos (`term-<id>`).

rule-game-over = Esta partida ha terminado.

## Shared

rule-no-piece-on = No hay ninguna pieza en { $square }.
rule-not-your-piece = La pieza de { $square } ({ $piece }) es de las { $owner }; tú juegas con las { $side }.

## MatchRefusal

rule-variant-not-playable = La variante { $variant } todavía no se puede jugar.
rule-nothing-to-claim = No les toca actuar a las { $opponent }, así que no hay nada que reclamar.

## Refusal, Unreadable: palabras que vienen de fuera de las reglas, se muestran tal cual

rule-refusal-other = { $text }
rule-unreadable-other = { $text }

## WaitingFor

rule-turn-of = Es el turno de las { $side }.
rule-turn-of-not-yours = Es el turno de las { $to_move }, no de las { $side }.
rule-already-submitted = Ya has enviado tu jugada del turno { $turn }, y un envío es definitivo. Esperando a las { $opponent }.
rule-waiting-for-decision = Esperando a que las { $side } decidan: { $prompt }.
rule-waiting-for-decision-short = Esperando a que las { $side } decidan.
rule-claim-neither-acted = Ningún bando ha actuado en este turno, así que todavía nadie puede reclamar la victoria por tiempo. Haz primero tu jugada; si el tiempo se ha agotado, podrás reclamar justo después.
rule-claim-own-turn = Te toca actuar a ti, así que no puedes reclamar la victoria por tiempo.
rule-nothing-to-do = Las { $side } no tienen nada que hacer ahora.

## Waiting: palabras que vienen de fuera de las reglas, se muestran tal cual

rule-waiting-other = { $text }

## Una lista larga: sus primeros elementos, y cuántos más hay

rule-list-more = { $items } y { $more } más

## Términos: las variantes

term-variant-apocalypse = { -apocalypse }
term-variant-heaven-and-hell = { -heaven-and-hell }
term-variant-battlefield = { -battlefield }
term-variant-oracle = { -oracle }
term-variant-it-is-what-it-is = { -it-is-what-it-is }

## Términos: piezas de Apocalypse

term-apoc-piece-pawn = { -footman }
term-apoc-piece-knight = { -horseman }

## Términos: piezas de It is what it is chess (las letras no se traducen)

term-iiwii-piece-small-c = c
term-iiwii-piece-small-h = h
term-iiwii-piece-small-e = e
term-iiwii-piece-small-s = s
term-iiwii-piece-big-c = C
term-iiwii-piece-big-h = H
term-iiwii-piece-big-e = E
term-iiwii-piece-big-s = S
term-iiwii-piece-happy-face = { -iiwii-happy-face }
term-iiwii-piece-heart = { -iiwii-heart }
term-iiwii-piece-peace-sign = { -iiwii-peace-sign }

## Términos: clases de Oracle Chess

term-oracle-class-lord = { -oracle-lord }
term-oracle-class-priestess = { -oracle-priestess }
term-oracle-class-chariot = { -oracle-chariot }
term-oracle-class-elephant = { -oracle-elephant }
term-oracle-class-horse = { -oracle-horse }
term-oracle-class-soldier = { -oracle-soldier }

## Términos: piezas de Battlefield Chess

term-bf-piece-king = { -king }
term-bf-piece-queen = { -queen }
term-bf-piece-rook = { -rook }
term-bf-piece-bishop = { -bishop }
term-bf-piece-knight = { -knight }
term-bf-piece-archer = { -bf-archer }
term-bf-piece-pikeman = { -bf-pikeman }
term-bf-piece-scout = { -bf-scout }
term-bf-piece-footman = { -bf-footman }
term-bf-piece-beast = { -bf-beast }
term-bf-piece-demon = { -bf-demon }
term-bf-piece-cleric = { -bf-cleric }

## Términos: especiales de Battlefield Chess

term-bf-special-heal = Curación
term-bf-special-cheer = Ánimo
term-bf-special-swap = Intercambio
term-bf-special-boost-atk = Refuerzo de Ataque
term-bf-special-boost-def = Refuerzo de Defensa
term-bf-special-boost-mdef = Refuerzo de Defensa mágica
term-bf-special-boost-spd = Refuerzo de Velocidad
term-bf-special-sacrifice = Sacrificio
term-bf-special-cure = Purificación
term-bf-special-cure-plus = Purificación+
term-bf-special-life-leech = Robo de vida
term-bf-special-penetration = Penetración
term-bf-special-adrenaline-boost = Subidón de adrenalina
term-bf-special-preemptive-strike = Ataque preventivo
term-bf-special-guard = Guardia
term-bf-special-miracle = Milagro
term-bf-special-group-cheer = Ánimo en grupo

## Términos: pasivas de Battlefield Chess

term-bf-passive-hp-boost = Aumento de PV
term-bf-passive-atk-boost = Aumento de Ataque
term-bf-passive-def-boost = Aumento de Defensa
term-bf-passive-mdef-boost = Aumento de Defensa mágica
term-bf-passive-spd-boost = Aumento de Velocidad
term-bf-passive-hard-hitter = Golpe duro
term-bf-passive-thick-skin = Piel gruesa
term-bf-passive-painful-strength = Fuerza dolorosa
term-bf-passive-overclock = Sobrecarga
term-bf-passive-teamwork = Trabajo en equipo
term-bf-passive-solo-leveling = Progreso en solitario
term-bf-passive-pass-through = Atravesar
term-bf-passive-ambush = Emboscada
term-bf-passive-desperation = Desesperación
term-bf-passive-double-tap = Doble golpe
term-bf-passive-live-to-serve = Vivir para servir
term-bf-passive-curse = Maldición
term-bf-passive-sabotage = Sabotaje
term-bf-passive-neutral-advantage = Ventaja neutral
term-bf-passive-charge = Carga
term-bf-passive-parry = Parada
term-bf-passive-recovery = Recuperación
term-bf-passive-battle-rest = Descanso de batalla
term-bf-passive-power-of-friendship = Poder de la amistad
term-bf-passive-threaten = Amenaza
term-bf-passive-poison-smoke = Humo venenoso
term-bf-passive-quick-charge = Carga rápida

## Términos: habilidades de Battlefield Chess usadas como acciones (el verbo, en infinitivo y
## en minúscula: «no puede curar»)

term-bf-skill-heal = curar
term-bf-skill-cheer = animar
term-bf-skill-sacrifice = sacrificarse
term-bf-skill-cure = purificar
term-bf-skill-swap = intercambiarse

## Términos: tipos de unidad, armas, elementos y efectos de Battlefield Chess (battlefield::pieces::
## UnitType::name, Weapon::name, Element::name, EffectKind::name), tal como los nombra /piece

term-bf-unit-cavalry = { -bf-cavalry }
term-bf-unit-flying = { -bf-flying }
term-bf-unit-infantry = { -bf-infantry }
term-bf-unit-heavy-infantry = { -bf-heavy-infantry }
term-bf-unit-beast = { -bf-beast }
term-bf-unit-demon = { -bf-demon }
term-bf-weapon-staff = Bastón
term-bf-weapon-healing-staff = Bastón curativo
term-bf-weapon-bow = Arco
term-bf-weapon-spear = Lanza
term-bf-weapon-axe = Hacha
term-bf-weapon-sword = Espada
term-bf-weapon-throwing-knives = Cuchillos arrojadizos
term-bf-weapon-hand = Mano
term-bf-weapon-magic-beam = Rayo mágico
term-bf-element-none = Ninguno
term-bf-element-water = Agua
term-bf-element-fire = Fuego
term-bf-element-ground = Tierra
term-bf-effect-curse = Maldición
term-bf-effect-sabotage = Sabotaje
term-bf-effect-threaten = Amenaza
term-bf-effect-poison-smoke = Humo venenoso
term-bf-effect-power-of-friendship = Poder de la amistad
term-bf-effect-boost-atk = Refuerzo de Ataque
term-bf-effect-boost-def = Refuerzo de Defensa
term-bf-effect-boost-mdef = Refuerzo de Defensa mágica
term-bf-effect-boost-spd = Refuerzo de Velocidad
term-bf-effect-group-cheer = Ánimo en grupo
term-bf-effect-cured-curse = Maldición purificada
term-bf-effect-cured-sabotage = Sabotaje purificado
term-bf-effect-cured-threaten = Amenaza purificada
term-bf-effect-cured-poison-smoke = Humo venenoso purificado

## Términos: piezas de Heaven and Hell

term-hh-piece-pawn = { -pawn }
term-hh-piece-knight = { -knight }
term-hh-piece-bishop = { -bishop }
term-hh-piece-rook = { -rook }
term-hh-piece-queen = { -queen }
term-hh-piece-king = { -king }
term-hh-piece-bomber = { -hh-bomber }
term-hh-piece-leopard = { -hh-leopard }
term-hh-piece-checker = { -hh-checker }
term-hh-piece-archer = { -hh-archer }
term-hh-piece-wizard = { -hh-wizard }
term-hh-piece-archbishop = { -hh-archbishop }
term-hh-piece-fortress = { -hh-fortress }
term-hh-piece-scout = { -hh-scout }
term-hh-piece-warlock = { -hh-warlock }
term-hh-piece-imp = { -hh-imp }
term-hh-piece-angel = { -hh-angel }
term-hh-piece-devil = { -hh-devil }

## Términos: entradas de la tienda de Heaven and Hell (el código tal como lo muestra la tienda y
## lo acepta `buy`: no se traduce)

term-hh-entry-stun = stun
term-hh-entry-to-earth = to-earth
term-hh-entry-upgrade = upgrade
term-hh-entry-trap = trap
term-hh-entry-fire = fire
term-hh-entry-kill = kill
term-hh-entry-orb = orb
term-hh-entry-thaw = thaw
term-hh-entry-curse = curse
term-hh-entry-rook = rook
term-hh-entry-two-actions = two-actions
term-hh-entry-teleport = teleport
term-hh-entry-freeze = freeze
term-hh-entry-forgive = forgive
term-hh-entry-knight = knight
term-hh-entry-bishop = bishop

## Términos: planos de Heaven and Hell

term-hh-plane-heaven = { -heaven }
term-hh-plane-earth = { -earth }
term-hh-plane-hell = { -hell }

## Términos: objetos de Heaven and Hell

term-hh-item-fire = { -hh-fire }
term-hh-item-ice = { -hh-ice }
term-hh-item-orb = { -chaos-orb }
term-hh-item-coins = { -coins }
