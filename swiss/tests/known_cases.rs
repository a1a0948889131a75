//! Hand-made tournaments with the expected pairings worked out by hand in the comments, and the
//! published FIDE round-1 rule. Players are named by seed: player `n` has id `n` and seed `n`.

use swiss::{pair_round, Game, InputError, Outcome, PairingError, Player, Round};

fn players(n: u64) -> Vec<Player> {
    (1..=n).map(|i| Player::new(i, i as u32)).collect()
}

/// A finished game; `result` is "1-0", "½" or "0-1".
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

/// The games of a round as (white, black).
fn boards(round: &Round) -> Vec<(u64, u64)> {
    round.games.iter().map(|g| (g.white, g.black)).collect()
}

/// Published rule (FIDE Dutch system, C.04.3, round 1): the field in seed order is split into
/// halves, the k-th of the top half meets the k-th of the bottom half, board 1's top player gets
/// the initial colour (white here) and the colours alternate down the boards; with an odd field
/// the last player gets the bye. The 14-player field is the size of the Chess Arbiters'
/// Association's worked Dutch example (whose later-round tables were not available to check).
#[test]
fn round_one_follows_the_fide_rule() {
    let r1 = pair_round(&players(14), &[]).unwrap();
    assert_eq!(
        boards(&r1),
        [(1, 8), (9, 2), (3, 10), (11, 4), (5, 12), (13, 6), (7, 14)]
    );
    assert_eq!(r1.bye, None);
    let r1 = pair_round(&players(7), &[]).unwrap();
    assert_eq!(boards(&r1), [(1, 4), (5, 2), (3, 6)]);
    assert_eq!(r1.bye, Some(7));
}

/// Eight players; round 1 was 1-5, 6-2, 3-7, 8-4 and the top four seeds won.
///
/// Score groups: {1, 2, 3, 4} on 1 point, {5, 6, 7, 8} on 0 — both even, so no float.
/// Colour wishes (all strong, after one game): 1 and 3 had white and want black; 2 and 4 had
/// black and want white; likewise 6, 8 want black and 5, 7 want white.
/// Top group: the ideal "half the group down" pairing 1-3, 2-4 denies two wishes (1 and 3 both
/// want black); 1-2, 3-4 and 1-4, 2-3 deny none; of these, 1-4, 2-3 is nearer the ideal
/// (a transposition is preferred to pairing within one half: rank cost 1+2 against 2+2).
/// Bottom group likewise: 5-8, 6-7. Boards by score; colours as wished.
#[test]
fn round_two_transposes_for_colours() {
    let history = [round(
        vec![
            game(1, 5, "1-0"),
            game(6, 2, "0-1"),
            game(3, 7, "1-0"),
            game(8, 4, "0-1"),
        ],
        None,
    )];
    let r2 = pair_round(&players(8), &history).unwrap();
    assert_eq!(boards(&r2), [(4, 1), (2, 3), (5, 8), (7, 6)]);
}

/// Six players; round 1 was 1-4, 5-2, 3-6 and 1, 2 and 3 won.
///
/// Groups {1, 2, 3} and {4, 5, 6} are odd: exactly one game must cross the one-point gap.
/// Colour-perfect games pair a black-wisher (1, 3, 5) with a white-wisher (2, 4, 6) not yet met.
/// 1-2 + 3-4 + 5-6 and 2-3 + 1-6 + 4-5 both deny nobody; the first floats 3 (the lowest of the
/// top group) onto 4 (the highest of the bottom group), which is what the ranking term prefers
/// (distance 1 against 5), and is also what the Dutch procedure gives.
#[test]
fn the_lowest_of_an_odd_group_floats_to_the_highest_below() {
    let history = [round(
        vec![game(1, 4, "1-0"), game(5, 2, "0-1"), game(3, 6, "1-0")],
        None,
    )];
    let r2 = pair_round(&players(6), &history).unwrap();
    assert_eq!(boards(&r2), [(2, 1), (4, 3), (6, 5)]);
}

