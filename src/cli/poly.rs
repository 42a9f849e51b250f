//! `gccint poly`: evaluate poly_int expressions.

use std::io::Write;

/// Arguments of `gccint poly`.
#[derive(clap::Args, Debug)]
pub(crate) struct Args {
    /// The expressions to evaluate, e.g. `known_le(4, 4+4x)`.
    #[arg(required = true)]
    exprs: Vec<String>,
}

/// Runs `gccint poly`.
pub(crate) fn run(args: Args, _out: &mut dyn Write) -> anyhow::Result<()> {
    anyhow::bail!(
        "cannot evaluate {:?}: the polyint crate has not landed yet",
        args.exprs.join(" ")
    )
}
