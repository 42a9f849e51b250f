//! GCC compiles gccint's trees: a [`Document`] of the interchange format, an imported
//! [`Unit`] or functions built in a [`TreeContext`] go to cc1 through the importer plugin
//! (`gcc-plugin/gccint-import.cc`), which builds GCC's own trees from the document and hands
//! them to the middle end as the C front end would. No C is parsed: what GCC compiles is
//! exactly what the context holds.
//!
//! ```no_run
//! use gccint::compile::{CompileOptions, compile_functions};
//! let mut tc = tree::TreeContext::new();
//! let f = tree::example::build_int_f(&mut tc)?;
//! compile_functions(&tc, &[f], &CompileOptions::new("f.o").arg("-O2"))?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # GCC → Rust
//!
//! | GCC | here |
//! |---|---|
//! | a front end's `finish_function` → `cgraph_node::finalize_function` | the importer plugin, driven by [`compile_document`] |
//! | `rest_of_decl_compilation` of a file-scope variable | the same, for every static `VAR_DECL` of the document |
//! | `gcc -c` / `gcc -S` | [`CompileOptions`] (`-S` when the output ends in `.s`) |

use std::path::{Path, PathBuf};
use std::process::Command;

use tree::interop::format::Document;
use tree::interop::{Unit, export, export_unit, write};
use tree::{Tree, TreeContext};

use crate::plugin::{self, PluginError};

/// Where and how to compile.
#[derive(Clone, Debug)]
pub struct CompileOptions {
    /// The compiler driver (`gcc`); its cc1 loads the plugin.
    pub cc: String,
    /// The object file (`.o`) or assembly (`.s`) to write.
    pub output: PathBuf,
    /// Further arguments for the driver (`-O2`, `-g`, `-fPIC`, ...).
    pub args: Vec<String>,
    /// The importer plugin to load; `None` builds it from the sources embedded in this
    /// crate ([`plugin::build_importer_for`]).
    pub plugin: Option<PathBuf>,
}

impl CompileOptions {
    /// Compile with `gcc` to `output`, with no further arguments.
    pub fn new(output: impl Into<PathBuf>) -> CompileOptions {
        CompileOptions {
            cc: "gcc".into(),
            output: output.into(),
            args: Vec::new(),
            plugin: None,
        }
    }

    /// Adds one driver argument.
    pub fn arg(mut self, arg: impl Into<String>) -> CompileOptions {
        self.args.push(arg.into());
        self
    }

    /// `-S` or `-c`, unless the arguments already choose: assembly for a `.s` output.
    fn mode_flag(&self) -> Option<&'static str> {
        let chosen = self
            .args
            .iter()
            .any(|a| a == "-S" || a == "-c" || a == "-E");
        if chosen {
            None
        } else if self.output.extension().is_some_and(|e| e == "s") {
            Some("-S")
        } else {
            Some("-c")
        }
    }
}

/// Why a compilation failed.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// The importer plugin could not be built.
    #[error(transparent)]
    Plugin(#[from] PluginError),
    /// The trees could not be written as a document.
    #[error("exporting the trees: {0}")]
    Export(#[from] tree::TreeError),
    /// A file operation failed.
    #[error("{what}: {source}")]
    Io {
        /// What was being done.
        what: String,
        /// The cause.
        source: std::io::Error,
    },
    /// The document is not for C: cc1 compiles C documents only.
    #[error("a {0:?} document: the importer compiles C documents (language \"c\") only")]
    Language(String),
    /// GCC refused the document or failed; its diagnostics name the document's lines.
    #[error("{cc} failed ({status}):\n{stderr}")]
    Gcc {
        /// The driver that ran.
        cc: String,
        /// Its exit status.
        status: std::process::ExitStatus,
        /// What it printed.
        stderr: String,
    },
}

fn io(what: impl Into<String>) -> impl FnOnce(std::io::Error) -> CompileError {
    let what = what.into();
    move |source| CompileError::Io { what, source }
}

/// What a successful compilation produced.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The output file.
    pub output: PathBuf,
    /// GCC's warnings, if any.
    pub stderr: String,
}

/// Compiles `doc` with GCC through the importer plugin.
pub fn compile_document(doc: &Document, opts: &CompileOptions) -> Result<Compiled, CompileError> {
    if doc.header.language != "c" {
        return Err(CompileError::Language(doc.header.language.clone()));
    }
    let plugin = match &opts.plugin {
        Some(p) => p.clone(),
        None => plugin::build_importer_for(&opts.cc)?,
    };
    let dir = tempfile::Builder::new()
        .prefix("gccint-compile")
        .tempdir()
        .map_err(io("creating a temporary directory"))?;
    let doc_path = dir.path().join("unit.gccint.jsonl");
    std::fs::write(&doc_path, write(doc)).map_err(io("writing the document"))?;
    // cc1 needs an input file; the plugin replaces its parse, so it stays empty. It is
    // named after the document's source so that debug information names that file.
    let stem = Path::new(&doc.header.input)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "unit".into());
    let empty = dir.path().join(format!("{stem}.c"));
    std::fs::write(&empty, "").map_err(io("writing the empty input"))?;
    let mut cmd = Command::new(&opts.cc);
    cmd.arg("-x")
        .arg("c")
        .arg(&empty)
        .arg(format!("-fplugin={}", plugin.display()))
        .arg(format!(
            "-fplugin-arg-gccint_import-document={}",
            doc_path.display()
        ))
        .args(opts.mode_flag())
        .args(&opts.args)
        .arg("-o")
        .arg(&opts.output);
    let out = cmd.output().map_err(io(format!("running {}", opts.cc)))?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if !out.status.success() {
        return Err(CompileError::Gcc {
            cc: opts.cc.clone(),
            status: out.status,
            stderr,
        });
    }
    Ok(Compiled {
        output: opts.output.clone(),
        stderr,
    })
}

/// Compiles an imported unit: exported again from `tc` (so GCC sees what the context
/// holds, not the original document) and compiled.
pub fn compile_unit(
    tc: &TreeContext,
    unit: &Unit,
    input: &str,
    opts: &CompileOptions,
) -> Result<Compiled, CompileError> {
    compile_document(&export_unit(tc, unit, "c", input)?, opts)
}

/// Compiles FUNCTION_DECLs built in `tc`, with every node they reach.
pub fn compile_functions(
    tc: &TreeContext,
    functions: &[Tree],
    opts: &CompileOptions,
) -> Result<Compiled, CompileError> {
    compile_document(&export(tc, functions)?, opts)
}
