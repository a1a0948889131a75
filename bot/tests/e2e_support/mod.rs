//! Shared pieces of the end-to-end tests: a fresh world (fake Discord + fresh SQLite file + the
//! real `bot` binary), and story-like helpers for challenges and Apocalypse turns.

pub mod db;
pub mod process;
pub mod proxy;

use db::Db;
use fake_discord::{FakeDiscord, Interaction, Message, Origin, User};
use process::BotProcess;
use serde_json::json;
use std::path::PathBuf;

/// The challenge posted in `channel` after the message mark `mark` (the one with an Accept
/// button).
pub async fn challenge_post(fake: &FakeDiscord, mark: u64, channel: u64) -> Message {
    fake.wait_message_after(mark, "the challenge post", |m| {
        m.channel_id == channel && m.custom_ids().iter().any(|c| c.starts_with("accept:"))
    })
    .await
}

/// `/play variant opponent:@bot level colour:white` by `human` in `channel`: the game against
/// the computer starts at once (no Accept). Returns the game number.
pub async fn play_the_computer(
    fake: &FakeDiscord,
    human: &User,
    channel: u64,
    variant: &str,
    level: &str,
) -> i64 {
    let bot = fake.bot_user();
    let ix = fake
        .slash(
            human,
            channel,
            "play",
            json!([
                { "name": "variant", "value": variant },
                FakeDiscord::user_option("opponent", &bot),
                { "name": "level", "value": level },
                { "name": "colour", "value": "white" },
            ]),
        )
        .await;
    let reply = fake.wait_reply(&ix).await;
    assert!(reply.is_public(), "{}", reply.text());
    assert!(
        reply.text().contains("against the computer"),
        "{}",
        reply.text()
    );
    assert!(
        reply.custom_ids().iter().all(|c| !c.starts_with("accept:")),
        "no Accept"
    );
    // The answer says "starting…" at once, then names the game once it is stored.
    let started = fake
        .wait_for("the game's number in the answer", |f| {
            f.message(reply.id).filter(|m| m.text().contains("game #"))
        })
        .await;
    let text = started.text();
    let number = &text[text.find("game #").unwrap() + "game #".len()..];
    let digits: String = number.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().expect("a game number")
}

/// One test's world: its own fake Discord, database file and bot process.
#[derive(Debug)]
pub struct World {
    /// The fake Discord.
    pub fake: FakeDiscord,
    /// The running bot.
    pub bot: BotProcess,
    /// Holds the database file; removed at the end of the test.
    pub dir: tempfile::TempDir,
    /// The database file.
    pub db_path: PathBuf,
    /// The `DATABASE_URL` the bot gets.
    pub db_url: String,
    /// Log lines of bot processes killed by `restart`.
    old_logs: Vec<String>,
    /// Extra environment of the bot process.
    env: Vec<(String, String)>,
}

/// Starts the bot with `env` and waits until it has registered its commands.
async fn spawn(
    fake: &FakeDiscord,
    dir: &std::path::Path,
    db_url: &str,
    env: &[(String, String)],
) -> BotProcess {
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    BotProcess::spawn_with(fake, dir, db_url, &env, process::Ready::Registered).await
}

impl World {
    /// Starts a fake Discord and the bot on a fresh database, with the test guild set to play
    /// games in their channels (no threads); returns once commands are registered.
    pub async fn start() -> World {
        let world = World::start_threaded().await;
        world.set_threads(false).await;
        world
    }

    /// Sets whether the test guild plays accepted challenges in threads of their own, as
    /// `/settings threads:` does.
    pub async fn set_threads(&self, on: bool) {
        let store = bot::store::Store::open(&self.db_url)
            .await
            .expect("open the bot's store");
        let guild = fake_discord::GUILD_ID as i64;
        let mut settings = store.settings(guild).await.expect("settings");
        settings.threads = on;
        store
            .save_settings(guild, &settings)
            .await
            .expect("save settings");
        store.close().await;
    }

    /// [`World::start`] with the bot's defaults: accepted challenges open a thread each.
    pub async fn start_threaded() -> World {
        World::start_with_env(&[]).await
    }

    /// [`World::start_threaded`], the bot started with more environment (`MOVE_TIME_LIMIT`,
    /// ...), which restarts keep.
    pub async fn start_with_env(env: &[(&str, &str)]) -> World {
        let fake = FakeDiscord::start().await;
        // Discord drops interactions not answered within 3 s. A debug build on a shared 2-core
        // machine can be slower than that under the 50-game load, and tests must not assert
        // timings, so the suite only catches answers that are very late; the 50-game test
        // prints the slowest answer.
        fake.set_callback_deadline(std::time::Duration::from_secs(15));
        let dir = tempfile::tempdir().expect("temp dir");
        let db_path = dir.path().join("games.sqlite");
        let db_url = process::database_url(dir.path());
        let env: Vec<(String, String)> = env
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let bot = spawn(&fake, dir.path(), &db_url, &env).await;
        World {
            fake,
            bot,
            dir,
            db_path,
            db_url,
            old_logs: Vec::new(),
            env,
        }
    }

