//! Control flow as the C parser builds it (`c-parser.cc`, `c-typeck.cc`): each statement
//! in a compound statement of its own (`c_begin_compound_stmt (flag_isoc99)`), conditions
//! through `c_objc_common_truthvalue_conversion`, bodies as C99 block statements, `if` as
//! a COND_EXPR, loops and `switch` as WHILE_STMT / DO_STMT / FOR_STMT / SWITCH_STMT for
//! [`TreeContext::c_genericize`](crate::TreeContext::c_genericize) to lower.

use num_bigint::BigInt;
use num_traits::One;

use super::{FunctionBuilder, Open};
use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::{TreeCode, TreeContext};

use TreeCode as C;

impl FunctionBuilder<'_> {
    /// `if (cond)`: opens the `then` arm. Close with [`end_if`](Self::end_if), after an
    /// optional [`else_`](Self::else_).
    pub fn begin_if(&mut self, cond: Tree) -> Result<()> {
        self.stacks.begin_compound(self.tc)?;
        let cond = self.tc.c_truthvalue_conversion(cond)?;
        self.stacks.begin_compound(self.tc)?;
        self.open.push(Open::If { cond, then: None });
        Ok(())
    }

    /// `else`: closes the `then` arm and opens the `else` arm.
    pub fn else_(&mut self) -> Result<()> {
        self.expect_open("else_", |o| matches!(o, Open::If { then: None, .. }))?;
        let arm = self.stacks.end_compound(self.tc, self.fndecl)?;
        if let Some(Open::If { then, .. }) = self.open.last_mut() {
            *then = Some(arm);
        }
        self.stacks.begin_compound(self.tc)?;
        Ok(())
    }

    /// Closes the `if`: a COND_EXPR (void) of the condition and the arms (`else` arm
    /// NULL_TREE when there was none), each arm its statement, a BIND_EXPR, or a
    /// STATEMENT_LIST (`c_finish_if_stmt`).
    pub fn end_if(&mut self) -> Result<()> {
        self.expect_open("end_if", |o| matches!(o, Open::If { .. }))?;
        let Some(Open::If { cond, then }) = self.open.pop() else {
            unreachable!("checked by expect_open")
        };
        let last = self.stacks.end_compound(self.tc, self.fndecl)?;
        let (then_arm, else_arm) = match then {
            Some(t) => (t, Some(last)),
            None => (last, None),
        };
        let void = self.tc.void_type_node();
        let stmt = self.tc.build3(
            C::CondExpr,
            Some(void),
            Some(cond),
            Some(then_arm),
            else_arm,
        )?;
        self.add_stmt(stmt)?;
        let outer = self.stacks.end_compound(self.tc, self.fndecl)?;
        self.add_stmt(outer)
    }

    /// `if (cond) then_arm`.
    pub fn if_then(
        &mut self,
        cond: Tree,
        then_arm: impl FnOnce(&mut Self) -> Result<()>,
    ) -> Result<()> {
        self.begin_if(cond)?;
        then_arm(self)?;
        self.end_if()
    }

    /// `if (cond) then_arm else else_arm`.
    pub fn if_then_else(
        &mut self,
        cond: Tree,
        then_arm: impl FnOnce(&mut Self) -> Result<()>,
        else_arm: impl FnOnce(&mut Self) -> Result<()>,
    ) -> Result<()> {
        self.begin_if(cond)?;
        then_arm(self)?;
        self.else_()?;
        else_arm(self)?;
        self.end_if()
    }

    /// `while (cond)`: opens the body; close with [`end_while`](Self::end_while).
    pub fn begin_while(&mut self, cond: Tree) -> Result<()> {
        self.stacks.begin_compound(self.tc)?;
        let cond = self.tc.c_truthvalue_conversion(cond)?;
        self.stacks.begin_compound(self.tc)?;
        self.open.push(Open::While { cond });
        Ok(())
    }

    /// Closes the `while` loop (a WHILE_STMT until `finish` lowers it).
    pub fn end_while(&mut self) -> Result<()> {
        self.expect_open("end_while", |o| matches!(o, Open::While { .. }))?;
        let Some(Open::While { cond }) = self.open.pop() else {
            unreachable!("checked by expect_open")
        };
        let body = self.stacks.end_compound(self.tc, self.fndecl)?;
        let stmt = self.tc.build2(C::WhileStmt, None, Some(cond), Some(body))?;
        self.close_loop(stmt)
    }

    /// `while (cond) body`.
    pub fn while_loop(
        &mut self,
        cond: Tree,
        body: impl FnOnce(&mut Self) -> Result<()>,
    ) -> Result<()> {
        self.begin_while(cond)?;
        body(self)?;
        self.end_while()
    }

    /// `do`: opens the body; close with [`end_do`](Self::end_do).
    pub fn begin_do(&mut self) -> Result<()> {
        self.stacks.begin_compound(self.tc)?;
        self.stacks.begin_compound(self.tc)?;
        self.open.push(Open::Do);
        Ok(())
    }

    /// `while (cond);` closing a `do` loop (a DO_STMT until `finish` lowers it).
    pub fn end_do(&mut self, cond: Tree) -> Result<()> {
        self.expect_open("end_do", |o| matches!(o, Open::Do))?;
        self.open.pop();
        let body = self.stacks.end_compound(self.tc, self.fndecl)?;
        let cond = self.tc.c_truthvalue_conversion(cond)?;
        let stmt = self.tc.build2(C::DoStmt, None, Some(cond), Some(body))?;
        self.close_loop(stmt)
    }

    /// `for (`: opens the loop's scope, where the init clause's declarations and
    /// statements go ([`declare`](Self::declare), [`expr_stmt`](Self::expr_stmt)); then
    /// [`for_body`](Self::for_body) and [`end_for`](Self::end_for).
    pub fn begin_for(&mut self) -> Result<()> {
        self.stacks.begin_compound(self.tc)?;
        self.open.push(Open::For { parts: None });
        Ok(())
    }

    /// `; cond; incr)`: the condition (none: forever) and the increment, then opens the
    /// body.
    pub fn for_body(&mut self, cond: Option<Tree>, incr: Option<Tree>) -> Result<()> {
        self.expect_open("for_body", |o| matches!(o, Open::For { parts: None }))?;
        let cond = cond
            .map(|c| self.tc.c_truthvalue_conversion(c))
            .transpose()?;
        let incr = match incr {
            Some(i) if self.tc.tree_code(i)?.is_decl() || self.tc.tree_code(i)?.is_constant() => {
                let ty = self.tc.tree_type(i)?;
                Some(self.tc.build1(C::NopExpr, ty, Some(i))?)
            }
            other => other,
        };
        if let Some(Open::For { parts }) = self.open.last_mut() {
            *parts = Some((cond, incr));
        }
        self.stacks.begin_compound(self.tc)?;
        Ok(())
    }

    /// Closes the `for` loop (a FOR_STMT until `finish` lowers it).
    pub fn end_for(&mut self) -> Result<()> {
        self.expect_open("end_for", |o| matches!(o, Open::For { parts: Some(_) }))?;
        let Some(Open::For {
            parts: Some((cond, incr)),
        }) = self.open.pop()
        else {
            unreachable!("checked by expect_open")
        };
        let body = self.stacks.end_compound(self.tc, self.fndecl)?;
        let stmt = self
            .tc
            .build(C::ForStmt, None, &[None, cond, incr, Some(body), None])?;
        self.close_loop(stmt)
    }

    /// `for (init; cond; incr) body`: `init` adds the init clause and returns the
    /// condition, the increment and a value for the body (say, the loop variable).
    pub fn for_loop<T>(
        &mut self,
        init: impl FnOnce(&mut Self) -> Result<(Option<Tree>, Option<Tree>, T)>,
        body: impl FnOnce(&mut Self, T) -> Result<()>,
    ) -> Result<()> {
        self.begin_for()?;
        let (cond, incr, value) = init(self)?;
        self.for_body(cond, incr)?;
        body(self, value)?;
        self.end_for()
    }

    /// Adds a loop statement and closes the loop's own compound statement.
    fn close_loop(&mut self, stmt: Tree) -> Result<()> {
        self.add_stmt(stmt)?;
        let outer = self.stacks.end_compound(self.tc, self.fndecl)?;
        self.add_stmt(outer)
    }

    /// `switch (cond)`: opens the body, where [`case_label`](Self::case_label) adds
    /// labels; close with [`end_switch`](Self::end_switch). The condition gets the
    /// default conversion; SWITCH_STMT_TYPE is its type before.
    pub fn begin_switch(&mut self, cond: Tree) -> Result<()> {
        self.stacks.begin_compound(self.tc)?;
        let value = self.tc.convert_lvalue_to_rvalue(cond)?;
        let orig_type = self.tc.type_of(value, "c_start_switch")?;
        if self.tc.scalar_kind(orig_type)? != crate::c_build::Kind::Int {
            return Err(TreeError::Invalid {
                builder: "c_start_switch",
                what: "switch quantity not an integer".into(),
            });
        }
        let cond = self.tc.default_conversion(value)?;
        let stmt = self.tc.build(
            C::SwitchStmt,
            None,
            &[Some(cond), None, Some(orig_type), None],
        )?;
        self.add_stmt(stmt)?;
        self.stacks.begin_compound(self.tc)?;
        self.open.push(Open::Switch {
            stmt,
            cases: Vec::new(),
            default: false,
            break_seen: false,
        });
        Ok(())
    }

    /// `case low:`, `case low ... high:` or (`low` None) `default:` in the innermost
    /// switch: a CASE_LABEL_EXPR of a new artificial label, the values converted to the
    /// controlling expression's type (`c_add_case_label`). Duplicate values are an error.
    pub fn case_label(&mut self, low: Option<Tree>, high: Option<Tree>) -> Result<()> {
        let Some((stmt, _)) = self.innermost_switch() else {
            return Err(TreeError::Invalid {
                builder: "do_case",
                what: "case label not within a switch statement".into(),
            });
        };
        let cond = self.tc.switch_stmt_cond(stmt)?.ok_or(TreeError::Null {
            accessor: "SWITCH_STMT_COND",
        })?;
        let ty = self.tc.type_of(cond, "c_add_case_label")?;
        let label = self
            .tc
            .create_artificial_label(Location::UNKNOWN, Some(self.fndecl))?;
        let low = low.map(|v| self.tc.c_convert(ty, v)).transpose()?;
        let mut high = high.map(|v| self.tc.c_convert(ty, v)).transpose()?;
        if let (Some(l), Some(h)) = (low, high)
            && self.tc.tree_int_cst_equal(l, h)?
        {
            high = None;
        }
        self.record_case(low, high)?;
        let case = self.tc.build_case_label(low, high, label)?;
        self.add_stmt(case)
    }

    /// Notes a case in the innermost switch, refusing duplicates and overlaps.
    fn record_case(&mut self, low: Option<Tree>, high: Option<Tree>) -> Result<()> {
        let value = |tc: &TreeContext, t: Tree| tc.int_cst_value(t);
        let range = match low {
            Some(l) => Some((value(self.tc, l)?, value(self.tc, high.unwrap_or(l))?)),
            None => None,
        };
        let mut existing = Vec::new();
        if let Some(Open::Switch { cases, .. }) = self
            .open
            .iter()
            .rev()
            .find(|o| matches!(o, Open::Switch { .. }))
        {
            for &(l, h) in cases {
                existing.push((value(self.tc, l)?, value(self.tc, h.unwrap_or(l))?));
            }
        }
        let Some(Open::Switch { cases, default, .. }) = self
            .open
            .iter_mut()
            .rev()
            .find(|o| matches!(o, Open::Switch { .. }))
        else {
            return Ok(());
        };
        let duplicate = match &range {
            None => *default,
            Some((lo, hi)) => existing.iter().any(|(a, b)| lo <= b && a <= hi),
        };
        if duplicate {
            return Err(TreeError::Invalid {
                builder: "c_add_case_label",
                what: "duplicate (or overlapping) case value".into(),
            });
        }
        match low {
            Some(l) => cases.push((l, high)),
            None => *default = true,
        }
        Ok(())
    }

    /// Closes the switch: SWITCH_STMT_BODY, SWITCH_STMT_ALL_CASES_P (a `default:`, or
    /// cases covering the type's whole range) and SWITCH_STMT_NO_BREAK_P.
    pub fn end_switch(&mut self) -> Result<()> {
        self.expect_open("end_switch", |o| matches!(o, Open::Switch { .. }))?;
        let Some(Open::Switch {
            stmt,
            cases,
            default,
            break_seen,
        }) = self.open.pop()
        else {
            unreachable!("checked by expect_open")
        };
        let body = self.stacks.end_compound(self.tc, self.fndecl)?;
        self.tc.set_switch_stmt_body(stmt, Some(body))?;
        let ty = self.tc.switch_stmt_type(stmt)?;
        let all = default || self.covers_all_cases(&cases, ty)?;
        self.tc.set_switch_stmt_all_cases_p(stmt, all)?;
        self.tc.set_switch_stmt_no_break_p(stmt, !break_seen)?;
        let outer = self.stacks.end_compound(self.tc, self.fndecl)?;
        self.add_stmt(outer)
    }

    /// `c_switch_covers_all_cases_p` without a default: the cases, sorted, run from
    /// TYPE_MIN_VALUE to TYPE_MAX_VALUE without a gap.
    fn covers_all_cases(&self, cases: &[(Tree, Option<Tree>)], ty: Option<Tree>) -> Result<bool> {
        let Some(ty) = ty else { return Ok(false) };
        let (Some(min), Some(max)) = (self.tc.type_min_value(ty)?, self.tc.type_max_value(ty)?)
        else {
            return Ok(false);
        };
        let mut ranges = cases
            .iter()
            .map(|&(l, h)| {
                Ok((
                    self.tc.int_cst_value(l)?,
                    self.tc.int_cst_value(h.unwrap_or(l))?,
                ))
            })
            .collect::<Result<Vec<(BigInt, BigInt)>>>()?;
        ranges.sort();
        let mut next = self.tc.int_cst_value(min)?;
        for (lo, hi) in ranges {
            if lo != next {
                return Ok(false);
            }
            next = hi + BigInt::one();
        }
        Ok(next == self.tc.int_cst_value(max)? + BigInt::one())
    }

    /// The innermost open switch, and whether a loop is open inside it.
    fn innermost_switch(&self) -> Option<(Tree, bool)> {
        let mut loop_inside = false;
        for o in self.open.iter().rev() {
            match o {
                Open::Switch { stmt, .. } => return Some((*stmt, loop_inside)),
                Open::While { .. } | Open::Do | Open::For { parts: Some(_) } => loop_inside = true,
                _ => {}
            }
        }
        None
    }

    /// `break;`: a BREAK_STMT, left out when the statement before it cannot fall through
    /// (`c_finish_bc_stmt`: a `break` after a `return`).
    pub fn break_stmt(&mut self) -> Result<()> {
        let innermost = self.open.iter().rev().find(|o| {
            matches!(
                o,
                Open::Switch { .. } | Open::While { .. } | Open::Do | Open::For { parts: Some(_) }
            )
        });
        match innermost {
            None => Err(TreeError::Invalid {
                builder: "c_finish_bc_stmt",
                what: "break statement not within loop or switch".into(),
            }),
            Some(_) => {
                if let Some(Open::Switch { break_seen, .. }) =
                    self.open.iter_mut().rev().find(|o| {
                        matches!(
                            o,
                            Open::Switch { .. }
                                | Open::While { .. }
                                | Open::Do
                                | Open::For { parts: Some(_) }
                        )
                    })
                {
                    *break_seen = true;
                }
                self.bc_stmt(C::BreakStmt)
            }
        }
    }

    /// `continue;`: a CONTINUE_STMT (left out after a statement that cannot fall through).
    pub fn continue_stmt(&mut self) -> Result<()> {
        let in_loop = self.open.iter().any(|o| {
            matches!(
                o,
                Open::While { .. } | Open::Do | Open::For { parts: Some(_) }
            )
        });
        if !in_loop {
            return Err(TreeError::Invalid {
                builder: "c_finish_bc_stmt",
                what: "continue statement not within a loop".into(),
            });
        }
        self.bc_stmt(C::ContinueStmt)
    }

    fn bc_stmt(&mut self, code: TreeCode) -> Result<()> {
        let list = *self.stacks.lists.last().ok_or_else(|| TreeError::Invalid {
            builder: "c_finish_bc_stmt",
            what: "no statement list is open".into(),
        })?;
        if !self.tc.block_may_fallthru(list)? {
            return Ok(());
        }
        let stmt = self.tc.build0(code, None)?;
        self.add_stmt(stmt)
    }
}
