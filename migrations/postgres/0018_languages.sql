-- The languages the bot speaks to each reader (`bot/src/words.rs`, `locales/`).

-- The language a player chose with `/preferences language` (a folder of `locales/`: 'es',
-- 'pt-BR', …; NULL: their Discord app's language).
ALTER TABLE player_preferences ADD COLUMN language TEXT;
-- The language of the server's public posts, chosen with `/settings language` (NULL: the
-- server's own Discord language, else English).
ALTER TABLE guild_settings ADD COLUMN language TEXT;

-- What Discord last said of a player's app language (`locale` on their interactions): what a DM
-- to them speaks when they chose none. Bookkeeping, not a choice: noted on any interaction,
-- even one refused.
CREATE TABLE user_locales (
    user_id BIGINT NOT NULL PRIMARY KEY,
    locale  TEXT   NOT NULL
);

-- What Discord last said of a server's language (`guild_locale`), likewise.
CREATE TABLE guild_locales (
    guild_id BIGINT NOT NULL PRIMARY KEY,
    locale   TEXT   NOT NULL
);
