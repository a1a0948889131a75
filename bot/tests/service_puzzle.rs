//! `/puzzle` through the service, on SQLite and PostgreSQL: the first answer to a puzzle is
//! recorded once (right or wrong), streaks count from the latest answer, the daily puzzle is the
//! same for everyone on a server that day and changes the next, `/move` answers the open puzzle
//! where there is no game, and bad or stale answers are refused with nothing changed.

use bot::service::{Clock, PuzzleRefusal, Service, ServiceError, Target};
use bot::words::Lang;
use rules::VariantId;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

const GUILD: u64 = 1;
const ALICE: u64 = 1001;
const BOB: u64 = 1002;
/// 2026-11-27, noon UTC.
const NOON: i64 = 1_795_780_800;

/// A service whose clock is `now` (tests move it).
async fn open(db: &str) -> (Service, Arc<AtomicI64>) {
    let now = Arc::new(AtomicI64::new(NOON));
    let clock = {
        let now = now.clone();
        Clock::from_fn(move || now.load(Ordering::SeqCst))
    };
    let service = Service::open(db)
        .await
        .expect("store opens")
        .with_clock(clock);
    (service, now)
}

/// The puzzle `id` of `variant` from the data.
fn data(variant: VariantId, id: &str) -> &'static learn::Puzzle {
    learn::puzzles(variant)
        .iter()
        .find(|p| p.id == id)
        .expect("a shipped puzzle")
}

/// A right answer and a wrong (legal) one to puzzle `id` of `variant`.
fn answers(variant: VariantId, id: &str) -> (String, String) {
    let puzzle = data(variant, id);
    let game = puzzle.game(variant).unwrap();
    let wrong = game
        .legal(puzzle.side)
        .into_iter()
        .map(|c| c.notation)
        .find(|n| !puzzle.solution.contains(n))
        .expect("a wrong answer");
    (puzzle.solution[0].clone(), wrong)
}

async fn first_answers_are_recorded_once_right_or_wrong(db: &str) {
    let (service, _) = open(db).await;
    let variant = VariantId::ItIsWhatItIs;
    let card = service
        .puzzle(ALICE, Some(variant), Lang::En)
        .await
        .unwrap();
    assert!(!card.answered() && !card.choices.is_empty());
    assert!(card.text.contains("Find the best action"), "{}", card.text);
    assert!(card.text.contains(&card.puzzle), "{}", card.text);
    assert!(!card.view.alt.is_empty(), "the board is described");
    let puzzle = data(variant, &card.puzzle);
    assert_eq!(card.view.bottom, puzzle.side, "from the solver's side");
    assert_eq!(
        card.choices.len(),
        puzzle.game(variant).unwrap().legal(puzzle.side).len()
    );
    assert!(card.text.contains(&puzzle.difficulty.to_string()));
    // The puzzle nearest the starting level (1000), the easier of two as near.
    let nearest = learn::puzzles(variant)
        .iter()
        .min_by_key(|p| (p.difficulty.abs_diff(1000), p.difficulty))
        .unwrap();
    assert_eq!(card.puzzle, nearest.id);

    // Wrong first: shown the solution and the line, recorded as failed.
    let (right, wrong) = answers(variant, &card.puzzle);
    let answered = service
        .puzzle_answer(ALICE, variant, &card.puzzle, &wrong, Lang::En)
        .await
        .unwrap();
    assert!(answered.answered());
    assert!(answered.text.contains("❌"), "{}", answered.text);
    // The board after the best solution (from the solver's side).
    let mut after = puzzle.game(variant).unwrap();
    after.play_text(puzzle.side, &puzzle.solution[0]).unwrap();
    let mut want = after.view(rules::Viewer::Player(puzzle.side));
    want.scheme = answered.view.scheme;
    assert!(
        answered.view == want,
        "the answer shows the solution played"
    );
    assert!(answered.view != card.view);
    assert!(answered.text.contains(&right), "{}", answered.text);
    if let Some(step) = puzzle.line.last() {
        assert!(answered.text.contains(step.as_str()), "{}", answered.text);
    }
    // Right the second time: shown as right, but the record keeps the first answer.
    let again = service
        .puzzle_answer(ALICE, variant, &card.puzzle, &right, Lang::En)
        .await
        .unwrap();
    assert!(again.text.contains("✅"), "{}", again.text);
    assert!(
        again.text.contains("only your first answer"),
        "{}",
        again.text
    );
    let record = service.puzzle_record(ALICE).await.unwrap();
    assert_eq!((record.solved, record.failed, record.streak), (0, 1, 0));

    // The next puzzle is another one; a right first answer counts.
    let next = service
        .puzzle(ALICE, Some(variant), Lang::En)
        .await
        .unwrap();
    assert_ne!(next.puzzle, card.puzzle);
    let (right, _) = answers(variant, &next.puzzle);
    let done = service
        .puzzle_answer(ALICE, variant, &next.puzzle, &right, Lang::En)
        .await
        .unwrap();
    assert!(
        done.text.contains("✅") && done.text.contains("Recorded"),
        "{}",
        done.text
    );
    let record = service.puzzle_record(ALICE).await.unwrap();
    assert_eq!((record.solved, record.failed, record.streak), (1, 1, 1));
    // /stats shows it; a player with no puzzle hears nothing about puzzles.
    let stats = service
        .stats(GUILD, ALICE, bot::words::Lang::En)
        .await
        .unwrap();
    assert!(stats.contains("**Puzzles**: 1 solved, 1 failed"), "{stats}");
    assert!(!service
        .stats(GUILD, BOB, bot::words::Lang::En)
        .await
        .unwrap()
        .contains("Puzzles"));
    // Bob's record is his own.
    assert_eq!(
        service.puzzle_record(BOB).await.unwrap(),
        Default::default()
    );
}

