//! The `-O` argument, checked as GCC's compilers check it (the driver passes `-O` on
//! without looking, so `gcc -Ofoo` fails in `cc1`).

use crate::decode::integral_argument;

/// `-O`'s argument is not a level: GCC's message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("argument to '-O' should be a non-negative integer, 'g', 's', 'z' or 'fast'")]
pub struct BadOptimizeLevel {
    /// The argument as given.
    pub arg: String,
}

/// The optimisation level `-O<arg>` sets (`-O` alone is 1; `-Os`, `-Og`, `-Oz` and
/// `-Ofast` are options of their own).
///
/// GCC reads the argument with `integral_argument` into an `int`: a number it cannot read
/// and one whose low 32 bits are all ones (its error value, -1) are rejected; any other
/// number is kept modulo 2³², and a level above 255 (or negative) becomes 255.
///
/// ```
/// use opts::driver::optimize_level;
/// assert_eq!(optimize_level(""), Ok(1));
/// assert_eq!(optimize_level("2"), Ok(2));
/// assert_eq!(optimize_level("0x10"), Ok(16));
/// assert_eq!(optimize_level("4294967296"), Ok(0)); // 2³² wraps to 0
/// assert_eq!(optimize_level("2147483648"), Ok(255)); // INT_MIN, above 255 unsigned
/// assert!(optimize_level("4294967295").is_err()); // -1 as an int
/// assert!(optimize_level("foo").is_err());
/// assert!(optimize_level("99999999999999999999999999").is_err());
/// ```
#[doc(alias = "default_options_optimization")]
pub fn optimize_level(arg: &str) -> Result<u8, BadOptimizeLevel> {
    if arg.is_empty() {
        return Ok(1);
    }
    let bad = || BadOptimizeLevel {
        arg: arg.to_owned(),
    };
    let value = integral_argument(arg, false).map_err(|_| bad())?;
    // The store into GCC's `int` keeps the low 32 bits.
    let level = value as u32;
    if level == u32::MAX {
        return Err(bad());
    }
    Ok(u8::try_from(level).unwrap_or(u8::MAX))
}
