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
lobby-own-seek = That is your own seek: wait for someone to take it, or **Cancel** it.
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
