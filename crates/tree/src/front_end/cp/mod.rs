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

mod bases;
mod class_types;
mod ctors_dtors;
mod exceptions;
mod helpers;
mod lang_decl;
mod lang_type;
mod linkage;
mod member_functions;
mod namespaces;
mod operators;
mod overloads;
mod ptrmem;
#[cfg(test)]
mod tests;
mod thunks;

pub use bases::Access;
pub(crate) use lang_decl::LANG_C_BIT;
pub use lang_decl::{DEFAULT_INIT_PRIORITY, LangDeclFlag};
pub use lang_type::LangTypeFlag;
pub use linkage::Language;
