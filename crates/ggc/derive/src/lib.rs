//! `#[derive(Gty)]`: GCC's `GTY(())` annotations as a Rust derive macro.
//!
//! The crate is being built; see the project's issue tracker for its scope.
