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
