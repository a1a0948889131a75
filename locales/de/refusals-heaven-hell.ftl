# Warum die Regeln eine Aktion in Heaven and Hell ablehnen (Deutsch, übersetzt aus dem Englischen):
# eine Nachricht je Grund, `rule-<Schlüssel>` (die Gründe zu Stellungen stehen in positions.ftl).
# Notation, Felder und Ladencodes bleiben, wie getippt.

## HeavenHellPiece

rule-hh-piece-owned = { $kind } von { $side }
rule-hh-piece-neutral = { $kind }, neutral

## HeavenHellPieceAt

rule-hh-piece-at = Figur auf { $square } ({ $kind }{ $size ->
        [0] { "" }
        [1] { "" }
       *[other] , { $size }×{ $size }
    })

## HeavenHellOptions

rule-hh-options-none = Diese Figur hat gerade keinen legalen Zug.
rule-hh-options-moves = Die legalen Züge dieser Figur jetzt: { $moves ->
        [none] { "" }
       *[other] { $moves }
    }.

## HeavenHellOffer

rule-hh-offer = { $entry } ({ $price } { $price ->
        [one] Münze
       *[other] Münzen
    })

## HeavenHellLanding

rule-hh-landing-onto-ally = Auf { $square } steht deine eigene Figur ({ $kind }): Eine Figur zieht nie auf eine befreundete Figur (R26).
rule-hh-landing-step-occupied = Ein { $kind } zieht nur auf ein leeres Feld vorwärts; auf { $square } steht eine Figur ({ $piece }).
rule-hh-landing-en-passant-size = Nur ein { -pawn } der Größe 1 schlägt en passant (R16, R70); { $square } ist leer.
rule-hh-landing-diagonal-no-enemy = Ein { $kind } zieht nur schräg, um zu schlagen: Auf { $square } steht kein Gegner.
rule-hh-landing-off-board = Die Figur ({ $kind }, { $size }×{ $size }) würde teilweise außerhalb des Bretts stehen (R31).
rule-hh-landing-destroyed = { $square } ist zerstört (R49): Dort kann nichts landen.
rule-hh-landing-way-destroyed = Der Weg führt über das zerstörte Feld { $square } (R49).
rule-hh-landing-way-blocked = Der Weg ist versperrt: Auf { $square } steht eine Figur ({ $piece }).
rule-hh-landing-never-two = Ein { $kind } zieht nie zwei Felder (R15, R76–R78).
rule-hh-landing-enlarged-pawn = Ein vergrößerter { -pawn } kann keinen Doppelschritt machen (R15).
rule-hh-landing-double-from-start = Ein { -pawn } macht einen Doppelschritt nur von seiner Ausgangsreihe aus (Reihe { $rank } für { $side }).
rule-hh-landing-passed-destroyed = Das übersprungene Feld { $square } ist zerstört (R49).
rule-hh-landing-passed-occupied = Das übersprungene Feld { $square } muss leer sein: Dort steht eine Figur ({ $piece }).
rule-hh-landing-jump-nothing = Ein { -hh-checker } springt nur über eine benachbarte Figur; auf { $squares ->
        [none] { "" }
       *[other] { $squares }
    } steht nichts.
rule-hh-landing-jump-occupied = Der Sprung eines Überspringers landet nur auf leeren Feldern; auf { $square } steht eine Figur ({ $piece }).

## HeavenHellTarget

