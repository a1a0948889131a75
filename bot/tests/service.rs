//! The game service and store against a real SQLite file, with the real rules and renderer.

use bot::service::{Ended, Place, Service, ServiceError, Target, Update, Waiting, Who};
use bot::store::{Change, NewAction, NewGame, Status, Store, StoreError};
use bot::words::Lang;
use rules::{RuleError, Side, VariantId};

const GUILD: u64 = 1;
const CHANNEL: u64 = 100;
const ALICE: u64 = 1001; // challenger: White
const BOB: u64 = 1002; // challenged: Black
const CAROL: u64 = 1003; // a stranger

async fn open(db: &str) -> Service {
    Service::open(db).await.expect("store opens")
}

/// A started Apocalypse game between Alice (White) and Bob (Black) in `CHANNEL`.
async fn started(service: &Service) -> (i64, Update) {
    let challenge = service
        .challenge_seeded(
            VariantId::Apocalypse,
            Some(GUILD),
            CHANNEL,
            ALICE,
            BOB,
            false,
            7,
        )
        .await
        .expect("challenge");
    let update = service
        .accept(challenge.game_id, BOB)
        .await
        .expect("accept");
    (challenge.game_id, update)
}

/// The stored state and version of a game.
async fn snapshot(service: &Service, id: i64) -> (String, i64, String) {
    let row = service.store().game(id).await.unwrap().unwrap();
    (row.state, row.version, row.status)
}

fn sample_game(channel: i64, status: Status) -> NewGame {
    NewGame {
        variant: "apocalypse".into(),
        guild_id: Some(1),
        channel_id: channel,
        white_id: 1,
        black_id: 2,
        challenger_id: 1,
        state: "{}".into(),
        status,
        rated: true,
        move_time_limit_secs: 86_400,
        computer: None,
        threaded: false,
    }
}

async fn migrations_run_on_a_fresh_file_and_the_database_allows_one_live_game_per_channel(
    db: &str,
) {
    let store = Store::open(db).await.unwrap();
    let first = store
        .insert_game(&sample_game(5, Status::Challenge))
        .await
        .unwrap();
    // A second live game in the same channel is refused by the unique index itself.
    assert!(matches!(
        store.insert_game(&sample_game(5, Status::Active)).await,
        Err(StoreError::ChannelBusy)
    ));
    // Another channel is fine.
    store
        .insert_game(&sample_game(6, Status::Challenge))
        .await
        .unwrap();
    // Once the first game is over, the channel is free again.
    store
        .commit(&Change {
            announcements: &[],
            rated_end: None,
            placement: None,
            computer_due: None,
            game_id: first,
            expected_version: 0,
            state: "{}",
            status: Status::Finished,
            result: Some("done"),
            action: None,
        })
        .await
        .unwrap();
    store
        .insert_game(&sample_game(5, Status::Challenge))
        .await
        .unwrap();
    // Reopening runs the (already applied) migrations again without complaint.
    store.close().await;
    let again = Store::open(db).await.unwrap();
    assert!(again.live_game_in_channel(5).await.unwrap().is_some());
}

async fn a_commit_with_a_stale_version_is_refused_and_logs_nothing(db: &str) {
    let store = Store::open(db).await.unwrap();
    let id = store
        .insert_game(&sample_game(5, Status::Active))
        .await
        .unwrap();
    let change = |state: &'static str| Change {
        announcements: &[],
        rated_end: None,
        placement: None,
        computer_due: None,
        game_id: id,
        expected_version: 0,
        state,
        status: Status::Active,
        result: None,
        action: Some(NewAction {
            side: "White".into(),
            user_id: 1,
            notation: state.into(),
        }),
    };
    let (ca, cb) = (change("a"), change("b"));
    let (a, b) = tokio::join!(store.commit(&ca), store.commit(&cb));
    assert!(
        a.is_ok() != b.is_ok(),
        "exactly one commit wins: {a:?} {b:?}"
    );
    let loser = if a.is_ok() { b } else { a };
    assert!(matches!(loser, Err(StoreError::Conflict)));
    let row = store.game(id).await.unwrap().unwrap();
    assert_eq!(row.version, 1);
    let actions = store.actions(id).await.unwrap();
    assert_eq!(actions.len(), 1, "the loser's action row was rolled back");
    assert_eq!(actions[0].notation, row.state);
}

