-- The lobby across servers (issue 37): seeks, pairings with two homes, blocks, global ratings.

-- The channel of this server's lobby games (each played in a thread of it); NULL: the server
-- has not opted in (the default), or has left the lobby.
ALTER TABLE guild_settings ADD COLUMN lobby_channel_id BIGINT;

-- A player looking for an opponent in any server of the lobby. At most one open seek per
-- player. A seek is matched, cancelled or expired exactly once: every change is an UPDATE
-- guarded by `status = 'open'`, so of two players taking the same seek at once one wins.
CREATE TABLE seeks (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id              BIGINT NOT NULL,
    guild_id             BIGINT NOT NULL,
    -- The lobby channel of the seeker's server when the seek was made (their game's home).
    channel_id           BIGINT NOT NULL,
    -- The seeker's display name, the only thing of theirs another server sees.
    name                 TEXT   NOT NULL,
    variant              TEXT   NOT NULL,
    rated                BIGINT NOT NULL,
    move_time_limit_secs BIGINT NOT NULL,
    -- The seeker's global rating of the variant when they sought.
    rating               REAL   NOT NULL,
    -- Unix seconds.
    created_at           BIGINT NOT NULL,
    expires_at           BIGINT NOT NULL,
    status               TEXT   NOT NULL
        CHECK (status IN ('open', 'matched', 'cancelled', 'expired')),
    -- The pairing a matched seek became.
    pairing_id           BIGINT
);
CREATE UNIQUE INDEX seeks_one_open_per_player ON seeks (user_id) WHERE status = 'open';
CREATE INDEX seeks_open ON seeks (variant, created_at) WHERE status = 'open';

-- Two players paired by the lobby, and the two homes of their game: a thread in each
-- player's server's lobby channel. Like a tournament's pairing, its start is claimed by a
-- live run before anything is posted, and each entry message and thread is recorded as soon
-- as it exists, so a process killed in between neither loses nor doubles them.
CREATE TABLE lobby_pairings (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    variant              TEXT   NOT NULL,
    rated                BIGINT NOT NULL,
    move_time_limit_secs BIGINT NOT NULL,
    white_id             BIGINT NOT NULL,
    white_name           TEXT   NOT NULL,
    white_guild_id       BIGINT NOT NULL,
    white_channel_id     BIGINT NOT NULL,
    white_entry_id       BIGINT,
    white_thread_id      BIGINT,
    black_id             BIGINT NOT NULL,
    black_name           TEXT   NOT NULL,
    black_guild_id       BIGINT NOT NULL,
    black_channel_id     BIGINT NOT NULL,
    black_entry_id       BIGINT,
    black_thread_id      BIGINT,
    claimed_by           TEXT,
    claimed_until        BIGINT,
    -- The game, once started (set in the transaction that inserts it: started once).
    game_id              BIGINT,
    created_at           BIGINT NOT NULL
);
CREATE INDEX lobby_pairings_waiting ON lobby_pairings (id) WHERE game_id IS NULL;

-- A lobby game's second home: Black's thread (White's is `channel_id`), and the players' display
-- names, shown instead of mentions (which do not resolve in another server).
ALTER TABLE games ADD COLUMN away_channel_id BIGINT;
ALTER TABLE games ADD COLUMN white_name TEXT;
ALTER TABLE games ADD COLUMN black_name TEXT;
CREATE INDEX games_by_away_channel ON games (away_channel_id) WHERE away_channel_id IS NOT NULL;

-- Players one will never be paired with by the lobby (either way round).
CREATE TABLE blocks (
    user_id    BIGINT NOT NULL,
    blocked_id BIGINT NOT NULL,
    PRIMARY KEY (user_id, blocked_id)
);
