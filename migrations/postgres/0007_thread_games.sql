-- Games played in threads under a channel, newest last: `/export`, `/history` and `/board` in
-- the channel find its last game even when that game lived in a thread.
CREATE INDEX games_by_parent_channel ON games (parent_channel_id, id)
    WHERE parent_channel_id IS NOT NULL;
