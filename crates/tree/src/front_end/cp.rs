//! The C++ front end's tree accessors (`cp/cp-tree.h`): the `lang_decl` and `lang_type`
//! bits, the predicates the manual's "C and C++ Trees" chapter documents (constructors,
//! destructors, member functions, thunks, overloads, pointers to members, namespaces) and
//! the names the manual still uses for macros GCC 12 renamed.
//!
//! Storage. GCC hangs a separately allocated `lang_decl` / `lang_type` off a node; here
//! their bits are a word in the declaration / type record (`lang_flags`), DECL_FRIEND_CONTEXT
//! (`lang_decl_fn::context`) and THUNK_FIXED_OFFSET have fields of their own, and
//! THUNK_VIRTUAL_OFFSET (`lang_decl_min::access`) sits in the FUNCTION_DECL's unused
//! FIELD_DECL slot `qualifier`, as GCC's unions share storage. "Has a `lang_decl`" is
//! therefore always true; GCC's LANG_DECL_FN_CHECK becomes a code check (FUNCTION_DECL)
//! and LANG_TYPE_CLASS_CHECK a class-type check (a record or union with CLASS_TYPE_P).
//!
//! The manual's names GCC 12 no longer has are kept, mapped onto GCC 12's successor and
//! aliased to both names: THUNK_DELTA = THUNK_FIXED_OFFSET, THUNK_VCALL_OFFSET =
//! THUNK_VIRTUAL_OFFSET, GLOBAL_INIT_PRIORITY = DECL_INIT_PRIORITY, DECL_LOCAL_FUNCTION_P =
//! DECL_LOCAL_DECL_P, DECL_ANTICIPATED = DECL_UNDECLARED_BUILTIN_P, CLASSTYPE_NON_POD_P =
//! CLASSTYPE_NON_LAYOUT_POD_P, DECL_ARRAY_DELETE_OPERATOR_P = DECL_OVERLOADED_OPERATOR_IS
//! (…, VEC_DELETE_EXPR), DECL_LINKONCE_P = DECL_COMDAT, OVL_CURRENT / OVL_NEXT = GCC 7's
//! polymorphic OVL_FUNCTION / OVL_CHAIN. TYPE_OVERLOADS_CALL_EXPR / _ARRAY_REF / _ARROW
//! (dropped from `lang_type` after GCC 4) are `lang_type` bits here.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::nodes::store::MiscData;
use crate::{DeclFlag, Flag, IdentifierKind, TreeCode, TreeContext, TypeFlag, TypeQuals};

use TreeCode as C;

/// The `lang_decl_base::language` bit: set when DECL_LANGUAGE is `lang_c`.
pub(crate) const LANG_C_BIT: u32 = 1 << LangDeclFlag::LangC as u32;
/// Where DECL_INIT_PRIORITY sits in `lang_flags` (the high half).
const PRIORITY_SHIFT: u32 = 16;
/// `DEFAULT_INIT_PRIORITY`.
pub const DEFAULT_INIT_PRIORITY: u16 = 65535;

const FUNCTION_DECL: &[TreeCode] = &[C::FunctionDecl];
const RECORD_OR_UNION: &[TreeCode] = &[C::RecordType, C::UnionType, C::QualUnionType];
const VAR_FUNCTION_OR_PARM: &[TreeCode] = &[C::VarDecl, C::FunctionDecl, C::ParmDecl];

