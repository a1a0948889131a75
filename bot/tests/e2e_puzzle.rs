//! Puzzles end to end over the real `bot` binary and the fake Discord: in every variant,
//! `/puzzle` shows a private board and menus of actions, one puzzle is answered right from the
//! menu and the next wrong with `/move`, both showing the solution; `/puzzle daily` gives two
//! players the same puzzle; `/stats` shows the record; and a restart keeps the open puzzle and
//! the record.
//!
//! Run: `cargo test -p bot --test e2e_puzzle` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod e2e_support;

use e2e_support::World;
use fake_discord::{Message, User};
use rules::VariantId;
use serde_json::{json, Value};

/// `/puzzle` with `options` by `user` in `channel`: the private puzzle card.
async fn puzzle(world: &World, user: &User, channel: u64, options: Value) -> Message {
    let ix = world.fake.slash(user, channel, "puzzle", options).await;
    let card = world.fake.wait_reply(&ix).await;
    assert!(card.ephemeral(), "a puzzle is private: {}", card.text());
    card
}

/// The puzzle `card` shows (from its first menu's custom id), after checking that it shows one
/// of `variant`: the task, a described board picture and a menu of actions.
fn shown(card: &Message, variant: VariantId) -> &'static learn::Puzzle {
    assert!(
        card.text().contains("Find the best action"),
        "{}",
        card.text()
    );
    let prefix = format!("puzzle:{}:", variant.id());
    let menu = card
        .custom_id_starting(&prefix)
        .unwrap_or_else(|| panic!("a menu in {:?}", card.custom_ids()));
    let id = menu[prefix.len()..].rsplit_once(':').unwrap().0.to_owned();
    let puzzle = learn::puzzles(variant)
        .iter()
        .find(|p| p.id == id)
        .expect("a shipped puzzle");
    assert!(card.text().contains(&puzzle.id), "{}", card.text());
    assert!(
        card.text().contains(&puzzle.difficulty.to_string()),
        "{}",
        card.text()
    );
    let picture = card.attachments.first().expect("the puzzle's board");
    assert!(picture.is_png());
    let alt = picture.description.as_deref().unwrap_or("");
    assert!(alt.starts_with(variant.title()), "described: {alt}");
    assert!(!card.select_values(&menu).is_empty());
    puzzle
}

/// `puzzle`'s first solution and a wrong action, in the rules' notation (as the menus offer them).
fn right_and_wrong(variant: VariantId, puzzle: &learn::Puzzle) -> (String, String) {
    let game = puzzle.game(variant).unwrap();
    let right = game
        .clone()
        .play_text(puzzle.side, &puzzle.solution[0])
        .unwrap()
        .0;
    let wrong = game
        .legal(puzzle.side)
        .into_iter()
        .map(|c| c.notation)
        .find(|n| *n != right && !puzzle.solution.contains(n))
        .expect("a wrong action");
    (right, wrong)
}

/// Picks `action` in whichever of `card`'s menus offers it (turning the pages with **More
/// actions** until one does); returns the card as the pick left it.
async fn pick(world: &World, user: &User, mut card: Message, action: &str) -> Message {
    for _ in 0..20 {
        let menu = card
            .custom_ids()
            .into_iter()
            .filter(|id| id.starts_with("puzzle:"))
            .find(|id| card.select_values(id).iter().any(|v| v == action));
        if let Some(menu) = menu {
            let ix = world.fake.select(user, &card, &menu, &[action]).await;
            return world.fake.wait_reply(&ix).await;
        }
        let more = card
            .custom_id_starting("puzzlemore:")
            .unwrap_or_else(|| panic!("{action} in no menu of {:?}", card.custom_ids()));
        let ix = world.fake.click(user, &card, &more).await;
        card = world.fake.wait_reply(&ix).await;
    }
    panic!("{action} on no page");
}

