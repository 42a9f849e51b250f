//! One program's round trip: gcc and the exporter plugin write its document; gccint reads
//! it, imports it into a `TreeContext` and exports it again; GCC compiles that export
//! through the importer plugin; the program links and runs. Its exit must equal the exit
//! of the program gcc builds from the C source at the same level.

#![allow(dead_code)] // Shared by the round-trip suite and the compile API tests.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use gccint::compile::{CompileError, CompileOptions, compile_document};
use tree::TreeContext;
use tree::interop::format::Document;
use tree::interop::{export_unit, import, read};

use crate::gcc_run::run_bounded_for;

/// How long a compilation or a program run may take.
const LIMIT: Duration = Duration::from_secs(20);

/// The two plugins.
pub(crate) struct Plugins {
    pub(crate) exporter: PathBuf,
    pub(crate) importer: PathBuf,
}

/// A scratch directory, removed when dropped.
pub(crate) struct Scratch(pub(crate) PathBuf);

/// A number no other call in this process returned.
fn next_number() -> usize {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

impl Scratch {
    pub(crate) fn new(what: &str) -> Scratch {
        let n = next_number();
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("gccint-{what}-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("create a scratch directory");
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs `cmd` bounded: `Some(status)` when it ended, `None` when killed.
fn run(cmd: Command) -> Result<(Option<ExitStatus>, String), String> {
    run_bounded_for(cmd, LIMIT).map_err(|e| format!("cannot run: {e}"))
}

/// The document the exporter writes for `source` at -O0, or `None` when gcc rejects it.
pub(crate) fn export(plugins: &Plugins, source: &Path, dir: &Path) -> Option<Document> {
    export_with(plugins, source, &[], dir)
}

/// [`export`] with further arguments for gcc (`-I`, `-D`).
pub(crate) fn export_with(
    plugins: &Plugins,
    source: &Path,
    args: &[&str],
    dir: &Path,
) -> Option<Document> {
    let doc = dir.join("doc.gccint.jsonl");
    let mut cmd = Command::new("gcc");
    cmd.args(["-c", "-O0", "-w"])
        .args(args)
        .arg(format!("-fplugin={}", plugins.exporter.display()))
        .arg(format!(
            "-fplugin-arg-gccint_export-output={}",
            doc.display()
        ))
        .arg("-o")
        .arg(dir.join("export.o"))
        .arg(source);
    match run(cmd) {
        Ok((Some(s), _)) if s.success() => {}
        _ => return None,
    }
    let text = std::fs::read_to_string(&doc).ok()?;
    Some(read(&doc.display().to_string(), &text).expect("the exporter's document reads"))
}

/// The document again, as gccint holds it: imported into a fresh context and exported.
pub(crate) fn through_the_arena(doc: &Document) -> Result<Document, String> {
    let mut tc = TreeContext::new();
    let unit = import(&mut tc, doc).map_err(|e| format!("import: {e}"))?;
    export_unit(&tc, &unit, &doc.header.language, &doc.header.input)
        .map_err(|e| format!("export: {e}"))
}

/// How one program ended: its exit code, or the signal that ended it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    Exit(i32),
    Signal(i32),
}

fn ending(status: ExitStatus) -> Ending {
    use std::os::unix::process::ExitStatusExt as _;
    match status.code() {
        Some(c) => Ending::Exit(c),
        None => Ending::Signal(status.signal().unwrap_or(0)),
    }
}

/// Runs `exe` bounded; `None` when it had to be killed.
pub(crate) fn run_program(exe: &Path) -> Option<Ending> {
    match run(Command::new(exe)) {
        Ok((Some(s), _)) => Some(ending(s)),
        _ => None,
    }
}

/// Runs `exe` with `args` in `dir`, bounded, reading `input` (nothing when `None`): how it
/// ended and what it wrote to stdout, or `None` when it had to be killed.
pub(crate) fn run_capturing(
    exe: &Path,
    args: &[&str],
    input: Option<&Path>,
    dir: &Path,
) -> Option<(Ending, Vec<u8>)> {
    let out = dir.join(format!("stdout-{}", next_number()));
    // The bounded runner discards stdout; a shell redirects it to a file first.
    let mut cmd = Command::new("sh");
    cmd.current_dir(dir)
        .arg("-c")
        .arg(r#"exec "$0" "$@" <"$GCCINT_STDIN" >"$GCCINT_STDOUT""#)
        .arg(exe)
        .args(args)
        .env(
            "GCCINT_STDIN",
            input.unwrap_or_else(|| Path::new("/dev/null")),
        )
        .env("GCCINT_STDOUT", &out);
    let status = match run(cmd) {
        Ok((Some(s), _)) => ending(s),
        _ => return None,
    };
    Some((status, std::fs::read(&out).unwrap_or_default()))
}

/// gcc builds `source` at `level` and runs it; `None` when gcc rejects it or it hangs.
/// At -O0 the object [`export`] compiled is that build already (the exporter changes no
/// code): it is only linked.
pub(crate) fn reference(source: &Path, level: &str, dir: &Path) -> Option<Ending> {
    let exe = dir.join(format!("ref{level}"));
    let exported = dir.join("export.o");
    let mut cmd = Command::new("gcc");
    if level == "-O0" && exported.is_file() {
        cmd.arg(&exported);
    } else {
        cmd.args([level, "-w"]).arg(source);
    }
    cmd.arg("-o").arg(&exe).arg("-lm");
    match run(cmd) {
        Ok((Some(s), _)) if s.success() => run_program(&exe),
        _ => None,
    }
}

/// Compiles `doc` through the importer at `level` and links it: the executable, or the
/// mismatch class.
pub(crate) fn build_from(
    plugins: &Plugins,
    doc: &Document,
    level: &str,
    dir: &Path,
) -> Result<PathBuf, String> {
    let object = dir.join(format!("imp{level}.o"));
    compile_to(plugins, doc, level, &object)?;
    let exe = dir.join(format!("imp{level}"));
    link(&[object], &exe)?;
    Ok(exe)
}

/// Compiles `doc` through the importer at `level` into `object`, or says why not (the
/// mismatch class).
pub(crate) fn compile_to(
    plugins: &Plugins,
    doc: &Document,
    level: &str,
    object: &Path,
) -> Result<(), String> {
    let opts = CompileOptions {
        cc: "gcc".into(),
        output: object.to_path_buf(),
        args: vec![level.into(), "-w".into()],
        plugin: Some(plugins.importer.clone()),
    };
    match compile_document(doc, &opts) {
        Ok(_) => Ok(()),
        Err(CompileError::Gcc { stderr, .. }) => Err(format!(
            "gcc refused the document: {}",
            first_error(&stderr)
        )),
        Err(e) => Err(format!("compile: {e}")),
    }
}

/// Links `objects` (with `-lm`) into `exe`, or says why not.
pub(crate) fn link(objects: &[PathBuf], exe: &Path) -> Result<(), String> {
    let mut cmd = Command::new("gcc");
    cmd.args(objects).arg("-o").arg(exe).arg("-lm");
    match run(cmd) {
        Ok((Some(s), _)) if s.success() => Ok(()),
        Ok((_, stderr)) => Err(format!("link failed: {}", first_error(&stderr))),
        Err(e) => Err(e),
    }
}

/// A diagnostic's class: its first error line, with positions and temporary paths cut.
fn first_error(stderr: &str) -> String {
    let line = stderr
        .lines()
        .find(|l| l.contains("error") || l.contains("internal compiler"))
        .unwrap_or_else(|| stderr.lines().next().unwrap_or(""));
    let message = line.rsplit(": ").next().unwrap_or(line);
    message.chars().take(120).collect()
}