/// Expands the `lang_decl_fn` bit table into [`LangDeclFlag`] and, for the rows with
/// accessors, a getter and setter checked as LANG_DECL_FN_CHECK (a FUNCTION_DECL).
macro_rules! define_lang_decl_flags {
    (
        accessors { $($variant:ident, $get:ident, $set:ident, $gcc:literal;)* }
        internal { $($ivariant:ident, $igcc:literal;)* }
    ) => {
        /// The C++ `lang_decl` one-bit fields.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum LangDeclFlag {
            $(
                #[doc = concat!("`", $gcc, "`")]
                #[doc(alias = $gcc)]
                $variant,
            )*
            $(
                #[doc = concat!("The bit behind `", $igcc, "`")]
                $ivariant,
            )*
        }

        impl LangDeclFlag {
            /// Every flag.
            pub const ALL: &'static [LangDeclFlag] =
                &[$(LangDeclFlag::$variant,)* $(LangDeclFlag::$ivariant,)*];

            /// The flag's bit in the record's `lang_flags` word.
            pub fn bit(self) -> u32 {
                1 << self as u8
            }

            /// GCC's macro.
            pub fn gcc_name(self) -> &'static str {
                match self {
                    $(LangDeclFlag::$variant => $gcc,)*
                    $(LangDeclFlag::$ivariant => $igcc,)*
                }
            }
        }

        /// **C and C++ trees: C++ `lang_decl` bits** (GCC internals manual: *GENERIC › C and C++ Trees*).
        impl TreeContext {
            $(
                #[doc = concat!("`", $gcc, "` (a FUNCTION_DECL's `lang_decl_fn` bit).")]
                #[doc(alias = $gcc)]
                pub fn $get(&self, t: Tree) -> Result<bool> {
                    self.lang_decl_flag(t, LangDeclFlag::$variant, $gcc)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $set(&mut self, t: Tree, on: bool) -> Result<()> {
                    self.set_lang_decl_flag(t, LangDeclFlag::$variant, on, $gcc)
                }
            )*
        }
    };
}

define_lang_decl_flags! {
    accessors {
        StaticFunction, decl_static_function_p, set_decl_static_function_p, "DECL_STATIC_FUNCTION_P";
        GlobalCtorP, decl_global_ctor_p, set_decl_global_ctor_p, "DECL_GLOBAL_CTOR_P";
        GlobalDtorP, decl_global_dtor_p, set_decl_global_dtor_p, "DECL_GLOBAL_DTOR_P";
        Nonconverting, decl_nonconverting_p, set_decl_nonconverting_p, "DECL_NONCONVERTING_P";
    }
    internal {
        ThunkP, "DECL_THUNK_P";
        ThisThunkP, "DECL_THIS_THUNK_P";
        LangC, "DECL_LANGUAGE";
    }
}

const _: () = assert!((LangDeclFlag::LangC as u32) < PRIORITY_SHIFT);

/// Expands the `lang_type` class bit table into [`LangTypeFlag`] and checked accessors
/// (LANG_TYPE_CLASS_CHECK: a record or union type with CLASS_TYPE_P).
macro_rules! define_lang_type_flags {
    ($($variant:ident, $get:ident, $set:ident, $gcc:literal $(, [$($alias:literal),*])?;)*) => {
        /// The C++ `lang_type` one-bit fields of a class type.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum LangTypeFlag {
            $(
                #[doc = concat!("`", $gcc, "`")]
                #[doc(alias = $gcc)]
                $variant,
            )*
        }

        impl LangTypeFlag {
            /// Every flag.
            pub const ALL: &'static [LangTypeFlag] = &[$(LangTypeFlag::$variant),*];

            /// The flag's bit in the type record's `lang_flags` word.
            pub fn bit(self) -> u32 {
                1 << self as u8
            }

            /// GCC's macro.
            pub fn gcc_name(self) -> &'static str {
                match self { $(LangTypeFlag::$variant => $gcc,)* }
            }
        }

        /// **C and C++ trees: C++ `lang_type` bits** (GCC internals manual: *GENERIC › C and C++ Trees › Types for C++*).
        impl TreeContext {
            $(
                #[doc = concat!("`", $gcc, "` (a class type's `lang_type` bit).")]
                #[doc(alias = $gcc)]
                $($(#[doc(alias = $alias)])*)?
                pub fn $get(&self, t: Tree) -> Result<bool> {
                    self.lang_type_class_check(t, $gcc)?;
                    Ok(self.store.ty_rec(t).lang_flags & LangTypeFlag::$variant.bit() != 0)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $set(&mut self, t: Tree, on: bool) -> Result<()> {
                    self.lang_type_class_check(t, $gcc)?;
                    let r = self.store.ty_rec_mut(t);
                    if on {
                        r.lang_flags |= LangTypeFlag::$variant.bit();
                    } else {
                        r.lang_flags &= !LangTypeFlag::$variant.bit();
                    }
                    Ok(())
                }
            )*
        }
    };
}

define_lang_type_flags! {
    DeclaredClass, classtype_declared_class, set_classtype_declared_class, "CLASSTYPE_DECLARED_CLASS";
    HasMutable, classtype_has_mutable, set_classtype_has_mutable, "CLASSTYPE_HAS_MUTABLE";
    NonLayoutPod, classtype_non_layout_pod_p, set_classtype_non_layout_pod_p, "CLASSTYPE_NON_LAYOUT_POD_P", ["CLASSTYPE_NON_POD_P"];
    HasNewOperator, type_has_new_operator, set_type_has_new_operator, "TYPE_HAS_NEW_OPERATOR";
    HasArrayNewOperator, type_has_array_new_operator, set_type_has_array_new_operator, "TYPE_HAS_ARRAY_NEW_OPERATOR";
    HasDefaultConstructor, type_has_default_constructor, set_type_has_default_constructor, "TYPE_HAS_DEFAULT_CONSTRUCTOR";
    OverloadsCallExpr, type_overloads_call_expr, set_type_overloads_call_expr, "TYPE_OVERLOADS_CALL_EXPR";
    OverloadsArrayRef, type_overloads_array_ref, set_type_overloads_array_ref, "TYPE_OVERLOADS_ARRAY_REF";
    OverloadsArrow, type_overloads_arrow, set_type_overloads_arrow, "TYPE_OVERLOADS_ARROW";
}

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

/// The access of a base class (`access_public_node` …, the identifiers GCC uses as
/// BINFO_BASE_ACCESS values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    /// `access_public_node` ("public").
    #[doc(alias = "access_public_node")]
    Public,
    /// `access_protected_node` ("protected").
    #[doc(alias = "access_protected_node")]
    Protected,
    /// `access_private_node` ("private").
    #[doc(alias = "access_private_node")]
    Private,
}

