//! The C front end's statement-tree plumbing, as `c-decl.cc` and `c-semantics.cc` do it:
//! a stack of statement lists (`push_stmt_list`, `pop_stmt_list`, `add_stmt`), a stack of
//! binding scopes (`push_scope`, `pop_scope`) whose BLOCKs nest as GCC nests them, and
//! compound statements (`c_begin_compound_stmt`, `c_end_compound_stmt`,
//! `c_build_bind_expr`).

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::nodes::store::MiscData;
use crate::{Flag, TreeCode, TreeContext};

use TreeCode as C;

/// One binding scope: its declarations in order, and the BLOCKs of inner scopes that
/// will become its subblocks.
#[derive(Debug, Default)]
pub(super) struct Scope {
    pub(super) decls: Vec<Tree>,
    pub(super) blocks: Vec<Tree>,
    pub(super) function_body: bool,
}

/// The statement lists and scopes under construction.
#[derive(Debug, Default)]
pub(super) struct Stacks {
    pub(super) lists: Vec<Tree>,
    pub(super) scopes: Vec<Scope>,
}

impl Stacks {
    /// `push_stmt_list`.
    pub(super) fn push_stmt_list(&mut self, tc: &mut TreeContext) -> Result<()> {
        self.lists.push(tc.try_alloc_stmt_list()?);
        Ok(())
    }

    /// `add_stmt`: appends to the current list (`append_to_statement_list_force`: a
    /// STATEMENT_LIST is spliced in); a label marks the list STATEMENT_LIST_HAS_LABEL
    /// (TREE_LANG_FLAG_3).
    pub(super) fn add_stmt(&mut self, tc: &mut TreeContext, t: Tree) -> Result<()> {
        let list = *self.lists.last().ok_or_else(|| TreeError::Invalid {
            builder: "add_stmt",
            what: "no statement list is open (the function is finished)".into(),
        })?;
        if matches!(tc.tree_code(t)?, C::LabelExpr | C::CaseLabelExpr) {
            tc.set_flag(list, Flag::LangFlag3, true)?; // STATEMENT_LIST_HAS_LABEL
        }
        tc.append_to_statement_list(list, t)
    }

    /// `pop_stmt_list`: the list, or its only statement when it has exactly one and
    /// TREE_SIDE_EFFECTS; STATEMENT_LIST_HAS_LABEL passes to the enclosing list.
    pub(super) fn pop_stmt_list(&mut self, tc: &mut TreeContext) -> Result<Tree> {
        let list = self.lists.pop().ok_or_else(|| TreeError::Invalid {
            builder: "pop_stmt_list",
            what: "no statement list is open".into(),
        })?;
        if let Some(&outer) = self.lists.last()
            && tc.flag(list, Flag::LangFlag3)?
        {
            tc.set_flag(outer, Flag::LangFlag3, true)?;
        }
        let stmts = tc.statement_list(list)?;
        if tc.tree_side_effects(list)? && stmts.len() == 1 {
            return Ok(stmts[0]);
        }
        Ok(list)
    }

    /// `pop_scope`: a BLOCK when the scope declared something (always for the function
    /// body), with BLOCK_VARS chained in declaration order, the inner scopes' blocks as
    /// BLOCK_SUBBLOCKS (chained by BLOCK_CHAIN, BLOCK_SUPERCONTEXT set) and TREE_USED. A
    /// scope without a block hands its inner blocks to the enclosing scope; the function
    /// body's block becomes DECL_INITIAL of `fndecl`, its BLOCK_SUPERCONTEXT the function.
    pub(super) fn pop_scope(&mut self, tc: &mut TreeContext, fndecl: Tree) -> Result<Option<Tree>> {
        let scope = self.scopes.pop().ok_or_else(|| TreeError::Invalid {
            builder: "pop_scope",
            what: "no scope is open".into(),
        })?;
        let keep = scope.function_body || !scope.decls.is_empty();
        if !keep {
            if let Some(outer) = self.scopes.last_mut() {
                outer.blocks.extend(scope.blocks);
            }
            return Ok(None);
        }
        for w in scope.decls.windows(2) {
            tc.set_tree_chain(w[0], Some(w[1]))?;
        }
        for w in scope.blocks.windows(2) {
            tc.set_block_chain(w[0], Some(w[1]))?;
        }
        let block = tc.build_block(
            scope.decls.first().copied(),
            scope.blocks.first().copied(),
            None,
        )?;
        // GCC numbers blocks only when it writes debug information, after the dump.
        if let MiscData::Block(d) = &mut tc.store.misc_mut(block).data {
            d.number = 0;
        }
        tc.set_flag(block, Flag::Used, true)?;
        for &b in &scope.blocks {
            tc.set_block_supercontext(b, Some(block))?;
        }
        if scope.function_body {
            tc.set_decl_initial(fndecl, Some(block))?;
            tc.set_block_supercontext(block, Some(fndecl))?;
        } else if let Some(outer) = self.scopes.last_mut() {
            outer.blocks.push(block);
        }
        Ok(Some(block))
    }

    /// `c_begin_compound_stmt (true)`.
    pub(super) fn begin_compound(&mut self, tc: &mut TreeContext) -> Result<()> {
        self.push_stmt_list(tc)?;
        self.scopes.push(Scope::default());
        Ok(())
    }

    /// `c_end_compound_stmt (loc, stmt, true)`: the BIND_EXPR of the scope's block, or
    /// the statements themselves when the scope made no block.
    pub(super) fn end_compound(&mut self, tc: &mut TreeContext, fndecl: Tree) -> Result<Tree> {
        let block = self.pop_scope(tc, fndecl)?;
        let body = self.pop_stmt_list(tc)?;
        c_build_bind_expr(tc, block, body)
    }
}

/// `c_build_bind_expr`: a BIND_EXPR (void, TREE_SIDE_EFFECTS) of the block's variables,
/// `body` and the block, or `body` when there is no block.
pub(super) fn c_build_bind_expr(
    tc: &mut TreeContext,
    block: Option<Tree>,
    body: Tree,
) -> Result<Tree> {
    let Some(block) = block else {
        return Ok(body);
    };
    let vars = tc.block_vars(block)?;
    let void = tc.void_type_node();
    let bind = tc.build3(C::BindExpr, Some(void), vars, Some(body), Some(block))?;
    tc.set_tree_side_effects(bind, true)?;
    Ok(bind)
}
