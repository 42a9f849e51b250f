//! REAL_CST values: exact binary floating-point numbers and GCC's decimal printing.

use num_bigint::BigUint;
use num_traits::{One, Zero};
use serde::{Deserialize, Serialize};
use std::fmt;

mod decimal;

pub(crate) use decimal::real_to_decimal;

/// What kind of number a [`RealValue`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RealClass {
    /// ±0.
    Zero,
    /// A finite nonzero number.
    Normal,
    /// ±∞.
    Inf,
    /// Not a number.
    Nan,
}

/// An exact binary floating-point value (GCC's `REAL_VALUE_TYPE`): ± `sig` × 2^(`exp` − 128)
/// with `sig` normalised (top bit set) for normal numbers, so formats up to 128 significand
/// bits (float, double, x87 long double, binary128) are represented exactly.
#[doc(alias = "REAL_VALUE_TYPE")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RealValue {
    /// The kind of number.
    pub class: RealClass,
    /// The sign (`REAL_VALUE_NEGATIVE`).
    pub negative: bool,
    /// The binary exponent (value = sig × 2^(exp − 128)).
    pub exp: i32,
    /// The significand, top bit set for normal numbers.
    pub sig: u128,
}

/// Significand bits of the format GCC uses for a REAL_TYPE of this precision (LP64 x86-64:
/// 32 → float, 64 → double, 80 → x87 extended, 128 → binary128).
pub fn significand_bits(precision: u32) -> u32 {
    match precision {
        0..=16 => 11,
        17..=32 => 24,
        33..=64 => 53,
        65..=80 => 64,
        _ => 113,
    }
}

impl RealValue {
    /// Zero with the given sign.
    pub fn zero(negative: bool) -> RealValue {
        RealValue {
            class: RealClass::Zero,
            negative,
            exp: 0,
            sig: 0,
        }
    }

    /// Infinity (`dconstinf`).
    pub fn inf(negative: bool) -> RealValue {
        RealValue {
            class: RealClass::Inf,
            negative,
            exp: 0,
            sig: 0,
        }
    }

    /// A quiet NaN.
    pub fn nan() -> RealValue {
        RealValue {
            class: RealClass::Nan,
            negative: false,
            exp: 0,
            sig: 0,
        }
    }

    /// A signalling NaN (`REAL_VALUE_TYPE::signalling`). A NaN keeps no payload here; its
    /// `sig` is 1 when it signals, 0 when it is quiet.
    pub fn snan(negative: bool) -> RealValue {
        RealValue {
            class: RealClass::Nan,
            negative,
            exp: 0,
            sig: 1,
        }
    }

    /// Whether this is a signalling NaN (see [`RealValue::snan`]).
    pub fn is_signalling(self) -> bool {
        self.class == RealClass::Nan && self.sig == 1
    }

    /// The exact value of an `f64`.
    pub fn from_f64(x: f64) -> RealValue {
        if x.is_nan() {
            return RealValue::nan();
        }
        if x.is_infinite() {
            return RealValue::inf(x < 0.0);
        }
        if x == 0.0 {
            return RealValue::zero(x.is_sign_negative());
        }
        let bits = x.to_bits();
        let negative = bits >> 63 != 0;
        let biased = ((bits >> 52) & 0x7ff) as i32;
        let frac = bits & ((1 << 52) - 1);
        let (m, e) = if biased == 0 {
            (frac, -1074)
        } else {
            (frac | 1 << 52, biased - 1075)
        };
        RealValue::from_parts(negative, BigUint::from(m), e)
    }

    /// ± m × 2^e, exactly (m < 2^128 after normalisation is assumed: callers round first).
    fn from_parts(negative: bool, m: BigUint, e: i32) -> RealValue {
        if m.is_zero() {
            return RealValue::zero(negative);
        }
        let bits = m.bits() as i32;
        let sig_big = if bits <= 128 {
            m << (128 - bits) as usize
        } else {
            m >> (bits - 128) as usize
        };
        let sig = u128::try_from(sig_big).unwrap_or(u128::MAX);
        RealValue {
            class: RealClass::Normal,
            negative,
            exp: e + bits,
            sig,
        }
    }

