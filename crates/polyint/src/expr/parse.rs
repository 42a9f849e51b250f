//! The expression grammar, parsed without recursion into a postfix [`Program`]: an operator
//! stack replaces the call stack, so 10,000 nested parentheses, a 20,000-term sum or 50,000
//! unary minuses cost heap memory, not thread stack.
//!
//! ```text
//! expr     := additive ('<<' additive)*
//! additive := multiplicative (('+' | '-') multiplicative)*
//! multiplicative := unary ('*' unary)*
//! unary    := ('-' | '~') unary | primary
//! primary  := '(' expr ')' | INT ['x' [INT]] | 'x' [INT] | NAME '(' [expr (',' expr)*] ')'
//! ```

use super::{ExprError, MAX_INDETERMINATE, err};

/// One step of the postfix program; `column` is where its node starts (for operators:
/// where the operator is), 1-based.
#[derive(Clone, Debug)]
pub(super) enum Op {
    /// Push `coeff · X_index` (index 0: the constant term).
    Term { coeff: i64, index: usize },
    /// Negate (`neg`) or invert (`!neg`, `~`) the top value.
    Prefix { neg: bool },
    /// Check that the top value (an operand that just ended) is a poly_int.
    Operand,
    /// Check that routine `name` exists and takes `argc` arguments, before its arguments
    /// are evaluated (so errors come in the order a left-to-right evaluation meets them).
    Check { name: String, argc: usize },
    /// Apply routine or binary operator `name` to the top `argc` values.
    Apply { name: String, argc: usize },
}

/// The parsed expression: postfix steps with their columns, and the highest indeterminate
/// used (which decides N).
pub(super) struct Program {
    pub(super) ops: Vec<(Op, usize)>,
    pub(super) max_index: usize,
}

/// An operator waiting on the stack for its right operand or its closing parenthesis.
enum Pending {
    Binary {
        op: &'static str,
        prec: u8,
        column: usize,
    },
    Prefix {
        neg: bool,
        column: usize,
    },
    Paren,
    /// A call; `check` indexes its `Check` step, completed when the call closes.
    Call {
        name: String,
        column: usize,
        check: usize,
        argc: usize,
    },
}

pub(super) struct Parser {
    pub(super) chars: Vec<char>,
    pub(super) pos: usize,
    /// The highest indeterminate index seen, which decides N.
    pub(super) max_index: usize,
    ops: Vec<(Op, usize)>,
    stack: Vec<Pending>,
}

impl Parser {
    pub(super) fn new(text: &str) -> Self {
        Parser {
            chars: text.chars().collect(),
            pos: 0,
            max_index: 0,
            ops: Vec::new(),
            stack: Vec::new(),
        }
    }

    fn skip_ws(&mut self) {
        while self.chars.get(self.pos).is_some_and(|c| c.is_whitespace()) {
            self.pos += 1;
        }
    }

