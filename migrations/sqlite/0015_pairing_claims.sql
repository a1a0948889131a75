-- Production faults (issue 34): a tournament game's start is claimed before anything is posted
-- for it, and what is posted is recorded at once, so a process killed in the middle never
-- posts a pairing's entry twice or leaves a second, empty thread behind. A claim belongs to a
-- run (see `runs`) until `claimed_until`; another process takes it over only once the run is
-- gone or the claim has run out, and then reuses the entry and thread already recorded.
ALTER TABLE tournament_games ADD COLUMN claimed_by TEXT;
ALTER TABLE tournament_games ADD COLUMN claimed_until BIGINT;
-- The message pinging both players, and the game's thread (started from that message).
ALTER TABLE tournament_games ADD COLUMN entry_message_id BIGINT;
ALTER TABLE tournament_games ADD COLUMN thread_id BIGINT;

-- A game's result reaches its pairing in the transaction that finishes the game (the worker's
-- poll no longer reads every game of a round): the results of games already over are filled
-- in here once.
UPDATE tournament_games SET outcome = (
    SELECT CASE
        WHEN g.result LIKE 'White wins%' THEN 'white'
        WHEN g.result LIKE 'Black wins%' THEN 'black'
        ELSE 'draw'
    END
    FROM games g WHERE g.id = tournament_games.game_id
)
WHERE outcome IS NULL AND game_id IS NOT NULL
  AND EXISTS (SELECT 1 FROM games g WHERE g.id = tournament_games.game_id AND g.status = 'finished');
