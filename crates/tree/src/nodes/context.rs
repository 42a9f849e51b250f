//! `TreeContext`: the arena of one compilation — node pools, identifier table, hash-consing
//! tables, counters and the global nodes (GCC's `global_trees` and `integer_types`).

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::globals::Globals;
use crate::nodes::handle::{Location, Tree};
use crate::nodes::store::Store;
use crate::{TreeCode, TreeStruct};

/// One compilation's trees (GCC's GC heap of tree nodes plus the tables that index it).
///
/// Nodes are created through the builders (`make_node`, `build2`, `build_int_cst`, …) and
/// read through checked accessors named after GCC's macros: they return
/// [`Result`](crate::Result), an error naming the accessor, what it accepts and the code it
/// got — never a wrong value, never a panic.
///
/// A handle ([`Tree`]) belongs to the context that made it. A stale one, and usually one
/// from another context, is [`TreeError::InvalidHandle`] wherever it enters (accessors,
/// setters, builders, printers, collection roots); [`Tree`]'s documentation says exactly
/// when each is caught. A serde copy of a context holds the same nodes under the same
/// handles.
///
/// # Methods by chapter
///
/// The methods below come in sections, each headed by the part of GCC's internals manual
/// it models (search this page for the bold titles). Where to start:
///
/// | to | start with |
/// |---|---|
/// | build a whole C function | [`FunctionBuilder`](crate::FunctionBuilder) and [the guide](crate::guide) |
/// | build C expressions with C's semantics and flags | [`build_binary_op`](Self::build_binary_op), [`build_array_ref`](Self::build_array_ref), [`build_component_ref`](Self::build_component_ref), [`build_modify_expr`](Self::build_modify_expr), [`build_c_call`](Self::build_c_call) ([`c_build`](crate::c_build)) |
/// | build raw nodes (GCC's `build2`) | [`make_node`](Self::make_node), [`build`](Self::build), [`build2`](Self::build2), [`build_call_expr`](Self::build_call_expr) |
/// | fold | [`fold_build2`](Self::fold_build2), [`fold_convert`](Self::fold_convert), [`size_binop`](Self::size_binop) |
/// | types | [`integer_type_node`](Self::integer_type_node), [`build_pointer_type`](Self::build_pointer_type), [`build_function_type_list`](Self::build_function_type_list), [`build_record_type`](Self::build_record_type), [`build_qualified_type`](Self::build_qualified_type), [`type_mode`](Self::type_mode) |
/// | declarations | [`build_decl`](Self::build_decl), [`start_function`](Self::start_function), [`decl_mode`](Self::decl_mode), [`decl_name`](Self::decl_name), [`DeclFlag`](crate::DeclFlag) |
/// | statements | [`alloc_stmt_list`](Self::alloc_stmt_list), [`append_to_statement_list`](Self::append_to_statement_list), [`tsi_set_stmt`](Self::tsi_set_stmt), [`build_block`](Self::build_block), [`c_genericize`](Self::c_genericize) |
/// | read any node | [`tree_code`](Self::tree_code), [`tree_type`](Self::tree_type), [`tree_operand`](Self::tree_operand), [`flag`](Self::flag) |
/// | print | [`dump_tree_original`](Self::dump_tree_original), [`print_generic`](Self::print_generic), [`debug_tree`](Self::debug_tree) |
/// | memory | [`collect`](Self::collect), [`pch_save`](Self::pch_save) |
#[derive(Debug)]
pub struct TreeContext {
    pub(crate) store: Store,
    pub(crate) next_decl_uid: u32,
    pub(crate) next_debug_decl_uid: i32,
    pub(crate) next_type_uid: u32,
    pub(crate) next_block_number: u32,
    pub(crate) input_location: Location,
    pub(crate) g: Globals,
    /// The line map behind locations (file, line, column).
    pub(crate) linemap: crate::nodes::linemap::LineMap,
}

impl Default for TreeContext {
    fn default() -> Self {
        TreeContext::new()
    }
}

/// **The context** — creating one, node counts and memory statistics. Where to find the rest: [`TreeContext`]'s own documentation maps GCC's chapters to these sections.
impl TreeContext {
    /// A context with the global nodes of an LP64 (x86-64) target built, as
    /// `build_common_tree_nodes` and the C front end's `c_common_nodes_and_builtins` do.
    /// Its heap's policy is [`ggc::Params::from_env`] (GCC's defaults unless the
    /// environment asks for checking mode or the compacting strategy).
    pub fn new() -> TreeContext {
        TreeContext::with_params(ggc::Params::from_env())
    }

