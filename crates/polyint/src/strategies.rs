//! proptest strategies for poly_ints (feature `proptest`), so that code using poly ints can
//! be property-tested the way this crate tests itself.

use proptest::prelude::*;

use crate::coeff::Coeff;
use crate::poly::PolyInt;

/// Poly_ints whose coefficients come from `coeff`.
pub fn poly<C: Coeff, const N: usize>(
    coeff: impl Strategy<Value = C> + Clone,
) -> impl Strategy<Value = PolyInt<C, N>> {
    proptest::collection::vec(coeff, N)
        .prop_map(|v| PolyInt::from_leading(&v).expect("N coefficients"))
}

/// `i64` poly_ints with coefficients in `-limit..=limit`: small enough that sums and
/// small multiples never wrap, so that answers can be checked against exact evaluation.
pub fn small_i64<const N: usize>(limit: i64) -> impl Strategy<Value = PolyInt<i64, N>> {
    poly(-limit..=limit)
}

/// Nonnegative sizes: constant term in `0..=limit`, other coefficients in `0..=limit/4`.
pub fn size_i64<const N: usize>(limit: i64) -> impl Strategy<Value = PolyInt<i64, N>> {
    (
        0..=limit,
        proptest::collection::vec(0..=limit / 4, N.saturating_sub(1)),
    )
        .prop_map(|(c0, rest)| {
            let mut v = vec![c0];
            v.extend(rest);
            PolyInt::from_leading(&v).expect("N coefficients")
        })
}

/// Values for the N-1 indeterminates, each in `0..=limit`.
pub fn indeterminates<const N: usize>(limit: u64) -> impl Strategy<Value = Vec<u64>> {
    proptest::collection::vec(0..=limit, N.saturating_sub(1))
}

/// A power of two `2^0 ..= 2^max_log2`.
pub fn power_of_two(max_log2: u32) -> impl Strategy<Value = i64> {
    (0..=max_log2).prop_map(|k| 1i64 << k)
}