async fn challenges_are_checked_and_only_the_right_people_answer_them(db: &str) {
    let service = open(db).await;
    let v = VariantId::Apocalypse;
    assert_eq!(
        service
            .challenge(v, Some(GUILD), CHANNEL, ALICE, ALICE, false)
            .await,
        Err(ServiceError::SelfChallenge)
    );
    assert_eq!(
        service
            .challenge(v, Some(GUILD), CHANNEL, ALICE, BOB, true)
            .await,
        Err(ServiceError::BotChallenge)
    );
    for variant in VariantId::ALL {
        if !rules::AnyGame::is_available(variant) {
            assert_eq!(
                service
                    .challenge(variant, Some(GUILD), CHANNEL, ALICE, BOB, false)
                    .await,
                Err(ServiceError::NotPlayable(variant))
            );
        }
    }
    let c = service
        .challenge(v, Some(GUILD), CHANNEL, ALICE, BOB, false)
        .await
        .unwrap();
    assert!(c.text.contains(&format!("<@{BOB}>")));
    // One game per channel.
    assert_eq!(
        service
            .challenge(v, Some(GUILD), CHANNEL, CAROL, BOB, false)
            .await,
        Err(ServiceError::ChannelBusy)
    );
    let before = snapshot(&service, c.game_id).await;
    assert_eq!(
        service.accept(c.game_id, ALICE).await,
        Err(ServiceError::OnlyChallenged)
    );
    assert_eq!(
        service.accept(c.game_id, CAROL).await,
        Err(ServiceError::OnlyChallenged)
    );
    assert_eq!(
        service.decline(c.game_id, ALICE).await,
        Err(ServiceError::OnlyChallenged)
    );
    assert_eq!(
        service.cancel(c.game_id, BOB).await,
        Err(ServiceError::OnlyChallenger)
    );
    assert_eq!(
        service.play(&Target::channel(CHANNEL), ALICE, "c1c2").await,
        Err(ServiceError::NotStarted(c.game_id))
    );
    assert_eq!(
        snapshot(&service, c.game_id).await,
        before,
        "refusals change nothing"
    );
    // The challenged player declines; the channel is free again.
    let text = service.decline(c.game_id, BOB).await.unwrap();
    assert!(text.contains("declined"));
    assert_eq!(
        service.accept(c.game_id, BOB).await,
        Err(ServiceError::ChallengeClosed(Status::Declined))
    );
    let c2 = service
        .challenge(v, Some(GUILD), CHANNEL, ALICE, BOB, false)
        .await
        .unwrap();
    assert!(service.cancel(c2.game_id, ALICE).await.is_ok());
    assert_eq!(
        service.cancel(c2.game_id, ALICE).await,
        Err(ServiceError::ChallengeClosed(Status::Cancelled))
    );
}

async fn accepting_starts_a_secret_turn_with_private_prompts(db: &str) {
    let service = open(db).await;
    let (id, update) = started(&service).await;
    assert_eq!(update.game_id, id);
    assert_eq!(update.channel_id, CHANNEL);
    assert!(
        update.public().unwrap().view.is_some(),
        "the public board is posted"
    );
    let mut prompted: Vec<(u64, Option<Side>)> = update
        .private()
        .into_iter()
        .map(|n| (n.user_id, n.side))
        .collect();
    prompted.sort();
    assert_eq!(
        prompted,
        vec![(ALICE, Some(Side::White)), (BOB, Some(Side::Black))]
    );
    for note in update.private() {
        assert!(note.prompt);
        assert!(note.view.is_some(), "each player gets their private board");
        assert!(!note.choices.is_empty() && note.choices.len() <= 25);
        assert_eq!(note.turn, 0);
    }
}

