//! Evaluation of parsed expressions at a fixed N.

use super::call::{Call, V};
use super::parse::{Op, Program};
use super::routines::{self, FUNCTIONS};
use super::{ExprError, Value, err};
use crate::PolyInt;

/// Runs `program` with N coefficients: a loop over its postfix steps with a value stack, so
/// deep nesting costs heap, not thread stack.
pub(super) fn run<const N: usize>(program: &Program) -> Result<Value, ExprError> {
    // Each value keeps the column of the node that made it, for "expected a poly_int".
    let mut stack: Vec<(V<N>, usize)> = Vec::new();
    for (op, column) in &program.ops {
        let column = *column;
        match op {
            Op::Term { coeff, index } => {
                let mut p = PolyInt::<i64, N>::zero();
                p.coeffs[*index] = *coeff;
                stack.push((V::P(p), column));
            }
            Op::Operand => {
                if let Some((V::B(_), at)) = stack.last() {
                    return err(*at, "expected a poly_int, found a truth value");
                }
            }
            Op::Prefix { neg } => {
                let p = pop_poly(&mut stack);
                stack.push((V::P(if *neg { -p } else { !p }), column));
            }
            Op::Check { name, argc } => check(name, *argc, column)?,
            Op::Apply { name, argc } => {
                let args = stack
                    .split_off(stack.len() - argc)
                    .into_iter()
                    .map(|(v, _)| match v {
                        V::P(p) => p,
                        V::B(_) => unreachable!("an Operand step checked every argument"),
                    })
                    .collect();
                let v = routines::apply(&Call { name, column, args })?;
                stack.push((v, column));
            }
        }
    }
    Ok(
        match stack.pop().expect("a parsed expression has a value").0 {
            V::P(p) => Value::Poly(p.coeffs.to_vec()),
            V::B(b) => Value::Bool(b),
        },
    )
}

fn pop_poly<const N: usize>(stack: &mut Vec<(V<N>, usize)>) -> PolyInt<i64, N> {
    match stack.pop() {
        Some((V::P(p), _)) => p,
        _ => unreachable!("an Operand step checked the operand"),
    }
}

/// Whether routine `name` exists and takes `argc` arguments.
fn check(name: &str, argc: usize, column: usize) -> Result<(), ExprError> {
    let Some(&(_, arity, _)) = FUNCTIONS.iter().find(|f| f.0 == name) else {
        return err(
            column,
            format!("unknown routine {name:?}{}", suggestion(name)),
        );
    };
    if argc != arity {
        return err(
            column,
            format!("{name} takes {arity} argument(s), found {argc}"),
        );
    }
    Ok(())
}

/// "did you mean" for an unknown routine: the closest known name within a small edit
/// distance.
fn suggestion(name: &str) -> String {
    let mut close: Vec<(usize, &str)> = FUNCTIONS
        .iter()
        .filter(|f| f.0.starts_with(char::is_alphabetic))
        .map(|f| (edit_distance(name, f.0), f.0))
        .filter(|&(d, _)| d <= 3)
        .collect();
    close.sort();
    match close.first() {
        Some((_, best)) => format!("; did you mean {best:?}?"),
        None => " (polyint::expr::FUNCTIONS and `gccint poly --list` list them)".to_string(),
    }
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            cur.push(
                (prev[j] + usize::from(ca != *cb))
                    .min(prev[j + 1] + 1)
                    .min(cur[j] + 1),
            );
        }
        prev = cur;
    }
    prev[b.len()]
}
