//! The C front end's operators (`c-typeck.cc` `build_binary_op`, `build_unary_op`,
//! `build_modify_expr`; `c-common.cc` `pointer_int_sum`): operands read as rvalues, the
//! usual arithmetic conversions, pointer arithmetic scaled by the pointee's size, and the
//! result folded as `c_fully_fold` folds it.

use super::fold::Kind;
use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{Flag, TreeCode, TreeContext};

use TreeCode as C;

fn invalid(builder: &'static str, what: &str) -> TreeError {
    TreeError::Invalid {
        builder,
        what: what.to_string(),
    }
}

/// **C-level builders: operators** — `build_binary_op`, `pointer_int_sum`, `build_unary_op`, `build_modify_expr` (`c-typeck.cc`); see [`c_build`](crate::c_build).
impl TreeContext {
    /// `build_binary_op` (with `convert_p`): `a code b` as the C front end builds it. The
    /// operands are read (rvalue and default conversions); arithmetic codes convert both
    /// to [`c_common_type`](Self::c_common_type) (`TRUNC_DIV_EXPR` becomes `RDIV_EXPR` for
    /// floating operands, and the other way round); a pointer plus or minus an integer is
    /// [`pointer_int_sum`](Self::pointer_int_sum); two pointers subtract to a `ptrdiff_t`
    /// (POINTER_DIFF_EXPR divided exactly by the size); shifts keep the left operand's type
    /// and take an `int` count; comparisons and `&&`/`||` are `int`. The result is folded
    /// ([`fold_build2`](Self::fold_build2)): `n - 1` is `n + -1`, as gcc's dump shows it.
    pub fn build_binary_op(&mut self, code: TreeCode, a: Tree, b: Tree) -> Result<Tree> {
        if matches!(
            code,
            C::TruthAndifExpr | C::TruthOrifExpr | C::TruthAndExpr | C::TruthOrExpr
        ) {
            let a = self.c_truthvalue_conversion(a)?;
            let b = self.c_truthvalue_conversion(b)?;
            let int = self.g.integer_type;
            return self.fold_build2(code, int, a, b);
        }
        let a = self.default_conversion(a)?;
        let b = self.default_conversion(b)?;
        let (ta, tb) = (
            self.type_of(a, "build_binary_op")?,
            self.type_of(b, "build_binary_op")?,
        );
        let (ka, kb) = (self.scalar_kind(ta)?, self.scalar_kind(tb)?);
        let int = self.g.integer_type;
        match code {
            C::PlusExpr | C::MinusExpr if ka == Kind::Pointer && kb == Kind::Int => {
                self.pointer_int_sum(code, a, b)
            }
            C::PlusExpr if ka == Kind::Int && kb == Kind::Pointer => {
                self.pointer_int_sum(code, b, a)
            }
            C::MinusExpr if ka == Kind::Pointer && kb == Kind::Pointer => self.pointer_diff(a, b),
            C::LshiftExpr | C::RshiftExpr if ka == Kind::Int && kb == Kind::Int => {
                let b = if self.type_main_variant(tb)? == int {
                    b
                } else {
                    self.c_convert(int, b)?
                };
                self.fold_build2(code, ta, a, b)
            }
            C::EqExpr | C::NeExpr | C::LtExpr | C::LeExpr | C::GtExpr | C::GeExpr => {
                let (a, b) = self.comparison_operands(a, b, ka, kb)?;
                self.fold_build2(code, int, a, b)
            }
            _ if ka != Kind::Pointer
                && kb != Kind::Pointer
                && ka != Kind::Other
                && kb != Kind::Other =>
            {
                let result = self.c_common_type(ta, tb)?;
                let real = self.scalar_kind(result)? == Kind::Real;
                let code = match code {
                    C::TruncDivExpr | C::RdivExpr if real => C::RdivExpr,
                    C::TruncDivExpr | C::RdivExpr => C::TruncDivExpr,
                    C::TruncModExpr | C::BitAndExpr | C::BitIorExpr | C::BitXorExpr if real => {
                        return Err(invalid(
                            "build_binary_op",
                            "invalid operands to binary operator",
                        ));
                    }
                    c => c,
                };
                let a = self.c_convert(result, a)?;
                let b = self.c_convert(result, b)?;
                self.fold_build2(code, result, a, b)
            }
            _ => Err(invalid(
                "build_binary_op",
                "invalid operands to binary operator",
            )),
        }
    }

