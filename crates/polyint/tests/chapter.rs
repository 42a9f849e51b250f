//! The examples of GCC's manual chapter "Sizes and offsets as runtime invariants", and
//! GCC 12's answers on inputs that exercise each routine's corner cases.

// Operands are borrowed throughout, the form that also suits non-Copy coefficient kinds.
#![allow(clippy::needless_borrows_for_generic_args)]

use polyint::*;

type P2 = PolyInt<i64, 2>;

fn p(c0: i64, c1: i64) -> P2 {
    PolyInt::new([c0, c1])
}

#[test]
fn unordered_example_3_plus_4x_vs_1_plus_5x() {
    let (a, b) = (p(3, 4), p(1, 5));
    assert!(maybe_le(a, b) && maybe_ge(a, b) && maybe_ne(a, b));
    assert!(!known_le(a, b) && !known_ge(a, b) && !ordered_p(a, b));
    // 3 + 4x == 1 + 5x at x = 2.
    assert!(maybe_eq(a, b));
    assert_eq!(try_ordered_min(a, b), None);
}

#[test]
fn known_le_without_lt_or_eq() {
    let b = p(4, 4);
    assert!(known_le(4, b));
    assert!(!known_lt(4, b));
    assert!(!known_eq(4, b));
    assert!(maybe_lt(4, b));
    assert_eq!(ordered_min(4, b), p(4, 0));
    assert_eq!(ordered_max(4, b), b);
}

#[test]
#[should_panic(expected = "ordered_min: [3,4] and [1,5] are not ordered")]
fn ordered_min_asserts() {
    ordered_min(p(3, 4), p(1, 5));
}

#[test]
fn sve_sizes() {
    // A single SVE vector plus 16 bytes: 32 + 16X bytes; 64-bit lanes: 2 + 2X.
    let size = p(32, 16);
    assert_eq!(size.to_string(), "[32,16]");
    assert_eq!(exact_div(size, 8), p(4, 2));
    assert!(known_ge(size, 32));
    assert!(maybe_gt(size, 32));
    assert_eq!(known_alignment(&size), 16);
    assert_eq!(can_align_up(&size, &16), Some(size));
    assert_eq!(can_align_up(&size, &32), None);
    assert_eq!(aligned_upper_bound(&size, &32), p(32, 32));
    assert_eq!(aligned_lower_bound(&p(40, 16), &32), p(32, 0));
}

/// The manual's subreg classification (10.3.4).
fn classify(outer: &P2, inner: &P2) -> &'static str {
    if known_eq(inner, outer) {
        "complete"
    } else if known_le(inner, outer) {
        "paradoxical"
    } else if known_le(outer, inner) {
        "partial"
    } else {
        "ill-formed"
    }
}

#[test]
fn subreg_classification() {
    assert_eq!(classify(&p(16, 16), &p(16, 16)), "complete");
    assert_eq!(classify(&p(32, 32), &p(16, 16)), "paradoxical");
    assert_eq!(classify(&p(8, 0), &p(16, 16)), "partial");
    assert_eq!(classify(&p(3, 4), &p(1, 5)), "ill-formed");
    // With ordered_p known, the maybe_lt forms classify the same.
    let (outer, inner) = (p(8, 0), p(16, 16));
    assert!(ordered_p(outer, inner) && maybe_lt(outer, inner) && !maybe_lt(inner, outer));
}

#[test]
fn marker_values() {
    assert!(known_eq(p(-1, 0), -1));
    assert!(maybe_ne(p(-1, 1), -1));
    assert!(!known_size_p(p(-1, 0)));
    assert!(known_size_p(p(-1, 1)));
    assert!(!known_size_p(PolyInt::<u64, 2>::new([u64::MAX, 0])));
}

