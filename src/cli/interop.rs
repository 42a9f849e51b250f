//! `gccint tree import` and `gccint gcc`: real GCC GENERIC loaded into a `TreeContext`, from
//! the exporter plugin's JSON Lines or from GCC's `-fdump-tree-original-raw`.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, bail};
use tree::TreeContext;
use tree::interop::{Unit, import, raw, read};

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
    /// Arguments passed to the compiler, e.g. `-c t.c` (not `-dumpdir`: the documents are
    /// collected from a private dump directory).
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, required = true)]
    pub(crate) args: Vec<String>,
}

/// A loaded translation unit.
struct Loaded {
    tc: TreeContext,
    unit: Unit,
    /// For raw dumps: per function, what the dump lost (empty for the plugin's format).
    losses: Vec<Vec<String>>,
}

/// Reads `text` (named `file` in errors) as the plugin's format or a raw dump.
fn load(file: &str, text: &[u8]) -> anyhow::Result<Loaded> {
    let mut tc = TreeContext::new();
    let first = text.iter().find(|b| !b.is_ascii_whitespace());
    if first == Some(&b'{') {
        let text = std::str::from_utf8(text).with_context(|| format!("{file}: not UTF-8"))?;
        let doc = read(file, text)?;
        let unit = import(&mut tc, &doc)?;
        let losses = vec![Vec::new(); unit.functions().len()];
        return Ok(Loaded { tc, unit, losses });
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
    Ok(Loaded { tc, unit, losses })
}

/// Prints a loaded unit.
fn print(loaded: &Loaded, how: PrintAs, out: &mut dyn Write) -> anyhow::Result<()> {
    let Loaded { tc, unit, losses } = loaded;
    match how {
        PrintAs::Json => {
            out.write_all(
                serde_json::to_string(tc)
                    .context("serialising the arena")?
                    .as_bytes(),
            )?;
            out.write_all(b"\n")?;
        }
        PrintAs::Original | PrintAs::Debug => {
            for (f, lost) in unit.functions().iter().zip(losses) {
                let text = if how == PrintAs::Debug {
                    tc.debug_tree(f.decl, 8)?
                } else {
                    tc.dump_function_original(f.decl, &f.printable, f.assembler.as_deref())?
                };
                if !lost.is_empty() {
                    writeln!(out, ";; incomplete: the raw dump lost {}", lost.join(", "))?;
                }
                out.write_all(text.as_bytes())?;
            }
        }
    }
    Ok(())
}

/// Runs `gccint tree import`.
pub(crate) fn run_import(args: ImportArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    let name = args.file.display().to_string();
    let text = std::fs::read(&args.file).with_context(|| format!("reading {name}"))?;
    let loaded = load(&name, &text)?;
    print(&loaded, args.print, out)
}

/// Runs `gccint gcc`: the compiler with the exporter plugin, each unit loaded and printed.
pub(crate) fn run_gcc(args: GccArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    let plugin = gccint::plugin::build_for(&args.cc).context("building the exporter plugin")?;
    let dir = tempdir()?;
    let status = std::process::Command::new(&args.cc)
        .arg(format!("-fplugin={}", plugin.display()))
        // The plugin writes each unit's document beside its dumps.
        .arg("-dumpdir")
        .arg(format!("{}/", dir.display()))
        .args(&args.args)
        .status()
        .with_context(|| format!("running {}", args.cc))?;
    if !status.success() {
        let _ = std::fs::remove_dir_all(&dir);
        bail!("{} failed ({status})", args.cc);
    }
    let result = load_dir(&dir, args.print, out);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// Loads and prints every document the plugin wrote into `dir`, in name order.
fn load_dir(dir: &Path, how: PrintAs, out: &mut dyn Write) -> anyhow::Result<()> {
    let mut docs: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".gccint.jsonl"))
        .collect();
    docs.sort();
    if docs.is_empty() {
        bail!("the compiler wrote no GENERIC (no function definitions, or not compiling C/C++?)");
    }
    for doc in docs {
        let name = doc.display().to_string();
        let text = std::fs::read(&doc).with_context(|| format!("reading {name}"))?;
        let loaded = load(&name, &text)?;
        print(&loaded, how, out)?;
    }
    Ok(())
}

/// A fresh private directory for one run's documents.
fn tempdir() -> anyhow::Result<PathBuf> {
    let base = std::env::temp_dir();
    for n in 0..1000u32 {
        let dir = base.join(format!("gccint-gcc-{}-{n}", std::process::id()));
        if std::fs::create_dir(&dir).is_ok() {
            return Ok(dir);
        }
    }
    bail!("cannot create a directory under {}", base.display())
}