    pub(super) fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.chars.get(self.pos).copied()
    }

    pub(super) fn column(&self) -> usize {
        self.pos + 1
    }

    pub(super) fn describe(&mut self) -> String {
        match self.peek() {
            Some(c) => format!("{c:?}"),
            None => "end of input".to_string(),
        }
    }

    /// Parses the whole text.
    pub(super) fn program(mut self) -> Result<Program, ExprError> {
        loop {
            self.operand()?;
            if !self.operator()? {
                break;
            }
        }
        if self.peek().is_some() {
            let found = self.describe();
            return err(
                self.column(),
                format!("expected an operator or the end, found {found}"),
            );
        }
        Ok(Program {
            ops: self.ops,
            max_index: self.max_index,
        })
    }

    /// Reads prefix operators, opening parentheses and calls up to one complete operand
    /// (a term, or a call with no arguments).
    fn operand(&mut self) -> Result<(), ExprError> {
        loop {
            self.skip_ws();
            let column = self.column();
            match self.chars.get(self.pos).copied() {
                Some(c @ ('-' | '~')) => {
                    self.pos += 1;
                    let neg = c == '-';
                    self.stack.push(Pending::Prefix { neg, column });
                }
                Some('(') => {
                    self.pos += 1;
                    self.stack.push(Pending::Paren);
                }
                Some(c) if c.is_ascii_digit() => return self.number_term(column),
                Some(c) if c.is_ascii_alphabetic() || c == '_' => {
                    if self.name(column)? {
                        return Ok(());
                    }
                }
                _ => {
                    let found = self.describe();
                    return err(column, format!("expected a value, found {found}"));
                }
            }
        }
    }

    /// `INT ['x' [INT]]`.
    fn number_term(&mut self, column: usize) -> Result<(), ExprError> {
        let coeff = self.number()?.expect("a digit is there");
        let mut index = 0;
        // `4x`, `3x2`: a coefficient glued to its indeterminate.
        if self.chars.get(self.pos) == Some(&'x') {
            self.pos += 1;
            index = self.indeterminate(column)?;
        }
        self.ops.push((Op::Term { coeff, index }, column));
        Ok(())
    }

    /// An indeterminate or the start of a call. Returns whether an operand is complete
    /// (an indeterminate, or a call without arguments).
    fn name(&mut self, column: usize) -> Result<bool, ExprError> {
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
            self.ops.push((Op::Term { coeff: 1, index }, column));
            return Ok(true);
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
        let check = self.ops.len();
        let placeholder = Op::Check {
            name: String::new(),
            argc: 0,
        };
        self.ops.push((placeholder, column));
        self.stack.push(Pending::Call {
            name,
            column,
            check,
            argc: 0,
        });
        if self.peek() == Some(')') {
            self.pos += 1;
            self.close_call(false);
            return Ok(true);
        }
        Ok(false)
    }

    /// After a complete operand: reads binary operators, commas and closing parentheses.
    /// Returns `true` when another operand must follow, `false` at the end of the text or
    /// at a character that cannot continue it.
    fn operator(&mut self) -> Result<bool, ExprError> {
        loop {
            self.skip_ws();
            let column = self.column();
            let here = self.chars.get(self.pos).copied();
            let binary = match here {
                Some('<') if self.chars.get(self.pos + 1) == Some(&'<') => Some(("<<", 1, 2)),
                Some('+') => Some(("+", 2, 1)),
                Some('-') => Some(("-", 2, 1)),
                Some('*') => Some(("*", 3, 1)),
                _ => None,
            };
            if let Some((op, prec, len)) = binary {
                self.reduce(prec);
                self.ops.push((Op::Operand, 0));
                self.pos += len;
                self.stack.push(Pending::Binary { op, prec, column });
                return Ok(true);
            }
            self.reduce(0);
            match (here, self.stack.last_mut()) {
                (Some(','), Some(Pending::Call { argc, .. })) => {
                    *argc += 1;
                    self.ops.push((Op::Operand, 0));
                    self.pos += 1;
                    return Ok(true);
                }
                (Some(')'), Some(Pending::Paren)) => {
                    self.stack.pop();
                    self.pos += 1;
                }
                (Some(')'), Some(Pending::Call { .. })) => {
                    self.pos += 1;
                    self.close_call(true);
                }
                (_, Some(_)) => {
                    let found = self.describe();
                    return err(column, format!("expected ')', found {found}"));
                }
                (_, None) => return Ok(false),
            }
        }
    }

    /// Emits every pending prefix operator, and every binary operator of precedence at
    /// least `prec` (all operators associate to the left), down to the innermost
    /// parenthesis or call.
    fn reduce(&mut self, prec: u8) {
        while let Some(top) = self.stack.last() {
            match *top {
                Pending::Prefix { neg, column } => {
                    self.ops.push((Op::Operand, 0));
                    self.ops.push((Op::Prefix { neg }, column));
                }
                Pending::Binary {
                    op,
                    prec: p,
                    column,
                } if p >= prec => {
                    self.ops.push((Op::Operand, 0));
                    let name = op.to_string();
                    self.ops.push((Op::Apply { name, argc: 2 }, column));
                }
                _ => return,
            }
            self.stack.pop();
        }
    }

    /// Closes the call on top of the stack; `last_arg` says whether an argument ended at
    /// the parenthesis.
    fn close_call(&mut self, last_arg: bool) {
        let Some(Pending::Call {
            name,
            column,
            check,
            argc,
        }) = self.stack.pop()
        else {
            unreachable!("close_call runs with a call on top of the stack");
        };
        let argc = argc + usize::from(last_arg);
        if last_arg {
            self.ops.push((Op::Operand, 0));
        }
        self.ops[check].0 = Op::Check {
            name: name.clone(),
            argc,
        };
        self.ops.push((Op::Apply { name, argc }, column));
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
}