#[test]
fn maybe_eq_two_coefficients() {
    // a1 < b1: x = (a0 - b0) / (b1 - a1) must be a nonnegative integer.
    assert!(maybe_eq(p(3, 4), p(1, 5)));
    assert!(maybe_eq(p(3, 4), p(2, 5)));
    assert!(!maybe_eq(p(1, 4), p(3, 5)));
    assert!(!maybe_eq(p(4, 4), p(1, 6)));
    assert!(maybe_eq(p(5, 2), 9));
    assert!(!maybe_eq(p(5, 2), 8));
    assert!(!maybe_eq(p(5, 2), 3));
    assert!(maybe_eq(p(5, -2), 1));
    // Signed differences that would overflow in C++ are answered exactly.
    // (x = 2^64 - 1 makes them equal; GCC's i64 subtraction would overflow.)
    assert!(maybe_eq(p(i64::MAX, 1), p(i64::MIN, 2)));
    assert!(!maybe_eq(p(i64::MAX, 2), p(i64::MIN, 4)));
    assert!(maybe_eq(
        PolyInt::<u64, 2>::new([10, 0]),
        PolyInt::<u64, 2>::new([4, 3])
    ));
}

#[test]
fn maybe_eq_three_coefficients_is_exact() {
    type P3 = PolyInt<i64, 3>;
    // 6x + 10y = 7: parity rules it out.
    assert!(!maybe_eq(P3::new([0, 6, 10]), 7));
    // 6x + 10y = 16 at x = 1, y = 1.
    assert!(maybe_eq(P3::new([0, 6, 10]), 16));
    // 6x + 10y = 14: gcd divides, but no nonnegative solution.
    assert!(!maybe_eq(P3::new([0, 6, 10]), 14));
    // Mixed signs: 6x - 10y = 2 has x = 2, y = 1.
    assert!(maybe_eq(P3::new([0, 6, -10]), 2));
}

#[test]
fn arithmetic_operators() {
    let a = p(3, 4);
    assert_eq!(-&a, p(-3, -4));
    assert_eq!(!&a, p(-4, -4)); // ~a = -1 - a
    assert_eq!(!PolyInt::<i64, 1>::new([5]), PolyInt::new([-6]));
    assert_eq!(a + p(1, 1), p(4, 5));
    assert_eq!(&a + 10, p(13, 4));
    assert_eq!(10 + &a, p(13, 4));
    assert_eq!(&a - 1, p(2, 4));
    assert_eq!(1 - &a, p(-2, -4));
    assert_eq!(&a * 3, p(9, 12));
    assert_eq!(3 * &a, p(9, 12));
    assert_eq!(&a << 2, p(12, 16));
    let mut b = a;
    b += p(1, 1);
    b -= 2;
    b *= 2;
    b <<= 1;
    assert_eq!(b, p(8, 20));
    // Unsigned coefficients wrap as C++ unsigned arithmetic does.
    assert_eq!(
        PolyInt::<u16, 2>::new([1, 0]) - 2,
        PolyInt::new([u16::MAX, 0])
    );
}

