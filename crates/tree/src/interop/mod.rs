//! GCC interop: GENERIC produced by the real GCC, loaded into a [`TreeContext`](crate::TreeContext).
//!
//! - [`format`]: the records of gccint's interchange format (`docs/generic-format.md`),
//!   written by the exporter plugin in `gcc-plugin/`.

pub mod format;
