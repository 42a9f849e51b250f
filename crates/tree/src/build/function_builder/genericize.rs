//! `c_genericize`: the C front end's lowering of its own statement codes (FOR_STMT,
//! WHILE_STMT, DO_STMT, SWITCH_STMT, BREAK_STMT, CONTINUE_STMT) to GENERIC's labels,
//! gotos and SWITCH_EXPRs, as GCC 12's `c-gimplify.cc` does it before the .original dump
//! (`c_genericize_control_stmt`, `genericize_c_loop`).

use std::collections::HashSet;

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::{Flag, TreeCode, TreeContext};

use TreeCode as C;

/// `PRED_CONTINUE`'s number in GCC 12's `predict.def`.
const PRED_CONTINUE: i64 = 14;

/// The break and continue label stacks (`bc_label`).
struct Lowering {
    fndecl: Tree,
    breaks: Vec<Tree>,
    continues: Vec<Tree>,
    seen: HashSet<Tree>,
}

#[derive(Clone, Copy)]
enum Bc {
    Break,
    Continue,
}

/// **Functions: genericization** — `c_genericize` lowers the C front end's loop, switch, break and continue statements (GCC internals manual: *GENERIC › Functions*, *Statements › Jumps*).
impl TreeContext {
    /// `c_genericize`: lowers the C statement codes in DECL_SAVED_TREE of `fndecl` in
    /// place, walking the body in GCC's order (so artificial labels get DECL_UIDs in
    /// GCC's order). A loop becomes a STATEMENT_LIST that takes the loop's place in its
    /// enclosing list (GCC replaces, it does not splice): `goto <entry>` (to the continue
    /// label when there is no increment), the top label, the body, the continue label
    /// if a `continue` used it, the increment, the entry label, `if (cond) goto <top>;
    /// else goto <break>;`, the break label if used. A zero condition drops the loop; a
    /// nonzero or missing one makes the exit an unconditional `goto <top>`. `break` is a
    /// GOTO_EXPR, `continue` a PREDICT_EXPR (continue predictor, not taken) and a
    /// GOTO_EXPR, a SWITCH_STMT a SWITCH_EXPR of its type. Break labels carry
    /// LABEL_DECL_BREAK (DECL_LANG_FLAG_0), continue labels LABEL_DECL_CONTINUE
    /// (DECL_LANG_FLAG_1); every label is DECL_ARTIFICIAL, DECL_IGNORED_P and TREE_USED
    /// once a goto names it.
    pub fn c_genericize(&mut self, fndecl: Tree) -> Result<()> {
        self.check_codes(fndecl, &[C::FunctionDecl], "c_genericize")?;
        let Some(body) = self.decl_saved_tree(fndecl)? else {
            return Ok(());
        };
        let mut st = Lowering {
            fndecl,
            breaks: Vec::new(),
            continues: Vec::new(),
            seen: HashSet::new(),
        };
        let body = self.lower(body, &mut st)?;
        self.set_decl_saved_tree(fndecl, Some(body))
    }

    /// `walk_tree` with `c_genericize_control_r`: the node's replacement.
    fn lower(&mut self, t: Tree, st: &mut Lowering) -> Result<Tree> {
        let code = self.tree_code(t)?;
        match code {
            C::ForStmt => {
                let [_init, cond, incr, body, _scope] = self.ops5(t)?;
                self.lower_loop(cond, body, incr, true, st)
            }
            C::WhileStmt => {
                let (cond, body) = (self.tree_operand(t, 0)?, self.tree_operand(t, 1)?);
                self.lower_loop(cond, body, None, true, st)
            }
            C::DoStmt => {
                let (cond, body) = (self.tree_operand(t, 0)?, self.tree_operand(t, 1)?);
                self.lower_loop(cond, body, None, false, st)
            }
            C::SwitchStmt => self.lower_switch(t, st),
            C::BreakStmt => {
                let label = self.bc_label(Bc::Break, st)?;
                self.build_goto(label)
            }
            C::ContinueStmt => {
                let label = self.bc_label(Bc::Continue, st)?;
                let int = self.integer_type_node();
                let which = self.build_int_cst(Some(int), PRED_CONTINUE)?;
                let void = self.void_type_node();
                let pred = self.build1(C::PredictExpr, Some(void), Some(which))?;
                let list = self.try_alloc_stmt_list()?;
                self.append_to_statement_list(list, pred)?;
                let jump = self.build_goto(label)?;
                self.append_to_statement_list(list, jump)?;
                Ok(list)
            }
            _ => {
                if st.seen.insert(t) {
                    self.lower_children(t, code, st)?;
                }
                Ok(t)
            }
        }
    }