#[test]
fn division() {
    assert!(multiple_p(p(8, 4), 4));
    assert!(!multiple_p(p(8, 6), 4));
    assert_eq!(multiple_quotient(p(8, 4), 4), Some(p(2, 1)));
    assert_eq!(multiple_quotient(p(8, 4), p(2, 1)), Some(p(4, 0)));
    assert!(!multiple_p(8, p(2, 1)));
    assert!(multiple_p(0, p(2, 1)));
    assert_eq!(constant_multiple(p(8, 4), p(2, 1)), Some(4));
    assert_eq!(constant_multiple(p(8, 4), 4), None);
    assert_eq!(constant_multiple::<i64, 1>(8, 4), Some(2));
    // Polynomial quotient with constant remainder.
    assert_eq!(can_div_trunc_p(p(9, 4), 4), Some(p(2, 1)));
    assert_eq!(can_div_trunc_p_rem(p(9, 4), &4), Some((p(2, 1), 1)));
    assert_eq!(can_div_trunc_p(p(9, 6), 4), None);
    // Constant quotient by a polynomial.
    assert_eq!(can_div_trunc_p_const(p(9, 8), p(2, 2)), Some(4));
    assert_eq!(can_div_trunc_p_const(p(9, 4), p(2, 2)), None);
    assert_eq!(can_div_trunc_p_const(p(1, 1), p(4, 4)), Some(0));
    assert_eq!(can_div_trunc_p_const(p(1, 5), p(4, 4)), None);
    assert_eq!(
        can_div_trunc_p_const_rem(p(9, 8), p(2, 2)),
        Some((4, p(1, 0)))
    );
    assert_eq!(
        can_div_trunc_p_const_rem(p(9, 9), p(2, 2)),
        Some((4, p(1, 1)))
    );
    assert_eq!(can_div_away_from_zero_p(p(9, 8), p(2, 2)), Some(5));
    assert_eq!(can_div_away_from_zero_p(p(-9, -8), p(2, 2)), Some(-5));
    // An inexact division needs both operands ordered with respect to zero.
    assert_eq!(can_div_trunc_p_const(p(9, -8), p(2, -2)), None);
    assert_eq!(can_div_away_from_zero_p(p(8, 8), p(2, 2)), Some(4));
    // A zero divisor is "cannot divide", not a crash.
    assert_eq!(can_div_trunc_p(p(9, 4), 0), None);
    assert_eq!(try_exact_div(p(9, 4), 0), None);
    // The chapter's vectorizer example: which vector and lane holds element pos?
    let (pos, nunits) = (p(10, 0), 4i64);
    assert_eq!(can_div_trunc_p_rem(pos, &nunits), Some((p(2, 0), 2)));
}

#[test]
#[should_panic(expected = "exact_div: [9,4] is not a multiple of 2")]
fn exact_div_asserts() {
    exact_div(p(9, 4), 2);
}

#[test]
fn other_arithmetic() {
    assert_eq!(can_ior(p(8, 16), &3), Some(p(11, 16)));
    assert_eq!(can_ior(p(8, 2), &3), None);
    assert_eq!(coeff_gcd(&p(12, 18)), 6);
    assert_eq!(coeff_gcd(&p(0, -4)), -4); // a single nonzero coefficient is returned as is
    assert_eq!(coeff_gcd(&p(0, 0)), 0);
    assert_eq!(common_multiple(&p(4, 4), &6), p(12, 12));
    assert_eq!(force_common_multiple(&p(4, 4), &p(6, 6)), p(12, 12));
    assert_eq!(try_common_multiple(&p(4, 4), &p(6, 7)), None);
}

#[test]
fn alignment() {
    let v = p(13, 16);
    assert!(can_align_p(&v, &8));
    assert!(!can_align_p(&v, &32));
    assert_eq!(can_align_down(&v, &8), Some(p(8, 16)));
    assert_eq!(can_align_up(&v, &8), Some(p(16, 16)));
    assert_eq!(known_misalignment(&v, &8), Some(5));
    assert_eq!(force_get_misalignment(&v, &8), 5);
    assert_eq!(force_align_down_and_div(&v, &8), p(1, 2));
    assert_eq!(force_align_up_and_div(&v, &8), p(2, 2));
    assert!(known_equal_after_align_up(&p(13, 16), &p(15, 16), &8));
    assert!(!known_equal_after_align_down(&p(13, 16), &p(16, 16), &8));
    assert_eq!(known_alignment(&p(0, 0)), 0);
    assert_eq!(known_alignment(&p(12, 8)), 4);
    // The downward-growing stack example.
    let (limit, size) = (p(1000, 0), p(20, 16));
    assert_eq!(aligned_lower_bound(&(limit - size), &16), p(976, -16));
}

#[test]
#[should_panic(expected = "force_align_up: [13,16] cannot be aligned to 32")]
fn force_align_up_asserts() {
    force_align_up(&p(13, 16), &32);
}

