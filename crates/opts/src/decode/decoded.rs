//! A decoded command-line option (`struct cl_decoded_option`) and its error flags.

use std::borrow::Cow;

use serde::Serialize;

use crate::table::OptIndex;

/// Errors found while decoding one option (GCC's `CL_ERR_*` bits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct DecodeErrors(pub u8);

impl DecodeErrors {
    /// `CL_ERR_DISABLED`: the option's `Condition` is false.
    pub const DISABLED: DecodeErrors = DecodeErrors(1 << 0);
    /// `CL_ERR_MISSING_ARG`: a required argument is missing.
    pub const MISSING_ARG: DecodeErrors = DecodeErrors(1 << 1);
    /// `CL_ERR_WRONG_LANG`: the option is for another language.
    pub const WRONG_LANG: DecodeErrors = DecodeErrors(1 << 2);
    /// `CL_ERR_UINT_ARG`: the integer argument is malformed.
    pub const UINT_ARG: DecodeErrors = DecodeErrors(1 << 3);
    /// `CL_ERR_INT_RANGE_ARG`: the integer is outside `IntegerRange`.
    pub const INT_RANGE_ARG: DecodeErrors = DecodeErrors(1 << 4);
    /// `CL_ERR_ENUM_ARG`: the argument is not a string of the enumeration.
    pub const ENUM_ARG: DecodeErrors = DecodeErrors(1 << 5);
    /// `CL_ERR_NEGATIVE`: the `no-` form of a `RejectNegative` option.
    pub const NEGATIVE: DecodeErrors = DecodeErrors(1 << 6);
    /// `CL_ERR_ENUM_SET_ARG`: a bad `EnumSet`/`EnumBitSet` list.
    pub const ENUM_SET_ARG: DecodeErrors = DecodeErrors(1 << 7);

    /// Whether every bit of `other` is set.
    pub fn contains(self, other: DecodeErrors) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether no error was found.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Adds `other`.
    pub fn insert(&mut self, other: DecodeErrors) {
        self.0 |= other.0;
    }

    /// The errors other than [`DecodeErrors::WRONG_LANG`].
    pub fn without_wrong_lang(self) -> DecodeErrors {
        DecodeErrors(self.0 & !DecodeErrors::WRONG_LANG.0)
    }
}

/// What a command-line argument turned out to be (`opt_index` with GCC's `OPT_SPECIAL_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Decoded {
    /// An option of the table (aliases already resolved to their target).
    Option(OptIndex),
    /// `OPT_SPECIAL_unknown`: no option matches.
    #[doc(alias = "OPT_SPECIAL_unknown")]
    Unknown,
    /// `OPT_SPECIAL_ignore`: an `Ignore` option.
    #[doc(alias = "OPT_SPECIAL_ignore")]
    Ignored,
    /// `OPT_SPECIAL_warn_removed`: a `WarnRemoved` option.
    #[doc(alias = "OPT_SPECIAL_warn_removed")]
    WarnRemoved,
    /// `OPT_SPECIAL_input_file`: an input file (or `-`).
    #[doc(alias = "OPT_SPECIAL_input_file")]
    InputFile,
}

/// Where the text of a decoded option came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) enum Source {
    /// `count` arguments of the command line from the option's position.
    Args(usize),
    /// Text the decoder built (`--param KEY=VALUE` joined into one argument).
    Built(String),
    /// An element of a built-in expansion (`-fdiagnostics-plain-output`).
    Expansion(&'static str),
}

/// One decoded option (`struct cl_decoded_option`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[doc(alias = "cl_decoded_option")]
pub struct DecodedOption<'a> {
    /// What the argument is.
    pub decoded: Decoded,
    /// Index of its first argument in the command line.
    pub position: usize,
    /// The option's argument (for [`Decoded::Unknown`] and [`Decoded::InputFile`], the
    /// argument itself), after alias substitution, lower-casing and enum canonicalisation.
    pub arg: Option<Cow<'a, str>>,
    /// 1/0 for the positive/negative form; the number for integer options; the value of
    /// the enumeration string (for enumerations whose values are macros, see
    /// [`crate::decode`] for the numbering). Meaningless when [`DecodedOption::errors`]
    /// rejects the argument: read it through [`DecodedOption::accepted_value`].
    pub value: i64,
    /// For `EnumSet`/`EnumBitSet`: the bits the value replaces.
    pub mask: i64,
    /// The errors found.
    pub errors: DecodeErrors,
    /// The option's `Warn` message, unformatted.
    pub warn: Option<&'a str>,
    pub(crate) source: Source,
}

impl DecodedOption<'_> {
    /// The option's value if its argument was accepted; the errors if it was rejected, in
    /// which case [`DecodedOption::value`] holds GCC's placeholder, not a value. Being for
    /// another language ([`DecodeErrors::WRONG_LANG`], as every compiler option is for the
    /// driver) does not reject the value.
    pub fn accepted_value(&self) -> Result<i64, DecodeErrors> {
        let errors = self.errors.without_wrong_lang();
        if errors.is_empty() {
            Ok(self.value)
        } else {
            Err(errors)
        }
    }
}
