//! The import graph between a crate's top-level modules, read from its source text, so a
//! test can hold the crate to its layering: every top-level module (a file or a folder of
//! `src/`) imports only modules declared before it in `lib.rs`.
//!
//! An edge `a → b` is a path `crate::b…` written in `a` (in a `use` or inline), or
//! `crate::Name` where `lib.rs` re-exports `Name` from `b` (`pub use b::…::Name;`). Comments,
//! string literals and `#[cfg(test)]` modules are not read: unit tests may use anything.
//! Method calls on a type whose `impl` blocks are spread over modules are no edges: only
//! names are.
//!
//! ```no_run
//! let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
//! let graph = testkit::layout::ModuleGraph::read(&src).unwrap();
//! assert_eq!(graph.violations(), Vec::<String>::new());
//! ```

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The top-level modules of a crate, in `lib.rs`'s order, and the imports between them.
#[derive(Debug, Default)]
pub struct ModuleGraph {
    /// Top-level modules in the order `lib.rs` declares them.
    pub order: Vec<String>,
    /// `edges[a][b]`: the files of `a` (relative to `src/`) that name something of `b`.
    pub edges: BTreeMap<String, BTreeMap<String, BTreeSet<String>>>,
}

impl ModuleGraph {
    /// Reads the crate whose `src/` folder is `src`.
    pub fn read(src: &Path) -> io::Result<ModuleGraph> {
        let lib = fs::read_to_string(src.join("lib.rs"))?;
        let order = declared_modules(&code_only(&lib));
        let reexports = root_reexports(&code_only(&lib), &order);
        let mut graph = ModuleGraph {
            order,
            edges: BTreeMap::new(),
        };
        for module in graph.order.clone() {
            for file in module_files(src, &module)? {
                let text = code_only(&fs::read_to_string(&file)?);
                let rel = file
                    .strip_prefix(src)
                    .unwrap_or(&file)
                    .display()
                    .to_string();
                for name in crate_paths(&text) {
                    let target = if graph.order.contains(&name) {
                        Some(name)
                    } else {
                        reexports.get(&name).cloned()
                    };
                    if let Some(target) = target.filter(|t| *t != module) {
                        let files = graph.edges.entry(module.clone()).or_default();
                        files.entry(target).or_default().insert(rel.clone());
                    }
                }
            }
        }
        Ok(graph)
    }

    /// Every edge that points to a module declared after its importer (an import from a
    /// lower layer to a higher one), as `a -> b (files)`; empty when the crate is layered.
    pub fn violations(&self) -> Vec<String> {
        let rank = |m: &str| self.order.iter().position(|o| o == m);
        let mut out = Vec::new();
        for (a, targets) in &self.edges {
            for (b, files) in targets {
                if rank(b) > rank(a) {
                    out.push(format!("{a} -> {b} ({})", join(files)));
                }
            }
        }
        out
    }

    /// An import circle, as the modules round it (`[a, b, a]`), if there is one.
    pub fn cycle(&self) -> Option<Vec<String>> {
        let mut done = BTreeSet::new();
        for start in &self.order {
            let mut stack = Vec::new();
            if let Some(c) = self.find_cycle(start, &mut stack, &mut done) {
                return Some(c);
            }
        }
        None
    }

    /// Depth-first search from `m`; `stack` is the path that led here.
    fn find_cycle(
        &self,
        m: &str,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = stack.iter().position(|s| s == m) {
            let mut c = stack[at..].to_vec();
            c.push(m.to_string());
            return Some(c);
        }
        if done.contains(m) {
            return None;
        }
        stack.push(m.to_string());
        for next in self.edges.get(m).into_iter().flat_map(|t| t.keys()) {
            if let Some(c) = self.find_cycle(next, stack, done) {
                return Some(c);
            }
        }
        stack.pop();
        done.insert(m.to_string());
        None
    }

