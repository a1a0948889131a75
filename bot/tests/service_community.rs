//! Ratings, leaderboards, stats and the game list, through the service on SQLite and
//! PostgreSQL.

use bot::service::{Clock, Ended, RematchRefusal, Service, ServiceError, Target};
use bot::words::Lang;
use rules::{Side, VariantId};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

const GUILD: u64 = 7;
const ALICE: u64 = 1001;
const BOB: u64 = 1002;
const CAROL: u64 = 1003;

async fn open(db: &str) -> Service {
    Service::open(db).await.expect("store opens")
}

/// When the clock of [`clocked`] starts.
const START: i64 = 1_700_000_000;

/// A service whose games have `limit_secs` to move, on a clock the test moves by hand (it
/// starts at [`START`]).
async fn clocked(db: &str, limit_secs: u64) -> (Service, Arc<AtomicI64>) {
    let now = Arc::new(AtomicI64::new(START));
    let read = Arc::clone(&now);
    let service = open(db)
        .await
        .with_move_time_limit(std::time::Duration::from_secs(limit_secs))
        .with_clock(Clock::from_fn(move || read.load(Ordering::SeqCst)));
    (service, now)
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
        .accept_draw(draw, offer.version, Side::White, ALICE, Lang::En)
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
        .leaderboard(GUILD, VariantId::Oracle, CAROL, Lang::En)
        .await
        .unwrap();
    let lines: Vec<&str> = board.lines().collect();
    assert!(
        lines[1].starts_with("1. <@") && lines[3].contains(&format!("<@{BOB}>")),
        "{board}"
    );
    let stats = service.stats(GUILD, BOB, Lang::En).await.unwrap();
    assert!(
        stats.contains("Oracle Chess") && stats.contains("0 won, 1 drawn, 2 lost"),
        "{stats}"
    );
    assert!(stats.contains("1 loss in a row"), "{stats}");
    // Other variants and other servers are separate.
    let empty = service
        .leaderboard(GUILD, VariantId::Apocalypse, ALICE, Lang::En)
        .await
        .unwrap();
    assert!(empty.contains("No rated"), "{empty}");
    assert!(service
        .stats(GUILD + 1, BOB, Lang::En)
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
    let none = service.games(ALICE, Some(GUILD), Lang::En).await.unwrap();
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
    // In the reader's language: the list's words, the games' numbers and mentions unchanged.
    let german = service
        .games(ALICE, Some(GUILD), bot::words::Lang::De)
        .await
        .unwrap();
    assert!(
        german.starts_with(&bot::words::words(bot::words::Lang::De, "games-heading"))
            && german.contains(&bot::words::words(bot::words::Lang::De, "games-your-turn")),
        "{german}"
    );
    let list = service.games(ALICE, Some(GUILD), Lang::En).await.unwrap();
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
    assert_eq!(
        service.games(ALICE, Some(GUILD), Lang::En).await.unwrap(),
        list
    );
    let everywhere = service.games(ALICE, None, Lang::En).await.unwrap();
    assert_eq!(
        everywhere.lines().count(),
        list.lines().count() + 1,
        "{everywhere}"
    );
    // Read in a DM, each game carries a link that opens it.
    assert!(
        everywhere.contains(&format!("https://discord.com/channels/{GUILD}/")),
        "{everywhere}"
    );
    let there = service
        .games(ALICE, Some(GUILD + 1), Lang::En)
        .await
        .unwrap();
    assert!(
        there.contains(&format!("#{} ", elsewhere.game_id)),
        "{there}"
    );
}

async fn reminders_fall_due_once_per_turn(db: &str) {
    const LIMIT: i64 = 3_600;
    let (service, now) = clocked(db, LIMIT as u64).await;
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
    // When the time runs out, in the reader's time zone and counting down.
    let until = START + LIMIT;
    assert!(
        half[0]
            .1
            .contains(&format!("<t:{until}:f> (<t:{until}:R>)")),
        "{}",
        half[0].1
    );
    assert!(
        half[0]
            .1
            .contains(&format!("https://discord.com/channels/{GUILD}/40")),
        "a link that opens the game from the DM: {}",
        half[0].1
    );
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
    // Bob reads his DMs in German (his choice): his reminder is in German.
    service
        .set_language(BOB, Some(bot::words::Lang::De))
        .await
        .unwrap();
    let black = reminded(&service.due_reminders().await.unwrap());
    assert!(black.len() == 1 && black[0].0 == BOB, "{black:?}");
    let claim = bot::words::words_with(
        bot::words::Lang::De,
        "reminder-claim-after",
        &[("opponent", "<@1001>".into())],
    );
    assert!(
        black[0].1.contains(&claim),
        "Alice has moved: she may claim, in Bob's language: {}",
        black[0].1
    );
    // A simultaneous turn nobody has played: both are reminded, and neither hears that the
    // other may claim (nobody can until one of them moves).
    let at = START + LIMIT - 360 + LIMIT / 2;
    started(&service, VariantId::Apocalypse, 41, ALICE, BOB).await;
    now.store(at + LIMIT / 2, Ordering::SeqCst);
    let both: Vec<(u64, String)> = reminded(&service.due_reminders().await.unwrap())
        .into_iter()
        .filter(|(_, text)| text.contains("Apocalypse"))
        .collect();
    assert_eq!(both.len(), 2, "{both:?}");
    assert!(
        both.iter().all(|(_, text)| !text.contains("claim")),
        "{both:?}"
    );
    // A game whose time ran out while the bot was stopped gets no stale last call (the poll
    // does not even return it).
    let late = started(&service, VariantId::Oracle, 42, 1005, 1006).await;
    now.store(now.load(Ordering::SeqCst) + LIMIT + 1, Ordering::SeqCst);
    let stale: Vec<(u64, String)> = reminded(&service.due_reminders().await.unwrap());
    assert!(stale.is_empty(), "{stale:?}");
    let row = service.store().game(late).await.unwrap().unwrap();
    assert_eq!(row.reminders_sent, 0);
}

/// Two bot processes polling for reminders at the same moment send each reminder once: the
/// database decides which one takes it.
async fn two_processes_polling_at_once_remind_once(db: &str) {
    const LIMIT: i64 = 3_600;
    let (one, now) = clocked(db, LIMIT as u64).await;
    let read = Arc::clone(&now);
    let two = open(db)
        .await
        .with_move_time_limit(std::time::Duration::from_secs(LIMIT as u64))
        .with_clock(Clock::from_fn(move || read.load(Ordering::SeqCst)));
    let games = 6u64;
    for i in 0..games {
        started(&one, VariantId::Oracle, 60 + i, 2000 + 2 * i, 2001 + 2 * i).await;
    }
    for (stage, at) in [("half time", LIMIT / 2), ("last call", LIMIT - 360)] {
        now.store(START + at, Ordering::SeqCst);
        let (a, b) = tokio::join!(one.due_reminders(), two.due_reminders());
        let sent: usize = a
            .unwrap()
            .iter()
            .chain(b.unwrap().iter())
            .map(|u| u.private().len())
            .sum();
        assert_eq!(sent, games as usize, "{stage}: one reminder per game");
    }
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
        matches!(
            &refused,
            Err(ServiceError::TooManyChallenges {
                open: MAX_OPEN_CHALLENGES
            })
        ),
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
        Err(ServiceError::TooManyGames { .. })
    ));
    service
        .accept(c.game_id, 1005)
        .await
        .expect("others may still play");
}

