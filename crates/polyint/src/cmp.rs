//! The comparisons: `maybe_*` / `known_*`, the ordered-value helpers and the sort order
//! (manual nodes 10.3.1–10.3.5 and 10.3.7).
//!
//! Every function takes a poly_int or a scalar on either side (see [`Operand`]).

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, Zero};

use crate::coeff::Coeff;
use crate::poly::{Operand, PolyInt};

/// Whether `a` might equal `b` for some values of the indeterminates.
///
/// For N = 1 and N = 2 this is GCC's computation exactly. GCC has no N ≥ 3 form; here N = 3
/// is answered exactly (a linear Diophantine equation in two nonnegative unknowns, solved in
/// closed form). N ≥ 4 searches, exactly while the search stays under 65536
/// steps; beyond that it answers the conservative `true` ("might be equal").
#[inline(always)]
pub fn maybe_eq<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    maybe_eq_poly(&a.poly(), &b.poly())
}

#[inline(always)]
fn maybe_eq_poly<C: Coeff, const N: usize>(a: &PolyInt<C, N>, b: &PolyInt<C, N>) -> bool {
    match N {
        1 => a.coeffs[0] == b.coeffs[0],
        2 => C::maybe_eq_2(&a.coeffs[0], &a.coeffs[1], &b.coeffs[0], &b.coeffs[1]),
        _ => maybe_eq_general(a, b),
    }
}

/// Whether `a` might differ from `b` for some values of the indeterminates.
#[inline(always)]
pub fn maybe_ne<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    let (a, b) = (a.poly(), b.poly());
    let (a, b) = (&a.coeffs, &b.coeffs);
    any_coeff::<N>(|i| a[i] != b[i])
}

/// Whether `pred` holds for some coefficient index, trying the non-constant coefficients
/// first and stopping at the first hit, as GCC does: they are what usually decides, and on
/// GCC's benchmark tables this early exit measured faster than a branch-free fold.
#[inline(always)]
fn any_coeff<const N: usize>(mut pred: impl FnMut(usize) -> bool) -> bool {
    for i in 1..N {
        if pred(i) {
            return true;
        }
    }
    pred(0)
}

/// Whether `a` might be less than or equal to `b` for some values of the indeterminates.
#[inline(always)]
pub fn maybe_le<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    let (a, b) = (a.poly(), b.poly());
    let (a, b) = (&a.coeffs, &b.coeffs);
    any_coeff::<N>(|i| if i == 0 { a[0] <= b[0] } else { a[i] < b[i] })
}

/// Whether `a` might be less than `b` for some values of the indeterminates.
#[inline(always)]
pub fn maybe_lt<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    let (a, b) = (a.poly(), b.poly());
    let (a, b) = (&a.coeffs, &b.coeffs);
    any_coeff::<N>(|i| a[i] < b[i])
}

/// Whether `a` might be greater than or equal to `b` (`maybe_le (b, a)`).
#[inline(always)]
pub fn maybe_ge<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    maybe_le(b, a)
}

/// Whether `a` might be greater than `b` (`maybe_lt (b, a)`).
#[inline(always)]
pub fn maybe_gt<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    maybe_lt(b, a)
}

/// Whether `a` equals `b` for all values of the indeterminates (`!maybe_ne (a, b)`).
#[inline(always)]
pub fn known_eq<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    !maybe_ne(a, b)
}

/// Whether `a` differs from `b` for all values of the indeterminates (`!maybe_eq (a, b)`).
#[inline(always)]
pub fn known_ne<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    !maybe_eq(a, b)
}

/// Whether `a <= b` for all values of the indeterminates (`!maybe_gt (a, b)`).
#[inline(always)]
pub fn known_le<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    !maybe_gt(a, b)
}

/// Whether `a < b` for all values of the indeterminates (`!maybe_ge (a, b)`).
#[inline(always)]
pub fn known_lt<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    !maybe_ge(a, b)
}

/// Whether `a >= b` for all values of the indeterminates (`!maybe_lt (a, b)`).
#[inline(always)]
pub fn known_ge<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    !maybe_lt(a, b)
}

/// Whether `a > b` for all values of the indeterminates (`!maybe_le (a, b)`).
#[inline(always)]
pub fn known_gt<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    !maybe_le(a, b)
}

/// Whether `a` and `b` are ordered by the `known_le` partial order (always true when both
/// are scalars or N = 1).
#[inline(always)]
pub fn ordered_p<C: Coeff, const N: usize>(a: impl Operand<C, N>, b: impl Operand<C, N>) -> bool {
    let (a, b) = (a.poly(), b.poly());
    N == 1 || known_le(&*a, &*b) || known_le(&*b, &*a)
}

/// The minimum of two values known to be ordered, or `None` if they are not ordered (the
/// non-asserting twin of [`ordered_min`]).
#[doc(alias = "ordered_min")]
pub fn try_ordered_min<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> Option<PolyInt<C, N>> {
    let (a, b) = (a.poly(), b.poly());
    if known_le(&*a, &*b) {
        Some(a.into_owned())
    } else if N == 1 || known_le(&*b, &*a) {
        Some(b.into_owned())
    } else {
        None
    }
}

/// The maximum of two values known to be ordered, or `None` if they are not ordered (the
/// non-asserting twin of [`ordered_max`]).
#[doc(alias = "ordered_max")]
pub fn try_ordered_max<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> Option<PolyInt<C, N>> {
    let (a, b) = (a.poly(), b.poly());
    if known_le(&*a, &*b) {
        Some(b.into_owned())
    } else if N == 1 || known_le(&*b, &*a) {
        Some(a.into_owned())
    } else {
        None
    }
}