async fn streaks_count_from_the_latest_answer(db: &str) {
    let (service, now) = open(db).await;
    let variant = VariantId::ItIsWhatItIs;
    // Right, right, wrong, right, right, right — several in the same second.
    for (i, good) in [true, true, false, true, true, true]
        .into_iter()
        .enumerate()
    {
        if i % 2 == 0 {
            now.fetch_add(1, Ordering::SeqCst);
        }
        let card = service
            .puzzle(ALICE, Some(variant), Lang::En)
            .await
            .unwrap();
        let (right, wrong) = answers(variant, &card.puzzle);
        let text = if good { right } else { wrong };
        service
            .puzzle_answer(ALICE, variant, &card.puzzle, &text, Lang::En)
            .await
            .unwrap();
    }
    let record = service.puzzle_record(ALICE).await.unwrap();
    assert_eq!(
        (record.solved, record.failed, record.streak, record.best),
        (5, 1, 3, 3)
    );
    // A wrong answer ends the streak; the best stays.
    let card = service
        .puzzle(ALICE, Some(variant), Lang::En)
        .await
        .unwrap();
    let (_, wrong) = answers(variant, &card.puzzle);
    service
        .puzzle_answer(ALICE, variant, &card.puzzle, &wrong, Lang::En)
        .await
        .unwrap();
    let record = service.puzzle_record(ALICE).await.unwrap();
    assert_eq!((record.streak, record.best, record.failed), (0, 3, 2));
}

async fn the_daily_puzzle_is_the_same_for_everyone_that_day(db: &str) {
    let (service, now) = open(db).await;
    let variant = VariantId::Apocalypse;
    let alice = service
        .daily_puzzle(ALICE, Some(GUILD), Some(variant), Lang::En)
        .await
        .unwrap();
    let bob = service
        .daily_puzzle(BOB, Some(GUILD), Some(variant), Lang::En)
        .await
        .unwrap();
    assert_eq!(alice.puzzle, bob.puzzle);
    assert!(alice.text.contains("daily"), "{}", alice.text);
    assert!(alice.text.contains("2026-11-27"), "{}", alice.text);
    // Later the same day: the same; the next day: another.
    now.fetch_add(11 * 3600, Ordering::SeqCst);
    let evening = service
        .daily_puzzle(BOB, Some(GUILD), Some(variant), Lang::En)
        .await
        .unwrap();
    assert_eq!(evening.puzzle, alice.puzzle);
    now.fetch_add(3600, Ordering::SeqCst);
    let tomorrow = service
        .daily_puzzle(ALICE, Some(GUILD), Some(variant), Lang::En)
        .await
        .unwrap();
    assert_ne!(tomorrow.puzzle, alice.puzzle);
    assert!(tomorrow.text.contains("2026-11-28"), "{}", tomorrow.text);
    // Without a variant: the day's variant, the same for both.
    let a = service
        .daily_puzzle(ALICE, Some(GUILD), None, Lang::En)
        .await
        .unwrap();
    let b = service
        .daily_puzzle(BOB, Some(GUILD), None, Lang::En)
        .await
        .unwrap();
    assert_eq!((a.variant, &a.puzzle), (b.variant, &b.puzzle));
    // The daily counts in the record, answered with /move where there is no game.
    let (right, _) = answers(b.variant, &b.puzzle);
    let refusal = service
        .play(&Target::channel(555), BOB, &right)
        .await
        .unwrap_err();
    let card = service
        .answer_open_puzzle(BOB, &right, refusal, Lang::En)
        .await
        .unwrap();
    assert!(card.text.contains("✅"), "{}", card.text);
    assert_eq!(service.puzzle_record(BOB).await.unwrap().solved, 1);
}

