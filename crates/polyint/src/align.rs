//! Alignment (manual node 10.5). `align` must be a power of two, as in GCC (not checked:
//! other values give GCC's arithmetic on `align - 1` as a mask).

use crate::cmp::known_eq;
use crate::coeff::{Coeff, promotes_to_int, widen};
use crate::poly::PolyInt;

#[inline(always)]
fn mask<C: Coeff>(align: &C) -> C {
    align.sub(&C::one())
}

/// Whether `value` can be aligned (up or down) to `align` at compile time: every
/// non-constant coefficient is a multiple of `align`.
#[inline(always)]
pub fn can_align_p<C: Coeff, const N: usize>(value: &PolyInt<C, N>, align: &C) -> bool {
    let m = mask(align);
    value.coeffs[1..].iter().all(|c| c.bitand(&m).is_zero())
}

/// The lowest multiple of `align` that is `>= value`, if [`can_align_p`] (`can_align_up`).
#[inline(always)]
pub fn can_align_up<C: Coeff, const N: usize>(
    value: &PolyInt<C, N>,
    align: &C,
) -> Option<PolyInt<C, N>> {
    if !can_align_p(value, align) {
        return None;
    }
    Some(value + value.coeffs[0].neg().bitand(&mask(align)))
}

/// The greatest multiple of `align` that is `<= value`, if [`can_align_p`]
/// (`can_align_down`).
#[inline(always)]
pub fn can_align_down<C: Coeff, const N: usize>(
    value: &PolyInt<C, N>,
    align: &C,
) -> Option<PolyInt<C, N>> {
    if !can_align_p(value, align) {
        return None;
    }
    Some(value - value.coeffs[0].bitand(&mask(align)))
}

/// Whether `a` and `b` can both be aligned up to `align` and give the same result.
pub fn known_equal_after_align_up<C: Coeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
    align: &C,
) -> bool {
    match (can_align_up(a, align), can_align_up(b, align)) {
        (Some(x), Some(y)) => known_eq(&x, &y),
        _ => false,
    }
}

/// Whether `a` and `b` can both be aligned down to `align` and give the same result.
pub fn known_equal_after_align_down<C: Coeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
    align: &C,
) -> bool {
    match (can_align_down(a, align), can_align_down(b, align)) {
        (Some(x), Some(y)) => known_eq(&x, &y),
        _ => false,
    }
}

/// Asserts [`can_align_p`] and aligns `value` up.
///
/// # Panics
/// If `value` cannot be aligned; [`can_align_up`] is the non-panicking twin.
#[track_caller]
pub fn force_align_up<C: Coeff, const N: usize>(value: &PolyInt<C, N>, align: &C) -> PolyInt<C, N> {
    match can_align_up(value, align) {
        Some(r) => r,
        None => panic!("force_align_up: {value} cannot be aligned to {align} at compile time"),
    }
}

/// Asserts [`can_align_p`] and aligns `value` down.
///
/// # Panics
/// If `value` cannot be aligned; [`can_align_down`] is the non-panicking twin.
#[track_caller]
pub fn force_align_down<C: Coeff, const N: usize>(
    value: &PolyInt<C, N>,
    align: &C,
) -> PolyInt<C, N> {
    match can_align_down(value, align) {
        Some(r) => r,
        None => panic!("force_align_down: {value} cannot be aligned to {align} at compile time"),
    }
}

/// A multiple of `align` that is `<= value`, the greatest one for some values of the
/// indeterminates (every coefficient rounded down).
#[inline(always)]
pub fn aligned_lower_bound<C: Coeff, const N: usize>(
    value: &PolyInt<C, N>,
    align: &C,
) -> PolyInt<C, N> {
    let m = mask(align);
    value.map(|c| c.sub(&c.bitand(&m)))
}

/// A multiple of `align` that is `>= value`, the least one for some values of the
/// indeterminates (every coefficient rounded up).
#[inline(always)]
pub fn aligned_upper_bound<C: Coeff, const N: usize>(
    value: &PolyInt<C, N>,
    align: &C,
) -> PolyInt<C, N> {
    let m = mask(align);
    value.map(|c| c.add(&c.neg().bitand(&m)))
}

