//! `gccint opts`: .opt option files — check, dump as JSON, generate Rust.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context as _;

/// Which `.opt` files a subcommand reads.
#[derive(clap::Args, Debug, Clone)]
pub(crate) struct Inputs {
    /// The .opt (and .opt.urls) files; the embedded sample set when none are given.
    files: Vec<PathBuf>,
    /// Read GCC 12's 14 x86_64-linux .opt files from its sources ($GCCINT_GCC_SRC or
    /// /usr/src/gcc-12) instead.
    #[arg(long, conflicts_with = "files")]
    gcc: bool,
}

/// Subcommands of `gccint opts`.
#[derive(clap::Subcommand, Debug)]
pub(crate) enum Command {
    /// Parse and validate .opt files and report every diagnostic with file:line:column.
    Check {
        #[command(flatten)]
        inputs: Inputs,
    },
    /// Print the option table GCC's generator would build (or the merged model) as JSON.
    Json {
        #[command(flatten)]
        inputs: Inputs,
        /// Print the validated model (records, merged options) instead of the table.
        #[arg(long)]
        model: bool,
    },
    /// Print the Rust generated from the .opt files (what opts::Builder writes).
    Gen {
        #[command(flatten)]
        inputs: Inputs,
        /// Write into this file instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

/// Runs `gccint opts`.
pub(crate) fn run(cmd: Command, out: &mut dyn Write) -> anyhow::Result<()> {
    match cmd {
        Command::Check { inputs } => check(&inputs, out),
        Command::Json { inputs, model } => {
            let (m, _) = load(&inputs)?;
            // Rendered first, so a closed pipe surfaces as the io::Error main() expects.
            let text = if model {
                serde_json::to_string_pretty(&m)?
            } else {
                serde_json::to_string_pretty(&m.table())?
            };
            writeln!(out, "{text}")?;
            Ok(())
        }
        Command::Gen { inputs, output } => {
            let (m, names) = load(&inputs)?;
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let text = opts::generate_rust(&m.table(), &names);
            match output {
                Some(path) => std::fs::write(&path, text)
                    .with_context(|| format!("cannot write {}", path.display()))?,
                None => out.write_all(text.as_bytes())?,
            }
            Ok(())
        }
    }
}

/// The source set named by `inputs`, with the names to show for it.
pub(crate) fn source_set(inputs: &Inputs) -> anyhow::Result<(opts::SourceSet, Vec<String>)> {
    if inputs.gcc {
        let dir = opts::gcc::gcc_source_dir()
            .context("GCC 12 sources not found (install gcc-12-source or set GCCINT_GCC_SRC)")?;
        let mut set = opts::SourceSet::new();
        for f in opts::gcc::x86_64_linux_files(&dir) {
            set.add_file(&f)?;
        }
        let names = opts::gcc::X86_64_LINUX_OPT_FILES.map(String::from).to_vec();
        return Ok((set, names));
    }
    if inputs.files.is_empty() {
        let names = opts::sample::FILES
            .iter()
            .map(|(n, _)| (*n).to_owned())
            .collect();
        return Ok((opts::sample::source_set(), names));
    }
    let mut set = opts::SourceSet::new();
    for f in &inputs.files {
        set.add_file(f)?;
    }
    let names = inputs
        .files
        .iter()
        .map(|f| f.display().to_string())
        .collect();
    Ok((set, names))
}

/// The validated model named by `inputs`; diagnostics become the error.
pub(crate) fn load(inputs: &Inputs) -> anyhow::Result<(opts::Model, Vec<String>)> {
    let (set, names) = source_set(inputs)?;
    let model = set
        .model()
        .map_err(|d| anyhow::anyhow!("{} error(s) in .opt files:\n{d}", d.error_count()))?;
    Ok((model, names))
}

fn check(inputs: &Inputs, out: &mut dyn Write) -> anyhow::Result<()> {
    let (set, names) = source_set(inputs)?;
    match set.model() {
        Ok(model) => {
            for w in &model.warnings {
                writeln!(out, "{w}")?;
            }
            let table = model.table();
            let named = table.options.iter().filter(|o| o.has_enumerator).count();
            writeln!(
                out,
                "{}: ok — {} options ({} with an OPT_ enumerator), {} languages, {} enums, {} mask bits, {} variables, {} warning(s)",
                names.join(" "),
                table.len(),
                named,
                table.languages.len(),
                table.enums.len(),
                table.masks.len(),
                table.vars.len(),
                model.warnings.len()
            )?;
            Ok(())
        }
        Err(diags) => {
            for d in diags.iter() {
                writeln!(out, "{d}")?;
            }
            anyhow::bail!("{} error(s) in {}", diags.error_count(), names.join(" "))
        }
    }
}
