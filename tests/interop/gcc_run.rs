//! Compiling one corpus file with the exporter plugin, telling apart a file GCC itself
//! rejects (not counted) from a plugin failure (an error of ours).

use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The plugin's document and GCC's dumps for one file.
pub(crate) struct Outputs {
    /// The exporter's JSON Lines text.
    pub(crate) jsonl: String,
    /// `-fdump-tree-original`.
    pub(crate) original: String,
}

/// Compiles `source` with `compiler`, the plugin `so`, the original dump and `options`.
/// `Ok(None)`: GCC rejects the file without the plugin too. `Err`: the plugin broke a
/// compilation GCC manages alone, or wrote nothing.
pub(crate) fn compile_with_plugin(
    compiler: &str,
    so: &Path,
    source: &Path,
    options: &[&str],
) -> Result<Option<Outputs>, String> {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gccint-corpus-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("scratch directory: {e}"))?;
    let result = compile_in(compiler, so, source, options, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn compile_in(
    compiler: &str,
    so: &Path,
    source: &Path,
    options: &[&str],
    dir: &Path,
) -> Result<Option<Outputs>, String> {
    let jsonl = dir.join("out.gccint.jsonl");
    let original = dir.join("out.original");
    let run = |with_plugin: bool| {
        let mut cmd = Command::new(compiler);
        cmd.arg("-c").args(options);
        if with_plugin {
            cmd.arg(format!("-fplugin={}", so.display()))
                .arg(format!(
                    "-fplugin-arg-gccint_export-output={}",
                    jsonl.display()
                ))
                .arg(format!("-fdump-tree-original={}", original.display()));
        }
        cmd.arg("-o").arg(dir.join("out.o")).arg(source).output()
    };
    let with = run(true).map_err(|e| format!("{compiler} cannot run: {e}"))?;
    if !with.status.success() {
        let alone = run(false).map_err(|e| format!("{compiler} cannot run: {e}"))?;
        return if alone.status.success() {
            Err(format!(
                "the plugin broke a compilation gcc manages alone: {}",
                String::from_utf8_lossy(&with.stderr)
                    .lines()
                    .last()
                    .unwrap_or("")
            ))
        } else {
            Ok(None)
        };
    }
    let text = |p: &Path| {
        std::fs::read(p)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .map_err(|e| format!("reading {}: {e}", p.display()))
    };
    Ok(Some(Outputs {
        jsonl: text(&jsonl)?,
        original: text(&original)?,
    }))
}

/// GCC's `-fdump-tree-original-raw` of `source` (a second compilation: one dump file per
/// pass) as bytes — GCC prints strings unescaped, so the dump need not be UTF-8 — or `None`
/// when GCC rejects the file.
pub(crate) fn raw_dump(
    compiler: &str,
    source: &Path,
    options: &[&str],
) -> Result<Option<Vec<u8>>, String> {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gccint-raw-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("scratch directory: {e}"))?;
    let raw = dir.join("out.raw");
    let run = Command::new(compiler)
        .arg("-c")
        .args(options)
        .arg(format!("-fdump-tree-original-raw={}", raw.display()))
        .arg("-o")
        .arg(dir.join("out.o"))
        .arg(source)
        .output()
        .map_err(|e| format!("{compiler} cannot run: {e}"));
    let result = match run {
        Ok(r) if r.status.success() => std::fs::read(&raw)
            .map(Some)
            .map_err(|e| format!("reading the raw dump: {e}")),
        Ok(_) => Ok(None),
        Err(e) => Err(e),
    };
    let _ = std::fs::remove_dir_all(&dir);
    result
}
