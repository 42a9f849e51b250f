//! The option table GCC's generator builds (`options.h` / `options.cc`): options numbered
//! in GCC's order with their `OPT_` names, negation links, alias targets, `CL_*` flags,
//! variables, mask bits and enumeration tables.

mod build;
mod bytes;
mod entry_serde;
mod flags;
mod gcc_options;

use serde::{Deserialize, Serialize};

use crate::model::{CExpr, IntegerRange, OptionProps};

pub use crate::model::enumerator::opt_enumerator;
pub use build::language_macro;
pub use bytes::{EmbeddedTable, TableBytesError};
pub use flags::ClFlags;

/// The index of an option in the table: the value of its `OPT_` enumerator.
///
/// 32 bits wide: GCC's `enum opt_code` has no fixed width, and a set of more than 65,535
/// options is real (the synthetic sets of `examples/scale.rs`). A model with more options
/// than this holds is refused by [`SourceSet::model`](crate::SourceSet::model)
/// ([`Rule::TooManyOptions`](crate::Rule::TooManyOptions)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[doc(alias = "opt_code")]
pub struct OptIndex(pub u32);

impl OptIndex {
    /// How many options a table can hold: one more than the largest index.
    pub const CAPACITY: u64 = crate::model::limits::INDEX_CAPACITY;

    /// The index as a `usize`.
    pub fn index(self) -> usize {
        // Lossless: every target this crate builds for has pointers of 32 bits or more.
        self.0 as usize
    }

    /// The index of the option at `position`, or `None` past [`OptIndex::CAPACITY`].
    pub fn from_position(position: usize) -> Option<OptIndex> {
        u32::try_from(position).ok().map(OptIndex)
    }

    /// The index of the option at `position` of a table, which holds at most
    /// [`OptIndex::CAPACITY`] options: tables come from a model `SourceSet::model`
    /// accepted (it refuses more) or from bytes `EmbeddedTable::from_bytes` checked (each
    /// entry's index equals its position).
    pub(crate) fn at(position: usize) -> OptIndex {
        OptIndex(u32::try_from(position).unwrap_or(u32::MAX))
    }
}

/// The index of an enumeration in [`OptionTable::enums`] (`cl_option::var_enum`); 32 bits
/// wide like [`OptIndex`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct EnumIndex(pub u32);

impl EnumIndex {
    /// The index as a `usize`.
    pub fn index(self) -> usize {
        // Lossless, as for `OptIndex::index`.
        self.0 as usize
    }

    /// The index of the enumeration at `position`; as [`OptIndex::at`], a table holds at
    /// most [`OptIndex::CAPACITY`] enumerations.
    pub(crate) fn at(position: usize) -> EnumIndex {
        EnumIndex(u32::try_from(position).unwrap_or(u32::MAX))
    }
}

/// What an option aliases (`cl_option::alias_target` with its arguments).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum AliasTarget {
    /// Not an alias (`N_OPTS`).
    None,
    /// An alias of another option; its arguments (`alias_arg`, `neg_alias_arg`) are
    /// those of the `Alias` property ([`OptionEntry::alias_args`]).
    Option {
        /// The target.
        target: OptIndex,
    },
    /// `Ignore`: `OPT_SPECIAL_ignore`.
    #[doc(alias = "OPT_SPECIAL_ignore")]
    Ignore,
    /// `WarnRemoved`: `OPT_SPECIAL_warn_removed`.
    #[doc(alias = "OPT_SPECIAL_warn_removed")]
    WarnRemoved,
}

/// How an `EnumSet`/`EnumBitSet` option combines enumeration values (`cl_enum_var_value`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EnumKind {
    /// `CLEV_NORMAL`: the value replaces the variable.
    #[doc(alias = "CLEV_NORMAL")]
    Normal,
    /// `CLEV_SET`: only the bits of the value's `Set` change.
    #[doc(alias = "CLEV_SET")]
    Set,
    /// `CLEV_BITSET`: each value is its own bit.
    #[doc(alias = "CLEV_BITSET")]
    BitSet,
}