rule-hh-target-no-piece = Auf { $square } steht keine Figur.
rule-hh-target-by-lower-left = Nenne die Figur ({ $kind }, { $size }×{ $size }) über ihr Feld links unten, { $square }.
rule-hh-target-destroyed = { $square } ist zerstört (R49).
rule-hh-target-fire-occupied = { -hh-fire } entsteht nur auf einem unbesetzten Feld; auf { $square } steht eine Figur ({ $piece }).
rule-hh-target-fire-already = Auf { $square } liegt schon { -hh-fire }.
rule-hh-target-kings-no-stun = Könige können nicht betäubt werden.
rule-hh-target-to-earth-not-controlled = `to-earth` bewegt nur eine Figur, die du kontrollierst (R93); die Figur ({ $piece }) kontrollierst du nicht.
rule-hh-target-to-earth-royal = `to-earth` bewegt nur eine nicht königliche Figur; die Figur ({ $kind }) ist königlich.
rule-hh-target-on-earth = Die Figur ({ $kind }) ist schon auf der { -earth }.
rule-hh-target-upgrade-royal = `upgrade` nimmt nur eine nicht königliche Figur; die Figur ({ $kind }) ist königlich.
rule-hh-target-no-upgrade = Die Figur ({ $kind }) hat keine { -upgrade } (R87).
rule-hh-target-kill-standard = `kill` nimmt nur eine Nicht-Standardfigur; die Figur ({ $kind }) ist eine Standard-Schachfigur.
rule-hh-target-curse-royal = `curse` nimmt nur eine nicht königliche Figur; die Figur ({ $kind }) ist königlich.
rule-hh-target-cursed-already = Die Figur ({ $kind }) ist schon verflucht.
rule-hh-target-not-murderer = Die Figur ({ $kind }) ist kein Mörder: Es gibt nichts zu vergeben.
rule-hh-target-area-corner = Ein 2×2-Bereich wird über sein Feld links unten angegeben, auf den Linien a–g und den Reihen 1–7; { $square } ist kein solches Feld.
rule-hh-target-area-destroyed = Jedes Feld des Bereichs ab { $square } ist zerstört.
rule-hh-target-area-no-items = Im 2×2-Bereich ab { $square } liegt weder { -hh-fire } noch { -hh-ice }.
rule-hh-target-back-rank = Eine neue Figur kommt auf deine Grundreihe (Reihe { $rank }), auf einer beliebigen Ebene (R96).
rule-hh-target-not-empty-piece = { $square } ist nicht leer: Dort steht eine Figur ({ $piece }).
rule-hh-target-not-empty-item = { $square } ist nicht leer: Dort liegt ein Gegenstand (HH-17: keine Figur und kein Gegenstand).
rule-hh-target-teleport-not-controlled = `teleport` bewegt nur eine Figur, die du kontrollierst (R93); die Figur ({ $piece }) kontrollierst du nicht.
rule-hh-target-teleport-plane = `teleport` bleibt auf derselben Ebene: Die Figur ({ $kind }) steht auf der Ebene { $plane }, also muss das Ziel ein `{ $plane-id ->
        [hh-plane-heaven] V
        [hh-plane-earth] E
       *[hh-plane-hell] L
    }:`-Feld sein.
rule-hh-target-teleport-same = Die Figur ({ $kind }) steht schon auf { $square }: Nenne ein anderes Feld.
rule-hh-target-relocation-off-board = Die Figur ({ $kind }, { $size }×{ $size }) würde dort teilweise außerhalb des Bretts stehen.
rule-hh-target-relocation-ally = Auf { $square } steht deine eigene Figur ({ $ally }): Die versetzte Figur ({ $kind }) kann nicht auf einer befreundeten Figur landen.

## HeavenHellRefusal

rule-hh-no-decision = Gerade ist keine Entscheidung offen, die du beantworten könntest.
rule-hh-no-trap-to-plant = Du hast gerade keine { -secret-trap }, die du legen könntest: Kauf zuerst eine mit `buy trap`.
rule-hh-end-first = `end` verzichtet auf die restlichen Bonusaktionen eines Zugs; die erste Aktion eines Zugs kann nicht ausgelassen werden (R4).
rule-hh-trap-square = { $square } kann deine { -secret-trap } nicht aufnehmen: Sie kommt auf ein noch vorhandenes Feld ohne Figur und ohne eine deiner eigenen Fallen (R107).
rule-hh-not-trap-answer = `{ $text }` beantwortet die offene Entscheidung nicht: { $prompt }.
rule-hh-not-answer = `{ $text }` beantwortet die offene Entscheidung nicht: { $prompt }{ $piece_hint ->
        [yes] { " " }(nur Züge der dort genannten Figur, von ihrem jetzigen Feld aus, beantworten sie{ $double_move ->
            [yes] ; ein { -hh-double-move } ist nie eine Rochade
           *[no] { "" }
        })
       *[no] { "" }
    }. Antworten: { $answers ->
        [none] { "" }
       *[other] { $answers }
    }.
