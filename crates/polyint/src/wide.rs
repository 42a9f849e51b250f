//! The chapter's routines for `poly_wide_int` ([`PolyInt<WideInt, N>`]): comparisons,
//! ranges, alignment and division. The arithmetic operators (`+`, `-`, `*` by a scalar,
//! `<<`, unary `-` and `~`) are `std::ops` impls on `PolyInt<WideInt, N>`, wrapping at the
//! joint precision.
//!
//! A `wide_int` has a precision but no sign, so (as with GCC's `wi::lt_p (x, y, sgn)`)
//! every routine whose answer depends on how the bits are read takes a [`Sign`]. The rules:
//!
//! * Operands are read at their joint precision (GCC asserts that the precisions are equal;
//!   here a narrower operand is extended according to `sign`). A host integer (`i64`,
//!   `u64`) takes the precision of the other operands and is truncated or extended to it
//!   by its own sign, as wide-int.h converts host integers.
//! * The routine then works on the values read per `sign`, exactly, and a poly_int result
//!   is wrapped to the joint precision. For `+`, `-`, `*`, `<<`, negation and the alignment
//!   masks this is the same as wrapping at every step, and the sign does not matter.
//! * A size of all ones (-1 at the precision, whatever the sign) is the unknown size of
//!   [`known_size_p`]. Other sizes and the distances between positions are compared as
//!   read (GCC's host kinds convert them to `unsigned HOST_WIDE_INT` first, so a negative
//!   size coefficient counts as huge there; for valid, nonnegative sizes the answers
//!   agree).
//!
//! GCC itself compiles only `==`, `!=` and the ring operators for `poly_wide_int`
//! (`wide_int` has no `<` or `/` without a sign), so these routines are this crate's
//! extension with GCC's precision rules.
//!
//! ```
//! use polyint::{PolyInt, WideInt, wide, wi::Sign};
//! let w = |v: i64| WideInt::shwi(v, 8);
//! let a = PolyInt::new([w(-1), w(1)]); // 0xff + X at 8 bits
//! assert!(wide::known_lt(&a, 0i64, Sign::Signed) == false);
//! assert!(wide::known_gt(&a, 254i64, Sign::Unsigned)); // 255 + X > 254
//! assert_eq!(wide::aligned_upper_bound(&a, 16), PolyInt::new([w(0), w(16)]));
//! ```

use crate::poly::PolyInt;
use crate::wide_core::{Sign, extend};
use crate::wide_int::WideInt;
use crate::widest_int::WidestInt;
use num_bigint::BigInt;

/// An operand of a `poly_wide_int` routine: a `PolyInt<WideInt, N>`, a `WideInt` (a
/// constant) or a host integer (`i64`, `u64`), borrowed or not.
pub trait WideOperand<const N: usize> {
    /// The operand's precision; `None` for a host integer, which takes the others'.
    fn precision(&self) -> Option<u32>;
    /// Whether the operand is a poly_int (GCC's `poly_int_traits<T>::is_poly`).
    fn is_poly(&self) -> bool;
    /// The coefficients read according to `sign`, at `precision` for a host integer.
    fn read(&self, sign: Sign, precision: u32) -> PolyInt<WidestInt, N>;
}

impl<const N: usize> WideOperand<N> for &PolyInt<WideInt, N> {
    fn precision(&self) -> Option<u32> {
        self.coeffs.iter().map(WideInt::precision).max()
    }
    fn is_poly(&self) -> bool {
        true
    }
    fn read(&self, sign: Sign, _: u32) -> PolyInt<WidestInt, N> {
        self.map(|c| WidestInt(c.to_bigint(sign)))
    }
}

impl<const N: usize> WideOperand<N> for &WideInt {
    fn precision(&self) -> Option<u32> {
        Some(WideInt::precision(self))
    }
    fn is_poly(&self) -> bool {
        false
    }
    fn read(&self, sign: Sign, _: u32) -> PolyInt<WidestInt, N> {
        PolyInt::constant(WidestInt(self.to_bigint(sign)))
    }
}

