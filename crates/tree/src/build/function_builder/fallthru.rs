//! `block_may_fallthru`: whether control can reach the end of a statement. The C front end
//! asks it before every `break` and `continue` (`c_finish_bc_stmt` leaves the statement out
//! when control cannot get there), so a builder that answers differently from GCC builds
//! a different function.

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{InternalFn, TreeCode, TreeContext};

use TreeCode as C;

/// **Statements: control flow** — `block_may_fallthru`; building whole functions is [`FunctionBuilder`](crate::FunctionBuilder)'s job.
impl TreeContext {
    /// `block_may_fallthru` as the C front end sees it: GCC's answer for the generic
    /// statements (false at the end of a `return`, a `goto`, a call of a `noreturn`
    /// function, a switch that covers every value and whose body cannot fall through, a
    /// COND_EXPR neither of whose arms can, a try-finally either of whose parts cannot…)
    /// and the C hook's for a SWITCH_STMT (false only when it covers every value, holds no
    /// `break` and its body cannot fall through). The last statement of a list decides
    /// (debug markers skipped); an empty list and codes GCC does not know here fall through.
    pub fn block_may_fallthru(&self, t: Tree) -> Result<bool> {
        let Some(last) = self.last_statement(t)? else {
            return Ok(true);
        };
        Ok(match self.tree_code(last)? {
            C::ReturnExpr | C::GotoExpr => false,
            C::SwitchExpr => !self.switch_all_cases_p(last)? || self.operand_falls(last, 1)?,
            C::SwitchStmt => {
                !self.switch_stmt_all_cases_p(last)?
                    || !self.switch_stmt_no_break_p(last)?
                    || self.operand_falls(last, 1)?
            }
            C::CondExpr => self.operand_falls(last, 1)? || self.operand_falls(last, 2)?,
            C::BindExpr | C::TargetExpr => self.operand_falls(last, 1)?,
            C::EhElseExpr | C::CleanupPointExpr => self.operand_falls(last, 0)?,
            C::TryFinallyExpr => self.operand_falls(last, 0)? && self.operand_falls(last, 1)?,
            C::TryCatchExpr => self.try_catch_may_fallthru(last)?,
            C::ModifyExpr => match self.tree_operand(last, 1)? {
                Some(call) if self.tree_code(call)? == C::CallExpr => !self.call_noreturn(call)?,
                _ => true,
            },
            C::CallExpr => !self.call_noreturn(last)?,
            _ => true,
        })
    }

    /// `expr_last`: the last statement of a list (debug markers skipped), the last operand
    /// of a COMPOUND_EXPR chain, or the statement itself.
    fn last_statement(&self, mut t: Tree) -> Result<Option<Tree>> {
        if self.tree_code(t)? == C::StatementList {
            let list = self.statement_list(t)?;
            let found = list
                .iter()
                .rev()
                .find(|&&s| !matches!(self.tree_code(s), Ok(C::DebugBeginStmt)));
            match found {
                Some(&s) => t = s,
                None => return Ok(None),
            }
        }
        while self.tree_code(t)? == C::CompoundExpr {
            match self.tree_operand(t, 1)? {
                Some(next) => t = next,
                None => break,
            }
        }
        Ok(Some(t))
    }

    /// Whether operand `i` may fall through; a missing operand does (GCC reads nothing).
    fn operand_falls(&self, t: Tree, i: usize) -> Result<bool> {
        match self.tree_operand(t, i)? {
            Some(op) => self.block_may_fallthru(op),
            None => Ok(true),
        }
    }

    /// `try_catch_may_fallthru`: the try part falls through, or the handlers are CATCH_EXPRs
    /// one of whose bodies does, or an EH_FILTER_EXPR whose failure action does. Other
    /// handlers end by resuming the exception.
    fn try_catch_may_fallthru(&self, t: Tree) -> Result<bool> {
        if self.operand_falls(t, 0)? {
            return Ok(true);
        }
        let Some(handlers) = self.tree_operand(t, 1)? else {
            return Ok(false);
        };
        let handlers: Vec<Tree> = if self.tree_code(handlers)? == C::StatementList {
            self.statement_list(handlers)?.to_vec()
        } else {
            vec![handlers]
        };
        match handlers.first().map(|&h| self.tree_code(h)).transpose()? {
            Some(C::CatchExpr) => {
                for h in handlers {
                    if self.operand_falls(h, 1)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Some(C::EhFilterExpr) => self.operand_falls(handlers[0], 1),
            _ => Ok(false),
        }
    }

    /// `call_expr_flags (call) & ECF_NORETURN`: a call of a FUNCTION_DECL, or through a
    /// pointer to a function type, marked volatile (GCC's `noreturn`), or of an internal
    /// function that never returns.
    fn call_noreturn(&self, call: Tree) -> Result<bool> {
        let Some(callee) = self.call_expr_fn(call)? else {
            return Ok(self.call_expr_ifn(call)? == Some(InternalFn::AbnormalDispatcher));
        };
        if self.tree_code(callee)? == C::AddrExpr
            && let Some(decl) = self.tree_operand(callee, 0)?
            && self.tree_code(decl)? == C::FunctionDecl
        {
            return self.tree_this_volatile(decl);
        }
        match self.tree_type(callee)? {
            Some(ptr) if self.tree_code(ptr)? == C::PointerType => match self.tree_type(ptr)? {
                Some(fn_type) => self.tree_this_volatile(fn_type),
                None => Ok(false),
            },
            _ => Ok(false),
        }
    }
}
