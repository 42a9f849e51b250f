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

use std::cmp::Ordering;
use std::fmt;

use thiserror::Error;

use crate::PolyInt;

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

/// A parsed expression; `column` is where it starts (for operators: where the operator is).
#[derive(Clone, Debug)]
struct Node {
    kind: Kind,
    column: usize,
}

#[derive(Clone, Debug)]
enum Kind {
    /// `c · X_index` (index 0: the constant term).
    Term {
        coeff: i64,
        index: usize,
    },
    Neg(Box<Node>),
    Not(Box<Node>),
    /// A routine call or a binary operator (`+`, `-`, `*`, `<<`), applied the same way.
    Call(String, Vec<Node>),
}

struct Parser {
    chars: Vec<char>,
    pos: usize,
    max_index: usize,
}

impl Parser {
    fn skip_ws(&mut self) {
        while self.chars.get(self.pos).is_some_and(|c| c.is_whitespace()) {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.chars.get(self.pos).copied()
    }

    fn column(&self) -> usize {
        self.pos + 1
    }

    fn describe(&mut self) -> String {
        match self.peek() {
            Some(c) => format!("{c:?}"),
            None => "end of input".to_string(),
        }
    }

    fn expect(&mut self, c: char) -> Result<(), ExprError> {
        if self.peek() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            let found = self.describe();
            err(self.column(), format!("expected {c:?}, found {found}"))
        }
    }

    fn binary(lhs: Node, op: &str, rhs: Node, column: usize) -> Node {
        Node {
            kind: Kind::Call(op.to_string(), vec![lhs, rhs]),
            column,
        }
    }

    /// `additive ('<<' additive)*`
    fn expr(&mut self) -> Result<Node, ExprError> {
        let mut lhs = self.additive()?;
        loop {
            self.skip_ws();
            if self.chars.get(self.pos) == Some(&'<') && self.chars.get(self.pos + 1) == Some(&'<')
            {
                let column = self.column();
                self.pos += 2;
                let rhs = self.additive()?;
                lhs = Self::binary(lhs, "<<", rhs, column);
            } else {
                return Ok(lhs);
            }
        }
    }

    /// `multiplicative (('+' | '-') multiplicative)*`
    fn additive(&mut self) -> Result<Node, ExprError> {
        let mut lhs = self.multiplicative()?;
        while let Some(op @ ('+' | '-')) = self.peek() {
            let column = self.column();
            self.pos += 1;
            let rhs = self.multiplicative()?;
            lhs = Self::binary(lhs, &op.to_string(), rhs, column);
        }
        Ok(lhs)
    }

    /// `unary ('*' unary)*`
    fn multiplicative(&mut self) -> Result<Node, ExprError> {
        let mut lhs = self.unary()?;
        while self.peek() == Some('*') {
            let column = self.column();
            self.pos += 1;
            let rhs = self.unary()?;
            lhs = Self::binary(lhs, "*", rhs, column);
        }
        Ok(lhs)
    }

    /// `('-' | '~') unary | primary`
    fn unary(&mut self) -> Result<Node, ExprError> {
        self.skip_ws();
        let column = self.column();
        match self.peek() {
            Some('-') => {
                self.pos += 1;
                let inner = self.unary()?;
                Ok(Node {
                    kind: Kind::Neg(Box::new(inner)),
                    column,
                })
            }
            Some('~') => {
                self.pos += 1;
                let inner = self.unary()?;
                Ok(Node {
                    kind: Kind::Not(Box::new(inner)),
                    column,
                })
            }
            _ => self.primary(),
        }
    }

    fn number(&mut self) -> Result<Option<i64>, ExprError> {
        let start = self.pos;
        while self.chars.get(self.pos).is_some_and(char::is_ascii_digit) {
            self.pos += 1;
        }
        if start == self.pos {
            return Ok(None);
        }
        let text: String = self.chars[start..self.pos].iter().collect();
        match text.parse::<i64>() {
            Ok(v) => Ok(Some(v)),
            Err(_) => err(start + 1, format!("{text} does not fit in HOST_WIDE_INT")),
        }
    }

