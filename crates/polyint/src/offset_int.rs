//! [`OffsetInt`]: GCC's `offset_int`, a signed 128-bit two's-complement integer that wraps.

use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};
use std::str::FromStr;

use num_bigint::BigInt;

use crate::coeff::{Coeff, low_u128};
use crate::wide_core::{Sign, extend};

/// GCC's `offset_int` (`FIXED_WIDE_INT (ADDR_MAX_PRECISION)`): a fixed 128-bit integer whose
/// arithmetic wraps modulo 2^128 and whose comparisons are signed.
///
/// ADDR_MAX_PRECISION is 128 on every host GCC 12 supports (64 address bits plus 4 bits of
/// slack, rounded up to whole 64-bit words).
#[doc(alias = "offset_int")]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OffsetInt(pub i128);

impl OffsetInt {
    /// The precision in bits (ADDR_MAX_PRECISION).
    pub const PRECISION: u32 = 128;

    /// Converts `bits` (a value of `precision` bits) to an offset_int, extending it according
    /// to `sign` (`offset_int::from (x, sgn)`).
    #[doc(alias = "from")]
    pub fn from_bits(value: &BigInt, precision: Option<u32>, sign: Sign) -> Self {
        OffsetInt::from_bigint_wrapping(&extend(value, precision, sign))
    }
}

impl fmt::Debug for OffsetInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl fmt::Display for OffsetInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl FromStr for OffsetInt {
    type Err = std::num::ParseIntError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(OffsetInt)
    }
}

macro_rules! offset_from {
    ($($t:ty),*) => {$(
        impl From<$t> for OffsetInt {
            fn from(v: $t) -> Self { OffsetInt(i128::from(v)) }
        }
    )*};
}
offset_from!(i8, i16, i32, i64, u8, u16, u32, u64);

impl From<i128> for OffsetInt {
    fn from(v: i128) -> Self {
        OffsetInt(v)
    }
}

impl Add for OffsetInt {
    type Output = OffsetInt;
    fn add(self, rhs: Self) -> Self {
        OffsetInt(self.0.wrapping_add(rhs.0))
    }
}
impl Sub for OffsetInt {
    type Output = OffsetInt;
    fn sub(self, rhs: Self) -> Self {
        OffsetInt(self.0.wrapping_sub(rhs.0))
    }
}
impl Mul for OffsetInt {
    type Output = OffsetInt;
    fn mul(self, rhs: Self) -> Self {
        OffsetInt(self.0.wrapping_mul(rhs.0))
    }
}
impl Neg for OffsetInt {
    type Output = OffsetInt;
    fn neg(self) -> Self {
        OffsetInt(self.0.wrapping_neg())
    }
}

impl Coeff for OffsetInt {
    const SIGNED: bool = true;
    const PRECISION: Option<u32> = Some(128);
    const GCC_NAME: &'static str = "offset_int";

    fn zero() -> Self {
        OffsetInt(0)
    }
    fn one() -> Self {
        OffsetInt(1)
    }
    fn from_i64(v: i64) -> Self {
        OffsetInt(i128::from(v))
    }
    fn is_zero(&self) -> bool {
        self.0 == 0
    }
    fn is_negative(&self) -> bool {
        self.0 < 0
    }
    fn add(&self, rhs: &Self) -> Self {
        OffsetInt(self.0.wrapping_add(rhs.0))
    }
    fn sub(&self, rhs: &Self) -> Self {
        OffsetInt(self.0.wrapping_sub(rhs.0))
    }
    fn mul(&self, rhs: &Self) -> Self {
        OffsetInt(self.0.wrapping_mul(rhs.0))
    }
    fn neg(&self) -> Self {
        OffsetInt(self.0.wrapping_neg())
    }
    fn not(&self) -> Self {
        OffsetInt(!self.0)
    }
    fn bitand(&self, rhs: &Self) -> Self {
        OffsetInt(self.0 & rhs.0)
    }
    fn bitor(&self, rhs: &Self) -> Self {
        OffsetInt(self.0 | rhs.0)
    }
    fn shl(&self, amount: u32) -> Self {
        OffsetInt(self.0.checked_shl(amount).unwrap_or(0))
    }
    fn div_trunc(&self, rhs: &Self) -> Option<Self> {
        (rhs.0 != 0).then(|| OffsetInt(self.0.wrapping_div(rhs.0)))
    }
    fn rem_trunc(&self, rhs: &Self) -> Option<Self> {
        (rhs.0 != 0).then(|| OffsetInt(self.0.wrapping_rem(rhs.0)))
    }
    fn max_value() -> Option<Self> {
        Some(OffsetInt(i128::MAX))
    }
    fn to_bigint(&self) -> BigInt {
        BigInt::from(self.0)
    }
    fn from_bigint(v: &BigInt) -> Option<Self> {
        i128::try_from(v).ok().map(OffsetInt)
    }
    fn from_bigint_wrapping(v: &BigInt) -> Self {
        OffsetInt(low_u128(v) as i128)
    }
}
