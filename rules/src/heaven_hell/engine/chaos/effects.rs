//! The forty chaos effects themselves, one small function each, and the table that gives each
//! effect its text and its function. An effect does as much as it can (R99); its inputs were
//! asked first (see [`super::Chaos::ask`]).

use super::super::super::board::{block, on_grid, psq_name, sq_of, Sq, EARTH, HEAVEN, HELL};
use super::super::super::notation::{Answer, Word};
use super::super::super::pieces::{Color, Kind, Piece};
use super::super::super::state::canon;
use super::super::super::HeavenAndHell;
use super::super::{Ctx, Decision, Landing, Pending, Task};
use super::{Chaos, PLANES};
use crate::view::Said;
use crate::Side;

/// What a chaos effect is applied with.
pub(super) struct Call<'a> {
    /// Who picked the effect.
    pub side: Side,
    /// Its inputs, in the order they were asked.
    pub args: &'a [Answer],
    /// The pieces on the board as the effect starts.
    pub all: Vec<Piece>,
}

impl Call<'_> {
    /// The piece input `i` names, if it still stands there.
    fn piece(&self, g: &HeavenAndHell, i: usize) -> Option<Piece> {
        g.piece_at_answer(self.args.get(i))
    }

    /// The plane given as the first input.
    fn plane(&self) -> Option<u8> {
        match self.args.first() {
            Some(Answer::Plane(p)) => Some(*p),
            _ => None,
        }
    }
}

/// How an effect changes the game.
pub(super) type Apply = fn(&mut HeavenAndHell, &Call);

/// Every effect with its seed-era text (rulings §2.3) and its function, in number order.
pub(super) const EFFECTS: [(Chaos, &str, Apply); 40] = [
    (Chaos::ShuffleShop, "Shuffle the shop ordering and gain 6 coins", shuffle_shop),
    (Chaos::FreezePawns, "Freeze all tiles with Pawns", freeze_pawns),
    (Chaos::SummonImps, "Summon two Imps on Earth on random empty tiles", summon_imps),
    (
        Chaos::CurseFile,
        "Pick a file in a plane. Curse all non-royal pieces in the chosen file",
        curse_file,
    ),
    (
        Chaos::SwapBishopsAndRooks,
        "Replace all Bishops with Rooks and vice versa",
        swap_bishops_and_rooks,
    ),
    (Chaos::ResetCoins, "Reset both players' coin count to 0", reset_coins),
    (Chaos::SpreadIce, "Spread all ice to adjacent tiles", spread_ice),
    (
        Chaos::SummonDevil,
        "Summon the Devil (Giant Imp with double move) in the middle of Hell",
        summon_devil,
    ),
    (Chaos::SummonAngel, "Summon an Angel on an empty tile in Heaven", summon_angel),
    (
        Chaos::DestroyHeavenEdge,
        "Destroy the outermost ranks OR files of Heaven",
        destroy_heaven_edge,
    ),
    (
        Chaos::PawnsStepBack,
        "Move each Pawn a step backwards, if the destination tile is unoccupied",
        pawns_step_back,
    ),
    (Chaos::StunFour, "Stun 4 random pieces for 3 rounds", stun_four),
    (Chaos::DestroyHellEdge, "Destroy the outermost ranks OR files of Hell", destroy_hell_edge),
    (
        Chaos::DuplicatePiece,
        "Duplicate a non-King piece to an adjacent empty tile. Then Curse both",
        duplicate_piece,
    ),
    (
        Chaos::SummonRooks,
        "Summon a Rook on a back rank for each player. Owner chooses where. Opponent starts",
        summon_rooks,
    ),
    (Chaos::SpawnOrbs, "Spawn a Chaos Orb in each plane on a random empty tile", spawn_orbs),
    (Chaos::MakeGiant, "Make a piece giant", make_giant),
    (Chaos::SwapHellAndHeaven, "Swap a piece in Hell with one in Heaven", swap_hell_and_heaven),
    (Chaos::CurseRandomPieces, "Curse a random piece of each player", curse_random_pieces),
    (Chaos::UpgradeKnights, "Upgrade all Knights", upgrade_knights),
    (Chaos::IceOrFire, "Replace all ice with fire OR all fire with ice", ice_or_fire),
    (Chaos::SpreadFire, "Spread all fire to adjacent tiles", spread_fire),
    (
        Chaos::ForcedPawns,
        "Pick two Pawns. They move forward at the end of their owner's turn if the tile is unoccupied",
        forced_pawns,
    ),
    (Chaos::CoinsOnEarth, "Fill empty tiles on Earth with coins", coins_on_earth),
    (
        Chaos::ThreeFires,
        "Start 3 fires on random empty tiles in a plane of your choosing",
        three_fires,
    ),
    (
        Chaos::FreezeAndBurn,
        "Freeze one unoccupied tile and start a fire on a different unoccupied tile",
        freeze_and_burn,
    ),
    (Chaos::DowngradePiece, "Downgrade an upgraded piece of your choosing", downgrade_piece),
    (Chaos::TwoActions, "You have two actions on your next turn", two_actions),
    (Chaos::RemoveShopOptions, "Remove two options from the shop", remove_shop_options),
    (
        Chaos::DestroyTraps,
        "Destroy all traps. You may plant a trap for each destroyed",
        destroy_traps,
    ),
    (Chaos::BishopsHome, "Move all Bishops to their starting position on Earth", bishops_home),
    (Chaos::UpgradeKings, "Upgrade all Kings", upgrade_kings),
    (Chaos::SwapKingAndPawn, "Swap your King and a Pawn on the same plane", swap_king_and_pawn),
    (Chaos::DowngradePlane, "Pick a plane. Downgrade all pieces on that plane", downgrade_plane),
    (Chaos::PawnsToBombers, "Replace all Pawns with Suicide Bombers", pawns_to_bombers),
    (
        Chaos::PawnSpree,
        "Pick a Pawn of yours. While it is a Pawn make as many moves and captures with it as you desire/can",
        pawn_spree,
    ),
    (
        Chaos::SpawnPawnRanks,
        "Pick a plane. Spawn white Pawns on empty rank 2 tiles and black Pawns on empty rank 7 tiles",
        spawn_pawn_ranks,
    ),
    (
        Chaos::BuyAndRemove,
        "Gain 4 coins. Then buy something from the shop. Then remove that option from the shop",
        buy_and_remove,
    ),
    (
        Chaos::RandomRelocation,
        "Pick a non-royal piece. Move it to a random position on a random plane",
        random_relocation,
    ),
    (Chaos::Reroll, "Something random. Reroll Chaos options and pick the top one", reroll),
];

