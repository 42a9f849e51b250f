//! GCC's GENERIC trees: every tree code, nodes in compact pools behind 4-byte handles,
//! identifier interning, builders, types, layout and printers.
//!
//! # Map
//!
//! | module | what |
//! |---|---|
//! | [`code_table`] | the one table of tree codes (GCC's `tree.def`, `c-common.def`, `cp-tree.def`) |
//! | `codes`, `structs` | [`TreeCode`], [`TreeCodeClass`], [`Arity`]; [`TreeStruct`] (`TS_*`) and `contains_struct` |
//! | `handle`, `store`, `hash` | [`Tree`] (4 bytes, tagged by pool), the per-structure pools, intern tables |
//! | `context`, `globals` | [`TreeContext`]: the arena and its tables; the LP64 global nodes |
//! | `access`, `decl`, `types`, `int_cst`, `consts`, `stmt`, `omp`, `ssa`, `attribs` | checked accessors named after GCC's macros |
//! | `build`, `list`, `layout`, `poly` | builders: `make_node`, `build2`, `tree_cons`, `layout_type`, … |
//! | `collect` | garbage collection of the arena (`ggc_collect`) |
//! | `print` | `-fdump-tree-original`-style printer, `debug_tree`-style dump, [`NodeDebug`] |
//! | `serial` | serde of a whole arena |
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
//! # Storage
//!
//! A [`Tree`] is a `NonZeroU32`: 4 bits of pool tag and a 28-bit index, so `Option<Tree>`
//! (NULL_TREE) is 4 bytes too. Expressions with at most two operands take 20 bytes (code and
//! 23 flags in one word, type, location, two operands); TREE_LIST 20 bytes; an INTEGER_CST 4
//! bytes of value (types are per chunk of 64 constants) plus its index entry: a per-type
//! dense vector for dense nonnegative values (GCC's TYPE_CACHED_VALUES, generalised), 4-byte
//! hash buckets otherwise. Identifiers are bytes in one buffer. Rarely used flags and fields
//! live in sparse side tables. Hash tables put keys made in sequence (`id41`, `id42`) in
//! neighbouring buckets, as GCC's identifier hash does.
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
//! | `print_generic_expr`, `debug_tree` | [`TreeContext::print_generic`], [`TreeContext::debug_tree`] |
//! | `ggc_collect` | [`TreeContext::collect`] |
//!
//! Codes the manual mentions but GCC 12.2 lacks: `BITINT_TYPE` and `OMP_STRUCTURED_BLOCK`
//! (GCC 14) are included; the obsolete `RESX_EXPR`, `VEC_LSHIFT_EXPR`, `VEC_RSHIFT_EXPR`,
//! `CTOR_STMT`, `SUBOBJECT`, `DECL_STMT`, `UNKNOWN_TYPE` and the GIMPLE-only `OMP_CONTINUE`,
//! `OMP_RETURN` are left out.

pub mod code_table;
mod codes;
pub mod example;
mod structs;

mod access;
mod attribs;
mod build;
mod collect;
mod consts;
mod context;
mod decl;
mod error;
mod flags;
mod globals;
mod handle;
mod hash;
mod int_cst;
mod layout;
mod list;
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

pub use access::IdentifierKind;
pub use code_table::TreeCode;
pub use codes::{Arity, CodeOrigin, TreeCodeClass};
pub use context::TreeContext;
pub use decl::DeclFlag;
pub use error::{Expected, Result, TreeError};
pub use flags::{Flag, Flags};
pub use ggc::CollectionReport;
pub use handle::{Location, NULL_TREE, Tree};
pub use layout::BIGGEST_ALIGNMENT;
pub use omp::OmpClauseCode;
pub use poly::{NUM_POLY_INT_COEFFS, PolySize};
pub use print::NodeDebug;
pub use real::{RealClass, RealValue, significand_bits};
pub use structs::{StructSet, TreeStruct};
pub use types::{TypeFlag, TypeQuals};
