//! Every interaction's final answer within Discord's 3 seconds, whatever the database does: a
//! service call made for an interaction runs under [`bounded`], which cuts it off once the
//! interaction's budget is spent and says what that left behind (see `crate::store::within`):
//! nothing done (the player may try again), or a change whose commit the database did not
//! confirm (the player is told so, never "not played").

use crate::service::ServiceError;
use crate::store::INTERACTION_BUDGET;
use std::future::Future;
use std::time::{Duration, Instant};

tokio::task_local! {
    /// When the interaction being handled arrived (set around a button's handling).
    static STARTED: Instant;
}

/// Runs `f`, the handling of an interaction that arrived at `started`: service calls in it made
/// through [`bounded_here`] share that interaction's budget.
pub async fn scoped<F: Future>(started: Instant, f: F) -> F::Output {
    STARTED.scope(started, f).await
}

/// [`bounded`] for the interaction being handled (see [`scoped`]; outside one, from now).
pub async fn bounded_here<T>(
    work: impl Future<Output = Result<T, ServiceError>>,
) -> Result<T, ServiceError> {
    let started = STARTED.try_with(|s| *s).unwrap_or_else(|_| Instant::now());
    bounded(started, work).await
}

/// The least time a service call is given, however late it starts.
const AT_LEAST: Duration = Duration::from_millis(300);

/// Runs `work`, a service call for an interaction that arrived at `started`, within what is
/// left of the interaction's budget.
pub async fn bounded<T>(
    started: Instant,
    work: impl Future<Output = Result<T, ServiceError>>,
) -> Result<T, ServiceError> {
    let left = INTERACTION_BUDGET
        .saturating_sub(started.elapsed())
        .max(AT_LEAST);
    crate::service::within_budget(left, work).await
}