    /// Parses a C decimal floating literal (`"0.1"`, `"1e300"`, `"-2.5"`, `"inf"`, `"nan"`)
    /// and rounds it correctly (to nearest, ties to even) to `sig_bits` significand bits —
    /// the exact binary value GCC's `real_from_string` + `real_convert` produce.
    pub fn from_decimal(text: &str, sig_bits: u32) -> Option<RealValue> {
        let t = text.trim();
        let (negative, t) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        match t.to_ascii_lowercase().as_str() {
            "inf" | "infinity" => return Some(RealValue::inf(negative)),
            "nan" => return Some(RealValue::nan()),
            _ => {}
        }
        let (mant, exp10) = match t.find(['e', 'E']) {
            Some(i) => (&t[..i], t[i + 1..].parse::<i32>().ok()?),
            None => (t, 0),
        };
        let (int_part, frac_part) = match mant.find('.') {
            Some(i) => (&mant[..i], &mant[i + 1..]),
            None => (mant, ""),
        };
        if int_part.is_empty() && frac_part.is_empty() {
            return None;
        }
        if !int_part
            .bytes()
            .chain(frac_part.bytes())
            .all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let digits = format!("{int_part}{frac_part}");
        let m = BigUint::parse_bytes(digits.as_bytes(), 10).unwrap_or_default();
        let e10 = exp10.checked_sub(frac_part.len() as i32)?;
        if m.is_zero() {
            return Some(RealValue::zero(negative));
        }
        // Past 10^±5000 every x86-64 format has overflowed or underflowed (binary128's
        // largest is about 1.2e4932, its smallest subnormal about 6.5e-4966): answer without
        // computing a power of ten that large.
        let magnitude = i64::from(e10) + digits.trim_start_matches('0').len() as i64;
        if magnitude > 5000 {
            return Some(RealValue::inf(negative));
        }
        if magnitude < -5000 {
            return Some(RealValue::zero(negative));
        }
        // value = m × 10^e10 = num / den.
        let (num, den) = if e10 >= 0 {
            (m * BigUint::from(10u32).pow(e10 as u32), BigUint::one())
        } else {
            (m, BigUint::from(10u32).pow((-e10) as u32))
        };
        Some(round_ratio(negative, &num, &den, sig_bits))
    }

    /// Rounds to `sig_bits` significand bits (to nearest, ties to even).
    pub fn round_to(self, sig_bits: u32) -> RealValue {
        if self.class != RealClass::Normal {
            return self;
        }
        let m = BigUint::from(self.sig);
        let den = BigUint::one();
        let e = self.exp - 128;
        let (num, den) = if e >= 0 {
            (m << e as usize, den)
        } else {
            (m, den << (-e) as usize)
        };
        round_ratio(self.negative, &num, &den, sig_bits)
    }

    /// The nearest `f64`.
    pub fn to_f64(self) -> f64 {
        let s = if self.negative { -1.0 } else { 1.0 };
        match self.class {
            RealClass::Zero => 0.0 * s,
            RealClass::Inf => f64::INFINITY * s,
            RealClass::Nan => f64::NAN,
            RealClass::Normal => {
                let r = self.round_to(53);
                let top = (r.sig >> 75) as f64; // 53 bits
                let e = r.exp - 53;
                s * top * 2f64.powi(e / 2) * 2f64.powi(e - e / 2)
            }
        }
    }

    /// GCC's decimal rendering, `real_to_decimal (buf, &r, 100, 0, 1)` as the tree dumps
    /// call it, digit for digit (GCC's own 192-bit arithmetic, not exact rounding): e.g.
    /// `2.5e+0`, `1.000000000000000055511151231257827021181583404541015625e-1`, `0.0`,
    /// `+Inf`, `+QNaN`.
    pub fn to_gcc_string(self) -> String {
        crate::real::real_to_decimal(self)
    }
}

/// The exponent range (`emin`, `emax`) of the IEEE format with `bits` significand bits, in
/// GCC's normalised form (significand in [0.5, 1)): a value below 2^(emin − 1) is subnormal
/// and keeps fewer bits, one of 2^emax or more overflows. `None` for widths no x86-64
/// format has (rounded without limits).
fn exponent_range(bits: u32) -> Option<(i64, i64)> {
    match bits {
        11 => Some((-13, 16)),
        24 => Some((-125, 128)),
        53 => Some((-1021, 1024)),
        64 | 113 => Some((-16381, 16384)),
        _ => None,
    }
}