/// A mask bit an option sets or clears.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MaskRef {
    /// The mask name as written (`ISA_AVX`).
    pub name: String,
    /// The macro naming the bitmask (`MASK_X` or `OPTION_MASK_X`).
    pub macro_name: String,
    /// The bit number.
    pub bit: u32,
}

/// How an option's state is stored (`cl_var_type` with `var_value`); the variants with
/// parts are boxed so every table entry stays small.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[doc(alias = "cl_var_type")]
pub enum VarType {
    /// `CLVC_INTEGER`: the variable holds the value (1/0 for switches, or the number).
    #[doc(alias = "CLVC_INTEGER")]
    Integer,
    /// `CLVC_EQUAL`: the option is on when the variable equals the value.
    #[doc(alias = "CLVC_EQUAL")]
    Equal(Box<CExpr>),
    /// `CLVC_BIT_CLEAR`: the option is on when the mask bit is clear.
    #[doc(alias = "CLVC_BIT_CLEAR")]
    BitClear(Box<MaskRef>),
    /// `CLVC_BIT_SET`: the option is on when the mask bit is set.
    #[doc(alias = "CLVC_BIT_SET")]
    BitSet(Box<MaskRef>),
    /// `CLVC_SIZE`: a `ByteSize` value; on when below `HOST_WIDE_INT_M1U`.
    #[doc(alias = "CLVC_SIZE")]
    Size,
    /// `CLVC_STRING`: the variable points to the argument.
    #[doc(alias = "CLVC_STRING")]
    String,
    /// `CLVC_ENUM`: the argument is a string of an enumeration.
    #[doc(alias = "CLVC_ENUM")]
    Enum {
        /// Which enumeration (`var_enum`).
        index: EnumIndex,
        /// How values combine (`var_value`).
        kind: EnumKind,
    },
    /// `CLVC_DEFER`: the option is queued for later processing.
    #[doc(alias = "CLVC_DEFER")]
    Defer,
}

/// One entry of the option table (`struct cl_option`).
///
/// Serialised with its `OPT_` [`enumerator`](OptionEntry::enumerator) after its name, as a
/// field, though it is derived from the name rather than held.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(from = "entry_serde::EntryRepr")]
#[doc(alias = "cl_option")]
pub struct OptionEntry {
    /// Its index (the `OPT_` value).
    pub index: OptIndex,
    /// The option's text without the leading `-` (`opt_text + 1`), shared with the model.
    pub name: std::sync::Arc<str>,
    /// Whether GCC defines the enumerator (aliases without `SeparateAlias` and `Ignore`d
    /// options occupy the slot without a name).
    pub has_enumerator: bool,
    /// `help`, shared with the model.
    pub help: Option<std::sync::Arc<str>>,
    /// `alias_target`, `alias_arg`, `neg_alias_arg`.
    pub alias: AliasTarget,
    /// `back_chain`: the previous `Joined` option that is a prefix of this one.
    pub back_chain: Option<OptIndex>,
    /// `neg_index`: the option the negative form turns on (itself for a plain `no-`
    /// form, the `Negative` target otherwise), `None` for GCC's -1.
    pub neg_index: Option<OptIndex>,
    /// `flags`: language bits and `CL_*` bits.
    pub flags: ClFlags,
    /// Number of separate arguments (`cl_separate_nargs + 1`).
    pub separate_nargs: u8,
    /// `cl_separate_alias`.
    pub separate_alias: bool,
    /// `cl_negative_alias`.
    pub negative_alias: bool,
    /// `cl_no_driver_arg`.
    pub no_driver_arg: bool,
    /// `cl_reject_driver`.
    pub reject_driver: bool,
    /// `cl_reject_negative`.
    pub reject_negative: bool,
    /// `cl_missing_ok` (`JoinedOrMissing`).
    pub missing_ok: bool,
    /// `cl_uinteger`.
    pub uinteger: bool,
    /// `cl_host_wide_int`.
    pub host_wide_int: bool,
    /// `cl_tolower`.
    pub tolower: bool,
    /// `cl_byte_size`.
    pub byte_size: bool,
    /// The `gcc_options` field holding the state, without `x_` (`flag_var_offset`);
    /// `target_flags` for masks without `Var`, `VAR_<name>` for private target state.
    /// Shared with the model's `Var` and the [`VarField`].
    pub var: Option<std::sync::Arc<str>>,
    /// `var_type` and `var_value`.
    pub var_type: VarType,
    /// The merged typed properties (for `EnabledBy`, `Init`, `Defer`, ...), shared with
    /// the model; the entry's verbatim properties are read from them.
    pub props: std::sync::Arc<OptionProps>,
}

