# Warum die Regeln eine Aktion ablehnen, in Worten, die alle Varianten teilen (Deutsch, übersetzt
# aus dem Englischen): eine Nachricht je Grund, `rule-<Schlüssel>`, dann die Wörter der
# Eigennamen des Regelwerks, die Gründe enthalten (`term-<id>`).

rule-game-over = Diese Partie ist vorbei.

## Shared

rule-no-piece-on = Auf { $square } steht keine Figur.
rule-not-your-piece = Die Figur auf { $square } ({ $piece }) gehört { $owner }; du spielst { $side }.

## MatchRefusal

rule-variant-not-playable = { $variant } ist noch nicht spielbar.
rule-nothing-to-claim = { $opponent } ist nicht am Zug, also gibt es nichts zu reklamieren.

## Refusal, Unreadable: Worte von außerhalb der Regeln, unverändert gezeigt

rule-refusal-other = { $text }
rule-unreadable-other = { $text }

## WaitingFor

rule-turn-of = { $side } ist am Zug.
rule-turn-of-not-yours = { $to_move } ist am Zug, nicht { $side }.
rule-already-submitted = Du hast deinen Zug für Runde { $turn } schon abgegeben, und eine Abgabe ist endgültig. Wir warten auf { $opponent }.
rule-waiting-for-decision = Wir warten auf die Entscheidung von { $side }: { $prompt }.
rule-waiting-for-decision-short = Wir warten auf die Entscheidung von { $side }.
rule-claim-neither-acted = Keine Seite hat in dieser Runde gehandelt, also kann noch niemand auf Zeit reklamieren. Mach zuerst deinen Zug; ist die Zeit abgelaufen, kannst du gleich danach reklamieren.
rule-claim-own-turn = Du bist selbst am Zug, also kannst du nicht auf Zeit reklamieren.
rule-nothing-to-do = { $side } hat gerade nichts zu tun.

## Waiting: Worte von außerhalb der Regeln, unverändert gezeigt

rule-waiting-other = { $text }

## Eine lange Liste: ihre ersten Einträge, dann wie viele noch folgen

rule-list-more = { $items } und { $more } weitere

## Begriffe: die Varianten

term-variant-apocalypse = { -apocalypse }
term-variant-heaven-and-hell = { -heaven-and-hell }
term-variant-battlefield = { -battlefield }
term-variant-oracle = { -oracle }
term-variant-it-is-what-it-is = { -it-is-what-it-is }

## Begriffe: die Figuren von Apocalypse

term-apoc-piece-pawn = { -pawn }
term-apoc-piece-knight = { -knight }

## Begriffe: die Figuren von It is what it is chess (Buchstaben bleiben, wie sie sind)

term-iiwii-piece-small-c = c
term-iiwii-piece-small-h = h
term-iiwii-piece-small-e = e
term-iiwii-piece-small-s = s
term-iiwii-piece-big-c = C
term-iiwii-piece-big-h = H
term-iiwii-piece-big-e = E
term-iiwii-piece-big-s = S
term-iiwii-piece-happy-face = { -iiwii-happy-face }
term-iiwii-piece-heart = { -iiwii-heart }
term-iiwii-piece-peace-sign = { -iiwii-peace-sign }

## Begriffe: die Klassen von Oracle Chess

term-oracle-class-lord = { -oracle-lord }
term-oracle-class-priestess = { -oracle-priestess }
term-oracle-class-chariot = { -oracle-chariot }
term-oracle-class-elephant = { -oracle-elephant }
term-oracle-class-horse = { -oracle-horse }
term-oracle-class-soldier = { -oracle-soldier }

## Begriffe: die Figuren von Battlefield Chess

term-bf-piece-king = { -king }
term-bf-piece-queen = { -queen }
term-bf-piece-rook = { -rook }
term-bf-piece-bishop = { -bishop }
term-bf-piece-knight = { -knight }
term-bf-piece-archer = { -bf-archer }
term-bf-piece-pikeman = { -bf-pikeman }
term-bf-piece-scout = { -bf-scout }
term-bf-piece-footman = { -bf-footman }
term-bf-piece-beast = { -bf-beast }
term-bf-piece-demon = { -bf-demon }
term-bf-piece-cleric = { -bf-cleric }

## Begriffe: die Spezialfähigkeiten von Battlefield Chess

term-bf-special-heal = Heilen
term-bf-special-cheer = Anfeuern
term-bf-special-swap = Tausch
term-bf-special-boost-atk = Angriff steigern
term-bf-special-boost-def = Verteidigung steigern
term-bf-special-boost-mdef = Mag. Verteidigung steigern
term-bf-special-boost-spd = Geschwindigkeit steigern
term-bf-special-sacrifice = Opfer
term-bf-special-cure = Kurieren
term-bf-special-cure-plus = Kurieren+
term-bf-special-life-leech = Lebensraub
term-bf-special-penetration = Durchschlag
term-bf-special-adrenaline-boost = Adrenalinschub
term-bf-special-preemptive-strike = Präventivschlag
term-bf-special-guard = Abwehr
term-bf-special-miracle = Wunder
term-bf-special-group-cheer = Gruppenanfeuern

## Begriffe: die passiven Fähigkeiten von Battlefield Chess

