# Die Wörter in den Brettbildern und ihre Beschreibungen (Alternativtext), Deutsch, übersetzt aus
# dem Englischen: die Seitenleiste, die Titel, die Ablagen, die Beschriftungen der Bretter, die
# Namen der Figuren und die Legenden von /rules.
# Notation ($action, $square, die Aufzeichnung in $turn) kommt, wie sie ist: nie übersetzen.

## Jede Variante

pic-to-move = { $side } am Zug
pic-result = { $result }
pic-turn = Zug { $turn }
pic-game-over = Partie beendet
pic-move-number = Zug { $move }
pic-last = Zuletzt: { $action }
pic-side-last = Zuletzt: { $side } { $action }
pic-in-check = { $side } steht im Schach
# Zwei Dinge zusammen genannt („Streitwagen und Pferd“, „Schwarz muss auf c3 landen und …“).
pic-and = { $first } und { $then }
# Der Titel eines Regeldiagramms: die Variante, dann die gezeigte Figur.
pic-diagram-title = { $variant }: { $piece }
pic-glyph-name = { $glyph } { $name }

## Die Beschreibung eines Bildes (Alternativtext)

pic-alt-neutral = Neutral
# Die Figuren einer Seite: „Weiß: König e1, Turm a1“.
pic-alt-pieces = { $side }: { $pieces }
pic-alt-on-squares = Auf den Feldern: { $items }
pic-alt-coins = { $count ->
        [none] { -coins }
        [one] { $count } Münze
       *[other] { $count } { -coins }
    } auf { $at }
pic-alt-fire = { -hh-fire } auf { $at }
pic-alt-ice = { -hh-ice } auf { $at }
pic-alt-orb = { -chaos-orb } auf { $at }
pic-alt-trap = deine { -secret-trap } auf { $at }
pic-alt-health = { $hp }/{ $max } HP
pic-alt-last = Zuletzt: { $last }

## Oracle Chess

pic-oracle-lifeless = { $class } ohne Seele
pic-oracle-body-soul = { $class } mit { $soul }-Seele
pic-oracle-body-souls = { $class } mit den Seelen { $souls }
pic-oracle-earth = { -earth } von { $side } (Körper)
pic-oracle-underworld = { -oracle-underworld } (Seelen)
pic-oracle-soul = { $class }-Seele
pic-oracle-check = Die { -oracle-lord }-Seele von { $side } steht im Schach
pic-oracle-round = Runde { $round } von { $rounds }
pic-oracle-quiet = Ruhige Halbzüge: { $plies } von { $limit }
pic-oracle-seen = Diese Stellung aufgetreten: { $times } von 3

## It is what it is chess

pic-iiwii-quiet = Ruhige Halbzüge: { $plies }/{ $limit } (kein Schlag, kein neuer Großbuchstabe)
pic-iiwii-piece-small-c-summary = c: bis zu 4 Schritte entlang eines c-förmigen Bogens (nach oben oder unten, dann rechts herum); durch Figuren blockierbar
pic-iiwii-piece-small-h-summary = h: bis zu 2 geradeaus nach oben oder unten, oder 1 nach rechts, dann die Schulter hinunter (3 Schritte); durch Figuren blockierbar
pic-iiwii-piece-small-e-summary = e: 2 zur Seite, dann um den Kasten eines e herum (nach oben von beiden Seiten, nach unten nur von links); durch Figuren blockierbar
pic-iiwii-piece-small-s-summary = s: 1 zur Seite, dann 2 nach oben (nach einem Schritt links) oder 2 nach unten (nach einem Schritt rechts), dann quer zurück: ein S; blockierbar
pic-iiwii-piece-big-c-summary = C: wie ein Turm nach oben oder unten; am Rand angekommen, darf es abbiegen und nach rechts gleiten. Kann die Rücktaste benutzen
pic-iiwii-piece-big-h-summary = H: wie ein Turm zur Seite; vom seitlichen Rand aus darf es abbiegen und nach oben oder unten gleiten. Kann die Rücktaste benutzen
pic-iiwii-piece-big-e-summary = E: wie ein Turm nach oben, unten oder rechts; nach einem senkrechten Gleiten bis zum Rand darf es nach rechts abbiegen. Kann die Rücktaste benutzen
pic-iiwii-piece-big-s-summary = S: wie ein Turm zur Seite; am Rand biegt es ab (erst rechts, dann unten; erst links, dann oben), an der Ecke zurück. Kann die Rücktaste benutzen
pic-iiwii-piece-happy-face-summary = { -iiwii-happy-face } ☺: springt zwei Felder schräg nach oben (die Augen) oder als Springer/Dababa nach unten (das Lächeln)
pic-iiwii-piece-heart-summary = { -iiwii-heart } ♥: bis zu 5 Schritte um eine Hälfte eines Herzens, dann bis zu 2 weitere bis zu seiner Spitze; blockierbar
pic-iiwii-piece-peace-sign-summary = { -iiwii-peace-sign } ☮: 1–2 geradeaus nach oben, oder springt als Springer, Alfil oder (3,0)-Springer, oder 1 schräg nach unten

