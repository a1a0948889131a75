# Rechazos: lo que se le dice a un jugador cuando el bot no hace lo que ha pedido, y por qué
# (traducción de `locales/en/errors.ftl`). Solo lo ve esa persona. La notación, los nombres de
# comandos y de opciones entre comillas invertidas, y las marcas de tiempo `<t:…>` y las menciones
# `<@…>` de Discord nunca se traducen.

## Los bandos, y a quién nombra un rechazo

side-white = Blancas
side-black = Negras
who-player = { $user } ({ $side })
who-computer = la máquina ({ $side })
ended-game = partida #{ $game }
ended-game-result = partida #{ $game }, { $result }
and-list = { $first } y { $second }

## Rechazos comunes a todos los casos de uso (bot/src/service/errors.rs)

err-no-game-here = No hay ninguna partida en este canal. Desafía a alguien con `/play`.
err-no-such-game = No existe la partida #{ $game }.
err-not-your-game = No estás jugando en esta partida.
err-which-game-waiting = Varias de tus partidas te están esperando ({ $games }); indica cuál con la opción `game`.
err-which-game-in-progress = Tienes varias partidas en curso ({ $games }) y ninguna te está esperando; indica cuál con la opción `game` (`/games` te las muestra).
err-which-game-in-threads = Tienes varias partidas en hilos de este canal ({ $games }): usa el comando en el hilo de la partida, o indica cuál con la opción `game`.
err-nothing-to-play = No tienes ninguna partida en curso. Desafía a alguien con `/play` en un servidor.
err-nothing-to-play-ended = No tienes ninguna partida en curso: tu última partida ya terminó ({ $ended }). Desafía a alguien con `/play` en un servidor.
err-wrong-variant = `/{ $command }` es para partidas de { $wanted }; la partida #{ $game } es de { $actual }. Para otra partida, añade `game:` con su número (`/games` te muestra las tuyas).
err-not-started = Esta partida no ha empezado: el desafío sigue abierto.
err-game-over = Esta partida ha terminado.
err-game-over-ended = Esta partida ha terminado: { $ended }.
err-not-your-turn = No es tu turno: esperando a { $players }.
err-submitted-already = Ya has enviado tu jugada de este turno; esperando a las { $side }.
err-only-decider = Solo { $who } puede responder a esto.
err-move-refused = Esa jugada no está permitida: { $error }
err-stale-menu = Ese menú es de un turno anterior; usa el más reciente, o `/move`.
err-busy = Otra persona actuó en esta partida en el mismo momento; inténtalo de nuevo.
err-superseded = La partida avanzó mientras se elegía esta acción.
err-channel-busy = Este canal ya tiene una partida o un desafío abierto. Termínalo primero, o abre un hilo y juega allí.
err-channel-busy-no-thread = Ya se está jugando otra partida en este canal y no he podido abrir un hilo para esta (aquí los hilos están desactivados, o no tengo permiso para crearlos). Acepta cuando esa partida haya terminado.
err-self-challenge = No puedes desafiarte a ti mismo.
err-bot-challenge = Los bots no pueden jugar; desafía a una persona.
err-not-playable = La variante { $variant } todavía no se puede jugar.
err-variant-disabled = La variante { $variant } está desactivada en este servidor (consulta `/settings`).
err-bad-time-limit = No se permite un tiempo límite por jugada de { $limit }: elige entre { $min } y { $max }, p. ej. `24h`.
err-too-many-games = Ya tienes { $live ->
        [one] { $live } partida
       *[other] { $live } partidas
    } en curso, el máximo permitido; termina una primero (`/games` te las muestra).
err-too-many-challenges = Ya tienes { $open ->
        [one] { $open } desafío abierto
       *[other] { $open } desafíos abiertos
    }, el máximo permitido; espera una respuesta, o cancela uno.
