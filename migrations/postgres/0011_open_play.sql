-- Open and casual play (issue 28).

-- An open challenge: made with no opponent, the first member to accept takes the empty seat
-- (stored as user 0 until then). 1 for a challenge made open, kept after it is taken.
ALTER TABLE games ADD COLUMN open_seat BIGINT NOT NULL DEFAULT 0;
-- When an open challenge nobody accepted expires (Unix seconds); NULL for other games.
ALTER TABLE games ADD COLUMN expires_at BIGINT;
-- The challenge message in its channel, so an expired open challenge's message can say so.
ALTER TABLE games ADD COLUMN challenge_message_id BIGINT;
-- The pending draw offer: the side that offered it and the game version it was offered at (a
-- move made since makes it stale). NULL when none is pending. Stored so a restart or another
-- process knows it.
ALTER TABLE games ADD COLUMN draw_offer_side TEXT;
ALTER TABLE games ADD COLUMN draw_offer_version BIGINT;

-- The expiry worker's poll: open challenges by their expiry.
CREATE INDEX games_open_expiry ON games (expires_at) WHERE status = 'challenge';

-- How long an open challenge waits for someone to accept it (NULL: 30 minutes).
ALTER TABLE guild_settings ADD COLUMN open_challenge_secs BIGINT;
-- 1: `/play` makes casual (unrated) games unless `rated:true` is given; 0: rated (the default).
ALTER TABLE guild_settings ADD COLUMN casual BIGINT NOT NULL DEFAULT 0;