/// #1, [`Chaos::ShuffleShop`].
fn shuffle_shop(g: &mut HeavenAndHell, c: &Call) {
    g.shop.reshuffle(&mut g.rng);
    g.coins[c.side.index()] += 6;
}

/// #2, [`Chaos::FreezePawns`].
fn freeze_pawns(g: &mut HeavenAndHell, c: &Call) {
    let sqs: Vec<(u8, Sq)> = c
        .all
        .iter()
        .filter(|p| p.kind == Kind::Pawn)
        .flat_map(|p| block(p.anchor, p.k()).map(move |s| (p.plane, s)))
        .collect();
    for (pl, s) in sqs {
        g.create_ice(pl, s);
    }
}

/// #3, [`Chaos::SummonImps`].
fn summon_imps(g: &mut HeavenAndHell, _: &Call) {
    for _ in 0..2 {
        let list = g.empty_list(EARTH);
        if list.is_empty() {
            break;
        }
        let s = list[g.rng.below(list.len())];
        g.add_piece(Color::Neutral, Kind::Imp, EARTH, s);
        g.mark(EARTH, s, false);
    }
}

/// #4, [`Chaos::CurseFile`].
fn curse_file(g: &mut HeavenAndHell, c: &Call) {
    if let Some(Answer::File(pl, f)) = c.args.first() {
        for p in &c.all {
            if p.plane == *pl && !p.kind.royal() && p.anchor.0 <= *f && *f < p.anchor.0 + p.k() {
                g.piece_mut(p.id).expect("alive").cursed = true;
            }
        }
    }
}