#[test]
fn bounds() {
    assert_eq!(constant_lower_bound(&p(4, 4)), 4);
    assert_eq!(try_constant_lower_bound(&p(4, -4)), None);
    assert_eq!(constant_lower_bound_with_limit(&p(4, -4), &2), 2);
    assert_eq!(constant_lower_bound_with_limit(&p(4, 4), &2), 4);
    assert_eq!(constant_upper_bound_with_limit(&p(4, 4), &8), 8);
    assert_eq!(constant_upper_bound_with_limit(&p(4, -1), &8), 4);
    assert_eq!(lower_bound(p(3, 4), p(1, 5)), p(1, 4));
    assert_eq!(upper_bound(p(3, 4), p(1, 5)), p(3, 5));
    assert_eq!(lower_bound(p(3, 4), 5), p(3, 0));
    assert_eq!(upper_bound(p(3, -4), 1), p(3, 0));
}

#[test]
#[should_panic(expected = "constant_lower_bound: [4,-4] is not known to be nonnegative")]
fn constant_lower_bound_asserts() {
    constant_lower_bound(&p(4, -4));
}

#[test]
fn range_checks() {
    assert!(known_in_range_p::<i64, 1>(5, 4, 2));
    assert!(!known_in_range_p::<i64, 1>(6, 4, 2));
    assert!(maybe_in_range_p(p(6, 0), p(4, 0), p(2, 1)));
    assert!(!known_in_range_p(p(6, 0), p(4, 0), p(2, 1)));
    assert!(maybe_in_range_p::<i64, 1>(100, 4, -1)); // unknown size: open-ended
    assert!(!maybe_in_range_p::<i64, 1>(3, 4, -1));
    assert!(ranges_maybe_overlap_p::<i64, 1>(0, 4, 3, 4));
    assert!(!ranges_maybe_overlap_p::<i64, 1>(0, 4, 4, 4));
    assert!(!ranges_maybe_overlap_p::<i64, 1>(0, 4, 3, 0)); // size 0 overlaps nothing
    assert!(ranges_known_overlap_p::<i64, 1>(0, 4, 3, 4));
    assert!(!ranges_known_overlap_p(p(0, 0), p(4, 0), p(3, 1), p(4, 0)));
    assert!(ranges_maybe_overlap_p(p(0, 0), p(4, 0), p(3, 1), p(4, 0)));
    assert!(known_subrange_p::<i64, 1>(4, 2, 0, 8));
    assert!(!known_subrange_p::<i64, 1>(4, 6, 0, 8));
    assert!(known_subrange_p(p(4, 0), p(2, 0), p(0, 0), p(8, 16)));
    assert!(!known_subrange_p::<i64, 1>(4, 0, 0, 8)); // an empty range is not a subrange
    assert!(endpoint_representable_p::<i64, 1>(i64::MAX - 4, 4));
    assert!(!endpoint_representable_p::<i64, 1>(i64::MAX - 4, 5));
    assert!(endpoint_representable_p::<i64, 1>(i64::MAX, -1));
    assert!(coeffs_in_range_p(p(3, 4), &0, &4));
    assert!(!coeffs_in_range_p(p(3, 5), &0, &4));
}

#[test]
fn compare_sizes_for_sort_puts_constants_first() {
    let mut v = vec![p(1, 1), p(100, 0), p(0, 2), p(3, 0)];
    v.sort_by(compare_sizes_for_sort);
    assert_eq!(v, vec![p(3, 0), p(100, 0), p(1, 1), p(0, 2)]);
}

