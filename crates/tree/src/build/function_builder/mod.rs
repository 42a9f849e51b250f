//! A function builder: cranelift-frontend's ergonomics, GENERIC's semantics.
//!
//! [`FunctionBuilder`] builds a C function the way GCC 12's C front end does while it
//! parses one: `start_function` (FUNCTION_DECL, RESULT_DECL, PARM_DECLs), compound
//! statements with their scopes (BIND_EXPR, BLOCK, BLOCK_VARS and DECL_CHAIN kept
//! consistent, BLOCKs nested as `pop_scope` nests them), declarations (DECL_EXPR,
//! DECL_INITIAL converted for assignment), expression statements, `return` (a RETURN_EXPR
//! of `<retval> = value`), `if`/`else` (COND_EXPR), loops and `switch` as the C front
//! end's own statement codes, `break` and `continue` — and [`finish`](FunctionBuilder::finish)
//! lowers those codes exactly as `c_genericize` does before the `.original` dump
//! ([`TreeContext::c_genericize`]). The result prints as `gcc -O0 -fdump-tree-original`
//! prints the same C, DECL_UIDs in GCC's order, and carries the flags GCC's middle end
//! reads.
//!
//! Expressions are built with the C-level builders of [`c_build`](crate::c_build) on the
//! context, which the builder dereferences to.
//!
//! ```
//! use tree::{FunctionBuilder, TreeCode as C, TreeContext};
//! let mut tc = TreeContext::new();
//! let int = tc.integer_type_node();
//! // int sum (int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
//! let mut fb = FunctionBuilder::new(&mut tc, "sum", int, &[("n", int)])?;
//! let n = fb.param(0)?;
//! let zero = fb.integer_zero_node();
//! let s = fb.declare("s", int, Some(zero))?;
//! fb.for_loop(
//!     |fb| {
//!         let i = fb.declare("i", int, Some(zero))?;
//!         let cond = fb.build_binary_op(C::LtExpr, i, n)?;
//!         let incr = fb.build_unary_op(C::PostincrementExpr, i)?;
//!         Ok((Some(cond), Some(incr), i))
//!     },
//!     |fb, i| {
//!         let add = fb.build_modify_expr(s, Some(C::PlusExpr), i)?;
//!         fb.expr_stmt(add)
//!     },
//! )?;
//! fb.return_stmt(Some(s))?;
//! let f = fb.finish()?;
//! let text = tc.dump_tree_original(f)?;
//! assert!(text.contains("    s = s + i;\n    i++ ;\n"));
//! # Ok::<(), tree::TreeError>(())
//! ```

mod control;
mod fallthru;
mod genericize;
mod scope;

use std::ops::{Deref, DerefMut};

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::{TreeCode, TreeContext, TypeQuals};
use scope::{Scope, Stacks, c_build_bind_expr};

use TreeCode as C;

/// A construct whose statements are being added.
#[derive(Debug)]
enum Open {
    /// `{ … }` from [`FunctionBuilder::begin_scope`].
    Compound,
    /// An `if`: its condition, and the finished `then` arm once `else` began.
    If { cond: Tree, then: Option<Tree> },
    /// A `while` loop's body.
    While { cond: Tree },
    /// A `do` loop's body.
    Do,
    /// A `for` loop: first its init statements, then (with `cond` and `incr`) its body.
    For {
        parts: Option<(Option<Tree>, Option<Tree>)>,
    },
    /// A `switch` body: the SWITCH_STMT, its case values, whether `default:` and `break`
    /// were seen.
    Switch {
        stmt: Tree,
        cases: Vec<(Tree, Option<Tree>)>,
        default: bool,
        break_seen: bool,
    },
}

/// Builds one function definition; see the [module documentation](self).
pub struct FunctionBuilder<'a> {
    tc: &'a mut TreeContext,
    fndecl: Tree,
    params: Vec<Tree>,
    stacks: Stacks,
    open: Vec<Open>,
}

impl Deref for FunctionBuilder<'_> {
    type Target = TreeContext;
    fn deref(&self) -> &TreeContext {
        self.tc
    }
}

impl DerefMut for FunctionBuilder<'_> {
    fn deref_mut(&mut self) -> &mut TreeContext {
        self.tc
    }
}

impl<'a> FunctionBuilder<'a> {
    /// Starts the definition of `ret name (params…)`, a public (external linkage)
    /// function with a prototype: its FUNCTION_TYPE (`build_function_type_list`), the
    /// FUNCTION_DECL, and what [`TreeContext::start_function`] makes (RESULT_DECL,
    /// PARM_DECLs with DECL_ARG_TYPE and DECL_UNSIGNED, DECL_CONTEXT); the function body's
    /// scope is open.
    pub fn new(
        tc: &'a mut TreeContext,
        name: &str,
        ret: Tree,
        params: &[(&str, Tree)],
    ) -> Result<Self> {
        let types: Vec<Tree> = params.iter().map(|p| p.1).collect();
        let fntype = tc.build_function_type_list(ret, &types, false)?;
        let id = tc.try_get_identifier(name)?;
        let fndecl = tc.build_decl(Location::UNKNOWN, C::FunctionDecl, Some(id), Some(fntype))?;
        tc.set_tree_public(fndecl, true)?;
        Self::for_decl(
            tc,
            fndecl,
            params.iter().map(|p| p.0).collect::<Vec<_>>().as_slice(),
        )
    }

