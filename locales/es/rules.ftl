# Cómo se juega cada variante (`/rules`), en español. Traduce `locales/en/rules.ftl`, que se
# genera a partir del resumen de cada variante (rules/src/<variant>/help.md). Cada texto conserva
# su Markdown, su notación y los nombres de los comandos; los términos son los de `glossary.ftl`
# y de las lecciones (`lessons.ftl`). Se usa «tú».

rules-apocalypse =
    {"*"}*Apocalypse** — una partida en un tablero de 5×5 con infantes (peones) y jinetes (caballos), en la que los dos jugadores mueven a la vez.

    {"*"}*Objetivo:** acaba con los infantes enemigos. Un bando que se queda sin infantes pierde; si los dos pierden sus últimos infantes en el mismo turno, es tablas.

    {"*"}*Tablero:** jinetes blancos en a1 y e1, infantes en b1 c1 d1 a2 e2; las negras, en espejo en las filas 5 y 4. Sin reyes, sin jaque, sin enroque, sin paso doble.

    {"*"}*Un turno:** cada jugador envía en secreto una jugada con `/move` (por MD, o en privado en el canal). En el canal solo se anuncia «las blancas han enviado su jugada». Una vez enviada, es definitiva. Cuando están las dos, las jugadas se revelan y se juegan a la vez.

    {"*"}*Segura o especulativa:** el bot te dice de qué tipo es cada jugada.
    • Un infante que avanza una casilla recto hacia delante a una casilla vacía, o en diagonal sobre un enemigo (una captura): segura. Un jinete que salta como en el ajedrez a una casilla vacía o enemiga: segura.
    • Algunas jugadas solo tienen sentido si aciertas la jugada de tu rival: un infante que va en diagonal a una casilla vacía o sobre una pieza tuya, un jinete que salta sobre una pieza tuya (tienes que acertar que el enemigo llega allí), o un infante que avanza recto contra un enemigo (tienes que acertar que esa pieza se va).
    • Una jugada especulativa solo se mantiene si aciertas **y** el rival ha hecho una jugada segura. Si los dos especulan, se anulan las dos jugadas. Una jugada anulada cuesta una **penalización**; con dos penalizaciones se pierde (las dos a la vez: tablas).

    {"*"}*Resolución:**
    • Si capturas en una casilla que la pieza enemiga acaba de abandonar, igualmente vas allí, pero no capturas nada.
    • Si las dos piezas terminan en la misma casilla: gana una jugada especulativa que se ha mantenido; si no, un jinete vence a un infante, y dos piezas iguales desaparecen las dos.

    {"*"}*Promoción:** un infante que llega a la última fila se convierte en jinete (`d4d5=N`, o simplemente `d4d5`), aunque sea tu último infante — y entonces pierdes. Si ya tienes dos jinetes, eliges: recolocar el infante en cualquier casilla vacía que no esté en tu última fila, incluida su propia casilla (`d4d5@b2`, capturando por el camino como siempre), o promocionar de todos modos, lo que solo se mantiene si el rival captura uno de tus jinetes en ese turno.

    {"*"}*Tablas:** los dos bandos con dos penalizaciones; un bando sin ninguna jugada segura; la misma posición (piezas y penalizaciones) por tercera vez.

    {"*"}*Notación:** origen y luego destino, p. ej. `c1c2`, `a2b3`, `d4d5=N`, `d4d5@b2`. Se ignoran las mayúsculas, los espacios, `-`, `x` y los paréntesis. El autocompletado muestra tus jugadas, primero las seguras.

