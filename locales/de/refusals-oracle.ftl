# Warum die Regeln eine Aktion in Oracle Chess ablehnen (Deutsch, übersetzt aus dem Englischen):
# eine Nachricht je Grund, `rule-<Schlüssel>` (die Gründe zu Stellungen stehen in positions.ftl).
# Felder und Notation in Backticks bleiben, wie getippt.

## OracleBeing

rule-oracle-being-lifeless = { $class } ohne Seele
rule-oracle-being-priestess = { -oracle-priestess } mit den Seelen { $souls }
rule-oracle-being-figure = { $class }
rule-oracle-being-hosting = { $class } mit einer { $soul-id ->
        [oracle-class-lord] Lord-Seele
        [oracle-class-chariot] Streitwagen-Seele
        [oracle-class-elephant] Elefantenseele
        [oracle-class-horse] Pferdeseele
        [oracle-class-soldier] Soldatenseele
       *[other] Seele der Klasse { $soul }
    }

## OracleRefusal

rule-oracle-no-body = Auf { $square } steht kein Körper.
rule-oracle-not-yours = Das Wesen auf { $square } ({ $being }) gehört { $owner }; du ziehst nur deine eigenen Wesen.
rule-oracle-same-square = { $square } ist zugleich Start- und Zielfeld; nenne zwei verschiedene Felder.
rule-oracle-leaves-check = Damit stünde deine Lord-Seele im Schach.
rule-oracle-promote-not-soldier = Nur ein Soldat als lebende Figur (ein Soldatenkörper mit seiner eigenen Seele) kann umgewandelt werden; auf { $square } steht { $being-key ->
        [oracle-being-priestess] eine
       *[other] { $being-class ->
            [oracle-class-priestess] eine
           *[other] ein
        }
    } { $being }.
rule-oracle-promote-not-last-rank = Ein { -oracle-soldier } wird nur auf seiner letzten Reihe umgewandelt; { $square } ist das nicht.
rule-oracle-promote-no-priestess = Ein { -oracle-soldier } kann nur umgewandelt werden, wenn ein Priesterinnenkörper in der Erde liegt.
rule-oracle-lifeless = Der Körper auf { $from } ({ $class }) ist leblos und kann nicht ziehen; verleih ihm zuerst eine Seele.
rule-oracle-ill-suited = Der Körper auf { $from } ({ $class }) ist unpassend: Er beherbergt eine { $soul-id ->
        [oracle-class-lord] Lord-Seele
        [oracle-class-chariot] Streitwagen-Seele
        [oracle-class-elephant] Elefantenseele
        [oracle-class-horse] Pferdeseele
        [oracle-class-soldier] Soldatenseele
       *[other] Seele der Klasse { $soul }
    } und kann nicht ziehen; seine Seele kann ihn aber trotzdem mit `{ $from }<square>~{ $soul-id ->
        [oracle-class-lord] L
        [oracle-class-priestess] P
        [oracle-class-chariot] C
        [oracle-class-elephant] E
        [oracle-class-horse] H
       *[oracle-class-soldier] S
    }` verlassen.
