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

impl Scratch {
    pub(crate) fn new(what: &str) -> Scratch {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
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
    let doc = dir.join("doc.gccint.jsonl");
    let mut cmd = Command::new("gcc");
    cmd.args(["-c", "-O0", "-w"])
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
    let opts = CompileOptions {
        cc: "gcc".into(),
        output: object.clone(),
        args: vec![level.into(), "-w".into()],
        plugin: Some(plugins.importer.clone()),
    };
    match compile_document(doc, &opts) {
        Ok(_) => {}
        Err(CompileError::Gcc { stderr, .. }) => {
            return Err(format!(
                "gcc refused the document: {}",
                first_error(&stderr)
            ));
        }
        Err(e) => return Err(format!("compile: {e}")),
    }
    let exe = dir.join(format!("imp{level}"));
    let mut cmd = Command::new("gcc");
    cmd.arg(&object).arg("-o").arg(&exe).arg("-lm");
    match run(cmd) {
        Ok((Some(s), _)) if s.success() => Ok(exe),
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
