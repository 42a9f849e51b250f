//! `can_div_trunc_p_const` against poly-int.h's algorithm written out step by step (one
//! division per coefficient, GCC's order of checks) in wrapping arithmetic, the crate's
//! reading of GCC's signed overflow. The crate's version refuses some operands before any
//! division; this checks that it refuses exactly what GCC refuses and returns the same Q,
//! including around MIN, MAX, -1 and 0, where the short cuts are most delicate.

// Borrowed operands, as the crate's other tests pass them.
#![allow(clippy::needless_borrows_for_generic_args)]

use polyint::{PolyInt, can_div_trunc_p_const};
use proptest::prelude::*;

macro_rules! reference_for {
    ($name:ident, $t:ty) => {
        /// GCC's `can_div_trunc_p (a, b, &Q)` for a constant Q, step by step.
        fn $name<const N: usize>(a: &[$t; N], b: &[$t; N]) -> Option<$t> {
            if b[0] == 0 {
                return None;
            }
            let q = a[0].wrapping_div(b[0]);
            let mut rem_p = a[0].wrapping_rem(b[0]) != 0;
            for i in 1..N {
                if b[i] == 0 {
                    if a[i] != 0 {
                        return None;
                    }
                } else if q == 0 {
                    if a[i] != 0 {
                        let neg_abs = |x: $t| if x < 0 { x } else { x.wrapping_neg() };
                        if neg_abs(a[i]) < neg_abs(b[i]) {
                            return None;
                        }
                        rem_p = true;
                    }
                } else {
                    if a[i].wrapping_div(b[i]) != q {
                        return None;
                    }
                    rem_p |= a[i].wrapping_rem(b[i]) != 0;
                }
            }
            let ordered = |p: &[$t; N]| p.iter().all(|&c| c <= 0) || p.iter().all(|&c| c >= 0);
            if rem_p && (!ordered(a) || !ordered(b)) {
                return None;
            }
            Some(q)
        }
    };
}

reference_for!(reference_i64, i64);
reference_for!(reference_i8, i8);

/// Small values, the extremes and their neighbours, and anything.
fn coeff_i64() -> impl Strategy<Value = i64> {
    prop_oneof![
        -6i64..=6,
        prop::sample::select(vec![i64::MIN, i64::MIN + 1, i64::MAX, i64::MAX - 1, -1, 1]),
        any::<i64>(),
    ]
}

fn coeff_i8() -> impl Strategy<Value = i8> {
    prop_oneof![-6i8..=6, any::<i8>()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    #[test]
    fn n2_i64_matches_gccs_steps(a in [coeff_i64(), coeff_i64()], b in [coeff_i64(), coeff_i64()]) {
        prop_assert_eq!(
            can_div_trunc_p_const(&PolyInt::new(a), &PolyInt::new(b)),
            reference_i64(&a, &b)
        );
    }

    #[test]
    fn n3_i64_matches_gccs_steps(
        a in [coeff_i64(), coeff_i64(), coeff_i64()],
        b in [coeff_i64(), coeff_i64(), coeff_i64()],
    ) {
        prop_assert_eq!(
            can_div_trunc_p_const(&PolyInt::new(a), &PolyInt::new(b)),
            reference_i64(&a, &b)
        );
    }

    #[test]
    fn n2_i8_matches_gccs_steps(a in [coeff_i8(), coeff_i8()], b in [coeff_i8(), coeff_i8()]) {
        prop_assert_eq!(
            can_div_trunc_p_const(&PolyInt::new(a), &PolyInt::new(b)),
            reference_i8(&a, &b)
        );
    }
}

/// Every i8 pair for the constant terms, over a spread of non-constant coefficients: the
/// short cuts decide on signs and magnitudes, so all of them are worth visiting once.
#[test]
fn n2_i8_constant_terms_exhaustively() {
    let others = [-128i8, -127, -2, -1, 0, 1, 2, 3, 127];
    for a0 in i8::MIN..=i8::MAX {
        for b0 in i8::MIN..=i8::MAX {
            for &a1 in &others {
                for &b1 in &others {
                    let (a, b) = ([a0, a1], [b0, b1]);
                    assert_eq!(
                        can_div_trunc_p_const(&PolyInt::new(a), &PolyInt::new(b)),
                        reference_i8(&a, &b),
                        "a = {a:?}, b = {b:?}"
                    );
                }
            }
        }
    }
}
