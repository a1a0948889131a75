-- Swiss tournaments (issue 28): the tournament, its players, rounds, pairings and results.
-- Pairing and standings are computed by the `swiss` crate from these rows; nothing is kept in
-- memory, so a restart or a second process carries on where the database says.

CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        BIGINT NOT NULL,
    channel_id      BIGINT NOT NULL,
    name            TEXT   NOT NULL,
    variant         TEXT   NOT NULL,
    rounds          BIGINT NOT NULL,
    -- The move time limit of its games (a game not started by then is lost by the player to move).
    time_limit_secs BIGINT NOT NULL,
    rated           BIGINT NOT NULL,
    organiser_id    BIGINT NOT NULL,
    -- When it starts by itself (Unix seconds); NULL: when the organiser says `start`.
    starts_at       BIGINT,
    status          TEXT   NOT NULL
        CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    -- The round being played (0 before the first); stepped once per round, with its pairings.
    current_round   BIGINT NOT NULL DEFAULT 0,
    -- The announcement with Join and Leave, edited as entries come and go.
    message_id      BIGINT,
    -- 1 once the final standings have been posted.
    announced_end   BIGINT NOT NULL DEFAULT 0
);
-- One running (or open for entries) tournament per channel, enforced by the database.
CREATE UNIQUE INDEX tournaments_one_per_channel
    ON tournaments (channel_id) WHERE status IN ('open', 'running');
-- The worker's poll: tournaments that may have something to do.
CREATE INDEX tournaments_live ON tournaments (status, starts_at);

-- Its entrants. The computer (at most one per tournament) is the bot's own user id with a level.
CREATE TABLE tournament_players (
    tournament_id  BIGINT NOT NULL REFERENCES tournaments (id),
    user_id        BIGINT NOT NULL,
    computer_level TEXT,
    -- The order entrants joined in (1, 2, …).
    entry_order    BIGINT NOT NULL DEFAULT 0,
    -- Set from the ratings when the tournament starts (1 is the top seed); 0 before.
    seed           BIGINT NOT NULL DEFAULT 0,
    withdrawn      BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, user_id)
);

-- The pairings of every round, written once when the round is paired (the primary key and the
-- tournament's `current_round` step make pairing a round idempotent across processes), and their
-- results. `black_id` NULL is the bye. `game_id` is set in the same transaction that starts the
-- game; `outcome` ('white', 'draw', 'black', 'bye') when it ends.
CREATE TABLE tournament_games (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    round         BIGINT NOT NULL,
    board         BIGINT NOT NULL,
    white_id      BIGINT NOT NULL,
    black_id      BIGINT,
    game_id       BIGINT REFERENCES games (id),
    outcome       TEXT,
    PRIMARY KEY (tournament_id, round, board)
);
CREATE INDEX tournament_games_by_game ON tournament_games (game_id);

-- A role whose members may organise tournaments besides those who may manage the server
-- (`/settings organiser_role`); NULL: none.
ALTER TABLE guild_settings ADD COLUMN organiser_role BIGINT;
