//! The data table (§2.1, §2.5): profile rows, pawns by their starting file, the optional Clerics.

use super::*;

#[test]
fn profile_rows_follow_kind_order_and_loadouts_are_valid() {
    for (i, k) in Kind::ALL.iter().enumerate() {
        assert_eq!(PROFILES[i].kind, *k);
        let p = pieces::Piece::new(Side::White, *k);
        assert_eq!(p.loadout_error(), None, "{k:?}");
    }
    assert_eq!(profile(Kind::Rook).hp, 40);
    assert_eq!(profile(Kind::Demon).weapon, pieces::Weapon::MagicBeam);
}

#[test]
fn pawns_take_their_profile_from_the_starting_file() {
    let g = Battlefield::new_game(0);
    let kinds: Vec<Kind> = "abcdefgh"
        .chars()
        .map(|f| g.piece(s(&format!("{f}2"))).unwrap().kind)
        .collect();
    use Kind::*;
    assert_eq!(
        kinds,
        vec![Archer, Pikeman, Scout, Footman, Footman, Scout, Pikeman, Archer]
    );
    assert_eq!(g.piece(s("g7")).unwrap().kind, Pikeman);
}

#[test]
fn clerics_rule_puts_clerics_on_f1_and_f8() {
    let g = Battlefield::new_with_clerics();
    assert_eq!(g.piece(s("f1")).unwrap().kind, Kind::Cleric);
    assert_eq!(g.piece(s("f8")).unwrap().kind, Kind::Cleric);
    assert_eq!(g.piece(s("c1")).unwrap().kind, Kind::Bishop);
}

#[test]
fn cleric_start_position_text() {
    assert_eq!(
        Battlefield::new_with_clerics().position(),
        // White's first pre-battle already ran: Quick Charge filled the f1 Cleric.
        "rnbqkcnr/apsffspa/8/8/8/8/APSFFSPA/RNBQKCNR w 1 KQkq - - | f1:ch1"
    );
}