#[test]
fn conversions() {
    assert!(p(4, 0).is_constant());
    assert_eq!(p(4, 0).constant_value(), Some(&4));
    assert_eq!(p(4, 1).try_to_constant(), None);
    assert_eq!(PolyInt::<i64, 1>::from(7).into_scalar(), 7);
    assert_eq!(i64::from(PolyInt::<i64, 1>::new([-7])), -7);
    assert_eq!(
        WidestInt::from(PolyInt::new([WidestInt::from(5)])),
        WidestInt::from(5)
    );
    let o = PolyInt::<OffsetInt, 2>::from_poly(
        &PolyInt::<u64, 2>::new([u64::MAX, 1]),
        wi::Sign::Signed,
    );
    assert_eq!(o, PolyInt::new([OffsetInt(-1), OffsetInt(1)]));
    let o = PolyInt::<OffsetInt, 2>::from_poly(&p(-1, 1), wi::Sign::Unsigned);
    assert_eq!(o, PolyInt::new([OffsetInt(u64::MAX as i128), OffsetInt(1)]));
    assert_eq!(o.to_shwi(), None);
    assert_eq!(o.to_uhwi(), Some(PolyInt::new([u64::MAX, 1])));
    assert_eq!(o.force_shwi(), p(-1, 1));
    let w = wi::shwi(&p(-1, 2), 8);
    assert_eq!(w.print_dec(wi::Sign::Unsigned), "[255,2]");
    assert_eq!(w.print_dec(wi::Sign::Signed), "[-1,2]");
    assert_eq!(wi::sext(&p(0xff, 0x7f), 8), p(-1, 127));
    assert_eq!(wi::zext(&p(-1, 2), 8), p(255, 2));
    let lossless: PolyInt<i64, 2> = PolyInt::<u16, 2>::new([1, 2]).into();
    assert_eq!(lossless, p(1, 2));
    assert_eq!(p(-1, 0).cast::<u8>(), PolyInt::new([255, 0]));
}

#[test]
#[should_panic(expected = "to_constant: [4,1] is not a compile-time constant")]
fn to_constant_asserts() {
    p(4, 1).to_constant();
}

#[test]
fn print_dec_and_parse() {
    assert_eq!(p(4, 0).to_string(), "4");
    assert_eq!(p(-4, 2).to_string(), "[-4,2]");
    assert_eq!(
        PolyInt::<u64, 2>::new([u64::MAX, 1]).to_string(),
        "[18446744073709551615,1]"
    );
    assert_eq!("[-4, 2]".parse::<P2>(), Ok(p(-4, 2)));
    assert_eq!("17".parse::<P2>(), Ok(p(17, 0)));
    assert_eq!("[0x10,1]".parse::<P2>(), Ok(p(16, 1)));
    let err = "[1,2,3]".parse::<P2>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "column 1: expected 2 coefficient(s), found 3"
    );
    let err = "[1,x]".parse::<P2>().unwrap_err();
    assert_eq!(err.column, 4);
    assert!("[1,2".parse::<P2>().is_err());
    assert!("[70000,0]".parse::<PolyInt<u16, 2>>().is_err());
    // print_dec with an explicit sign, and print_hex: the bits at the precision.
    assert_eq!(
        p(-1, 2).print_dec(wi::Sign::Unsigned),
        "[18446744073709551615,2]"
    );
    assert_eq!(p(-1, 0).print_hex(), "0xffffffffffffffff");
    assert_eq!(p(0, 255).print_hex(), "[0x0,0xff]");
    assert_eq!("0xffffffffffffffff".parse::<P2>(), Ok(p(-1, 0)));
    assert_eq!("[-0x10,0x1]".parse::<P2>(), Ok(p(-16, 1)));
    // Values wider than a host integer print in hex, as GCC's print_dec does, and parse back.
    let o = PolyInt::<OffsetInt, 2>::new([OffsetInt(-5), OffsetInt(1 << 70)]);
    assert_eq!(o.to_string(), "[-5,0x400000000000000000]");
    assert_eq!(o.to_string().parse(), Ok(o));
    let big = PolyInt::<OffsetInt, 1>::new([OffsetInt(i128::MIN)]);
    assert_eq!(big.to_string(), "0x80000000000000000000000000000000");
    assert_eq!(big.to_string().parse(), Ok(big));
    let w = PolyInt::<WidestInt, 1>::new([WidestInt::from(-(1i128 << 80))]);
    assert_eq!(w.to_string().parse(), Ok(w));
}

