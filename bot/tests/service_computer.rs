//! Games against the computer through the service, on SQLite and PostgreSQL: they start at
//! once, the computer's turns are claimed once and played like a person's action, its secret
//! moves stay secret, and the games are never rated.

use bot::service::{ChallengeRequest, Clock, ComputerRequest, Service, ServiceError, Target};
use bot::store::{Placement, Store};
use rules::{Side, VariantId};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

const GUILD: u64 = 7;
const ALICE: u64 = 1001;
const BOT: u64 = 900;
const START: i64 = 1_700_000_000;

/// A service on `db` with a hand-moved clock and a small search (fast tests).
async fn open(db: &str) -> (Service, Arc<AtomicI64>) {
    let now = Arc::new(AtomicI64::new(START));
    let read = Arc::clone(&now);
    let service = Service::new(Store::open(db).await.unwrap())
        .with_clock(Clock::from_fn(move || read.load(Ordering::SeqCst)))
        .with_computer_iterations(Some(40));
    (service, now)
}

fn request(variant: VariantId, channel: u64) -> ChallengeRequest {
    ChallengeRequest::new(variant, Some(GUILD), channel, ALICE, BOT, true)
}

fn computer(human_side: Side) -> ComputerRequest {
    ComputerRequest {
        level: ai::Level::Easy,
        human_side: Some(human_side),
        bot_user: BOT,
    }
}

/// Claims the computer's turn, searches and plays it; returns the update.
async fn computer_plays(service: &Service) -> bot::service::Update {
    let turn = service
        .claim_computer_turn()
        .await
        .unwrap()
        .expect("the computer is to act");
    let choice = turn.choose().expect("the computer finds an action");
    service
        .play_computer(&turn, &choice.notation)
        .await
        .unwrap()
}

async fn the_computer_answers_each_move_and_the_game_is_not_rated(db: &str) {
    let (service, _) = open(db).await;
    let start = service
        .start_computer_game(
            &request(VariantId::Oracle, 10),
            &computer(Side::White),
            None,
        )
        .await
        .unwrap();
    let text = start.public_text();
    assert!(text.contains("against the computer (easy)"), "{text}");
    assert!(text.contains("the computer (Black)"), "{text}");
    assert_eq!(
        start.public().unwrap().ping,
        vec![ALICE],
        "only the person is pinged"
    );
    assert!(start.private().is_empty(), "no prompt for the computer");
    let row = service.store().game(start.game_id).await.unwrap().unwrap();
    assert_eq!((row.status.as_str(), row.rated), ("active", 0));
    // Alice is to move: nothing for the computer.
    assert!(service.claim_computer_turn().await.unwrap().is_none());
    for action in ["e2e3", "g1f3", "b1c3"] {
        service
            .play(&Target::channel(10), ALICE, action)
            .await
            .unwrap();
        let answer = computer_plays(&service).await;
        assert!(
            answer.public_text().contains("<@1001> (White) to move") || answer.finished.is_some(),
            "{}",
            answer.public_text()
        );
        assert!(
            service.claim_computer_turn().await.unwrap().is_none(),
            "its turn is over"
        );
    }
    let actions = service.store().actions(start.game_id).await.unwrap();
    assert_eq!(actions.len(), 6);
    assert!(actions
        .iter()
        .skip(1)
        .step_by(2)
        .all(|a| a.side == "Black" && a.user_id == BOT as i64));
    // No draw offers to the computer; history says whom the game is against.
    assert!(matches!(
        service.offer_draw(&Target::channel(10), ALICE).await,
        Err(ServiceError::ComputerTakesNoDraws)
    ));
    let history = service.history(&Target::channel(10), ALICE).await.unwrap();
    assert!(
        history.contains("against the computer (easy), not rated"),
        "{history}"
    );
    service.resign(&Target::channel(10), ALICE).await.unwrap();
    assert_eq!(
        service.store().rating_change(start.game_id).await.unwrap(),
        None
    );
    assert!(service
        .store()
        .ratings_of(GUILD as i64, ALICE as i64)
        .await
        .unwrap()
        .is_empty());
}