impl OptionEntry {
    /// The option as typed on a command line, with its `-`.
    pub fn text(&self) -> String {
        format!("-{}", self.name)
    }

    /// The `OPT_` enumerator name, e.g. `OPT_Wall`, `OPT_fstack_protector_`
    /// ([`opt_enumerator`] of the name; made on each call, not held).
    #[doc(alias = "opt_enum")]
    pub fn enumerator(&self) -> String {
        opt_enumerator(&self.name)
    }

    /// `missing_argument_error`: `MissingArgError`.
    pub fn missing_argument_error(&self) -> Option<&str> {
        self.props.rare().missing_arg_error.as_deref()
    }

    /// `warn_message`: `Warn`.
    pub fn warn_message(&self) -> Option<&str> {
        self.props.rare().warn.as_deref()
    }

    /// `Condition`: the preprocessor condition that enables the option (GCC's
    /// `cl_disabled` is set when it is false; this table describes the enabled case).
    pub fn condition(&self) -> Option<&str> {
        self.props.rare().condition.as_deref()
    }

    /// `alias_arg` and `neg_alias_arg`: the arguments the alias passes to its target for
    /// the positive and the negative form; none unless the entry is an
    /// [`AliasTarget::Option`].
    pub fn alias_args(&self) -> (Option<&str>, Option<&str>) {
        match (&self.alias, &self.props.alias) {
            (AliasTarget::Option { .. }, Some(a)) => (a.pos_arg.as_deref(), a.neg_arg.as_deref()),
            _ => (None, None),
        }
    }

    /// `range_min` / `range_max`: `IntegerRange`.
    pub fn range(&self) -> Option<IntegerRange> {
        self.props.integer_range.as_deref().copied()
    }
}

/// A language of the table (`lang_names` and its `CL_` macro).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LanguageEntry {
    /// The language's name.
    pub name: String,
    /// The macro naming its bit (`CL_C`, `CL_CXX`... GCC spells `C++` as `CL_CXX`).
    pub macro_name: String,
    /// Its bit.
    pub flag: ClFlags,
}

/// One string of an enumeration (`struct cl_enum_arg`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[doc(alias = "cl_enum_arg")]
pub struct EnumArg {
    /// The argument text.
    pub arg: String,
    /// Its value.
    pub value: CExpr,
    /// `CL_ENUM_CANONICAL`.
    pub canonical: bool,
    /// `CL_ENUM_DRIVER_ONLY`.
    pub driver_only: bool,
    /// Its `Set` number, if any.
    pub set: Option<u8>,
}

/// An enumeration (`struct cl_enum`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[doc(alias = "cl_enum")]
pub struct EnumTable {
    /// `Name`.
    pub name: String,
    /// `Type`: the C type of its variables.
    pub c_type: String,
    /// Help text.
    pub help: Option<String>,
    /// `UnknownError`.
    pub unknown_error: Option<String>,
    /// The strings, in GCC's order.
    pub values: Vec<EnumArg>,
}

impl EnumTable {
    /// The value of `arg`, if it is one of the strings.
    pub fn value_of(&self, arg: &str) -> Option<&EnumArg> {
        self.values.iter().find(|v| v.arg == arg)
    }
}