/// `force_align_down (value, align) / align`, or `None` if `value` cannot be aligned or
/// `align` is zero.
#[doc(alias = "force_align_down_and_div")]
pub fn try_align_down_and_div<C: Coeff, const N: usize>(
    value: &PolyInt<C, N>,
    align: &C,
) -> Option<PolyInt<C, N>> {
    if align.is_zero() {
        return None;
    }
    if promotes_to_int::<C>() {
        // The aligned value may not fit C before the division (65521 aligned up to 16).
        let r = try_align_down_and_div(&value.map(widen), &widen(align))?;
        return Some(r.map(|&c| C::from_i64(c)));
    }
    let aligned = can_align_down(value, align)?;
    Some(aligned.map(|c| c.div_trunc(align).expect("align checked nonzero")))
}

/// `force_align_up (value, align) / align`, or `None` if `value` cannot be aligned or
/// `align` is zero.
#[doc(alias = "force_align_up_and_div")]
pub fn try_align_up_and_div<C: Coeff, const N: usize>(
    value: &PolyInt<C, N>,
    align: &C,
) -> Option<PolyInt<C, N>> {
    if align.is_zero() {
        return None;
    }
    if promotes_to_int::<C>() {
        // The aligned value may not fit C before the division (65521 aligned up to 16).
        let r = try_align_up_and_div(&value.map(widen), &widen(align))?;
        return Some(r.map(|&c| C::from_i64(c)));
    }
    let aligned = can_align_up(value, align)?;
    Some(aligned.map(|c| c.div_trunc(align).expect("align checked nonzero")))
}

/// Asserts [`can_align_p`], aligns `value` down and divides by `align`.
///
/// # Panics
/// If `value` cannot be aligned; [`try_align_down_and_div`] is the non-panicking twin.
#[track_caller]
pub fn force_align_down_and_div<C: Coeff, const N: usize>(
    value: &PolyInt<C, N>,
    align: &C,
) -> PolyInt<C, N> {
    match try_align_down_and_div(value, align) {
        Some(r) => r,
        None => {
            panic!("force_align_down_and_div: {value} cannot be aligned to {align} at compile time")
        }
    }
}

/// Asserts [`can_align_p`], aligns `value` up and divides by `align`.
///
/// # Panics
/// If `value` cannot be aligned; [`try_align_up_and_div`] is the non-panicking twin.
#[track_caller]
pub fn force_align_up_and_div<C: Coeff, const N: usize>(
    value: &PolyInt<C, N>,
    align: &C,
) -> PolyInt<C, N> {
    match try_align_up_and_div(value, align) {
        Some(r) => r,
        None => {
            panic!("force_align_up_and_div: {value} cannot be aligned to {align} at compile time")
        }
    }
}

/// `value & (align - 1)` if it is known at compile time (`known_misalignment`). `None` too
/// for a zero `align`, which GCC asserts against.
pub fn known_misalignment<C: Coeff, const N: usize>(value: &PolyInt<C, N>, align: &C) -> Option<C> {
    if align.is_zero() || !can_align_p(value, align) {
        return None;
    }
    Some(value.coeffs[0].bitand(&mask(align)))
}

/// Asserts that the misalignment is known and returns it.
///
/// # Panics
/// If it is not; [`known_misalignment`] is the non-panicking twin.
#[track_caller]
pub fn force_get_misalignment<C: Coeff, const N: usize>(value: &PolyInt<C, N>, align: &C) -> C {
    match known_misalignment(value, align) {
        Some(r) => r,
        None => panic!(
            "force_get_misalignment: the misalignment of {value} to {align} is not known at compile time"
        ),
    }
}

/// The largest power of two that divides `value` whatever the indeterminates are (the
/// lowest set bit of all coefficients or-ed together); zero if `value` is zero.
pub fn known_alignment<C: Coeff, const N: usize>(value: &PolyInt<C, N>) -> C {
    let r = value.coeffs[1..]
        .iter()
        .fold(value.coeffs[0].clone(), |r, c| r.bitor(c));
    r.bitand(&r.neg())
}
