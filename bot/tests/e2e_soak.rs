//! Crash soak over the real `bot` binary and the fake Discord: games of every variant in
//! parallel, driven by random legal actions (and some illegal ones), with the bot killed by
//! SIGKILL at random moments and restarted on the same database.
//!
//! After every restart, and at the end, each game is checked against what the players were
//! told: every action that got an answer saying it was played is in the log and in the state,
//! no action was applied twice (the log is exactly the submissions that took effect, in order),
//! the stored state equals a replay of the log from the game's seed, an old button from before
//! the kill is either answered or refused cleanly, and an action cut off by the kill and sent
//! again (as its player would) hears "already played" if it had been applied, and is played
//! once otherwise. No process may panic.
//!
//! The default run (CI) is at least 1,000 accepted actions and 20 kills over two games of each
//! variant. A longer run: `SOAK_ACTIONS=20000 SOAK_KILLS=200 SOAK_GAMES=4 cargo test -p bot
//! --test e2e_soak -- --nocapture` (`SOAK_SEED` replays a run's random choices; add
//! `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use e2e_support::{Game, World};
use fake_discord::User;
use rules::{AnyGame, Side, ToAct, VariantId};
use serde_json::json;
use std::time::Duration;
use variants::{start_game, stored_match, to_move, Xorshift};

/// The five variants, by their `/play` names.
const VARIANTS: [&str; 5] = [
    "apocalypse",
    "heaven-and-hell",
    "battlefield",
    "oracle",
    "it-is-what-it-is",
];

/// A game longer than this is resigned and a new one started (random play can wander).
const MAX_PLIES: usize = 120;

/// How long a live bot may take to answer one action.
const ANSWER: Duration = Duration::from_secs(20);

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// What became of one `/move` the driver sent.
#[derive(Clone, Debug, PartialEq)]
enum Fate {
    /// The player was told it was played.
    Played,
    /// The player was told it was refused.
    Refused(String),
    /// No answer: the bot was killed while it was in flight (it may or may not have applied).
    Unknown,
    /// No answer, and after the restart the log shows whether it was applied (the killed
    /// process can apply nothing more, and a restarted one never hears the old interaction).
    Unanswered { applied: bool },
}

/// One `/move` sent for a game.
#[derive(Clone, Debug)]
struct Submission {
    side: Side,
    action: String,
    /// Whether the action was legal for `side` when it was sent.
    legal: bool,
    fate: Fate,
}

/// One table of the soak: a pair of players who play game after game of one variant in one
/// channel.
struct Table {
    variant: VariantId,
    name: &'static str,
    game: Game,
    /// The game's random seed as stored when it started: the replay starts from it (not from
    /// whatever the state holds at the end, which a bug could have rewritten).
    seed: u64,
    subs: Vec<Submission>,
}

impl Table {
    fn user(&self, side: Side) -> &User {
        match side {
            Side::White => &self.game.white,
            Side::Black => &self.game.black,
        }
    }
}

/// Whether the bot's answer says the action was taken.
fn says_played(text: &str) -> bool {
    text.starts_with("You played `")
        || text.starts_with("You answered `")
        || (text.starts_with("Your move `") && text.contains("` is in"))
}

fn parse_side(text: &str) -> Side {
    match text.to_ascii_lowercase().as_str() {
        "white" | "w" => Side::White,
        "black" | "b" => Side::Black,
        other => panic!("a logged side: {other}"),
    }
}

