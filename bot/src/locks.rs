//! One sending lock per game, shared by every handler and worker of this process, so a game's
//! announcements go out one at a time and in order.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use tokio::sync::OwnedMutexGuard;

/// One lock per game, so a game's announcements are sent in order by one sender at a time.
#[derive(Debug, Default)]
pub struct GameLocks {
    locks: Mutex<HashMap<i64, Weak<tokio::sync::Mutex<()>>>>,
}

impl GameLocks {
    /// Waits for game `game_id`'s lock.
    pub async fn lock(&self, game_id: i64) -> OwnedMutexGuard<()> {
        let lock = {
            let mut locks = self.locks.lock().expect("game locks");
            locks.retain(|_, weak| weak.strong_count() > 0);
            match locks.get(&game_id).and_then(Weak::upgrade) {
                Some(lock) => lock,
                None => {
                    let lock = Arc::new(tokio::sync::Mutex::new(()));
                    locks.insert(game_id, Arc::downgrade(&lock));
                    lock
                }
            }
        };
        lock.lock_owned().await
    }
}