## Apocalypse

pic-apoc-footman = { -footman }
pic-apoc-horseman = { -horseman }
pic-apoc-over-after = Partie beendet nach Runde { $turn }
pic-apoc-waiting = Warten auf: { $side }
pic-apoc-waiting-both = Warten auf: Weiß, Schwarz
pic-apoc-submitted = { $side } hat seinen Zug abgegeben
pic-apoc-penalties = Strafpunkte: Weiß { $white } · Schwarz { $black }
# $turn ist die Aufzeichnung der Runde in Notation.
pic-apoc-last = Vorige Runde: { $turn }
pic-apoc-your-move = Dein Zug: { $action } ({ $status })
pic-apoc-safe = sicher
pic-apoc-speculative = spekulativ: { $demands }
pic-apoc-must-land = { $side } muss auf { $square } landen
pic-apoc-must-leave = { $side } muss von { $square } wegziehen
# Der Springer von $owner: „Weiß muss einen Springer von Schwarz schlagen“.
pic-apoc-must-take-knight = { $side } muss einen Springer von { $owner } schlagen

## Battlefield Chess

pic-bf-cheered = Angefeuert: zweite Aktion mit { $square } oder `end`
pic-bf-dealt = Ausgeteilt { $dealt } · eingesteckt { $taken }
pic-bf-key-marks = Legende: Balken = HP · 0/2 = Aufladefähigkeit füllt sich (violett: bereit) · andere Plaketten: Effekte, die /piece auflistet
pic-bf-key-letters = Buchstaben: A { -bf-archer } (Bogen) · P { -bf-pikeman } (Speer) · S { -bf-scout } (Wurfmesser) · F { -bf-footman } (Schwert) · W { -bf-beast } · D { -bf-demon } · C { -bf-cleric }

## Heaven and Hell

pic-hh-coins = { -coins } von { $side }: { $coins }
pic-hh-to-act = { $side } am Zug (noch { $actions } { $actions ->
        [one] Aktion
       *[other] Aktionen
    })
# $prompt ist der Wortlaut der Entscheidung selbst.
pic-hh-decides = { $side } entscheidet: { $prompt }
pic-hh-legend-title = { -heaven-and-hell }: Figuren und Gegenstände
pic-hh-legend-coin = Münze
pic-hh-legend-fire = { -hh-fire }
pic-hh-legend-ice = { -hh-ice }
pic-hh-legend-orb = { -chaos-orb }
pic-hh-legend-trap = { -secret-trap } (nur ihr Besitzer sieht sie)

## Die Figurendiagramme von /rules (ihre Beschreibungen)

pic-diagram-alt-none = So zieht die Figur { $name }.
pic-diagram-alt = So zieht die Figur { $name }: { $squares }.
pic-diagram-alt-from = So zieht die Figur { $name }: Von { $from } erreicht sie { $squares }.