/// #5, [`Chaos::SwapBishopsAndRooks`].
fn swap_bishops_and_rooks(g: &mut HeavenAndHell, _: &Call) {
    for p in g.pieces.iter_mut() {
        p.kind = match p.kind {
            Kind::Bishop => Kind::Rook,
            Kind::Rook => Kind::Bishop,
            k => k,
        };
    }
}

/// #6, [`Chaos::ResetCoins`].
fn reset_coins(g: &mut HeavenAndHell, _: &Call) {
    g.coins = [0, 0];
}

/// #7, [`Chaos::SpreadIce`].
fn spread_ice(g: &mut HeavenAndHell, c: &Call) {
    spread(g, c, false);
}

/// #22, [`Chaos::SpreadFire`].
fn spread_fire(g: &mut HeavenAndHell, c: &Call) {
    spread(g, c, true);
}

/// Chaos #7 and #22: Ice (or Fire) spreads to the existing squares orthogonally adjacent to
/// every square that has it.
fn spread(g: &mut HeavenAndHell, c: &Call, fire: bool) {
    let mut targets: Vec<(u8, Sq)> = Vec::new();
    for pl in PLANES {
        for s in (0..64).map(sq_of) {
            let it = g.items(pl, s);
            if g.exists(pl, s) && if fire { it.fire } else { it.ice } {
                for d in [(0, -1), (-1, 0), (1, 0), (0, 1)] {
                    let t = (s.0 + d.0, s.1 + d.1);
                    if g.exists(pl, t) && !targets.contains(&(pl, t)) {
                        targets.push((pl, t));
                    }
                }
            }
        }
    }
    targets.sort_by_key(|(pl, s)| (*pl, s.1, s.0));
    if fire {
        for (pl, s) in targets.into_iter().rev() {
            g.push(Task::Fire(pl, s, c.side));
        }
    } else {
        for (pl, s) in targets {
            g.create_ice(pl, s);
        }
    }
}

/// #8, [`Chaos::SummonDevil`].
fn summon_devil(g: &mut HeavenAndHell, c: &Call) {
    if !g.block_exists(HELL, (3, 3), 2) {
        return;
    }
    g.push(Task::Place {
        color: Color::Neutral,
        kind: Kind::Devil,
        plane: HELL,
        anchor: (3, 3),
        size: 1,
        double: true,
    });
    for p in g.in_block(HELL, (3, 3), 2, 0).into_iter().rev() {
        let q = g.piece(p).expect("listed").clone();
        g.push(Task::Die {
            id: q.id,
            epoch: q.epoch,
            plane: q.plane,
            anchor: q.anchor,
            offboard: false,
            side: c.side,
        });
    }
}

/// #9, [`Chaos::SummonAngel`].
fn summon_angel(g: &mut HeavenAndHell, c: &Call) {
    if let Some(Answer::Square(pl, s)) = c.args.first() {
        g.add_piece(Color::Neutral, Kind::Angel, *pl, *s);
        g.mark(*pl, *s, false);
    }
}

/// #10, [`Chaos::DestroyHeavenEdge`].
fn destroy_heaven_edge(g: &mut HeavenAndHell, c: &Call) {
    if let Some(Answer::Word(w)) = c.args.first() {
        g.destroy_outer(HEAVEN, *w == Word::Ranks, c.side);
    }
}

/// #13, [`Chaos::DestroyHellEdge`].
fn destroy_hell_edge(g: &mut HeavenAndHell, c: &Call) {
    if let Some(Answer::Word(w)) = c.args.first() {
        g.destroy_outer(HELL, *w == Word::Ranks, c.side);
    }
}

/// #11, [`Chaos::PawnsStepBack`].
fn pawns_step_back(g: &mut HeavenAndHell, c: &Call) {
    let mut white: Vec<&Piece> = c
        .all
        .iter()
        .filter(|p| p.kind == Kind::Pawn && p.color == Color::White)
        .collect();
    white.sort_by_key(|p| canon(p));
    let mut black: Vec<&Piece> = c
        .all
        .iter()
        .filter(|p| p.kind == Kind::Pawn && p.color == Color::Black)
        .collect();
    black.sort_by_key(|p| std::cmp::Reverse(canon(p)));
    let order: Vec<u32> = white.iter().chain(black.iter()).map(|p| p.id).collect();
    for id in order.into_iter().rev() {
        g.push(Task::StepBack(id, c.side));
    }
}

