//! GCC's mixed-type rules made explicit: comparisons between poly_ints (and scalars) of
//! different coefficient types, and the promotions of poly-int.h's `poly_result`.
//!
//! The rest of the crate works on one coefficient type at a time. When coefficient types
//! differ, GCC compares coefficients with C++'s usual arithmetic conversions (so a negative
//! `HOST_WIDE_INT` compared with an `unsigned HOST_WIDE_INT` reads as a huge value) and
//! computes arithmetic in `poly_result` (everything narrower than `HOST_WIDE_INT` widens to
//! it: `poly_uint16 + int -> poly_int64`). This module gives both rules one table
//! ([`mixed_types!`](crate::mixed) below) and the functions that apply them:
//!
//! * [`maybe_lt`], [`maybe_le`], [`maybe_eq`], [`maybe_ne`] and their `maybe_ge`/`maybe_gt`/
//!   `known_*` companions for poly–poly, poly–scalar and scalar–poly operands of different
//!   coefficient types, answering exactly as GCC 12 does;
//! * [`promote`] / [`promote_scalar`]: converts both operands of an arithmetic operation to
//!   the `poly_result` coefficient type, after which the ordinary operators give GCC's
//!   result.
//!
//! ```
//! use polyint::{PolyInt, mixed};
//! // poly_uint16 + int -> poly_int64 (manual node 10.4.1)
//! let a = PolyInt::<u16, 2>::new([65535, 1]);
//! let (a, b) = mixed::promote_scalar(&a, 1i32);
//! let sum: PolyInt<i64, 2> = a + b;
//! assert_eq!(sum, PolyInt::new([65536, 1]));
//! // (poly_uint64) 1 < (poly_int64) -1, because -1 converts to 2^64 - 1.
//! assert!(mixed::maybe_lt(&PolyInt::<u64, 1>::new([1]), &PolyInt::<i64, 1>::new([-1])));
//! ```

use crate::coeff::Coeff;
use crate::offset_int::OffsetInt;
use crate::poly::PolyInt;
use crate::widest_int::WidestInt;

/// A coefficient type with C++ integer conversion rules: every host primitive GCC
/// accepts, `offset_int` and `widest_int`. Sealed.
pub trait CppInt: Coeff + sealed::Sealed {
    /// Bits, signedness: the facts the conversion rules use (`None` bits = wide-int).
    const KIND: (Option<u32>, bool);
}

mod sealed {
    pub trait Sealed {}
}

/// The types of a pair of coefficient types: [`Cmp`](Self::Cmp) is the C++ common type
/// their comparisons and `maybe_eq` arithmetic use, [`Arith`](Self::Arith) is
/// `poly_result<Self, B>::type`.
pub trait Mix<B: CppInt>: CppInt {
    /// The C++ usual-arithmetic-conversion type of `Self` and `B`.
    type Cmp: CppInt;
    /// GCC's `poly_result` of `Self` and `B`.
    type Arith: CppInt;
    /// Converts a `Self` to the comparison type (a C++ conversion).
    fn cmp_l(a: &Self) -> Self::Cmp;
    /// Converts a `B` to the comparison type.
    fn cmp_r(b: &B) -> Self::Cmp;
    /// Converts a `Self` to the arithmetic type.
    fn arith_l(a: &Self) -> Self::Arith;
    /// Converts a `B` to the arithmetic type.
    fn arith_r(b: &B) -> Self::Arith;
}

macro_rules! cpp_int {
    ($($t:ty => $bits:expr, $signed:expr;)*) => {$(
        impl sealed::Sealed for $t {}
        impl CppInt for $t {
            const KIND: (Option<u32>, bool) = ($bits, $signed);
        }
    )*};
}

cpp_int! {
    i8 => Some(8), true;
    i16 => Some(16), true;
    i32 => Some(32), true;
    i64 => Some(64), true;
    u8 => Some(8), false;
    u16 => Some(16), false;
    u32 => Some(32), false;
    u64 => Some(64), false;
    OffsetInt => None, true;
    WidestInt => None, true;
}

