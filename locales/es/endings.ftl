# Por qué terminó una partida: un mensaje por cada final de rules/src/error/reasons/ending.rs,
# con la clave `rule-<su clave>`, que se muestra tras «Ganan las Blancas:» / «Tablas:» en el
# resultado de la partida. Los bandos y las piezas llegan ya escritos.

rule-ending-resigned = las { $side } han abandonado
rule-ending-agreed = acordadas por los dos jugadores
rule-ending-on-time = por tiempo
rule-ending-checkmate = jaque mate
rule-ending-repetition = la misma posición se ha repetido tres veces
rule-ending-no-legal-action = las { $side } no tienen ninguna acción legal
rule-ending-oracle-stalemate = ahogado: las { $side } no tienen ninguna acción legal
rule-ending-oracle-quiet = { $rounds ->
        [one] { $rounds } ronda tranquila
       *[other] { $rounds } rondas tranquilas
    } (sin captura, jugada de { -oracle-soldier }, promoción, invocación ni cuerpo dejado)
rule-ending-oracle-last-round = la ronda { $round } ha terminado
rule-ending-iiwii-symbol-off = el símbolo de las { $side } ({ $piece }) está fuera del tablero
rule-ending-iiwii-captured = el símbolo de las { $side } ({ $piece }) ha sido capturado
rule-ending-iiwii-backspaced-own = la { $mover } de las { $side } ha hecho Retroceso sobre su propio símbolo ({ $piece })
rule-ending-iiwii-quiet = { $plies ->
        [one] { $plies } media jugada
       *[other] { $plies } medias jugadas seguidas
    } sin una captura ni una nueva mayúscula
rule-ending-iiwii-stalemate = ahogado: las { $side } no tienen ninguna jugada legal
rule-ending-hh-both-lost = los dos jugadores han perdido a la vez
rule-ending-hh-no-king = a las { $side } no les queda ningún { -king }
rule-ending-hh-no-earth = a las { $side } no les queda ninguna pieza en la { -earth }
rule-ending-hh-nobody-can-act = ningún jugador puede actuar
rule-ending-hh-unsettled = el motor de reglas no ha podido resolver el turno
rule-ending-apoc-repetition = la misma posición se ha dado tres veces al comienzo de un turno
rule-ending-apoc-both-no-footmen = los dos bandos han perdido todos sus infantes
rule-ending-apoc-no-footmen = a las { $side } no les queda ningún { -footman }
rule-ending-apoc-both-penalties = los dos bandos han llegado a dos penalizaciones
rule-ending-apoc-penalties = las { $side } han llegado a dos penalizaciones
rule-ending-apoc-no-safe-move = las { $side } no tienen ninguna { -safe-move }
rule-ending-apoc-neither-safe = ningún bando tiene una { -safe-move }
