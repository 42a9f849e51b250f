//! The one-bit fields of GCC's `tree_base`, one line each.
//!
//! Bits 0–22 are the flags nodes use all the time; compact pools keep them next to the code
//! in one 32-bit word. Bits 23–29 are rarer and live in a sparse side table for those pools.

/// Expands the flag table into [`Flag`].
macro_rules! define_flags {
    ($($variant:ident = $bit:literal, $field:literal, [$($alias:literal),*];)*) => {
        /// A one-bit field of `tree_base`. The same bit has different names on different
        /// codes (e.g. `TREE_PUBLIC` is `TREE_OVERFLOW` on constants); the aliases list them.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[derive(serde::Serialize, serde::Deserialize)]
        #[repr(u8)]
        pub enum Flag {
            $(
                #[doc = concat!("`tree_base::", $field, "`")]
                $(#[doc(alias = $alias)])*
                $variant = $bit,
            )*
        }

        impl Flag {
            /// Every flag, in bit order.
            pub const ALL: &'static [Flag] = &[$(Flag::$variant),*];

            /// GCC's field name in `tree_base`, e.g. `"side_effects_flag"`.
            pub fn field(self) -> &'static str {
                match self { $(Flag::$variant => $field,)* }
            }
        }
    };
}

define_flags! {
    SideEffects = 0, "side_effects_flag", ["TREE_SIDE_EFFECTS"];
    Constant = 1, "constant_flag", ["TREE_CONSTANT"];
    Addressable = 2, "addressable_flag", ["TREE_ADDRESSABLE", "CALL_EXPR_TAILCALL"];
    ThisVolatile = 3, "volatile_flag", ["TREE_THIS_VOLATILE", "TYPE_VOLATILE"];
    Readonly = 4, "readonly_flag", ["TREE_READONLY", "TYPE_READONLY"];
    AsmWritten = 5, "asm_written_flag", ["TREE_ASM_WRITTEN"];
    NoWarning = 6, "nowarning_flag", ["TREE_NO_WARNING"];
    Visited = 7, "visited", ["TREE_VISITED"];
    Used = 8, "used_flag", ["TREE_USED"];
    Nothrow = 9, "nothrow_flag", ["TREE_NOTHROW"];
    Static = 10, "static_flag", ["TREE_STATIC", "TREE_NO_TRAMPOLINE", "CLEANUP_EH_ONLY"];
    Public = 11, "public_flag", ["TREE_PUBLIC", "TREE_OVERFLOW", "CALL_EXPR_VA_ARG_PACK"];
    Private = 12, "private_flag", ["TREE_PRIVATE", "CALL_FROM_THUNK_P"];
    Protected = 13, "protected_flag", ["TREE_PROTECTED", "CALL_ALLOCA_FOR_VAR_P"];
    Deprecated = 14, "deprecated_flag", ["TREE_DEPRECATED"];
    DefaultDef = 15, "default_def_flag", ["SSA_NAME_IS_DEFAULT_DEF", "REF_REVERSE_STORAGE_ORDER"];
    LangFlag0 = 16, "lang_flag_0", ["TREE_LANG_FLAG_0"];
    LangFlag1 = 17, "lang_flag_1", ["TREE_LANG_FLAG_1"];
    LangFlag2 = 18, "lang_flag_2", ["TREE_LANG_FLAG_2"];
    LangFlag3 = 19, "lang_flag_3", ["TREE_LANG_FLAG_3"];
    LangFlag4 = 20, "lang_flag_4", ["TREE_LANG_FLAG_4"];
    LangFlag5 = 21, "lang_flag_5", ["TREE_LANG_FLAG_5"];
    LangFlag6 = 22, "lang_flag_6", ["TREE_LANG_FLAG_6"];
    Unsigned = 23, "u.bits.unsigned_flag", ["TYPE_UNSIGNED", "DECL_UNSIGNED"];
    Saturating = 24, "u.bits.saturating_flag", ["TYPE_SATURATING"];
    Packed = 25, "u.bits.packed_flag", ["TYPE_PACKED", "DECL_PACKED"];
    UserAlign = 26, "u.bits.user_align", ["TYPE_USER_ALIGN", "DECL_USER_ALIGN"];
    Nameless = 27, "u.bits.nameless_flag", ["TYPE_NAMELESS", "DECL_NAMELESS"];
    Atomic = 28, "u.bits.atomic_flag", ["TYPE_ATOMIC"];
    Unavailable = 29, "u.bits.unavailable_flag", ["TREE_UNAVAILABLE"];
}

/// Flags kept next to the code in compact pools (bits 0–22).
pub(crate) const INLINE_FLAG_BITS: u32 = 23;
/// Mask of the inline flags.
pub(crate) const INLINE_FLAGS: u32 = (1 << INLINE_FLAG_BITS) - 1;

impl Flag {
    /// The flag's bit in a flag word.
    pub fn bit(self) -> u32 {
        1 << self as u8
    }
}

/// A set of [`Flag`]s (the one-bit part of a node's `tree_base`).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct Flags(pub u32);

impl Flags {
    /// Whether `flag` is set.
    pub fn has(self, flag: Flag) -> bool {
        self.0 & flag.bit() != 0
    }

    /// Sets or clears `flag`.
    pub fn set(&mut self, flag: Flag, on: bool) {
        if on {
            self.0 |= flag.bit();
        } else {
            self.0 &= !flag.bit();
        }
    }

    /// The set flags, in bit order.
    pub fn iter(self) -> impl Iterator<Item = Flag> {
        Flag::ALL.iter().copied().filter(move |f| self.has(*f))
    }
}
