//! Discord's limits on what a message holds, as the bot's builders respect them.

/// Discord's limit on a message's text.
pub const MAX_MESSAGE: usize = 2000;

/// Discord's limit on the attachments of one message.
pub const MAX_ATTACHMENTS: usize = 10;

/// Discord's limit on a button's label.
pub const MAX_BUTTON_LABEL: usize = 80;

/// Discord's limit on a select option's label and value, and on an autocomplete choice's.
pub const MAX_OPTION_TEXT: usize = 100;

/// Discord's limit on the action rows of a message.
pub const MAX_ROWS: usize = 5;

/// At most this many answers are offered as buttons; more become a select menu.
pub const MAX_ANSWER_BUTTONS: usize = 5;

/// The longest description Discord keeps for an attachment.
pub const MAX_ALT: usize = rules::view::MAX_ALT;

/// Discord's limits on an embed's title and description.
pub const MAX_EMBED_TITLE: usize = 256;
/// See [`MAX_EMBED_TITLE`].
pub const MAX_EMBED_DESCRIPTION: usize = 4096;
