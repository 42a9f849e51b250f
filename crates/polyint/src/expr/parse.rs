//! The expression grammar: a recursive-descent parser producing [`Node`]s with columns.

use super::{ExprError, MAX_INDETERMINATE, err};

/// A parsed expression; `column` is where it starts (for operators: where the operator is).
#[derive(Clone, Debug)]
pub(super) struct Node {
    pub(super) kind: Kind,
    pub(super) column: usize,
}

#[derive(Clone, Debug)]
pub(super) enum Kind {
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

pub(super) struct Parser {
    pub(super) chars: Vec<char>,
    pub(super) pos: usize,
    /// The highest indeterminate index seen, which decides N.
    pub(super) max_index: usize,
}

impl Parser {
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
    pub(super) fn expr(&mut self) -> Result<Node, ExprError> {
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