    /// Starts the definition of an existing FUNCTION_DECL (declared with
    /// [`TreeContext::build_fn_decl`] or `build_decl`, so calls to it can be built first),
    /// naming its parameters `names` (their types come from the function type).
    pub fn for_decl(tc: &'a mut TreeContext, fndecl: Tree, names: &[&str]) -> Result<Self> {
        tc.check_codes(fndecl, &[C::FunctionDecl], "FunctionBuilder")?;
        let fntype = tc.type_of(fndecl, "FunctionBuilder")?;
        let mut arg = tc.type_arg_types(fntype)?;
        let void = tc.void_type_node();
        let mut params = Vec::with_capacity(names.len());
        for &n in names {
            let missing = || TreeError::Invalid {
                builder: "FunctionBuilder",
                what: format!("parameter '{n}' is not in the function's prototype"),
            };
            let a = arg.ok_or_else(missing)?;
            let ty = tc
                .tree_value(a)?
                .filter(|&t| t != void)
                .ok_or_else(missing)?;
            params.push((n, ty));
            arg = tc.tree_chain(a)?;
        }
        tc.set_decl_artificial(fndecl, false)?;
        tc.set_tree_nothrow(fndecl, false)?;
        let parms = tc.start_function(fndecl, &params)?;
        let mut stacks = Stacks::default();
        stacks.push_stmt_list(tc)?;
        stacks.scopes.push(Scope {
            function_body: true,
            ..Scope::default()
        });
        Ok(FunctionBuilder {
            tc,
            fndecl,
            params: parms,
            stacks,
            open: Vec::new(),
        })
    }

    /// The FUNCTION_DECL.
    pub fn fndecl(&self) -> Tree {
        self.fndecl
    }

    /// The `i`-th PARM_DECL.
    pub fn param(&self, i: usize) -> Result<Tree> {
        self.params
            .get(i)
            .copied()
            .ok_or(TreeError::IndexOutOfRange {
                accessor: "FunctionBuilder::param",
                index: i,
                len: self.params.len(),
                code: C::FunctionDecl,
            })
    }

    /// The context, for what `Deref` does not reach (e.g. to pass it on).
    pub fn tc(&mut self) -> &mut TreeContext {
        self.tc
    }

    /// Declares the local variable `ty name = init;` in the current scope: a VAR_DECL
    /// (DECL_CONTEXT the function; TREE_READONLY for a const type, TREE_THIS_VOLATILE and
    /// TREE_SIDE_EFFECTS for a volatile one), DECL_INITIAL `init` converted for assignment,
    /// and a DECL_EXPR statement. The variable joins the scope's BLOCK_VARS when the scope
    /// ends.
    pub fn declare(&mut self, name: &str, ty: Tree, init: Option<Tree>) -> Result<Tree> {
        let id = self.tc.try_get_identifier(name)?;
        let v = self
            .tc
            .build_decl(Location::UNKNOWN, C::VarDecl, Some(id), Some(ty))?;
        self.tc.set_decl_context(v, Some(self.fndecl))?;
        let quals = self.tc.type_quals(ty)?;
        if quals.contains(TypeQuals::CONST) {
            self.tc.set_tree_readonly(v, true)?;
        }
        if quals.contains(TypeQuals::VOLATILE) {
            self.tc.set_tree_this_volatile(v, true)?;
            self.tc.set_tree_side_effects(v, true)?;
        }
        if let Some(init) = init {
            let plain = self.tc.build_qualified_type(ty, TypeQuals::NONE)?;
            let value = self.tc.convert_for_assignment(plain, init)?;
            self.tc.set_decl_initial(v, Some(value))?;
        }
        let scope = self
            .stacks
            .scopes
            .last_mut()
            .ok_or_else(|| TreeError::Invalid {
                builder: "FunctionBuilder::declare",
                what: "the function is finished".into(),
            })?;
        scope.decls.push(v);
        let void = self.tc.void_type_node();
        let decl_expr = self.tc.build1(C::DeclExpr, Some(void), Some(v))?;
        self.add_stmt(decl_expr)?;
        Ok(v)
    }

    /// Appends a statement as the C front end's `add_stmt` does (a STATEMENT_LIST is
    /// spliced in).
    pub fn add_stmt(&mut self, t: Tree) -> Result<()> {
        self.stacks.add_stmt(self.tc, t)
    }

