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
//! Each is also a package of its own (`gccint-polyint`, `gccint-tree`, `gccint-ggc`,
//! `gccint-opts`) with the same import name. Where to start:
//!
//! - a function's GENERIC: [`tree::TreeContext::start_function`], printed with
//!   [`tree::TreeContext::dump_tree_original`] ([`tree::example::build_int_f`] builds one);
//! - GCC's own trees: [`tree::interop::import`]; [`plugin::build_for`] builds the exporter
//!   plugin that writes them;
//! - GCC compiling trees: [`compile::compile_functions`], [`compile::compile_unit`];
//! - collection: [`tree::TreeContext::collect`], or a [`ggc::Heap`] of your own types;
//! - poly_ints: [`polyint::PolyInt`]; option files: [`opts::SourceSet`] and
//!   [`opts::decode::Decoder`].
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

/// The README's Rust examples, run as doctests of this crate.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
