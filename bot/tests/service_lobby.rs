//! The lobby across servers through the service, on SQLite and PostgreSQL: seeks matched,
//! taken, cancelled and expired exactly once; a game with two homes; global ratings; the
//! refusals.

use bot::service::{
    compatible, rating_window, Announcement, Clock, LobbyRefusal, SeekRequest, Service,
    ServiceError, SettingsChange, Sought, Target, Update,
};
use bot::store::{SeekRow, Status, GLOBAL_POOL};
use bot::words::Lang;
use rules::VariantId;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

/// Two servers in the lobby, and one that is not.
const GUILD_A: u64 = 7;
const GUILD_B: u64 = 8;
const GUILD_OFF: u64 = 9;
/// Their lobby channels.
const LOBBY_A: u64 = 70;
const LOBBY_B: u64 = 80;
/// The threads the games are played in.
const THREAD_A: u64 = 701;
const THREAD_B: u64 = 801;
const ALICE: u64 = 1001;
const BOB: u64 = 1002;
const CAROL: u64 = 1003;

const START: i64 = 1_700_000_000;

/// A service on a clock the test moves by hand, with servers A and B in the lobby.
async fn lobby(db: &str) -> (Service, Arc<AtomicI64>) {
    let now = Arc::new(AtomicI64::new(START));
    let read = Arc::clone(&now);
    let service = Service::open(db)
        .await
        .expect("store opens")
        .with_clock(Clock::from_fn(move || read.load(Ordering::SeqCst)));
    for (guild, channel) in [(GUILD_A, LOBBY_A), (GUILD_B, LOBBY_B)] {
        let change = SettingsChange {
            lobby: Some(Some(channel)),
            ..SettingsChange::default()
        };
        let said = service
            .change_settings(guild, true, &change, Lang::En)
            .await
            .unwrap();
        assert!(said.contains(&format!("<#{channel}>")), "{said}");
    }
    (service, now)
}

fn seek(user: u64, guild: u64, name: &str, variant: VariantId) -> SeekRequest {
    SeekRequest {
        user,
        guild,
        name: name.to_owned(),
        variant,
        rated: None,
        move_time_limit: None,
        lang: Lang::En,
    }
}

/// Alice (server A) seeks; Bob (server B) seeks the same: paired at once. Returns the game
/// started in both homes.
async fn paired_game(service: &Service, variant: VariantId) -> (i64, Update) {
    let waiting = service
        .seek(&seek(ALICE, GUILD_A, "Alice", variant))
        .await
        .unwrap();
    assert!(matches!(waiting, Sought::Waiting { .. }), "{waiting:?}");
    let Sought::Paired { pairing, text } = service
        .seek(&seek(BOB, GUILD_B, "Bob", variant))
        .await
        .unwrap()
    else {
        panic!("Bob's seek matches Alice's");
    };
    assert!(text.contains(&format!("<#{LOBBY_B}>")), "{text}");
    let p = service
        .claim_lobby_pairing(pairing)
        .await
        .unwrap()
        .expect("claimed");
    let (white_thread, black_thread) = if p.white_id == ALICE as i64 {
        assert_eq!(
            (p.white_channel_id, p.black_channel_id),
            (LOBBY_A as i64, LOBBY_B as i64)
        );
        (THREAD_A, THREAD_B)
    } else {
        assert_eq!(
            (p.white_channel_id, p.black_channel_id),
            (LOBBY_B as i64, LOBBY_A as i64)
        );
        (THREAD_B, THREAD_A)
    };
    let update = service
        .start_lobby_game(&p, white_thread, black_thread)
        .await
        .unwrap();
    // Started once: a second start (another process, a retry) is refused.
    assert!(service
        .start_lobby_game(&p, white_thread, black_thread)
        .await
        .is_err());
    (update.game_id, update)
}

/// The channel posts of `update`, by channel, in order.
fn posts_in(update: &Update, channel: u64) -> Vec<String> {
    update
        .queued
        .iter()
        .filter_map(|q| match &q.announcement {
            Announcement::Channel(post) if post.channel_id == channel => Some(post.text.clone()),
            _ => None,
        })
        .collect()
}

