//! A garbage collector driven by GTY-style annotations, modelled on GCC's GGC.
//!
//! The crate is being built; see the project's issue tracker for its scope.
