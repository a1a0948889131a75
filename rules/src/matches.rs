//! [`Match`]: a game of any variant plus what every game shares: resignation and agreed draws.

use crate::error::{MatchRefusal, StoredError, WaitingFor};
use crate::{
    ActionChoice, AnyGame, BoardView, Ending, Outcome, Report, RuleError, Side, ToAct, Viewer,
};
use serde::{Deserialize, Serialize};

/// The version of the stored state format. Bump it when a stored field changes meaning, and
/// teach [`Match::from_json`] to read the older shape, so games in progress survive upgrades.
///
/// - 1: the first format.
/// - 2: the random stream ([`crate::Rng`]) is ChaCha8, stored as `{"seed", "word_pos"}` (R105).
///   Format 1 stored a SplitMix64 state `{"state": N}`; reading it migrates the game to the
///   ChaCha8 stream of seed N, deterministically (see [`crate::Rng`]). Nothing else changed.
pub const FORMAT_VERSION: u32 = 2;

/// A game together with how it ended outside the rules (resignation, agreed draw).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Match {
    /// Stored-format version, [`FORMAT_VERSION`] when written.
    format: u32,
    /// The game itself: read through [`Match::game`], played through [`Match::play_text`], so
    /// nothing plays on once the match has ended outside the rules.
    game: AnyGame,
    /// Set when the game ended by resignation, agreement or a win on time.
    ended: Option<Outcome>,
}

impl Match {
    /// The action a refused claim on time names ([`RuleError::Illegal`]'s `action`).
    pub const CLAIM: &'static str = "claim";

    /// A fresh match around `game`.
    pub fn new(game: AnyGame) -> Self {
        Match {
            format: FORMAT_VERSION,
            game,
            ended: None,
        }
    }

    /// The game itself, to read (views, history, legal actions): [`Match::play_text`] plays.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The game itself, the match set aside (for a search that plays it out on its own).
    pub fn into_game(self) -> AnyGame {
        self.game
    }

    /// The stored-format version it was read in ([`FORMAT_VERSION`] once read: older shapes
    /// are migrated).
    pub fn format(&self) -> u32 {
        self.format
    }

    /// Which variant is played.
    pub fn variant(&self) -> crate::VariantId {
        self.game.variant()
    }

    /// The actions played so far, in order (what the channel has seen: a simultaneous turn
    /// appears once it is revealed).
    pub fn history(&self) -> Vec<String> {
        self.game.history()
    }

    /// `side` plays `text`, in the variant's notation; refused with [`RuleError::GameOver`]
    /// once the match has ended, however it ended (a resigned game is not played on). Returns
    /// the action's canonical notation and the rules' report of it; on a refusal nothing
    /// changes.
    pub fn play_text(&mut self, side: Side, text: &str) -> Result<(String, Report), RuleError> {
        if self.ended.is_some() {
            return Err(RuleError::GameOver);
        }
        self.game.play_text(side, text)
    }

    /// `side`'s legal actions (none once the match has ended).
    pub fn legal(&self, side: Side) -> Vec<ActionChoice> {
        if self.ended.is_some() {
            return Vec::new();
        }
        self.game.legal(side)
    }

    /// `side`'s legal actions whose notation starts with `prefix` (autocomplete); none once the
    /// match has ended.
    pub fn suggest(&self, side: Side, prefix: &str) -> Vec<ActionChoice> {
        if self.ended.is_some() {
            return Vec::new();
        }
        self.game.suggest(side, prefix)
    }

    /// What `viewer` sees (secrets removed for anyone but their owner).
    pub fn view(&self, viewer: Viewer) -> BoardView {
        self.game.view(viewer)
    }

    /// The position as text, as `viewer` may see it.
    pub fn text_board(&self, viewer: Viewer) -> String {
        self.game.text_board(viewer)
    }

    /// [`Match::text_board`] a line each, with the messages of its words.
    pub fn text_lines(&self, viewer: Viewer) -> Vec<crate::view::Line> {
        self.game.text_lines(viewer)
    }

    /// Whether the decision pending for `side` is secret (answered privately).
    pub fn secret_decision(&self, side: Side) -> bool {
        self.game.secret_decision(side)
    }

    /// How the match ended, by the rules or otherwise.
    pub fn outcome(&self) -> Option<Outcome> {
        self.ended.clone().or_else(|| self.game.outcome())
    }

    /// Who must act now ([`ToAct::Over`] once the match has ended, however it ended).
    pub fn to_act(&self) -> ToAct {
        if self.outcome().is_some() {
            ToAct::Over
        } else {
            self.game.to_act()
        }
    }

    /// The picture for the game's channel: the public view, drawn from the side to act (see
    /// [`Viewer::channel`]).
    pub fn public_view(&self) -> BoardView {
        self.game.view(Viewer::channel(&self.to_act()))
    }

