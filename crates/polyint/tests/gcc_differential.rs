//! Differential test against GCC 12 itself: tests/gcc/poly_oracle.cc is compiled with the
//! machine's g++ against GCC's plugin headers (poly-int.h, wide-int.h) and GCC's own
//! hwint.cc / wide-int.cc / wide-int-print.cc from the GCC sources; it evaluates thousands
//! of generated cases and polyint must print the same answers.
//!
//! Skips (with a message) when g++ 12, the plugin headers or the GCC sources are missing,
//! unless GCCINT_REQUIRE_GCC=1, when it fails instead.

// Operands are borrowed throughout, the form that also suits non-Copy coefficient kinds.
#![allow(clippy::needless_borrows_for_generic_args)]

mod differential;

fn polyint_answers_as_gcc_12_does() {
    differential::run();
}

testkit::main!(polyint_answers_as_gcc_12_does);