async fn the_computer_submits_first_in_apocalypse_and_keeps_its_move_secret(db: &str) {
    let (service, _) = open(db).await;
    let start = service
        .start_computer_game(
            &request(VariantId::Apocalypse, 20),
            &computer(Side::Black),
            None,
        )
        .await
        .unwrap();
    assert_eq!(start.private().len(), 1, "only Alice is prompted");
    let submitted = computer_plays(&service).await;
    let text = submitted.public_text();
    assert!(
        text.contains("The computer (White) has submitted"),
        "{text}"
    );
    let secret = service.store().actions(start.game_id).await.unwrap()[0]
        .notation
        .clone();
    assert!(
        !text.contains(&secret),
        "the computer's move stays secret: {text}"
    );
    assert!(submitted.public().unwrap().ping == vec![ALICE]);
    assert!(service.claim_computer_turn().await.unwrap().is_none());
    let reveal = service
        .play(&Target::channel(20), ALICE, "a4a3")
        .await
        .unwrap();
    assert!(
        reveal.public_text().contains(&secret),
        "revealed with the turn"
    );
    // A new turn: the computer submits again at once.
    assert!(service.claim_computer_turn().await.unwrap().is_some());
}

async fn a_computer_turn_is_claimed_once_and_taken_over_after_its_lease(db: &str) {
    let (service, now) = open(db).await;
    let start = service
        .start_computer_game(
            &request(VariantId::Oracle, 30),
            &computer(Side::Black),
            None,
        )
        .await
        .unwrap();
    let first = service
        .claim_computer_turn()
        .await
        .unwrap()
        .expect("due at once");
    assert_eq!((first.game_id, first.side), (start.game_id, Side::White));
    assert!(
        service.claim_computer_turn().await.unwrap().is_none(),
        "claimed once"
    );
    // The first process said it is alive at START (its lease: 60 s).
    service.store().start_run(START).await.unwrap();
    // A new run of the same instance (a deploy that overlaps it) leaves the claim alone: the
    // name hands nothing over while the first lives.
    let overlapping =
        Service::new(Store::open(db).await.unwrap()).with_clock(Clock::from_fn(move || START + 30));
    overlapping.store().start_run(START + 30).await.unwrap();
    assert!(
        overlapping.claim_computer_turn().await.unwrap().is_none(),
        "taken from a process that is alive"
    );
    // Another process sees it taken until the first's lease runs out.
    let other = Service::new(
        Store::open(db)
            .await
            .unwrap()
            .with_sender("shards-1-1-of-2", Duration::from_secs(60)),
    )
    .with_clock({
        let now = Arc::clone(&now);
        Clock::from_fn(move || now.load(Ordering::SeqCst))
    });
    other.store().start_run(START).await.unwrap();
    assert!(other.claim_computer_turn().await.unwrap().is_none());
    now.store(START + 61, Ordering::SeqCst);
    other.store().heartbeat(START + 61).await.unwrap();
    let taken = other
        .claim_computer_turn()
        .await
        .unwrap()
        .expect("the lease ran out");
    assert_eq!(taken.game_id, start.game_id);
    assert_ne!(
        taken.settings.seed, first.settings.seed,
        "each search of the same turn draws a fresh secret seed (nothing public predicts it)"
    );
    // A restarted process of the first instance leaves it to the other, which is alive.
    let restarted =
        Service::new(Store::open(db).await.unwrap()).with_clock(Clock::from_fn(move || START + 61));
    restarted.store().start_run(START + 61).await.unwrap();
    assert!(
        restarted.claim_computer_turn().await.unwrap().is_none(),
        "now owned by the other"
    );
    let choice = taken.choose().unwrap();
    other.play_computer(&taken, &choice.notation).await.unwrap();
    assert_eq!(
        service.store().actions(start.game_id).await.unwrap().len(),
        1
    );
    // The first claim's search, finishing late, plays nothing: the turn is gone.
    let late = first.choose().unwrap();
    assert_eq!(
        service
            .play_computer(&first, &late.notation)
            .await
            .unwrap_err(),
        ServiceError::Superseded
    );
    assert_eq!(
        service.store().actions(start.game_id).await.unwrap().len(),
        1
    );
}