rules-heaven-and-hell =
    {"*"}*Heaven and Hell** — ajedrez en tres tableros: **Cielo (V)**, **Tierra (E)** e **Infierno (L)**.

    {"*"}*Cómo ganar**: tu rival pierde cuando no tiene **ningún Rey en ningún tablero** o **ninguna pieza en la Tierra**. No hay jaque ni jaque mate: los Reyes pueden meterse en peligro y pueden ser capturados.

    {"*"}*Turnos**: una acción por turno: una jugada, una habilidad o una compra (las acciones extra se pueden saltar con `end`). Después del turno de las blancas, los dos jugadores reciben 1 moneda. Reglas del ajedrez en todos los tableros (enroque solo en la Tierra).

    {"*"}*Tienda** (`/shop`): se baraja al empezar, con 3 artículos desbloqueados. Al comprar, el precio sube 1 y se desbloquea el siguiente artículo: `buy stun E:g8`, `buy teleport E:a1 E:h4`, `buy freeze V:c3` (bloque de 2×2, casilla inferior izquierda), `buy rook L:a1`, `buy trap` (su casilla, en privado: `/move trap E:d5` o mi menú).

    {"*"}*La muerte y los planos**
    • Una pieza que muere en la Tierra pasa a la misma casilla del **Cielo**, o del **Infierno** si es **Asesina** (toda pieza que ha capturado lo es).
    • Una pieza que muere en el Cielo o en el Infierno desaparece para siempre.
    • Capturar en el Cielo hace bajar al Infierno a la pieza que captura.
    • Mover sobre una pieza tuya, sobre un enemigo que no se puede capturar o fuera del tablero mata a la pieza que se mueve.

    {"*"}*Objetos**
    • 🪙 Moneda: recógela. 🔥 Fuego: caer en él o atravesarlo mata. ❄️ Hielo: la pieza se desliza un paso más (un salto se repite). Si el Fuego se encuentra con el Hielo, desaparecen los dos.
    • 🔮 Orbe del caos: elige uno de tres efectos del caos (`choose 2`) y luego responde a sus preguntas por orden (`choose L`, `choose E:d4`, `choose ranks`, `choose stun`, `done`).
    • Las Trampas secretas son invisibles: la pieza que termina una jugada en una muere.

    {"*"}*Estados**: Asesino, Experimentado (su siguiente captura lo mejora), Maldito (25 % de morir tras cada jugada), Aturdido (no puede actuar; se agota una acumulación por turno), Sombrero de mago (inmune al Fuego/Hielo), Jugada doble (paga 1 moneda para volver a mover), Inversor (+1 moneda por ronda), Pistola de portales (una vez a otro plano), Tamaño aumentado (2×2 o más; se encoge al ser capturado), Movimiento forzado.

    {"*"}*Mejoras**: la primera captura hace a una pieza Experimentada, y la segunda la mejora — tú eliges en qué:
    • Peón → Caballo, Bombardero suicida o Tamaño aumentado
    • Caballo → Leopardo, Caballo de damas o Arquero a caballo
    • Alfil → Mago, Rey o Arzobispo
    • Torre → Fortaleza, Explorador o Brujo
    • Las demás → Sombrero de mago, Inversor, Tamaño aumentado, Pistola de portales (no los Reyes) o Jugada doble (solo los Reyes)

    {"*"}*Piezas nuevas** (pieza de ajedrez + emblema)
    • **♟✹** Bombardero suicida: un peón que deja Fuego donde muere.
    • **♞❖** Leopardo: salta 1–2 casillas en cada dirección (16 casillas).
    • **♟⛂** Caballo de damas: un peón que además puede saltar por encima de una pieza contigua (capturando a los enemigos) y volver a saltar.
    • **♞➶** Arquero a caballo: en 12 casillas a su alrededor, salta allí o dispara (`*`) sin moverse.
    • **♝★** Mago: un alfil inmune al Fuego/Hielo; acción: Fuego o Hielo en todas las casillas libres contiguas.
    • **♝✝** Arzobispo: un alfil; tus Peones de su fila o de su columna no pueden ser capturados; al morir, siempre va al Cielo.
    • **♜⚔** Fortaleza: una torre; dispara a sus 4 casillas contiguas en diagonal; protege a un Rey adyacente.
    • **♜⚑** Explorador: una torre que además salta a las esquinas; ignora las trampas.
    • **♜☽** Brujo: una torre; acción: sacar una pieza tuya del Infierno a la Tierra (Maldita); al morir, va al Infierno.
    • **♟♆** Diablillo (neutral): cualquiera lo mueve como un peón en su propio sentido; inmune al fuego; no se puede deshacer sin más su última jugada.
    • **♛✧** Ángel (neutral): una dama para el jugador con estrictamente más monedas.

    {"*"}*Notación**: `e2e4` es la Tierra; los otros planos necesitan un prefijo: `V:d4xe5`, `L:a1-a8`. Enroque `E:O-O`, promoción `e7e8=Q` (o `e7e8`, y luego eliges), disparo `E:d4*d6`, cadena de saltos `E:d4-d6-d8`, habilidades `use E:c4 ice`, `use E:a1 pull L:e5`, `use E:d4 portal V`. Decisiones: `choose …` o `decline`.

