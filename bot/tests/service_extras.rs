//! The bot's extras through the service against a real SQLite file: Battlefield's `/forecast`
//! and `/piece`, pending decisions answered from the channel prompt (or `/move`), and the
//! `/rules` piece pictures.

use bot::service::{rules_pictures, Answer, BadInput, Service, ServiceError, Target, Waiting, Who};
use bot::store::{NewGame, Status};
use bot::words::Lang;
use rules::{AnyGame, Match, Side, ToAct, VariantId};

const GUILD: u64 = 1;
const ALICE: u64 = 1001; // challenger: White
const BOB: u64 = 1002; // challenged: Black
const CAROL: u64 = 1003; // a stranger

async fn open(db: &str) -> Service {
    Service::open(db).await.expect("store opens")
}

/// A started game of `variant` between Alice (White) and Bob (Black) in `channel`.
async fn started(service: &Service, variant: VariantId, channel: u64) -> i64 {
    let c = service
        .challenge_seeded(variant, Some(GUILD), channel, ALICE, BOB, false, 3)
        .await
        .expect("challenge");
    service.accept(c.game_id, BOB).await.expect("accept");
    c.game_id
}

/// A game in progress from a position text, stored directly (as the service would store it).
async fn from_position(service: &Service, variant: VariantId, channel: u64, text: &str) -> i64 {
    let game = AnyGame::from_position(variant, text, 7).expect("position");
    service
        .store()
        .insert_game(&NewGame {
            variant: variant.id().to_owned(),
            guild_id: Some(GUILD as i64),
            channel_id: channel as i64,
            white_id: ALICE as i64,
            black_id: BOB as i64,
            challenger_id: ALICE as i64,
            state: Match::new(game).to_json(),
            status: Status::Active,
            rated: true,
            move_time_limit_secs: 86_400,
            computer: None,
            threaded: false,
        })
        .await
        .expect("insert")
}

async fn version(service: &Service, id: i64) -> i64 {
    service.store().game(id).await.unwrap().unwrap().version
}

async fn forecast_previews_an_attack_without_playing_it(db: &str) {
    let service = open(db).await;
    // White queen on d1 faces a black pawn on d7 down an open file; a black rook on a1 eyes
    // the queen along the first rank.
    let id = from_position(
        &service,
        VariantId::Battlefield,
        200,
        "4k3/3p4/8/8/8/8/8/r2QK3 w 1 - - -",
    )
    .await;
    let here = Target::channel(200);
    let before = service.store().game(id).await.unwrap().unwrap();
    let text = service.forecast(&here, CAROL, "d1", "D7").await.unwrap();
    assert!(text.contains("Forecast d1 → d7"), "{text}");
    assert!(text.contains("Queen"), "{text}");
    assert!(text.contains("Result:"), "{text}");
    // Nothing was played.
    let after = service.store().game(id).await.unwrap().unwrap();
    assert_eq!((after.state, after.version), (before.state, before.version));
    // Black's threat against the queen is a forecast too, marked as such.
    let threat = service.forecast(&here, BOB, "a1", "d1").await.unwrap();
    assert!(threat.contains("Rook"), "{threat}");
    assert!(threat.contains("A threat: it is White's turn"), "{threat}");
    assert!(!text.contains("A threat"), "{text}");
    // In the asker's language, every line of it.
    let german = Target {
        lang: Lang::De,
        ..Target::channel(200)
    };
    let text = service.forecast(&german, CAROL, "d1", "d7").await.unwrap();
    for english in ["Forecast", "Queen", "Result:", "strikes"] {
        assert!(!text.contains(english), "{english}: {text}");
    }
    assert!(text.contains("Dame") && text.contains("d1"), "{text}");
    // No piece, no enemy, not a square: friendly refusals in the rules' words.
    for (from, to, words) in [
        ("e4", "d7", "no piece on e4"),
        ("e1", "e2", "no enemy"),
        ("z9", "d7", "not a square"),
    ] {
        match service.forecast(&here, ALICE, from, to).await {
            Err(
                e @ (ServiceError::NoForecast(_) | ServiceError::Input(BadInput::NotASquare(_))),
            ) => {
                let m = e.to_string();
                assert!(m.contains(words), "{from}{to}: {m}");
            }
            other => panic!("{from}{to}: {other:?}"),
        }
    }
}

