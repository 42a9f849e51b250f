//! GCC interop: GENERIC produced by the real GCC, loaded into a [`TreeContext`](crate::TreeContext).
//!
//! - [`format`](mod@format): the records of gccint's interchange format (`docs/generic-format.md`),
//!   written by the exporter plugin in `gcc-plugin/`.
//! - [`read`](fn@read) / [`write`](fn@write): JSON Lines text ↔ [`Document`](format::Document), errors with
//!   file:line:column.
//! - [`import`](fn@import): a document's nodes into a context, as a [`Unit`] whose
//!   [`print_original`](Unit::print_original) is what GCC's `-fdump-tree-original` says.
//! - [`export`](fn@export): the inverse — functions of a context and every node they reach as a
//!   document (round trips without gcc); [`export_unit`] writes an imported [`Unit`] back
//!   with its nested functions, which is what GCC compiles through the importer plugin.
//! - [`parse_real`] / [`format_real`]: REAL_CST values as C99 hexadecimal floats.
//! - [`raw`]: GCC's `-fdump-tree-original-raw` text read into the same model, with what the
//!   dump lost per function.
//!
//! ```
//! use tree::TreeContext;
//! use tree::interop::{export, import, read, write};
//!
//! let mut tc = TreeContext::new();
//! let f = tree::example::build_int_f(&mut tc)?;
//! let text = write(&export(&tc, &[f])?);
//!
//! let mut fresh = TreeContext::new();
//! let unit = import(&mut fresh, &read("f.jsonl", &text)?)?;
//! assert_eq!(unit.print_original(&fresh)?, tc.dump_tree_original(f)?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # GCC → Rust
//!
//! | GCC | here |
//! |---|---|
//! | `-fdump-tree-original` of a unit | [`Unit::print_original`] |
//! | `decl_printable_name (fndecl, 2)` in the dump header | [`UnitFunction::printable`] |
//! | `real_from_string` of a hex float, `real_to_hexadecimal` | [`parse_real`], [`format_real`] |
//! | `expand_location` | [`TreeContext::expand_location`](crate::TreeContext::expand_location) |
//! | `-fdump-tree-original-raw` (`dump_node`, `TDF_SLIM`) | [`raw::read`], [`raw::RawLoss`]; the flags it never writes: [`raw::clear_unwritten_flags`] |

mod export;
mod fields;
pub mod format;
mod hexfloat;
mod import;
pub mod raw;
mod read;

pub use export::{export, export_unit};
pub use hexfloat::{HexFloatError, format_real, parse_real};
pub use import::{ImportError, ImportErrorKind, Unit, UnitFunction, import};
pub use read::{ReadError, ReadErrorKind, read, write};
