//! Generated Rust: an `Opt` enum with one variant per `OPT_` enumerator, the static option
//! table, one Rust enum per `Enum` record, an options struct initialised from `Init`, and
//! mask constants — plus a build-script [`Builder`] in the style of prost-build.
//!
//! The generated code also drives the [`Decoder`](crate::decode::Decoder): it embeds the
//! [`OptionTable`](crate::OptionTable) as bytes ([`EmbeddedTable::to_bytes`](crate::EmbeddedTable::to_bytes), with each
//! definition record's `EnabledBy` where an option has several),
//! so `compiler(&["C"])` or `driver()` gives a decoder with no `.opt` file at run time, and
//! `Options::from_state` fills the options struct from a decode. A crate using it depends
//! on this crate twice: as a build-dependency (for the [`Builder`]) and as a dependency
//! (for the table and the decoder), at the same version.
//!
//! # Naming rules of the generated items
//!
//! | item | name |
//! |---|---|
//! | option | `Opt::OPT_Wall`: GCC's `OPT_` enumerator verbatim (`-fcolor=` → `OPT_fcolor_`); aliases without `SeparateAlias` get none, as in GCC |
//! | option record | `OPTIONS[i]`, `i` = the enumerator's value; `lookup("fcolor=")` by name without `-` |
//! | enumeration | `Enum(Name(color))` → `Color`: the name in CamelCase (`_`, `-` and other non-alphanumerics start a new word; a leading digit gets `V`) |
//! | enumeration value | `String(always)` → `Color::Always` by the same rule; a repeated name gets `_` appended |
//! | mask | `MASK_FAST` / `OPTION_MASK_ISA_X`: GCC's macro verbatim, a `u64` bit |
//! | mask test | `Options::TARGET_FAST()`: GCC's `TARGET_` macro verbatim (`ISA_`/`ISA2_` dropped as GCC does; `InverseMask(X, THIS)` gives `TARGET_THIS()`) |
//! | variable | `Options::flag_color`: the `gcc_options` field without `x_` (a Rust keyword gets `r#`) |
//! | language | `LANGUAGES[i]`, bit `1 << i` of `OptionRecord::flags` |
//!
//! Field types follow the C type: `int` → `i32`, `HOST_WIDE_INT` and other wide types →
//! `i64`, `bool` → `bool`, `const char *` → `Option<String>`, `void *` (a `Defer` queue) →
//! `Vec<DeferredOption>`, arrays → `()`. Enumeration variables keep GCC's integer; convert
//! with `Color::from_value` / `Color::to_value`.

/// Writes one line of generated text (`w!(out)` writes an empty one).
macro_rules! w {
    ($out:expr) => {
        $out.push('\n');
    };
    ($out:expr, $($arg:tt)*) => {
        // Writing to a String cannot fail.
        let _ = writeln!($out, $($arg)*);
    };
}

mod builder;
mod decoding;
pub mod fields;
mod options_struct;
mod rust;

pub use builder::{BuildError, Builder};
pub use rust::generate_rust;
