# Wie jede Variante gespielt wird (`/rules`), auf Deutsch (übersetzt aus locales/en/rules.ftl, das
# aus der Zusammenfassung jeder Variante, rules/src/<variant>/help.md, erzeugt wird; Englisch ist die
# Quelle). Jeder Text wird übersetzt; Markdown, Notation und Befehlsnamen bleiben, wie sie sind. Die
# Begriffe der Regelwerke stehen in glossary.ftl; angesprochen wird mit „du“.

rules-apocalypse =
    {"*"}*Apocalypse** — ein Spiel auf 5×5 Feldern mit Fußsoldaten (Bauern) und Reitern (Springern), in dem beide Spieler gleichzeitig ziehen.

    {"*"}*Ziel:** Vernichte die gegnerischen Fußsoldaten. Eine Seite ohne Bauern verliert; verlieren beide ihre letzten Bauern in derselben Runde, ist es ein Remis.

    {"*"}*Brett:** Weiße Springer auf a1 und e1, Bauern auf b1 c1 d1 a2 e2; Schwarz spiegelbildlich dazu auf den Reihen 5 und 4. Keine Könige, kein Schach, keine Rochade, kein Doppelschritt.

    {"*"}*Eine Runde:** Jeder Spieler schickt geheim einen Zug mit `/move` (per DM oder privat im Kanal). Im Kanal erfährt man nur, dass etwa Weiß seinen Zug abgegeben hat. Einmal abgeschickt, ist dein Zug endgültig. Sobald beide Züge da sind, werden sie aufgedeckt und gemeinsam ausgeführt.

    {"*"}*Sicher oder spekulativ:** Der Bot sagt dir bei jedem Zug, welcher Art er ist.
    • Ein Bauer zieht ein Feld geradeaus vorwärts auf ein leeres Feld oder schräg auf eine gegnerische Figur (ein Schlag): sicher. Springer springen wie im Schach auf leere oder gegnerisch besetzte Felder: sicher.
    • Manche Züge ergeben nur Sinn, wenn du den Zug deines Gegners richtig vermutest: ein Bauer, der schräg auf ein leeres Feld oder auf eine eigene Figur zieht, ein Springer, der auf eine eigene Figur springt (du musst vermuten, dass die gegnerische Figur dort landet), oder ein Bauer, der geradeaus gegen eine gegnerische Figur zieht (du musst vermuten, dass diese Figur wegzieht).
    • Ein spekulativer Zug gilt nur, wenn deine Vermutung stimmt **und** der Gegner sicher gezogen hat. Spekulieren beide, werden beide Züge annulliert. Ein annullierter Zug kostet einen **Strafpunkt**; mit zwei Strafpunkten verliert man (beide Seiten gleichzeitig: Remis).

    {"*"}*Auflösung:**
    • Schlägst du auf einem Feld, das die gegnerische Figur gerade verlassen hat, ziehst du trotzdem dorthin, schlägst aber nichts.
    • Enden beide Figuren auf demselben Feld: Ein spekulativer Zug, der gilt, gewinnt; sonst besiegt ein Springer einen Bauern, und gleiche Figuren verschwinden beide.

    {"*"}*Umwandlung:** Ein Bauer, der die letzte Reihe erreicht, wird zum Springer (`d4d5=N` oder einfach `d4d5`), selbst dein letzter Bauer — womit du dann verlierst. Hast du schon zwei Springer, wählst du: Versetze den Bauern auf ein beliebiges leeres Feld außerhalb deiner letzten Reihe, sein Ausgangsfeld eingeschlossen (`d4d5@b2`, wobei er unterwegs wie gewohnt schlägt), oder wandle trotzdem um, was nur gilt, wenn der Gegner in dieser Runde einen deiner Springer schlägt.

    {"*"}*Remis:** beide Seiten mit zwei Strafpunkten; eine Seite hat keinen sicheren Zug mehr; dieselbe Stellung (Figuren und Strafpunkte) zum dritten Mal.

    {"*"}*Notation:** Ausgangsfeld, dann Zielfeld, z. B. `c1c2`, `a2b3`, `d4d5=N`, `d4d5@b2`. Großbuchstaben, Leerzeichen, `-`, `x` und Klammern werden ignoriert. Die Autovervollständigung listet deine Züge auf, die sicheren zuerst.

