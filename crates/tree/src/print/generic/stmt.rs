//! Statement-like codes: statement lists, binds, declarations, control flow, labels,
//! `asm`, exception regions, predictions and annotations.

use super::*;

/// `predictor_name`: the names of `predict.def`'s predictors, in `enum br_predictor` order.
const PREDICTOR_NAMES: &[&str] = &[
    "combined",
    "DS theory",
    "first match",
    "no prediction",
    "unconditional jump",
    "malloc returned non-NULL",
    "loop iterations",
    "compare and swap",
    "__builtin_expect",
    "__builtin_expect_with_probability",
    "hot label",
    "cold label",
    "guessed loop iterations",
    "guessed loop iterations",
    "continue",
    "noreturn call",
    "cold function call",
    "loop exit",
    "loop exit with recursion",
    "extra loop exit",
    "pointer",
    "pointer (on trees)",
    "opcode values positive",
    "opcode values nonequal",
    "fp_opcode",
    "opcode values positive (on trees)",
    "opcode values nonequal (on trees)",
    "fp_opcode (on trees)",
    "call",
    "indirect call",
    "polymorphic call",
    "recursive call",
    "early return (on trees)",
    "goto",
    "const return",
    "negative return",
    "null return",
    "guess loop iv compare",
    "loop iv compare",
    "loop guard",
    "loop guard with recursion",
    "Fortran overflow",
    "Fortran fail alloc",
    "Fortran repeated allocation/deallocation",
    "Fortran fail IO",
    "Fortran warn once",
    "Fortran zero-sized array",
    "Fortran invalid bound",
    "Fortran absent dummy",
    "Fortran loop preheader",
    "Fortran contiguous",
];

/// The `enum br_predictor` number of the predictor `predictor_name` calls `name`.
pub(crate) fn predictor_number(name: &str) -> Option<usize> {
    PREDICTOR_NAMES.iter().position(|n| *n == name)
}

/// The name a break/continue label carries (GCC does not print those labels).
fn is_break_or_continue(name: &str) -> bool {
    name == "break" || name == "continue"
}

