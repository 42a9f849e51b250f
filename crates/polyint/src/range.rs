//! Range checks (manual node 10.3.6). A range is a start position and a size; a size of -1
//! (all ones for unsigned types) means "known start, unknown size" and a size of 0 contains
//! and overlaps nothing.

use crate::bounds::lower_bound;
use crate::cmp::{known_ge, known_gt, known_le, known_lt, maybe_lt, maybe_ne};
use crate::coeff::{Coeff, promotes_to_int, widen};
use crate::poly::{Operand, PolyInt};

/// Whether `size` is a known size, i.e. not the marker -1 / all ones.
pub fn known_size_p<C: Coeff, const N: usize>(size: impl Operand<C, N>) -> bool {
    maybe_ne(size, C::from_i64(-1))
}

/// Whether coefficients of type `C` are host integers, whose differences GCC computes in
/// `unsigned HOST_WIDE_INT` (`poly_span_traits`); wide-int coefficients use their own
/// arithmetic.
fn host_span<C: Coeff>() -> bool {
    C::PRECISION.is_some_and(|p| p <= 64)
}

fn to_span<C: Coeff, const N: usize>(p: &PolyInt<C, N>) -> PolyInt<u64, N> {
    p.map(Coeff::to_u64_wrapping)
}

/// `maybe_lt (span (x) - span (y), span (limit))` (or `known_lt` when `known`).
fn span_lt<C: Coeff, const N: usize>(
    x: &PolyInt<C, N>,
    y: &PolyInt<C, N>,
    limit: &PolyInt<C, N>,
    known: bool,
) -> bool {
    if host_span::<C>() {
        let d = to_span(x) - to_span(y);
        let l = to_span(limit);
        if known {
            known_lt(d, l)
        } else {
            maybe_lt(d, l)
        }
    } else {
        let d = x - y;
        if known {
            known_lt(&d, limit)
        } else {
            maybe_lt(&d, limit)
        }
    }
}

/// Whether `val` might be in `[pos, pos + size)`.
pub fn maybe_in_range_p<C: Coeff, const N: usize>(
    val: impl Operand<C, N>,
    pos: impl Operand<C, N>,
    size: impl Operand<C, N>,
) -> bool {
    // GCC's test looks at the operand *types*: is either a poly_int with several
    // coefficients?
    let either_poly = N > 1 && (val.is_poly() || pos.is_poly());
    maybe_in_range(&val.poly(), &pos.poly(), &size.poly(), either_poly)
}

fn maybe_in_range<C: Coeff, const N: usize>(
    val: &PolyInt<C, N>,
    pos: &PolyInt<C, N>,
    size: &PolyInt<C, N>,
    either_poly: bool,
) -> bool {
    if known_lt(val, pos) {
        return false;
    }
    if !known_size_p(size) {
        return true;
    }
    if either_poly && maybe_lt(val, pos) {
        // val >= pos is not known, so val >= pos + size cannot be proved.
        return true;
    }
    span_lt(val, pos, size, false)
}

/// Whether `val` is known to be in `[pos, pos + size)`.
pub fn known_in_range_p<C: Coeff, const N: usize>(
    val: impl Operand<C, N>,
    pos: impl Operand<C, N>,
    size: impl Operand<C, N>,
) -> bool {
    let (val, pos, size) = (val.poly(), pos.poly(), size.poly());
    known_size_p(&*size) && known_ge(&*val, &*pos) && span_lt(&val, &pos, &size, true)
}

/// Whether `[pos1, pos1 + size1)` might overlap `[pos2, pos2 + size2)`.
pub fn ranges_maybe_overlap_p<C: Coeff, const N: usize>(
    pos1: impl Operand<C, N>,
    size1: impl Operand<C, N>,
    pos2: impl Operand<C, N>,
    size2: impl Operand<C, N>,
) -> bool {
    let either_poly = N > 1 && (pos1.is_poly() || pos2.is_poly());
    let (pos1, size1, pos2, size2) = (pos1.poly(), size1.poly(), pos2.poly(), size2.poly());
    if maybe_in_range(&pos2, &pos1, &size1, either_poly) {
        return maybe_ne(&*size2, C::zero());
    }
    if maybe_in_range(&pos1, &pos2, &size2, either_poly) {
        return maybe_ne(&*size1, C::zero());
    }
    false
}

/// Whether `[pos1, pos1 + size1)` is known to overlap `[pos2, pos2 + size2)`.
pub fn ranges_known_overlap_p<C: Coeff, const N: usize>(
    pos1: impl Operand<C, N>,
    size1: impl Operand<C, N>,
    pos2: impl Operand<C, N>,
    size2: impl Operand<C, N>,
) -> bool {
    let (pos1, size1, pos2, size2) = (pos1.poly(), size1.poly(), pos2.poly(), size2.poly());
    // Measuring both starts from their coefficient-wise minimum keeps the differences
    // nonnegative; a coefficient where the other start is smaller is tested at X = 0, its
    // hardest case.
    let low = lower_bound(&*pos1, &*pos2);
    known_size_p(&*size1)
        && known_size_p(&*size2)
        && span_lt(&pos2, &low, &size1, true)
        && span_lt(&pos1, &low, &size2, true)
}

/// Whether `[pos1, pos1 + size1)` is known to be inside `[pos2, pos2 + size2)`.
pub fn known_subrange_p<C: Coeff, const N: usize>(
    pos1: impl Operand<C, N>,
    size1: impl Operand<C, N>,
    pos2: impl Operand<C, N>,
    size2: impl Operand<C, N>,
) -> bool {
    let (pos1, size1, pos2, size2) = (pos1.poly(), size1.poly(), pos2.poly(), size2.poly());
    if !(known_gt(&*size1, C::zero())
        && (C::SIGNED || known_size_p(&*size1))
        && known_size_p(&*size2)
        && known_ge(&*pos1, &*pos2)
        && known_le(&*size1, &*size2))
    {
        return false;
    }
    if host_span::<C>() {
        known_le(
            to_span(&pos1) - to_span(&pos2),
            to_span(&size2) - to_span(&size1),
        )
    } else {
        known_le(&*pos1 - &*pos2, &*size2 - &*size1)
    }
}

/// Whether the end `pos + size` of the range is representable in the coefficient type, or
/// the size is unknown (-1). Always true for unbounded coefficients.
pub fn endpoint_representable_p<C: Coeff, const N: usize>(
    pos: impl Operand<C, N>,
    size: impl Operand<C, N>,
) -> bool {
    let (pos, size) = (pos.poly(), size.poly());
    let Some(max) = C::max_value() else {
        return true;
    };
    if !known_size_p(&*size) {
        return true;
    }
    if promotes_to_int::<C>() {
        // `max - size` is computed in int: for `short`, 32767 - (-32768) is 65535.
        let max = widen(&max);
        return (0..N).all(|i| widen(&pos.coeffs[i]) <= max - widen(&size.coeffs[i]));
    }
    (0..N).all(|i| pos.coeffs[i] <= max.sub(&size.coeffs[i]))
}

/// Whether every coefficient of `a` is in `[lower, upper]` (the poly_int form of
/// `IN_RANGE`; says nothing about the value of `a` itself).
pub fn coeffs_in_range_p<C: Coeff, const N: usize>(
    a: impl Operand<C, N>,
    lower: &C,
    upper: &C,
) -> bool {
    a.poly().coeffs.iter().all(|c| c >= lower && c <= upper)
}
