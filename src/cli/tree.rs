//! `gccint tree`: GENERIC tree codes, structures and printers.

use std::io::Write;

/// Subcommands of `gccint tree`.
#[derive(clap::Subcommand, Debug)]
pub(crate) enum Command {
    /// Print every tree code as TSV: code, string, class, arity.
    Codes,
}

/// Runs `gccint tree`.
pub(crate) fn run(cmd: Command, _out: &mut dyn Write) -> anyhow::Result<()> {
    match cmd {
        Command::Codes => anyhow::bail!("the tree crate has not landed yet"),
    }
}