/// A secret Apocalypse move still pending when the game ends by resignation was never played:
/// the finished game's export leaves it out, and the record still replays to its final
/// position.
async fn a_pending_secret_move_stays_out_of_a_finished_games_export(db: &str) {
    let service = open(db).await;
    let id = started(&service, VariantId::Apocalypse, 20, ALICE, BOB).await;
    let choice = service
        .suggest(&Target::game(id), ALICE, "")
        .await
        .into_iter()
        .next()
        .expect("White has a move");
    service
        .play(&Target::game(id), ALICE, &choice.notation)
        .await
        .expect("White submits");
    service.resign(&Target::game(id), BOB).await.unwrap();
    let exported = service.export(&Target::game(id), CAROL).await.unwrap();
    let record = exported.record;
    assert!(record.result.is_some(), "the game is over");
    assert!(
        record.moves.is_empty(),
        "the pending move was never played: {:?}",
        record.moves
    );
    // (Apocalypse draws nothing at random: its record has no seed.)
    let replayed = rules::AnyGame::new(VariantId::Apocalypse, record.seed.unwrap_or(0)).unwrap();
    assert_eq!(
        record.final_position.as_deref().map(str::trim),
        Some(replayed.position().trim())
    );
}

/// A rematch follows the server's rules as a challenge does: not in a variant turned off
/// since, not for a player who already has the most games going; and a rematch withdrawn
/// because it could not start leaves neither a hidden challenge nor a spent rematch behind.
async fn a_rematch_is_refused_cleanly_and_leaves_nothing_behind(db: &str) {
    use bot::service::{Rematch, MAX_LIVE_GAMES};
    use bot::store::Settings;
    let service = open(db).await;
    let id = started(&service, VariantId::Oracle, 30, ALICE, BOB).await;
    service.resign(&Target::game(id), BOB).await.unwrap();
    let only_apocalypse = Settings {
        variants: Some(vec![VariantId::Apocalypse.id().to_owned()]),
        ..Settings::default()
    };
    let store = service.store();
    store
        .save_settings(GUILD as i64, &only_apocalypse)
        .await
        .unwrap();
    assert_eq!(
        service.rematch(id, ALICE).await.unwrap_err(),
        ServiceError::VariantDisabled(VariantId::Oracle)
    );
    // An open challenge in a variant turned off since is not started either.
    let c = service
        .challenge_seeded(VariantId::Apocalypse, Some(GUILD), 31, ALICE, BOB, false, 1)
        .await
        .unwrap();
    store
        .save_settings(GUILD as i64, &Settings::default())
        .await
        .unwrap();
    let oracle = service
        .challenge_seeded(VariantId::Oracle, Some(GUILD), 32, CAROL, BOB, false, 1)
        .await
        .unwrap();
    store
        .save_settings(GUILD as i64, &only_apocalypse)
        .await
        .unwrap();
    assert_eq!(
        service.accept(oracle.game_id, BOB).await.unwrap_err(),
        ServiceError::VariantDisabled(VariantId::Oracle)
    );
    service.accept(c.game_id, BOB).await.unwrap();
    store
        .save_settings(GUILD as i64, &Settings::default())
        .await
        .unwrap();
    // Alice now has the most games anyone may: no rematch, and it says who.
    for i in 1..MAX_LIVE_GAMES as u64 {
        started(&service, VariantId::Oracle, 40 + i, ALICE, 2000 + i).await;
    }
    assert_eq!(
        service.rematch(id, BOB).await.unwrap_err(),
        ServiceError::Rematch(RematchRefusal::TooManyGames {
            player: ALICE,
            live: MAX_LIVE_GAMES
        })
    );
    service
        .resign(&Target::game(c.game_id), ALICE)
        .await
        .unwrap();
    assert!(matches!(
        service.rematch(id, BOB).await.unwrap(),
        Rematch::Offered(_)
    ));
}

