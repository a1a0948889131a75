# Warum ein Stellungstext oder eine gespeicherte Partie nicht gelesen werden kann (Deutsch,
# übersetzt aus dem Englischen): eine Nachricht je Grund, `rule-<Schlüssel>`. Notation und das,
# was getippt wurde, bleiben, wie sie sind.

## ApocalypsePosition

rule-apoc-pos-fields = erwartet `board white-penalties black-penalties [turn]`, etwa `{ $start } 0 0 1`; erhalten: `{ $text }`
rule-apoc-pos-bad = Ungültige Apocalypse-Stellung: { $why }
rule-apoc-pos-bad-board = Ungültiges Apocalypse-Brett `{ $text }`: { $why }
rule-apoc-pos-penalties = die Strafpunkte von { $side } müssen 0, 1 oder 2 sein, nicht `{ $field }`
rule-apoc-pos-turn = die Rundennummer muss 1 oder mehr sein, nicht `{ $field }`
rule-apoc-pos-rank-count = erwartet 5 durch `/` getrennte Reihen, gefunden: { $found }
rule-apoc-pos-zero-digit = Reihe { $rank } enthält eine 0
rule-apoc-pos-rank-too-long = Reihe { $rank } hat mehr als 5 Felder
rule-apoc-pos-not-a-piece = `{ $letter }` ist keine Figur (nur P und N für Weiß, p und n für Schwarz)
rule-apoc-pos-rank-short = Reihe { $rank } hat { $squares ->
        [one] { $squares } Feld
       *[other] { $squares } Felder
    } statt 5
rule-apoc-pos-too-many-knights = { $side } hat { $knights } Springer; eine Seite hat nie mehr als { $max }
rule-apoc-pos-pawn-on-last-rank = der Bauer von { $side } auf { $square } steht auf seiner eigenen letzten Reihe, wo er umgewandelt worden wäre

## BattlefieldPosition

rule-bf-pos-fields = Eine Stellung hat sechs Angaben: Brett, Seite (w/b), Zug, Rochade, En passant, zweite Aktion; und optional als siebte den Vorkampf (`done` oder `due`).
rule-bf-pos-pre-battle = Die Angabe zum Vorkampf ist `done` oder `due`, nicht `{ $found }`.
rule-bf-pos-side-to-move = Die Seite am Zug ist w oder b.
rule-bf-pos-turn = Der Zug ist eine Zahl ab 1.
rule-bf-pos-turn-parity = Weiß spielt die ungeraden Züge und Schwarz die geraden.
rule-bf-pos-en-passant-square = Ungültiges En-passant-Feld.
rule-bf-pos-second-piece = Auf dem Feld der zweiten Aktion muss eine Figur der Seite am Zug stehen.
rule-bf-pos-second-before-pre-battle = Die zweite Aktion einer angefeuerten Figur kommt nach dem Vorkampf des Zugs: Die Angabe zum Vorkampf muss `done` sein.
rule-bf-pos-rank-count = Das Brett braucht 8 durch '/' getrennte Reihen.
rule-bf-pos-unknown-letter = Unbekannter Figurenbuchstabe '{ $letter }'.
rule-bf-pos-rank-too-long = Reihe { $rank } hat mehr als 8 Felder.
rule-bf-pos-rank-short = Reihe { $rank } hat keine 8 Felder.
rule-bf-pos-castling = Rochaderechte schreibt man mit K, Q, k, q oder -.
rule-bf-pos-second-square = Ungültiges Feld der zweiten Aktion.
rule-bf-pos-annotation = Die Anmerkung '{ $note }' sollte die Form <square>:<tokens> haben.
rule-bf-pos-bad-square = Ungültiges Feld '{ $text }'.
rule-bf-pos-annotation-empty = Anmerkung für das leere Feld { $text }.
rule-bf-pos-kings = { $side } braucht genau einen König.
rule-bf-pos-pawn-on = Ein Bauer kann nicht auf { $square } stehen.
rule-bf-pos-hp = Die HP der Figur auf { $square } müssen in 0..={ $max } liegen.
rule-bf-pos-charge = Die Aufladung der Figur auf { $square } ist zu hoch.
rule-bf-pos-loadout = Figur auf { $square }: { $why }.
rule-bf-pos-en-passant-behind = Das En-passant-Feld muss direkt hinter einem Bauern liegen, der einen Doppelschritt gemacht hat.
rule-bf-pos-unknown-special = Unbekannte Spezialfähigkeit '{ $id }'.
rule-bf-pos-passives = Höchstens drei passive Fähigkeiten.
rule-bf-pos-unknown-passive = Unbekannte passive Fähigkeit '{ $id }'.
rule-bf-pos-token-number = Das Token '{ $token }' braucht eine Zahl.
rule-bf-pos-unknown-token = Unbekanntes Token '{ $token }'.
rule-bf-pos-effect-turns = Der Effekt '{ $token }' muss noch mindestens 1 Zug andauern.