async fn piece_describes_stats_and_refuses_empty_squares(db: &str) {
    let service = open(db).await;
    let id = started(&service, VariantId::Battlefield, 300).await;
    let here = Target::channel(300);
    let king = service.piece(&here, CAROL, "e1").await.unwrap();
    assert!(king.contains("King on e1"), "{king}");
    assert!(king.contains("HP"), "{king}");
    assert!(king.contains(&format!("game #{id}")), "{king}");
    // In the asker's language: the profile's words too.
    let german = Target {
        lang: Lang::De,
        ..Target::channel(300)
    };
    let king = service.piece(&german, CAROL, "e1").await.unwrap();
    for english in ["King", "Skill", "Passives", "Effects", "none"] {
        assert!(!king.contains(english), "{english}: {king}");
    }
    assert!(king.contains("König") && king.contains("e1"), "{king}");
    // The text board's lines under the grid too; the grid stays as it is.
    let board = service.text_board(&german, CAROL).await.unwrap();
    assert!(
        board.contains("Weiß") && !board.contains("to move") && board.contains(" a b c d e f g h"),
        "{board}"
    );
    let refused = service.piece(&here, ALICE, "e4").await.unwrap_err();
    assert!(
        matches!(refused, ServiceError::NoPiece(at) if at.to_string() == "e4"),
        "{refused:?}"
    );
    assert_eq!(refused.to_string(), "There is no piece on e4.");
    // From a DM the player's own game is found; with an explicit number anybody's.
    assert!(service
        .piece(&Target::direct(), BOB, "d8")
        .await
        .unwrap()
        .contains("Queen"));
    assert!(service.piece(&Target::game(id), CAROL, "a2").await.is_ok());
}

async fn battlefield_questions_are_refused_for_other_variants_and_empty_channels(db: &str) {
    let service = open(db).await;
    let id = started(&service, VariantId::Oracle, 400).await;
    let oracle = Target::channel(400);
    let err = service
        .forecast(&oracle, ALICE, "b1", "c3")
        .await
        .unwrap_err();
    assert_eq!(
        err,
        ServiceError::WrongVariant {
            command: "forecast",
            wanted: VariantId::Battlefield,
            actual: VariantId::Oracle,
            game: id
        }
    );
    assert!(err.is_refusal());
    // It says which game it looked at, and how to name another.
    assert!(
        err.to_string().contains(&format!(
            "`/forecast` is for Battlefield Chess games; game #{id} is"
        )),
        "{err}"
    );
    assert!(err.to_string().contains("`game:`"), "{err}");
    assert!(matches!(
        service.piece(&oracle, ALICE, "e1").await,
        Err(ServiceError::WrongVariant {
            command: "piece",
            wanted: VariantId::Battlefield,
            ..
        })
    ));
    let empty = Target::channel(401);
    assert_eq!(
        service.forecast(&empty, ALICE, "b1", "c3").await,
        Err(ServiceError::NoGameHere)
    );
    assert_eq!(
        service.piece(&empty, ALICE, "e1").await,
        Err(ServiceError::NoGameHere)
    );
}

/// Battlefield from the start: the King cheers the d2 pawn, which then has a second action
/// pending after its first move (a decision for White).
async fn cheered_pawn(service: &Service, channel: u64) -> (i64, bot::service::Update) {
    let id = started(service, VariantId::Battlefield, channel).await;
    let here = Target::channel(channel);
    service.play(&here, ALICE, "cheer e1>d2").await.unwrap();
    let quiet = service.play(&here, BOB, "a7a6").await.unwrap();
    assert_eq!(
        quiet.decision(),
        None,
        "an ordinary turn offers no decision"
    );
    let update = service.play(&here, ALICE, "d2d3").await.unwrap();
    (id, update)
}

