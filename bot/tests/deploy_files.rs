//! The deploy files (deploy/, .env.example, LICENSE) agree with the bot: the compose file parses
//! and gives the bot only variables it reads, `.env.example` and the docs list every variable,
//! the Dockerfile builds the way CI does (`.ci/deploy-check` runs its build command), and the
//! systemd unit has its hardening. `.ci/deploy-check` also runs `systemd-analyze verify`.

use std::collections::BTreeSet;
use std::path::PathBuf;
use yaml_rust2::{Yaml, YamlLoader};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every variable the bot reads: `bot run`'s settings, and the two the logger reads itself.
fn bot_variables() -> BTreeSet<String> {
    let mut all: BTreeSet<String> = bot::cli::run_variables().into_iter().collect();
    assert!(all.contains("DISCORD_TOKEN") && all.contains("METRICS_ADDR"));
    all.extend(["RUST_LOG".to_owned(), "NO_COLOR".to_owned()]);
    all
}

fn parse(text: &str, what: &str) -> Yaml {
    let mut docs = YamlLoader::load_from_str(text).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(docs.len(), 1, "{what}: one document");
    docs.remove(0)
}

/// Checks that every bot service of `services` (those running the `chessbot` image) is given
/// only variables the bot reads; returns how many bot services there were.
fn check_bot_services(services: &Yaml, what: &str) -> usize {
    let known = bot_variables();
    let mut bots = 0;
    for (name, service) in services.as_hash().expect("services is a map") {
        let name = name.as_str().unwrap();
        if service["image"].as_str() != Some("chessbot") {
            continue;
        }
        bots += 1;
        let env = service["environment"]
            .as_hash()
            .unwrap_or_else(|| panic!("{what}: {name} has an environment map"));
        for key in env.keys() {
            let key = key.as_str().unwrap();
            assert!(
                known.contains(key),
                "{what}: service {name} sets {key}, which the bot does not read"
            );
        }
        assert!(
            env.keys().any(|k| k.as_str() == Some("DISCORD_TOKEN"))
                && env.keys().any(|k| k.as_str() == Some("DATABASE_URL")),
            "{what}: {name} gets a token and a database"
        );
        assert!(
            !service["depends_on"]["db"]["condition"].is_badvalue(),
            "{what}: {name} waits for the database"
        );
    }
    bots
}

#[test]
fn the_compose_file_parses_and_names_only_variables_the_bot_reads() {
    let text = read("deploy/compose.yaml");
    let compose = parse(&text, "deploy/compose.yaml");
    let services = &compose["services"];
    assert_eq!(check_bot_services(services, "compose.yaml"), 1);
    let db = &services["db"];
    assert!(
        !db["healthcheck"]["test"].is_badvalue(),
        "the database has a health check"
    );
    assert!(db["volumes"][0].as_str().unwrap().starts_with("db-data:"));
    assert!(
        !compose["volumes"]["db-data"].is_badvalue(),
        "a named volume"
    );
    assert_eq!(
        services["bot"]["depends_on"]["db"]["condition"].as_str(),
        Some("service_healthy")
    );
    assert_eq!(
        services["prometheus"]["profiles"][0].as_str(),
        Some("monitoring")
    );
    // The commented example of two processes sharing the shards parses too, once uncommented.
    let example: Vec<String> = text
        .lines()
        .skip_while(|l| l.trim() != "# bot-a:")
        .take_while(|l| l.trim_start().starts_with('#'))
        .map(|l| l.replacen("  # ", "  ", 1))
        .collect();
    assert!(example.len() > 10, "the two-process example is there");
    let example = parse(
        &format!("services:\n{}", example.join("\n")),
        "the two-process example",
    );
    assert_eq!(check_bot_services(&example["services"], "the example"), 2);
    let shards: Vec<&str> = ["bot-a", "bot-b"]
        .iter()
        .map(|b| {
            example["services"][*b]["environment"]["SHARDS"]
                .as_str()
                .unwrap()
        })
        .collect();
    assert_eq!(shards, ["0", "1"]);
    // Prometheus scrapes the bot where compose serves it.
    let prometheus = parse(&read("deploy/prometheus.yml"), "prometheus.yml");
    let target = prometheus["scrape_configs"][0]["static_configs"][0]["targets"][0]
        .as_str()
        .unwrap();
    let port = services["bot"]["environment"]["METRICS_ADDR"]
        .as_str()
        .unwrap()
        .rsplit(':')
        .next()
        .unwrap();
    assert_eq!(target, format!("bot:{port}"));
}

#[test]
fn env_example_and_the_docs_list_every_variable() {
    let example = read(".env.example");
    let listed: BTreeSet<String> = example
        .lines()
        .filter(|l| !l.starts_with('#') && l.contains('='))
        .map(|l| l.split('=').next().unwrap().trim().to_owned())
        .collect();
    assert_eq!(
        listed,
        bot_variables(),
        ".env.example lists exactly the bot's variables"
    );
    let docs = read("docs/operations.md");
    for variable in bot_variables() {
        assert!(
            docs.contains(&format!("| `{variable}` |")),
            "docs/operations.md's table has {variable}"
        );
    }
}