rule-oracle-own-body-room = Auf { $to } steht dein eigenes Wesen ({ $being }); um eine Seele hineinzuschicken, schreib `{ $from }{ $to }~<soul>`.
rule-oracle-own-body = Auf { $to } steht dein eigenes Wesen ({ $being }); deine eigenen Wesen schlägst du nie.
rule-oracle-drop-not-lord = Nur der { -oracle-lord } (in seinem eigenen Körper, mit seiner Seele) kann einen Körper einsetzen.
rule-oracle-drop-priestess = Ein Priesterinnenkörper kann nicht eingesetzt werden; er kehrt nur durch Umwandlung zurück.
rule-oracle-drop-none = In deiner Erde liegt kein Körper der Klasse { $class }, den du einsetzen könntest.
rule-oracle-cannot-reach = Das Wesen auf { $from } ({ $being }) kann { $to } nicht erreichen.
rule-oracle-priestess-soul = Es gibt keine Priesterinnenseele (eine { -oracle-priestess } ist nur ein Körper); schreib die Klasse der Seele, die zieht: L, C, E, H oder S.
rule-oracle-no-such-soul = Das Wesen auf { $from } ({ $being }) beherbergt keine Seele der Klasse { $soul }.
rule-oracle-soul-into-empty = { $to } ist leer; eine Seele zieht allein nur in einen deiner Körper.
rule-oracle-soul-into-enemy = Eine Seele zieht nie in einen gegnerischen Körper ({ $to } gehört { $owner }).
rule-oracle-no-room = Das Wesen auf { $to } ({ $being }) hat keinen Platz für eine { $soul-id ->
        [oracle-class-lord] Lord-Seele
        [oracle-class-chariot] Streitwagen-Seele
        [oracle-class-elephant] Elefantenseele
        [oracle-class-horse] Pferdeseele
        [oracle-class-soldier] Soldatenseele
       *[other] Seele der Klasse { $soul }
    }: Eine { -oracle-priestess } beherbergt bis zu drei Streitwagen-, Elefanten- oder Pferdeseelen, jeder andere Körper eine Seele.
rule-oracle-summon-not-priestess = Nur eine { -oracle-priestess } kann eine Seele herbeirufen, und zwar während sie eine verleiht.
rule-oracle-summon-not-warrior = Eine { -oracle-priestess } ruft nur eine Streitwagen-, Elefanten- oder Pferdeseele herbei.
rule-oracle-summon-none = In der { -oracle-underworld } ist keine Seele der Klasse { $class }.
rule-oracle-soul-cannot-go = Eine { $soul-id ->
        [oracle-class-lord] Lord-Seele
        [oracle-class-chariot] Streitwagen-Seele
        [oracle-class-elephant] Elefantenseele
        [oracle-class-horse] Pferdeseele
        [oracle-class-soldier] Soldatenseele
       *[other] Seele der Klasse { $soul }
    } kann nicht von { $from } nach { $to }: Sie zieht wie { $soul-id ->
        [oracle-class-lord] ein { -king } (ein Schritt)
        [oracle-class-chariot] ein { -rook }
        [oracle-class-elephant] ein { -bishop }
        [oracle-class-horse] ein { -knight }
        [oracle-class-soldier] ein { -pawn } (ein Schritt vorwärts)
       *[oracle-class-priestess] eine { -oracle-priestess }
    }{ $blocked ->
        [yes] { " " }und wird von jedem Körper dazwischen blockiert
       *[no] { "" }
    }.
rule-oracle-soul-not-legal = Dieser Seelenzug ist gerade nicht legal.

## OracleMisread

rule-oracle-misread-check-marks = Schachzeichen (+, #) gehören nicht zur Oracle-Notation; lass sie weg.
rule-oracle-misread-start-square = es sollte mit einem Feld wie e2 beginnen.
rule-oracle-misread-promote-only-priestess = ein Soldat wird nur in eine Priesterin umgewandelt: Schreib `=P`.
rule-oracle-misread-second-square = auf das erste Feld sollte ein zweites Feld (a1 bis h8) folgen.
rule-oracle-misread-class-letter = nach `{ $after }` wird ein Klassenbuchstabe (L, P, C, E, H, S) erwartet.
rule-oracle-misread-after-soul = unerwarteter Text nach der Seele.
rule-oracle-misread-after-squares = unerwarteter Text nach den Feldern.
rule-oracle-misread-at-end = unerwarteter Text am Ende.

## OracleUnreadable

rule-oracle-cannot-read = `{ $text }` ist nicht lesbar: { $why } Schreib `e2e3` (ziehen oder schlagen), `e1e2@H` (der Lord zieht und setzt auf e1 einen Pferdekörper ein), `c3d1~H` (Pferdeseele von c3 in den Körper auf d1), `d4d7~C^H` (ebenso, und die Priesterin ruft eine Pferdeseele herbei) oder `e8=P` (Umwandlung).
