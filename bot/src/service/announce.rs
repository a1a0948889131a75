//! What the service says, and to whom: the data of every announcement an action causes.
//!
//! An accepted action's announcements (the channel post, private notes and prompts) are
//! written to the outbox in the same transaction as the action, so none is lost if the bot stops
//! before sending them; [`crate::delivery`] sends them and `crate::workers::outbox` sends whatever a
//! stopped bot left behind. These types are plain data (no Discord types) and serialise to the
//! outbox as JSON. Pictures travel as [`BoardView`]s and are drawn when sent.

use crate::words::Lang;
use rules::{ActionChoice, BoardView, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Text with an optional board, answered straight to whoever asked (not stored).
#[derive(Clone, Default, PartialEq)]
pub struct Post {
    /// The message text.
    pub text: String,
    /// The board to show with it, drawn when sent.
    pub view: Option<BoardView>,
}

impl fmt::Debug for Post {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Post")
            .field("text", &self.text)
            .field("view", &self.view.is_some())
            .finish()
    }
}

/// How a channel post relates to the one message kept per simultaneous turn: the first
/// submission's "White has submitted" post is edited into the turn's reveal, so a turn costs the
/// channel one message.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnMessage {
    /// An ordinary post.
    #[default]
    None,
    /// This post is turn `n`'s message: remember it so the reveal can replace it.
    Open(usize),
    /// The reveal of turn `n`: edit turn `n`'s message into this post if there is one, else post.
    Close(usize),
}

/// A message for the game's channel. Never holds a secret.
#[derive(Clone, PartialEq, Serialize, Deserialize)]
pub struct ChannelPost {
    /// The game's channel.
    pub channel_id: u64,
    /// The text.
    pub text: String,
    /// The public board (`Match::public_view`: no secrets, drawn from the side to act), if it
    /// should be shown.
    pub view: Option<BoardView>,
    /// Who is pinged: only the player who must act now (the mentions of anyone else in the text
    /// stay silent).
    pub ping: Vec<u64>,
    /// The language of the channel (the server's): of the buttons under the post.
    #[serde(default)]
    pub lang: Lang,
    /// A decision pending, offered with buttons or a menu under the post.
    pub decision: Option<DecisionPrompt>,
    /// Whether this post opens or closes a simultaneous turn's message.
    pub turn_message: TurnMessage,
    /// Whether the game is still in progress after this post (buttons that act on it make
    /// sense).
    #[serde(default = "yes")]
    pub live: bool,
    /// Whether this post ends a rated game: the players' rating changes, committed with the
    /// game's end, are added when it is sent.
    #[serde(default)]
    pub ratings: bool,
    /// A finished game whose players may ask for a rematch with the button under this post.
    #[serde(default)]
    pub rematch: Option<i64>,
    /// A finished lobby game: its replay and **Block opponent** buttons under this post (no
    /// rematch across servers: the players seek again).
    #[serde(default)]
    pub block: Option<i64>,
}

fn yes() -> bool {
    true
}

impl fmt::Debug for ChannelPost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ChannelPost")
            .field("channel_id", &self.channel_id)
            .field("text", &self.text)
            .field("view", &self.view.is_some())
            .field("ping", &self.ping)
            .field("decision", &self.decision.is_some())
            .field("turn_message", &self.turn_message)
            .finish()
    }
}

/// Something for one player's eyes only: a DM (or, if their DMs are closed, a reply only they
/// can see the next time they interact).
#[derive(Clone, PartialEq, Serialize, Deserialize)]
pub struct PrivateNote {
    /// Who receives it.
    pub user_id: u64,
    /// Their language: of the menu under the note.
    #[serde(default)]
    pub lang: Lang,
    /// Their side, when the note is about their turn (none for news kept for them).
    #[serde(default)]
    pub side: Option<Side>,
    /// The text.
    pub text: String,
    /// Their private board (`view(Viewer::Player(side))`), if any.
    pub view: Option<BoardView>,
    /// Legal actions to offer in a select menu (at most [`super::MAX_MENU_OPTIONS`]); empty for
    /// none.
    pub choices: Vec<ActionChoice>,
    /// Whether this asks the player to act now (the start of a secret turn, a secret decision).
    pub prompt: bool,
    /// The turn the choices belong to (length of the public record), so a menu answered late is
    /// refused instead of playing an old choice in a new position.
    pub turn: usize,
    /// For a secret decision (answered in private): the game version it was offered at. Its menu
    /// then answers through [`super::Service::answer`], refused once the game has moved on.
    pub decision: Option<i64>,
    /// A move reminder: if the player's DMs are closed it is dropped without a word (no nag in
    /// the channel, nothing held for later).
    #[serde(default)]
    pub reminder: bool,
}

