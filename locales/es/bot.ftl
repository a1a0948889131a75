# Las palabras del bot (español). Cada clave traduce la de `locales/en/bot.ftl`;
# `docs/translating.md` explica cómo. La notación (jugadas, casillas, nombres de comandos y de
# opciones entre comillas invertidas) nunca se traduce.

# Glosario (usa siempre estas palabras, para que todo el bot hable igual; se usa «tú»):
#   move (sustantivo) = jugada; to move / make a move = mover / hacer una jugada
#   secret move = jugada secreta; legal moves = jugadas legales; action = acción
#   board = tablero; square = casilla; piece = pieza; position = posición
#   game = partida; games in progress = partidas en curso; turn = turno
#   challenge = desafío / desafiar; open challenge = desafío abierto
#   opponent = rival; player = jugador; the computer = la máquina
#   seek = búsqueda (de rival); lobby = sala (la sala común entre servidores)
#   rated = puntuable; casual = amistosa; rating = puntuación; Glicko-2 = Glicko-2
#   leaderboard / standings = clasificación; record = historial / registro (de partidas)
#   draw = tablas (offer a draw = ofrecer tablas); resign = abandonar
#   claim (a win on time) = reclamar (la victoria por tiempo); time limit = tiempo límite
#   tournament = torneo; Swiss = (torneo) suizo; round = ronda; pairings = emparejamientos
#   organiser = organizador; withdraw = retirarse
#   puzzle = problema; daily puzzle = problema del día; lesson = lección
#   review = análisis; blunder = error grave; mistake = error
#   shop = tienda; coins = monedas; thread = hilo; server = servidor; DM = MD (mensaje directo)
#   Manage Server (permiso de Discord) = Gestionar servidor
#   Los nombres de las variantes no se traducen: Apocalypse, Heaven and Hell, Battlefield Chess,
#   Oracle Chess, It is what it is chess.

## /help

help-title = Variantes de ajedrez: lo que hago
help-about =
    Dirijo partidas de cinco variantes caseras de ajedrez en este servidor: **Apocalypse**, **Heaven and Hell**, **Battlefield Chess**, **Oracle Chess** e **It is what it is chess**.
    Desafía a un amigo o a mí (la máquina) con `/play`; yo compruebo todas las reglas por ti.
    Tras cada turno publico una imagen del tablero; las jugadas secretas se hacen en privado, por MD.
    Las partidas entre personas son puntuables, con puntuaciones propias de cada servidor; `/leaderboard` y `/stats` muestran la clasificación.
    ¿No tienes rival aquí? `/seek` te busca uno en cualquier servidor de la sala.
    `/help command:<name>` te lo cuenta todo sobre un comando.
help-first-steps = ¿Acabas de llegar? `/learn <variant>` te enseña una variante en pocos minutos (prueba `/learn { $variant }`); después, `/play <variant>` con { $bot } (yo) como rival y `level:easy` empieza una partida contra la máquina.
help-group-start = Empezar y aprender
help-group-play = Jugar
help-group-during = Durante una partida
help-group-after = Después de una partida
help-group-community = Comunidad
help-group-lobby = Sala entre servidores
help-group-tournaments = Torneos
help-group-settings = Ajustes del servidor (Gestionar servidor)
help-options = Opciones
help-optional = (opcional)
help-listed-under = Aparece en **{ $group }** en `/help`.

## /preferences

prefs-saved = Guardado.
prefs-language-chosen = **Idioma:** { $language }, como elegiste con `/preferences language` (`language:Discord's language` vuelve al de tu aplicación de Discord). Lo que publico en un canal está en el idioma del servidor.
prefs-language-discord = **Idioma:** { $language }, el de tu aplicación de Discord; `/preferences language` elige otro. Lo que publico en un canal está en el idioma del servidor.
prefs-colours-standard = **Colores:** estándar. `/preferences theme:colour-blind` dibuja tus propios tableros y lecciones sin parejas de rojo y verde.
prefs-colours-colour-blind = **Colores:** aptos para daltónicos: tus propios tableros (vistas privadas, avisos por MD) y tus lecciones usan azul, amarillo y naranja donde los colores estándar emparejan el rojo con el verde. Los tableros publicados en un canal, que todo el mundo comparte, conservan los colores estándar.

## /learn (las palabras de las propias lecciones están en lessons.ftl)

lesson-heading = **{ $variant } · lección { $number } de { $count }: { $title }**
lesson-task = **Tu tarea:** { $task }
    Elige tu respuesta en el menú.