/// Checks one game's log and state against what its players were told.
async fn check_table(world: &World, table: &Table) {
    let db = world.db().await;
    let logged: Vec<(Side, String)> = db
        .logged(table.game.id)
        .await
        .into_iter()
        .map(|(s, n)| (parse_side(&s), n))
        .collect();
    let id = table.game.id;
    let mut next = 0;
    for sub in &table.subs {
        let here = logged
            .get(next)
            .is_some_and(|(s, n)| *s == sub.side && *n == sub.action);
        match &sub.fate {
            Fate::Played => {
                assert!(
                    here,
                    "game #{id}: `{}` by {} was answered as played but the log goes {:?}\n\
                     log: {logged:?}\nsubmissions: {:?}",
                    sub.action,
                    sub.side,
                    &logged[next.min(logged.len())..],
                    table.subs
                );
                next += 1;
            }
            Fate::Unanswered { applied: true } => {
                assert!(here, "game #{id}: `{}` was applied, then lost", sub.action);
                next += 1;
            }
            Fate::Unanswered { applied: false } => {}
            Fate::Unknown => panic!("game #{id}: `{}` was never resolved", sub.action),
            Fate::Refused(why) => assert!(
                !sub.legal || !here,
                "game #{id}: `{}` was refused ({why}) yet logged",
                sub.action
            ),
        }
    }
    assert_eq!(
        next,
        logged.len(),
        "game #{id}: the log holds exactly the submissions that took effect, each once: {logged:?}"
    );
    // The stored state is the replay of the log from the game's seed.
    let stored = stored_match(world, id).await.into_game();
    assert_eq!(
        stored.random_seed().unwrap_or(1),
        table.seed,
        "game #{id}: the seed it started with"
    );
    let mut replay = AnyGame::new(table.variant, table.seed).unwrap();
    // A resignation ends the match, not the rules' game: it has nothing to replay.
    for (side, action) in logged.iter().filter(|(_, a)| a != "resign") {
        replay
            .play_text(*side, action)
            .unwrap_or_else(|e| panic!("game #{id}: the log replays ({action}: {e:?})"));
    }
    assert_eq!(
        replay.position(),
        stored.position(),
        "game #{id}: state = replay"
    );
    assert_eq!(replay.history(), stored.history(), "game #{id}: history");
    assert_eq!(
        format!("{:?}", replay.to_act()),
        format!("{:?}", stored.to_act()),
        "game #{id}: who acts"
    );
}

/// Chooses what `table`'s next `/move` is: mostly a random legal action of the side to move,
/// sometimes something illegal (a garbled square, or the other player acting out of turn).
fn choose(game: &AnyGame, rng: &mut Xorshift) -> Option<(Side, String, bool)> {
    let side = to_move(game)?;
    let legal = game.legal(side);
    if legal.is_empty() {
        return None;
    }
    match rng.below(12) {
        0 => Some((side, "zz99".to_owned(), false)),
        1 if matches!(game.to_act(), ToAct::Side(_)) => {
            let other = side.opponent();
            let pick = legal[rng.below(legal.len())].notation.clone();
            Some((other, pick, false))
        }
        _ => {
            let pick = legal[rng.below(legal.len())].notation.clone();
            Some((side, pick, true))
        }
    }
}

/// Sends `action` as `side`'s player: Apocalypse moves by DM (they are secret), the others in
/// the game's channel.
async fn send(world: &World, table: &Table, side: Side, action: &str) -> fake_discord::Interaction {
    let user = table.user(side);
    if table.variant == VariantId::Apocalypse {
        world.move_dm(user, action).await
    } else {
        world.move_in(user, table.game.channel, action).await
    }
}

/// Clicks one button from before the kill that cannot change a game (a private-board button,
/// an accepted challenge's Accept, a decision answered since) and checks it is answered.
async fn click_an_old_button(world: &World, tables: &[Table], before: u64, rng: &mut Xorshift) {
    let mut candidates = Vec::new();
    for t in tables {
        let version = world.db().await.game(t.game.id).await.2;
        for m in world.fake.messages_in(t.game.channel) {
            if m.id > before || m.deleted {
                continue;
            }
            for id in m.custom_ids() {
                let stale_answer = id
                    .strip_prefix("answer:")
                    .and_then(|rest| rest.split(':').nth(1))
                    .and_then(|v| v.parse::<i64>().ok())
                    .is_some_and(|v| v < version);
                if id.starts_with("private:") || id.starts_with("accept:") || stale_answer {
                    candidates.push((t.game.white.clone(), m.clone(), id));
                }
            }
        }
    }
    if candidates.is_empty() {
        return;
    }
    let (user, message, id) = candidates.swap_remove(rng.below(candidates.len()));
    let ix = world.fake.click(&user, &message, &id).await;
    let answer = world.fake.wait_answer(&ix, ANSWER).await;
    assert!(
        answer.is_some(),
        "the old button `{id}` is answered after a restart"
    );
    // Answered cleanly: it works, or it is refused with a reason, never a failure.
    let replies = world.fake.replies(&ix);
    assert!(
        replies
            .iter()
            .all(|m| !m.text().contains("Something went wrong")),
        "the old button `{id}` failed after a restart: {replies:?}"
    );
}

