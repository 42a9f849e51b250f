//! Running gcc with gccint's exporter plugin (`gcc-plugin/`): builds `gccint_export.so` once
//! per test process (under Cargo's target tmp directory, never in the source tree), compiles a
//! source with it and `-fdump-tree-original`, and returns both outputs.
//!
//! When gcc, make or GCC's plugin headers are missing, the helpers call `testkit::skip` (the
//! test shows as ignored, with why, under testkit's harness) and return `None` so the calling
//! test can stop — unless `GCCINT_REQUIRE_GCC=1` (CI), where that is a failure.
//! A compilation that fails once everything is present is always a failure.

#![allow(dead_code)] // Shared by several test crates; each uses a part.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

/// What one compilation produced.
#[derive(Debug, Clone)]
pub(crate) struct PluginOutput {
    /// The plugin's JSON Lines document.
    pub(crate) jsonl: String,
    /// GCC's `-fdump-tree-original` text for the same compilation.
    pub(crate) original: String,
}

/// Whether the environment demands that gcc and the plugin be usable.
pub(crate) fn gcc_required() -> bool {
    testkit::gcc_required()
}

/// Skips (`testkit::skip`, returns `None`), or fails under `GCCINT_REQUIRE_GCC=1`.
fn skip<T>(why: &str) -> Option<T> {
    testkit::skip(why);
    None
}

/// Cargo's per-target scratch directory for integration tests.
fn scratch_root() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
}

/// GCC's plugin directory when its headers are installed.
fn plugin_headers() -> Option<PathBuf> {
    let out = Command::new("gcc")
        .arg("-print-file-name=plugin")
        .output()
        .ok()?;
    let dir = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    dir.join("include/gcc-plugin.h").is_file().then_some(dir)
}

/// Builds the plugin (once per process) and returns the `.so`, or the reason it cannot.
fn build_plugin() -> Result<PathBuf, String> {
    if plugin_headers().is_none() {
        return Err("gcc or GCC's plugin headers (gcc-12-plugin-dev) are not installed".into());
    }
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("gcc-plugin");
    let out = scratch_root().join("gccint-plugin");
    let result = Command::new("make")
        .arg("-s")
        .arg("-C")
        .arg(&source)
        .arg(format!("OUT={}", out.display()))
        .output()
        .map_err(|e| format!("make cannot run: {e}"))?;
    // Headers present but the build fails: the plugin is broken, not the machine.
    assert!(
        result.status.success(),
        "building gcc-plugin failed:\n{}{}",
        String::from_utf8_lossy(&result.stdout),
        String::from_utf8_lossy(&result.stderr)
    );
    Ok(out.join("gccint_export.so"))
}

/// The importer plugin, built with the exporter, or `None` (skip).
pub(crate) fn importer_so() -> Option<PathBuf> {
    Some(plugin_so()?.with_file_name("gccint_import.so"))
}

/// The built plugin, or `None` (skip) when the machine cannot build it.
pub(crate) fn plugin_so() -> Option<PathBuf> {
    static BUILT: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    match BUILT.get_or_init(build_plugin) {
        Ok(path) => Some(path.clone()),
        Err(why) => skip(why),
    }
}

/// Compiles `source` (written as `file_name`, whose extension picks the language) with
/// `compiler` (`"gcc"` or `"g++"`), `-c` and `options`, with the plugin and the original dump.
pub(crate) fn export_source(
    compiler: &str,
    file_name: &str,
    source: &str,
    options: &[&str],
) -> Option<PluginOutput> {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let so = plugin_so()?;
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = scratch_root().join(format!("gccint-plugin-run-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create a scratch directory");
    let path = dir.join(file_name);
    std::fs::write(&path, source).expect("write the test source");
    let output = compile(compiler, &so, &path, &dir, options);
    let _ = std::fs::remove_dir_all(&dir);
    output
}

/// Like [`export_source`] for an existing file; outputs go to a scratch directory.
pub(crate) fn export_file(compiler: &str, path: &Path, options: &[&str]) -> Option<PluginOutput> {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let so = plugin_so()?;
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = scratch_root().join(format!("gccint-plugin-file-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create a scratch directory");
    let output = compile(compiler, &so, path, &dir, options);
    let _ = std::fs::remove_dir_all(&dir);
    output
}

fn compile(
    compiler: &str,
    so: &Path,
    source: &Path,
    dir: &Path,
    options: &[&str],
) -> Option<PluginOutput> {
    let jsonl = dir.join("out.gccint.jsonl");
    let original = dir.join("out.original");
    let run = Command::new(compiler)
        .arg("-c")
        .args(options)
        .arg(format!("-fplugin={}", so.display()))
        .arg(format!(
            "-fplugin-arg-gccint_export-output={}",
            jsonl.display()
        ))
        .arg(format!("-fdump-tree-original={}", original.display()))
        .arg("-o")
        .arg(dir.join("out.o"))
        .arg(source)
        .output();
    let run = match run {
        Ok(run) => run,
        Err(e) => return skip(&format!("{compiler} cannot run: {e}")),
    };
    assert!(
        run.status.success(),
        "{compiler} {} with the plugin failed:\n{}",
        source.display(),
        String::from_utf8_lossy(&run.stderr)
    );
    let read = |p: &Path| {
        std::fs::read_to_string(p).unwrap_or_else(|e| panic!("reading {}: {e}", p.display()))
    };
    Some(PluginOutput {
        jsonl: read(&jsonl),
        // The dump is compared as text; bytes that are not UTF-8 (raw identifiers) become U+FFFD.
        original: String::from_utf8_lossy(&std::fs::read(&original).expect("read the dump"))
            .into_owned(),
    })
}