rule-hh-angel-coins = Der { -hh-angel } handelt nur für den Spieler mit echt mehr { -coins } (R21): Du hast { $mine }, { $opponent } hat { $theirs }.
rule-hh-not-yours = Die Figur auf { $square } ({ $kind }) gehört { $owner ->
        [none] niemandem
       *[other] { $owner }
    }, nicht dir.
rule-hh-stunned = Die Figur auf { $square } ({ $kind }) ist betäubt (noch { $stacks } Stapel) und kann nicht handeln (R54).
rule-hh-goes-nowhere = Ein Zug muss irgendwohin führen: Start- und Zielfeld sind beide { $square }. { $options }
rule-hh-cannot-go = Die { $piece } kann nicht nach { $to }: { $piece-kind ->
        [hh-piece-pawn] Ein { -pawn } zieht ein Feld vorwärts (von seiner Ausgangsreihe aus zwei, auf leere Felder) und schlägt ein Feld schräg vorwärts
        [hh-piece-knight] Ein { -knight } springt im L: zwei Felder in die eine Richtung und eins in die andere
        [hh-piece-bishop] Sie zieht diagonal
        [hh-piece-rook] Sie zieht entlang der Reihen und Linien
        [hh-piece-queen] Sie zieht entlang der Reihen, Linien und Diagonalen
        [hh-piece-king] Ein { -king } zieht ein Feld in jede Richtung (Rochade ist `O-O` / `O-O-O`)
        [hh-piece-bomber] Sie zieht wie ein { -pawn }: ein Feld vorwärts auf ein leeres Feld oder schräg vorwärts, um zu schlagen, nie zwei
        [hh-piece-leopard] Ein { -hh-leopard } springt auf ein Feld, das 1 oder 2 Linien und 1 oder 2 Reihen entfernt ist
        [hh-piece-checker] Ein { -hh-checker } zieht wie ein { -pawn } oder springt über eine orthogonal benachbarte Figur auf das leere Feld dahinter
        [hh-piece-archer] Ein { -hh-archer } springt wie ein { -knight } oder zwei Felder geradeaus und kann stattdessen auf diese Felder schießen (`*`)
        [hh-piece-wizard] Sie zieht diagonal
        [hh-piece-archbishop] Sie zieht diagonal
        [hh-piece-fortress] Eine { -hh-fortress } zieht entlang der Reihen und Linien und beschießt ihre 4 diagonalen Nachbarfelder (`*`)
        [hh-piece-scout] Ein { -hh-scout } zieht entlang der Reihen und Linien oder springt in eine Ecke seiner Ebene
        [hh-piece-warlock] Sie zieht entlang der Reihen und Linien
        [hh-piece-imp] Sie zieht wie ein { -pawn }: ein Feld vorwärts auf ein leeres Feld oder schräg vorwärts, um zu schlagen, nie zwei
        [hh-piece-angel] Sie zieht entlang der Reihen, Linien und Diagonalen
       *[hh-piece-devil] Sie zieht wie ein { -pawn }: ein Feld vorwärts auf ein leeres Feld oder schräg vorwärts, um zu schlagen, nie zwei
    }. { $options }