lesson-all-solved = Has resuelto todas las lecciones de este curso; aquí lo tienes de nuevo desde el principio (`/learn { $variant } lesson:` elige una).
lesson-wrong = ❌ `{ $answer }` no es la respuesta. { $hint }
lesson-what-it-did = Vuelve a intentarlo desde el menú. Lo que hizo esa jugada:
lesson-right = ✅ **Correcto:** `{ $answer }`. { $why }
lesson-next = **Siguiente:** lección { $number }, { $title }.
lesson-finished = 🎉 **¡Has terminado el curso de { $variant }!** Pruébala de verdad contra la máquina en su nivel más fácil.
lesson-finished-forced-win = 🎉 **¡Has terminado el curso de { $variant }!** Pruébala de verdad contra la máquina en su nivel más fácil, y recuerda la apertura que acabas de encontrar: tal como están las reglas, gana de forma forzada.
lesson-menu-placeholder = Elige tu respuesta
lesson-button-text-board = Tablero en texto
lesson-button-next = Siguiente lección
lesson-button-play = Jugar contra la máquina (fácil)
lesson-in-a-server = En un servidor, { $how }.
lesson-play-me = empieza una partida con `/play { $variant }`, eligiendo como rival a { $bot } (o sea, a mí) y `level:easy`
lesson-games-in-server = Las partidas se juegan en un servidor: allí, { $how }.

## /puzzle

puzzle-picked-for-you = (He elegido { $variant } por ti: la variante en la que has respondido menos problemas; `variant:` elige una.)
puzzle-all-answered = { $count ->
    [one] Ya has respondido al problema de { $variant }; aquí lo tienes de nuevo (en tu historial solo cuenta tu primera respuesta).
   *[other] Ya has respondido a los { $count } problemas de { $variant }; aquí los tienes de nuevo (en tu historial solo cuenta tu primera respuesta a cada uno).
}
puzzle-daily-server = 📅 **El problema del día de { $variant }, { $date }** (UTC): hoy es el mismo para todos en este servidor.
puzzle-daily-dm = 📅 **El problema del día de { $variant }, { $date }** (UTC): hoy es el mismo para todos en los mensajes directos.
puzzle-heading =
    🧩 **Problema { $puzzle } de { $variant }** · dificultad { $difficulty }
    Origen: { $origin }.
# De dónde viene un problema: el ordenador contra sí mismo en nivel $level, la semilla de la
# partida y la acción antes de la cual estaba la posición; un bando jugaba una acción legal al
# azar una vez de cada $one-in.
puzzle-origin-self-play = partida del ordenador contra sí mismo ({ $level } contra { $level }), semilla { $seed }, antes de la acción { $action }
puzzle-origin-self-play-random = partida del ordenador contra sí mismo ({ $level } contra { $level }, las { $side } jugando una acción legal al azar una vez de cada { $one-in }), semilla { $seed }, antes de la acción { $action }
puzzle-both-move = Ambos bandos mueven a la vez
puzzle-side-to-play = Juegan las { $side }
puzzle-task =
    { $turn }: juegas con las **{ $side }**. **Encuentra la mejor acción.**
    Elígela en el menú, o responde con `/move <action>` (donde no tengas ninguna partida en curso).
puzzle-right = ✅ **¡Correcto!** `{ $answer }` es la mejor acción.
puzzle-wrong = ❌ **No del todo:** has jugado `{ $answer }`.
puzzle-solution = **Solución:** { $solutions }
puzzle-or = o
puzzle-line = **La continuación:** { $line }
puzzle-recorded = Registrado. Resueltos: { $solved }; fallados: { $failed }; racha: { $streak } (mejor racha: { $best }).
puzzle-answered-before = Ya habías respondido a este problema: en tu historial solo cuenta tu primera respuesta.
puzzle-heading-short = 🧩 **Problema { $puzzle }** · dificultad { $difficulty } · juegas con las { $side }
puzzle-board-after = El tablero muestra la posición tras `{ $action }`.
puzzle-menu-placeholder = Tu respuesta (acciones { $first } a { $last } de { $count })
puzzle-page = Página { $page }: { $first } … { $last }
puzzle-page-menu = Ir a una página de acciones
puzzle-button-more = Más acciones
puzzle-button-next = Siguiente problema

## Las partidas, tal como las nombran varios mensajes

game-heading = **{ $variant }**, partida #{ $game }: { $white } contra { $black }

## /review

