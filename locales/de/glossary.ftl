# Das Glossar (Deutsch, übersetzt aus dem Englischen): eine Übersetzung je Begriff der Regelwerke
# (eine Variante, eine Figur, eine Ebene, ein Gegenstand, ein Status), überall verwendet, wo der
# Begriff vorkommt (Lektionen, Regelhilfe, Antworten). Fluent-Terme: eine Nachricht kann
# `{ -hh-bomber }` schreiben; man darf das übersetzte Wort auch direkt schreiben (und beugen),
# aber immer dieses. Englisch ist die Quelle; jede Sprache definiert jeden Begriff.

## Die Varianten (die Namen bleiben englisch, wie in bot.ftl)

-apocalypse = Apocalypse
-heaven-and-hell = Heaven and Hell
-battlefield = Battlefield Chess
-oracle = Oracle Chess
-it-is-what-it-is = It is what it is chess

## Die Schachfiguren, wie jede Variante sie nennt

-king = König
-queen = Dame
-rook = Turm
-bishop = Läufer
-knight = Springer
-pawn = Bauer

## Apocalypse

-footman = Fußsoldat
-horseman = Reiter
-safe-move = sicherer Zug
-speculative-move = spekulativer Zug
-penalty = Strafpunkt

## Heaven and Hell

-heaven = Himmel
-earth = Erde
-hell = Hölle
-coins = Münzen
-shop = Laden
-chaos-orb = Chaoskugel
-chaos-effect = Chaoseffekt
-secret-trap = Geheime Falle
-experience = Erfahrung
-upgrade = Aufwertung
-royal = königlich
-hh-bomber = Selbstmordattentäter
-hh-leopard = Leopard
-hh-checker = Überspringer
-hh-archer = Berittener Bogenschütze
-hh-wizard = Zauberer
-hh-archbishop = Erzbischof
-hh-fortress = Festung
-hh-scout = Späher
-hh-warlock = Hexenmeister
-hh-imp = Teufelchen
-hh-angel = Engel
-hh-devil = Teufel
-hh-fire = Feuer
-hh-ice = Eis
-hh-stunned = Betäubt
-hh-cursed = Verflucht
-hh-wizard-hat = Zauberhut
-hh-investor = Investor
-hh-increased-size = Vergrößerung
-hh-portal-gun = Portalkanone
-hh-double-move = Doppelzug

## Battlefield Chess

-bf-archer = Bogenschütze
-bf-pikeman = Pikenier
-bf-scout = Späher
-bf-footman = Fußsoldat
-bf-beast = Bestie
-bf-demon = Dämon
-bf-cleric = Kleriker
-bf-cavalry = Kavallerie
-bf-flying = Flieger
-bf-infantry = Infanterie
-bf-heavy-infantry = Schwere Infanterie
-bf-hp = HP
-bf-attack = Angriff
-bf-defense = Verteidigung
-bf-magic-defense = Magische Verteidigung
-bf-speed = Geschwindigkeit
-bf-weapon-triangle = Waffendreieck
-bf-special = Spezialfähigkeit
-bf-skill = Fähigkeit
-bf-element = Element

## Oracle Chess

-oracle-body = Körper
-oracle-soul = Seele
-oracle-lord = Lord
-oracle-priestess = Priesterin
-oracle-chariot = Streitwagen
-oracle-elephant = Elefant
-oracle-horse = Pferd
-oracle-soldier = Soldat
-oracle-underworld = Unterwelt

## It is what it is chess

-iiwii-happy-face = Lachgesicht
-iiwii-heart = Herz
-iiwii-peace-sign = Friedenszeichen
-iiwii-letter-piece = Buchstabenfigur
