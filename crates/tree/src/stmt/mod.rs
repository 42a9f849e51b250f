//! Statements: STATEMENT_LIST with iteration and insertion, BIND_EXPR / BLOCK scopes,
//! CONSTRUCTOR, OpenMP clauses, and the operand accessors named after GCC's macros
//! (BIND_EXPR_BODY, COND_EXPR_COND, SWITCH_COND, CASE_LOW, ASM_STRING, OMP_BODY, FOR_BODY …).

pub(crate) mod omp;
pub(crate) mod omp_kinds;

use crate::access::Check;
use crate::codes::omp::OMP_LOOP_CODES;
use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::nodes::store::{MiscData, MiscRec};
use crate::{Flag, OmpClauseCode, TreeCode, TreeContext};

use TreeCode as C;

/// Operand accessors: `getter, setter, "GCC_MACRO", check, operand index;`.
macro_rules! operand_accessors {
    ($($get:ident, $set:ident, $gcc:literal, $check:expr, $i:literal $(, [$($alias:literal),*])?;)*) => {
        /// **Statements: operands by name** — BIND_EXPR_*, COND_EXPR_*, SWITCH_*, CASE_*, LOOP_EXPR_BODY, … (GCC internals manual: *GENERIC › Statements*).
        impl TreeContext {
            $(
                #[doc = concat!("`", $gcc, "` (operand ", stringify!($i), ").")]
                #[doc(alias = $gcc)]
                $($(#[doc(alias = $alias)])*)?
                pub fn $get(&self, t: Tree) -> Result<Option<Tree>> {
                    self.check(t, $check, $gcc)?;
                    self.named_operand(t, $i, $gcc)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                pub fn $set(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
                    self.check(t, $check, $gcc)?;
                    self.set_named_operand(t, $i, v, $gcc)
                }
            )*
        }
    };
}

const fn codes(c: &'static [TreeCode]) -> Check {
    Check::Codes(c)
}

/// OMP_BODY: OACC_PARALLEL … OMP_MASTER in tree.def order.
const OMP_BODY_CODES: &[TreeCode] = &[
    C::OaccParallel,
    C::OaccKernels,
    C::OaccSerial,
    C::OaccData,
    C::OaccHostData,
    C::OmpParallel,
    C::OmpTask,
    C::OmpFor,
    C::OmpSimd,
    C::OmpDistribute,
    C::OmpTaskloop,
    C::OmpLoop,
    C::OaccLoop,
    C::OmpTeams,
    C::OmpTargetData,
    C::OmpTarget,
    C::OmpSections,
    C::OmpOrdered,
    C::OmpCritical,
    C::OmpSingle,
    C::OmpScope,
    C::OmpTaskgroup,
    C::OmpMasked,
    C::OmpScan,
    C::OmpSection,
    C::OmpMaster,
    C::OmpStructuredBlock,
];
/// OMP_CLAUSES: OACC_PARALLEL … OMP_SCAN, the leading part of [`OMP_BODY_CODES`] (the codes
/// after OMP_SCAN have a body but no clauses).
const OMP_CLAUSES_CODES: &[TreeCode] = OMP_BODY_CODES.split_at(OMP_WITH_CLAUSES).0;
/// How many of [`OMP_BODY_CODES`], from the start, also have OMP_CLAUSES (up to OMP_SCAN).
const OMP_WITH_CLAUSES: usize = 24;
const _: () = assert!(matches!(OMP_BODY_CODES[OMP_WITH_CLAUSES - 1], C::OmpScan));
/// OMP_STANDALONE_CLAUSES: OACC_CACHE … OMP_TARGET_EXIT_DATA.
const OMP_STANDALONE_CODES: &[TreeCode] = &[
    C::OaccCache,
    C::OaccDeclare,
    C::OaccEnterData,
    C::OaccExitData,
    C::OaccUpdate,
    C::OmpTargetUpdate,
    C::OmpTargetEnterData,
    C::OmpTargetExitData,
];

operand_accessors! {
    bind_expr_vars, set_bind_expr_vars, "BIND_EXPR_VARS", codes(&[C::BindExpr]), 0;
    bind_expr_body, set_bind_expr_body, "BIND_EXPR_BODY", codes(&[C::BindExpr]), 1;
    bind_expr_block, set_bind_expr_block, "BIND_EXPR_BLOCK", codes(&[C::BindExpr]), 2;
    cond_expr_cond, set_cond_expr_cond, "COND_EXPR_COND", codes(&[C::CondExpr]), 0;
    cond_expr_then, set_cond_expr_then, "COND_EXPR_THEN", codes(&[C::CondExpr]), 1;
    cond_expr_else, set_cond_expr_else, "COND_EXPR_ELSE", codes(&[C::CondExpr]), 2;
    loop_expr_body, set_loop_expr_body, "LOOP_EXPR_BODY", codes(&[C::LoopExpr]), 0;
    exit_expr_cond, set_exit_expr_cond, "EXIT_EXPR_COND", codes(&[C::ExitExpr]), 0;
    switch_cond, set_switch_cond, "SWITCH_COND", codes(&[C::SwitchExpr]), 0;
    switch_body, set_switch_body, "SWITCH_BODY", codes(&[C::SwitchExpr]), 1;
    case_low, set_case_low, "CASE_LOW", codes(&[C::CaseLabelExpr]), 0;
    case_high, set_case_high, "CASE_HIGH", codes(&[C::CaseLabelExpr]), 1;
    case_label, set_case_label, "CASE_LABEL", codes(&[C::CaseLabelExpr]), 2;
    case_chain, set_case_chain, "CASE_CHAIN", codes(&[C::CaseLabelExpr]), 3;
    goto_destination, set_goto_destination, "GOTO_DESTINATION", codes(&[C::GotoExpr]), 0;
    label_expr_label, set_label_expr_label, "LABEL_EXPR_LABEL", codes(&[C::LabelExpr]), 0;
    decl_expr_decl, set_decl_expr_decl, "DECL_EXPR_DECL", codes(&[C::DeclExpr]), 0;
    asm_string, set_asm_string, "ASM_STRING", codes(&[C::AsmExpr]), 0;
    asm_outputs, set_asm_outputs, "ASM_OUTPUTS", codes(&[C::AsmExpr]), 1;
    asm_inputs, set_asm_inputs, "ASM_INPUTS", codes(&[C::AsmExpr]), 2;
    asm_clobbers, set_asm_clobbers, "ASM_CLOBBERS", codes(&[C::AsmExpr]), 3;
    asm_labels, set_asm_labels, "ASM_LABELS", codes(&[C::AsmExpr]), 4;
    target_expr_slot, set_target_expr_slot, "TARGET_EXPR_SLOT", codes(&[C::TargetExpr]), 0;
    target_expr_initial, set_target_expr_initial, "TARGET_EXPR_INITIAL", codes(&[C::TargetExpr]), 1;
    target_expr_cleanup, set_target_expr_cleanup, "TARGET_EXPR_CLEANUP", codes(&[C::TargetExpr]), 2;
    catch_types, set_catch_types, "CATCH_TYPES", codes(&[C::CatchExpr]), 0;
    catch_body, set_catch_body, "CATCH_BODY", codes(&[C::CatchExpr]), 1;
    eh_filter_types, set_eh_filter_types, "EH_FILTER_TYPES", codes(&[C::EhFilterExpr]), 0;
    eh_filter_failure, set_eh_filter_failure, "EH_FILTER_FAILURE", codes(&[C::EhFilterExpr]), 1;
    obj_type_ref_expr, set_obj_type_ref_expr, "OBJ_TYPE_REF_EXPR", codes(&[C::ObjTypeRef]), 0;
    obj_type_ref_object, set_obj_type_ref_object, "OBJ_TYPE_REF_OBJECT", codes(&[C::ObjTypeRef]), 1;
    obj_type_ref_token, set_obj_type_ref_token, "OBJ_TYPE_REF_TOKEN", codes(&[C::ObjTypeRef]), 2;
    omp_body, set_omp_body, "OMP_BODY", codes(OMP_BODY_CODES), 0, ["OMP_PARALLEL_BODY", "OMP_FOR_BODY", "OMP_SECTIONS_BODY", "OMP_SECTION_BODY", "OMP_SINGLE_BODY", "OMP_MASTER_BODY", "OMP_ORDERED_BODY", "OMP_CRITICAL_BODY", "OMP_TASK_BODY", "OMP_TEAMS_BODY", "OMP_TARGET_BODY", "OACC_PARALLEL_BODY", "OACC_KERNELS_BODY", "OACC_DATA_BODY", "OMP_STRUCTURED_BLOCK_BODY"];
    omp_clauses, set_omp_clauses, "OMP_CLAUSES", codes(OMP_CLAUSES_CODES), 1, ["OMP_PARALLEL_CLAUSES", "OMP_FOR_CLAUSES", "OMP_SECTIONS_CLAUSES", "OMP_SINGLE_CLAUSES", "OMP_ORDERED_CLAUSES", "OMP_CRITICAL_CLAUSES", "OMP_TASK_CLAUSES", "OMP_TEAMS_CLAUSES", "OMP_TARGET_CLAUSES", "OACC_PARALLEL_CLAUSES", "OACC_KERNELS_CLAUSES", "OACC_DATA_CLAUSES"];
    omp_standalone_clauses, set_omp_standalone_clauses, "OMP_STANDALONE_CLAUSES", codes(OMP_STANDALONE_CODES), 0;
    omp_for_init, set_omp_for_init, "OMP_FOR_INIT", codes(OMP_LOOP_CODES), 2;
    omp_for_cond, set_omp_for_cond, "OMP_FOR_COND", codes(OMP_LOOP_CODES), 3;
    omp_for_incr, set_omp_for_incr, "OMP_FOR_INCR", codes(OMP_LOOP_CODES), 4;
    omp_for_pre_body, set_omp_for_pre_body, "OMP_FOR_PRE_BODY", codes(OMP_LOOP_CODES), 5;
    omp_for_orig_decls, set_omp_for_orig_decls, "OMP_FOR_ORIG_DECLS", codes(OMP_LOOP_CODES), 6;
    omp_critical_name, set_omp_critical_name, "OMP_CRITICAL_NAME", codes(&[C::OmpCritical]), 2;
    for_init_stmt, set_for_init_stmt, "FOR_INIT_STMT", codes(&[C::ForStmt]), 0;
    for_cond, set_for_cond, "FOR_COND", codes(&[C::ForStmt]), 1;
    for_expr, set_for_expr, "FOR_EXPR", codes(&[C::ForStmt]), 2;
    for_body, set_for_body, "FOR_BODY", codes(&[C::ForStmt]), 3;
    for_scope, set_for_scope, "FOR_SCOPE", codes(&[C::ForStmt]), 4;
    while_cond, set_while_cond, "WHILE_COND", codes(&[C::WhileStmt]), 0;
    while_body, set_while_body, "WHILE_BODY", codes(&[C::WhileStmt]), 1;
    do_cond, set_do_cond, "DO_COND", codes(&[C::DoStmt]), 0;
    do_body, set_do_body, "DO_BODY", codes(&[C::DoStmt]), 1;
    switch_stmt_cond, set_switch_stmt_cond, "SWITCH_STMT_COND", codes(&[C::SwitchStmt]), 0;
    switch_stmt_body, set_switch_stmt_body, "SWITCH_STMT_BODY", codes(&[C::SwitchStmt]), 1;
    switch_stmt_type, set_switch_stmt_type, "SWITCH_STMT_TYPE", codes(&[C::SwitchStmt]), 2;
    switch_stmt_scope, set_switch_stmt_scope, "SWITCH_STMT_SCOPE", codes(&[C::SwitchStmt]), 3;
    if_cond, set_if_cond, "IF_COND", codes(&[C::IfStmt]), 0;
    then_clause, set_then_clause, "THEN_CLAUSE", codes(&[C::IfStmt]), 1;
    else_clause, set_else_clause, "ELSE_CLAUSE", codes(&[C::IfStmt]), 2;
    if_scope, set_if_scope, "IF_SCOPE", codes(&[C::IfStmt]), 3;
    expr_stmt_expr, set_expr_stmt_expr, "EXPR_STMT_EXPR", codes(&[C::ExprStmt]), 0;
    cleanup_body, set_cleanup_body, "CLEANUP_BODY", codes(&[C::CleanupStmt]), 0;
    cleanup_expr, set_cleanup_expr, "CLEANUP_EXPR", codes(&[C::CleanupStmt]), 1;
    cleanup_decl, set_cleanup_decl, "CLEANUP_DECL", codes(&[C::CleanupStmt]), 2;
    try_stmts, set_try_stmts, "TRY_STMTS", codes(&[C::TryBlock]), 0;
    try_handlers, set_try_handlers, "TRY_HANDLERS", codes(&[C::TryBlock]), 1;
    handler_parms, set_handler_parms, "HANDLER_PARMS", codes(&[C::Handler]), 0;
    handler_body, set_handler_body, "HANDLER_BODY", codes(&[C::Handler]), 1;
    eh_spec_stmts, set_eh_spec_stmts, "EH_SPEC_STMTS", codes(&[C::EhSpecBlock]), 0;
    eh_spec_raises, set_eh_spec_raises, "EH_SPEC_RAISES", codes(&[C::EhSpecBlock]), 1;
    stmt_expr_stmt, set_stmt_expr_stmt, "STMT_EXPR_STMT", codes(&[C::StmtExpr]), 0;
    range_for_decl, set_range_for_decl, "RANGE_FOR_DECL", codes(&[C::RangeForStmt]), 0;
    range_for_expr, set_range_for_expr, "RANGE_FOR_EXPR", codes(&[C::RangeForStmt]), 1;
    range_for_body, set_range_for_body, "RANGE_FOR_BODY", codes(&[C::RangeForStmt]), 2;
    range_for_scope, set_range_for_scope, "RANGE_FOR_SCOPE", codes(&[C::RangeForStmt]), 3;
    range_for_unroll, set_range_for_unroll, "RANGE_FOR_UNROLL", codes(&[C::RangeForStmt]), 4;
    range_for_init_stmt, set_range_for_init_stmt, "RANGE_FOR_INIT_STMT", codes(&[C::RangeForStmt]), 5;
    using_stmt_namespace, set_using_stmt_namespace, "USING_STMT_NAMESPACE", codes(&[C::UsingStmt]), 0;
    must_not_throw_cond, set_must_not_throw_cond, "MUST_NOT_THROW_COND", codes(&[C::MustNotThrowExpr]), 1;
    aggr_init_expr_fn, set_aggr_init_expr_fn, "AGGR_INIT_EXPR_FN", codes(&[C::AggrInitExpr]), 1;
    aggr_init_expr_slot, set_aggr_init_expr_slot, "AGGR_INIT_EXPR_SLOT", codes(&[C::AggrInitExpr]), 2;
    tmr_base, set_tmr_base, "TMR_BASE", codes(&[C::TargetMemRef]), 0;
    tmr_offset, set_tmr_offset, "TMR_OFFSET", codes(&[C::TargetMemRef]), 1;
    tmr_index, set_tmr_index, "TMR_INDEX", codes(&[C::TargetMemRef]), 2;
    tmr_step, set_tmr_step, "TMR_STEP", codes(&[C::TargetMemRef]), 3;
    tmr_index2, set_tmr_index2, "TMR_INDEX2", codes(&[C::TargetMemRef]), 4;
    compound_literal_expr_decl_expr, set_compound_literal_expr_decl_expr, "COMPOUND_LITERAL_EXPR_DECL_EXPR", codes(&[C::CompoundLiteralExpr]), 0;
    with_cleanup_expr_cleanup, set_with_cleanup_expr_cleanup, "WITH_CLEANUP_EXPR_CLEANUP", codes(&[C::WithCleanupExpr]), 0;
    cleanup_point_expr_body, set_cleanup_point_expr_body, "CLEANUP_POINT_EXPR_BODY", codes(&[C::CleanupPointExpr]), 0;
}

/// **Statements: statement lists and blocks** — `alloc_stmt_list`, `append_to_statement_list`, `tsi_*`, BLOCKs (GCC internals manual: *GENERIC › Statements › Statement Sequences*, *Blocks*).
impl TreeContext {
    fn named_operand(&self, t: Tree, i: usize, accessor: &'static str) -> Result<Option<Tree>> {
        let ops = self.store.ops(t);
        ops.get(i)
            .copied()
            .ok_or_else(|| self.operand_range(accessor, t, i, ops.len()))
    }

    fn set_named_operand(
        &mut self,
        t: Tree,
        i: usize,
        v: Option<Tree>,
        accessor: &'static str,
    ) -> Result<()> {
        let len = self.store.ops(t).len();
        if i >= len {
            return Err(self.operand_range(accessor, t, i, len));
        }
        self.store.ops_mut(t)[i] = v;
        Ok(())
    }

    fn stmts(&self, t: Tree, accessor: &'static str) -> Result<&Vec<Tree>> {
        self.check_codes(t, &[C::StatementList], accessor)?;
        match &self.store.misc(t).data {
            MiscData::Stmts(v) => Ok(v),
            _ => Err(TreeError::wrong(
                accessor,
                Expected::Codes(&[C::StatementList]),
                C::StatementList,
            )),
        }
    }

    fn stmts_mut(&mut self, t: Tree, accessor: &'static str) -> Result<&mut Vec<Tree>> {
        self.check_codes(t, &[C::StatementList], accessor)?;
        match &mut self.store.misc_mut(t).data {
            MiscData::Stmts(v) => Ok(v),
            _ => Err(TreeError::wrong(
                accessor,
                Expected::Codes(&[C::StatementList]),
                C::StatementList,
            )),
        }
    }

    /// `alloc_stmt_list`: an empty STATEMENT_LIST (of type void).
    ///
    /// # Panics
    ///
    /// If the miscellaneous arena is full; [`TreeContext::try_alloc_stmt_list`] reports it.
    pub fn alloc_stmt_list(&mut self) -> Tree {
        match self.try_alloc_stmt_list() {
            Ok(t) => t,
            Err(e) => e.raise(),
        }
    }

    /// `alloc_stmt_list`, reporting a full arena ([`TreeError::ArenaFull`]).
    #[doc(alias = "alloc_stmt_list")]
    pub fn try_alloc_stmt_list(&mut self) -> Result<Tree> {
        let void = self.g.void_type;
        self.store
            .new_misc(MiscRec {
                code: C::StatementList,
                flags: 0,
                ty: Some(void),
                chain: None,
                data: MiscData::Stmts(Vec::new()),
            })
            .ok_or_else(|| TreeError::full("alloc_stmt_list", "miscellaneous"))
    }

    /// The statements of a STATEMENT_LIST, in order (`tsi_start` … `tsi_end_p`).
    #[doc(alias = "tsi_start")]
    #[doc(alias = "tsi_stmt")]
    pub fn statement_list(&self, t: Tree) -> Result<&[Tree]> {
        Ok(self.stmts(t, "STATEMENT_LIST")?)
    }

    /// `append_to_statement_list`: appends `s` to the list; a nested STATEMENT_LIST is
    /// spliced in (its statements are appended, never the list itself: GCC's
    /// `tsi_link_after` splices so), and the list becomes TREE_SIDE_EFFECTS (as GCC's
    /// `tsi_link_*` make it for anything linked but a DEBUG_BEGIN_STMT or an empty list). Unlike GCC's, `s` is appended even without side effects (GCC's
    /// `append_to_statement_list_force`); GCC's NULL-list form is
    /// [`append_to_statement_list_opt`](Self::append_to_statement_list_opt), and a list
    /// kept nested inside another is made with [`tsi_set_stmt`](Self::tsi_set_stmt).
    #[doc(alias = "append_to_statement_list_force")]
    pub fn append_to_statement_list(&mut self, list: Tree, s: Tree) -> Result<()> {
        let len = self.stmts(list, "append_to_statement_list")?.len();
        self.tsi_link(list, len, s, "append_to_statement_list")
    }

    /// `tsi_link_before`: inserts `s` before position `i` (0 = the start); a
    /// STATEMENT_LIST `s` is spliced (its statements are inserted), as in GCC.
    pub fn tsi_link_before(&mut self, list: Tree, i: usize, s: Tree) -> Result<()> {
        self.tsi_link(list, i, s, "tsi_link_before")
    }

    /// `tsi_link_after`: inserts `s` after position `i`; a STATEMENT_LIST `s` is spliced
    /// (its statements are inserted), as in GCC.
    pub fn tsi_link_after(&mut self, list: Tree, i: usize, s: Tree) -> Result<()> {
        self.tsi_link(list, i + 1, s, "tsi_link_after")
    }

    fn tsi_link(&mut self, list: Tree, at: usize, s: Tree, accessor: &'static str) -> Result<()> {
        let len = self.stmts(list, accessor)?.len();
        if at > len {
            return Err(self.operand_range(accessor, list, at, len));
        }
        let code = self.code_for(s, accessor)?;
        if s == list {
            return Err(TreeError::Invalid {
                builder: accessor,
                what: "a statement list cannot contain itself".into(),
            });
        }
        let new: Vec<Tree> = if code == C::StatementList {
            self.stmts(s, accessor)?.clone()
        } else {
            vec![s]
        };
        // GCC's tsi_link_* set TREE_SIDE_EFFECTS of the list for anything linked but a
        // DEBUG_BEGIN_STMT, whatever the statement's own flag (so `pop_stmt_list` can
        // unwrap a one-statement list even when the statement has no side effects).
        let side = !new.is_empty() && code != C::DebugBeginStmt;
        let v = self.stmts_mut(list, accessor)?;
        v.splice(at..at, new);
        if side {
            let f = self.store.flags(list) | Flag::SideEffects.bit();
            self.store.set_flags(list, f);
        }
        Ok(())
    }

    /// `tsi_delink`: removes and returns the statement at position `i` (a list left
    /// empty loses TREE_SIDE_EFFECTS, as in GCC).
    pub fn tsi_delink(&mut self, list: Tree, i: usize) -> Result<Tree> {
        let len = self.stmts(list, "tsi_delink")?.len();
        if i >= len {
            return Err(self.operand_range("tsi_delink", list, i, len));
        }
        let removed = self.stmts_mut(list, "tsi_delink")?.remove(i);
        if self.stmts(list, "tsi_delink")?.is_empty() {
            // As GCC's tsi_delink: an emptied list has no side effects.
            let f = self.store.flags(list) & !Flag::SideEffects.bit();
            self.store.set_flags(list, f);
        }
        Ok(removed)
    }

    /// `make_node (BLOCK)` with its variables and superblock set (`BLOCK_VARS`,
    /// `BLOCK_SUPERCONTEXT`), numbered in creation order.
    #[doc(alias = "make_block")]
    pub fn build_block(
        &mut self,
        vars: Option<Tree>,
        subblocks: Option<Tree>,
        supercontext: Option<Tree>,
    ) -> Result<Tree> {
        let b = self.make_node(C::Block)?;
        if let MiscData::Block(d) = &mut self.store.misc_mut(b).data {
            d.vars = vars;
            d.subblocks = subblocks;
            d.supercontext = supercontext;
        }
        Ok(b)
    }

    fn block(&self, t: Tree, accessor: &'static str) -> Result<&crate::nodes::store::BlockData> {
        self.check_codes(t, &[C::Block], accessor)?;
        match &self.store.misc(t).data {
            MiscData::Block(b) => Ok(b),
            _ => Err(TreeError::wrong(
                accessor,
                Expected::Codes(&[C::Block]),
                C::Block,
            )),
        }
    }

    fn block_mut(
        &mut self,
        t: Tree,
        accessor: &'static str,
    ) -> Result<&mut crate::nodes::store::BlockData> {
        self.check_codes(t, &[C::Block], accessor)?;
        match &mut self.store.misc_mut(t).data {
            MiscData::Block(b) => Ok(b),
            _ => Err(TreeError::wrong(
                accessor,
                Expected::Codes(&[C::Block]),
                C::Block,
            )),
        }
    }

    /// `BLOCK_NUMBER`.
    #[doc(alias = "BLOCK_NUMBER")]
    pub fn block_number(&self, t: Tree) -> Result<u32> {
        Ok(self.block(t, "BLOCK_NUMBER")?.number)
    }

    /// `BLOCK_CHAIN` (the next sibling block; TREE_CHAIN of a BLOCK).
    #[doc(alias = "BLOCK_CHAIN")]
    pub fn block_chain(&self, t: Tree) -> Result<Option<Tree>> {
        self.block(t, "BLOCK_CHAIN")?;
        Ok(self.store.misc(t).chain)
    }

    /// Sets `BLOCK_CHAIN`.
    pub fn set_block_chain(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
        self.block(t, "BLOCK_CHAIN")?;
        self.check_value(v, "BLOCK_CHAIN")?;
        self.store.misc_mut(t).chain = v;
        Ok(())
    }
}

/// BLOCK field accessors: `getter, setter, "GCC_MACRO", field;`.
macro_rules! block_fields {
    ($($get:ident, $set:ident, $gcc:literal, $field:ident;)*) => {
        /// **Statements: BLOCK fields** — BLOCK_VARS, BLOCK_SUBBLOCKS, BLOCK_SUPERCONTEXT, … (GCC internals manual: *GENERIC › Statements › Blocks*).
        impl TreeContext {
            $(
                #[doc = concat!("`", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $get(&self, t: Tree) -> Result<Option<Tree>> {
                    Ok(self.block(t, $gcc)?.$field)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                pub fn $set(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
                    self.block(t, $gcc)?;
                    self.check_value(v, $gcc)?;
                    self.block_mut(t, $gcc)?.$field = v;
                    Ok(())
                }
            )*
        }
    };
}

block_fields! {
    block_vars, set_block_vars, "BLOCK_VARS", vars;
    block_subblocks, set_block_subblocks, "BLOCK_SUBBLOCKS", subblocks;
    block_supercontext, set_block_supercontext, "BLOCK_SUPERCONTEXT", supercontext;
    block_abstract_origin, set_block_abstract_origin, "BLOCK_ABSTRACT_ORIGIN", abstract_origin;
    block_fragment_origin, set_block_fragment_origin, "BLOCK_FRAGMENT_ORIGIN", fragment_origin;
    block_fragment_chain, set_block_fragment_chain, "BLOCK_FRAGMENT_CHAIN", fragment_chain;
}

/// **Expressions: CONSTRUCTORs, OpenMP clauses, case labels** (GCC internals manual: *GENERIC › Expressions*, *Statements › OpenMP*).
impl TreeContext {
    /// `build_constructor`: a CONSTRUCTOR of `ty` with (index, value) elements
    /// (`CONSTRUCTOR_ELTS`); TREE_CONSTANT when every value is.
    pub fn build_constructor(
        &mut self,
        ty: Option<Tree>,
        elts: &[(Option<Tree>, Option<Tree>)],
    ) -> Result<Tree> {
        let mut constant = true;
        let mut side = false;
        for &(i, v) in elts {
            for x in [i, v].into_iter().flatten() {
                self.code_for(x, "build_constructor")?;
            }
            if let Some(v) = v {
                let f = self.store.flags(v);
                constant &= f & Flag::Constant.bit() != 0;
                side |= f & Flag::SideEffects.bit() != 0;
            }
        }
        let mut flags = 0;
        if constant {
            flags |= Flag::Constant.bit() | Flag::Static.bit();
        }
        if side {
            flags |= Flag::SideEffects.bit();
        }
        self.store
            .new_misc(MiscRec {
                code: C::Constructor,
                flags,
                ty,
                chain: None,
                data: MiscData::Ctor(elts.to_vec()),
            })
            .ok_or_else(|| TreeError::full("build_constructor", "miscellaneous"))
    }

    /// `CONSTRUCTOR_ELTS`: the (index, value) pairs.
    #[doc(alias = "CONSTRUCTOR_ELTS")]
    #[doc(alias = "CONSTRUCTOR_NELTS")]
    pub fn constructor_elts(&self, t: Tree) -> Result<&[(Option<Tree>, Option<Tree>)]> {
        self.check_codes(t, &[C::Constructor], "CONSTRUCTOR_ELTS")?;
        match &self.store.misc(t).data {
            MiscData::Ctor(v) => Ok(v),
            _ => Ok(&[]),
        }
    }

    /// `CONSTRUCTOR_APPEND_ELT`.
    #[doc(alias = "CONSTRUCTOR_APPEND_ELT")]
    pub fn constructor_append_elt(
        &mut self,
        t: Tree,
        index: Option<Tree>,
        value: Option<Tree>,
    ) -> Result<()> {
        self.check_codes(t, &[C::Constructor], "CONSTRUCTOR_APPEND_ELT")?;
        if let MiscData::Ctor(v) = &mut self.store.misc_mut(t).data {
            v.push((index, value));
        }
        Ok(())
    }

    /// `build_omp_clause`: an OMP_CLAUSE of `kind` with its operands (all NULL_TREE).
    ///
    /// # Panics
    ///
    /// If the miscellaneous arena is full; [`TreeContext::try_build_omp_clause`] reports it.
    pub fn build_omp_clause(&mut self, loc: Location, kind: OmpClauseCode) -> Tree {
        match self.try_build_omp_clause(loc, kind) {
            Ok(t) => t,
            Err(e) => e.raise(),
        }
    }

    /// `build_omp_clause`, reporting a full arena ([`TreeError::ArenaFull`]).
    #[doc(alias = "build_omp_clause")]
    pub fn try_build_omp_clause(&mut self, loc: Location, kind: OmpClauseCode) -> Result<Tree> {
        self.store
            .new_misc(MiscRec {
                code: C::OmpClause,
                flags: 0,
                ty: None,
                chain: None,
                data: MiscData::Clause {
                    kind,
                    locus: loc.0,
                    subcode: 0,
                    ops: vec![None; kind.num_ops()],
                },
            })
            .ok_or_else(|| TreeError::full("build_omp_clause", "miscellaneous"))
    }

    /// `OMP_CLAUSE_CODE`.
    #[doc(alias = "OMP_CLAUSE_CODE")]
    pub fn omp_clause_code(&self, t: Tree) -> Result<OmpClauseCode> {
        self.check_codes(t, &[C::OmpClause], "OMP_CLAUSE_CODE")?;
        match &self.store.misc(t).data {
            MiscData::Clause { kind, .. } => Ok(*kind),
            _ => Ok(OmpClauseCode::Error),
        }
    }

    /// `OMP_CLAUSE_OPERAND (t, i)` (`OMP_CLAUSE_DECL` is operand 0, `OMP_CLAUSE_IF_EXPR`,
    /// `OMP_CLAUSE_NUM_THREADS_EXPR`, … likewise).
    #[doc(alias = "OMP_CLAUSE_OPERAND")]
    #[doc(alias = "OMP_CLAUSE_DECL")]
    pub fn omp_clause_operand(&self, t: Tree, i: usize) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::OmpClause], "OMP_CLAUSE_OPERAND")?;
        match &self.store.misc(t).data {
            // Slots past the kind's operands hold the subcode (see omp.rs), not operands.
            MiscData::Clause { kind, ops, .. } => ops
                .get(i)
                .copied()
                .filter(|_| i < kind.num_ops())
                .ok_or_else(|| {
                    let n = ops.len().min(kind.num_ops());
                    self.operand_range("OMP_CLAUSE_OPERAND", t, i, n)
                }),
            _ => Ok(None),
        }
    }

    /// Sets `OMP_CLAUSE_OPERAND (t, i)`.
    pub fn set_omp_clause_operand(&mut self, t: Tree, i: usize, v: Option<Tree>) -> Result<()> {
        let len = match &self.store.misc_data(t) {
            Some(MiscData::Clause { kind, ops, .. }) => ops.len().min(kind.num_ops()),
            _ => {
                self.check_codes(t, &[C::OmpClause], "OMP_CLAUSE_OPERAND")?;
                0
            }
        };
        if i >= len {
            return Err(self.operand_range("OMP_CLAUSE_OPERAND", t, i, len));
        }
        self.check_value(v, "OMP_CLAUSE_OPERAND")?;
        if let MiscData::Clause { ops, .. } = &mut self.store.misc_mut(t).data {
            ops[i] = v;
        }
        Ok(())
    }

    /// `OMP_CLAUSE_CHAIN`.
    #[doc(alias = "OMP_CLAUSE_CHAIN")]
    pub fn omp_clause_chain(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::OmpClause], "OMP_CLAUSE_CHAIN")?;
        Ok(self.store.misc(t).chain)
    }

    /// `build_case_label`: a CASE_LABEL_EXPR for `low` … `high` (`None` low = default).
    pub fn build_case_label(
        &mut self,
        low: Option<Tree>,
        high: Option<Tree>,
        label: Tree,
    ) -> Result<Tree> {
        self.check_codes(label, &[C::LabelDecl], "build_case_label")?;
        let void = self.g.void_type;
        self.build(
            C::CaseLabelExpr,
            Some(void),
            &[low, high, Some(label), None],
        )
    }
}
