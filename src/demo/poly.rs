//! Demo section for the `polyint` crate: poly_int comparisons and alignment.

use std::io::{self, Write};

/// Writes this crate's demo section.
pub(super) fn show(out: &mut dyn Write) -> io::Result<()> {
    super::heading(out, "polyint: poly_int comparisons and alignment")?;
    writeln!(out, "(the polyint crate has not landed yet)")
}
