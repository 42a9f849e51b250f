//! [`Coeff`]: what a poly_int needs from its coefficient type, and its impls for every
//! primitive integer.

use std::fmt;
use std::hash::Hash;

use num_bigint::BigInt;

/// A poly_int coefficient type: GCC's `poly_coeff_traits` plus the arithmetic poly-int.h
/// applies to coefficients.
///
/// Operations take their operands by reference (num-traits style) so that big-integer
/// coefficients ([`WidestInt`](crate::WidestInt)) work without `Copy`; for primitives they
/// inline to single machine instructions.
///
/// Fixed-width coefficients wrap modulo 2^precision, as unsigned C++ arithmetic and GCC's
/// `offset_int` do. (Signed overflow is undefined behaviour in GCC; wrapping is the
/// well-defined choice here. Use the [`wi`](crate::wi) forms to detect overflow.)
pub trait Coeff: Clone + Eq + Ord + Hash + fmt::Debug + fmt::Display + 'static {
    /// Whether the type is signed (`poly_coeff_traits<T>::signedness`).
    const SIGNED: bool;
    /// The number of bits the type holds, or `None` if it is unbounded.
    const PRECISION: Option<u32>;
    /// The GCC (C++) type this coefficient type models, for messages and docs.
    const GCC_NAME: &'static str;

    /// Zero.
    fn zero() -> Self;
    /// One.
    fn one() -> Self;
    /// Converts an `int`-typed literal the way C++ does (`POLY_INT_TYPE (T) (v)`): modulo
    /// 2^precision, so `-1` becomes all ones for unsigned types.
    fn from_i64(v: i64) -> Self;
    /// `self == 0`.
    fn is_zero(&self) -> bool;
    /// `self < 0` (always false for unsigned types).
    fn is_negative(&self) -> bool;
    /// `self + rhs`, wrapping for fixed-width types.
    fn add(&self, rhs: &Self) -> Self;
    /// `self - rhs`, wrapping for fixed-width types.
    fn sub(&self, rhs: &Self) -> Self;
    /// `self * rhs`, wrapping for fixed-width types.
    fn mul(&self, rhs: &Self) -> Self;
    /// `-self`, wrapping for fixed-width types.
    fn neg(&self) -> Self;
    /// `~self`.
    fn not(&self) -> Self;
    /// `self & rhs` (two's complement).
    fn bitand(&self, rhs: &Self) -> Self;
    /// `self | rhs` (two's complement).
    fn bitor(&self, rhs: &Self) -> Self;
    /// `self << amount`; zero when `amount` is at least the precision (as `wi::lshift`).
    fn shl(&self, amount: u32) -> Self;
    /// `self / rhs` truncating towards zero, or `None` if `rhs` is zero. The one overflowing
    /// case (`MIN / -1`) wraps.
    fn div_trunc(&self, rhs: &Self) -> Option<Self>;
    /// `self % rhs` with the sign of `self` (C++ `%`), or `None` if `rhs` is zero.
    fn rem_trunc(&self, rhs: &Self) -> Option<Self>;
    /// `(self / rhs, self % rhs)` truncating, or `None` if `rhs` is zero (one division
    /// instruction for machine integers).
    #[inline(always)]
    fn div_rem_trunc(&self, rhs: &Self) -> Option<(Self, Self)> {
        Some((self.div_trunc(rhs)?, self.rem_trunc(rhs)?))
    }
    /// Whether `self / rhs` (truncating, wrapping like [`Coeff::div_trunc`]) is `q`, and if
    /// so whether the division leaves a remainder: `Some(remainder_is_nonzero)`, or `None`
    /// if the quotient is not `q` or `rhs` is zero. Machine integers check `q` with one
    /// multiplication of magnitudes instead of a second division.
    #[inline(always)]
    fn trunc_quotient_is(&self, rhs: &Self, q: &Self) -> Option<bool> {
        let (qi, ri) = self.div_rem_trunc(rhs)?;
        (qi == *q).then(|| !ri.is_zero())
    }
    /// The largest value (`poly_coeff_traits<T>::max_value`), or `None` if unbounded.
    fn max_value() -> Option<Self>;
    /// The exact value as a big integer.
    fn to_bigint(&self) -> BigInt;
    /// The value `v` if the type can hold it exactly.
    fn from_bigint(v: &BigInt) -> Option<Self>;
    /// `v` reduced modulo 2^precision (C++ conversion of a wider integer).
    fn from_bigint_wrapping(v: &BigInt) -> Self;

    /// The value modulo 2^64 (a C++ conversion to `unsigned HOST_WIDE_INT`).
    fn to_u64_wrapping(&self) -> u64 {
        low_u128(&self.to_bigint()) as u64
    }

    /// `|self|` (wrapping for `MIN`).
    fn abs(&self) -> Self {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// The nonnegative greatest common divisor of `self` and `rhs` (hwint.h's `gcd`);
    /// `gcd(0, 0) == 0`.
    fn gcd(&self, rhs: &Self) -> Self {
        let mut a = self.abs();
        let mut b = rhs.abs();
        while !b.is_zero() {
            let r = a.rem_trunc(&b).expect("b is nonzero");
            a = b;
            b = r;
        }
        a
    }

    /// The nonnegative least common multiple (hwint.h's `least_common_multiple`); zero if
    /// either operand is zero.
    fn lcm(&self, rhs: &Self) -> Self {
        if self.is_zero() || rhs.is_zero() {
            return Self::zero();
        }
        let g = self.gcd(rhs);
        // |a| / gcd · |b|, in this order (hwint.cc), so that an overflowing product wraps
        // to what GCC's unchecked build computes.
        self.abs()
            .div_trunc(&g)
            .expect("gcd of nonzero values is nonzero")
            .mul(&rhs.abs())
    }

    /// Whether `a0 + a1·x == b0 + b1·x` for some integer `x >= 0` (poly-int.h's
    /// `maybe_eq_2`).
    ///
    /// The default follows GCC's formula in the coefficient type's own arithmetic, which is
    /// exact for unsigned and unbounded types and reproduces GCC's wrapping for
    /// `offset_int`; signed primitives override it with exact wider arithmetic, since GCC's
    /// overflow there is undefined behaviour.
    fn maybe_eq_2(a0: &Self, a1: &Self, b0: &Self, b1: &Self) -> bool {
        if a1 != b1 {
            if a1 < b1 {
                b0 <= a0
                    && a0
                        .sub(b0)
                        .rem_trunc(&b1.sub(a1))
                        .is_some_and(|r| r.is_zero())
            } else {
                b0 >= a0
                    && b0
                        .sub(a0)
                        .rem_trunc(&a1.sub(b1))
                        .is_some_and(|r| r.is_zero())
            }
        } else {
            a0 == b0
        }
    }
}

