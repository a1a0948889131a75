# Warum die Regeln einen Apocalypse-Zug ablehnen (Deutsch, übersetzt aus dem Englischen): eine
# Nachricht je Grund, `rule-<Schlüssel>` (die Gründe zu Stellungen stehen in positions.ftl).
# Notation bleibt, wie getippt: Felder, `=N`, `@square`.

## ApocalypseRefusal

rule-apoc-ambiguous-finish = `{ $from }{ $to }` ist mehrdeutig: Du hast schon zwei Springer, also ergänze =N oder @square (zum Beispiel `{ $from }{ $to }=N` zum Umwandeln oder `{ $from }{ $to }@{ $from }` zum Versetzen).
rule-apoc-knight-leap = Dein Springer auf { $from } kann { $to } nicht erreichen: Ein Springer springt wie im Schach.
rule-apoc-only-pawn-finishes = Nur ein Bauer, der seine letzte Reihe erreicht, wird umgewandelt oder versetzt; schreib `{ $from }{ $to }`.
rule-apoc-not-legal-now = `{ $action }` ist jetzt kein legaler Zug.
rule-apoc-pawn-step = Dein Bauer auf { $from } kann nicht nach { $to }: Ein Bauer zieht ein Feld vorwärts, geradeaus oder schräg.
rule-apoc-pawn-onto-own = Dein Bauer auf { $from } kann nicht geradeaus auf deine eigene Figur auf { $to } ziehen.
rule-apoc-not-last-rank = `{ $from }{ $to }` erreicht deine letzte Reihe nicht, also gibt es kein `=N` oder `@square`; schreib `{ $from }{ $to }`.
rule-apoc-must-promote = Du hast weniger als zwei Springer, also muss dieser Bauer umgewandelt werden: Schreib `{ $from }{ $to }=N`.
rule-apoc-relocate-last-rank = Ein versetzter Bauer kann nicht auf deiner letzten Reihe stehen ({ $square }).
rule-apoc-relocate-occupied = Der Bauer kann nicht nach { $square } versetzt werden: Dieses Feld ist zu Beginn der Runde besetzt.
rule-apoc-promotes-on-arrival = Dieser Bauer wird bei seiner Ankunft umgewandelt: Schreib `{ $from }{ $to }=N`.
rule-apoc-two-knights = Du hast schon zwei Springer, also ergänze =N oder @square: `{ $from }{ $to }=N` zum Umwandeln oder `{ $from }{ $to }@{ $from }` zum Versetzen.

## ApocalypseUnreadable

rule-apoc-not-a-move = `{ $text }` ist kein Apocalypse-Zug. Schreib Ausgangs- und Zielfeld, etwa `c1c2`, `d4d5=N` (Umwandlung) oder `d4d5@b2` (Versetzen).
rule-apoc-promote-and-relocate = `{ $text }`: Schreib `=N` zum Umwandeln oder `@square` zum Versetzen, nicht beides.
rule-apoc-promote-only-knight = `{ $text }`: Ein Bauer kann nur in einen Springer umgewandelt werden, geschrieben `=N`.
rule-apoc-off-board = `{ $square }` liegt außerhalb des Bretts: Apocalypse wird auf den Linien a–e und den Reihen 1–5 gespielt.
