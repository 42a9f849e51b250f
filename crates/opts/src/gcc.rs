//! Where GCC keeps its `.opt` files: the x86_64-linux set its build reads.

use std::path::{Path, PathBuf};

/// The `.opt` files GCC 12's build reads for an x86_64-linux compiler, relative to its
/// `gcc/` directory, in `ALL_OPT_FILES` order: the front ends' `lang.opt` files
/// (`@lang_opt_files@`), then `c-family/c.opt`, `common.opt`, `params.opt`,
/// `analyzer/analyzer.opt` (Makefile.in), then `extra_options` from config.gcc.
///
/// The order does not change the output: GCC's gatherer sorts all records.
pub const X86_64_LINUX_OPT_FILES: [&str; 14] = [
    "ada/gcc-interface/lang.opt",
    "d/lang.opt",
    "fortran/lang.opt",
    "go/lang.opt",
    "lto/lang.opt",
    "c-family/c.opt",
    "common.opt",
    "params.opt",
    "analyzer/analyzer.opt",
    "config/fused-madd.opt",
    "config/i386/i386.opt",
    "config/gnu-user.opt",
    "config/linux.opt",
    "config/linux-android.opt",
];

/// GCC's `gcc/` source directory: `$GCCINT_GCC_SRC/gcc` when that is set, else the
/// Debian `gcc-12-source` location, if it holds `common.opt`.
pub fn gcc_source_dir() -> Option<PathBuf> {
    let candidates = [
        std::env::var_os("GCCINT_GCC_SRC").map(|d| Path::new(&d).join("gcc")),
        Some(PathBuf::from("/usr/src/gcc-12/gcc-12.2.0/gcc")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|d| d.join("common.opt").is_file())
}

/// The x86_64-linux `.opt` files under `gcc_dir`.
pub fn x86_64_linux_files(gcc_dir: &Path) -> Vec<PathBuf> {
    X86_64_LINUX_OPT_FILES
        .iter()
        .map(|f| gcc_dir.join(f))
        .collect()
}