impl PrivateNote {
    /// News for `user_id` alone, with their board if any: nothing to answer (an action's
    /// acknowledgement kept for them when it could not be shown at once), in their `lang`.
    pub fn news(user_id: u64, lang: Lang, text: String, view: Option<BoardView>) -> PrivateNote {
        PrivateNote {
            lang,
            user_id,
            side: None,
            text,
            view,
            choices: Vec::new(),
            prompt: false,
            turn: 0,
            decision: None,
            reminder: false,
        }
    }
}

impl fmt::Debug for PrivateNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Private text may hold a secret: keep it out of debug output.
        f.debug_struct("PrivateNote")
            .field("user_id", &self.user_id)
            .field("side", &self.side)
            .field("prompt", &self.prompt)
            .finish_non_exhaustive()
    }
}

/// One announcement, as stored in the outbox.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Announcement {
    /// A post in the game's channel.
    Channel(ChannelPost),
    /// A note for one player.
    Private(PrivateNote),
    /// A new text for a message posted earlier: the challenge message in the channel a game's
    /// thread hangs from, which shows the result once the game ends.
    Edit(EditPost),
    /// Archives the game's thread once the game is over.
    Archive {
        /// The thread.
        channel_id: u64,
    },
}

/// A message to edit, and its new text (never a secret).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EditPost {
    /// The message's channel.
    pub channel_id: u64,
    /// The message.
    pub message_id: u64,
    /// Its new text.
    pub text: String,
    /// The finished game whose players may ask for a rematch with a button on it.
    pub rematch: Option<i64>,
    /// Whether the game was rated: the rating changes are added when sent.
    pub ratings: bool,
    /// The language of the channel (the server's): of the buttons on the message.
    #[serde(default)]
    pub lang: Lang,
}

impl Announcement {
    /// The announcement as stored (JSON).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("announcements always serialise")
    }

    /// Reads a stored announcement.
    pub fn from_json(text: &str) -> Result<Announcement, serde_json::Error> {
        serde_json::from_str(text)
    }
}

/// An announcement committed to the outbox, with its row id (deleted once sent).
#[derive(Clone, Debug, PartialEq)]
pub struct Queued {
    /// The outbox row.
    pub id: i64,
    /// The game it announces.
    pub game_id: i64,
    /// What to send.
    pub announcement: Announcement,
}

/// What an accepted action means for everyone. The action and its announcements are already
/// committed when an `Update` exists; the caller answers the actor with [`Update::ack`] (or the
/// channel post, when the action was public and made in the game's channel) and sends the
/// queued announcements.
#[derive(Clone, Debug, PartialEq)]
pub struct Update {
    /// The game.
    pub game_id: i64,
    /// The game's channel.
    pub channel_id: u64,
    /// Whether the action was secret: acknowledge it privately (ephemeral) and post the channel
    /// announcement separately.
    pub secret: bool,
    /// The acknowledgement for whoever acted (shown only to them when `secret`).
    pub ack: Post,
    /// The announcements, in the order they must be sent (the channel post first).
    pub queued: Vec<Queued>,
    /// Whether a new turn started (or the game ended).
    pub turn_changed: bool,
    /// The result, once the game is over.
    pub finished: Option<String>,
    /// Whether the computer is to act now: its worker is woken once the announcements are
    /// out (only then: a wake-up costs the worker a claim on the writing connection).
    pub computer_due: bool,
}

impl Update {
    /// The channel post, if the action has one.
    pub fn public(&self) -> Option<&ChannelPost> {
        self.queued.iter().find_map(|q| match &q.announcement {
            Announcement::Channel(post) => Some(post),
            _ => None,
        })
    }

    /// The channel post's text ("" when there is none).
    pub fn public_text(&self) -> &str {
        self.public().map_or("", |p| p.text.as_str())
    }