/// Six players; round 1 was 1-4, 5-2, 3-6: 1 and 3 won, 5-2 drawn. Groups: {1, 3} on 1,
/// {2, 5} on ½ (but they have met), {4, 6} on 0.
///
/// Every complete pairing has two games across half a point (total of squared differences 2):
/// 1-2 + 3-5 + 4-6 floats 1 and 3 out of the top group; 1-3 + 2-4 + 5-6 (or 2-6 + 5-4) floats
/// 2 and 5 instead. Floats from the lower group are preferred (the top group stays intact), even
/// though 1 and 3 both want black and 2 and 4 both want white: scores come before colours.
/// Between 2-4 + 5-6 and 2-6 + 5-4 (one denied wish each) the ranking term picks the nearer
/// opponents (distances 2 and 2 against 3 and 1). Equal wishes and identical histories: the
/// higher-ranked player (1, then 2) gets the wish.
#[test]
fn scores_come_before_colours() {
    let history = [round(
        vec![game(1, 4, "1-0"), game(5, 2, "½"), game(3, 6, "1-0")],
        None,
    )];
    let r2 = pair_round(&players(6), &history).unwrap();
    assert_eq!(boards(&r2), [(3, 1), (2, 4), (6, 5)]);
}

/// Four players after 1-2 ½, 3-4 ½ then 1-3 1-0, 2-4 1-0: 1 and 2 lead on 1½ but have met, as
/// have 3 and 4 on ½. Neither group can be paired within itself, so both games cross the gap:
/// 1-4 and 2-3 (1-3 was round 2). 1 had white twice and must have black; 4 had black twice and
/// must have white; 2 (black, white) and 3 (white, black) alternate.
#[test]
fn a_group_that_cannot_pair_within_itself_floats() {
    let history = [
        round(vec![game(1, 2, "½"), game(3, 4, "½")], None),
        round(vec![game(1, 3, "1-0"), game(2, 4, "1-0")], None),
    ];
    let r3 = pair_round(&players(4), &history).unwrap();
    assert_eq!(boards(&r3), [(4, 1), (3, 2)]);
}

/// Five players; round 1: bye 5, 1-3 1-0, 4-2 1-0. Now 1, 4 and 5 have 1 point, 2 and 3 none.
///
/// The bye goes to the lowest-ranked player without one: 3 (same score as 2, lower seed).
/// Then {1, 4, 5} and {2}: one game crosses the gap. 4-2 was played, so 1-2 (with 4-5) or 5-2
/// (with 1-4). 1 and 4 both had white and want black, so 1-4 denies a wish; 1-2 + 4-5 denies
/// none. Board 1 is 4-5 (higher score total); 5 has no colour history, so 4 gets black.
#[test]
fn the_bye_goes_to_the_lowest_ranked_without_one() {
    let history = [round(vec![game(1, 3, "1-0"), game(4, 2, "1-0")], Some(5))];
    let r2 = pair_round(&players(5), &history).unwrap();
    assert_eq!(r2.bye, Some(3));
    assert_eq!(boards(&r2), [(5, 4), (2, 1)]);
}

/// Six players, three rounds, then 6 withdraws: five active, a bye, nobody has had one.
/// Round 1: 1-2 1-0, 3-5 1-0, 4-6 1-0; round 2: 3-1 1-0, 6-2 0-1, 5-4 0-1;
/// round 3: 1-4 ½, 2-5 1-0, 6-3 0-1. Scores: 3: 3, 4: 2½, 2: 2, 1: 1½, 5: 0.
///
/// The lowest, 5, cannot have the bye: 1 has met 2, 3 and 4 and would be left alone. The next,
/// 1, cannot either: 5 has met 2, 3 and 4. So the bye goes to 2, and 3-4 and 1-5 are the only
/// games left (4 had black twice and must have white; 5 wants white to even its colours).
#[test]
fn the_bye_skips_players_whose_absence_leaves_no_pairing() {
    let mut field = players(6);
    field[5].withdrawn = true;
    let history = [
        round(
            vec![game(1, 2, "1-0"), game(3, 5, "1-0"), game(4, 6, "1-0")],
            None,
        ),
        round(
            vec![game(3, 1, "1-0"), game(6, 2, "0-1"), game(5, 4, "0-1")],
            None,
        ),
        round(
            vec![game(1, 4, "½"), game(2, 5, "1-0"), game(6, 3, "0-1")],
            None,
        ),
    ];
    let r4 = pair_round(&field, &history).unwrap();
    assert_eq!(r4.bye, Some(2));
    assert_eq!(boards(&r4), [(4, 3), (5, 1)]);
}

/// A player who withdrew before the start is never paired; the rest pair as a 4-player field.
#[test]
fn withdrawn_players_are_not_paired() {
    let mut field = players(5);
    field[2].withdrawn = true;
    let r1 = pair_round(&field, &[]).unwrap();
    assert_eq!(boards(&r1), [(1, 4), (5, 2)]);
    assert_eq!(r1.bye, None);
}

