//! Statement lists of the shapes GCC's front ends make. [`append_to_statement_list`]
//! and the `tsi_link_*` functions splice: a STATEMENT_LIST given to them contributes its
//! statements, never itself, as GCC's `tsi_link_before` / `tsi_link_after` do. A list
//! *inside* a list — what `c_genericize` leaves where a loop was — comes from replacing a
//! statement in place ([`tsi_set_stmt`](TreeContext::tsi_set_stmt), GCC's
//! `*tsi_stmt_ptr (i) = t`). GCC's `append_to_statement_list (t, &list)` on a list that
//! may still be NULL_TREE is [`append_to_statement_list_opt`](TreeContext::append_to_statement_list_opt).
//!
//! [`append_to_statement_list`]: TreeContext::append_to_statement_list

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::nodes::store::MiscData;
use crate::{TreeCode, TreeContext};

use TreeCode as C;

/// **Statement lists** — nesting and GCC's NULL-list append (`tree-iterator.h`; GCC internals manual: *GENERIC › Statements › Statement Sequences*).
impl TreeContext {
    /// `*tsi_stmt_ptr (i) = s`: replaces statement `i` of a STATEMENT_LIST without
    /// splicing, so a STATEMENT_LIST put there stays nested (TREE_SIDE_EFFECTS of the
    /// list is left as it was, as GCC leaves it).
    #[doc(alias = "tsi_stmt_ptr")]
    pub fn tsi_set_stmt(&mut self, list: Tree, i: usize, s: Tree) -> Result<()> {
        let len = self.statement_list(list)?.len();
        self.code_for(s, "tsi_stmt_ptr")?;
        if s == list || i >= len {
            return Err(self.operand_range("tsi_stmt_ptr", list, i, len));
        }
        if let MiscData::Stmts(v) = &mut self.store.misc_mut(list).data {
            v[i] = s;
        }
        Ok(())
    }

    /// GCC's `append_to_statement_list (t, &list)` where `list` may be NULL_TREE: `t` is
    /// dropped unless it has TREE_SIDE_EFFECTS or is a STATEMENT_LIST; a NULL list becomes
    /// `t` itself when `t` is a STATEMENT_LIST, else a new list holding `t`; a `list` that
    /// is not a STATEMENT_LIST becomes the first statement of a new one. Splices like
    /// [`append_to_statement_list`](Self::append_to_statement_list).
    pub fn append_to_statement_list_opt(
        &mut self,
        list: &mut Option<Tree>,
        t: Option<Tree>,
    ) -> Result<()> {
        let Some(t) = t else { return Ok(()) };
        let is_list = self.tree_code(t)? == C::StatementList;
        if !is_list && !self.tree_side_effects(t)? {
            return Ok(());
        }
        let l = match *list {
            None if is_list => {
                *list = Some(t);
                return Ok(());
            }
            None => self.try_alloc_stmt_list()?,
            Some(l) if self.tree_code(l)? != C::StatementList => {
                let new = self.try_alloc_stmt_list()?;
                self.append_to_statement_list(new, l)?;
                new
            }
            Some(l) => l,
        };
        *list = Some(l);
        self.append_to_statement_list(l, t)
    }
}