    /// Every log line of every bot process of this world, oldest first.
    pub fn logs(&self) -> Vec<String> {
        let mut all = self.old_logs.clone();
        all.extend(self.bot.logs());
        all
    }

    /// How many log lines so far (a mark for `logs_since`), across restarts.
    pub fn log_mark(&self) -> usize {
        self.old_logs.len() + self.bot.log_mark()
    }

    /// Log lines after `mark`, across restarts.
    pub fn logs_since(&self, mark: usize) -> Vec<String> {
        self.logs().get(mark..).unwrap_or(&[]).to_vec()
    }

    /// SIGKILLs the bot and starts it again on the same database and fake.
    pub async fn restart(&mut self) {
        self.bot.kill();
        self.old_logs.extend(self.bot.logs());
        self.fake
            .wait_for("the gateway session to close", |f| {
                (!f.connected()).then_some(())
            })
            .await;
        self.bot = spawn(&self.fake, self.dir.path(), &self.db_url, &self.env).await;
    }

    /// The bot's database, read-only.
    pub async fn db(&self) -> Db {
        Db::open(&self.db_path).await
    }

    /// A new guild member.
    pub fn user(&self, name: &str) -> User {
        self.fake.user(name)
    }

    /// A new guild channel.
    pub fn channel(&self, name: &str) -> u64 {
        self.fake.channel(name)
    }

    /// `/move action:<action>` in `channel`, returning the interaction.
    pub async fn move_in(&self, user: &User, channel: u64, action: &str) -> Interaction {
        self.fake
            .slash(
                user,
                channel,
                "move",
                json!([{ "name": "action", "value": action }]),
            )
            .await
    }

    /// `/move action:<action>` in the user's DM with the bot.
    pub async fn move_dm(&self, user: &User, action: &str) -> Interaction {
        self.fake
            .slash_dm(user, "move", json!([{ "name": "action", "value": action }]))
            .await
    }

    /// Sends `/play variant opponent` (nothing more): its interaction.
    pub async fn play(
        &self,
        challenger: &User,
        opponent: &User,
        channel: u64,
        variant: &str,
    ) -> Interaction {
        self.fake
            .slash(
                challenger,
                channel,
                "play",
                json!([
                    { "name": "variant", "value": variant },
                    FakeDiscord::user_option("opponent", opponent),
                ]),
            )
            .await
    }

    /// Sends `/play variant opponent` and returns the interaction and the challenge with its
    /// buttons (posted in the channel; the command's own answer is a private note).
    pub async fn challenge(
        &self,
        challenger: &User,
        opponent: &User,
        channel: u64,
        variant: &str,
    ) -> (Interaction, Message) {
        let mark = self.fake.mark();
        let ix = self.play(challenger, opponent, channel, variant).await;
        let note = self.fake.wait_reply(&ix).await;
        assert!(note.ephemeral(), "/play answers privately: {}", note.text());
        let post = challenge_post(&self.fake, mark, channel).await;
        (ix, post)
    }

    /// Challenges and accepts an Apocalypse game (the challenger plays White), then waits for
    /// both players' DM prompts.
    pub async fn start_apocalypse(&self, white: &User, black: &User, channel: u64) -> Game {
        let (_, challenge) = self.challenge(white, black, channel, "apocalypse").await;
        assert!(
            !challenge.ephemeral(),
            "the challenge is public: {challenge:?}"
        );
        let accept = challenge
            .custom_id_starting("accept:")
            .unwrap_or_else(|| panic!("no Accept button on {challenge:?}"));
        let id: i64 = accept["accept:".len()..]
            .parse()
            .expect("game id in accept:<id>");
        let mark = self.fake.mark();
        let click = self.fake.click(black, &challenge, &accept).await;
        let started = self.fake.wait_reply(&click).await;
        assert!(
            started.text().contains("accepted"),
            "the challenge message says it was accepted: {}",
            started.text()
        );
        let menu = format!("move:{id}:");
        let white_dm = self
            .fake
            .wait_dm_after(white, mark, |m| m.custom_id_starting(&menu).is_some())
            .await;
        let black_dm = self
            .fake
            .wait_dm_after(black, mark, |m| m.custom_id_starting(&menu).is_some())
            .await;
        Game {
            id,
            channel,
            white: white.clone(),
            black: black.clone(),
            white_dm: Some(white_dm),
            black_dm: Some(black_dm),
        }
    }
}

/// A game in progress, as the test knows it.
#[derive(Clone, Debug)]
pub struct Game {
    /// The bot's game number.
    pub id: i64,
    /// Its channel.
    pub channel: u64,
    /// White (the challenger).
    pub white: User,
    /// Black.
    pub black: User,
    /// White's first DM prompt, if delivered.
    pub white_dm: Option<Message>,
    /// Black's first DM prompt, if delivered.
    pub black_dm: Option<Message>,
}

