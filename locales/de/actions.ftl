# Die Wörter der Aktionen in Menüs und in der Autovervollständigung (nach der Notation der Aktion),
# auf Deutsch (übersetzt aus dem Englischen): „E:b1-c3 · Springer zieht“. Notation ($square, $to,
# $from, die Buchstaben in $souls) bleibt, wie sie ist. Angesprochen wird mit „du“.

## Alle Varianten

# Zwei Teile einer Beschriftung, einer nach dem anderen.
act-then = { $first } · { $then }

## Apocalypse

act-apoc-pawn = { -pawn }
act-apoc-knight = { -knight }
# $status: sicher, oder spekulativ und was der Gegner dafür tun muss.
act-apoc-label = { $piece } · { $status }
act-apoc-promotes = wird umgewandelt
act-apoc-relocates = zieht nach { $to }, wird nach { $square } versetzt

## It is what it is chess

act-iiwii-captures = schlägt { $piece }
act-iiwii-wins = gewinnt
act-iiwii-becomes = wird zu { $piece }
act-iiwii-backspace = Rücktaste nach { $square }
act-iiwii-removes = entfernt { $piece }
act-iiwii-removes-own = entfernt dein eigenes { $piece }!
act-iiwii-you-lose = du verlierst!

## Oracle Chess

# Eine Priesterin und die Buchstaben ihrer Seelen: „Priesterin (C,H)“.
act-oracle-priestess = { $class } ({ $souls })
# $soul-id wählt im Englischen nur den Artikel; die Seelen heißen hier wie in pictures.ftl „<Klasse>-Seele“.
act-oracle-hosting = { $class } mit { $soul-id ->
       *[other] { $soul }-Seele
    }
act-oracle-go = { $who } { $from }→{ $to }
act-oracle-take = { $who } { $from }×{ $to }, schlägt { $target } von { $side }
act-oracle-drop = { $go } und setzt einen { $class-id ->
        [oracle-class-lord] Lord-Körper
        [oracle-class-chariot] Streitwagenkörper
        [oracle-class-elephant] Elefantenkörper
        [oracle-class-horse] Pferdekörper
        [oracle-class-soldier] Soldatenkörper
       *[other] { $class }-Körper
    } auf { $from } ein
act-oracle-grant = { $soul }-Seele an { $target } auf { $to } verleihen
act-oracle-ill-suited = { $grant } (unpassend)
act-oracle-summon = { $grant }; { $soul-id ->
       *[other] { $soul }-Seele
    } herbeirufen
act-oracle-promote = { -oracle-soldier } auf { $square } wird zur { -oracle-priestess } ohne Seele

## Heaven and Hell

act-hh-moves = { $piece } zieht
act-hh-shoots = { $piece } schießt
act-hh-castle-long = Rochade auf der Damenseite
act-hh-castle-short = Rochade auf der Königsseite
act-hh-wizard-fire = { -hh-wizard }: { -hh-fire } auf die Nachbarfelder
act-hh-wizard-ice = { -hh-wizard }: { -hh-ice } auf die Nachbarfelder
act-hh-warlock-pull = { -hh-warlock }: aus der { -hell } auf die { -earth } holen (wird verflucht)
act-hh-portal = { -hh-portal-gun } zur Ebene { $plane }
# Die Beschreibung eines Angebots im Laden und sein Preis.
act-hh-buy = { $entry } ({ $coins } { $coins ->
        [one] Münze
       *[other] Münzen
    })
act-hh-end = Zug beenden (Bonusaktionen auslassen)
act-hh-done = fertig
act-hh-decline = ablehnen
act-hh-become = { $piece-id ->
        [hh-piece-queen] eine
        [hh-piece-fortress] eine
       *[other] ein
    } { $piece } werden
act-hh-gain-hat = { -hh-wizard-hat } erhalten
act-hh-gain-investor = { -hh-investor } werden
act-hh-gain-size = { -hh-increased-size } erhalten
act-hh-gain-portal = { -hh-portal-gun } erhalten
act-hh-gain-double = { -hh-double-move } erhalten
act-hh-promote = Umwandlung in { $piece }
act-hh-grow = in diese Richtung wachsen
act-hh-keep-block = diesen Block behalten
act-hh-plant-trap = deine { -secret-trap } hier legen
# Ein angebotener Chaoseffekt: seine Nummer und was er bewirkt.
act-hh-chaos = Chaos #{ $number }: { $effect }

## Heaven and Hell: die Angebote des Ladens

act-hh-entry-stun = Eine Figur (kein { -king }) 3 Runden lang betäuben
act-hh-entry-to-earth = Eine nicht königliche Figur auf die { -earth } versetzen
act-hh-entry-upgrade = Eine nicht königliche Figur aufwerten
act-hh-entry-trap = Eine { -secret-trap } legen
act-hh-entry-fire = Auf einem unbesetzten Feld ein { -hh-fire } legen
act-hh-entry-kill = Eine Nicht-Standardfigur töten
act-hh-entry-orb = Eine { -chaos-orb } kaufen
act-hh-entry-thaw = { -hh-ice } und { -hh-fire } in einem 2×2-Bereich entfernen
act-hh-entry-curse = Eine nicht königliche Figur verfluchen
act-hh-entry-rook = Neuen { -rook } irgendwo auf deiner Grundreihe aufstellen
act-hh-entry-two-actions = Im nächsten Zug zwei Aktionen erhalten
act-hh-entry-teleport = Eine Figur auf ein beliebiges Feld derselben Ebene versetzen
act-hh-entry-freeze = Einen 2×2-Bereich einfrieren
act-hh-entry-forgive = Einer Figur ihre Sünden vergeben
act-hh-entry-knight = Neuen { -knight } irgendwo auf deiner Grundreihe aufstellen
act-hh-entry-bishop = Neuen { -bishop } irgendwo auf deiner Grundreihe aufstellen