/// A process that stops cleanly says goodbye: the computer turn it claimed and the
/// announcements it queued pass at once to a process of the same instance that overlaps it
/// (which took none of them while the first was alive).
async fn a_process_that_says_goodbye_hands_its_work_over_at_once(db: &str) {
    // The outbox reads the real time: both processes run on it.
    let first = Service::new(Store::open(db).await.unwrap()).with_computer_iterations(Some(40));
    let second = Service::new(Store::open(db).await.unwrap());
    let now = || {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs() as i64
    };
    first.store().start_run(now()).await.unwrap();
    second.store().start_run(now()).await.unwrap();
    let start = first
        .start_computer_game(
            &request(VariantId::Oracle, 60),
            &computer(Side::Black),
            None,
        )
        .await
        .unwrap();
    let turn = first
        .claim_computer_turn()
        .await
        .unwrap()
        .expect("due at once");
    assert_eq!(turn.game_id, start.game_id);
    assert!(second.claim_computer_turn().await.unwrap().is_none());
    assert!(
        second.store().claim_due(50).await.unwrap().is_empty(),
        "the first's announcements stay with it while it lives"
    );
    first.store().goodbye().await.unwrap();
    let taken = second
        .claim_computer_turn()
        .await
        .unwrap()
        .expect("handed over at the goodbye");
    assert_eq!(taken.game_id, start.game_id);
    let rows = second.store().claim_due(50).await.unwrap();
    assert!(
        rows.iter().any(|r| r.game_id == start.game_id),
        "the game's announcements are the second's now"
    );
    // They are the second's alone: the first, had it anything left, no longer owns them.
    for row in &rows {
        assert!(!first.store().still_owned(row.id).await.unwrap());
        assert!(second.store().still_owned(row.id).await.unwrap());
    }
}

async fn a_rematch_against_the_computer_starts_at_once_with_colours_swapped(db: &str) {
    let (service, _) = open(db).await;
    let start = service
        .start_computer_game(
            &request(VariantId::Oracle, 40),
            &computer(Side::White),
            None,
        )
        .await
        .unwrap();
    service.resign(&Target::channel(40), ALICE).await.unwrap();
    let plan = match service.rematch(start.game_id, ALICE).await.unwrap() {
        bot::service::Rematch::Ready(plan) => plan,
        other => panic!("no waiting for the computer: {other:?}"),
    };
    let update = service.start_rematch(&plan, None).await.unwrap();
    assert!(
        update.public_text().contains("<@1001> (Black)"),
        "{}",
        update.public_text()
    );
    assert!(
        service.claim_computer_turn().await.unwrap().is_some(),
        "the computer opens"
    );
    assert!(
        service.start_rematch(&plan, None).await.is_err(),
        "started once"
    );
}

/// Someone else's game against the computer under the same channel does not stand in the way
/// of a rematch against it (the computer plays any number of games at once).
async fn another_computer_game_does_not_block_a_rematch_against_the_computer(db: &str) {
    let (service, _) = open(db).await;
    let thread = |channel_id| {
        Some(Placement {
            channel_id,
            parent_channel_id: 50,
            parent_message_id: channel_id + 1000,
        })
    };
    let start = service
        .start_computer_game(
            &request(VariantId::Oracle, 50),
            &computer(Side::White),
            thread(51),
        )
        .await
        .unwrap();
    let carol = ChallengeRequest::new(VariantId::Oracle, Some(GUILD), 50, 1003, BOT, true);
    service
        .start_computer_game(&carol, &computer(Side::White), thread(52))
        .await
        .unwrap();
    service.resign(&Target::channel(51), ALICE).await.unwrap();
    let plan = match service.rematch(start.game_id, ALICE).await.unwrap() {
        bot::service::Rematch::Ready(plan) => plan,
        other => panic!("no waiting for the computer: {other:?}"),
    };
    service
        .start_rematch(&plan, thread(53))
        .await
        .expect("the rematch starts beside Carol's game");
}

#[macro_use]
mod backends;

on_both_databases!(
    the_computer_answers_each_move_and_the_game_is_not_rated,
    the_computer_submits_first_in_apocalypse_and_keeps_its_move_secret,
    a_computer_turn_is_claimed_once_and_taken_over_after_its_lease,
    a_process_that_says_goodbye_hands_its_work_over_at_once,
    a_rematch_against_the_computer_starts_at_once_with_colours_swapped,
    another_computer_game_does_not_block_a_rematch_against_the_computer,
);
