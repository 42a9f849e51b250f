//! The C front end's conversions (`c-convert.cc`, `c-typeck.cc`, `c-common.cc`): `convert`,
//! the lvalue-to-rvalue and default conversions, the usual arithmetic conversions
//! (`c_common_type`) and the truth-value conversion of conditions.

use super::fold::Kind;
use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext, TypeQuals};

use TreeCode as C;

/// **C-level builders: conversions** — C's `convert`, the rvalue and default conversions, `c_common_type`, truth values (`c-convert.cc`, `c-typeck.cc`); see [`c_build`](crate::c_build).
impl TreeContext {
    /// The C front end's `convert` (`c_convert`): `expr` as a value of `ty`. Itself when
    /// it already has that type; a `fold_convert` between variants of one type; otherwise,
    /// after stripping conversions that do not change the type (`STRIP_TYPE_NOPS`),
    /// FIX_TRUNC_EXPR (floating → integer), FLOAT_EXPR (integer → floating), to a narrower
    /// integer `convert_to_integer`'s narrowing (pushed down into the arithmetic it
    /// truncates where GCC pushes it, else a CONVERT_EXPR), or NOP_EXPR (other conversions
    /// between integers and pointers, and between floating types), folded; to `_Bool`
    /// the truth value of `expr`; a comparison to another integer type is a copy of the
    /// comparison with that type (`convert_to_integer`). Records and unions convert only
    /// to themselves.
    ///
    /// Not modelled: complex, vector and fixed-point conversions, and enumeral or
    /// non-mode-precision targets of a narrowing.
    #[doc(alias = "convert")]
    pub fn c_convert(&mut self, ty: Tree, expr: Tree) -> Result<Tree> {
        let from = self.type_of(expr, "convert")?;
        if from == ty {
            return Ok(expr);
        }
        let e = self.strip_type_nops(expr)?;
        if self.type_main_variant(ty)? == self.type_main_variant(from)? {
            return self.fold_convert(ty, expr);
        }
        let (to_kind, from_kind) = (self.scalar_kind(ty)?, self.scalar_kind(from)?);
        let to_code = self.tree_code(ty)?;
        if to_code == C::BooleanType {
            let t = self.c_truthvalue_conversion(expr)?;
            return self.fold_convert(ty, t);
        }
        if to_kind == Kind::Int
            && from_kind == Kind::Int
            && self.tree_code(e)?.class() == crate::TreeCodeClass::Comparison
        {
            // convert_to_integer: a comparison is 0 or 1 in any integer type.
            let copy = self.copy_node(e)?;
            self.set_tree_type(copy, Some(ty))?;
            return Ok(copy);
        }
        let code = match (to_kind, from_kind) {
            _ if to_code == C::VoidType => return self.fold_convert(ty, e),
            // convert_to_integer: a narrowing is pushed into arithmetic, or a CONVERT_EXPR.
            (Kind::Int, Kind::Int) if self.type_precision(ty)? < self.type_precision(from)? => {
                return self.narrow_integer(ty, e);
            }
            (Kind::Int | Kind::Pointer, Kind::Int | Kind::Pointer) => C::NopExpr,
            (Kind::Int, Kind::Real) => C::FixTruncExpr,
            (Kind::Real, Kind::Int) => C::FloatExpr,
            (Kind::Real, Kind::Real) => {
                // convert_to_real: (float) -x is -(float) x when it narrows.
                let e_code = self.tree_code(e)?;
                let narrowing = self.type_precision(ty)? < self.type_precision(from)?;
                if narrowing
                    && matches!(e_code, C::NegateExpr | C::AbsExpr)
                    && let Some(x) = self.tree_operand(e, 0)?
                {
                    let x_ty = self.type_of(x, "convert")?;
                    let x = if x_ty == ty {
                        x
                    } else {
                        let code = if self.scalar_kind(x_ty)? == Kind::Real {
                            C::NopExpr
                        } else {
                            C::FloatExpr
                        };
                        self.build1(code, Some(ty), Some(x))?
                    };
                    return self.fold_build1(e_code, ty, x);
                }
                C::NopExpr
            }
            _ => {
                return Err(TreeError::Invalid {
                    builder: "convert",
                    what: "conversion to non-scalar type requested".into(),
                });
            }
        };
        self.fold_build1(code, ty, e)
    }

