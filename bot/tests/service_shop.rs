//! Heaven and Hell's shop through the service against a real SQLite file: `/shop`, buying with
//! `/move`, and the Secret Trap's placement, which is offered and answered only in private.

use bot::service::{Answer, Service, ServiceError, Target, Waiting};
use bot::store::{NewGame, Status};
use bot::words::Lang;
use rules::heaven_hell::Entry;
use rules::{AnyGame, Match, Side, VariantId};

const GUILD: u64 = 1;
const ALICE: u64 = 1001; // White
const BOB: u64 = 1002; // Black
const CAROL: u64 = 1003; // a stranger

async fn open(db: &str) -> Service {
    Service::open(db).await.expect("store opens")
}

/// A Heaven and Hell game in `channel` with two Kings (and `extra`), 50 coins each and the whole
/// shop unlocked at base prices, stored as the service would store it.
async fn open_shop(service: &Service, channel: u64, extra: &str) -> i64 {
    let shop: Vec<String> = Entry::ALL
        .iter()
        .map(|e| format!("{}:{}", e.code(), e.base_price()))
        .collect();
    let text = format!(
        "heaven-and-hell 1\ncoins 50 50\nshop 16 {}\npiece E e1 white king\n\
         piece E e8 black king\n{extra}",
        shop.join(" ")
    );
    let game = AnyGame::from_position(VariantId::HeavenAndHell, &text, 7).expect("position");
    service
        .store()
        .insert_game(&NewGame {
            variant: VariantId::HeavenAndHell.id().to_owned(),
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

async fn shop_lists_unlocked_entries_prices_locked_count_and_coins(db: &str) {
    let service = open(db).await;
    // A fresh game: three entries unlocked, the rest locked, no coins yet.
    let c = service
        .challenge_seeded(
            VariantId::HeavenAndHell,
            Some(GUILD),
            10,
            ALICE,
            BOB,
            false,
            4,
        )
        .await
        .unwrap();
    service.accept(c.game_id, BOB).await.unwrap();
    let text = service.shop(&Target::channel(10), CAROL).await.unwrap();
    assert_eq!(text.matches("`buy ").count(), 3, "{text}");
    assert!(text.contains("13 more entries are still locked."), "{text}");
    assert!(text.contains(&format!("<@{ALICE}> (White) 0")), "{text}");
    assert!(text.contains(&format!("<@{BOB}> (Black) 0")), "{text}");

    // Everything unlocked at base prices, 50 coins each.
    open_shop(&service, 11, "").await;
    let text = service.shop(&Target::channel(11), ALICE).await.unwrap();
    for e in Entry::ALL {
        let line = format!("`buy {}` · **{} coins**", e.code(), e.base_price());
        assert!(text.contains(&line), "{line} in {text}");
    }
    assert!(text.contains("Every entry is unlocked."), "{text}");
    assert!(text.contains(&format!("<@{ALICE}> (White) 50")), "{text}");

    // Buying goes through `/move`; the shop then shows the coins paid and the new price.
    let orb = Entry::ALL.iter().find(|e| e.code() == "orb").unwrap();
    service
        .play(&Target::channel(11), ALICE, "buy orb")
        .await
        .unwrap();
    let after = service.shop(&Target::channel(11), ALICE).await.unwrap();
    assert_ne!(after, text);
    assert!(!after.contains(&format!("`buy orb` · **{} coins**", orb.base_price())));
}

async fn shop_is_refused_for_other_variants_and_empty_channels(db: &str) {
    let service = open(db).await;
    let c = service
        .challenge_seeded(
            VariantId::Battlefield,
            Some(GUILD),
            20,
            ALICE,
            BOB,
            false,
            4,
        )
        .await
        .unwrap();
    service.accept(c.game_id, BOB).await.unwrap();
    assert_eq!(
        service.shop(&Target::channel(20), ALICE).await,
        Err(ServiceError::WrongVariant {
            command: "shop",
            wanted: VariantId::HeavenAndHell,
            actual: VariantId::Battlefield,
            game: c.game_id
        })
    );
    assert_eq!(
        service.shop(&Target::channel(21), ALICE).await,
        Err(ServiceError::NoGameHere)
    );
}

async fn a_secret_trap_is_placed_in_private_and_its_square_never_reaches_the_channel(db: &str) {
    let service = open(db).await;
    let id = open_shop(&service, 30, "piece E a2 black pawn\n").await;
    let here = Target::channel(30);
    let bought = service.play(&here, ALICE, "buy trap").await.unwrap();
    // No buttons or menu in the channel: the prompt goes privately to the buyer.
    assert_eq!(bought.decision(), None);
    assert!(
        bought.public_text().contains("Secret Trap"),
        "{}",
        bought.public_text()
    );
    // The channel is told where the answer goes, not to "answer below".
    assert!(
        bought.public_text().contains("menu I send you privately")
            && !bought.public_text().contains("answer below"),
        "{}",
        bought.public_text()
    );
    let note = bought
        .private()
        .into_iter()
        .find(|n| n.prompt)
        .expect("a private prompt");
    assert_eq!((note.user_id, note.side), (ALICE, Some(Side::White)));
    let version = note.decision.expect("answered by version");
    assert!(note.choices.iter().all(|c| c.notation.starts_with("trap ")));
    // Every empty square of three planes can take it: the menu shows the first 25 and says so.
    assert_eq!(note.choices.len(), 25);
    assert!(note.text.contains("the menu shows 25 of"), "{}", note.text);
    assert!(note.view.is_some(), "the buyer sees their own board");
    // The channel's board offers nothing either.
    let board = service.board(&here, CAROL).await.unwrap();
    assert_eq!(board.decision, None);

    // Only the buyer may answer.
    let pick = note.choices[0].notation.clone();
    let square = pick.trim_start_matches("trap ").to_owned();
    let bare = square.split(':').nth(1).unwrap().to_owned();
    let a1 = Answer::Notation(pick.clone());
    assert!(matches!(
        service.answer(id, version, BOB, &a1, Lang::En).await,
        Err(ServiceError::NotYourTurn {
            side: Side::Black,
            waiting: Waiting::Decider(_),
            ..
        })
    ));
    assert_eq!(
        service.answer(id, version, CAROL, &a1, Lang::En).await,
        Err(ServiceError::NotYourGame(id))
    );
    let planted = service
        .answer(id, version, ALICE, &a1, Lang::En)
        .await
        .unwrap();
    assert!(planted.secret, "the answer is acknowledged privately");
    assert!(planted.ack.text.contains(&square), "{}", planted.ack.text);
    assert!(planted.public_text().contains("planted a Secret Trap"));
    for public in [
        planted.public_text().to_owned(),
        service.history(&here, CAROL).await.unwrap(),
        service.board(&here, CAROL).await.unwrap().public.text,
    ] {
        assert!(!public.contains(&square), "trap square leaked: {public}");
        assert!(!public.contains(&bare), "trap square leaked: {public}");
    }
    for note in planted.private() {
        assert_eq!(
            note.user_id, ALICE,
            "only the buyer hears where the trap is"
        );
    }
}

async fn a_secret_trap_can_be_placed_with_move_too(db: &str) {
    let service = open(db).await;
    open_shop(&service, 40, "piece E a2 black pawn\n").await;
    let here = Target::channel(40);
    service.play(&here, ALICE, "buy trap").await.unwrap();
    assert!(service
        .suggest(&here, ALICE, "trap E:a")
        .await
        .iter()
        .any(|c| c.notation == "trap E:a1"));
    let planted = service.play(&here, ALICE, "trap E:a1").await.unwrap();
    assert!(
        planted.secret,
        "a `/move` in the channel is answered privately"
    );
    assert!(
        !planted.public_text().contains("a1"),
        "{}",
        planted.public_text()
    );
}

#[macro_use]
mod backends;

on_both_databases!(
    shop_lists_unlocked_entries_prices_locked_count_and_coins,
    shop_is_refused_for_other_variants_and_empty_channels,
    a_secret_trap_is_placed_in_private_and_its_square_never_reaches_the_channel,
    a_secret_trap_can_be_placed_with_move_too,
);