rules-battlefield =
    {"*"}*Battlefield Chess** — ajedrez en el que cada captura es una batalla.

    {"*"}*Las piezas** mueven como en el ajedrez. Cada pieza tiene **PV** (HP), Ataque (ATK), Defensa (DEF), Defensa mágica (M.DEF), Velocidad (SPD), un arma, un tipo de unidad, un elemento y habilidades (`/piece e4` las muestra). Los peones varían según su columna de salida: **Arquero** (`A`: a/h, arco), **Piquero** (`P`: b/g, lanza), **Explorador** (`S`: c/f, cuchillos), **Infante** (`F`: d/e, espada). Un peón también puede promocionar a **Bestia** (`w`, mueve como Rey+Caballo) o a **Demonio** (`d`, Alfil+Caballo).

    {"*"}*Atacar.** Ataca a un enemigo moviendo a su casilla (`b2g7`). El atacante golpea por `ATK − DEF` (o `− M.DEF` con un Báculo o un Rayo mágico).
    • Una pieza solo sale del tablero cuando sus PV quedan **por debajo de 0**. Con 0 PV sigue en pie.
    • Si el defensor sobrevive, se queda, y el atacante se detiene en la última casilla de su recorrido, junto a él (un Caballo, un Rey o un peón se queda donde estaba).
    • El defensor **contraataca** solo si él mismo podría atacar la casilla del atacante.
    • Una pieza con una Velocidad al menos 5 puntos mayor golpea una segunda vez.

    {"*"}*Las ventajas** cambian el Ataque: triángulo de armas Espada > Hacha > Lanza > Espada (±20 %); tipo de unidad (±10 %): Caballería > Infantería, Infantería pesada; Volador > Bestia, Infantería; Infantería > Demonio, Infantería pesada; Infantería pesada > Demonio, Volador; Bestia > Caballería, Infantería pesada; Demonio > Bestia, Caballería; elemento (±10 %) Agua > Fuego > Tierra > Agua. Un Báculo es eficaz (×1,5) contra la Caballería, y un Arco contra los Voladores. Los cuchillos ignoran el 25 % de la Defensa (el 50 % contra un Arco). La *Ventaja neutral* del Rey anula todo esto en sus combates.

    {"*"}*Las habilidades de carga** se cargan un punto por cada combate en el que la pieza golpea, y luego se activan solas: Guardia (recibe la mitad de daño), Subidón de adrenalina (+50 %), Penetración (ignora la mitad de la defensa), Robo de vida (se cura la mitad del daño que hace), Ataque preventivo (el Caballo daña primero a su objetivo y a los enemigos que lo rodean), Milagro (sobrevive con 1 PV).

    {"*"}*Las pasivas** funcionan solas: Trabajo en equipo (+2 junto a una pieza amiga), Golpe duro, las auras de Amenaza y de Sabotaje (debilitan a los enemigos a su alcance), Maldición y Humo venenoso (debilitan tras un combate), Emboscada (un Infante con menos de la mitad de sus PV golpea primero), Desesperación (la Dama con menos de la mitad de sus PV golpea dos veces antes del contraataque), Parada, Doble golpe, Recuperación, Descanso de batalla, y más.

    {"*"}*Las habilidades activas** ocupan toda tu acción:
    • `heal c1>e3` — el Alfil devuelve 10 PV a una pieza amiga herida que esté a su alcance.
    • `cheer e1>d2` — el Rey anima a una pieza contigua: en tu siguiente turno, si esa pieza es la primera en actuar, puede actuar **dos veces** (envía `end` para parar tras la primera).
    • `sacrifice d2>e3` — un Infante da hasta 10 de sus propios PV.

    {"*"}*Jaque** significa que un enemigo podría **derrotar** a tu Rey con un solo ataque en el turno siguiente. Tu Rey puede estar en un peligro no mortal, pero nunca puedes dejarlo en jaque, y ningún Rey es derrotado jamás. **Jaque mate**: en jaque, sin ninguna jugada del Rey, sin forma de derrotar a una pieza que da jaque y sin forma de bloquearla — curar no te salva. El enroque exige que el Rey y las casillas que cruza estén fuera del alcance de todos los enemigos. La captura al paso es una batalla: tu peón termina detrás del peón enemigo aunque este sobreviva. Sin ninguna acción legal, o con la misma posición tres veces, es tablas.

    {"*"}*Consejo:** `/forecast from:b2 to:g7` muestra el resultado exacto de un ataque antes de que lo hagas.

