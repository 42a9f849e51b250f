//! What a routine of the evaluator sees ([`Call`]: its arguments, name and column) and
//! what it gives back ([`V`]), shared by the evaluation loop and the routine table.

use super::{ExprError, err};
use crate::PolyInt;

/// An intermediate value: a poly_int of N coefficients or a truth value.
pub(super) enum V<const N: usize> {
    P(PolyInt<i64, N>),
    B(bool),
}

impl<const N: usize> V<N> {
    /// The result of a storing routine: its value, or `false` when GCC returns false.
    pub(super) fn stored(r: Option<PolyInt<i64, N>>) -> Self {
        r.map_or(V::B(false), V::P)
    }

    /// Like [`V::stored`] for a constant result.
    pub(super) fn stored_constant(r: Option<i64>) -> Self {
        r.map_or(V::B(false), |c| V::P(PolyInt::constant(c)))
    }

    /// A constant.
    pub(super) fn constant(c: i64) -> Self {
        V::P(PolyInt::constant(c))
    }
}

/// What a routine sees: its evaluated arguments, its name and where it was called.
pub(super) struct Call<'a, const N: usize> {
    pub(super) name: &'a str,
    pub(super) column: usize,
    pub(super) args: Vec<PolyInt<i64, N>>,
}

impl<const N: usize> Call<'_, N> {
    /// Argument `i` (0-based).
    pub(super) fn p(&self, i: usize) -> &PolyInt<i64, N> {
        &self.args[i]
    }

    /// Argument `i`, which must be a constant (an alignment, a divisor, a limit).
    pub(super) fn s(&self, i: usize) -> Result<i64, ExprError> {
        match self.args[i].constant_value() {
            Some(&c) => Ok(c),
            None => err(
                self.column,
                format!(
                    "argument {} of {} must be a constant, found {}",
                    i + 1,
                    self.name,
                    self.args[i]
                ),
            ),
        }
    }

    /// The error an asserting routine reports instead of asserting.
    pub(super) fn fail(&self, what: String) -> Result<V<N>, ExprError> {
        let shown = if self.name.starts_with(char::is_alphabetic) {
            self.name.to_string()
        } else {
            format!("operator {}", self.name)
        };
        err(self.column, format!("{shown}: {what}"))
    }
}