review-progress = Analizando la partida #{ $game }… { $percent }%
review-heading = **Análisis de la máquina:** { $heading }.
review-result = Resultado: { $result }.
review-forced-win = En It is what it is chess, las Blancas ganan de forma forzada (1. Símbolo de la paz e1-e4 gana como tarde en la tercera jugada), así que la puntuación esperada de las Negras es baja desde el principio.
review-counts = { $mistakes ->
    [one] { $mistakes } error
   *[other] { $mistakes } errores
}, { $blunders ->
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
}
review-side-counts = { $side }: { $counts }.
review-side-clean = Las { $side } no perdieron nada que la máquina pudiera ver.
review-side-worst = Los peores momentos de las { $side }:
review-moment = { $number }. { $side } { $played }, { $verdict } (puntuación esperada { $before } → { $after })
review-verdict-blunder = un error grave
review-verdict-mistake = un error
review-verdict-good = su peor acción, pero no un error
review-preferred = ; la máquina prefería **{ $best }**
review-footer = Cada acción se juzga según lo que su jugador podía saber en ese momento (un error pierde { $mistake } de la puntuación esperada; un error grave, { $blunder }); los botones muestran en privado el tablero antes de cada momento.
review-moment-board = Partida #{ $game }, antes de la acción { $number }. { $moment }
review-white-wins = Ganan las Blancas
review-black-wins = Ganan las Negras
review-draw = Tablas
review-posted-now = El análisis de la partida #{ $game } se ha publicado en el canal.
review-being-posted = El análisis de la partida #{ $game } se está publicando en este canal ahora mismo.
review-already-posted = El análisis de la partida #{ $game } ya está publicado en este canal: { $link } (se publica una sola vez por partida, para no inundar el canal).

## La gráfica del análisis (dibujada en su imagen, y su descripción)

review-graph-title = Partida #{ $game } · { $variant }
review-graph-title-local = Partida local · { $variant }
review-graph-axis = Puntuación esperada de las Blancas (1: ganan, ½: igualdad, 0: pierden)
review-graph-actions = { $count ->
    [one] { $count } acción
   *[other] { $count } acciones
}
review-graph-white-mistake = Blancas: error
review-graph-white-blunder = Blancas: error grave
review-graph-black-mistake = Negras: error
review-graph-black-blunder = Negras: error grave
review-graph-alt = Gráfica de evaluación de { $title }: puntuación esperada de las Blancas (de 0, ganan las Negras, a 1, ganan las Blancas) a lo largo de { $actions }, que termina en { $end }{ $result }; marcados: { $marked }.

## Juego local en una terminal (`bot local <variant> --learn`)

local-learn-lessons = El curso de { $variant } tiene las lecciones de la 1 a la { $count }.
local-learn-finished = ¡Has terminado el curso de { $variant }! Juega contra la máquina en su nivel más fácil: `bot local { $id } --black ai:easy`.
local-learn-look-at = Fíjate en: { $squares }
local-learn-task = Tu tarea: { $task }
local-learn-prompt = Escribe un número o una acción (o bien: board, skip, quit).
local-learn-not-an-answer = Eso no es una respuesta aquí: { $error }
local-learn-right =
    Correcto: { $answer }. { $why }
    ({ $said })
local-learn-wrong =
    No es eso: { $answer }. { $hint }
    Vuelve a intentarlo. Lo que hizo esa jugada: { $said }

## /rules (el resumen de cada variante está en rules.ftl)

rules-how-each-piece-moves = Cómo se mueve cada pieza: { $pieces }
rules-legend = Las piezas y los objetos de los tableros:
rules-legend-alt = Los símbolos de los tableros de { $variant }: { $names }.

## /settings

settings-saved = Ajustes guardados.
settings-summary = **Ajustes de este servidor**
    Hilos: { $threads }
    Tiempo límite por jugada por defecto: { $limit }
    Variantes: { $variants }
    Espera de los desafíos abiertos: { $open }
    Partidas entre personas: { $rated }
    Organizadores de torneos: { $organisers }
    Sala entre servidores: { $lobby }
    Idioma de las publicaciones públicas: { $language }
settings-threads-on = activados (cada desafío aceptado abre un hilo para su partida)
settings-threads-off = desactivados (cada desafío aceptado se juega en su canal)
settings-limit-default = { $limit } (el valor por defecto del bot)
settings-variants-all = todas
settings-rated = puntuables, salvo con `/play rated:false`
settings-casual = amistosas (no puntuables), salvo con `/play rated:true`
settings-organisers = Gestionar servidor
settings-organisers-role = Gestionar servidor o el rol { $role }
settings-lobby-off = desactivada (`/settings lobby:true` en un canal lo convierte en el canal de la sala)
settings-lobby-on = activada, partidas en hilos de { $channel }
settings-language-chosen = { $language } (elegido con `/settings language`)
settings-language-discord = { $language } (el idioma de Discord del servidor; `/settings language` elige otro)
settings-language-default = { $language } (el predeterminado; `/settings language` elige otro)

