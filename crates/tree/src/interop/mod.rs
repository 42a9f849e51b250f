//! GCC interop: GENERIC produced by the real GCC, loaded into a [`TreeContext`](crate::TreeContext).
//!
//! - [`format`]: the records of gccint's interchange format (`docs/generic-format.md`),
//!   written by the exporter plugin in `gcc-plugin/`.
//! - [`raw`]: GCC's `-fdump-tree-original-raw` text read into the same model, with what the
//!   dump lost per function.

pub mod format;
pub mod raw;
