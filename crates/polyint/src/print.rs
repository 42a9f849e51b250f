//! `print_dec` as [`Display`](std::fmt::Display), `print_dec` with an explicit sign,
//! `print_hex`, and the parser for the printed forms.

use std::fmt;
use std::str::FromStr;

use num_bigint::BigInt;
use num_traits::{Num, Zero};

use crate::coeff::Coeff;
use crate::error::ParseError;
use crate::poly::PolyInt;
use crate::wide_core::{Sign, WIDEST_INT_PRECISION, extend};
use crate::wide_int::WideInt;

/// A coefficient as GCC's printers see it: a bit pattern of some precision (`widest_int`
/// has GCC's [`WIDEST_INT_PRECISION`](crate::WIDEST_INT_PRECISION)) and an inherent sign,
/// if any. Implemented for every [`Coeff`] and for [`WideInt`].
pub trait PrintCoeff {
    /// The value (read as stored: sign-extended for wide-int kinds).
    fn print_value(&self) -> BigInt;
    /// The precision GCC prints at.
    fn print_precision(&self) -> u32;
    /// The sign `print_dec (value, file)` uses without an explicit `signop`.
    fn inherent_sign(&self) -> Sign;
}

impl<C: Coeff> PrintCoeff for C {
    fn print_value(&self) -> BigInt {
        self.to_bigint()
    }
    fn print_precision(&self) -> u32 {
        C::PRECISION.unwrap_or(WIDEST_INT_PRECISION)
    }
    fn inherent_sign(&self) -> Sign {
        if C::SIGNED {
            Sign::Signed
        } else {
            Sign::Unsigned
        }
    }
}

impl PrintCoeff for WideInt {
    fn print_value(&self) -> BigInt {
        self.raw().clone()
    }
    fn print_precision(&self) -> u32 {
        self.precision()
    }
    fn inherent_sign(&self) -> Sign {
        Sign::Signed
    }
}

/// GCC's `print_dec (x, sgn)` for one value: decimal when GCC can print it from one host
/// integer (precision up to 64 bits, or the value fits: `print_decs` / `print_decu`),
/// otherwise `print_hex`.
fn dec(v: &BigInt, p: u32, sign: Sign) -> String {
    let canonical = extend(v, Some(p), Sign::Signed);
    let one_hwi = i64::try_from(&canonical).is_ok();
    match sign {
        Sign::Signed if p <= 64 || one_hwi => canonical.to_string(),
        Sign::Unsigned if p <= 64 || (one_hwi && canonical >= BigInt::zero()) => {
            extend(v, Some(p), Sign::Unsigned).to_string()
        }
        _ => hex(v, p),
    }
}

/// GCC's `print_hex` for one value: `0x` and the bits at the precision, no leading zeros.
fn hex(v: &BigInt, p: u32) -> String {
    let bits = extend(v, Some(p), Sign::Unsigned);
    format!("{}{}", "0x", bits.to_str_radix(16))
}

fn poly_string<C: PrintCoeff, const N: usize>(
    p: &PolyInt<C, N>,
    one: impl Fn(&C) -> String,
) -> String {
    if p.coeffs[1..].iter().all(|c| c.print_value().is_zero()) {
        return one(&p.coeffs[0]);
    }
    let parts: Vec<String> = p.coeffs.iter().map(one).collect();
    format!("[{}]", parts.join(","))
}

impl<C: PrintCoeff, const N: usize> fmt::Display for PolyInt<C, N> {
    /// GCC's `print_dec (value, file)`: a constant prints as its value, anything else as
    /// `[c0,c1,...,cN-1]`; coefficients in decimal with their type's inherent sign, or in hex
    /// when wider than 64 bits and not representable in one host integer, as GCC does.
    /// (`wide_int` has no inherent sign; it prints signed here.)
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&poly_string(self, |c| {
            dec(&c.print_value(), c.print_precision(), c.inherent_sign())
        }))
    }
}

impl<C: PrintCoeff, const N: usize> PolyInt<C, N> {
    /// `print_dec (value, file, sgn)`: like `Display`, reading the coefficients according to
    /// `sign` (needed for wide_int, which has no inherent sign).
    pub fn print_dec(&self, sign: Sign) -> String {
        poly_string(self, |c| dec(&c.print_value(), c.print_precision(), sign))
    }

    /// `print_hex (value, file)`: every coefficient as `0x` and its bits.
    pub fn print_hex(&self) -> String {
        poly_string(self, |c| hex(&c.print_value(), c.print_precision()))
    }
}

/// Parses one coefficient: decimal (with an optional `-`), or `0x` hex as `print_hex` and
/// `print_dec` write it — a bit pattern of the type's precision, so `0xffffffffffffffff` is
/// -1 for a 64-bit signed coefficient.
pub(crate) fn parse_coeff<C: Coeff>(text: &str, column: usize) -> Result<C, ParseError> {
    let t = text.trim();
    let bad = || ParseError::new(column, format!("expected an integer, found {t:?}"));
    let (neg, digits) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let hex_digits = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"));
    let value = match hex_digits {
        Some(h) if !h.is_empty() && h.bytes().all(|b| b.is_ascii_hexdigit()) => {
            let bits = BigInt::from_str_radix(h, 16).map_err(|_| bad())?;
            let p = C::PRECISION.unwrap_or(WIDEST_INT_PRECISION);
            if neg || bits >= (BigInt::from(1) << p) {
                if neg { -bits } else { bits }
            } else {
                let sign = if C::SIGNED {
                    Sign::Signed
                } else {
                    Sign::Unsigned
                };
                extend(&bits, Some(p), sign)
            }
        }
        Some(_) => return Err(bad()),
        None if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
            let v = BigInt::from_str_radix(digits, 10).map_err(|_| bad())?;
            if neg { -v } else { v }
        }
        None => return Err(bad()),
    };
    C::from_bigint(&value)
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
