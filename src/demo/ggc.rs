//! Demo section for the `ggc` crate: garbage collection and memory statistics.

use std::io::{self, Write};

/// Writes this crate's demo section.
pub(super) fn show(out: &mut dyn Write) -> io::Result<()> {
    super::heading(out, "ggc: garbage collection and memory statistics")?;
    writeln!(out, "(the ggc crate has not landed yet)")
}