/// Two rated games between the same two new players, with colours reversed, ending at the
/// same moment: both count (neither result overwrites the other) and neither end fails.
async fn two_games_ending_at_once_both_change_the_ratings(db: &str) {
    let service = open(db).await;
    for round in 0..4u64 {
        let (a, b) = (3000 + 2 * round, 3001 + 2 * round);
        let one = started(&service, VariantId::Oracle, 500 + 2 * round, a, b).await;
        let two = started(&service, VariantId::Oracle, 501 + 2 * round, b, a).await;
        let (one, two) = (Target::game(one), Target::game(two));
        let (x, y) = tokio::join!(service.resign(&one, b), service.resign(&two, b));
        x.expect("the first game ends");
        y.expect("the second game ends");
        for (player, wins) in [(a, 2), (b, 0)] {
            let ratings = service
                .store()
                .ratings_of(GUILD as i64, player as i64)
                .await
                .unwrap();
            assert_eq!(ratings.len(), 1);
            assert_eq!(
                (ratings[0].games, ratings[0].wins),
                (2, wins),
                "round {round}"
            );
        }
    }
}

/// A stored game that no longer loads is skipped by the reminder poll and listed by number in
/// `/games`; every other game is still reminded and listed.
async fn one_unreadable_game_holds_back_no_other(db: &str) {
    use bot::store::{Change, Status};
    let (service, now) = clocked(db, 3_600).await;
    let broken = started(&service, VariantId::Oracle, 60, ALICE, BOB).await;
    let fine = started(&service, VariantId::Oracle, 61, CAROL, BOB).await;
    let version = service.store().game(broken).await.unwrap().unwrap().version;
    service
        .store()
        .commit(&Change {
            announcements: &[],
            rated_end: None,
            placement: None,
            computer_due: None,
            game_id: broken,
            expected_version: version,
            state: "not a game",
            status: Status::Active,
            result: None,
            action: None,
        })
        .await
        .unwrap();
    now.store(START + 1_800, Ordering::SeqCst);
    let due = service.due_reminders().await.expect("the poll still works");
    let games: Vec<i64> = due.iter().map(|u| u.game_id).collect();
    assert_eq!(games, vec![fine]);
    let list = service.games(BOB, Some(GUILD), Lang::En).await.unwrap();
    assert!(
        list.contains(&format!("#{broken}: this game cannot be shown")),
        "{list}"
    );
    assert!(list.contains(&format!("#{fine} **")), "{list}");
}

