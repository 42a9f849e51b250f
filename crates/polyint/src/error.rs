//! The crate's error types.

use thiserror::Error;

/// A malformed poly_int or expression: where (1-based column) and what was expected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("column {column}: {message}")]
pub struct ParseError {
    /// 1-based column of the offending character.
    pub column: usize,
    /// What was expected and what was found.
    pub message: String,
}

impl ParseError {
    pub(crate) fn new(column: usize, message: String) -> Self {
        ParseError { column, message }
    }
}
