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