## Heaven and Hell: die Chaoseffekte, nach Nummer

act-hh-chaos-1 = Die Reihenfolge im { -shop } mischen und 6 { -coins } erhalten
act-hh-chaos-2 = Alle Felder mit Bauern einfrieren
act-hh-chaos-3 = Zwei Teufelchen auf zufälligen leeren Feldern der { -earth } beschwören
act-hh-chaos-4 = Eine Linie auf einer Ebene wählen. Alle nicht königlichen Figuren auf dieser Linie verfluchen
act-hh-chaos-5 = Alle Läufer durch Türme ersetzen und umgekehrt
act-hh-chaos-6 = Die Münzen beider Spieler auf 0 setzen
act-hh-chaos-7 = Alles { -hh-ice } auf die Nachbarfelder ausbreiten
act-hh-chaos-8 = Den { -hh-devil } (riesiges { -hh-imp } mit { -hh-double-move }) in der Mitte der { -hell } beschwören
act-hh-chaos-9 = Einen { -hh-angel } auf einem leeren Feld im { -heaven } beschwören
act-hh-chaos-10 = Die äußersten Reihen ODER Linien des Himmels zerstören
act-hh-chaos-11 = Jeden Bauern einen Schritt zurückziehen, wenn das Zielfeld unbesetzt ist
act-hh-chaos-12 = 4 zufällige Figuren 3 Runden lang betäuben
act-hh-chaos-13 = Die äußersten Reihen ODER Linien der { -hell } zerstören
act-hh-chaos-14 = Eine Figur (kein { -king }) auf ein leeres Nachbarfeld verdoppeln. Dann beide verfluchen
act-hh-chaos-15 = Für jeden Spieler einen { -rook } auf einer Grundreihe beschwören. Der Besitzer wählt das Feld. Der Gegner beginnt
act-hh-chaos-16 = Auf jeder Ebene eine { -chaos-orb } auf einem zufälligen leeren Feld erscheinen lassen
act-hh-chaos-17 = Eine Figur riesig machen
act-hh-chaos-18 = Eine Figur in der { -hell } mit einer im { -heaven } tauschen
act-hh-chaos-19 = Je eine zufällige Figur jedes Spielers verfluchen
act-hh-chaos-20 = Alle Springer aufwerten
act-hh-chaos-21 = Alles { -hh-ice } durch { -hh-fire } ODER alles { -hh-fire } durch { -hh-ice } ersetzen
act-hh-chaos-22 = Alles { -hh-fire } auf die Nachbarfelder ausbreiten
act-hh-chaos-23 = Zwei Bauern wählen. Sie ziehen am Ende des Zugs ihres Besitzers vorwärts, wenn das Feld unbesetzt ist
act-hh-chaos-24 = Leere Felder auf der { -earth } mit { -coins } füllen
act-hh-chaos-25 = 3 Feuer auf zufälligen leeren Feldern einer Ebene deiner Wahl legen
act-hh-chaos-26 = Ein unbesetztes Feld einfrieren und auf einem anderen unbesetzten Feld ein { -hh-fire } legen
act-hh-chaos-27 = Eine aufgewertete Figur deiner Wahl abwerten
act-hh-chaos-28 = Du hast in deinem nächsten Zug zwei Aktionen
act-hh-chaos-29 = Zwei Angebote aus dem { -shop } entfernen
act-hh-chaos-30 = Alle Fallen zerstören. Für jede zerstörte darfst du eine Falle legen
act-hh-chaos-31 = Alle Läufer auf ihre Ausgangsfelder auf der { -earth } versetzen
act-hh-chaos-32 = Alle Könige aufwerten
act-hh-chaos-33 = Deinen { -king } mit einem Bauern auf derselben Ebene tauschen
act-hh-chaos-34 = Eine Ebene wählen. Alle Figuren auf dieser Ebene abwerten
act-hh-chaos-35 = Alle Bauern durch Selbstmordattentäter ersetzen
act-hh-chaos-36 = Einen deiner Bauern wählen. Solange er ein { -pawn } ist, mit ihm so viele Züge und Schläge machen, wie du willst/kannst
act-hh-chaos-37 = Eine Ebene wählen. Weiße Bauern auf leere Felder der Reihe 2 und schwarze auf leere Felder der Reihe 7 setzen
act-hh-chaos-38 = 4 { -coins } erhalten. Dann etwas im { -shop } kaufen. Dann dieses Angebot aus dem { -shop } entfernen
act-hh-chaos-39 = Eine nicht königliche Figur wählen. Sie auf ein zufälliges Feld einer zufälligen Ebene versetzen
act-hh-chaos-40 = Etwas Zufälliges. Die Chaosoptionen neu würfeln und die oberste wählen
