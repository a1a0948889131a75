//! What the service asks the platform it serves: how a user is called where a mention cannot
//! be used (a picture, an alt text, a file). The bot answers with Discord's display names;
//! tests and local play with anything they like.

use std::future::Future;

/// How users are called, by their id.
pub trait Names: Sync {
    /// What `user` is called: their display name, else some stable label.
    fn name(&self, user: u64) -> impl Future<Output = String> + Send;
}

/// Names every user by their mention (`<@123>`): for text that Discord renders itself.
#[derive(Clone, Copy, Debug, Default)]
pub struct Mentions;

impl Names for Mentions {
    async fn name(&self, user: u64) -> String {
        format!("<@{user}>")
    }
}
