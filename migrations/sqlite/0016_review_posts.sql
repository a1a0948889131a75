-- Rough edges (issue 35): a game's review is posted publicly once per channel; a later /review
-- there answers privately with a link to that post. A row is claimed (message_id NULL) before
-- the post is sent, so two calls at once post once; a claim left by a process killed before it
-- posted is taken over after a minute.
CREATE TABLE review_posts (
    game_id    BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    message_id BIGINT,
    -- Unix seconds.
    claimed_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, channel_id)
);
