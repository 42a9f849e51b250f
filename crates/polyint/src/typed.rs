//! Every routine with C++'s types, as poly-int.h's templates see them: operands of two
//! coefficient kinds (`poly_uint16` and `int`, `poly_int64` and `unsigned int`, ...), the
//! arithmetic done in the type C++ computes in, and GCC's result type.
//!
//! The crate's other routines take one coefficient type `C` and return `C`; for `C` narrower
//! than `int` they compute in `int` as C++ does (so `force_align_up_and_div` of a
//! `poly_uint16` 65521 to 16 is 4096) and return GCC's value converted to `C`. Here the
//! result has GCC's own type, so `common_multiple (poly_uint16 1000, 999)` is the
//! `poly_int64` 999000.
//!
//! Two types come from the one table in [`mixed`](crate::mixed) ([`Mix`]): `Cmp`, the C++
//! usual arithmetic conversion of the two kinds (what a plain `a.coeffs[i] / b` computes
//! in), and `Arith`, `poly_result` (what `POLY_CAST` converts to and what
//! `POLY_CONST_RESULT`/`POLY_POLY_RESULT` name). Which routine uses which, as in GCC 12:
//!
//! | routine | computes in | returns |
//! |---|---|---|
//! | [`add`], [`sub`], [`add_scalar`], [`sub_scalar`], [`scalar_sub`], [`mul`], [`scalar_mul`] | `Arith` | `PolyInt<Arith>` |
//! | [`neg`], [`not`], [`shl`] | `Arith` of (A, A) | `PolyInt<Arith>` of (A, A) |
//! | [`ordered_min`], [`ordered_max`], [`lower_bound`], [`upper_bound`] (and scalar forms) | `Arith` | `PolyInt<Arith>` |
//! | [`constant_lower_bound_with_limit`], [`constant_upper_bound_with_limit`] | `Cmp` (a comparison) | `Arith` |
//! | [`coeff_gcd`], [`known_alignment`] | `Arith` of (A, A) | `Arith` of (A, A) |
//! | [`force_get_misalignment`], [`known_misalignment`] | `Cmp` | `Arith` of (A, A) |
//! | [`can_align_p`], [`can_align_up`], [`can_align_down`], [`aligned_lower_bound`], [`aligned_upper_bound`], [`force_align_up`], [`force_align_down`], [`force_align_up_and_div`], [`force_align_down_and_div`] | `Cmp` | `PolyInt<A>` |
//! | [`multiple_quotient`], [`can_div_trunc_p`] (scalar divisor), [`exact_div`] (scalar divisor) | `Cmp` | `PolyInt<Arith>` |
//! | [`constant_multiple`], [`can_div_trunc_p_const`], [`can_div_away_from_zero_p`], [`exact_div_poly`] | `Arith` | `Arith` |
//! | [`common_multiple`], [`scalar_common_multiple`], [`force_common_multiple`] | `Arith` | `PolyInt<Arith>` |
//!
//! Where GCC stores a result through a pointer of the caller's type (`can_div_trunc_p (a, b,
//! &q)`), the result here is `Arith`, the type GCC's own callers use for it.
//!
//! ```
//! use polyint::{PolyInt, typed};
//! let size = PolyInt::<u16, 1>::new([65521]);
//! assert_eq!(typed::force_align_up_and_div(&size, 16i32), PolyInt::new([4096u16]));
//! let k = PolyInt::<u16, 1>::new([1000]);
//! assert_eq!(typed::common_multiple(&k, 999i32), PolyInt::new([999_000i64]));
//! ```

use crate::coeff::Coeff;
use crate::mixed::{CppInt, Mix, convert};
use crate::poly::PolyInt;

/// `poly_result` of `A` and `B`.
pub type Arith<A, B> = <A as Mix<B>>::Arith;
/// The C++ usual arithmetic conversion of `A` and `B`.
pub type Cmp<A, B> = <A as Mix<B>>::Cmp;

fn to_arith<A: Mix<B>, B: CppInt, const N: usize>(a: &PolyInt<A, N>) -> PolyInt<Arith<A, B>, N> {
    a.map(A::arith_l)
}

fn to_arith_r<A: Mix<B>, B: CppInt, const N: usize>(b: &PolyInt<B, N>) -> PolyInt<Arith<A, B>, N> {
    b.map(A::arith_r)
}

fn to_cmp<A: Mix<B>, B: CppInt, const N: usize>(a: &PolyInt<A, N>) -> PolyInt<Cmp<A, B>, N> {
    a.map(A::cmp_l)
}

/// A poly_int computed in `F`, stored into `T` (a C++ conversion).
fn store<F: Coeff, T: Coeff, const N: usize>(p: &PolyInt<F, N>) -> PolyInt<T, N> {
    p.map(convert::<F, T>)
}