#[test]
fn the_dockerfile_builds_like_ci_and_runs_unprivileged_with_a_health_check() {
    let docker = read("deploy/Dockerfile");
    assert!(
        docker.contains("RUN cargo build --release --locked -p bot"),
        "the build command .ci/deploy-check runs"
    );
    assert!(read(".ci/deploy-check").contains("Dockerfile"));
    let manifest = read("Cargo.toml");
    let rust_version = manifest
        .lines()
        .find_map(|l| l.strip_prefix("rust-version = \""))
        .and_then(|v| v.strip_suffix('"'))
        .expect("the workspace's rust-version");
    assert!(
        docker.contains(&format!("FROM rust:{rust_version}-")),
        "the build image is the minimum Rust, {rust_version}"
    );
    assert!(docker.contains("FROM debian:") && docker.contains("-slim"));
    let user = docker
        .lines()
        .find_map(|l| l.strip_prefix("USER "))
        .expect("a USER line");
    assert_ne!(user.trim(), "root");
    assert!(docker.contains("HEALTHCHECK") && docker.contains("\"healthcheck\"]"));
    assert!(docker.contains("VOLUME [\"/data\"]"));
    let ignore = read(".dockerignore");
    assert!(ignore.lines().any(|l| l == "target/") && ignore.lines().any(|l| l == ".env"));
}

/// The compose file's `bot` entrypoint, as compose hands it to the container (`$$` is `$`),
/// with the image's binary replaced by `binary`.
fn entrypoint_running(binary: &std::path::Path) -> Vec<String> {
    let compose = parse(&read("deploy/compose.yaml"), "deploy/compose.yaml");
    let bot = &compose["services"]["bot"];
    assert_eq!(bot["restart"].as_str(), Some("on-failure"));
    let words: Vec<String> = bot["entrypoint"]
        .as_vec()
        .expect("the bot's entrypoint")
        .iter()
        .map(|w| w.as_str().unwrap().replace("$$", "$"))
        .collect();
    let image_binary = "/usr/local/bin/bot";
    assert!(words[2].contains(image_binary), "{words:?}");
    words
        .into_iter()
        .map(|w| w.replace(image_binary, &binary.display().to_string()))
        .collect()
}

#[test]
fn a_configuration_error_is_not_restarted_by_the_unit_or_compose() {
    let unit = read("deploy/chessbot.service");
    assert!(
        unit.lines().any(|l| l == "RestartPreventExitStatus=78"),
        "the unit does not restart a configuration error"
    );
    // Compose's entrypoint turns 78 into a clean exit (so `on-failure` leaves it stopped) and
    // passes every other status on.
    let dir = tempfile::tempdir().unwrap();
    for (status, seen) in [(78, 0), (1, 1), (0, 0), (2, 2)] {
        let stub = dir.path().join(format!("bot-{status}"));
        std::fs::write(&stub, format!("#!/bin/sh\nexit {status}\n")).unwrap();
        std::process::Command::new("chmod")
            .args(["+x", &stub.display().to_string()])
            .status()
            .unwrap();
        let words = entrypoint_running(&stub);
        let out = std::process::Command::new(&words[0])
            .args(&words[1..])
            .arg("run")
            .output()
            .expect("run the entrypoint");
        assert_eq!(out.status.code(), Some(seen), "exit {status}: {out:?}");
    }
    // And the binary says so: a missing token is a configuration error.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bot"))
        .env_clear()
        .env("LOG_FORMAT", "json")
        .arg("run")
        .current_dir(dir.path())
        .output()
        .expect("run the bot");
    assert_eq!(out.status.code(), Some(78), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let line: serde_json::Value =
        serde_json::from_str(stderr.trim()).expect("one JSON line saying why");
    assert_eq!(line["level"], "ERROR", "{line}");
    assert!(
        line["reason"]
            .as_str()
            .unwrap_or("")
            .contains("DISCORD_TOKEN"),
        "{line}"
    );
}

#[test]
fn the_systemd_unit_restarts_and_is_hardened_and_the_licence_matches() {
    let unit = read("deploy/chessbot.service");
    for line in [
        "Restart=on-failure",
        "EnvironmentFile=/etc/chessbot/chessbot.env",
        "User=chessbot",
        "NoNewPrivileges=yes",
        "ProtectSystem=strict",
        "ReadWritePaths=/var/lib/chessbot",
        "PrivateTmp=yes",
    ] {
        assert!(unit.lines().any(|l| l == line), "{line} in the unit");
    }
    assert!(
        unit.contains("sqlite:///var/lib/chessbot/"),
        "the database is writable"
    );
    assert!(read("Cargo.toml").contains("license = \"MIT\""));
    assert!(read("LICENSE").starts_with("MIT License"));
}
