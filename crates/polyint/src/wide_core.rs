//! The basics the wide-int family shares (offset_int, wide_int, widest_int and the `wi::`
//! routines): how to read bits ([`Sign`]), overflow reporting ([`Overflow`]), widest_int's
//! precision, and reading or wrapping a value at a precision.

use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};

/// How to read the bits of a value (GCC's `signop`).
#[doc(alias = "signop")]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Sign {
    /// Two's complement (`SIGNED`).
    Signed,
    /// Plain binary (`UNSIGNED`).
    Unsigned,
}

/// Whether and how an operation overflowed (GCC's `wi::overflow_type`).
#[doc(alias = "overflow_type")]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Overflow {
    /// No overflow (`OVF_NONE`).
    #[default]
    None,
    /// The exact result was below the minimum (`OVF_UNDERFLOW`).
    Underflow,
    /// The exact result was above the maximum (`OVF_OVERFLOW`).
    Overflow,
    /// Overflow of unknown direction, or of both directions on different coefficients
    /// (`OVF_UNKNOWN`).
    Unknown,
}

impl Overflow {
    /// Whether any overflow happened.
    pub fn any(self) -> bool {
        self != Overflow::None
    }

    /// Folds a coefficient's overflow into the running one (`wi::accumulate_overflow`).
    #[doc(alias = "accumulate_overflow")]
    pub fn accumulate(&mut self, sub: Overflow) {
        if sub == Overflow::None {
            return;
        }
        if *self == Overflow::None {
            *self = sub;
        } else if *self != sub {
            *self = Overflow::Unknown;
        }
    }
}

/// GCC 12's `WIDE_INT_MAX_PRECISION` for x86_64 (the precision of `widest_int` there): the
/// width GCC's `print_hex` and unsigned readings of a `widest_int` use.
pub const WIDEST_INT_PRECISION: u32 = 576;

/// Reads the low `precision` bits of `value` according to `sign` (the value itself when
/// `precision` is `None`, i.e. unbounded).
pub(crate) fn extend(value: &BigInt, precision: Option<u32>, sign: Sign) -> BigInt {
    let Some(p) = precision else {
        return value.clone();
    };
    let modulus = BigInt::one() << p;
    let low = value & (&modulus - 1u32);
    if sign == Sign::Signed && p > 0 && low >= (BigInt::one() << (p - 1)) {
        low - modulus
    } else {
        low
    }
}

/// One wide-int operation on values read per `sign`, wrapped to `precision`, with GCC's
/// overflow classification.
pub(crate) fn overflowing(
    exact: BigInt,
    precision: Option<u32>,
    sign: Sign,
    unknown_when_signed: bool,
) -> (BigInt, Overflow) {
    let Some(p) = precision else {
        let ovf = if sign == Sign::Unsigned && exact.is_negative() {
            Overflow::Underflow
        } else {
            Overflow::None
        };
        return (exact, ovf);
    };
    let (min, max) = match sign {
        Sign::Signed => (
            -(BigInt::one() << (p - 1)),
            (BigInt::one() << (p - 1)) - 1u32,
        ),
        Sign::Unsigned => (BigInt::zero(), (BigInt::one() << p) - 1u32),
    };
    let ovf = if exact > max {
        Overflow::Overflow
    } else if exact < min {
        Overflow::Underflow
    } else {
        Overflow::None
    };
    // GCC's multiplication does not classify signed overflow (OVF_UNKNOWN).
    let ovf = if unknown_when_signed && sign == Sign::Signed && ovf != Overflow::None {
        Overflow::Unknown
    } else {
        ovf
    };
    (extend(&exact, Some(p), Sign::Signed), ovf)
}