err-only-challenged = Solo el jugador desafiado puede aceptar o rechazar este desafío.
err-only-challenger = Solo el jugador que hizo el desafío puede cancelarlo.
err-challenge-declined = Este desafío fue rechazado.
err-challenge-withdrawn = Este desafío fue retirado.
err-challenge-accepted = Este desafío ya fue aceptado: su partida está en curso.
err-challenge-over = Este desafío ya fue aceptado, y su partida ha terminado.
err-challenge-closed = Este desafío ya no está abierto.
err-offer-expired = Esa oferta de tablas ha caducado: la partida ha avanzado desde entonces.
err-own-offer = No puedes aceptar tu propia oferta de tablas.
err-computer-takes-no-draws = La máquina no acepta ofertas de tablas: sigue jugando, o usa `/resign`.
err-draw-already-offered = Ya has ofrecido tablas; espera a que { $opponent } responda (podrás hacer una nueva oferta cuando la partida haya avanzado).
err-draw-offer-too-soon = Ya ofreciste tablas en este punto de la partida: podrás volver a ofrecerlas cuando { $opponent } haya movido (una oferta por jugada, para que nadie reciba avisos una y otra vez).
err-too-early-to-claim = Aún es pronto para reclamar: { $opponent } tiene hasta las <t:{ $until }:t> (<t:{ $until }:R>) para actuar (el tiempo límite por jugada es { $limit }). Después podrás reclamar la victoria por tiempo.
err-no-piece = No hay ninguna pieza en { $square }.
err-not-admin = Solo los miembros que pueden gestionar el servidor (Gestionar servidor) pueden cambiar sus ajustes.
err-slow-down = Ve un poco más despacio: podrás seguir dentro de { $wait }.
err-stopping = Me estoy reiniciando; inténtalo de nuevo en un minuto.
err-store-unavailable = La base de datos de partidas no está disponible; no se ha hecho nada (no se jugó ninguna acción). Inténtalo de nuevo en un momento.
err-store-unconfirmed = La base de datos de partidas dejó de responder mientras se guardaba esto, así que todavía no sé si se hizo. `/board` mostrará la partida cuando la base de datos vuelva a funcionar; nada se hará dos veces.
err-apology = Algo ha fallado por mi parte; inténtalo de nuevo en un momento.

## La sala entre servidores (bot/src/service/lobby.rs)

