# Refusals: what a player is told when the bot will not do what they asked, and why (English,
# the source). Shown only to them. Notation, command and option names in backticks, and
# Discord's `<t:…>` timestamps and `<@…>` mentions are never translated.

## The sides, and who a refusal names

side-white = White
side-black = Black
who-player = { $user } ({ $side })
who-computer = the computer ({ $side })
ended-game = game #{ $game }
ended-game-result = game #{ $game }, { $result }
and-list = { $first } and { $second }

## Refusals every use case shares (bot/src/service/errors.rs)

err-no-game-here = There is no game in this channel. Challenge someone with `/play`.
err-no-such-game = There is no game #{ $game }.
err-not-your-game = You are not playing in this game.
err-which-game-waiting = Several of your games are waiting for you ({ $games }); say which with the `game` option.
err-which-game-in-progress = You have several games in progress ({ $games }), none of them waiting for you; say which with the `game` option (`/games` lists them).
err-which-game-in-threads = You have several games in threads of this channel ({ $games }): use the command in the game's thread, or say which with the `game` option.
err-nothing-to-play = You have no game in progress. Challenge someone with `/play` in a server.
err-nothing-to-play-ended = You have no game in progress: your latest game is over ({ $ended }). Challenge someone with `/play` in a server.
err-wrong-variant = `/{ $command }` is for { $wanted } games; game #{ $game } is { $actual }. For another game, add `game:` with its number (`/games` lists yours).
err-not-started = This game has not started: the challenge is still open.
err-game-over = This game is over.
err-game-over-ended = This game is over: { $ended }.
err-not-your-turn = It is not your turn: waiting for { $players }.
err-submitted-already = You have already submitted your move for this turn; waiting for { $side }.
err-only-decider = Only { $who } can answer this.
err-move-refused = That move is not allowed: { $error }
err-stale-menu = That menu is from an earlier turn; use the newest one, or `/move`.
err-busy = Someone else acted on this game at the same moment; please try again.
err-superseded = The game moved on while this action was being chosen.
err-channel-busy = This channel already has a game or an open challenge. Finish it first, or start a thread and play there.
err-channel-busy-no-thread = Another game is being played in this channel, and I could not open a thread for this one (threads are off here, or I may not create them). Accept once that game is over.
err-self-challenge = You cannot challenge yourself.
err-bot-challenge = Bots cannot play; challenge a person.
err-not-playable = { $variant } is not playable yet.
err-variant-disabled = { $variant } is turned off on this server (see `/settings`).
err-bad-time-limit = A move time limit of { $limit } is not allowed: choose between { $min } and { $max }, e.g. `24h`.
err-too-many-games = You already have { $live ->
        [one] { $live } game
       *[other] { $live } games
    } going, the most anyone may; finish one first (`/games` lists them).
err-too-many-challenges = You already have { $open ->
        [one] { $open } open challenge
       *[other] { $open } open challenges
    }, the most anyone may; wait for an answer, or cancel one.
err-only-challenged = Only the challenged player can accept or decline this challenge.
err-only-challenger = Only the player who made the challenge can cancel it.
err-challenge-declined = This challenge was declined.
err-challenge-withdrawn = This challenge was withdrawn.
err-challenge-accepted = This challenge was accepted already: its game is under way.
err-challenge-over = This challenge was accepted already, and its game is over.
err-challenge-closed = This challenge is no longer open.
err-offer-expired = That draw offer has expired: the game has moved on since.
err-own-offer = You cannot accept your own draw offer.
err-computer-takes-no-draws = The computer does not take draw offers: play on, or `/resign`.
err-draw-already-offered = You have offered a draw already; wait for { $opponent }'s answer (a new offer can be made once the game has moved on).
err-draw-offer-too-soon = You offered a draw at this point of the game already: you can offer again once { $opponent } has moved (one offer a move, so nobody is pinged over and over).
err-too-early-to-claim = Too early to claim: { $opponent } has until <t:{ $until }:t> (<t:{ $until }:R>) to act (the move time limit is { $limit }). You can claim a win on time after that.
err-no-piece = There is no piece on { $square }.
err-not-admin = Only members who may manage the server (Manage Server) can change its settings.
err-slow-down = Slow down a little: you can go on in { $wait }.
err-stopping = I am restarting; please try again in a minute.
err-store-unavailable = The game store is unavailable; nothing was done (no action was played). Try again in a moment.
err-store-unconfirmed = The game store stopped answering while this was being saved, so I cannot tell yet whether it was done. `/board` shows the game once the store is back; nothing will be done twice.
err-apology = Something went wrong on my side; please try again in a moment.

## The lobby across servers (bot/src/service/lobby.rs)

