//! GCC's GENERIC trees: every tree code, nodes in a garbage-collected heap behind 4-byte
//! handles, identifier interning, builders, types, layout and printers.
//!
//! # Map
//!
//! The source is one folder per GCC concept, listed bottom up: each imports only the
//! folders above it in this table (`tests/layout.rs` checks it), and every other folder
//! reaches a node through `nodes`, the store's one door.
//!
//! | folder | what |
//! |---|---|
//! | `codes/` | [`code_table`] (the one table of tree codes: GCC's `tree.def`, `c-common.def`, `cp-tree.def`); [`TreeCode`], [`TreeCodeClass`], [`Arity`]; [`TreeStruct`] (`TS_*`) and `contains_struct`; [`OmpClauseCode`] |
//! | `real/` | [`RealValue`] (`REAL_VALUE_TYPE`) and GCC's `real_to_decimal` |
//! | `nodes/` | [`Tree`] (4 bytes: arena, generation, index), the node records (one heap arena each) and intern tables, [`TreeContext`] and its checked access, [`TreeError`], [`Flag`], INTEGER_CST and POLY_INT_CST, the global nodes' table, the line map, the weak tables |
//! | `access/` | accessors of the common parts (TREE_TYPE, TREE_CHAIN, operands, identifiers), attributes, internal functions, SSA_NAME and TREE_BINFO |
//! | `types/` | type flags and qualifiers, the type builders and their cache, the global nodes built (`build_common_tree_nodes`) |
//! | `decl.rs` | [`DeclFlag`], `build_decl`, `layout_decl`, the DECL_* accessors |
//! | `target/` | x86-64: [`MachineMode`] and TYPE_MODE / DECL_MODE, record layout (`layout_type`) |
//! | `consts.rs` | REAL_CST, FIXED_CST, COMPLEX_CST, VECTOR_CST, STRING_CST |
//! | `stmt/` | statements and their operands; OpenMP clause kinds ([`OmpMapKind`], …) and accessors |
//! | `front_end/` | the C++ / C front ends' accessors (`cp-tree.h`, `c-common.h`), virtual calls |
//! | `build/` | builders in three layers: GCC's raw words (`make_node`, `build2`, `tree_cons`), [`c_build`] (`build_binary_op`, `build_array_ref`, `fold_build2`, … with the C front end's semantics), [`function_builder`] ([`FunctionBuilder`]: a whole function, loops lowered as `c_genericize` lowers them) |
//! | `print/` | `-fdump-tree-original`-style printer, `debug_tree`-style dump, [`NodeDebug`] |
//! | `gc/` | garbage collection (`ggc_collect`), PCH (`gt_pch_save` / `gt_pch_restore`), serde of a whole arena |
//! | [`interop`] | GENERIC from and to real GCC: the interchange format, read / import / export, raw dumps |
//! | [`guide`], [`example`] | building a function step by step; the README's function, `int f (int a) { int b = a * 2; return b + 1; }` |
//!
//! ```
//! use tree::{TreeCode, TreeContext};
//! let mut tc = TreeContext::new();
//! let int = tc.integer_type_node();
//! let a = tc.get_identifier("a");
//! let a = tc.build_decl(tree::Location::UNKNOWN, TreeCode::ParmDecl, Some(a), Some(int))?;
//! let two = tc.build_int_cst(Some(int), 2)?;
//! let mult = tc.build2(TreeCode::MultExpr, Some(int), Some(a), Some(two))?;
//! assert_eq!(tc.print_generic(mult, false)?, "a * 2");
//! assert_eq!(tc.build_int_cst(Some(int), 2)?, two); // hash-consed
//! assert!(tc.tree_chain(mult).is_err()); // an expression has no TS_COMMON
//! # Ok::<(), tree::TreeError>(())
//! ```
//!
//! # Where to start
//!
//! | to | use |
//! |---|---|
//! | build a function | [`TreeContext::build_fn_decl`], [`TreeContext::start_function`], then the statement builders; [`example::build_int_f`] does it all |
//! | lay out a struct | [`TreeContext::build_record_type`] |
//! | import GCC's own trees | [`interop::read`] + [`interop::import`] (the exporter plugin's document), [`interop::raw::read`] (`-fdump-tree-original-raw`) |
//! | print | [`TreeContext::dump_tree_original`] (as `-fdump-tree-original`), [`TreeContext::print_generic`], [`TreeContext::debug_tree`] |
//! | collect garbage | [`TreeContext::collect`] (`ggc_collect`) |
//!
//! # Storage: a ggc heap
//!
//! A [`TreeContext`] owns a [`ggc::Heap`], and every node is an object of it, as GCC's
//! `tree_node`s are GC objects: one arena per node layout, each record a
//! `#[derive(Gty)]` type whose derived walker hands its tree fields to the collector.
//!
//! | arena | record | bytes per node (slot + generation byte + bit) |
//! |---|---|---|
//! | expressions with ≤ 2 operands | code and 23 flags in one word, type, location, operands | 20 + 1.125 |
//! | other expressions | the same with a boxed operand array | 32 + 4 per operand |
//! | INTEGER_CST | type, value inline when it fits 31 bits (else an index into wide values) | 8 + 1.125 + index |
//! | TREE_LIST | flags word, type, chain, purpose, value | 20 + 1.125 |
//! | IDENTIFIER_NODE | bytes in one buffer, flags, type, chain | 24 + 1.125 + bytes |
//! | declarations, types, the rest | one record each, `Option` fields for the rarer parts | |
//!
//! A [`Tree`] is a `NonZeroU32` packing the arena (3 bits), the slot's generation (5 bits;
//! records use `#[gty(generation_bits = 5)]`) and the slot index (24 bits, so 16,777,216
//! nodes per arena), and `Option<Tree>` (NULL_TREE) is 4 bytes too. Every access checks the
//! generation: a handle to a node a collection freed is [`TreeError::InvalidHandle`], not
//! the slot's next node — unless the slot has been reused a whole multiple of 16 times
//! since (never in gc checking mode). A handle from another context is usually refused too,
//! by generation only; [`Tree`] says exactly when.
//!
//! [`TreeContext::collect`] is GCC's `ggc_collect`: the roots are the caller's (any `Gty`
//! value), user objects registered in [`TreeContext::heap_mut`], and the global nodes (a
//! root table). The type caches, the INTEGER_CST index and the identifier table are
//! `GTY((cache))`-style: weak, losing the entries of nodes that died. Both of ggc's
//! strategies work: mark-sweep, or compaction (nodes move and every handle in the heap and
//! the roots is rewritten). [`ggc::Params::from_env`] puts a context in gc checking mode.
//!
//! INTEGER_CSTs are hash-consed through a per-type dense vector for dense nonnegative values
//! (GCC's TYPE_CACHED_VALUES, generalised) and 4-byte hash buckets otherwise. Rarely used
//! flags live in a sparse side table. Hash tables put keys made in sequence (`id41`,
//! `id42`) in neighbouring buckets, as GCC's identifier hash does.
//!
//! # Checked access
//!
//! Every accessor returns [`Result`]: asking a node for a field its structure does not
//! contain is a [`TreeError`] naming the accessor, what it accepts and the code it got, as
//! GCC's `--enable-checking` reports, but never aborts.
//!
//! # GCC → Rust
//!
//! | GCC | here |
//! |---|---|
//! | `tree`, `NULL_TREE` | [`Tree`], `Option<Tree>` / [`NULL_TREE`] |
//! | `TREE_CODE (t)` | [`TreeContext::tree_code`] |
//! | `TREE_CODE_CLASS`, `TREE_CODE_LENGTH`, `get_tree_code_name` | [`TreeCode::class`], [`TreeCode::arity`], [`TreeCode::name`] |
//! | `CODE_CONTAINS_STRUCT` | [`TreeCode::contains_struct`] |
//! | `TREE_TYPE`, `TREE_CHAIN`, `TREE_OPERAND` | [`TreeContext::tree_type`], [`TreeContext::tree_chain`], [`TreeContext::tree_operand`] |
//! | `TREE_SIDE_EFFECTS`, `TREE_CONSTANT`, … | [`TreeContext::tree_side_effects`], [`TreeContext::flag`] with [`Flag`] |
//! | `get_identifier`, `IDENTIFIER_POINTER` | [`TreeContext::get_identifier`], [`TreeContext::identifier_pointer`] |
//! | `make_node`, `copy_node`, `build0`…`build6` | [`TreeContext::make_node`], [`TreeContext::copy_node`], [`TreeContext::build2`], … |
//! | `tree_cons`, `chainon`, `nreverse`, `list_length` | [`TreeContext::tree_cons`], [`TreeContext::chainon`], [`TreeContext::nreverse`], [`TreeContext::list_length`] |
//! | `build_int_cst`, `tree_to_shwi` | [`TreeContext::build_int_cst`], [`TreeContext::tree_to_shwi`] |
//! | `build_real`, `build_vector`, `build_string` | [`TreeContext::build_real`], [`TreeContext::build_vector`], [`TreeContext::build_string`] |
//! | `build_decl`, `DECL_NAME`, `DECL_ARGUMENTS` | [`TreeContext::build_decl`], [`TreeContext::decl_name`], [`TreeContext::decl_arguments`] |
//! | `integer_type_node`, `build_pointer_type` | [`TreeContext::integer_type_node`], [`TreeContext::build_pointer_type`] |
//! | `layout_type`, `TYPE_SIZE` | [`TreeContext::layout_type`], [`TreeContext::type_size`] |
//! | `BIND_EXPR_BODY`, `tsi_link_after` | [`TreeContext::bind_expr_body`], [`TreeContext::tsi_link_after`] |
//! | `build_binary_op`, `build_array_ref`, `build_component_ref`, `build_indirect_ref`, `build_modify_expr` (`c-typeck.cc`) | [`TreeContext::build_binary_op`], [`TreeContext::build_array_ref`], [`TreeContext::build_component_ref`], [`TreeContext::build_indirect_ref`], [`TreeContext::build_modify_expr`] |
//! | `fold_build2`, `fold_convert`, `size_binop`, `size_int` | [`TreeContext::fold_build2`], [`TreeContext::fold_convert`], [`TreeContext::size_binop`], [`TreeContext::size_int`] |
//! | `start_function` … `finish_function`, `c_genericize`, `DECL_MODE` | [`FunctionBuilder`], [`TreeContext::c_genericize`], [`TreeContext::decl_mode`] |
//! | `DECL_CONSTRUCTOR_P`, `DECL_THUNK_P`, `THUNK_DELTA`, `DECL_MAIN_P`, `OVL_CURRENT` (C++ `lang_decl`) | [`TreeContext::decl_constructor_p`], [`TreeContext::decl_thunk_p`], [`TreeContext::thunk_delta`], [`TreeContext::decl_main_p`], [`TreeContext::ovl_current`] |
//! | `CLASS_TYPE_P`, `CLASSTYPE_*`, `TYPE_HAS_*`, `TYPE_PTRMEMFUNC_P` (C++ `lang_type`) | [`TreeContext::class_type_p`], [`TreeContext::classtype_declared_class`], [`LangTypeFlag`], [`TreeContext::type_ptrmemfunc_p`] |
//! | `DECL_C_BIT_FIELD`, `SWITCH_STMT_NO_BREAK_P`, `COMPOUND_LITERAL_EXPR_DECL` | [`TreeContext::decl_c_bit_field`], [`TreeContext::switch_stmt_no_break_p`], [`TreeContext::compound_literal_expr_decl`] |
//! | `TYPE_MODE`, `machine_mode` | [`TreeContext::type_mode`], [`MachineMode`] |
//! | `FOR_EACH_CALL_EXPR_ARG`, `EXPR_FILENAME` | [`TreeContext::call_expr_args`], [`TreeContext::expr_filename`] |
//! | `expand_location`, `LOCATION_COLUMN`, line maps | [`TreeContext::expand_location`], [`TreeContext::location_column`], [`TreeContext::intern_location`] |
//! | `print_generic_expr`, `debug_tree` | [`TreeContext::print_generic`], [`TreeContext::debug_tree`] |
//! | `dump_omp_clause`, `OMP_CLAUSE_MAP_KIND`, `OMP_CLAUSE_REDUCTION_CODE` | [`TreeContext::print_generic`] on an OMP_CLAUSE, [`TreeContext::omp_clause_map_kind`], [`TreeContext::omp_clause_reduction_code`] |
//! | `OMP_ATOMIC_MEMORY_ORDER` | [`TreeContext::omp_atomic_memory_order`] → [`OmpAtomicOrder`] |
//! | `build_bitint_type` (`_BitInt(N)`) | [`TreeContext::build_bitint_type`] |
//! | `ggc_collect`, `ggc_collect (GGC_COLLECT_FORCE)` | [`TreeContext::collect_if_needed`], [`TreeContext::collect`] |
//! | `gt_pch_save`, `gt_pch_restore` | [`TreeContext::pch_save`], [`TreeContext::pch_restore`] |
//! | `-fmem-report` | [`TreeContext::heap`] → [`ggc::Heap::statistics`], [`TreeContext::memory_stats`] |
//!
//! Codes the manual mentions but GCC 12.2 lacks: `BITINT_TYPE` and `OMP_STRUCTURED_BLOCK`
//! (GCC 14) are included; the obsolete `RESX_EXPR`, `VEC_LSHIFT_EXPR`, `VEC_RSHIFT_EXPR`,
//! `CTOR_STMT`, `SUBOBJECT`, `DECL_STMT`, `UNKNOWN_TYPE` and the GIMPLE-only `OMP_CONTINUE`,
//! `OMP_RETURN` are left out.