async fn refusals_change_nothing(db: &str) {
    let service = open(db).await;
    let (id, _) = started(&service).await;
    let here = Target::channel(CHANNEL);
    let before = snapshot(&service, id).await;
    assert_eq!(
        service.play(&here, CAROL, "c1c2").await,
        Err(ServiceError::NotYourGame(id))
    );
    assert!(matches!(
        service.play(&here, ALICE, "zz").await,
        Err(ServiceError::Rule {
            error: RuleError::Malformed { text, .. },
            ..
        }) if text == "zz"
    ));
    assert!(matches!(
        service.play(&here, ALICE, "c1c4").await,
        Err(ServiceError::Rule {
            error: RuleError::Illegal { action, .. },
            game,
        }) if action == "c1c4" && game == id
    ));
    assert_eq!(
        service.resign(&here, CAROL).await,
        Err(ServiceError::NotYourGame(id))
    );
    assert_eq!(
        service.offer_draw(&here, CAROL).await,
        Err(ServiceError::NotYourGame(id))
    );
    assert_eq!(
        service
            .play(&Target::channel(CHANNEL + 1), ALICE, "c1c2")
            .await,
        Err(ServiceError::NoGameHere)
    );
    assert_eq!(snapshot(&service, id).await, before);
    assert!(
        service.suggest(&here, CAROL, "").await.is_empty(),
        "strangers get no suggestions"
    );

    // After White submits, a second White move is refused and changes nothing.
    let update = service.play(&here, ALICE, "c1c2").await.unwrap();
    assert!(update.secret && !update.turn_changed);
    let before = snapshot(&service, id).await;
    assert!(matches!(
        service.play(&here, ALICE, "b1b2").await,
        Err(ServiceError::NotYourTurn {
            side: Side::White,
            waiting: Waiting::Opponent,
            ..
        })
    ));
    assert!(service.suggest(&here, ALICE, "").await.is_empty());
    assert_eq!(snapshot(&service, id).await, before);
}

async fn a_secret_move_stays_secret_until_the_turn_resolves(db: &str) {
    let service = open(db).await;
    let (id, _) = started(&service).await;
    let here = Target::channel(CHANNEL);
    let first = service.play(&here, ALICE, "a2b3").await.unwrap();
    assert!(first.secret);
    assert!(!first.turn_changed);
    assert!(
        first.public().unwrap().view.is_none(),
        "no board before both moves are in"
    );
    assert!(!first.public_text().contains("a2b3") && !first.public_text().contains("b3"));
    assert!(first.public_text().contains("submitted"));
    assert!(
        first.ack.text.contains("a2b3"),
        "the mover is told privately"
    );
    assert!(
        first.private().is_empty(),
        "nothing goes to the opponent yet"
    );
    let history = service.history(&here, CAROL).await.unwrap();
    assert!(
        !history.contains("a2b3"),
        "the record shows no pending move"
    );

    let second = service.play(&here, BOB, "c5c4").await.unwrap();
    assert!(second.turn_changed);
    assert!(second.public().unwrap().view.is_some());
    assert_eq!(
        second.private().into_iter().filter(|n| n.prompt).count(),
        2,
        "both are prompted again"
    );
    assert!(second.private().into_iter().all(|n| n.turn == 1));
    let (_, version, _) = snapshot(&service, id).await;
    assert_eq!(version, 3, "accept + two moves");
    assert_eq!(service.store().actions(id).await.unwrap().len(), 2);
}

async fn two_concurrent_plays_by_one_player_exactly_one_wins(db: &str) {
    let service = open(db).await;
    let (id, _) = started(&service).await;
    let here = Target::channel(CHANNEL);
    let (a, b) = tokio::join!(
        service.play(&here, ALICE, "c1c2"),
        service.play(&here, ALICE, "b1b2")
    );
    assert!(a.is_ok() != b.is_ok(), "exactly one wins");
    let loser = if a.is_ok() { b } else { a };
    assert!(
        matches!(
            loser,
            Err(ServiceError::NotYourTurn { .. }) | Err(ServiceError::Busy)
        ),
        "the loser gets a clear refusal: {loser:?}"
    );
    assert_eq!(service.store().actions(id).await.unwrap().len(), 1);
}

async fn concurrent_moves_by_both_players_both_count(db: &str) {
    let service = open(db).await;
    let (id, _) = started(&service).await;
    let here = Target::channel(CHANNEL);
    let (w, b) = tokio::join!(
        service.play(&here, ALICE, "c1c2"),
        service.play(&here, BOB, "c5c4")
    );
    let (w, b) = (w.unwrap(), b.unwrap());
    assert!(
        w.turn_changed != b.turn_changed,
        "exactly one of them resolved the turn"
    );
    assert_eq!(service.store().actions(id).await.unwrap().len(), 2);
    assert_eq!(
        service.history(&here, ALICE).await.unwrap().lines().count(),
        2
    );
}