/// In a channel whose games are played in threads, `/export` and `/history` without a game
/// find the channel's last game, played in a thread under it.
async fn the_channel_finds_its_last_game_played_in_a_thread(db: &str) {
    use bot::store::Placement;
    let service = open(db).await;
    let c = service
        .challenge_seeded(VariantId::Oracle, Some(GUILD), 70, ALICE, BOB, false, 1)
        .await
        .unwrap();
    let thread = Placement {
        channel_id: 71,
        parent_channel_id: 70,
        parent_message_id: 7_000,
    };
    service
        .accept_in(c.game_id, BOB, Some(thread), Lang::En)
        .await
        .unwrap();
    service.resign(&Target::channel(71), BOB).await.unwrap();
    // A move sent in the channel just after the thread's game ended hears how it ended.
    match service.play(&Target::channel(70), ALICE, "e2e3").await {
        Err(ServiceError::GameOver(Some(Ended {
            result: Some(how), ..
        }))) => assert!(how.contains("resign"), "{how}"),
        other => panic!("expected the game's end, got {:?}", other.map(|_| ())),
    }
    let exported = service.export(&Target::channel(70), CAROL).await.unwrap();
    assert_eq!(exported.record.game, c.game_id);
    let history = service.history(&Target::channel(70), CAROL).await.unwrap();
    assert!(
        history.contains(&format!("game #{}", c.game_id)),
        "{history}"
    );
}

/// A player with two games in threads of a channel who uses a command in the channel itself is
/// asked which game they mean (not told there is none, nor given someone else's challenge); in
/// a DM, games in progress that do not wait for them are not called waiting.
async fn several_games_in_threads_are_named_not_guessed(db: &str) {
    use bot::service::Ambiguity;
    use bot::store::Placement;
    let service = open(db).await;
    let mut ids = Vec::new();
    for (i, opponent) in [BOB, CAROL].into_iter().enumerate() {
        let c = service
            .challenge_seeded(
                VariantId::Oracle,
                Some(GUILD),
                80,
                ALICE,
                opponent,
                false,
                1,
            )
            .await
            .unwrap();
        let thread = Placement {
            channel_id: 81 + i as i64,
            parent_channel_id: 80,
            parent_message_id: 8_000 + i as i64,
        };
        service
            .accept_in(c.game_id, opponent, Some(thread), Lang::En)
            .await
            .unwrap();
        ids.push(c.game_id);
    }
    match service.play(&Target::channel(80), ALICE, "e2e3").await {
        Err(
            e @ ServiceError::WhichGame {
                why: Ambiguity::InThreads,
                ..
            },
        ) => {
            assert!(
                e.to_string().contains(&format!("#{}, #{}", ids[0], ids[1])),
                "{e}"
            );
        }
        other => panic!("expected WhichGame, got {:?}", other.map(|_| ())),
    }
    // Alice moves in both: in a DM neither waits for her now.
    for id in &ids {
        service
            .play(&Target::game(*id), ALICE, "e2e3")
            .await
            .unwrap();
    }
    match service.board(&Target::direct(), ALICE).await {
        Err(
            e @ ServiceError::WhichGame {
                why: Ambiguity::InProgress,
                ..
            },
        ) => {
            assert!(e.to_string().contains("none of them waiting"), "{e}");
        }
        other => panic!("expected WhichGame, got {:?}", other.map(|_| ())),
    }
}

