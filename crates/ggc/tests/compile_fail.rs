//! Misused `#[gty(...)]` options are compile errors with a clear message and a span.

#[test]
fn misuse_is_a_compile_error() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