async fn a_pending_secret_move_survives_a_restart(db: &str) {
    let id = {
        let service = open(db).await;
        let (id, _) = started(&service).await;
        service
            .play(&Target::channel(CHANNEL), ALICE, "c1c2")
            .await
            .unwrap();
        service.store().close().await;
        id
    };
    let service = open(db).await;
    let here = Target::channel(CHANNEL);
    assert!(matches!(
        service.play(&here, ALICE, "b1b2").await,
        Err(ServiceError::NotYourTurn {
            side: Side::White,
            waiting: Waiting::Opponent,
            ..
        })
    ));
    let update = service.play(&here, BOB, "c5c4").await.unwrap();
    assert_eq!(update.game_id, id);
    assert!(
        update.turn_changed,
        "White's stored move was resolved with Black's"
    );
    assert_eq!(
        service.history(&here, BOB).await.unwrap().lines().count(),
        2
    );
}

async fn direct_messages_find_the_game_waiting_for_the_player(db: &str) {
    let service = open(db).await;
    let (id, _) = started(&service).await;
    assert_eq!(
        service.play(&Target::direct(), CAROL, "c1c2").await,
        Err(ServiceError::NothingToPlay(None))
    );
    let suggestions = service.suggest(&Target::direct(), ALICE, "c1").await;
    assert!(!suggestions.is_empty());
    assert!(suggestions.iter().all(|c| c.notation.starts_with("c1")));
    let update = service
        .play(&Target::direct(), ALICE, "c1c2")
        .await
        .unwrap();
    assert_eq!(update.game_id, id);
    assert_eq!(
        update.channel_id, CHANNEL,
        "the public line goes to the game's channel"
    );

    // A second game for Alice in another channel: a DM must now say which game.
    let c = service
        .challenge_seeded(
            VariantId::Apocalypse,
            Some(GUILD),
            CHANNEL + 1,
            BOB,
            ALICE,
            false,
            3,
        )
        .await
        .unwrap();
    service.accept(c.game_id, ALICE).await.unwrap();
    // Alice already moved in game 1, so only game 2 waits for her.
    let update = service
        .play(&Target::direct(), ALICE, "c5c4")
        .await
        .unwrap();
    assert_eq!(update.game_id, c.game_id);
    // Bob now waits in both games.
    match service.play(&Target::direct(), BOB, "c5c4").await {
        Err(ServiceError::WhichGame { games, why }) => {
            assert_eq!(games, vec![id, c.game_id]);
            assert_eq!(why, bot::service::Ambiguity::Waiting);
        }
        other => panic!("expected WhichGame, got {other:?}"),
    }
    let target = Target {
        place: Place::Direct,
        game: Some(id),
        lang: Lang::En,
    };
    assert!(
        service
            .play(&target, BOB, "c5c4")
            .await
            .unwrap()
            .turn_changed
    );
}

async fn a_menu_from_an_earlier_turn_is_refused(db: &str) {
    let service = open(db).await;
    let (id, _) = started(&service).await;
    let menu = Target::game(id);
    service
        .play_checked(&menu, ALICE, "c1c2", Some(0))
        .await
        .unwrap();
    service
        .play_checked(&menu, BOB, "c5c4", Some(0))
        .await
        .unwrap();
    let before = snapshot(&service, id).await;
    assert_eq!(
        service.play_checked(&menu, ALICE, "b1b2", Some(0)).await,
        Err(ServiceError::StaleMenu)
    );
    // The same pick again (a retried click) after the turn resolved: already played.
    let retried = service
        .play_checked(&menu, ALICE, "c1c2", Some(0))
        .await
        .expect("a retry is answered, not refused");
    assert!(
        retried.ack.text.contains("already played"),
        "{}",
        retried.ack.text
    );
    assert_eq!(snapshot(&service, id).await, before);
    assert!(service
        .play_checked(&menu, ALICE, "b1b2", Some(1))
        .await
        .is_ok());
    // Once the game is over, an old menu, a draw answer and a move sent by DM all hear how
    // it ended rather than that the menu is old or that there is no game.
    service.resign(&menu, BOB).await.unwrap();
    for stale in [Some(0), Some(1)] {
        assert!(
            matches!(
                service.play_checked(&menu, ALICE, "a1a2", stale).await,
                Err(ServiceError::GameOver(Some(Ended { game, result: Some(result) })))
                    if game == id && result.contains("resign")
            ),
            "menu of turn {stale:?}"
        );
    }
    assert!(matches!(
        service.decline_draw(id, Side::White, BOB, Lang::En).await,
        Err(ServiceError::GameOver(_))
    ));
    let late = service.play(&Target::direct(), ALICE, "a1a2").await;
    assert!(
        matches!(&late, Err(ServiceError::NothingToPlay(Some(Ended { game, .. }))) if *game == id),
        "{late:?}"
    );
    assert!(late.unwrap_err().to_string().contains("is over"));
}