async fn two_servers_play_one_game_in_two_homes(db: &str) {
    let (service, _) = lobby(db).await;
    let (id, started) = paired_game(&service, VariantId::ItIsWhatItIs).await;
    let row = service.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.guild_id, Some(GLOBAL_POOL));
    // Each home has the opening post once; the opponent is named, never mentioned.
    for (thread, other, other_name) in [(THREAD_A, BOB, "Bob"), (THREAD_B, ALICE, "Alice")] {
        let posts = posts_in(&started, thread);
        assert_eq!(posts.len(), 1, "{posts:?}");
        assert!(
            posts[0].contains(&format!("**{other_name}**"))
                && !posts[0].contains(&format!("<@{other}>")),
            "{posts:?}"
        );
    }
    // Either thread is the game's place: a command from Bob's thread finds it.
    let white = bot::store::from_db(row.white_id);
    let black = bot::store::from_db(row.black_id);
    let thread_of = |user: u64| if user == ALICE { THREAD_A } else { THREAD_B };
    // It is what it is chess: White wins by force (1. Peace Sign e1-e4); play it from the
    // threads, each player from their own.
    let mut last = None;
    for _ in 0..12 {
        let row = service.store().game(id).await.unwrap().unwrap();
        if row.status() != Status::Active {
            break;
        }
        let to_move = match rules::Match::from_json(&row.state).unwrap().to_act() {
            rules::ToAct::Side(rules::Side::White) => white,
            rules::ToAct::Side(rules::Side::Black) => black,
            other => panic!("turn-based: {other:?}"),
        };
        let target = Target::channel(thread_of(to_move));
        let options = service.suggest(&target, to_move, "").await;
        let update = service
            .play(&target, to_move, &options[0].notation)
            .await
            .unwrap();
        // Every public post goes to both homes, in the same order.
        assert_eq!(
            posts_in(&update, THREAD_A).len(),
            posts_in(&update, THREAD_B).len()
        );
        assert!(!posts_in(&update, THREAD_A).is_empty());
        last = Some(update);
    }
    if service.store().game(id).await.unwrap().unwrap().status() == Status::Active {
        last = Some(
            service
                .resign(&Target::channel(THREAD_B), BOB)
                .await
                .unwrap(),
        );
    }
    let end = last.unwrap();
    assert!(end.finished.is_some(), "the game ended");
    // The end offers the replay and blocking, not a rematch across servers.
    for q in &end.queued {
        if let Announcement::Channel(post) = &q.announcement {
            assert_eq!(post.rematch, None);
            if !post.live {
                assert_eq!(post.block, Some(id));
            }
        }
    }
    // Rated in the global pool only.
    let global = service
        .store()
        .ratings_of(GLOBAL_POOL, ALICE as i64)
        .await
        .unwrap();
    assert_eq!(global.len(), 1);
    for guild in [GUILD_A, GUILD_B] {
        assert!(service
            .store()
            .ratings_of(guild as i64, ALICE as i64)
            .await
            .unwrap()
            .is_empty());
    }
    let stats = service
        .stats(GUILD_A, ALICE, bot::words::Lang::En)
        .await
        .unwrap();
    assert!(stats.contains("Global ratings"), "{stats}");
    let board = service
        .leaderboard(0, VariantId::ItIsWhatItIs, ALICE, bot::words::Lang::En)
        .await
        .unwrap();
    // Named by their lobby names: a mention would not resolve in other servers.
    assert!(
        board.contains("global leaderboard")
            && board.contains("**Alice**")
            && !board.contains(&format!("<@{ALICE}>")),
        "{board}"
    );
}

/// Each of `update`'s channel posts is in its home's language (`Lang::En` in server A's
/// thread, `Lang::De` in server B's), and the two homes read different words.
fn in_each_home_language(update: &Update) {
    let mut by_home = [Vec::new(), Vec::new()];
    for q in &update.queued {
        if let Announcement::Channel(post) = &q.announcement {
            let (home, lang) = match post.channel_id {
                THREAD_A => (0, Lang::En),
                THREAD_B => (1, Lang::De),
                other => panic!("a post outside the homes: {other}"),
            };
            assert_eq!(post.lang, lang, "{}", post.text);
            by_home[home].push(post.text.clone());
        }
    }
    assert_eq!(by_home[0].len(), by_home[1].len(), "{by_home:?}");
    assert!(!by_home[0].is_empty());
    for (english, german) in by_home[0].iter().zip(&by_home[1]) {
        assert_ne!(english, german, "the same words in both homes");
    }
}

