# Les mots du bot (français, traduit de l'anglais). Chaque clé vient du bot.ftl anglais ;
# `docs/translating.md` explique comment traduire. La notation (coups, cases, noms de commandes
# et d'options entre accents graves) ne se traduit jamais.

# Glossaire (à garder cohérent dans tous les fichiers fr) :
#   move = coup (jouer un coup) ; secret move = coup secret ; board = plateau
#   game = partie ; player = joueur ; opponent = adversaire ; computer = ordinateur
#   challenge = défi / défier ; open challenge = défi ouvert ; turn = tour
#   seek = recherche (d'adversaire) / chercher ; lobby = lobby (entre serveurs)
#   rated = classée ; casual = amicale ; rating = cote ; leaderboard = classement
#   draw = nulle (proposer la nulle) ; resign = abandonner ; claim = réclamer (la victoire au temps)
#   move time limit = délai par coup ; channel = salon ; server = serveur ; DM = MP (message privé)
#   Swiss tournament = tournoi suisse ; round = ronde ; standings = classement ; pairings = appariements
#   organiser = organisateur ; lesson = leçon ; puzzle = problème ; review = analyse
#   Manage Server = Gérer le serveur ; White/Black = les Blancs/les Noirs
#   Noms des variantes (inchangés) : Apocalypse, Heaven and Hell, Battlefield Chess, Oracle Chess,
#   It is what it is chess ; Glicko-2 reste Glicko-2.

## /help