    /// Panics, naming the files, when an import circle runs between the top-level modules:
    /// the check of a crate whose `lib.rs` lists its modules in no particular order.
    pub fn assert_acyclic(&self) {
        if let Some(cycle) = self.cycle() {
            panic!(
                "import circle between top-level modules:\n{}",
                self.describe(&cycle)
            );
        }
    }

    /// Panics, naming the files, when an import circle runs between the top-level modules
    /// or an edge points against `lib.rs`'s bottom-up order: the two checks every layered
    /// crate's layout test makes.
    pub fn assert_layered(&self) {
        self.assert_acyclic();
        let against = self.violations();
        assert!(
            against.is_empty(),
            "edges against lib.rs's order:\n{}",
            against.join("\n")
        );
    }

    /// A circle with the files that make each of its edges, one edge a line.
    pub fn describe(&self, cycle: &[String]) -> String {
        let mut out = String::new();
        for pair in cycle.windows(2) {
            let files = &self.edges[&pair[0]][&pair[1]];
            out.push_str(&format!("{} -> {} ({})\n", pair[0], pair[1], join(files)));
        }
        out
    }
}

fn join(files: &BTreeSet<String>) -> String {
    files.iter().cloned().collect::<Vec<_>>().join(", ")
}

/// The `.rs` files of a top-level module: `name.rs` or everything under `name/`.
fn module_files(src: &Path, module: &str) -> io::Result<Vec<PathBuf>> {
    let file = src.join(format!("{module}.rs"));
    let mut out = Vec::new();
    if file.is_file() {
        out.push(file);
    }
    let dir = src.join(module);
    if dir.is_dir() {
        collect_rs(&dir, &mut out)?;
    }
    Ok(out)
}

fn collect_rs(dir: &Path, out: &mut Vec<PathBuf>) -> io::Result<()> {
    let mut entries: Vec<_> = fs::read_dir(dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect_rs(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    Ok(())
}

/// The modules `lib.rs` declares (`mod x;`, `pub mod x;`, `pub(crate) mod x;`), in order.
fn declared_modules(lib: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in lib.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let Some(at) = words.iter().position(|w| *w == "mod")
            && words[..at].iter().all(|w| w.starts_with("pub"))
            && let Some(name) = words.get(at + 1).and_then(|w| w.strip_suffix(';'))
        {
            out.push(name.to_string());
        }
    }
    out
}

/// The names `lib.rs` re-exports from its modules: `pub use m::…::{A, B as C};` maps `A` and
/// `C` to `m`.
fn root_reexports(lib: &str, modules: &[String]) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for item in lib.split(';') {
        let Some(path) = item.trim().strip_prefix("pub use ") else {
            continue;
        };
        let Some(module) = path.split("::").next().map(str::trim) else {
            continue;
        };
        if !modules.iter().any(|m| m == module) {
            continue;
        }
        let names = match (path.find('{'), path.rfind('}')) {
            (Some(open), Some(close)) => path[open + 1..close].to_string(),
            _ => path.rsplit("::").next().unwrap_or("").to_string(),
        };
        for name in names.split(',') {
            if let Some(exported) = name.split_whitespace().last() {
                out.insert(exported.to_string(), module.to_string());
            }
        }
    }
    out
}

/// The first segment after every `crate::` of `text`; in a group `crate::{a::X, B}`, the
/// first segment of each member (`a`, `B`).
fn crate_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("crate::") {
        let before = rest[..at].chars().next_back();
        rest = &rest[at + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            out.extend(group_members(group));
        } else {
            out.push(ident(rest).to_string());
        }
    }
    out
}

/// The first identifier of each top-level member of a `{…}` group (`group` starts after
/// the opening brace).
fn group_members(group: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0;
    let mut start = true;
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => start = true,
            c if start && (c.is_alphanumeric() || c == '_') => {
                out.push(ident(&group[i..]).to_string());
                start = false;
            }
            _ => {}
        }
    }
    out
}