/// #12, [`Chaos::StunFour`].
fn stun_four(g: &mut HeavenAndHell, c: &Call) {
    let mut pool: Vec<u32> = c.all.iter().map(|p| p.id).collect();
    for _ in 0..4 {
        if pool.is_empty() {
            break;
        }
        let id = pool.remove(g.rng.below(pool.len()));
        let p = g.piece_mut(id).expect("alive");
        p.stun = p.stun.saturating_add(3);
    }
}

/// #14, [`Chaos::DuplicatePiece`].
fn duplicate_piece(g: &mut HeavenAndHell, c: &Call) {
    if let (Some(p), Some(Answer::Square(pl, s))) = (c.piece(g, 0), c.args.get(1)) {
        let mut q = p.clone();
        q.id = g.next_id;
        g.next_id += 1;
        q.epoch = 0;
        q.plane = *pl;
        q.anchor = *s;
        q.size = 0;
        q.moved = true;
        q.cursed = true;
        g.pieces.push(q);
        g.piece_mut(p.id).expect("alive").cursed = true;
        g.mark(*pl, *s, false);
    }
}

/// #15, [`Chaos::SummonRooks`].
fn summon_rooks(g: &mut HeavenAndHell, c: &Call) {
    g.push(Task::AskSpawn(c.side, Kind::Rook));
    g.push(Task::AskSpawn(c.side.opponent(), Kind::Rook));
}

/// #16, [`Chaos::SpawnOrbs`].
fn spawn_orbs(g: &mut HeavenAndHell, _: &Call) {
    for pl in PLANES {
        let list = g.empty_list(pl);
        if !list.is_empty() {
            let s = list[g.rng.below(list.len())];
            g.items_mut(pl, s).orb = true;
        }
    }
}

/// #17, [`Chaos::MakeGiant`].
fn make_giant(g: &mut HeavenAndHell, c: &Call) {
    if let Some(p) = c.piece(g, 0) {
        g.push(Task::Expand(p.id, p.epoch, c.side));
    }
}

/// #18, [`Chaos::SwapHellAndHeaven`].
fn swap_hell_and_heaven(g: &mut HeavenAndHell, c: &Call) {
    swap_pieces(g, c);
}

/// #33, [`Chaos::SwapKingAndPawn`].
fn swap_king_and_pawn(g: &mut HeavenAndHell, c: &Call) {
    swap_pieces(g, c);
}

/// Chaos #18 and #33: the two pieces given exchange places, each landing where the other stood.
fn swap_pieces(g: &mut HeavenAndHell, c: &Call) {
    if let (Some(a), Some(b)) = (c.piece(g, 0), c.piece(g, 1)) {
        for id in [a.id, b.id] {
            g.piece_mut(id).expect("alive").on_board = false;
        }
        // A lands first, so it is pushed last.
        g.push(Task::Land(Landing {
            ctx: Ctx::passive(&b, c.side),
            plane: a.plane,
            anchor: a.anchor,
            step: None,
            zone: None,
            stay: false,
            prev: None,
        }));
        g.push(Task::Land(Landing {
            ctx: Ctx::passive(&a, c.side),
            plane: b.plane,
            anchor: b.anchor,
            step: None,
            zone: None,
            stay: false,
            prev: None,
        }));
    }
}

/// #19, [`Chaos::CurseRandomPieces`].
fn curse_random_pieces(g: &mut HeavenAndHell, c: &Call) {
    for s in Side::BOTH {
        let pool: Vec<u32> = c
            .all
            .iter()
            .filter(|p| p.color == Color::of(s) && !p.cursed)
            .map(|p| p.id)
            .collect();
        if !pool.is_empty() {
            let id = pool[g.rng.below(pool.len())];
            g.piece_mut(id).expect("alive").cursed = true;
        }
    }
}

/// #20, [`Chaos::UpgradeKnights`].
fn upgrade_knights(g: &mut HeavenAndHell, c: &Call) {
    upgrade_all(g, c, Kind::Knight);
}

/// #32, [`Chaos::UpgradeKings`].
fn upgrade_kings(g: &mut HeavenAndHell, c: &Call) {
    upgrade_all(g, c, Kind::King);
}

