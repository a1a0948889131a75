-- The languages the bot speaks to each reader (`bot/src/words.rs`, `locales/`).

-- The language a player chose with `/preferences language` (a folder of `locales/`: 'es',
-- 'pt-BR', …; NULL: their Discord client's language).
ALTER TABLE player_preferences ADD COLUMN language TEXT;
-- The player's Discord client locale as last seen on one of their interactions ('pt-BR', 'de',
-- …): what a DM to them speaks when they chose no language.
ALTER TABLE player_preferences ADD COLUMN discord_locale TEXT;
-- The language of the server's public posts, chosen with `/settings language` (NULL: the
-- server's own Discord language below, else English).
ALTER TABLE guild_settings ADD COLUMN language TEXT;
-- The server's Discord locale (`guild_locale`) as last seen on an interaction there.
ALTER TABLE guild_settings ADD COLUMN guild_locale TEXT;
