//! Demo section for the `tree` crate: a small function in GENERIC.

use std::io::{self, Write};

/// Writes this crate's demo section.
pub(super) fn show(out: &mut dyn Write) -> io::Result<()> {
    super::heading(out, "tree: a small function in GENERIC")?;
    writeln!(out, "(the tree crate has not landed yet)")
}
