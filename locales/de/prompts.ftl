# Die Aufforderungen der Entscheidungen, die eine Partie einem Spieler mitten im Zug stellt
# (Deutsch, übersetzt aus dem Englischen: „Wähle eine Aufwertung für die Figur (Springer auf E:g1)“),
# angezeigt unter dem Brett und in der Seitenleiste. Notation ($square, Q/R/B/N, ne/nw/se/sw und
# die Wörter in Backticks) bleibt, wie sie ist: Der Spieler tippt sie. Angesprochen wird mit „du“.
# $piece steht ohne Artikel („Springer auf E:g1“, Geschlecht unbekannt), daher „die Figur ({ $piece })“.

## Alle Varianten

# Eine Figur und wo sie steht: „Springer auf E:g1“.
prompt-piece-on = { $piece } auf { $square }
prompt-piece = Figur

## Battlefield Chess

prompt-bf-cheered = Zweite Aktion mit der angefeuerten Figur auf { $square } ({ $piece }) oder `end`

## Heaven and Hell

prompt-hh-promote-or-upgrade = Wandle die Figur ({ $piece }) um oder werte sie auf (wähle Q/R/B/N oder eine { -upgrade })
prompt-hh-upgrade = Wähle eine { -upgrade } für die Figur ({ $piece })
prompt-hh-promotion = Wähle eine Umwandlung für die Figur ({ $piece })
prompt-hh-expand = Wähle, in welche Richtung die Figur ({ $piece }) wächst (ne/nw/se/sw)
prompt-hh-shrink = Wähle, welchen Block die Figur ({ $piece }) behält (über sein Feld links unten)
prompt-hh-double-move = { -hh-double-move }: Zieh die Figur ({ $piece }) für 1 Münze noch einmal oder lehne ab
prompt-hh-second-jump = Spring mit der Figur ({ $piece }) ein zweites Mal oder lehne ab
# Die drei Effekte, die eine Chaoskugel anbietet, einer nach dem anderen.
prompt-hh-chaos = { -chaos-orb }: Wähle einen Effekt: { $options }
prompt-hh-chaos-and = { $first }; { $then }
prompt-hh-chaos-option = { $index } = #{ $number } { $effect }
# Ein gewählter Chaoseffekt fragt nach seiner nächsten Eingabe ($ask, unten; im Akkusativ).
prompt-hh-chaos-arg = Chaos #{ $number } ({ $effect }): Wähle { $ask }
prompt-hh-trap-optional = Leg per DM eine { -secret-trap } (`trap <square>`) oder schick `done`
prompt-hh-trap = Leg per DM deine { -secret-trap } (`trap <square>`)
prompt-hh-spawn = Stell deinen neuen { $piece } auf ein leeres Feld deiner Grundreihe (auf einer beliebigen Ebene)
prompt-hh-spree = Chaos #36: Zieh die Figur ({ $piece }) noch einmal oder schick `done`
prompt-hh-chaos-buy = Chaos #38: Kauf etwas im { -shop } (das verbraucht keine Aktion)

## Heaven and Hell: wonach ein Chaoseffekt als Nächstes fragt (nach „Wähle“, also im Akkusativ)

prompt-hh-ask-plane-and-file = eine Ebene und eine Linie (z. B. `choose V:c`)
prompt-hh-ask-an-empty-heaven-square = ein leeres Feld im { -heaven }
prompt-hh-ask-ranks-or-files = `ranks` oder `files`
prompt-hh-ask-a-non-king-piece = eine Figur, die kein { -king } ist
prompt-hh-ask-an-empty-square-next-to-it = ein leeres Feld daneben
prompt-hh-ask-a-piece = eine Figur
prompt-hh-ask-a-piece-in-hell = eine Figur in der { -hell }
prompt-hh-ask-a-piece-in-heaven = eine Figur im { -heaven }
prompt-hh-ask-to-fire-or-to-ice = `to-fire` oder `to-ice`
prompt-hh-ask-a-pawn = einen Bauern
prompt-hh-ask-a-plane-v-e-or-l = eine Ebene (V, E oder L)
prompt-hh-ask-square-to-freeze = ein unbesetztes Feld, das eingefroren wird
prompt-hh-ask-square-to-burn = ein anderes unbesetztes Feld, auf das { -hh-fire } gelegt wird
prompt-hh-ask-an-upgraded-piece = eine aufgewertete Figur
prompt-hh-ask-a-shop-entry-to-remove = ein Angebot, das aus dem { -shop } entfernt wird
prompt-hh-ask-your-king = deinen { -king }
prompt-hh-ask-a-pawn-on-its-plane = einen Bauern auf derselben Ebene
prompt-hh-ask-one-of-your-pawns = einen deiner Bauern
prompt-hh-ask-a-non-royal-piece = eine nicht königliche Figur
prompt-hh-ask-an-option = eine Option