rules-heaven-and-hell =
    {"*"}*Heaven and Hell** — Schach auf drei Brettern: **Himmel (V)**, **Erde (E)** und **Hölle (L)**.

    {"*"}*Gewinnen**: Dein Gegner verliert, wenn er **auf keinem Brett einen König** oder **keine Figur auf der Erde** hat. Es gibt weder Schach noch Matt: Könige dürfen sich in Gefahr begeben und können geschlagen werden.

    {"*"}*Züge**: eine Aktion pro Zug: eine Figur ziehen, eine Fähigkeit einsetzen oder etwas kaufen (Bonusaktionen kann man mit `end` auslassen). Nach dem Zug von Weiß bekommen beide Spieler 1 Münze. Auf jedem Brett gelten die Schachregeln (Rochade nur auf der Erde).

    {"*"}*Laden** (`/shop`): zu Beginn gemischt, 3 Angebote offen. Ein Kauf erhöht den Preis um 1 und schaltet das nächste Angebot frei: `buy stun E:g8`, `buy teleport E:a1 E:h4`, `buy freeze V:c3` (2×2-Block, Feld links unten), `buy rook L:a1`, `buy trap` (ihr Feld wählst du privat: `/move trap E:d5` oder mein Menü).

    {"*"}*Tod und die Ebenen**
    • Eine Figur, die auf der Erde stirbt, kommt auf dasselbe Feld im **Himmel**, oder in der **Hölle**, wenn sie ein **Mörder** ist (jede Figur, die geschlagen hat, wird zu einem).
    • Eine Figur, die im Himmel oder in der Hölle stirbt, ist endgültig weg.
    • Eine Figur, die im Himmel schlägt, fällt hinunter in die Hölle.
    • Zieht eine Figur auf eine eigene Figur, auf eine gegnerische Figur, die nicht geschlagen werden kann, oder vom Brett, stirbt sie.

    {"*"}*Gegenstände**
    • 🪙 Münze: einsammeln. 🔥 Feuer: Wer darauf oder hindurch zieht, stirbt. ❄️ Eis: einen Schritt weiter gleiten (ein Sprung wiederholt sich). Treffen Feuer und Eis aufeinander, verschwinden beide.
    • 🔮 Chaoskugel: Wähle einen von drei Chaoseffekten (`choose 2`) und beantworte dann nacheinander seine Fragen (`choose L`, `choose E:d4`, `choose ranks`, `choose stun`, `done`).
    • Geheime Fallen sind unsichtbar: Eine Figur, die ihren Zug auf einer beendet, stirbt.

    {"*"}*Statuseffekte**: Mörder, Erfahren (der nächste Schlag wertet auf), Verflucht (25 % Chance, nach jedem Zug zu sterben), Betäubt (kann nicht handeln; ein Stapel baut sich pro Zug ab), Zauberhut (immun gegen Feuer/Eis), Doppelzug (für 1 Münze noch einmal ziehen), Investor (+1 Münze pro Runde), Portalkanone (einmal auf eine andere Ebene), Vergrößerung (2×2 oder größer; schrumpft, wenn die Figur geschlagen wird), Zwangsbewegung.

    {"*"}*Aufwertungen**: Der erste Schlag macht eine Figur erfahren, der zweite wertet sie auf — du wählst:
    • Bauer → Springer, Selbstmordattentäter oder Vergrößerung
    • Springer → Leopard, Überspringer oder Berittener Bogenschütze
    • Läufer → Zauberer, König oder Erzbischof
    • Turm → Festung, Späher oder Hexenmeister
    • Andere → Zauberhut, Investor, Vergrößerung, Portalkanone (nicht für Könige) oder Doppelzug (nur für Könige)

    {"*"}*Neue Figuren** (Schachfigur + Emblem)
    • **♟✹** Selbstmordattentäter: ein Bauer, der dort, wo er stirbt, Feuer hinterlässt.
    • **♞❖** Leopard: springt je 1–2 Felder waagrecht und senkrecht (16 Felder).
    • **♟⛂** Überspringer: ein Bauer, der auch über eine Nachbarfigur springen kann (gegnerische werden geschlagen) und dann erneut springen.
    • **♞➶** Berittener Bogenschütze: auf 12 Felder um ihn herum springt er oder schießt (`*`), ohne zu ziehen.
    • **♝★** Zauberer: ein Läufer, immun gegen Feuer/Eis; Aktion: Feuer oder Eis auf alle freien Nachbarfelder.
    • **♝✝** Erzbischof: ein Läufer; deine Bauern auf seiner Reihe oder Linie können nicht geschlagen werden; kommt immer in den Himmel.
    • **♜⚔** Festung: ein Turm; beschießt die 4 diagonal benachbarten Felder; schützt einen benachbarten König.
    • **♜⚑** Späher: ein Turm, der auch in die Ecken springt; ignoriert Fallen.
    • **♜☽** Hexenmeister: ein Turm; Aktion: eine eigene Figur aus der Hölle auf die Erde holen (verflucht); kommt in die Hölle.
    • **♟♆** Teufelchen (neutral): Jeder darf es wie einen Bauern in seine eigene Richtung ziehen; feuerfest; kein einfaches Rückgängigmachen.
    • **♛✧** Engel (neutral): eine Dame für den Spieler mit echt mehr Münzen.

    {"*"}*Notation**: `e2e4` zieht auf der Erde; andere Ebenen brauchen ein Präfix: `V:d4xe5`, `L:a1-a8`. Rochade `E:O-O`, Umwandlung `e7e8=Q` (oder `e7e8`, dann wählen), Schuss `E:d4*d6`, Sprungkette `E:d4-d6-d8`, Fähigkeiten `use E:c4 ice`, `use E:a1 pull L:e5`, `use E:d4 portal V`. Entscheidungen: `choose …` oder `decline`.

