//! Ratings, leaderboards, stats and the game list, through the service on SQLite and
//! PostgreSQL.

use bot::service::{Service, ServiceError, Target};
use rules::{Side, VariantId};

const GUILD: u64 = 7;
const ALICE: u64 = 1001;
const BOB: u64 = 1002;
const CAROL: u64 = 1003;

async fn open(db: &str) -> Service {
    Service::open(db).await.expect("store opens")
}

/// A started game of `variant` in `channel`, Alice White and Bob Black (or as given).
async fn started(
    service: &Service,
    variant: VariantId,
    channel: u64,
    white: u64,
    black: u64,
) -> i64 {
    let c = service
        .challenge_seeded(variant, Some(GUILD), channel, white, black, false, 3)
        .await
        .expect("challenge");
    service.accept(c.game_id, black).await.expect("accept");
    c.game_id
}

async fn a_finished_game_changes_both_ratings_once(db: &str) {
    let service = open(db).await;
    let id = started(&service, VariantId::Oracle, 10, ALICE, BOB).await;
    let update = service.resign(&Target::channel(10), BOB).await.unwrap();
    assert!(
        update.public().unwrap().ratings,
        "the result post shows the rating changes"
    );
    let change = service
        .store()
        .rating_change(id)
        .await
        .unwrap()
        .expect("rated");
    assert_eq!((change.white_before, change.black_before), (1500.0, 1500.0));
    assert!(change.white_after > 1500.0 && change.black_after < 1500.0);
    // A second end is refused and changes nothing.
    assert!(matches!(
        service.resign(&Target::game(id), ALICE).await,
        Err(ServiceError::GameOver(_))
    ));
    let alice = service
        .store()
        .ratings_of(GUILD as i64, ALICE as i64)
        .await
        .unwrap();
    assert_eq!(alice.len(), 1);
    assert_eq!((alice[0].games, alice[0].wins, alice[0].streak), (1, 1, 1));
    assert_eq!(alice[0].rating, change.white_after);

    // A draw and a second win: the record adds up, the leaderboard orders by rating.
    let draw = started(&service, VariantId::Oracle, 11, BOB, ALICE).await;
    let offer = service.offer_draw(&Target::channel(11), BOB).await.unwrap();
    service
        .accept_draw(draw, offer.version, Side::White, ALICE)
        .await
        .unwrap();
    started(&service, VariantId::Oracle, 12, CAROL, BOB).await;
    service.resign(&Target::channel(12), BOB).await.unwrap();
    let bob = service
        .store()
        .ratings_of(GUILD as i64, BOB as i64)
        .await
        .unwrap();
    assert_eq!(
        (bob[0].games, bob[0].wins, bob[0].draws, bob[0].losses),
        (3, 0, 1, 2)
    );
    assert_eq!(bob[0].streak, -1);
    let board = service
        .leaderboard(GUILD, VariantId::Oracle, CAROL)
        .await
        .unwrap();
    let lines: Vec<&str> = board.lines().collect();
    assert!(
        lines[1].starts_with("1. <@") && lines[3].contains(&format!("<@{BOB}>")),
        "{board}"
    );
    let stats = service.stats(GUILD, BOB).await.unwrap();
    assert!(
        stats.contains("Oracle Chess") && stats.contains("0 won, 1 drawn, 2 lost"),
        "{stats}"
    );
    assert!(stats.contains("1 loss in a row"), "{stats}");
    // Other variants and other servers are separate.
    let empty = service
        .leaderboard(GUILD, VariantId::Apocalypse, ALICE)
        .await
        .unwrap();
    assert!(empty.contains("No rated"), "{empty}");
    assert!(service
        .stats(GUILD + 1, BOB)
        .await
        .unwrap()
        .contains("No rated games"));
}

async fn challenges_that_never_started_are_not_rated(db: &str) {
    let service = open(db).await;
    for (channel, decline) in [(20, true), (21, false)] {
        let c = service
            .challenge_seeded(
                VariantId::Oracle,
                Some(GUILD),
                channel,
                ALICE,
                BOB,
                false,
                1,
            )
            .await
            .unwrap();
        if decline {
            service.decline(c.game_id, BOB).await.unwrap();
        } else {
            service.cancel(c.game_id, ALICE).await.unwrap();
        }
        assert_eq!(
            service.store().rating_change(c.game_id).await.unwrap(),
            None
        );
    }
    assert!(service
        .store()
        .ratings_of(GUILD as i64, ALICE as i64)
        .await
        .unwrap()
        .is_empty());
}

