-- Indexes for the background workers' polls, so that they never read every game's state (a
-- game's row is mostly its state; a scan of them all each second was the bot's main cost under
-- load).

-- The computer's due turns, in the order they are played.
CREATE INDEX games_computer_turns ON games (computer_due, id)
    WHERE status = 'active' AND computer_due IS NOT NULL;

-- Turn clocks of games in progress: the reminder poll finds the games due a reminder in this
-- index alone (it holds every column the poll tests), then reads only those games.
CREATE INDEX games_turn_clocks ON games (turn_started_at, move_time_limit_secs, reminders_sent, status)
    WHERE status = 'active';

-- A channel's games, newest last (/history after a game has ended).
CREATE INDEX games_by_channel ON games (channel_id, id);

-- One game's announcements in order (the courier sends them one after another).
CREATE INDEX outbox_by_game ON outbox (game_id, id);
