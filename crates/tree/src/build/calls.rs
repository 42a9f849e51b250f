//! `build_vl_exp`, `build_nary` and the call builders and accessors: variable-length
//! expressions, whose operand 0 holds their length.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::{Arity, Flag, TreeCode, TreeCodeClass, TreeContext};

use TreeCode as C;

/// **Building trees** — `build_vl_exp`, `build_nary`, calls (GCC internals manual: *GENERIC › Function calls*).
impl TreeContext {
    /// Builds any expression code with its operands: fixed-arity codes through
    /// [`TreeContext::build`], `tcc_vl_exp` codes through [`TreeContext::build_vl_exp`] with
    /// the operands filled in.
    pub fn build_nary(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        ops: &[Option<Tree>],
    ) -> Result<Tree> {
        if code.arity().is_variable() {
            let t = self.build_vl_exp(code, ops.len())?;
            self.store.set_ty(t, ty);
            for (i, &op) in ops.iter().enumerate() {
                if i > 0 {
                    self.store.ops_mut(t)[i] = op;
                }
            }
            self.recompute_side_effects_vl(t)?;
            Ok(t)
        } else {
            self.build(code, ty, ops)
        }
    }

    /// `build_vl_exp`: a `tcc_vl_exp` node with `len` operands (operand 0 holds the length,
    /// as an INTEGER_CST, as in GCC), the others NULL_TREE.
    pub fn build_vl_exp(&mut self, code: TreeCode, len: usize) -> Result<Tree> {
        let min = match code.arity() {
            Arity::Variable { min } => min as usize,
            Arity::Fixed(_) => {
                return Err(TreeError::wrong(
                    "build_vl_exp",
                    Expected::Class(TreeCodeClass::VlExp),
                    code,
                ));
            }
        };
        if len < min || len > u32::MAX as usize {
            return Err(TreeError::Arity {
                builder: "build_vl_exp",
                code,
                expected: code.arity().to_string(),
                got: len,
            });
        }
        let mut ops = vec![None; len];
        ops[0] = Some(self.build_int_cst(Some(self.g.integer_type), len as i64)?);
        let flags = if code.class() == TreeCodeClass::Statement {
            Flag::SideEffects.bit()
        } else {
            0
        };
        self.store
            .new_exp(code, None, &ops, flags, 0)
            .ok_or_else(|| TreeError::full("build_vl_exp", "expression"))
    }

    fn recompute_side_effects_vl(&mut self, t: Tree) -> Result<()> {
        let mut side = false;
        for &op in self.store.ops(t).iter().skip(1) {
            if let Some((_, f)) = self.arg_flags(op, "build_call_expr")? {
                side |= f & Flag::SideEffects.bit() != 0;
            }
        }
        let f = self.store.flags(t);
        let f = if side { f | Flag::SideEffects.bit() } else { f };
        self.store.set_flags(t, f);
        Ok(())
    }

    /// `build_call_array_loc`: a CALL_EXPR of `fn_` (an address, typically an ADDR_EXPR of a
    /// FUNCTION_DECL) with `args`, returning `return_type`. TREE_SIDE_EFFECTS is set, as GCC's
    /// `process_call_operands` does for calls to functions that are not const or pure.
    #[doc(alias = "build_call_array_loc")]
    #[doc(alias = "build_call_vec")]
    #[doc(alias = "build_call_nary")]
    pub fn build_call_array(
        &mut self,
        loc: Location,
        return_type: Option<Tree>,
        fn_: Tree,
        args: &[Tree],
    ) -> Result<Tree> {
        let t = self.build_vl_exp(C::CallExpr, args.len() + 3)?;
        self.store.set_ty(t, return_type);
        self.store.set_locus(t, loc.0);
        {
            let ops = self.store.ops_mut(t);
            ops[1] = Some(fn_);
            for (i, &a) in args.iter().enumerate() {
                ops[3 + i] = Some(a);
            }
        }
        self.recompute_side_effects_vl(t)?;
        let mut f = self.store.flags(t);
        if !self.call_is_const_or_pure(fn_) {
            f |= Flag::SideEffects.bit();
        }
        self.store.set_flags(t, f);
        Ok(t)
    }