lobby-off = Este servidor no está en la sala. Un miembro que pueda gestionar el servidor puede unirlo con `/settings lobby:true`, usado en el canal donde se jugarán las partidas de la sala (cada una en un hilo de ese canal).
lobby-already-seeking = Ya estás buscando partida (búsqueda #{ $seek }, caduca { $expires }). Cancélala con su botón **Cancelar búsqueda**, o espera a que aparezca un rival.
lobby-too-many-seeks = Has buscado partida { $count ->
        [one] { $count } vez
       *[other] { $count } veces
    } en un plazo de { $window }: podrás volver a buscar { $at }.
lobby-own-seek = Esa búsqueda es tuya: espera a que alguien la acepte, o cancélala con **Cancelar búsqueda**.
lobby-seek-gone = Esa búsqueda ya no está abierta (alguien la aceptó, se canceló o caducó hace un momento). `/lobby` muestra las búsquedas abiertas ahora.
lobby-blocked = No se te puede emparejar con ese jugador (uno de los dos ha bloqueado al otro).
lobby-not-your-seek = Esa búsqueda no es tuya, así que no puedes cancelarla.
lobby-already-paired = Demasiado tarde para cancelar: tu búsqueda acaba de emparejarse, y tu partida está empezando en el canal de la sala de este servidor.
lobby-not-your-game = No jugaste la partida #{ $game }, así que no hay nadie a quien bloquear.
lobby-block-self = No puedes bloquearte a ti mismo.

## Lo que rechaza el sistema de comandos (bot/src/on_error.rs)

err-could-not-read = No he podido entender eso: { $error }
err-not-here = No puedes usar este comando aquí.
err-guild-only = Usa este comando en un canal de un servidor (las partidas se juegan en canales).

## Rechazos de /puzzle (bot/src/service/puzzle.rs)

puzzle-nothing-open = Aquí no tienes ninguna partida en la que mover ni ningún problema abierto: `/play` desafía a alguien (en un servidor), y `/puzzle` te da un problema.
puzzle-unknown = Ese problema ya no está entre los problemas de { $variant } (me han actualizado desde entonces); `/puzzle variant:{ $id }` te da otro.
puzzle-stale-menu = Ese menú está desactualizado (me han actualizado desde entonces); `/puzzle variant:{ $id }` vuelve a mostrar el problema.
puzzle-not-an-action = `{ $text }` no es una de tus acciones en el problema { $puzzle } ({ $error }). Elige una en el menú, o empieza a escribir en `/move` para verlas. No se ha registrado nada.
puzzle-not-open = Esa tarjeta de problema no es tuya: `/puzzle variant:{ $id }` te da un problema para ti. No se ha registrado nada.
puzzle-none-yet = Todavía no hay problemas de { $variant }; prueba otra variante.

## Rechazos de /review (bot/src/service/review.rs)

review-in-progress = La partida #{ $game } sigue en curso: solo se analizan las partidas terminadas (analizar una partida en juego revelaría sus secretos y ayudaría a uno de los bandos). Vuelve a pedirlo cuando haya terminado.
review-no-such-moment = El análisis de la partida #{ $game } no tiene ningún momento marcado en la acción { $number }.

## Rechazos de lo que escribe un jugador (bot/src/service/input.rs)

text-kind-move = una jugada
text-kind-move-hint = Las jugadas se escriben como `e2e4` y las casillas como `b2`; empieza a escribir una jugada y el autocompletado te mostrará tus jugadas legales.
text-kind-duration = una duración
text-kind-duration-hint = Las duraciones se escriben como `24h`, `3d` o `90m`.
text-kind-variant-list = una lista de variantes
text-kind-variant-list-hint = Usa `all`, o ids de variantes separados por comas, como `apocalypse, oracle`.
text-kind-square = una casilla
text-kind-square-hint = Las casillas se escriben como `b2`.
text-kind-name = el nombre de un torneo
text-kind-name-hint = Los nombres tienen como máximo 60 caracteres.
input-too-long = Es demasiado largo para ser { $what } ({ $len } caracteres). { $hint }
input-not-a-square = `{ $text }` no es una casilla: usa de a1 a h8.
input-not-a-duration = `{ $text }` no es una duración: escríbela como `24h`, `90m` o `3d`.
input-not-a-time-limit = `{ $text }` no es un tiempo límite por jugada: escribe una duración entre { $min } y { $max }, como `24h` o `3d`, o `default`.
input-not-a-variant = `{ $word }` no es una variante: usa `all`, o ids como `apocalypse, oracle` ({ $ids }).
input-no-variants = Indica al menos una variante, o `all`.
input-level-without-computer = `level` es para partidas contra la máquina: elígeme como rival para usarlo.
input-no-such-lesson = El curso de { $variant } tiene las lecciones de la 1 a la { $lessons }; no existe la lección { $asked }.
input-unknown-lesson = Esa lección ya no está en el curso de { $variant } (me han actualizado desde entonces); `/learn { $id }` sigue donde lo dejaste.
input-not-an-answer = Eso no es una respuesta válida aquí: { $error }
input-unknown-command = No existe el comando `/{ $name }`; `/help` los muestra todos.

## Rechazos de revanchas (bot/src/service/rematch.rs)

rematch-not-over = La revancha se puede pedir cuando la partida haya terminado.
rematch-started-as = La revancha de la partida #{ $game } ya ha empezado: partida #{ $next }.
rematch-started = La revancha de la partida #{ $game } ya ha empezado.
rematch-asked = Ya has pedido la revancha de la partida #{ $game }; esperando a { $other }.
rematch-blocked = De momento no hay revancha aquí: la partida #{ $game }, en la que juega uno de los dos, sigue en curso en este canal.
rematch-too-many-games = { $count ->
    [one] De momento no hay revancha: { $player } ya tiene { $count } partida en curso, el máximo permitido.
   *[other] De momento no hay revancha: { $player } ya tiene { $count } partidas en curso, el máximo permitido.
}

## Rechazos de desafíos abiertos (bot/src/service/open_play.rs)

open-already-taken = Demasiado tarde: otra persona aceptó antes el desafío abierto #{ $game } (ya no está disponible).
open-own-challenge = La partida #{ $game } es tu propio desafío abierto: espera a que alguien lo acepte, o cancélalo con **Cancelar**.
open-expired = El desafío abierto #{ $game } caducó antes de que nadie lo aceptara. Publica uno nuevo con `/play`.
open-bad-expiry = `{ $text }` no es un tiempo de espera válido para un desafío abierto: indica uno de 1 minuto a 7 días, como `30m` o `2h` (o `default` para 30 minutos).

## Rechazos de reproducciones (bot/src/service/replay.rs)

replay-in-progress = La partida #{ $game } todavía se está jugando: podrás reproducirla cuando termine. `/board` muestra cómo va.
replay-never-played = La partida #{ $game } nunca se jugó, así que no hay nada que reproducir.

## Rechazos de torneos (bot/src/service/tournament/refusals.rs)

tournament-none-here = No hay ningún torneo en este canal. Un organizador puede crear uno con `/tournament create`.
tournament-channel-busy = Este canal ya tiene un torneo (#{ $n }) abierto o en curso: solo uno a la vez.
tournament-not-organiser = Solo los miembros que pueden gestionar el servidor pueden organizar torneos.
tournament-bad-rounds = Un torneo tiene de 1 a 15 rondas, no { $n }.
tournament-full = { $count ->
    [one] Este torneo está completo ({ $count } jugador, el máximo permitido).
   *[other] Este torneo está completo ({ $count } jugadores, el máximo permitido).
}
tournament-not-open = Este torneo ya ha empezado (o terminado): las inscripciones están cerradas.
tournament-not-running = Este torneo no está en curso.
tournament-not-entered = No estás jugando en este torneo.
tournament-already-entered = Ya estás inscrito en este torneo.
tournament-too-few = Un torneo necesita al menos 2 jugadores para empezar; este tiene { $n }.
tournament-one-computer = Este torneo ya tiene a la máquina como jugador.
tournament-no-such-round = La ronda { $n } todavía no tiene emparejamientos.
tournament-bad-start = `{ $text }` no es una hora de inicio: indica dentro de cuánto, como `30m` o `2h`, o una hora Unix futura, o quita `start` y usa `/tournament start`.
