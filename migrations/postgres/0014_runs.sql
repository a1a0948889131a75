-- Which bot processes are alive (issue 29, overlapping deploys). Every start of the bot is a
-- run with an id of its own (`instance/random`, the instance being its shard range). A run
-- renews `alive_until` while it lives (every third of WORK_LEASE) and deletes its row when it
-- stops cleanly, after the work in flight is done ("goodbye"). Another process takes over the
-- outbox rows and computer turns a run owns only once that run is gone: its row deleted, or
-- not renewed since `alive_until`. The name alone never hands work over, so a new deploy that
-- overlaps the old process does not send what the old one is still sending.
CREATE TABLE runs (
    run         TEXT   PRIMARY KEY,
    instance    TEXT   NOT NULL,
    started_at  BIGINT NOT NULL,
    alive_until BIGINT NOT NULL
);
