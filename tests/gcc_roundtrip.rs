//! The round-trip differential suite (issue #13): GCC compiles what the arena holds.
//!
//! For every file of gcc.c-torture/execute that gcc compiles and runs: gcc with the exporter
//! plugin writes its document; gccint imports it into a `TreeContext` and exports it again;
//! GCC compiles that export through the importer plugin (no C is parsed), at -O0 and at
//! -O2; the program links with `-lm` and runs, and must end exactly as the program gcc
//! builds from the C source at the same level (torture tests `abort` on a wrong result).
//! gcc.c-torture/compile: every file whose C compiles must compile from its document, at
//! -O0 and at -O2 (the optimizers read fields the printer never shows).
//!
//! Each test writes its pass rate and mismatch classes to stderr and asserts no errors of
//! ours and a pass rate at least its floor; `GCCINT_ROUNDTRIP_STEP=N` takes every N-th file.

#[path = "interop/corpus.rs"]
mod corpus;
#[path = "interop/gcc_run.rs"]
mod gcc_run;
#[path = "common/plugin.rs"]
mod plugin;
#[path = "roundtrip/programs.rs"]
mod programs;

use std::io::Write as _;
use std::path::{Path, PathBuf};

use corpus::{FileOutcome, Tally};
use programs::{Plugins, Scratch};

const LEVELS: [&str; 2] = ["-O0", "-O2"];

fn plugins() -> Option<Plugins> {
    Some(Plugins {
        exporter: plugin::plugin_so()?,
        importer: plugin::importer_so()?,
    })
}

/// The unpacked testsuite's `sub` directory, or `None` (skip; a failure under
/// `GCCINT_REQUIRE_GCC=1`).
fn torture(sub: &str) -> Option<Vec<PathBuf>> {
    let dir = std::env::var_os("GCCINT_GCC_TESTSUITE")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/src/gcc-12/gcc-12.2.0/gcc/testsuite"))
        .join(sub);
    if !dir.is_dir() {
        testkit::skip(format!(
            "{} is not unpacked (scripts/gcc-testsuite.sh)",
            dir.display()
        ));
        return None;
    }
    let step = std::env::var("GCCINT_ROUNDTRIP_STEP")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or(1);
    Some(
        corpus::sources(&dir, "c")
            .into_iter()
            .step_by(step)
            .collect(),
    )
}

/// One program at one level: `None` when gcc itself cannot build or run it.
fn one_level(
    plugins: &Plugins,
    doc: &tree::interop::format::Document,
    source: &Path,
    level: &str,
    dir: &Path,
) -> FileOutcome {
    let Some(expected) = programs::reference(source, level, dir) else {
        return FileOutcome::default();
    };
    let mismatch = match programs::build_from(plugins, doc, level, dir) {
        Err(class) => Some(class),
        Ok(exe) => match programs::run_program(&exe) {
            None => Some("the program from the document hangs".to_string()),
            Some(got) if got == expected => None,
            Some(got) => Some(format!(
                "ends {got:?} where gcc's program ends {expected:?}"
            )),
        },
    };
    FileOutcome::one(source, mismatch)
}

fn report(title: &str, tally: &Tally) {
    let text = tally.report(title, 40);
    let _ = std::io::stderr().write_all(text.as_bytes());
    if let Ok(dir) = std::env::var("GCCINT_INTEROP_REPORT_DIR") {
        let _ = std::fs::write(Path::new(&dir).join(format!("{title}.txt")), &text);
    }
}

fn torture_execute_runs_from_the_arena_at_o0_and_o2() {
    let Some(files) = torture("gcc.c-torture/execute") else {
        return;
    };
    let Some(plugins) = plugins() else { return };
    let [o0, o2] = corpus::run(&files, |source: &Path| {
        let scratch = Scratch::new("roundtrip");
        let Some(doc) = programs::export(&plugins, source, &scratch.0) else {
            return [FileOutcome::default(), FileOutcome::default()];
        };
        let doc = match programs::through_the_arena(&doc) {
            Ok(doc) => doc,
            Err(e) => {
                let failed = || FileOutcome {
                    error: Some(e.clone()),
                    ..FileOutcome::default()
                };
                return [failed(), failed()];
            }
        };
        LEVELS.map(|level| one_level(&plugins, &doc, source, level, &scratch.0))
    });
    report("gcc.c-torture-execute round trip -O0", &o0);
    report("gcc.c-torture-execute round trip -O2", &o2);
    assert!(
        o0.functions >= files.len() / 2,
        "only {} programs ran",
        o0.functions
    );
    o0.assert_floor(1.0);
    o2.assert_floor(1.0);
}

fn torture_compile_compiles_from_the_arena_at_o0_and_o2() {
    let Some(files) = torture("gcc.c-torture/compile") else {
        return;
    };
    let Some(plugins) = plugins() else { return };
    let tallies = corpus::run(&files, |source: &Path| {
        let scratch = Scratch::new("roundtrip-compile");
        let Some(doc) = programs::export(&plugins, source, &scratch.0) else {
            return [FileOutcome::default(), FileOutcome::default()];
        };
        let doc = programs::through_the_arena(&doc);
        LEVELS.map(|level| {
            let mismatch = match &doc {
                Err(e) => Some(e.clone()),
                Ok(doc) => {
                    programs::compile_to(&plugins, doc, level, &scratch.0.join("imp.o")).err()
                }
            };
            FileOutcome::one(source, mismatch)
        })
    });
    for (level, tally) in LEVELS.iter().zip(&tallies) {
        report(&format!("gcc.c-torture-compile round trip {level}"), tally);
    }
    for (level, tally) in LEVELS.iter().zip(&tallies) {
        assert!(
            tally.functions >= files.len() / 2,
            "only {} files compiled at {level}",
            tally.functions
        );
        tally.assert_floor(1.0);
    }
}

testkit::main!(
    torture_execute_runs_from_the_arena_at_o0_and_o2,
    torture_compile_compiles_from_the_arena_at_o0_and_o2,
);