rule-hh-castle-by-king = Ein { -king } zieht ein Feld; zum Rochieren schick `{ $castling }`.
rule-hh-landing = { $why } { $options }
rule-hh-imp-ban = Die { $piece } kann jetzt nicht direkt zurück nach { $to }: Die letzte Aktion von { $opponent } hat sie ohne Nebenwirkung von dort weggezogen, und das rückgängig zu machen ist als deine erste Aktion nicht erlaubt (R76). { $options }
rule-hh-promote-letter = Ein { -pawn } wird in eine { -queen }, einen { -rook }, einen { -bishop } oder einen { -knight } umgewandelt: `=Q`, `=R`, `=B` oder `=N`, nicht `={ $letter }`; oder schick `{ $bare }` und wähle danach.
rule-hh-experienced-promote = Ein Erfahrener { -pawn }, der auf seine letzte Reihe schlägt, wählt nach dem Zug eine Umwandlung oder eine { -upgrade } (R18): Schick `{ $bare }` ohne `={ $letter }`.
rule-hh-no-promotion = `{ $bare }` ist keine Umwandlung (kein { -pawn } erreicht seine letzte Reihe): Lass `={ $letter }` weg.
rule-hh-cannot-go-now = Die { $piece } kann jetzt nicht nach { $to }. { $options }
rule-hh-not-a-shooter = Nur ein { -hh-archer } oder eine { -hh-fortress } schießt (`*`); die { $piece } kann das nicht. { $options }
rule-hh-shot-pattern = Die { $piece } kann nicht auf { $target } schießen: { $piece-kind ->
        [hh-piece-fortress] Eine { -hh-fortress } beschießt nur ihre 4 diagonalen Nachbarfelder
       *[other] Ein { -hh-archer } beschießt nur die Felder, auf die er springen könnte (die eines Springers oder zwei Felder geradeaus)
    }. { $options }
rule-hh-shot-off-board = Der Zielblock muss auf dem Brett liegen (HH-2). { $options }
rule-hh-shot-nothing = Auf { $target } ist nichts, worauf man schießen könnte. { $options }
rule-hh-shot-no-enemy = Ein Schuss schlägt nur Gegner; auf { $target } steht keiner. { $options }
rule-hh-shot-protected = Die Figur auf { $square } ({ $piece }) kann gerade nicht geschlagen werden (R25: { $piece-kind ->
        [hh-piece-king] Neben ihr steht eine befreundete { -hh-fortress }
       *[other] Ein befreundeter { -hh-archbishop } steht auf ihrer Reihe oder Linie
    }), also kann auch nicht auf sie geschossen werden. { $options }
rule-hh-cannot-shoot-now = Die { $piece } kann jetzt nicht auf { $target } schießen. { $options }
rule-hh-castle-not-earth = Rochiert wird nur auf der { -earth } (R19), nicht auf der Ebene { $plane }.
rule-hh-castle-needs-king = Für die Rochade muss dein { -king } auf { $square } stehen (R19).
rule-hh-castle-king-enlarged = Ein vergrößerter { -king } kann nicht rochieren (R19).
rule-hh-castle-king-moved = Dein { -king } hat schon gezogen, also kann er nicht mehr rochieren (R19).
rule-hh-castle-king-stunned = Dein { -king } ist betäubt und kann nicht rochieren (R54).
rule-hh-castle-needs-rook = Die Rochade auf der { $long ->
        [yes] Damenseite
       *[no] Königsseite
    } braucht deinen { -rook } auf { $square } (R19).
rule-hh-castle-rook-enlarged = Der { -rook } auf { $square } ist vergrößert und kann nicht rochieren (R19).
rule-hh-castle-rook-moved = Der { -rook } auf { $square } hat schon gezogen, also kann er nicht mehr rochieren (R19).
rule-hh-castle-rook-stunned = Der { -rook } auf { $square } ist betäubt (R54).
rule-hh-castle-path-destroyed = Der Weg der Rochade ist nicht frei: { $square } ist zerstört (R19, R49).
rule-hh-castle-path-piece = Der Weg der Rochade ist nicht frei (R19): Auf { $square } steht eine Figur ({ $piece }).
rule-hh-castle-path-item = Der Weg der Rochade ist nicht frei: Auf { $square } { $item-id ->
        [hh-item-fire] liegt { -hh-fire }
        [hh-item-ice] liegt { -hh-ice }
        [hh-item-orb] liegt eine { -chaos-orb }
       *[hh-item-coins] liegen { -coins }
    } (R19: keine Figur und kein Gegenstand zwischen { -king } und { -rook }).
