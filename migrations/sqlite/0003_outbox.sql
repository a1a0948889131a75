-- Durable announcements: what an accepted action must still tell people.
--
-- Every channel post, DM and prompt an action causes is written here in the same transaction as
-- the action, sent from here, and deleted once sent. A bot killed between the commit and the
-- send finds the row after a restart and sends it then: at least once, and exactly once unless
-- the process dies in the instant between Discord accepting a message and the row's deletion.
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id),
    -- The announcement as JSON (bot::outbox::Announcement). A private one may hold a secret
    -- (a pending move, a trap square): never log it.
    payload     TEXT    NOT NULL,
    -- The bot process sending it now: its instance name (stable across restarts) and run id
    -- (new at every start). A restarted instance takes over its previous run's rows at once.
    instance    TEXT    NOT NULL,
    owner       TEXT    NOT NULL,
    -- Unix seconds; after this any process may take the row over (its sender died or failed).
    lease_until BIGINT  NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    -- For a private note that could not be DMed (closed DMs): the player it waits for. It is
    -- then shown to them, privately, the next time they interact with the bot.
    held_for    BIGINT,
    created_at  BIGINT  NOT NULL
);
CREATE INDEX outbox_due ON outbox (lease_until);
CREATE INDEX outbox_held ON outbox (held_for) WHERE held_for IS NOT NULL;

-- Players of a game whose DMs are closed: said once per game in the channel, after which their
-- private prompts wait for them (outbox.held_for) and the channel posts carry a button that
-- shows them their private board.
CREATE TABLE closed_dms (
    game_id INTEGER NOT NULL REFERENCES games (id),
    user_id BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

-- Messages the bot posted that it may edit later, by purpose: e.g. `turn:<n>`, the channel
-- message of a simultaneous turn ("White has submitted"), edited into that turn's reveal.
CREATE TABLE posted_messages (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    purpose    TEXT    NOT NULL,
    channel_id BIGINT  NOT NULL,
    message_id BIGINT  NOT NULL,
    PRIMARY KEY (game_id, purpose)
);
