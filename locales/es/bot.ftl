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
