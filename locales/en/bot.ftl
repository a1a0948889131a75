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