impl Game {
    /// A game known by id only (no DM prompts recorded).
    pub fn new(id: i64, channel: u64, white: &User, black: &User) -> Game {
        Game {
            id,
            channel,
            white: white.clone(),
            black: black.clone(),
            white_dm: None,
            black_dm: None,
        }
    }

    /// The custom-id prefix of this game's move menus.
    pub fn menu_prefix(&self) -> String {
        format!("move:{}:", self.id)
    }
}

/// Whether a message is a resolution post in `channel`: a plain channel post with a PNG that is
/// not a board `/board` posted, which only a resolved turn produces.
pub fn is_resolution_in(channel: u64, m: &Message) -> bool {
    m.channel_id == channel
        && m.is_public()
        && m.origin == Origin::ChannelPost
        && m.has_png()
        // Not a board `/board` posted (its caption starts with the variant's name in bold).
        && !m.text().starts_with("**")
}

/// Whether a message is this game's resolution post.
pub fn is_resolution(game: &Game, m: &Message) -> bool {
    is_resolution_in(game.channel, m)
}

/// Watches one pending secret move: nothing public and no log line may contain it until the
/// turn resolves.
#[derive(Debug)]
pub struct SecretWatch {
    /// The move's notation.
    pub secret: String,
    versions: usize,
    logs: usize,
}

impl SecretWatch {
    /// Starts watching (call just before submitting the secret).
    pub fn start(world: &World, secret: &str) -> SecretWatch {
        SecretWatch {
            secret: secret.to_owned(),
            versions: world.fake.version_mark(),
            logs: world.log_mark(),
        }
    }

    /// Asserts that since the watch started no public message version and no log line
    /// contained the secret (call while it is still pending).
    pub fn assert_kept(&self, world: &World) {
        let needle = self.secret.to_lowercase();
        for m in world.fake.versions_since(self.versions) {
            if m.is_public() {
                assert!(
                    !m.text().to_lowercase().contains(&needle),
                    "pending secret `{}` leaked in a public message: {}",
                    self.secret,
                    m.text()
                );
                for a in &m.attachments {
                    assert!(
                        !a.filename.to_lowercase().contains(&needle),
                        "pending secret in a public file name: {}",
                        a.filename
                    );
                }
            }
        }
        for line in world.logs_since(self.logs) {
            assert!(
                !line.to_lowercase().contains(&needle),
                "pending secret `{}` leaked in a log line: {line}",
                self.secret
            );
        }
    }
}

impl World {
    /// The checks every end-to-end test ends with: the bot used no route the fake does not
    /// know, sent nothing Discord would refuse (400) nor anything its OpenAPI description
    /// rejects, and never logged its token.
    pub fn finish(&self) {
        self.finish_allowing("");
    }

    /// [`World::finish`], except that Discord's refusals of requests to paths ending with
    /// `expected` are part of the test (empty: none are).
    pub fn finish_allowing(&self, expected: &str) {
        let unknown: Vec<String> = self
            .fake
            .unknown_requests()
            .iter()
            .map(|r| format!("{} {}", r.method, r.path))
            .collect();
        assert!(
            unknown.is_empty(),
            "the bot used routes the fake does not know: {unknown:?}"
        );
        let refused: Vec<String> = self
            .fake
            .requests()
            .iter()
            .filter(|r| r.status == 400)
            .filter(|r| expected.is_empty() || !r.path.ends_with(expected))
            .map(|r| format!("{} {} {:?}", r.method, r.path, r.json))
            .collect();
        assert!(
            refused.is_empty(),
            "Discord would refuse these: {refused:#?}"
        );
        let invalid: Vec<String> = self
            .fake
            .schema_violations()
            .iter()
            .map(|v| format!("{} {}: {:?}", v.method, v.path, v.messages))
            .collect();
        assert!(
            invalid.is_empty(),
            "requests Discord's API description rejects: {invalid:#?}"
        );
        assert_pictures_described(self);
        assert_token_not_logged(self);
    }
}

/// Asserts that every picture the bot attached to any message version so far carries a
/// description (the alt text screen readers read).
pub fn assert_pictures_described(world: &World) {
    for m in world.fake.versions_since(0) {
        for a in &m.attachments {
            let picture = [".png", ".gif"].iter().any(|e| a.filename.ends_with(e));
            let described = a
                .description
                .as_deref()
                .is_some_and(|d| !d.trim().is_empty());
            assert!(
                !picture || described,
                "a picture without a description: {a:?} in message #{}: {}",
                m.id,
                m.text()
            );
        }
    }
}

/// Asserts that no log line so far contains the bot token.
pub fn assert_token_not_logged(world: &World) {
    for line in world.logs() {
        assert!(
            !line.contains(process::TOKEN),
            "the bot token appears in a log line: {line}"
        );
    }
}
