//! GCC 12's own `.opt` files parse and validate without a single diagnostic.

use std::path::{Path, PathBuf};

use opts::SourceSet;

/// GCC's `gcc/` directory, or `None` after printing why the test skips (a failure under
/// `GCCINT_REQUIRE_GCC=1`).
fn gcc_dir() -> Option<PathBuf> {
    match opts::gcc::gcc_source_dir() {
        Some(d) => Some(d),
        None if std::env::var_os("GCCINT_REQUIRE_GCC").is_some_and(|v| v == "1") => {
            panic!("GCC sources not found (set GCCINT_GCC_SRC) and GCCINT_REQUIRE_GCC=1")
        }
        None => {
            eprintln!(
                "skipping: GCC 12 sources not found (install gcc-12-source or set GCCINT_GCC_SRC)"
            );
            None
        }
    }
}

fn all_opt_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().collect();
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let p = e.path();
        if p.is_dir() {
            all_opt_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "opt") {
            out.push(p);
        }
    }
}

#[test]
fn every_gcc_opt_file_parses_without_diagnostics() {
    let Some(dir) = gcc_dir() else { return };
    let mut files = Vec::new();
    all_opt_files(&dir, &mut files);
    assert!(
        files.len() > 100,
        "only {} .opt files under {}",
        files.len(),
        dir.display()
    );
    let mut failures = Vec::new();
    for f in &files {
        // Each file alone may use languages declared elsewhere, so read it with the
        // files declaring GCC's languages.
        let mut set = SourceSet::new();
        for lang in [
            "ada/gcc-interface/lang.opt",
            "d/lang.opt",
            "fortran/lang.opt",
            "go/lang.opt",
            "lto/lang.opt",
            "c-family/c.opt",
        ] {
            let p = dir.join(lang);
            if &p != f {
                let text = std::fs::read_to_string(&p).unwrap();
                set.add(p.display().to_string(), language_records(&text));
            }
        }
        set.add_file(f).unwrap();
        if let Err(d) = set.check_records() {
            failures.push(d.to_string());
        }
    }
    assert!(
        failures.is_empty(),
        "{} files with diagnostics:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Only the `Language` records of a file.
fn language_records(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines();
    while let Some(l) = lines.next() {
        if l == "Language"
            && let Some(name) = lines.next()
        {
            out.push_str(&format!("Language\n{name}\n\n"));
        }
    }
    out
}

#[test]
fn the_x86_64_linux_set_validates() {
    let Some(dir) = gcc_dir() else { return };
    let mut set = SourceSet::new();
    for f in opts::gcc::x86_64_linux_files(&dir) {
        set.add_file(&f).unwrap();
    }
    let model = set.model().unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(model.languages.len(), 12);
    assert!(model.options.len() > 2000);
}