    /// The private notes, in order.
    pub fn private(&self) -> Vec<&PrivateNote> {
        self.queued
            .iter()
            .filter_map(|q| match &q.announcement {
                Announcement::Private(note) => Some(note),
                _ => None,
            })
            .collect()
    }

    /// The decision now pending and offered in the channel, if any.
    pub fn decision(&self) -> Option<&DecisionPrompt> {
        self.public().and_then(|p| p.decision.as_ref())
    }
}

/// A pending decision (`ToAct::Decision`) offered in the channel: the question and the decider's
/// legal answers. Answering goes through [`super::Service::answer`] with
/// [`DecisionPrompt::version`], so a prompt answered after the game moved on is refused rather
/// than misread.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecisionPrompt {
    /// The game.
    pub game_id: i64,
    /// The game's version when the decision was offered.
    pub version: i64,
    /// Who decides.
    pub side: Side,
    /// Their Discord user.
    pub user_id: u64,
    /// The question, in the rules' words.
    pub prompt: String,
    /// The legal answers (at most [`super::MAX_MENU_OPTIONS`]; the index of an answer here is
    /// the index [`super::Service::answer`] takes).
    pub choices: Vec<ActionChoice>,
    /// How many answers there are in all (more than `choices.len()` when the menu is cut).
    pub total: usize,
    /// Whether the answer is secret (a Secret Trap's square): then it is offered privately and
    /// never in the channel.
    pub secret: bool,
}

/// How a decision is answered from a component: a menu pick (the notation) or a button (the
/// index in [`DecisionPrompt::choices`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The answer's notation.
    Notation(String),
    /// The answer's place in the offered list.
    Index(usize),
}

/// A fresh challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// The new game's number.
    pub game_id: i64,
    /// The challenge announcement.
    pub text: String,
    /// Who is pinged: the challenged player.
    pub ping: Vec<u64>,
    /// The channel's language (the server's): of the buttons under it.
    pub lang: Lang,
}

/// A draw offer, to be shown with an Accept button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawOffer {
    /// The game.
    pub game_id: i64,
    /// The game version the offer was made at; accepting later than that fails.
    pub version: i64,
    /// Who offered.
    pub offered_by: Side,
    /// Where the offer is shown so the opponent can answer: the game's channel, and a lobby
    /// game's second home.
    pub posts: Vec<OfferPost>,
}

/// A draw offer's post in one of its game's homes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OfferPost {
    /// The channel.
    pub channel_id: u64,
    /// The announcement.
    pub text: String,
    /// Who is pinged: the opponent, who must answer, in their own home.
    pub ping: Vec<u64>,
    /// The channel's language (its server's): of the text and the buttons under it.
    pub lang: Lang,
}

/// What a click on **Rematch** leads to.
#[derive(Clone, Debug, PartialEq)]
pub enum Rematch {
    /// The first of the two players asked: the offer is stored with its channel post (pinging
    /// the other player, with the Rematch button), to send.
    Offered(Box<Update>),
    /// Both asked: start it ([`super::Service::start_rematch`]).
    Ready(RematchPlan),
}

/// A rematch both players asked for: the same variant, colours swapped, where the old game was
/// challenged (in a new thread there, when `threads`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RematchPlan {
    /// The finished game.
    pub old_game: i64,
    /// Its variant.
    pub variant: rules::VariantId,
    /// Its server.
    pub guild: Option<u64>,
    /// The channel the rematch is played in, or under which its thread hangs.
    pub channel: u64,
    /// Whether the rematch gets a thread of its own.
    pub threads: bool,
    /// White in the rematch (the old game's Black).
    pub white: u64,
    /// Black in the rematch.
    pub black: u64,
    /// The old game's move time limit, in seconds.
    pub move_time_limit_secs: i64,
    /// In a rematch against the computer: its level and the person's new side (it starts at
    /// once, with no offer to wait for).
    pub computer: Option<super::ComputerRequest>,
}

/// What a game's thread is called and who plays in it, for a challenge about to be accepted in
/// a server that plays games in threads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadPlan {
    /// The game.
    pub game_id: i64,
    /// Its variant's name, in the server's language.
    pub title: String,
    /// White.
    pub white: u64,
    /// Black.
    pub black: u64,
    /// The server's language.
    pub lang: crate::words::Lang,
}