/// A mask bit allocation (`#define MASK_X (1U << n)` / `OPTION_MASK_X`).
#[doc(alias = "MASK_")]
#[doc(alias = "OPTION_MASK_")]
#[doc(alias = "TARGET_")]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MaskBit {
    /// The mask name (`X`).
    pub name: String,
    /// The macro naming the bitmask (`MASK_X` or `OPTION_MASK_X`).
    pub macro_name: String,
    /// The variable holding it (`target_flags` when no `Var`).
    pub var: String,
    /// The bit number.
    pub bit: u32,
    /// Whether the variable is a `HOST_WIDE_INT` (the mask is `HOST_WIDE_INT_1U << n`).
    pub host_wide_int: bool,
    /// The test macro (`TARGET_X`, with `ISA_`/`ISA2_` removed from the name as GCC does).
    pub target_macro: String,
}

/// Where a field of the options structure comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum VarSource {
    /// A `Variable` record.
    Variable,
    /// A `TargetVariable` record.
    TargetVariable,
    /// An option's `Var`.
    Option,
    /// Private state of a `Target` option without `Var` (`VAR_<name>`).
    PrivateState,
}

/// A field of `struct gcc_options`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[doc(alias = "gcc_options")]
pub struct VarField {
    /// The field name without `x_` (shared with the options' `var`).
    pub name: std::sync::Arc<str>,
    /// Its C type (one allocation per distinct type).
    pub c_type: std::sync::Arc<str>,
    /// Its initial value (`global_options_init`), `0` when none is given.
    pub init: CExpr,
    /// Where it comes from.
    pub source: VarSource,
}

/// The whole option table of a [`Model`](crate::Model).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionTable {
    /// The options (`cl_options`), indexed by [`OptIndex`].
    #[doc(alias = "cl_options")]
    pub options: Vec<OptionEntry>,
    /// The languages (`lang_names`), indexed by their bit.
    #[doc(alias = "lang_names")]
    #[doc(alias = "cl_lang_count")]
    pub languages: Vec<LanguageEntry>,
    /// The enumerations (`cl_enums`), indexed by [`EnumIndex`].
    #[doc(alias = "cl_enums")]
    pub enums: Vec<EnumTable>,
    /// Mask bit allocations, in GCC's order.
    pub masks: Vec<MaskBit>,
    /// The fields of `gcc_options`, in GCC's order (`frontend_set_` fields not included).
    pub vars: Vec<VarField>,
    /// `InverseMask(X, THISNAME)` test macros: `(TARGET_THISNAME, mask macro)`.
    pub inverse_mask_macros: Vec<(String, String)>,
}

impl OptionTable {
    /// `N_OPTS` / `cl_options_count`.
    #[doc(alias = "N_OPTS")]
    #[doc(alias = "cl_options_count")]
    pub fn len(&self) -> usize {
        self.options.len()
    }

    /// Whether there are no options.
    pub fn is_empty(&self) -> bool {
        self.options.is_empty()
    }

    /// The option at `index`.
    pub fn get(&self, index: OptIndex) -> Option<&OptionEntry> {
        self.options.get(index.index())
    }

    /// The option whose text (without `-`) is exactly `name`; a binary search, the table
    /// being sorted bytewise as GCC's is.
    #[doc(alias = "find_opt")]
    pub fn lookup(&self, name: &str) -> Option<OptIndex> {
        self.options
            .binary_search_by(|o| (*o.name).cmp(name))
            .ok()
            .map(|i| self.options[i].index)
    }

    /// The option whose `OPT_` enumerator is `enumerator`.
    pub fn by_enumerator(&self, enumerator: &str) -> Option<OptIndex> {
        self.options
            .iter()
            .find(|o| crate::model::enumerator::is_enumerator_of(enumerator, &o.name))
            .map(|o| o.index)
    }

    /// The enumeration at `index`.
    pub fn enumeration(&self, index: EnumIndex) -> Option<&EnumTable> {
        self.enums.get(index.index())
    }

    /// The position of the language named `name`.
    pub fn language(&self, name: &str) -> Option<usize> {
        self.languages.iter().position(|l| l.name == name)
    }

    /// `CL_LANG_ALL`.
    #[doc(alias = "CL_LANG_ALL")]
    pub fn all_languages(&self) -> ClFlags {
        ClFlags::all_languages(self.languages.len())
    }
}
