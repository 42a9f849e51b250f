//! Where GCC keeps its `.opt` files and which of them a configuration reads.

use std::path::{Path, PathBuf};

/// The `.opt` files every GCC 12 configuration reads: `lang_opt_files` of Makefile.in with
/// all front ends (their `lang.opt` files, then `c-family/c.opt`, `common.opt`,
/// `params.opt`, `analyzer/analyzer.opt`).
pub const COMMON_OPT_FILES: [&str; 9] = [
    "ada/gcc-interface/lang.opt",
    "d/lang.opt",
    "fortran/lang.opt",
    "go/lang.opt",
    "lto/lang.opt",
    "c-family/c.opt",
    "common.opt",
    "params.opt",
    "analyzer/analyzer.opt",
];

/// Linux configurations and the target `.opt` files (`extra_options` of config.gcc) each
/// adds to [`COMMON_OPT_FILES`]; the tests compare each with GCC's own generator.
pub const CONFIGURATIONS: [(&str, &[&str]); 4] = [
    ("x86_64-linux", &X86_64_LINUX_TARGET_FILES),
    (
        "aarch64-linux",
        &[
            "config/aarch64/aarch64.opt",
            "config/gnu-user.opt",
            "config/linux.opt",
        ],
    ),
    (
        "riscv64-linux",
        &[
            "config/riscv/riscv.opt",
            "config/gnu-user.opt",
            "config/linux.opt",
        ],
    ),
    (
        "powerpc64-linux",
        &[
            "config/rs6000/rs6000.opt",
            "config/rs6000/rs6000-tables.opt",
            "config/rs6000/sysv4.opt",
            "config/rs6000/linux64.opt",
            "config/gnu-user.opt",
            "config/linux.opt",
        ],
    ),
];

/// `extra_options` of config.gcc for x86_64-*-linux*.
const X86_64_LINUX_TARGET_FILES: [&str; 5] = [
    "config/fused-madd.opt",
    "config/i386/i386.opt",
    "config/gnu-user.opt",
    "config/linux.opt",
    "config/linux-android.opt",
];

/// The `.opt` files GCC 12's build reads for an x86_64-linux compiler, relative to its
/// `gcc/` directory, in `ALL_OPT_FILES` order: [`COMMON_OPT_FILES`], then `extra_options`
/// from config.gcc. The order does not change the output: GCC's gatherer sorts all records.
pub const X86_64_LINUX_OPT_FILES: [&str; 14] =
    concat(&COMMON_OPT_FILES, &X86_64_LINUX_TARGET_FILES);

/// `a` followed by `b` (a compile-time error if `N` is not their total length).
const fn concat<const N: usize>(a: &[&'static str], b: &[&'static str]) -> [&'static str; N] {
    let mut out = [""; N];
    let mut i = 0;
    while i < a.len() {
        out[i] = a[i];
        i += 1;
    }
    let mut j = 0;
    while j < b.len() {
        out[i + j] = b[j];
        j += 1;
    }
    assert!(i + j == N, "concat: wrong length");
    out
}

/// The `.opt` files of configuration `target` (one of [`CONFIGURATIONS`]) under `gcc_dir`.
pub fn configuration_files(gcc_dir: &Path, target: &str) -> Option<Vec<PathBuf>> {
    let (_, extra) = CONFIGURATIONS.iter().find(|(t, _)| *t == target)?;
    Some(
        COMMON_OPT_FILES
            .iter()
            .chain(extra.iter())
            .map(|f| gcc_dir.join(f))
            .collect(),
    )
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_x86_64_configuration_is_the_fourteen_files() {
        let dir = Path::new("/gcc");
        assert_eq!(
            configuration_files(dir, "x86_64-linux"),
            Some(x86_64_linux_files(dir))
        );
        assert_eq!(configuration_files(dir, "vax-vms"), None);
    }
}
