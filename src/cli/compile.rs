//! `gccint tree compile`: a document imported into a `TreeContext`, exported again and
//! compiled by GCC through the importer plugin.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context as _, bail};
use gccint::compile::{CompileOptions, compile_document};
use tree::TreeContext;
use tree::interop::{export_unit, import, read, write};

/// Arguments of `gccint tree compile`.
#[derive(clap::Args, Debug)]
pub(crate) struct CompileArgs {
    /// The document: the exporter plugin's `.gccint.jsonl`, or one `export` wrote.
    document: PathBuf,
    /// The output: an object file, or assembly when it ends in `.s` (or with `-S`).
    #[arg(short = 'o', long = "output")]
    output: PathBuf,
    /// The compiler driver whose cc1 loads the importer plugin.
    #[arg(long, default_value = "gcc", value_parser = ["gcc"])]
    cc: String,
    /// Also write the document GCC compiles (the arena's export) to this path.
    #[arg(long, value_name = "PATH")]
    keep_document: Option<PathBuf>,
    /// Arguments passed to GCC (`-O2`, `-g`, `-fPIC`, ...), after `--`.
    #[arg(last = true)]
    gcc_args: Vec<String>,
}

/// Runs `gccint tree compile`.
pub(crate) fn run(args: CompileArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    let file = args.document.display().to_string();
    let bytes = std::fs::read(&args.document).with_context(|| format!("reading {file}"))?;
    let Ok(text) = std::str::from_utf8(&bytes) else {
        bail!("{file}: not UTF-8 text: a document is JSON Lines");
    };
    if text.trim().is_empty() {
        bail!("{file}: an empty document: expected a header record");
    }
    let doc = read(&file, text)?;
    let mut tc = TreeContext::new();
    let unit = import(&mut tc, &doc)?;
    let opts = CompileOptions {
        cc: args.cc,
        output: args.output,
        args: args.gcc_args,
        plugin: None,
    };
    let export = export_unit(&tc, &unit, "c", &doc.header.input)?;
    if let Some(path) = &args.keep_document {
        std::fs::write(path, write(&export))
            .with_context(|| format!("writing {}", path.display()))?;
    }
    let done = compile_document(&export, &opts)?;
    out.write_all(done.stderr.as_bytes())?;
    Ok(())
}