    /// A context whose heap has the given collection policy.
    pub fn with_params(params: ggc::Params) -> TreeContext {
        let store = Store::new(ggc::Heap::with_params(params));
        let mut tc = TreeContext {
            store,
            next_decl_uid: 0,
            next_debug_decl_uid: 0,
            next_type_uid: 1,
            next_block_number: 0,
            input_location: Location::UNKNOWN,
            g: Globals::placeholder(),
            linemap: Default::default(),
        };
        tc.g = Globals::build(&mut tc);
        tc
    }

    /// The location new declarations get (`input_location`).
    pub fn input_location(&self) -> Location {
        self.input_location
    }

    /// Sets `input_location`.
    pub fn set_input_location(&mut self, loc: Location) {
        self.input_location = loc;
    }

    /// The code of a node (`TREE_CODE`), or [`TreeError::InvalidHandle`].
    #[doc(alias = "TREE_CODE")]
    #[inline]
    pub fn tree_code(&self, t: Tree) -> Result<TreeCode> {
        self.code_for(t, "TREE_CODE")
    }

    /// The code of a node, or `None` for `NULL_TREE` (handy with `Option<Tree>` fields).
    pub fn code_of(&self, t: Option<Tree>) -> Result<Option<TreeCode>> {
        t.map(|t| self.tree_code(t)).transpose()
    }

    /// Whether this context holds the node `t`.
    pub fn is_valid(&self, t: Tree) -> bool {
        self.store.is_live(t)
    }

    /// Checks a handle about to be stored in a node (a setter's or list builder's value):
    /// storing one that names no live node would leave a dangling edge for the collector.
    #[inline]
    pub(crate) fn check_value(&self, v: Option<Tree>, accessor: &'static str) -> Result<()> {
        match v {
            Some(t) if !self.store.is_live(t) => Err(TreeError::invalid(accessor, t)),
            _ => Ok(()),
        }
    }

    #[inline]
    pub(crate) fn code_for(&self, t: Tree, accessor: &'static str) -> Result<TreeCode> {
        self.store
            .code(t)
            .ok_or_else(|| TreeError::invalid(accessor, t))
    }

    /// Checks that `t` contains `ts` (`CONTAINS_STRUCT_CHECK`); returns its code.
    #[inline]
    pub(crate) fn check_struct(
        &self,
        t: Tree,
        ts: TreeStruct,
        accessor: &'static str,
    ) -> Result<TreeCode> {
        let code = self.code_for(t, accessor)?;
        if code.contains_struct(ts) {
            Ok(code)
        } else {
            Err(TreeError::wrong(accessor, Expected::Struct(ts), code))
        }
    }

    /// Checks that `t` has one of `codes` (`TREE_CHECK`…); returns its code.
    #[inline]
    pub(crate) fn check_codes(
        &self,
        t: Tree,
        codes: &'static [TreeCode],
        accessor: &'static str,
    ) -> Result<TreeCode> {
        let code = self.code_for(t, accessor)?;
        if codes.contains(&code) {
            Ok(code)
        } else {
            Err(TreeError::wrong(accessor, Expected::Codes(codes), code))
        }
    }

    /// Checks that `t` is of class `class` (`TREE_CLASS_CHECK`); returns its code.
    #[inline]
    pub(crate) fn check_class(
        &self,
        t: Tree,
        class: crate::TreeCodeClass,
        accessor: &'static str,
    ) -> Result<TreeCode> {
        let code = self.code_for(t, accessor)?;
        if code.class() == class {
            Ok(code)
        } else {
            Err(TreeError::wrong(accessor, Expected::Class(class), code))
        }
    }

    /// Node counts and heap bytes per pool: `(pool, nodes, bytes)`.
    pub fn memory_stats(&self) -> Vec<(&'static str, usize, usize)> {
        self.store.stats()
    }

    /// Total heap bytes held by the node pools and their tables.
    pub fn heap_bytes(&self) -> usize {
        self.store.stats().iter().map(|s| s.2).sum()
    }

    /// Total number of nodes.
    pub fn node_count(&self) -> usize {
        self.store.stats().iter().take(8).map(|s| s.1).sum()
    }
}

// A context (its heap included) moves between threads and can be shared read-only.
const _: fn() = || {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<TreeContext>();
    send_sync::<ggc::Heap>();
};
