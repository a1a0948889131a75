//! The move time limit and win-on-time claims (`/claim`), against a real SQLite file. The clock
//! is a hand-moved counter, so nothing sleeps.

use bot::service::{Clock, Ended, Place, Service, ServiceError, Target};
use rules::{Match, RuleError, Side, ToAct, VariantId};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

const GUILD: u64 = 1;
const CHANNEL: u64 = 100;
const ALICE: u64 = 1001; // challenger: White
const BOB: u64 = 1002; // challenged: Black
const CAROL: u64 = 1003; // a stranger

/// The move time limit of these tests: one hour.
const LIMIT: i64 = 3_600;
/// When the tests' games start (Unix seconds).
const START: i64 = 1_700_000_000;

/// A service with a one-hour limit and a clock the test moves by hand.
async fn open(db: &str) -> (Service, Arc<AtomicI64>) {
    let now = Arc::new(AtomicI64::new(START));
    let read = now.clone();
    let service = Service::open(db)
        .await
        .expect("store opens")
        .with_move_time_limit(Duration::from_secs(LIMIT as u64))
        .with_clock(Clock::from_fn(move || read.load(Ordering::SeqCst)));
    (service, now)
}

/// A started game of `variant` between Alice (White) and Bob (Black) in `CHANNEL`.
async fn started(service: &Service, variant: VariantId) -> i64 {
    let challenge = service
        .challenge_seeded(variant, Some(GUILD), CHANNEL, ALICE, BOB, false, 7)
        .await
        .expect("challenge");
    service
        .accept(challenge.game_id, BOB)
        .await
        .expect("accept");
    challenge.game_id
}

/// The stored match of game `id`.
async fn stored(service: &Service, id: i64) -> Match {
    let row = service.store().game(id).await.unwrap().unwrap();
    Match::from_json(&row.state).unwrap()
}

/// The stored row as (state, version, status, turn_started_at).
async fn snapshot(service: &Service, id: i64) -> (String, i64, String, Option<i64>) {
    let row = service.store().game(id).await.unwrap().unwrap();
    (row.state, row.version, row.status, row.turn_started_at)
}

fn user(side: Side) -> u64 {
    match side {
        Side::White => ALICE,
        Side::Black => BOB,
    }
}

/// Plays the first legal action of `side`, returning its notation.
async fn play_first(service: &Service, id: i64, side: Side) -> String {
    let action = stored(service, id).await.legal(side)[0].notation.clone();
    service
        .play(&Target::channel(CHANNEL), user(side), &action)
        .await
        .expect("legal action plays");
    action
}

async fn the_limit_and_clock_are_stored_when_the_game_starts(db: &str) {
    let (service, _) = open(db).await;
    let id = started(&service, VariantId::Oracle).await;
    let row = service.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.move_time_limit_secs, LIMIT);
    assert_eq!(row.turn_started_at, Some(START));
}