macro_rules! host_operand {
    ($($t:ty),*) => {$(
        impl<const N: usize> WideOperand<N> for $t {
            fn precision(&self) -> Option<u32> {
                None
            }
            fn is_poly(&self) -> bool {
                false
            }
            fn read(&self, sign: Sign, precision: u32) -> PolyInt<WidestInt, N> {
                PolyInt::constant(WidestInt(extend(&BigInt::from(*self), Some(precision), sign)))
            }
        }
    )*};
}
host_operand!(i64, u64);

/// The precision the operands run at: the widest (64 if all are host integers).
fn joint(ps: &[Option<u32>]) -> u32 {
    ps.iter().flatten().copied().max().unwrap_or(64)
}

/// A result computed exactly, wrapped to `precision`.
fn wrap<const N: usize>(p: &PolyInt<WidestInt, N>, precision: u32) -> PolyInt<WideInt, N> {
    p.map(|c| WideInt::from_bigint(&c.0, precision))
}

/// Both operands read per `sign` at their joint precision, and that precision.
fn read2<const N: usize>(
    a: &impl WideOperand<N>,
    b: &impl WideOperand<N>,
    sign: Sign,
) -> (PolyInt<WidestInt, N>, PolyInt<WidestInt, N>, u32) {
    let p = joint(&[a.precision(), b.precision()]);
    (a.read(sign, p), b.read(sign, p), p)
}

macro_rules! predicates {
    ($($name:ident),*) => {$(
        #[doc = concat!("`", stringify!($name), " (a, b)` with the coefficients read according to `sign`.")]
        pub fn $name<const N: usize>(a: impl WideOperand<N>, b: impl WideOperand<N>, sign: Sign) -> bool {
            let (a, b, _) = read2(&a, &b, sign);
            crate::$name(&a, &b)
        }
    )*};
}
predicates!(
    maybe_lt,
    maybe_le,
    maybe_gt,
    maybe_ge,
    maybe_eq,
    maybe_ne,
    known_lt,
    known_le,
    known_gt,
    known_ge,
    known_eq,
    known_ne,
    ordered_p,
    multiple_p,
    constant_multiple_p
);

macro_rules! poly_results {
    ($($name:ident => $inner:ident),*) => {$(
        #[doc = concat!("`", stringify!($inner), " (a, b)` with the coefficients read according to `sign`, or `None` where GCC's routine fails or asserts.")]
        pub fn $name<const N: usize>(a: impl WideOperand<N>, b: impl WideOperand<N>, sign: Sign) -> Option<PolyInt<WideInt, N>> {
            let (a, b, p) = read2(&a, &b, sign);
            crate::$inner(&a, &b).map(|r| wrap(&r, p))
        }
    )*};
}
poly_results!(
    try_ordered_min => try_ordered_min,
    try_ordered_max => try_ordered_max,
    multiple_quotient => multiple_quotient,
    try_exact_div => try_exact_div,
    can_div_trunc_p => can_div_trunc_p
);

macro_rules! constant_results {
    ($($name:ident),*) => {$(
        #[doc = concat!("`", stringify!($name), " (a, b, &q)` with the coefficients read according to `sign`: the constant quotient, or `None`.")]
        pub fn $name<const N: usize>(a: impl WideOperand<N>, b: impl WideOperand<N>, sign: Sign) -> Option<WideInt> {
            let (a, b, p) = read2(&a, &b, sign);
            crate::$name(&a, &b).map(|q| WideInt::from_bigint(&q.0, p))
        }
    )*};
}
constant_results!(
    constant_multiple,
    can_div_trunc_p_const,
    can_div_away_from_zero_p
);

/// `lower_bound (a, b)`: the coefficient-wise minimum of the values read per `sign`.
pub fn lower_bound<const N: usize>(
    a: impl WideOperand<N>,
    b: impl WideOperand<N>,
    sign: Sign,
) -> PolyInt<WideInt, N> {
    let (a, b, p) = read2(&a, &b, sign);
    wrap(&crate::lower_bound(&a, &b), p)
}