    /// `build_call_expr`: a call of FUNCTION_DECL `fndecl` with `args`, its return type taken
    /// from the function's type.
    #[doc(alias = "build_call_expr_loc")]
    pub fn build_call_expr(&mut self, fndecl: Tree, args: &[Tree]) -> Result<Tree> {
        self.check_codes(fndecl, &[C::FunctionDecl], "build_call_expr")?;
        let fntype = self.store.decl(fndecl).ty;
        let ret = match fntype {
            Some(ft) if self.store.code(ft).is_some_and(TreeCode::is_type) => {
                self.store.ty_rec(ft).ty
            }
            _ => None,
        };
        let ptr = self.build_pointer_type(fntype)?;
        let addr = self.build1(C::AddrExpr, Some(ptr), Some(fndecl))?;
        self.build_call_array(Location::UNKNOWN, ret, addr, args)
    }

    fn call_is_const_or_pure(&self, fn_: Tree) -> bool {
        let mut f = Some(fn_);
        if self.store.code(fn_) == Some(C::AddrExpr) {
            f = self.store.ops(fn_)[0];
        }
        match f {
            Some(d) if self.store.code(d) == Some(C::FunctionDecl) => {
                let r = self.store.decl(d);
                r.flags & Flag::Readonly.bit() != 0
                    || r.decl_flags & crate::DeclFlag::PureP.bit() != 0
            }
            _ => false,
        }
    }

    /// `CALL_EXPR_FN`.
    #[doc(alias = "CALL_EXPR_FN")]
    pub fn call_expr_fn(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::CallExpr], "CALL_EXPR_FN")?;
        Ok(self.store.ops(t)[1])
    }

    /// `CALL_EXPR_STATIC_CHAIN`.
    #[doc(alias = "CALL_EXPR_STATIC_CHAIN")]
    pub fn call_expr_static_chain(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::CallExpr], "CALL_EXPR_STATIC_CHAIN")?;
        Ok(self.store.ops(t)[2])
    }

    /// `call_expr_nargs`.
    #[doc(alias = "aggr_init_expr_nargs")]
    pub fn call_expr_nargs(&self, t: Tree) -> Result<usize> {
        self.check_codes(t, &[C::CallExpr, C::AggrInitExpr], "call_expr_nargs")?;
        Ok(self.store.ops(t).len() - 3)
    }

    /// `FOR_EACH_CALL_EXPR_ARG`: the arguments of a CALL_EXPR (or AGGR_INIT_EXPR) in
    /// order, as `call_expr_arg_iterator` walks them.
    #[doc(alias = "FOR_EACH_CALL_EXPR_ARG")]
    #[doc(alias = "call_expr_arg_iterator")]
    #[doc(alias = "FOR_EACH_AGGR_INIT_EXPR_ARG")]
    pub fn call_expr_args(
        &self,
        t: Tree,
    ) -> Result<impl ExactSizeIterator<Item = Option<Tree>> + '_> {
        self.check_codes(t, &[C::CallExpr, C::AggrInitExpr], "FOR_EACH_CALL_EXPR_ARG")?;
        Ok(self.store.ops(t)[3..].iter().copied())
    }

    /// `CALL_EXPR_ARG (t, i)`.
    #[doc(alias = "CALL_EXPR_ARG")]
    #[doc(alias = "AGGR_INIT_EXPR_ARG")]
    pub fn call_expr_arg(&self, t: Tree, i: usize) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::CallExpr, C::AggrInitExpr], "CALL_EXPR_ARG")?;
        let ops = self.store.ops(t);
        ops.get(3 + i)
            .copied()
            .ok_or_else(|| self.operand_range("CALL_EXPR_ARG", t, i, ops.len() - 3))
    }
}
