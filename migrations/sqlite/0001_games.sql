-- Games and their move logs, for SQLite (the default). Apart from the AUTOINCREMENT id (an
-- identity column in PostgreSQL) the schema is standard SQL.
-- Discord ids are stored as signed 64-bit integers (the same bits as the unsigned snowflake).

CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    variant       TEXT    NOT NULL,
    guild_id      BIGINT,
    channel_id    BIGINT  NOT NULL,
    white_id      BIGINT  NOT NULL,
    black_id      BIGINT  NOT NULL,
    challenger_id BIGINT  NOT NULL,
    -- rules::Match::to_json(); may hold a pending secret move, so never log it.
    state         TEXT    NOT NULL,
    -- Bumped by every committed change; writers check it (optimistic locking).
    version       BIGINT  NOT NULL DEFAULT 0,
    status        TEXT    NOT NULL
        CHECK (status IN ('challenge', 'active', 'finished', 'declined', 'cancelled')),
    result        TEXT,
    created_at    TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at    TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- One live game (open challenge or game in progress) per channel, enforced by the database.
CREATE UNIQUE INDEX games_one_live_per_channel
    ON games (channel_id) WHERE status IN ('challenge', 'active');

CREATE INDEX games_by_white ON games (white_id, status);
CREATE INDEX games_by_black ON games (black_id, status);

-- Every accepted action, in order. Secret actions are logged here too (the database is private).
CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL,
    side       TEXT    NOT NULL,
    user_id    BIGINT  NOT NULL,
    notation   TEXT    NOT NULL,
    created_at TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP,
    PRIMARY KEY (game_id, seq)
);