rule-hh-castle-not-legal = Die Rochade ist gerade nicht legal.
rule-hh-shop-removed = `{ $code }` ist nicht mehr im { -shop } (durch Chaos entfernt, R95). Jetzt offen: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-shop-locked = `{ $code }` ist noch gesperrt: Jeder Kauf schaltet das nächste Angebot frei (R92). Jetzt offen: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-not-enough-coins = `{ $code }` kostet { $price } { $price ->
        [one] Münze
       *[other] Münzen
    }; du hast { $coins } (R9).
rule-hh-target = { $why }{ $example ->
        [none] { "" }
       *[other] { " " }Zum Beispiel: `{ $example }`.
    }
rule-hh-trap-no-square = `trap`: Es gibt kein Feld mehr für eine weitere deiner Fallen (R107).
rule-hh-no-legal-target = `{ $code }` hat gerade kein legales Ziel: Es braucht { $entry-id ->
        [hh-entry-to-earth] eine nicht königliche Figur von dir im { -heaven } oder in der { -hell }
        [hh-entry-upgrade] eine nicht königliche Figur, die eine { -upgrade } hat
        [hh-entry-kill] eine Nicht-Standardfigur
        [hh-entry-curse] eine nicht königliche Figur, die nicht verflucht ist
        [hh-entry-forgive] einen Mörder
        [hh-entry-fire] ein unbesetztes Feld
        [hh-entry-thaw] einen 2×2-Bereich mit { -hh-fire } oder { -hh-ice }, angegeben über sein Feld links unten
        [hh-entry-freeze] einen 2×2-Bereich, angegeben über sein Feld links unten
        [hh-entry-rook] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
        [hh-entry-knight] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
        [hh-entry-bishop] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
        [hh-entry-teleport] eine Figur, die du kontrollierst, und ihr Ziel auf derselben Ebene
        [hh-entry-trap] kein Ziel
        [hh-entry-orb] kein Ziel
        [hh-entry-two-actions] kein Ziel
       *[hh-entry-stun] eine Figur, die kein { -king } ist
    }.
rule-hh-not-legal-target = Das ist kein legales Ziel für `{ $code }`: Es braucht { $entry-id ->
        [hh-entry-to-earth] eine nicht königliche Figur von dir im { -heaven } oder in der { -hell }
        [hh-entry-upgrade] eine nicht königliche Figur, die eine { -upgrade } hat
        [hh-entry-kill] eine Nicht-Standardfigur
        [hh-entry-curse] eine nicht königliche Figur, die nicht verflucht ist
        [hh-entry-forgive] einen Mörder
        [hh-entry-fire] ein unbesetztes Feld
        [hh-entry-thaw] einen 2×2-Bereich mit { -hh-fire } oder { -hh-ice }, angegeben über sein Feld links unten
        [hh-entry-freeze] einen 2×2-Bereich, angegeben über sein Feld links unten
        [hh-entry-rook] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
        [hh-entry-knight] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
        [hh-entry-bishop] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
        [hh-entry-teleport] eine Figur, die du kontrollierst, und ihr Ziel auf derselben Ebene
        [hh-entry-trap] kein Ziel
        [hh-entry-orb] kein Ziel
        [hh-entry-two-actions] kein Ziel
       *[hh-entry-stun] eine Figur, die kein { -king } ist
    }.{ $example ->
        [none] { "" }
       *[other] { " " }Zum Beispiel: `{ $example }`.
    }
