//! The bot's modules import one way: no file of `bot/src` reaches, through `use` lines and
//! `crate::…`/`super::…` paths, a file that reaches it back. Read from the source text, so it
//! needs no build of the bot and names the files and the names that tie a circle.
//!
//! A module holds its own sub-modules: declaring them and re-exporting their items (`pub use`)
//! is containment, not an import, and is not counted. Everything else is: a module calling
//! its child's functions, a child using its parent's items, siblings using each other. Test modules
//! (`#[cfg(test)] mod tests { … }`) are left out, as they are of the binary.
//!
//! Run it alone with `cargo test -p bot --test layers`; docs/architecture.md draws the rooms
//! and the direction their arrows run.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path below the crate root: `["service", "moves"]`.
type ModPath = Vec<String>;

/// Every module file of the crate rooted at `src/lib.rs`, by module path.
fn modules(src: &Path) -> BTreeMap<ModPath, PathBuf> {
    let mut out = BTreeMap::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("read bot/src") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(src).expect("below src");
            let mut parts: ModPath = relative
                .iter()
                .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_owned())
                .collect();
            match parts.last().map(String::as_str) {
                Some("main") if parts.len() == 1 => continue, // the binary, a crate of its own
                Some("lib") if parts.len() == 1 => parts.clear(),
                Some("mod") => {
                    parts.pop();
                }
                _ => {}
            }
            out.insert(parts, path);
        }
    }
    out
}

/// `text` without comments, string literals and `#[cfg(test)]` modules.
fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let rest: String = chars[i..chars.len().min(i + 40)].iter().collect();
        if rest.starts_with("//") {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if rest.starts_with("/*") {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if chars[i] == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if rest.starts_with("#[cfg(test)]") {
            // Skip the item that follows: up to its closing brace (or `;`).
            i += "#[cfg(test)]".len();
            let mut depth = 0usize;
            while i < chars.len() {
                match chars[i] {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            i += 1;
                            break;
                        }
                    }
                    ';' if depth == 0 => {
                        i += 1;
                        break;
                    }
                    _ => {}
                }
                i += 1;
            }
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// Expands a `use` tree (`crate::a::{b, c::{d, e}}`) into its paths.
fn expand(tree: &str) -> Vec<String> {
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(open) = tree.find('{') else {
        return vec![tree];
    };
    let (prefix, inner) = (&tree[..open], &tree[open + 1..tree.len() - 1]);
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(|p| expand(&format!("{prefix}{p}")))
        .collect()
}

/// Every path a file names that starts with `crate`, `super`, `self` or one of `children`
/// (the module's own sub-modules, named bare), and whether it is re-exported (`pub use`).
fn paths(code: &str, children: &[String]) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    let mut inline = String::with_capacity(code.len());
    // `use` statements, braces and all; what is not one is read for paths written inline.
    let mut rest = code;
    while let Some(at) = find_word(rest, "use") {
        let before = rest[..at].trim_end();
        let public = before.ends_with("pub") || before.ends_with(')');
        let after = &rest[at + 3..];
        let Some(end) = after.find(';') else { break };
        out.extend(expand(after[..end].trim()).into_iter().map(|p| (p, public)));
        inline.push_str(&rest[..at]);
        rest = &after[end..];
    }
    inline.push_str(rest);
    let chars: Vec<char> = inline.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let word_start = i == 0
            || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_' || chars[i - 1] == ':');
        let mut j = i;
        while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_' || chars[j] == ':')
        {
            j += 1;
        }
        let path: String = chars[i..j].iter().collect();
        if word_start && path.contains("::") {
            out.push((path, false));
        }
        i = j.max(i + 1);
    }
    out.into_iter()
        .filter_map(|(path, public)| {
            let first = path.split("::").next().unwrap_or_default();
            match first {
                "crate" | "super" | "self" => Some((path, public)),
                _ if children.iter().any(|c| c == first) => Some((format!("self::{path}"), public)),
                _ => None,
            }
        })
        .collect()
}

