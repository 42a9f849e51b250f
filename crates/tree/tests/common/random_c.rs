//! Random C functions from one generated syntax tree, written both as C text
//! ([`c_source`]) and as `FunctionBuilder` calls ([`build`]): nested `if`/`else`, `while`,
//! `do`, `for`, `switch`, `break`, `continue`, `return` and scopes with declarations.
//! Expressions stay simple (variables and small constants) so that what is compared is
//! the statement machinery. Shared by `tests/function_builder_vs_gcc.rs` (dumps) and the
//! root package's `tests/builders_vs_gcc.rs` (node by node).

#![allow(dead_code)] // each test binary uses a part

use std::fmt::Write as _;

use proptest::prelude::*;
use tree::{FunctionBuilder, Result, Tree, TreeCode as C, TreeContext};

/// An operand: a parameter, the function's `x`, or a constant 2…9.
#[derive(Clone, Debug)]
pub(crate) enum Operand {
    Var(usize),
    Const(i64),
}

/// `lhs op rhs`.
#[derive(Clone, Debug)]
pub(crate) struct Expr {
    lhs: usize,
    op: usize,
    rhs: Operand,
}

const OPS: [(&str, C); 9] = [
    ("+", C::PlusExpr),
    ("-", C::MinusExpr),
    ("*", C::MultExpr),
    ("<", C::LtExpr),
    ("<=", C::LeExpr),
    ("==", C::EqExpr),
    ("!=", C::NeExpr),
    (">", C::GtExpr),
    ("&", C::BitAndExpr),
];
const VARS: [&str; 3] = ["a", "b", "x"];

#[derive(Clone, Debug)]
pub(crate) enum Stmt {
    Assign(Expr),
    Return(Expr),
    Break,
    Continue,
    Block(bool, Vec<Stmt>),
    If(Expr, Vec<Stmt>, Option<Vec<Stmt>>),
    While(Option<i64>, Expr, Vec<Stmt>),
    Do(Vec<Stmt>, Expr),
    For(bool, Vec<Stmt>),
    Switch(Vec<(Option<i64>, Vec<Stmt>)>),
}

/// `lhs op rhs` with `op` one of `OPS[ops]`.
fn expr_of(ops: std::ops::Range<usize>) -> impl Strategy<Value = Expr> {
    let operand = prop_oneof![
        (0..3usize).prop_map(Operand::Var),
        (2..10i64).prop_map(Operand::Const)
    ];
    (0..3usize, ops, operand)
        .prop_filter(
            "x op x folds",
            |(l, _, r)| !matches!(r, Operand::Var(v) if v == l),
        )
        .prop_map(|(lhs, op, rhs)| Expr { lhs, op, rhs })
}

/// A value: arithmetic or a comparison.
fn expr() -> impl Strategy<Value = Expr> {
    expr_of(0..OPS.len())
}

/// A condition: a comparison (arithmetic truth values meet match.pd's rewrites, such as
/// `a * 2 != 0` becoming `a != 0`, which the C-level builders do not all make).
fn cond() -> impl Strategy<Value = Expr> {
    expr_of(3..8)
}

pub(crate) fn stmts() -> impl Strategy<Value = Vec<Stmt>> {
    let leaf = prop_oneof![
        4 => expr().prop_map(Stmt::Assign),
        1 => expr().prop_map(Stmt::Return),
        1 => Just(Stmt::Break),
        1 => Just(Stmt::Continue),
    ];
    let stmt = leaf.prop_recursive(3, 24, 4, |inner| {
        let body = prop::collection::vec(inner, 0..4);
        prop_oneof![
            (any::<bool>(), body.clone()).prop_map(|(d, b)| Stmt::Block(d, b)),
            (cond(), body.clone(), prop::option::of(body.clone()))
                .prop_map(|(c, t, e)| Stmt::If(c, t, e)),
            (prop::option::of(0..2i64), cond(), body.clone())
                .prop_map(|(k, c, b)| Stmt::While(k, c, b)),
            (body.clone(), cond()).prop_map(|(b, c)| Stmt::Do(b, c)),
            (any::<bool>(), body.clone()).prop_map(|(f, b)| Stmt::For(f, b)),
            prop::collection::vec((prop::option::of(0..4i64), body), 1..4).prop_map(Stmt::Switch),
        ]
    });
    prop::collection::vec(stmt, 0..5)
}

/// Where a statement is: which of `break` and `continue` are allowed, and the next fresh
/// variable number (for scopes' declarations and loop counters).
#[derive(Clone, Copy)]
struct Ctx {
    can_break: bool,
    can_continue: bool,
}

