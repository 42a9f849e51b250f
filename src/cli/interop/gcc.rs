//! `gccint gcc`: the compiler run with the exporter plugin, which writes each unit's document
//! into a private directory (`output=DIR/`), so GCC's own dumps and temporaries
//! (`-fdump-tree-original`, `-save-temps`) land where the user's options put them.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context as _, bail};

use super::{GccArgs, PrintAs, load, print};

/// Runs `gccint gcc`: the compiler with the exporter plugin, each unit loaded and printed.
pub(crate) fn run_gcc(args: GccArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    let plugin = gccint::plugin::build_for(&args.cc).context("building the exporter plugin")?;
    let dir = tempdir()?;
    let result = compile(&args, &plugin, &dir).and_then(|docs| match &args.keep_document {
        Some(keep) => keep_documents(&docs, keep),
        None => Ok(docs),
    });
    let docs = match result {
        Ok(docs) => docs,
        Err(e) => {
            let _ = std::fs::remove_dir_all(&dir);
            return Err(e);
        }
    };
    for doc in &docs {
        // The error names the document: it stays (the private directory with it) so the
        // position can be looked at.
        load_and_print(doc, args.print, out)
            .with_context(|| format!("{} is kept for inspection", doc.display()))?;
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// Runs the compiler with the plugin writing into `dir`; the documents, in name order.
fn compile(args: &GccArgs, plugin: &Path, dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let status = Command::new(&args.cc)
        .arg(format!("-fplugin={}", plugin.display()))
        // A trailing slash: one document per unit in the directory.
        .arg(format!(
            "-fplugin-arg-gccint_export-output={}/",
            dir.display()
        ))
        .args(&args.args)
        .status()
        .with_context(|| format!("running {}", args.cc))?;
    if !status.success() {
        bail!("{} failed ({status})", args.cc);
    }
    let mut docs: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".gccint.jsonl"))
        .collect();
    docs.sort();
    if docs.is_empty() {
        bail!("the compiler wrote no GENERIC (no function definitions, or not compiling C/C++?)");
    }
    Ok(docs)
}

/// Moves the documents to `keep`: the file itself for one unit; for several, a directory
/// holding each as `<dump base name>.gccint.jsonl`. The documents' new paths.
fn keep_documents(docs: &[PathBuf], keep: &Path) -> anyhow::Result<Vec<PathBuf>> {
    if let [doc] = docs {
        move_file(doc, keep)?;
        return Ok(vec![keep.to_path_buf()]);
    }
    std::fs::create_dir_all(keep).with_context(|| format!("creating {}", keep.display()))?;
    let mut kept = Vec::new();
    for doc in docs {
        let to = keep.join(unit_name(doc));
        move_file(doc, &to)?;
        kept.push(to);
    }
    Ok(kept)
}

/// `t.c.1234.gccint.jsonl` (the plugin's name: base, cc1's process id) as `t.c.gccint.jsonl`.
fn unit_name(doc: &Path) -> String {
    let name = doc.file_name().unwrap_or_default().to_string_lossy();
    let stem = name.strip_suffix(".gccint.jsonl").unwrap_or(&name);
    let base = match stem.rsplit_once('.') {
        Some((base, pid)) if pid.bytes().all(|b| b.is_ascii_digit()) => base,
        _ => stem,
    };
    format!("{base}.gccint.jsonl")
}

/// Renames `from` to `to`, or copies it when they are on different file systems.
fn move_file(from: &Path, to: &Path) -> anyhow::Result<()> {
    if std::fs::rename(from, to).is_ok() {
        return Ok(());
    }
    std::fs::copy(from, to).with_context(|| format!("writing {}", to.display()))?;
    let _ = std::fs::remove_file(from);
    Ok(())
}

fn load_and_print(doc: &Path, how: PrintAs, out: &mut dyn Write) -> anyhow::Result<()> {
    let name = doc.display().to_string();
    let text = std::fs::read(doc).with_context(|| format!("reading {name}"))?;
    let loaded = load(&name, &text)?;
    print(&loaded, how, &name, out, &mut std::io::stderr())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kept_documents_drop_the_compilers_process_id() {
        assert_eq!(
            unit_name(Path::new("/d/t.c.1234.gccint.jsonl")),
            "t.c.gccint.jsonl"
        );
        assert_eq!(
            unit_name(Path::new("/d/x.y.gccint.jsonl")),
            "x.y.gccint.jsonl"
        );
    }
}