#[test]
fn wi_overflow_flags() {
    use wi::{Overflow, Sign};
    let a = PolyInt::<OffsetInt, 2>::new([OffsetInt(i128::MAX), OffsetInt(1)]);
    let one = PolyInt::constant(OffsetInt(1));
    let (r, o) = wi::add_overflow(&a, &one, Sign::Signed);
    assert_eq!(r.coeffs[0], OffsetInt(i128::MIN));
    assert_eq!(o, Overflow::Overflow);
    let (_, o) = wi::add_overflow(&a, &one, Sign::Unsigned);
    assert_eq!(o, Overflow::None);
    let (_, o) = wi::sub_overflow(&one, &a, Sign::Unsigned);
    assert_eq!(o, Overflow::Underflow);
    let (_, o) = wi::mul_overflow(&a, &OffsetInt(2), Sign::Signed);
    assert_eq!(o, Overflow::Unknown);
    let m = PolyInt::<OffsetInt, 2>::new([OffsetInt(i128::MIN), OffsetInt(3)]);
    assert_eq!(wi::neg_overflow(&m).1, Overflow::Overflow);
    // Overflow in both directions on different coefficients is OVF_UNKNOWN.
    let x = PolyInt::<WideInt, 2>::new([WideInt::shwi(127, 8), WideInt::shwi(-128, 8)]);
    let y = PolyInt::<WideInt, 2>::new([WideInt::shwi(1, 8), WideInt::shwi(1, 8)]);
    let (r, o) = wi::add_overflow(&x, &y, Sign::Signed);
    assert_eq!(r.print_dec(Sign::Signed), "[-128,-127]");
    assert_eq!(o, Overflow::Overflow);
    let (_, o) = wi::sub_overflow(
        &x,
        &PolyInt::new([WideInt::shwi(-1, 8), WideInt::shwi(1, 8)]),
        Sign::Signed,
    );
    assert_eq!(o, Overflow::Unknown);
    // Host integers combine at widest precision, as in GCC: no overflow.
    let (r, o) = wi::add_overflow(&p(i64::MAX, 0), &p(1, 0), Sign::Signed);
    assert_eq!(o, Overflow::None);
    assert_eq!(r.coeffs[0], WidestInt::from(i64::MAX as i128 + 1));
    assert_eq!(wi::lshift(&x, 9).print_dec(Sign::Signed), "0");
}

