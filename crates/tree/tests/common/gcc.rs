//! Running the machine's gcc for differential tests: its `-fdump-tree-original` of a C
//! source, or a skip with a message when gcc cannot run (a failure instead under
//! `GCCINT_REQUIRE_GCC=1`, as CI sets it).

use std::process::Command;

/// Whether the environment demands that gcc be usable.
fn require_gcc() -> bool {
    std::env::var("GCCINT_REQUIRE_GCC").as_deref() == Ok("1")
}

/// Compiles `source` with gcc and the space-separated `options`, returning the
/// `-fdump-tree-original` text, or `None` (skipping) when gcc is not usable.
pub(crate) fn gcc_original(source: &str, options: &str) -> Option<String> {
    gcc_dump(source, options, "original").map(|b| String::from_utf8_lossy(&b).into_owned())
}

/// Compiles `source` with gcc, the space-separated `options` and `-fdump-tree-DUMP=FILE`
/// (`dump` is e.g. `"original-raw"`), returning the dump's bytes, or `None` (skipping)
/// when gcc is not usable.
pub(crate) fn gcc_dump(source: &str, options: &str, dump: &str) -> Option<Vec<u8>> {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("gccint-tree-dump-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let src = dir.join("f.c");
    let out = dir.join("f.dump");
    std::fs::write(&src, source).ok()?;
    let status = Command::new("gcc")
        .arg("-c")
        .args(options.split_whitespace())
        .arg(format!("-fdump-tree-{dump}={}", out.display()))
        .arg("-o")
        .arg(dir.join("f.o"))
        .arg(&src)
        .status();
    let bytes = match status {
        Ok(s) if s.success() => std::fs::read(&out).ok(),
        _ => None,
    };
    let _ = std::fs::remove_dir_all(&dir);
    if bytes.is_none() {
        assert!(
            !require_gcc(),
            "gcc {options} -fdump-tree-{dump} is required (GCCINT_REQUIRE_GCC=1) but could not run"
        );
        eprintln!("skipping: gcc {options} -fdump-tree-{dump} not available");
    }
    bytes
}

/// [`gcc_dump`] for C++: compiles `source` with `g++ -O0 -w` and `-fdump-tree-DUMP=FILE`.
#[allow(dead_code)] // not every test binary that includes this file reads C++ dumps
pub(crate) fn gcc_dump_cplusplus(source: &str, dump: &str) -> Option<Vec<u8>> {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("gccint-tree-cxx-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let src = dir.join("f.C");
    let out = dir.join("f.dump");
    std::fs::write(&src, source).ok()?;
    let status = Command::new("g++")
        .args(["-c", "-O0", "-w"])
        .arg(format!("-fdump-tree-{dump}={}", out.display()))
        .arg("-o")
        .arg(dir.join("f.o"))
        .arg(&src)
        .status();
    let bytes = match status {
        Ok(s) if s.success() => std::fs::read(&out).ok(),
        _ => None,
    };
    let _ = std::fs::remove_dir_all(&dir);
    if bytes.is_none() {
        assert!(
            !require_gcc(),
            "g++ -fdump-tree-{dump} is required (GCCINT_REQUIRE_GCC=1) but could not run"
        );
        eprintln!("skipping: g++ -fdump-tree-{dump} not available");
    }
    bytes
}
