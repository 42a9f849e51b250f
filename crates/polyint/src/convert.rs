//! Conversions (manual node 10.7): between coefficient kinds, to host integers and to the
//! wide-int kinds.

use crate::coeff::Coeff;
use crate::offset_int::OffsetInt;
use crate::poly::PolyInt;
use crate::wide_core::Sign;
use crate::wide_int::WideInt;
use crate::widest_int::WidestInt;

impl<C: Coeff, const N: usize> PolyInt<C, N> {
    /// The coefficients as signed host integers, if every one fits without loss
    /// (`to_shwi (&r)`).
    pub fn to_shwi(&self) -> Option<PolyInt<i64, N>> {
        let v: Option<Vec<i64>> = self
            .coeffs
            .iter()
            .map(|c| i64::from_bigint(&c.to_bigint()))
            .collect();
        v.and_then(|v| PolyInt::from_leading(&v))
    }

    /// The coefficients as unsigned host integers, if every one fits without loss
    /// (`to_uhwi (&r)`).
    pub fn to_uhwi(&self) -> Option<PolyInt<u64, N>> {
        let v: Option<Vec<u64>> = self
            .coeffs
            .iter()
            .map(|c| u64::from_bigint(&c.to_bigint()))
            .collect();
        v.and_then(|v| PolyInt::from_leading(&v))
    }

    /// Every coefficient truncated to a signed host integer (`force_shwi ()`).
    pub fn force_shwi(&self) -> PolyInt<i64, N> {
        self.map(|c| i64::from_bigint_wrapping(&c.to_bigint()))
    }

    /// Every coefficient truncated to an unsigned host integer (`force_uhwi ()`).
    pub fn force_uhwi(&self) -> PolyInt<u64, N> {
        self.map(|c| c.to_u64_wrapping())
    }

    /// Converts every coefficient as a C++ cast would: exactly if `D` can hold it,
    /// otherwise modulo 2^precision of `D`.
    pub fn cast<D: Coeff>(&self) -> PolyInt<D, N> {
        self.map(|c| D::from_bigint_wrapping(&c.to_bigint()))
    }

    /// Converts every coefficient if `D` can hold each exactly.
    pub fn try_cast<D: Coeff>(&self) -> Option<PolyInt<D, N>> {
        let v: Option<Vec<D>> = self
            .coeffs
            .iter()
            .map(|c| D::from_bigint(&c.to_bigint()))
            .collect();
        v.and_then(|v| PolyInt::from_leading(&v))
    }
}

impl<const N: usize> PolyInt<OffsetInt, N> {
    /// `poly_offset_int::from (value, sgn)`: reads each coefficient's bits according to
    /// `sign` and extends them to 128 bits.
    #[doc(alias = "from")]
    pub fn from_poly<C: Coeff>(value: &PolyInt<C, N>, sign: Sign) -> Self {
        value.map(|c| OffsetInt::from_bits(&c.to_bigint(), C::PRECISION, sign))
    }
}

impl<const N: usize> PolyInt<WidestInt, N> {
    /// `poly_widest_int::from (value, sgn)`: reads each coefficient's bits according to
    /// `sign`.
    #[doc(alias = "from")]
    pub fn from_poly<C: Coeff>(value: &PolyInt<C, N>, sign: Sign) -> Self {
        value.map(|c| WidestInt::from_bits(&c.to_bigint(), C::PRECISION, sign))
    }
}

impl<const N: usize> PolyInt<WideInt, N> {
    /// `poly_wide_int::from (value, precision, sgn)`: each coefficient read according to
    /// `sign` and extended or truncated to `precision` bits.
    ///
    /// # Panics
    /// If `precision` is outside 1..=[`WIDEST_INT_PRECISION`](crate::WIDEST_INT_PRECISION).
    #[doc(alias = "from")]
    pub fn from_poly<C: Coeff>(value: &PolyInt<C, N>, precision: u32, sign: Sign) -> Self {
        value.map(|c| WideInt::from_coeff(c, precision, sign))
    }

    /// A wide_int constant of `precision` bits (other coefficients zero of that precision).
    pub fn constant_wide(c: WideInt) -> Self {
        let p = c.precision();
        let mut c = Some(c);
        PolyInt::new(std::array::from_fn(|i| {
            if i == 0 {
                c.take().expect("once")
            } else {
                WideInt::shwi(0, p)
            }
        }))
    }

    /// The coefficients as signed host integers if each fits (`to_shwi (&r)`).
    pub fn to_shwi(&self) -> Option<PolyInt<i64, N>> {
        self.coeffs
            .iter()
            .all(WideInt::fits_shwi_p)
            .then(|| self.map(WideInt::to_shwi))
    }

    /// The coefficients as unsigned host integers if each fits (`to_uhwi (&r)`).
    pub fn to_uhwi(&self) -> Option<PolyInt<u64, N>> {
        self.coeffs
            .iter()
            .all(WideInt::fits_uhwi_p)
            .then(|| self.map(WideInt::to_uhwi))
    }

    /// Every coefficient truncated to a signed host integer (`force_shwi ()`).
    pub fn force_shwi(&self) -> PolyInt<i64, N> {
        self.map(WideInt::to_shwi)
    }

    /// Every coefficient truncated to an unsigned host integer (`force_uhwi ()`).
    pub fn force_uhwi(&self) -> PolyInt<u64, N> {
        self.map(WideInt::to_uhwi)
    }

    /// Whether the polynomial is constant.
    #[doc(alias = "is_constant")]
    pub fn is_constant_wide(&self) -> bool {
        self.coeffs[1..]
            .iter()
            .all(|c| c.raw() == &num_bigint::BigInt::from(0))
    }

    /// The value at the given indeterminates, reading coefficients according to `sign`
    /// (exact, no wrapping).
    pub fn eval_wide(&self, xs: &[u64], sign: Sign) -> num_bigint::BigInt {
        let mut v = self.coeffs[0].to_bigint(sign);
        for (i, x) in xs.iter().enumerate().take(N.saturating_sub(1)) {
            v += self.coeffs[i + 1].to_bigint(sign) * x;
        }
        v
    }
}

// Lossless conversions between coefficient kinds (GCC's `poly_int (const poly_int<N, Ca> &)`
// for `if_lossless` pairs): one `From` per pair Rust's own `From` covers.
macro_rules! lossless {
    ($($from:ty => [$($to:ty),*];)*) => {$($(
        impl<const N: usize> From<PolyInt<$from, N>> for PolyInt<$to, N> {
            #[inline(always)]
            fn from(p: PolyInt<$from, N>) -> Self {
                p.map(|&c| <$to>::from(c))
            }
        }
    )*)*};
}

lossless! {
    u8 => [u16, u32, u64, u128, usize, i16, i32, i64, i128, isize, OffsetInt, WidestInt];
    u16 => [u32, u64, u128, usize, i32, i64, i128, OffsetInt, WidestInt];
    u32 => [u64, u128, i64, i128, OffsetInt, WidestInt];
    u64 => [u128, i128, OffsetInt, WidestInt];
    u128 => [WidestInt];
    i8 => [i16, i32, i64, i128, isize, OffsetInt, WidestInt];
    i16 => [i32, i64, i128, isize, OffsetInt, WidestInt];
    i32 => [i64, i128, OffsetInt, WidestInt];
    i64 => [i128, OffsetInt, WidestInt];
    i128 => [OffsetInt, WidestInt];
}
