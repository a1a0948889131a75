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
