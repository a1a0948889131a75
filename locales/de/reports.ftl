# Was eine Aktion bewirkt hat, wie es der Beitrag im Kanal der Partie nach der Aktion sagt
# ("Weiß: d2d4 · Soldat d2→d4"). Notation ($notation) bleibt, wie sie ist; $words ist, was die
# Aktion bewirkt hat (aus actions.ftl), $result das Ergebnis einer beendeten Partie (aus endings.ftl).

## Every variant

report-action = { $side }: { $notation } · { $words }
report-then-result = { $report }. { $result }.
report-then-result-line =
    { $report }
    { $result }
report-then-check = { $report }. { $side } steht im Schach.
# A report made of sentences: each joined to the next.
report-sentences = { $first }. { $then }
# A finished game's result, as a report's sentence.
report-result = { $result }

## Apocalypse

report-apoc-submitted = { $side } hat seinen Zug abgegeben.
# Eine ausgewertete Runde: ihre Zeilen, eine nach der anderen.
report-lines =
    { $first }
    { $then }
report-apoc-resolved = Runde { $turn } ausgewertet: Weiß { $white }, Schwarz { $black }.
# Was aus der Aktion einer Seite wurde ($fate: ihre Teile unten, verbunden durch report-apoc-and).
report-apoc-fate = • { $side } { $action }: { $fate }.
report-apoc-and = { $first }; { $then }
report-apoc-void = annulliert: Die Bedingung war nicht erfüllt, also hat sich nichts bewegt (+1 Strafpunkt für { $side })
report-apoc-stood = gültig
report-apoc-cancelled = Schlag aufgehoben (die Figur auf { $square } war weggezogen)
report-apoc-took-own = eigener { $piece } auf { $square } geschlagen
report-apoc-captured = { $piece } von { $owner } auf { $square } geschlagen
report-apoc-lost = doch der { $piece } ging bei einem Zusammenstoß auf { $square } verloren
report-apoc-promoted = der Bauer wurde auf { $square } in einen Springer umgewandelt
report-apoc-relocated = der Bauer wurde nach { $square } versetzt
# $penalties: „Strafpunkte: Weiß 0 · Schwarz 1“ (pic-apoc-penalties).
report-apoc-penalties = { $penalties }.
report-apoc-penalties-new = { $penalties } (neu: { $new }).
report-apoc-new-one = { $side } +1
report-apoc-new-both = Weiß +1, Schwarz +1
report-apoc-game-over = Partie beendet. { $result }.

## Apocalypse: die private Antwort auf eine Abgabe

# $status: pic-apoc-safe („sicher“) oder report-apoc-speculative; $penalties: pic-apoc-penalties.
report-apoc-ack =
    Du ({ $side }) hast für Runde { $turn } { $action } abgegeben. Dieser Zug ist { $status }.
    { $penalties }
# Was der Zug des Gegners tun muss, damit ein spekulativer Zug gilt; $clauses: die Teilsätze
# unten (Verb am Ende), verbunden zu „a, b und c“.
report-apoc-speculative = spekulativ: gilt nur, wenn der Zug von { $side } { $clauses }
report-apoc-clause-next = { $first }, { $then }
report-apoc-clause-last = { $first } und { $then }
report-apoc-clause-safe = sicher ist
report-apoc-clause-land = auf { $square } endet
report-apoc-clause-leave = auf { $square } beginnt
report-apoc-clause-knight = einen Springer von { $side } schlägt

## Heaven and Hell

# Die Teile eines Berichts: die Aktion, was darauf folgte (Notizen unten), dann das Ergebnis oder
# die nächste Entscheidung; jeder Teil mit dem nächsten verbunden durch report-sentences.
report-hh-action = { $side }: { $notation }
# Das Feld einer gelegten Falle ist geheim: Der Kanal liest nur dies.
report-hh-planted = { $side } hat eine { -secret-trap } gelegt
# Eine Notiz aus einer Partie, die gespeichert wurde, bevor Notizen übersetzt wurden: ihr englischer Text.
report-hh-note = { $note }
# $prompt: die Frage der Entscheidung (prompts.ftl).
report-hh-to-decide = { $side } entscheidet: { $prompt }
report-hh-collects = { $side } sammelt { $coins } { $coins ->
        [one] Münze
       *[other] Münzen
    } ein
report-hh-curse-strikes = Der Fluch trifft: { $piece }
# $squares: ein oder mehrere Felder in Notation („E:c4, E:d4“).
report-hh-trap-springs = Auf { $squares } schnappt eine { -secret-trap } zu
report-hh-chaos = Chaos #{ $number }: { $effect }
report-hh-dies = { $piece } von { $side } stirbt auf { $square }
report-hh-neutral-dies = { $piece } (neutral) stirbt auf { $square }
# Chaos #39 versetzt eine Figur auf ein zufälliges Feld.
report-hh-goes-to = Die Figur wird nach { $square } versetzt
# Wird nur dem Besitzer der Falle gesagt.
report-hh-your-trap = Deine { -secret-trap } liegt auf { $square }.
report-hh-your-trap-destroyed = Deine { -secret-trap } auf { $square } wurde zerstört.
report-hh-traps-destroyed = Chaos #30 hat { $traps } { $traps ->
        [one] { -secret-trap }
       *[other] Geheime Fallen
    } zerstört.