/// An Apocalypse player answers their turn from the DM menu the bot sent before the kill (the
/// current turn's, so still good): after a restart it works like `/move`, and is logged once.
/// Returns whether one was picked.
async fn play_from_an_old_menu(
    world: &World,
    tables: &mut [Table],
    before: u64,
    rng: &mut Xorshift,
) -> bool {
    let mut candidates = Vec::new();
    for (i, t) in tables.iter().enumerate() {
        if t.variant != VariantId::Apocalypse {
            continue;
        }
        let stored = stored_match(world, t.game.id).await;
        let ToAct::Simultaneous(sides) = stored.to_act() else {
            continue;
        };
        let menu = format!("move:{}:{}", t.game.id, stored.game().history().len());
        for side in sides {
            for m in world.fake.dms_to(t.user(side)) {
                if m.id <= before && m.custom_ids().contains(&menu) {
                    candidates.push((i, side, m, menu.clone()));
                }
            }
        }
    }
    if candidates.is_empty() {
        return false;
    }
    let (i, side, message, menu) = candidates.swap_remove(rng.below(candidates.len()));
    let table = &mut tables[i];
    let values = message.select_values(&menu);
    let action = values[rng.below(values.len())].clone();
    let ix = world
        .fake
        .select(table.user(side), &message, &menu, &[action.as_str()])
        .await;
    let answer = world
        .fake
        .wait_answer(&ix, ANSWER)
        .await
        .unwrap_or_else(|| panic!("the old menu's `{action}` is answered"));
    assert!(
        says_played(&answer.text),
        "game #{}: `{action}` from the turn's menu sent before the kill: {}",
        table.game.id,
        answer.text
    );
    table.subs.push(Submission {
        side,
        action,
        legal: true,
        fate: Fate::Played,
    });
    world.db().await.settled().await;
    check_table(world, table).await;
    true
}

/// A player whose action got no answer before the kill sends it again, as a player would: one
/// that was applied hears it was already played (and nothing more is logged); one that was not
/// is played (or refused) now, like any action. Returns whether one was retried.
async fn retry_a_cut_off_action(world: &World, tables: &mut [Table], rng: &mut Xorshift) -> bool {
    let cut_off = |applied: Option<bool>| -> Vec<usize> {
        (0..tables.len())
            .filter(|&i| match tables[i].subs.last().map(|s| &s.fate) {
                Some(Fate::Unanswered { applied: a }) => applied.is_none_or(|want| *a == want),
                _ => false,
            })
            .collect()
    };
    // One that was applied, when there is one (the rarer case, and the one a retry could
    // apply twice).
    let applied = cut_off(Some(true));
    let cut = if applied.is_empty() {
        cut_off(None)
    } else {
        applied
    };
    if cut.is_empty() {
        return false;
    }
    let table = &mut tables[cut[rng.below(cut.len())]];
    let last = table.subs.last().expect("a submission").clone();
    let Fate::Unanswered { applied } = last.fate else {
        unreachable!()
    };
    // In a simultaneous turn that has resolved since (the other side's move came in, say from
    // an old menu), the same text can be a legal move of the new turn: the bot cannot tell a
    // retry from a new move then, and plays it. Only while the player's applied move is still
    // their latest word (they are not to act) must it be answered as already played.
    let acting_again = stored_match(world, table.game.id)
        .await
        .to_act()
        .includes(last.side);
    let ix = send(world, table, last.side, &last.action).await;
    let answer = world
        .fake
        .wait_answer(&ix, ANSWER)
        .await
        .unwrap_or_else(|| panic!("the retried `{}` is answered", last.action));
    if applied && acting_again {
        // A new move of the new turn if played; otherwise refused or "already played", and
        // nothing more is logged (check_table below).
        if says_played(&answer.text) {
            table.subs.push(Submission {
                fate: Fate::Played,
                ..last
            });
        }
    } else if applied {
        assert!(
            answer.text.contains("already played"),
            "game #{}: `{}` was applied before the kill; sent again it answers: {}",
            table.game.id,
            last.action,
            answer.text
        );
    } else {
        let fate = if says_played(&answer.text) {
            Fate::Played
        } else {
            assert!(
                !last.legal,
                "a legal `{}` retried after the kill was refused: {}",
                last.action, answer.text
            );
            Fate::Refused(answer.text)
        };
        table.subs.push(Submission { fate, ..last });
    }
    world.db().await.settled().await;
    check_table(world, table).await;
    true
}