// The one table: for each pair (A, B), the comparison type and the poly_result type.
// `tests::table_matches_the_rules` checks every entry against the C++ and poly-int.h rules.
macro_rules! mixed_types {
    ($($a:ty: [$($b:ty => ($cmp:ty, $arith:ty)),*];)*) => {
        $($(
            impl Mix<$b> for $a {
                type Cmp = $cmp;
                type Arith = $arith;
                #[inline(always)]
                fn cmp_l(a: &Self) -> $cmp { convert::<$a, $cmp>(a) }
                #[inline(always)]
                fn cmp_r(b: &$b) -> $cmp { convert::<$b, $cmp>(b) }
                #[inline(always)]
                fn arith_l(a: &Self) -> $arith { convert::<$a, $arith>(a) }
                #[inline(always)]
                fn arith_r(b: &$b) -> $arith { convert::<$b, $arith>(b) }
            }
        )*)*

        #[cfg(test)]
        pub(crate) const TABLE: &[((Option<u32>, bool), (Option<u32>, bool), (Option<u32>, bool), (Option<u32>, bool))] = &[
            $($((<$a>::KIND, <$b>::KIND, <$cmp>::KIND, <$arith>::KIND),)*)*
        ];
    };
}

mixed_types! {
    i8: [i8 => (i32, i64), i16 => (i32, i64), i32 => (i32, i64), i64 => (i64, i64), u8 => (i32, i64), u16 => (i32, i64), u32 => (u32, i64), u64 => (u64, u64), OffsetInt => (OffsetInt, OffsetInt), WidestInt => (WidestInt, WidestInt)];
    i16: [i8 => (i32, i64), i16 => (i32, i64), i32 => (i32, i64), i64 => (i64, i64), u8 => (i32, i64), u16 => (i32, i64), u32 => (u32, i64), u64 => (u64, u64), OffsetInt => (OffsetInt, OffsetInt), WidestInt => (WidestInt, WidestInt)];
    i32: [i8 => (i32, i64), i16 => (i32, i64), i32 => (i32, i64), i64 => (i64, i64), u8 => (i32, i64), u16 => (i32, i64), u32 => (u32, i64), u64 => (u64, u64), OffsetInt => (OffsetInt, OffsetInt), WidestInt => (WidestInt, WidestInt)];
    i64: [i8 => (i64, i64), i16 => (i64, i64), i32 => (i64, i64), i64 => (i64, i64), u8 => (i64, i64), u16 => (i64, i64), u32 => (i64, i64), u64 => (u64, u64), OffsetInt => (OffsetInt, OffsetInt), WidestInt => (WidestInt, WidestInt)];
    u8: [i8 => (i32, i64), i16 => (i32, i64), i32 => (i32, i64), i64 => (i64, i64), u8 => (i32, i64), u16 => (i32, i64), u32 => (u32, i64), u64 => (u64, u64), OffsetInt => (OffsetInt, OffsetInt), WidestInt => (WidestInt, WidestInt)];
    u16: [i8 => (i32, i64), i16 => (i32, i64), i32 => (i32, i64), i64 => (i64, i64), u8 => (i32, i64), u16 => (i32, i64), u32 => (u32, i64), u64 => (u64, u64), OffsetInt => (OffsetInt, OffsetInt), WidestInt => (WidestInt, WidestInt)];
    u32: [i8 => (u32, i64), i16 => (u32, i64), i32 => (u32, i64), i64 => (i64, i64), u8 => (u32, i64), u16 => (u32, i64), u32 => (u32, i64), u64 => (u64, u64), OffsetInt => (OffsetInt, OffsetInt), WidestInt => (WidestInt, WidestInt)];
    u64: [i8 => (u64, u64), i16 => (u64, u64), i32 => (u64, u64), i64 => (u64, u64), u8 => (u64, u64), u16 => (u64, u64), u32 => (u64, u64), u64 => (u64, u64), OffsetInt => (OffsetInt, OffsetInt), WidestInt => (WidestInt, WidestInt)];
    OffsetInt: [i8 => (OffsetInt, OffsetInt), i16 => (OffsetInt, OffsetInt), i32 => (OffsetInt, OffsetInt), i64 => (OffsetInt, OffsetInt), u8 => (OffsetInt, OffsetInt), u16 => (OffsetInt, OffsetInt), u32 => (OffsetInt, OffsetInt), u64 => (OffsetInt, OffsetInt), OffsetInt => (OffsetInt, OffsetInt)];
    WidestInt: [i8 => (WidestInt, WidestInt), i16 => (WidestInt, WidestInt), i32 => (WidestInt, WidestInt), i64 => (WidestInt, WidestInt), u8 => (WidestInt, WidestInt), u16 => (WidestInt, WidestInt), u32 => (WidestInt, WidestInt), u64 => (WidestInt, WidestInt), WidestInt => (WidestInt, WidestInt)];
}

