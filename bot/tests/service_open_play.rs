//! Open challenges, casual games and stored draw offers, through the service on SQLite and
//! PostgreSQL.

use bot::service::{
    ChallengeRequest, Clock, OpenRefusal, Service, ServiceError, SettingsChange, Target,
};
use bot::store::Status;
use bot::words::Lang;
use rules::{Side, VariantId};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

const GUILD: u64 = 7;
const ALICE: u64 = 1001;
const BOB: u64 = 1002;
const CAROL: u64 = 1003;

/// When the clock of [`clocked`] starts.
const START: i64 = 1_700_000_000;

/// A service on a clock the test moves by hand (it starts at [`START`]).
async fn clocked(db: &str) -> (Service, Arc<AtomicI64>) {
    let now = Arc::new(AtomicI64::new(START));
    let read = Arc::clone(&now);
    let service = Service::open(db)
        .await
        .expect("store opens")
        .with_clock(Clock::from_fn(move || read.load(Ordering::SeqCst)));
    (service, now)
}

/// Alice's open challenge to Oracle Chess in `channel`.
fn open_request(channel: u64) -> ChallengeRequest {
    ChallengeRequest {
        seed: Some(3),
        ..ChallengeRequest::new(VariantId::Oracle, Some(GUILD), channel, ALICE, 0, false)
    }
}

async fn status_of(service: &Service, id: i64) -> Status {
    service.store().game(id).await.unwrap().unwrap().status()
}

async fn the_first_to_accept_an_open_challenge_plays_it(db: &str) {
    let (service, _) = clocked(db).await;
    let challenge = service.open_challenge(&open_request(10)).await.unwrap();
    let id = challenge.game_id;
    assert!(challenge.ping.is_empty(), "an open challenge pings nobody");
    let expires = START + 30 * 60;
    assert!(
        challenge.text.contains(&format!("<t:{expires}:R>"))
            && challenge.text.contains(&format!("<t:{expires}:f>"))
            && challenge.text.contains("Rated"),
        "{}",
        challenge.text
    );
    // The challenger cannot take their own empty seat.
    assert_eq!(
        service.accept(id, ALICE).await.unwrap_err(),
        ServiceError::Open(OpenRefusal::OwnChallenge(id))
    );
    // Bob and Carol click at once: exactly one plays, the other hears "already taken".
    let (bob, carol) = tokio::join!(service.accept(id, BOB), service.accept(id, CAROL));
    let (winner, loser) = match (&bob, &carol) {
        (Ok(_), Err(e)) => (BOB, e.clone()),
        (Err(e), Ok(_)) => (CAROL, e.clone()),
        other => panic!("exactly one accept wins: {other:?}"),
    };
    assert_eq!(loser, ServiceError::Open(OpenRefusal::AlreadyTaken(id)));
    assert!(loser.to_string().contains("already taken"));
    let row = service.store().game(id).await.unwrap().unwrap();
    assert_eq!((row.white_id, row.black_id), (ALICE as i64, winner as i64));
    assert_eq!(row.status(), Status::Active);
    // A later click hears the same, and the game plays on between Alice and the winner.
    let late = if winner == BOB { CAROL } else { BOB };
    assert_eq!(
        service.accept(id, late).await.unwrap_err(),
        ServiceError::Open(OpenRefusal::AlreadyTaken(id))
    );
    service
        .resign(&Target::game(id), winner)
        .await
        .expect("the one who accepted plays");
    assert!(
        service.store().rating_change(id).await.unwrap().is_some(),
        "rated by default"
    );
}

