# Refus : ce qu'on dit à un joueur quand le bot ne fait pas ce qu'il a demandé, et pourquoi
# (français, traduit de l'anglais). Visible par lui seul. La notation, les noms de commandes et
# d'options entre accents graves, les horodatages `<t:…>` et les mentions `<@…>` de Discord ne se
# traduisent jamais.

## Les camps, et qui un refus nomme

side-white = Blancs
side-black = Noirs
who-player = { $user } ({ $side })
who-computer = l'ordinateur ({ $side })
ended-game = partie #{ $game }
ended-game-result = partie #{ $game }, { $result }
and-list = { $first } et { $second }

## Refus communs à tous les cas d'usage (bot/src/service/errors.rs)

err-no-game-here = Il n'y a pas de partie dans ce salon. Défie quelqu'un avec `/play`.
err-no-such-game = La partie #{ $game } n'existe pas.
err-not-your-game = Tu ne joues pas dans cette partie.
err-which-game-waiting = Plusieurs de tes parties t'attendent ({ $games }) ; précise laquelle avec l'option `game`.
err-which-game-in-progress = Tu as plusieurs parties en cours ({ $games }), mais aucune ne t'attend ; précise laquelle avec l'option `game` (`/games` les liste).
err-which-game-in-threads = Tu as plusieurs parties dans des fils de ce salon ({ $games }) : utilise la commande dans le fil de la partie, ou précise laquelle avec l'option `game`.
err-nothing-to-play = Tu n'as aucune partie en cours. Défie quelqu'un avec `/play` sur un serveur.
err-nothing-to-play-ended = Tu n'as aucune partie en cours : ta dernière partie est terminée ({ $ended }). Défie quelqu'un avec `/play` sur un serveur.
err-wrong-variant = `/{ $command }` ne fonctionne que pour la variante { $wanted } ; la partie #{ $game } se joue en { $actual }. Pour une autre partie, ajoute `game:` avec son numéro (`/games` liste les tiennes).
err-not-started = Cette partie n'a pas commencé : le défi est encore ouvert.
err-game-over = Cette partie est terminée.
err-game-over-ended = Cette partie est terminée : { $ended }.
err-not-your-turn = Ce n'est pas ton tour : on attend { $players }.
err-submitted-already = Tu as déjà joué ton coup pour ce tour ; on attend les { $side }.
err-only-decider = C'est à { $who } de répondre.
err-move-refused = Ce coup n'est pas autorisé : { $error }
err-stale-menu = Ce menu date d'un tour précédent ; utilise le plus récent, ou `/move`.
err-busy = Quelqu'un d'autre a agi sur cette partie au même moment ; réessaie, s'il te plaît.
err-superseded = La partie a avancé pendant que tu choisissais cette action.
err-channel-busy = Ce salon a déjà une partie ou un défi ouvert. Termine d'abord ce qui est en cours, ou ouvre un fil et joue là-bas.
err-channel-busy-no-thread = Une autre partie se joue déjà dans ce salon, et je n'ai pas pu ouvrir de fil pour celle-ci (les fils sont désactivés ici, ou je n'ai pas le droit d'en créer). Accepte une fois l'autre partie terminée.
err-self-challenge = Tu ne peux pas te défier toi-même.
err-bot-challenge = Les bots ne peuvent pas jouer ; défie une vraie personne.
err-not-playable = La variante { $variant } n'est pas encore jouable.
err-variant-disabled = La variante { $variant } est désactivée sur ce serveur (voir `/settings`).
err-bad-time-limit = Un délai par coup de { $limit } n'est pas autorisé : choisis entre { $min } et { $max }, p. ex. `24h`.
err-too-many-games = Tu as déjà { $live ->
        [one] { $live } partie
       *[other] { $live } parties
    } en cours, le maximum autorisé ; termine d'abord l'une d'elles (`/games` les liste).
err-too-many-challenges = Tu as déjà { $open ->
        [one] { $open } défi ouvert
       *[other] { $open } défis ouverts
    }, le maximum autorisé ; attends une réponse, ou annule l'un d'eux.
