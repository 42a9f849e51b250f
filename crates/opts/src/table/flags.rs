//! `CL_*` option flags: the language bits and the class and attribute bits of `opts.h`.

use std::fmt;

use serde::Serialize;

/// Declares the fixed `CL_*` bits: one line per flag with its GCC name and bit.
macro_rules! cl_flags {
    ($($(#[$doc:meta])* $name:ident = $bit:literal, $gcc:literal;)*) => {
        impl ClFlags {
            $($(#[$doc])* #[doc(alias = $gcc)] pub const $name: ClFlags = ClFlags(1 << $bit);)*

            /// The fixed flags with their GCC names, lowest bit first.
            pub const NAMED: &'static [(&'static str, ClFlags)] = &[
                $(($gcc, ClFlags::$name),)*
            ];
        }
    };
}

/// The `flags` word of a `cl_option`: language bits (one per `Language` record, from bit
/// 0) and the fixed `CL_*` bits from bit 16.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct ClFlags(pub u32);

cl_flags! {
    /// `CL_PARAMS`: a `--param`.
    PARAMS = 16, "CL_PARAMS";
    /// `CL_WARNING`: a warning option.
    WARNING = 17, "CL_WARNING";
    /// `CL_OPTIMIZATION`: an optimization option.
    OPTIMIZATION = 18, "CL_OPTIMIZATION";
    /// `CL_DRIVER`: a driver option.
    DRIVER = 19, "CL_DRIVER";
    /// `CL_TARGET`: a target option.
    TARGET = 20, "CL_TARGET";
    /// `CL_COMMON`: language-independent.
    COMMON = 21, "CL_COMMON";
    /// `CL_JOINED`: takes a joined argument.
    JOINED = 22, "CL_JOINED";
    /// `CL_SEPARATE`: takes a separate argument.
    SEPARATE = 23, "CL_SEPARATE";
    /// `CL_UNDOCUMENTED`: hidden from `--help`.
    UNDOCUMENTED = 24, "CL_UNDOCUMENTED";
    /// `CL_NO_DWARF_RECORD`: not in the DWARF producer string.
    NO_DWARF_RECORD = 25, "CL_NO_DWARF_RECORD";
    /// `CL_PCH_IGNORE`: not compared for precompiled headers.
    PCH_IGNORE = 26, "CL_PCH_IGNORE";
}

impl ClFlags {
    /// `CL_MIN_OPTION_CLASS`: the lowest class bit; languages must stay below it.
    pub const MIN_OPTION_CLASS: ClFlags = ClFlags::PARAMS;
    /// `CL_MAX_OPTION_CLASS`: the highest class bit.
    pub const MAX_OPTION_CLASS: ClFlags = ClFlags::COMMON;
    /// How many languages fit below `CL_MIN_OPTION_CLASS`.
    pub const MAX_LANGUAGES: usize = crate::model::limits::MAX_LANGUAGES;

    /// The bit of the language at `index`.
    pub fn language(index: usize) -> ClFlags {
        ClFlags(1u32.checked_shl(index as u32).unwrap_or(0))
    }

    /// `CL_LANG_ALL` for `count` languages.
    pub fn all_languages(count: usize) -> ClFlags {
        ClFlags(1u32.checked_shl(count as u32).map_or(u32::MAX, |b| b - 1))
    }

    /// Whether every bit of `other` is set.
    pub fn contains(self, other: ClFlags) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether any bit of `other` is set.
    pub fn intersects(self, other: ClFlags) -> bool {
        self.0 & other.0 != 0
    }

    /// Only the language bits.
    pub fn languages(self) -> ClFlags {
        ClFlags(self.0 & (ClFlags::MIN_OPTION_CLASS.0 - 1))
    }
}

impl std::ops::BitOr for ClFlags {
    type Output = ClFlags;
    fn bitor(self, rhs: ClFlags) -> ClFlags {
        ClFlags(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for ClFlags {
    fn bitor_assign(&mut self, rhs: ClFlags) {
        self.0 |= rhs.0;
    }
}

impl std::ops::BitAnd for ClFlags {
    type Output = ClFlags;
    fn bitand(self, rhs: ClFlags) -> ClFlags {
        ClFlags(self.0 & rhs.0)
    }
}

impl fmt::Debug for ClFlags {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ClFlags({:#x})", self.0)
    }
}

impl Serialize for ClFlags {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(self.0)
    }
}

impl<'de> serde::Deserialize<'de> for ClFlags {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        u32::deserialize(d).map(ClFlags)
    }
}
