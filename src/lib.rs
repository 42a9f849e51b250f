//! gccint: GCC's internals modelled in Rust.
//!
//! This facade re-exports the four crates so one dependency brings them all:
//!
//! | module | crate | models |
//! |---|---|---|
//! | [`polyint`] | `crates/polyint` | `poly_int` sizes and offsets (poly-int.h) |
//! | [`tree`] | `crates/tree` | GENERIC trees (tree.def, tree.h) |
//! | [`ggc`] | `crates/ggc` | the GTY-driven garbage collector (ggc.h, gengtype) |
//! | [`opts`] | `crates/opts` | `.opt` option files and command-line decoding (opts.cc) |
//!
//! [`compile`] hands trees to GCC: the importer plugin compiles a document, an imported
//! unit or functions built in a context, without parsing any C.
//!
//! [`demo`] is the short tour that `gccint` runs with no arguments.

pub use ggc;
pub use opts;
pub use polyint;
pub use tree;

pub mod compile;
pub mod demo;
pub mod plugin;