rules-battlefield =
    {"*"}*Battlefield Chess** — Schach, in dem jeder Schlag ein Kampf ist.

    {"*"}*Figuren** ziehen wie im Schach. Jede Figur hat **HP**, ATK, DEF, M.DEF, SPD, eine Waffe, einen Einheitentyp, ein Element und Fähigkeiten (`/piece e4` zeigt sie an). Bauern unterscheiden sich nach ihrer Startlinie: **Bogenschütze** (`A`, a/h, Bogen), **Pikenier** (`P`, b/g, Speer), **Späher** (`S`, c/f, Wurfmesser), **Fußsoldat** (`F`, d/e, Schwert). Ein Bauer kann sich auch in eine **Bestie** (`w`, zieht wie König+Springer) oder einen **Dämon** (`d`, Läufer+Springer) umwandeln.

    {"*"}*Angreifen.** Greif eine gegnerische Figur an, indem du auf sie ziehst (`b2g7`). Der Angreifer trifft mit `ATK − DEF` (bzw. `− M.DEF` bei einem Stab oder Magiestrahl).
    • Eine Figur wird erst entfernt, wenn ihre HP **unter 0** fallen. Mit 0 HP steht sie noch.
    • Überlebt der Verteidiger, bleibt er stehen, und der Angreifer hält auf dem letzten Feld seines Weges vor ihm an (ein Springer, König oder Bauer bleibt, wo er war).
    • Der Verteidiger **schlägt** nur dann **zurück**, wenn er das Feld des Angreifers selbst angreifen könnte.
    • Eine Figur mit mindestens 5 mehr SPD trifft ein zweites Mal.

    {"*"}*Vorteile** verändern den ATK: Waffendreieck Schwert > Axt > Speer > Schwert (±20 %); Einheitentyp (±10 %): Kavallerie > Infanterie, Schwere Infanterie; Flieger > Bestie, Infanterie; Infanterie > Dämon, Schwere Infanterie; Schwere Infanterie > Dämon, Flieger; Bestie > Kavallerie, Schwere Infanterie; Dämon > Bestie, Kavallerie; Element (±10 %) Wasser > Feuer > Boden > Wasser. Ein Stab ist effektiv (×1,5) gegen Kavallerie, ein Bogen gegen Flieger. Wurfmesser ignorieren 25 % der DEF (50 % gegen einen Bogen). Der *Neutrale Vorteil* des Königs hebt all das in seinen Kämpfen auf.

    {"*"}*Aufladefähigkeiten** füllen sich bei jedem Kampf, in dem die Figur zuschlägt, um eins und lösen dann von selbst aus: Abwehr (halber Schaden), Adrenalinschub (+50 %), Durchschlag (die halbe Verteidigung ignorieren), Lebensraub (die Hälfte des Schadens heilen), Präventivschlag (der Springer schädigt zuerst sein Ziel und die Gegner neben diesem), Wunder (mit 1 HP überleben).

    {"*"}*Passive Fähigkeiten** wirken von selbst: Teamwork (+2 neben einer befreundeten Figur), Wuchtschlag, die Auren Einschüchtern und Sabotage (schwächen Gegner in Reichweite), Fluch und Giftrauch (schwächen nach einem Kampf), Hinterhalt (ein Fußsoldat unter der Hälfte seiner HP schlägt zuerst zu), Verzweiflung (die Dame unter der Hälfte ihrer HP trifft vor dem Konter zweimal), Parade, Doppeltreffer, Erholung, Kampfpause und weitere.

    {"*"}*Aktive Fähigkeiten** sind deine ganze Aktion:
    • `heal c1>e3` — der Läufer gibt einer verwundeten befreundeten Figur in seiner Reichweite 10 HP zurück.
    • `cheer e1>d2` — der König feuert eine Nachbarfigur an: Handelt diese Figur in deinem nächsten Zug als Erste, darf sie **zweimal** handeln (schick `end`, um nach einer Aktion aufzuhören).
    • `sacrifice d2>e3` — ein Fußsoldat gibt bis zu 10 seiner eigenen HP ab.

    {"*"}*Schach** bedeutet, dass eine gegnerische Figur deinen König im nächsten Zug mit einem einzigen Angriff **besiegen** könnte. Dein König darf in nicht tödlicher Gefahr stehen, aber du darfst ihn nie im Schach lassen, und kein König wird je besiegt. **Schachmatt**: im Schach, und kein Zug des Königs, keine Möglichkeit, eine schachgebende Figur zu besiegen, und keine Möglichkeit, dazwischenzuziehen — Heilen rettet dich nicht. Die Rochade verlangt, dass der König und die Felder, die er überquert, außer Reichweite jeder gegnerischen Figur sind. En passant ist ein Kampf: Dein Bauer endet hinter dem gegnerischen Bauern, auch wenn dieser überlebt. Keine legale Aktion oder dreimal dieselbe Stellung ist ein Remis.

    {"*"}*Tipp:** `/forecast from:b2 to:g7` zeigt das genaue Ergebnis eines Angriffs, bevor du ihn ausführst.