## Recordatorios, por MD, cuando a un jugador se le acaba el tiempo para mover

reminder-until = , hasta el { $date } ({ $relative })
reminder-half = ⏰ **{ $variant }**, partida #{ $game } en { $place }: es tu turno y ya ha pasado la mitad de tu tiempo para mover (tiempo restante: { $left }{ $until }).
reminder-last = ⏰ **{ $variant }**, partida #{ $game } en { $place }: es tu turno y este es el último aviso: tienes { $left } para mover{ $until }.
reminder-claim-after = Después, { $opponent } podrá reclamar la victoria por tiempo con `/claim`.

## /games

games-none = No tienes ninguna partida en curso. ¡Desafía a alguien con `/play`!
games-heading = **Tus partidas**
games-unreadable = #{ $game }: ahora mismo no se puede mostrar esta partida.
games-anyone = cualquiera (desafío abierto)
games-line = #{ $game } **{ $variant }** contra { $opponent }, con las { $side }, en { $place }
games-challenge = desafío aún no aceptado
games-your-turn = es tu turno
games-their-turn = es el turno de tu rival
games-move-in = ya has enviado tu jugada; esperando a tu rival
games-left = , quedan { $left } para mover ({ $at })
games-time-up-claim = , se acabó el tiempo: puedes reclamar la victoria por tiempo con `/claim`
games-time-up = , se acabó el tiempo
games-time-up-opponent = , se acabó el tiempo: tu rival puede reclamar la victoria por tiempo

## /leaderboard y /stats (se publican en el canal: en el idioma del servidor)

leaderboard-title = **Clasificación de { $variant }**
leaderboard-empty = Aún no hay partidas puntuables de { $variant } en este servidor. ¡Desafía a alguien con `/play`!
leaderboard-global-title = **Clasificación global de { $variant }** (partidas de la sala, todos los servidores)
leaderboard-global-empty = Aún no hay partidas puntuables de { $variant } en la sala. ¡Encuentra un rival con `/seek`!
leaderboard-line = { $rank }. { $who } **{ $rating }** ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
leaderboard-unrated = Aún no tienes puntuación en esta variante.
stats-title = **Puntuaciones de { $user }** en este servidor
stats-none = Aún no hay partidas puntuables.
stats-global = **Puntuaciones globales** (partidas de la sala, todos los servidores)
stats-line = **{ $variant }**: { $rating } ± { $deviation } · victorias: { $won }, tablas: { $drawn }, derrotas: { $lost } · { $streak }
stats-no-streak = sin racha
stats-wins-in-a-row = { $count ->
    [one] { $count } victoria seguida
   *[other] { $count } victorias seguidas
}
stats-losses-in-a-row = { $count ->
    [one] { $count } derrota seguida
   *[other] { $count } derrotas seguidas
}
stats-casual = **Partidas amistosas** (no puntuables) · victorias: { $won }, tablas: { $drawn }, derrotas: { $lost }
stats-puzzles = **Problemas** · resueltos: { $solved }, fallados: { $failed } · racha: { $streak } (mejor racha: { $best })

## Los nombres de las variantes, tal como los dicen los mensajes (los términos del glosario)

variant-apocalypse = { -apocalypse }
variant-heaven-and-hell = { -heaven-and-hell }
variant-battlefield = { -battlefield }
variant-oracle = { -oracle }
variant-it-is-what-it-is = { -it-is-what-it-is }

## Las publicaciones de una partida (en el idioma del servidor), las respuestas (en el del jugador)
## y los avisos privados (en el de quien los recibe). Los informes y motivos de las propias reglas
## siguen en inglés (docs/translating.md).