async fn the_game_list_shows_whose_turn_and_the_time_left(db: &str) {
    let service = open(db).await;
    let none = service.games(ALICE, Some(GUILD)).await.unwrap();
    assert!(none.contains("no games"), "{none}");
    let oracle = started(&service, VariantId::Oracle, 30, ALICE, BOB).await;
    let apoc = started(&service, VariantId::Apocalypse, 31, BOB, ALICE).await;
    service
        .play(&Target::channel(31), ALICE, "a4a3")
        .await
        .unwrap();
    let open_challenge = service
        .challenge_seeded(
            VariantId::Battlefield,
            Some(GUILD),
            32,
            CAROL,
            ALICE,
            false,
            1,
        )
        .await
        .unwrap();
    let list = service.games(ALICE, Some(GUILD)).await.unwrap();
    let line = |id: i64| {
        list.lines()
            .find(|l| l.starts_with(&format!("#{id} ")))
            .unwrap_or_else(|| panic!("game #{id} listed: {list}"))
            .to_owned()
    };
    let o = line(oracle);
    assert!(o.contains("Oracle") && o.contains(&format!("<@{BOB}>")) && o.contains("<#30>"));
    assert!(o.contains("your turn") && o.contains("left to move"), "{o}");
    assert!(line(apoc).contains("your move is in"), "{list}");
    assert!(
        line(open_challenge.game_id).contains("not yet accepted"),
        "{list}"
    );
    // Another server's games are listed only from a DM (everywhere).
    let elsewhere = service
        .challenge_seeded(
            VariantId::Oracle,
            Some(GUILD + 1),
            33,
            CAROL,
            ALICE,
            false,
            1,
        )
        .await
        .unwrap();
    assert_eq!(service.games(ALICE, Some(GUILD)).await.unwrap(), list);
    let everywhere = service.games(ALICE, None).await.unwrap();
    assert_eq!(
        everywhere.lines().count(),
        list.lines().count() + 1,
        "{everywhere}"
    );
    let there = service.games(ALICE, Some(GUILD + 1)).await.unwrap();
    assert!(
        there.contains(&format!("#{} ", elsewhere.game_id)),
        "{there}"
    );
}

async fn reminders_fall_due_once_per_turn(db: &str) {
    use bot::service::Clock;
    use std::sync::atomic::{AtomicI64, Ordering};
    use std::sync::Arc;
    const START: i64 = 1_700_000_000;
    const LIMIT: i64 = 3_600;
    let now = Arc::new(AtomicI64::new(START));
    let read = Arc::clone(&now);
    let service = open(db)
        .await
        .with_move_time_limit(std::time::Duration::from_secs(LIMIT as u64))
        .with_clock(Clock::from_fn(move || read.load(Ordering::SeqCst)));
    started(&service, VariantId::Oracle, 40, ALICE, BOB).await;
    let reminded = |updates: &[bot::service::Update]| -> Vec<(u64, String)> {
        updates
            .iter()
            .flat_map(|u| u.private())
            .map(|n| {
                assert!(
                    n.reminder,
                    "a reminder is dropped, not held, if DMs are closed"
                );
                (n.user_id, n.text.clone())
            })
            .collect()
    };
    assert!(
        service.due_reminders().await.unwrap().is_empty(),
        "nothing due yet"
    );
    now.store(START + LIMIT / 2, Ordering::SeqCst);
    let half = reminded(&service.due_reminders().await.unwrap());
    assert_eq!(half.len(), 1, "{half:?}");
    assert_eq!(half[0].0, ALICE, "White is to move");
    assert!(half[0].1.contains("half of your time"), "{}", half[0].1);
    assert!(service.due_reminders().await.unwrap().is_empty(), "once");
    now.store(START + LIMIT - 360, Ordering::SeqCst);
    let last = reminded(&service.due_reminders().await.unwrap());
    assert!(
        last.len() == 1 && last[0].1.contains("last call"),
        "{last:?}"
    );
    assert!(service.due_reminders().await.unwrap().is_empty(), "once");
    // A move starts a new turn: Black's reminders are due on Black's clock.
    service
        .play(&Target::channel(40), ALICE, "e2e3")
        .await
        .unwrap();
    assert!(service.due_reminders().await.unwrap().is_empty());
    now.store(START + LIMIT - 360 + LIMIT / 2, Ordering::SeqCst);
    let black = reminded(&service.due_reminders().await.unwrap());
    assert!(black.len() == 1 && black[0].0 == BOB, "{black:?}");
}

async fn open_games_and_challenges_are_capped(db: &str) {
    use bot::service::{MAX_LIVE_GAMES, MAX_OPEN_CHALLENGES};
    let service = open(db).await;
    for i in 0..MAX_OPEN_CHALLENGES as u64 {
        service
            .challenge_seeded(
                VariantId::Oracle,
                Some(GUILD),
                100 + i,
                ALICE,
                BOB,
                false,
                1,
            )
            .await
            .unwrap();
    }
    let refused = service
        .challenge_seeded(VariantId::Oracle, Some(GUILD), 200, ALICE, BOB, false, 1)
        .await;
    assert!(
        matches!(&refused, Err(ServiceError::TooManyGames(why)) if why.contains("open challenges")),
        "{refused:?}"
    );
    // Games in progress count towards the cap on live games, for the accepting player too.
    for i in MAX_OPEN_CHALLENGES..MAX_LIVE_GAMES {
        started(&service, VariantId::Oracle, 300 + i as u64, CAROL, BOB).await;
    }
    let c = service
        .challenge_seeded(VariantId::Oracle, Some(GUILD), 400, CAROL, 1005, false, 1)
        .await
        .unwrap();
    let c2 = service
        .challenge_seeded(VariantId::Oracle, Some(GUILD), 401, 1005, BOB, false, 1)
        .await
        .unwrap();
    assert!(matches!(
        service.accept(c2.game_id, BOB).await,
        Err(ServiceError::TooManyGames(_))
    ));
    service
        .accept(c.game_id, 1005)
        .await
        .expect("others may still play");
}

#[macro_use]
mod backends;

on_both_databases!(
    a_finished_game_changes_both_ratings_once,
    challenges_that_never_started_are_not_rated,
    the_game_list_shows_whose_turn_and_the_time_left,
    reminders_fall_due_once_per_turn,
    open_games_and_challenges_are_capped,
);