impl Access {
    /// The identifier's spelling.
    pub fn name(self) -> &'static str {
        match self {
            Access::Public => "public",
            Access::Protected => "protected",
            Access::Private => "private",
        }
    }
}

/// The special member names of `cp/decl.cc`'s `initialize_predefined_identifiers`.
const COMPLETE_CTOR: &str = "__ct_comp ";
const BASE_CTOR: &str = "__ct_base ";
const COMPLETE_DTOR: &str = "__dt_comp ";
const BASE_DTOR: &str = "__dt_base ";
const DELETING_DTOR: &str = "__dt_del ";
/// `ovl_op_info[…VEC_DELETE_EXPR].name`.
const VEC_DELETE_NAME: &str = "operator delete []";

/// **C and C++ trees: C++ accessors** — functions, classes, namespaces, overloads, templates (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    fn lang_decl_flag(&self, t: Tree, f: LangDeclFlag, accessor: &'static str) -> Result<bool> {
        self.check_codes(t, FUNCTION_DECL, accessor)?;
        Ok(self.store.decl(t).lang_flags & f.bit() != 0)
    }

    fn set_lang_decl_flag(
        &mut self,
        t: Tree,
        f: LangDeclFlag,
        on: bool,
        accessor: &'static str,
    ) -> Result<()> {
        self.check_codes(t, FUNCTION_DECL, accessor)?;
        let r = self.store.decl_mut(t);
        if on {
            r.lang_flags |= f.bit();
        } else {
            r.lang_flags &= !f.bit();
        }
        Ok(())
    }

    fn decl_flag_bit(&self, t: Tree, f: DeclFlag) -> bool {
        self.store.decl(t).decl_flags & f.bit() != 0
    }

    /// LANG_TYPE_CLASS_CHECK: a record or union that is a class type.
    fn lang_type_class_check(&self, t: Tree, accessor: &'static str) -> Result<()> {
        let code = self.check_codes(t, RECORD_OR_UNION, accessor)?;
        if self.store.ty_rec(t).type_flags & TypeFlag::LangFlag5.bit() != 0 {
            Ok(())
        } else {
            Err(TreeError::wrong(
                accessor,
                Expected::Other("a class type (CLASS_TYPE_P, with a lang_type)"),
                code,
            ))
        }
    }

    /// Whether the DECL_NAME of `t` is the identifier `name` (an unnamed decl is not).
    fn decl_name_is(&self, t: Tree, name: &str, accessor: &'static str) -> Result<bool> {
        self.check_struct(t, crate::TreeStruct::DeclMinimal, accessor)?;
        Ok(self.store.decl(t).name.is_some()
            && self.store.decl(t).name == self.maybe_get_identifier(name))
    }

    /// The IDENTIFIER_KIND of DECL_NAME (GCC dereferences the name: NULL is an error).
    fn decl_name_kind(&self, t: Tree, accessor: &'static str) -> Result<IdentifierKind> {
        self.check_struct(t, crate::TreeStruct::DeclMinimal, accessor)?;
        let name = self
            .store
            .decl(t)
            .name
            .ok_or(TreeError::Null { accessor })?;
        self.check_codes(name, &[C::IdentifierNode], accessor)?;
        self.identifier_kind(name)
    }

    // ----- constructors, destructors, operators -----

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

    /// `DECL_CONV_FN_P`: a conversion operator (IDENTIFIER_CONV_OP_P of DECL_NAME).
    #[doc(alias = "DECL_CONV_FN_P")]
    pub fn decl_conv_fn_p(&self, t: Tree) -> Result<bool> {
        Ok(self.decl_name_kind(t, "DECL_CONV_FN_P")? == IdentifierKind::ConvOp)
    }

    /// `DECL_OVERLOADED_OPERATOR_P`: IDENTIFIER_ANY_OP_P of DECL_NAME (operator,
    /// assignment operator, conversion operator or the reserved literal-operator names).
    #[doc(alias = "DECL_OVERLOADED_OPERATOR_P")]
    pub fn decl_overloaded_operator_p(&self, t: Tree) -> Result<bool> {
        Ok(matches!(
            self.decl_name_kind(t, "DECL_OVERLOADED_OPERATOR_P")?,
            IdentifierKind::SimpleOp
                | IdentifierKind::AssignOp
                | IdentifierKind::ConvOp
                | IdentifierKind::ReservedForUdlit
        ))
    }

    /// `DECL_ARRAY_DELETE_OPERATOR_P` (GCC 12: `DECL_OVERLOADED_OPERATOR_IS (t,
    /// VEC_DELETE_EXPR)`): the function is an `operator delete[]`.
    #[doc(alias = "DECL_ARRAY_DELETE_OPERATOR_P")]
    #[doc(alias = "DECL_OVERLOADED_OPERATOR_IS")]
    pub fn decl_array_delete_operator_p(&self, t: Tree) -> Result<bool> {
        if !self.decl_overloaded_operator_p(t)? {
            return Ok(false);
        }
        self.check_codes(t, FUNCTION_DECL, "DECL_ARRAY_DELETE_OPERATOR_P")?;
        self.decl_name_is(t, VEC_DELETE_NAME, "DECL_ARRAY_DELETE_OPERATOR_P")
    }

    // ----- member functions -----

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

    // ----- thunks -----

    /// `DECL_THUNK_P`: a thunk (any node may be asked; only a FUNCTION_DECL can be one).
    #[doc(alias = "DECL_THUNK_P")]
    pub fn decl_thunk_p(&self, t: Tree) -> Result<bool> {
        Ok(self.code_for(t, "DECL_THUNK_P")? == C::FunctionDecl
            && self.store.decl(t).lang_flags & LangDeclFlag::ThunkP.bit() != 0)
    }

    /// `SET_DECL_THUNK_P (t, this_adjusting)`: makes the FUNCTION_DECL a thunk.
    #[doc(alias = "SET_DECL_THUNK_P")]
    pub fn set_decl_thunk_p(&mut self, t: Tree, this_adjusting: bool) -> Result<()> {
        self.set_lang_decl_flag(t, LangDeclFlag::ThunkP, true, "SET_DECL_THUNK_P")?;
        self.set_lang_decl_flag(
            t,
            LangDeclFlag::ThisThunkP,
            this_adjusting,
            "SET_DECL_THUNK_P",
        )
    }

    /// `DECL_THIS_THUNK_P`: a `this`-adjusting thunk.
    #[doc(alias = "DECL_THIS_THUNK_P")]
    pub fn decl_this_thunk_p(&self, t: Tree) -> Result<bool> {
        Ok(self.decl_thunk_p(t)?
            && self.store.decl(t).lang_flags & LangDeclFlag::ThisThunkP.bit() != 0)
    }

    /// `DECL_RESULT_THUNK_P`: a result-adjusting (covariant) thunk.
    #[doc(alias = "DECL_RESULT_THUNK_P")]
    pub fn decl_result_thunk_p(&self, t: Tree) -> Result<bool> {
        Ok(self.decl_thunk_p(t)?
            && self.store.decl(t).lang_flags & LangDeclFlag::ThisThunkP.bit() == 0)
    }

    /// `DECL_NON_THUNK_FUNCTION_P`: a FUNCTION_DECL that is not a thunk.
    #[doc(alias = "DECL_NON_THUNK_FUNCTION_P")]
    pub fn decl_non_thunk_function_p(&self, t: Tree) -> Result<bool> {
        Ok(
            self.code_for(t, "DECL_NON_THUNK_FUNCTION_P")? == C::FunctionDecl
                && !self.decl_thunk_p(t)?,
        )
    }

    /// THUNK_FUNCTION_CHECK: a FUNCTION_DECL with DECL_THUNK_P.
    fn thunk_function_check(&self, t: Tree, accessor: &'static str) -> Result<()> {
        let code = self.check_codes(t, FUNCTION_DECL, accessor)?;
        if self.decl_thunk_p(t)? {
            Ok(())
        } else {
            Err(TreeError::wrong(
                accessor,
                Expected::Other("a thunk FUNCTION_DECL (DECL_THUNK_P)"),
                code,
            ))
        }
    }

    /// `THUNK_DELTA` (GCC 12: `THUNK_FIXED_OFFSET`): the constant added to `this` (or to the
    /// result), a host integer, not an INTEGER_CST.
    #[doc(alias = "THUNK_DELTA")]
    #[doc(alias = "THUNK_FIXED_OFFSET")]
    pub fn thunk_delta(&self, t: Tree) -> Result<i64> {
        self.thunk_function_check(t, "THUNK_DELTA")?;
        Ok(self.store.decl(t).thunk_delta)
    }

    /// Sets `THUNK_DELTA`.
    #[doc(alias = "THUNK_DELTA")]
    #[doc(alias = "THUNK_FIXED_OFFSET")]
    pub fn set_thunk_delta(&mut self, t: Tree, delta: i64) -> Result<()> {
        self.thunk_function_check(t, "THUNK_DELTA")?;
        self.store.decl_mut(t).thunk_delta = delta;
        Ok(())
    }

    /// `THUNK_VCALL_OFFSET` (GCC 12: `THUNK_VIRTUAL_OFFSET`): the vcall offset (an
    /// INTEGER_CST) of a `this`-adjusting thunk, the virtual base's binfo of a
    /// result-adjusting one, or NULL_TREE.
    #[doc(alias = "THUNK_VCALL_OFFSET")]
    #[doc(alias = "THUNK_VIRTUAL_OFFSET")]
    pub fn thunk_vcall_offset(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, FUNCTION_DECL, "THUNK_VCALL_OFFSET")?;
        Ok(self.store.decl(t).qualifier)
    }

    /// Sets `THUNK_VCALL_OFFSET`.
    #[doc(alias = "THUNK_VCALL_OFFSET")]
    #[doc(alias = "THUNK_VIRTUAL_OFFSET")]
    pub fn set_thunk_vcall_offset(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
        self.check_codes(t, FUNCTION_DECL, "THUNK_VCALL_OFFSET")?;
        self.check_value(v, "THUNK_VCALL_OFFSET")?;
        self.store.decl_mut(t).qualifier = v;
        Ok(())
    }

    // ----- linkage -----

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

    /// Whether the context is file scope (`DECL_FILE_SCOPE_P`, or the global namespace:
    /// a NAMESPACE_DECL that itself sits at file scope and has no name or `::`'s).
    fn at_global_scope(&self, t: Tree) -> Result<bool> {
        Ok(match self.store.decl(t).context {
            None => true,
            Some(c) => match self.code_for(c, "CP_DECL_CONTEXT")? {
                C::TranslationUnitDecl => true,
                C::NamespaceDecl => {
                    let r = self.store.decl(c);
                    let global = self.maybe_get_identifier("::");
                    (r.name.is_none() || r.name == global)
                        && match r.context {
                            None => true,
                            Some(cc) => {
                                self.code_for(cc, "CP_DECL_CONTEXT")? == C::TranslationUnitDecl
                            }
                        }
                }
                _ => false,
            },
        })
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

    // ----- namespaces -----

    /// `DECL_NAMESPACE_ALIAS`: the namespace an alias NAMESPACE_DECL stands for
    /// (its DECL_ABSTRACT_ORIGIN).
    #[doc(alias = "DECL_NAMESPACE_ALIAS")]
    pub fn decl_namespace_alias(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::NamespaceDecl], "DECL_NAMESPACE_ALIAS")?;
        Ok(self.store.decl(t).abstract_origin)
    }

    /// Sets `DECL_NAMESPACE_ALIAS`.
    #[doc(alias = "DECL_NAMESPACE_ALIAS")]
    pub fn set_decl_namespace_alias(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
        self.check_codes(t, &[C::NamespaceDecl], "DECL_NAMESPACE_ALIAS")?;
        self.check_value(v, "DECL_NAMESPACE_ALIAS")?;
        self.store.decl_mut(t).abstract_origin = v;
        Ok(())
    }

    /// `DECL_NAMESPACE_STD_P`: `t` is `::std` (GCC compares with `std_node`; here: a
    /// NAMESPACE_DECL named `std` at global scope that is not an alias). Any node may be
    /// asked.
    #[doc(alias = "DECL_NAMESPACE_STD_P")]
    pub fn decl_namespace_std_p(&self, t: Tree) -> Result<bool> {
        if self.code_for(t, "DECL_NAMESPACE_STD_P")? != C::NamespaceDecl {
            return Ok(false);
        }
        let r = self.store.decl(t);
        Ok(r.name.is_some()
            && r.name == self.maybe_get_identifier("std")
            && r.abstract_origin.is_none()
            && self.at_global_scope(t)?)
    }

    // ----- overloads -----

    /// `ovl_make`: an OVERLOAD holding `function` and chained to `next`.
    pub fn ovl_make(&mut self, function: Tree, next: Option<Tree>) -> Result<Tree> {
        let o = self.make_node(C::Overload)?;
        self.set_ovl_function(o, Some(function))?;
        self.set_tree_chain(o, next)?;
        let ty = self.store.ty(function);
        self.set_tree_type(o, ty)?;
        Ok(o)
    }

    /// `OVL_FUNCTION`: the function an OVERLOAD node holds.
    #[doc(alias = "OVL_FUNCTION")]
    pub fn ovl_function(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::Overload], "OVL_FUNCTION")?;
        Ok(match &self.store.misc(t).data {
            MiscData::Vec(v) => v.first().copied().flatten(),
            _ => None,
        })
    }

    /// Sets `OVL_FUNCTION`.
    #[doc(alias = "OVL_FUNCTION")]
    pub fn set_ovl_function(&mut self, t: Tree, f: Option<Tree>) -> Result<()> {
        self.check_codes(t, &[C::Overload], "OVL_FUNCTION")?;
        self.check_value(f, "OVL_FUNCTION")?;
        let data = &mut self.store.misc_mut(t).data;
        match data {
            MiscData::Vec(v) if !v.is_empty() => v[0] = f,
            _ => *data = MiscData::Vec(vec![f]),
        }
        Ok(())
    }

    /// `OVL_CURRENT` (GCC 12: `OVL_FIRST` on a single step): the function of an OVERLOAD,
    /// or the node itself for anything else (a FUNCTION_DECL, a TEMPLATE_DECL, …).
    #[doc(alias = "OVL_CURRENT")]
    pub fn ovl_current(&self, t: Tree) -> Result<Option<Tree>> {
        if self.code_for(t, "OVL_CURRENT")? == C::Overload {
            self.ovl_function(t)
        } else {
            Ok(Some(t))
        }
    }

    /// `OVL_NEXT` (GCC 12: `OVL_CHAIN`): the next OVERLOAD of an OVERLOAD, NULL_TREE for
    /// anything else.
    #[doc(alias = "OVL_NEXT")]
    #[doc(alias = "OVL_CHAIN")]
    pub fn ovl_next(&self, t: Tree) -> Result<Option<Tree>> {
        if self.code_for(t, "OVL_NEXT")? == C::Overload {
            self.tree_chain(t)
        } else {
            Ok(None)
        }
    }

    // ----- handlers -----

    /// `HANDLER_TYPE`: the type a `catch` block catches (the HANDLER's TREE_TYPE),
    /// NULL_TREE for `catch (...)`.
    #[doc(alias = "HANDLER_TYPE")]
    pub fn handler_type(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::Handler], "HANDLER_TYPE")?;
        Ok(self.store.ty(t))
    }

    /// Sets `HANDLER_TYPE`.
    #[doc(alias = "HANDLER_TYPE")]
    pub fn set_handler_type(&mut self, t: Tree, ty: Option<Tree>) -> Result<()> {
        self.check_codes(t, &[C::Handler], "HANDLER_TYPE")?;
        self.set_tree_type(t, ty)
    }

    // ----- class types -----

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

    // ----- exception specifications -----

    /// `TYPE_NOTHROW_P` (`nothrow_spec_p` of TYPE_RAISES_EXCEPTIONS): the exception
    /// specification is `throw()` (a TREE_LIST with neither purpose nor value) or
    /// `noexcept(true)` (purpose `boolean_true_node`).
    #[doc(alias = "TYPE_NOTHROW_P")]
    #[doc(alias = "nothrow_spec_p")]
    pub fn type_nothrow_p(&self, t: Tree) -> Result<bool> {
        let raises = self
            .type_raises_exceptions(t)
            .map_err(|e| rename(e, "TYPE_NOTHROW_P"))?;
        let Some(spec) = raises else {
            return Ok(false);
        };
        if self.code_for(spec, "TYPE_NOTHROW_P")? != C::TreeList || self.tree_value(spec)?.is_some()
        {
            return Ok(false);
        }
        Ok(match self.tree_purpose(spec)? {
            None => true,
            Some(p) => p == self.boolean_true_node(),
        })
    }

    // ----- pointers to members -----

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

    // ----- base classes -----

    /// The identifier GCC uses as `access_public_node` … (`get_identifier ("public")` …).
    /// Panics if the identifier is new and the identifier arena is full;
    /// [`TreeContext::try_access_node`] reports that instead.
    pub fn access_node(&mut self, access: Access) -> Tree {
        self.get_identifier(access.name())
    }

    /// [`TreeContext::access_node`], reporting a full identifier arena
    /// ([`TreeError::ArenaFull`](crate::TreeError::ArenaFull)).
    pub fn try_access_node(&mut self, access: Access) -> Result<Tree> {
        self.try_get_identifier(access.name())
    }

    /// `BINFO_BASE_ACCESSES`: one access node per direct base.
    #[doc(alias = "BINFO_BASE_ACCESSES")]
    pub fn binfo_base_accesses(&self, t: Tree) -> Result<&[Tree]> {
        self.check_codes(t, &[C::TreeBinfo], "BINFO_BASE_ACCESSES")?;
        Ok(match &self.store.misc(t).data {
            MiscData::Binfo(b) => &b.base_accesses,
            _ => &[],
        })
    }

    /// `BINFO_BASE_ACCESS (t, i)`: the access of the `i`th direct base.
    #[doc(alias = "BINFO_BASE_ACCESS")]
    pub fn binfo_base_access(&self, t: Tree, i: usize) -> Result<Tree> {
        let v = self
            .binfo_base_accesses(t)
            .map_err(|e| rename(e, "BINFO_BASE_ACCESS"))?;
        v.get(i)
            .copied()
            .ok_or_else(|| self.operand_range("BINFO_BASE_ACCESS", t, i, v.len()))
    }

    /// `BINFO_BASE_ACCESS_APPEND`: records the access of the next direct base.
    #[doc(alias = "BINFO_BASE_ACCESS_APPEND")]
    pub fn binfo_base_access_append(&mut self, t: Tree, access: Tree) -> Result<()> {
        self.check_codes(t, &[C::TreeBinfo], "BINFO_BASE_ACCESS_APPEND")?;
        self.check_codes(access, &[C::IdentifierNode], "BINFO_BASE_ACCESS_APPEND")?;
        if let MiscData::Binfo(b) = &mut self.store.misc_mut(t).data {
            b.base_accesses.push(access);
        }
        Ok(())
    }
}

/// The same error, naming the macro the caller asked for.
fn rename(e: TreeError, accessor: &'static str) -> TreeError {
    match e {
        TreeError::WrongCode { expected, got, .. } => TreeError::WrongCode {
            accessor,
            expected,
            got,
        },
        TreeError::Null { .. } => TreeError::Null { accessor },
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use crate::nodes::store::{DeclRec, TypeRec};

    /// The `lang_decl` / `lang_type` parts and the mode cost a declaration 16 bytes (104 →
    /// 120) and a type 4 (88 → 92); GCC allocates a separate `lang_decl` per C++ decl.
    #[test]
    fn lang_parts_are_small() {
        assert_eq!(size_of::<DeclRec>(), 120);
        assert_eq!(size_of::<TypeRec>(), 92);
    }
}