    /// `STRIP_TYPE_NOPS`: conversions (and NON_LVALUE_EXPRs) whose type is their operand's.
    pub(crate) fn strip_type_nops(&self, mut e: Tree) -> Result<Tree> {
        while matches!(
            self.tree_code(e)?,
            C::NopExpr | C::ConvertExpr | C::NonLvalueExpr
        ) {
            match self.tree_operand(e, 0)? {
                Some(inner) if self.tree_type(inner)? == self.tree_type(e)? => e = inner,
                _ => break,
            }
        }
        Ok(e)
    }

    /// `convert_lvalue_to_rvalue` (with `convert_p`): what reading an operand does — an
    /// array becomes a pointer to its first element, a function its address, and a
    /// qualified value is converted to the unqualified type (a NOP_EXPR: `(long int)
    /// p->key` when `key` is read through a pointer to const).
    #[doc(alias = "default_function_array_read_conversion")]
    pub fn convert_lvalue_to_rvalue(&mut self, e: Tree) -> Result<Tree> {
        // c_fully_fold strips NON_LVALUE_EXPRs (a cast's) once lvalue checks are done.
        let e = self.strip_type_nops(e)?;
        self.mark_used(e)?;
        let ty = self.type_of(e, "convert_lvalue_to_rvalue")?;
        match self.tree_code(ty)? {
            C::ArrayType => return self.array_to_pointer_conversion(e),
            C::FunctionType => return self.build_c_addr_expr(e),
            C::VoidType => return Ok(e),
            _ => {}
        }
        if self.type_quals(ty)? == TypeQuals::default() {
            return Ok(e);
        }
        let plain = self.build_qualified_type(ty, TypeQuals::default())?;
        self.c_convert(plain, e)
    }

    /// `array_to_pointer_conversion`: `&a[0]` of an array, as `(T *) &a` — the ADDR_EXPR
    /// of the array converted to a pointer to its element type.
    pub fn array_to_pointer_conversion(&mut self, e: Tree) -> Result<Tree> {
        let ty = self.type_of(e, "array_to_pointer_conversion")?;
        let elt = self.type_of(ty, "array_to_pointer_conversion")?;
        let ptr = self.build_pointer_type(Some(elt))?;
        if self.tree_code(e)? == C::IndirectRef
            && let Some(p) = self.tree_operand(e, 0)?
        {
            return self.c_convert(ptr, p);
        }
        self.c_mark_addressable(e)?;
        let addr = self.build_fold_addr_expr(e)?;
        self.c_convert(ptr, addr)
    }

    /// `default_conversion`: the rvalue conversion, then the integer promotions (`char`,
    /// `short`, `_Bool` and other types narrower than `int` become `int`).
    pub fn default_conversion(&mut self, e: Tree) -> Result<Tree> {
        let e = self.convert_lvalue_to_rvalue(e)?;
        let ty = self.type_of(e, "default_conversion")?;
        if self.c_promoting_integer_type_p(ty)? {
            let int = self.g.integer_type;
            return self.c_convert(int, e);
        }
        Ok(e)
    }

    /// `c_promoting_integer_type_p`: `_Bool`, and integer or enumeration types narrower
    /// than `int`.
    pub fn c_promoting_integer_type_p(&self, ty: Tree) -> Result<bool> {
        let int_prec = self.type_precision(self.g.integer_type)?;
        Ok(match self.tree_code(ty)? {
            C::BooleanType => true,
            C::IntegerType | C::EnumeralType => self.type_precision(ty)? < int_prec,
            _ => false,
        })
    }

    /// `c_common_type`: the type the usual arithmetic conversions give two (promoted)
    /// arithmetic types — the wider floating type if either is floating, else the wider
    /// integer type, the unsigned one of two as wide, `long long` over `long`.
    pub fn c_common_type(&mut self, a: Tree, b: Tree) -> Result<Tree> {
        let a = self.type_main_variant(a)?;
        let b = self.type_main_variant(b)?;
        let (ka, kb) = (self.scalar_kind(a)?, self.scalar_kind(b)?);
        if ka == Kind::Real || kb == Kind::Real {
            return Ok(match (ka, kb) {
                (Kind::Real, Kind::Real) => {
                    if self.type_precision(b)? > self.type_precision(a)? {
                        b
                    } else {
                        a
                    }
                }
                (Kind::Real, _) => a,
                _ => b,
            });
        }
        if a == b {
            return Ok(a);
        }
        let (pa, pb) = (self.type_precision(a)?, self.type_precision(b)?);
        if pa != pb {
            return Ok(if pa > pb { a } else { b });
        }
        let unsigned = self.is_unsigned(a) || self.is_unsigned(b);
        let g = &self.g;
        let long_long = [g.long_long_type, g.long_long_unsigned_type];
        let long = [g.long_type, g.long_unsigned_type];
        let pick = |pair: [Tree; 2]| pair[usize::from(unsigned)];
        Ok(if long_long.contains(&a) || long_long.contains(&b) {
            pick(long_long)
        } else if long.contains(&a) || long.contains(&b) {
            pick(long)
        } else if self.is_unsigned(a) {
            a
        } else {
            b
        })
    }

