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