async fn draw_offers_resignation_and_board(db: &str) {
    let service = open(db).await;
    let (id, _) = started(&service).await;
    let here = Target::channel(CHANNEL);

    let board = service.board(&here, ALICE).await.unwrap();
    assert!(board.public.view.is_some());
    assert!(
        board.private.is_some(),
        "a player also gets their private view"
    );
    assert!(service.board(&here, CAROL).await.unwrap().private.is_none());

    let offer = service.offer_draw(&here, ALICE).await.unwrap();
    assert_eq!(offer.offered_by, Side::White);
    assert_eq!(
        service
            .accept_draw(id, offer.version, Side::White, ALICE, Lang::En)
            .await,
        Err(ServiceError::OwnOffer)
    );
    assert_eq!(
        service
            .accept_draw(id, offer.version, Side::White, CAROL, Lang::En)
            .await,
        Err(ServiceError::NotYourGame(id))
    );
    // The same offer again, before the game moves on, is refused: Bob is not pinged twice.
    assert_eq!(
        service.offer_draw(&here, ALICE).await,
        Err(ServiceError::DrawAlreadyOffered {
            game: id,
            opponent: Who::Player {
                user: BOB,
                side: Side::Black
            }
        })
    );
    // Alice's own Decline takes her offer back.
    let withdrawn = service
        .decline_draw(id, Side::White, ALICE, Lang::En)
        .await
        .unwrap();
    assert!(
        withdrawn.contains("withdraws the draw offer"),
        "{withdrawn}"
    );
    // The game moves on: the old offer expires.
    service.play(&here, ALICE, "c1c2").await.unwrap();
    assert_eq!(
        service
            .accept_draw(id, offer.version, Side::White, BOB, Lang::En)
            .await,
        Err(ServiceError::OfferExpired)
    );
    let offer = service.offer_draw(&here, BOB).await.unwrap();
    let update = service
        .accept_draw(id, offer.version, Side::Black, ALICE, Lang::En)
        .await
        .unwrap();
    assert!(update.finished.as_deref().unwrap().starts_with("Draw"));
    let (_, _, status) = snapshot(&service, id).await;
    assert_eq!(status, "finished");
    // An action just after the game ended hears how it ended, not that there is no game.
    let late = service.resign(&here, ALICE).await;
    assert!(
        matches!(
            &late,
            Err(ServiceError::GameOver(Some(Ended { result: Some(r), .. }))) if r.contains("Draw: agreed")
        ),
        "{late:?}"
    );
    assert!(late
        .unwrap_err()
        .to_string()
        .contains(&format!("game #{id}")));
    // The finished game is still shown by /board and /history in its channel.
    assert!(service
        .history(&here, CAROL)
        .await
        .unwrap()
        .contains("Draw"));
    assert!(service.board(&here, CAROL).await.is_ok());

    // A new game in the same channel, then a resignation.
    let (id2, _) = started(&service).await;
    assert_ne!(id, id2);
    let update = service.resign(&here, BOB).await.unwrap();
    assert_eq!(
        update.finished.as_deref(),
        Some("White wins: Black resigned")
    );
    assert!(update.public().unwrap().view.is_some());
}

