//! C-level builders: GENERIC built as GCC 12's C front end builds it, under GCC's names.
//!
//! The builders in [`build`](crate::TreeContext::build) (`build1`, `build2`, …) are GCC's raw
//! words: they set the flags `tree.cc` sets and nothing else. These are the C front end's
//! (`c-typeck.cc`, `c-common.cc`, `c-convert.cc`) and the folder's (`fold-const.cc`,
//! `match.pd`) at -O0: operands are read as rvalues (qualifiers dropped, arrays decayed,
//! narrow integers promoted), the usual arithmetic conversions apply, pointer arithmetic
//! is scaled and lowered, and the flags the C front end sets are set — TREE_READONLY and
//! TREE_THIS_VOLATILE on references, TREE_SIDE_EFFECTS on assignments and increments,
//! TREE_USED on the declarations an expression names, TREE_ADDRESSABLE on objects whose
//! address is taken. What they build prints exactly as `gcc -O0 -fdump-tree-original`
//! prints the same C, within the limits below.
//!
//! | GCC | here |
//! |---|---|
//! | `size_int`, `ssize_int`, `bitsize_int`, `size_binop` | [`size_int`](crate::TreeContext::size_int), [`ssize_int`](crate::TreeContext::ssize_int), [`bitsize_int`](crate::TreeContext::bitsize_int), [`size_binop`](crate::TreeContext::size_binop) |
//! | `fold_convert`, `fold_build1`, `fold_build2`, `non_lvalue` | [`fold_convert`](crate::TreeContext::fold_convert), [`fold_build1`](crate::TreeContext::fold_build1), [`fold_build2`](crate::TreeContext::fold_build2), [`non_lvalue`](crate::TreeContext::non_lvalue) |
//! | `convert` (C), `convert_lvalue_to_rvalue`, `default_conversion`, `c_common_type` | [`c_convert`](crate::TreeContext::c_convert), [`convert_lvalue_to_rvalue`](crate::TreeContext::convert_lvalue_to_rvalue), [`default_conversion`](crate::TreeContext::default_conversion), [`c_common_type`](crate::TreeContext::c_common_type) |
//! | `c_objc_common_truthvalue_conversion`, `invert_truthvalue` | [`c_truthvalue_conversion`](crate::TreeContext::c_truthvalue_conversion), [`invert_truthvalue`](crate::TreeContext::invert_truthvalue) |
//! | `build_binary_op`, `pointer_int_sum`, `build_unary_op`, `build_modify_expr`, `convert_for_assignment` | [`build_binary_op`](crate::TreeContext::build_binary_op), [`pointer_int_sum`](crate::TreeContext::pointer_int_sum), [`build_unary_op`](crate::TreeContext::build_unary_op), [`build_modify_expr`](crate::TreeContext::build_modify_expr), [`convert_for_assignment`](crate::TreeContext::convert_for_assignment) |
//! | `build_c_cast`, `build_conditional_expr`, `lvalue_p` | [`build_c_cast`](crate::TreeContext::build_c_cast), [`build_conditional_expr`](crate::TreeContext::build_conditional_expr), [`lvalue_p`](crate::TreeContext::lvalue_p) |
//! | `build_indirect_ref`, `build_array_ref`, `build_component_ref`, `lookup_field` | [`build_indirect_ref`](crate::TreeContext::build_indirect_ref), [`build_array_ref`](crate::TreeContext::build_array_ref), [`build_component_ref`](crate::TreeContext::build_component_ref), [`lookup_field`](crate::TreeContext::lookup_field) |
//! | `build_fold_addr_expr`, C's `&`, `c_mark_addressable` | [`build_fold_addr_expr`](crate::TreeContext::build_fold_addr_expr), [`build_c_addr_expr`](crate::TreeContext::build_c_addr_expr), [`c_mark_addressable`](crate::TreeContext::c_mark_addressable) |
//! | `build_function_call_vec`, `build_call_expr`, `build_call_array_loc` | [`build_c_call`](crate::TreeContext::build_c_call), [`build_call_expr`](crate::TreeContext::build_call_expr), [`build_call_array`](crate::TreeContext::build_call_array) |
//! | `*tsi_stmt_ptr (i) = t`, `append_to_statement_list (t, &list)` on a NULL list | [`tsi_set_stmt`](crate::TreeContext::tsi_set_stmt), [`append_to_statement_list_opt`](crate::TreeContext::append_to_statement_list_opt) (see `stmts` below for GCC's splicing) |
//! | `grokdeclarator` for `extern T f (…);` | [`declare_c_function`](crate::TreeContext::declare_c_function) |
//! | `build_function_type_list`, `create_artificial_label` | [`build_function_type_list`](crate::TreeContext::build_function_type_list), [`create_artificial_label`](crate::TreeContext::create_artificial_label) |
//!
//! # What is not modelled
//!
//! - Folding is eager: each builder folds what it builds, where GCC's C front end builds
//!   an expression unfolded and folds the whole of it at its end (`c_fully_fold`). The
//!   trees agree except where a conversion applied while parsing sees operands fold
//!   would have reordered: a narrowing of an operation (`(int) (l + c)`) can come out with
//!   its operands swapped.
//! - `shorten_compare`: GCC compares two values narrower than `int` (or widened floats)
//!   in the narrower type (`(short int) c < s`); here they are compared as promoted.
//! - `match.pd`'s algebra beyond the rules listed on [`fold_build2`](crate::TreeContext::fold_build2)
//!   and [`fold_build1`](crate::TreeContext::fold_build1) (`a - (b - c)`, `x % 2 == 0`,
//!   negations through conversions, …).
//!
//! `tests/c_build_vs_gcc.rs`, `tests/c_build_random_vs_gcc.rs` and
//! `tests/function_builder_vs_gcc.rs` hold what is modelled to gcc's dumps.
//!
//! ```
//! use tree::{TreeCode as C, TreeContext, TypeQuals};
//! let mut tc = TreeContext::new();
//! let (long, double) = (tc.long_integer_type_node(), tc.double_type_node());
//! let pair = tc.build_record_type(C::RecordType, Some("pair"), &[("key", long, None), ("value", double, None)])?;
//! let cpair = tc.build_qualified_type(pair, TypeQuals::CONST)?;
//! let ptr = tc.build_pointer_type(Some(cpair))?;
//! let id = tc.get_identifier("table");
//! let table = tc.build_decl(tree::Location::UNKNOWN, C::ParmDecl, Some(id), Some(ptr))?;
//! let int = tc.integer_type_node();
//! let id = tc.get_identifier("mid");
//! let mid = tc.build_decl(tree::Location::UNKNOWN, C::VarDecl, Some(id), Some(int))?;
//! let elt = tc.build_array_ref(table, mid)?;              // table[mid]
//! let key = tc.build_component_ref(elt, "key")?;          // table[mid].key
//! let read = tc.convert_lvalue_to_rvalue(key)?;
//! assert_eq!(
//!     tc.print_generic(read, false)?,
//!     "(long int) (table + (sizetype) ((long unsigned int) mid * 16))->key"
//! );
//! assert!(tc.tree_readonly(key)? && tc.tree_used(mid)?);
//! # Ok::<(), tree::TreeError>(())
//! ```

mod cast;
mod convert;
mod decls;
mod fold;
mod narrow;
mod ops;
mod refs;
mod stmts;

pub(crate) use fold::Kind;