    fn ops5(&self, t: Tree) -> Result<[Option<Tree>; 5]> {
        let ops = self.operands(t)?;
        Ok([ops[0], ops[1], ops[2], ops[3], ops[4]])
    }

    /// The walk into a node that stays: statement lists element by element (with
    /// c_genericize_control_stmt's TREE_SIDE_EFFECTS clean-up), expressions operand by
    /// operand; declarations, types and constants are not entered.
    fn lower_children(&mut self, t: Tree, code: TreeCode, st: &mut Lowering) -> Result<()> {
        if code == C::StatementList {
            let had_effects = self.tree_side_effects(t)?;
            let mut nondebug = 0;
            let mut clear = true;
            for i in 0..self.statement_list(t)?.len() {
                let s = self.statement_list(t)?[i];
                let is_debug = self.tree_code(s)? == C::DebugBeginStmt;
                if !is_debug && nondebug < 2 {
                    nondebug += 1;
                }
                let new = self.lower(s, st)?;
                self.tsi_set_stmt(t, i, new)?;
                if !is_debug && (nondebug > 1 || self.tree_side_effects(new)?) {
                    clear = false;
                }
            }
            if had_effects && clear {
                self.set_tree_side_effects(t, false)?;
            }
            return Ok(());
        }
        if code.is_decl() || code.is_type() || code.is_constant() {
            return Ok(());
        }
        let Ok(n) = self.operands(t).map(<[_]>::len) else {
            return Ok(());
        };
        for i in 0..n {
            if let Some(op) = self.operands(t)?[i] {
                let new = self.lower(op, st)?;
                if new != op {
                    self.set_tree_operand(t, i, Some(new))?;
                }
            }
        }
        Ok(())
    }

    /// `genericize_c_loop`.
    fn lower_loop(
        &mut self,
        cond: Option<Tree>,
        body: Option<Tree>,
        incr: Option<Tree>,
        cond_is_first: bool,
        st: &mut Lowering,
    ) -> Result<Tree> {
        let cond = cond.map(|c| self.lower(c, st)).transpose()?;
        let incr = incr.map(|c| self.lower(c, st)).transpose()?;
        let blab = self.begin_bc(Bc::Break, st)?;
        let clab = self.begin_bc(Bc::Continue, st)?;
        let body = body.map(|b| self.lower(b, st)).transpose()?;
        let mut list = None;
        let mut entry = None;
        let mut exit = None;
        if cond.is_some_and(|c| self.integer_zerop(Some(c))) {
            if cond_is_first {
                let label = self.bc_label(Bc::Break, st)?;
                let g = self.build_goto(label)?;
                self.append_to_statement_list_opt(&mut list, Some(g))?;
            }
        } else {
            let top_label = self.create_artificial_label(Location::UNKNOWN, Some(st.fndecl))?;
            let void = self.void_type_node();
            let top = self.build1(C::LabelExpr, Some(void), Some(top_label))?;
            let mut jump_top = self.build_goto(top_label)?;
            if let Some(c) = cond.filter(|&c| !self.integer_nonzerop(c)) {
                if cond_is_first {
                    let first = if incr.is_some() {
                        let l = self.create_artificial_label(Location::UNKNOWN, Some(st.fndecl))?;
                        entry = Some(self.build1(C::LabelExpr, Some(void), Some(l))?);
                        self.build_goto(l)?
                    } else {
                        let l = self.bc_label(Bc::Continue, st)?;
                        self.build_goto(l)?
                    };
                    self.append_to_statement_list_opt(&mut list, Some(first))?;
                }
                let l = self.bc_label(Bc::Break, st)?;
                let out = self.build_goto(l)?;
                jump_top =
                    self.build3(C::CondExpr, Some(void), Some(c), Some(jump_top), Some(out))?;
            }
            exit = Some(jump_top);
            self.append_to_statement_list_opt(&mut list, Some(top))?;
        }
        self.append_to_statement_list_opt(&mut list, body)?;
        self.finish_bc(&mut list, Bc::Continue, clab, st)?;
        self.append_to_statement_list_opt(&mut list, incr)?;
        self.append_to_statement_list_opt(&mut list, entry)?;
        self.append_to_statement_list_opt(&mut list, exit)?;
        self.finish_bc(&mut list, Bc::Break, blab, st)?;
        match list {
            Some(l) => Ok(l),
            None => self.build_empty_stmt(),
        }
    }