/// Plays whole games through the service with SQLite and the renderer, choosing among each
/// player's suggested moves with a fixed pseudo-random sequence, until the rules end the game.
async fn full_games_through_the_service_reach_a_result(db: &str) {
    let service = open(db).await;
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    for game in 0..3u64 {
        let channel = CHANNEL + 10 + game;
        let c = service
            .challenge_seeded(
                VariantId::Apocalypse,
                Some(GUILD),
                channel,
                ALICE,
                BOB,
                false,
                game,
            )
            .await
            .unwrap();
        service.accept(c.game_id, BOB).await.unwrap();
        let here = Target::channel(channel);
        let mut finished = None;
        for _ in 0..2000 {
            let mut resolved = None;
            for user in [ALICE, BOB] {
                let choices = service.suggest(&here, user, "").await;
                assert!(!choices.is_empty(), "a player to act has legal moves");
                let pick = &choices[next(choices.len())].notation;
                let update = service.play(&here, user, pick).await.unwrap();
                if user == ALICE {
                    assert!(!update.turn_changed);
                    assert!(
                        !update.public_text().contains(pick.as_str()),
                        "secret leaked"
                    );
                }
                resolved = Some(update);
            }
            let update = resolved.unwrap();
            assert!(update.turn_changed);
            if update.finished.is_some() {
                finished = update.finished;
                break;
            }
            assert_eq!(update.private().into_iter().filter(|n| n.prompt).count(), 2);
        }
        let result = finished.expect("the game ends");
        let row = service.store().game(c.game_id).await.unwrap().unwrap();
        assert_eq!(row.status, "finished");
        assert_eq!(row.result.as_deref(), Some(result.as_str()));
        assert!(service
            .history(&here, CAROL)
            .await
            .unwrap()
            .contains(&result));
        assert!(service.suggest(&here, ALICE, "").await.is_empty());
    }
}

/// Every variant goes through the same service: a challenge, some turns played by whoever is to
/// act (from their own suggestions), refusals for the other player, and a resignation.
async fn every_variant_plays_through_the_service(db: &str) {
    let service = open(db).await;
    for (i, variant) in VariantId::ALL.into_iter().enumerate() {
        let channel = CHANNEL + 100 + i as u64;
        let here = Target::channel(channel);
        let c = service
            .challenge_seeded(variant, Some(GUILD), channel, ALICE, BOB, false, 5)
            .await
            .unwrap_or_else(|e| panic!("{variant}: {e}"));
        let start = service.accept(c.game_id, BOB).await.unwrap();
        assert!(
            start.public().unwrap().view.is_some(),
            "{variant}: the board is shown"
        );
        let mut finished = None;
        for ply in 0..12 {
            let alice = service.suggest(&here, ALICE, "").await;
            let bob = service.suggest(&here, BOB, "").await;
            let (user, other, choices) = if !alice.is_empty() {
                (ALICE, BOB, alice)
            } else {
                (BOB, ALICE, bob)
            };
            assert!(!choices.is_empty(), "{variant} ply {ply}: somebody can act");
            let pick = choices[ply % choices.len()].notation.clone();
            let simultaneous = !service.suggest(&here, other, "").await.is_empty();
            if !simultaneous {
                let before = snapshot(&service, c.game_id).await;
                assert!(
                    matches!(
                        service.play(&here, other, &pick).await,
                        Err(ServiceError::NotYourTurn { .. }) | Err(ServiceError::Rule { .. })
                    ),
                    "{variant}: the other player is refused"
                );
                assert_eq!(snapshot(&service, c.game_id).await, before);
            }
            let update = service
                .play(&here, user, &pick)
                .await
                .unwrap_or_else(|e| panic!("{variant} ply {ply} `{pick}`: {e}"));
            assert_eq!(update.channel_id, channel);
            assert!(!update.public_text().is_empty());
            if update.finished.is_some() {
                finished = update.finished;
                break;
            }
        }
        if finished.is_none() {
            let update = service.resign(&here, ALICE).await.unwrap();
            assert!(update.finished.unwrap().starts_with("Black wins"));
        }
        let row = service.store().game(c.game_id).await.unwrap().unwrap();
        assert_eq!(row.status, "finished", "{variant}");
        assert!(service.history(&here, CAROL).await.is_ok());
    }
}

