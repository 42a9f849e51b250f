//! Pointers to members: TYPE_PTRMEMFUNC_P / TYPE_PTRMEM_P, `build_ptrmemfunc_type` and the
//! class and pointed-to types.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::{TreeCode, TreeContext, TypeFlag};

use TreeCode as C;

use super::helpers::rename;

/// **C and C++ trees: C++ accessors — pointers to members** (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// `TYPE_PTRMEMFUNC_P`: a pointer to member function (a RECORD_TYPE with
    /// TYPE_PTRMEMFUNC_FLAG). Any node.
    #[doc(alias = "TYPE_PTRMEMFUNC_P")]
    pub fn type_ptrmemfunc_p(&self, t: Tree) -> Result<bool> {
        Ok(self.code_for(t, "TYPE_PTRMEMFUNC_P")? == C::RecordType
            && self.store.ty_rec(t).type_flags & TypeFlag::LangFlag2.bit() != 0)
    }

    /// `TYPE_PTRMEMFUNC_FLAG` (TYPE_LANG_FLAG_2 of a RECORD_TYPE).
    #[doc(alias = "TYPE_PTRMEMFUNC_FLAG")]
    pub fn type_ptrmemfunc_flag(&self, t: Tree) -> Result<bool> {
        self.check_codes(t, &[C::RecordType], "TYPE_PTRMEMFUNC_FLAG")?;
        self.type_flag(t, TypeFlag::LangFlag2)
    }

    /// Sets `TYPE_PTRMEMFUNC_FLAG`.
    #[doc(alias = "TYPE_PTRMEMFUNC_FLAG")]
    pub fn set_type_ptrmemfunc_flag(&mut self, t: Tree, on: bool) -> Result<()> {
        self.check_codes(t, &[C::RecordType], "TYPE_PTRMEMFUNC_FLAG")?;
        self.set_type_flag(t, TypeFlag::LangFlag2, on)
    }

    /// `TYPE_PTRMEM_P`: a pointer to data member or to member function. Any node.
    #[doc(alias = "TYPE_PTRMEM_P")]
    pub fn type_ptrmem_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_ptrdatamem_p(t)? || self.type_ptrmemfunc_p(t)?)
    }

    /// `build_ptrmemfunc_type`: the C++ ABI's pointer-to-member-function record for the
    /// pointer-to-METHOD_TYPE `ptr`: fields `__pfn` (of type `ptr`) and `__delta`
    /// (ptrdiff_t), TYPE_PTRMEMFUNC_FLAG set, laid out (16 bytes on LP64).
    pub fn build_ptrmemfunc_type(&mut self, ptr: Tree) -> Result<Tree> {
        self.check_codes(ptr, &[C::PointerType], "build_ptrmemfunc_type")?;
        match self.store.ty(ptr) {
            Some(m) if self.code_for(m, "build_ptrmemfunc_type")? == C::MethodType => {}
            _ => {
                return Err(TreeError::Invalid {
                    builder: "build_ptrmemfunc_type",
                    what: "the pointer's target is not a METHOD_TYPE".into(),
                });
            }
        }
        let t = self.make_node(C::RecordType)?;
        let pfn_id = self.try_get_identifier("__pfn")?;
        let delta_id = self.try_get_identifier("__delta")?;
        let ptrdiff = self.ptrdiff_type_node();
        let pfn = self.build_decl(Location::BUILTINS, C::FieldDecl, Some(pfn_id), Some(ptr))?;
        let delta = self.build_decl(
            Location::BUILTINS,
            C::FieldDecl,
            Some(delta_id),
            Some(ptrdiff),
        )?;
        self.set_decl_context(pfn, Some(t))?;
        self.set_decl_context(delta, Some(t))?;
        self.set_tree_chain(pfn, Some(delta))?;
        self.set_type_fields(t, Some(pfn))?;
        self.set_type_ptrmemfunc_flag(t, true)?;
        self.layout_type(t)?;
        Ok(t)
    }

    fn ptrmemfunc_check(&self, t: Tree, accessor: &'static str) -> Result<Tree> {
        if !self.type_ptrmemfunc_p(t)? {
            return Err(TreeError::wrong(
                accessor,
                Expected::Other("a pointer-to-member-function RECORD_TYPE (TYPE_PTRMEMFUNC_P)"),
                self.code_for(t, accessor)?,
            ));
        }
        let pfn = self.type_fields(t)?.ok_or(TreeError::Null { accessor })?;
        self.store.ty(pfn).ok_or(TreeError::Null { accessor })
    }

    /// `TYPE_PTRMEMFUNC_FN_TYPE_RAW`: the pointer-to-method type of the `__pfn` field.
    #[doc(alias = "TYPE_PTRMEMFUNC_FN_TYPE_RAW")]
    pub fn type_ptrmemfunc_fn_type_raw(&self, t: Tree) -> Result<Tree> {
        self.ptrmemfunc_check(t, "TYPE_PTRMEMFUNC_FN_TYPE_RAW")
    }

    /// `TYPE_PTRMEMFUNC_FN_TYPE`: the pointer-to-method type, with the record's
    /// qualifiers (so it may build a qualified variant).
    #[doc(alias = "TYPE_PTRMEMFUNC_FN_TYPE")]
    pub fn type_ptrmemfunc_fn_type(&mut self, t: Tree) -> Result<Tree> {
        let raw = self.ptrmemfunc_check(t, "TYPE_PTRMEMFUNC_FN_TYPE")?;
        let quals = self.type_quals(t)?;
        self.build_qualified_type(raw, quals)
    }

    /// `TYPE_PTRMEMFUNC_OBJECT_TYPE`: the class of a pointer to member function.
    #[doc(alias = "TYPE_PTRMEMFUNC_OBJECT_TYPE")]
    pub fn type_ptrmemfunc_object_type(&self, t: Tree) -> Result<Option<Tree>> {
        let accessor = "TYPE_PTRMEMFUNC_OBJECT_TYPE";
        let fnptr = self.ptrmemfunc_check(t, accessor)?;
        let method = self.store.ty(fnptr).ok_or(TreeError::Null { accessor })?;
        self.type_method_basetype(method)
    }

    /// `TYPE_PTRMEM_CLASS_TYPE`: the class of a pointer to member (data or function).
    #[doc(alias = "TYPE_PTRMEM_CLASS_TYPE")]
    pub fn type_ptrmem_class_type(&self, t: Tree) -> Result<Option<Tree>> {
        if self.type_ptrdatamem_p(t)? {
            self.type_offset_basetype(t)
        } else {
            self.type_ptrmemfunc_object_type(t)
                .map_err(|e| rename(e, "TYPE_PTRMEM_CLASS_TYPE"))
        }
    }

    /// `TYPE_PTRMEM_POINTED_TO_TYPE`: the member's type (the METHOD_TYPE for a pointer to
    /// member function).
    #[doc(alias = "TYPE_PTRMEM_POINTED_TO_TYPE")]
    pub fn type_ptrmem_pointed_to_type(&self, t: Tree) -> Result<Option<Tree>> {
        if self.type_ptrdatamem_p(t)? {
            Ok(self.store.ty(t))
        } else {
            let fnptr = self.ptrmemfunc_check(t, "TYPE_PTRMEM_POINTED_TO_TYPE")?;
            Ok(self.store.ty(fnptr))
        }
    }
}
