//! GCC's GENERIC trees: every tree code, nodes in a garbage-collected arena behind 4-byte
//! handles, identifier interning, builders, types and printers.
//!
//! The crate is being built; see the project's issue tracker for its scope.