async fn a_claim_too_early_is_refused_and_changes_nothing_then_wins_after_the_limit(db: &str) {
    let (service, now) = open(db).await;
    let id = started(&service, VariantId::Oracle).await;
    let here = Target::channel(CHANNEL);
    let mover = match stored(&service, id).await.to_act() {
        ToAct::Side(s) => s,
        other => panic!("Oracle is turn-based, got {other:?}"),
    };
    let claimant = mover.opponent();
    let before = snapshot(&service, id).await;

    now.store(START + LIMIT - 60, Ordering::SeqCst);
    let early = service.claim(&here, user(claimant)).await.unwrap_err();
    match &early {
        ServiceError::TooEarlyToClaim {
            game, left, limit, ..
        } => {
            assert_eq!((*game, *left, *limit), (id, 60, LIMIT));
            let text = early.to_string();
            // A Discord timestamp, which stays true as time passes (not "1m left").
            let until = START + LIMIT;
            assert!(
                text.contains(&format!("<t:{until}:R>")),
                "says when the time runs out: {text}"
            );
            assert!(text.contains("1h"), "says the limit: {text}");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(early.is_refusal());
    // The side to move can never claim, early or late.
    now.store(START + 10 * LIMIT, Ordering::SeqCst);
    assert!(matches!(
        service.claim(&here, user(mover)).await,
        Err(ServiceError::CannotClaim(RuleError::NotYourTurn { side, .. })) if side == mover
    ));
    assert_eq!(
        snapshot(&service, id).await,
        before,
        "refusals change nothing"
    );
    assert!(service.store().actions(id).await.unwrap().is_empty());

    now.store(START + LIMIT, Ordering::SeqCst);
    let update = service.claim(&here, user(claimant)).await.unwrap();
    assert!(update
        .public_text()
        .contains(&format!("{claimant} wins on time")));
    assert!(!update.secret);
    assert_eq!(
        update.finished.as_deref(),
        Some(&*format!("{claimant} wins: on time"))
    );
    let (_, version, status, _) = snapshot(&service, id).await;
    assert_eq!((version, status.as_str()), (before.1 + 1, "finished"));
    let m = stored(&service, id).await;
    assert_eq!(m.outcome().and_then(|o| o.winner), Some(claimant));
    let actions = service.store().actions(id).await.unwrap();
    assert_eq!(actions.len(), 1);
    assert_eq!(actions[0].side, claimant.name());
    // Over is over.
    let over = service.claim(&Target::game(id), user(claimant)).await;
    assert!(
        matches!(
            &over,
            Err(ServiceError::GameOver(Some(Ended { result: Some(r), .. }))) if r.contains("wins: on time")
        ),
        "a refusal about a finished game says how it ended: {over:?}"
    );
}

async fn a_stranger_cannot_claim(db: &str) {
    let (service, now) = open(db).await;
    let id = started(&service, VariantId::Apocalypse).await;
    play_first(&service, id, Side::White).await;
    now.store(START + 2 * LIMIT, Ordering::SeqCst);
    let before = snapshot(&service, id).await;
    assert_eq!(
        service.claim(&Target::channel(CHANNEL), CAROL).await,
        Err(ServiceError::NotYourGame(id))
    );
    assert_eq!(snapshot(&service, id).await, before);
}

async fn apocalypse_nobody_can_claim_before_anyone_submitted(db: &str) {
    let (service, now) = open(db).await;
    let id = started(&service, VariantId::Apocalypse).await;
    now.store(START + 5 * LIMIT, Ordering::SeqCst);
    let before = snapshot(&service, id).await;
    for who in [ALICE, BOB] {
        match service.claim(&Target::channel(CHANNEL), who).await {
            Err(e @ ServiceError::CannotClaim(_)) => {
                assert!(e.to_string().contains("nobody can claim"), "{e}")
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
    }
    assert_eq!(snapshot(&service, id).await, before);
}

async fn apocalypse_only_the_submitter_claims_and_the_pending_move_stays_secret(db: &str) {
    let (service, now) = open(db).await;
    let id = started(&service, VariantId::Apocalypse).await;
    let here = Target::channel(CHANNEL);
    // Bob submits late in the turn: the clock still runs from the start of the turn.
    now.store(START + LIMIT - 5, Ordering::SeqCst);
    let secret = play_first(&service, id, Side::Black).await;
    assert_eq!(
        snapshot(&service, id).await.3,
        Some(START),
        "a submission does not restart the turn clock"
    );
    assert!(matches!(
        service.claim(&here, BOB).await,
        Err(ServiceError::TooEarlyToClaim { left: 5, .. })
    ));
    now.store(START + LIMIT, Ordering::SeqCst);
    assert!(
        matches!(
            service.claim(&here, ALICE).await,
            Err(ServiceError::CannotClaim(_))
        ),
        "the player who has not submitted cannot claim"
    );
    let update = service.claim(&here, BOB).await.unwrap();
    // It says what happened first (White's time ran out), then who claimed it.
    let said = update.public_text();
    assert!(
        said.contains("White ran out of time: Black wins on time.") && said.contains("Claimed by"),
        "{said}"
    );
    assert!(!said.contains("claims the game"), "{said}");
    assert!(!update.public_text().contains(&secret));
    assert!(!update.ack.text.contains(&secret));
    assert!(update.private().is_empty());
    let history = service.history(&here, CAROL).await.unwrap();
    assert!(history.contains("Black wins: on time"), "{history}");
    assert!(
        !history.contains(&secret),
        "pending move unrevealed: {history}"
    );
    assert!(stored(&service, id).await.history().is_empty());
}

async fn the_turn_clock_restarts_when_a_turn_resolves(db: &str) {
    let (service, now) = open(db).await;
    let id = started(&service, VariantId::Apocalypse).await;
    now.store(START + 100, Ordering::SeqCst);
    play_first(&service, id, Side::White).await;
    now.store(START + 200, Ordering::SeqCst);
    play_first(&service, id, Side::Black).await;
    assert_eq!(stored(&service, id).await.history().len(), 1);
    assert_eq!(snapshot(&service, id).await.3, Some(START + 200));

    // A new turn: White submits; the limit counts from the resolution, not from the game start.
    play_first(&service, id, Side::White).await;
    now.store(START + LIMIT + 100, Ordering::SeqCst);
    match service.claim(&Target::game(id), ALICE).await {
        Err(e @ ServiceError::TooEarlyToClaim { left: 100, .. }) => {
            let until = START + 200 + LIMIT;
            assert!(e.to_string().contains(&format!("<t:{until}:R>")), "{e}")
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    now.store(START + LIMIT + 200, Ordering::SeqCst);
    let update = service.claim(&Target::game(id), ALICE).await.unwrap();
    assert!(update.public_text().contains("White wins on time"));
}

async fn a_turn_based_move_restarts_the_clock_for_the_other_side(db: &str) {
    let (service, now) = open(db).await;
    let id = started(&service, VariantId::Oracle).await;
    let mover = match stored(&service, id).await.to_act() {
        ToAct::Side(s) => s,
        other => panic!("Oracle is turn-based, got {other:?}"),
    };
    now.store(START + 2 * LIMIT, Ordering::SeqCst);
    play_first(&service, id, mover).await;
    assert_eq!(snapshot(&service, id).await.3, Some(START + 2 * LIMIT));
    // The late mover's opponent now has a fresh hour, so the late mover cannot claim yet.
    now.store(START + 3 * LIMIT - 1, Ordering::SeqCst);
    assert!(matches!(
        service.claim(&Target::channel(CHANNEL), user(mover)).await,
        Err(ServiceError::TooEarlyToClaim { left: 1, .. })
    ));
    now.store(START + 3 * LIMIT, Ordering::SeqCst);
    assert!(service
        .claim(&Target::channel(CHANNEL), user(mover))
        .await
        .is_ok());
}

async fn a_claim_from_a_direct_message_finds_the_game(db: &str) {
    let (service, now) = open(db).await;
    let id = started(&service, VariantId::Apocalypse).await;
    play_first(&service, id, Side::White).await;
    now.store(START + LIMIT, Ordering::SeqCst);
    let direct = Target {
        place: Place::Direct,
        game: Some(id),
        lang: bot::words::Lang::En,
    };
    let update = service.claim(&direct, ALICE).await.unwrap();
    assert_eq!(
        update.channel_id, CHANNEL,
        "the result is posted in the game's channel"
    );
}

#[macro_use]
mod backends;

on_both_databases!(
    the_limit_and_clock_are_stored_when_the_game_starts,
    a_claim_too_early_is_refused_and_changes_nothing_then_wins_after_the_limit,
    a_stranger_cannot_claim,
    apocalypse_nobody_can_claim_before_anyone_submitted,
    apocalypse_only_the_submitter_claims_and_the_pending_move_stays_secret,
    the_turn_clock_restarts_when_a_turn_resolves,
    a_turn_based_move_restarts_the_clock_for_the_other_side,
    a_claim_from_a_direct_message_finds_the_game,
);