async fn bad_and_stale_answers_are_refused_and_change_nothing(db: &str) {
    let (service, _) = open(db).await;
    let variant = VariantId::Battlefield;
    // /move with no game and no open puzzle.
    let refusal = service
        .play(&Target::direct(), ALICE, "a2a3")
        .await
        .unwrap_err();
    assert_eq!(
        service
            .answer_open_puzzle(ALICE, "a2a3", refusal, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Puzzle(PuzzleRefusal::NothingOpen)
    );
    let card = service
        .puzzle(ALICE, Some(variant), Lang::En)
        .await
        .unwrap();
    // Text that is no action of the puzzle.
    let refused = service
        .puzzle_answer(ALICE, variant, &card.puzzle, "zz99", Lang::En)
        .await
        .unwrap_err();
    assert!(
        matches!(&refused, ServiceError::Puzzle(PuzzleRefusal::NotAnAction { text, .. }) if text == "zz99"),
        "{refused:?}"
    );
    assert!(
        refused.to_string().contains("Nothing was recorded"),
        "{refused}"
    );
    // Too long to be any action.
    assert!(service
        .puzzle_answer(ALICE, variant, &card.puzzle, &"a".repeat(500), Lang::En)
        .await
        .is_err());
    // A menu the puzzle does not have, and a puzzle the data does not have.
    let (right, _) = answers(variant, &card.puzzle);
    assert_eq!(
        service
            .puzzle_menu_answer(ALICE, variant, &card.puzzle, 99, &right, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Puzzle(PuzzleRefusal::StaleMenu(variant))
    );
    assert_eq!(
        service
            .puzzle_answer(ALICE, variant, "battlefield-999", &right, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Puzzle(PuzzleRefusal::Unknown(variant))
    );
    // A refusal about a game (not a missing one) stands, whatever puzzle is open.
    assert_eq!(
        service
            .answer_open_puzzle(ALICE, &right, ServiceError::StaleMenu, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::StaleMenu
    );
    // Nothing was recorded, and the puzzle is still open: /move answers it.
    assert_eq!(
        service.puzzle_record(ALICE).await.unwrap(),
        Default::default()
    );
    let refusal = service
        .play(&Target::direct(), ALICE, &right)
        .await
        .unwrap_err();
    let card = service
        .answer_open_puzzle(ALICE, &right, refusal, Lang::En)
        .await
        .unwrap();
    assert!(card.text.contains("✅"), "{}", card.text);
    // Answered, it is closed: /move has nothing to answer any more.
    let refusal = service
        .play(&Target::direct(), ALICE, &right)
        .await
        .unwrap_err();
    assert_eq!(
        service
            .answer_open_puzzle(ALICE, &right, refusal, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Puzzle(PuzzleRefusal::NothingOpen)
    );
}

async fn a_player_who_answered_all_gets_them_again(db: &str) {
    let (service, _) = open(db).await;
    let variant = VariantId::Oracle;
    let count = learn::puzzles(variant).len();
    let mut seen = std::collections::HashSet::new();
    for _ in 0..count {
        let card = service
            .puzzle(ALICE, Some(variant), Lang::En)
            .await
            .unwrap();
        assert!(!card.text.contains("answered all"), "{}", card.text);
        assert!(
            seen.insert(card.puzzle.clone()),
            "each once: {}",
            card.puzzle
        );
        let (right, _) = answers(variant, &card.puzzle);
        service
            .puzzle_answer(ALICE, variant, &card.puzzle, &right, Lang::En)
            .await
            .unwrap();
    }
    let again = service
        .puzzle(ALICE, Some(variant), Lang::En)
        .await
        .unwrap();
    assert!(
        again.text.contains("You have answered all"),
        "{}",
        again.text
    );
    assert!(!again.choices.is_empty());
    // Without a variant, one with puzzles left is picked, and named.
    let picked = service.puzzle(ALICE, None, Lang::En).await.unwrap();
    assert_ne!(picked.variant, variant);
    assert!(picked.text.contains("I picked"), "{}", picked.text);
    assert!(
        picked.text.contains(picked.variant.title()),
        "{}",
        picked.text
    );
}

mod backends;

/// `/move`'s autocomplete chooses as `/move` does: where the player has a game, its actions
/// (nothing while it is not their turn, never the puzzle's); where they have none, the open
/// puzzle's.
async fn autocomplete_offers_the_puzzle_only_where_there_is_no_game(db: &str) {
    let (service, _) = open(db).await;
    let card = service
        .puzzle(BOB, Some(VariantId::ItIsWhatItIs), Lang::En)
        .await
        .unwrap();
    let c = service
        .challenge_seeded(VariantId::Oracle, Some(GUILD), 10, ALICE, BOB, false, 3)
        .await
        .unwrap();
    service.accept(c.game_id, BOB).await.unwrap();
    let game = Target::channel(10);
    // White (Alice) is to move: Bob, waiting, is offered nothing, not his puzzle's actions.
    assert!(service
        .suggest_move_or_answer(&game, BOB, "")
        .await
        .is_empty());
    let alice = service.suggest_move_or_answer(&game, ALICE, "").await;
    assert_eq!(alice, service.suggest(&game, ALICE, "").await);
    assert!(!alice.is_empty());
    // Where Bob has no game, the puzzle's actions.
    let puzzle = data(VariantId::ItIsWhatItIs, &card.puzzle);
    let expected = puzzle
        .game(VariantId::ItIsWhatItIs)
        .unwrap()
        .suggest(puzzle.side, "");
    assert_eq!(
        service
            .suggest_move_or_answer(&Target::channel(11), BOB, "")
            .await,
        expected
    );
}

/// A puzzle card's menu answers only for the player who opened it: another player's click (a
/// replayed custom id) is refused and records nothing.
async fn a_puzzle_menu_answers_only_for_its_owner(db: &str) {
    let (service, _) = open(db).await;
    let variant = VariantId::ItIsWhatItIs;
    let card = service
        .puzzle(ALICE, Some(variant), Lang::En)
        .await
        .unwrap();
    let (right, _) = answers(variant, &card.puzzle);
    assert_eq!(
        service
            .puzzle_menu_answer(BOB, variant, &card.puzzle, 0, &right, Lang::En)
            .await
            .unwrap_err(),
        ServiceError::Puzzle(PuzzleRefusal::NotOpen(variant))
    );
    let bob = service.puzzle_record(BOB).await.unwrap();
    assert_eq!(bob.solved + bob.failed, 0, "nothing recorded for Bob");
    // Its owner answers, and may answer again on the same card (counted once).
    service
        .puzzle_menu_answer(ALICE, variant, &card.puzzle, 0, &right, Lang::En)
        .await
        .unwrap();
    service
        .puzzle_menu_answer(ALICE, variant, &card.puzzle, 0, &right, Lang::En)
        .await
        .unwrap();
    let alice = service.puzzle_record(ALICE).await.unwrap();
    assert_eq!((alice.solved, alice.failed), (1, 0));
}

on_both_databases!(
    a_puzzle_menu_answers_only_for_its_owner,
    autocomplete_offers_the_puzzle_only_where_there_is_no_game,
    first_answers_are_recorded_once_right_or_wrong,
    streaks_count_from_the_latest_answer,
    the_daily_puzzle_is_the_same_for_everyone_that_day,
    bad_and_stale_answers_are_refused_and_change_nothing,
    a_player_who_answered_all_gets_them_again,
);