/// `upper_bound (a, b)`: the coefficient-wise maximum of the values read per `sign`.
pub fn upper_bound<const N: usize>(
    a: impl WideOperand<N>,
    b: impl WideOperand<N>,
    sign: Sign,
) -> PolyInt<WideInt, N> {
    let (a, b, p) = read2(&a, &b, sign);
    wrap(&crate::upper_bound(&a, &b), p)
}

/// Whether `size` is known, i.e. not all ones at its precision (`known_size_p`).
pub fn known_size_p<const N: usize>(size: impl WideOperand<N>) -> bool {
    let p = joint(&[size.precision()]);
    maybe_ne(&wrap(&size.read(Sign::Signed, p), p), -1i64, Sign::Signed)
}

/// A size read per `sign`, with all ones standing for the unknown size -1.
fn size_read<const N: usize>(
    size: &impl WideOperand<N>,
    sign: Sign,
    p: u32,
) -> PolyInt<WidestInt, N> {
    let signed = size.read(Sign::Signed, p);
    if crate::known_eq(&signed, WidestInt::from(-1)) {
        signed
    } else {
        size.read(sign, p)
    }
}

/// `maybe_in_range_p (val, pos, size)`.
pub fn maybe_in_range_p<const N: usize>(
    val: impl WideOperand<N>,
    pos: impl WideOperand<N>,
    size: impl WideOperand<N>,
    sign: Sign,
) -> bool {
    let p = joint(&[val.precision(), pos.precision(), size.precision()]);
    let size = size_read(&size, sign, p);
    // GCC's test looks at whether val or pos is a poly_int type.
    match (val.is_poly(), pos.is_poly()) {
        (false, false) => crate::maybe_in_range_p(
            &val.read(sign, p).coeffs[0],
            &pos.read(sign, p).coeffs[0],
            &size,
        ),
        _ => crate::maybe_in_range_p(val.read(sign, p), pos.read(sign, p), &size),
    }
}

/// `known_in_range_p (val, pos, size)`.
pub fn known_in_range_p<const N: usize>(
    val: impl WideOperand<N>,
    pos: impl WideOperand<N>,
    size: impl WideOperand<N>,
    sign: Sign,
) -> bool {
    let p = joint(&[val.precision(), pos.precision(), size.precision()]);
    let size = size_read(&size, sign, p);
    crate::known_in_range_p(val.read(sign, p), pos.read(sign, p), &size)
}

macro_rules! range_pairs {
    ($($name:ident),*) => {$(
        #[doc = concat!("`", stringify!($name), " (pos1, size1, pos2, size2)` with the values read according to `sign`.")]
        pub fn $name<const N: usize>(
            pos1: impl WideOperand<N>,
            size1: impl WideOperand<N>,
            pos2: impl WideOperand<N>,
            size2: impl WideOperand<N>,
            sign: Sign,
        ) -> bool {
            let p = joint(&[pos1.precision(), size1.precision(), pos2.precision(), size2.precision()]);
            let (s1, s2) = (size_read(&size1, sign, p), size_read(&size2, sign, p));
            crate::$name(&pos1.read(sign, p), &s1, &pos2.read(sign, p), &s2)
        }
    )*};
}
range_pairs!(
    ranges_maybe_overlap_p,
    ranges_known_overlap_p,
    known_subrange_p
);

/// `endpoint_representable_p (pos, size)`: whether `pos + size` fits the precision when
/// read according to `sign`, or the size is unknown.
pub fn endpoint_representable_p<const N: usize>(
    pos: impl WideOperand<N>,
    size: impl WideOperand<N>,
    sign: Sign,
) -> bool {
    let p = joint(&[pos.precision(), size.precision()]);
    let size = size_read(&size, sign, p);
    if !crate::known_size_p(&size) {
        return true;
    }
    let max = match sign {
        Sign::Signed => (BigInt::from(1) << (p - 1)) - 1,
        Sign::Unsigned => (BigInt::from(1) << p) - 1,
    };
    let pos = pos.read(sign, p);
    (0..N).all(|i| pos.coeffs[i].0 <= &max - &size.coeffs[i].0)
}