async fn a_pending_decision_is_offered_in_the_channel_to_the_decider_only(db: &str) {
    let service = open(db).await;
    let (id, update) = cheered_pawn(&service, 500).await;
    let d = update.decision().cloned().expect("a decision is pending");
    assert_eq!((d.game_id, d.side, d.user_id), (id, Side::White, ALICE));
    assert_eq!(d.version, version(&service, id).await);
    assert!(d.prompt.contains("Second action"), "{}", d.prompt);
    assert!(
        update.public_text().contains(&d.prompt),
        "{}",
        update.public_text()
    );
    let notations: Vec<&str> = d.choices.iter().map(|c| c.notation.as_str()).collect();
    assert!(notations.contains(&"end"), "{notations:?}");
    assert_eq!(d.total, d.choices.len());
    let end = notations.iter().position(|n| *n == "end").unwrap();

    // The opponent and a stranger are refused; nothing changes.
    let before = service.store().game(id).await.unwrap().unwrap();
    match service
        .answer(id, d.version, BOB, &Answer::Index(end), Lang::En)
        .await
    {
        Err(ServiceError::NotYourTurn {
            side: Side::Black,
            waiting: Waiting::Decider(who),
            ..
        }) => {
            assert_eq!(
                who,
                Who::Player {
                    user: ALICE,
                    side: Side::White
                }
            )
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        service
            .answer(id, d.version, CAROL, &Answer::Index(end), Lang::En)
            .await,
        Err(ServiceError::NotYourGame(id))
    );
    // A prompt from another version, or an answer that is not offered, is stale.
    assert_eq!(
        service
            .answer(id, d.version - 1, ALICE, &Answer::Index(end), Lang::En)
            .await,
        Err(ServiceError::StaleMenu)
    );
    assert_eq!(
        service
            .answer(id, d.version, ALICE, &Answer::Index(99), Lang::En)
            .await,
        Err(ServiceError::StaleMenu)
    );
    let after = service.store().game(id).await.unwrap().unwrap();
    assert_eq!((after.state, after.version), (before.state, before.version));

    // `/board` offers the same prompt again.
    let board = service.board(&Target::channel(500), CAROL).await.unwrap();
    assert_eq!(board.decision.as_ref(), Some(&d));

    // The prompt still works after a restart: a new service over the same file.
    drop(service);
    let service = open(db).await;
    let answered = service
        .answer(id, d.version, ALICE, &Answer::Index(end), Lang::En)
        .await
        .unwrap();
    assert_eq!(answered.decision(), None);
    assert!(answered
        .public_text()
        .contains(&format!("<@{BOB}> (Black) to move")));
    let board = service.board(&Target::channel(500), CAROL).await.unwrap();
    assert_eq!(board.decision, None);
    // Clicked again (a retry), it hears that the answer was already played, with the board.
    let again = service
        .answer(id, d.version, ALICE, &Answer::Index(end), Lang::En)
        .await
        .unwrap();
    assert!(
        again.ack.text.contains("already played"),
        "{}",
        again.ack.text
    );
    assert!(again.ack.view.is_some(), "with the board");
    assert!(again.queued.is_empty(), "nothing announced again");
    // Once the game has moved on further, the prompt is simply stale.
    let bobs = service.suggest(&Target::game(id), BOB, "").await;
    service
        .play(&Target::channel(500), BOB, &bobs[0].notation)
        .await
        .unwrap();
    assert_eq!(
        service
            .answer(id, d.version, ALICE, &Answer::Index(end), Lang::En)
            .await,
        Err(ServiceError::StaleMenu)
    );
}

async fn a_decision_can_be_answered_from_the_menu_or_with_move(db: &str) {
    let service = open(db).await;
    // From the menu: the option's value is the notation.
    let (id, update) = cheered_pawn(&service, 600).await;
    let d = update.decision().cloned().unwrap();
    // A menu value is client text: too long, it is refused before it is read.
    assert!(matches!(
        service
            .answer(
                id,
                d.version,
                ALICE,
                &Answer::Notation("x".repeat(500)),
                Lang::En
            )
            .await,
        Err(ServiceError::Input(BadInput::TooLong { len: 500, .. }))
    ));
    let step = d
        .choices
        .iter()
        .find(|c| c.notation != "end")
        .expect("a second move")
        .notation
        .clone();
    let answered = service
        .answer(
            id,
            d.version,
            ALICE,
            &Answer::Notation(step.clone()),
            Lang::En,
        )
        .await
        .unwrap();
    assert_eq!(answered.decision(), None);
    let history = service.history(&Target::game(id), CAROL).await.unwrap();
    assert!(history.contains(&format!("d2d3+{step}")), "{history}");

    // With `/move`: the same answer as text, and autocomplete lists the answers.
    let (id, update) = cheered_pawn(&service, 601).await;
    let here = Target::channel(601);
    let d = update.decision().cloned().unwrap();
    let suggested = service.suggest(&here, ALICE, "").await;
    assert_eq!(suggested, d.choices);
    assert!(service.suggest(&here, BOB, "").await.is_empty());
    service.play(&here, ALICE, "end").await.unwrap();
    let row = service.store().game(id).await.unwrap().unwrap();
    let game = Match::from_json(&row.state).unwrap();
    assert_eq!(game.to_act(), ToAct::Side(Side::Black));
    // The prompt offered before is stale now.
    assert_eq!(
        service
            .answer(id, d.version, ALICE, &Answer::Notation(step), Lang::En)
            .await,
        Err(ServiceError::StaleMenu)
    );
}

async fn heaven_and_hell_upgrades_are_offered_as_decisions(db: &str) {
    let service = open(db).await;
    let id = from_position(
        &service,
        VariantId::HeavenAndHell,
        700,
        "heaven-and-hell 1\npiece E e1 white king\npiece E e8 black king\n\
         piece E d4 white pawn experienced\npiece E e5 black rook",
    )
    .await;
    let update = service
        .play(&Target::channel(700), ALICE, "d4xe5")
        .await
        .unwrap();
    let d = update.decision().cloned().expect("an upgrade to choose");
    assert_eq!((d.side, d.user_id), (Side::White, ALICE));
    assert!(
        !d.choices.is_empty() && d.choices.len() <= 5,
        "{:?}",
        d.choices
    );
    // The question is asked once (the rules' report already asks it), and only the decider is
    // pinged.
    let text = update.public_text();
    assert_eq!(text.matches(d.prompt.as_str()).count(), 1, "{text}");
    assert!(
        text.contains(&format!("<@{ALICE}> (White), your decision")),
        "{text}"
    );
    assert_eq!(update.public().unwrap().ping, vec![ALICE]);
    let pick = Answer::Notation(d.choices[0].notation.clone());
    assert!(matches!(
        service.answer(id, d.version, BOB, &pick, Lang::En).await,
        Err(ServiceError::NotYourTurn {
            waiting: Waiting::Decider(_),
            ..
        })
    ));
    let answered = service
        .answer(id, d.version, ALICE, &pick, Lang::En)
        .await
        .unwrap();
    assert!(answered.decision().is_none_or(|a| a.version > d.version));
}

#[test]
fn rules_pictures_show_every_it_is_what_it_is_piece() {
    let pictures = rules_pictures(VariantId::ItIsWhatItIs, Lang::En);
    assert_eq!(pictures.len(), rules::it_is_what_it_is::Kind::ALL.len());
    let mut names: Vec<&str> = pictures.iter().map(|p| p.file_name.as_str()).collect();
    assert!(names.contains(&"piece-small-c.png"), "{names:?}");
    assert!(names.contains(&"piece-capital-c.png"), "{names:?}");
    assert!(names.contains(&"piece-happy-face.png"), "{names:?}");
    names.sort();
    names.dedup();
    assert_eq!(names.len(), pictures.len(), "file names are distinct");
    for p in &pictures {
        assert!(p.png.starts_with(b"\x89PNG\r\n\x1a\n"), "{}", p.file_name);
    }
    // Different pieces, different pictures.
    assert_ne!(pictures[0].png, pictures[1].png);
    for variant in VariantId::ALL {
        if variant != VariantId::ItIsWhatItIs {
            assert!(rules_pictures(variant, Lang::En).is_empty(), "{variant}");
        }
    }
    // In German, the captions and descriptions too.
    let german = rules_pictures(VariantId::ItIsWhatItIs, Lang::De);
    let heart = german
        .iter()
        .find(|p| p.file_name == "piece-heart.png")
        .unwrap();
    assert_eq!(heart.caption, "Herz");
    assert!(
        heart.alt.starts_with("So zieht die Figur Herz"),
        "{}",
        heart.alt
    );
    assert_ne!(
        heart.png,
        pictures
            .iter()
            .find(|p| p.file_name == "piece-heart.png")
            .unwrap()
            .png
    );
}

/// The move that ended a game, sent again (its answer was lost), hears that it was already
/// played, with the final board, in the channel, by game number and in a DM; another move
/// hears how the game ended.
async fn a_retried_winning_move_hears_it_was_already_played(db: &str) {
    let service = open(db).await;
    let id = from_position(
        &service,
        VariantId::Oracle,
        700,
        "wC(C)@a1 wL(L)@e1 bS(S)@g7 bS(S)@h7 bL(L)@h8\nturn: white",
    )
    .await;
    let won = service
        .play(&Target::channel(700), ALICE, "a1a8")
        .await
        .unwrap();
    assert!(won.finished.is_some(), "{}", won.ack.text);
    for target in [Target::channel(700), Target::game(id), Target::direct()] {
        let again = service.play(&target, ALICE, "a1a8").await.unwrap();
        assert!(
            again.ack.text.contains("already played"),
            "{}",
            again.ack.text
        );
        assert!(again.ack.text.contains("Game over"), "{}", again.ack.text);
        assert!(again.ack.view.is_some(), "with the final board");
        assert!(again.queued.is_empty(), "nothing announced again");
    }
    // Another move, or the loser's, hears how the game ended.
    for (user, text) in [(ALICE, "e1e2"), (BOB, "h8g8")] {
        match service.play(&Target::channel(700), user, text).await {
            Err(ServiceError::GameOver(Some(ended))) => {
                assert_eq!(ended.game, id);
                assert_eq!(ended.result, won.finished);
            }
            other => panic!(
                "expected the game's end, got {:?}",
                other.map(|u| u.ack.text)
            ),
        }
    }
    assert_eq!(service.store().actions(id).await.unwrap().len(), 1);
}

/// The answer to a decision that ended the game, clicked again (its reply was lost), hears that
/// it was already played, with the final board; the loser's stale click hears how it ended.
async fn a_retried_game_ending_answer_hears_it_was_already_played(db: &str) {
    let service = open(db).await;
    // Battlefield: the cheered Queen moves, then mates the weakened King on the back rank with
    // her second action.
    let id = from_position(
        &service,
        VariantId::Battlefield,
        710,
        "7k/6pp/8/8/8/8/8/K2Q4 w 1 - - - | d1:cheered h8:hp1",
    )
    .await;
    let here = Target::channel(710);
    let first = service.play(&here, ALICE, "d1d4").await.unwrap();
    let d = first
        .decision()
        .cloned()
        .expect("the second action is pending");
    let mate = Answer::Notation("d4d8".to_owned());
    let won = service
        .answer(id, d.version, ALICE, &mate, Lang::En)
        .await
        .unwrap();
    assert!(won.finished.is_some(), "{}", won.public_text());
    let again = service
        .answer(id, d.version, ALICE, &mate, Lang::En)
        .await
        .unwrap();
    assert!(
        again.ack.text.contains("already played"),
        "{}",
        again.ack.text
    );
    assert!(again.ack.view.is_some(), "with the final board");
    assert!(again.queued.is_empty(), "nothing announced again");
    match service
        .answer(
            id,
            d.version,
            ALICE,
            &Answer::Notation("end".to_owned()),
            Lang::En,
        )
        .await
    {
        Err(ServiceError::GameOver(Some(ended))) => assert_eq!(ended.result, won.finished),
        other => panic!("expected the game's end, got {other:?}"),
    }
    assert_eq!(service.store().actions(id).await.unwrap().len(), 2);
}

#[macro_use]
mod backends;

on_both_databases!(
    forecast_previews_an_attack_without_playing_it,
    piece_describes_stats_and_refuses_empty_squares,
    battlefield_questions_are_refused_for_other_variants_and_empty_channels,
    a_pending_decision_is_offered_in_the_channel_to_the_decider_only,
    a_decision_can_be_answered_from_the_menu_or_with_move,
    heaven_and_hell_upgrades_are_offered_as_decisions,
    a_retried_winning_move_hears_it_was_already_played,
    a_retried_game_ending_answer_hears_it_was_already_played,
);