    /// The index of `x`, `x1`, `x2`, ... after the 'x' has been consumed.
    fn indeterminate(&mut self, column: usize) -> Result<usize, ExprError> {
        let index = match self.number()? {
            None => 1,
            Some(i) => usize::try_from(i).unwrap_or(usize::MAX),
        };
        if index == 0 || index > MAX_INDETERMINATE {
            return err(
                column,
                format!("indeterminates are x1 ... x{MAX_INDETERMINATE} (x means x1)"),
            );
        }
        self.max_index = self.max_index.max(index);
        Ok(index)
    }

    /// `'(' expr ')' | INT ['x' [INT]] | 'x' [INT] | NAME '(' [expr (',' expr)*] ')'`
    fn primary(&mut self) -> Result<Node, ExprError> {
        self.skip_ws();
        let column = self.column();
        let term = |coeff, index| Node {
            kind: Kind::Term { coeff, index },
            column,
        };
        match self.chars.get(self.pos).copied() {
            Some('(') => {
                self.pos += 1;
                let inner = self.expr()?;
                self.expect(')')?;
                Ok(inner)
            }
            Some(c) if c.is_ascii_digit() => {
                let value = self.number()?.expect("a digit is there");
                // `4x`, `3x2`: a coefficient glued to its indeterminate.
                if self.chars.get(self.pos) == Some(&'x') {
                    self.pos += 1;
                    let index = self.indeterminate(column)?;
                    return Ok(term(value, index));
                }
                Ok(term(value, 0))
            }
            Some(c) if c.is_ascii_alphabetic() || c == '_' => {
                let start = self.pos;
                while self
                    .chars
                    .get(self.pos)
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
                {
                    self.pos += 1;
                }
                let name: String = self.chars[start..self.pos].iter().collect();
                let is_x = name.starts_with('x') && name[1..].bytes().all(|b| b.is_ascii_digit());
                if is_x && self.peek() != Some('(') {
                    self.pos = start + 1;
                    let index = self.indeterminate(column)?;
                    return Ok(term(1, index));
                }
                if self.peek() != Some('(') {
                    return err(
                        column,
                        format!(
                            "expected '(' after {name} (or an indeterminate x1 ... x{MAX_INDETERMINATE})"
                        ),
                    );
                }
                self.pos += 1;
                let mut args = Vec::new();
                if self.peek() != Some(')') {
                    loop {
                        args.push(self.expr()?);
                        if self.peek() == Some(',') {
                            self.pos += 1;
                        } else {
                            break;
                        }
                    }
                }
                self.expect(')')?;
                Ok(Node {
                    kind: Kind::Call(name, args),
                    column,
                })
            }
            _ => {
                let found = self.describe();
                err(column, format!("expected a value, found {found}"))
            }
        }
    }
}

/// Parses and evaluates `text`.
pub fn evaluate(text: &str) -> Result<Value, ExprError> {
    let mut p = Parser {
        chars: text.chars().collect(),
        pos: 0,
        max_index: 0,
    };
    let top = p.expr()?;
    if p.peek().is_some() {
        let found = p.describe();
        return err(
            p.column(),
            format!("expected an operator or the end, found {found}"),
        );
    }
    // N is chosen from the highest indeterminate used.
    match p.max_index + 1 {
        1 => Eval::<1>::run(&top),
        2 => Eval::<2>::run(&top),
        3 => Eval::<3>::run(&top),
        _ => Eval::<4>::run(&top),
    }
}

enum V<const N: usize> {
    P(PolyInt<i64, N>),
    B(bool),
}

struct Eval<const N: usize>;

impl<const N: usize> Eval<N> {
    fn run(node: &Node) -> Result<Value, ExprError> {
        Ok(match Self::eval(node)? {
            V::P(p) => Value::Poly(p.coeffs.to_vec()),
            V::B(b) => Value::Bool(b),
        })
    }

    fn poly(node: &Node) -> Result<PolyInt<i64, N>, ExprError> {
        match Self::eval(node)? {
            V::P(p) => Ok(p),
            V::B(_) => err(node.column, "expected a poly_int, found a truth value"),
        }
    }

