//! `#[derive(Gty)]`: GCC's `GTY(())` annotations as a Rust derive macro.
//!
//! The generated [`Gty::walk`](../ggc/trait.Gty.html) hands every handle of a value to a
//! walker; the collector's marker, the PCH writer and the compactor are walkers. See the
//! `ggc` crate's `Gty` derive documentation for every option with an example.

mod expand;
mod fields;
mod options;
mod type_items;
mod unions;
mod variants;

use proc_macro::TokenStream;

/// Derives `ggc::Gty` (and `ggc::support::GtyUnion` for union structs) from the fields and
/// their `#[gty(...)]` options. Documented in the `ggc` crate, which re-exports it.
#[proc_macro_derive(Gty, attributes(gty))]
pub fn derive_gty(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as syn::DeriveInput);
    match expand::derive(input) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
}