rule-hh-wizard-only = Nur ein { -hh-wizard } kann mit `use` `{ $word }` legen; die { $piece } ist kein { -hh-wizard } (R79).
rule-hh-wizard-no-square = Die { $piece } hat kein freies, orthogonal benachbartes Feld, auf das sie `{ $word }` legen könnte (R79).
rule-hh-wizard-not-now = Die { $piece } kann `{ $word }` gerade nicht einsetzen.
rule-hh-warlock-only = Nur ein { -hh-warlock } holt Figuren aus der { -hell }; die { $piece } ist kein { -hh-warlock } (R82).
rule-hh-pull-from-hell = Ein { -hh-warlock } holt nur aus der { -hell }: Nenne ein `L:`-Feld, nicht { $square }.
rule-hh-pull-not-controlled = Ein { -hh-warlock } holt nur eine Figur, die du kontrollierst (R82); die Figur ({ $piece }) kontrollierst du nicht.
rule-hh-pull-cannot-come = Die Figur kann nicht auf die { -earth } kommen: { $why }
rule-hh-pull-not-now = Die { $piece } kann diese Figur gerade nicht holen.
rule-hh-no-portal = Die { $piece } hat keine { -hh-portal-gun } (R59).
rule-hh-king-portal = Ein { -king } kann nie eine { -hh-portal-gun } benutzen (R59).
rule-hh-portal-same-plane = Die { $piece } ist schon auf der Ebene { $plane }: Nenne eine der beiden anderen Ebenen.
rule-hh-portal-cannot-go = Die Figur kann nicht auf die Ebene { $plane } wechseln: { $why }
rule-hh-portal-not-now = Die { $piece } kann ihre { -hh-portal-gun } gerade nicht benutzen.
rule-hh-second-jump = Der zweite Sprung von `{ $text }` kann nicht auf den ersten folgen: Ein { -hh-checker } springt nur dann erneut, wenn er dabei über eine benachbarte Figur auf ein leeres Feld springt und noch lebt und auf seiner Ebene steht (R78, HH-8). Schick `{ $first }` allein und wähle dann unter den angebotenen zweiten Sprüngen.
rule-hh-not-an-answer = Das beantwortet die offene Entscheidung nicht.
rule-hh-not-legal-now = Dieser Zug ist gerade nicht legal.

## HeavenHellUnreadable

rule-hh-empty = Gib eine Aktion ein, z. B. `e2e4`.
rule-hh-not-a-plane = `{ $plane }:` ist keine Ebene: Verwende `E:` ({ -earth }), `V:` ({ -heaven }) oder `L:` ({ -hell }).
rule-hh-not-an-action = `{ $text }` ist keine Aktion. Beispiele: `e2e4`, `V:d4xe5`, `E:O-O`, `buy orb`, `use E:c4 ice`, `choose Q`, `end`.
rule-hh-not-a-square = `{ $text }` ist kein Feld: Die Linien gehen von a bis h und die Reihen von 1 bis 8.
rule-hh-trap-not-square = `{ $text }` ist kein Feld: Nenne eine Ebene und ein Feld, etwa `trap E:d5` (Linien a–h, Reihen 1–8).
rule-hh-trap-where = Nenne das Feld für deine { -secret-trap }: `trap E:d5`.
rule-hh-one-square = Ein Zug nennt zwei Felder, Start- und Zielfeld (z. B. `E:e2-e4`). { $options }
rule-hh-third-square = Nur ein { -hh-checker } nennt ein drittes Feld, für seinen zweiten Sprung (`E:d4-d6-d8`). { $options }
rule-hh-jump-chain = Nur auf einen Sprung kann ein zweiter Sprung folgen (R78): Schick `{ $from }-{ $to }` allein oder beginne die Kette mit einem Sprung.
rule-hh-buy-what = Sag, was du kaufen willst: `buy <entry> [targets]`. Jetzt offen: { $open ->
        [none] { "" }
       *[other] { $open }
    }.
rule-hh-no-such-entry = Im { -shop } gibt es kein Angebot `{ $code }`. Die Angebote: { $entries ->
        [none] { "" }
       *[other] { $entries }
    }.
