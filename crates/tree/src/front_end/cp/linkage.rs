//! Linkage and storage: DECL_LANGUAGE ([`Language`]), `extern "C"`, DECL_MAIN_P, DECL_THIS_EXTERN
//! / _STATIC, local declarations, init priorities and DECL_FRIEND_CONTEXT.

use crate::nodes::error::Result;
use crate::nodes::handle::{Location, Tree};
use crate::{DeclFlag, TreeCode, TreeContext};

use TreeCode as C;

use super::helpers::{FUNCTION_DECL, VAR_FUNCTION_OR_PARM};
use super::lang_decl::{DEFAULT_INIT_PRIORITY, LANG_C_BIT, PRIORITY_SHIFT};

/// `DECL_LANGUAGE`: the language linkage of a declaration.
#[doc(alias = "languages")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// `lang_c`: `extern "C"`.
    #[doc(alias = "lang_c")]
    C,
    /// `lang_cplusplus`.
    #[doc(alias = "lang_cplusplus")]
    CPlusPlus,
}

/// **C and C++ trees: C++ accessors — language linkage, storage and scope** (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// `DECL_LANGUAGE`: `extern "C"` or C++ linkage. Like GCC's macro for a declaration
    /// without `lang_decl`, it starts as [`Language::C`] for a FUNCTION_DECL and
    /// [`Language::CPlusPlus`] for the others.
    #[doc(alias = "DECL_LANGUAGE")]
    pub fn decl_language(&self, t: Tree) -> Result<Language> {
        self.check_struct(t, crate::TreeStruct::DeclCommon, "DECL_LANGUAGE")?;
        Ok(if self.store.decl(t).lang_flags & LANG_C_BIT != 0 {
            Language::C
        } else {
            Language::CPlusPlus
        })
    }

    /// `SET_DECL_LANGUAGE`.
    #[doc(alias = "SET_DECL_LANGUAGE")]
    pub fn set_decl_language(&mut self, t: Tree, lang: Language) -> Result<()> {
        self.check_struct(t, crate::TreeStruct::DeclCommon, "SET_DECL_LANGUAGE")?;
        let r = self.store.decl_mut(t);
        match lang {
            Language::C => r.lang_flags |= LANG_C_BIT,
            Language::CPlusPlus => r.lang_flags &= !LANG_C_BIT,
        }
        Ok(())
    }

    /// `DECL_EXTERN_C_P`: DECL_LANGUAGE is `lang_c`.
    #[doc(alias = "DECL_EXTERN_C_P")]
    pub fn decl_extern_c_p(&self, t: Tree) -> Result<bool> {
        Ok(self.decl_language(t)? == Language::C)
    }

    /// `DECL_EXTERN_C_FUNCTION_P`: a non-thunk FUNCTION_DECL with `extern "C"` linkage.
    #[doc(alias = "DECL_EXTERN_C_FUNCTION_P")]
    pub fn decl_extern_c_function_p(&self, t: Tree) -> Result<bool> {
        Ok(self.decl_non_thunk_function_p(t)? && self.decl_extern_c_p(t)?)
    }

    /// `DECL_MAIN_P`: a non-thunk function named `main` with C linkage (GCC 12's macro;
    /// the C++ front end gives `::main` C linkage and any other `main` C++ linkage). A
    /// hosted implementation is assumed (`flag_hosted`). Any node may be asked.
    #[doc(alias = "DECL_MAIN_P")]
    pub fn decl_main_p(&self, t: Tree) -> Result<bool> {
        if !self.decl_extern_c_function_p(t)? {
            return Ok(false);
        }
        let name = self.store.decl(t).name;
        Ok(name.is_some() && name == self.maybe_get_identifier("main"))
    }

    /// `DECL_LINKONCE_P`: copies may be emitted in several translation units and merged by
    /// the linker; GCC implements this as DECL_COMDAT, which this reads.
    #[doc(alias = "DECL_LINKONCE_P")]
    pub fn decl_linkonce_p(&self, t: Tree) -> Result<bool> {
        self.check_struct(t, crate::TreeStruct::DeclWithVis, "DECL_LINKONCE_P")?;
        Ok(self.decl_flag_bit(t, DeclFlag::Comdat))
    }

    /// `DECL_THIS_EXTERN`: declared with `extern` (DECL_LANG_FLAG_2 of a VAR_DECL,
    /// FUNCTION_DECL or PARM_DECL).
    #[doc(alias = "DECL_THIS_EXTERN")]
    pub fn decl_this_extern(&self, t: Tree) -> Result<bool> {
        self.check_codes(t, VAR_FUNCTION_OR_PARM, "DECL_THIS_EXTERN")?;
        Ok(self.decl_flag_bit(t, DeclFlag::LangFlag2))
    }

    /// Sets `DECL_THIS_EXTERN`.
    #[doc(alias = "DECL_THIS_EXTERN")]
    pub fn set_decl_this_extern(&mut self, t: Tree, on: bool) -> Result<()> {
        self.check_codes(t, VAR_FUNCTION_OR_PARM, "DECL_THIS_EXTERN")?;
        self.set_decl_lang_flag_2(t, on)
    }

    /// `DECL_THIS_STATIC`: declared with `static` (DECL_LANG_FLAG_6 of a VAR_DECL,
    /// FUNCTION_DECL or PARM_DECL).
    #[doc(alias = "DECL_THIS_STATIC")]
    pub fn decl_this_static(&self, t: Tree) -> Result<bool> {
        self.check_codes(t, VAR_FUNCTION_OR_PARM, "DECL_THIS_STATIC")?;
        Ok(self.decl_flag_bit(t, DeclFlag::LangFlag6))
    }

    /// Sets `DECL_THIS_STATIC`.
    #[doc(alias = "DECL_THIS_STATIC")]
    pub fn set_decl_this_static(&mut self, t: Tree, on: bool) -> Result<()> {
        self.check_codes(t, VAR_FUNCTION_OR_PARM, "DECL_THIS_STATIC")?;
        self.set_decl_lang_flag_6(t, on)
    }

    /// `DECL_LOCAL_FUNCTION_P` (GCC 12: `DECL_LOCAL_DECL_P`, DECL_LANG_FLAG_0): declared at
    /// block scope although it has namespace scope.
    #[doc(alias = "DECL_LOCAL_FUNCTION_P")]
    #[doc(alias = "DECL_LOCAL_DECL_P")]
    pub fn decl_local_function_p(&self, t: Tree) -> Result<bool> {
        self.check_codes(t, &[C::VarDecl, C::FunctionDecl], "DECL_LOCAL_FUNCTION_P")?;
        Ok(self.decl_flag_bit(t, DeclFlag::LangFlag0))
    }

    /// Sets `DECL_LOCAL_FUNCTION_P`.
    #[doc(alias = "DECL_LOCAL_FUNCTION_P")]
    #[doc(alias = "DECL_LOCAL_DECL_P")]
    pub fn set_decl_local_function_p(&mut self, t: Tree, on: bool) -> Result<()> {
        self.check_codes(t, &[C::VarDecl, C::FunctionDecl], "DECL_LOCAL_FUNCTION_P")?;
        self.set_decl_lang_flag_0(t, on)
    }

    /// `DECL_ANTICIPATED` (GCC 12: `DECL_UNDECLARED_BUILTIN_P`): a built-in whose
    /// prototype the program has not declared — its DECL_SOURCE_LOCATION is still
    /// BUILTINS_LOCATION (derived, so there is no setter: declaring it moves the location).
    #[doc(alias = "DECL_ANTICIPATED")]
    #[doc(alias = "DECL_UNDECLARED_BUILTIN_P")]
    pub fn decl_anticipated(&self, t: Tree) -> Result<bool> {
        self.check_struct(t, crate::TreeStruct::DeclMinimal, "DECL_ANTICIPATED")?;
        Ok(Location(self.store.decl(t).locus) == Location::BUILTINS)
    }

    /// `GLOBAL_INIT_PRIORITY` (GCC 12: `DECL_INIT_PRIORITY`): the priority of a global
    /// constructor or destructor, [`DEFAULT_INIT_PRIORITY`] unless set.
    #[doc(alias = "GLOBAL_INIT_PRIORITY")]
    #[doc(alias = "DECL_INIT_PRIORITY")]
    pub fn global_init_priority(&self, t: Tree) -> Result<u16> {
        self.check_codes(t, &[C::VarDecl, C::FunctionDecl], "GLOBAL_INIT_PRIORITY")?;
        Ok(((self.store.decl(t).lang_flags >> PRIORITY_SHIFT) as u16) ^ DEFAULT_INIT_PRIORITY)
    }

    /// Sets `GLOBAL_INIT_PRIORITY` (`SET_DECL_INIT_PRIORITY`).
    #[doc(alias = "GLOBAL_INIT_PRIORITY")]
    #[doc(alias = "SET_DECL_INIT_PRIORITY")]
    pub fn set_global_init_priority(&mut self, t: Tree, priority: u16) -> Result<()> {
        self.check_codes(t, &[C::VarDecl, C::FunctionDecl], "GLOBAL_INIT_PRIORITY")?;
        let r = self.store.decl_mut(t);
        r.lang_flags = (r.lang_flags & 0xffff)
            | (u32::from(priority ^ DEFAULT_INIT_PRIORITY) << PRIORITY_SHIFT);
        Ok(())
    }

    /// `DECL_FRIEND_CONTEXT`: the class a friend function was defined in; NULL_TREE for a
    /// virtual function, a constructor or anything but a FUNCTION_DECL, as GCC's macro
    /// answers.
    #[doc(alias = "DECL_FRIEND_CONTEXT")]
    pub fn decl_friend_context(&self, t: Tree) -> Result<Option<Tree>> {
        if self.code_for(t, "DECL_FRIEND_CONTEXT")? != C::FunctionDecl
            || self.decl_flag_bit(t, DeclFlag::VirtualP)
            || self.decl_flag_bit(t, DeclFlag::CxxConstructorP)
        {
            return Ok(None);
        }
        Ok(self.store.decl(t).lang_context)
    }

    /// `SET_DECL_FRIEND_CONTEXT`.
    #[doc(alias = "SET_DECL_FRIEND_CONTEXT")]
    pub fn set_decl_friend_context(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
        self.check_codes(t, FUNCTION_DECL, "SET_DECL_FRIEND_CONTEXT")?;
        self.check_value(v, "SET_DECL_FRIEND_CONTEXT")?;
        self.store.decl_mut(t).lang_context = v;
        Ok(())
    }
}
