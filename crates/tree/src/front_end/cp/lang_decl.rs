//! The `lang_decl` bits ([`LangDeclFlag`]): the flag table, its FUNCTION_DECL accessors and
//! the `lang_flags` word layout (DECL_LANGUAGE bit, DECL_INIT_PRIORITY half).

use crate::TreeContext;
use crate::nodes::error::Result;
use crate::nodes::handle::Tree;

use super::helpers::FUNCTION_DECL;

/// The `lang_decl_base::language` bit: set when DECL_LANGUAGE is `lang_c`.
pub(crate) const LANG_C_BIT: u32 = 1 << LangDeclFlag::LangC as u32;
/// Where DECL_INIT_PRIORITY sits in `lang_flags` (the high half).
pub(super) const PRIORITY_SHIFT: u32 = 16;
/// `DEFAULT_INIT_PRIORITY`.
pub const DEFAULT_INIT_PRIORITY: u16 = 65535;

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

impl TreeContext {
    pub(super) fn lang_decl_flag(
        &self,
        t: Tree,
        f: LangDeclFlag,
        accessor: &'static str,
    ) -> Result<bool> {
        self.check_codes(t, FUNCTION_DECL, accessor)?;
        Ok(self.store.decl(t).lang_flags & f.bit() != 0)
    }

    pub(super) fn set_lang_decl_flag(
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
}
