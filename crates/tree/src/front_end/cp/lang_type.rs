//! The class-type `lang_type` bits ([`LangTypeFlag`]) and their LANG_TYPE_CLASS_CHECK accessors.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{TreeContext, TypeFlag};

use super::helpers::RECORD_OR_UNION;

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

impl TreeContext {
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
}