/// `a + b` (`POLY_POLY_RESULT`).
pub fn add<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> PolyInt<Arith<A, B>, N> {
    to_arith(a) + to_arith_r::<A, B, N>(b)
}

/// `a - b`.
pub fn sub<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> PolyInt<Arith<A, B>, N> {
    to_arith(a) - to_arith_r::<A, B, N>(b)
}

/// `a + b` with a scalar `b` (`POLY_CONST_RESULT`).
pub fn add_scalar<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: B,
) -> PolyInt<Arith<A, B>, N> {
    to_arith(a) + A::arith_r(&b)
}

/// `a - b` with a scalar `b`.
pub fn sub_scalar<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: B,
) -> PolyInt<Arith<A, B>, N> {
    to_arith(a) - A::arith_r(&b)
}

/// `c - a` with a scalar `c` first (`CONST_POLY_RESULT`).
pub fn scalar_sub<A: Mix<B>, B: CppInt, const N: usize>(
    c: B,
    a: &PolyInt<A, N>,
) -> PolyInt<Arith<A, B>, N> {
    let mut r = -to_arith::<A, B, N>(a);
    r.coeffs[0] = A::arith_r(&c).sub(&A::arith_l(&a.coeffs[0]));
    r
}

/// `a * c` with a scalar `c`.
pub fn mul<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    c: B,
) -> PolyInt<Arith<A, B>, N> {
    to_arith(a) * A::arith_r(&c)
}

/// `c * a` with the scalar first.
pub fn scalar_mul<A: Mix<B>, B: CppInt, const N: usize>(
    c: B,
    a: &PolyInt<A, N>,
) -> PolyInt<Arith<A, B>, N> {
    mul(a, c)
}

/// `-a` (`POLY_POLY_RESULT (N, Ca, Ca)`: a `poly_uint16` negates into `poly_int64`).
pub fn neg<A: Mix<A>, const N: usize>(a: &PolyInt<A, N>) -> PolyInt<Arith<A, A>, N> {
    -to_arith::<A, A, N>(a)
}

/// `~a`.
pub fn not<A: Mix<A>, const N: usize>(a: &PolyInt<A, N>) -> PolyInt<Arith<A, A>, N> {
    !to_arith::<A, A, N>(a)
}

/// `a << amount`; an amount of at least the result's precision gives zero.
pub fn shl<A: Mix<A>, const N: usize>(a: &PolyInt<A, N>, amount: u32) -> PolyInt<Arith<A, A>, N> {
    to_arith::<A, A, N>(a) << amount
}

/// `ordered_min (a, b)`, or `None` if the two are not ordered.
pub fn ordered_min<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> Option<PolyInt<Arith<A, B>, N>> {
    crate::try_ordered_min(to_arith(a), to_arith_r::<A, B, N>(b))
}

/// `ordered_max (a, b)`, or `None` if the two are not ordered.
pub fn ordered_max<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> Option<PolyInt<Arith<A, B>, N>> {
    crate::try_ordered_max(to_arith(a), to_arith_r::<A, B, N>(b))
}

/// `lower_bound (a, b)`.
pub fn lower_bound<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> PolyInt<Arith<A, B>, N> {
    crate::lower_bound(to_arith(a), to_arith_r::<A, B, N>(b))
}

/// `upper_bound (a, b)`.
pub fn upper_bound<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> PolyInt<Arith<A, B>, N> {
    crate::upper_bound(to_arith(a), to_arith_r::<A, B, N>(b))
}

/// `lower_bound (a, b)` with a scalar `b`.
pub fn lower_bound_scalar<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: B,
) -> PolyInt<Arith<A, B>, N> {
    crate::lower_bound(to_arith(a), A::arith_r(&b))
}

/// `upper_bound (a, b)` with a scalar `b`.
pub fn upper_bound_scalar<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: B,
) -> PolyInt<Arith<A, B>, N> {
    crate::upper_bound(to_arith(a), A::arith_r(&b))
}

/// `constant_lower_bound_with_limit (a, b)` (`POLY_CONST_COEFF`).
pub fn constant_lower_bound_with_limit<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: B,
) -> Arith<A, B> {
    if crate::mixed::known_ge(a, &crate::mixed::Scalar(b.clone())) {
        A::arith_l(&a.coeffs[0])
    } else {
        A::arith_r(&b)
    }
}

/// `constant_upper_bound_with_limit (a, b)`.
pub fn constant_upper_bound_with_limit<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: B,
) -> Arith<A, B> {
    if crate::mixed::known_le(a, &crate::mixed::Scalar(b.clone())) {
        A::arith_l(&a.coeffs[0])
    } else {
        A::arith_r(&b)
    }
}