/// C++'s integral promotion, the one rule every same-type routine applies: coefficients of
/// a type narrower than `int` (`unsigned short`, `signed char`, ...) are computed with in
/// `int`, so GCC's `(65521 + 15) / 16` on `poly_uint16` is 4096, not the 0 that 16-bit
/// wrapping gives. `int` never overflows on GCC's valid inputs there, and `i64` holds every
/// such intermediate exactly, so the promoted paths compute in `i64`.
#[inline(always)]
pub(crate) fn promotes_to_int<C: Coeff>() -> bool {
    matches!(C::PRECISION, Some(p) if p < 32)
}

/// The exact value of a coefficient whose type [`promotes_to_int`].
#[inline(always)]
pub(crate) fn widen<C: Coeff>(c: &C) -> i64 {
    // Primitives convert to u64 by sign- or zero-extension, as C++ does.
    c.to_u64_wrapping() as i64
}

/// Reduces `v` modulo 2^128 and returns the low 128 bits.
pub(crate) fn low_u128(v: &BigInt) -> u128 {
    let mask = BigInt::from(u128::MAX);
    let low = v & mask;
    u128::try_from(&low).expect("masked to 128 bits")
}

/// [`Coeff::trunc_quotient_is`] for one primitive, `$u` being its unsigned twin: in
/// magnitudes, where `A / B = U` exactly when `U·B <= A < U·B + B`, so one multiplication
/// (no division, no wider type, no branch for a divisor of -1). The quotient's sign is
/// known in advance, so U is Q or -Q in `$u`'s wrapping arithmetic: that also covers
/// `MIN / -1`, whose magnitude 2^(bits-1) wraps to MIN. No U satisfies it for B = 0.
macro_rules! quotient_is_for {
    ($t:ty, $u:ty, $a:ident, $b:ident, $q:ident) => {{
        #[allow(unused_comparisons)]
        let magnitude = |x: $t| {
            if x < 0 {
                (x as $u).wrapping_neg()
            } else {
                x as $u
            }
        };
        #[allow(unused_comparisons)]
        let negative = (*$a < 0) != (*$b < 0);
        let u = if negative { $q.wrapping_neg() } else { *$q } as $u;
        let (a, b) = (magnitude(*$a), magnitude(*$b));
        let below = u.checked_mul(b).and_then(|ub| a.checked_sub(ub))?;
        (below < b).then_some(below != 0)
    }};
}

