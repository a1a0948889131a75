# The bot's words (English, the source). Each key is translated in every other language's
# bot.ftl; `docs/translating.md` says how. Notation (moves, squares, command and option names in
# backticks) is never translated.

## /help

help-title = Chess variants: what I do
help-about =
    I run games of five homebrew chess variants in this server: **Apocalypse**, **Heaven and Hell**, **Battlefield Chess**, **Oracle Chess** and **It is what it is chess**.
    Challenge a friend or me (the computer) with `/play`; every rule is checked for you.
    After each turn I post a picture of the board; secret moves are made privately, in a DM.
    Games between people are rated per server; `/leaderboard` and `/stats` show the standings.
    No opponent here? `/seek` finds one in any server of the lobby.
    `/help command:<name>` tells you everything about one command.
help-first-steps = New here? `/learn <variant>` teaches a variant in a few minutes (try `/learn { $variant }`), then `/play <variant>` with { $bot } (me) as the opponent and `level:easy` starts a game against the computer.
help-group-start = Start and learn
help-group-play = Play
help-group-during = During a game
help-group-after = After a game
help-group-community = Community
help-group-lobby = Lobby across servers
help-group-tournaments = Tournaments
help-group-settings = Server settings (Manage Server)
help-options = Options
help-optional = (optional)
help-listed-under = Listed under **{ $group }** in `/help`.

## /preferences