/// Asserts that `card` answers `puzzle` (`right` or not), showing its solution and line and
/// offering the next puzzle.
fn assert_answered(card: &Message, variant: VariantId, puzzle: &learn::Puzzle, right: bool) {
    let text = card.text();
    assert!(
        text.contains(if right { "✅" } else { "❌" }),
        "{}: {text}",
        puzzle.id
    );
    assert!(text.contains(&puzzle.solution[0]), "{text}");
    if let Some(step) = puzzle.line.last() {
        assert!(text.contains(step.as_str()), "the line: {text}");
    }
    assert!(card
        .custom_ids()
        .contains(&format!("puzzlenext:{}", variant.id())));
}

/// `/stats` by `user` in `channel`: its text.
async fn stats(world: &World, user: &User, channel: u64) -> String {
    let ix = world.fake.slash(user, channel, "stats", json!([])).await;
    world.fake.wait_reply(&ix).await.text()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_variant_right_from_the_menu_and_wrong_with_move() {
    let world = World::start().await;
    let alice = world.user("alice");
    let channel = world.channel("puzzles");
    assert!(!stats(&world, &alice, channel).await.contains("Puzzles"));
    for variant in VariantId::ALL {
        let options = json!([{ "name": "variant", "value": variant.id() }]);
        let card = puzzle(&world, &alice, channel, options).await;
        let first = shown(&card, variant);
        let (right, _) = right_and_wrong(variant, first);
        let answered = pick(&world, &alice, card, &right).await;
        assert_answered(&answered, variant, first, true);
        // The next puzzle, answered wrong with /move (there is no game in this channel).
        let next_id = format!("puzzlenext:{}", variant.id());
        let ix = world.fake.click(&alice, &answered, &next_id).await;
        let card = world.fake.wait_reply(&ix).await;
        let second = shown(&card, variant);
        assert_ne!(second.id, first.id);
        let (_, wrong) = right_and_wrong(variant, second);
        let ix = world.move_in(&alice, channel, &wrong).await;
        let reply = world.fake.wait_reply(&ix).await;
        assert!(reply.ephemeral());
        assert_answered(&reply, variant, second, false);
    }
    let text = stats(&world, &alice, channel).await;
    assert!(
        text.contains("**Puzzles**: 5 solved, 5 failed · streak 0 (best 1)"),
        "{text}"
    );
    // Bad input: /move with nothing open, text that is no action, both refused privately.
    let ix = world.move_in(&alice, channel, "a1a2").await;
    let refused = world.fake.wait_reply(&ix).await;
    assert!(refused.ephemeral());
    assert!(
        refused.text().contains("no puzzle open"),
        "{}",
        refused.text()
    );
    let options = json!([{ "name": "variant", "value": "oracle" }]);
    let _ = puzzle(&world, &alice, channel, options).await;
    let ix = world.move_in(&alice, channel, "castle").await;
    let refused = world.fake.wait_reply(&ix).await;
    assert!(refused.ephemeral());
    assert!(
        refused.text().contains("is not one of your actions"),
        "{}",
        refused.text()
    );
    // A menu the puzzle does not have (an old message): refused privately, nothing recorded.
    let card = puzzle(
        &world,
        &alice,
        channel,
        json!([{ "name": "variant", "value": "oracle" }]),
    )
    .await;
    let open = shown(&card, VariantId::Oracle);
    let (right, _) = right_and_wrong(VariantId::Oracle, open);
    let stale = format!("puzzle:oracle:{}:9", open.id);
    let ix = world
        .fake
        .select(&alice, &card, &stale, &[right.as_str()])
        .await;
    let refused = world.fake.wait_reply(&ix).await;
    assert!(refused.ephemeral());
    assert!(refused.text().contains("out of date"), "{}", refused.text());
    // Puzzles touched no game or rating.
    let db = world.db().await;
    assert_eq!(db.count("SELECT COUNT(*) FROM games").await, 0);
    assert_eq!(db.count("SELECT COUNT(*) FROM puzzle_attempts").await, 10);
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_shared_and_a_restart_keeps_the_open_puzzle() {
    let mut world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("daily");
    let daily = json!([
        { "name": "daily", "value": true },
        { "name": "variant", "value": "it-is-what-it-is" },
    ]);
    let a = puzzle(&world, &alice, channel, daily.clone()).await;
    let b = puzzle(&world, &bob, channel, daily).await;
    assert!(a.text().contains("daily"), "{}", a.text());
    let variant = VariantId::ItIsWhatItIs;
    let (pa, pb) = (shown(&a, variant), shown(&b, variant));
    assert_eq!(pa.id, pb.id, "the same daily puzzle for both");
    // Without a variant too (the day's variant).
    let a = puzzle(
        &world,
        &alice,
        channel,
        json!([{ "name": "daily", "value": true }]),
    )
    .await;
    let b = puzzle(
        &world,
        &bob,
        channel,
        json!([{ "name": "daily", "value": true }]),
    )
    .await;
    assert_eq!(
        a.custom_id_starting("puzzle:"),
        b.custom_id_starting("puzzle:")
    );

    // In direct messages: the same for both, too.
    let dm = json!([{ "name": "daily", "value": true }, { "name": "variant", "value": "oracle" }]);
    let ix = world.fake.slash_dm(&alice, "puzzle", dm.clone()).await;
    let a = world.fake.wait_reply(&ix).await;
    let ix = world.fake.slash_dm(&bob, "puzzle", dm).await;
    let b = world.fake.wait_reply(&ix).await;
    assert!(a.text().contains("in direct messages"), "{}", a.text());
    assert_eq!(
        shown(&a, VariantId::Oracle).id,
        shown(&b, VariantId::Oracle).id
    );

    // Alice's open puzzle survives a restart: /move answers it, and counts.
    let card = puzzle(
        &world,
        &alice,
        channel,
        json!([{ "name": "variant", "value": "battlefield" }]),
    )
    .await;
    let open = shown(&card, VariantId::Battlefield);
    world.restart().await;
    let (right, _) = right_and_wrong(VariantId::Battlefield, open);
    // /move's autocomplete offers the open puzzle's actions (there is no game here).
    let typed = &right[..2];
    let opts = json!([{ "name": "action", "value": typed }]);
    let ix = world
        .fake
        .autocomplete(&alice, channel, "move", opts, "action")
        .await;
    let choices = world.fake.wait_autocomplete(&ix).await;
    assert!(
        choices.iter().any(|(_, v)| *v == right),
        "{right} in {choices:?}"
    );
    assert!(
        choices.iter().all(|(_, v)| v.starts_with(typed)),
        "{choices:?}"
    );
    let ix = world.move_in(&alice, channel, &right).await;
    let reply = world.fake.wait_reply(&ix).await;
    assert_answered(&reply, VariantId::Battlefield, open, true);
    // Bob answers the daily right from its menu; the record survives another restart.
    let (right, _) = right_and_wrong(variant, pb);
    let answered = pick(&world, &bob, b_card(&world, &bob, channel).await, &right).await;
    assert_answered(&answered, variant, pb, true);
    world.restart().await;
    let text = stats(&world, &alice, channel).await;
    assert!(text.contains("**Puzzles**: 1 solved, 0 failed"), "{text}");
    let text = stats(&world, &bob, channel).await;
    assert!(text.contains("**Puzzles**: 1 solved, 0 failed"), "{text}");
    world.finish();
}

/// Bob's daily It is what it is puzzle card, asked for again.
async fn b_card(world: &World, bob: &User, channel: u64) -> Message {
    let daily = json!([
        { "name": "daily", "value": true },
        { "name": "variant", "value": "it-is-what-it-is" },
    ]);
    puzzle(world, bob, channel, daily).await
}
