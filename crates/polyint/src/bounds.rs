//! Bounds (manual node 10.6).

use crate::cmp::{known_ge, known_le};
use crate::coeff::Coeff;
use crate::poly::{Operand, PolyInt};

/// The smallest value `a` can have, or `None` unless `a` is known to be nonnegative (the
/// non-asserting twin of [`constant_lower_bound`]).
#[doc(alias = "constant_lower_bound")]
pub fn try_constant_lower_bound<C: Coeff, const N: usize>(a: &PolyInt<C, N>) -> Option<C> {
    known_ge(a, C::zero()).then(|| a.coeffs[0].clone())
}

/// Asserts that `a` is nonnegative and returns the smallest value it can have (`C0`).
///
/// # Panics
/// If `a` might be negative; [`try_constant_lower_bound`] is the non-panicking twin.
#[track_caller]
pub fn constant_lower_bound<C: Coeff, const N: usize>(a: &PolyInt<C, N>) -> C {
    match try_constant_lower_bound(a) {
        Some(r) => r,
        None => panic!("constant_lower_bound: {a} is not known to be nonnegative"),
    }
}

/// The least value of `a`, given that the context guarantees `a >= b`: `C0` if
/// `known_ge (a, b)`, otherwise `b`.
pub fn constant_lower_bound_with_limit<C: Coeff, const N: usize>(a: &PolyInt<C, N>, b: &C) -> C {
    if known_ge(a, b) {
        a.coeffs[0].clone()
    } else {
        b.clone()
    }
}

/// The greatest value of `a`, given that the context guarantees `a <= b`: `C0` if
/// `known_le (a, b)`, otherwise `b`.
pub fn constant_upper_bound_with_limit<C: Coeff, const N: usize>(a: &PolyInt<C, N>, b: &C) -> C {
    if known_le(a, b) {
        a.coeffs[0].clone()
    } else {
        b.clone()
    }
}

/// A value known to be `<=` both `a` and `b`, the greatest such for some values of the
/// indeterminates (coefficient-wise minimum).
#[inline(always)]
pub fn lower_bound<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> PolyInt<C, N> {
    let (a, b) = (a.poly(), b.poly());
    a.zip_with(&b, |x, y| if x < y { x.clone() } else { y.clone() })
}

/// A value known to be `>=` both `a` and `b`, the least such for some values of the
/// indeterminates (coefficient-wise maximum).
#[inline(always)]
pub fn upper_bound<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> PolyInt<C, N> {
    let (a, b) = (a.poly(), b.poly());
    a.zip_with(&b, |x, y| if x > y { x.clone() } else { y.clone() })
}