## HeavenHellPosition

rule-hh-pos-header = Die erste Zeile muss `heaven-and-hell 1` lauten.
rule-hh-pos-engine = engine: { $error }
rule-hh-pos-piece-off-board = Figur außerhalb des Bretts in `{ $line }`
rule-hh-pos-piece-id-twice = Figuren-ID #{ $id } doppelt verwendet
rule-hh-pos-two-pieces = zwei Figuren auf { $square }
rule-hh-pos-rng = rng: `rng <seed> <word position>` erwartet in `{ $line }`
rule-hh-pos-trap-count = trapcount: mehr unsichere Fallen als Fallen
rule-hh-pos-trap-owner = trap: Besitzer erwartet
rule-hh-pos-en-passant = ep: Feld erwartet
rule-hh-pos-unknown-line = unbekannte Zeile `{ $word }`
rule-hh-pos-turn-side = turn: white oder black erwartet
rule-hh-pos-turn-word = turn: unbekanntes `{ $word }`
rule-hh-pos-item-kind = item: coin, fire, ice oder orb erwartet in `{ $line }`
rule-hh-pos-fire-and-ice = { -hh-fire } und { -hh-ice } können nicht auf demselben Feld liegen (4.4).
rule-hh-pos-number = Zahl erwartet in `{ $line }`
rule-hh-pos-plane-expected = Ebene erwartet in `{ $line }`
rule-hh-pos-square-expected = Feld erwartet in `{ $line }`
rule-hh-pos-shop-word = shop: `code:price` erwartet, erhalten: `{ $word }`
rule-hh-pos-shop-entry = shop: unbekanntes Angebot `{ $code }`
rule-hh-pos-shop-twice = shop: `{ $code }` doppelt
rule-hh-pos-shop-price = shop: ungültiger Preis in `{ $word }`
rule-hh-pos-shop-unlocked = shop: mehr freigeschaltete Angebote als Angebote
rule-hh-pos-colour = Farbe erwartet in `{ $line }`
rule-hh-pos-piece-type = Figurentyp erwartet in `{ $line }`
rule-hh-pos-history-records = history: Einträge erwartet
rule-hh-pos-piece-flag = unbekanntes Figurenmerkmal `{ $word }`
rule-hh-pos-history = history: `{ $record }`
rule-hh-pos-item-squares = { $found } Gegenstandsfelder statt 192
rule-hh-pos-stored-off-board = Figur { $id } steht außerhalb des Bretts
rule-hh-pos-stored-id = Figuren-ID { $id } ist doppelt oder noch nicht vergeben
rule-hh-pos-mark-off-board = eine Falle oder Markierung liegt außerhalb des Bretts
rule-hh-pos-not-stored = { $number } ist kein gespeicherter Wert vom Typ { $what }
rule-hh-pos-no-chaos = es gibt keinen { -chaos-effect } #{ $number }

## IiwiiPosition