    /// `side` resigns. A pending secret action stays in the stored state but is never revealed:
    /// views and history show only resolved turns.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, RuleError> {
        if self.outcome().is_some() {
            return Err(RuleError::GameOver);
        }
        let outcome = Outcome::win(side.opponent(), Ending::Resigned { side });
        self.ended = Some(outcome.clone());
        Ok(outcome)
    }

    /// Both players agreed to a draw.
    pub fn agree_draw(&mut self) -> Result<Outcome, RuleError> {
        if self.outcome().is_some() {
            return Err(RuleError::GameOver);
        }
        let outcome = Outcome::draw(Ending::Agreed);
        self.ended = Some(outcome.clone());
        Ok(outcome)
    }

    /// `claimant` claims a win on time: the opponent has not acted within the move time limit.
    ///
    /// The rules crate has no clock, so the caller checks that the limit has elapsed; this
    /// checks who may claim. The claim is valid only while the match is not over, the opponent is
    /// among the sides to act and the claimant is not. In a turn-based variant the side not to
    /// move claims against the side to move; in a simultaneous turn (Apocalypse R16) only a
    /// player who has submitted may claim against one who has not, and if neither has submitted
    /// nobody can claim. A pending secret action stays in the stored state but is never revealed.
    pub fn claim_on_time(&mut self, claimant: Side) -> Result<Outcome, RuleError> {
        let to_act = self.to_act();
        if to_act == ToAct::Over {
            return Err(RuleError::GameOver);
        }
        let opponent = claimant.opponent();
        if to_act.includes(claimant) {
            let why = if to_act.includes(opponent) {
                WaitingFor::ClaimNeitherActed
            } else {
                WaitingFor::ClaimOwnTurn
            };
            return Err(RuleError::not_your_turn(claimant, to_act.sides(), why));
        }
        if !to_act.includes(opponent) {
            return Err(RuleError::illegal(
                Match::CLAIM,
                MatchRefusal::NothingToClaim { opponent },
            ));
        }
        let outcome = Outcome::win(claimant, Ending::OnTime);
        self.ended = Some(outcome.clone());
        Ok(outcome)
    }

    /// Serialises for storage.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("game states always serialise")
    }

    /// Reads a stored match, accepting every format version up to [`FORMAT_VERSION`]. The match
    /// read is in the current format (older shapes are migrated as they are read), so it says
    /// [`FORMAT_VERSION`] and is written back in that format.
    pub fn from_json(text: &str) -> Result<Self, RuleError> {
        let mut m: Match = serde_json::from_str(text).map_err(|e| {
            RuleError::bad_position(StoredError::Unreadable {
                error: e.to_string(),
            })
        })?;
        if m.format > FORMAT_VERSION {
            return Err(RuleError::bad_position(StoredError::NewerFormat {
                format: m.format,
                newest: FORMAT_VERSION,
            }));
        }
        m.game.check_stored().map_err(|e| {
            RuleError::bad_position(StoredError::Damaged {
                error: Box::new(e.into_position_error()),
            })
        })?;
        m.format = FORMAT_VERSION;
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::Viewer;
    use crate::VariantId;

    fn new_match(variant: VariantId) -> Match {
        Match::new(AnyGame::new(variant, 7).expect("variant is playable"))
    }

    /// The first legal action for `side`, played.
    fn play_any(m: &mut Match, side: Side) -> String {
        let action = m.game.legal(side)[0].notation.clone();
        m.game.play_text(side, &action).expect("legal action plays");
        action
    }

    #[test]
    fn turn_based_only_the_side_not_to_move_claims() {
        let mut m = new_match(VariantId::Oracle);
        let mover = match m.to_act() {
            ToAct::Side(s) => s,
            other => panic!("expected one side to move, got {other:?}"),
        };
        let before = m.to_json();
        assert!(matches!(
            m.claim_on_time(mover),
            Err(RuleError::NotYourTurn { .. })
        ));
        assert_eq!(m.to_json(), before, "a refused claim changes nothing");
        let outcome = m.claim_on_time(mover.opponent()).unwrap();
        assert_eq!(outcome, Outcome::win(mover.opponent(), Ending::OnTime));
        assert_eq!(m.outcome(), Some(outcome));
        assert_eq!(m.to_act(), ToAct::Over);
        assert_eq!(m.claim_on_time(mover.opponent()), Err(RuleError::GameOver));
        assert_eq!(m.claim_on_time(mover), Err(RuleError::GameOver));
    }

    #[test]
    fn the_channel_view_is_drawn_from_the_side_to_act_and_keeps_secrets() {
        // Turn-based: once White has moved, the channel sees the board from Black's end.
        let mut m = new_match(VariantId::Oracle);
        assert_eq!(m.public_view().bottom, Side::White);
        play_any(&mut m, Side::White);
        assert_eq!(m.public_view().bottom, Side::Black);
        assert_eq!(
            m.public_view(),
            m.game.view(Viewer::PublicFrom(Side::Black))
        );
        // Simultaneous turns are drawn from White's end; a pending move is drawn from neither.
        let mut a = new_match(VariantId::Apocalypse);
        let before = a.game.view(Viewer::Public).boards;
        let action = play_any(&mut a, Side::White);
        assert_eq!(a.public_view().bottom, Side::White);
        for side in Side::BOTH {
            let seen = a.game.view(Viewer::PublicFrom(side));
            assert_eq!(seen.bottom, side);
            assert_eq!(
                seen.boards, before,
                "a pending move drawn from {side}'s end"
            );
            assert!(!format!("{:?}", seen.panel).contains(&action));
        }
        // Once over, from White's end.
        m.resign(Side::Black).unwrap();
        assert_eq!(m.public_view().bottom, Side::White);
    }

    #[test]
    fn apocalypse_nobody_claims_before_anyone_submitted() {
        let mut m = new_match(VariantId::Apocalypse);
        for side in Side::BOTH {
            assert!(matches!(
                m.claim_on_time(side),
                Err(RuleError::NotYourTurn { .. })
            ));
        }
        assert_eq!(m.outcome(), None);
    }

    #[test]
    fn apocalypse_only_the_submitter_claims_and_the_pending_move_stays_secret() {
        let mut m = new_match(VariantId::Apocalypse);
        let history_before = m.game.history();
        let boards_before = format!("{:?}", m.game.view(Viewer::Public).boards);
        let action = play_any(&mut m, Side::White);
        assert!(matches!(
            m.claim_on_time(Side::Black),
            Err(RuleError::NotYourTurn { .. })
        ));
        let outcome = m.claim_on_time(Side::White).unwrap();
        assert_eq!(outcome.winner, Some(Side::White));
        assert_eq!(outcome.reason, "on time");
        assert_eq!(
            m.game.history(),
            history_before,
            "pending move not revealed"
        );
        let public = m.game.view(Viewer::Public);
        assert_eq!(format!("{:?}", public.boards), boards_before);
        assert!(!format!("{:?}", public.panel).contains(&action));
        // Stored and read back, the match stays over.
        let back = Match::from_json(&m.to_json()).unwrap();
        assert_eq!(back.outcome(), Some(outcome));
    }

    /// A game stored by an older build (format 1, with the SplitMix64 state of its generator)
    /// still loads and plays; written again it carries the current format.
    #[test]
    fn an_old_stored_oracle_game_loads_and_plays() {
        let old = include_str!("testdata/oracle_format1.json");
        assert!(old.starts_with(r#"{"format":1,"#) && old.contains(r#""rng":{"state":99}"#));
        let mut m = Match::from_json(old).unwrap();
        assert_eq!(m.format, FORMAT_VERSION);
        assert_eq!(m.game.variant(), VariantId::Oracle);
        play_any(&mut m, Side::White);
        let back = Match::from_json(&m.to_json()).unwrap();
        assert_eq!(back.format, FORMAT_VERSION);
        assert_eq!(back.game.position(), m.game.position());
    }

    /// Found by fuzzing (`match_json`): a stored Heaven and Hell game whose item squares were
    /// cut short was read, and its first view panicked. A damaged stored game is now refused
    /// when read, with a message.
    #[test]
    fn a_damaged_stored_game_is_refused_when_read() {
        let json = new_match(VariantId::HeavenAndHell).to_json();
        let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
        let items = value["game"]["state"]["items"].as_array_mut().unwrap();
        items.truncate(33);
        let e = Match::from_json(&value.to_string()).unwrap_err();
        assert!(e.to_string().contains("33 item squares"), "{e}");
        let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
        value["game"]["state"]["pieces"][0]["anchor"] = serde_json::json!([0, 9]);
        let e = Match::from_json(&value.to_string()).unwrap_err();
        assert!(e.to_string().contains("off the board"), "{e}");
        Match::from_json(&json).unwrap();
    }

    /// Found by fuzzing (`match_json`): a stored Heaven and Hell game with a Knight moved onto
    /// the White King's square listed the Knight's moves, but playing one moved the King (the
    /// rules find a piece by its square) and was refused. Two pieces on one square are refused
    /// when read, as a position text with them is.
    #[test]
    fn a_stored_game_with_two_pieces_on_a_square_is_refused() {
        let json = new_match(VariantId::HeavenAndHell).to_json();
        let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
        let pieces = value["game"]["state"]["pieces"].as_array_mut().unwrap();
        let king = pieces
            .iter()
            .position(|p| p["kind"] == "King" && p["color"] == "White")
            .unwrap();
        let knight = pieces
            .iter()
            .position(|p| p["kind"] == "Knight" && p["color"] == "White")
            .unwrap();
        pieces[knight]["anchor"] = pieces[king]["anchor"].clone();
        let e = Match::from_json(&value.to_string()).unwrap_err();
        assert!(e.to_string().contains("two pieces on"), "{e}");
    }

    /// A format newer than this build is refused with a message, not misread.
    #[test]
    fn a_newer_format_is_refused() {
        let json = new_match(VariantId::Oracle).to_json().replacen(
            &format!(r#""format":{FORMAT_VERSION}"#),
            r#""format":99"#,
            1,
        );
        let e = Match::from_json(&json).unwrap_err();
        assert!(e.to_string().contains("format 99"), "{e}");
    }
}