/// Where the word `word` starts in `text`, standing alone.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = text[from..].find(word) {
        let at = from + at;
        let before = text[..at].chars().last();
        let after = text[at + word.len()..].chars().next();
        let alone = |c: Option<char>| c.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        if alone(before) && after.is_some_and(char::is_whitespace) {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// The module a path names from module `here`, as far as the crate has module files.
fn resolve(here: &ModPath, path: &str, known: &BTreeMap<ModPath, PathBuf>) -> Option<ModPath> {
    let mut segments = path.split("::").filter(|s| !s.is_empty()).peekable();
    let mut at: ModPath = match segments.next()? {
        "crate" => Vec::new(),
        "self" => here.clone(),
        "super" => here[..here.len().checked_sub(1)?].to_vec(),
        _ => return None,
    };
    while segments.peek() == Some(&"super") {
        segments.next();
        at.pop();
    }
    for segment in segments {
        let mut deeper = at.clone();
        deeper.push(segment.to_owned());
        if known.contains_key(&deeper) {
            at = deeper;
        } else {
            break;
        }
    }
    Some(at)
}

/// The import graph: file → the files it imports from, with the paths that tie them.
fn graph(src: &Path) -> BTreeMap<ModPath, BTreeMap<ModPath, BTreeSet<String>>> {
    let known = modules(src);
    let mut edges: BTreeMap<ModPath, BTreeMap<ModPath, BTreeSet<String>>> = BTreeMap::new();
    for (module, file) in &known {
        let code = code_only(&std::fs::read_to_string(file).expect("read a module"));
        let children: Vec<String> = known
            .keys()
            .filter(|k| k.len() == module.len() + 1 && k.starts_with(module))
            .map(|k| k[module.len()].clone())
            .collect();
        let entry = edges.entry(module.clone()).or_default();
        for (path, public) in paths(&code, &children) {
            let Some(target) = resolve(module, &path, &known) else {
                continue;
            };
            // A module holds its descendants: re-exporting their items is not an import.
            if target == *module || (public && target.starts_with(module)) {
                continue;
            }
            entry.entry(target).or_default().insert(path);
        }
    }
    edges
}

/// The strongly connected components of more than one file (Tarjan).
fn circles(edges: &BTreeMap<ModPath, BTreeMap<ModPath, BTreeSet<String>>>) -> Vec<Vec<ModPath>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<ModPath, BTreeMap<ModPath, BTreeSet<String>>>,
        index: BTreeMap<&'a ModPath, usize>,
        low: BTreeMap<&'a ModPath, usize>,
        stack: Vec<&'a ModPath>,
        on_stack: BTreeSet<&'a ModPath>,
        found: Vec<Vec<ModPath>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a ModPath) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in self.edges.get(v).into_iter().flat_map(|e| e.keys()) {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.on_stack.contains(w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    component.push(w.clone());
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
}

fn name(module: &ModPath) -> String {
    if module.is_empty() {
        "lib".to_owned()
    } else {
        module.join("::")
    }
}

#[test]
fn the_bot_imports_one_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let edges = graph(&src);
    assert!(edges.len() > 50, "read the bot's modules: {}", edges.len());
    let mut report = String::new();
    for circle in circles(&edges) {
        report.push_str(&format!("a circle of {} files:\n", circle.len()));
        for from in &circle {
            for (to, via) in &edges[from] {
                if circle.contains(to) {
                    let via: Vec<&str> = via.iter().map(String::as_str).collect();
                    report.push_str(&format!(
                        "  {} -> {}: {}\n",
                        name(from),
                        name(to),
                        via.join(", ")
                    ));
                }
            }
        }
    }
    assert!(
        report.is_empty(),
        "the bot's modules import in circles:\n{report}"
    );
}

#[test]
fn the_checker_sees_a_circle_and_expands_use_trees() {
    assert_eq!(
        expand("crate::a::{b, c::{d, e}}"),
        vec!["crate::a::b", "crate::a::c::d", "crate::a::c::e"]
    );
    let edges: BTreeMap<ModPath, BTreeMap<ModPath, BTreeSet<String>>> = [
        (vec!["a".to_owned()], vec!["b"]),
        (vec!["b".to_owned()], vec!["c"]),
        (vec!["c".to_owned()], vec!["a"]),
        (vec!["d".to_owned()], vec!["a"]),
    ]
    .into_iter()
    .map(|(from, to)| {
        let to = to
            .into_iter()
            .map(|t| (vec![t.to_owned()], BTreeSet::from(["x".to_owned()])))
            .collect();
        (from, to)
    })
    .collect();
    let found = circles(&edges);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].len(), 3);
    let code = code_only("use crate::x; // crate::y\n#[cfg(test)]\nmod tests { use crate::z; }\n");
    let found: Vec<String> = paths(&code, &[]).into_iter().map(|(p, _)| p).collect();
    assert_eq!(found, vec!["crate::x"]);
    let children = ["a".to_owned()];
    assert_eq!(
        paths(
            "pub use a::B; fn f() { a::g(); std::mem::drop(1); }",
            &children
        ),
        vec![
            ("self::a::B".to_owned(), true),
            ("self::a::g".to_owned(), false)
        ]
    );
}