    fn eval(node: &Node) -> Result<V<N>, ExprError> {
        match &node.kind {
            Kind::Term { coeff, index } => {
                let mut p = PolyInt::<i64, N>::zero();
                p.coeffs[*index] = *coeff;
                Ok(V::P(p))
            }
            Kind::Neg(inner) => Ok(V::P(-Self::poly(inner)?)),
            Kind::Not(inner) => Ok(V::P(!Self::poly(inner)?)),
            Kind::Call(name, args) => Self::call(name, args, node.column),
        }
    }

    fn call(name: &str, args: &[Node], column: usize) -> Result<V<N>, ExprError> {
        let Some(&(_, arity, _)) = FUNCTIONS.iter().find(|f| f.0 == name) else {
            return err(
                column,
                format!("unknown routine {name:?}{}", suggestion(name)),
            );
        };
        if args.len() != arity {
            return err(
                column,
                format!("{name} takes {arity} argument(s), found {}", args.len()),
            );
        }
        let mut ps = Vec::with_capacity(arity);
        for a in args {
            ps.push(Self::poly(a)?);
        }
        let scalar = |i: usize| -> Result<i64, ExprError> {
            match ps[i].constant_value() {
                Some(&c) => Ok(c),
                None => err(
                    column,
                    format!(
                        "argument {} of {name} must be a constant, found {}",
                        i + 1,
                        ps[i]
                    ),
                ),
            }
        };
        let opt = |r: Option<PolyInt<i64, N>>| r.map_or(V::B(false), V::P);
        let opt_c = |r: Option<i64>| r.map_or(V::B(false), |c| V::P(PolyInt::constant(c)));
        let shown = if name.starts_with(char::is_alphabetic) {
            name.to_string()
        } else {
            format!("operator {name}")
        };
        let fail =
            |what: String| -> Result<V<N>, ExprError> { err(column, format!("{shown}: {what}")) };
        use crate as p;
        let (a, b) = (ps.first(), ps.get(1));
        let a = || a.expect("arity checked");
        let b = || b.expect("arity checked");
        Ok(match name {
            "+" => V::P(a() + b()),
            "-" => V::P(a() - b()),
            "*" => match (a().constant_value(), b().constant_value()) {
                (_, Some(&c)) => V::P(a() * c),
                (Some(&c), _) => V::P(b() * c),
                _ => {
                    return fail(format!(
                        "{} * {} is not representable (both are non-constant)",
                        a(),
                        b()
                    ));
                }
            },
            "<<" => {
                let amount = scalar(1)?;
                if !(0..64).contains(&amount) {
                    return fail(format!("shift amount {amount} is outside 0..64"));
                }
                V::P(a() << amount as u32)
            }
            "maybe_eq" => V::B(p::maybe_eq(a(), b())),
            "maybe_ne" => V::B(p::maybe_ne(a(), b())),
            "maybe_lt" => V::B(p::maybe_lt(a(), b())),
            "maybe_le" => V::B(p::maybe_le(a(), b())),
            "maybe_gt" => V::B(p::maybe_gt(a(), b())),
            "maybe_ge" => V::B(p::maybe_ge(a(), b())),
            "known_eq" => V::B(p::known_eq(a(), b())),
            "known_ne" => V::B(p::known_ne(a(), b())),
            "known_lt" => V::B(p::known_lt(a(), b())),
            "known_le" => V::B(p::known_le(a(), b())),
            "known_gt" => V::B(p::known_gt(a(), b())),
            "known_ge" => V::B(p::known_ge(a(), b())),
            "ordered_p" => V::B(p::ordered_p(a(), b())),
            "ordered_min" => match p::try_ordered_min(a(), b()) {
                Some(r) => V::P(r),
                None => return fail(format!("{} and {} are not ordered", a(), b())),
            },
            "ordered_max" => match p::try_ordered_max(a(), b()) {
                Some(r) => V::P(r),
                None => return fail(format!("{} and {} are not ordered", a(), b())),
            },
            "compare_sizes_for_sort" => V::P(PolyInt::constant(
                match p::compare_sizes_for_sort(a(), b()) {
                    Ordering::Less => -1,
                    Ordering::Equal => 0,
                    Ordering::Greater => 1,
                },
            )),
            "known_size_p" => V::B(p::known_size_p(a())),
            "maybe_in_range_p" => V::B(p::maybe_in_range_p(a(), b(), ps[2])),
            "known_in_range_p" => V::B(p::known_in_range_p(a(), b(), ps[2])),
            "ranges_maybe_overlap_p" => V::B(p::ranges_maybe_overlap_p(a(), b(), ps[2], ps[3])),
            "ranges_known_overlap_p" => V::B(p::ranges_known_overlap_p(a(), b(), ps[2], ps[3])),
            "known_subrange_p" => V::B(p::known_subrange_p(a(), b(), ps[2], ps[3])),
            "endpoint_representable_p" => V::B(p::endpoint_representable_p(a(), b())),
            "coeffs_in_range_p" => V::B(p::coeffs_in_range_p(a(), &scalar(1)?, &scalar(2)?)),
            "multiple_p" => opt(p::multiple_quotient(a(), b())),
            "constant_multiple_p" => opt_c(p::constant_multiple(a(), b())),
            "exact_div" => match p::try_exact_div(a(), b()) {
                Some(r) => V::P(r),
                None => return fail(format!("{} is not a multiple of {}", a(), b())),
            },
            "can_div_trunc_p" => opt(p::can_div_trunc_p(a(), b())),
            "can_div_away_from_zero_p" => opt_c(p::can_div_away_from_zero_p(a(), b())),
            "can_ior_p" => opt(p::can_ior(a(), &scalar(1)?)),
            "coeff_gcd" => V::P(PolyInt::constant(p::coeff_gcd(a()))),
            "common_multiple" => V::P(p::common_multiple(a(), &scalar(1)?)),
            "force_common_multiple" => match p::try_common_multiple(a(), b()) {
                Some(r) => V::P(r),
                None => return fail(format!("{} and {} have no common multiple", a(), b())),
            },
            "can_align_p" => V::B(p::can_align_p(a(), &scalar(1)?)),
            "can_align_up" => opt(p::can_align_up(a(), &scalar(1)?)),
            "can_align_down" => opt(p::can_align_down(a(), &scalar(1)?)),
            "known_equal_after_align_up" => {
                V::B(p::known_equal_after_align_up(a(), b(), &scalar(2)?))
            }
            "known_equal_after_align_down" => {
                V::B(p::known_equal_after_align_down(a(), b(), &scalar(2)?))
            }
            "aligned_lower_bound" => V::P(p::aligned_lower_bound(a(), &scalar(1)?)),
            "aligned_upper_bound" => V::P(p::aligned_upper_bound(a(), &scalar(1)?)),
            "known_misalignment" => opt_c(p::known_misalignment(a(), &scalar(1)?)),
            "known_alignment" => V::P(PolyInt::constant(p::known_alignment(a()))),
            "force_align_up"
            | "force_align_down"
            | "force_align_up_and_div"
            | "force_align_down_and_div" => {
                let align = scalar(1)?;
                let r = match name {
                    "force_align_up" => p::can_align_up(a(), &align),
                    "force_align_down" => p::can_align_down(a(), &align),
                    "force_align_up_and_div" => p::try_align_up_and_div(a(), &align),
                    _ => p::try_align_down_and_div(a(), &align),
                };
                match r {
                    Some(r) => V::P(r),
                    None => {
                        return fail(format!(
                            "{} cannot be aligned to {align} at compile time",
                            a()
                        ));
                    }
                }
            }
            "force_get_misalignment" => match p::known_misalignment(a(), &scalar(1)?) {
                Some(r) => V::P(PolyInt::constant(r)),
                None => {
                    return fail(format!(
                        "the misalignment of {} is not known at compile time",
                        a()
                    ));
                }
            },
            "constant_lower_bound" => match p::try_constant_lower_bound(a()) {
                Some(r) => V::P(PolyInt::constant(r)),
                None => return fail(format!("{} is not known to be nonnegative", a())),
            },
            "constant_lower_bound_with_limit" => V::P(PolyInt::constant(
                p::constant_lower_bound_with_limit(a(), &scalar(1)?),
            )),
            "constant_upper_bound_with_limit" => V::P(PolyInt::constant(
                p::constant_upper_bound_with_limit(a(), &scalar(1)?),
            )),
            "lower_bound" => V::P(p::lower_bound(a(), b())),
            "upper_bound" => V::P(p::upper_bound(a(), b())),
            "is_constant" => V::B(a().is_constant()),
            "to_constant" => match a().try_to_constant() {
                Some(c) => V::P(PolyInt::constant(c)),
                None => return fail(format!("{} is not a compile-time constant", a())),
            },
            _ => unreachable!("every name in FUNCTIONS is handled"),
        })
    }
}

