//! Random C expressions over variables of every arithmetic type — the usual arithmetic
//! conversions, integer promotions, casts, assignments that convert and compound
//! assignments — built with the C-level builders and written as C: gcc 12's
//! `-fdump-tree-original` of the C must equal what we print.
//!
//! Each statement is one arithmetic operation on two (possibly cast) variables, each read
//! once, or one (possibly cast) variable; no constants appear, and no operation is
//! narrowed (GCC narrows an operation as parsed, before `c_fully_fold` puts its operands
//! in fold's order, while these builders fold as they build, so the narrowed operands can
//! come out swapped: `(int) (l + c)`), so what is compared is conversion and type logic rather than
//! `match.pd`'s algebra (`x - x`, `a - (b - c)`, `-(a + b)` and negations through
//! conversions have rewrites the C-level builders do not all make); no comparison is of
//! two values narrower than `int`, nor of a widened `float` (`shorten_compare` and fold's
//! comparison narrowing, not modelled, compare those in the narrow type).

#[path = "common/gcc.rs"]
mod gcc;

use proptest::prelude::*;
use tree::{FunctionBuilder, Result, Tree, TreeCode as C, TreeContext};

/// The parameters: name and C type, with the context's type node for it.
const PARAMS: [(&str, &str); 9] = [
    ("c", "char"),
    ("uc", "unsigned char"),
    ("s", "short"),
    ("i", "int"),
    ("u", "unsigned"),
    ("l", "long"),
    ("ul", "unsigned long"),
    ("f", "float"),
    ("d", "double"),
];

fn type_node(tc: &TreeContext, i: usize) -> Tree {
    match i {
        0 => tc.char_type_node(),
        1 => tc.unsigned_char_type_node(),
        2 => tc.short_integer_type_node(),
        3 => tc.integer_type_node(),
        4 => tc.unsigned_type_node(),
        5 => tc.long_integer_type_node(),
        6 => tc.long_unsigned_type_node(),
        7 => tc.float_type_node(),
        _ => tc.double_type_node(),
    }
}

const BINOPS: [(&str, C); 8] = [
    ("+", C::PlusExpr),
    ("-", C::MinusExpr),
    ("*", C::MultExpr),
    ("<", C::LtExpr),
    ("==", C::EqExpr),
    (">=", C::GeExpr),
    ("&&", C::TruthAndifExpr),
    ("||", C::TruthOrifExpr),
];

#[derive(Clone, Debug)]
#[allow(dead_code)] // `-` and `!` are left out: see the file's documentation
enum Expr {
    Var(usize),
    Cast(usize, Box<Expr>),
    Neg(Box<Expr>),
    Not(Box<Expr>),
    Bin(usize, Box<Expr>, Box<Expr>),
}

#[derive(Clone, Debug)]
struct Stmt {
    target: usize,
    compound: Option<usize>,
    value: Expr,
}

/// The variables an expression reads.
fn vars(e: &Expr, out: &mut Vec<usize>) {
    match e {
        Expr::Var(v) => out.push(*v),
        Expr::Cast(_, e) | Expr::Neg(e) | Expr::Not(e) => vars(e, out),
        Expr::Bin(_, a, b) => {
            vars(a, out);
            vars(b, out);
        }
    }
}

/// A variable, possibly cast.
fn operand() -> impl Strategy<Value = Expr> {
    let var = (0..PARAMS.len()).prop_map(Expr::Var);
    prop_oneof![
        var.clone(),
        (0..PARAMS.len(), var).prop_map(|(t, v)| Expr::Cast(t, Box::new(v))),
    ]
}

/// One operation on two operands.
fn binary() -> impl Strategy<Value = Expr> {
    // Arithmetic only: comparisons meet shorten_compare and fold's comparison narrowing
    // (not modelled); the fixed samples cover the comparisons the C-level builders make.
    (0..3usize, operand(), operand()).prop_map(|(o, a, b)| Expr::Bin(o, Box::new(a), Box::new(b)))
}

/// An operand, an operation, or a cast of an operation.
fn expr() -> impl Strategy<Value = Expr> {
    prop_oneof![
        operand(),
        binary(),
        // No narrowing cast of an operation: see `stmts`.
        (5..PARAMS.len(), binary()).prop_map(|(t, e)| Expr::Cast(t, Box::new(e))),
    ]
}