/// The mask `align - 1` and the value's precision.
fn mask<const N: usize>(
    value: &PolyInt<WideInt, N>,
    align: u64,
) -> (PolyInt<WidestInt, N>, WidestInt, u32) {
    let p = joint(&[WideOperand::<N>::precision(&value)]);
    let v = WideOperand::<N>::read(&value, Sign::Signed, p);
    (v, WidestInt::from(align), p)
}

/// `can_align_p (value, align)`: every non-constant coefficient a multiple of `align`.
pub fn can_align_p<const N: usize>(value: &PolyInt<WideInt, N>, align: u64) -> bool {
    let (v, al, _) = mask(value, align);
    crate::can_align_p(&v, &al)
}

macro_rules! align_options {
    ($($name:ident),*) => {$(
        #[doc = concat!("`", stringify!($name), " (value, align)` at the value's precision, or `None` if it cannot be aligned.")]
        pub fn $name<const N: usize>(value: &PolyInt<WideInt, N>, align: u64) -> Option<PolyInt<WideInt, N>> {
            let (v, al, p) = mask(value, align);
            crate::$name(&v, &al).map(|r| wrap(&r, p))
        }
    )*};
}
align_options!(can_align_up, can_align_down);

macro_rules! align_bounds {
    ($($name:ident),*) => {$(
        #[doc = concat!("`", stringify!($name), " (value, align)` at the value's precision.")]
        pub fn $name<const N: usize>(value: &PolyInt<WideInt, N>, align: u64) -> PolyInt<WideInt, N> {
            let (v, al, p) = mask(value, align);
            wrap(&crate::$name(&v, &al), p)
        }
    )*};
}
align_bounds!(aligned_lower_bound, aligned_upper_bound);

/// `known_misalignment (value, align)`: `value & (align - 1)` if it is known.
pub fn known_misalignment<const N: usize>(
    value: &PolyInt<WideInt, N>,
    align: u64,
) -> Option<WideInt> {
    let (v, al, p) = mask(value, align);
    crate::known_misalignment(&v, &al).map(|m| WideInt::from_bigint(&m.0, p))
}

/// `known_alignment (value)`: the largest power of two known to divide it (zero for
/// zero), at the value's precision.
pub fn known_alignment<const N: usize>(value: &PolyInt<WideInt, N>) -> WideInt {
    let (v, _, p) = mask(value, 1);
    WideInt::from_bigint(&crate::known_alignment(&v).0, p)
}

/// `force_align_up (value, align) / align` on the value read according to `sign` (the
/// aligned value exactly, before wrapping: 250 aligned up to 16 at 8 unsigned bits divides
/// to 16, as C++ computes for `unsigned char`), or `None` if `value` cannot be aligned or
/// `align` is zero.
#[doc(alias = "force_align_up_and_div")]
pub fn try_align_up_and_div<const N: usize>(
    value: &PolyInt<WideInt, N>,
    align: u64,
    sign: Sign,
) -> Option<PolyInt<WideInt, N>> {
    let p = joint(&[WideOperand::<N>::precision(&value)]);
    let v = WideOperand::<N>::read(&value, sign, p);
    crate::try_align_up_and_div(&v, &WidestInt::from(align)).map(|r| wrap(&r, p))
}

/// `force_align_down (value, align) / align`, read according to `sign`, or `None`.
#[doc(alias = "force_align_down_and_div")]
pub fn try_align_down_and_div<const N: usize>(
    value: &PolyInt<WideInt, N>,
    align: u64,
    sign: Sign,
) -> Option<PolyInt<WideInt, N>> {
    let p = joint(&[WideOperand::<N>::precision(&value)]);
    let v = WideOperand::<N>::read(&value, sign, p);
    crate::try_align_down_and_div(&v, &WidestInt::from(align)).map(|r| wrap(&r, p))
}

/// `coeff_gcd (a)` of the values read according to `sign`.
pub fn coeff_gcd<const N: usize>(a: &PolyInt<WideInt, N>, sign: Sign) -> WideInt {
    let p = joint(&[WideOperand::<N>::precision(&a)]);
    let v = WideOperand::<N>::read(&a, sign, p);
    WideInt::from_bigint(&crate::coeff_gcd(&v).0, p)
}