/// The C text of a generated function.
struct CWriter {
    out: String,
    fresh: usize,
}

impl CWriter {
    fn expr(&self, e: &Expr) -> String {
        let rhs = match e.rhs {
            Operand::Var(v) => VARS[v].to_string(),
            Operand::Const(c) => c.to_string(),
        };
        format!("{} {} {rhs}", VARS[e.lhs], OPS[e.op].0)
    }

    fn block(&mut self, body: &[Stmt], ctx: Ctx) {
        self.out.push_str("{\n");
        for s in body {
            self.stmt(s, ctx);
        }
        self.out.push_str("}\n");
    }

    fn stmt(&mut self, s: &Stmt, ctx: Ctx) {
        let loop_ctx = Ctx {
            can_break: true,
            can_continue: true,
        };
        match s {
            Stmt::Assign(e) => {
                let text = self.expr(e);
                let _ = writeln!(self.out, "x = {text};");
            }
            Stmt::Return(e) => {
                let text = self.expr(e);
                let _ = writeln!(self.out, "return {text};");
            }
            Stmt::Break if ctx.can_break => self.out.push_str("break;\n"),
            Stmt::Continue if ctx.can_continue => self.out.push_str("continue;\n"),
            Stmt::Break | Stmt::Continue => {}
            Stmt::Block(declare, body) => {
                self.out.push_str("{\n");
                if *declare {
                    self.fresh += 1;
                    let _ = writeln!(self.out, "int v{} = x + {};", self.fresh, self.fresh);
                }
                for s in body {
                    self.stmt(s, ctx);
                }
                self.out.push_str("}\n");
            }
            Stmt::If(c, t, e) => {
                let text = self.expr(c);
                let _ = writeln!(self.out, "if ({text})");
                self.block(t, ctx);
                if let Some(e) = e {
                    self.out.push_str("else\n");
                    self.block(e, ctx);
                }
            }
            Stmt::While(k, c, b) => {
                let text = match k {
                    Some(k) => k.to_string(),
                    None => self.expr(c),
                };
                let _ = writeln!(self.out, "while ({text})");
                self.block(b, loop_ctx);
            }
            Stmt::Do(b, c) => {
                self.out.push_str("do\n");
                self.block(b, loop_ctx);
                let text = self.expr(c);
                let _ = writeln!(self.out, "while ({text});");
            }
            Stmt::For(full, b) => {
                self.fresh += 1;
                let i = self.fresh;
                if *full {
                    let _ = writeln!(self.out, "for (int i{i} = 0; i{i} < a; i{i}++)");
                } else {
                    self.out.push_str("for (;;)\n");
                }
                self.block(b, loop_ctx);
            }
            Stmt::Switch(cases) => {
                self.out.push_str("switch (b)\n{\n");
                let mut seen = Vec::new();
                for (value, body) in cases {
                    if seen.contains(value) {
                        continue;
                    }
                    seen.push(*value);
                    match value {
                        Some(v) => {
                            let _ = writeln!(self.out, "case {v}:;");
                        }
                        None => self.out.push_str("default:;\n"),
                    }
                    for s in body {
                        self.stmt(
                            s,
                            Ctx {
                                can_break: true,
                                ..ctx
                            },
                        );
                    }
                }
                self.out.push_str("}\n");
            }
        }
    }
}

/// The same function through `FunctionBuilder`.
struct Builder<'a, 'b> {
    fb: &'a mut FunctionBuilder<'b>,
    vars: [Tree; 3],
    fresh: usize,
}

impl Builder<'_, '_> {
    fn expr(&mut self, e: &Expr) -> Result<Tree> {
        let lhs = self.vars[e.lhs];
        let rhs = match e.rhs {
            Operand::Var(v) => self.vars[v],
            Operand::Const(c) => {
                let int = self.fb.integer_type_node();
                self.fb.build_int_cst(Some(int), c)?
            }
        };
        self.fb.build_binary_op(OPS[e.op].1, lhs, rhs)
    }

    /// A `{ … }` body of a C statement: its own compound statement.
    fn block(&mut self, body: &[Stmt], ctx: Ctx) -> Result<()> {
        self.fb.begin_scope()?;
        for s in body {
            self.stmt(s, ctx)?;
        }
        self.fb.end_scope()
    }