term-bf-passive-hp-boost = HP-Bonus
term-bf-passive-atk-boost = ATK-Bonus
term-bf-passive-def-boost = DEF-Bonus
term-bf-passive-mdef-boost = M.DEF-Bonus
term-bf-passive-spd-boost = SPD-Bonus
term-bf-passive-hard-hitter = Wuchtschlag
term-bf-passive-thick-skin = Dickes Fell
term-bf-passive-painful-strength = Schmerzenskraft
term-bf-passive-overclock = Übertakten
term-bf-passive-teamwork = Teamwork
term-bf-passive-solo-leveling = Einzelkämpfer
term-bf-passive-pass-through = Durchgleiten
term-bf-passive-ambush = Hinterhalt
term-bf-passive-desperation = Verzweiflung
term-bf-passive-double-tap = Doppeltreffer
term-bf-passive-live-to-serve = Lebe, um zu dienen
term-bf-passive-curse = Fluch
term-bf-passive-sabotage = Sabotage
term-bf-passive-neutral-advantage = Neutraler Vorteil
term-bf-passive-charge = Aufladung
term-bf-passive-parry = Parade
term-bf-passive-recovery = Erholung
term-bf-passive-battle-rest = Kampfpause
term-bf-passive-power-of-friendship = Macht der Freundschaft
term-bf-passive-threaten = Einschüchtern
term-bf-passive-poison-smoke = Giftrauch
term-bf-passive-quick-charge = Schnellaufladung

## Begriffe: die Fähigkeiten von Battlefield Chess als Aktionen (das Notationswort, bleibt, wie es ist)

term-bf-skill-heal = heal
term-bf-skill-cheer = cheer
term-bf-skill-sacrifice = sacrifice
term-bf-skill-cure = cure
term-bf-skill-swap = swap

## Begriffe: die Einheitentypen, Waffen, Elemente und Effekte von Battlefield Chess (battlefield::pieces::
## UnitType::name, Weapon::name, Element::name, EffectKind::name), wie /piece sie nennt

term-bf-unit-cavalry = { -bf-cavalry }
term-bf-unit-flying = { -bf-flying }
term-bf-unit-infantry = { -bf-infantry }
term-bf-unit-heavy-infantry = { -bf-heavy-infantry }
term-bf-unit-beast = { -bf-beast }
term-bf-unit-demon = { -bf-demon }
term-bf-weapon-staff = Stab
term-bf-weapon-healing-staff = Heilstab
term-bf-weapon-bow = Bogen
term-bf-weapon-spear = Speer
term-bf-weapon-axe = Axt
term-bf-weapon-sword = Schwert
term-bf-weapon-throwing-knives = Wurfmesser
term-bf-weapon-hand = Hand
term-bf-weapon-magic-beam = Magiestrahl
term-bf-element-none = Kein Element
term-bf-element-water = Wasser
term-bf-element-fire = Feuer
term-bf-element-ground = Erde
term-bf-effect-curse = Fluch
term-bf-effect-sabotage = Sabotage
term-bf-effect-threaten = Einschüchtern
term-bf-effect-poison-smoke = Giftrauch
term-bf-effect-power-of-friendship = Macht der Freundschaft
term-bf-effect-boost-atk = Angriff steigern
term-bf-effect-boost-def = Verteidigung steigern
term-bf-effect-boost-mdef = Mag. Verteidigung steigern
term-bf-effect-boost-spd = Geschwindigkeit steigern
term-bf-effect-group-cheer = Gruppenanfeuern
term-bf-effect-cured-curse = Kurierter Fluch
term-bf-effect-cured-sabotage = Kurierte Sabotage
term-bf-effect-cured-threaten = Kuriertes Einschüchtern
term-bf-effect-cured-poison-smoke = Kurierter Giftrauch

## Begriffe: die Figuren von Heaven and Hell

term-hh-piece-pawn = { -pawn }
term-hh-piece-knight = { -knight }
term-hh-piece-bishop = { -bishop }
term-hh-piece-rook = { -rook }
term-hh-piece-queen = { -queen }
term-hh-piece-king = { -king }
term-hh-piece-bomber = { -hh-bomber }
term-hh-piece-leopard = { -hh-leopard }
term-hh-piece-checker = { -hh-checker }
term-hh-piece-archer = { -hh-archer }
term-hh-piece-wizard = { -hh-wizard }
term-hh-piece-archbishop = { -hh-archbishop }
term-hh-piece-fortress = { -hh-fortress }
term-hh-piece-scout = { -hh-scout }
term-hh-piece-warlock = { -hh-warlock }
term-hh-piece-imp = { -hh-imp }
term-hh-piece-angel = { -hh-angel }
term-hh-piece-devil = { -hh-devil }

## Begriffe: die Angebote im Laden von Heaven and Hell (der Code, den `buy` annimmt, bleibt, wie er ist)

term-hh-entry-stun = stun
term-hh-entry-to-earth = to-earth
term-hh-entry-upgrade = upgrade
term-hh-entry-trap = trap
term-hh-entry-fire = fire
term-hh-entry-kill = kill
term-hh-entry-orb = orb
term-hh-entry-thaw = thaw
term-hh-entry-curse = curse
term-hh-entry-rook = rook
term-hh-entry-two-actions = two-actions
term-hh-entry-teleport = teleport
term-hh-entry-freeze = freeze
term-hh-entry-forgive = forgive
term-hh-entry-knight = knight
term-hh-entry-bishop = bishop

## Begriffe: die Ebenen von Heaven and Hell

term-hh-plane-heaven = { -heaven }
term-hh-plane-earth = { -earth }
term-hh-plane-hell = { -hell }

## Begriffe: die Gegenstände von Heaven and Hell

term-hh-item-fire = { -hh-fire }
term-hh-item-ice = { -hh-ice }
term-hh-item-orb = { -chaos-orb }
term-hh-item-coins = { -coins }