lobby-off = This server is not in the lobby. A member who may manage the server can turn it on with `/settings lobby:true`, used in the channel where lobby games are to be played (each in a thread of it).
lobby-already-seeking = You are already seeking a game (seek #{ $seek }, which expires { $expires }). Cancel it with its **Cancel seek** button, or wait for an opponent.
lobby-too-many-seeks = You have sought { $count ->
        [one] { $count } game
       *[other] { $count } games
    } in the last { $window }: you may seek again { $at }.
lobby-own-seek = That is your own seek: wait for someone to take it, or withdraw it with **Cancel seek**.
lobby-seek-gone = That seek is no longer open (taken, cancelled or expired a moment ago). `/lobby` shows the seeks open now.
lobby-blocked = You cannot be paired with that player (one of you blocked the other).
lobby-not-your-seek = That seek is not yours to cancel.
lobby-already-paired = Too late to cancel: your seek was just paired, and your game is starting in this server's lobby channel.
lobby-not-your-game = You did not play game #{ $game }, so there is nobody to block.
lobby-block-self = You cannot block yourself.

## What the command framework refuses (bot/src/on_error.rs)

err-could-not-read = I could not read that: { $error }
err-not-here = You cannot use this command here.
err-guild-only = Use this command in a server channel (games live in channels).

## Refusals of /puzzle (bot/src/service/puzzle.rs)

puzzle-nothing-open = You have no game to move in here and no puzzle open: `/play` challenges someone (in a server), and `/puzzle` gives you a puzzle.
puzzle-unknown = That puzzle is no longer among the { $variant } puzzles (I was updated since); `/puzzle variant:{ $id }` gives you another.
puzzle-stale-menu = That menu is out of date (I was updated since); `/puzzle variant:{ $id }` shows the puzzle afresh.
puzzle-not-an-action = `{ $text }` is not one of your actions in puzzle { $puzzle } ({ $error }). Pick one from the menu, or start typing in `/move` to see them. Nothing was recorded.
puzzle-not-open = That puzzle card is not yours: `/puzzle variant:{ $id }` gives you a puzzle of your own. Nothing was recorded.
puzzle-none-yet = There are no { $variant } puzzles yet; try another variant.

## Refusals of /review (bot/src/service/review.rs)

review-in-progress = Game #{ $game } is still in progress: only finished games are reviewed (a review of a game going on would tell its secrets and help one side). Ask again once it is over.
review-no-such-moment = Game #{ $game }'s review has no marked moment at action { $number }.

## Refusals of what a player typed (bot/src/service/input.rs)

text-kind-move = a move
text-kind-move-hint = Moves look like `e2e4` and squares like `b2`; start typing a move and autocomplete lists your legal ones.
text-kind-duration = a duration
text-kind-duration-hint = Durations look like `24h`, `3d` or `90m`.
text-kind-variant-list = a list of variants
text-kind-variant-list-hint = Use `all`, or variant ids separated by commas such as `apocalypse, oracle`.
text-kind-square = a square
text-kind-square-hint = Squares look like `b2`.
text-kind-name = a tournament's name
text-kind-name-hint = Names are at most 60 characters.
input-too-long = That is too long to be { $what } ({ $len } characters). { $hint }
input-not-a-square = `{ $text }` is not a square: use a1 to h8.
input-not-a-duration = `{ $text }` is not a duration: write it like `24h`, `90m` or `3d`.
input-not-a-time-limit = `{ $text }` is not a move time limit: write a duration between { $min } and { $max }, such as `24h` or `3d`, or `default`.
input-not-a-variant = `{ $word }` is not a variant: use `all`, or ids such as `apocalypse, oracle` ({ $ids }).
input-no-variants = Name at least one variant, or `all`.
input-level-without-computer = `level` is for games against the computer: name me as the opponent to play it.
input-no-such-lesson = The { $variant } course has lessons 1 to { $lessons }; there is no lesson { $asked }.
input-unknown-lesson = That lesson is no longer in the { $variant } course (I was updated since); `/learn { $id }` carries on where you left off.
input-not-an-answer = That is not an answer here: { $error }
input-unknown-command = There is no command `/{ $name }`; `/help` lists them all.

## Refusals of rematches (bot/src/service/rematch.rs)

rematch-not-over = A rematch can be asked for once the game is over.
rematch-started-as = The rematch of game #{ $game } has already started: game #{ $next }.
rematch-started = The rematch of game #{ $game } has already started.
rematch-asked = You have asked for a rematch of game #{ $game } already; waiting for { $other }.
rematch-blocked = No rematch here for now: game #{ $game } with one of you is still on in this channel.
rematch-too-many-games = { $count ->
    [one] No rematch for now: { $player } already has { $count } game going, the most anyone may.
   *[other] No rematch for now: { $player } already has { $count } games going, the most anyone may.
}

## Refusals of open challenges (bot/src/service/open_play.rs)

open-already-taken = Too late: someone else accepted open challenge #{ $game } first (already taken).
open-own-challenge = Game #{ $game } is your own open challenge: wait for someone to accept it, or **Cancel** it.
open-expired = Open challenge #{ $game } expired before anyone accepted it. Post a new one with `/play`.
open-bad-expiry = `{ $text }` is not a time an open challenge may wait: give one from 1 minute to 7 days, such as `30m` or `2h` (or `default` for 30 minutes).

## Refusals of replays (bot/src/service/replay.rs)

replay-in-progress = Game #{ $game } is still being played: its replay comes once it is over. `/board` shows where it stands.
replay-never-played = Game #{ $game } was never played, so there is nothing to replay.

## Refusals of tournaments (bot/src/service/tournament/refusals.rs)

tournament-none-here = There is no tournament in this channel. An organiser starts one with `/tournament create`.
tournament-channel-busy = This channel already has a tournament (#{ $n }) open or running: one at a time.
tournament-not-organiser = Only members who may manage the server may organise tournaments.
tournament-bad-rounds = A tournament has 1 to 15 rounds, not { $n }.
tournament-full = { $count ->
    [one] This tournament is full ({ $count } player, the most allowed).
   *[other] This tournament is full ({ $count } players, the most allowed).
}
tournament-not-open = This tournament has started (or ended): entries are closed.
tournament-not-running = This tournament is not running.
tournament-not-entered = You are not playing in this tournament.
tournament-already-entered = You are in this tournament already.
tournament-too-few = A tournament needs at least 2 players to start; it has { $n }.
tournament-one-computer = This tournament has a computer player already.
tournament-no-such-round = Round { $n } has not been paired.
tournament-bad-start = `{ $text }` is not a start time: give how long from now, such as `30m` or `2h`, or a Unix time in the future, or leave `start` out and use `/tournament start`.