    fn stmt(&mut self, s: &Stmt, ctx: Ctx) -> Result<()> {
        let loop_ctx = Ctx {
            can_break: true,
            can_continue: true,
        };
        let int = self.fb.integer_type_node();
        match s {
            Stmt::Assign(e) => {
                let v = self.expr(e)?;
                self.fb.assign(self.vars[2], None, v)
            }
            Stmt::Return(e) => {
                let v = self.expr(e)?;
                self.fb.return_stmt(Some(v))
            }
            Stmt::Break if ctx.can_break => self.fb.break_stmt(),
            Stmt::Continue if ctx.can_continue => self.fb.continue_stmt(),
            Stmt::Break | Stmt::Continue => Ok(()),
            Stmt::Block(declare, body) => {
                self.fb.begin_scope()?;
                if *declare {
                    self.fresh += 1;
                    let k = self.fb.build_int_cst(Some(int), self.fresh as i64)?;
                    let init = self.fb.build_binary_op(C::PlusExpr, self.vars[2], k)?;
                    self.fb
                        .declare(&format!("v{}", self.fresh), int, Some(init))?;
                }
                for s in body {
                    self.stmt(s, ctx)?;
                }
                self.fb.end_scope()
            }
            Stmt::If(c, t, e) => {
                let cond = self.expr(c)?;
                self.fb.begin_if(cond)?;
                self.block(t, ctx)?;
                if let Some(e) = e {
                    self.fb.else_()?;
                    self.block(e, ctx)?;
                }
                self.fb.end_if()
            }
            Stmt::While(k, c, b) => {
                let cond = match k {
                    Some(k) => self.fb.build_int_cst(Some(int), *k)?,
                    None => self.expr(c)?,
                };
                self.fb.begin_while(cond)?;
                self.block(b, loop_ctx)?;
                self.fb.end_while()
            }
            Stmt::Do(b, c) => {
                self.fb.begin_do()?;
                self.block(b, loop_ctx)?;
                let cond = self.expr(c)?;
                self.fb.end_do(cond)
            }
            Stmt::For(full, b) => {
                self.fresh += 1;
                self.fb.begin_for()?;
                let (cond, incr) = if *full {
                    let zero = self.fb.integer_zero_node();
                    let i = self
                        .fb
                        .declare(&format!("i{}", self.fresh), int, Some(zero))?;
                    let cond = self.fb.build_binary_op(C::LtExpr, i, self.vars[0])?;
                    let incr = self.fb.build_unary_op(C::PostincrementExpr, i)?;
                    (Some(cond), Some(incr))
                } else {
                    (None, None)
                };
                self.fb.for_body(cond, incr)?;
                self.block(b, loop_ctx)?;
                self.fb.end_for()
            }
            Stmt::Switch(cases) => {
                self.fb.begin_switch(self.vars[1])?;
                self.fb.begin_scope()?;
                let mut seen = Vec::new();
                for (value, body) in cases {
                    if seen.contains(value) {
                        continue;
                    }
                    seen.push(*value);
                    let low = value
                        .map(|v| self.fb.build_int_cst(Some(int), v))
                        .transpose()?;
                    self.fb.case_label(low, None)?;
                    for s in body {
                        self.stmt(
                            s,
                            Ctx {
                                can_break: true,
                                ..ctx
                            },
                        )?;
                    }
                }
                self.fb.end_scope()?;
                self.fb.end_switch()
            }
        }
    }
}

pub(crate) fn c_source(body: &[Stmt]) -> String {
    let mut w = CWriter {
        out: String::from("int f (int a, int b)\n{\nint x = 0;\n"),
        fresh: 0,
    };
    let top = Ctx {
        can_break: false,
        can_continue: false,
    };
    for s in body {
        w.stmt(s, top);
    }
    w.out.push_str("return x;\n}\n");
    w.out
}

pub(crate) fn build(tc: &mut TreeContext, body: &[Stmt]) -> Result<Tree> {
    let int = tc.integer_type_node();
    let mut fb = FunctionBuilder::new(tc, "f", int, &[("a", int), ("b", int)])?;
    let (a, b) = (fb.param(0)?, fb.param(1)?);
    let zero = fb.integer_zero_node();
    let x = fb.declare("x", int, Some(zero))?;
    let mut builder = Builder {
        fb: &mut fb,
        vars: [a, b, x],
        fresh: 0,
    };
    let top = Ctx {
        can_break: false,
        can_continue: false,
    };
    for s in body {
        builder.stmt(s, top)?;
    }
    fb.return_stmt(Some(x))?;
    fb.finish()
}
