//! Division (manual node 10.4.3): `multiple_p`, `constant_multiple_p`, `can_div_trunc_p`,
//! `can_div_away_from_zero_p` and `exact_div`.
//!
//! GCC's routines return `bool` and store results through pointers; here the predicate
//! forms return `bool` and the storing forms return `Option`. A zero divisor (a trap in
//! GCC) makes every routine answer "cannot divide" (`false` / `None`).

use crate::coeff::Coeff;
use crate::poly::{Operand, PolyInt};

/// The constant quotient `a / b` if `a` is a constant multiple of `b` (the storing form of
/// `constant_multiple_p`).
#[doc(alias = "constant_multiple_p")]
#[inline(always)]
pub fn constant_multiple<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> Option<C> {
    let (a, b) = (a.poly(), b.poly());
    let (a, b) = (&a.coeffs, &b.coeffs);
    if !a[0].rem_trunc(&b[0])?.is_zero() {
        return None;
    }
    let r = a[0].div_trunc(&b[0])?;
    for i in 1..N {
        let ok = if b[i].is_zero() {
            a[i].is_zero()
        } else {
            a[i].rem_trunc(&b[i]).is_some_and(|m| m.is_zero())
                && a[i].div_trunc(&b[i]).as_ref() == Some(&r)
        };
        if !ok {
            return None;
        }
    }
    Some(r)
}

/// Whether `a` is a constant multiple of `b`.
#[inline(always)]
pub fn constant_multiple_p<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> bool {
    constant_multiple(a, b).is_some()
}

/// The quotient `a / b` if `a` is a multiple of `b`: a polynomial quotient when `b` is
/// constant, otherwise only a constant quotient (the storing form of `multiple_p`).
#[doc(alias = "multiple_p")]
#[inline(always)]
pub fn multiple_quotient<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> Option<PolyInt<C, N>> {
    let (a, b) = (a.poly(), b.poly());
    if b.is_constant() {
        let d = &b.coeffs[0];
        if !a
            .coeffs
            .iter()
            .all(|c| c.rem_trunc(d).is_some_and(|m| m.is_zero()))
        {
            return None;
        }
        return Some(a.map(|c| c.div_trunc(d).expect("divisor checked nonzero")));
    }
    constant_multiple(&*a, &*b).map(PolyInt::constant)
}

/// Whether `a` is a multiple of `b` (polynomial multiple if `b` is constant, constant
/// multiple otherwise).
#[inline(always)]
pub fn multiple_p<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    multiple_quotient(a, b).is_some()
}

/// `a / b` for `a` known to be a multiple of `b`, or `None` if it is not.
#[doc(alias = "exact_div")]
pub fn try_exact_div<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> Option<PolyInt<C, N>> {
    multiple_quotient(a, b)
}

/// Asserts that `a` is a multiple of `b` and returns `a / b`.
///
/// # Panics
/// If it is not (or `b` is zero); [`try_exact_div`] is the non-panicking twin.
#[track_caller]
pub fn exact_div<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> PolyInt<C, N> {
    let (a, b) = (a.poly(), b.poly());
    match multiple_quotient(&*a, &*b) {
        Some(q) => q,
        None => panic!("exact_div: {a} is not a multiple of {b}"),
    }
}

/// The constant quotient Q with `a = b·Q + r`, `|b·Q| <= |a|` and `|r| < |b|` for every
/// value of the indeterminates, if GCC can prove there is one (`can_div_trunc_p (a, b, &Q)`
/// with a constant quotient): Q is the quotient at X = 0, every non-constant coefficient
/// must divide to the same Q (or, for Q = 0, be no larger than `b`'s), and an inexact
/// division needs `a` and `b` each ordered with respect to zero. Then Q is
/// `trunc (a(X) / b(X))` at every X where `b(X)` is nonzero.
#[doc(alias = "can_div_trunc_p")]
#[inline(always)]
pub fn can_div_trunc_p_const<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> Option<C> {
    let (a, b) = (a.poly(), b.poly());
    let (a, b) = (&*a, &*b);
    if b.coeffs[0].is_zero() {
        return None;
    }
    // Q is the quotient at the point where every indeterminate is zero. Whether it is zero
    // is a comparison, and then no coefficient needs a division either: GCC divides once
    // or twice whatever the operands, and this answers half of gcc-bench's N = 2 cases
    // without. (With one coefficient the division is all there is to do.)
    let (q, rem_p) = if N > 1 && magnitude_lt(&a.coeffs[0], &b.coeffs[0]) {
        (C::zero(), zero_quotient_remainder(a, b)?)
    } else {
        nonzero_quotient(a, b)?
    };
    // An inexact division is only safe when both values are ordered with respect to zero.
    if rem_p && (!ordered_with_zero(a) || !ordered_with_zero(b)) {
        return None;
    }
    Some(q)
}

/// For Q = 0: whether the division leaves a remainder, or `None` unless |ai| <= |bi| for
/// every i >= 1 (GCC's "bi = 0 needs ai = 0" is the case bi = 0 of that).
#[inline(always)]
fn zero_quotient_remainder<C: Coeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
) -> Option<bool> {
    let (a, b) = (&a.coeffs, &b.coeffs);
    let mut fits = true;
    for i in 1..N {
        fits &= !magnitude_lt(&b[i], &a[i]);
    }
    // The remainder is `a` itself; where bi = 0, ai = 0 too.
    fits.then(|| a.iter().any(|c| !c.is_zero()))
}

