//! Every message the bot sends is built here, from an [`Outgoing`], which is where Discord's
//! limits are checked (2,000 characters of content, 25 select options, 80-character button
//! labels, 100-character option labels and values, 5 action rows) and where mentions are
//! allowed: only the users an announcement means to ping are pinged, never `@everyone` or a role,
//! whatever the text quotes.
//!
//! Commands, buttons and workers all build their messages from this room: the message types
//! (`Outgoing`, a private card), the custom ids of buttons and menus (`ids`), the buttons and
//! menus themselves (`buttons`), and the cards several of them show (`lesson`, `puzzle`,
//! `tournament`, `review`, `replay`). Nothing here talks to Discord: `crate::delivery` sends.

pub mod buttons;
pub mod ids;
pub mod lesson;
pub mod limits;
mod outgoing;
pub mod puzzle;
pub mod replay;
pub mod review;
pub mod tournament;

pub use buttons::option;
pub use ids::ComponentId;
pub use limits::*;
pub use outgoing::{attachment, pinging, private_card, Outgoing};