/// A note held for a player whose DMs are closed reaches them from the game's thread and from
/// the channel the thread hangs from, and from nowhere else.
async fn held_notes_reach_the_player_in_the_thread_and_its_channel(db: &str) {
    use bot::service::Announcement;
    use bot::store::Placement;
    let service = open(db).await;
    let c = service
        .challenge_seeded(VariantId::Apocalypse, Some(GUILD), 90, ALICE, BOB, false, 1)
        .await
        .unwrap();
    let thread = Placement {
        channel_id: 91,
        parent_channel_id: 90,
        parent_message_id: 9_000,
    };
    let started = service
        .accept_in(c.game_id, BOB, Some(thread), Lang::En)
        .await
        .unwrap();
    let prompt = started
        .queued
        .iter()
        .find(|q| matches!(&q.announcement, Announcement::Private(n) if n.user_id == BOB))
        .expect("Bob's first prompt");
    let store = service.store();
    store.hold(prompt.id, BOB as i64).await.unwrap();
    for (channel, found) in [(91, true), (90, true), (92, false)] {
        let held = store.held_for(BOB as i64, channel).await.unwrap();
        let ids: Vec<i64> = held.iter().map(|r| r.id).collect();
        assert_eq!(
            ids.contains(&prompt.id),
            found,
            "channel {channel}: {ids:?}"
        );
    }
    assert!(store.held_for(ALICE as i64, 90).await.unwrap().is_empty());
}

/// `/leaderboard` lists the top ten, and a caller ranked below them sees their own rank after.
async fn the_leaderboard_shows_the_callers_rank_below_the_top_ten(db: &str) {
    let service = open(db).await;
    // Six winners and six losers: the losers rank 7 to 12.
    for i in 0..6u64 {
        let id = started(&service, VariantId::Oracle, 800 + i, 4000 + i, 4100 + i).await;
        service.resign(&Target::game(id), 4100 + i).await.unwrap();
    }
    let board = service
        .leaderboard(GUILD, VariantId::Oracle, 4105, Lang::En)
        .await
        .unwrap();
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines.len(), 1 + 10 + 2, "{board}");
    assert!(
        lines[1..7].iter().all(|l| l.contains("**1662**")),
        "{board}"
    );
    assert_eq!(lines[11], "…");
    assert!(
        lines[12].starts_with("11. ") || lines[12].starts_with("12. "),
        "{board}"
    );
    assert!(
        lines[12].contains("<@4105>") && lines[12].contains("(1 game)"),
        "{board}"
    );
    // One of the top ten sees no extra line.
    let top = service
        .leaderboard(GUILD, VariantId::Oracle, 4000, Lang::En)
        .await
        .unwrap();
    assert_eq!(top.lines().count(), 11, "{top}");
}