// Where other crates' docs link to this one when cargo has not documented it yet (it
// documents a workspace in no fixed order): beside them, as `cargo doc` lays crates out.
// docs.rs passes its own URLs, which take precedence.
#![doc(html_root_url = "../")]

// The folders, bottom up: each imports only from those declared before it
// (`tests/layout.rs` holds the crate to it; rustfmt keeps this order because each layer is
// a group of its own).

// The vocabulary: tree codes, tree structures, OMP clause codes; REAL_CST values.
mod codes;
mod real;

// The one door to nodes: handles, the store, the context, checked access, interning.
mod nodes;

// Accessors of the common parts, then types, declarations and the target's modes and
// layout.
mod access;

mod types;

mod decl;

mod target;

// The other constants, statements (OpenMP included), the front ends' trees.
mod consts;

mod stmt;

mod front_end;

// Builders: GCC's raw words, C-level builders, the function builder.
mod build;

// Printers, memory (collection, PCH, serde), interop with GCC.
mod print;

mod gc;

pub mod interop;

// The tour.
pub mod example;
pub mod guide;

pub use build::{c_build, function_builder};
pub use codes::code_table;

pub use access::IdentifierKind;
pub use access::ifn::InternalFn;
// Its page is `code_table`'s (the module is public; rustdoc would inline a copy).
#[doc(no_inline)]
pub use code_table::TreeCode;
pub use codes::omp::OmpClauseCode;
pub use codes::{Arity, CodeOrigin, TreeCodeClass};
pub use codes::{StructSet, TreeStruct};
pub use decl::DeclFlag;
pub use front_end::cp::{Access, DEFAULT_INIT_PRIORITY, LangDeclFlag, LangTypeFlag, Language};
// Its page is `function_builder`'s (the module is public; rustdoc would inline a copy).
#[doc(no_inline)]
pub use function_builder::FunctionBuilder;
pub use ggc::CollectionReport;
pub use nodes::context::TreeContext;
pub use nodes::error::{Expected, Result, TreeError};
pub use nodes::flags::{Flag, Flags};
pub use nodes::handle::{Location, NULL_TREE, Tree};
pub use nodes::linemap::ExpandedLocation;
pub use nodes::poly::{NUM_POLY_INT_COEFFS, PolySize};
pub use print::{NodeDebug, PartialDump};
pub use real::{RealClass, RealValue, significand_bits};
pub use stmt::omp_kinds::{
    OmpAtomicOrder, OmpBindKind, OmpDefaultKind, OmpDefaultmapBehavior, OmpDefaultmapCategory,
    OmpDependKind, OmpDeviceTypeKind, OmpLinearKind, OmpMapKind, OmpMemoryOrder, OmpProcBindKind,
    OmpScheduleKind, OmpScheduleModifier,
};
pub use target::layout::BIGGEST_ALIGNMENT;
pub use target::mode::{MachineMode, ModeClass};
pub use types::{BITINT_MAXWIDTH, TypeFlag, TypeQuals};
