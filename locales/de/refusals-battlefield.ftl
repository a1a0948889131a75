# Warum die Regeln eine Aktion in Battlefield Chess ablehnen (Deutsch, übersetzt aus dem
# Englischen): eine Nachricht je Grund, `rule-<Schlüssel>` (die Gründe zu Stellungen stehen in
# positions.ftl). Notation, Felder und Befehle in Backticks bleiben, wie getippt.

## BattlefieldRefusal

rule-bf-end-first = `end` beendet einen angefeuerten Zug erst nach seiner ersten Aktion.
rule-bf-defeats-king = Damit würde der König von { $side } besiegt; kein König darf je besiegt werden.
rule-bf-leaves-check = Damit stünde dein König im Schach.
rule-bf-not-yours = Die Figur auf { $square } ({ $piece }) gehört nicht dir.
rule-bf-second-by-cheered = Die zweite Aktion dieses Zugs muss die angefeuerte Figur auf { $square } ausführen, oder schick `end`.
rule-bf-promotion-kinds = Ein Bauer wird in q, r, b, n, w ({ -bf-beast }) oder d ({ -bf-demon }) umgewandelt.
rule-bf-promotion-letters = Ein Bauer wird in q, r, b, n, w oder d umgewandelt.
rule-bf-only-pawn-promotes = Nur ein Bauer, der seine letzte Reihe erreicht, wird umgewandelt.
rule-bf-own-piece = Auf { $square } steht deine eigene Figur ({ $piece }); nur Fähigkeiten zielen auf befreundete Figuren.
rule-bf-second-plain = Nach dem Durchqueren einer befreundeten Figur muss die zweite Aktion ein einfacher Zug sein.
rule-bf-castle-second = Eine Rochade kann keine zweite Aktion sein.
rule-bf-staff-cannot-attack = Diese Figur ({ $piece }) führt einen Heilstab und kann nicht angreifen.
rule-bf-cannot-attack = Die Figur auf { $from } ({ $piece }) kann { $to } nicht angreifen.
rule-bf-no-en-passant = En passant ist hier nicht möglich.
rule-bf-cannot-move = Die Figur auf { $from } ({ $piece }) kann nicht nach { $to } ziehen.
rule-bf-no-piece-there = Dort steht keine Figur.
rule-bf-not-its-skill = Die Figur auf { $square } ({ $piece }) kann `{ $skill }` nicht einsetzen: Ihre Fähigkeit ist { $special }.
rule-bf-cannot-swap = Die Figur auf { $square } ({ $piece }) kann nicht mit { $target } tauschen: Jede der beiden muss auf das Feld der anderen ziehen können.
rule-bf-needs-friend = `{ $skill }` braucht eine befreundete Figur als Ziel.
rule-bf-out-of-reach = { $target } liegt außerhalb der Reichweite der Figur auf { $square } ({ $piece }).
rule-bf-full-hp = Die Figur auf { $square } ({ $piece }) hat schon volle HP.
rule-bf-sacrifice-hp = Opfer erfordert mindestens { $min } HP.
rule-bf-has-cheer = Die Figur auf { $square } ({ $piece }) hat selbst die Fähigkeit Anfeuern.
rule-bf-already-cheered = Die Figur auf { $square } ({ $piece }) ist schon angefeuert.
rule-bf-no-curse = Die Figur auf { $square } ({ $piece }) hat keinen Fluch, der kuriert werden könnte.
rule-bf-staff-never-attacks = Diese Figur ({ $piece }) führt einen Heilstab und greift nie an.
rule-bf-no-enemy = Die Figur auf { $from } ({ $piece }) hat auf { $to } keinen Gegner, den sie angreifen könnte.
rule-bf-castle-moved = Rochade nicht möglich: Der König oder dieser Turm hat sein Ausgangsfeld verlassen.
rule-bf-castle-rook-gone = Rochade nicht möglich: Der Turm ist nicht mehr da.
rule-bf-castle-between = Rochade nicht möglich: Die Felder zwischen König und Turm müssen leer sein.
rule-bf-castle-attacked = Rochade nicht möglich: Der König oder ein Feld, das er überquert oder erreicht, wird angegriffen.

## BattlefieldUnreadable

rule-bf-squares-range = Felder gehen von a1 bis h8.
rule-bf-promotion-missing = Gib an, worin sich der Bauer umwandelt, z. B. { $from }{ $to }q (q, r, b, n, w = { -bf-beast }, d = { -bf-demon }).
rule-bf-swap-promotion = Dieser Tausch bringt einen Bauern auf seine letzte Reihe: Ergänze seine Umwandlung, z. B. `swap e7>e8q`.
rule-bf-not-promotion = '{ $letter }' ist keine Umwandlung: Verwende q, r, b, n, w ({ -bf-beast }) oder d ({ -bf-demon }).
rule-bf-how = Schreib einen Zug oder Angriff als Von-Nach (`e2e4`, `b2g7`, `e7e8q` zum Umwandeln), eine Fähigkeit als `heal c1>e3` (ebenso cheer, sacrifice, cure, swap), die Rochade als `e1g1` oder `O-O` und `end`, um einen angefeuerten Zug zu beenden.
rule-bf-question = Das ist eine Frage, keine Aktion: Verwende /forecast (oder `forecast b2g7` beim lokalen Spiel).
rule-bf-unknown-action = Unbekannte Aktion '{ $word }'. Schreib einen Zug oder Angriff als Von-Nach (`e2e4`, `b2g7`, `e7e8q` zum Umwandeln), eine Fähigkeit als `heal c1>e3` (ebenso cheer, sacrifice, cure, swap), die Rochade als `e1g1` oder `O-O` und `end`, um einen angefeuerten Zug zu beenden.
rule-bf-forecast-form = Frag nach einer Vorschau als Von-Nach, z. B. `b2g7`.

## BattlefieldLoadout

rule-bf-loadout-heal-needs-staff = Heilen braucht einen Stabträger
rule-bf-loadout-special-with-staff = { $special } ist mit einem Heilstab nicht einsetzbar
rule-bf-loadout-guard-ranged = Abwehr ist mit einem Bogen oder Wurfmessern nicht einsetzbar
rule-bf-loadout-group-cheer-needs-staff = Gruppenanfeuern braucht einen Heilstab
rule-bf-loadout-two-of-type = zwei passive Fähigkeiten vom Typ { $tier }
rule-bf-loadout-live-to-serve-needs-staff = „Lebe, um zu dienen“ braucht einen Heilstab
rule-bf-loadout-passive-with-staff = { $passive } ist mit einem Heilstab nicht einsetzbar