/// Chaos #20 and #32: every piece of `kind` is offered an upgrade.
fn upgrade_all(g: &mut HeavenAndHell, c: &Call, kind: Kind) {
    for p in c.all.iter().filter(|p| p.kind == kind).rev() {
        g.push(Task::Upgrade(p.id, p.epoch, c.side, false));
    }
}

/// #21, [`Chaos::IceOrFire`].
fn ice_or_fire(g: &mut HeavenAndHell, c: &Call) {
    if let Some(Answer::Word(w)) = c.args.first() {
        let to_fire = *w == Word::ToFire;
        for it in g.items.iter_mut() {
            if to_fire && it.ice {
                it.ice = false;
                it.fire = true;
            } else if !to_fire && it.fire {
                it.fire = false;
                it.ice = true;
            }
        }
        if to_fire {
            for p in c.all.iter().rev() {
                let burns = block(p.anchor, p.k()).any(|s| on_grid(s) && g.items(p.plane, s).fire);
                if burns && !p.fire_immune() {
                    g.push(Task::Die {
                        id: p.id,
                        epoch: p.epoch,
                        plane: p.plane,
                        anchor: p.anchor,
                        offboard: false,
                        side: c.side,
                    });
                }
            }
        }
    }
}

/// #23, [`Chaos::ForcedPawns`].
fn forced_pawns(g: &mut HeavenAndHell, c: &Call) {
    for i in 0..c.args.len() {
        if let Some(p) = c.piece(g, i) {
            g.piece_mut(p.id).expect("alive").forced = true;
        }
    }
}

/// #24, [`Chaos::CoinsOnEarth`].
fn coins_on_earth(g: &mut HeavenAndHell, _: &Call) {
    for s in g.empty_list(EARTH) {
        g.items_mut(EARTH, s).coins = 1;
    }
}

/// #25, [`Chaos::ThreeFires`].
fn three_fires(g: &mut HeavenAndHell, c: &Call) {
    if let Some(pl) = c.plane() {
        let mut pool = g.empty_list(pl);
        for _ in 0..3 {
            if pool.is_empty() {
                break;
            }
            let s = pool.remove(g.rng.below(pool.len()));
            g.create_fire(pl, s, c.side);
        }
    }
}

/// #26, [`Chaos::FreezeAndBurn`].
fn freeze_and_burn(g: &mut HeavenAndHell, c: &Call) {
    if let (Some(Answer::Square(p1, s1)), Some(Answer::Square(p2, s2))) =
        (c.args.first(), c.args.get(1))
    {
        g.create_ice(*p1, *s1);
        g.create_fire(*p2, *s2, c.side);
    }
}

/// #27, [`Chaos::DowngradePiece`].
fn downgrade_piece(g: &mut HeavenAndHell, c: &Call) {
    if let Some(p) = c.piece(g, 0) {
        g.push(Task::Downgrade(p.id, p.epoch, c.side));
    }
}

/// #28, [`Chaos::TwoActions`].
fn two_actions(g: &mut HeavenAndHell, c: &Call) {
    g.bonus[c.side.index()] += 1;
}

/// #29, [`Chaos::RemoveShopOptions`].
fn remove_shop_options(g: &mut HeavenAndHell, c: &Call) {
    for a in c.args {
        if let Answer::Entry(e) = a {
            g.shop.remove(*e);
        }
    }
}

/// #30, [`Chaos::DestroyTraps`].
fn destroy_traps(g: &mut HeavenAndHell, c: &Call) {
    let n = g.traps.len() as u32;
    g.traps.clear();
    g.count_all_destroyed();
    g.tell(
        c.side,
        format!(
            "Chaos #30 destroyed {n} Secret Trap{}.",
            if n == 1 { "" } else { "s" }
        ),
        Said::new("report-hh-traps-destroyed").with("traps", n),
    );
    if n > 0 && !g.trap_squares(c.side).is_empty() {
        g.push(Task::Decide(Pending {
            side: c.side,
            decision: Decision::Trap {
                left: n,
                optional: true,
            },
        }));
    }
}