/// `/play`'s time limit is the game's, within 1 minute and 30 days; without one the game gets
/// the server's default.
async fn a_challenge_sets_its_own_move_time_limit_within_bounds(db: &str) {
    use bot::service::{ChallengeRequest, MAX_MOVE_TIME_LIMIT, MIN_MOVE_TIME_LIMIT};
    use std::time::Duration;
    let service = open(db).await;
    let request = |channel, limit| ChallengeRequest {
        move_time_limit: limit,
        ..ChallengeRequest::new(VariantId::Oracle, Some(GUILD), channel, ALICE, BOB, false)
    };
    for wrong in [
        MIN_MOVE_TIME_LIMIT - Duration::from_secs(1),
        MAX_MOVE_TIME_LIMIT + Duration::from_secs(1),
    ] {
        assert_eq!(
            service.challenge_with(&request(900, Some(wrong))).await,
            Err(ServiceError::BadTimeLimit(wrong.as_secs()))
        );
    }
    let two_hours = service
        .challenge_with(&request(901, Some(Duration::from_secs(7_200))))
        .await
        .unwrap();
    let row = service
        .store()
        .game(two_hours.game_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.move_time_limit_secs, 7_200);
    // The challenged player reads the terms before accepting.
    assert!(
        two_hours.text.contains("Rated, 2h a move"),
        "{}",
        two_hours.text
    );
    let default = service.challenge_with(&request(902, None)).await.unwrap();
    let row = service
        .store()
        .game(default.game_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        row.move_time_limit_secs,
        bot::service::DEFAULT_MOVE_TIME_LIMIT.as_secs() as i64
    );
}

/// Once a turn's time is up, `/games` says who may claim instead of "0s left".
async fn the_game_list_says_who_may_claim_once_time_is_up(db: &str) {
    let (service, now) = clocked(db, 3_600).await;
    let oracle = started(&service, VariantId::Oracle, 90, ALICE, BOB).await;
    let apocalypse = started(&service, VariantId::Apocalypse, 91, ALICE, BOB).await;
    now.store(START + 3_601, Ordering::SeqCst);
    let line = |list: &str, id: i64| {
        list.lines()
            .find(|l| l.starts_with(&format!("#{id} ")))
            .unwrap_or_else(|| panic!("game #{id} listed: {list}"))
            .to_owned()
    };
    let alice = service.games(ALICE, Some(GUILD), Lang::En).await.unwrap();
    let bob = service.games(BOB, Some(GUILD), Lang::En).await.unwrap();
    assert!(
        line(&alice, oracle).ends_with("your opponent may claim the game"),
        "{alice}"
    );
    assert!(
        line(&bob, oracle).ends_with("you may `/claim` the game"),
        "{bob}"
    );
    // Nobody has moved in the simultaneous turn: nobody may claim.
    assert!(line(&alice, apocalypse).ends_with("time is up"), "{alice}");
}

/// Where games are played in threads, an open challenge leaves its channel free: two pairs may
/// challenge in one channel at once, and each game gets its thread. A challenge that cannot
/// have its thread after all waits for the channel, refused with a reason and still open.
async fn challenges_for_threads_leave_the_channel_free(db: &str) {
    use bot::service::ChallengeRequest;
    use bot::store::Placement;
    const DAVE: u64 = 1004;
    let service = open(db).await;
    let request = |challenger, opponent| ChallengeRequest {
        thread_if_allowed: true,
        seed: Some(5),
        ..ChallengeRequest::new(
            VariantId::Oracle,
            Some(GUILD),
            90,
            challenger,
            opponent,
            false,
        )
    };
    let first = service.challenge_with(&request(ALICE, BOB)).await.unwrap();
    let second = service.challenge_with(&request(CAROL, DAVE)).await.unwrap();
    // The first starts in its thread; the second cannot have one, and plays in the channel.
    let thread = Placement {
        channel_id: 91,
        parent_channel_id: 90,
        parent_message_id: 9_000,
    };
    service
        .accept_in(first.game_id, BOB, Some(thread), Lang::En)
        .await
        .unwrap();
    service.accept(second.game_id, DAVE).await.unwrap();
    // The channel is held by the second game now: a third pair's challenge that cannot have a
    // thread is refused at acceptance, and stays open until the channel is free.
    let (erin, frank) = (1005, 1006);
    let third = service.challenge_with(&request(erin, frank)).await.unwrap();
    let refused = service.accept(third.game_id, frank).await.unwrap_err();
    assert_eq!(refused, ServiceError::ChannelBusyNoThread(third.game_id));
    assert!(
        refused.to_string().contains("could not open a thread"),
        "{refused}"
    );
    let row = service.store().game(third.game_id).await.unwrap().unwrap();
    assert_eq!(row.status(), bot::store::Status::Challenge);
    // A challenge that does not ask for a thread holds the channel as before.
    let plain = ChallengeRequest::new(VariantId::Oracle, Some(GUILD), 90, 1007, 1008, false);
    assert!(matches!(
        service.challenge_with(&plain).await,
        Err(ServiceError::ChannelBusy)
    ));
    // Moves in the channel reach the game played there; each game keeps its own moves.
    service.resign(&Target::channel(90), DAVE).await.unwrap();
    service.resign(&Target::channel(91), BOB).await.unwrap();
    service.accept(third.game_id, frank).await.unwrap();
    let row = service.store().game(third.game_id).await.unwrap().unwrap();
    assert_eq!(
        (row.status(), row.channel_id),
        (bot::store::Status::Active, 90)
    );
}