    /// The operands of a comparison: arithmetic ones converted to their common type, a
    /// null pointer constant to the other operand's pointer type.
    fn comparison_operands(
        &mut self,
        a: Tree,
        b: Tree,
        ka: Kind,
        kb: Kind,
    ) -> Result<(Tree, Tree)> {
        let (ta, tb) = (
            self.type_of(a, "build_binary_op")?,
            self.type_of(b, "build_binary_op")?,
        );
        Ok(match (ka, kb) {
            (Kind::Pointer, Kind::Pointer) => (a, b),
            (Kind::Pointer, Kind::Int) if self.integer_zerop(Some(b)) => {
                (a, self.c_convert(ta, b)?)
            }
            (Kind::Int, Kind::Pointer) if self.integer_zerop(Some(a)) => {
                (self.c_convert(tb, a)?, b)
            }
            (Kind::Int | Kind::Real, Kind::Int | Kind::Real) => {
                let common = self.c_common_type(ta, tb)?;
                (self.c_convert(common, a)?, self.c_convert(common, b)?)
            }
            _ => {
                return Err(invalid(
                    "build_binary_op",
                    "comparison between incompatible operands",
                ));
            }
        })
    }

    /// `pointer_int_sum`: `ptr ± int` as the C front end lowers it — the integer converted
    /// to `long unsigned int` (sizetype's width and signedness), multiplied by the
    /// pointee's size (folded: no multiplication by 1), converted to `sizetype`, negated
    /// for a minus, and added with POINTER_PLUS_EXPR. An integer of the form `x ± c` has
    /// its constant applied to the pointer first (the distributive step GCC does).
    pub fn pointer_int_sum(&mut self, code: TreeCode, ptr: Tree, int: Tree) -> Result<Tree> {
        let ptr_ty = self.type_of(ptr, "pointer_int_sum")?;
        let pointee = self.type_of(ptr_ty, "pointer_int_sum")?;
        let size = match self.tree_code(pointee)? {
            C::VoidType | C::FunctionType => self.size_int(1)?,
            _ => self.type_size_unit(pointee)?.ok_or_else(|| {
                invalid(
                    "pointer_int_sum",
                    "arithmetic on a pointer to an incomplete type",
                )
            })?,
        };
        let (ptr, int) = self.distribute_constant_term(code, ptr, int, size)?;
        let sizetype = self.g.sizetype;
        let int_ty = self.type_of(int, "pointer_int_sum")?;
        let same_shape = self.type_precision(int_ty)? == self.type_precision(sizetype)?
            && self.is_unsigned(int_ty) == self.is_unsigned(sizetype);
        let int = if same_shape {
            int
        } else {
            let wide = self.g.long_unsigned_type;
            self.c_convert(wide, int)?
        };
        let int_ty = self.type_of(int, "pointer_int_sum")?;
        let size = self.c_convert(int_ty, size)?;
        let product = self.fold_build2(C::MultExpr, int_ty, int, size)?;
        let mut offset = self.c_convert(sizetype, product)?;
        if code == C::MinusExpr {
            offset = self.fold_build1(C::NegateExpr, sizetype, offset)?;
        }
        self.fold_build2(C::PointerPlusExpr, ptr_ty, ptr, offset)
    }

    /// pointer_int_sum's distributive step: `p + (x + c)` → `(p + c) + x` when `c` is a
    /// constant and `x + c` is not.
    fn distribute_constant_term(
        &mut self,
        code: TreeCode,
        ptr: Tree,
        int: Tree,
        size: Tree,
    ) -> Result<(Tree, Tree)> {
        let int_code = self.tree_code(int)?;
        if !matches!(int_code, C::PlusExpr | C::MinusExpr)
            || self.flag(int, Flag::Constant)?
            || !self.flag(size, Flag::Constant)?
        {
            return Ok((ptr, int));
        }
        let (Some(x), Some(c)) = (self.tree_operand(int, 0)?, self.tree_operand(int, 1)?) else {
            return Ok((ptr, int));
        };
        let int_ty = self.type_of(int, "pointer_int_sum")?;
        let x_ty = self.type_of(x, "pointer_int_sum")?;
        let ptr_ty = self.type_of(ptr, "pointer_int_sum")?;
        let overflow_undefined = !self.is_unsigned(int_ty);
        let full_width = self.type_precision(int_ty)? == self.type_precision(ptr_ty)?;
        if !self.flag(c, Flag::Constant)?
            || self.tree_code(x_ty)? != C::IntegerType
            || !(overflow_undefined || full_width)
        {
            return Ok((ptr, int));
        }
        let sub = match (code, int_code) {
            (C::PlusExpr, C::MinusExpr) | (C::MinusExpr, C::PlusExpr) => C::MinusExpr,
            _ => C::PlusExpr,
        };
        let c = self.c_convert(int_ty, c)?;
        let ptr = self.build_binary_op(sub, ptr, c)?;
        let x = self.c_convert(int_ty, x)?;
        Ok((ptr, x))
    }

