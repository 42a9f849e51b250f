//! An evaluator for poly_int expressions with GCC's routine names, as used by
//! `gccint poly`: `known_le(4, 4+4x)`, `can_div_trunc_p(9+4x, 4)`,
//! `aligned_upper_bound(32+16x, 32)`.
//!
//! Grammar: integers, indeterminates `x` (= `x1`), `x1` … `x3` with an optional coefficient
//! (`4x`, `3x2`, `4*x`), `+`, `-`, `*` (one side constant), `<<` (constant amount), unary
//! `-` and `~`, parentheses and calls of the routines listed in [`FUNCTIONS`]. Coefficients
//! are `HOST_WIDE_INT` (`i64`); N is one more than the highest indeterminate used.
//!
//! Routines that store a result through a pointer in GCC (`can_div_trunc_p (a, b, &q)`)
//! evaluate to the result, or to `false` when GCC would return false. Asserting routines
//! report an error instead of asserting.
//!
//! ```
//! use polyint::expr::evaluate;
//! assert_eq!(evaluate("known_le(4, 4+4x)").unwrap().to_string(), "true");
//! assert_eq!(evaluate("known_lt(4, 4+4x)").unwrap().to_string(), "false");
//! assert_eq!(evaluate("can_div_trunc_p(9+4x, 4)").unwrap().to_string(), "[2,1]");
//! assert_eq!(evaluate("known_le(4, 4+").unwrap_err().to_string(), "column 15: expected a value, found end of input");
//! ```

use std::fmt;

use thiserror::Error;

mod call;
mod eval;
mod parse;
mod routines;

pub use routines::FUNCTIONS;

/// The highest indeterminate index the evaluator accepts (`x3`: N = 4).
pub const MAX_INDETERMINATE: usize = 3;

/// An error in an expression: a parse error or a routine that cannot be applied, with the
/// 1-based column where it happened.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("column {column}: {message}")]
pub struct ExprError {
    /// 1-based column (in characters).
    pub column: usize,
    /// What went wrong and what was expected.
    pub message: String,
}

fn err<T>(column: usize, message: impl Into<String>) -> Result<T, ExprError> {
    Err(ExprError {
        column,
        message: message.into(),
    })
}

/// The value of an expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A poly_int, printed with `print_dec`; `coeffs` has N entries.
    Poly(Vec<i64>),
    /// A predicate's answer (or `false` from a storing routine that failed).
    Bool(bool),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(b) => write!(f, "{b}"),
            Value::Poly(c) if c[1..].iter().all(|&x| x == 0) => write!(f, "{}", c[0]),
            Value::Poly(c) => {
                let parts: Vec<String> = c.iter().map(i64::to_string).collect();
                write!(f, "[{}]", parts.join(","))
            }
        }
    }
}
/// Parses and evaluates `text`. Nesting depth and length are limited by memory only: the
/// parser and the evaluator keep their own stacks on the heap.
pub fn evaluate(text: &str) -> Result<Value, ExprError> {
    let program = parse::Parser::new(text).program()?;
    // N is chosen from the highest indeterminate used.
    match program.max_index + 1 {
        1 => eval::run::<1>(&program),
        2 => eval::run::<2>(&program),
        3 => eval::run::<3>(&program),
        _ => eval::run::<4>(&program),
    }
}
