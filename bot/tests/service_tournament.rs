//! Swiss tournaments through the service, on SQLite and PostgreSQL: a 5-player, 3-round
//! tournament (a bye each round, a resignation, a win on time, a second process taking over
//! between rounds and in the middle of one), its pairings, standings and ratings, and the
//! refusals.

use bot::service::{
    Clock, Service, ServiceError, SettingsChange, StartingGame, Target, TournamentRefusal,
    TournamentRequest, TournamentStep,
};
use bot::store::{Placement, Status};
use bot::words::Lang;
use rules::VariantId;
use std::collections::HashSet;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

const GUILD: u64 = 7;
const CHANNEL: u64 = 500;
const ORGANISER: u64 = 999;
const PLAYERS: [u64; 5] = [1001, 1002, 1003, 1004, 1005];
const START: i64 = 1_700_000_000;
const HOUR: i64 = 3_600;

async fn clocked(db: &str, now: &Arc<AtomicI64>) -> Service {
    let read = Arc::clone(now);
    Service::open(db)
        .await
        .expect("store opens")
        .with_clock(Clock::from_fn(move || read.load(Ordering::SeqCst)))
}

fn request(rounds: i64, may_organise: bool) -> TournamentRequest {
    TournamentRequest {
        guild: GUILD,
        channel: CHANNEL,
        organiser: ORGANISER,
        may_organise,
        name: "Spring Swiss".into(),
        variant: VariantId::Oracle,
        rounds,
        time_limit: std::time::Duration::from_secs(HOUR as u64),
        starts_at: None,
        rated: true,
    }
}

/// Runs a tick and starts every game it asks for (each in a thread of its own); returns the
/// posts, and the games started as (game, white, black).
async fn tick(service: &Service, thread: &mut u64) -> (Vec<String>, Vec<(i64, u64, u64)>) {
    let mut posts = Vec::new();
    let mut games = Vec::new();
    for step in service.tournament_tick().await.unwrap() {
        match step {
            TournamentStep::Post { text, .. } => posts.push(text),
            TournamentStep::Finished { text, table, .. } => {
                assert_eq!(table.len(), 6, "a header and five players");
                posts.push(text);
            }
            TournamentStep::Start(g) => {
                *thread += 1;
                let update = start(service, &g, *thread).await.expect("starts");
                games.push((update.game_id, g.white, g.black));
            }
            TournamentStep::Update(_) => posts.push("update".into()),
            TournamentStep::Announce(card) => {
                // The announcement is edited at each change of state, its buttons gone.
                assert!(!card.open, "{}", card.text);
                assert!(
                    card.text.contains("Running: round") || card.text.contains("Finished after"),
                    "{}",
                    card.text
                );
            }
        }
    }
    (posts, games)
}

async fn start(
    service: &Service,
    g: &StartingGame,
    thread: u64,
) -> Result<bot::service::Update, ServiceError> {
    let placement = Placement {
        channel_id: thread as i64,
        parent_channel_id: CHANNEL as i64,
        parent_message_id: thread as i64 + 1_000_000,
    };
    service.start_pairing_game(g, Some(placement)).await
}

