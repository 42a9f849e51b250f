//! `gccint tree import` and `gccint gcc`: real GCC GENERIC loaded into a `TreeContext`, from
//! the exporter plugin's JSON Lines or from GCC's `-fdump-tree-original-raw`.

mod gcc;
mod input;

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context as _;
use tree::TreeContext;
use tree::interop::{Unit, import, raw, read};

pub(crate) use gcc::run_gcc;

/// How `tree import` and `gcc` print what they loaded.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum PrintAs {
    /// Exactly what `gcc -fdump-tree-original` writes.
    #[default]
    Original,
    /// A debug_tree-style structural dump of each function.
    Debug,
    /// The whole arena as JSON.
    Json,
}

/// Arguments of `gccint tree import`.
#[derive(clap::Args, Debug)]
pub(crate) struct ImportArgs {
    /// The plugin's `.gccint.jsonl` or a `-fdump-tree-original-raw` dump (told apart by
    /// content; a raw dump is C++ when its name carries a C++ source suffix, e.g.
    /// `t.C.005t.original`).
    pub(crate) file: PathBuf,
    /// What to print.
    #[arg(long, value_enum, default_value_t)]
    pub(crate) print: PrintAs,
}

/// Arguments of `gccint gcc`.
#[derive(clap::Args, Debug)]
pub(crate) struct GccArgs {
    /// What to print for each translation unit.
    #[arg(long, value_enum, default_value_t)]
    pub(crate) print: PrintAs,
    /// The compiler to run (`gcc`, `g++`, `gcc-12`, …).
    #[arg(long, default_value = "gcc")]
    pub(crate) cc: String,
    /// Keep the plugin's document at PATH (with several units: a directory holding one
    /// document per unit) instead of deleting it.
    #[arg(long, value_name = "PATH")]
    pub(crate) keep_document: Option<PathBuf>,
    /// Arguments passed to the compiler, e.g. `-c t.c`; GCC's own dumps and temporary
    /// files go where these options put them.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, required = true)]
    pub(crate) args: Vec<String>,
}

/// A loaded translation unit.
struct Loaded {
    /// The file it came from, for messages.
    name: String,
    tc: TreeContext,
    unit: Unit,
    /// For raw dumps: per function, what the dump lost (empty for the plugin's format).
    losses: Vec<Vec<String>>,
    /// A raw dump: functions are printed with holes where the dump lost what printing
    /// needs, never stopping the file.
    raw: bool,
}

/// Reads `text` (named `file` in errors) as the plugin's format or a raw dump; an empty or
/// binary file is an error that says so.
fn load(file: &str, text: &[u8]) -> anyhow::Result<Loaded> {
    input::check(file, text)?;
    let mut tc = TreeContext::new();
    let first = text.iter().find(|b| !b.is_ascii_whitespace());
    if first == Some(&b'{') {
        let text = std::str::from_utf8(text).with_context(|| format!("{file}: not UTF-8"))?;
        let doc = read(file, text)?;
        let unit = import(&mut tc, &doc)?;
        let losses = vec![Vec::new(); unit.functions().len()];
        return Ok(Loaded {
            name: file.to_string(),
            tc,
            unit,
            losses,
            raw: false,
        });
    }
    // A raw dump names no language; GCC names it after the source (`t.C.005t.original`).
    let cxx = [".C", ".cc", ".cpp", ".cxx", ".c++"]
        .iter()
        .any(|ext| file.ends_with(ext) || file.contains(&format!("{ext}.")));
    let language = if cxx { "c++" } else { "c" };
    let raw = raw::read(file, text, language)?;
    let unit = import(&mut tc, &raw.document)?;
    let losses = raw
        .functions
        .iter()
        .map(|f| {
            f.losses
                .iter()
                .filter(|l| l.affects_printing())
                .map(|l| l.kind().to_string())
                .collect()
        })
        .collect();
    Ok(Loaded {
        name: file.to_string(),
        tc,
        unit,
        losses,
        raw: true,
    })
}

/// Prints a loaded unit. A raw dump's incomplete function is printed with what it has:
/// `;;` notes before its header name what the dump lost, and each part that could not be
/// printed (a `<<< … >>>` marker in the text); complete functions print exactly as GCC's
/// dump. `file` names the unit in the summary written to `err` when some were incomplete.
fn print(
    loaded: &Loaded,
    how: PrintAs,
    file: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> anyhow::Result<()> {
    let Loaded {
        name,
        tc,
        unit,
        losses,
        raw,
    } = loaded;
    if unit.functions().is_empty() && how != PrintAs::Json {
        // Legitimate (a unit without function definitions) but rarely what was meant.
        writeln!(
            err,
            "gccint: warning: {name} holds no function: nothing to print"
        )?;
    }
    if how == PrintAs::Json {
        out.write_all(
            serde_json::to_string(tc)
                .context("serialising the arena")?
                .as_bytes(),
        )?;
        out.write_all(b"\n")?;
        return Ok(());
    }
    let (mut incomplete, mut with_holes) = (0, 0);
    for (f, lost) in unit.functions().iter().zip(losses) {
        let (text, holes) = if how == PrintAs::Debug {
            (tc.debug_tree(f.decl, 8)?, Vec::new())
        } else if *raw {
            let p =
                tc.dump_function_original_with_holes(f.decl, &f.printable, f.assembler.as_deref());
            match p {
                Ok(p) => (p.text, p.holes),
                // A cycle or nesting past the printer's limit: the header alone.
                Err(e) => (header(&f.printable, f.assembler.as_deref()), vec![e]),
            }
        } else {
            let text = tc.dump_function_original(f.decl, &f.printable, f.assembler.as_deref());
            (text?, Vec::new())
        };
        if !lost.is_empty() || !holes.is_empty() {
            incomplete += 1;
        }
        if !lost.is_empty() {
            writeln!(out, ";; incomplete: the raw dump lost {}", tally(lost))?;
        }
        if !holes.is_empty() {
            with_holes += 1;
        }
        for hole in &holes {
            writeln!(out, ";; not printed: {hole}")?;
        }
        out.write_all(text.as_bytes())?;
    }
    if incomplete > 0 {
        writeln!(
            err,
            "{file}: {} of {} functions complete; {incomplete} incomplete ({with_holes} with \
             parts not printed), marked by `;;` notes",
            unit.functions().len() - incomplete,
            unit.functions().len()
        )?;
    }
    Ok(())
}

/// The two header lines GCC's dump starts a function with, for a function whose body
/// could not be printed at all.
fn header(printable: &str, assembler: Option<&str>) -> String {
    let assembler = assembler.unwrap_or("null");
    format!("\n;; Function {printable} ({assembler})\n;; enabled by -tree-original\n\n\n\n\n")
}

/// Loss kinds in first-seen order, each with its count when more than one:
/// `decl_uid ×3, bind_vars`.
fn tally(lost: &[String]) -> String {
    let mut kinds: Vec<(&str, usize)> = Vec::new();
    for l in lost {
        match kinds.iter_mut().find(|(k, _)| k == l) {
            Some((_, n)) => *n += 1,
            None => kinds.push((l, 1)),
        }
    }
    kinds
        .iter()
        .map(|(k, n)| match n {
            1 => k.to_string(),
            n => format!("{k} \u{d7}{n}"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Runs `gccint tree import`.
pub(crate) fn run_import(args: ImportArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    let name = args.file.display().to_string();
    let text = std::fs::read(&args.file).with_context(|| format!("reading {name}"))?;
    let loaded = load(&name, &text)?;
    print(&loaded, args.print, &name, out, &mut std::io::stderr())
}