    /// `pointer_diff`: `(p - q) / sizeof *p` as `ptrdiff_t`.
    fn pointer_diff(&mut self, a: Tree, b: Tree) -> Result<Tree> {
        let ptrdiff = self.g.long_type;
        let ta = self.type_of(a, "pointer_diff")?;
        let pointee = self.type_of(ta, "pointer_diff")?;
        let diff = self.build2(C::PointerDiffExpr, Some(ptrdiff), Some(a), Some(b))?;
        let size = match self.type_size_unit(pointee)? {
            Some(s) if self.tree_code(pointee)? != C::VoidType => s,
            _ => self.size_int(1)?,
        };
        let size = self.c_convert(ptrdiff, size)?;
        self.fold_build2(C::ExactDivExpr, ptrdiff, diff, size)
    }

    /// `build_unary_op`: `-x`, `~x`, `!x`, `&x`, `++x`, `x++`, `--x`, `x--` as the C front
    /// end builds them. Negation and complement promote their operand; `!x` is the inverted
    /// truth value (`x == 0`, or the inverted comparison); increments add 1, or the pointee
    /// size in `sizetype` for a pointer, and require a modifiable lvalue; `&x` marks `x`
    /// addressable (see [`build_c_addr_expr`](Self::build_c_addr_expr)).
    pub fn build_unary_op(&mut self, code: TreeCode, x: Tree) -> Result<Tree> {
        match code {
            C::NegateExpr | C::BitNotExpr | C::ConjExpr | C::AbsExpr => {
                let x = self.default_conversion(x)?;
                let ty = self.type_of(x, "build_unary_op")?;
                self.fold_build1(code, ty, x)
            }
            C::TruthNotExpr => {
                let t = self.c_truthvalue_conversion(x)?;
                self.invert_truthvalue(t)
            }
            C::AddrExpr => self.build_c_addr_expr(x),
            C::PreincrementExpr
            | C::PostincrementExpr
            | C::PredecrementExpr
            | C::PostdecrementExpr => {
                self.check_modifiable_lvalue(x, "build_unary_op")?;
                self.mark_used(x)?;
                let ty = self.type_of(x, "build_unary_op")?;
                let inc = match self.scalar_kind(ty)? {
                    Kind::Pointer => {
                        let pointee = self.type_of(ty, "build_unary_op")?;
                        match self.type_size_unit(pointee)? {
                            Some(s) => s,
                            None => self.size_int(1)?,
                        }
                    }
                    Kind::Int => self.build_int_cst(Some(ty), 1)?,
                    Kind::Real => {
                        let one = self.g.integer_one;
                        self.c_convert(ty, one)?
                    }
                    Kind::Other => {
                        return Err(invalid(
                            "build_unary_op",
                            "wrong type argument to increment",
                        ));
                    }
                };
                let t = self.build2(code, Some(ty), Some(x), Some(inc))?;
                self.set_tree_side_effects(t, true)?;
                Ok(t)
            }
            _ => Err(TreeError::wrong(
                "build_unary_op",
                crate::Expected::Other("a C unary operator code"),
                code,
            )),
        }
    }

    /// `invert_truthvalue` (`fold_truth_not_expr`) of a condition: an integer or pointer
    /// comparison flips (`<` ↔ `>=`; a floating one only `==` ↔ `!=`), `&&` and `||`
    /// follow De Morgan, `!x` is `x`, a constant inverts, `x & 1` is `(x & 1) == 0`,
    /// conversions and `?:` arms are inverted inside; anything else gets a TRUTH_NOT_EXPR.
    pub fn invert_truthvalue(&mut self, t: Tree) -> Result<Tree> {
        let code = self.tree_code(t)?;
        let ty = self.type_of(t, "invert_truthvalue")?;
        let op = |tc: &Self, i: usize| {
            tc.tree_operand(t, i)?.ok_or(TreeError::Null {
                accessor: "invert_truthvalue",
            })
        };
        if code.class() == crate::TreeCodeClass::Comparison {
            let (a, b) = (op(self, 0)?, op(self, 1)?);
            let real = self.scalar_kind(self.type_of(a, "invert_truthvalue")?)? == Kind::Real;
            let inverse = match code {
                C::EqExpr => Some(C::NeExpr),
                C::NeExpr => Some(C::EqExpr),
                C::LtExpr if !real => Some(C::GeExpr),
                C::GeExpr if !real => Some(C::LtExpr),
                C::GtExpr if !real => Some(C::LeExpr),
                C::LeExpr if !real => Some(C::GtExpr),
                _ => None,
            };
            return match inverse {
                Some(inv) => self.fold_build2(inv, ty, a, b),
                None => self.build1(C::TruthNotExpr, Some(ty), Some(t)),
            };
        }
        let de_morgan = match code {
            C::TruthAndExpr => Some(C::TruthOrExpr),
            C::TruthOrExpr => Some(C::TruthAndExpr),
            C::TruthAndifExpr => Some(C::TruthOrifExpr),
            C::TruthOrifExpr => Some(C::TruthAndifExpr),
            _ => None,
        };
        if let Some(other) = de_morgan {
            let a = self.invert_truthvalue(op(self, 0)?)?;
            let b = self.invert_truthvalue(op(self, 1)?)?;
            return self.build2(other, Some(ty), Some(a), Some(b));
        }
        match code {
            C::IntegerCst => {
                let zero = self.integer_zerop(Some(t));
                self.build_int_cst(Some(ty), i64::from(zero))
            }
            C::TruthNotExpr => op(self, 0),
            C::NonLvalueExpr => {
                let inner = op(self, 0)?;
                self.invert_truthvalue(inner)
            }
            C::NopExpr | C::ConvertExpr if self.tree_code(ty)? == C::BooleanType => {
                self.build1(C::TruthNotExpr, Some(ty), Some(t))
            }
            C::NopExpr | C::ConvertExpr | C::FloatExpr => {
                let inner = self.invert_truthvalue(op(self, 0)?)?;
                self.build1(code, Some(ty), Some(inner))
            }
            C::BitAndExpr if self.integer_onep(self.tree_operand(t, 1)?) => {
                let zero = self.build_int_cst(Some(ty), 0)?;
                self.build2(C::EqExpr, Some(ty), Some(t), Some(zero))
            }
            _ => self.build1(C::TruthNotExpr, Some(ty), Some(t)),
        }
    }

