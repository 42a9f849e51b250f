//! GCC's GENERIC trees: every tree code, nodes in a garbage-collected heap behind 4-byte
//! handles, identifier interning, builders, types, layout and printers.
//!
//! # Map
//!
//! | module | what |
//! |---|---|
//! | [`code_table`] | the one table of tree codes (GCC's `tree.def`, `c-common.def`, `cp-tree.def`) |
//! | `codes`, `structs` | [`TreeCode`], [`TreeCodeClass`], [`Arity`]; [`TreeStruct`] (`TS_*`) and `contains_struct` |
//! | `handle`, `store`, `hash` | [`Tree`] (4 bytes: arena, generation, index), the node records (one heap arena each), intern tables |
//! | `context`, `globals` | [`TreeContext`]: the arena and its tables; the LP64 global nodes |
//! | `access`, `decl`, `types`, `int_cst`, `consts`, `stmt`, `omp`, `ssa`, `attribs` | checked accessors named after GCC's macros |
//! | `cp`, `c_family`, `mode` | the C++ / C front ends' accessors (`cp-tree.h`, `c-common.h`); TYPE_MODE on x86-64 |
//! | `build`, `list`, `layout`, `poly` | builders: `make_node`, `build2`, `tree_cons`, `layout_type`, … |
//! | `collect`, `pch` | garbage collection of the heap (`ggc_collect`), its PCH (`gt_pch_save` / `gt_pch_restore`) |
//! | `print` | `-fdump-tree-original`-style printer, `debug_tree`-style dump, [`NodeDebug`] |
//! | `serial` | serde of a whole arena (every handle keeps naming its node) |
//! | [`interop`], `linemap` | GENERIC from real GCC: the interchange format, read / import / export; the line map behind locations |
//! | [`c_build`] | C-level builders with the C front end's semantics and flags: `build_binary_op`, `build_array_ref`, `build_component_ref`, `fold_build2`, … |
//! | [`function_builder`] | [`FunctionBuilder`]: a whole function as the C front end builds it, loops lowered as `c_genericize` lowers them |
//! | [`guide`] | building a function step by step |
//! | [`example`] | the README's function, `int f (int a) { int b = a * 2; return b + 1; }` |
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

pub mod code_table;
mod codes;
pub mod example;
mod structs;

mod access;
mod attribs;
mod build;
pub mod c_build;
mod c_family;
mod collect;
mod consts;
mod context;
mod cp;
mod decl;
mod error;
mod flags;
pub mod function_builder;
mod globals;
pub mod guide;
mod handle;
mod hash;
mod ifn;
mod int_cst;
pub mod interop;
mod layout;
mod linemap;
mod list;
mod mode;
mod omp;
mod pch;
mod poly;
mod print;
mod real;
mod serial;
mod ssa;
mod stmt;
mod store;
mod types;
mod virtual_call;

pub use access::IdentifierKind;
pub use code_table::TreeCode;
pub use codes::{Arity, CodeOrigin, TreeCodeClass};
pub use context::TreeContext;
pub use cp::{Access, DEFAULT_INIT_PRIORITY, LangDeclFlag, LangTypeFlag, Language};
pub use decl::DeclFlag;
pub use error::{Expected, Result, TreeError};
pub use flags::{Flag, Flags};
pub use function_builder::FunctionBuilder;
pub use ggc::CollectionReport;
pub use handle::{Location, NULL_TREE, Tree};
pub use ifn::InternalFn;
pub use layout::BIGGEST_ALIGNMENT;
pub use linemap::ExpandedLocation;
pub use mode::{MachineMode, ModeClass};
pub use omp::{
    OmpAtomicOrder, OmpBindKind, OmpClauseCode, OmpDefaultKind, OmpDefaultmapBehavior,
    OmpDefaultmapCategory, OmpDependKind, OmpDeviceTypeKind, OmpLinearKind, OmpMapKind,
    OmpMemoryOrder, OmpProcBindKind, OmpScheduleKind, OmpScheduleModifier,
};
pub use poly::{NUM_POLY_INT_COEFFS, PolySize};
pub use print::{NodeDebug, PartialDump};
pub use real::{RealClass, RealValue, significand_bits};
pub use structs::{StructSet, TreeStruct};
pub use types::{BITINT_MAXWIDTH, TypeFlag, TypeQuals};