/// The routines the evaluator knows: name, number of arguments, what the result is. The
/// first four are the binary operators.
pub const FUNCTIONS: &[(&str, usize, &str)] = &[
    ("+", 2, "poly"),
    ("-", 2, "poly"),
    ("*", 2, "poly"),
    ("<<", 2, "poly"),
    ("maybe_eq", 2, "bool"),
    ("maybe_ne", 2, "bool"),
    ("maybe_lt", 2, "bool"),
    ("maybe_le", 2, "bool"),
    ("maybe_gt", 2, "bool"),
    ("maybe_ge", 2, "bool"),
    ("known_eq", 2, "bool"),
    ("known_ne", 2, "bool"),
    ("known_lt", 2, "bool"),
    ("known_le", 2, "bool"),
    ("known_gt", 2, "bool"),
    ("known_ge", 2, "bool"),
    ("ordered_p", 2, "bool"),
    ("ordered_min", 2, "poly"),
    ("ordered_max", 2, "poly"),
    ("compare_sizes_for_sort", 2, "-1, 0 or 1"),
    ("known_size_p", 1, "bool"),
    ("maybe_in_range_p", 3, "bool"),
    ("known_in_range_p", 3, "bool"),
    ("ranges_maybe_overlap_p", 4, "bool"),
    ("ranges_known_overlap_p", 4, "bool"),
    ("known_subrange_p", 4, "bool"),
    ("endpoint_representable_p", 2, "bool"),
    ("coeffs_in_range_p", 3, "bool"),
    ("multiple_p", 2, "quotient or false"),
    ("constant_multiple_p", 2, "quotient or false"),
    ("exact_div", 2, "poly"),
    ("can_div_trunc_p", 2, "quotient or false"),
    ("can_div_away_from_zero_p", 2, "quotient or false"),
    ("can_ior_p", 2, "result or false"),
    ("coeff_gcd", 1, "constant"),
    ("common_multiple", 2, "poly"),
    ("force_common_multiple", 2, "poly"),
    ("can_align_p", 2, "bool"),
    ("can_align_up", 2, "aligned value or false"),
    ("can_align_down", 2, "aligned value or false"),
    ("known_equal_after_align_up", 3, "bool"),
    ("known_equal_after_align_down", 3, "bool"),
    ("aligned_lower_bound", 2, "poly"),
    ("aligned_upper_bound", 2, "poly"),
    ("known_misalignment", 2, "misalignment or false"),
    ("known_alignment", 1, "constant"),
    ("force_align_up", 2, "poly"),
    ("force_align_down", 2, "poly"),
    ("force_align_up_and_div", 2, "poly"),
    ("force_align_down_and_div", 2, "poly"),
    ("force_get_misalignment", 2, "constant"),
    ("constant_lower_bound", 1, "constant"),
    ("constant_lower_bound_with_limit", 2, "constant"),
    ("constant_upper_bound_with_limit", 2, "constant"),
    ("lower_bound", 2, "poly"),
    ("upper_bound", 2, "poly"),
    ("is_constant", 1, "bool"),
    ("to_constant", 1, "constant"),
];

/// "did you mean" for an unknown routine: the known names within a small edit distance.
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
