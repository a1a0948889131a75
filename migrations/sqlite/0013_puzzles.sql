-- /puzzle: the puzzle each player has open (answered with /move), and the order of their
-- answers (their streaks).

-- The puzzle a player was last shown and has not answered yet: `/move` answers it when they
-- have no game to move in. One per player; a restart keeps it.
CREATE TABLE open_puzzles (
    user_id   BIGINT NOT NULL PRIMARY KEY,
    variant   TEXT   NOT NULL,
    -- The puzzle's id in the shipped data.
    puzzle    TEXT   NOT NULL,
    -- Unix seconds.
    opened_at BIGINT NOT NULL
);

-- The player's answers numbered 1, 2, … in the order given (answers in the same second stay in
-- order), so streaks are counted from the latest.
ALTER TABLE puzzle_attempts ADD COLUMN seq BIGINT NOT NULL DEFAULT 0;
