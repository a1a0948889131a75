# Warum die Regeln eine Aktion in It is what it is chess ablehnen (Deutsch, übersetzt aus dem
# Englischen): eine Nachricht je Grund, `rule-<Schlüssel>` (die Gründe zu Stellungen stehen in
# positions.ftl). Felder und Notation (`c8<`) bleiben, wie getippt.

## IiwiiRefusal

rule-iiwii-stays-put = Das { $piece } auf { $from } muss irgendwohin ziehen; mit { $from }{ $to } bliebe es stehen.
rule-iiwii-onto-own = Dein eigenes { $piece } steht auf { $to }.{ $backspace ->
        [none] { "" }
       *[other] { " " }Um mit der Rücktaste darauf zu treten (und es zu entfernen), schreib { $backspace }<.
    }
rule-iiwii-cannot-reach = Das { $piece } auf { $from } kann { $to } nicht erreichen{ $destinations ->
        [none] : Es hat gerade keine Züge.
       *[other] . Es kann nach { $destinations } ziehen.
    }{ $left ->
        [none] { "" }
       *[other] { " " }Mit der Rücktaste kann es auch nach { $left } ({ $from }<).
    }
rule-iiwii-not-capital = Nur Großbuchstaben können die Rücktaste benutzen; das { $piece } auf { $from } nicht.
rule-iiwii-left-edge = Das { $piece } auf { $from } steht an deinem linken Rand: Es gibt kein Feld, auf das es mit der Rücktaste treten könnte.

## IiwiiUnreadable

rule-iiwii-not-a-move = '{ $text }' ist kein Zug. Schreib die zwei Felder, etwa b1c3, oder die Rücktaste eines Großbuchstabens als sein Feld und <, etwa c8<.

## IiwiiPiece

rule-iiwii-owned-piece = { $kind } von { $side }