/// The random seed game `id` was stored with when it started.
async fn start_seed(world: &World, id: i64) -> u64 {
    stored_match(world, id)
        .await
        .into_game()
        .random_seed()
        .unwrap_or(1)
}

/// Starts a new game at `table`'s channel (after the last one ended).
async fn new_game(world: &World, table: &mut Table) {
    let (white, black, channel) = (
        table.game.white.clone(),
        table.game.black.clone(),
        table.game.channel,
    );
    table.game = start_game(world, &white, &black, channel, table.name).await;
    table.seed = start_seed(world, table.game.id).await;
    table.subs.clear();
}

/// `per_variant` games of every variant, each in a channel of its own between two new players.
async fn set_tables(world: &World, per_variant: usize) -> Vec<Table> {
    let mut tables = Vec::new();
    for (v, name) in VARIANTS.iter().enumerate() {
        for i in 0..per_variant {
            let white = world.user(&format!("w{v}-{i}"));
            let black = world.user(&format!("b{v}-{i}"));
            let channel = world.channel(&format!("{name}-{i}"));
            let game = start_game(world, &white, &black, channel, name).await;
            let seed = start_seed(world, game.id).await;
            tables.push(Table {
                variant: VariantId::parse(name).expect("a variant"),
                name,
                game,
                seed,
                subs: Vec::new(),
            });
        }
    }
    tables
}

/// White resigns a game that went on too long; the resignation is logged as a submission.
async fn resign_a_long_game(world: &World, t: &mut Table) {
    let ix = world
        .fake
        .slash(&t.game.white, t.game.channel, "resign", json!([]))
        .await;
    let reply = world.fake.wait_reply(&ix).await;
    assert!(
        reply.content.contains("resign"),
        "game #{}: the resignation is answered: {}",
        t.game.id,
        reply.content
    );
    // The log keeps the resignation too: it is a submission that took effect.
    t.subs.push(Submission {
        side: Side::White,
        action: "resign".to_owned(),
        legal: true,
        fate: Fate::Played,
    });
}