rules-oracle =
    {"*"}*Oracle Chess** — ajedrez en el que las piezas se dividen en *cuerpos* y *almas*.

    {"*"}*Cuerpos y almas**
    • Un cuerpo tiene un color y una clase: **Señor** (`L`), **Sacerdotisa** (`P`), **Carro** (`C`, torre), **Elefante** (`E`, alfil), **Corcel** (`H`, caballo), **Soldado** (`S`, peón: un paso hacia delante, captura un paso en diagonal hacia delante; sin paso doble, sin captura al paso, sin enroque).
    • Un alma tiene una clase (no hay alma de Sacerdotisa), pero no tiene color. Siempre vive en un cuerpo del color de su dueño.
    • Un cuerpo que alberga un alma de su misma clase es una **figura** y se mueve como esa alma. Una **Sacerdotisa** alberga de una a tres almas de Carro/Elefante/Corcel y se mueve como cualquiera de ellas. Empieza **sin vida** en d1/d8.
    • Un cuerpo sin alma está **sin vida**; uno con un alma de otra clase es **incompatible**. Ninguno de los dos puede moverse, pero un alma que esté dentro puede salir.

    {"*"}*En cada turno, haz una sola cosa**
    • **Mover o capturar** con una figura. Se pueden capturar seres enemigos de cualquier tipo; los tuyos, nunca.
    • **Conceder**: mueve un alma sola a otro de tus cuerpos que tenga sitio (un cuerpo vacío que no sea una Sacerdotisa, o una Sacerdotisa con menos de 3 almas, para C/E/H). El alma se mueve según el patrón de su propia clase y la bloquea cualquier cuerpo que haya en medio (un alma de Soldado: una casilla hacia delante).
    • **Promocionar**: un Soldado que ya está en la última fila se convierte en una Sacerdotisa sin vida, si hay un cuerpo de Sacerdotisa en la tierra.

    {"*"}*Muerte y renacimiento**
    • Un **cuerpo** capturado va a la **tierra** de quien lo captura y cambia de color. Sus **almas** van al **inframundo**, que es compartido.
    • Cuando tu Señor (el cuerpo de Señor con el alma de Señor) se mueve o captura, puedes **dejar** un cuerpo de tu tierra (no una Sacerdotisa; incluso el que acaba de capturar) sin vida en la casilla que ha abandonado.
    • Cuando una Sacerdotisa concede un alma, también puede **invocar** en sí misma un alma de Carro, Elefante o Corcel del inframundo.
    • Los cuerpos y las almas nunca se crean ni se destruyen.

    {"*"}*Cómo ganar**
    • El objetivo es el **alma del Señor** enemiga, viva donde viva. Atacarla es jaque; nunca puedes dejar atacada tu propia alma del Señor. El jaque mate gana.
    • Tablas: sin ninguna acción legal (ahogado), la misma posición tres veces, 32 rondas sin captura, ni jugada de Soldado (cuerpo o alma), ni promoción, ni invocación, ni cuerpo dejado, o el final de la ronda 256.

    {"*"}*Notación** (la primera casilla elige el ser)
    • `e2e3` mover o capturar (`g1f3`, `d4h8`)
    • `e1e2@H` el Señor se mueve y deja un cuerpo de Corcel en e1
    • `c3d1~H` el alma de Corcel de c3 pasa al cuerpo de d1
    • `d4d7~C^H` la Sacerdotisa concede su alma de Carro a d7 e invoca un alma de Corcel
    • `e8=P` el Soldado de e8 promociona
    Letras: L P C E H S, en mayúsculas o minúsculas.

    {"*"}*La imagen**: cuerpos de ♚ Señor, ♛ Sacerdotisa, ♜ Carro, ♝ Elefante, ♞ Corcel, ♟ Soldado; las insignias son las almas que llevan dentro (ámbar: incompatible, ∅: sin vida, cuerpo atenuado).