    /// An expression statement `expr;` (`c_finish_expr_stmt`): a declaration or constant
    /// is wrapped in a NOP_EXPR so it can carry a location.
    pub fn expr_stmt(&mut self, expr: Tree) -> Result<()> {
        let expr = self.tc.strip_type_nops(expr)?;
        let code = self.tc.tree_code(expr)?;
        let expr = if code.is_decl() || code.is_constant() {
            let ty = self.tc.tree_type(expr)?;
            self.tc.build1(C::NopExpr, ty, Some(expr))?
        } else {
            expr
        };
        self.add_stmt(expr)
    }

    /// The statement `lhs = rhs;`, or `lhs op= rhs;` with `modify` = `Some(op)`
    /// ([`TreeContext::build_modify_expr`], then [`expr_stmt`](Self::expr_stmt)).
    pub fn assign(&mut self, lhs: Tree, modify: Option<TreeCode>, rhs: Tree) -> Result<()> {
        let set = self.tc.build_modify_expr(lhs, modify, rhs)?;
        self.expr_stmt(set)
    }

    /// `return value;` or `return;` (`c_finish_return`): a RETURN_EXPR of `<retval> =
    /// value`, the value converted for assignment to the return type.
    pub fn return_stmt(&mut self, value: Option<Tree>) -> Result<()> {
        let void = self.tc.void_type_node();
        let op = match value {
            None => None,
            Some(v) => {
                let res = self.tc.decl_result(self.fndecl)?.ok_or(TreeError::Null {
                    accessor: "DECL_RESULT",
                })?;
                let ty = self.tc.type_of(res, "c_finish_return")?;
                if ty == void {
                    return Err(TreeError::Invalid {
                        builder: "c_finish_return",
                        what: "'return' with a value, in function returning void".into(),
                    });
                }
                let v = self.tc.convert_for_assignment(ty, v)?;
                Some(
                    self.tc
                        .build2(C::ModifyExpr, Some(ty), Some(res), Some(v))?,
                )
            }
        };
        let ret = self.tc.build1(C::ReturnExpr, Some(void), op)?;
        self.add_stmt(ret)
    }

    /// [`TreeContext::build_c_call`] from inside the function: as in GCC, a call of the
    /// function being defined does not make it TREE_USED ("a recursive call does not count
    /// as usage"; C_DECL_USED and TREE_ADDRESSABLE are set all the same).
    pub fn build_c_call(&mut self, function: Tree, args: &[Tree]) -> Result<Tree> {
        let recursive = function == self.fndecl;
        let was_used = self.tc.tree_used(function)?;
        let call = self.tc.build_c_call(function, args)?;
        if recursive && !was_used {
            self.tc.set_tree_used(function, false)?;
        }
        Ok(call)
    }

    /// Opens a compound statement `{` with its own scope.
    pub fn begin_scope(&mut self) -> Result<()> {
        self.stacks.begin_compound(self.tc)?;
        self.open.push(Open::Compound);
        Ok(())
    }

    /// Closes the compound statement [`begin_scope`](Self::begin_scope) opened: a
    /// BIND_EXPR when it declared something, else its statements spliced in.
    pub fn end_scope(&mut self) -> Result<()> {
        self.expect_open("end_scope", |o| matches!(o, Open::Compound))?;
        self.open.pop();
        let body = self.stacks.end_compound(self.tc, self.fndecl)?;
        self.add_stmt(body)
    }

    /// `f(|fb| …)` inside a compound statement of its own.
    pub fn scope(&mut self, f: impl FnOnce(&mut Self) -> Result<()>) -> Result<()> {
        self.begin_scope()?;
        f(self)?;
        self.end_scope()
    }

    /// Ends the function: closes the body's scope (its BLOCK becomes DECL_INITIAL, the
    /// BIND_EXPR DECL_SAVED_TREE), lowers the C statement codes with
    /// [`TreeContext::c_genericize`] and returns the FUNCTION_DECL. An error if a
    /// construct is still open.
    pub fn finish(mut self) -> Result<Tree> {
        if let Some(o) = self.open.last() {
            return Err(TreeError::Invalid {
                builder: "FunctionBuilder::finish",
                what: format!("a construct is still open: {o:?}"),
            });
        }
        let block = self.stacks.pop_scope(self.tc, self.fndecl)?;
        let body = self.stacks.pop_stmt_list(self.tc)?;
        let bind = c_build_bind_expr(self.tc, block, body)?;
        self.tc.set_decl_saved_tree(self.fndecl, Some(bind))?;
        self.tc.c_genericize(self.fndecl)?;
        Ok(self.fndecl)
    }

    /// Checks the innermost open construct.
    fn expect_open(&self, what: &'static str, ok: impl Fn(&Open) -> bool) -> Result<()> {
        match self.open.last() {
            Some(o) if ok(o) => Ok(()),
            other => Err(TreeError::Invalid {
                builder: what,
                what: format!("does not close the innermost open construct ({other:?})"),
            }),
        }
    }
}