err-only-challenged = Seul le joueur défié peut accepter ou refuser ce défi.
err-only-challenger = Seul le joueur qui a lancé le défi peut l'annuler.
err-challenge-declined = Ce défi a été refusé.
err-challenge-withdrawn = Ce défi a été retiré.
err-challenge-accepted = Ce défi a déjà été accepté : sa partie est en cours.
err-challenge-over = Ce défi a déjà été accepté, et sa partie est terminée.
err-challenge-closed = Ce défi n'est plus ouvert.
err-offer-expired = Cette proposition de nulle a expiré : la partie a avancé depuis.
err-own-offer = Tu ne peux pas accepter ta propre proposition de nulle.
err-computer-takes-no-draws = L'ordinateur n'accepte pas les propositions de nulle : continue à jouer, ou abandonne avec `/resign`.
err-draw-already-offered = Tu as déjà proposé la nulle ; attends la réponse de { $opponent } (tu pourras en proposer une nouvelle quand la partie aura avancé).
err-draw-offer-too-soon = Tu as déjà proposé la nulle à ce stade de la partie : tu pourras la proposer à nouveau quand { $opponent } aura joué (une proposition par coup, pour que personne ne soit notifié sans arrêt).
err-too-early-to-claim = Trop tôt pour réclamer : { $opponent } a jusqu'à <t:{ $until }:t> (<t:{ $until }:R>) pour jouer (le délai par coup est de { $limit }). Passé ce délai, tu pourras réclamer la victoire au temps.
err-no-piece = Il n'y a pas de pièce en { $square }.
err-not-admin = Seuls les membres ayant la permission « Gérer le serveur » peuvent modifier les paramètres du serveur.
err-slow-down = Doucement : tu pourras continuer dans { $wait }.
err-stopping = Je redémarre ; réessaie dans une minute, s'il te plaît.
err-store-unavailable = Le stockage des parties est indisponible ; rien n'a été fait (aucune action n'a été jouée). Réessaie dans un instant.
err-store-unconfirmed = Le stockage des parties a cessé de répondre pendant l'enregistrement : je ne sais donc pas encore si c'est fait. `/board` montrera la partie dès que le stockage sera de retour ; rien ne sera fait deux fois.
err-apology = Quelque chose s'est mal passé de mon côté ; réessaie dans un instant, s'il te plaît.

## Le lobby entre serveurs (bot/src/service/lobby.rs)

lobby-off = Ce serveur ne participe pas au lobby. Un membre qui peut gérer le serveur peut l'activer avec `/settings lobby:true`, dans le salon où les parties du lobby doivent se jouer (chacune dans un fil de ce salon).
lobby-already-seeking = Tu cherches déjà une partie (recherche #{ $seek }, qui expire { $expires }). Annule-la avec son bouton **Annuler**, ou attends un adversaire.
lobby-too-many-seeks = Tu as cherché { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    } en { $window } : tu pourras chercher à nouveau { $at }.
lobby-own-seek = C'est ta propre recherche : attends que quelqu'un la prenne, ou annule-la avec **Annuler**.
lobby-seek-gone = Cette recherche n'est plus ouverte (prise, annulée ou expirée il y a un instant). `/lobby` montre les recherches ouvertes en ce moment.
lobby-blocked = Impossible de t'apparier avec ce joueur (l'un de vous deux a bloqué l'autre).
lobby-not-your-seek = Cette recherche n'est pas la tienne : tu ne peux pas l'annuler.
lobby-already-paired = Trop tard pour annuler : ta recherche vient d'être appariée, et ta partie commence dans le salon du lobby de ce serveur.
lobby-not-your-game = Tu n'as pas joué la partie #{ $game } : il n'y a donc personne à bloquer.
lobby-block-self = Tu ne peux pas te bloquer toi-même.

## Ce que le framework des commandes refuse (bot/src/on_error.rs)

err-could-not-read = Je n'ai pas pu lire ceci : { $error }
err-not-here = Tu ne peux pas utiliser cette commande ici.
err-guild-only = Utilise cette commande dans un salon d'un serveur (les parties se jouent dans les salons).

## Refus de /puzzle (bot/src/service/puzzle.rs)

puzzle-nothing-open = Tu n'as ici ni partie où jouer ni problème ouvert : `/play` défie quelqu'un (sur un serveur), et `/puzzle` te donne un problème.
puzzle-unknown = Ce problème ne fait plus partie des problèmes de { $variant } (j'ai été mis à jour depuis) ; `/puzzle variant:{ $id }` t'en donne un autre.
puzzle-stale-menu = Ce menu n'est plus à jour (j'ai été mis à jour depuis) ; `/puzzle variant:{ $id }` réaffiche le problème.
puzzle-not-an-action = `{ $text }` n'est pas une de tes actions dans le problème { $puzzle } ({ $error }). Choisis-en une dans le menu, ou commence à taper dans `/move` pour les voir. Rien n'a été enregistré.
puzzle-not-open = Cette carte de problème n'est pas à toi : `/puzzle variant:{ $id }` te donne un problème rien qu'à toi. Rien n'a été enregistré.
puzzle-none-yet = Il n'y a pas encore de problèmes de { $variant } ; essaie une autre variante.

## Refus de /review (bot/src/service/review.rs)

review-in-progress = La partie #{ $game } est encore en cours : seules les parties terminées sont analysées (analyser une partie en cours trahirait ses secrets et aiderait l'un des camps). Redemande une fois qu'elle sera terminée.
review-no-such-moment = L'analyse de la partie #{ $game } n'a aucun moment marqué à l'action { $number }.
