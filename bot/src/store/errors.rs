//! What can go wrong in the store, classified where the database speaks: a refusal the schema
//! makes (a channel's one live game, a lost version race), the database being unavailable
//! (unreachable, restarting, its file locked: nothing was done, try again later), or anything
//! else.

use std::fmt;

/// What can go wrong in the store.
#[derive(Debug)]
pub enum StoreError {
    /// The channel already has a live game (the partial unique index said no).
    ChannelBusy,
    /// Someone else changed the game since it was loaded.
    Conflict,
    /// The database cannot be reached or used right now (see [`is_unavailable`]): nothing was
    /// done.
    Unavailable(sqlx::Error),
    /// Any other database failure.
    Db(sqlx::Error),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::ChannelBusy => f.write_str("this channel already has a game"),
            StoreError::Conflict => f.write_str("the game changed while this action was checked"),
            StoreError::Unavailable(e) => write!(f, "the database is unavailable: {e}"),
            StoreError::Db(e) => write!(f, "database error: {e}"),
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Db(e) | StoreError::Unavailable(e) => Some(e),
            _ => None,
        }
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        if is_unavailable(&e) {
            StoreError::Unavailable(e)
        } else {
            StoreError::Db(e)
        }
    }
}

/// Whether `e` means the database cannot be reached or used right now (rather than a bad query
/// or bad data): the pool timed out or was closed, the connection broke, PostgreSQL is shutting
/// down or starting (class 08, 57P01-57P03) or cancelled a statement that ran past its time
/// limit (57014), or SQLite's file stayed locked (SQLITE_BUSY, SQLITE_LOCKED and their extended
/// codes).
pub fn is_unavailable(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(db) => {
            let code = db.code().unwrap_or_default();
            sqlite_busy(&code)
                || code.starts_with("08")
                || matches!(&*code, "57P01" | "57P02" | "57P03" | "57014")
                || db.message().contains("database is locked")
        }
        _ => false,
    }
}

/// Whether `code` is SQLite's SQLITE_BUSY or SQLITE_LOCKED, or one of their extended codes.
/// SQLite's codes are numbers of at most four digits; PostgreSQL's SQLSTATEs have five
/// characters, some all digits (42501, insufficient privilege), which must not read as SQLite's.
fn sqlite_busy(code: &str) -> bool {
    code.len() <= 4 && code.parse::<i32>().is_ok_and(|c| matches!(c & 0xff, 5 | 6))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_sqlites_busy_and_locked_codes_read_as_busy() {
        for busy in ["5", "6", "261", "517", "262"] {
            assert!(sqlite_busy(busy), "{busy}");
        }
        for other in ["1", "19", "2067", "42501", "22021", "08006", "57P01"] {
            assert!(!sqlite_busy(other), "{other}");
        }
    }
}
