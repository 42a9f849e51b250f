//! The expression evaluator behind `gccint poly`.

use polyint::expr::{Value, evaluate};

fn eval(s: &str) -> String {
    evaluate(s)
        .unwrap_or_else(|e| panic!("{s}: {e}"))
        .to_string()
}

#[test]
fn the_chapter_examples() {
    assert_eq!(eval("known_le(4, 4+4x)"), "true");
    assert_eq!(eval("known_lt(4, 4+4x)"), "false");
    assert_eq!(eval("known_eq(4, 4+4x)"), "false");
    assert_eq!(eval("maybe_le(3+4x, 1+5x)"), "true");
    assert_eq!(eval("maybe_ge(3+4x, 1+5x)"), "true");
    assert_eq!(eval("ordered_p(3+4x, 1+5x)"), "false");
    assert_eq!(eval("32 + 16x"), "[32,16]");
    assert_eq!(eval("exact_div(32+16x, 8)"), "[4,2]");
    assert_eq!(
        eval("aligned_lower_bound(1000 - (20 + 16x), 16)"),
        "[976,-16]"
    );
}

#[test]
fn storing_routines_give_the_result_or_false() {
    assert_eq!(eval("can_div_trunc_p(9+4x, 4)"), "[2,1]");
    assert_eq!(eval("can_div_trunc_p(9+6x, 4)"), "false");
    assert_eq!(eval("can_div_trunc_p(9+8x, 2+2x)"), "4");
    assert_eq!(eval("can_align_up(13+16x, 8)"), "[16,16]");
    assert_eq!(eval("known_misalignment(13+16x, 32)"), "false");
    assert_eq!(eval("multiple_p(8+4x, 2+x)"), "4");
}

#[test]
fn arithmetic_and_indeterminates() {
    assert_eq!(eval("4*x + 3"), "[3,4]");
    assert_eq!(eval("(1 + x) * 3 << 1"), "[6,6]");
    assert_eq!(eval("~(4 + 4x)"), "[-5,-4]");
    assert_eq!(eval("-(x2) + 1"), "[1,0,-1]");
    assert_eq!(eval("3x2 + x1"), "[0,1,3]");
    assert_eq!(eval("known_le(x1, x1 + x3)"), "true");
    assert_eq!(evaluate("x3").unwrap(), Value::Poly(vec![0, 0, 0, 1]));
    assert_eq!(eval("to_constant(5 + 0x)"), "5");
}

#[test]
fn errors_name_the_column_and_what_was_expected() {
    let e = |s: &str| evaluate(s).unwrap_err().to_string();
    assert_eq!(
        e("known_le(4, 4+"),
        "column 15: expected a value, found end of input"
    );
    assert_eq!(e("known_le(4 4)"), "column 12: expected ')', found '4'");
    assert_eq!(
        e("knwon_le(1, 2)"),
        "column 1: unknown routine \"knwon_le\"; did you mean \"known_le\"?"
    );
    assert!(e("frob(1)").starts_with("column 1: unknown routine \"frob\" ("));
    assert_eq!(
        e("known_le(4)"),
        "column 1: known_le takes 2 argument(s), found 1"
    );
    assert_eq!(
        e("1 + x * x"),
        "column 7: operator *: [0,1] * [0,1] is not representable (both are non-constant)"
    );
    assert_eq!(
        e("ordered_min(3+4x, 1+5x)"),
        "column 1: ordered_min: [3,4] and [1,5] are not ordered"
    );
    assert_eq!(
        e("x4"),
        "column 1: indeterminates are x1 ... x3 (x means x1)"
    );
    assert_eq!(
        e("99999999999999999999"),
        "column 1: 99999999999999999999 does not fit in HOST_WIDE_INT"
    );
    assert_eq!(
        e("aligned_upper_bound(x, x)"),
        "column 1: argument 2 of aligned_upper_bound must be a constant, found [0,1]"
    );
    assert_eq!(
        e("1 << 64"),
        "column 3: operator <<: shift amount 64 is outside 0..64"
    );
    assert_eq!(
        e("known_le(1, known_le(1, 2))"),
        "column 13: expected a poly_int, found a truth value"
    );
    assert_eq!(
        e("1 )"),
        "column 3: expected an operator or the end, found ')'"
    );
}

/// `gccint poly` once overflowed its stack on these (issue #19); the test threads' 2 MiB
/// stacks are smaller than a CLI's main thread, so passing here leaves a wide margin.
#[test]
fn deep_and_long_expressions_evaluate_without_recursion() {
    let nested = format!("{}1+x{}", "(".repeat(10_000), ")".repeat(10_000));
    assert_eq!(eval(&nested), "[1,1]");
    let sum = format!("{}x", "1+".repeat(19_999));
    assert_eq!(eval(&sum), "[19999,1]");
    let calls = format!(
        "{}7{}",
        "upper_bound(".repeat(10_000),
        ", 2)".repeat(10_000)
    );
    assert_eq!(eval(&calls), "7");
    assert_eq!(eval(&format!("{}3", "-".repeat(50_000))), "3");
    assert_eq!(eval(&format!("{}3", "-".repeat(50_001))), "-3");
    assert_eq!(eval(&format!("{}x", "~".repeat(50_001))), "[-1,-1]");
    let shifts = format!("1{}", " << 0".repeat(20_000));
    assert_eq!(eval(&shifts), "1");
}

#[test]
fn deep_expressions_report_positioned_errors() {
    let e = |s: &str| evaluate(s).unwrap_err().to_string();
    let open = format!("{}1", "(".repeat(10_000));
    assert_eq!(e(&open), "column 10002: expected ')', found end of input");
    let calls = format!("{}known_le(1, 2){}", "-(".repeat(5_000), ")".repeat(5_000));
    assert_eq!(
        e(&calls),
        "column 10001: expected a poly_int, found a truth value"
    );
    // The first failing routine in left-to-right order wins, as before.
    assert_eq!(
        e("exact_div(3, 2) + frob(1)"),
        "column 1: exact_div: 3 is not a multiple of 2"
    );
    assert_eq!(
        e("frob(exact_div(3, 2))"),
        "column 1: unknown routine \"frob\" (polyint::expr::FUNCTIONS and `gccint poly --list` list them)"
    );
}

#[test]
fn operators_keep_their_precedence() {
    assert_eq!(eval("-2 * 3 + 1 << 1"), "-10");
    assert_eq!(eval("1 - 2 - 3"), "-4");
    assert_eq!(eval("2 * -x - ~1"), "[2,-2]");
    assert_eq!(eval("upper_bound((1), -(2 + x))"), "1");
    assert_eq!(eval("lower_bound((1), -(2 + x))"), "[-2,-1]");
}