/// After a kill: each table's action that got no answer was either committed before the kill
/// or not; the log tells which. Returns how many were.
async fn resolve_cut_off(world: &World, tables: &mut [Table]) -> usize {
    let mut cut_off_applied = 0;
    for t in tables.iter_mut() {
        let applied = t
            .subs
            .iter()
            .filter(|s| matches!(s.fate, Fate::Played | Fate::Unanswered { applied: true }))
            .count();
        let log = world.db().await.logged(t.game.id).await;
        let Some(sub) = t.subs.last_mut() else {
            continue;
        };
        if sub.fate == Fate::Unknown {
            let applied = log.len() == applied + 1;
            if applied {
                cut_off_applied += 1;
            }
            sub.fate = Fate::Unanswered { applied };
        }
    }
    cut_off_applied
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_games_survive_sigkills_without_losing_or_repeating_an_action() {
    let target_actions = setting("SOAK_ACTIONS", 1000) as usize;
    let target_kills = setting("SOAK_KILLS", 20) as usize;
    let per_variant = setting("SOAK_GAMES", 2) as usize;
    let seed = setting("SOAK_SEED", 0x50a6);
    println!(
        "soak: {target_actions} actions, {target_kills} kills, {per_variant} games per \
         variant, seed {seed}"
    );
    let mut rng = Xorshift::new(seed);
    let mut world = World::start().await;
    let mut tables = set_tables(&world, per_variant).await;
    let spacing = target_actions / (target_kills + 1);
    let mut next_kill = spacing / 2 + rng.below(spacing.max(1));
    let (mut played, mut refused, mut unknown, mut kills, mut games) = (0, 0, 0, 0, tables.len());
    let mut cut_off_applied = 0;
    let mut retried = 0;
    let mut old_menus = 0;
    while played < target_actions || kills < target_kills {
        // Every table sends its next action at once.
        let mut sent = Vec::new();
        for (i, t) in tables.iter_mut().enumerate() {
            let stored = stored_match(&world, t.game.id).await;
            let plies = world.db().await.actions(t.game.id).await.len();
            if stored.outcome().is_some() || plies >= MAX_PLIES {
                if stored.outcome().is_none() {
                    resign_a_long_game(&world, t).await;
                }
                check_table(&world, t).await;
                new_game(&world, t).await;
                games += 1;
                continue;
            }
            let Some((side, action, legal)) = choose(stored.game(), &mut rng) else {
                continue;
            };
            let ix = send(&world, t, side, &action).await;
            sent.push((i, ix));
            t.subs.push(Submission {
                side,
                action,
                legal,
                fate: Fate::Unknown,
            });
        }
        let kill_now = played >= next_kill && kills < target_kills;
        let before = world.fake.mark();
        let wait = if kill_now {
            // Kill while the actions are in flight: some answered, some committed but not
            // answered, some not yet read.
            tokio::time::sleep(Duration::from_millis(rng.below(250) as u64)).await;
            world.restart().await;
            kills += 1;
            next_kill = played + spacing / 2 + rng.below(spacing.max(1));
            // The killed process answers nothing more.
            Duration::from_millis(1)
        } else {
            ANSWER
        };
        for (i, ix) in sent {
            let fate = match world.fake.wait_answer(&ix, wait).await {
                Some(a) if says_played(&a.text) => Fate::Played,
                Some(a) if a.text.is_empty() => Fate::Unknown,
                Some(a) => Fate::Refused(a.text),
                None => Fate::Unknown,
            };
            let sub = tables[i].subs.last_mut().expect("a submission");
            match &fate {
                Fate::Played => played += 1,
                Fate::Refused(why) => {
                    refused += 1;
                    assert!(
                        !sub.legal,
                        "a legal `{}` by {} was refused: {why}",
                        sub.action, sub.side
                    );
                }
                Fate::Unknown | Fate::Unanswered { .. } => {
                    unknown += 1;
                    assert!(kill_now, "`{}` got no answer from a live bot", sub.action);
                }
            }
            sub.fate = fate;
        }
        if kill_now {
            // Resolve what the kill cut off: each table had at most one action in flight.
            cut_off_applied += resolve_cut_off(&world, &mut tables).await;
            for t in &tables {
                check_table(&world, t).await;
            }
            click_an_old_button(&world, &tables, before, &mut rng).await;
            if play_from_an_old_menu(&world, &mut tables, before, &mut rng).await {
                old_menus += 1;
            }
            if retry_a_cut_off_action(&world, &mut tables, &mut rng).await {
                retried += 1;
            }
        }
    }
    for t in &tables {
        check_table(&world, t).await;
    }
    let panics: Vec<String> = world
        .logs()
        .into_iter()
        .filter(|l| l.contains("panicked"))
        .collect();
    assert!(panics.is_empty(), "no process panicked: {panics:?}");
    println!(
        "soak: {played} actions played, {refused} refused, {unknown} cut off by {kills} kills \
         ({cut_off_applied} of them committed before the kill, {retried} sent again after the \
         restart, {old_menus} played from a menu sent before a kill), over {games} games"
    );
}
