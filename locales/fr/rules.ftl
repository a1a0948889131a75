# Comment se joue chaque variante (`/rules`), en français, traduit de locales/en/rules.ftl (généré à
# partir du résumé de chaque variante, rules/src/<variant>/help.md ; l'anglais est la source). Chaque
# texte est traduit avec les mots de glossary.ftl ; le Markdown, la notation et les noms de commandes
# restent tels quels.

rules-apocalypse =
    {"*"}*Apocalypse** — un jeu sur 5×5 cases avec des fantassins (les pions) et des cavaliers (les Cavaliers des échecs), où les deux joueurs jouent en même temps.

    {"*"}*But :** élimine les fantassins ennemis. Un camp qui n'a plus de pions perd ; si les deux camps perdent leurs derniers pions au même tour, la partie est nulle.

    {"*"}*Plateau :** cavaliers blancs en a1 et e1, pions en b1 c1 d1 a2 e2 ; les Noirs sont placés en miroir sur les rangées 5 et 4. Pas de rois, pas d'échec, pas de roque, pas de double pas.

    {"*"}*Un tour :** chaque joueur envoie en secret un coup avec `/move` (en MP, ou en privé dans le salon). Le salon apprend seulement que, par exemple, les Blancs ont envoyé leur coup. Une fois envoyé, ton coup est définitif. Quand les deux coups sont arrivés, ils sont dévoilés et joués ensemble.

    {"*"}*Sûr ou spéculatif :** le bot t'indique de quel type est chaque coup.
    • Un pion avance d'une case tout droit sur une case vide, ou en diagonale sur une pièce ennemie (une capture) : coup sûr. Les cavaliers sautent comme aux échecs sur des cases vides ou ennemies : coup sûr.
    • Certains coups n'ont de sens que si tu devines le coup de ton adversaire : un pion qui va en diagonale sur une case vide ou sur l'une de tes propres pièces, un cavalier qui saute sur l'une de tes propres pièces (tu dois deviner que la pièce ennemie y arrive), ou un pion qui avance tout droit sur une pièce ennemie (tu dois deviner que cette pièce s'en va).
    • Un coup spéculatif n'est maintenu que si tu as deviné juste **et** que l'adversaire a joué un coup sûr. Si les deux spéculent, les deux coups sont annulés. Un coup annulé coûte une **pénalité** ; deux pénalités font perdre (les deux camps en même temps : nulle).

    {"*"}*Résolution :**
    • Si tu captures sur une case que la pièce ennemie vient de quitter, tu y vas quand même, mais tu ne captures rien.
    • Si les deux pièces finissent sur la même case : un coup spéculatif maintenu l'emporte ; sinon, un cavalier bat un pion, et deux pièces identiques disparaissent toutes les deux.

    {"*"}*Promotion :** un pion qui atteint la dernière rangée devient un cavalier (`d4d5=N`, ou simplement `d4d5`), même ton dernier pion — et tu perds alors. Si tu as déjà deux cavaliers, tu choisis : repositionner le pion sur n'importe quelle case vide hors de ta dernière rangée, sa propre case comprise (`d4d5@b2`, en capturant au passage comme d'habitude), ou le promouvoir quand même, ce qui n'est maintenu que si l'adversaire capture l'un de tes cavaliers à ce tour.

    {"*"}*Nulles :** les deux camps à deux pénalités ; un camp qui n'a plus aucun coup sûr ; la même position (pièces et pénalités) pour la troisième fois.

    {"*"}*Notation :** case de départ puis case d'arrivée, par ex. `c1c2`, `a2b3`, `d4d5=N`, `d4d5@b2`. Les majuscules, les espaces, `-`, `x` et les parenthèses sont ignorés. L'autocomplétion liste tes coups, les coups sûrs en premier.

