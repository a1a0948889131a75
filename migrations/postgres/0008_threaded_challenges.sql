-- A challenge whose game will be played in a thread of its own (the server plays games in
-- threads and the challenge was not made inside a thread) does not hold its channel: several
-- such challenges may be open in one channel at once. A game in progress in the channel, or a
-- challenge whose game will be played there, still holds it alone.
ALTER TABLE games ADD COLUMN threaded BIGINT NOT NULL DEFAULT 0;

DROP INDEX games_one_live_per_channel;
CREATE UNIQUE INDEX games_one_live_per_channel
    ON games (channel_id) WHERE status = 'active' OR (status = 'challenge' AND threaded = 0);
