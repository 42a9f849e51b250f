//! The build-script entry point: reads `.opt` files, writes the generated Rust into
//! `OUT_DIR` only when it changed, and tells Cargo which inputs to watch.

use std::path::{Path, PathBuf};

use crate::diag::{Diagnostic, Diagnostics};
use crate::model::SourceSet;

/// Why [`Builder::generate`] failed.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// An input could not be read.
    #[error("{0}")]
    Read(Diagnostic),
    /// The inputs have errors.
    #[error("invalid .opt input:\n{0}")]
    Invalid(Diagnostics),
    /// No output directory: neither [`Builder::out_dir`] nor `OUT_DIR` is set.
    #[error("no output directory: call out_dir() or run from a build script (OUT_DIR)")]
    NoOutDir,
    /// The output could not be written.
    #[error("cannot write {path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
}

/// Generates Rust from `.opt` files in a build script:
///
/// ```no_run
/// // build.rs
/// opts::Builder::new()
///     .file("src/demo.opt")
///     .generate()
///     .expect("valid .opt files");
/// // src/main.rs:
/// //   include!(concat!(env!("OUT_DIR"), "/opts.rs"));
/// //   let outcome = compiler(&["C"])?.run(&args);
/// //   let options = Options::from_state(&outcome.state);
/// ```
///
/// The crate needs this one as a build-dependency and as a dependency, at one version: the
/// generated code embeds the table and decodes with it (see [`crate::codegen`] for what it
/// defines and how it names it; `examples/build-demo` is a whole crate doing this).
#[derive(Debug, Clone)]
pub struct Builder {
    files: Vec<PathBuf>,
    out_dir: Option<PathBuf>,
    out_file: String,
    rerun_if_changed: bool,
}

impl Default for Builder {
    fn default() -> Self {
        Builder::new()
    }
}

impl Builder {
    /// A builder with no inputs writing `opts.rs` into `OUT_DIR`.
    pub fn new() -> Self {
        Builder {
            files: Vec::new(),
            out_dir: None,
            out_file: "opts.rs".to_owned(),
            rerun_if_changed: true,
        }
    }

    /// Adds an input `.opt` (or `.opt.urls`) file.
    pub fn file(mut self, path: impl AsRef<Path>) -> Self {
        self.files.push(path.as_ref().to_owned());
        self
    }

    /// Adds several inputs.
    pub fn files<P: AsRef<Path>>(mut self, paths: impl IntoIterator<Item = P>) -> Self {
        self.files
            .extend(paths.into_iter().map(|p| p.as_ref().to_owned()));
        self
    }

    /// Writes into `dir` instead of `OUT_DIR`.
    pub fn out_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.out_dir = Some(dir.as_ref().to_owned());
        self
    }

    /// Names the output file (default `opts.rs`).
    pub fn out_file(mut self, name: impl Into<String>) -> Self {
        self.out_file = name.into();
        self
    }

    /// Whether to print `cargo:rerun-if-changed=` for each input (default: yes).
    pub fn emit_rerun_if_changed(mut self, yes: bool) -> Self {
        self.rerun_if_changed = yes;
        self
    }

    /// The generated source, without writing anything.
    pub fn render(&self) -> Result<String, BuildError> {
        let mut set = SourceSet::new();
        for f in &self.files {
            set.add_file(f).map_err(BuildError::Read)?;
        }
        let model = set.model().map_err(BuildError::Invalid)?;
        let names: Vec<String> = self
            .files
            .iter()
            .map(|f| {
                f.file_name().map_or_else(
                    || f.display().to_string(),
                    |n| n.to_string_lossy().into_owned(),
                )
            })
            .collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        Ok(super::generate_rust(&model, &names))
    }

    /// Generates the output file, writing it only if its contents change, and returns its
    /// path.
    pub fn generate(&self) -> Result<PathBuf, BuildError> {
        if self.rerun_if_changed {
            for f in &self.files {
                println!("cargo:rerun-if-changed={}", f.display());
            }
        }
        let text = self.render()?;
        let dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(PathBuf::from)
                .ok_or(BuildError::NoOutDir)?,
        };
        let path = dir.join(&self.out_file);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            std::fs::write(&path, text).map_err(|source| BuildError::Write {
                path: path.clone(),
                source,
            })?;
        }
        Ok(path)
    }
}
