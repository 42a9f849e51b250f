//! What the differential tests share: finding GCC 12's sources and skipping without them.
//!
//! A test that needs GCC skips when a piece is absent (reported as `ignored (why)` by the
//! testkit harness), unless `GCCINT_REQUIRE_GCC=1` (set by CI), where the absence is a failure.

#![allow(dead_code)] // each test binary uses its own subset

use std::path::PathBuf;

use opts::{Model, SourceSet};

pub(crate) use testkit::skip;

/// GCC's source directory, or `None` after [`skip`]ping.
pub(crate) fn gcc_dir() -> Option<PathBuf> {
    let dir = opts::gcc::gcc_source_dir();
    if dir.is_none() {
        skip("GCC 12 sources not found (install gcc-12-source or set GCCINT_GCC_SRC)");
    }
    dir
}

/// Whether the machine's `gcc` is version 12 (the oracle of the differential tests); `false`
/// after [`skip`]ping.
pub(crate) fn have_gcc12() -> bool {
    let ok = std::process::Command::new("gcc")
        .arg("-dumpversion")
        .output()
        .is_ok_and(|v| String::from_utf8_lossy(&v.stdout).trim().starts_with("12"));
    if !ok {
        skip("gcc 12 not found");
    }
    ok
}

/// GCC 12's x86_64-linux option model, or `None` after [`skip`]ping.
pub(crate) fn gcc_model() -> Option<Model> {
    let dir = gcc_dir()?;
    let mut set = SourceSet::new();
    for f in opts::gcc::x86_64_linux_files(&dir) {
        set.add_file(&f).expect("readable .opt file");
    }
    Some(set.model().expect("GCC's files validate"))
}