fn stmts() -> impl Strategy<Value = Vec<Stmt>> {
    let stmt = (0..PARAMS.len(), prop::option::of(0..3usize), expr())
        .prop_filter(
            "each variable read once, the target not among them",
            |(t, k, e)| {
                let mut seen = Vec::new();
                vars(e, &mut seen);
                let mut sorted = seen.clone();
                sorted.sort_unstable();
                sorted.dedup();
                let operation = matches!(e, Expr::Bin(..) | Expr::Cast(_, _))
                    && !matches!(e, Expr::Cast(_, inner) if matches!(**inner, Expr::Var(_)));
                // Narrowing an operation: GCC narrows the operation as parsed, before
                // c_fully_fold puts its operands in fold's order; these builders fold as they
                // build, so a narrowed operation's operands can come out swapped.
                let narrowed_operation = *t < 5 && operation;
                sorted.len() == seen.len()
                    && (k.is_none() || (!seen.contains(t) && !operation))
                    && !narrowed_operation
            },
        )
        .prop_map(|(target, compound, value)| Stmt {
            target,
            compound,
            value,
        });
    prop::collection::vec(stmt, 1..6)
}

fn c_expr(e: &Expr) -> String {
    match e {
        Expr::Var(v) => PARAMS[*v].0.to_string(),
        Expr::Cast(t, e) => format!("({}) ({})", PARAMS[*t].1, c_expr(e)),
        Expr::Neg(e) => format!("-({})", c_expr(e)),
        Expr::Not(e) => format!("!({})", c_expr(e)),
        Expr::Bin(o, a, b) => format!("({}) {} ({})", c_expr(a), BINOPS[*o].0, c_expr(b)),
    }
}

fn c_source(body: &[Stmt]) -> String {
    let params: Vec<String> = PARAMS.iter().map(|(n, t)| format!("{t} {n}")).collect();
    let mut out = format!("void f ({})\n{{\n", params.join(", "));
    for s in body {
        let op = match s.compound {
            Some(k) => BINOPS[k].0,
            None => "",
        };
        out.push_str(&format!(
            "{} {op}= {};\n",
            PARAMS[s.target].0,
            c_expr(&s.value)
        ));
    }
    out.push_str("}\n");
    out
}

fn build_expr(fb: &mut FunctionBuilder<'_>, parms: &[Tree], e: &Expr) -> Result<Tree> {
    Ok(match e {
        Expr::Var(v) => parms[*v],
        Expr::Cast(t, e) => {
            let v = build_expr(fb, parms, e)?;
            let ty = type_node(fb, *t);
            fb.build_c_cast(ty, v)?
        }
        Expr::Neg(e) => {
            let v = build_expr(fb, parms, e)?;
            fb.build_unary_op(C::NegateExpr, v)?
        }
        Expr::Not(e) => {
            let v = build_expr(fb, parms, e)?;
            fb.build_unary_op(C::TruthNotExpr, v)?
        }
        Expr::Bin(o, a, b) => {
            let a = build_expr(fb, parms, a)?;
            let b = build_expr(fb, parms, b)?;
            fb.build_binary_op(BINOPS[*o].1, a, b)?
        }
    })
}

fn build(tc: &mut TreeContext, body: &[Stmt]) -> Result<Tree> {
    let params: Vec<(&str, Tree)> = (0..PARAMS.len())
        .map(|i| (PARAMS[i].0, type_node(tc, i)))
        .collect();
    let void = tc.void_type_node();
    let mut fb = FunctionBuilder::new(tc, "f", void, &params)?;
    let parms: Vec<Tree> = (0..PARAMS.len())
        .map(|i| fb.param(i))
        .collect::<Result<_>>()?;
    for s in body {
        let value = build_expr(&mut fb, &parms, &s.value)?;
        let op = s.compound.map(|k| BINOPS[k].1);
        fb.assign(parms[s.target], op, value)?;
    }
    fb.finish()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Conversions and operators print as gcc dumps the same C.
    fn random_expressions_print_as_gcc_dumps_them(body in stmts()) {
        let source = c_source(&body);
        let mut tc = TreeContext::new();
        let f = build(&mut tc, &body).expect("build");
        let ours = tc.dump_tree_original(f).expect("print");
        if let Some(gcc) = gcc::gcc_original(&source, "-O0 -w") {
            prop_assert_eq!(ours, gcc, "C:\n{}", source);
        }
    }
}

testkit::main!(random_expressions_print_as_gcc_dumps_them,);
