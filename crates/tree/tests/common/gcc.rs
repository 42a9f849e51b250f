//! Running the machine's gcc for differential tests: its `-fdump-tree-original` of a C
//! source, or a skip (`testkit::skip`: the test shows as ignored) when gcc cannot run (a
//! failure instead under `GCCINT_REQUIRE_GCC=1`, as CI sets it).

use std::process::Command;

/// Compiles `source` with gcc and the space-separated `options`, returning the
/// `-fdump-tree-original` text, or `None` (skipping) when gcc is not usable.
pub(crate) fn gcc_original(source: &str, options: &str) -> Option<String> {
    gcc_dump(source, options, "original").map(|b| String::from_utf8_lossy(&b).into_owned())
}

/// Compiles `source` with gcc, the space-separated `options` and `-fdump-tree-DUMP=FILE`
/// (`dump` is e.g. `"original-raw"`), returning the dump's bytes, or `None` (skipping)
/// when gcc is not usable.
pub(crate) fn gcc_dump(source: &str, options: &str, dump: &str) -> Option<Vec<u8>> {
    let options: Vec<&str> = options.split_whitespace().collect();
    compile_dump("gcc", "f.c", &options, source, dump)
}

/// [`gcc_dump`] for C++: compiles `source` with `g++ -O0 -w` and `-fdump-tree-DUMP=FILE`.
#[allow(dead_code)] // not every test binary that includes this file reads C++ dumps
pub(crate) fn gcc_dump_cplusplus(source: &str, dump: &str) -> Option<Vec<u8>> {
    compile_dump("g++", "f.C", &["-O0", "-w"], source, dump)
}

/// Writes `source` as `file_name` in a scratch directory, compiles it with `compiler -c`,
/// `options` and `-fdump-tree-DUMP=FILE`, and returns the dump's bytes; `None` (a skip, or
/// a failure under `GCCINT_REQUIRE_GCC=1`) when the compiler cannot produce it.
fn compile_dump(
    compiler: &str,
    file_name: &str,
    options: &[&str],
    source: &str,
    dump: &str,
) -> Option<Vec<u8>> {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("gccint-tree-dump-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let src = dir.join(file_name);
    let out = dir.join("f.dump");
    std::fs::write(&src, source).ok()?;
    let status = Command::new(compiler)
        .arg("-c")
        .args(options)
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
        let mut what = vec![compiler.to_string()];
        what.extend(options.iter().map(|o| o.to_string()));
        what.push(format!("-fdump-tree-{dump}"));
        testkit::skip(format_args!("{} could not run", what.join(" ")));
    }
    bytes
}