/// #31, [`Chaos::BishopsHome`].
fn bishops_home(g: &mut HeavenAndHell, c: &Call) {
    for p in c.all.iter().filter(|p| p.kind == Kind::Bishop).rev() {
        let dark = (p.anchor.0 + p.anchor.1) % 2 == 0;
        let file = match (p.color, dark) {
            (Color::White, true) | (Color::Black, false) => 2,
            _ => 5,
        };
        let rank = if p.color == Color::Black { 7 } else { 0 };
        if p.color == Color::Neutral {
            continue;
        }
        g.push(Task::Relocate {
            id: p.id,
            epoch: p.epoch,
            plane: EARTH,
            anchor: (file, rank),
            side: c.side,
        });
    }
}

/// #34, [`Chaos::DowngradePlane`].
fn downgrade_plane(g: &mut HeavenAndHell, c: &Call) {
    if let Some(pl) = c.plane() {
        for p in c
            .all
            .iter()
            .filter(|p| p.plane == pl && !p.history.is_empty())
            .rev()
        {
            g.push(Task::Downgrade(p.id, p.epoch, c.side));
        }
    }
}

/// #35, [`Chaos::PawnsToBombers`].
fn pawns_to_bombers(g: &mut HeavenAndHell, c: &Call) {
    for p in c.all.iter().filter(|p| p.kind == Kind::Pawn) {
        let q = g.piece_mut(p.id).expect("alive");
        q.kind = Kind::Bomber;
        q.forced = false;
    }
    for p in c.all.iter().filter(|p| p.kind == Kind::Pawn).rev() {
        let q = g.piece(p.id).expect("alive");
        if HeavenAndHell::on_last_rank(q) {
            g.push(Task::Die {
                id: p.id,
                epoch: p.epoch,
                plane: p.plane,
                anchor: p.anchor,
                offboard: false,
                side: c.side,
            });
        }
    }
}

/// #36, [`Chaos::PawnSpree`].
fn pawn_spree(g: &mut HeavenAndHell, c: &Call) {
    if let Some(p) = c.piece(g, 0) {
        g.push(Task::Spree(p.id, p.epoch, c.side));
    }
}

/// #37, [`Chaos::SpawnPawnRanks`].
fn spawn_pawn_ranks(g: &mut HeavenAndHell, c: &Call) {
    if let Some(pl) = c.plane() {
        let white: Vec<Sq> = (0..8)
            .map(|f| (f, 1))
            .filter(|s| g.empty_sq(pl, *s))
            .collect();
        let black: Vec<Sq> = (0..8)
            .map(|f| (f, 6))
            .filter(|s| g.empty_sq(pl, *s))
            .collect();
        for s in white {
            g.add_piece(Color::White, Kind::Pawn, pl, s);
        }
        for s in black {
            g.add_piece(Color::Black, Kind::Pawn, pl, s);
        }
    }
}

/// #38, [`Chaos::BuyAndRemove`].
fn buy_and_remove(g: &mut HeavenAndHell, c: &Call) {
    g.coins[c.side.index()] += 4;
    if g.can_buy(c.side) {
        g.push(Task::Decide(Pending {
            side: c.side,
            decision: Decision::ChaosBuy,
        }));
    }
}

/// #39, [`Chaos::RandomRelocation`].
fn random_relocation(g: &mut HeavenAndHell, c: &Call) {
    if let Some(p) = c.piece(g, 0) {
        let plane = PLANES[g.rng.below(3)];
        let anchor = sq_of(g.rng.below(64));
        let square = psq_name(plane, anchor);
        g.note(
            format!("It goes to {square}"),
            Said::new("report-hh-goes-to").with("square", square),
        );
        g.push(Task::Relocate {
            id: p.id,
            epoch: p.epoch,
            plane,
            anchor,
            side: c.side,
        });
    }
}

/// #40, [`Chaos::Reroll`].
fn reroll(g: &mut HeavenAndHell, c: &Call) {
    for _ in 0..1000 {
        let top = g.draw_chaos()[0];
        if top != Chaos::Reroll {
            g.start_chaos(c.side, top);
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table is looked up by number, so its rows must be in number order.
    #[test]
    fn the_table_is_in_number_order() {
        for (i, (chaos, _, _)) in EFFECTS.iter().enumerate() {
            assert_eq!(usize::from(chaos.number()), i + 1, "{chaos:?}");
        }
    }
}