rules-oracle =
    {"*"}*Oracle Chess** — Schach, in dem die Figuren in *Körper* und *Seelen* aufgeteilt sind.

    {"*"}*Körper und Seelen**
    • Ein Körper hat eine Farbe und eine Klasse: **Lord** (`L`), **Priesterin** (`P`), **Streitwagen** (`C`, Turm), **Elefant** (`E`, Läufer), **Pferd** (`H`, Springer), **Soldat** (`S`, Bauer: ein Schritt vorwärts, schlägt einen Schritt schräg vorwärts; kein Doppelschritt, kein En passant, keine Rochade).
    • Eine Seele hat eine Klasse (es gibt keine Priesterinnenseele), aber keine Farbe. Sie wohnt immer in einem Körper der Farbe ihres Besitzers.
    • Ein Körper mit einer Seele seiner eigenen Klasse ist eine **lebende Figur** und zieht wie diese Seele. Eine **Priesterin** beherbergt eine bis drei Streitwagen-, Elefanten- oder Pferdeseelen und zieht wie jede von ihnen. Sie beginnt **leblos** auf d1/d8.
    • Ein Körper ohne Seele ist **leblos**; einer mit der falschen Seele ist **unpassend**. Keiner von beiden kann ziehen, aber eine Seele darin kann ihn verlassen.

    {"*"}*In jedem Zug tust du genau eines**
    • **Ziehen oder schlagen** mit einer lebenden Figur. Gegnerische Wesen jeder Art können geschlagen werden; deine eigenen nie.
    • **Verleihen**: Bewege eine einzelne Seele allein in einen anderen deiner Körper, der Platz hat (ein leerer Körper, der keine Priesterin ist, oder eine Priesterin mit weniger als 3 Seelen, für C/E/H). Die Seele zieht nach dem Muster ihrer eigenen Klasse und wird von jedem Körper dazwischen blockiert (eine Soldatenseele: ein Feld vorwärts).
    • **Umwandeln**: Ein Soldat, der schon auf der letzten Reihe steht, wird zu einer leblosen Priesterin, wenn ein Priesterinnenkörper in der Erde liegt.

    {"*"}*Tod und Wiedergeburt**
    • Ein geschlagener **Körper** kommt in die **Erde** des Schlagenden und wechselt die Farbe. Seine **Seelen** kommen in die gemeinsame **Unterwelt**.
    • Wenn dein Lord (Lord-Körper mit der Lord-Seele) zieht oder schlägt, darfst du einen Körper aus deiner Erde (keine Priesterin; auch den gerade geschlagenen) leblos auf dem Feld **einsetzen**, das er verlassen hat.
    • Wenn eine Priesterin eine Seele verleiht, darf sie auch eine Streitwagen-, Elefanten- oder Pferdeseele aus der Unterwelt in sich selbst **herbeirufen**.
    • Körper und Seelen werden nie erschaffen oder vernichtet.

    {"*"}*Gewinnen**
    • Das Ziel ist die gegnerische **Lord-Seele**, wo auch immer sie wohnt. Sie anzugreifen ist Schach; du darfst deine eigene Lord-Seele nie angegriffen lassen. Schachmatt gewinnt.
    • Remis: keine legale Aktion (Patt), dreimal dieselbe Stellung, 32 Runden ohne Schlag, Soldatenzug (Körper oder Seele), Umwandlung, Herbeirufen oder Einsetzen, oder das Ende der Runde 256.

    {"*"}*Notation** (das erste Feld bestimmt das Wesen)
    • `e2e3` ziehen oder schlagen (`g1f3`, `d4h8`)
    • `e1e2@H` der Lord zieht und setzt einen Pferdekörper auf e1 ein
    • `c3d1~H` Pferdeseele von c3 in den Körper auf d1
    • `d4d7~C^H` die Priesterin verleiht ihre Streitwagen-Seele nach d7 und ruft eine Pferdeseele herbei
    • `e8=P` der Soldat auf e8 wandelt sich um
    Buchstaben: L P C E H S, Groß- oder Kleinschreibung egal.

    {"*"}*Das Bild**: Körper ♚ Lord, ♛ Priesterin, ♜ Streitwagen, ♝ Elefant, ♞ Pferd, ♟ Soldat; die Abzeichen sind die Seelen darin (bernsteinfarben: unpassend, ∅: leblos, verblasster Körper).

