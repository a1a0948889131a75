-- The move time limit and the turn clock, for win-on-time claims (`/claim`).
-- Times are Unix seconds (UTC), so the bot compares them without parsing dates.

-- The limit in force for this game, fixed when the game starts (MOVE_TIME_LIMIT then).
ALTER TABLE games ADD COLUMN move_time_limit_secs BIGINT NOT NULL DEFAULT 86400;

-- When the current turn began: set when the game starts and whenever a turn resolves or passes
-- to the other side. NULL until the game starts.
ALTER TABLE games ADD COLUMN turn_started_at BIGINT;

-- Games already in progress start their clock now. (SQLite's strftime; on PostgreSQL this is
-- CAST(EXTRACT(EPOCH FROM now()) AS BIGINT).)
UPDATE games SET turn_started_at = CAST(strftime('%s', 'now') AS INTEGER) WHERE status = 'active';
