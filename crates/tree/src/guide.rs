//! # Guide: building a function
//!
//! This chapter builds a C function as GENERIC, step by step, in the terms of GCC's
//! internals manual (*GENERIC › Functions*, *Declarations*, *Statements*), and says what
//! each step leaves in the tree. The function:
//!
//! ```c
//! int count_below (const int *a, int n, int limit)
//! {
//!   int count = 0;
//!   for (int i = 0; i < n; i++)
//!     if (a[i] < limit)
//!       count++;
//!   return count;
//! }
//! ```
//!
//! ## 1. Types
//!
//! Types are nodes too. The context holds GCC's global type nodes (`integer_type_node`,
//! `long_unsigned_type_node`, …, an LP64 x86-64 target); qualified variants and derived
//! types are built and cached as GCC caches them.
//!
//! ```
//! # use tree::{TreeContext, TypeQuals};
//! let mut tc = TreeContext::new();
//! let int = tc.integer_type_node();
//! let const_int = tc.build_qualified_type(int, TypeQuals::CONST)?;
//! let ptr = tc.build_pointer_type(Some(const_int))?; // const int *
//! assert_eq!(tc.build_pointer_type(Some(const_int))?, ptr); // TYPE_POINTER_TO caches it
//! # Ok::<(), tree::TreeError>(())
//! ```
//!
//! ## 2. The FUNCTION_DECL, its parameters and its result
//!
//! [`FunctionBuilder::new`](crate::FunctionBuilder::new) does what the C front end does
//! between the declarator and the opening brace: the FUNCTION_TYPE
//! (`build_function_type_list`), the FUNCTION_DECL (TREE_PUBLIC, then TREE_STATIC as a
//! definition), and `start_function`'s RESULT_DECL (DECL_RESULT: artificial, ignored, of
//! the return type) and PARM_DECLs (DECL_ARGUMENTS, chained by DECL_CHAIN, DECL_CONTEXT the
//! function, DECL_ARG_TYPE promoted to `int` for narrower integers). Every declaration is
//! laid out as `layout_decl` lays it out: DECL_SIZE, DECL_ALIGN, DECL_UNSIGNED from the type,
//! and [`decl_mode`](crate::TreeContext::decl_mode) answers DECL_MODE.
//!
//! The builder dereferences to the [`TreeContext`](crate::TreeContext), so every builder
//! and accessor is at hand.
//!
//! ## 3. Scopes and declarations
//!
//! [`declare`](crate::FunctionBuilder::declare) is a declaration in the current scope: a
//! VAR_DECL (DECL_CONTEXT the function, DECL_INITIAL the initializer converted as by
//! assignment) and a DECL_EXPR statement. When a scope ends (its closing brace, or the end
//! of the loop or `if` that opened it) it becomes what `pop_scope` and `c_end_compound_stmt`
//! make: a BLOCK (BLOCK_VARS the declarations chained in order, BLOCK_SUBBLOCKS the blocks
//! of inner scopes, BLOCK_SUPERCONTEXT, TREE_USED) and a BIND_EXPR of the variables, the
//! statements and the block — or, for a scope that declared nothing, just its statements.
//! The function body's BLOCK is DECL_INITIAL of the function; its BIND_EXPR is
//! DECL_SAVED_TREE.
//!
//! ## 4. Expressions with C's semantics
//!
//! The [`c_build`](crate::c_build) builders are the C front end's: operands are read as
//! rvalues (qualifiers dropped: `(int) *p` for a `const int *p`), integers promoted,
//! arithmetic converted to the common type, `a[i]` on a pointer lowered to
//! `*(a + (sizetype) ((long unsigned int) i * 4))`, and the result folded as the C front
//! end folds at -O0 (`n - 1` is `n + -1`). They set the flags GCC's middle end reads:
//! TREE_READONLY and TREE_THIS_VOLATILE on references, TREE_SIDE_EFFECTS on assignments,
//! increments and calls, TREE_USED on every variable used, TREE_ADDRESSABLE on objects
//! whose address is taken. GCC's raw builders (`build2` and the like) are there too, and
//! set only what `tree.cc` sets.
//!
//! ## 5. Control flow
//!
//! `if`, `while`, `do`, `for`, `switch`, `break` and `continue` are built as the C parser
//! builds them — COND_EXPR for `if`, the C front end's own WHILE_STMT, FOR_STMT, … for the
//! others — and [`finish`](crate::FunctionBuilder::finish) lowers those as `c_genericize`
//! does before GCC's `.original` dump ([`TreeContext::c_genericize`](crate::TreeContext::c_genericize)):
//! labels and gotos, the condition at the bottom, artificial labels numbered in GCC's order.
//! Each construct has a `begin_…`/`end_…` pair and a closure form.
//!
//! ## 6. The whole function
//!
//! ```
//! use tree::{FunctionBuilder, TreeCode as C, TreeContext, TypeQuals};
//!
//! let mut tc = TreeContext::new();
//! let int = tc.integer_type_node();
//! let const_int = tc.build_qualified_type(int, TypeQuals::CONST)?;
//! let ptr = tc.build_pointer_type(Some(const_int))?;
//! let params = [("a", ptr), ("n", int), ("limit", int)];
//! let mut fb = FunctionBuilder::new(&mut tc, "count_below", int, &params)?;
//! let (a, n, limit) = (fb.param(0)?, fb.param(1)?, fb.param(2)?);
//! let zero = fb.integer_zero_node();
//! let count = fb.declare("count", int, Some(zero))?;
//! fb.for_loop(
//!     |fb| {
//!         let i = fb.declare("i", int, Some(zero))?; // for (int i = 0;
//!         let cond = fb.build_binary_op(C::LtExpr, i, n)?; // i < n;
//!         let incr = fb.build_unary_op(C::PostincrementExpr, i)?; // i++)
//!         Ok((Some(cond), Some(incr), i))
//!     },
//!     |fb, i| {
//!         let a_i = fb.build_array_ref(a, i)?;
//!         let below = fb.build_binary_op(C::LtExpr, a_i, limit)?;
//!         fb.if_then(below, |fb| {
//!             let inc = fb.build_unary_op(C::PostincrementExpr, count)?;
//!             fb.expr_stmt(inc)
//!         })
//!     },
//! )?;
//! fb.return_stmt(Some(count))?;
//! let f = fb.finish()?;
//!
//! // What gcc -O0 -fdump-tree-original prints for the C above (label numbers aside):
//! // `(int)` is the read of a `const int` as an `int` rvalue.
//! let dump = tc.dump_tree_original(f)?;
//! let body = dump.split_once("\n\n\n").unwrap().1;
//! let label = |n: u32| format!("D.{}", n);
//! let uids: Vec<u32> = body
//!     .match_indices("<D.")
//!     .map(|(at, _)| body[at + 3..].split('>').next().unwrap().parse().unwrap())
//!     .collect();
//! let (entry, top, out) = (uids[0], uids[1], uids[5]);
//! assert_eq!(
//!     body,
//!     format!(
//!         "{{
//!   int count = 0;
//!
//!     int count = 0;
//!   {{
//!     int i = 0;
//!
//!         int i = 0;
//!     goto <{e}>;
//!     <{t}>:;
//!     if ((int) *(a + (sizetype) ((long unsigned int) i * 4)) < limit)
//!       {{
//!         count++ ;
//!       }}
//!     i++ ;
//!     <{e}>:;
//!     if (i < n) goto <{t}>; else goto <{o}>;
//!     <{o}>:;
//!   }}
//!   return count;
//! }}
//!
//! ",
//!         e = label(entry),
//!         t = label(top),
//!         o = label(out)
//!     )
//! );
//!
//! // The tree under the text: DECL_SAVED_TREE is the body's BIND_EXPR, DECL_INITIAL its
//! // BLOCK; the loop's BLOCK (holding `i`) is a subblock of it.
//! let bind = tc.decl_saved_tree(f)?.unwrap();
//! let block = tc.decl_initial(f)?.unwrap();
//! assert_eq!(tc.bind_expr_block(bind)?, Some(block));
//! let inner = tc.block_subblocks(block)?.unwrap();
//! assert_eq!(tc.block_supercontext(inner)?, Some(block));
//! assert!(tc.tree_used(count)?);
//! # Ok::<(), tree::TreeError>(())
//! ```
//!
//! `examples/build_function.rs` builds issue #14's `lookup` and `checksum` this way and
//! prints gcc's dump of them byte for byte; `tests/builders_vs_gcc.rs` compares such
//! functions node by node, every flag included, with what GCC itself builds (through the
//! exporter plugin).
//!
//! ## 7. Statement lists
//!
//! GCC's `append_to_statement_list` and `tsi_link_before` / `tsi_link_after` splice: a
//! STATEMENT_LIST handed to them contributes its statements, not itself. GCC's trees still
//! hold lists inside lists — where `c_genericize` replaced a loop by its lowered list —
//! because a statement was *replaced* in place; that is
//! [`tsi_set_stmt`](crate::TreeContext::tsi_set_stmt). GCC's append to a list that may
//! still be NULL_TREE (it may become the appended list itself) is
//! [`append_to_statement_list_opt`](crate::TreeContext::append_to_statement_list_opt).
//!
//! ## 8. Without the function builder
//!
//! Everything the builder does is public: [`start_function`](crate::TreeContext::start_function),
//! [`build_block`](crate::TreeContext::build_block), [`alloc_stmt_list`](crate::TreeContext::alloc_stmt_list),
//! `build3 (BIND_EXPR, …)`, `set_decl_saved_tree`; [`example::build_int_f`](crate::example::build_int_f)
//! builds the README's function by hand.
