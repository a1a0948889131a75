-- A lobby game's two homes are found from its two threads (the game's channel and its second
-- home), to speak each home's server language in its thread (`bot/src/service/languages.rs`).
CREATE INDEX lobby_pairings_by_threads ON lobby_pairings (white_thread_id, black_thread_id)
    WHERE white_thread_id IS NOT NULL;
