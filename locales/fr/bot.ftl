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