    /// `c_objc_common_truthvalue_conversion`: `expr` as a condition, of type `int`:
    /// comparisons and truth operations as they are, constants as 0 or 1, negations and
    /// conversions to floating looked through, anything else `expr != 0`.
    #[doc(alias = "c_objc_common_truthvalue_conversion")]
    #[doc(alias = "c_common_truthvalue_conversion")]
    pub fn c_truthvalue_conversion(&mut self, expr: Tree) -> Result<Tree> {
        let expr = self.default_conversion(expr)?;
        let int = self.g.integer_type;
        let code = self.tree_code(expr)?;
        match code {
            C::EqExpr
            | C::NeExpr
            | C::LtExpr
            | C::LeExpr
            | C::GtExpr
            | C::GeExpr
            | C::UneqExpr
            | C::LtgtExpr
            | C::UnltExpr
            | C::UnleExpr
            | C::UngtExpr
            | C::UngeExpr
            | C::UnorderedExpr
            | C::OrderedExpr
            | C::TruthAndifExpr
            | C::TruthOrifExpr
            | C::TruthAndExpr
            | C::TruthOrExpr
            | C::TruthXorExpr
            | C::TruthNotExpr => {
                if self.tree_type(expr)? == Some(int) {
                    return Ok(expr);
                }
                let ops = self.operands(expr)?.to_vec();
                self.build(code, Some(int), &ops)
            }
            C::IntegerCst => {
                let zero = self.integer_zerop(Some(expr));
                self.build_int_cst(Some(int), i64::from(!zero))
            }
            C::RealCst => {
                let v = self.tree_real_cst(expr)?;
                let zero = v.class == crate::RealClass::Zero;
                self.build_int_cst(Some(int), i64::from(!zero))
            }
            C::NegateExpr | C::AbsExpr | C::FloatExpr => match self.tree_operand(expr, 0)? {
                Some(op) => self.c_truthvalue_conversion(op),
                None => Err(TreeError::Null {
                    accessor: "c_truthvalue_conversion",
                }),
            },
            _ => {
                let zero = self.g.integer_zero;
                self.build_binary_op(C::NeExpr, expr, zero)
            }
        }
    }

    /// `convert_for_assignment` for the cases C allows without a diagnostic: the rvalue
    /// of `rhs` (a NON_LVALUE_EXPR unwrapped) converted to `ty` (a null pointer constant
    /// to a pointer type).
    pub fn convert_for_assignment(&mut self, ty: Tree, rhs: Tree) -> Result<Tree> {
        let rhs = self.convert_lvalue_to_rvalue(rhs)?;
        // A NON_LVALUE_EXPR (`(int) x`) has done its job once the value is assigned.
        let rhs = match self.tree_code(rhs)? {
            C::NonLvalueExpr => self.tree_operand(rhs, 0)?.unwrap_or(rhs),
            _ => rhs,
        };
        let from = self.type_of(rhs, "convert_for_assignment")?;
        let (to_kind, from_kind) = (self.scalar_kind(ty)?, self.scalar_kind(from)?);
        let aggregate = to_kind == Kind::Other && self.tree_code(ty)? != C::BooleanType;
        if aggregate && self.type_main_variant(ty)? != self.type_main_variant(from)? {
            return Err(TreeError::Invalid {
                builder: "convert_for_assignment",
                what: "incompatible types in assignment".into(),
            });
        }
        if aggregate {
            return Ok(rhs);
        }
        if to_kind == Kind::Pointer && from_kind == Kind::Int && !self.integer_zerop(Some(rhs)) {
            return Err(TreeError::Invalid {
                builder: "convert_for_assignment",
                what: "assignment makes pointer from integer without a cast".into(),
            });
        }
        self.c_convert(ty, rhs)
    }
}
