//! `gccint opts`: .opt option files.

use std::io::Write;
use std::path::PathBuf;

/// Subcommands of `gccint opts`.
#[derive(clap::Subcommand, Debug)]
pub(crate) enum Command {
    /// Parse and validate .opt files and report every diagnostic.
    Check {
        /// The .opt files (the embedded sample set when none are given).
        files: Vec<PathBuf>,
    },
}

/// Runs `gccint opts`.
pub(crate) fn run(cmd: Command, _out: &mut dyn Write) -> anyhow::Result<()> {
    match cmd {
        Command::Check { .. } => anyhow::bail!("the opts crate has not landed yet"),
    }
}