rule-iiwii-pos-rank-count = Die Aufstellung braucht 8 durch '/' getrennte Reihen, gefunden: { $found }.
rule-iiwii-pos-not-colour-or-count = Reihe { $rank }: '{ $found }' ist weder eine Farbe (w oder b) noch eine Anzahl leerer Felder.
rule-iiwii-pos-rank-too-long = Reihe { $rank } hat mehr als 8 Felder.
rule-iiwii-pos-no-piece-code = Reihe { $rank }: Auf eine Farbe muss ein Figurencode folgen.
rule-iiwii-pos-not-a-piece = Reihe { $rank }: '{ $code }' ist keine Figur (c h e s C H E S, F { -iiwii-happy-face }, L { -iiwii-heart }, P { -iiwii-peace-sign }).
rule-iiwii-pos-already-capital = Das { $piece } von { $side } auf { $square } wäre dort schon ein Großbuchstabe.
rule-iiwii-pos-rank-squares = Reihe { $rank } hat { $squares ->
        [one] { $squares } Feld
       *[other] { $squares } Felder
    }, nicht 8.
rule-iiwii-pos-symbol-count = { $side } muss genau ein { $piece } haben, nicht { $count }.
rule-iiwii-pos-symbols-missing = Jede Seite muss genau ein { -iiwii-heart }, ein { -iiwii-happy-face } und ein { -iiwii-peace-sign } haben; es fehlen: { $missing } (eine Partie endet, sobald eines davon verloren ist).
rule-iiwii-pos-fields = Schreib eine Stellung so: Aufstellung, Seite am Zug (w oder b), dann optional die Zahl der ruhigen Halbzüge und die Zugnummer.
rule-iiwii-pos-side-to-move = Die Seite am Zug muss w oder b sein, nicht '{ $found }'.
rule-iiwii-pos-quiet = Die Zahl der ruhigen Halbzüge muss eine Zahl von 0 bis { $limit } sein, nicht '{ $found }'.
rule-iiwii-pos-move-number = Die Zugnummer muss 1 oder mehr sein, nicht '{ $found }'.

## OraclePosition

rule-oracle-pos-two-beings = zwei Wesen auf { $square }
rule-oracle-pos-earth-full = zu viele Körper in der Erde
rule-oracle-pos-earth-entry = der Eintrag `{ $item }` der Erde sollte eine Farbe und eine Klasse sein, etwa `wH`
rule-oracle-pos-underworld-full = zu viele Seelen in der Unterwelt
rule-oracle-pos-lord-in-underworld = eine Lord-Seele kann nie in der Unterwelt sein
rule-oracle-pos-underworld-entry = der Eintrag `{ $item }` der Unterwelt sollte ein Seelenbuchstabe sein: C, E, H oder S
rule-oracle-pos-turn = turn `{ $value }` sollte white oder black sein
rule-oracle-pos-quiet = quiet `{ $value }` ist keine Zahl
rule-oracle-pos-ply = ply `{ $value }` ist keine Zahl
rule-oracle-pos-unknown-line = unbekannte Zeile `{ $line }:`
rule-oracle-pos-missing-turn = `turn: white` oder `turn: black` fehlt
rule-oracle-pos-lords = { $side } muss genau eine Lord-Seele auf dem Brett haben (gefunden: { $found })
rule-oracle-pos-in-check = { $side } steht im Schach, aber { $turn } ist am Zug
rule-oracle-pos-not-a-being = `{ $token }` ist kein Wesen wie `wP(C,E)@d4`
rule-oracle-pos-not-a-soul = `{ $soul }` in `{ $token }` ist kein Seelenbuchstabe (L, C, E, H, S)
rule-oracle-pos-no-room = `{ $token }`: Eine Priesterin beherbergt bis zu drei Streitwagen-, Elefanten- oder Pferdeseelen; jeder andere Körper beherbergt höchstens eine Seele
rule-oracle-pos-too-many-souls = ein Körper beherbergt höchstens drei Seelen

## StoredError

rule-stored-unreadable = gespeicherte Partie nicht lesbar: { $error }
rule-stored-newer-format = die gespeicherte Partie hat das Format { $format }, aber diese Version liest nur Formate bis { $newest }
rule-stored-damaged = gespeicherte Partie beschädigt: { $error }

## PositionError::Other: Worte von außerhalb der Regeln, unverändert gezeigt

rule-position-other = { $text }
