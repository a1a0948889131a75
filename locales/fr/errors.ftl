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
lobby-already-seeking = Tu cherches déjà une partie (recherche #{ $seek }, qui expire { $expires }). Annule-la avec son bouton **Annuler la recherche**, ou attends un adversaire.
lobby-too-many-seeks = Tu as cherché { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    } en { $window } : tu pourras chercher à nouveau { $at }.
lobby-own-seek = C'est ta propre recherche : attends que quelqu'un la prenne, ou annule-la avec **Annuler la recherche**.
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

## Refus de ce qu'un joueur a tapé (bot/src/service/input.rs)

text-kind-move = un coup
text-kind-move-hint = Les coups s'écrivent comme `e2e4` et les cases comme `b2` ; commence à taper un coup et l'autocomplétion liste tes coups légaux.
text-kind-duration = une durée
text-kind-duration-hint = Les durées s'écrivent comme `24h`, `3d` ou `90m`.
text-kind-variant-list = une liste de variantes
text-kind-variant-list-hint = Utilise `all`, ou des identifiants de variantes séparés par des virgules, comme `apocalypse, oracle`.
text-kind-square = une case
text-kind-square-hint = Les cases s'écrivent comme `b2`.
text-kind-name = le nom d'un tournoi
text-kind-name-hint = Les noms font au plus 60 caractères.
input-too-long = C'est trop long pour être { $what } ({ $len } caractères). { $hint }
input-not-a-square = `{ $text }` n'est pas une case : utilise a1 à h8.
input-not-a-duration = `{ $text }` n'est pas une durée : écris-la comme `24h`, `90m` ou `3d`.
input-not-a-time-limit = `{ $text }` n'est pas un délai par coup : écris une durée entre { $min } et { $max }, comme `24h` ou `3d`, ou `default`.
input-not-a-variant = `{ $word }` n'est pas une variante : utilise `all`, ou des identifiants comme `apocalypse, oracle` ({ $ids }).
input-no-variants = Nomme au moins une variante, ou `all`.
input-level-without-computer = `level` sert aux parties contre l'ordinateur : choisis-moi comme adversaire pour l'utiliser.
input-no-such-lesson = Le cours de { $variant } comporte les leçons 1 à { $lessons } ; il n'y a pas de leçon { $asked }.
input-unknown-lesson = Cette leçon ne fait plus partie du cours de { $variant } (j'ai été mis à jour depuis) ; `/learn { $id }` reprend là où tu t'es arrêté.
input-not-an-answer = Ce n'est pas une réponse possible ici : { $error }
input-unknown-command = Il n'y a pas de commande `/{ $name }` ; `/help` les liste toutes.

## Refus de revanches (bot/src/service/rematch.rs)

rematch-not-over = Une revanche ne peut être demandée qu'une fois la partie terminée.
rematch-started-as = La revanche de la partie #{ $game } a déjà commencé : partie #{ $next }.
rematch-started = La revanche de la partie #{ $game } a déjà commencé.
rematch-asked = Tu as déjà demandé une revanche de la partie #{ $game } ; on attend { $other }.
rematch-blocked = Pas de revanche ici pour l'instant : la partie #{ $game }, où joue l'un de vous deux, est encore en cours dans ce salon.
rematch-too-many-games = { $count ->
    [one] Pas de revanche pour l'instant : { $player } a déjà { $count } partie en cours, le maximum autorisé.
   *[other] Pas de revanche pour l'instant : { $player } a déjà { $count } parties en cours, le maximum autorisé.
}

## Refus de défis ouverts (bot/src/service/open_play.rs)

open-already-taken = Trop tard : quelqu'un d'autre a accepté le défi ouvert #{ $game } avant toi (déjà pris).
open-own-challenge = La partie #{ $game } est ton propre défi ouvert : attends que quelqu'un l'accepte, ou annule-le avec **Annuler**.
open-expired = Le défi ouvert #{ $game } a expiré avant que quelqu'un l'accepte. Publies-en un nouveau avec `/play`.
open-bad-expiry = `{ $text }` n'est pas une durée d'attente possible pour un défi ouvert : donne-en une de 1 minute à 7 jours, comme `30m` ou `2h` (ou `default` pour 30 minutes).

## Refus de revoir une partie (bot/src/service/replay.rs)

replay-in-progress = La partie #{ $game } est encore en cours : tu pourras la revoir une fois qu'elle sera terminée. `/board` montre où elle en est.
replay-never-played = La partie #{ $game } n'a jamais été jouée : il n'y a donc rien à revoir.

## Refus de tournois (bot/src/service/tournament/refusals.rs)

tournament-none-here = Il n'y a pas de tournoi dans ce salon. Un organisateur en crée un avec `/tournament create`.
tournament-channel-busy = Ce salon a déjà un tournoi (#{ $n }) ouvert ou en cours : un seul à la fois.
tournament-not-organiser = Seuls les membres qui peuvent gérer le serveur peuvent organiser des tournois.
tournament-bad-rounds = Un tournoi compte de 1 à 15 rondes, pas { $n }.
tournament-full = { $count ->
    [one] Ce tournoi est complet ({ $count } joueur, le maximum autorisé).
   *[other] Ce tournoi est complet ({ $count } joueurs, le maximum autorisé).
}
tournament-not-open = Ce tournoi a commencé (ou est terminé) : les inscriptions sont closes.
tournament-not-running = Ce tournoi n'est pas en cours.
tournament-not-entered = Tu ne joues pas dans ce tournoi.
tournament-already-entered = Tu es déjà inscrit à ce tournoi.
tournament-too-few = Un tournoi a besoin d'au moins 2 joueurs pour commencer ; il en a { $n }.
tournament-one-computer = Ce tournoi a déjà l'ordinateur comme joueur.
tournament-no-such-round = La ronde { $n } n'a pas encore d'appariements.
tournament-bad-start = `{ $text }` n'est pas une heure de début : indique dans combien de temps, comme `30m` ou `2h`, ou une heure Unix dans le futur, ou omets `start` et utilise `/tournament start`.
