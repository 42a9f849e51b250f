//! `maybe_eq` of two-coefficient values in exact (BigInt) arithmetic, the computation
//! behind the signed primitives' `Coeff::maybe_eq_2` (in coeff) and widest_int's.

use num_bigint::BigInt;
use num_traits::Zero;

/// `maybe_eq_2` in exact arithmetic.
pub(crate) fn maybe_eq_2_exact(a0: &BigInt, a1: &BigInt, b0: &BigInt, b1: &BigInt) -> bool {
    if a1 != b1 {
        if a1 < b1 {
            b0 <= a0 && ((a0 - b0) % (b1 - a1)).is_zero()
        } else {
            b0 >= a0 && ((b0 - a0) % (a1 - b1)).is_zero()
        }
    } else {
        a0 == b0
    }
}