impl ThreadPlan {
    /// The thread's name: "Apocalypse · alice vs bob · #12" (see [`thread_name`]).
    pub fn name(&self, white: &str, black: &str) -> String {
        let head = crate::words::words_with(
            self.lang,
            "thread-name",
            &[
                ("variant", self.title.as_str().into()),
                ("white", white.into()),
                ("black", black.into()),
            ],
        );
        thread_name(&head, Some(self.game_id))
    }

    /// What the challenge message says once the game plays in its thread `thread`.
    pub fn entry(&self, thread: u64) -> String {
        let lang = self.lang;
        let who = |user, side| super::Who::Player { user, side }.words(lang);
        crate::words::words_with(
            lang,
            "thread-entry",
            &[
                ("variant", self.title.as_str().into()),
                ("game", self.game_id.to_string().into()),
                ("white", who(self.white, rules::Side::White).into()),
                ("black", who(self.black, rules::Side::Black).into()),
                ("thread", format!("<#{thread}>").into()),
            ],
        )
    }
}

/// A game thread's name: `head`, then " · #N" once the game's number is known, within
/// Discord's 100 characters. A long `head` (long display names) is clipped with "…", never the
/// game's number, which players use to find the game.
pub fn thread_name(head: &str, game_id: Option<i64>) -> String {
    const MAX: usize = 100;
    let tail = game_id.map(|id| format!(" · #{id}")).unwrap_or_default();
    let room = MAX - tail.chars().count();
    let mut name: String = if head.chars().count() > room {
        head.chars().take(room - 1).chain(['…']).collect()
    } else {
        head.to_owned()
    };
    name.push_str(&tail);
    name
}

/// The answer to `/board`.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardReply {
    /// The game.
    pub game_id: i64,
    /// The public image with a caption.
    pub public: Post,
    /// The asker's private view, if they play in the game and it is in progress.
    pub private: Option<Post>,
    /// A decision pending in the game, offered again with the board (never a secret one).
    pub decision: Option<DecisionPrompt>,
    /// The language of the public post (the server's).
    pub lang: Lang,
}

/// The announcements of an action in sending order: the channel post first, then the notes.
pub(super) fn announcements(
    public: Option<ChannelPost>,
    private: Vec<PrivateNote>,
) -> Vec<Announcement> {
    public
        .map(Announcement::Channel)
        .into_iter()
        .chain(private.into_iter().map(Announcement::Private))
        .collect()
}

/// The stored form of `announcements`.
pub(super) fn payloads(announcements: &[Announcement]) -> Vec<String> {
    announcements.iter().map(Announcement::to_json).collect()
}

/// `announcements` of game `game_id` with the outbox ids they were committed under.
pub(super) fn queued(game_id: i64, ids: Vec<i64>, announcements: Vec<Announcement>) -> Vec<Queued> {
    ids.into_iter()
        .zip(announcements)
        .map(|(id, announcement)| Queued {
            id,
            game_id,
            announcement,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::thread_name;

    #[test]
    fn a_thread_name_keeps_the_game_number_within_discords_limit() {
        assert_eq!(
            thread_name("Oracle Chess · a vs b", Some(7)),
            "Oracle Chess · a vs b · #7"
        );
        assert_eq!(
            thread_name("Oracle Chess · a vs b", None),
            "Oracle Chess · a vs b"
        );
        let long = format!("Heaven and Hell · {} vs {}", "x".repeat(60), "y".repeat(60));
        let name = thread_name(&long, Some(123_456));
        assert_eq!(name.chars().count(), 100);
        assert!(name.ends_with("… · #123456"), "{name}");
        assert_eq!(thread_name(&long, None).chars().count(), 100);
    }

    #[test]
    fn a_thread_is_named_in_its_servers_language() {
        let plan = |lang| super::ThreadPlan {
            game_id: 7,
            title: crate::words::variant_name(lang, rules::VariantId::Oracle),
            white: 1,
            black: 2,
            lang,
        };
        let en = plan(crate::words::Lang::En).name("alice", "bob");
        assert_eq!(en, "Oracle Chess · alice vs bob · #7");
        let de = plan(crate::words::Lang::De).name("alice", "bob");
        assert!(
            de.contains("alice gegen bob") && de.ends_with(" · #7"),
            "{de}"
        );
    }
}