rules-heaven-and-hell =
    {"*"}*Heaven and Hell** — des échecs sur trois plateaux : **Paradis (V)**, **Terre (E)** et **Enfer (L)**.

    {"*"}*Gagner** : ton adversaire perd quand il n'a **plus de Roi sur aucun plateau** ou **plus aucune pièce sur Terre**. Il n'y a ni échec ni mat : les Rois peuvent se mettre en danger et être capturés.

    {"*"}*Les tours** : une action par tour : un coup, une capacité ou un achat (les actions bonus peuvent être passées avec `end`). Après le tour des Blancs, chaque joueur reçoit 1 écu. Les règles des échecs s'appliquent sur chaque plateau (roque sur Terre uniquement).

    {"*"}*La boutique** (`/shop`) : mélangée au début, 3 articles débloqués. Un achat augmente le prix de 1 et débloque l'article suivant : `buy stun E:g8`, `buy teleport E:a1 E:h4`, `buy freeze V:c3` (bloc de 2×2, case en bas à gauche), `buy rook L:a1`, `buy trap` (sa case se choisit en privé : `/move trap E:d5` ou mon menu).

    {"*"}*La mort et les plans**
    • Une pièce qui meurt sur Terre passe sur la même case au **Paradis**, ou en **Enfer** si c'est un **Meurtrier** (toute pièce qui a capturé en devient un).
    • Une pièce qui meurt au Paradis ou en Enfer disparaît pour de bon.
    • Capturer au Paradis fait descendre en Enfer la pièce qui capture.
    • Une pièce qui va sur l'une de ses propres pièces, sur une pièce ennemie qui ne peut pas être capturée ou hors du plateau meurt.

    {"*"}*Les objets**
    • 🪙 Écu : ramasse-le. 🔥 Feu : s'y arrêter ou le traverser tue. ❄️ Glace : glisser d'un pas de plus (un saut se répète). Quand le Feu rencontre la Glace, les deux disparaissent.
    • 🔮 Orbe du chaos : choisis l'un des trois effets du chaos (`choose 2`), puis réponds à ses questions l'une après l'autre (`choose L`, `choose E:d4`, `choose ranks`, `choose stun`, `done`).
    • Les Pièges secrets sont invisibles : une pièce qui termine un coup sur l'un d'eux meurt.

    {"*"}*Les statuts** : Meurtrier, Expérimenté (la prochaine capture améliore la pièce), Maudit (25 % de risque de mourir après chaque coup), Étourdi (ne peut pas agir ; une charge se dissipe à chaque tour), Chapeau de mage (immunisé contre le Feu/la Glace), Double coup (payer 1 écu pour rejouer), Investisseur (+1 écu par tour complet), Pistolet à portails (une fois vers un autre plan), Taille accrue (2×2 ou plus ; rétrécit quand la pièce est capturée), Mouvement forcé.

    {"*"}*Les améliorations** : la première capture rend une pièce Expérimentée, la deuxième l'améliore — tu choisis :
    • Pion → Cavalier, Kamikaze ou Taille accrue
    • Cavalier → Léopard, Cavalier de dames ou Archer monté
    • Fou → Mage, Roi ou Archevêque
    • Tour → Forteresse, Éclaireur ou Sorcier
    • Autres → Chapeau de mage, Investisseur, Taille accrue, Pistolet à portails (pas les Rois) ou Double coup (Rois uniquement)

    {"*"}*Les nouvelles pièces** (pièce d'échecs + emblème)
    • **♟✹** Kamikaze : un pion qui laisse du Feu là où il meurt.
    • **♞❖** Léopard : saute de 1 ou 2 cases en largeur et de 1 ou 2 cases en hauteur (16 cases).
    • **♟⛂** Cavalier de dames : un pion qui peut aussi sauter par-dessus une pièce voisine (en capturant les ennemies) et sauter encore.
    • **♞➶** Archer monté : sur 12 cases autour de lui, il y saute ou il y tire (`*`) sans bouger.
    • **♝★** Mage : un fou immunisé contre le Feu/la Glace ; action : Feu ou Glace sur toutes les cases voisines libres.
    • **♝✝** Archevêque : un fou ; tes Pions sur sa rangée ou sa colonne ne peuvent pas être capturés ; va toujours au Paradis.
    • **♜⚔** Forteresse : une tour ; tire sur les 4 cases voisines en diagonale ; protège un Roi adjacent.
    • **♜⚑** Éclaireur : une tour qui saute aussi dans les coins ; ignore les pièges.
    • **♜☽** Sorcier : une tour ; action : faire remonter l'une de tes pièces de l'Enfer sur Terre (Maudite) ; va en Enfer.
    • **♟♆** Diablotin (neutre) : chacun le déplace comme un pion dans son propre sens ; insensible au feu ; pas de simple retour en arrière.
    • **♛✧** Ange (neutre) : une dame pour le joueur qui a strictement plus d'écus.

    {"*"}*Notation** : `e2e4` se joue sur Terre ; les autres plans demandent un préfixe : `V:d4xe5`, `L:a1-a8`. Roque `E:O-O`, promotion `e7e8=Q` (ou `e7e8`, puis choisis), tir `E:d4*d6`, chaîne de sauts `E:d4-d6-d8`, capacités `use E:c4 ice`, `use E:a1 pull L:e5`, `use E:d4 portal V`. Décisions : `choose …` ou `decline`.

rules-battlefield =
    {"*"}*Battlefield Chess** — des échecs où chaque capture est un combat.

    {"*"}*Les pièces** se déplacent comme aux échecs. Chaque pièce a des **PV**, une Attaque (ATK), une Défense (DEF), une Défense magique (M.DEF), une Vitesse (SPD), une arme, un type d'unité, un élément et des compétences (`/piece e4` les montre). Les pions diffèrent selon leur colonne de départ : Archer (**A**, a/h, arc), Piquier (**P**, b/g, lance), Éclaireur (**S**, c/f, couteaux), Fantassin (**F**, d/e, épée). Un pion peut aussi être promu en **Bête** (`w`, se déplace comme Roi+Cavalier) ou en **Démon** (`d`, Fou+Cavalier).

    {"*"}*Attaquer.** Attaque une pièce ennemie en allant sur sa case (`b2g7`). L'attaquant inflige `ATK − DEF` de dégâts (ou `− M.DEF` avec un Bâton ou un Rayon magique).
    • Une pièce n'est retirée que lorsque ses PV passent **sous 0**. À 0 PV, elle tient encore debout.
    • Si le défenseur survit, il reste, et l'attaquant s'arrête sur la dernière case de son chemin, à côté de lui (un cavalier, un roi ou un pion reste là où il était).
    • Le défenseur ne **contre-attaque** que si la case de l'attaquant est une case qu'il pourrait attaquer lui-même.
    • Une pièce dont la SPD est supérieure d'au moins 5 frappe une seconde fois.

    {"*"}*Les avantages** modifient l'ATK : triangle des armes Épée > Hache > Lance > Épée (±20 %) ; type d'unité (±10 %) : Cavalerie > Infanterie, Infanterie lourde ; Volant > Bête, Infanterie ; Infanterie > Démon, Infanterie lourde ; Infanterie lourde > Démon, Volant ; Bête > Cavalerie, Infanterie lourde ; Démon > Bête, Cavalerie ; élément (±10 %) Eau > Feu > Sol > Eau. Un Bâton est efficace (×1,5) contre la Cavalerie, un Arc contre les Volants. Les couteaux ignorent 25 % de la DEF (50 % contre un Arc). L'*Avantage neutre* du Roi annule tout cela dans ses combats.

    {"*"}*Les compétences à charge** se remplissent d'un cran à chaque combat où la pièce frappe, puis se déclenchent d'elles-mêmes : Garde (dégâts réduits de moitié), Poussée d'adrénaline (+50 %), Pénétration (ignore la moitié de la défense), Vol de vie (soigne la moitié des dégâts infligés), Frappe préventive (le Cavalier blesse d'abord sa cible et les ennemis à côté d'elle), Miracle (survit avec 1 PV).

    {"*"}*Les passifs** agissent automatiquement : Travail d'équipe (+2 à côté d'un allié), Cogneur, les auras Menace et Sabotage (affaiblissent les ennemis à portée), Malédiction et Fumée toxique (affaiblissent après un combat), Embuscade (un Fantassin sous la moitié de ses PV frappe en premier), Désespoir (la Dame sous la moitié de ses PV frappe deux fois avant la riposte), Parade, Double frappe, Récupération, Repos de bataille, et d'autres encore.

    {"*"}*Les compétences actives** occupent toute ton action :
    • `heal c1>e3` — le Fou rend 10 PV à un allié blessé à sa portée.
    • `cheer e1>d2` — le Roi encourage un voisin : à ton tour suivant, si cette pièce agit en premier, elle peut agir **deux fois** (envoie `end` pour t'arrêter après une action).
    • `sacrifice d2>e3` — un Fantassin donne jusqu'à 10 de ses propres PV.

    {"*"}*L'échec** signifie qu'une pièce ennemie pourrait **vaincre** ton Roi d'une seule attaque au tour suivant. Ton Roi peut se trouver dans un danger non mortel, mais tu ne dois jamais le laisser en échec, et aucun Roi n'est jamais vaincu. **Échec et mat** : en échec, et aucun coup du Roi, aucun moyen de vaincre une pièce qui donne échec et aucun moyen de s'interposer — les soins ne te sauvent pas. Pour roquer, le Roi et les cases qu'il traverse doivent être hors de portée de toute pièce ennemie. La prise en passant est un combat : ton pion finit derrière le pion ennemi même si celui-ci survit. Aucune action légale, ou la même position trois fois : la partie est nulle.

    {"*"}*Astuce :** `/forecast from:b2 to:g7` montre le résultat exact d'une attaque avant que tu la joues.

rules-oracle =
    {"*"}*Oracle Chess** — des échecs où les pièces sont divisées en *corps* et en *âmes*.

    {"*"}*Corps et âmes**
    • Un corps a une couleur et une classe : Seigneur (**L**), Prêtresse (**P**), Char (**C**, tour), Éléphant (**E**, fou), Cheval (**H**, cavalier), Soldat (**S**, pion : un pas en avant, capture d'un pas en diagonale vers l'avant ; pas de double pas, pas de prise en passant, pas de roque).
    • Une âme a une classe (il n'y a pas d'âme de Prêtresse) mais pas de couleur. Elle vit toujours dans un corps de la couleur de son propriétaire.
    • Un corps qui abrite une âme de sa propre classe est une **figure** et se déplace comme cette âme. Une **Prêtresse** abrite une à trois âmes de Char, d'Éléphant ou de Cheval et se déplace comme n'importe laquelle d'entre elles. Elle commence **sans vie** en d1/d8.
    • Un corps sans âme est **sans vie** ; un corps qui abrite la mauvaise âme est **inadapté**. Ni l'un ni l'autre ne peut bouger, mais une âme qui s'y trouve peut en sortir.

    {"*"}*À chaque tour, fais une seule chose**
    • **Se déplacer ou capturer** avec une figure. Les êtres ennemis de toute sorte peuvent être capturés ; les tiens, jamais.
    • **Donner** : déplace une âme seule dans un autre de tes corps qui a de la place (un corps vide qui n'est pas une Prêtresse, ou une Prêtresse qui a moins de 3 âmes, pour C/E/H). L'âme se déplace selon le déplacement de sa propre classe et elle est bloquée par tout corps sur son chemin (une âme de Soldat : une case vers l'avant).
    • **Promouvoir** : un Soldat qui est déjà sur la dernière rangée devient une Prêtresse sans vie, si un corps de Prêtresse se trouve dans la terre.

    {"*"}*Mort et renaissance**
    • Un **corps** capturé va dans la **terre** de celui qui l'a capturé et change de couleur. Ses **âmes** vont dans l'**au-delà**, commun aux deux joueurs.
    • Quand ton Seigneur (le corps du Seigneur avec l'âme du Seigneur) se déplace ou capture, tu peux **déposer** sans vie, sur la case qu'il a quittée, un corps de ta terre (pas une Prêtresse ; même celui qu'il vient de capturer).
    • Quand une Prêtresse donne une âme, elle peut aussi **invoquer** en elle une âme de Char, d'Éléphant ou de Cheval venue de l'au-delà.
    • Les corps et les âmes ne sont jamais créés ni détruits.

    {"*"}*Gagner**
    • La cible est l'**âme du Seigneur** ennemie, où qu'elle se trouve. L'attaquer, c'est faire échec ; tu ne dois jamais laisser ta propre âme du Seigneur attaquée. L'échec et mat fait gagner.
    • Nulles : aucune action légale (pat), la même position trois fois, 32 tours complets sans capture, coup de Soldat (corps ou âme), promotion, invocation ni dépôt, ou la fin du 256e tour complet.

    {"*"}*Notation** (la première case désigne l'être)
    • `e2e3` se déplacer ou capturer (`g1f3`, `d4h8`)
    • `e1e2@H` le Seigneur se déplace et dépose un corps de Cheval en e1
    • `c3d1~H` l'âme de Cheval va de c3 dans le corps en d1
    • `d4d7~C^H` la Prêtresse donne son âme de Char en d7 et invoque une âme de Cheval
    • `e8=P` le Soldat en e8 est promu
    Lettres : L P C E H S, en majuscules ou en minuscules.

    {"*"}*L'image** : corps ♚ Seigneur, ♛ Prêtresse, ♜ Char, ♝ Éléphant, ♞ Cheval, ♟ Soldat ; les badges sont les âmes à l'intérieur (ambre : inadapté, ∅ : sans vie, corps estompé).

rules-it-is-what-it-is =
    {"*"}*It is what it is chess** (Daniel MacDuff, 2013)
    Les pièces sont les lettres de CHESS plus trois symboles, et chacune se déplace selon sa forme.

    {"*"}*But :** brise le cœur de ton adversaire, fais-lui perdre le sourire ou trouble sa paix. Celui qui perd son **Cœur ♥**, son **Visage souriant ☺** ou son **Symbole de paix ☮** perd aussitôt. Il n'y a pas d'échec : tu peux laisser un symbole en prise.

    {"*"}*Mise en place** (8×8, sans pions, les Blancs commencent). Depuis la gauche de chaque joueur : `s c h ☺ ☮ ♥ e s`. L'armée des Noirs est celle des Blancs retournée, donc la « gauche » des Noirs est la colonne h.

    {"*"}*Les directions** sont toujours celles du propriétaire : *haut* = vers l'adversaire, *droite* = ta main droite quand tu lui fais face. Les lettres sont dessinées à l'envers pour le joueur d'en face.

    {"*"}*Les minuscules** suivent un tracé fixe et peuvent s'arrêter sur n'importe quelle case de ce tracé. Chaque case avant l'arrêt doit être vide ; la case d'arrêt peut être vide ou occupée par un ennemi (capture).
    • **c** : haut, haut-droite, droite, bas-droite (ou en miroir : bas, bas-droite, droite, haut-droite). Une courbe ouverte vers la droite.
    • **h** : 1–2 cases tout droit vers le haut ou vers le bas, ou le long de l'épaule : droite, bas-droite, bas.
    • **e** : 2 de côté, puis 2 vers le haut (d'un côté ou de l'autre) ou 2 vers le bas (côté gauche seulement), puis 2 en revenant : la boucle carrée d'un e.
    • **s** : 1 à gauche, 2 en haut, 2 à droite, ou 1 à droite, 2 en bas, 2 à gauche.

    {"*"}*Les symboles**
    • **Visage souriant ☺** : saute de deux cases en diagonale vers le haut (les yeux), ou sur les cases de cavalier en dessous de lui ou à deux cases tout droit vers le bas (le sourire).
    • **Cœur ♥** : fait le tour d'une moitié de cœur : en diagonale vers le haut, puis en tournant vers l'extérieur et vers le bas, 5 pas ; après les 5 pas, il peut en faire jusqu'à 2 de plus jusqu'à la pointe du cœur (4 cases sous sa case de départ). Bloqué par les pièces.
    • **Symbole de paix ☮** : 1–2 cases tout droit vers le haut (peut être bloqué), ou saute comme un cavalier, comme un alfil (deux cases en diagonale), de trois cases tout droit dans n'importe quelle direction, ou d'une case en diagonale vers le bas.

    {"*"}*Les majuscules.** Une lettre qui termine un coup sur la rangée du fond de l'adversaire devient aussitôt une majuscule (y passer ne compte pas). Les majuscules glissent comme des tours et ne peuvent tourner qu'après avoir glissé jusqu'au bord, sur une case vide :
    • **C** : vers le haut ou le bas ; depuis le bord, vers la droite.
    • **H** : vers la gauche ou la droite ; depuis le bord, vers le haut ou le bas.
    • **E** : vers le haut, le bas ou la droite ; après le haut/le bas jusqu'au bord, vers la droite.
    • **S** : vers la droite puis vers le bas, ou vers la gauche puis vers le haut ; depuis le coin, en sens inverse de son départ.
    Une capture met fin à la glissade.

    {"*"}*Le Retour arrière.** Au lieu de se déplacer, une majuscule peut aller d'une case vers la gauche de son propriétaire et retirer la pièce qui s'y trouve, *quelle qu'elle soit*, même l'une des tiennes. Fais un Retour arrière sur ton propre symbole et tu perds.

    {"*"}*Nulles :** aucun coup légal (pat), la même position pour la troisième fois, ou 100 demi-coups d'affilée sans capture ni nouvelle majuscule.

    {"*"}*Disons-le franchement :** telles que les règles sont écrites, les Blancs gagnent à coup sûr. Avec `e1e4`, premier coup du Symbole de paix, les Blancs capturent un symbole noir au plus tard à leur troisième coup, quelle que soit la réponse des Noirs (le moteur du bot a vérifié chaque défense ; `/learn it-is-what-it-is` le montre). C'est un défaut de la variante telle que son auteur l'a écrite : joue-la pour le plaisir, ou mets-toi d'accord avec ton adversaire pour éviter cette ouverture.

    {"*"}*Écrire les coups :** case de départ puis case d'arrivée, comme `b1c3` ; les majuscules sont automatiques. Retour arrière avec la case et `<`, comme `c8<`. Utilise `/move` et choisis dans la liste : chaque choix nomme la pièce et ce qui se passe.
