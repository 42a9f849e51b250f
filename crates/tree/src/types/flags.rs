//! The `tree_type_common` one-bit fields: [`TypeFlag`] and its accessors.

use crate::TreeContext;
use crate::nodes::error::Result;
use crate::nodes::handle::Tree;

/// Expands the type flag table into [`TypeFlag`]: variant, GCC's macro, a note.
macro_rules! define_type_flags {
    ($($variant:ident, $gcc:literal, $note:literal;)*) => {
        /// One-bit fields of `tree_type_common` (beyond the `tree_base` flags).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum TypeFlag {
            $(
                #[doc = concat!("`", $gcc, "`", $note)]
                #[doc(alias = $gcc)]
                $variant,
            )*
        }

        impl TypeFlag {
            /// Every flag.
            pub const ALL: &'static [TypeFlag] = &[$(TypeFlag::$variant),*];

            /// The flag's bit.
            pub fn bit(self) -> u32 {
                1 << self as u8
            }

            /// GCC's macro, e.g. `"TYPE_STRING_FLAG"`.
            pub fn gcc_name(self) -> &'static str {
                match self { $(TypeFlag::$variant => $gcc,)* }
            }
        }
    };
}

define_type_flags! {
    StringFlag, "TYPE_STRING_FLAG", " (char types; arrays that are strings).";
    NeedsConstructing, "TYPE_NEEDS_CONSTRUCTING", ".";
    TransparentAggr, "TYPE_TRANSPARENT_AGGR", ".";
    Restrict, "TYPE_RESTRICT", ".";
    NoForceBlk, "TYPE_NO_FORCE_BLK", ".";
    TypelessStorage, "TYPE_TYPELESS_STORAGE", ".";
    Empty, "TYPE_EMPTY_P", ".";
    LangFlag0, "TYPE_LANG_FLAG_0", ".";
    LangFlag1, "TYPE_LANG_FLAG_1", ".";
    LangFlag2, "TYPE_LANG_FLAG_2", " (C++: TYPE_PTRMEMFUNC_FLAG on a RECORD_TYPE).";
    LangFlag3, "TYPE_LANG_FLAG_3", ".";
    LangFlag4, "TYPE_LANG_FLAG_4", ".";
    LangFlag5, "TYPE_LANG_FLAG_5", " (C++: CLASS_TYPE_P on a record or union).";
    LangFlag6, "TYPE_LANG_FLAG_6", ".";
}

/// **Types: type flags** (GCC internals manual: *GENERIC › Types*).
impl TreeContext {
    /// A `tree_type_common` one-bit field.
    pub fn type_flag(&self, t: Tree, f: TypeFlag) -> Result<bool> {
        Ok(self.store_type(t, "TYPE_FLAG")?.type_flags & f.bit() != 0)
    }

    /// Sets a `tree_type_common` one-bit field.
    pub fn set_type_flag(&mut self, t: Tree, f: TypeFlag, on: bool) -> Result<()> {
        self.store_type(t, "TYPE_FLAG")?;
        let r = self.store.ty_rec_mut(t);
        if on {
            r.type_flags |= f.bit();
        } else {
            r.type_flags &= !f.bit();
        }
        Ok(())
    }

    /// `TYPE_RESTRICT`.
    #[doc(alias = "TYPE_RESTRICT")]
    pub fn type_restrict(&self, t: Tree) -> Result<bool> {
        self.type_flag(t, TypeFlag::Restrict)
    }
}
