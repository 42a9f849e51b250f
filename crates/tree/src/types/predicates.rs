//! Type predicates of the C++ front end: TYPE_PTR_P, ARITHMETIC_TYPE_P, CP_TYPE_CONST_P, ….

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext};

use TreeCode as C;

use super::quals::TypeQuals;

/// **Types: predicates** — TYPE_PTR_P, ARITHMETIC_TYPE_P, CP_TYPE_CONST_P, … (GCC internals manual: *GENERIC › C and C++ Trees › Types for C++*).
impl TreeContext {
    fn code_is(&self, t: Tree, accessor: &'static str, codes: &[TreeCode]) -> Result<bool> {
        Ok(codes.contains(&self.code_for(t, accessor)?))
    }

    /// `TYPE_PTR_P`: a pointer type.
    #[doc(alias = "TYPE_PTR_P")]
    #[doc(alias = "POINTER_TYPE_P")]
    pub fn type_ptr_p(&self, t: Tree) -> Result<bool> {
        self.code_is(t, "TYPE_PTR_P", &[C::PointerType])
    }

    /// `CP_INTEGRAL_TYPE_P`: an integer or boolean type.
    #[doc(alias = "CP_INTEGRAL_TYPE_P")]
    #[doc(alias = "CP_INTEGRAL_TYPE")]
    pub fn cp_integral_type_p(&self, t: Tree) -> Result<bool> {
        self.code_is(t, "CP_INTEGRAL_TYPE_P", &[C::IntegerType, C::BooleanType])
    }

    /// `ARITHMETIC_TYPE_P` (the C++ front end's): integral, real or fixed-point.
    #[doc(alias = "ARITHMETIC_TYPE_P")]
    pub fn arithmetic_type_p(&self, t: Tree) -> Result<bool> {
        self.code_is(
            t,
            "ARITHMETIC_TYPE_P",
            &[
                C::IntegerType,
                C::BooleanType,
                C::RealType,
                C::FixedPointType,
            ],
        )
    }

    /// `TYPE_PTRFN_P`: a pointer to a function type.
    #[doc(alias = "TYPE_PTRFN_P")]
    pub fn type_ptrfn_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_ptr_p(t)?
            && self
                .store
                .ty_rec(t)
                .ty
                .is_some_and(|to| self.store.code(to) == Some(C::FunctionType)))
    }

    /// `TYPE_PTROB_P`: a pointer to an object type (not void, not a function).
    #[doc(alias = "TYPE_PTROB_P")]
    pub fn type_ptrob_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_ptr_p(t)?
            && self.store.ty_rec(t).ty.is_some_and(|to| {
                !matches!(
                    self.store.code(to),
                    Some(C::FunctionType | C::MethodType | C::VoidType) | None
                )
            }))
    }

    /// `TYPE_PTROBV_P`: a pointer to an object type or void.
    #[doc(alias = "TYPE_PTROBV_P")]
    pub fn type_ptrobv_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_ptr_p(t)?
            && self.store.ty_rec(t).ty.is_some_and(|to| {
                !matches!(
                    self.store.code(to),
                    Some(C::FunctionType | C::MethodType) | None
                )
            }))
    }

    /// `TYPE_PTRDATAMEM_P`: a pointer to data member (an OFFSET_TYPE).
    #[doc(alias = "TYPE_PTRDATAMEM_P")]
    pub fn type_ptrdatamem_p(&self, t: Tree) -> Result<bool> {
        self.code_is(t, "TYPE_PTRDATAMEM_P", &[C::OffsetType])
    }

    /// `CP_TYPE_CONST_P`.
    #[doc(alias = "CP_TYPE_CONST_P")]
    pub fn cp_type_const_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_quals(t)?.contains(TypeQuals::CONST))
    }

    /// `CP_TYPE_VOLATILE_P`.
    #[doc(alias = "CP_TYPE_VOLATILE_P")]
    pub fn cp_type_volatile_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_quals(t)?.contains(TypeQuals::VOLATILE))
    }

    /// `CP_TYPE_RESTRICT_P`.
    #[doc(alias = "CP_TYPE_RESTRICT_P")]
    pub fn cp_type_restrict_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_quals(t)?.contains(TypeQuals::RESTRICT))
    }

    /// `CP_TYPE_CONST_NON_VOLATILE_P`.
    #[doc(alias = "CP_TYPE_CONST_NON_VOLATILE_P")]
    pub fn cp_type_const_non_volatile_p(&self, t: Tree) -> Result<bool> {
        let q = self.type_quals(t)?;
        Ok(q.contains(TypeQuals::CONST) && !q.contains(TypeQuals::VOLATILE))
    }
}
