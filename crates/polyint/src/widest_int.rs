//! [`WidestInt`]: GCC's `widest_int`, modelled as an arbitrary-precision integer.

use std::fmt;
use std::str::FromStr;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

use crate::coeff::Coeff;
use crate::wide_core::{Sign, WIDEST_INT_PRECISION, extend};

/// GCC's `widest_int`: a signed integer wide enough for any value the compiler handles.
///
/// GCC gives it a large fixed precision (WIDE_INT_MAX_PRECISION, target-dependent); here it
/// is a [`BigInt`] and never overflows, which gives the same answers for every value GCC's
/// precision can hold.
#[doc(alias = "widest_int")]
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WidestInt(pub BigInt);

impl WidestInt {
    /// Converts a value of `precision` bits to a widest_int, extending it according to
    /// `sign` (`widest_int::from (x, sgn)`).
    #[doc(alias = "from")]
    pub fn from_bits(value: &BigInt, precision: Option<u32>, sign: Sign) -> Self {
        WidestInt(extend(value, precision, sign))
    }
}

impl fmt::Debug for WidestInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl fmt::Display for WidestInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl FromStr for WidestInt {
    type Err = num_bigint::ParseBigIntError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(WidestInt)
    }
}

macro_rules! widest_from {
    ($($t:ty),*) => {$(
        impl From<$t> for WidestInt {
            fn from(v: $t) -> Self { WidestInt(BigInt::from(v)) }
        }
    )*};
}
widest_from!(i8, i16, i32, i64, i128, u8, u16, u32, u64, u128);

impl From<BigInt> for WidestInt {
    fn from(v: BigInt) -> Self {
        WidestInt(v)
    }
}

impl Coeff for WidestInt {
    const SIGNED: bool = true;
    const PRECISION: Option<u32> = None;
    const GCC_NAME: &'static str = "widest_int";

    fn zero() -> Self {
        WidestInt(BigInt::zero())
    }
    fn one() -> Self {
        WidestInt(BigInt::one())
    }
    fn from_i64(v: i64) -> Self {
        WidestInt(BigInt::from(v))
    }
    fn is_zero(&self) -> bool {
        self.0.is_zero()
    }
    fn is_negative(&self) -> bool {
        self.0.is_negative()
    }
    fn add(&self, rhs: &Self) -> Self {
        WidestInt(&self.0 + &rhs.0)
    }
    fn sub(&self, rhs: &Self) -> Self {
        WidestInt(&self.0 - &rhs.0)
    }
    fn mul(&self, rhs: &Self) -> Self {
        WidestInt(&self.0 * &rhs.0)
    }
    fn neg(&self) -> Self {
        WidestInt(-&self.0)
    }
    fn not(&self) -> Self {
        WidestInt(-&self.0 - 1)
    }
    fn bitand(&self, rhs: &Self) -> Self {
        WidestInt(&self.0 & &rhs.0)
    }
    fn bitor(&self, rhs: &Self) -> Self {
        WidestInt(&self.0 | &rhs.0)
    }
    fn shl(&self, amount: u32) -> Self {
        // As GCC's wi::lshift at widest_int's precision: shifting every bit out gives zero
        // (and a huge shift cannot allocate a huge integer).
        if amount >= WIDEST_INT_PRECISION {
            return WidestInt(BigInt::zero());
        }
        WidestInt(&self.0 << amount)
    }
    fn div_trunc(&self, rhs: &Self) -> Option<Self> {
        (!rhs.0.is_zero()).then(|| WidestInt(&self.0 / &rhs.0))
    }
    fn rem_trunc(&self, rhs: &Self) -> Option<Self> {
        (!rhs.0.is_zero()).then(|| WidestInt(&self.0 % &rhs.0))
    }
    fn max_value() -> Option<Self> {
        None
    }
    fn to_bigint(&self) -> BigInt {
        self.0.clone()
    }
    fn from_bigint(v: &BigInt) -> Option<Self> {
        Some(WidestInt(v.clone()))
    }
    fn from_bigint_wrapping(v: &BigInt) -> Self {
        WidestInt(v.clone())
    }
    fn gcd(&self, rhs: &Self) -> Self {
        WidestInt(self.0.gcd(&rhs.0))
    }
    fn maybe_eq_2(a0: &Self, a1: &Self, b0: &Self, b1: &Self) -> bool {
        crate::maybe_eq_exact::maybe_eq_2_exact(&a0.0, &a1.0, &b0.0, &b1.0)
    }
}
