//! The bot binary: `bot run` (or just `bot`) runs the Discord bot; `bot local <variant>` plays
//! in the terminal. See [`bot::cli`].

fn main() -> std::process::ExitCode {
    bot::cli::main()
}