/// A C++ integer conversion: exact when `T` holds the value, otherwise modulo 2^bits.
#[inline(always)]
pub(crate) fn convert<F: Coeff, T: Coeff>(v: &F) -> T {
    if let (Some(fb), Some(tb)) = (F::PRECISION, T::PRECISION)
        && fb <= 64
        && tb <= 64
    {
        // Host integers: a sign- or zero-extension to 64 bits then truncation, which is
        // what C++ does, without a detour through big integers.
        let wide = if F::SIGNED {
            sign_extend_64(v.to_u64_wrapping(), fb)
        } else {
            v.to_u64_wrapping()
        };
        return T::from_i64(wide as i64);
    }
    T::from_bigint_wrapping(&v.to_bigint())
}

#[inline(always)]
fn sign_extend_64(bits: u64, from: u32) -> u64 {
    let shift = 64 - from;
    (((bits << shift) as i64) >> shift) as u64
}

/// Converts both poly_ints to `poly_result`'s coefficient type, so that `+`, `-` and the
/// other operators then compute what GCC computes for the mixed operation.
pub fn promote<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: &PolyInt<B, N>,
) -> (PolyInt<A::Arith, N>, PolyInt<A::Arith, N>) {
    (a.map(A::arith_l), b.map(A::arith_r))
}

/// Like [`promote`] with a scalar right operand (`poly_uint16 + int`).
pub fn promote_scalar<A: Mix<B>, B: CppInt, const N: usize>(
    a: &PolyInt<A, N>,
    b: B,
) -> (PolyInt<A::Arith, N>, A::Arith) {
    (a.map(A::arith_l), A::arith_r(&b))
}

/// The shapes of mixed comparison operands: `PolyInt<A, N>` against `PolyInt<B, N>`, a
/// poly_int against a [`Scalar`], a [`Scalar`] against a poly_int.
pub trait MixedCmp<R> {
    /// `maybe_lt (self, r)`.
    fn maybe_lt(&self, r: &R) -> bool;
    /// `maybe_le (self, r)`.
    fn maybe_le(&self, r: &R) -> bool;
    /// `maybe_eq (self, r)`.
    fn maybe_eq(&self, r: &R) -> bool;
    /// `maybe_ne (self, r)`.
    fn maybe_ne(&self, r: &R) -> bool;
}

impl<A: Mix<B>, B: CppInt, const N: usize> MixedCmp<PolyInt<B, N>> for PolyInt<A, N> {
    fn maybe_lt(&self, r: &PolyInt<B, N>) -> bool {
        crate::cmp::maybe_lt(self.map(A::cmp_l), r.map(A::cmp_r))
    }
    fn maybe_le(&self, r: &PolyInt<B, N>) -> bool {
        crate::cmp::maybe_le(self.map(A::cmp_l), r.map(A::cmp_r))
    }
    fn maybe_eq(&self, r: &PolyInt<B, N>) -> bool {
        crate::cmp::maybe_eq(self.map(A::cmp_l), r.map(A::cmp_r))
    }
    fn maybe_ne(&self, r: &PolyInt<B, N>) -> bool {
        crate::cmp::maybe_ne(self.map(A::cmp_l), r.map(A::cmp_r))
    }
}

