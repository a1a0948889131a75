//! The bot binary: `bot` runs the Discord bot; `bot local <variant>` plays in the terminal.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("local") => return bot::local::main(&args[1..]),
        Some("-h" | "--help" | "help") => {
            println!("{}", bot::config::USAGE);
            return ExitCode::SUCCESS;
        }
        Some(other) => {
            eprintln!("Unknown argument `{other}`.\n\n{}", bot::config::USAGE);
            return ExitCode::from(2);
        }
        None => {}
    }
    // A missing .env file is normal; the environment alone is enough.
    let _ = dotenvy::dotenv();
    bot::config::init_logging();
    let config = match bot::config::Config::from_env() {
        Ok(config) => config,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let stopped = runtime.block_on(bot::discord::run(config));
    // The bot has drained its work; a computer search still running on a blocking thread is
    // not waited for beyond this (its turn is played again after the restart).
    runtime.shutdown_timeout(std::time::Duration::from_secs(5));
    match stopped {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("bot stopped: {e:#}");
            eprintln!("bot stopped: {e:#}");
            ExitCode::FAILURE
        }
    }
}
