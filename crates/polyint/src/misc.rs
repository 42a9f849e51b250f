//! Other arithmetic (manual node 10.4.4): `can_ior_p`, `coeff_gcd`, `common_multiple`,
//! `force_common_multiple`.

use crate::coeff::{Coeff, promotes_to_int, widen};
use crate::poly::{Operand, PolyInt};

/// `a | b` if it can be computed at compile time: every non-constant coefficient must be a
/// multiple of a power of two greater than `b`'s set bits (`can_ior_p (a, b, &r)`).
#[doc(alias = "can_ior_p")]
pub fn can_ior<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: &C) -> Option<PolyInt<C, N>> {
    let a = a.poly();
    for i in 1..N {
        let c = &a.coeffs[i];
        // -(lowest set bit of c) is a mask of the bits c's multiples can touch.
        if !c.bitand(&c.neg()).neg().bitand(b).is_zero() {
            return None;
        }
    }
    let mut r = a.into_owned();
    r.coeffs[0] = r.coeffs[0].bitor(b);
    Some(r)
}

/// Whether `a | b` can be computed at compile time.
pub fn can_ior_p<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: &C) -> bool {
    can_ior(a, b).is_some()
}

/// The greatest common divisor of the nonzero coefficients, or zero if all are zero.
///
/// As in GCC, a polynomial with a single nonzero coefficient returns that coefficient
/// itself (negative if it is negative); with two or more the result is nonnegative.
pub fn coeff_gcd<C: Coeff, const N: usize>(a: &PolyInt<C, N>) -> C {
    if promotes_to_int::<C>() {
        // |short| can exceed short: compute in int, as GCC does, and convert back.
        return C::from_i64(coeff_gcd(&a.map(widen)));
    }
    let mut i = N - 1;
    while i > 0 && a.coeffs[i].is_zero() {
        i -= 1;
    }
    let mut r = a.coeffs[i].clone();
    for c in &a.coeffs[..i] {
        if !c.is_zero() {
            r = r.gcd(c);
        }
    }
    r
}

/// A multiple of both the poly_int `a` and the scalar `b`: the least common multiple for
/// some values of the indeterminates. A zero `a` (for which GCC divides by zero) gives zero.
pub fn common_multiple<C: Coeff, const N: usize>(a: &PolyInt<C, N>, b: &C) -> PolyInt<C, N> {
    if promotes_to_int::<C>() {
        // GCC's value (in poly_int64, see `typed::common_multiple`) converted back to C.
        return common_multiple(&a.map(widen), &widen(b)).map(|&c| C::from_i64(c));
    }
    let g = coeff_gcd(a);
    match g.lcm(b).div_trunc(&g) {
        Some(m) => a * m,
        None => a.clone(),
    }
}

/// `common_multiple (a, b)` with the scalar first (GCC's `CONST_POLY_RESULT` overload).
pub fn scalar_common_multiple<C: Coeff, const N: usize>(a: &C, b: &PolyInt<C, N>) -> PolyInt<C, N> {
    common_multiple(b, a)
}

/// A multiple of both poly_ints, or `None` if there is none (the non-asserting twin of
/// [`force_common_multiple`]).
#[doc(alias = "force_common_multiple")]
pub fn try_common_multiple<C: Coeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
) -> Option<PolyInt<C, N>> {
    if promotes_to_int::<C>() {
        let r = try_common_multiple(&a.map(widen), &b.map(widen))?;
        return Some(r.map(|&c| C::from_i64(c)));
    }
    if b.is_constant() {
        return Some(common_multiple(a, &b.coeffs[0]));
    }
    if a.is_constant() {
        return Some(common_multiple(b, &a.coeffs[0]));
    }
    let i = (1..N).find(|&i| !a.coeffs[i].is_zero())?;
    let lcm = a.coeffs[i].lcm(&b.coeffs[i]);
    let amul = lcm.div_trunc(&a.coeffs[i])?;
    let bmul = lcm.div_trunc(&b.coeffs[i])?;
    let consistent = (0..N).all(|j| a.coeffs[j].mul(&amul) == b.coeffs[j].mul(&bmul));
    consistent.then(|| a * amul)
}

/// Asserts that `a` and `b` have a common multiple and returns one (the least for some
/// values of the indeterminates).
///
/// # Panics
/// If they have none; [`try_common_multiple`] is the non-panicking twin.
#[track_caller]
pub fn force_common_multiple<C: Coeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
) -> PolyInt<C, N> {
    match try_common_multiple(a, b) {
        Some(r) => r,
        None => panic!("force_common_multiple: {a} and {b} have no common multiple"),
    }
}