/// A rematch starts in one step: two clicks starting it at once give one game (the other hears
/// it has started), the game is in progress at once with the colours swapped, and the old game
/// points at it; nothing half-started (a challenge nobody can see) is ever left.
async fn a_rematch_starts_once_and_whole(db: &str) {
    use bot::service::Rematch;
    let service = open(db).await;
    let id = started(&service, VariantId::Oracle, 95, ALICE, BOB).await;
    service.resign(&Target::game(id), BOB).await.unwrap();
    assert!(matches!(
        service.rematch(id, ALICE).await.unwrap(),
        Rematch::Offered(_)
    ));
    let Rematch::Ready(plan) = service.rematch(id, BOB).await.unwrap() else {
        panic!("the second click makes the rematch ready");
    };
    let (one, two) = tokio::join!(
        service.start_rematch(&plan, None),
        service.start_rematch(&plan, None)
    );
    let (started, refused) = match (one, two) {
        (Ok(u), Err(e)) | (Err(e), Ok(u)) => (u, e),
        (one, two) => panic!("exactly one start: {:?} / {:?}", one.is_ok(), two.is_ok()),
    };
    assert_eq!(
        refused,
        ServiceError::Rematch(RematchRefusal::Started {
            game: id,
            rematch: None
        })
    );
    let new = service
        .store()
        .game(started.game_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(new.status(), bot::store::Status::Active);
    assert_eq!((new.white_id, new.black_id), (BOB as i64, ALICE as i64));
    assert!(
        started.public_text().contains("Rematch of game"),
        "{}",
        started.public_text()
    );
    let old = service.store().game(id).await.unwrap().unwrap();
    assert_eq!(old.rematch_game_id, Some(started.game_id));
    let open: Vec<_> = service
        .store()
        .live_games_of(ALICE as i64, None)
        .await
        .unwrap()
        .into_iter()
        .filter(|g| g.status() == bot::store::Status::Challenge)
        .collect();
    assert!(open.is_empty(), "{open:?}");
    assert_eq!(
        service.rematch(id, ALICE).await.unwrap_err(),
        ServiceError::Rematch(RematchRefusal::Started {
            game: id,
            rematch: Some(started.game_id)
        })
    );
}

#[macro_use]
mod backends;

on_both_databases!(
    a_finished_game_changes_both_ratings_once,
    challenges_that_never_started_are_not_rated,
    the_game_list_shows_whose_turn_and_the_time_left,
    reminders_fall_due_once_per_turn,
    two_processes_polling_at_once_remind_once,
    open_games_and_challenges_are_capped,
    a_pending_secret_move_stays_out_of_a_finished_games_export,
    a_rematch_is_refused_cleanly_and_leaves_nothing_behind,
    two_games_ending_at_once_both_change_the_ratings,
    one_unreadable_game_holds_back_no_other,
    the_channel_finds_its_last_game_played_in_a_thread,
    held_notes_reach_the_player_in_the_thread_and_its_channel,
    several_games_in_threads_are_named_not_guessed,
    the_leaderboard_shows_the_callers_rank_below_the_top_ten,
    a_challenge_sets_its_own_move_time_limit_within_bounds,
    the_game_list_says_who_may_claim_once_time_is_up,
    challenges_for_threads_leave_the_channel_free,
    a_rematch_starts_once_and_whole,
);