rule-hh-target-not-square = `{ $text }` ist kein Zielfeld: Schreib eine Ebene und ein Feld, z. B. `E:g8`.
rule-hh-target-count = `buy { $code }` nimmt { $count ->
        [0] kein Ziel
        [1] ein Ziel: { $entry-id ->
            [hh-entry-to-earth] eine nicht königliche Figur von dir im { -heaven } oder in der { -hell }
            [hh-entry-upgrade] eine nicht königliche Figur, die eine { -upgrade } hat
            [hh-entry-kill] eine Nicht-Standardfigur
            [hh-entry-curse] eine nicht königliche Figur, die nicht verflucht ist
            [hh-entry-forgive] einen Mörder
            [hh-entry-fire] ein unbesetztes Feld
            [hh-entry-thaw] einen 2×2-Bereich mit { -hh-fire } oder { -hh-ice }, angegeben über sein Feld links unten
            [hh-entry-freeze] einen 2×2-Bereich, angegeben über sein Feld links unten
            [hh-entry-rook] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
            [hh-entry-knight] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
            [hh-entry-bishop] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
            [hh-entry-teleport] eine Figur, die du kontrollierst, und ihr Ziel auf derselben Ebene
            [hh-entry-trap] kein Ziel
            [hh-entry-orb] kein Ziel
            [hh-entry-two-actions] kein Ziel
           *[hh-entry-stun] eine Figur, die kein { -king } ist
        }
       *[other] zwei Ziele: { $entry-id ->
            [hh-entry-to-earth] eine nicht königliche Figur von dir im { -heaven } oder in der { -hell }
            [hh-entry-upgrade] eine nicht königliche Figur, die eine { -upgrade } hat
            [hh-entry-kill] eine Nicht-Standardfigur
            [hh-entry-curse] eine nicht königliche Figur, die nicht verflucht ist
            [hh-entry-forgive] einen Mörder
            [hh-entry-fire] ein unbesetztes Feld
            [hh-entry-thaw] einen 2×2-Bereich mit { -hh-fire } oder { -hh-ice }, angegeben über sein Feld links unten
            [hh-entry-freeze] einen 2×2-Bereich, angegeben über sein Feld links unten
            [hh-entry-rook] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
            [hh-entry-knight] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
            [hh-entry-bishop] ein leeres Feld deiner Grundreihe, auf einer beliebigen Ebene
            [hh-entry-teleport] eine Figur, die du kontrollierst, und ihr Ziel auf derselben Ebene
            [hh-entry-trap] kein Ziel
            [hh-entry-orb] kein Ziel
            [hh-entry-two-actions] kein Ziel
           *[hh-entry-stun] eine Figur, die kein { -king } ist
        }
    }.{ $example ->
        [none] { "" }
       *[other] { " " }Zum Beispiel: `{ $example }`.
    }
rule-hh-use-what = `use` nennt zuerst die Figur. Fähigkeiten: `use E:c4 fire`, `use E:c4 ice` ({ -hh-wizard }), `use E:a1 pull L:e5` ({ -hh-warlock }), `use E:d4 portal V` ({ -hh-portal-gun }).
rule-hh-use-how = Fähigkeiten: `use E:c4 fire`, `use E:c4 ice` ({ -hh-wizard }), `use E:a1 pull L:e5` ({ -hh-warlock }), `use E:d4 portal V` ({ -hh-portal-gun }).
rule-hh-wizard-target = `use { $at } { $word }` nimmt kein Ziel: Der { -hh-wizard } legt `{ $word }` auf die freien Felder neben sich (R79). Schick `use { $at } { $word }`.
rule-hh-pull-what = Nenne die Figur, die geholt werden soll, über ihr Feld in der { -hell }: `use E:a1 pull L:e5`.
rule-hh-pull-one = `use { $at } pull` nimmt ein einziges Feld, das der Figur in der { -hell }: `use { $at } pull { $square }`.
rule-hh-portal-where = Nenne die Ebene, auf die es gehen soll: `use E:d4 portal V` (V, E oder L).
rule-hh-portal-only = `use { $at } portal` nimmt nur die Ebene: `use { $at } portal { $plane }`.
rule-hh-ambiguous-plane = mehrdeutige Ebene: Verwende V ({ -heaven }) oder L ({ -hell })
rule-hh-not-part-of-action = `{ $text }` gehört zu keiner Aktion. Beispiele: `e2e4`, `V:d4xe5`, `E:O-O`, `use E:c4 ice`, `end`.
