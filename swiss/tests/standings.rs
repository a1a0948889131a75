//! Tie-breaks computed by hand. Player `n` has id `n` and seed `n`. Scores below are in points;
//! the crate works in exact quarter points (`Score`).

use swiss::{standings, Game, Outcome, Player, Round, Score, Standing};

fn players(n: u64) -> Vec<Player> {
    (1..=n).map(|i| Player::new(i, i as u32)).collect()
}

fn game(white: u64, black: u64, result: &str) -> Game {
    let outcome = match result {
        "1-0" => Outcome::WhiteWins,
        "0-1" => Outcome::BlackWins,
        _ => Outcome::Draw,
    };
    Game {
        white,
        black,
        outcome: Some(outcome),
    }
}

fn round(games: Vec<Game>, bye: Option<u64>) -> Round {
    Round { games, bye }
}

/// `id points buchholz-cut-1 sonneborn-berger` per line, best first.
fn summary(table: &[Standing]) -> Vec<String> {
    table
        .iter()
        .map(|s| {
            format!(
                "{} {} {} {}",
                s.id, s.points, s.buchholz_cut1, s.sonneborn_berger
            )
        })
        .collect()
}

/// Five players, three rounds, with byes and a withdrawal.
///
/// R1: 1-3 1-0, 4-2 ½, bye 5.  R2: 5-1 ½, 2-3 1-0, bye 4.  4 withdraws.  R3: 1-2 0-1, 3-5 ½.
///
/// Points: 1: 1½, 2: 2½, 3: ½, 4: ½ + 1 (bye) = 1½, 5: 1 (bye) + ½ + ½ = 2.
/// As an opponent, 4 counts its missed round 3 as a draw: 2 points. Others: their points.
///
/// Buchholz contributions (a bye or absence counts the player's own points):
/// - 1: 3 (½), 5 (2), 2 (2½) = 5, less ½ = 4½;
/// - 2: 4 (2), 3 (½), 1 (1½) = 4, less ½ = 3½;
/// - 3: 1 (1½), 2 (2½), 5 (2) = 6, less 1½ = 4½;
/// - 4: 2 (2½), bye (own 1½), absent (own 1½) = 5½, less 1½ = 4;
/// - 5: bye (own 2), 1 (1½), 3 (½) = 4, less ½ = 3½.
///
/// Sonneborn–Berger (win: opponent's score; draw: half of it; bye: a win over own points):
/// - 1: beat 3 (½) + drew 5 (1) = 1½;
/// - 2: drew 4 (1) + beat 3 (½) + beat 1 (1½) = 3;
/// - 3: drew 5 (1) = 1;
/// - 4: drew 2 (1¼) + bye (1½) = 2¾;
/// - 5: bye (2) + drew 1 (¾) + drew 3 (¼) = 3.
///
/// Order: 2 (2½), 5 (2), then 1 and 4 on 1½ — Buchholz 4½ beats 4 — then 3.
#[test]
fn byes_and_withdrawals_in_tie_breaks() {
    let mut field = players(5);
    field[3].withdrawn = true;
    let rounds = [
        round(vec![game(1, 3, "1-0"), game(4, 2, "½")], Some(5)),
        round(vec![game(5, 1, "½"), game(2, 3, "1-0")], Some(4)),
        round(vec![game(1, 2, "0-1"), game(3, 5, "½")], None),
    ];
    let table = standings(&field, &rounds).unwrap();
    assert_eq!(
        summary(&table),
        [
            "2 2½ 3½ 3",
            "5 2 3½ 3",
            "1 1½ 4½ 1½",
            "4 1½ 4 2¾",
            "3 ½ 4½ 1",
        ]
    );
    let four = &table[3];
    assert_eq!(four.rank, 4);
    assert!(four.withdrawn);
    assert_eq!((four.played, four.draws, four.byes), (1, 1, 1));
    assert_eq!(table[0].wins, 2);
    assert!(table.iter().all(|s| s.direct_encounter.is_none()));
}

/// Direct encounter: 1 and 2 tie on points, Buchholz cut 1 and Sonneborn–Berger, and 2 beat 1,
/// so 2 is placed above 1 although 1 is the higher seed.
///
/// R1: 2-1 1-0, 5-3 1-0, 4-6 1-0.  R2: 3-2 1-0, 1-4 1-0, 5-6 1-0.
/// Points: 5: 2; 1, 2, 3, 4: 1; 6: 0.
/// - 5: opponents 3 (1), 6 (0): cut 1 = 1; SB = beat 3 (1) + beat 6 (0) = 1;
/// - 3: opponents 5 (2), 2 (1): cut 1 = 2; SB = beat 2 (1) = 1;
/// - 2: opponents 1 (1), 3 (1): cut 1 = 1; SB = beat 1 (1) = 1;
/// - 1: opponents 2 (1), 4 (1): cut 1 = 1; SB = beat 4 (1) = 1;
/// - 4: opponents 6 (0), 1 (1): cut 1 = 1; SB = beat 6 (0) = 0;
/// - 6: opponents 4 (1), 5 (2): cut 1 = 2; SB = 0.
///
/// 1 and 2 are tied on every value and met: 2 scored 1 against 1, 1 scored 0.
#[test]
fn direct_encounter_breaks_a_full_tie() {
    let rounds = [
        round(
            vec![game(2, 1, "1-0"), game(5, 3, "1-0"), game(4, 6, "1-0")],
            None,
        ),
        round(
            vec![game(3, 2, "1-0"), game(1, 4, "1-0"), game(5, 6, "1-0")],
            None,
        ),
    ];
    let table = standings(&players(6), &rounds).unwrap();
    assert_eq!(
        summary(&table),
        ["5 2 1 1", "3 1 2 1", "2 1 1 1", "1 1 1 1", "4 1 1 0", "6 0 2 0"]
    );
    assert_eq!(table[2].direct_encounter, Some(Score::from_points(1)));
    assert_eq!(table[3].direct_encounter, Some(Score::ZERO));
    assert_eq!(table[4].direct_encounter, None);
}

/// Tied players who have not all met: direct encounter does not apply and the seed decides.
/// 1-2 ½ and 3-4 ½: all four on ½ with equal tie-breaks; 1 and 3 never met.
#[test]
fn seed_breaks_what_is_left() {
    let rounds = [round(vec![game(1, 2, "½"), game(3, 4, "½")], None)];
    let table = standings(&players(4), &rounds).unwrap();
    let order: Vec<u64> = table.iter().map(|s| s.id).collect();
    assert_eq!(order, [1, 2, 3, 4]);
    assert!(table.iter().all(|s| s.direct_encounter.is_none()));
    // A single contribution is its own lowest: Buchholz cut 1 is 0 after one round.
    assert!(table.iter().all(|s| s.buchholz_cut1 == Score::ZERO));
    assert!(table
        .iter()
        .all(|s| s.sonneborn_berger == Score::from_quarters(1)));
}

/// Mid-round: unfinished games count for nothing yet (neither points nor tie-breaks).
#[test]
fn unfinished_games_do_not_count() {
    let mut live = round(vec![game(1, 2, "1-0"), game(3, 4, "1-0")], None);
    live.games[1].outcome = None;
    let table = standings(&players(4), &[live]).unwrap();
    assert_eq!(
        summary(&table),
        ["1 1 0 0", "2 0 0 0", "3 0 0 0", "4 0 0 0"]
    );
    assert_eq!(table[2].played, 0);
}