/// A scalar operand of a mixed comparison (`maybe_lt (3, poly)`, `maybe_le (poly, 3u)`).
#[derive(Clone, Copy, Debug)]
pub struct Scalar<T>(pub T);

// Against a scalar, GCC tests the non-constant coefficients against the literal 0 in their
// own type (a sign test) and only the constant term against the scalar in the common type.
impl<A: Mix<B>, B: CppInt, const N: usize> MixedCmp<Scalar<B>> for PolyInt<A, N> {
    fn maybe_lt(&self, r: &Scalar<B>) -> bool {
        let r = &r.0;
        self.coeffs[1..].iter().any(Coeff::is_negative) || A::cmp_l(&self.coeffs[0]) < A::cmp_r(r)
    }
    fn maybe_le(&self, r: &Scalar<B>) -> bool {
        let r = &r.0;
        self.coeffs[1..].iter().any(Coeff::is_negative) || A::cmp_l(&self.coeffs[0]) <= A::cmp_r(r)
    }
    fn maybe_eq(&self, r: &Scalar<B>) -> bool {
        let r = &r.0;
        if N == 1 {
            return A::cmp_l(&self.coeffs[0]) == A::cmp_r(r);
        }
        if N > 2 {
            // GCC has no N > 2 form; fall back to the exact homogeneous answer.
            return crate::cmp::maybe_eq(self.map(A::cmp_l), A::cmp_r(r));
        }
        let (a0, a1, b) = (A::cmp_l(&self.coeffs[0]), &self.coeffs[1], A::cmp_r(r));
        if a1.is_zero() {
            return a0 == b;
        }
        let a1c = A::cmp_l(a1);
        if a1.is_negative() {
            b <= a0 && a0.sub(&b).rem_trunc(&a1c).is_some_and(|m| m.is_zero())
        } else {
            b >= a0 && b.sub(&a0).rem_trunc(&a1c).is_some_and(|m| m.is_zero())
        }
    }
    fn maybe_ne(&self, r: &Scalar<B>) -> bool {
        let r = &r.0;
        self.coeffs[1..].iter().any(|c| !c.is_zero()) || A::cmp_l(&self.coeffs[0]) != A::cmp_r(r)
    }
}

impl<A: CppInt, B: CppInt + Mix<A>, const N: usize> MixedCmp<PolyInt<B, N>> for Scalar<A> {
    fn maybe_lt(&self, r: &PolyInt<B, N>) -> bool {
        let pos = r.coeffs[1..]
            .iter()
            .any(|c| !c.is_zero() && !c.is_negative());
        pos || B::cmp_r(&self.0) < B::cmp_l(&r.coeffs[0])
    }
    fn maybe_le(&self, r: &PolyInt<B, N>) -> bool {
        let pos = r.coeffs[1..]
            .iter()
            .any(|c| !c.is_zero() && !c.is_negative());
        pos || B::cmp_r(&self.0) <= B::cmp_l(&r.coeffs[0])
    }
    fn maybe_eq(&self, r: &PolyInt<B, N>) -> bool {
        r.maybe_eq(self)
    }
    fn maybe_ne(&self, r: &PolyInt<B, N>) -> bool {
        r.maybe_ne(self)
    }
}