/// Asserts that `a` and `b` are ordered by `known_le` and returns the minimum.
///
/// # Panics
/// If they are not ordered; [`try_ordered_min`] is the non-panicking twin.
#[track_caller]
pub fn ordered_min<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> PolyInt<C, N> {
    let (a, b) = (a.poly(), b.poly());
    match try_ordered_min(&*a, &*b) {
        Some(r) => r,
        None => panic!("ordered_min: {a} and {b} are not ordered"),
    }
}

/// Asserts that `a` and `b` are ordered by `known_le` and returns the maximum.
///
/// # Panics
/// If they are not ordered; [`try_ordered_max`] is the non-panicking twin.
#[track_caller]
pub fn ordered_max<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    b: impl Operand<C, N>,
) -> PolyInt<C, N> {
    let (a, b) = (a.poly(), b.poly());
    match try_ordered_max(&*a, &*b) {
        Some(r) => r,
        None => panic!("ordered_max: {a} and {b} are not ordered"),
    }
}

/// Compares `a` and `b` for sorting: lexicographically from the highest-indexed coefficient
/// down, so constants sort before non-constants when all values are nonnegative.
///
/// GCC returns -1, 0 or 1; this returns the matching [`Ordering`], ready for `sort_by`.
pub fn compare_sizes_for_sort<C: Coeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
) -> Ordering {
    for i in (0..N).rev() {
        if a.coeffs[i] != b.coeffs[i] {
            return if a.coeffs[i] < b.coeffs[i] {
                Ordering::Less
            } else {
                Ordering::Greater
            };
        }
    }
    Ordering::Equal
}

/// Exact `maybe_eq` for N ≥ 3: is there x ≥ 0 with Σ (a_i - b_i)·x_i = b0 - a0?
fn maybe_eq_general<C: Coeff, const N: usize>(a: &PolyInt<C, N>, b: &PolyInt<C, N>) -> bool {
    let target = b.coeffs[0].to_bigint() - a.coeffs[0].to_bigint();
    let mut ds: Vec<BigInt> = (1..N)
        .map(|i| a.coeffs[i].to_bigint() - b.coeffs[i].to_bigint())
        .filter(|d| !d.is_zero())
        .collect();
    nonnegative_solution_exists(&mut ds, target)
}

/// Whether Σ ds_i·x_i = target has a solution in nonnegative integers (all ds nonzero).
pub(crate) fn nonnegative_solution_exists(ds: &mut [BigInt], mut target: BigInt) -> bool {
    if ds.is_empty() {
        return target.is_zero();
    }
    let g = ds.iter().fold(BigInt::zero(), |g, d| g.gcd(d));
    if !(&target % &g).is_zero() {
        return false;
    }
    let positive = ds.iter().any(|d| d.is_positive());
    let negative = ds.iter().any(|d| d.is_negative());
    if positive && negative {
        // A positive and a negative coefficient give a kernel vector that raises every
        // unknown, so any integer solution can be shifted into the nonnegative orthant.
        return true;
    }
    if negative {
        ds.iter_mut().for_each(|d| *d = -&*d);
        target = -target;
    }
    if target.is_negative() {
        return false;
    }
    // Largest coefficient first: it bounds the search the most.
    ds.sort_by(|x, y| y.cmp(x));
    let mut budget = SEARCH_BUDGET;
    representable(ds, &target, &mut budget).unwrap_or(true)
}

/// How many candidate values the N ≥ 4 search may try before it gives up and answers the
/// conservative "maybe" (true). N ≤ 3 never searches.
const SEARCH_BUDGET: u32 = 1 << 16;

/// Whether `target >= 0` is a nonnegative combination of the positive `ds`, or `None` if
/// that took more than `budget` steps to decide.
fn representable(ds: &[BigInt], target: &BigInt, budget: &mut u32) -> Option<bool> {
    Some(match ds {
        [] => target.is_zero(),
        [d] => (target % d).is_zero(),
        [d1, d2] => {
            let g = d1.gcd(d2);
            if !(target % &g).is_zero() {
                return Some(false);
            }
            let (d1, d2, t) = (d1 / &g, d2 / &g, target / &g);
            // Smallest x1 >= 0 with d1·x1 ≡ t (mod d2); the solution exists iff it fits.
            let x1 = (&t * mod_inverse(&d1, &d2)).mod_floor(&d2);
            &d1 * x1 <= t
        }
        [d, rest @ ..] => {
            let g_rest = rest.iter().fold(BigInt::zero(), |g, r| g.gcd(r));
            // x and x + g_rest/gcd(d, g_rest) leave the same residue modulo g_rest, and the
            // smaller one leaves more room, so the search is bounded by that period.
            let period = &g_rest / d.gcd(&g_rest);
            let limit = (target / d).min(period - 1u32);
            let mut x = BigInt::zero();
            while x <= limit {
                *budget = budget.checked_sub(1)?;
                let left = target - d * &x;
                if (&left % &g_rest).is_zero() && representable(rest, &left, budget)? {
                    return Some(true);
                }
                x += 1u32;
            }
            false
        }
    })
}

/// The inverse of `a` modulo `m` (a and m coprime, m > 0).
fn mod_inverse(a: &BigInt, m: &BigInt) -> BigInt {
    let e = a.extended_gcd(m);
    e.x.mod_floor(m)
}