fn ident(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// `text` without comments, string literals and `#[cfg(test)] mod … { … }` items.
fn code_only(text: &str) -> String {
    let without_comments = strip_comments_and_strings(text);
    strip_test_modules(&without_comments)
}

fn strip_comments_and_strings(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('/', Some('/')) => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            ('/', Some('*')) => {
                let mut prev = ' ';
                for c in chars.by_ref() {
                    if prev == '*' && c == '/' {
                        break;
                    }
                    prev = c;
                }
            }
            ('"', _) => {
                let mut escaped = false;
                for c in chars.by_ref() {
                    match c {
                        '\\' if !escaped => escaped = true,
                        '"' if !escaped => break,
                        _ => escaped = false,
                    }
                }
                out.push_str("\"\"");
            }
            _ => out.push(c),
        }
    }
    out
}

fn strip_test_modules(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        rest = &rest[at + "#[cfg(test)]".len()..];
        let item = rest.trim_start();
        if item.starts_with("mod ")
            && let Some(open) = item.find(['{', ';'])
        {
            rest = if item[open..].starts_with('{') {
                skip_block(&item[open + 1..])
            } else {
                &item[open + 1..]
            };
        }
    }
    out.push_str(rest);
    out
}

/// What follows the `}` that closes the block whose `{` came just before `s`.
fn skip_block(s: &str) -> &str {
    let mut depth = 0;
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => return &s[i + 1..],
            '}' => depth -= 1,
            _ => {}
        }
    }
    ""
}

#[cfg(test)]
mod tests {
    use super::*;

    fn crate_with(files: &[(&str, &str)]) -> (PathBuf, ModuleGraph) {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("testkit-layout-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        for (path, text) in files {
            let path = dir.join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        }
        let graph = ModuleGraph::read(&dir).unwrap();
        (dir, graph)
    }

    #[test]
    fn finds_a_circle_through_a_group_and_a_reexport() {
        let (dir, graph) = crate_with(&[
            (
                "lib.rs",
                "mod a;\npub mod b;\npub use a::{Alpha, x::Beta as Bee};\n",
            ),
            ("a.rs", "use crate::b::Thing;\n"),
            ("b/mod.rs", "mod inner;\n"),
            (
                "b/inner.rs",
                "use crate::{Bee, Other};\n// crate::b in a comment\n",
            ),
        ]);
        assert_eq!(
            graph.cycle(),
            Some(vec!["a".into(), "b".into(), "a".into()])
        );
        assert_eq!(graph.violations(), vec!["a -> b (a.rs)".to_string()]);
        assert_eq!(
            graph.describe(&graph.cycle().unwrap()),
            "a -> b (a.rs)\nb -> a (b/inner.rs)\n"
        );
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn comments_strings_and_unit_tests_are_not_imports() {
        let (dir, graph) = crate_with(&[
            ("lib.rs", "mod a;\nmod b;\nmod c;\n"),
            ("a.rs", "fn f() {}\n"),
            (
                "b.rs",
                "use crate::a::f;\nconst S: &str = \"crate::c\";\n#[cfg(test)]\nmod tests { use crate::c; }\nfn g() {}\n",
            ),
            ("c.rs", "use crate::b;\n"),
        ]);
        assert_eq!(graph.cycle(), None);
        assert!(graph.violations().is_empty());
        assert_eq!(graph.edges["b"].keys().collect::<Vec<_>>(), ["a"]);
        let (dir2, layered_wrong) = crate_with(&[
            ("lib.rs", "mod b;\nmod a;\n"),
            ("a.rs", "fn f() {}\n"),
            ("b.rs", "use crate::a::f;\n"),
        ]);
        assert_eq!(
            layered_wrong.violations(),
            vec!["b -> a (b.rs)".to_string()]
        );
        fs::remove_dir_all(dir).unwrap();
        fs::remove_dir_all(dir2).unwrap();
    }
}