help-title = Variantes d'échecs : ce que je fais
help-about =
    J'organise sur ce serveur des parties de cinq variantes d'échecs maison : **Apocalypse**, **Heaven and Hell**, **Battlefield Chess**, **Oracle Chess** et **It is what it is chess**.
    Défie un ami ou moi (l'ordinateur) avec `/play` ; je vérifie toutes les règles pour toi.
    Après chaque tour, je publie une image du plateau ; les coups secrets se jouent en privé, en MP.
    Les parties entre joueurs sont classées par serveur ; `/leaderboard` et `/stats` montrent le classement.
    Pas d'adversaire ici ? `/seek` en trouve un sur n'importe quel serveur du lobby.
    `/help command:<name>` te dit tout sur une commande.
help-first-steps = Tu débutes ? `/learn <variant>` t'apprend une variante en quelques minutes (essaie `/learn { $variant }`), puis `/play <variant>` avec { $bot } (moi) comme adversaire et `level:easy` lance une partie contre l'ordinateur.
help-group-start = Commencer et apprendre
help-group-play = Jouer
help-group-during = Pendant une partie
help-group-after = Après une partie
help-group-community = Communauté
help-group-lobby = Lobby entre serveurs
help-group-tournaments = Tournois
help-group-settings = Paramètres du serveur (Gérer le serveur)
help-options = Options
help-optional = (facultatif)
help-listed-under = Classée dans **{ $group }** dans `/help`.

## /preferences

prefs-saved = Enregistré.
prefs-language-chosen = **Langue :** { $language }, comme tu l'as choisie avec `/preferences language` (`language:Discord's language` revient à celle de ton application Discord). Ce que je publie dans un salon est dans la langue du serveur.
prefs-language-discord = **Langue :** { $language }, celle de ton application Discord ; `/preferences language` en choisit une autre. Ce que je publie dans un salon est dans la langue du serveur.
prefs-colours-standard = **Couleurs :** standard. `/preferences theme:colour-blind` dessine tes propres plateaux et leçons sans paires rouge/vert.
prefs-colours-colour-blind = **Couleurs :** adaptées aux daltoniens : tes propres plateaux (vues privées, demandes en MP) et tes leçons utilisent du bleu, du jaune et de l'orange là où les couleurs standard associent le rouge au vert. Les plateaux publiés dans un salon, que tout le monde partage, gardent les couleurs standard.

## /learn (les mots des leçons elles-mêmes sont dans lessons.ftl)

lesson-heading = **{ $variant } · leçon { $number } sur { $count } : { $title }**
lesson-task = **Ton exercice :** { $task }
    Choisis ta réponse dans le menu.
lesson-all-solved = Tu as résolu toutes les leçons de ce cours ; le revoici depuis le début (`/learn { $variant } lesson:` en choisit une).
lesson-wrong = ❌ Ce n'est pas `{ $answer }`. { $hint }
lesson-what-it-did = Réessaie depuis le menu. Voici ce qu'a fait ce coup :
lesson-right = ✅ **Exact :** `{ $answer }`. { $why }
lesson-next = **Ensuite :** leçon { $number }, { $title }.
lesson-finished = 🎉 **Tu as terminé le cours de { $variant } !** Essaie-la pour de vrai contre l'ordinateur, à son niveau le plus facile.
lesson-finished-forced-win = 🎉 **Tu as terminé le cours de { $variant } !** Essaie-la pour de vrai contre l'ordinateur, à son niveau le plus facile, et souviens-toi de l'ouverture que tu viens de trouver : en l'état des règles, elle gagne à coup sûr.
lesson-menu-placeholder = Choisis ta réponse
lesson-button-text-board = Plateau en texte
lesson-button-next = Leçon suivante
lesson-button-play = Jouer contre l'ordinateur (facile)
lesson-in-a-server = Sur un serveur, { $how }.
lesson-play-me = lance une partie avec `/play { $variant }`, en choisissant { $bot } (moi) comme adversaire, et `level:easy`
lesson-games-in-server = Les parties se jouent sur un serveur : là-bas, { $how }.

## /puzzle

puzzle-picked-for-you = (J'ai choisi { $variant } pour toi : la variante où tu as répondu au moins de problèmes ; `variant:` en choisit une.)
puzzle-all-answered = { $count ->
    [one] Tu as déjà répondu au problème de { $variant } ; le revoici (seule ta première réponse compte dans ton bilan).
   *[other] Tu as déjà répondu aux { $count } problèmes de { $variant } ; les revoici (seule ta première réponse à chacun compte dans ton bilan).
}
puzzle-daily-server = 📅 **Le problème du jour de { $variant } du { $date }** (UTC) : le même aujourd'hui pour tout le monde sur ce serveur.
puzzle-daily-dm = 📅 **Le problème du jour de { $variant } du { $date }** (UTC) : le même aujourd'hui pour tout le monde en messages privés.
puzzle-heading =
    🧩 **Problème { $puzzle } de { $variant }** · difficulté { $difficulty }
    Origine : { $origin }.
# D'où vient un problème : l'ordinateur contre lui-même au niveau $level, la graine de la partie
# et l'action avant laquelle la position se trouvait ; un camp jouait une action légale au hasard
# une fois sur $one-in.
puzzle-origin-self-play = partie de l'ordinateur contre lui-même ({ $level } contre { $level }), graine { $seed }, avant l'action { $action }
puzzle-origin-self-play-random = partie de l'ordinateur contre lui-même ({ $level } contre { $level }, les { $side } jouant une action légale au hasard une fois sur { $one-in }), graine { $seed }, avant l'action { $action }
puzzle-both-move = Les deux camps jouent en même temps
puzzle-side-to-play = Trait aux { $side }
puzzle-task =
    { $turn } : tu joues les **{ $side }**. **Trouve la meilleure action.**
    Choisis-la dans le menu, ou réponds avec `/move <action>` (là où tu n'as pas de partie en cours).
puzzle-right = ✅ **Exact !** `{ $answer }` est la meilleure action.
puzzle-wrong = ❌ **Pas tout à fait :** tu as joué `{ $answer }`.
puzzle-solution = **Solution :** { $solutions }
puzzle-or = ou
puzzle-line = **La suite :** { $line }
puzzle-recorded = Enregistré. Résolus : { $solved } ; ratés : { $failed } ; série en cours : { $streak } (record : { $best }).
puzzle-answered-before = Tu avais déjà répondu à ce problème : seule ta première réponse compte dans ton bilan.
puzzle-heading-short = 🧩 **Problème { $puzzle }** · difficulté { $difficulty } · tu joues les { $side }
puzzle-board-after = Le plateau montre la position après `{ $action }`.
puzzle-menu-placeholder = Ta réponse (actions { $first } à { $last } sur { $count })
puzzle-page = Page { $page } : { $first } … { $last }
puzzle-page-menu = Aller à une page d'actions
puzzle-button-more = Plus d'actions
puzzle-button-next = Problème suivant

## Les parties, telles que plusieurs messages les nomment

game-heading = **{ $variant }**, partie #{ $game } : { $white } contre { $black }

## /review

review-progress = Analyse de la partie #{ $game }… { $percent }%
review-heading = **Analyse par l'ordinateur :** { $heading }.
review-result = Résultat : { $result }.
review-forced-win = À It is what it is chess, les Blancs gagnent à coup sûr (1. Symbole de paix e1-e4 gagne au plus tard au troisième coup), donc le score attendu des Noirs est faible dès le départ.
review-counts = { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
}, { $blunders ->
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
}
review-side-counts = { $side } : { $counts }.
review-side-clean = Les { $side } n'ont rien perdu que l'ordinateur ait pu voir.
review-side-worst = Les pires moments des { $side } :
review-moment = { $number }. { $side } { $played }, { $verdict } (score attendu { $before } → { $after })
review-verdict-blunder = une gaffe
review-verdict-mistake = une erreur
review-verdict-good = leur pire action, mais pas une erreur
review-preferred = ; l'ordinateur préférait **{ $best }**
review-footer = Chaque action est jugée d'après ce que son joueur pouvait savoir à ce moment-là (une erreur coûte { $mistake } du score attendu, une gaffe { $blunder }) ; les boutons montrent le plateau avant chaque moment, en privé.
review-moment-board = Partie #{ $game }, avant l'action { $number }. { $moment }
review-white-wins = Les Blancs gagnent
review-black-wins = Les Noirs gagnent
review-draw = Partie nulle
review-posted-now = L'analyse de la partie #{ $game } est publiée dans le salon.
review-being-posted = L'analyse de la partie #{ $game } est en train d'être publiée dans ce salon.
review-already-posted = L'analyse de la partie #{ $game } est déjà publiée dans ce salon : { $link } (elle n'est publiée qu'une fois par partie, pour ne pas inonder le salon).

## La courbe de l'analyse (dessinée dans son image, et sa description)

review-graph-title = Partie #{ $game } · { $variant }
review-graph-title-local = Partie locale · { $variant }
review-graph-axis = Score attendu des Blancs (1 : victoire, ½ : égalité, 0 : défaite)
review-graph-actions = { $count ->
    [one] { $count } action
   *[other] { $count } actions
}
review-graph-white-mistake = Blancs : erreur
review-graph-white-blunder = Blancs : gaffe
review-graph-black-mistake = Noirs : erreur
review-graph-black-blunder = Noirs : gaffe
review-graph-alt = Courbe d'évaluation de { $title } : score attendu des Blancs (de 0, les Noirs gagnent, à 1, les Blancs gagnent) sur { $actions }, qui finit à { $end }{ $result } ; marqués : { $marked }.

## Jeu local dans un terminal (`bot local <variant> --learn`)

local-learn-lessons = Le cours de { $variant } comporte les leçons 1 à { $count }.
local-learn-finished = Tu as terminé le cours de { $variant } ! Joue contre l'ordinateur à son niveau le plus facile : `bot local { $id } --black ai:easy`.
local-learn-look-at = Regarde : { $squares }
local-learn-task = Ton exercice : { $task }
local-learn-prompt = Tape un numéro ou une action (ou : board, skip, quit).
local-learn-not-an-answer = Ce n'est pas une réponse ici : { $error }
local-learn-right =
    Exact : { $answer }. { $why }
    ({ $said })
local-learn-wrong =
    Ce n'est pas ça : { $answer }. { $hint }
    Réessaie. Voici ce qu'a fait ce coup : { $said }

## /rules (le résumé de chaque variante est dans rules.ftl)

rules-how-each-piece-moves = Comment se déplace chaque pièce : { $pieces }
rules-legend = Les pièces et les objets sur les plateaux :
rules-legend-alt = Les symboles sur les plateaux de { $variant } : { $names }.

## /settings

settings-saved = Paramètres enregistrés.
settings-summary = **Paramètres de ce serveur**
    Fils : { $threads }
    Délai par coup par défaut : { $limit }
    Variantes : { $variants }
    Attente des défis ouverts : { $open }
    Parties entre joueurs : { $rated }
    Organisateurs de tournois : { $organisers }
    Lobby entre serveurs : { $lobby }
    Langue des messages publics : { $language }
settings-threads-on = activés (chaque défi accepté ouvre un fil pour sa partie)
settings-threads-off = désactivés (chaque défi accepté se joue dans son salon)
settings-limit-default = { $limit } (la valeur par défaut du bot)
settings-variants-all = toutes
settings-rated = classées, sauf avec `/play rated:false`
settings-casual = amicales (non classées), sauf avec `/play rated:true`
settings-organisers = Gérer le serveur
settings-organisers-role = Gérer le serveur ou le rôle { $role }
settings-lobby-off = désactivé (`/settings lobby:true` dans un salon en fait le salon du lobby)
settings-lobby-on = activé, parties dans des fils de { $channel }
settings-language-chosen = { $language } (choisie avec `/settings language`)
settings-language-discord = { $language } (la langue Discord du serveur ; `/settings language` en choisit une autre)
settings-language-default = { $language } (celle par défaut ; `/settings language` en choisit une autre)

## Rappels, en MP, quand le temps d'un joueur pour jouer son coup touche à sa fin

reminder-until = , jusqu'au { $date } ({ $relative })
reminder-half = ⏰ **{ $variant }**, partie #{ $game } dans { $place } : c'est ton tour, et la moitié de ton temps pour jouer ton coup est écoulée (temps restant : { $left }{ $until }).
reminder-last = ⏰ **{ $variant }**, partie #{ $game } dans { $place } : c'est ton tour, et c'est le dernier rappel : tu as { $left } pour jouer ton coup{ $until }.
reminder-claim-after = Passé ce délai, { $opponent } pourra réclamer la victoire au temps avec `/claim`.

## /games

games-none = Tu n'as aucune partie en cours. Défie quelqu'un avec `/play` !
games-heading = **Tes parties**
games-unreadable = #{ $game } : cette partie ne peut pas être affichée pour l'instant.
games-anyone = n'importe qui (défi ouvert)
games-line = #{ $game } **{ $variant }** contre { $opponent }, avec les { $side }, dans { $place }
games-challenge = défi pas encore accepté
games-your-turn = c'est ton tour
games-their-turn = c'est le tour de ton adversaire
games-move-in = tu as joué ton coup ; on attend ton adversaire
games-left = , il reste { $left } pour jouer ({ $at })
games-time-up-claim = , le temps est écoulé : tu peux réclamer la victoire au temps avec `/claim`
games-time-up = , le temps est écoulé
games-time-up-opponent = , le temps est écoulé : ton adversaire peut réclamer la victoire au temps

## /leaderboard et /stats (publiés dans le salon : dans la langue du serveur)

leaderboard-title = **Classement { $variant }**
leaderboard-empty = Aucune partie classée de { $variant } sur ce serveur pour l'instant. Défie quelqu'un avec `/play` !
leaderboard-global-title = **Classement global { $variant }** (parties du lobby, tous serveurs confondus)
leaderboard-global-empty = Aucune partie classée de { $variant } dans le lobby pour l'instant. Trouve un adversaire avec `/seek` !
leaderboard-line = { $rank }. { $who } **{ $rating }** ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
leaderboard-unrated = Tu n'as pas encore de cote dans cette variante.
stats-title = **Cotes de { $user }** sur ce serveur
stats-none = Aucune partie classée pour l'instant.
stats-global = **Cotes globales** (parties du lobby, tous serveurs confondus)
stats-line = **{ $variant }** : { $rating } ± { $deviation } · victoires : { $won }, nulles : { $drawn }, défaites : { $lost } · { $streak }
stats-no-streak = aucune série
stats-wins-in-a-row = { $count ->
    [one] { $count } victoire d'affilée
   *[other] { $count } victoires d'affilée
}
stats-losses-in-a-row = { $count ->
    [one] { $count } défaite d'affilée
   *[other] { $count } défaites d'affilée
}
stats-casual = **Parties amicales** (non classées) · victoires : { $won }, nulles : { $drawn }, défaites : { $lost }
stats-puzzles = **Problèmes** · résolus : { $solved }, ratés : { $failed } · série en cours : { $streak } (record : { $best })

## Les noms des variantes, tels que les messages les disent (les termes du glossaire)

variant-apocalypse = { -apocalypse }
variant-heaven-and-hell = { -heaven-and-hell }
variant-battlefield = { -battlefield }
variant-oracle = { -oracle }
variant-it-is-what-it-is = { -it-is-what-it-is }

## Les messages d'une partie (dans la langue du serveur), les réponses (dans celle du joueur) et
## les demandes privées (dans celle du destinataire). Les comptes rendus et motifs des règles
## elles-mêmes sont encore en anglais (docs/translating.md).

outcome-win = Les { $side } gagnent : { $reason }
outcome-draw = Nulle : { $reason }
next-game-over = **Partie terminée. { $outcome }.**
next-to-move = C'est au tour de { $who }.
next-decides-in-secret = { $who } décide en secret.
next-secret-decision = { $who }, ta décision est secrète : réponds ici avec `/move` (la réponse n'est visible que par toi), ou depuis le menu que je t'envoie en privé.
next-decision-below = { $who }, à toi de décider : réponds ci-dessous ou avec `/move`.
next-must-choose = { $who } doit choisir : { $prompt }
next-secret-moves-one = Coups secrets : { $who } choisit en privé : `/move` ici (la réponse n'est visible que par toi), ou le menu que je t'envoie en privé.
next-secret-moves-both = Coups secrets : { $first } et { $second } choisissent en privé : `/move` ici (la réponse n'est visible que par toi), ou le menu que je t'envoie en privé.
next-over = La partie est terminée.
prompt-secret-move = **{ $variant }**, partie #{ $game } : choisis ton coup secret avec les { $side }. Réponds ici avec `/move` (l'autocomplétion liste tes coups légaux) ou choisis-en un ci-dessous.
prompt-secret-move-cut = **{ $variant }**, partie #{ $game } : choisis ton coup secret avec les { $side }. Réponds ici avec `/move` (l'autocomplétion liste tes coups légaux) ou choisis-en un ci-dessous (le menu montre { $shown } de tes { $total } coups).
prompt-secret-decision = **{ $variant }**, partie #{ $game } : { $prompt } Réponds ici avec `/move` (l'autocomplétion liste les réponses) ou choisis-en une ci-dessous. Ce message n'est visible que par toi.
prompt-secret-decision-cut = **{ $variant }**, partie #{ $game } : { $prompt } Réponds ici avec `/move` (l'autocomplétion liste les réponses) ou choisis-en une ci-dessous (le menu montre { $shown } réponses sur { $total }). Ce message n'est visible que par toi.
played = Tu as joué `{ $action }`.
played-answered = Tu as répondu `{ $action }` (partie #{ $game }).
played-secret-in = Ton coup `{ $action }` est enregistré (partie #{ $game }). Il reste secret jusqu'à ce que les deux coups soient joués.
played-both-in = Ton coup `{ $action }` est enregistré (partie #{ $game }). Les deux coups sont joués : regarde le salon.
played-already = Ton coup `{ $action }` avait déjà été joué (partie #{ $game }) ; il n'y a plus rien à faire.
private-news = Partie #{ $game } : { $news }
post-submitted = { $who } a envoyé son coup. On attend { $waiting }.
post-moved = { $who } a joué.
resigned = { $who } abandonne. Les { $winner } gagnent.
time-ran-out = **Les { $loser } ont dépassé le temps : les { $winner } gagnent au temps.** { $who } n'a pas joué dans le délai par coup ({ $limit }).
time-claimed-by = Réclamée par { $who }.
draw-offered = { $who } propose la nulle (partie #{ $game }). { $opponent }, acceptes-tu ?
draw-accepted = { $who } accepte la nulle. La partie est nulle.
draw-withdrawn = { $who } retire sa proposition de nulle.
draw-declined = { $who } refuse la nulle.
ended-in-thread = { $heading }, dans le fil { $thread }.

## Défis (publiés dans le salon : dans la langue du serveur)

challenge-made = { $opponent }, { $challenger } te défie à **{ $variant }** (partie #{ $game }). { $challenger } joue les { $side }, tu joues les { $other }. { $terms }, { $limit } par coup. Acceptes-tu ?
challenge-replaces = (Elle remplace la partie #{ $game }.)
challenge-rated = Classée
challenge-casual = Amicale (non classée)
challenge-accepted = Défi accepté ! { $heading }.
challenge-accepted-ack = Défi accepté ! { $heading }. La partie commence ci-dessous.
challenge-declined = { $user } a refusé le défi (partie #{ $game }).
challenge-withdrawn = { $user } a retiré le défi (partie #{ $game }).
open-challenge-made = **Défi ouvert** (partie #{ $game }) : { $challenger } joue à **{ $variant }** avec les { $side } contre le premier qui accepte. { $terms }, { $limit } par coup. Ouvert jusqu'au { $until } ({ $countdown }).
open-challenge-expired = ~~Défi ouvert (partie #{ $game }) : { $challenger } joue à **{ $variant }**.~~ Personne ne l'a accepté : il a expiré le { $when }.
thread-entry = **{ $variant }**, partie #{ $game } : { $white } contre { $black }, jouée dans { $thread }.

## /board et /history (en public : dans la langue du serveur ; la vue d'un joueur : dans la sienne)

level-easy = facile
level-medium = moyen
level-hard = difficile
board-challenge-open = Le défi est toujours ouvert.
board-challenge-declined = Le défi a été refusé.
board-challenge-withdrawn = Le défi a été retiré.
board-your-view = Ta vue avec les { $side } (partie #{ $game }).
text-board-your-view = { $heading } (ta vue avec les { $side }) :
history-against-computer = Une partie contre l'ordinateur ({ $level }), non classée.
history-casual = Amicale (non classée).
history-no-moves = Aucun coup pour l'instant.

## Parties qui commencent tout de suite : contre l'ordinateur, revanches, parties du lobby et de tournoi

computer-game-headline = **{ $variant }** contre l'ordinateur ({ $level }), partie #{ $game } : { $white } contre { $black }.
started-computer-ack = La partie #{ $game } contre l'ordinateur a commencé.
started-ack = La partie #{ $game } a commencé.
rematch-headline = Revanche de la partie #{ $old } ! { $heading }.
rematch-started-ack = Revanche ! La partie #{ $game } a commencé.
rematch-offer = { $user } aimerait une revanche de la partie #{ $game } ({ $variant }, couleurs inversées). { $other }, clique sur **Revanche** pour la lancer.
rematch-offered = Revanche proposée.
rematch-entry = Revanche de la partie #{ $old } : **{ $variant }**, { $white } (Blancs) contre { $black } (Noirs), dans le fil ci-dessous.
lobby-game-headline = **Partie du lobby** : { $heading }.
tournament-game-headline = **{ $name }** · ronde { $round }, table { $board } : { $heading }.
tournament-entry = **{ $name }** · ronde { $round }, table { $board } : { $white } (Blancs) contre { $black } (Noirs). Votre partie se trouve dans le fil ci-dessous.
tournament-thread-name = { $name } · R{ $round } · { $white } contre { $black }
tournament-thread-computer = l'ordinateur

## Boutons et menus sous les messages d'une partie (dans la langue du message)

button-rematch = Revanche
button-replay = Revoir
button-block = Bloquer l'adversaire
button-cancel-seek = Annuler la recherche
button-text-board = Plateau en texte
button-private-board = Voir mon plateau privé
menu-choose-answer = Choisis ta réponse
menu-choose-secret-move = Choisis ton coup secret
menu-choose = Choisis
menu-choose-cut = Choisis ({ $shown } sur { $total } ; /move pour tout voir)
your-turn-closed-dms = { $user }, c'est ton tour dans la partie #{ $game } : clique sur **Voir mon plateau privé** pour jouer.
closed-dms = Je ne peux pas envoyer de MP à { $user } : son plateau privé et ses coups (partie #{ $game }) s'afficheront donc ici, visibles par cette seule personne : { $user }, clique sur **Voir mon plateau privé** ci-dessous ou utilise `/board` quand c'est ton tour.
button-accept = Accepter
button-decline = Refuser
button-cancel = Annuler
button-accept-draw = Accepter la nulle
challenge-posted = Défi publié : en attente de { $opponent }.
open-challenge-posted = Défi ouvert publié : le premier qui clique sur **Accepter** joue contre toi.
challenge-not-posted = Je n'ai pas pu publier ton défi dans ce salon (Discord l'a refusé ; vérifie que j'ai le droit d'envoyer des messages ici), donc rien n'a été lancé. Réessaie.
draw-offered-note = Nulle proposée.
draw-offered-elsewhere-note = Nulle proposée dans le salon de la partie.

## Tournois (l'annonce : dans la langue du serveur)

button-join = Rejoindre
button-leave = Quitter
tournament-card = 🏆 **{ $name }** (tournoi #{ $id }) : suisse, **{ $variant }**, { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}, { $limit } par coup, { $rated }. Organisé par { $organiser }.
tournament-rated = classé
tournament-casual = amical (non classé)
tournament-starts-at = Commence le { $at } ({ $countdown }).
tournament-starts-manual = Commence quand l'organisateur lance `/tournament start`.
tournament-open = Inscriptions ouvertes : clique sur **Rejoindre**. { $start }
tournament-pairing-first = Lancé : la ronde 1 est en cours d'appariement.
tournament-running = En cours : ronde { $round } sur { $rounds }.
tournament-finished = Terminé après { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}. Vainqueur : { $winner }.
tournament-nobody = personne
tournament-cancelled = Annulé : plus aucune ronde ne sera jouée.
tournament-players = Joueurs ({ $count }) : { $names }
tournament-players-none = Joueurs (0) : aucun pour l'instant
tournament-computer = l'ordinateur ({ $level })
tournament-bye = Exempt : { $player } (1 point)
tournament-playing = en cours
tournament-board = Table { $board } : { $white } contre { $black } : { $result }
tournament-board-game = { $line } (partie #{ $game })
tournament-round-head = **{ $name }** · ronde { $round } sur { $rounds }
tournament-over = 🏆 **{ $name }** est terminé après { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}. Vainqueur : { $winner } !
tournament-could-not-start = **{ $name }** n'a pas pu commencer : il faut au moins 2 joueurs, et il y en a { $count }. Le tournoi est annulé.
tournament-final-title = { $name } · classement final
standings-title = { $name } · classement
standings-heading = **{ $name }** · classement { $when }
standings-final = final, après { $round ->
    [one] { $round } ronde
   *[other] { $round } rondes
}
standings-before = avant la ronde 1
standings-after = après la ronde { $round } sur { $rounds }
standings-during = pendant la ronde { $round } sur { $rounds }
standings-rank = #
standings-player = Joueur
standings-points = Points
standings-buchholz = Buchholz -1
standings-sb = S-B
standings-wdl = V-N-D
standings-with-byes = { $wdl } (avec { $byes ->
    [one] { $byes } exemption
   *[other] { $byes } exemptions
})
standings-withdrew = (retiré)
standings-line = { $rank }. { $player } · { $points ->
    [one] { $points } point
   *[other] { $points } points
} (Buchholz tronqué { $buchholz }, Sonneborn–Berger { $sb }) · V-N-D { $wdl }
tournament-created-note = Tournoi #{ $id } créé : les joueurs s'inscrivent avec son bouton.
tournament-computer-joins = L'ordinateur rejoint le tournoi.
tournament-started-note = **{ $name }** a commencé : la ronde 1 est en cours d'appariement.
tournament-cancelled-note = **{ $name }** a été annulé.
tournament-withdrew = { $user } s'est retiré de **{ $name }**.
tournament-withdrew-game = Sa partie #{ $game } de la ronde { $round } compte toujours : elle doit être terminée (jouée jusqu'au bout, ou abandonnée).
ratings-line = Cotes : { $white } · { $black }

## Parties contre l'ordinateur : l'entrée dans le salon (dans la langue du serveur)

computer-entry-starting = **{ $variant }** contre l'ordinateur ({ $level }) : lancement…
computer-entry-not-started = **{ $variant }** contre l'ordinateur ({ $level }) : la partie n'a pas commencé.
computer-entry-thread = **{ $variant }** contre l'ordinateur ({ $level }), partie #{ $game } : jouée dans { $thread }.
computer-entry = **{ $variant }** contre l'ordinateur ({ $level }), partie #{ $game }.
computer-thread-name = { $variant } · { $player } contre l'ordinateur ({ $level })
thread-name = { $variant } · { $white } contre { $black }
thread-name-rematch = { $variant } · { $white } contre { $black } · revanche de #{ $old }
computer-game-started-note = La partie #{ $game } a commencé.
posted-in-channel = Publié dans le salon.

## Le lobby entre serveurs (réponses : dans la langue du joueur ; l'entrée d'un appariement : dans celle de son serveur)

lobby-terms = **{ $variant }**, { $rated }, { $limit } par coup
lobby-rated = classée
lobby-casual = amicale
lobby-seeking = **Recherche en cours** : { $terms } (recherche #{ $seek }) sur tous les serveurs du lobby. Tu seras apparié au premier joueur compatible ; ta partie se jouera dans un fil de { $lobby }. Ouverte jusqu'au { $until } ({ $countdown }).
lobby-paired = **Adversaire trouvé !** { $terms } : ta partie commence dans un fil de { $lobby }.
lobby-paired-with = **Adversaire trouvé !** Tu joues contre **{ $name }** ({ $variant }) : ta partie commence dans un fil de { $lobby }.
lobby-empty = Aucune recherche ouverte dans le lobby pour le moment. Crées-en une avec `/seek` : tu seras apparié au premier joueur compatible, sur n'importe quel serveur du lobby.
lobby-empty-variant = Aucune recherche ouverte pour { $variant } dans le lobby pour le moment. Crées-en une avec `/seek` : tu seras apparié au premier joueur compatible, sur n'importe quel serveur du lobby.
lobby-list-head = **Recherches ouvertes dans le lobby** ({ $count ->
    [one] { $count } recherche
   *[other] { $count } recherches
}), les plus anciennes d'abord :
lobby-list-line = { $number }. **{ $name }** ({ $rating }) · { $terms } · publiée { $since }
lobby-your-seek = ta recherche
lobby-play-button = { $number }. Jouer contre { $name } ({ $variant })
lobby-seek-cancelled = Recherche #{ $seek } annulée.
lobby-seek-closed = La recherche #{ $seek } est déjà close.
lobby-block-done = Bloqué : le lobby ne t'appariera plus jamais avec { $other }.
lobby-entry = **Partie du lobby** : { $white } contre { $black }, { $terms }. L'adversaire joue depuis son propre serveur ; la partie se trouve dans le fil ci-dessous.

## /replay et /export (l'animation publiée dans le salon parle la langue du serveur ; les notes
## répondent à qui les demande dans sa propre langue)

replay-game = partie #{ $game }
replay-local-game = partie locale
replay-unfinished = inachevée
replay-speed-slow = lente
replay-speed-normal = normale
replay-speed-fast = rapide
replay-caption = Animation de la { $game } de **{ $variant }** : { $white } (Blancs) contre { $black } (Noirs), vitesse { $speed }.
replay-caption-result = **{ $result }.**
replay-caption-skipped = La partie est longue : { $frames } de ses { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } sont affichées (toutes les captures et décisions sont conservées) pour que le fichier respecte la limite d'envoi de Discord.
replay-alt = Animation de la { $game } ({ $variant }), { $white } (Blancs) contre { $black } (Noirs) : { $frames ->
        [one] { $frames } image
       *[other] { $frames } images
    } de la position de départ jusqu'à la fin, la dernière indiquant comment la partie s'est terminée : { $result }.
replay-posted-channel = L'animation de la partie #{ $game } est dans le salon.
replay-posted-above = L'animation de la partie #{ $game } est ci-dessus.
export-file-description = Le relevé de la partie #{ $game }, en texte.
export-note-finished = Le relevé de la partie #{ $game }, en texte. Qui fait tourner le programme de ce bot peut la revoir : `bot local { $variant } --replay { $file }`.
export-note-in-progress = Le relevé de la partie #{ $game } jusqu'ici (sans les secrets d'une partie en cours : sa graine et sa position finale viendront une fois qu'elle sera terminée).

## Jeu local dans un terminal (`bot local <variant>`, son `--lang`) ; les mots tapés à son invite
## (legal, position, board, help, quit) sont des commandes et restent tels quels

local-intro = { $variant } ({ $seed }). Tape une action, ou : `legal`, `position`, `board`, `help`, `quit`.
local-seed = graine { $seed }
local-random-seed = une graine aléatoire, affichée à la fin de la partie
local-record-written = Le relevé de la partie est dans { $path }.
local-result = Résultat : { $outcome } (graine { $seed }).
local-nobody-can-act = Personne ne peut agir : arrêt de la partie.
local-must-choose = Les { $side } doivent choisir : { $prompt }
local-end-of-input = Fin de l'entrée : arrêt de la partie.
local-stopped = Partie arrêtée.
local-help = Tape une action en notation (voir `legal`), ou : `legal` (tes actions légales), `position` (le texte de la position), `board` (le plateau), `quit` (quitter).
local-position-secret = Le texte de la position contient les secrets de l'ordinateur ; il pourra être affiché une fois la partie terminée.
local-computer-chose = Les { $side } (l'ordinateur, niveau { $level }) ont choisi leur coup.
local-refused = Refusé : { $reason }
local-computer-secret = Les { $side } (l'ordinateur) ont pris leur décision secrète.
local-plays = Les { $side } jouent { $notation }.
local-only = (pour les { $side } seulement) { $text }
# `bot replay <fichier>` (et `bot local --replay`) : la partie de l'enregistrement, chaque coup, son
# résultat (les mots de l'enregistrement) et la vérification de sa position finale.
local-replaying = Rejeu de { $game } ({ $variant }, { $date }) : { $white } (Blancs) contre { $black } (Noirs).
local-replay-game-number = la partie #{ $game }
local-replay-local-game = la partie locale
local-replay-move = { $number }. { $side } { $notation }
local-replay-result = Résultat : { $result }
local-replay-ends = Le rejeu se termine sur la position finale de l'enregistrement.

## Les notes de /board (dans la langue de qui demande)

board-posted-channel = Le plateau de la partie #{ $game } est dans le salon.
board-last-posted = Le dernier plateau que j'ai publié ici (partie #{ $game }, { $when }), qui n’est peut-être plus à jour :

## /shop (publié dans le salon : la langue du serveur ; la description de chaque article reste
## l'anglais des règles)

shop-title = **Boutique** (partie #{ $game })
shop-coins = Écus : { $white } { $white_coins } · { $black } { $black_coins }
shop-empty = Rien n'est encore en vente.
shop-entry = `buy { $code }` · **{ $price ->
        [one] { $price } écu
       *[other] { $price } écus
    }** · { $text }
shop-locked = { $count ->
        [0] Tous les articles sont débloqués.
        [one] 1 article est encore verrouillé.
       *[other] { $count } articles sont encore verrouillés.
    }
shop-buy-hint = Achète pendant ton tour avec `/move buy <entry> …` (l'autocomplétion liste ce que tu peux acheter).

## /forecast (dans la langue de qui demande) ; les lignes de la prévision elle-même sont dans reports.ftl

forecast-heading = **Prévision { $from } → { $to }** (partie #{ $game })
# L'attaque ne peut pas être jouée maintenant : $reason est le refus des règles.
forecast-illegal = Pas jouable maintenant : { $reason }
# Ce n'est pas au camp de l'attaquant de jouer : la prévision est une menace.
forecast-threat = (Une menace : c'est aux { $side } de jouer, voici donc ce que ferait cette attaque au prochain tour des { $attacker }.)

## /piece (dans la langue de qui demande) ; les lignes de la fiche elle-même sont dans reports.ftl

piece-card = **{ $square }** (partie #{ $game })
    { $card }

## Comment une partie enregistrée s'est terminée, dans ses images (dernière image du replay, fin du graphique de l'analyse)

result-resigned = Les { $loser } ont abandonné ; les { $winner } gagnent
result-on-time = Les { $loser } ont dépassé le temps ; les { $winner } gagnent
result-agreed = Nulle d'un commun accord