    /// `genericize_switch_stmt`.
    fn lower_switch(&mut self, t: Tree, st: &mut Lowering) -> Result<Tree> {
        let body = match self.switch_stmt_body(t)? {
            Some(b) => b,
            None => self.build_empty_stmt()?,
        };
        let cond = self.switch_stmt_cond(t)?;
        let ty = self.switch_stmt_type(t)?;
        let cond = cond.map(|c| self.lower(c, st)).transpose()?;
        let blab = self.begin_bc(Bc::Break, st)?;
        let body = self.lower(body, st)?;
        if self.tree_used(blab)? {
            self.set_flag(blab, Flag::Protected, true)?; // SWITCH_BREAK_LABEL_P
        }
        let mut body = Some(body);
        self.finish_bc(&mut body, Bc::Break, blab, st)?;
        let s = self.build2(C::SwitchExpr, ty, cond, body)?;
        let all = self.switch_stmt_all_cases_p(t)?;
        self.set_switch_all_cases_p(s, all)?;
        Ok(s)
    }

    /// `begin_bc_block`.
    fn begin_bc(&mut self, bc: Bc, st: &mut Lowering) -> Result<Tree> {
        let label = self.create_artificial_label(Location::UNKNOWN, Some(st.fndecl))?;
        match bc {
            Bc::Break => {
                self.set_decl_lang_flag_0(label, true)?; // LABEL_DECL_BREAK
                st.breaks.push(label);
            }
            Bc::Continue => {
                self.set_decl_lang_flag_1(label, true)?; // LABEL_DECL_CONTINUE
                st.continues.push(label);
            }
        }
        Ok(label)
    }

    /// `get_bc_label`: the innermost label, marked TREE_USED.
    fn bc_label(&mut self, bc: Bc, st: &mut Lowering) -> Result<Tree> {
        let (stack, what) = match bc {
            Bc::Break => (&st.breaks, "break statement not within loop or switch"),
            Bc::Continue => (&st.continues, "continue statement not within a loop"),
        };
        let label = *stack.last().ok_or_else(|| TreeError::Invalid {
            builder: "c_genericize",
            what: what.into(),
        })?;
        self.set_tree_used(label, true)?;
        Ok(label)
    }

    /// `finish_bc_block`: the label's LABEL_EXPR appended when something jumped to it.
    fn finish_bc(
        &mut self,
        list: &mut Option<Tree>,
        bc: Bc,
        label: Tree,
        st: &mut Lowering,
    ) -> Result<()> {
        match bc {
            Bc::Break => st.breaks.pop(),
            Bc::Continue => st.continues.pop(),
        };
        if self.tree_used(label)? {
            let void = self.void_type_node();
            let l = self.build1(C::LabelExpr, Some(void), Some(label))?;
            self.append_to_statement_list_opt(list, Some(l))?;
        }
        Ok(())
    }

    /// `build_empty_stmt`: `(void) 0` (a NOP_EXPR of `size_zero_node`).
    pub fn build_empty_stmt(&mut self) -> Result<Tree> {
        let void = self.void_type_node();
        let zero = self.size_int(0)?;
        self.build1(C::NopExpr, Some(void), Some(zero))
    }

    /// A GOTO_EXPR to `label`.
    fn build_goto(&mut self, label: Tree) -> Result<Tree> {
        let void = self.void_type_node();
        self.build1(C::GotoExpr, Some(void), Some(label))
    }

    /// `integer_nonzerop`.
    pub fn integer_nonzerop(&self, t: Tree) -> bool {
        self.tree_code(t).ok() == Some(C::IntegerCst) && !self.integer_zerop(Some(t))
    }
}