impl Printer<'_> {
    /// The decl's name when it is a `break`/`continue` label's.
    fn loop_label_name(&self, d: Option<Tree>) -> Result<Option<String>> {
        let Some(d) = d else { return Ok(None) };
        if !self.tc.tree_code(d)?.is_decl() {
            return Ok(None);
        }
        Ok(match self.tc.decl_name(d)? {
            Some(n) => {
                let s = self.tc.identifier_str(n)?;
                is_break_or_continue(&s).then(|| s.into_owned())
            }
            None => None,
        })
    }

    /// The statement-like cases of `dump_generic_node`; `None` when `code` is not one.
    pub(super) fn statement(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<Option<End>> {
        let tc = self.tc;
        let end = match code {
            C::StatementList => {
                let stmts = tc.statement_list(t)?.to_vec();
                for (i, s) in stmts.iter().enumerate() {
                    if i > 0 {
                        self.newline_and_indent(spc);
                    }
                    self.node(Some(*s), spc, true)?;
                }
                End::Expr
            }
            C::CompoundExpr => {
                // Each operand prints as a statement (with its `;`), the right-nested
                // chain flattened.
                self.node(self.op(t, 0)?, spc, true)?;
                self.out.push_str(", ");
                let mut rest = self.op(t, 1)?;
                let mut steps = self.steps();
                while let Some(r) = rest.filter(|&r| tc.store.code(r) == Some(C::CompoundExpr)) {
                    steps.next()?;
                    self.node(self.op(r, 0)?, spc, true)?;
                    self.out.push_str(", ");
                    rest = self.op(r, 1)?;
                }
                self.node(rest, spc, true)?;
                End::Expr
            }
            C::ModifyExpr | C::InitExpr => {
                self.expr(self.op(t, 0)?, spc)?;
                self.out.push_str(" = ");
                self.expr(self.op(t, 1)?, spc)?;
                End::Expr
            }
            C::TargetExpr => {
                self.out.push_str("TARGET_EXPR <");
                self.expr(tc.target_expr_slot(t)?, spc)?;
                self.out.push_str(", ");
                self.expr(tc.target_expr_initial(t)?, spc)?;
                self.out.push('>');
                End::Expr
            }
            C::DeclExpr => {
                if let Some(d) = tc.decl_expr_decl(t)? {
                    self.declaration(d, spc)?;
                }
                End::Plain
            }
            C::CondExpr => return self.cond_expr(t, spc).map(Some),
            C::BindExpr => {
                self.out.push('{');
                let vars = tc.chain_iter(tc.bind_expr_vars(t)?)?;
                if !vars.is_empty() {
                    self.out.push('\n');
                    for v in vars {
                        self.declaration(v, spc + 2)?;
                        self.out.push('\n');
                    }
                }
                self.newline_and_indent(spc + 2);
                self.node(tc.bind_expr_body(t)?, spc + 2, true)?;
                self.newline_and_indent(spc);
                self.out.push('}');
                End::Plain
            }
            C::TryFinallyExpr | C::TryCatchExpr => {
                self.out.push_str("try");
                self.braced(self.op(t, 0)?, spc, true)?;
                self.newline_and_indent(spc);
                let mut handler = self.op(t, 1)?;
                if code == C::TryCatchExpr {
                    self.out.push_str("catch");
                } else {
                    self.out.push_str("finally");
                    if let Some(h) = handler.filter(|&h| tc.store.code(h) == Some(C::EhElseExpr)) {
                        self.braced(self.op(h, 0)?, spc, true)?;
                        self.newline_and_indent(spc);
                        handler = self.op(h, 1)?;
                        self.out.push_str("else");
                    }
                }
                self.braced(handler, spc, true)?;
                End::Plain
            }
            C::CatchExpr => {
                self.out.push_str("catch (");
                self.expr(tc.catch_types(t)?, spc + 2)?;
                self.out.push(')');
                self.braced(tc.catch_body(t)?, spc, true)?;
                End::Plain
            }
            C::EhFilterExpr => {
                self.out.push_str("<<<eh_filter (");
                self.expr(tc.eh_filter_types(t)?, spc + 2)?;
                self.out.push_str(")>>>");
                self.braced(tc.eh_filter_failure(t)?, spc, true)?;
                End::Plain
            }
            C::LabelExpr => {
                let label = self.op(t, 0)?;
                // A label stays an expression: as a statement it prints `l:;`.
                if self.loop_label_name(label)?.is_none() {
                    self.expr(label, spc)?;
                    self.out.push(':');
                    if let Some(l) = label
                        && tc
                            .tree_code(l)?
                            .contains_struct(crate::TreeStruct::DeclCommon)
                        && tc.decl_nonlocal(l)?
                    {
                        self.out.push_str(" [non-local]");
                    }
                }
                End::Expr
            }
            C::LoopExpr => {
                self.out.push_str("while (1)");
                self.braced(tc.loop_expr_body(t)?, spc, true)?;
                End::Plain
            }
            C::PredictExpr => {
                self.out.push_str("// predicted ");
                // PREDICT_EXPR_OUTCOME lives in the addressable flag.
                self.out.push_str(if tc.flag(t, Flag::Addressable)? {
                    "likely by "
                } else {
                    "unlikely by "
                });
                let which = match self.op(t, 0)? {
                    Some(p) if tc.tree_fits_shwi_p(Some(p)) => tc.tree_to_shwi(p)?,
                    _ => -1,
                };
                let name = usize::try_from(which)
                    .ok()
                    .and_then(|i| PREDICTOR_NAMES.get(i))
                    .ok_or_else(|| crate::TreeError::Invalid {
                        builder: "print_generic",
                        what: format!(
                            "PREDICT_EXPR with predictor {which}, not one of predict.def's"
                        ),
                    })?;
                self.out.push_str(name);
                self.out.push_str(" predictor.");
                End::Expr
            }
            C::AnnotateExpr => {
                self.out.push_str("ANNOTATE_EXPR <");
                self.expr(self.op(t, 0)?, spc)?;
                let kind = match self.op(t, 1)? {
                    Some(k) if tc.tree_fits_shwi_p(Some(k)) => tc.tree_to_shwi(k)?,
                    _ => -1,
                };
                match kind {
                    0 => self.out.push_str(", ivdep"),
                    1 => {
                        let n = match self.op(t, 2)? {
                            Some(n) => tc.tree_int_cst_low(n)? as i32,
                            None => 0,
                        };
                        write!(self.out, ", unroll {n}").ok();
                    }
                    2 => self.out.push_str(", no-vector"),
                    3 => self.out.push_str(", vector"),
                    4 => self.out.push_str(", parallel"),
                    _ => {
                        return Err(crate::TreeError::Invalid {
                            builder: "print_generic",
                            what: format!("ANNOTATE_EXPR of kind {kind}, not an annot_expr_kind"),
                        });
                    }
                }
                self.out.push('>');
                End::Expr
            }
            C::ReturnExpr => {
                self.out.push_str("return");
                if let Some(op) = self.op(t, 0)? {
                    self.out.push(' ');
                    if tc.tree_code(op)? == C::ModifyExpr {
                        self.expr(self.op(op, 1)?, spc)?;
                    } else {
                        self.expr(Some(op), spc)?;
                    }
                }
                End::Expr
            }
            C::ExitExpr => {
                self.out.push_str("if (");
                self.expr(self.op(t, 0)?, spc)?;
                self.out.push_str(") break");
                End::Expr
            }
            C::SwitchExpr => {
                self.out.push_str("switch (");
                self.expr(tc.switch_cond(t)?, spc)?;
                self.out.push(')');
                self.newline_and_indent(spc + 2);
                self.out.push('{');
                if let Some(b) = tc.switch_body(t)? {
                    self.newline_and_indent(spc + 4);
                    self.node(Some(b), spc + 4, true)?;
                }
                self.newline_and_indent(spc + 2);
                self.out.push('}');
                End::Plain
            }
            C::GotoExpr => {
                let d = tc.goto_destination(t)?;
                let ssa = self.code(d)? == Some(C::SsaName);
                match self.loop_label_name(d)?.filter(|_| !ssa) {
                    Some(s) => self.out.push_str(&s),
                    None => {
                        self.out.push_str("goto ");
                        self.expr(d, spc)?;
                    }
                }
                End::Expr
            }
            C::AsmExpr => {
                self.out.push_str("__asm__");
                if tc.asm_volatile_p(t)? {
                    self.out.push_str(" __volatile__");
                }
                self.out.push('(');
                self.expr(tc.asm_string(t)?, spc)?;
                self.out.push(':');
                self.expr(tc.asm_outputs(t)?, spc)?;
                self.out.push(':');
                self.expr(tc.asm_inputs(t)?, spc)?;
                if let Some(c) = tc.asm_clobbers(t)? {
                    self.out.push(':');
                    self.expr(Some(c), spc)?;
                }
                self.out.push(')');
                End::Expr
            }
            C::CaseLabelExpr => {
                let (lo, hi) = (tc.case_low(t)?, tc.case_high(t)?);
                match (lo, hi) {
                    (Some(_), Some(_)) => {
                        self.out.push_str("case ");
                        self.expr(lo, spc)?;
                        self.out.push_str(" ... ");
                        self.expr(hi, spc)?;
                    }
                    (Some(_), None) => {
                        self.out.push_str("case ");
                        self.expr(lo, spc)?;
                    }
                    _ => self.out.push_str("default"),
                }
                self.out.push(':');
                End::Expr
            }
            C::TransactionExpr => {
                // TRANSACTION_EXPR_OUTER is the static flag, _RELAXED the public flag.
                self.out.push_str(if tc.flag(t, Flag::Static)? {
                    "__transaction_atomic [[outer]]"
                } else if tc.flag(t, Flag::Public)? {
                    "__transaction_relaxed"
                } else {
                    "__transaction_atomic"
                });
                if let Some(body) = self.op(t, 0)? {
                    self.newline_and_indent(spc);
                    self.out.push('{');
                    self.newline_and_indent(spc + 2);
                    self.node(Some(body), spc + 2, false)?;
                    self.newline_and_indent(spc);
                    self.out.push('}');
                }
                End::Plain
            }
            C::DebugBeginStmt => {
                self.out.push_str("# DEBUG BEGIN STMT");
                End::Expr
            }
            _ => return Ok(None),
        };
        Ok(Some(end))
    }

    /// COND_EXPR: an `if` statement when void (on one line when both arms are gotos or
    /// empty), else `a ? b : c`.
    fn cond_expr(&mut self, t: Tree, spc: usize) -> Result<End> {
        let tc = self.tc;
        let ty = tc.tree_type(t)?;
        if ty.is_some() && ty != Some(tc.void_type_node()) {
            self.expr(self.op(t, 0)?, spc)?;
            self.out.push_str(" ? ");
            self.expr(self.op(t, 1)?, spc)?;
            self.out.push_str(" : ");
            self.expr(self.op(t, 2)?, spc)?;
            return Ok(End::Expr);
        }
        self.out.push_str("if (");
        self.expr(tc.cond_expr_cond(t)?, spc)?;
        self.out.push(')');
        let then = tc.cond_expr_then(t)?;
        let els = tc.cond_expr_else(t)?;
        let simple = |p: &Self, arm: Option<Tree>| -> Result<bool> {
            Ok(match arm {
                Some(a) => p.is_empty_stmt(a)? || tc.tree_code(a)? == C::GotoExpr,
                None => false,
            })
        };
        if simple(self, then)? && simple(self, els)? {
            self.out.push(' ');
            self.node(then, 0, true)?;
            if let Some(e) = els
                && !self.is_empty_stmt(e)?
            {
                self.out.push_str(" else ");
                self.node(Some(e), 0, true)?;
            }
        } else {
            if then.is_some() {
                self.braced(then, spc, true)?;
            }
            if let Some(e) = els
                && !self.is_empty_stmt(e)?
            {
                self.newline_and_indent(spc);
                self.out.push_str("else");
                self.braced(Some(e), spc, true)?;
            }
        }
        Ok(End::Plain)
    }
}
