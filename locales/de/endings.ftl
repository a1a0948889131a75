# Warum eine Partie endete (Deutsch, übersetzt aus dem Englischen): eine Nachricht je Ende aus
# rules/src/error/reasons/ending.rs, `rule-<Schlüssel>`, angezeigt nach „Weiß gewinnt:“ /
# „Remis:“ im Ergebnis einer Partie. Seiten und Figuren kommen schon übersetzt an.

rule-ending-resigned = { $side } hat aufgegeben
rule-ending-agreed = von beiden Spielern vereinbart
rule-ending-on-time = auf Zeit
rule-ending-checkmate = Schachmatt
rule-ending-repetition = dieselbe Stellung ist dreimal aufgetreten
rule-ending-no-legal-action = { $side } hat keine legale Aktion
rule-ending-oracle-stalemate = Patt: { $side } hat keine legale Aktion
rule-ending-oracle-quiet = { $rounds ->
        [one] { $rounds } ruhige Runde
       *[other] { $rounds } ruhige Runden
    } (ohne Schlag, Soldatenzug, Umwandlung, Herbeirufen oder Einsetzen)
rule-ending-oracle-last-round = Runde { $round } ist vorbei
rule-ending-iiwii-symbol-off = das { $piece } von { $side } ist nicht auf dem Brett
rule-ending-iiwii-captured = das { $piece } von { $side } wurde geschlagen
rule-ending-iiwii-backspaced-own = das { $mover } von { $side } hat mit der Rücktaste das eigene { $piece } gelöscht
rule-ending-iiwii-quiet = { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge in Folge
    } ohne Schlag oder neuen Großbuchstaben
rule-ending-iiwii-stalemate = Patt: { $side } hat keinen legalen Zug
rule-ending-hh-both-lost = beide Spieler haben gleichzeitig verloren
rule-ending-hh-no-king = { $side } hat keinen { -king } mehr
rule-ending-hh-no-earth = { $side } hat keine Figur mehr auf der { -earth }
rule-ending-hh-nobody-can-act = keiner der beiden Spieler kann handeln
rule-ending-hh-unsettled = die Regel-Engine konnte den Zug nicht auflösen
rule-ending-apoc-repetition = dieselbe Stellung stand dreimal zu Beginn einer Runde
rule-ending-apoc-both-no-footmen = beide Seiten haben alle ihre Fußsoldaten verloren
rule-ending-apoc-no-footmen = { $side } hat keine Fußsoldaten mehr
rule-ending-apoc-both-penalties = beide Seiten haben zwei Strafpunkte erreicht
rule-ending-apoc-penalties = { $side } hat zwei Strafpunkte erreicht
rule-ending-apoc-no-safe-move = { $side } hat keinen sicheren Zug
rule-ending-apoc-neither-safe = keine Seite hat einen sicheren Zug
