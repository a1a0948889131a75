//! The command line, read by clap: `bot run` (the Discord bot, also what a bare `bot` does),
//! `bot local` (play in the terminal) and `bot replay` (a game record as an animated GIF). A new subcommand is a variant of [`Command`] with its
//! arguments and an arm in [`main`].

use crate::config::RunArgs;
use crate::local::LocalOptions;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::ffi::OsString;
use std::process::ExitCode;

/// A Discord bot for five chess variants.
#[derive(Debug, Parser)]
#[command(name = "bot", version, disable_help_subcommand = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// What `bot` was asked to do.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Run the Discord bot (the default); settings come from flags, the environment or a .env
    /// file
    #[command(after_help = "Logs go to stderr, filtered by RUST_LOG (default: info).")]
    Run(RunArgs),
    /// Play a variant in the terminal, or replay a game record; no Discord needed
    Local(LocalOptions),
    /// Draw a game record (from `/export` or `bot local --record`) as an animated GIF
    Replay(ReplayArgs),
    /// The computer's review of a finished game's record (from /export): mistakes, blunders,
    /// the worst moments, and with --out the evaluation graph as DIR/review.png
    Review(crate::local::review::ReviewOptions),
    /// Mine puzzles from finished games' records (from /export): prints the positions where one
    /// action is clearly best as entries for learn/puzzles/<variant>.toml
    Puzzles(crate::local::puzzles::PuzzlesOptions),
    /// Exit 0 if the running bot's /healthz answers (for container health checks)
    Healthcheck(HealthcheckArgs),
}

/// `bot replay RECORD --gif OUT.gif [--speed slow|normal|fast]`.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
pub(crate) struct ReplayArgs {
    /// The game record to animate.
    record: std::path::PathBuf,
    /// Where to write the GIF.
    #[arg(long, value_name = "OUT.gif")]
    gif: std::path::PathBuf,
    /// How fast the moves follow each other: slow (2 s), normal (1 s) or fast (0.5 s).
    #[arg(long, default_value = "normal", value_parser = parse_speed)]
    speed: render::Speed,
}

fn parse_speed(text: &str) -> Result<render::Speed, String> {
    render::Speed::parse(text).ok_or_else(|| format!("`{text}`: write slow, normal or fast"))
}

