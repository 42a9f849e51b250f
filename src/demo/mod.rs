//! The demo `gccint` runs with no arguments: each crate shows itself at work on embedded
//! defaults, one section per crate.

use std::io::{self, Write};

mod compile;
mod ggc;
mod opts;
mod poly;
mod tree;

/// Writes every crate's demo section to `out`, in dependency order.
pub fn run(out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "gccint: GCC's internals modelled in Rust")?;
    poly::show(out)?;
    tree::show(out)?;
    compile::show(out)?;
    ggc::show(out)?;
    opts::show(out)?;
    Ok(())
}

/// Writes a section heading, so every crate's part of the demo looks alike.
fn heading(out: &mut dyn Write, title: &str) -> io::Result<()> {
    writeln!(out)?;
    writeln!(out, "== {title} ==")
}