rules-it-is-what-it-is =
    {"*"}*It is what it is chess** (Daniel MacDuff, 2013)
    Las piezas son las letras de CHESS más tres símbolos, y cada una se mueve según su forma.

    {"*"}*Objetivo:** rómpele el corazón a tu rival, quítale la alegría o perturba su paz. Quien pierde su **Corazón ♥**, su **Cara sonriente ☺** o su **Símbolo de la paz ☮** pierde al instante. No hay jaque: puedes dejar un símbolo desprotegido.

    {"*"}*Posición inicial** (8×8, sin peones, empiezan las blancas). Desde la izquierda de cada jugador: `s c h ☺ ☮ ♥ e s`. El ejército de las negras es el de las blancas dado la vuelta, así que la «izquierda» de las negras es la columna h.

    {"*"}*Las direcciones** son siempre las del dueño: *arriba* = hacia el rival, *derecha* = tu mano derecha cuando estás frente a él. Para el jugador de enfrente, las letras se dibujan cabeza abajo.

    {"*"}*Las minúsculas** recorren un camino fijo y pueden pararse en cualquier casilla de él. Todas las casillas anteriores a la parada deben estar vacías; la casilla de parada puede estar vacía o tener un enemigo (captura).
    • **c**: arriba, arriba a la derecha, derecha, abajo a la derecha (o su imagen reflejada: abajo, abajo a la derecha, derecha, arriba a la derecha). Una curva abierta a la derecha.
    • **h**: 1–2 recto hacia arriba o hacia abajo, o a lo largo del hombro: derecha, abajo a la derecha, abajo.
    • **e**: 2 hacia un lado, luego 2 hacia arriba (desde cualquiera de los lados) o 2 hacia abajo (solo por el lado izquierdo), luego 2 de vuelta: el bucle cuadrado de una e.
    • **s**: 1 a la izquierda, 2 arriba, 2 a la derecha, o 1 a la derecha, 2 abajo, 2 a la izquierda.

    {"*"}*Símbolos**
    • **Cara sonriente ☺**: salta dos casillas en diagonal hacia arriba (los ojos), o a las casillas de caballo que quedan por debajo de ella o a la que está dos casillas recto hacia abajo (la sonrisa).
    • **Corazón ♥**: recorre una de las mitades de un corazón: en diagonal hacia arriba y luego girando hacia fuera y hacia abajo, 5 pasos; tras los 5 puede seguir hasta 2 más, hasta la punta del corazón (4 por debajo de donde empezó). Lo bloquean las piezas.
    • **Símbolo de la paz ☮**: 1–2 recto hacia arriba (se puede bloquear), o salta: como un caballo, dos casillas en diagonal, tres en línea recta en cualquier dirección, o una en diagonal hacia abajo.

    {"*"}*Mayúsculas.** Una letra que termina una jugada en la primera fila del rival se convierte al instante en mayúscula (pasar por ella no cuenta). Las mayúsculas se deslizan como torres y solo pueden girar tras deslizarse hasta el borde, a una casilla vacía:
    • **C**: arriba o abajo; desde el borde, a la derecha.
    • **H**: a la izquierda o a la derecha; desde el borde, arriba o abajo.
    • **E**: arriba, abajo o a la derecha; tras ir arriba/abajo hasta el borde, a la derecha.
    • **S**: a la derecha y luego abajo, o a la izquierda y luego arriba; desde la esquina, de vuelta en el sentido contrario al del principio.
    Una captura termina el deslizamiento.

    {"*"}*Retroceso.** En lugar de moverse, una mayúscula puede dar un paso hacia la izquierda de su dueño y eliminar *lo que sea* que haya allí, aunque sea una pieza tuya. Si haces Retroceso sobre un símbolo tuyo, pierdes.

    {"*"}*Tablas:** sin ninguna jugada legal (ahogado), la misma posición por tercera vez, o 100 medias jugadas seguidas sin una captura ni una nueva mayúscula.

    {"*"}*Dicho claramente:** tal como están escritas las reglas, las blancas ganan de forma forzada. La primera jugada `e1e4`, del Símbolo de la paz, lleva a capturar un símbolo negro como tarde en la tercera jugada de las blancas, respondan lo que respondan las negras (el motor del bot ha comprobado todas las defensas; `/learn it-is-what-it-is` lo muestra). Es un defecto de la variante tal como la escribió su autor: juégala por diversión, o acuerda con tu rival evitar esa apertura.

    {"*"}*Cómo escribir las jugadas:** casilla de origen y luego casilla de destino, como `b1c3`; las mayúsculas son automáticas. El Retroceso se escribe con la casilla y `<`, como `c8<`. Usa `/move` y elige en la lista: cada opción nombra la pieza y lo que ocurre.
