//! Compiling one corpus file with the exporter plugin, telling apart a file GCC itself
//! rejects (not counted) from a plugin failure (an error of ours).

#![allow(dead_code)] // Shared by the interop and round-trip suites; each uses a part.

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
        cmd.arg("-c")
            .args(options)
            .arg(format!("-fdump-tree-original={}", original.display()));
        if with_plugin {
            cmd.arg(format!("-fplugin={}", so.display())).arg(format!(
                "-fplugin-arg-gccint_export-output={}",
                jsonl.display()
            ));
        }
        cmd.arg("-o").arg(dir.join("out.o")).arg(source);
        run_bounded(cmd).map_err(|e| format!("{compiler} cannot run: {e}"))
    };
    match run(true)? {
        Finished::Ok => {}
        with => {
            // GCC rejects the file, or does not finish it and its dump in time without the
            // plugin either (it loops on gcc.c-torture/compile/asmgoto-5.c at -O0; it needs
            // 25 s to write the 1.7 GB dump of g++.dg/parse/stack1.C's 11,000 nested ifs):
            // not counted. Otherwise the plugin is at fault.
            return match run(false)? {
                Finished::Ok => Err(format!(
                    "the plugin broke a compilation gcc manages alone: {}",
                    match with {
                        Finished::Failed(stderr) => stderr,
                        _ => format!("no end within {} s", LIMIT.as_secs()),
                    }
                )),
                _ => Ok(None),
            };
        }
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
    let mut cmd = Command::new(compiler);
    cmd.arg("-c")
        .args(options)
        .arg(format!("-fdump-tree-original-raw={}", raw.display()))
        .arg("-o")
        .arg(dir.join("out.o"))
        .arg(source);
    let result = match run_bounded(cmd) {
        Ok(Finished::Ok) => std::fs::read(&raw)
            .map(Some)
            .map_err(|e| format!("reading the raw dump: {e}")),
        Ok(_) => Ok(None),
        Err(e) => Err(format!("{compiler} cannot run: {e}")),
    };
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// How long one compilation may take: GCC itself never ends on a few torture files.
const LIMIT: std::time::Duration = std::time::Duration::from_secs(20);

/// How a bounded compilation ended.
enum Finished {
    Ok,
    /// A non-zero exit, with the last line of stderr.
    Failed(String),
    /// Killed at [`LIMIT`].
    TimedOut,
}

/// Runs `cmd` (stdout discarded, stderr's last line kept), killing it at [`LIMIT`].
fn run_bounded(cmd: Command) -> std::io::Result<Finished> {
    let (status, text) = run_bounded_for(cmd, LIMIT)?;
    Ok(match status {
        Some(s) if s.success() => Finished::Ok,
        Some(_) => Finished::Failed(text.lines().last().unwrap_or("").to_string()),
        None => Finished::TimedOut,
    })
}

/// Runs `cmd` in its own process group with stdout discarded, killing the whole group at
/// `limit`: its exit status (`None` when killed) and everything it wrote to stderr.
pub(crate) fn run_bounded_for(
    mut cmd: Command,
    limit: std::time::Duration,
) -> std::io::Result<(Option<std::process::ExitStatus>, String)> {
    use std::os::unix::process::CommandExt as _;
    use std::process::Stdio;
    // Its own process group, so that a timeout kills cc1 too, not just the driver.
    let mut child = cmd
        .process_group(0)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut stderr = child.stderr.take();
    // Drain stderr on a thread so a chatty compiler never blocks on a full pipe.
    let drain = std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(s) = stderr.as_mut() {
            let _ = std::io::Read::read_to_string(s, &mut text);
        }
        text
    });
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if start.elapsed() > limit {
            // `--`: procps' kill reads a bare negative number as an option.
            let _ = Command::new("kill")
                .args(["-s", "KILL", "--"])
                .arg(format!("-{}", child.id()))
                .status();
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    Ok((status, drain.join().unwrap_or_default()))
}
