//! Constructors and destructors: DECL_CONSTRUCTOR_P …, the special member names, `copy_fn_p`
//! and FUNCTION_FIRST_USER_PARMTYPE.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{DeclFlag, TreeCode, TreeContext, TypeQuals};

use TreeCode as C;

use super::helpers::FUNCTION_DECL;

/// The special member names of `cp/decl.cc`'s `initialize_predefined_identifiers`.
const COMPLETE_CTOR: &str = "__ct_comp ";
const BASE_CTOR: &str = "__ct_base ";
const COMPLETE_DTOR: &str = "__dt_comp ";
const BASE_DTOR: &str = "__dt_base ";
const DELETING_DTOR: &str = "__dt_del ";

/// **C and C++ trees: C++ accessors — constructors and destructors** (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// `DECL_CONSTRUCTOR_P`: a constructor (DECL_CXX_CONSTRUCTOR_P of the FUNCTION_DECL).
    #[doc(alias = "DECL_CONSTRUCTOR_P")]
    pub fn decl_constructor_p(&self, t: Tree) -> Result<bool> {
        self.check_codes(t, FUNCTION_DECL, "DECL_CONSTRUCTOR_P")?;
        Ok(self.decl_flag_bit(t, DeclFlag::CxxConstructorP))
    }

    /// `DECL_DESTRUCTOR_P`: a destructor (DECL_CXX_DESTRUCTOR_P of the FUNCTION_DECL).
    #[doc(alias = "DECL_DESTRUCTOR_P")]
    pub fn decl_destructor_p(&self, t: Tree) -> Result<bool> {
        self.check_codes(t, FUNCTION_DECL, "DECL_DESTRUCTOR_P")?;
        Ok(self.decl_flag_bit(t, DeclFlag::CxxDestructorP))
    }

    /// `DECL_COMPLETE_CONSTRUCTOR_P`: DECL_NAME is `complete_ctor_identifier`.
    #[doc(alias = "DECL_COMPLETE_CONSTRUCTOR_P")]
    pub fn decl_complete_constructor_p(&self, t: Tree) -> Result<bool> {
        self.decl_name_is(t, COMPLETE_CTOR, "DECL_COMPLETE_CONSTRUCTOR_P")
    }

    /// `DECL_BASE_CONSTRUCTOR_P`: DECL_NAME is `base_ctor_identifier`.
    #[doc(alias = "DECL_BASE_CONSTRUCTOR_P")]
    pub fn decl_base_constructor_p(&self, t: Tree) -> Result<bool> {
        self.decl_name_is(t, BASE_CTOR, "DECL_BASE_CONSTRUCTOR_P")
    }

    /// `DECL_COMPLETE_DESTRUCTOR_P`: DECL_NAME is `complete_dtor_identifier`.
    #[doc(alias = "DECL_COMPLETE_DESTRUCTOR_P")]
    pub fn decl_complete_destructor_p(&self, t: Tree) -> Result<bool> {
        self.decl_name_is(t, COMPLETE_DTOR, "DECL_COMPLETE_DESTRUCTOR_P")
    }

    /// `DECL_BASE_DESTRUCTOR_P`: DECL_NAME is `base_dtor_identifier`.
    #[doc(alias = "DECL_BASE_DESTRUCTOR_P")]
    pub fn decl_base_destructor_p(&self, t: Tree) -> Result<bool> {
        self.decl_name_is(t, BASE_DTOR, "DECL_BASE_DESTRUCTOR_P")
    }

    /// `DECL_DELETING_DESTRUCTOR_P`: DECL_NAME is `deleting_dtor_identifier`.
    #[doc(alias = "DECL_DELETING_DESTRUCTOR_P")]
    pub fn decl_deleting_destructor_p(&self, t: Tree) -> Result<bool> {
        self.decl_name_is(t, DELETING_DTOR, "DECL_DELETING_DESTRUCTOR_P")
    }

    /// `copy_fn_p`: 0 if `t` is not a copy constructor or copy assignment operator, 1 for
    /// one taking `X&`, 2 for `const X&`, -1 for a by-value `operator=(X)`.
    pub fn copy_fn_p(&self, t: Tree) -> Result<i32> {
        if !self.decl_function_member_p(t)? {
            return Err(TreeError::wrong(
                "copy_fn_p",
                Expected::Other("a member function (DECL_FUNCTION_MEMBER_P)"),
                self.code_for(t, "copy_fn_p")?,
            ));
        }
        let assign = self.maybe_get_identifier("operator=");
        let r = self.store.decl(t);
        if !self.decl_flag_bit(t, DeclFlag::CxxConstructorP)
            && (r.name.is_none() || r.name != assign)
        {
            return Ok(0);
        }
        let Some(mut args) = self.function_first_user_parmtype(t)? else {
            return Ok(0);
        };
        let Some(arg_type) = self.tree_value(args)? else {
            return Ok(0);
        };
        let context = r.context;
        let mut result = 1;
        if self.is_type(arg_type) && Some(self.type_main_variant(arg_type)?) == context {
            result = -1;
        } else if self.tree_code(arg_type)? == C::ReferenceType
            && !self.type_ref_is_rvalue(arg_type)?
            && match self.tree_type(arg_type)? {
                Some(to) => Some(self.type_main_variant(to)?) == context,
                None => false,
            }
        {
            let to = self.tree_type(arg_type)?.expect("checked above");
            if self.type_quals(to)?.contains(TypeQuals::CONST) {
                result = 2;
            }
        } else {
            return Ok(0);
        }
        match self.tree_chain(args)? {
            Some(next) if Some(next) != Some(self.void_list_node()) => {
                args = next;
                if self.tree_purpose(args)?.is_none() {
                    return Ok(0);
                }
            }
            _ => {}
        }
        Ok(result)
    }

    fn is_type(&self, t: Tree) -> bool {
        self.store.code(t).is_some_and(TreeCode::is_type)
    }

    /// `FUNCTION_FIRST_USER_PARMTYPE`: TYPE_ARG_TYPES of the function's type, past `this`
    /// for a non-static member function.
    #[doc(alias = "FUNCTION_FIRST_USER_PARMTYPE")]
    pub fn function_first_user_parmtype(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, FUNCTION_DECL, "FUNCTION_FIRST_USER_PARMTYPE")?;
        let Some(fntype) = self.store.decl(t).ty else {
            return Err(TreeError::Null {
                accessor: "FUNCTION_FIRST_USER_PARMTYPE",
            });
        };
        let args = self.type_arg_types(fntype)?;
        if self.tree_code(fntype)? == C::MethodType {
            return match args {
                Some(a) => self.tree_chain(a),
                None => Ok(None),
            };
        }
        Ok(args)
    }

    /// `DECL_COPY_CONSTRUCTOR_P`: a constructor taking (a reference to) its own class.
    #[doc(alias = "DECL_COPY_CONSTRUCTOR_P")]
    pub fn decl_copy_constructor_p(&self, t: Tree) -> Result<bool> {
        Ok(self.decl_constructor_p(t)? && self.copy_fn_p(t)? > 0)
    }
}