/// `bot replay`: the same animation `/replay` posts (the same frames, the same size limit), as
/// a file. Only a finished game's record carries its seed: an unfinished one of a variant that
/// draws at random is refused, as `bot local --replay` refuses it.
fn replay(args: &ReplayArgs) -> ExitCode {
    let done = (|| {
        let text = std::fs::read_to_string(&args.record)
            .map_err(|e| format!("cannot read {}: {e}", args.record.display()))?;
        let record = crate::record::Record::parse(&text)
            .map_err(|e| format!("{}: {e}", args.record.display()))?;
        let random = rules::AnyGame::new(record.variant, 1)
            .map_err(|e| e.to_string())?
            .random_seed()
            .is_some();
        if record.seed.is_none() && random {
            return Err(format!(
                "{} is the record of an unfinished game of {}, which draws at random: it can be \
                 animated once the game is over, when its record carries the seed.",
                args.record.display(),
                record.variant.title()
            ));
        }
        let animation = crate::service::animate(
            &record,
            None,
            args.speed,
            crate::service::MAX_GIF_BYTES,
            crate::words::Lang::En,
        )
        .map_err(|e| e.to_string())?;
        std::fs::write(&args.gif, &animation.gif)
            .map_err(|e| format!("cannot write {}: {e}", args.gif.display()))?;
        Ok(format!(
            "{}: {} of {}, {} bytes.",
            args.gif.display(),
            crate::text::plural(animation.frames, "frame", "frames"),
            crate::text::plural(animation.positions, "position", "positions"),
            animation.gif.len()
        ))
    })();
    match done {
        Ok(line) => {
            println!("{line}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// `bot healthcheck`'s arguments.
#[derive(Debug, clap::Args)]
pub(crate) struct HealthcheckArgs {
    /// Where the bot serves /healthz (the bot's own METRICS_ADDR; 0.0.0.0 means this machine)
    #[arg(long, env = "METRICS_ADDR", value_name = "HOST:PORT")]
    addr: std::net::SocketAddr,
}

/// The stack of each async worker thread.
const WORKER_STACK: usize = 8 * 1024 * 1024;

/// Entry point of the `bot` binary.
pub fn main() -> ExitCode {
    // A missing .env file is normal; the environment alone is enough. Read before the command
    // line, whose settings fall back on the environment.
    let _ = dotenvy::dotenv();
    let command = match parse(std::env::args_os()) {
        Ok(command) => command,
        // `--help` and `--version` too: clap prints them and exits 0, mistakes exit 2.
        Err(e) => e.exit(),
    };
    match command {
        Command::Run(args) => run(args),
        Command::Local(options) => crate::local::main(&options),
        Command::Replay(args) => replay(&args),
        Command::Review(options) => crate::local::review::main(&options),
        Command::Puzzles(options) => crate::local::puzzles::main(&options),
        Command::Healthcheck(args) => crate::ops::healthcheck(args.addr),
    }
}

/// Every environment variable `bot run` reads as a setting, in the order `bot run --help`
/// lists them (the deploy files are checked against this list).
pub fn run_variables() -> Vec<String> {
    // (Not `command()`: it drops the variables that happen to be blank in this environment.)
    let mut definition = Cli::command();
    definition.build();
    definition
        .find_subcommand("run")
        .map(|run| {
            run.get_arguments()
                .filter_map(|arg| arg.get_env())
                .map(|env| env.to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// Reads the command line `args` (the program's name first); no subcommand is `bot run`.
pub(crate) fn parse<I, T>(args: I) -> Result<Command, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString>,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let matches = command().try_get_matches_from(&args)?;
    match Cli::from_arg_matches(&matches)?.command {
        Some(command) => Ok(command),
        None => {
            let program = args.first().cloned().unwrap_or_else(|| "bot".into());
            parse([program, "run".into()])
        }
    }
}

/// The command line's definition, as clap builds it from [`Cli`], with this one rule on top: an
/// environment variable that is set but blank counts as unset (`GUILD_ID=` in a `.env` file
/// means no guild, not a bad one).
fn command() -> clap::Command {
    Cli::command().mut_subcommand("run", |run| {
        run.mut_args(|arg| {
            let blank = arg
                .get_env()
                .and_then(std::env::var_os)
                .is_some_and(|value| value.to_string_lossy().trim().is_empty());
            if blank {
                arg.env(None::<&str>)
            } else {
                arg
            }
        })
    })
}

/// The exit status of a configuration error (`sysexits.h`'s `EX_CONFIG`): a setting is missing
/// or wrong, or Discord refused the token, intents or shards. Restarting cannot fix it, so the
/// shipped systemd unit (`RestartPreventExitStatus=78`) and compose file do not restart it.
pub const EXIT_CONFIG: u8 = 78;

/// `bot run`: checks the settings, then runs the bot until it is stopped.
fn run(args: RunArgs) -> ExitCode {
    let format = args.log_format();
    crate::config::init_logging(format);
    let config = match args.config() {
        Ok(config) => config,
        Err(e) => {
            // One line, in the log's own format (JSON for a log collector).
            tracing::error!(reason = %e, "configuration error; not starting");
            if format == crate::config::LogFormat::Text
                && e == crate::config::ConfigError::MissingToken
            {
                // Every setting, and where it may come from.
                let mut help = command();
                help.build();
                if let Some(run) = help.find_subcommand_mut("run") {
                    eprintln!("\n{}", run.render_help());
                }
            }
            return ExitCode::from(EXIT_CONFIG);
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        // An interaction's handling nests deep futures (serenity, poise, the service, the
        // courier); an unoptimised build needs more than the default 2 MiB for them (the
        // 50-game end-to-end test overflowed it). Only touched pages cost memory.
        .thread_stack_size(WORKER_STACK)
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let stopped = runtime.block_on(crate::discord::run(config));
    // The bot has drained its work; a computer search still running on a blocking thread is
    // not waited for beyond this (its turn is played again after the restart).
    runtime.shutdown_timeout(std::time::Duration::from_secs(5));
    match stopped {
        Ok(()) => ExitCode::SUCCESS,
        Err(e)
            if e.downcast_ref::<crate::discord::ConfigurationRefused>()
                .is_some() =>
        {
            tracing::error!(reason = %e, exit = EXIT_CONFIG, "configuration refused by Discord; stopping for good");
            ExitCode::from(EXIT_CONFIG)
        }
        Err(e) => {
            tracing::error!(reason = %format!("{e:#}"), "bot stopped");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{ConfigError, DEFAULT_DATABASE_URL};
    use std::path::PathBuf;
    use std::time::Duration;

    /// `args` read as the command line of a process with none of the bot's environment
    /// variables (tests must not depend on the environment they run in).
    fn parse_without_env(args: &[&str]) -> Result<Command, clap::Error> {
        let definition =
            Cli::command().mut_subcommand("run", |run| run.mut_args(|arg| arg.env(None::<&str>)));
        let args = std::iter::once("bot").chain(args.iter().copied());
        let matches = definition.try_get_matches_from(args)?;
        Ok(Cli::from_arg_matches(&matches)?
            .command
            .expect("tests name the subcommand"))
    }

    fn run_config(args: &[&str]) -> Result<crate::config::Config, ConfigError> {
        let mut all = vec!["run"];
        all.extend_from_slice(args);
        match parse_without_env(&all) {
            Ok(Command::Run(args)) => args.config(),
            other => panic!("{args:?}: {other:?}"),
        }
    }

    /// The error clap reports for `args`, as printed.
    fn refusal(args: &[&str]) -> String {
        parse_without_env(args).unwrap_err().to_string()
    }

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn a_bare_bot_runs_the_bot() {
        assert!(matches!(parse(["bot"]), Ok(Command::Run(_))));
    }

    #[test]
    fn help_and_version_come_from_clap() {
        let help = parse(["bot", "--help"]).unwrap_err();
        assert_eq!(help.kind(), clap::error::ErrorKind::DisplayHelp);
        let text = help.to_string();
        assert!(text.contains("run") && text.contains("local"), "{text}");
        let version = parse(["bot", "--version"]).unwrap_err();
        assert_eq!(version.kind(), clap::error::ErrorKind::DisplayVersion);
        assert!(version.to_string().contains(env!("CARGO_PKG_VERSION")));
        let mut definition = command();
        let run = definition
            .find_subcommand_mut("run")
            .expect("bot run")
            .render_help()
            .to_string();
        for variable in [
            "DISCORD_TOKEN",
            "DATABASE_URL",
            "GUILD_ID",
            "DISCORD_API_BASE",
            "MOVE_TIME_LIMIT",
            "SHARD_COUNT",
            "SHARDS",
            "WORK_LEASE",
            "COMMANDS_PER_MINUTE",
            "COMPUTER_ITERATIONS",
            "COMPUTER_DELAY",
            "METRICS_ADDR",
            "LOG_FORMAT",
        ] {
            assert!(run.contains(variable), "{variable} in {run}");
        }
        assert!(refusal(&["chess"]).contains("unrecognized subcommand"));
    }

    #[test]
    fn token_is_required_and_the_message_says_how_to_play_locally() {
        let err = run_config(&[]).unwrap_err();
        assert_eq!(err, ConfigError::MissingToken);
        let text = err.to_string();
        assert!(text.contains("DISCORD_TOKEN"));
        assert!(text.contains("cargo run -p bot -- local apocalypse"));
        assert_eq!(
            run_config(&["--token", "  "]).unwrap_err(),
            ConfigError::MissingToken
        );
    }

    #[test]
    fn defaults_and_overrides() {
        let c = run_config(&["--token", "abc"]).unwrap();
        assert_eq!(c.token, "abc");
        assert_eq!(c.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(c.api_base, None);
        assert_eq!(c.guild_id, None);
        assert_eq!(c.move_time_limit, crate::service::DEFAULT_MOVE_TIME_LIMIT);
        assert_eq!(c.shards, None);
        assert_eq!(c.work_lease, Duration::from_secs(60));
        assert_eq!(
            c.commands_per_minute,
            crate::config::DEFAULT_COMMANDS_PER_MINUTE
        );
        assert_eq!(c.computer_iterations, None);
        assert_eq!(c.computer_delay, Duration::ZERO);
        let c = run_config(&[
            "--token",
            "abc",
            "--database-url",
            "sqlite://x.db",
            "--discord-api-base",
            "http://127.0.0.1:9/",
            "--guild-id",
            "42",
            "--move-time-limit",
            "90m",
            "--work-lease",
            "5s",
            "--commands-per-minute",
            "7",
            "--computer-iterations",
            "200",
            "--computer-delay",
            "2s",
        ])
        .unwrap();
        assert_eq!(c.database_url, "sqlite://x.db");
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(c.guild_id, Some(42));
        assert_eq!(c.move_time_limit, Duration::from_secs(90 * 60));
        assert_eq!(c.work_lease, Duration::from_secs(5));
        assert_eq!(c.commands_per_minute, 7);
        assert_eq!(c.computer_iterations, Some(200));
        assert_eq!(c.computer_delay, Duration::from_secs(2));
        assert!(
            !format!("{c:?}").contains("abc"),
            "token must not be printed"
        );
    }

    #[test]
    fn bad_settings_are_refused_with_what_to_write() {
        for (args, words) in [
            (
                ["--guild-id", "x"],
                "GUILD_ID must be a server id (a number), not `x`.",
            ),
            (
                ["--move-time-limit", "soon"],
                "MOVE_TIME_LIMIT must be a positive duration such as 24h, 90m, 30s or 2d, not \
                 `soon`.",
            ),
            (
                ["--work-lease", "0s"],
                "WORK_LEASE must be a positive duration such as 60s or 2m, not `0s`.",
            ),
            (
                ["--commands-per-minute", "0"],
                "COMMANDS_PER_MINUTE must be a positive whole number, not `0`.",
            ),
            (
                ["--computer-iterations", "many"],
                "COMPUTER_ITERATIONS must be a positive whole number, not `many`.",
            ),
            (
                ["--computer-delay", "later"],
                "COMPUTER_DELAY must be a duration such as 2s, not `later`.",
            ),
        ] {
            let text = refusal(&["run", "--token", "abc", args[0], args[1]]);
            assert!(text.contains(words), "{args:?}: {text}");
        }
    }

    #[test]
    fn shards_are_checked_together() {
        let c = run_config(&["--token", "abc", "--shards", "1", "--shard-count", "2"]).unwrap();
        assert_eq!(
            c.shards.map(|s| s.instance()).as_deref(),
            Some("shards-1-1-of-2")
        );
        assert!(matches!(
            run_config(&["--token", "abc", "--shards", "1"]),
            Err(ConfigError::BadShards(_))
        ));
        assert_eq!(
            run_config(&["--token", "abc", "--shards", "0-8", "--shard-count", "8"])
                .unwrap_err()
                .to_string(),
            "SHARDS 0-8 is not a range within the 8 shards of SHARD_COUNT."
        );
    }

    #[test]
    fn local_takes_its_options() {
        let Ok(Command::Local(o)) =
            parse_without_env(&["local", "apocalypse", "--seed", "7", "--out", "x"])
        else {
            panic!("bot local parses");
        };
        assert_eq!(o.variant, rules::VariantId::Apocalypse);
        assert_eq!(o.seed, Some(7));
        assert_eq!(o.out, Some(PathBuf::from("x")));
        assert_eq!(o.position, None);
        for bad in [
            &["local"][..],
            &["local", "chess"],
            &["local", "apocalypse", "--seed"],
            &["local", "apocalypse", "--seed", "x"],
            &["local", "apocalypse", "--white", "robot"],
            &["local", "apocalypse", "--position", "p", "--replay", "f"],
        ] {
            assert!(parse_without_env(bad).is_err(), "{bad:?}");
        }
        assert!(refusal(&["local", "chess"]).contains("unknown variant `chess`"));
    }
}
