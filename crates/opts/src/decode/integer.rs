//! Integer option arguments: GCC's `integral_argument`, with its exact wrap and saturation.
//!
//! GCC is the oracle here, not the manual: the manual promises "infinite precision with
//! saturation" for `ByteSize`, but GCC 12 saturates only when the wrapped product is smaller
//! than the number, and a decimal number too large for 64 bits silently becomes
//! `HOST_WIDE_INT_M1U` (what `strtoull` returns on overflow). Reproducing that keeps the
//! decoder's values identical to GCC's on every input.

/// Why an integer argument was rejected (GCC sets `CL_ERR_UINT_ARG` for all of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntegerArgError {
    /// The text does not start with a decimal digit (GCC's `EINVAL`).
    NotANumber,
    /// Trailing characters that are neither a number (decimal, `0x` hexadecimal or octal)
    /// nor, with `ByteSize`, a known size unit.
    TrailingGarbage,
    /// A hexadecimal or octal number too large for 64 bits (GCC's `ERANGE`).
    OutOfRange,
}

/// Multiplier of a `ByteSize` suffix, with GCC's case rules: `kB`, `KB` and `MB` are matched
/// exactly, every other unit ignores case.
fn byte_size_unit(suffix: &str) -> Option<u64> {
    const K: u64 = 1000;
    const KI: u64 = 1024;
    let exact = |s: &str| suffix == s;
    let nocase = |s: &str| suffix.eq_ignore_ascii_case(s);
    Some(if exact("kB") {
        K
    } else if nocase("KiB") || exact("KB") {
        KI
    } else if exact("MB") {
        K.pow(2)
    } else if nocase("MiB") {
        KI.pow(2)
    } else if nocase("GB") {
        K.pow(3)
    } else if nocase("GiB") {
        KI.pow(3)
    } else if nocase("TB") {
        K.pow(4)
    } else if nocase("TiB") {
        KI.pow(4)
    } else if nocase("PB") {
        K.pow(5)
    } else if nocase("PiB") {
        KI.pow(5)
    } else if nocase("EB") {
        K.pow(6)
    } else if nocase("EiB") {
        KI.pow(6)
    } else {
        return None;
    })
}

/// Leading digits of `text` in `radix`, `strtoull`-style: the value saturates at `u64::MAX`
/// (with an overflow flag) and the rest of the text is returned.
fn parse_digits(text: &str, radix: u32) -> (u64, bool, &str) {
    let mut value: u64 = 0;
    let mut overflow = false;
    let end = text
        .char_indices()
        .find(|&(_, c)| !c.is_digit(radix))
        .map_or(text.len(), |(i, _)| i);
    for c in text[..end].chars() {
        let digit = u64::from(c.to_digit(radix).unwrap_or(0));
        match value
            .checked_mul(u64::from(radix))
            .and_then(|v| v.checked_add(digit))
        {
            Some(v) => value = v,
            None => overflow = true,
        }
    }
    if overflow {
        value = u64::MAX;
    }
    (value, overflow, &text[end..])
}

/// `strtoull (text, &end, 0)`: a `0x`/`0X` prefix selects hexadecimal (only when a hex digit
/// follows), a leading `0` octal, anything else decimal.
fn parse_c_number(text: &str) -> (u64, bool, &str) {
    let bytes = text.as_bytes();
    if bytes.len() > 2
        && bytes[0] == b'0'
        && (bytes[1] == b'x' || bytes[1] == b'X')
        && bytes[2].is_ascii_hexdigit()
    {
        parse_digits(&text[2..], 16)
    } else if bytes.first() == Some(&b'0') {
        parse_digits(text, 8)
    } else {
        parse_digits(text, 10)
    }
}

/// Converts an integer option argument exactly as GCC's `integral_argument` does, returning
/// the 64-bit pattern GCC stores in a `HOST_WIDE_INT` (so `u64::MAX` is GCC's `-1`).
///
/// With `byte_size` (the `ByteSize` property) a decimal number may be followed by a unit
/// (`kB`, `KiB`, `MB`, `MiB`, ... `EiB`); the product saturates at `u64::MAX` when it wraps
/// below the number, as GCC's check does.
///
/// ```
/// use opts::decode::{integral_argument, IntegerArgError};
/// assert_eq!(integral_argument("0x10", false), Ok(16));
/// assert_eq!(integral_argument("2KiB", true), Ok(2048));
/// assert_eq!(integral_argument("1k", false), Err(IntegerArgError::TrailingGarbage));
/// assert_eq!(integral_argument("-1", false), Err(IntegerArgError::NotANumber));
/// ```
pub fn integral_argument(arg: &str, byte_size: bool) -> Result<u64, IntegerArgError> {
    if !arg.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        return Err(IntegerArgError::NotANumber);
    }
    let (value, _, rest) = parse_digits(arg, 10);
    if rest.is_empty() {
        return Ok(value);
    }
    if !byte_size {
        let (value, overflow, rest) = parse_c_number(arg);
        return match (rest.is_empty(), overflow) {
            (true, _) => Ok(value),
            (false, true) => Err(IntegerArgError::OutOfRange),
            (false, false) => Err(IntegerArgError::TrailingGarbage),
        };
    }
    let unit = byte_size_unit(rest).ok_or(IntegerArgError::TrailingGarbage)?;
    let product = value.wrapping_mul(unit);
    Ok(if product < value { u64::MAX } else { product })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_overflow_saturates_silently() {
        assert_eq!(
            integral_argument("99999999999999999999999", false),
            Ok(u64::MAX)
        );
    }

    #[test]
    fn octal_and_hex_only_without_byte_size() {
        assert_eq!(integral_argument("010", false), Ok(10));
        assert_eq!(
            integral_argument("010x", false),
            Err(IntegerArgError::TrailingGarbage)
        );
        assert_eq!(integral_argument("0x1f", false), Ok(31));
        assert_eq!(
            integral_argument("017k", false),
            Err(IntegerArgError::TrailingGarbage)
        );
        assert_eq!(
            integral_argument("0x", false),
            Err(IntegerArgError::TrailingGarbage)
        );
        assert_eq!(
            integral_argument("0x10", true),
            Err(IntegerArgError::TrailingGarbage)
        );
        assert_eq!(
            integral_argument("0xfffffffffffffffff", false),
            Ok(u64::MAX)
        );
        assert_eq!(
            integral_argument("0xfffffffffffffffffz", false),
            Err(IntegerArgError::OutOfRange)
        );
    }

    #[test]
    fn byte_size_units_and_case() {
        assert_eq!(integral_argument("3kB", true), Ok(3000));
        assert_eq!(integral_argument("3KB", true), Ok(3072));
        assert_eq!(integral_argument("3kib", true), Ok(3072));
        assert_eq!(
            integral_argument("3kb", true),
            Err(IntegerArgError::TrailingGarbage)
        );
        assert_eq!(
            integral_argument("1mb", true),
            Err(IntegerArgError::TrailingGarbage)
        );
        assert_eq!(integral_argument("1gb", true), Ok(1_000_000_000));
        assert_eq!(integral_argument("1eib", true), Ok(1 << 60));
        assert_eq!(integral_argument("16EiB", true), Ok(u64::MAX));
    }
}
