-- Community play: games in threads, ratings, per-server settings, rematches, reminders.

-- A game played in a thread of its own: the channel the challenge was made in and the challenge
-- message there, which links to the thread and shows the result when the game ends. NULL for a
-- game played where it was challenged.
ALTER TABLE games ADD COLUMN parent_channel_id BIGINT;
ALTER TABLE games ADD COLUMN parent_message_id BIGINT;

-- Whether the game counts for ratings (two people; never a game against the computer).
ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;

-- The game a rematch of this one started (set once, by whichever click started it).
ALTER TABLE games ADD COLUMN rematch_game_id BIGINT;

-- Move reminders already sent for the current turn: 0 none, 1 the half-time one, 2 the last
-- call before the opponent may claim. Reset whenever a new turn starts.
ALTER TABLE games ADD COLUMN reminders_sent BIGINT NOT NULL DEFAULT 0;

-- Glicko-2 ratings, per server and variant.
CREATE TABLE ratings (
    guild_id   BIGINT NOT NULL,
    variant    TEXT   NOT NULL,
    user_id    BIGINT NOT NULL,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL,
    volatility REAL NOT NULL,
    games      BIGINT NOT NULL DEFAULT 0,
    wins       BIGINT NOT NULL DEFAULT 0,
    draws      BIGINT NOT NULL DEFAULT 0,
    losses     BIGINT NOT NULL DEFAULT 0,
    -- Consecutive wins (positive) or losses (negative); 0 after a draw.
    streak     BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, variant, user_id)
);
CREATE INDEX ratings_board ON ratings (guild_id, variant, rating);

-- The rating change of each rated game, written in the same transaction as the game's end. Its
-- primary key makes a second application impossible.
CREATE TABLE rating_changes (
    game_id      BIGINT NOT NULL PRIMARY KEY REFERENCES games (id),
    white_before REAL NOT NULL,
    white_after  REAL NOT NULL,
    black_before REAL NOT NULL,
    black_after  REAL NOT NULL
);

-- Per-server settings (`/settings`); a server without a row uses the defaults.
CREATE TABLE guild_settings (
    guild_id             BIGINT NOT NULL PRIMARY KEY,
    -- 1: each accepted challenge opens a thread for its game; 0: games live in the channel.
    threads              BIGINT NOT NULL DEFAULT 1,
    -- The default move time limit of new games (NULL: the bot's MOVE_TIME_LIMIT).
    move_time_limit_secs BIGINT,
    -- The variants that may be played, comma-separated ids (NULL: all).
    variants             TEXT
);

-- A player who asked for a rematch of a finished game; the other player's click starts it.
CREATE TABLE rematch_offers (
    game_id BIGINT NOT NULL REFERENCES games (id),
    user_id BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