rules-it-is-what-it-is =
    {"*"}*It is what it is chess** (Daniel MacDuff, 2013)
    Die Figuren sind die Buchstaben von CHESS plus drei Symbole, und jede zieht so, wie sie aussieht.

    {"*"}*Ziel:** Brich deinem Gegner das Herz, nimm ihm das Lachen oder störe seinen Frieden. Wer sein **Herz ♥**, sein **Lachgesicht ☺** oder sein **Friedenszeichen ☮** verliert, verliert sofort. Es gibt kein Schach: Du darfst ein Symbol ungedeckt stehen lassen.

    {"*"}*Aufstellung** (8×8, keine Bauern, Weiß beginnt). Von der eigenen linken Seite jedes Spielers aus: `s c h ☺ ☮ ♥ e s`. Die Armee von Schwarz ist die von Weiß, umgedreht, also ist „links“ für Schwarz die h-Linie.

    {"*"}*Richtungen** gelten immer aus Sicht des Besitzers: *oben* = zum Gegner hin, *rechts* = deine rechte Hand, wenn du ihm gegenübersitzt. Für den Spieler auf der anderen Seite des Bretts sind die Buchstaben auf dem Kopf gezeichnet.

    {"*"}*Kleinbuchstaben** laufen einen festen Weg entlang und dürfen auf jedem Feld davon anhalten. Jedes Feld vor dem Haltefeld muss leer sein; das Haltefeld darf leer sein oder eine gegnerische Figur tragen (Schlag).
    • **c**: oben, rechts oben, rechts, rechts unten (oder spiegelbildlich: unten, rechts unten, rechts, rechts oben). Ein Bogen, der sich nach rechts öffnet.
    • **h**: 1–2 Felder geradeaus nach oben oder unten, oder entlang der Schulter: rechts, rechts unten, unten.
    • **e**: 2 zur Seite, dann 2 nach oben (von beiden Seiten) oder 2 nach unten (nur von der linken Seite), dann 2 zurück: der Kasten eines e.
    • **s**: 1 nach links, 2 nach oben, 2 nach rechts, oder 1 nach rechts, 2 nach unten, 2 nach links.

    {"*"}*Symbole**
    • **Lachgesicht ☺**: springt zwei Felder schräg nach oben (die Augen) oder auf die Springerfelder unterhalb von ihm oder zwei Felder gerade nach unten (das Lächeln).
    • **Herz ♥**: läuft um eine Hälfte eines Herzens herum: schräg nach oben, dann nach außen und nach unten biegend, 5 Schritte; nach allen 5 darf es bis zu 2 weitere gehen, bis zur Spitze des Herzens (4 Felder unterhalb seines Startfelds). Wird von Figuren blockiert.
    • **Friedenszeichen ☮**: 1–2 Felder geradeaus nach oben (kann blockiert werden), oder es springt wie ein Springer, wie ein Alfil (zwei Felder schräg), drei Felder geradeaus in jede Richtung oder ein Feld schräg nach unten.

    {"*"}*Großbuchstaben.** Ein Buchstabe, der einen Zug auf der Grundreihe des Gegners beendet, wird sofort zum Großbuchstaben (Durchziehen zählt nicht). Großbuchstaben gleiten wie Türme und dürfen nur abbiegen, nachdem sie ganz bis zum Rand auf ein leeres Feld geglitten sind:
    • **C**: nach oben oder unten; vom Rand aus nach rechts.
    • **H**: nach links oder rechts; vom Rand aus nach oben oder unten.
    • **E**: nach oben, unten oder rechts; nach oben/unten bis zum Rand, dann nach rechts.
    • **S**: nach rechts, dann nach unten, oder nach links, dann nach oben; von der Ecke aus zurück, entgegen seiner Anfangsrichtung.
    Ein Schlag beendet das Gleiten.

    {"*"}*Rücktaste.** Statt zu ziehen, darf ein Großbuchstabe ein Feld nach links (aus Sicht seines Besitzers) treten und entfernen, *was auch immer* dort steht, sogar eine eigene Figur. Löschst du so ein eigenes Symbol, verlierst du.

    {"*"}*Remis:** kein legaler Zug (Patt), dieselbe Stellung zum dritten Mal oder 100 Halbzüge in Folge ohne Schlag oder neuen Großbuchstaben.

    {"*"}*Offen gesagt:** So wie die Regeln geschrieben sind, gewinnt Weiß forciert. Mit dem ersten Zug des Friedenszeichens, `e1e4`, schlägt Weiß spätestens mit seinem dritten Zug ein schwarzes Symbol, egal was Schwarz antwortet (die Engine des Bots hat jede Verteidigung geprüft; `/learn it-is-what-it-is` zeigt es). Das ist ein Fehler der Variante, so wie ihr Autor sie geschrieben hat: Spiel sie zum Spaß, oder vereinbare mit deinem Gegner, diese Eröffnung zu vermeiden.

    {"*"}*Züge schreiben:** Ausgangsfeld, dann Zielfeld, etwa `b1c3`; Großbuchstaben entstehen automatisch. Rücktaste mit dem Feld und `<`, etwa `c8<`. Nutze `/move` und wähle aus der Liste: Jeder Eintrag nennt die Figur und was passiert.