/// `a / b` and `a % b` in 32 bits, for a 64-bit type's `a` and `b` given as their bits, when
/// both fit in 32 bits (as unsigned values: a signed operand must be non-negative) and `b`
/// is nonzero. `None` otherwise, and for every other width (a constant the compiler folds).
///
/// Why: a 64-bit division is slower than a 32-bit one on many x86-64 cores, and LLVM's own
/// remedy, a run-time width test it adds to each 64-bit division, placed the 32-bit
/// division out of line, behind a taken jump there and another back. In gcc-bench's loops
/// (`scripts/poly-vs-gcc.py`) that made `can_div_trunc_p` at N = 1 slow in some runs
/// (3.0–3.1 ns in 3 of 12 processes, where GCC's `idiv` loop stays at 2.2–2.4). Written
/// here with LLVM's own test, the test is shared and the 32-bit division sits in line: the
/// same 12 alternating processes gave 1.90–2.33 ns. Other operands take the general path.
/// `div_trunc`, `rem_trunc` and `div_rem_trunc` all use it, so they divide alike.
#[inline(always)]
fn div_rem_narrow(a: u64, b: u64, bits: u32) -> Option<(u32, u32)> {
    if bits != 64 || (a | b) >> 32 != 0 {
        return None;
    }
    let b = std::num::NonZeroU32::new(b as u32)?;
    Some((a as u32 / b, a as u32 % b))
}

/// GCC's `maybe_eq_2` for one primitive: `wider` computes in a type twice as wide, where no
/// difference can overflow; `big` (128-bit types, which have none) uses GCC's formula for
/// unsigned values, whose guarded subtractions never wrap, and big integers otherwise.
macro_rules! maybe_eq_2_for {
    (wider $wide:ty, $a0:ident, $a1:ident, $b0:ident, $b1:ident) => {{
        let (a0, a1, b0, b1) = (*$a0 as $wide, *$a1 as $wide, *$b0 as $wide, *$b1 as $wide);
        if a1 != b1 {
            if a1 < b1 {
                b0 <= a0 && (a0 - b0) % (b1 - a1) == 0
            } else {
                b0 >= a0 && (b0 - a0) % (a1 - b1) == 0
            }
        } else {
            a0 == b0
        }
    }};
    (big $t:ty, $a0:ident, $a1:ident, $b0:ident, $b1:ident) => {{
        if !<$t as Coeff>::SIGNED {
            if $a1 != $b1 {
                if $a1 < $b1 {
                    $b0 <= $a0 && $a0.wrapping_sub(*$b0) % $b1.wrapping_sub(*$a1) == 0
                } else {
                    $b0 >= $a0 && $b0.wrapping_sub(*$a0) % $a1.wrapping_sub(*$b1) == 0
                }
            } else {
                $a0 == $b0
            }
        } else {
            let big = |v: &$t| BigInt::from(*v);
            crate::maybe_eq_exact::maybe_eq_2_exact(&big($a0), &big($a1), &big($b0), &big($b1))
        }
    }};
}

