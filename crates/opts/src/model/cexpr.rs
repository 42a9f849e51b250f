//! C expressions that `.opt` files carry verbatim (`Init`, `Value`, `Var(VAR, SET)`).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A C expression from a `.opt` file: its text, and its value when it is an integer literal.
///
/// GCC pastes these into C source, so they may name macros (`Init(HOST_WIDE_INT_MAX)`,
/// `Value(CM_SMALL)`); only literal integers have a value here. The text is shared, so a
/// copy (an option's `Init` as its variable's initial value) costs no allocation, and the
/// value is read from it when asked (16 bytes an expression, not 32).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CExpr {
    /// The expression as written.
    pub text: std::sync::Arc<str>,
}

impl CExpr {
    /// Reads `text` as a C expression.
    pub fn new(text: &str) -> CExpr {
        CExpr {
            text: text.trim().into(),
        }
    }

    /// Its value, if it is an integer literal (decimal, `0x` hex or octal, optional sign
    /// and `U`/`L` suffixes).
    pub fn value(&self) -> Option<i64> {
        parse_c_integer(&self.text)
    }
}

impl fmt::Display for CExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// Parses a C integer literal with an optional sign and `u`/`l` suffixes.
pub fn parse_c_integer(text: &str) -> Option<i64> {
    let text = text.trim();
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest.trim_start()),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let digits = digits.trim_end_matches(['u', 'U', 'l', 'L']);
    let magnitude = if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        u64::from_str_radix(hex, 16).ok()?
    } else if digits.len() > 1 && digits.starts_with('0') {
        u64::from_str_radix(&digits[1..], 8).ok()?
    } else {
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse::<u64>().ok()?
    };
    if negative {
        0i64.checked_sub_unsigned(magnitude)
    } else {
        i64::try_from(magnitude).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_have_values_and_macros_do_not() {
        assert_eq!(CExpr::new("42").value(), Some(42));
        assert_eq!(CExpr::new("-1").value(), Some(-1));
        assert_eq!(CExpr::new("0x10").value(), Some(16));
        assert_eq!(CExpr::new("010").value(), Some(8));
        assert_eq!(CExpr::new("1U").value(), Some(1));
        assert_eq!(CExpr::new("HOST_WIDE_INT_MAX").value(), None);
        assert_eq!(CExpr::new("1 << 3").value(), None);
        assert_eq!(CExpr::new("").value(), None);
    }
}
