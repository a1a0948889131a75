-- Computer reviews of finished games (/review) and players' puzzle records (/puzzle).

-- One stored review per finished game, so a second /review answers at once. `review` is the
-- review as JSON (ai::review::Review: every action's expected scores, the search's preferred
-- action and line); a finished game never changes, so the review never goes stale.
CREATE TABLE reviews (
    game_id    BIGINT NOT NULL PRIMARY KEY,
    review     TEXT   NOT NULL,
    -- Unix seconds.
    created_at BIGINT NOT NULL
);

-- Each puzzle a player answered: `puzzle` is the puzzle's id in the shipped data; `solved` 1 if
-- the first answer was the solution, else 0. A puzzle counts once (the first answer).
CREATE TABLE puzzle_attempts (
    user_id     BIGINT NOT NULL,
    puzzle      TEXT   NOT NULL,
    solved      BIGINT NOT NULL,
    -- Unix seconds.
    answered_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, puzzle)
);