/// `maybe_lt (a, b)` for operands of different coefficient types, as GCC computes it.
pub fn maybe_lt<L: MixedCmp<R>, R>(a: &L, b: &R) -> bool {
    a.maybe_lt(b)
}
/// `maybe_le (a, b)` for operands of different coefficient types.
pub fn maybe_le<L: MixedCmp<R>, R>(a: &L, b: &R) -> bool {
    a.maybe_le(b)
}
/// `maybe_eq (a, b)` for operands of different coefficient types.
pub fn maybe_eq<L: MixedCmp<R>, R>(a: &L, b: &R) -> bool {
    a.maybe_eq(b)
}
/// `maybe_ne (a, b)` for operands of different coefficient types.
pub fn maybe_ne<L: MixedCmp<R>, R>(a: &L, b: &R) -> bool {
    a.maybe_ne(b)
}
/// `maybe_gt (a, b)` = `maybe_lt (b, a)`.
pub fn maybe_gt<L, R: MixedCmp<L>>(a: &L, b: &R) -> bool {
    b.maybe_lt(a)
}
/// `maybe_ge (a, b)` = `maybe_le (b, a)`.
pub fn maybe_ge<L, R: MixedCmp<L>>(a: &L, b: &R) -> bool {
    b.maybe_le(a)
}
/// `known_eq (a, b)` = `!maybe_ne (a, b)`.
pub fn known_eq<L: MixedCmp<R>, R>(a: &L, b: &R) -> bool {
    !a.maybe_ne(b)
}
/// `known_ne (a, b)` = `!maybe_eq (a, b)`.
pub fn known_ne<L: MixedCmp<R>, R>(a: &L, b: &R) -> bool {
    !a.maybe_eq(b)
}
/// `known_le (a, b)` = `!maybe_lt (b, a)`.
pub fn known_le<L, R: MixedCmp<L>>(a: &L, b: &R) -> bool {
    !b.maybe_lt(a)
}
/// `known_lt (a, b)` = `!maybe_le (b, a)`.
pub fn known_lt<L, R: MixedCmp<L>>(a: &L, b: &R) -> bool {
    !b.maybe_le(a)
}
/// `known_ge (a, b)` = `!maybe_lt (a, b)`.
pub fn known_ge<L: MixedCmp<R>, R>(a: &L, b: &R) -> bool {
    !a.maybe_lt(b)
}
/// `known_gt (a, b)` = `!maybe_le (a, b)`.
pub fn known_gt<L: MixedCmp<R>, R>(a: &L, b: &R) -> bool {
    !a.maybe_le(b)
}

#[cfg(test)]
mod tests {
    use super::TABLE;

    type Kind = (Option<u32>, bool);

    /// C++ usual arithmetic conversions on LP64 (wide-int kinds win outright).
    fn cpp_common(a: Kind, b: Kind) -> Kind {
        let promote = |k: Kind| match k {
            (Some(bits), _) if bits < 32 => (Some(32), true),
            k => k,
        };
        let (a, b) = (promote(a), promote(b));
        match (a, b) {
            ((None, _), _) => a,
            (_, (None, _)) => b,
            _ if a == b => a,
            ((Some(x), sa), (Some(y), sb)) if sa == sb => (Some(x.max(y)), sa),
            ((Some(x), false), (Some(y), true)) | ((Some(y), true), (Some(x), false)) => {
                if x >= y {
                    (Some(x), false)
                } else {
                    (Some(y), true)
                }
            }
            _ => unreachable!(),
        }
    }

    /// poly-int.h's poly_result: rank = 2·bytes + unsigned; both ranks up to that of
    /// HOST_WIDE_INT give HOST_WIDE_INT, up to unsigned HOST_WIDE_INT give that, otherwise
    /// wide-int rules (the wide-int operand's type).
    fn poly_result(a: Kind, b: Kind) -> Kind {
        let rank = |k: Kind| match k {
            (Some(bits), s) => Some(2 * bits / 8 + u32::from(!s)),
            (None, _) => None,
        };
        match (rank(a), rank(b)) {
            (Some(x), Some(y)) if x <= 16 && y <= 16 => (Some(64), true),
            (Some(x), Some(y)) if x <= 17 && y <= 17 => (Some(64), false),
            _ => {
                if a.0.is_none() {
                    a
                } else {
                    b
                }
            }
        }
    }

    #[test]
    fn table_matches_the_rules() {
        assert_eq!(TABLE.len(), 8 * 10 + 2 * 9);
        for &(a, b, cmp, arith) in TABLE {
            assert_eq!(cmp, cpp_common(a, b), "comparison type of {a:?} and {b:?}");
            assert_eq!(arith, poly_result(a, b), "poly_result of {a:?} and {b:?}");
        }
    }
}
