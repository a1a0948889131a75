# Pourquoi les règles refusent une action de Battlefield Chess (français, traduit de l'anglais) :
# un message par raison, `rule-<clé>` (les raisons liées aux positions sont dans positions.ftl).
# La notation, les cases et les commandes entre accents graves restent telles que tapées.

## BattlefieldRefusal

rule-bf-end-first = `end` ne termine un tour encouragé qu'après sa première action.
rule-bf-defeats-king = Cela vaincrait le Roi des { $side } ; aucun Roi ne peut jamais être vaincu.
rule-bf-leaves-check = Cela laisserait ton Roi en échec.
rule-bf-not-yours = La pièce en { $square } ({ $piece }) n'est pas à toi.
rule-bf-second-by-cheered = La seconde action de ce tour doit être faite par la pièce encouragée en { $square }, sinon envoie `end`.
rule-bf-promotion-kinds = Un pion est promu en q, r, b, n, w ({ -bf-beast }) ou d ({ -bf-demon }).
rule-bf-promotion-letters = Un pion est promu en q, r, b, n, w ou d.
rule-bf-only-pawn-promotes = Seul un pion qui atteint sa dernière rangée est promu.
rule-bf-own-piece = En { $square } se trouve ta propre pièce ({ $piece }) ; seules les compétences ciblent des alliés.
rule-bf-second-plain = Après avoir traversé un allié, la seconde action doit être un simple déplacement.
rule-bf-castle-second = Un roque ne peut pas être une seconde action.
rule-bf-staff-cannot-attack = Cette pièce ({ $piece }) porte un Bâton de soin et ne peut pas attaquer.
rule-bf-cannot-attack = La pièce en { $from } ({ $piece }) ne peut pas attaquer { $to }.
rule-bf-no-en-passant = La prise en passant n'est pas possible ici.
rule-bf-cannot-move = La pièce en { $from } ({ $piece }) ne peut pas aller en { $to }.
rule-bf-no-piece-there = Il n'y a pas de pièce à cet endroit.
rule-bf-not-its-skill = La pièce en { $square } ({ $piece }) ne peut pas utiliser `{ $skill }` : sa compétence est { $special }.
rule-bf-cannot-swap = La pièce en { $square } ({ $piece }) ne peut pas échanger sa place avec { $target } : chacune doit pouvoir aller sur la case de l'autre.
rule-bf-needs-friend = `{ $skill }` doit cibler une pièce alliée.
rule-bf-out-of-reach = { $target } est hors de portée de la pièce en { $square } ({ $piece }).
rule-bf-full-hp = La pièce en { $square } ({ $piece }) a déjà tous ses PV.
rule-bf-sacrifice-hp = Sacrifice demande au moins { $min } PV.
rule-bf-has-cheer = La pièce en { $square } ({ $piece }) possède elle-même la compétence Encouragement.
rule-bf-already-cheered = La pièce en { $square } ({ $piece }) est déjà encouragée.
rule-bf-no-curse = La pièce en { $square } ({ $piece }) n'a aucune malédiction à guérir.
rule-bf-staff-never-attacks = Cette pièce ({ $piece }) porte un Bâton de soin et n'attaque jamais.
rule-bf-no-enemy = La pièce en { $from } ({ $piece }) n'a aucun ennemi à attaquer en { $to }.
rule-bf-castle-moved = Roque impossible : le Roi ou cette Tour a quitté sa case de départ.
rule-bf-castle-rook-gone = Roque impossible : la Tour n'est plus là.
rule-bf-castle-between = Roque impossible : les cases entre le Roi et la Tour doivent être vides.
rule-bf-castle-attacked = Roque impossible : le Roi, ou une case qu'il traverse ou sur laquelle il arrive, est attaqué.

## BattlefieldUnreadable

rule-bf-squares-range = Les cases vont de a1 à h8.
rule-bf-promotion-missing = Indique en quoi le pion est promu, p. ex. { $from }{ $to }q (q, r, b, n, w = { -bf-beast }, d = { -bf-demon }).
rule-bf-swap-promotion = Cet échange amène un pion sur sa dernière rangée : ajoute sa promotion, p. ex. `swap e7>e8q`.
rule-bf-not-promotion = '{ $letter }' n'est pas une promotion : utilise q, r, b, n, w ({ -bf-beast }) ou d ({ -bf-demon }).
rule-bf-how = Écris un déplacement ou une attaque sous la forme départ-arrivée (`e2e4`, `b2g7`, `e7e8q` pour promouvoir), une compétence comme `heal c1>e3` (de même cheer, sacrifice, cure, swap), le roque comme `e1g1` ou `O-O`, et `end` pour terminer un tour encouragé.
rule-bf-question = C'est une question, pas une action : utilise /forecast (ou `forecast b2g7` en partie locale).
rule-bf-unknown-action = Action inconnue '{ $word }'. Écris un déplacement ou une attaque sous la forme départ-arrivée (`e2e4`, `b2g7`, `e7e8q` pour promouvoir), une compétence comme `heal c1>e3` (de même cheer, sacrifice, cure, swap), le roque comme `e1g1` ou `O-O`, et `end` pour terminer un tour encouragé.
rule-bf-forecast-form = Demande une prévision sous la forme départ-arrivée, p. ex. `b2g7`.

## BattlefieldLoadout

rule-bf-loadout-heal-needs-staff = Soin exige un porteur de Bâton
rule-bf-loadout-special-with-staff = { $special } ne peut pas s'utiliser avec un Bâton de soin
rule-bf-loadout-guard-ranged = Garde ne peut pas s'utiliser avec un Arc ou des Couteaux de lancer
rule-bf-loadout-group-cheer-needs-staff = Encouragement collectif exige un Bâton de soin
rule-bf-loadout-two-of-type = deux passifs de type { $tier }
rule-bf-loadout-live-to-serve-needs-staff = Vivre pour servir exige un Bâton de soin
rule-bf-loadout-passive-with-staff = { $passive } ne peut pas s'utiliser avec un Bâton de soin