/// `num / den` rounded to nearest, ties to even, in the IEEE format with `bits` significand
/// bits: to `bits` bits while normal, on the fixed grid of the smallest subnormal below
/// the normal range (so that 1e-310 keeps the 43 bits a double subnormal has, rounded once),
/// and to infinity past the largest finite value, as GCC's `real_convert` does.
fn round_ratio(negative: bool, num: &BigUint, den: &BigUint, bits: u32) -> RealValue {
    // `value >= 2^e`.
    let at_least = |e: i64| -> bool {
        if e >= 0 {
            *num >= den << e as usize
        } else {
            num << (-e) as usize >= *den
        }
    };
    // The value lies in [2^(e0 − 1), 2^e0).
    let mut e0 = num.bits() as i64 - den.bits() as i64;
    if at_least(e0) {
        e0 += 1;
    }
    let range = exponent_range(bits);
    let emin = range.map_or(e0, |r| r.0);
    // Exponent of the unit in the last place: `bits` below the value's own exponent, or the
    // subnormal grid's when the value is below the normal range.
    let ulp = e0.max(emin) - i64::from(bits);
    let (n, d) = if ulp >= 0 {
        (num.clone(), den << ulp as usize)
    } else {
        (num << (-ulp) as usize, den.clone())
    };
    let mut q = &n / &d;
    let r = &n - &q * &d;
    let twice = &r << 1usize;
    if twice > d || (twice == d && q.bit(0)) {
        q += 1u32;
    }
    let Ok(ulp) = i32::try_from(ulp) else {
        return if ulp > 0 {
            RealValue::inf(negative)
        } else {
            RealValue::zero(negative)
        };
    };
    let v = RealValue::from_parts(negative, q, ulp);
    match range {
        Some((_, emax)) if v.class == RealClass::Normal && i64::from(v.exp) > emax => {
            RealValue::inf(negative)
        }
        _ => v,
    }
}

impl fmt::Display for RealValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_gcc_string())
    }
}

/// Whether `text` is a decimal-float REAL_CST's `real`: GCC's decimal text
/// (`-?digits(.digits)?(E[+-]digits)?`), as opposed to a hex float or an inf/nan form.
pub fn is_decimal_real(text: &str) -> bool {
    let body = text.strip_prefix('-').unwrap_or(text);
    let (mantissa, exponent) = match body.split_once('E') {
        Some((m, e)) => (m, Some(e)),
        None => (body, None),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let mantissa_ok = match mantissa.split_once('.') {
        Some((i, f)) => digits(i) && digits(f),
        None => digits(mantissa),
    };
    mantissa_ok && exponent.is_none_or(|e| digits(e.strip_prefix(['+', '-']).unwrap_or(e)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_like_gcc() {
        let d = |s| RealValue::from_decimal(s, 53).unwrap().to_gcc_string();
        assert_eq!(d("2.5"), "2.5e+0");
        assert_eq!(d("3.0"), "3.0e+0");
        assert_eq!(
            d("0.1"),
            "1.000000000000000055511151231257827021181583404541015625e-1"
        );
        assert_eq!(
            d("1e300"),
            "1.00000000000000005250476025520442024870446858110815915492e+300"
        );
        let f = RealValue::from_decimal("0.1", 24).unwrap();
        assert_eq!(f.to_gcc_string(), "1.00000001490116119384765625e-1");
        assert_eq!(
            RealValue::from_decimal("1.5", 64).unwrap().to_gcc_string(),
            "1.5e+0"
        );
    }

    #[test]
    fn f64_round_trips_exactly() {
        for x in [
            0.1,
            -2.5,
            1e300,
            f64::MAX,
            1.0 / 3.0,
            2.2250738585072014e-308,
        ] {
            let r = RealValue::from_f64(x);
            assert_eq!(r.to_f64(), x);
            assert_eq!(RealValue::from_decimal(&format!("{x:e}"), 53), Some(r));
        }
    }
}
