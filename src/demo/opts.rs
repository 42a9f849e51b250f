//! Demo section for the `opts` crate: decoding a command line against embedded .opt definitions.

use std::io::{self, Write};

/// Writes this crate's demo section.
pub(super) fn show(out: &mut dyn Write) -> io::Result<()> {
    super::heading(
        out,
        "opts: decoding a command line against embedded .opt definitions",
    )?;
    writeln!(out, "(the opts crate has not landed yet)")
}