/// `coeff_gcd (a)` (`POLY_BINARY_COEFF (Ca, Ca)`).
pub fn coeff_gcd<A: Mix<A>, const N: usize>(a: &PolyInt<A, N>) -> Arith<A, A> {
    crate::coeff_gcd(&to_arith::<A, A, N>(a))
}

/// `known_alignment (a)`.
pub fn known_alignment<A: Mix<A>, const N: usize>(a: &PolyInt<A, N>) -> Arith<A, A> {
    crate::known_alignment(&to_arith::<A, A, N>(a))
}

/// `value.coeffs[0] & (align - 1)` if the misalignment is known (`known_misalignment`);
/// `None` too for a zero `align`, which GCC asserts against.
pub fn known_misalignment<A: Mix<B> + Mix<A>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> Option<Arith<A, A>> {
    let m = crate::known_misalignment(&to_cmp::<A, B, N>(value), &A::cmp_r(&align))?;
    Some(convert(&m))
}

/// `force_get_misalignment (value, align)`.
///
/// # Panics
/// If the misalignment is not known; [`known_misalignment`] is the non-panicking twin.
#[track_caller]
pub fn force_get_misalignment<A: Mix<B> + Mix<A>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> Arith<A, A> {
    match known_misalignment(value, align.clone()) {
        Some(m) => m,
        None => panic!(
            "force_get_misalignment: the misalignment of {value} to {align} is not known at compile time"
        ),
    }
}

/// `can_align_p (value, align)`.
pub fn can_align_p<A: Mix<B>, B: CppInt, const N: usize>(value: &PolyInt<A, N>, align: B) -> bool {
    crate::can_align_p(&to_cmp::<A, B, N>(value), &A::cmp_r(&align))
}

/// `can_align_up (value, align, &r)`: the aligned value in `value`'s own type.
pub fn can_align_up<A: Mix<B>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> Option<PolyInt<A, N>> {
    crate::can_align_up(&to_cmp::<A, B, N>(value), &A::cmp_r(&align)).map(|r| store(&r))
}

/// `can_align_down (value, align, &r)`.
pub fn can_align_down<A: Mix<B>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> Option<PolyInt<A, N>> {
    crate::can_align_down(&to_cmp::<A, B, N>(value), &A::cmp_r(&align)).map(|r| store(&r))
}

/// `aligned_lower_bound (value, align)`.
pub fn aligned_lower_bound<A: Mix<B>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> PolyInt<A, N> {
    store(&crate::aligned_lower_bound(
        &to_cmp::<A, B, N>(value),
        &A::cmp_r(&align),
    ))
}

/// `aligned_upper_bound (value, align)`.
pub fn aligned_upper_bound<A: Mix<B>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> PolyInt<A, N> {
    store(&crate::aligned_upper_bound(
        &to_cmp::<A, B, N>(value),
        &A::cmp_r(&align),
    ))
}

/// `force_align_up (value, align)`.
///
/// # Panics
/// If `value` cannot be aligned; [`can_align_up`] is the non-panicking twin.
#[track_caller]
pub fn force_align_up<A: Mix<B>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> PolyInt<A, N> {
    store(&crate::force_align_up(
        &to_cmp::<A, B, N>(value),
        &A::cmp_r(&align),
    ))
}

/// `force_align_down (value, align)`.
///
/// # Panics
/// If `value` cannot be aligned; [`can_align_down`] is the non-panicking twin.
#[track_caller]
pub fn force_align_down<A: Mix<B>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> PolyInt<A, N> {
    store(&crate::force_align_down(
        &to_cmp::<A, B, N>(value),
        &A::cmp_r(&align),
    ))
}

/// `force_align_up (value, align) / align`, or `None` if `value` cannot be aligned or
/// `align` is zero.
#[doc(alias = "force_align_up_and_div")]
pub fn try_align_up_and_div<A: Mix<B>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> Option<PolyInt<A, N>> {
    crate::try_align_up_and_div(&to_cmp::<A, B, N>(value), &A::cmp_r(&align)).map(|r| store(&r))
}

/// `force_align_down (value, align) / align`, or `None`.
#[doc(alias = "force_align_down_and_div")]
pub fn try_align_down_and_div<A: Mix<B>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> Option<PolyInt<A, N>> {
    crate::try_align_down_and_div(&to_cmp::<A, B, N>(value), &A::cmp_r(&align)).map(|r| store(&r))
}

/// `force_align_up_and_div (value, align)`.
///
/// # Panics
/// If `value` cannot be aligned; [`try_align_up_and_div`] is the non-panicking twin.
#[track_caller]
pub fn force_align_up_and_div<A: Mix<B>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> PolyInt<A, N> {
    store(&crate::force_align_up_and_div(
        &to_cmp::<A, B, N>(value),
        &A::cmp_r(&align),
    ))
}