/// Four players who have all met: round 4 is impossible, and every player is reported unpaired.
#[test]
fn an_exhausted_field_is_a_typed_error() {
    let history = [
        round(vec![game(1, 3, "1-0"), game(4, 2, "½")], None),
        round(vec![game(2, 1, "0-1"), game(3, 4, "1-0")], None),
        round(vec![game(1, 4, "½"), game(2, 3, "1-0")], None),
    ];
    assert_eq!(
        pair_round(&players(4), &history),
        Err(PairingError::NoLegalPairing {
            round: 4,
            unpaired: vec![1, 2, 3, 4],
        })
    );
    assert_eq!(swiss::max_rounds(4), 3);
}

/// Three players, three rounds, each has had the bye: a fourth round has nobody to give it to.
#[test]
fn no_second_bye() {
    let mut history = Vec::new();
    for _ in 0..3 {
        let mut next = pair_round(&players(3), &history).unwrap();
        next.games[0].outcome = Some(Outcome::Draw);
        history.push(next);
    }
    let byes: Vec<_> = history.iter().map(|r| r.bye.unwrap()).collect();
    assert_eq!(
        byes,
        [3, 2, 1],
        "each round the lowest-ranked without a bye"
    );
    assert_eq!(
        pair_round(&players(3), &history),
        Err(PairingError::NoByeAvailable {
            round: 4,
            active: 3
        })
    );
}

#[test]
fn refusals_carry_their_data() {
    let two = players(2);
    // An unfinished game blocks the next round.
    let mut open = round(vec![game(1, 2, "1-0")], None);
    open.games[0].outcome = None;
    assert_eq!(
        pair_round(&two, &[open]),
        Err(PairingError::UnfinishedGame {
            round: 1,
            white: 1,
            black: 2
        })
    );
    // Too few players.
    let mut alone = players(2);
    alone[1].withdrawn = true;
    assert_eq!(
        pair_round(&alone, &[]),
        Err(PairingError::TooFewPlayers { active: 1 })
    );
    // Past the round limit.
    let fifteen = vec![Round::default(); 15];
    assert_eq!(
        pair_round(&two, &fifteen),
        Err(PairingError::RoundLimit {
            next_round: 16,
            max: 15
        })
    );
    let sixteen = vec![Round::default(); 16];
    assert_eq!(
        swiss::standings(&two, &sixteen),
        Err(InputError::TooManyRounds { count: 16, max: 15 })
    );
}

#[test]
fn inconsistent_input_is_refused() {
    let input = |players: &[Player], rounds: &[Round]| match pair_round(players, rounds) {
        Err(PairingError::Input(e)) => e,
        other => panic!("expected an input error, got {other:?}"),
    };
    let too_many: Vec<Player> = (0..257).map(|i| Player::new(i, 1)).collect();
    assert_eq!(
        input(&too_many, &[]),
        InputError::TooManyPlayers {
            count: 257,
            max: 256
        }
    );
    let mut duplicate = players(3);
    duplicate[2].id = 1;
    assert_eq!(
        input(&duplicate, &[]),
        InputError::DuplicatePlayer { id: 1 }
    );
    let unknown = [round(vec![game(1, 9, "1-0")], None)];
    assert_eq!(
        input(&players(2), &unknown),
        InputError::UnknownPlayer { round: 1, id: 9 }
    );
    let twice = [
        round(vec![game(1, 2, "1-0")], None),
        round(vec![game(1, 2, "1-0"), game(3, 1, "1-0")], None),
    ];
    assert_eq!(
        input(&players(3), &twice),
        InputError::PlayerTwiceInRound { round: 2, id: 1 }
    );
    let selfish = [round(vec![game(2, 2, "½")], None)];
    assert_eq!(
        input(&players(2), &selfish),
        InputError::PlayerTwiceInRound { round: 1, id: 2 }
    );
    let bye_and_game = [round(vec![game(1, 2, "½")], Some(2))];
    assert_eq!(
        input(&players(3), &bye_and_game),
        InputError::PlayerTwiceInRound { round: 1, id: 2 }
    );
    // Messages name the data.
    let message = PairingError::NoLegalPairing {
        round: 4,
        unpaired: vec![1, 2],
    }
    .to_string();
    assert!(
        message.contains("round 4") && message.contains('2'),
        "{message}"
    );
}
