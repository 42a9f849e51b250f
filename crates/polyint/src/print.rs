//! `print_dec` as [`Display`](std::fmt::Display), and the parser for the printed form.

use std::fmt;
use std::str::FromStr;

use num_bigint::BigInt;
use num_traits::Num;

use crate::coeff::Coeff;
use crate::error::ParseError;
use crate::poly::PolyInt;
use crate::wi::Sign;
use crate::wide_int::WideInt;

impl<C: fmt::Display, const N: usize> fmt::Display for PolyInt<C, N>
where
    C: PartialEq + Zeroish,
{
    /// GCC's `print_dec`: a constant prints as its value, anything else as
    /// `[c0,c1,...,cN-1]`. Coefficients print in decimal with their type's inherent sign
    /// (GCC falls back to hex for values wider than 64 bits; this prints decimal always).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.coeffs[1..].iter().all(Zeroish::is_zeroish) {
            return write!(f, "{}", self.coeffs[0]);
        }
        f.write_str("[")?;
        for (i, c) in self.coeffs.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{c}")?;
        }
        f.write_str("]")
    }
}

/// Zero test usable by `Display` for every coefficient kind, including [`WideInt`].
pub trait Zeroish {
    /// Whether the value is zero.
    fn is_zeroish(&self) -> bool;
}

impl<C: Coeff> Zeroish for C {
    fn is_zeroish(&self) -> bool {
        self.is_zero()
    }
}

impl Zeroish for WideInt {
    fn is_zeroish(&self) -> bool {
        *self == self.zero_like()
    }
}

impl<const N: usize> PolyInt<WideInt, N> {
    /// `print_dec (value, file, sgn)` for wide_int coefficients, which have no inherent sign.
    pub fn print_dec(&self, sign: Sign) -> String {
        if self.coeffs[1..].iter().all(Zeroish::is_zeroish) {
            return self.coeffs[0].to_string_signed(sign);
        }
        let parts: Vec<String> = self
            .coeffs
            .iter()
            .map(|c| c.to_string_signed(sign))
            .collect();
        format!("[{}]", parts.join(","))
    }
}

/// Parses one coefficient: decimal or `0x` hex (GCC's print_dec prints big values in hex),
/// with an optional leading `-`.
pub(crate) fn parse_coeff<C: Coeff>(text: &str, column: usize) -> Result<C, ParseError> {
    let t = text.trim();
    let (neg, digits) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let parsed = if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        BigInt::from_str_radix(hex, 16)
    } else if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        BigInt::from_str_radix(digits, 10)
    } else {
        return Err(ParseError::new(
            column,
            format!("expected an integer, found {t:?}"),
        ));
    };
    let v =
        parsed.map_err(|_| ParseError::new(column, format!("expected an integer, found {t:?}")))?;
    let v = if neg { -v } else { v };
    C::from_bigint(&v)
        .ok_or_else(|| ParseError::new(column, format!("{t} does not fit in {}", C::GCC_NAME)))
}

impl<C: Coeff, const N: usize> FromStr for PolyInt<C, N> {
    type Err = ParseError;

    /// Parses the `print_dec` form: a single integer (a constant) or `[c0,...,cN-1]` with
    /// exactly N coefficients. Whitespace around items is allowed.
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let lead = s.len() - s.trim_start().len();
        let t = s.trim();
        let Some(inner) = t.strip_prefix('[') else {
            return Ok(PolyInt::constant(parse_coeff(t, lead + 1)?));
        };
        let Some(inner) = inner.strip_suffix(']') else {
            return Err(ParseError::new(
                lead + t.len() + 1,
                "expected ']' at the end".to_string(),
            ));
        };
        let mut coeffs = Vec::with_capacity(N);
        let mut col = lead + 2;
        for part in inner.split(',') {
            coeffs.push(parse_coeff::<C>(
                part,
                col + (part.len() - part.trim_start().len()),
            )?);
            col += part.len() + 1;
        }
        if coeffs.len() != N {
            return Err(ParseError::new(
                lead + 1,
                format!("expected {N} coefficient(s), found {}", coeffs.len()),
            ));
        }
        Ok(PolyInt::from_leading(&coeffs).expect("length checked"))
    }
}