/// A challenger who challenges again in the same channel replaces their own open challenge
/// (whose message may never have been posted, if the bot stopped in between); someone else's
/// open challenge still holds the channel.
async fn a_new_challenge_replaces_the_challengers_own_open_one(db: &str) {
    let service = open(db).await;
    let v = VariantId::Oracle;
    let first = service
        .challenge(v, Some(GUILD), CHANNEL, ALICE, BOB, false)
        .await
        .unwrap();
    let second = service
        .challenge(v, Some(GUILD), CHANNEL, ALICE, CAROL, false)
        .await
        .expect("Alice's own challenge is replaced");
    assert!(
        second
            .text
            .contains(&format!("replaces game #{}", first.game_id)),
        "{}",
        second.text
    );
    assert_eq!(
        service.accept(first.game_id, BOB).await,
        Err(ServiceError::ChallengeClosed(Status::Cancelled))
    );
    assert_eq!(
        service
            .challenge(v, Some(GUILD), CHANNEL, BOB, CAROL, false)
            .await,
        Err(ServiceError::ChannelBusy)
    );
    service.accept(second.game_id, CAROL).await.unwrap();
    assert_eq!(
        service
            .challenge(v, Some(GUILD), CHANNEL, ALICE, BOB, false)
            .await,
        Err(ServiceError::ChannelBusy),
        "a game in progress is never replaced"
    );
}

/// One look at a game's outbox line (what a sender of an action's announcements asks instead of
/// a statement per row): an earlier action's rows not sent yet come first with their payloads,
/// the caller's own without; all this run's to send, none another run's; and whether a player
/// of the game has closed DMs.
async fn one_look_at_the_outbox_line_tells_what_may_go_out(db: &str) {
    let service = open(db).await;
    let (id, accepted) = started(&service).await;
    let moved = service
        .play(&Target::channel(CHANNEL), ALICE, "c1c2")
        .await
        .unwrap();
    let (earlier, own): (Vec<i64>, Vec<i64>) = (
        accepted.queued.iter().map(|q| q.id).collect(),
        moved.queued.iter().map(|q| q.id).collect(),
    );
    assert!(!earlier.is_empty() && !own.is_empty());
    assert!(own.windows(2).all(|w| w[0] < w[1]), "in commit order");
    let store = service.store();
    let (first, last) = (own[0], own[own.len() - 1]);
    let line = store.line(id, first, last).await.unwrap();
    let ids: Vec<i64> = line.rows.iter().map(|r| r.id).collect();
    assert_eq!(ids, [earlier.clone(), own.clone()].concat());
    assert!(line.rows.iter().all(|r| r.ours));
    assert!(line
        .rows
        .iter()
        .all(|r| r.payload.is_some() == (r.id < first)));
    assert!(!line.closed_dms);
    // Another run (another process) may send none of them.
    let other = store
        .clone()
        .with_sender("other", std::time::Duration::from_secs(60));
    let seen = other.line(id, first, last).await.unwrap();
    assert_eq!(seen.rows.len(), ids.len());
    assert!(seen.rows.iter().all(|r| !r.ours));
    // Sent rows leave the line; a player whose DMs are closed is seen.
    for row in &earlier {
        assert!(store.sent(*row).await.unwrap());
    }
    store.mark_closed_dms(id, ALICE as i64).await.unwrap();
    let line = store.line(id, first, last).await.unwrap();
    assert_eq!(line.rows.iter().map(|r| r.id).collect::<Vec<_>>(), own);
    assert!(line.closed_dms);
}

#[macro_use]
mod backends;

on_both_databases!(
    migrations_run_on_a_fresh_file_and_the_database_allows_one_live_game_per_channel,
    a_commit_with_a_stale_version_is_refused_and_logs_nothing,
    challenges_are_checked_and_only_the_right_people_answer_them,
    accepting_starts_a_secret_turn_with_private_prompts,
    refusals_change_nothing,
    a_secret_move_stays_secret_until_the_turn_resolves,
    two_concurrent_plays_by_one_player_exactly_one_wins,
    concurrent_moves_by_both_players_both_count,
    a_pending_secret_move_survives_a_restart,
    direct_messages_find_the_game_waiting_for_the_player,
    a_menu_from_an_earlier_turn_is_refused,
    draw_offers_resignation_and_board,
    full_games_through_the_service_reach_a_result,
    every_variant_plays_through_the_service,
    a_new_challenge_replaces_the_challengers_own_open_one,
    one_look_at_the_outbox_line_tells_what_may_go_out,
);