/// `force_align_down_and_div (value, align)`.
///
/// # Panics
/// If `value` cannot be aligned; [`try_align_down_and_div`] is the non-panicking twin.
#[track_caller]
pub fn force_align_down_and_div<A: Mix<B>, B: CppInt, const N: usize>(
    value: &PolyInt<A, N>,
    align: B,
) -> PolyInt<A, N> {
    store(&crate::force_align_down_and_div(
        &to_cmp::<A, B, N>(value),
        &A::cmp_r(&align),
    ))
}

/// `multiple_p (a, b, &q)` with a scalar `b`: the polynomial quotient.
#[doc(alias = "multiple_p")]
pub fn multiple_quotient<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: B,
) -> Option<PolyInt<Arith<A, B>, N>> {
    crate::multiple_quotient(to_cmp::<A, B, N>(a), A::cmp_r(&b)).map(|q| store(&q))
}

/// `exact_div (a, b)` with a scalar `b`, or `None` if `a` is not a multiple of `b`.
pub fn exact_div<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: B,
) -> Option<PolyInt<Arith<A, B>, N>> {
    multiple_quotient(a, b)
}

/// `exact_div (a, b)` with a poly_int `b`, or `None` if `a` is not a multiple of `b`.
#[doc(alias = "exact_div")]
pub fn exact_div_poly<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> Option<PolyInt<Arith<A, B>, N>> {
    if b.is_constant() {
        return exact_div(a, b.coeffs[0].clone());
    }
    crate::try_exact_div(to_arith(a), to_arith_r::<A, B, N>(b))
}

/// `constant_multiple_p (a, b, &q)`: the constant quotient.
#[doc(alias = "constant_multiple_p")]
pub fn constant_multiple<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> Option<Arith<A, B>> {
    crate::constant_multiple(to_arith(a), to_arith_r::<A, B, N>(b))
}

/// `can_div_trunc_p (a, b, &q)` with a scalar `b`: the polynomial quotient.
pub fn can_div_trunc_p<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: B,
) -> Option<PolyInt<Arith<A, B>, N>> {
    crate::can_div_trunc_p(to_cmp::<A, B, N>(a), A::cmp_r(&b)).map(|q| store(&q))
}

/// `can_div_trunc_p (a, b, &q)` with a poly_int `b` and a constant quotient (see
/// [`crate::can_div_trunc_p_const`] for what the quotient guarantees).
#[doc(alias = "can_div_trunc_p")]
pub fn can_div_trunc_p_const<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> Option<Arith<A, B>> {
    crate::can_div_trunc_p_const(to_arith(a), to_arith_r::<A, B, N>(b))
}

/// `can_div_away_from_zero_p (a, b, &q)`.
pub fn can_div_away_from_zero_p<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> Option<Arith<A, B>> {
    crate::can_div_away_from_zero_p(to_arith(a), to_arith_r::<A, B, N>(b))
}

/// `common_multiple (a, b)`: a multiple of the poly_int `a` and the scalar `b`, in
/// `poly_result` (a `poly_uint16` and an `int` give a `poly_int64`). A zero `a` gives zero.
///
/// GCC computes the least common multiple of `coeff_gcd (a)` and `b` in `HOST_WIDE_INT`
/// (hwint.h); this computes it in `poly_result`, the same type except when that is
/// `unsigned HOST_WIDE_INT` or a wide kind, where the two differ only for a negative `b`.
pub fn common_multiple<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: B,
) -> PolyInt<Arith<A, B>, N> {
    crate::common_multiple(&to_arith(a), &A::arith_r(&b))
}

/// `common_multiple (a, b)` with the scalar first.
pub fn scalar_common_multiple<A: Mix<B>, B: CppInt, const N: usize>(
    a: B,
    b: &PolyInt<A, N>,
) -> PolyInt<Arith<A, B>, N> {
    common_multiple(b, a)
}

/// `force_common_multiple (a, b)`, or `None` if there is no common multiple.
#[doc(alias = "force_common_multiple")]
pub fn try_common_multiple<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> Option<PolyInt<Arith<A, B>, N>> {
    crate::try_common_multiple(&to_arith(a), &to_arith_r::<A, B, N>(b))
}

/// `force_common_multiple (a, b)`.
///
/// # Panics
/// If there is none; [`try_common_multiple`] is the non-panicking twin.
#[track_caller]
pub fn force_common_multiple<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> PolyInt<Arith<A, B>, N> {
    match try_common_multiple(a, b) {
        Some(r) => r,
        None => panic!("force_common_multiple: {a} and {b} have no common multiple"),
    }
}