/// Tournament `request(3, true)` created, the five `PLAYERS` entered (one leaving and coming
/// back, one entering twice refused), started by its organiser (not by anyone else).
async fn five_entered_and_started(service: &Service) {
    let card = service.create_tournament(&request(3, true)).await.unwrap();
    assert!(
        card.open && card.text.contains("Spring Swiss"),
        "{}",
        card.text
    );
    for p in PLAYERS {
        service.join_tournament(card.id, p).await.unwrap();
    }
    assert_eq!(
        service
            .join_tournament(card.id, PLAYERS[0])
            .await
            .unwrap_err(),
        ServiceError::Tournament(TournamentRefusal::AlreadyEntered)
    );
    service.leave_tournament(card.id, PLAYERS[4]).await.unwrap();
    let card = service.join_tournament(card.id, PLAYERS[4]).await.unwrap();
    assert!(card.text.contains("Players (5)"), "{}", card.text);
    assert_eq!(
        service
            .start_tournament(CHANNEL, false, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Tournament(TournamentRefusal::NotOrganiser)
    );
    service
        .start_tournament(CHANNEL, true, Lang::En)
        .await
        .unwrap();
    assert_eq!(
        service.join_tournament(card.id, 1234).await.unwrap_err(),
        ServiceError::Tournament(TournamentRefusal::NotOpen)
    );
}

async fn a_five_player_three_round_tournament_runs_itself(db: &str) {
    let now = Arc::new(AtomicI64::new(START));
    let service = clocked(db, &now).await;
    five_entered_and_started(&service).await;

    let mut thread = 70_000;
    let mut met = HashSet::new();
    let mut byes = HashSet::new();
    for round in 1..=3 {
        let (posts, games) = tick(&service, &mut thread).await;
        assert!(
            posts
                .iter()
                .any(|p| p.contains(&format!("round {round} of 3"))),
            "{posts:?}"
        );
        // The pairing is claimed once: a second process ticking now pairs nothing again.
        let other = clocked(db, &now).await;
        let (again, more) = tick(&other, &mut thread).await;
        assert!(again.is_empty() && more.is_empty(), "{again:?} {more:?}");
        assert_eq!(games.len(), 2, "two games and a bye");
        let text = service
            .tournament_pairings(CHANNEL, None, Lang::En)
            .await
            .unwrap();
        let bye = PLAYERS
            .into_iter()
            .find(|p| text.contains(&format!("Bye: <@{p}>")))
            .expect("a bye");
        assert!(byes.insert(bye), "nobody has two byes");
        for (_, w, b) in &games {
            assert!(met.insert((*w.min(b), *w.max(b))), "no pair meets twice");
        }
        // Board 1 ends by resignation; board 2 by time in round 2 (Black lets it run out: a
        // restart, i.e. another process, finds it), else by resignation too.
        let (g1, _, b1) = games[0];
        service.resign(&Target::game(g1), b1).await.unwrap();
        let (g2, w2, _) = games[1];
        if round == 2 {
            let (posts, _) = tick(&other, &mut thread).await;
            assert!(posts.is_empty(), "game 2 still on: {posts:?}");
            now.fetch_add(HOUR + 1, Ordering::SeqCst);
            // White is to move in Oracle's first turn: White loses on time.
            let (posts, _) = tick(&other, &mut thread).await;
            assert_eq!(posts, ["update"], "won on time");
            let row = service.store().game(g2).await.unwrap().unwrap();
            assert_eq!(row.status(), Status::Finished);
            assert!(row.result.unwrap().starts_with("Black wins"));
        } else {
            service.resign(&Target::game(g2), w2).await.unwrap();
        }
    }
    let (posts, games) = tick(&service, &mut thread).await;
    assert!(games.is_empty(), "no fourth round");
    assert!(posts.is_empty(), "{posts:?}");
    let (posts, _) = tick(&service, &mut thread).await;
    assert_eq!(posts.len(), 1, "{posts:?}");
    assert!(
        posts[0].contains("is over after 3 rounds") && posts[0].contains("Winner"),
        "{}",
        posts[0]
    );
    let (posts, _) = tick(&service, &mut thread).await;
    assert!(posts.is_empty(), "the end is claimed once");
    // The post was claimed but never recorded as sent (its process died, or Discord refused
    // it): once the claim runs out the standings are posted again, then never after that.
    now.fetch_add(61, Ordering::SeqCst);
    let steps = service.tournament_tick().await.unwrap();
    let [TournamentStep::Finished { tournament, .. }, TournamentStep::Announce(card)] =
        steps.as_slice()
    else {
        panic!("the standings again, alone: {} steps", steps.len());
    };
    assert!(
        card.text.contains("Finished after 3 rounds. Winner: "),
        "{}",
        card.text
    );
    service.tournament_end_posted(*tournament).await.unwrap();
    now.fetch_add(61, Ordering::SeqCst);
    let (posts, _) = tick(&service, &mut thread).await;
    assert!(posts.is_empty(), "recorded as posted: {posts:?}");
    let (_, text, table) = service
        .tournament_standings(CHANNEL, Lang::En)
        .await
        .unwrap();
    assert!(text.contains("Buchholz"), "{text}");
    assert_eq!(table[0][2], "Points");
    // Rated: six games, each changing two ratings.
    let mut rated = 0;
    for p in PLAYERS {
        let rows = service
            .store()
            .ratings_of(GUILD as i64, p as i64)
            .await
            .unwrap();
        rated += rows.first().map_or(0, |r| r.games);
    }
    assert_eq!(rated, 12);
}

async fn tournaments_refuse_bad_input_privately(db: &str) {
    let now = Arc::new(AtomicI64::new(START));
    let service = clocked(db, &now).await;
    assert_eq!(
        service
            .create_tournament(&request(3, false))
            .await
            .unwrap_err(),
        ServiceError::Tournament(TournamentRefusal::NotOrganiser)
    );
    assert_eq!(
        service
            .create_tournament(&request(16, true))
            .await
            .unwrap_err(),
        ServiceError::Tournament(TournamentRefusal::BadRounds(16))
    );
    // A start time: how long from now, or a Unix time; never in the past.
    assert_eq!(service.tournament_start("2h").unwrap(), START + 7200);
    let unix = (START + 60).to_string();
    assert_eq!(service.tournament_start(&unix).unwrap(), START + 60);
    for bad in ["yesterday", "0", &START.to_string()] {
        assert_eq!(
            service.tournament_start(bad).unwrap_err(),
            ServiceError::Tournament(TournamentRefusal::BadStart(bad.to_owned())),
            "{bad}"
        );
    }
    // Organisers: Manage Server, or the role the server names in /settings.
    assert!(!service.may_organise(GUILD, false, &[42]).await.unwrap());
    let change = SettingsChange {
        organiser_role: Some(Some(42)),
        ..SettingsChange::default()
    };
    let said = service
        .change_settings(GUILD, true, &change, Lang::En)
        .await
        .unwrap();
    assert!(said.contains("<@&42>"), "{said}");
    assert!(service.may_organise(GUILD, false, &[7, 42]).await.unwrap());
    assert!(!service.may_organise(GUILD, false, &[43]).await.unwrap());
    assert!(service.may_organise(GUILD, true, &[]).await.unwrap());
    // The role can be taken back: Manage Server alone then.
    let clear = SettingsChange {
        organiser_role: Some(None),
        ..SettingsChange::default()
    };
    let said = service
        .change_settings(GUILD, true, &clear, Lang::En)
        .await
        .unwrap();
    assert!(!said.contains("<@&42>"), "{said}");
    assert!(!service.may_organise(GUILD, false, &[42]).await.unwrap());
    service
        .change_settings(GUILD, true, &change, Lang::En)
        .await
        .unwrap();
    let card = service.create_tournament(&request(3, true)).await.unwrap();
    assert_eq!(
        service
            .create_tournament(&request(3, true))
            .await
            .unwrap_err(),
        ServiceError::Tournament(TournamentRefusal::ChannelBusy(card.id))
    );
    service.join_tournament(card.id, PLAYERS[0]).await.unwrap();
    assert_eq!(
        service
            .start_tournament(CHANNEL, true, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Tournament(TournamentRefusal::TooFew(1))
    );
    assert_eq!(
        service
            .tournament_standings(CHANNEL, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Tournament(TournamentRefusal::NotRunning)
    );
    service
        .cancel_tournament(CHANNEL, true, Lang::En)
        .await
        .unwrap();
    // The channel is free again.
    service.create_tournament(&request(3, true)).await.unwrap();
    assert_eq!(
        service
            .tournament_pairings(CHANNEL + 1, None, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Tournament(TournamentRefusal::NoneHere)
    );
}

/// A player who withdraws during a round is told their game still counts, and the standings
/// mark them; a bye is named in the W-D-L; standings in a round say "during".
async fn a_withdrawal_is_marked_and_its_game_still_counts(db: &str) {
    let now = Arc::new(AtomicI64::new(START));
    let service = clocked(db, &now).await;
    let card = service.create_tournament(&request(2, true)).await.unwrap();
    for p in &PLAYERS[..3] {
        service.join_tournament(card.id, *p).await.unwrap();
    }
    service
        .start_tournament(CHANNEL, true, Lang::En)
        .await
        .unwrap();
    let mut thread = 80_000;
    let (_, games) = tick(&service, &mut thread).await;
    let [(game, white, _)] = games.as_slice() else {
        panic!("one game and a bye: {games:?}");
    };
    let said = service
        .withdraw_from_tournament(CHANNEL, *white, Lang::En)
        .await
        .unwrap();
    assert!(
        said.contains(&format!("game #{game} of round 1 still counts")),
        "{said}"
    );
    let (_, text, table) = service
        .tournament_standings(CHANNEL, Lang::En)
        .await
        .unwrap();
    assert!(text.contains("standings during round 1 of 2"), "{text}");
    assert!(text.contains("(withdrew)"), "{text}");
    assert!(text.contains("W-D-L 1-0-0 (with 1 bye)"), "{text}");
    assert!(
        text.contains("· 1 point (") && !text.contains("1 points"),
        "{text}"
    );
    assert!(
        table.iter().any(|row| row[1].ends_with(" (withdrew)")),
        "{table:?}"
    );
    // The game, once over, completes the round: "after round 1".
    service.resign(&Target::game(*game), *white).await.unwrap();
    let (_, text, _) = service
        .tournament_standings(CHANNEL, Lang::En)
        .await
        .unwrap();
    assert!(text.contains("standings after round 1 of 2"), "{text}");
}

#[macro_use]
mod backends;

on_both_databases!(
    a_five_player_three_round_tournament_runs_itself,
    tournaments_refuse_bad_input_privately,
    a_withdrawal_is_marked_and_its_game_still_counts,
);
