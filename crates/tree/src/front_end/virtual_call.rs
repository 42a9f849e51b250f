//! Virtual calls: which class an OBJ_TYPE_REF dispatches on, and whether it is a virtual
//! method call at all (GCC's `obj_type_ref_class` and `virtual_method_call_p`).

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext};

use TreeCode as C;

/// **C and C++ trees: virtual calls** — OBJ_TYPE_REF.
impl TreeContext {
    /// `obj_type_ref_class`: the class an OBJ_TYPE_REF calls through — the type the
    /// method's first parameter (`this`) points to, as its TYPE_CANONICAL when it has one.
    ///
    /// An error unless `t` is an OBJ_TYPE_REF whose type points to a METHOD_TYPE or
    /// FUNCTION_TYPE with a pointer first parameter (GCC asserts the same).
    pub fn obj_type_ref_class(&self, t: Tree) -> Result<Tree> {
        const WHO: &str = "obj_type_ref_class";
        self.check_codes(t, &[C::ObjTypeRef], WHO)?;
        let need = |v: Option<Tree>| v.ok_or(TreeError::Null { accessor: WHO });
        let fn_ptr = need(self.tree_type(t)?)?;
        self.check_codes(fn_ptr, &[C::PointerType], WHO)?;
        let fn_type = need(self.tree_type(fn_ptr)?)?;
        self.check_codes(fn_type, &[C::MethodType, C::FunctionType], WHO)?;
        let first = need(self.type_arg_types(fn_type)?)?;
        let this_ptr = need(self.tree_value(first)?)?;
        self.check_codes(this_ptr, &[C::PointerType], WHO)?;
        let class = need(self.tree_type(this_ptr)?)?;
        // A class compared structurally (GCC would look its ODR type up) stays itself.
        Ok(self.type_canonical(class)?.unwrap_or(class))
    }

    /// `virtual_method_call_p`: whether the OBJ_TYPE_REF `t` calls a virtual method — its
    /// callee is a METHOD_TYPE and the class it dispatches on has a TYPE_BINFO (a class
    /// built without one is not treated as virtual). False for any other node.
    pub fn virtual_method_call_p(&self, t: Tree) -> Result<bool> {
        if self.tree_code(t)? != C::ObjTypeRef {
            return Ok(false);
        }
        let method = self
            .tree_type(t)?
            .map(|p| self.tree_type(p))
            .transpose()?
            .flatten();
        let Some(method) = method else {
            return Ok(false);
        };
        if self.tree_code(method)? != C::MethodType {
            return Ok(false);
        }
        let class = self.obj_type_ref_class(t)?;
        Ok(matches!(
            self.tree_code(class)?,
            C::RecordType | C::UnionType | C::QualUnionType
        ) && self.type_binfo(class)?.is_some())
    }
}