/// For Q != 0: Q, and whether the division leaves a remainder, or `None` unless every
/// ai / bi with bi != 0 is Q and every ai with bi = 0 is 0.
#[inline(always)]
fn nonzero_quotient<C: Coeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
) -> Option<(C, bool)> {
    let (a, b) = (&a.coeffs, &b.coeffs);
    // ai / bi = Q != 0 needs ai != 0 as bi = 0 does ai = 0: refused before the division.
    if (1..N).any(|i| a[i].is_zero() != b[i].is_zero()) {
        return None;
    }
    let (q, r0) = a[0].div_rem_trunc(&b[0])?;
    let mut rem_p = !r0.is_zero();
    for i in 1..N {
        if !b[i].is_zero() {
            rem_p |= a[i].trunc_quotient_is(&b[i], &q)?;
        }
    }
    Some((q, rem_p))
}

/// `|x| < |y|` without overflow: signed values compare as GCC's negative absolute values
/// (-|MIN| is MIN), unsigned ones as themselves.
#[inline(always)]
fn magnitude_lt<C: Coeff>(x: &C, y: &C) -> bool {
    if C::SIGNED {
        let neg_abs = |c: &C| if c.is_negative() { c.clone() } else { c.neg() };
        neg_abs(x) > neg_abs(y)
    } else {
        x < y
    }
}

/// `ordered_p (p, 0)`: `known_le (p, 0)` is every coefficient <= 0 and `known_ge (p, 0)`
/// every coefficient >= 0, so this is "no coefficients of both signs", tested without
/// branches.
#[inline(always)]
fn ordered_with_zero<C: Coeff, const N: usize>(p: &PolyInt<C, N>) -> bool {
    let (mut pos, mut neg) = (false, false);
    for c in &p.coeffs {
        neg |= c.is_negative();
        pos |= !c.is_negative() & !c.is_zero();
    }
    N == 1 || !(pos & neg)
}

/// [`can_div_trunc_p_const`] plus the polynomial remainder `a - Q·b`.
#[doc(alias = "can_div_trunc_p")]
pub fn can_div_trunc_p_const_rem<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> Option<(C, PolyInt<C, N>)> {
    let (a, b) = (a.poly(), b.poly());
    let q = can_div_trunc_p_const(&*a, &*b)?;
    let rem = &*a - &(&*b * q.clone());
    Some((q, rem))
}

/// GCC's `can_div_trunc_p (a, b, &q)` with a polynomial quotient `q`. What `q` is:
///
/// * `b` constant: every non-constant coefficient of `a` must be a multiple of `b`; then
///   `q` is `a` divided coefficient by coefficient (truncating), so `a = b·q + R` for
///   every value of the indeterminates, with the constant remainder `R = a0 % b`
///   ([`can_div_trunc_p_rem`]). `q(X)` is `trunc (a(X) / b)` wherever `a(X)` is zero or
///   has the sign of `a0` (so for every X when `a` is ordered with respect to zero);
///   elsewhere it is one further from zero. For a = 1 − 195X and b = 15, q = −13X: at X = 1,
///   a = −194 and q = −13, while trunc (−194 / 15) = −12. GCC's comment promises
///   `|b·q| <= |a|`, which this case breaks too.
/// * `b` not constant: the constant quotient of [`can_div_trunc_p_const`], whose
///   guarantees are exact.
///
/// `None` where GCC returns false, and for a zero divisor.
///
/// ```
/// use polyint::{BigInt, PolyInt, can_div_trunc_p};
/// let a = PolyInt::<i64, 2>::new([1, -195]);
/// let q = can_div_trunc_p(&a, 15).unwrap();
/// assert_eq!(q, PolyInt::new([0, -13]));
/// assert_eq!(q.eval(&[1]), BigInt::from(-13));
/// assert_eq!(a.eval(&[1]) / BigInt::from(15), BigInt::from(-12)); // truncating division
/// ```
#[inline(always)]
pub fn can_div_trunc_p<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> Option<PolyInt<C, N>> {
    let (a, b) = (a.poly(), b.poly());
    if b.is_constant() {
        return div_trunc_by_constant(&a, &b.coeffs[0]);
    }
    can_div_trunc_p_const(&*a, &*b).map(PolyInt::constant)
}

#[inline(always)]
fn div_trunc_by_constant<C: Coeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &C,
) -> Option<PolyInt<C, N>> {
    let mut q = a.clone();
    // The remainder must be constant: every other coefficient divides exactly.
    for i in 1..N {
        let (qi, ri) = a.coeffs[i].div_rem_trunc(b)?;
        if !ri.is_zero() {
            return None;
        }
        q.coeffs[i] = qi;
    }
    q.coeffs[0] = a.coeffs[0].div_rem_trunc(b)?.0;
    Some(q)
}

/// `can_div_trunc_p (a, b, &q, &r)` for a constant `b`: the polynomial quotient of
/// [`can_div_trunc_p`] and the constant remainder `a0 % b`, with `a = b·q + r` for every
/// value of the indeterminates (`|r| < |b|`; `q(X)` need not be `trunc (a(X) / b)`, see
/// [`can_div_trunc_p`]).
#[doc(alias = "can_div_trunc_p")]
pub fn can_div_trunc_p_rem<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: &C,
) -> Option<(PolyInt<C, N>, C)> {
    let a = a.poly();
    let q = div_trunc_by_constant(&a, b)?;
    let r = a.coeffs[0].rem_trunc(b)?;
    Some((q, r))
}

/// The constant quotient `a / b` rounded away from zero, if it can be computed at compile
/// time (exactly when [`can_div_trunc_p_const`] succeeds).
pub fn can_div_away_from_zero_p<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> Option<C> {
    let (a, b) = (a.poly(), b.poly());
    let q = can_div_trunc_p_const(&*a, &*b)?;
    if crate::cmp::maybe_ne(&*b * q.clone(), &*a) {
        let step = if q.is_negative() {
            C::from_i64(-1)
        } else {
            C::one()
        };
        return Some(q.add(&step));
    }
    Some(q)
}
