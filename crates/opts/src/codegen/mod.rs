//! Generated Rust: an `Opt` enum with one variant per `OPT_` enumerator, the static option
//! table, one Rust enum per `Enum` record, an options struct initialised from `Init`, and
//! mask constants — plus a build-script [`Builder`] in the style of prost-build.

mod builder;
mod rust;

pub use builder::{BuildError, Builder};
pub use rust::generate_rust;
