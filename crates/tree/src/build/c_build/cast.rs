//! C's cast and conditional expressions (`c-typeck.cc` `build_c_cast`,
//! `build_conditional_expr`).

use super::fold::Kind;
use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext};

use TreeCode as C;

fn invalid(builder: &'static str, what: &str) -> TreeError {
    TreeError::Invalid {
        builder,
        what: what.to_string(),
    }
}

/// **C-level builders: casts and conditional expressions** — `build_c_cast`, `build_conditional_expr`; see [`c_build`](crate::c_build).
impl TreeContext {
    /// `build_c_cast`: `(ty) expr`. The operand is read as an rvalue and converted with
    /// [`c_convert`](Self::c_convert) to the unqualified `ty` (a CONVERT_EXPR for a cast to
    /// `void`; a record or union only to itself); a result that could still be an lvalue
    /// (a cast to the operand's own type) is wrapped in a NON_LVALUE_EXPR, so that
    /// `(int) x` is no lvalue. Casts to array or function types are errors; casts to a union
    /// from one of its members' types (a GNU extension) are not modelled.
    pub fn build_c_cast(&mut self, ty: Tree, expr: Tree) -> Result<Tree> {
        let ty = self.type_main_variant(ty)?;
        match self.tree_code(ty)? {
            C::ArrayType => return Err(invalid("build_c_cast", "cast specifies array type")),
            C::FunctionType => {
                return Err(invalid("build_c_cast", "cast specifies function type"));
            }
            _ => {}
        }
        let value = self.convert_lvalue_to_rvalue(expr)?;
        let from = self.type_of(value, "build_c_cast")?;
        let value = if self.type_main_variant(from)? == ty {
            if matches!(self.tree_code(ty)?, C::RecordType | C::UnionType) {
                self.c_convert(ty, value)?
            } else {
                value
            }
        } else if self.tree_code(ty)? == C::VoidType {
            return self.build1(C::ConvertExpr, Some(ty), Some(value));
        } else if matches!(self.tree_code(ty)?, C::RecordType | C::UnionType) {
            return Err(invalid(
                "build_c_cast",
                "conversion to non-scalar type requested",
            ));
        } else {
            self.c_convert(ty, value)?
        };
        if self.lvalue_p(value)? {
            return self.non_lvalue(value);
        }
        Ok(value)
    }

    /// C's `lvalue_p`: a variable, parameter or result, a reference through a pointer or
    /// into an array, a member of an lvalue, a string literal, a compound literal.
    pub fn lvalue_p(&self, t: Tree) -> Result<bool> {
        Ok(match self.tree_code(t)? {
            C::VarDecl | C::ParmDecl | C::ResultDecl => {
                let ty = self.type_of(t, "lvalue_p")?;
                self.tree_code(ty)? != C::FunctionType
            }
            C::ComponentRef | C::RealpartExpr | C::ImagpartExpr => match self.tree_operand(t, 0)? {
                Some(inner) => self.lvalue_p(inner)?,
                None => false,
            },
            C::IndirectRef | C::ArrayRef | C::MemRef | C::StringCst | C::CompoundLiteralExpr => {
                true
            }
            _ => false,
        })
    }

    /// `build_conditional_expr`: `cond ? a : b`. The condition is a truth value, the
    /// arms are read (default conversion) and converted to their common type — the usual
    /// arithmetic conversions, `void` for two void arms, the pointer type for a pointer and
    /// a null pointer constant, the type itself for two of the same pointer, record or
    /// union type; other combinations are errors. A constant condition selects its arm
    /// (as `fold_ternary` does); otherwise a COND_EXPR of the common type.
    pub fn build_conditional_expr(&mut self, cond: Tree, a: Tree, b: Tree) -> Result<Tree> {
        let cond = self.c_truthvalue_conversion(cond)?;
        let a = self.default_conversion(a)?;
        let b = self.default_conversion(b)?;
        let (ta, tb) = (
            self.type_of(a, "build_conditional_expr")?,
            self.type_of(b, "build_conditional_expr")?,
        );
        let (ka, kb) = (self.scalar_kind(ta)?, self.scalar_kind(tb)?);
        let (ma, mb) = (self.type_main_variant(ta)?, self.type_main_variant(tb)?);
        let result = match (ka, kb) {
            (Kind::Int | Kind::Real, Kind::Int | Kind::Real) => self.c_common_type(ta, tb)?,
            (Kind::Pointer, Kind::Int) if self.integer_zerop(Some(b)) => ta,
            (Kind::Int, Kind::Pointer) if self.integer_zerop(Some(a)) => tb,
            _ if ma == mb => ma,
            _ => {
                return Err(invalid(
                    "build_conditional_expr",
                    "type mismatch in conditional expression",
                ));
            }
        };
        let void = self.g.void_type;
        let (a, b) = if result == void {
            (a, b)
        } else {
            (self.c_convert(result, a)?, self.c_convert(result, b)?)
        };
        if self.tree_code(cond)? == C::IntegerCst {
            return Ok(if self.integer_zerop(Some(cond)) { b } else { a });
        }
        self.build3(C::CondExpr, Some(result), Some(cond), Some(a), Some(b))
    }
}