#[test]
fn gcc_mixed_signedness() {
    use polyint::mixed;
    let u = PolyInt::<u64, 2>::new([1, 0]);
    let s = PolyInt::<i64, 2>::new([-1, 0]);
    // unsigned HOST_WIDE_INT vs HOST_WIDE_INT compares unsigned: -1 reads as 2^64 - 1.
    assert!(mixed::maybe_lt(&u, &s));
    assert!(mixed::known_lt(&u, &s));
    // unsigned int vs int also compares unsigned...
    assert!(mixed::maybe_lt(
        &PolyInt::<u32, 1>::new([1]),
        &PolyInt::<i32, 1>::new([-1])
    ));
    // ...but unsigned short vs short promotes both to int.
    assert!(!mixed::maybe_lt(
        &PolyInt::<u16, 1>::new([1]),
        &PolyInt::<i16, 1>::new([-1])
    ));
    // unsigned int vs HOST_WIDE_INT: the signed type is wider and wins.
    assert!(!mixed::maybe_lt(
        &PolyInt::<u32, 1>::new([1]),
        &PolyInt::<i64, 1>::new([-1])
    ));
    // Against a scalar, non-constant coefficients are sign-tested in their own type:
    // poly_int64 [5,-1] might be <= (uint64) 3 because -1 < 0 ...
    assert!(mixed::maybe_le(
        &PolyInt::<i64, 2>::new([5, -1]),
        &mixed::Scalar(3u64)
    ));
    // ... while the constant term compares in the common type: 5 <= (u64) -1.
    assert!(mixed::maybe_le(
        &PolyInt::<i64, 2>::new([5, 0]),
        &mixed::Scalar(u64::MAX)
    ));
    // -1 converts to u64::MAX, which is not <= 3.
    assert!(!mixed::maybe_le(
        &PolyInt::<i64, 2>::new([-1, 0]),
        &mixed::Scalar(3u64)
    ));
    // maybe_eq of poly_uint64 against a negative int: -1 converts to 2^64 - 1.
    assert!(mixed::maybe_eq(
        &PolyInt::<u64, 2>::new([u64::MAX, 0]),
        &mixed::Scalar(-1i32)
    ));
    assert!(mixed::maybe_lt(
        &mixed::Scalar(-1i32),
        &PolyInt::<u64, 2>::new([0, 1])
    ));
    assert!(!mixed::maybe_lt(
        &mixed::Scalar(-1i32),
        &PolyInt::<u64, 2>::new([0, 0])
    ));
    // The manual's promotion examples (10.4.1).
    let (a, b) = mixed::promote_scalar(&PolyInt::<u16, 2>::new([1, 2]), 3i32);
    let r: PolyInt<i64, 2> = a + b; // poly_uint16 + int -> poly_int64
    assert_eq!(r, PolyInt::new([4, 2]));
    let (a, b) = mixed::promote(
        &PolyInt::<i32, 2>::new([-1, 2]),
        &PolyInt::<u64, 2>::new([0, 0]),
    );
    let r: PolyInt<u64, 2> = a + b; // poly_int32 + poly_uint64 -> poly_uint64
    assert_eq!(r, PolyInt::new([u64::MAX, 2]));
    let (a, b) = mixed::promote_scalar(
        &PolyInt::<OffsetInt, 2>::new([OffsetInt(1), OffsetInt(2)]),
        3i32,
    );
    let r: PolyInt<OffsetInt, 2> = a + b; // poly_offset_int + int32 -> poly_offset_int
    assert_eq!(r.coeffs[0], OffsetInt(4));
}

#[test]
fn maybe_eq_four_coefficients() {
    type P4 = PolyInt<i64, 4>;
    // 6x + 10y + 15z = 1 has no nonnegative solution ...
    assert!(!maybe_eq(P4::new([0, 6, 10, 15]), 1));
    // ... but 31 = 6 + 10 + 15 and every value from 30 on is representable.
    assert!(maybe_eq(P4::new([0, 6, 10, 15]), 31));
    assert!(maybe_eq(P4::new([0, 6, 10, 15]), 30));
    assert!(!maybe_eq(P4::new([0, 6, 10, 15]), 29));
    // A search that would take millions of steps stops at its budget with the conservative
    // "might be equal" (exactly, (2^40 + 1)x + 2^39 (y + z) never reaches this target).
    let big = P4::new([0, (1 << 40) + 1, 1 << 39, 1 << 39]);
    assert!(maybe_eq(big, (1i64 << 62) + (1 << 39) - 1));
}

#[test]
fn wide_precisions_are_bounded_as_in_gcc() {
    use num_bigint::BigInt;
    assert!(WideInt::try_from_bigint(&BigInt::from(1), 0).is_none());
    assert!(WideInt::try_from_bigint(&BigInt::from(1), WIDEST_INT_PRECISION + 1).is_none());
    assert_eq!(
        WideInt::try_from_bigint(&BigInt::from(300), 8),
        Some(WideInt::shwi(44, 8))
    );
    // Shifting a widest_int past its precision gives zero instead of a giant integer.
    let w = PolyInt::<WidestInt, 1>::new([WidestInt::from(3)]);
    assert_eq!(&w << u32::MAX, PolyInt::new([WidestInt::from(0)]));
    assert_eq!(wi::lshift(&w, 4000).coeffs[0], WidestInt::from(0));
}

#[test]
#[should_panic(expected = "wide_int::from: precision 0 is outside 1..=576")]
fn wide_int_precision_asserts() {
    WideInt::shwi(1, 0);
}