outcome-win = Ganan las { $side }: { $reason }
outcome-draw = Tablas: { $reason }
next-game-over = **Partida terminada. { $outcome }.**
next-to-move = Turno de { $who }.
next-decides-in-secret = { $who } decide en secreto.
next-secret-decision = { $who }, tu decisión es secreta: responde aquí con `/move` (solo tú verás la respuesta) o desde el menú que te envío en privado.
next-decision-below = { $who }, te toca decidir: responde abajo o con `/move`.
next-must-choose = { $who } debe elegir: { $prompt }
next-secret-moves-one = Jugadas secretas: { $who } elige en privado: `/move` aquí (solo tú verás la respuesta) o el menú que te envío en privado.
next-secret-moves-both = Jugadas secretas: { $first } y { $second } eligen en privado: `/move` aquí (solo tú verás la respuesta) o el menú que te envío en privado.
next-over = La partida ha terminado.
prompt-secret-move = **{ $variant }**, partida #{ $game }: elige tu jugada secreta con las { $side }. Responde aquí con `/move` (el autocompletado muestra tus jugadas legales) o elige una abajo.
prompt-secret-move-cut = **{ $variant }**, partida #{ $game }: elige tu jugada secreta con las { $side }. Responde aquí con `/move` (el autocompletado muestra tus jugadas legales) o elige una abajo (el menú muestra { $shown } de tus { $total } jugadas).
prompt-secret-decision = **{ $variant }**, partida #{ $game }: { $prompt } Responde aquí con `/move` (el autocompletado muestra las respuestas) o elige una abajo. Solo tú ves esto.
prompt-secret-decision-cut = **{ $variant }**, partida #{ $game }: { $prompt } Responde aquí con `/move` (el autocompletado muestra las respuestas) o elige una abajo (el menú muestra { $shown } de { $total } respuestas). Solo tú ves esto.
played = Has jugado `{ $action }`.
played-answered = Has respondido `{ $action }` (partida #{ $game }).
played-secret-in = Has enviado tu jugada `{ $action }` (partida #{ $game }). Seguirá en secreto hasta que estén enviadas las dos jugadas.
played-both-in = Has enviado tu jugada `{ $action }` (partida #{ $game }). Ya están las dos jugadas: mira el canal.
played-already = Tu jugada `{ $action }` ya se había jugado (partida #{ $game }); no hay nada más que hacer.
private-news = Partida #{ $game }: { $news }
post-submitted = { $who } ha enviado su jugada. Esperando a { $waiting }.
post-moved = { $who } ha movido.
resigned = { $who } abandona. Ganan las { $winner }.
time-ran-out = **Las { $loser } se han quedado sin tiempo: ganan las { $winner } por tiempo.** { $who } no actuó dentro del tiempo límite por jugada ({ $limit }).
time-claimed-by = Reclamada por { $who }.
draw-offered = { $who } ofrece tablas (partida #{ $game }). { $opponent }, ¿aceptas?
draw-accepted = { $who } acepta las tablas. La partida termina en tablas.
draw-withdrawn = { $who } retira la oferta de tablas.
draw-declined = { $who } rechaza las tablas.
ended-in-thread = { $heading }, en el hilo { $thread }.

## Desafíos (se publican en el canal: en el idioma del servidor)

challenge-made = { $opponent }, { $challenger } te desafía a **{ $variant }** (partida #{ $game }). { $challenger } juega con las { $side } y tú, con las { $other }. { $terms }, { $limit } por jugada. ¿Aceptas?
challenge-replaces = (Sustituye a la partida #{ $game }.)
challenge-rated = Puntuable
challenge-casual = Amistosa (no puntuable)
challenge-accepted = ¡Desafío aceptado! { $heading }.
challenge-accepted-ack = ¡Desafío aceptado! { $heading }. La partida empieza abajo.
challenge-declined = { $user } ha rechazado el desafío (partida #{ $game }).
challenge-withdrawn = { $user } ha retirado el desafío (partida #{ $game }).
open-challenge-made = **Desafío abierto** (partida #{ $game }): { $challenger } juega a **{ $variant }** con las { $side } contra quien acepte primero. { $terms }, { $limit } por jugada. Abierto hasta el { $until } ({ $countdown }).
open-challenge-expired = ~~Desafío abierto (partida #{ $game }): { $challenger } juega a **{ $variant }**.~~ Nadie lo aceptó: caducó el { $when }.
thread-entry = **{ $variant }**, partida #{ $game }: { $white } contra { $black }, jugada en { $thread }.

## /board y /history (en público: en el idioma del servidor; la vista propia de un jugador: en el suyo)

level-easy = fácil
level-medium = medio
level-hard = difícil
board-challenge-open = El desafío sigue abierto.
board-challenge-declined = El desafío fue rechazado.
board-challenge-withdrawn = El desafío fue retirado.
board-your-view = Tu vista con las { $side } (partida #{ $game }).
text-board-your-view = { $heading } (tu vista con las { $side }):
history-against-computer = Una partida contra la máquina ({ $level }), no puntuable.
history-casual = Amistosa (no puntuable).
history-no-moves = Aún no hay jugadas.

## Partidas que empiezan al momento: contra la máquina, revanchas, partidas de la sala y de torneos

computer-game-headline = **{ $variant }** contra la máquina ({ $level }), partida #{ $game }: { $white } contra { $black }.
started-computer-ack = Ha empezado la partida #{ $game } contra la máquina.
started-ack = Ha empezado la partida #{ $game }.
rematch-headline = ¡Revancha de la partida #{ $old }! { $heading }.
rematch-started-ack = ¡Revancha! Ha empezado la partida #{ $game }.
rematch-offer = { $user } quiere la revancha de la partida #{ $game } ({ $variant }, con los colores cambiados). { $other }, pulsa **Revancha** para empezarla.
rematch-offered = Revancha ofrecida.
rematch-entry = Revancha de la partida #{ $old }: **{ $variant }**, { $white } (blancas) contra { $black } (negras), en el hilo de abajo.
lobby-game-headline = **Partida de la sala**: { $heading }.
tournament-game-headline = **{ $name }** · ronda { $round }, tablero { $board }: { $heading }.
tournament-entry = **{ $name }** · ronda { $round }, tablero { $board }: { $white } (blancas) contra { $black } (negras). Vuestra partida está en el hilo de abajo.
tournament-thread-name = { $name } · R{ $round } · { $white } contra { $black }
tournament-thread-computer = la máquina

## Botones y menús bajo los mensajes de una partida (en el idioma del mensaje)

button-rematch = Revancha
button-replay = Reproducir
button-block = Bloquear al rival
button-cancel-seek = Cancelar búsqueda
button-text-board = Tablero en texto
button-private-board = Ver mi tablero privado
menu-choose-answer = Elige tu respuesta
menu-choose-secret-move = Elige tu jugada secreta
menu-choose = Elige
menu-choose-cut = Elige ({ $shown } de { $total }; /move para verlas todas)
your-turn-closed-dms = { $user }, te toca en la partida #{ $game }: pulsa **Ver mi tablero privado** para jugar.
closed-dms = No puedo enviar MD a { $user }, así que su tablero privado y sus jugadas (partida #{ $game }) se mostrarán aquí, visibles solo para esa persona: { $user }, pulsa **Ver mi tablero privado** abajo o usa `/board` cuando te toque.
button-accept = Aceptar
button-decline = Rechazar
button-cancel = Cancelar
button-accept-draw = Aceptar tablas
challenge-posted = Desafío publicado: esperando a { $opponent }.
open-challenge-posted = Desafío abierto publicado: el primero que pulse **Aceptar** juega contra ti.
challenge-not-posted = No he podido publicar tu desafío en este canal (Discord lo ha rechazado; comprueba que puedo enviar mensajes aquí), así que no se ha iniciado nada. Vuelve a intentarlo.
draw-offered-note = Tablas ofrecidas.
draw-offered-elsewhere-note = Tablas ofrecidas en el canal de la partida.

## Torneos (el anuncio: en el idioma del servidor)

button-join = Inscribirse
button-leave = Salir
tournament-card = 🏆 **{ $name }** (torneo #{ $id }): suizo, **{ $variant }**, { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}, { $limit } por jugada, { $rated }. Organizado por { $organiser }.
tournament-rated = puntuable
tournament-casual = amistoso (no puntuable)
tournament-starts-at = Empieza el { $at } ({ $countdown }).
tournament-starts-manual = Empieza cuando el organizador use `/tournament start`.
tournament-open = Inscripciones abiertas: pulsa **Inscribirse**. { $start }
tournament-pairing-first = Ha empezado: se está emparejando la ronda 1.
tournament-running = En curso: ronda { $round } de { $rounds }.
tournament-finished = Terminado tras { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}. Ganador: { $winner }.
tournament-nobody = nadie
tournament-cancelled = Cancelado: no se jugarán más rondas.
tournament-players = Jugadores ({ $count }): { $names }
tournament-players-none = Jugadores (0): ninguno todavía
tournament-computer = la máquina ({ $level })
tournament-bye = Descanso: { $player } (1 punto)
tournament-playing = en juego
tournament-board = Tablero { $board }: { $white } contra { $black }: { $result }
tournament-board-game = { $line } (partida #{ $game })
tournament-round-head = **{ $name }** · ronda { $round } de { $rounds }
tournament-over = 🏆 **{ $name }** ha terminado tras { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}. ¡Ganador: { $winner }!
tournament-could-not-start = **{ $name }** no ha podido empezar: necesita al menos 2 jugadores y tiene { $count }. Queda cancelado.
tournament-final-title = { $name } · clasificación final
standings-title = { $name } · clasificación
standings-heading = **{ $name }** · clasificación { $when }
standings-final = final, tras { $round ->
    [one] { $round } ronda
   *[other] { $round } rondas
}
standings-before = antes de la ronda 1
standings-after = tras la ronda { $round } de { $rounds }
standings-during = durante la ronda { $round } de { $rounds }
standings-rank = #
standings-player = Jugador
standings-points = Puntos
standings-buchholz = Buchholz c1
standings-sb = S-B
standings-wdl = V-T-D
standings-with-byes = { $wdl } (con { $byes ->
    [one] { $byes } descanso
   *[other] { $byes } descansos
})
standings-withdrew = (retirado)
standings-line = { $rank }. { $player } · { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} (Buchholz corte 1 { $buchholz }, Sonneborn–Berger { $sb }) · V-T-D { $wdl }
tournament-created-note = Torneo #{ $id } creado: los jugadores se inscriben con su botón.
tournament-computer-joins = La máquina se une al torneo.
tournament-started-note = **{ $name }** ha empezado: se está emparejando la ronda 1.
tournament-cancelled-note = **{ $name }** se ha cancelado.
tournament-withdrew = { $user } se ha retirado de **{ $name }**.
tournament-withdrew-game = Su partida #{ $game } de la ronda { $round } sigue contando: hay que terminarla (jugándola hasta el final o abandonando).
ratings-line = Puntuaciones: { $white } · { $black }

## Partidas contra la máquina: la entrada en el canal (en el idioma del servidor)

computer-entry-starting = **{ $variant }** contra la máquina ({ $level }): empezando…
computer-entry-not-started = **{ $variant }** contra la máquina ({ $level }): la partida no ha empezado.
computer-entry-thread = **{ $variant }** contra la máquina ({ $level }), partida #{ $game }: se juega en { $thread }.
computer-entry = **{ $variant }** contra la máquina ({ $level }), partida #{ $game }.
computer-thread-name = { $variant } · { $player } contra la máquina ({ $level })
thread-name = { $variant } · { $white } contra { $black }
thread-name-rematch = { $variant } · { $white } contra { $black } · revancha de #{ $old }
computer-game-started-note = Ha empezado la partida #{ $game }.
posted-in-channel = Publicado en el canal.

## La sala entre servidores (respuestas: en el idioma del jugador; la entrada de un emparejamiento: en el de su servidor)

lobby-terms = **{ $variant }**, { $rated }, { $limit } por jugada
lobby-rated = puntuable
lobby-casual = amistosa
lobby-seeking = **Buscando rival**: { $terms } (búsqueda #{ $seek }) en todos los servidores de la sala. Se te emparejará con el primer jugador compatible; tu partida se jugará en un hilo de { $lobby }. Abierta hasta el { $until } ({ $countdown }).
lobby-paired = **¡Rival encontrado!** { $terms }: tu partida está empezando en un hilo de { $lobby }.
lobby-paired-with = **¡Rival encontrado!** Juegas contra **{ $name }** ({ $variant }): tu partida está empezando en un hilo de { $lobby }.
lobby-empty = Ahora mismo no hay búsquedas abiertas en la sala. Crea una con `/seek`: se te emparejará con el primer jugador compatible de cualquier servidor de la sala.
lobby-empty-variant = Ahora mismo no hay búsquedas abiertas de { $variant } en la sala. Crea una con `/seek`: se te emparejará con el primer jugador compatible de cualquier servidor de la sala.
lobby-list-head = **Búsquedas abiertas en la sala** ({ $count ->
    [one] { $count } búsqueda
   *[other] { $count } búsquedas
}), de la más antigua a la más reciente:
lobby-list-line = { $number }. **{ $name }** ({ $rating }) · { $terms } · esperando desde { $since }
lobby-your-seek = tu búsqueda
lobby-play-button = { $number }. Jugar contra { $name } ({ $variant })
lobby-seek-cancelled = Búsqueda #{ $seek } cancelada.
lobby-seek-closed = La búsqueda #{ $seek } ya está cerrada.
lobby-block-done = Bloqueado: la sala no volverá a emparejarte nunca con { $other }.
lobby-entry = **Partida de la sala**: { $white } contra { $black }, { $terms }. El rival juega desde su propio servidor; la partida está en el hilo de abajo.

## /replay y /export (la reproducción publicada en el canal habla el idioma del servidor; las
## notas responden a quien las pidió en el suyo)

replay-game = partida #{ $game }
replay-local-game = partida local
replay-unfinished = sin terminar
replay-speed-slow = lenta
replay-speed-normal = normal
replay-speed-fast = rápida
replay-caption = Reproducción de la { $game } de **{ $variant }**: { $white } (Blancas) contra { $black } (Negras), a velocidad { $speed }.
replay-caption-result = **{ $result }.**
replay-caption-skipped = La partida es larga: se muestran { $frames } de sus { $positions ->
        [one] { $positions } posición
       *[other] { $positions } posiciones
    } (se conservan todas las capturas y decisiones) para que el archivo no supere el límite de subida de Discord.
replay-alt = Reproducción animada de la { $game } ({ $variant }), { $white } (Blancas) contra { $black } (Negras): { $frames ->
        [one] { $frames } fotograma
       *[other] { $frames } fotogramas
    } desde la posición inicial hasta el final; el último indica cómo terminó la partida: { $result }.
replay-posted-channel = La reproducción de la partida #{ $game } está en el canal.
replay-posted-above = La reproducción de la partida #{ $game } está arriba.
export-file-description = El registro de la partida #{ $game }, en texto.
export-note-finished = El registro de la partida #{ $game }, en texto. Quien ejecute el programa de este bot puede reproducirla: `bot local { $variant } --replay { $file }`.
export-note-in-progress = El registro de la partida #{ $game } hasta ahora (sin los secretos de una partida en curso: su semilla y su posición final llegarán cuando termine).

## Juego local en una terminal (`bot local <variant>`, su `--lang`); las palabras que se escriben
## en su indicador (legal, position, board, help, quit) son comandos y se quedan tal cual

local-intro = { $variant } ({ $seed }). Escribe una acción, o bien: `legal`, `position`, `board`, `help`, `quit`.
local-seed = semilla { $seed }
local-random-seed = una semilla aleatoria, que se muestra al terminar la partida
local-record-written = El registro de la partida está en { $path }.
local-result = Resultado: { $outcome } (semilla { $seed }).
local-nobody-can-act = Nadie puede actuar: la partida se detiene aquí.
local-must-choose = Las { $side } deben elegir: { $prompt }
local-end-of-input = Fin de la entrada: la partida se detiene aquí.
local-stopped = Partida detenida.
local-help = Escribe una acción en notación (mira `legal`), o bien: `legal` (tus acciones legales), `position` (el texto de la posición), `board` (el tablero), `quit` (salir).
local-position-secret = El texto de la posición guarda los secretos de la máquina; se podrá mostrar cuando termine la partida.
local-computer-chose = Las { $side } (la máquina, nivel { $level }) han elegido su jugada.
local-refused = No permitido: { $reason }
local-computer-secret = Las { $side } (la máquina) han tomado su decisión secreta.
local-plays = Las { $side } juegan { $notation }.
local-only = (solo para las { $side }) { $text }
# `bot replay <archivo>` (y `bot local --replay`): la partida del registro, cada jugada, su
# resultado (las palabras del registro) y la comprobación de su posición final.
local-replaying = Reproduciendo { $game } ({ $variant }, { $date }): { $white } (Blancas) contra { $black } (Negras).
local-replay-game-number = la partida #{ $game }
local-replay-local-game = la partida local
local-replay-move = { $number }. { $side } { $notation }
local-replay-result = Resultado: { $result }
local-replay-ends = La reproducción termina en la posición final del registro.

## Las notas propias de /board (en el idioma de quien pregunta)

board-posted-channel = El tablero de la partida #{ $game } está en el canal.
board-last-posted = El último tablero que publiqué aquí (partida #{ $game }, { $when }), que puede estar desactualizado:

## /shop (se publica en el canal: el idioma del servidor; la descripción de cada artículo sigue
## en el inglés de las reglas)

shop-title = **Tienda** (partida #{ $game })
shop-coins = Monedas: { $white } { $white_coins } · { $black } { $black_coins }
shop-empty = Aún no hay nada a la venta.
shop-entry = `buy { $code }` · **{ $price ->
        [one] { $price } moneda
       *[other] { $price } monedas
    }** · { $text }
shop-locked = { $count ->
        [0] Todos los artículos están desbloqueados.
        [one] Queda 1 artículo bloqueado.
       *[other] Quedan { $count } artículos bloqueados.
    }
shop-buy-hint = Compra en tu turno con `/move buy <entry> …` (el autocompletado lista lo que puedes comprar).

## /forecast (en el idioma de quien pregunta); las líneas del propio pronóstico están en reports.ftl

forecast-heading = **Pronóstico { $from } → { $to }** (partida #{ $game })
# El ataque no se puede jugar ahora: $reason es el rechazo de las reglas.
forecast-illegal = No se puede jugar ahora: { $reason }
# No les toca mover a las del atacante: el pronóstico es una amenaza.
forecast-threat = (Una amenaza: es el turno de las { $side }, así que esto es lo que haría el ataque en el próximo turno de las { $attacker }.)

## /piece (en el idioma de quien pregunta); las líneas de la propia ficha están en reports.ftl

piece-card = **{ $square }** (partida #{ $game })
    { $card }

## Cómo terminó una partida registrada, en sus imágenes (el último fotograma de la repetición, el final del gráfico del análisis)

result-resigned = Las { $loser } abandonaron; ganan las { $winner }
result-on-time = Las { $loser } se quedaron sin tiempo; ganan las { $winner }
result-agreed = Tablas de mutuo acuerdo
