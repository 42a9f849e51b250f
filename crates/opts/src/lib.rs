//! GCC's `.opt` option files: parser, validated model, option tables identical to GCC's,
//! generated Rust and a command-line decoder with GCC's rules.
//!
//! The crate is being built; see the project's issue tracker for its scope.
