//! GCC 12's own `.opt` files parse and validate without a single diagnostic.

use std::path::{Path, PathBuf};

use opts::SourceSet;

mod common;

use common::gcc_dir;

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

/// Validates `files` (relative to GCC's `gcc/` directory) together with the
/// language-independent and front-end files every configuration reads.
fn validate_configuration(dir: &Path, files: &[PathBuf]) -> Result<(), String> {
    let mut set = SourceSet::new();
    for f in &opts::gcc::COMMON_OPT_FILES {
        set.add_file(&dir.join(f)).map_err(|e| e.to_string())?;
    }
    for f in files {
        set.add_file(f).map_err(|e| e.to_string())?;
    }
    set.model().map(|_| ()).map_err(|d| d.to_string())
}

fn every_target_configuration_validates() {
    let Some(dir) = gcc_dir() else { return };
    let config = dir.join("config");
    let mut arches: Vec<PathBuf> = std::fs::read_dir(&config)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    arches.sort();
    let mut failures = Vec::new();
    let mut checked = 0;
    for arch in arches {
        let mut files = Vec::new();
        all_opt_files(&arch, &mut files);
        if files.is_empty() {
            continue;
        }
        let name = arch.file_name().unwrap().to_string_lossy().into_owned();
        // These directories hold alternative configurations that config.gcc never
        // combines (nds32-elf vs nds32-linux, aix64 vs linux64 vs darwin).
        let alternatives: &[&str] = match name.as_str() {
            "nds32" => &["nds32-elf.opt", "nds32-linux.opt"],
            "rs6000" => &[
                "aix64.opt",
                "linux64.opt",
                "darwin.opt",
                "sysv4.opt",
                "476.opt",
            ],
            _ => &[],
        };
        let common: Vec<PathBuf> = files
            .iter()
            .filter(|f| !alternatives.iter().any(|a| f.ends_with(a)))
            .cloned()
            .collect();
        let mut configurations = vec![common.clone()];
        if !alternatives.is_empty() {
            configurations = alternatives
                .iter()
                .map(|a| {
                    let mut c = common.clone();
                    c.push(arch.join(a));
                    if *a == "darwin.opt" {
                        c.push(config.join("darwin.opt"));
                    }
                    c
                })
                .collect();
        }
        for c in configurations {
            checked += 1;
            if let Err(e) = validate_configuration(&dir, &c) {
                failures.push(format!("{name} {c:?}:\n{e}"));
            }
        }
    }
    // The OS-level files of config/ on top of the x86 target.
    for generic in std::fs::read_dir(&config)
        .unwrap()
        .flatten()
        .map(|e| e.path())
    {
        if generic.extension().is_some_and(|x| x == "opt") {
            checked += 1;
            let files = [config.join("i386/i386.opt"), generic.clone()];
            if let Err(e) = validate_configuration(&dir, &files) {
                failures.push(format!("{}:\n{e}", generic.display()));
            }
        }
    }
    assert!(checked > 60, "only {checked} configurations");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// The built-in harness cannot report a skip: testkit shows one as `ignored (why)`.
testkit::main!(
    every_gcc_opt_file_parses_without_diagnostics,
    the_x86_64_linux_set_validates,
    every_target_configuration_validates,
);