    /// `build_modify_expr`: `lhs = rhs`, or `lhs op= rhs` with `modify` = `Some(op)` (built
    /// as `lhs = lhs op rhs`). The left side must be a modifiable lvalue; the right side is
    /// converted for assignment to the unqualified type of the left, which is the
    /// MODIFY_EXPR's type. TREE_SIDE_EFFECTS is set, and for a compound assignment
    /// TREE_NO_WARNING (as the C parser sets it).
    pub fn build_modify_expr(
        &mut self,
        lhs: Tree,
        modify: Option<TreeCode>,
        rhs: Tree,
    ) -> Result<Tree> {
        self.check_modifiable_lvalue(lhs, "build_modify_expr")?;
        self.mark_used(lhs)?;
        let rhs = match modify {
            Some(op) => self.build_binary_op(op, lhs, rhs)?,
            None => rhs,
        };
        let ty = self.type_of(lhs, "build_modify_expr")?;
        let ty = self.build_qualified_type(ty, crate::TypeQuals::NONE)?;
        let rhs = self.convert_for_assignment(ty, rhs)?;
        let t = self.build2(C::ModifyExpr, Some(ty), Some(lhs), Some(rhs))?;
        self.set_tree_side_effects(t, true)?;
        if modify.is_some() {
            // The C parser suppresses warnings on a compound assignment's MODIFY_EXPR.
            self.set_tree_no_warning(t, true)?;
        }
        Ok(t)
    }

    /// C's lvalue rules for assignment and increment: a declaration or reference whose
    /// type is not const, and that is not TREE_READONLY.
    fn check_modifiable_lvalue(&self, t: Tree, builder: &'static str) -> Result<()> {
        let code = self.tree_code(t)?;
        let lvalue = matches!(
            code,
            C::VarDecl
                | C::ParmDecl
                | C::ResultDecl
                | C::IndirectRef
                | C::ArrayRef
                | C::ComponentRef
                | C::MemRef
        );
        if !lvalue {
            return Err(invalid(
                builder,
                "lvalue required as left operand of assignment",
            ));
        }
        let ty = self.type_of(t, builder)?;
        if self.flag(t, Flag::Readonly)? || self.type_quals(ty)?.contains(crate::TypeQuals::CONST) {
            return Err(invalid(builder, "assignment of read-only location"));
        }
        Ok(())
    }

    /// TREE_USED on the declaration an expression names (what `build_external_ref` sets
    /// when C code refers to a variable, parameter or function), and C_DECL_USED
    /// (DECL_LANG_FLAG_5) on a function. (GCC leaves TREE_USED off for a function's calls to
    /// itself; these builders do not know which function is being defined.)
    pub(crate) fn mark_used(&mut self, t: Tree) -> Result<()> {
        let code = self.tree_code(t)?;
        if matches!(code, C::VarDecl | C::ParmDecl | C::FunctionDecl) {
            self.set_tree_used(t, true)?;
        }
        if code == C::FunctionDecl {
            self.set_decl_lang_flag_5(t, true)?; // C_DECL_USED
        }
        Ok(())
    }
}