async fn each_home_reads_the_game_in_its_servers_language(db: &str) {
    let (service, _) = lobby(db).await;
    let german = SettingsChange {
        language: Some(Some(Lang::De)),
        ..SettingsChange::default()
    };
    service
        .change_settings(GUILD_B, true, &german, Lang::En)
        .await
        .unwrap();
    let (id, started) = paired_game(&service, VariantId::Oracle).await;
    in_each_home_language(&started);
    let german_headline = posts_in(&started, THREAD_B).join("\n");
    assert!(
        german_headline.contains("Lobby-Partie"),
        "{german_headline}"
    );
    // A move, announced in both homes.
    let row = service.store().game(id).await.unwrap().unwrap();
    let white = bot::store::from_db(row.white_id);
    let black = bot::store::from_db(row.black_id);
    let home_of = |user: u64| Target::channel(if user == ALICE { THREAD_A } else { THREAD_B });
    let options = service.suggest(&home_of(white), white, "").await;
    let moved = service
        .play(&home_of(white), white, &options[0].notation)
        .await
        .unwrap();
    in_each_home_language(&moved);
    // `/board` asked in a home answers in that home's language.
    for (user, lang) in [(ALICE, Lang::En), (BOB, Lang::De)] {
        let board = service.board(&home_of(user), user).await.unwrap();
        assert_eq!(board.lang, lang);
    }
    // A draw offer, shown in both homes, each with its own words and buttons.
    let offer = service.offer_draw(&home_of(black), black).await.unwrap();
    let mut langs: Vec<(u64, Lang)> = offer.posts.iter().map(|p| (p.channel_id, p.lang)).collect();
    langs.sort_by_key(|(channel, _)| *channel);
    assert_eq!(langs, [(THREAD_A, Lang::En), (THREAD_B, Lang::De)]);
    let german = offer
        .posts
        .iter()
        .find(|p| p.channel_id == THREAD_B)
        .unwrap();
    assert!(german.text.contains("Remis"), "{}", german.text);
    for post in &offer.posts {
        let own = if post.channel_id == THREAD_A {
            ALICE
        } else {
            BOB
        };
        assert!(post.ping.iter().all(|p| *p == own), "{:?}", post.ping);
    }
    // Its acceptance ends the game in both homes.
    let ended = service
        .accept_draw(id, offer.version, rules::Side::Black, white, Lang::En)
        .await
        .unwrap();
    assert!(ended.finished.is_some());
    in_each_home_language(&ended);
}

async fn secrets_stay_secret_in_both_homes(db: &str) {
    let (service, _) = lobby(db).await;
    let (id, _) = paired_game(&service, VariantId::Apocalypse).await;
    let row = service.store().game(id).await.unwrap().unwrap();
    let white = bot::store::from_db(row.white_id);
    let target = Target::game(id);
    let options = service.suggest(&target, white, "").await;
    let secret = options[0].notation.clone();
    let update = service.play(&target, white, &secret).await.unwrap();
    for q in &update.queued {
        if let Announcement::Channel(post) = &q.announcement {
            assert!(!post.text.contains(&secret), "{}", post.text);
        }
    }
    assert_eq!(
        posts_in(&update, THREAD_A).len(),
        posts_in(&update, THREAD_B).len()
    );
}