prefs-saved = Saved.
prefs-language-chosen = **Language:** { $language }, as you chose with `/preferences language` (`language:Discord's language` goes back to your Discord app's). What I post in a channel speaks the server's language.
prefs-language-discord = **Language:** { $language }, your Discord app's; `/preferences language` picks another. What I post in a channel speaks the server's language.
prefs-colours-standard = **Colours:** standard. `/preferences theme:colour-blind` draws your own boards and lessons without red/green pairs.
prefs-colours-colour-blind = **Colours:** colour-blind-safe: your own boards (private views, DM prompts) and lessons use blue, yellow and orange where the standard colours pair red with green. The boards posted in a channel, which everyone shares, keep the standard colours.

## /learn (the lessons' own words are in lessons.ftl)

lesson-heading = **{ $variant } · lesson { $number } of { $count }: { $title }**
lesson-task = **Your task:** { $task }
    Pick your answer from the menu.
lesson-all-solved = You have solved every lesson of this course; here it is again from the start (`/learn { $variant } lesson:` picks one).
lesson-wrong = ❌ `{ $answer }` is not it. { $hint }
lesson-what-it-did = Try again from the menu. What it did:
lesson-right = ✅ **Right:** `{ $answer }`. { $why }
lesson-next = **Next:** lesson { $number }, { $title }.
lesson-finished = 🎉 **You have finished the { $variant } course!** Try it for real against the computer at its easiest level.
lesson-finished-forced-win = 🎉 **You have finished the { $variant } course!** Try it for real against the computer at its easiest level, and remember the opening you just found: as the rules stand, it wins by force.
lesson-menu-placeholder = Pick your answer
lesson-button-text-board = Text board
lesson-button-next = Next lesson
lesson-button-play = Play the computer (easy)
lesson-in-a-server = In a server, { $how }.
lesson-play-me = start one with `/play { $variant }`, picking { $bot } (me) as the opponent, and `level:easy`
lesson-games-in-server = Games are played in a server: there, { $how }.

## /puzzle

puzzle-picked-for-you = (I picked { $variant } for you: the variant you have answered fewest puzzles in; `variant:` picks one.)
puzzle-all-answered = { $count ->
    [one] You have answered the { $variant } puzzle; here it is again (only your first answer to it counts in your record).
   *[other] You have answered all { $count } { $variant } puzzles; here they are again (only your first answer to each counts in your record).
}
puzzle-daily-server = 📅 **The daily { $variant } puzzle of { $date }** (UTC): the same for everyone on this server today.
puzzle-daily-dm = 📅 **The daily { $variant } puzzle of { $date }** (UTC): the same for everyone in direct messages today.
puzzle-heading =
    🧩 **{ $variant } puzzle { $puzzle }** · difficulty { $difficulty }
    From { $origin }.
# Where a puzzle came from: the computer playing itself at $level (the level's name, e.g.
# "easy"), the game's seed, and the action the position came before; with one side playing a
# random legal action one time in $one-in.
puzzle-origin-self-play = computer self-play ({ $level } against { $level }), game seed { $seed }, before action { $action }
puzzle-origin-self-play-random = computer self-play ({ $level } against { $level } where { $side } played a random legal action one time in { $one-in }), game seed { $seed }, before action { $action }
puzzle-both-move = Both sides move at once
puzzle-side-to-play = { $side } to play
puzzle-task =
    { $turn }: you are **{ $side }**. **Find the best action.**
    Pick it from the menu, or answer with `/move <action>` (where you have no game going).
puzzle-right = ✅ **Right!** `{ $answer }` is the best action.
puzzle-wrong = ❌ **Not quite:** you played `{ $answer }`.
puzzle-solution = **Solution:** { $solutions }
puzzle-or = or
puzzle-line = **The line that follows:** { $line }
puzzle-recorded = Recorded: { $solved } solved, { $failed } failed, streak { $streak } (best { $best }).
puzzle-answered-before = You had answered this puzzle before: only your first answer counts in your record.
puzzle-heading-short = 🧩 **Puzzle { $puzzle }** · difficulty { $difficulty } · you are { $side }
puzzle-board-after = The board shows the position after `{ $action }`.
puzzle-menu-placeholder = Your answer (actions { $first } to { $last } of { $count })
puzzle-page = Page { $page }: { $first } … { $last }
puzzle-page-menu = Jump to a page of actions
puzzle-button-more = More actions
puzzle-button-next = Next puzzle

## Games, as several messages name them

game-heading = **{ $variant }**, game #{ $game }: { $white } vs { $black }

## /review

review-progress = Reviewing game #{ $game }… { $percent }%
review-heading = **Computer review** of { $heading }.
review-result = Result: { $result }.
review-forced-win = It is what it is chess is won by force by White (1. Peace Sign e1-e4 wins by the third move), so Black's expected score is low from the start.
review-counts = { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}
review-side-counts = { $side }: { $counts }.
review-side-clean = { $side } lost nothing the computer could see.
review-side-worst = { $side }'s worst moments:
review-moment = { $number }. { $side } { $played }, { $verdict } (expected score { $before } → { $after })
review-verdict-blunder = a blunder
review-verdict-mistake = a mistake
review-verdict-good = the worst it did, not a mistake
review-preferred = ; the computer preferred **{ $best }**
review-footer = Each action judged from what its player could know then (a mistake loses { $mistake } of the expected score, a blunder { $blunder }); buttons show the board before each moment, privately.
review-moment-board = Game #{ $game }, before action { $number }. { $moment }
review-white-wins = White wins
review-black-wins = Black wins
review-draw = Draw
review-posted-now = The review of game #{ $game } is posted in the channel.
review-being-posted = The review of game #{ $game } is being posted in this channel right now.
review-already-posted = The review of game #{ $game } is already posted in this channel: { $link } (it is posted once a game, so the channel is not flooded).

## The review's graph (drawn into its picture, and its description)

review-graph-title = Game #{ $game } · { $variant }
review-graph-title-local = Local game · { $variant }
review-graph-axis = White's expected score (1: White wins, ½: level, 0: Black wins)
review-graph-actions = { $count ->
    [one] { $count } action
   *[other] { $count } actions
}
review-graph-white-mistake = White's mistake
review-graph-white-blunder = White's blunder
review-graph-black-mistake = Black's mistake
review-graph-black-blunder = Black's blunder
review-graph-alt = Evaluation graph of { $title }: White's expected score (from 0, Black winning, to 1, White winning) over { $actions }, ending at { $end }{ $result }; marked, { $marked }.

## Local play in a terminal (`bot local <variant> --learn`)

local-learn-lessons = The { $variant } course has lessons 1 to { $count }.
local-learn-finished = You have finished the { $variant } course! Play the computer at its easiest: `bot local { $id } --black ai:easy`.
local-learn-look-at = Look at: { $squares }
local-learn-task = Your task: { $task }
local-learn-prompt = Type a number or an action (or: board, skip, quit).
local-learn-not-an-answer = Not an answer here: { $error }
local-learn-right =
    Right: { $answer }. { $why }
    ({ $said })
local-learn-wrong =
    Not it: { $answer }. { $hint }
    Try again. What it did: { $said }

## /rules (each variant's summary is in rules.ftl)

rules-how-each-piece-moves = How each piece moves: { $pieces }
rules-legend = The pieces and items on the boards:
rules-legend-alt = The symbols on { $variant }'s boards: { $names }.

## /settings

settings-saved = Settings saved.
settings-summary = **Settings of this server**
    Threads: { $threads }
    Default move time limit: { $limit }
    Variants: { $variants }
    Open challenges wait: { $open }
    Games between people: { $rated }
    Tournament organisers: { $organisers }
    Lobby across servers: { $lobby }
    Language of public posts: { $language }
settings-threads-on = on (each accepted challenge opens a thread for its game)
settings-threads-off = off (each accepted challenge is played in its channel)
settings-limit-default = { $limit } (the bot's default)
settings-variants-all = all
settings-rated = rated unless `/play rated:false`
settings-casual = casual (not rated) unless `/play rated:true`
settings-organisers = Manage Server
settings-organisers-role = Manage Server or the role { $role }
settings-lobby-off = off (`/settings lobby:true` in a channel makes it the lobby channel)
settings-lobby-on = on, games in threads of { $channel }
settings-language-chosen = { $language } (chosen with `/settings language`)
settings-language-discord = { $language } (the server's Discord language; `/settings language` chooses another)
settings-language-default = { $language } (the default; `/settings language` chooses another)

## Reminders, by DM, when a player's time to move runs low

reminder-until = , until { $date } ({ $relative })
reminder-half = ⏰ **{ $variant }**, game #{ $game } in { $place }: it is your turn, and half of your time to move has passed ({ $left } left{ $until }).
reminder-last = ⏰ **{ $variant }**, game #{ $game } in { $place }: it is your turn, and last call: { $left } left to move{ $until }.
reminder-claim-after = After that, { $opponent } may claim the game with `/claim`.

## /games

games-none = You have no games in progress. Challenge someone with `/play`!
games-heading = **Your games**
games-unreadable = #{ $game }: this game cannot be shown right now.
games-anyone = anyone (open challenge)
games-line = #{ $game } **{ $variant }** vs { $opponent } as { $side } in { $place }
games-challenge = challenge not yet accepted
games-your-turn = your turn
games-their-turn = their turn
games-move-in = your move is in; waiting for them
games-left = , { $left } left to move ({ $at })
games-time-up-claim = , time is up: you may `/claim` the game
games-time-up = , time is up
games-time-up-opponent = , time is up: your opponent may claim the game

## /leaderboard and /stats (posted in the channel: the server's language)

leaderboard-title = **{ $variant } leaderboard**
leaderboard-empty = No rated { $variant } games on this server yet. Challenge someone with `/play`!
leaderboard-global-title = **{ $variant } global leaderboard** (lobby games, every server)
leaderboard-global-empty = No rated { $variant } lobby games yet. Find an opponent with `/seek`!
leaderboard-line = { $rank }. { $who } **{ $rating }** ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
leaderboard-unrated = You have no rating in this variant yet.
stats-title = **Ratings of { $user }** on this server
stats-none = No rated games yet.
stats-global = **Global ratings** (lobby games, every server)
stats-line = **{ $variant }**: { $rating } ± { $deviation } · { $won } won, { $drawn } drawn, { $lost } lost · { $streak }
stats-no-streak = no streak
stats-wins-in-a-row = { $count ->
    [one] { $count } win in a row
   *[other] { $count } wins in a row
}
stats-losses-in-a-row = { $count ->
    [one] { $count } loss in a row
   *[other] { $count } losses in a row
}
stats-casual = **Casual games** (not rated): { $won } won, { $drawn } drawn, { $lost } lost
stats-puzzles = **Puzzles**: { $solved } solved, { $failed } failed · streak { $streak } (best { $best })

## The variants' names, as messages say them (the glossary's terms)

variant-apocalypse = { -apocalypse }
variant-heaven-and-hell = { -heaven-and-hell }
variant-battlefield = { -battlefield }
variant-oracle = { -oracle }
variant-it-is-what-it-is = { -it-is-what-it-is }

## A game's posts (the server's language), replies (the player's) and private prompts (the
## recipient's). The rules' own reports are in reports.ftl, their reasons in refusals*.ftl.

outcome-win = { $side } wins: { $reason }
outcome-draw = Draw: { $reason }
next-game-over = **Game over. { $outcome }.**
next-to-move = { $who } to move.
next-decides-in-secret = { $who } decides in secret.
next-secret-decision = { $who }, your decision is secret: answer with `/move` here (only you see the reply), or from the menu I send you privately.
next-decision-below = { $who }, your decision: answer below or with `/move`.
next-must-choose = { $who } must choose: { $prompt }
next-secret-moves-one = Secret moves: { $who } chooses in private: `/move` here (only you see the reply), or the menu I send you privately.
next-secret-moves-both = Secret moves: { $first } and { $second } choose in private: `/move` here (only you see the reply), or the menu I send you privately.
next-over = The game is over.
prompt-secret-move = **{ $variant }**, game #{ $game }: choose your secret move as { $side }. Answer with `/move` here (autocomplete lists your legal moves) or pick one below.
prompt-secret-move-cut = **{ $variant }**, game #{ $game }: choose your secret move as { $side }. Answer with `/move` here (autocomplete lists your legal moves) or pick one below (the menu shows { $shown } of your { $total } moves).
prompt-secret-decision = **{ $variant }**, game #{ $game }: { $prompt } Answer here with `/move` (autocomplete lists the answers) or pick one below. Only you see this.
prompt-secret-decision-cut = **{ $variant }**, game #{ $game }: { $prompt } Answer here with `/move` (autocomplete lists the answers) or pick one below (the menu shows { $shown } of { $total } answers). Only you see this.
played = You played `{ $action }`.
played-answered = You answered `{ $action }` (game #{ $game }).
played-secret-in = Your move `{ $action }` is in (game #{ $game }). It stays secret until both moves are in.
played-both-in = Your move `{ $action }` is in (game #{ $game }). Both moves are in: see the channel.
played-already = Your move `{ $action }` was already played (game #{ $game }); nothing more to do.
private-news = Game #{ $game }: { $news }
post-submitted = { $who } has submitted a move. Waiting for { $waiting }.
post-moved = { $who } has moved.
resigned = { $who } resigns. { $winner } wins.
time-ran-out = **{ $loser } ran out of time: { $winner } wins on time.** { $who } did not act within the move time limit ({ $limit }).
time-claimed-by = Claimed by { $who }.
draw-offered = { $who } offers a draw (game #{ $game }). { $opponent }, do you accept?
draw-accepted = { $who } accepts the draw. Draw by agreement.
draw-withdrawn = { $who } withdraws the draw offer.
draw-declined = { $who } declines the draw.
ended-in-thread = { $heading } in { $thread }.

## Challenges (posted in the channel: the server's language)

challenge-made = { $opponent }, { $challenger } challenges you to **{ $variant }** (game #{ $game }). { $challenger } plays { $side }, you play { $other }. { $terms }, { $limit } a move. Accept?
challenge-replaces = (It replaces game #{ $game }.)
challenge-rated = Rated
challenge-casual = Casual (not rated)
challenge-accepted = Challenge accepted! { $heading }.
challenge-accepted-ack = Challenge accepted! { $heading }. The game starts below.
challenge-declined = { $user } declined the challenge (game #{ $game }).
challenge-withdrawn = { $user } withdrew the challenge (game #{ $game }).
open-challenge-made = **Open challenge** (game #{ $game }): { $challenger } plays **{ $variant }** as { $side } against whoever accepts first. { $terms }, { $limit } a move. Open until { $until } ({ $countdown }).
open-challenge-expired = ~~Open challenge (game #{ $game }): { $challenger } plays **{ $variant }**.~~ Nobody accepted it: it expired { $when }.
thread-entry = **{ $variant }**, game #{ $game }: { $white } vs { $black }, played in { $thread }.

## /board and /history (public: the server's language; a player's own view: theirs)

level-easy = easy
level-medium = medium
level-hard = hard
board-challenge-open = The challenge is still open.
board-challenge-declined = The challenge was declined.
board-challenge-withdrawn = The challenge was withdrawn.
board-your-view = Your view as { $side } (game #{ $game }).
text-board-your-view = { $heading } (your view as { $side }):
history-against-computer = A game against the computer ({ $level }), not rated.
history-casual = Casual (not rated).
history-no-moves = No moves yet.

## Games that start at once: against the computer, rematches, lobby and tournament games

computer-game-headline = **{ $variant }** against the computer ({ $level }), game #{ $game }: { $white } vs { $black }.
started-computer-ack = Game #{ $game } against the computer has started.
started-ack = Game #{ $game } has started.
rematch-headline = Rematch of game #{ $old }! { $heading }.
rematch-started-ack = Rematch! Game #{ $game } has started.
rematch-offer = { $user } would like a rematch of game #{ $game } ({ $variant }, colours swapped). { $other }, press **Rematch** to start it.
rematch-offered = Rematch offered.
rematch-entry = Rematch of game #{ $old }: **{ $variant }**, { $white } (White) vs { $black } (Black), in the thread below.
lobby-game-headline = **Lobby game**: { $heading }.
tournament-game-headline = **{ $name }** · round { $round }, board { $board }: { $heading }.
# A tournament game's entry message in the tournament's channel, and its thread's name.
tournament-entry = **{ $name }** · round { $round }, board { $board }: { $white } (White) vs { $black } (Black). Your game is in the thread below.
tournament-thread-name = { $name } · R{ $round } · { $white } vs { $black }
tournament-thread-computer = the computer

## Buttons and menus under a game's messages (in the language of the message)

button-rematch = Rematch
button-replay = Replay
button-block = Block opponent
button-cancel-seek = Cancel seek
button-text-board = Text board
button-private-board = Show my private board
menu-choose-answer = Choose your answer
menu-choose-secret-move = Choose your secret move
menu-choose = Choose
menu-choose-cut = Choose ({ $shown } of { $total }; /move for all)
your-turn-closed-dms = { $user }, your turn in game #{ $game }: press **Show my private board** to play.
closed-dms = I can't send DMs to { $user }, so their private board and moves (game #{ $game }) will be shown here, visible only to them: { $user }, press **Show my private board** below or use `/board` when it is your turn.
button-accept = Accept
button-decline = Decline
button-cancel = Cancel
button-accept-draw = Accept draw
challenge-posted = Challenge posted: waiting for { $opponent }.
open-challenge-posted = Open challenge posted: the first to click **Accept** plays you.
challenge-not-posted = I could not post your challenge in this channel (Discord refused it; check that I may send messages here), so nothing was started. Please try again.
draw-offered-note = Draw offered.
draw-offered-elsewhere-note = Draw offered in the game's channel.

## Tournaments (the announcement: the server's language)

button-join = Join
button-leave = Leave
tournament-card = 🏆 **{ $name }** (tournament #{ $id }): Swiss, **{ $variant }**, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}, { $limit } a move, { $rated }. Organised by { $organiser }.
tournament-rated = rated
tournament-casual = casual (not rated)
tournament-starts-at = Starts { $at } ({ $countdown }).
tournament-starts-manual = Starts when the organiser says `/tournament start`.
tournament-open = Open for entries: click **Join**. { $start }
tournament-pairing-first = Started: round 1 is being paired.
tournament-running = Running: round { $round } of { $rounds }.
tournament-finished = Finished after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}. Winner: { $winner }.
tournament-nobody = nobody
tournament-cancelled = Cancelled: no further rounds are played.
tournament-players = Players ({ $count }): { $names }
tournament-players-none = Players (0): none yet
tournament-computer = the computer ({ $level })
tournament-bye = Bye: { $player } (1 point)
tournament-playing = playing
tournament-board = Board { $board }: { $white } vs { $black }: { $result }
tournament-board-game = { $line } (game #{ $game })
tournament-round-head = **{ $name }** · round { $round } of { $rounds }
tournament-over = 🏆 **{ $name }** is over after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}. Winner: { $winner }!
tournament-could-not-start = **{ $name }** could not start: it needs at least 2 players, and has { $count }. It is cancelled.
tournament-final-title = { $name } · final standings
standings-title = { $name } · standings
standings-heading = **{ $name }** · standings { $when }
standings-final = final, after { $round ->
    [one] { $round } round
   *[other] { $round } rounds
}
standings-before = before round 1
standings-after = after round { $round } of { $rounds }
standings-during = during round { $round } of { $rounds }
standings-rank = #
standings-player = Player
standings-points = Points
standings-buchholz = Buchholz c1
standings-sb = S-B
standings-wdl = W-D-L
standings-with-byes = { $wdl } (with { $byes ->
    [one] { $byes } bye
   *[other] { $byes } byes
})
standings-withdrew = (withdrew)
standings-line = { $rank }. { $player } · { $points ->
    [one] { $points } point
   *[other] { $points } points
} (Buchholz cut 1 { $buchholz }, Sonneborn–Berger { $sb }) · W-D-L { $wdl }
tournament-created-note = Tournament #{ $id } created: players join with its button.
tournament-computer-joins = The computer joins the tournament.
tournament-started-note = **{ $name }** has started: round 1 is being paired.
tournament-cancelled-note = **{ $name }** was cancelled.
tournament-withdrew = { $user } withdrew from **{ $name }**.
tournament-withdrew-game = Their game #{ $game } of round { $round } still counts: it must be finished (played out, or resigned).
ratings-line = Ratings: { $white } · { $black }

## Games against the computer: the entry in the channel (the server's language)

computer-entry-starting = **{ $variant }** against the computer ({ $level }): starting…
computer-entry-not-started = **{ $variant }** against the computer ({ $level }): not started.
computer-entry-thread = **{ $variant }** against the computer ({ $level }), game #{ $game }: played in { $thread }.
computer-entry = **{ $variant }** against the computer ({ $level }), game #{ $game }.
computer-thread-name = { $variant } · { $player } vs the computer ({ $level })
# A game thread's name (the game's number follows it; Discord keeps 100 characters).
thread-name = { $variant } · { $white } vs { $black }
thread-name-rematch = { $variant } · { $white } vs { $black } · rematch of #{ $old }
computer-game-started-note = Game #{ $game } started.
posted-in-channel = Posted in the channel.

## The lobby across servers (answers: the player's language; a pairing's entry: its server's)

lobby-terms = **{ $variant }**, { $rated }, { $limit } a move
lobby-rated = rated
lobby-casual = casual
lobby-seeking = **Seeking** { $terms } (seek #{ $seek }) in every server of the lobby. You will be paired with the first compatible player; your game will be played in a thread of { $lobby }. Open until { $until } ({ $countdown }).
lobby-paired = **Paired!** { $terms }: your game is starting in a thread of { $lobby }.
lobby-paired-with = **Paired!** You play **{ $name }** ({ $variant }): your game is starting in a thread of { $lobby }.
lobby-empty = No open seeks in the lobby right now. Place one with `/seek`: the first compatible player in any server of the lobby is paired with you.
lobby-empty-variant = No open { $variant } seeks in the lobby right now. Place one with `/seek`: the first compatible player in any server of the lobby is paired with you.
lobby-list-head = **Open seeks in the lobby** ({ $count ->
    [one] { $count } seek
   *[other] { $count } seeks
}), oldest first:
lobby-list-line = { $number }. **{ $name }** ({ $rating }) · { $terms } · waiting since { $since }
lobby-your-seek = your seek
lobby-play-button = { $number }. Play { $name } ({ $variant })
lobby-seek-cancelled = Seek #{ $seek } cancelled.
lobby-seek-closed = Seek #{ $seek } is closed already.
lobby-block-done = Blocked: the lobby will never pair you with { $other } again.
lobby-entry = **Lobby game**: { $white } vs { $black }, { $terms }. The opponent plays from their own server; the game is in the thread below.

## /replay and /export (the replay posted in the channel speaks the server's language; the
## notes answer the asker in theirs)

replay-game = game #{ $game }
replay-local-game = the local game
replay-unfinished = unfinished
replay-speed-slow = slow
replay-speed-normal = normal
replay-speed-fast = fast
replay-caption = Replay of **{ $variant }**, { $game }: { $white } (White) vs { $black } (Black), { $speed } speed.
replay-caption-result = **{ $result }.**
replay-caption-skipped = The game is long: { $frames } of its { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } are shown (every capture and decision kept) so that the file fits Discord's upload limit.
replay-alt = Animated replay of { $game } ({ $variant }), { $white } (White) against { $black } (Black): { $frames ->
        [one] { $frames } frame
       *[other] { $frames } frames
    } from the start position to the end, the last saying how it ended: { $result }.
replay-posted-channel = The replay of game #{ $game } is in the channel.
replay-posted-above = The replay of game #{ $game } is above.
export-file-description = The record of game #{ $game }, as text.
export-note-finished = The record of game #{ $game }, as text. Whoever runs this bot's program can replay it: `bot local { $variant } --replay { $file }`.
export-note-in-progress = The record of game #{ $game } so far (no secrets of a game in progress: its seed and final position come once it is over).

## Local play in a terminal (`bot local <variant>`, its `--lang`); the words typed at its
## prompt (legal, position, board, help, quit) are commands and stay as they are

local-intro = { $variant } ({ $seed }). Type an action, or: legal, position, board, help, quit.
local-seed = seed { $seed }
local-random-seed = a random seed, shown when the game ends
local-record-written = The game's record is in { $path }.
local-result = Result: { $outcome } (seed { $seed }).
local-nobody-can-act = Nobody can act; stopping.
local-must-choose = { $side } must choose: { $prompt }
local-end-of-input = End of input: stopping.
local-stopped = Stopped.
local-help = Type an action in notation (see `legal`), or: legal (your legal actions), position (the position text), board (the board), quit.
local-position-secret = The position text holds the computer's secrets; it can be shown once the game is over.
local-computer-chose = { $side } (computer, { $level }) has chosen its move.
local-refused = Refused: { $reason }
local-computer-secret = { $side } (computer) has made its secret decision.
local-plays = { $side } plays { $notation }.
local-only = ({ $side } only) { $text }
# `bot replay <file>` (and `bot local --replay`): the record's game, each move, its result
# (the record's own words) and the check of its final position.
local-replaying = Replaying { $game } ({ $variant }, { $date }): { $white } (White) vs { $black } (Black).
local-replay-game-number = game #{ $game }
local-replay-local-game = the local game
local-replay-move = { $number }. { $side } { $notation }
local-replay-result = Result: { $result }
local-replay-ends = The replay ends in the record's final position.

## /board's own notes (the asker's language)

board-posted-channel = The board of game #{ $game } is in the channel.
board-last-posted = The last board I posted here (game #{ $game }, { $when }), which may be out of date:

## /shop (posted in the channel: the server's language; each entry's own description is still
## the rules' English)

shop-title = **Shop** (game #{ $game })
shop-coins = Coins: { $white } { $white_coins } · { $black } { $black_coins }
shop-empty = Nothing is for sale yet.
shop-entry = `buy { $code }` · **{ $price ->
        [one] { $price } coin
       *[other] { $price } coins
    }** · { $text }
shop-locked = { $count ->
        [0] Every entry is unlocked.
        [one] 1 more entry is still locked.
       *[other] { $count } more entries are still locked.
    }
shop-buy-hint = Buy on your turn with `/move buy <entry> …` (autocomplete lists what you can buy).

## /forecast (the asker's language); the forecast's own lines are in reports.ftl

forecast-heading = **Forecast { $from } → { $to }** (game #{ $game })
# The attack cannot be played now: $reason is the rules' refusal.
forecast-illegal = Not playable now: { $reason }
# The attacker's side is not to move: the forecast is a threat.
forecast-threat = (A threat: it is { $side }'s turn, so this is what the attack would do on { $attacker }'s next turn.)

## /piece (the asker's language); the card's own lines are in reports.ftl

piece-card = **{ $square }** (game #{ $game })
    { $card }

## How a recorded game ended, in its pictures (the replay's last frame, the review graph's end)

result-resigned = { $loser } resigned; { $winner } wins
result-on-time = { $loser } ran out of time; { $winner } wins
result-agreed = Drawn by agreement
