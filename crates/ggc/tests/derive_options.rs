//! Every `#[gty(...)]` option, observed through collections and through a recording walker.
//!
//! The tests are grouped by where the options sit, one file each under `derive_options/`:
//! on struct fields, those that decide what a walk visits (`struct_walks`) and those for
//! roots and special pointers (`struct_roots_and_pointers`); on whole types
//! (`type_options`); on the fields of enum variants, the expression options
//! (`variant_expressions`) and the others with roots enums and PCH (`variant_plain_and_pch`);
//! `support` holds the walker, heaps and types they share.

#[path = "derive_options/struct_roots_and_pointers.rs"]
mod struct_roots_and_pointers;
#[path = "derive_options/struct_walks.rs"]
mod struct_walks;
#[path = "derive_options/support.rs"]
mod support;
#[path = "derive_options/type_options.rs"]
mod type_options;
#[path = "derive_options/variant_expressions.rs"]
mod variant_expressions;
#[path = "derive_options/variant_plain_and_pch.rs"]
mod variant_plain_and_pch;