macro_rules! impl_primitive_coeff {
    ($($t:ty => $signed:expr, $gcc:expr, $how:ident $arg:ty, $unsigned:ty;)*) => {$(
        impl Coeff for $t {
            const SIGNED: bool = $signed;
            const PRECISION: Option<u32> = Some(<$t>::BITS);
            const GCC_NAME: &'static str = $gcc;

            #[inline(always)]
            fn zero() -> Self { 0 }
            #[inline(always)]
            fn one() -> Self { 1 }
            #[inline(always)]
            fn from_i64(v: i64) -> Self { v as $t }
            #[inline(always)]
            fn is_zero(&self) -> bool { *self == 0 }
            #[inline(always)]
            #[allow(unused_comparisons)]
            fn is_negative(&self) -> bool { *self < 0 }
            #[inline(always)]
            fn add(&self, rhs: &Self) -> Self { self.wrapping_add(*rhs) }
            #[inline(always)]
            fn sub(&self, rhs: &Self) -> Self { self.wrapping_sub(*rhs) }
            #[inline(always)]
            fn mul(&self, rhs: &Self) -> Self { self.wrapping_mul(*rhs) }
            #[inline(always)]
            fn neg(&self) -> Self { self.wrapping_neg() }
            #[inline(always)]
            fn not(&self) -> Self { !*self }
            #[inline(always)]
            fn bitand(&self, rhs: &Self) -> Self { *self & *rhs }
            #[inline(always)]
            fn bitor(&self, rhs: &Self) -> Self { *self | *rhs }
            #[inline(always)]
            fn shl(&self, amount: u32) -> Self { self.checked_shl(amount).unwrap_or(0) }
            #[inline(always)]
            fn div_trunc(&self, rhs: &Self) -> Option<Self> {
                if let Some((q, _)) = div_rem_narrow(*self as u64, *rhs as u64, <$t>::BITS) {
                    return Some(q as $t);
                }
                if *rhs == 0 { None } else { Some(self.wrapping_div(*rhs)) }
            }
            #[inline(always)]
            fn rem_trunc(&self, rhs: &Self) -> Option<Self> {
                if let Some((_, r)) = div_rem_narrow(*self as u64, *rhs as u64, <$t>::BITS) {
                    return Some(r as $t);
                }
                if *rhs == 0 { None } else { Some(self.wrapping_rem(*rhs)) }
            }
            #[inline(always)]
            #[allow(unused_comparisons)]
            fn div_rem_trunc(&self, rhs: &Self) -> Option<(Self, Self)> {
                if let Some(qr) = div_rem_narrow(*self as u64, *rhs as u64, <$t>::BITS) {
                    return Some((qr.0 as $t, qr.1 as $t));
                }
                if *rhs == 0 {
                    return None;
                }
                // With 0 and -1 ruled out, `/` and `%` cannot overflow and share one
                // division instruction.
                if <$t>::MIN < 0 && *rhs == (0 as $t).wrapping_sub(1) {
                    return Some((self.wrapping_neg(), 0));
                }
                Some((*self / *rhs, *self % *rhs))
            }
            #[inline(always)]
            fn max_value() -> Option<Self> { Some(<$t>::MAX) }
            fn to_bigint(&self) -> BigInt { BigInt::from(*self) }
            fn from_bigint(v: &BigInt) -> Option<Self> { <$t>::try_from(v).ok() }
            fn from_bigint_wrapping(v: &BigInt) -> Self { low_u128(v) as $t }
            #[inline(always)]
            fn to_u64_wrapping(&self) -> u64 { *self as u64 }

            #[inline(always)]
            fn maybe_eq_2(a0: &Self, a1: &Self, b0: &Self, b1: &Self) -> bool {
                maybe_eq_2_for!($how $arg, a0, a1, b0, b1)
            }

            #[inline(always)]
            fn trunc_quotient_is(&self, rhs: &Self, q: &Self) -> Option<bool> {
                quotient_is_for!($t, $unsigned, self, rhs, q)
            }
        }
    )*};
}

impl_primitive_coeff! {
    i8 => true, "signed char", wider i16, u8;
    i16 => true, "short", wider i32, u16;
    i32 => true, "int", wider i64, u32;
    i64 => true, "HOST_WIDE_INT", wider i128, u64;
    isize => true, "ssize_t", wider i128, usize;
    u8 => false, "unsigned char", wider u16, u8;
    u16 => false, "unsigned short", wider u32, u16;
    u32 => false, "unsigned int", wider u64, u32;
    u64 => false, "unsigned HOST_WIDE_INT", wider u128, u64;
    usize => false, "size_t", wider u128, usize;
    i128 => true, "__int128", big i128, u128;
    u128 => false, "unsigned __int128", big u128, u128;
}