## Battlefield Chess

# Die Aktion einer Seite: $side, dann was sie getan hat ($what, unten): „Weiß: Pikenier e2→e4“.
report-bf-by = { $side }: { $what }
report-bf-end = Zug beendet
report-bf-castles-short = Rochade auf der Königsseite
report-bf-castles-long = Rochade auf der Damenseite
# Die Beschriftung einer Rochade in einem Menü: $what ist report-bf-castles-*.
report-bf-king = { -king }: { $what }
# Der Zug einer Figur, in Notation: „Pikenier e2→e4“.
report-bf-went = { $piece } { $from }→{ $to }
# Die Beschriftung eines Zugs in einem Menü: „Pikenier nach e4“.
report-bf-to = { $piece } nach { $square }
report-bf-promotes = Umwandlung in { $piece }
report-bf-comma = { $first }, { $then }
report-bf-semicolon = { $first }; { $then }
# Ein Angriff: der Zug ($move, report-bf-went), dann die Zusammenfassung des Kampfs ($combat).
report-bf-attack = { $move }: { $combat }
# Die Zusammenfassung des Kampfs beginnt mit dem, was der Angreifer getan hat ($hits: „14“ oder
# „13+13“; $taken: der Schaden der Gegenangriffe, gleiche Form). Ihre Teile sind durch act-then
# („ · “) verbunden.
report-bf-hits = { $attacker } trifft { $defender } mit { $hits }
report-bf-hits-takes = { $attacker } trifft { $defender } mit { $hits }, steckt { $taken } ein
report-bf-attacks = { $attacker } greift { $defender } an
report-bf-attacks-takes = { $attacker } greift { $defender } an, steckt { $taken } ein
# Der Verteidiger, wenn beide Figuren denselben Namen haben.
report-bf-enemy = { $piece } des Gegners
report-bf-defeated = { $piece } besiegt
report-bf-hp = { $piece } { $hp }/{ $max }
report-bf-ends-on = { $piece } endet auf { $square }
report-bf-piece-promotes = { $piece } wird in { $to } umgewandelt
# Fähigkeiten: $user wirkt auf $target, das auf $square steht.
report-bf-heal = { $user } heilt { $target } auf { $square } um { $got } ({ $hp }/{ $max })
report-bf-live-to-serve = „Lebe, um zu dienen“ +{ $hp }
# $delta: „+2“.
report-bf-group-cheer = Gruppenanfeuern: { $delta } für alle, { $turns } { $turns ->
        [one] Zug
       *[other] Züge
    } lang
report-bf-cheer = { $user } feuert { $target } auf { $square } an
report-bf-sacrifice = { $user } gibt { $hp } HP an { $target } auf { $square } ab
# $effects: die entfernten Mali, verbunden durch report-bf-comma.
report-bf-cure = { $user } kuriert { $target } auf { $square } von { $effects }
report-bf-cure-plus = { $user } kuriert { $target } auf { $square } von { $effects } (in Boni umgewandelt)
report-bf-nothing = nichts
# Ein Effekt ohne Wort im Glossar: sein englischer Name.
report-bf-effect = { $name }
report-bf-swap = { $user } auf { $from } tauscht die Plätze mit { $target } auf { $square }
# Nach einem Anfeuern: Die angefeuerte Seite handelt noch einmal.
report-bf-cheered = Angefeuert: { $side } darf mit dieser Figur noch einmal handeln oder `end` schicken.
report-bf-check = { $side } steht im Schach!

## Battlefield Chess: die Vorhersage eines Kampfs, eine Zeile nach der anderen (/forecast, das Feld des Bilds)

# $attacker von $side auf $from greift $defender von $enemy auf $to an; jeweils mit HP und Maximum.
report-bf-fc-head = { $attacker } von { $side } auf { $from } ({ $hp }/{ $max }) greift { $defender } von { $enemy } auf { $to } ({ $enemy-hp }/{ $enemy-max }) an
# $skill: der Name einer Fähigkeit oder passiven Fähigkeit aus dem Glossar.
report-bf-fc-preemptive = { $skill }: { $piece } auf { $square } steckt { $damage } ein (HP { $hp })
report-bf-fc-strike = { $striker } trifft { $target } mit { $damage } → { $target } HP { $hp }
report-bf-fc-strike-miracle = { $striker } trifft { $target } mit { $damage } → { $target } HP { $hp } (Wunder!)
report-bf-fc-leeches = { $piece } raubt { $hp } HP
report-bf-fc-no-strikes = Keine Treffer.
# $fates: wie es für jede Figur ausging (report-bf-defeated, report-bf-hp, report-bf-ends-on), verbunden durch act-then.
report-bf-fc-result = Ergebnis: { $fates }
report-bf-fc-loses = { $skill }: { $piece } verliert { $hp }
report-bf-fc-regains = { $skill }: { $piece } erhält { $hp } zurück
# $delta: eine negative Zahl, für jeden der vier Werte.
report-bf-fc-curse = { $skill }: { $piece } bekommt { $delta } auf ATK/DEF/M.DEF/SPD, { $turns } { $turns ->
        [one] Zug
       *[other] Züge
    } lang