async fn an_open_challenge_expires_or_is_cancelled(db: &str) {
    let (service, now) = clocked(db).await;
    // The server's wait: 10 minutes.
    let change = SettingsChange {
        open_challenge_expiry: Some("10m"),
        ..SettingsChange::default()
    };
    let said = service
        .change_settings(GUILD, true, &change, Lang::En)
        .await
        .unwrap();
    assert!(said.contains("Open challenges wait: 10m"), "{said}");
    let bad = SettingsChange {
        open_challenge_expiry: Some("3s"),
        ..SettingsChange::default()
    };
    assert_eq!(
        service
            .change_settings(GUILD, true, &bad, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Open(OpenRefusal::BadExpiry("3s".into()))
    );

    let c = service.open_challenge(&open_request(10)).await.unwrap();
    service.challenge_posted(c.game_id, 555).await.unwrap();
    now.store(START + 9 * 60, Ordering::SeqCst);
    assert!(service.expire_open_challenges().await.unwrap().is_empty());
    now.store(START + 10 * 60, Ordering::SeqCst);
    let expired = service.expire_open_challenges().await.unwrap();
    assert_eq!(expired.len(), 1);
    let edit = format!("{:?}", expired[0].queued);
    assert!(
        edit.contains("555") && edit.contains("expired") && edit.contains("<t:"),
        "{edit}"
    );
    assert_eq!(status_of(&service, c.game_id).await, Status::Cancelled);
    assert!(
        service.expire_open_challenges().await.unwrap().is_empty(),
        "expired once"
    );
    assert_eq!(
        service.accept(c.game_id, BOB).await.unwrap_err(),
        ServiceError::Open(OpenRefusal::Expired(c.game_id))
    );

    // Withdrawn by its challenger; only the challenger may.
    let c = service.open_challenge(&open_request(10)).await.unwrap();
    assert_eq!(
        service.cancel(c.game_id, BOB).await.unwrap_err(),
        ServiceError::OnlyChallenger
    );
    service.cancel(c.game_id, ALICE).await.unwrap();
    assert_eq!(
        service.accept(c.game_id, BOB).await.unwrap_err(),
        ServiceError::ChallengeClosed(Status::Cancelled)
    );
    now.store(START + 3_600, Ordering::SeqCst);
    assert!(service.expire_open_challenges().await.unwrap().is_empty());
}

async fn casual_games_change_no_rating_and_are_counted_apart(db: &str) {
    let (service, _) = clocked(db).await;
    let casual = ChallengeRequest {
        rated: Some(false),
        seed: Some(3),
        ..ChallengeRequest::new(VariantId::Oracle, Some(GUILD), 10, ALICE, BOB, false)
    };
    let c = service.challenge_with(&casual).await.unwrap();
    assert!(c.text.contains("Casual (not rated)"), "{}", c.text);
    service.accept(c.game_id, BOB).await.unwrap();
    let history = service
        .history(&Target::game(c.game_id), ALICE)
        .await
        .unwrap();
    assert!(history.contains("Casual (not rated)"), "{history}");
    service.resign(&Target::game(c.game_id), BOB).await.unwrap();
    assert!(service
        .store()
        .rating_change(c.game_id)
        .await
        .unwrap()
        .is_none());
    let exported = service
        .export(&Target::game(c.game_id), ALICE)
        .await
        .unwrap();
    assert_eq!(exported.record.rated, Some(false));
    assert!(exported.record.to_text().contains("\nRated: no\n"));
    let stats = service.stats(GUILD, ALICE, Lang::En).await.unwrap();
    assert!(stats.contains("No rated games yet."), "{stats}");
    assert!(
        stats.contains("**Casual games** (not rated): 1 won, 0 drawn, 0 lost"),
        "{stats}"
    );

    // The server makes casual the default; `rated:true` still asks for a rated game.
    let change = SettingsChange {
        rated: Some(false),
        ..SettingsChange::default()
    };
    let said = service
        .change_settings(GUILD, true, &change, Lang::En)
        .await
        .unwrap();
    assert!(said.contains("casual (not rated)"), "{said}");
    let c = service.open_challenge(&open_request(11)).await.unwrap();
    assert!(c.text.contains("Casual"), "{}", c.text);
    let rated = ChallengeRequest {
        rated: Some(true),
        ..open_request(12)
    };
    let c = service.open_challenge(&rated).await.unwrap();
    assert!(c.text.contains("Rated"), "{}", c.text);
}

async fn a_draw_offer_is_stored_with_the_game(db: &str) {
    let (service, _) = clocked(db).await;
    let c = service
        .challenge_seeded(VariantId::Oracle, Some(GUILD), 10, ALICE, BOB, false, 3)
        .await
        .unwrap();
    service.accept(c.game_id, BOB).await.unwrap();
    let offer = service
        .offer_draw(&Target::channel(10), ALICE)
        .await
        .unwrap();
    // Another process (or the bot after a restart) knows the offer: a second service over
    // the same database refuses the same offer again and accepts the pending one.
    let other = Service::open(db).await.unwrap();
    assert!(matches!(
        other.offer_draw(&Target::channel(10), ALICE).await,
        Err(ServiceError::DrawAlreadyOffered { .. })
    ));
    let row = other.store().game(c.game_id).await.unwrap().unwrap();
    assert_eq!(row.draw_offer_side.as_deref(), Some("White"));
    assert_eq!(row.draw_offer_version, Some(offer.version));
    // Declined, it is no longer pending: its button no longer accepts it.
    other
        .decline_draw(c.game_id, Side::White, BOB, Lang::En)
        .await
        .unwrap();
    assert_eq!(
        service
            .accept_draw(c.game_id, offer.version, Side::White, BOB, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::OfferExpired
    );
    // Declined (or withdrawn), the same player may not offer again at once: one offer a move,
    // so nobody is pinged over and over.
    assert!(matches!(
        service.offer_draw(&Target::channel(10), ALICE).await,
        Err(ServiceError::DrawOfferTooSoon { .. })
    ));
    // Alice moving is not enough; once Bob has moved too, she may offer again.
    for player in [ALICE, BOB] {
        let first = service.suggest(&Target::channel(10), player, "").await;
        service
            .play(&Target::channel(10), player, &first[0].notation)
            .await
            .unwrap();
        if player == ALICE {
            assert!(matches!(
                service.offer_draw(&Target::channel(10), ALICE).await,
                Err(ServiceError::DrawOfferTooSoon { .. })
            ));
        }
    }
    let offer = service
        .offer_draw(&Target::channel(10), ALICE)
        .await
        .unwrap();
    let update = other
        .accept_draw(c.game_id, offer.version, Side::White, BOB, Lang::En)
        .await
        .unwrap();
    assert!(update.finished.as_deref().unwrap().starts_with("Draw"));
}

#[macro_use]
mod backends;

on_both_databases!(
    the_first_to_accept_an_open_challenge_plays_it,
    an_open_challenge_expires_or_is_cancelled,
    casual_games_change_no_rating_and_are_counted_apart,
    a_draw_offer_is_stored_with_the_game,
);