async fn a_seek_is_taken_once_and_cancelled_once(db: &str) {
    let (service, _) = lobby(db).await;
    let Sought::Waiting { seek: id, .. } = service
        .seek(&seek(ALICE, GUILD_A, "Alice", VariantId::Oracle))
        .await
        .unwrap()
    else {
        panic!("waits");
    };
    // Listed for others, not as a button for herself.
    let list = service.lobby(GUILD_B, BOB, None, Lang::En).await.unwrap();
    assert_eq!(list.seeks.len(), 1, "{list:?}");
    // No server is named, nor its lobby channel.
    assert!(
        list.text.contains("Alice") && !list.text.contains(&format!("<#{LOBBY_A}>")),
        "{}",
        list.text
    );
    // In the viewer's language: the list, the variant's name and the button.
    let german = service.lobby(GUILD_B, BOB, None, Lang::De).await.unwrap();
    let head = bot::words::words_with(Lang::De, "lobby-list-head", &[("count", 1.into())]);
    let oracle = bot::words::variant_name(Lang::De, VariantId::Oracle);
    assert!(
        german.text.starts_with(&head) && german.seeks[0].1.contains(&oracle),
        "{german:?}"
    );
    let own = service.lobby(GUILD_A, ALICE, None, Lang::En).await.unwrap();
    assert!(own.seeks.is_empty());
    // Her own seek is not hers to take.
    assert_eq!(
        service
            .take_seek(id, ALICE, GUILD_A, "Alice", Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Lobby(LobbyRefusal::OwnSeek)
    );
    // Bob and Carol take it at the same instant: exactly one is paired.
    let (bob, carol) = tokio::join!(
        service.take_seek(id, BOB, GUILD_B, "Bob", Lang::En),
        service.take_seek(id, CAROL, GUILD_A, "Carol", Lang::En)
    );
    match (&bob, &carol) {
        (Ok(_), Err(e)) | (Err(e), Ok(_)) => {
            assert_eq!(*e, ServiceError::Lobby(LobbyRefusal::SeekGone))
        }
        other => panic!("exactly one takes it: {other:?}"),
    }
    // Too late for Alice to cancel it.
    assert_eq!(
        service.cancel_seek(id, ALICE, Lang::En).await.unwrap_err(),
        ServiceError::Lobby(LobbyRefusal::AlreadyPaired)
    );
    // A seek cancelled while someone takes it: one of the two wins, never both.
    let Sought::Waiting { seek: second, .. } = service
        .seek(&seek(ALICE, GUILD_A, "Alice", VariantId::Battlefield))
        .await
        .unwrap()
    else {
        panic!("waits");
    };
    let (cancel, take) = tokio::join!(
        service.cancel_seek(second, ALICE, Lang::En),
        service.take_seek(second, CAROL, GUILD_A, "Carol", Lang::En)
    );
    let stored = service.store().seek(second).await.unwrap().unwrap();
    match (&cancel, &take) {
        (Ok(text), Err(_)) if text.contains("cancelled") => assert_eq!(stored.status, "cancelled"),
        (Err(_), Ok(_)) => assert_eq!(stored.status, "matched"),
        other => panic!("exactly one of cancel and take wins: {other:?}"),
    }
}

async fn the_lobby_refuses_what_it_cannot_do(db: &str) {
    let (service, now) = lobby(db).await;
    // A server that has not opted in: said how to turn it on.
    let off = service
        .seek(&seek(ALICE, GUILD_OFF, "Alice", VariantId::Oracle))
        .await
        .unwrap_err();
    assert_eq!(off, ServiceError::Lobby(LobbyRefusal::Off));
    assert!(off.to_string().contains("/settings lobby:true"), "{off}");
    // Seeking twice.
    service
        .seek(&seek(ALICE, GUILD_A, "Alice", VariantId::Oracle))
        .await
        .unwrap();
    assert!(matches!(
        service
            .seek(&seek(ALICE, GUILD_A, "Alice", VariantId::Apocalypse))
            .await,
        Err(ServiceError::Lobby(LobbyRefusal::AlreadySeeking(..)))
    ));
    // A blocked opponent is never paired: Bob's seek waits beside Alice's.
    let said = service.block(BOB, ALICE, "Alice", Lang::En).await.unwrap();
    assert!(said.contains("never pair"), "{said}");
    let bob = service
        .seek(&seek(BOB, GUILD_B, "Bob", VariantId::Oracle))
        .await
        .unwrap();
    assert!(matches!(bob, Sought::Waiting { .. }), "{bob:?}");
    let alice_seek = service
        .store()
        .open_seek_of(ALICE as i64)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        service
            .take_seek(alice_seek.id, BOB, GUILD_B, "Bob", Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Lobby(LobbyRefusal::Blocked)
    );
    assert!(
        service.lobby_tick().await.unwrap().is_empty(),
        "never paired"
    );
    assert_eq!(
        service
            .block(ALICE, ALICE, "Alice", Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Lobby(LobbyRefusal::BlockSelf)
    );
    // Seeks expire after 30 minutes.
    now.fetch_add(31 * 60, Ordering::SeqCst);
    service.lobby_tick().await.unwrap();
    assert!(service
        .store()
        .open_seek_of(ALICE as i64)
        .await
        .unwrap()
        .is_none());
    // Rate limit: Carol seeks and cancels six times; the seventh is refused, with when.
    for _ in 0..6 {
        let Sought::Waiting { seek: id, .. } = service
            .seek(&seek(CAROL, GUILD_A, "Carol", VariantId::HeavenAndHell))
            .await
            .unwrap()
        else {
            panic!("waits");
        };
        service.cancel_seek(id, CAROL, Lang::En).await.unwrap();
    }
    assert!(matches!(
        service
            .seek(&seek(CAROL, GUILD_A, "Carol", VariantId::HeavenAndHell))
            .await,
        Err(ServiceError::Lobby(LobbyRefusal::TooManySeeks(_)))
    ));
    // A server that leaves the lobby: its open seeks are cancelled.
    let bob_seek = service.store().open_seek_of(BOB as i64).await.unwrap();
    assert!(bob_seek.is_none(), "expired with Alice's");
    service
        .seek(&seek(BOB, GUILD_B, "Bob", VariantId::Oracle))
        .await
        .unwrap();
    let leave = SettingsChange {
        lobby: Some(None),
        ..SettingsChange::default()
    };
    service
        .change_settings(GUILD_B, true, &leave, Lang::En)
        .await
        .unwrap();
    assert!(service
        .store()
        .open_seek_of(BOB as i64)
        .await
        .unwrap()
        .is_none());
}

async fn waiting_seeks_meet_as_their_window_widens(db: &str) {
    let (service, now) = lobby(db).await;
    // Two rated seeks far apart in rating wait side by side; the worker pairs them once the
    // window has widened enough.
    for (user, guild, rating) in [(ALICE, GUILD_A, 1500.0), (BOB, GUILD_B, 1950.0)] {
        give_rating(db, user, rating).await;
        let sought = service
            .seek(&seek(user, guild, "P", VariantId::Oracle))
            .await
            .unwrap();
        assert!(matches!(sought, Sought::Waiting { .. }), "{sought:?}");
    }
    assert!(service.lobby_tick().await.unwrap().is_empty());
    now.fetch_add(3 * 60, Ordering::SeqCst);
    assert_eq!(service.lobby_tick().await.unwrap().len(), 1, "paired");
}

/// Gives `user` a global Oracle rating of `rating` (as if earned in lobby games).
async fn give_rating(db: &str, user: u64, rating: f64) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(db).await.unwrap();
    sqlx::query(
        "INSERT INTO ratings (guild_id, variant, user_id, rating, deviation, volatility) \
         VALUES ($1, 'oracle', $2, $3, 60.0, 0.06)",
    )
    .bind(GLOBAL_POOL)
    .bind(user as i64)
    .bind(rating)
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;
}

#[test]
fn the_rating_window_widens_with_waiting() {
    let seek = |user: i64, rating: f64, created_at: i64| SeekRow {
        id: user,
        user_id: user,
        guild_id: 1,
        channel_id: 1,
        name: "x".into(),
        variant: "oracle".into(),
        rated: 1,
        move_time_limit_secs: 86_400,
        rating,
        created_at,
        expires_at: created_at + 1800,
        status: "open".into(),
        pairing_id: None,
    };
    assert_eq!(rating_window(0), 200.0);
    assert_eq!(rating_window(150), 400.0);
    let (a, b) = (seek(1, 1500.0, 0), seek(2, 1800.0, 0));
    assert!(!compatible(&a, &b, 0));
    assert!(compatible(&a, &b, 60));
    assert!(!compatible(&a, &a, 60), "never oneself");
    let casual = SeekRow {
        rated: 0,
        ..seek(3, 2500.0, 0)
    };
    let other_casual = SeekRow {
        rated: 0,
        ..seek(4, 1000.0, 0)
    };
    assert!(compatible(&casual, &other_casual, 0), "casual: any rating");
    assert!(!compatible(&casual, &b, 0), "different terms");
}

#[macro_use]
mod backends;

on_both_databases!(
    two_servers_play_one_game_in_two_homes,
    each_home_reads_the_game_in_its_servers_language,
    secrets_stay_secret_in_both_homes,
    a_seek_is_taken_once_and_cancelled_once,
    the_lobby_refuses_what_it_cannot_do,
    waiting_seeks_meet_as_their_window_widens,
);
