-- Learning and a player's own settings.

-- The lessons of the guided courses (/learn) each player has solved, so /learn resumes where they
-- left off. `lesson` is the lesson's stable id in the course data (learn/courses/<variant>.toml).
CREATE TABLE lesson_progress (
    user_id BIGINT NOT NULL,
    variant TEXT   NOT NULL,
    lesson  TEXT   NOT NULL,
    -- Unix seconds.
    done_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, variant, lesson)
);

-- A player's own settings (/preferences); a player without a row has the defaults.
CREATE TABLE player_preferences (
    user_id BIGINT NOT NULL PRIMARY KEY,
    -- The colours of the player's private boards and lessons: 'standard' or 'colour-blind'.
    scheme  TEXT   NOT NULL DEFAULT 'standard'
);
