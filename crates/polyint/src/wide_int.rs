//! [`WideInt`]: GCC's `wide_int`, a value with an explicit precision whose signedness is
//! given per operation.

use std::fmt;

use num_bigint::BigInt;

use crate::coeff::Coeff;
use crate::wide_core::{Sign, WIDEST_INT_PRECISION, extend};

/// GCC's `wide_int`: `precision` bits with no inherent sign. Operations that care say
/// whether to read the bits as [`Sign::Signed`] or [`Sign::Unsigned`], as in
/// `wi::add (x, y, sgn, &overflow)`.
///
/// Stored sign-extended (as GCC stores it), so `==` compares bit patterns of equal
/// precision. There is no `Ord`: GCC's `wide_int` has no `<` either (use
/// [`WideInt::lt`] with a sign).
#[doc(alias = "wide_int")]
#[derive(Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WideInt {
    value: BigInt,
    precision: u32,
}

impl WideInt {
    /// `value` truncated to `precision` bits (`wide_int::from`), or `None` unless
    /// `precision` is in 1..=[`WIDEST_INT_PRECISION`](crate::WIDEST_INT_PRECISION), the
    /// range GCC's wide_int supports.
    pub fn try_from_bigint(value: &BigInt, precision: u32) -> Option<Self> {
        (1..=WIDEST_INT_PRECISION)
            .contains(&precision)
            .then(|| WideInt {
                value: extend(value, Some(precision), Sign::Signed),
                precision,
            })
    }

    /// `value` truncated to `precision` bits (`wide_int::from`).
    ///
    /// # Panics
    /// If `precision` is 0 or above [`WIDEST_INT_PRECISION`](crate::WIDEST_INT_PRECISION)
    /// (GCC asserts the same); [`WideInt::try_from_bigint`] is the non-panicking twin.
    #[track_caller]
    pub fn from_bigint(value: &BigInt, precision: u32) -> Self {
        match Self::try_from_bigint(value, precision) {
            Some(w) => w,
            None => panic!(
                "wide_int::from: precision {precision} is outside 1..={WIDEST_INT_PRECISION}"
            ),
        }
    }

    /// `wi::shwi (v, precision)`: a signed host integer as a wide_int.
    ///
    /// # Panics
    /// If `precision` is outside 1..=[`WIDEST_INT_PRECISION`](crate::WIDEST_INT_PRECISION).
    pub fn shwi(v: i64, precision: u32) -> Self {
        Self::from_bigint(&BigInt::from(v), precision)
    }

    /// `wi::uhwi (v, precision)`: an unsigned host integer as a wide_int.
    ///
    /// # Panics
    /// If `precision` is outside 1..=[`WIDEST_INT_PRECISION`](crate::WIDEST_INT_PRECISION).
    pub fn uhwi(v: u64, precision: u32) -> Self {
        Self::from_bigint(&BigInt::from(v), precision)
    }

    /// `wide_int::from (x, precision, sgn)`: converts a coefficient of another kind,
    /// extending it according to `sign` when it has fewer bits.
    ///
    /// # Panics
    /// If `precision` is outside 1..=[`WIDEST_INT_PRECISION`](crate::WIDEST_INT_PRECISION).
    #[doc(alias = "from")]
    pub fn from_coeff<C: Coeff>(x: &C, precision: u32, sign: Sign) -> Self {
        Self::from_bigint(&extend(&x.to_bigint(), C::PRECISION, sign), precision)
    }

    /// The precision in bits.
    pub fn precision(&self) -> u32 {
        self.precision
    }

    /// The value read according to `sign`.
    pub fn to_bigint(&self, sign: Sign) -> BigInt {
        extend(&self.value, Some(self.precision), sign)
    }

    /// The low 64 bits, sign-extended from the precision (`to_shwi ()`).
    pub fn to_shwi(&self) -> i64 {
        i64::from_bigint_wrapping(&self.value)
    }

    /// The low 64 bits, zero-extended from the precision (`to_uhwi ()`).
    pub fn to_uhwi(&self) -> u64 {
        u64::from_bigint_wrapping(&self.to_bigint(Sign::Unsigned))
    }

    /// Whether the (sign-extended) value fits a signed 64-bit integer (`wi::fits_shwi_p`).
    pub fn fits_shwi_p(&self) -> bool {
        i64::try_from(&self.value).is_ok()
    }

    /// Whether the value fits an unsigned 64-bit integer (`wi::fits_uhwi_p`): always for
    /// precisions up to 64, otherwise when the sign-extended value is in 0..2^64.
    pub fn fits_uhwi_p(&self) -> bool {
        self.precision <= 64 || u64::try_from(&self.value).is_ok()
    }

    /// Whether `self < other` reading both according to `sign` (`wi::lt_p`).
    #[doc(alias = "lt_p")]
    pub fn lt(&self, other: &Self, sign: Sign) -> bool {
        self.to_bigint(sign) < other.to_bigint(sign)
    }

    /// Sign-extends the low `offset` bits (`wi::sext`).
    pub fn sext(&self, offset: u32) -> Self {
        Self::from_bigint(
            &extend(&self.value, Some(offset), Sign::Signed),
            self.precision,
        )
    }

    /// Zero-extends the low `offset` bits (`wi::zext`).
    pub fn zext(&self, offset: u32) -> Self {
        if offset >= self.precision {
            return self.clone();
        }
        Self::from_bigint(
            &extend(&self.value, Some(offset), Sign::Unsigned),
            self.precision,
        )
    }

    /// The value in decimal, reading the bits according to `sign` (for GCC's exact
    /// `print_dec` output, hex for wide values included, use [`PolyInt::print_dec`]).
    ///
    /// [`PolyInt::print_dec`]: crate::PolyInt::print_dec
    pub fn to_string_signed(&self, sign: Sign) -> String {
        self.to_bigint(sign).to_string()
    }

    pub(crate) fn raw(&self) -> &BigInt {
        &self.value
    }
}

impl fmt::Debug for WideInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.value, self.precision)
    }
}

impl fmt::Display for WideInt {
    /// The signed reading (use [`WideInt::to_string_signed`] for the unsigned one).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.value, f)
    }
}
