//! Class types: CLASS_TYPE_P, TYPE_HAS_MUTABLE_P, local classes (`decl_function_context`),
//! TYPE_POLYMORPHIC_P and TYPE_BUILT_IN.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::{DeclFlag, Flag, TreeCode, TreeContext, TypeFlag};

use TreeCode as C;

use super::helpers::{RECORD_OR_UNION, rename};

/// **C and C++ trees: C++ accessors — class types** (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// `CLASS_TYPE_P`: a record or union with a C++ class `lang_type` (TYPE_LANG_FLAG_5).
    /// Any node may be asked.
    #[doc(alias = "CLASS_TYPE_P")]
    pub fn class_type_p(&self, t: Tree) -> Result<bool> {
        Ok(RECORD_OR_UNION.contains(&self.code_for(t, "CLASS_TYPE_P")?)
            && self.store.ty_rec(t).type_flags & TypeFlag::LangFlag5.bit() != 0)
    }

    /// `SET_CLASS_TYPE_P`.
    #[doc(alias = "SET_CLASS_TYPE_P")]
    pub fn set_class_type_p(&mut self, t: Tree, on: bool) -> Result<()> {
        self.check_codes(t, RECORD_OR_UNION, "SET_CLASS_TYPE_P")?;
        self.set_type_flag(t, TypeFlag::LangFlag5, on)
    }

    /// `TYPE_HAS_MUTABLE_P` (`cp_has_mutable_p`): the type, arrays stripped, is a class
    /// with a mutable member. Any type may be asked.
    #[doc(alias = "TYPE_HAS_MUTABLE_P")]
    #[doc(alias = "cp_has_mutable_p")]
    pub fn type_has_mutable_p(&self, t: Tree) -> Result<bool> {
        self.check_class(t, crate::TreeCodeClass::Type, "TYPE_HAS_MUTABLE_P")?;
        let mut t = t;
        while self.code_for(t, "TYPE_HAS_MUTABLE_P")? == C::ArrayType {
            match self.store.ty(t) {
                Some(e) => t = e,
                None => return Ok(false),
            }
        }
        Ok(self.class_type_p(t)? && self.classtype_has_mutable(t)?)
    }

    /// `TYPE_MAIN_DECL`: the TYPE_STUB_DECL of the main variant.
    #[doc(alias = "TYPE_MAIN_DECL")]
    pub fn type_main_decl(&self, t: Tree) -> Result<Option<Tree>> {
        let main = self
            .type_main_variant(t)
            .map_err(|e| rename(e, "TYPE_MAIN_DECL"))?;
        self.type_stub_decl(main)
    }

    /// `decl_function_context`: the innermost FUNCTION_DECL enclosing `decl` (through
    /// BLOCKs, types and declarations), or NULL_TREE at namespace scope.
    pub fn decl_function_context(&self, decl: Tree) -> Result<Option<Tree>> {
        let accessor = "decl_function_context";
        let code = self.code_for(decl, accessor)?;
        if code == C::ErrorMark {
            return Ok(None);
        }
        self.check_struct(decl, crate::TreeStruct::DeclMinimal, accessor)?;
        let mut context = if code == C::FunctionDecl && self.decl_flag_bit(decl, DeclFlag::VirtualP)
        {
            // A virtual function's DECL_CONTEXT is the vtable's class: use `this`'s class.
            let fntype = self.store.ty(decl).ok_or(TreeError::Null { accessor })?;
            let this = self
                .type_arg_types(fntype)?
                .ok_or(TreeError::Null { accessor })?;
            let ptr = self.tree_value(this)?.ok_or(TreeError::Null { accessor })?;
            let class = self.tree_type(ptr)?.ok_or(TreeError::Null { accessor })?;
            Some(self.type_main_variant(class)?)
        } else {
            self.store.decl(decl).context
        };
        while let Some(c) = context {
            let code = self.code_for(c, accessor)?;
            context = match code {
                C::FunctionDecl => break,
                C::Block => self.block_supercontext(c)?,
                _ if code.is_type() => self.type_context(c)?,
                _ => self.decl_context(c)?,
            };
        }
        Ok(context)
    }

    /// `LOCAL_CLASS_P`: a class declared inside a function (its TYPE_MAIN_DECL has a
    /// function context). GCC dereferences the TYPE_MAIN_DECL: a type without one is an
    /// error.
    #[doc(alias = "LOCAL_CLASS_P")]
    pub fn local_class_p(&self, t: Tree) -> Result<bool> {
        let accessor = "LOCAL_CLASS_P";
        let main_decl = self
            .type_main_decl(t)
            .map_err(|e| rename(e, accessor))?
            .ok_or(TreeError::Null { accessor })?;
        Ok(self.decl_function_context(main_decl)?.is_some())
    }

    /// `TYPE_POLYMORPHIC_P`: the class has a virtual function (TREE_LANG_FLAG_2; like
    /// GCC's macro, any node but a TREE_VEC or SSA_NAME).
    #[doc(alias = "TYPE_POLYMORPHIC_P")]
    pub fn type_polymorphic_p(&self, t: Tree) -> Result<bool> {
        self.lang_flag_node(t, "TYPE_POLYMORPHIC_P")?;
        self.flag(t, Flag::LangFlag2)
    }

    /// Sets `TYPE_POLYMORPHIC_P`.
    #[doc(alias = "TYPE_POLYMORPHIC_P")]
    pub fn set_type_polymorphic_p(&mut self, t: Tree, on: bool) -> Result<()> {
        self.lang_flag_node(t, "TYPE_POLYMORPHIC_P")?;
        self.set_flag(t, Flag::LangFlag2, on)
    }

    /// TREE_LANG_FLAG_n's check: `TREE_NOT_CHECK2 (t, TREE_VEC, SSA_NAME)`.
    fn lang_flag_node(&self, t: Tree, accessor: &'static str) -> Result<()> {
        let code = self.code_for(t, accessor)?;
        if matches!(code, C::TreeVec | C::SsaName) {
            Err(TreeError::wrong(
                accessor,
                Expected::Other("a node other than TREE_VEC and SSA_NAME"),
                code,
            ))
        } else {
            Ok(())
        }
    }

    /// `TYPE_BUILT_IN`: a type the compiler declared itself — its TYPE_NAME is a
    /// TYPE_DECL at BUILTINS_LOCATION (`record_builtin_type`). GCC 12 has no such macro.
    #[doc(alias = "TYPE_BUILT_IN")]
    pub fn type_built_in(&self, t: Tree) -> Result<bool> {
        self.check_class(t, crate::TreeCodeClass::Type, "TYPE_BUILT_IN")?;
        Ok(match self.store.ty_rec(t).name {
            Some(n) if self.code_for(n, "TYPE_BUILT_IN")? == C::TypeDecl => {
                Location(self.store.decl(n).locus) == Location::BUILTINS
            }
            _ => false,
        })
    }
}
