//! Member functions: static / non-static, and the `const` / `volatile` qualifiers of `this`.

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext, TypeQuals};

use TreeCode as C;

/// **C and C++ trees: C++ accessors — member functions** (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// `DECL_NONSTATIC_MEMBER_FUNCTION_P`: TREE_TYPE is a METHOD_TYPE.
    #[doc(alias = "DECL_NONSTATIC_MEMBER_FUNCTION_P")]
    pub fn decl_nonstatic_member_function_p(&self, t: Tree) -> Result<bool> {
        let accessor = "DECL_NONSTATIC_MEMBER_FUNCTION_P";
        self.check_struct(t, crate::TreeStruct::Typed, accessor)?;
        let ty = self.store.ty(t).ok_or(TreeError::Null { accessor })?;
        Ok(self.code_for(ty, accessor)? == C::MethodType)
    }

    /// `DECL_FUNCTION_MEMBER_P`: a static or non-static member function.
    #[doc(alias = "DECL_FUNCTION_MEMBER_P")]
    pub fn decl_function_member_p(&self, t: Tree) -> Result<bool> {
        Ok(self.decl_nonstatic_member_function_p(t)? || self.decl_static_function_p(t)?)
    }

    /// The qualifiers of `*this` of a non-static member function, if it is one.
    fn this_quals(&self, t: Tree, accessor: &'static str) -> Result<Option<TypeQuals>> {
        if !self.decl_nonstatic_member_function_p(t)? {
            return Ok(None);
        }
        let fntype = self.store.ty(t).ok_or(TreeError::Null { accessor })?;
        let this = self
            .type_arg_types(fntype)?
            .ok_or(TreeError::Null { accessor })?;
        let this_ptr = self.tree_value(this)?.ok_or(TreeError::Null { accessor })?;
        let object = self
            .tree_type(this_ptr)?
            .ok_or(TreeError::Null { accessor })?;
        Ok(Some(self.type_quals(object)?))
    }

    /// `DECL_CONST_MEMFUNC_P`: a non-static member function whose `this` points to const.
    #[doc(alias = "DECL_CONST_MEMFUNC_P")]
    pub fn decl_const_memfunc_p(&self, t: Tree) -> Result<bool> {
        Ok(self
            .this_quals(t, "DECL_CONST_MEMFUNC_P")?
            .is_some_and(|q| q.contains(TypeQuals::CONST)))
    }

    /// `DECL_VOLATILE_MEMFUNC_P`: a non-static member function whose `this` points to
    /// volatile.
    #[doc(alias = "DECL_VOLATILE_MEMFUNC_P")]
    pub fn decl_volatile_memfunc_p(&self, t: Tree) -> Result<bool> {
        Ok(self
            .this_quals(t, "DECL_VOLATILE_MEMFUNC_P")?
            .is_some_and(|q| q.contains(TypeQuals::VOLATILE)))
    }
}
