-- Games against the computer: which side it plays and how strongly. NULL in games between two
-- people.
ALTER TABLE games ADD COLUMN computer_side TEXT;
ALTER TABLE games ADD COLUMN computer_level TEXT;

-- The computer's turn as background work: when it is due (Unix seconds; NULL when it is not the
-- computer's turn), and which process is thinking about it until when, so one process plays
-- each move and another takes over if that one dies.
ALTER TABLE games ADD COLUMN computer_due BIGINT;
ALTER TABLE games ADD COLUMN computer_owner TEXT;
ALTER TABLE games ADD COLUMN computer_lease_until BIGINT;