# $pieces: die vergifteten Figuren (report-bf-fc-piece-on), verbunden durch report-bf-comma.
report-bf-fc-poison = { $skill }: { $delta } für { $pieces }
report-bf-fc-piece-on = { $piece } { $square }
# Ein Aufladezähler, der sich geändert hat: $special ist die Fähigkeit, die er auflädt.
report-bf-fc-charge = { $special } ({ $piece } von { $side }): { $before }/{ $need } → { $after }/{ $need }

## Battlefield Chess: die Karte einer Figur (/piece), eine Zeile nach der anderen

# $unit, $weapon, $element: Begriffe aus dem Glossar; $damage: report-bf-damage-* unten.
report-bf-piece-head = { $piece } von { $side } auf { $square } — { $unit } · { $weapon } ({ $damage }) · { $element }
report-bf-damage-none = kein Schaden
report-bf-damage-magic = magisch
report-bf-damage-physical = physisch
# Jeder Wert ($atk, $def, $mdef, $spd) ist report-bf-stat oder report-bf-stat-changed.
report-bf-piece-stats = HP { $hp }/{ $max } · ATK { $atk } · DEF { $def } · M.DEF { $mdef } · SPD { $spd }
report-bf-stat = { $value }
report-bf-stat-changed = { $value } (Basis { $base })
report-bf-piece-skill = { -bf-skill }: { $special }
report-bf-piece-charge = Aufladefähigkeit: { $special } ({ $charge }/{ $need })
report-bf-piece-charge-ready = Aufladefähigkeit: { $special } ({ $charge }/{ $need }, bereit)
# $passives: je ein report-bf-piece-passive, verbunden durch report-bf-comma; $tier: I, II oder III.
report-bf-piece-passives = Passive Fähigkeiten: { $passives }
report-bf-piece-passive = { $passive } (Typ { $tier })
report-bf-piece-no-effects = Effekte: keine
# $effects: je ein report-bf-piece-effect, verbunden durch report-bf-semicolon.
report-bf-piece-effects = Effekte: { $effects }
# Ein Effekt: was er ändert ($change), der Zug, in dem er endet, und wie viele Züge noch bleiben.
report-bf-piece-effect = { $effect } ({ $change }, endet in Zug { $turn }, noch { $left } { $left ->
        [one] Zug
       *[other] Züge
    })
# $delta: „+2“ oder „-3“.
report-bf-change-all = { $delta } auf alle Werte
report-bf-change-stat = { $delta } { $stat }
report-bf-piece-cheered = Angefeuert: darf im nächsten Zug zwei Aktionen ausführen.

## Das Textbrett (/board text:true, der Button „Brett als Text“, lokales Spiel): seine Zeilen unter dem Raster

report-bf-text-notes = { $square } { $letter }: { $notes }
report-bf-text-hp = { -bf-hp } { $hp }/{ $max }
report-bf-text-charge = { $special } { $charge }/{ $need }
report-bf-text-cheered = Angefeuert
# Die Zeile des Zugs: report-bf-text-turn, dann report-bf-text-second und report-bf-text-check,
# wo sie zutreffen, verbunden durch report-bf-text-then.
report-bf-text-then = { $first } { $then }
report-bf-text-turn = Zug { $turn }: { $side } am Zug
report-bf-text-second = (zweite Aktion mit { $square } oder `end`)
report-bf-text-check = — im Schach!
# $last: was die letzte Aktion getan hat (report-bf-by).
report-bf-text-last = Zuletzt: { $last }
report-apoc-text-turn = Runde { $turn }
report-oracle-text-to-move = { $side } am Zug
report-oracle-text-to-move-check = { $side } am Zug (im Schach)
report-oracle-text-plies = Halbzug { $ply } von { $limit }, ruhige Halbzüge { $quiet } von { $quiet-limit }
# w und b sind die Buchstaben des Rasters; $happy, $heart, $peace: die Namen der Symbole.
report-iiwii-text-key = w = Weiß, b = Schwarz; ☺ { $happy }, ♥ { $heart }, ☮ { $peace }
report-iiwii-text-to-move = { $side } am Zug · Zug { $move } · ruhige Halbzüge { $quiet }/{ $limit }
