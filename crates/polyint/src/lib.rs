//! GCC's `poly_int`: sizes and offsets of the form C0 + C1·X1 + … + C(N-1)·X(N-1), where the
//! Xi are runtime invariants (the number of 128-bit chunks in an Arm SVE vector, say).
//!
//! The crate is being built; see the project's issue tracker for its scope.
