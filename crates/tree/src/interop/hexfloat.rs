//! REAL_CST values as text: C99 hexadecimal floats (`0x1.8p+1`, `0x0.8p+2`, `-0x0p+0`) and
//! the `inf` / `nan` forms of the interchange format, read and written exactly.

use num_bigint::BigUint;
use num_traits::Zero;

use crate::{RealClass, RealValue};

/// Why a `real` string is not a value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HexFloatError {
    /// Not of the form `[-]0x<hex>[.<hex>]p[+-]<decimal>` nor an inf/nan form.
    #[error("expected a C99 hexadecimal float such as 0x1.8p+1, or inf/nan")]
    Syntax,
    /// More significant bits than a [`RealValue`] keeps (128).
    #[error("more than 128 significant bits")]
    TooPrecise,
    /// An exponent beyond what a [`RealValue`] keeps.
    #[error("exponent out of range")]
    Exponent,
}

/// Parses a `real` field exactly.
pub fn parse_real(text: &str) -> Result<RealValue, HexFloatError> {
    let (negative, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    match body {
        "inf" => return Ok(RealValue::inf(negative)),
        "nan" => {
            return Ok(RealValue {
                negative,
                ..RealValue::nan()
            });
        }
        "snan" => return Ok(RealValue::snan(negative)),
        _ => {}
    }
    let body = body
        .strip_prefix("0x")
        .or_else(|| body.strip_prefix("0X"))
        .ok_or(HexFloatError::Syntax)?;
    let p = body.find(['p', 'P']).ok_or(HexFloatError::Syntax)?;
    let (digits, exp_text) = (&body[..p], &body[p + 1..]);
    let (int_part, frac_part) = match digits.split_once('.') {
        Some((i, f)) => (i, f),
        None => (digits, ""),
    };
    if int_part.is_empty() && frac_part.is_empty() {
        return Err(HexFloatError::Syntax);
    }
    let all_hex = |s: &str| s.bytes().all(|b| b.is_ascii_hexdigit());
    if !all_hex(int_part) || !all_hex(frac_part) {
        return Err(HexFloatError::Syntax);
    }
    let exp_digits = exp_text.strip_prefix(['+', '-']).unwrap_or(exp_text);
    if exp_digits.is_empty() || !exp_digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(HexFloatError::Syntax);
    }
    // Huge written exponents are out of range, not a parse failure.
    let exp: i64 = exp_text.parse().map_err(|_| HexFloatError::Exponent)?;
    let mut m = BigUint::zero();
    for b in int_part.bytes().chain(frac_part.bytes()) {
        let d = char::from(b).to_digit(16).unwrap_or(0);
        m = (m << 4u32) + d;
    }
    if m.is_zero() {
        return Ok(RealValue::zero(negative));
    }
    // value = m × 2^(exp − 4·fraction digits); drop trailing zero bits first.
    let tz = m.trailing_zeros().unwrap_or(0);
    let m = m >> tz;
    let bits = m.bits();
    if bits > 128 {
        return Err(HexFloatError::TooPrecise);
    }
    let frac_bits = 4 * i64::try_from(frac_part.len()).map_err(|_| HexFloatError::Exponent)?;
    let e = exp
        .checked_sub(frac_bits)
        .and_then(|e| e.checked_add(i64::try_from(tz).ok()?))
        .and_then(|e| e.checked_add(i64::try_from(bits).ok()?))
        .ok_or(HexFloatError::Exponent)?;
    // RealValue: sig × 2^(exp − 128) with the top bit of sig set.
    let exp = i32::try_from(e).map_err(|_| HexFloatError::Exponent)?;
    let sig = u128::try_from(m).map_err(|_| HexFloatError::TooPrecise)? << (128 - bits);
    Ok(RealValue {
        class: RealClass::Normal,
        negative,
        exp,
        sig,
    })
}

/// Writes a value the way [`parse_real`] reads it: `[-]0x<hex>p<exp>` with an integer
/// significand (odd unless zero), or an inf/nan form.
pub fn format_real(v: RealValue) -> String {
    let sign = if v.negative { "-" } else { "" };
    match v.class {
        RealClass::Zero => format!("{sign}0x0p+0"),
        RealClass::Inf => format!("{sign}inf"),
        RealClass::Nan if v.is_signalling() => format!("{sign}snan"),
        RealClass::Nan => format!("{sign}nan"),
        RealClass::Normal => {
            let tz = v.sig.trailing_zeros().min(127);
            let m = v.sig >> tz;
            let e = i64::from(v.exp) - 128 + i64::from(tz);
            format!("{sign}0x{m:x}p{e:+}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gcc_spellings_parse_exactly() {
        let three = RealValue::from_f64(3.0);
        assert_eq!(parse_real("0x1.8p+1").unwrap(), three);
        assert_eq!(parse_real("0x0.cp+2").unwrap(), three);
        assert_eq!(parse_real("0x3p0").unwrap(), three);
        assert_eq!(parse_real("0x0.8p+2").unwrap(), RealValue::from_f64(2.0));
        assert_eq!(parse_real("-0x0p+0").unwrap(), RealValue::zero(true));
        assert_eq!(parse_real("-inf").unwrap(), RealValue::inf(true));
        assert_eq!(
            parse_real("0x1p-1074").unwrap(),
            RealValue::from_f64(f64::from_bits(1))
        );
        for bad in ["", "0x", "0xp1", "1.5", "0x1.g", "0x1p", "0x1p+-1", "nanx"] {
            assert_eq!(parse_real(bad), Err(HexFloatError::Syntax), "{bad}");
        }
        assert!(parse_real("snan").unwrap().is_signalling());
        assert!(parse_real("-snan").unwrap().negative);
        assert_eq!(format_real(parse_real("-snan").unwrap()), "-snan");
        assert!(!parse_real("nan").unwrap().is_signalling());
        assert_eq!(parse_real("0x1p99999999999"), Err(HexFloatError::Exponent));
        assert_eq!(
            parse_real(&format!("0x1{}1p0", "0".repeat(40))),
            Err(HexFloatError::TooPrecise)
        );
    }

    #[test]
    fn formatting_round_trips() {
        for x in [1.0, -0.1, 1e300, 5e-324, 0.0, -0.0, f64::INFINITY, f64::NAN] {
            let v = RealValue::from_f64(x);
            assert_eq!(parse_real(&format_real(v)).unwrap(), v, "{x}");
        }
    }
}
