//! Diagnostics: every problem found in a `.opt` file, with its position, the offending text
//! and what was expected.

use std::fmt;
use std::sync::Arc;

use serde::Serialize;

/// A position in a source file: `file:line:column`, both numbers counted from 1 (columns in
/// characters).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Location {
    /// The file's name as it was given to the parser.
    pub file: Arc<str>,
    /// Line number, from 1.
    pub line: u32,
    /// Column number in characters, from 1.
    pub column: u32,
}

impl Location {
    /// A location in `file` at `line`:`column`.
    pub fn new(file: Arc<str>, line: u32, column: u32) -> Self {
        Location { file, line, column }
    }

    /// The same line, `chars` characters further right.
    pub fn shifted(&self, chars: usize) -> Self {
        Location {
            file: self.file.clone(),
            line: self.line,
            column: self
                .column
                .saturating_add(u32::try_from(chars).unwrap_or(u32::MAX)),
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// Declares [`Rule`]: one line per rule a `.opt` set must obey, with its message.
macro_rules! rules {
    ($($(#[$doc:meta])* $variant:ident => $message:literal,)*) => {
        /// Which rule a [`Diagnostic`] reports.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
        #[non_exhaustive]
        pub enum Rule {
            $($(#[$doc])* $variant,)*
        }

        impl Rule {
            /// The rule's message, as printed in diagnostics.
            pub fn message(self) -> &'static str {
                match self {
                    $(Rule::$variant => $message,)*
                }
            }
        }
    };
}

rules! {
    /// A file could not be read.
    Io => "cannot read file",
    /// A record's first line names no known record kind and is not a valid option name.
    BadRecord => "malformed record",
    /// A record lacks a field it must have.
    MissingField => "record lacks a field",
    /// A record has more fields than its kind allows.
    ExtraField => "record has too many fields",
    /// A property name no GCC generator knows.
    UnknownProperty => "unknown property",
    /// A property given an argument it does not take, or none when it needs one.
    PropertyArgument => "bad property argument",
    /// A property given twice with different arguments in one record.
    DuplicateProperty => "property given twice",
    /// A property argument whose parentheses or braces do not balance.
    UnbalancedParentheses => "unbalanced parentheses",
    /// A language property used before its `Language` record.
    LanguageBeforeDeclaration => "language used before its Language record",
    /// A `Language` record declared twice.
    DuplicateLanguage => "language declared twice",
    /// More languages than fit below `CL_MIN_OPTION_CLASS` (16).
    TooManyLanguages => "too many languages",
    /// More options, or enumerations, than a table index holds
    /// ([`OptIndex::CAPACITY`](crate::OptIndex::CAPACITY)).
    TooManyOptions => "too many options",
    /// An `Enum` or `EnumValue` record without a required property.
    EnumMissingProperty => "enumeration record lacks a required property",
    /// An `EnumValue` or option naming an `Enum` that no record defines.
    UnknownEnum => "unknown enumeration",
    /// Two `Enum` records with the same name.
    DuplicateEnum => "enumeration defined twice",
    /// Two `EnumValue` records of one `Enum` with the same string.
    DuplicateEnumString => "duplicate enumeration string",
    /// Two options using one `Var` with different `Init` values.
    ConflictingInit => "conflicting Init for one variable",
    /// `Init` on an option without `Var`.
    InitWithoutVar => "Init without Var",
    /// `JoinedOrMissing` together with `Joined` or `Separate`.
    JoinedOrMissingConflict => "JoinedOrMissing combined with Joined or Separate",
    /// `Args` on an option that is not `Separate`, or a count outside 1..=4.
    ArgsWithoutSeparate => "Args without Separate",
    /// `Alias` naming an option that no record defines.
    UnknownAliasTarget => "alias of an unknown option",
    /// `Alias` combined with `Var`, `Mask`, `InverseMask` or `UInteger`.
    AliasWithState => "alias that sets state",
    /// `NegativeAlias` with an `Alias` of more than one argument.
    NegativeAliasWithArgs => "NegativeAlias with a multi-argument Alias",
    /// An alias with one fixed argument that still allows a negative form.
    AliasArgNegative => "single-argument alias allowing the negative form",
    /// `Negative` naming an option that no record defines.
    UnknownNegative => "Negative names an unknown option",
    /// A `Set` number outside 1..=64 or not a number.
    BadSetNumber => "Set number out of range",
    /// The values of two different `Set`s of one `Enum` overlap.
    OverlappingSets => "masks of different sets overlap",
    /// An `EnumSet` option whose `Enum` has values without `Set`.
    EnumSetWithoutSets => "EnumSet enumeration value without Set",
    /// An `EnumBitSet` option whose `Enum` uses `Set` or has a value that is not a power of 2.
    EnumBitSetValue => "EnumBitSet value must be a power of two without Set",
    /// `EnumSet` or `EnumBitSet` without `Enum`.
    EnumSetWithoutEnum => "EnumSet or EnumBitSet without Enum",
    /// An `Enum` option allowing a negative form.
    EnumNegative => "Enum option allowing the negative form",
    /// `Warn` on both an alias and its target.
    WarnOnAliasAndTarget => "Warn on both an alias and its target",
    /// `Warn` combined with `Ignore` or `WarnRemoved`.
    WarnWithIgnore => "Warn combined with Ignore or WarnRemoved",
    /// `Ignore` with `Var`.
    IgnoreWithVar => "Ignore with Var",
    /// More mask bits for one variable than it holds.
    MaskBitsExhausted => "mask bits exhausted",
    /// Several definitions of one option with different help texts.
    ConflictingHelp => "different help texts for one option",
    /// `EnabledBy` / `LangEnabledBy` naming an unknown option or language, or malformed.
    BadEnabledBy => "bad EnabledBy or LangEnabledBy",
    /// `ByteSize` on an option that is neither `UInteger` nor `Host_Wide_Int`.
    ByteSizeWithoutInteger => "ByteSize without UInteger or Host_Wide_Int",
    /// `IntegerRange` whose bounds are not integers, reversed, or exclude `Init`.
    BadIntegerRange => "bad IntegerRange",
    /// `Param` on an option whose name does not start with `-param=`.
    ParamName => "Param option not named -param=",
    /// `CPP` without both `Var` and `Init`.
    CppWithoutVarInit => "CPP without Var and Init",
    /// A `Variable`/`TargetVariable` declaration that cannot be read.
    BadDeclaration => "malformed variable declaration",
    /// A `.opt.urls` record naming an option that no `.opt` record defines.
    UrlForUnknownOption => "URL suffix for an unknown option",
    /// A property GCC 12 dropped (`Report`, `Deprecated`).
    RemovedProperty => "property removed from GCC",
    /// A control character (other than a tab) in a field: GCC's gatherer joins a record's
    /// fields with `SUBSEP` (0x1c) and sorts the joined text, so a byte below it puts
    /// options out of name order; a NUL cuts a property short in the generated C.
    ControlCharacter => "control character in a field",
    /// CRLF line endings: GCC's awk scripts would keep the carriage returns in every field
    /// (a warning: they are dropped here).
    CrLineEnding => "CRLF line ending",
    /// Two definitions of one option giving one property different arguments (a warning:
    /// GCC's generator keeps one of them silently).
    ConflictingDefinition => "definitions of one option disagree",
    /// A tab in a help text where GCC's `--help` misreads it: the text before the first
    /// tab is printed as the option's name (so it must name the option), a second tab is
    /// printed raw, and with `IntegerRange` the bounds overwrite the text after the tab (a
    /// warning: GCC's generator takes any text).
    HelpTab => "tab in a help text that --help garbles",
    /// A help text GCC's `--help` cuts at its 255-byte line buffer once it adds an alias's
    /// "Same as" note or the "Uses of this option are diagnosed." note (a warning).
    HelpTruncated => "help text cut by --help",
    /// An option without help text nor `Undocumented`: `--help -v` lists it as "This
    /// option lacks documentation." (a warning).
    HelpMissing => "option without help text",
}

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
pub enum Severity {
    /// The set is rejected.
    #[default]
    Error,
    /// Text GCC's generator silently ignores; the set is still accepted.
    Warning,
}

/// One problem in a set of `.opt` files.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[error("{location}: {}{}: found `{found}`, expected {expected}", if *severity == Severity::Warning { "warning: " } else { "" }, rule.message())]
pub struct Diagnostic {
    /// Where the problem is.
    pub location: Location,
    /// Error or warning.
    pub severity: Severity,
    /// Which rule was broken.
    pub rule: Rule,
    /// The offending text, verbatim.
    pub found: String,
    /// What would have been accepted instead.
    pub expected: String,
}

impl Diagnostic {
    /// A diagnostic at `location` for `rule`.
    pub fn new(
        location: Location,
        rule: Rule,
        found: impl Into<String>,
        expected: impl Into<String>,
    ) -> Self {
        Diagnostic {
            location,
            severity: Severity::Error,
            rule,
            found: found.into(),
            expected: expected.into(),
        }
    }
}

impl Diagnostic {
    /// The same diagnostic as a warning.
    pub fn into_warning(mut self) -> Self {
        self.severity = Severity::Warning;
        self
    }

    /// Whether it is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// Every diagnostic of a failed run, in file order.
#[derive(Debug, Clone, PartialEq, Eq, Default, thiserror::Error, Serialize)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// How many are errors.
    pub fn error_count(&self) -> usize {
        self.0.iter().filter(|d| d.is_error()).count()
    }

    /// Whether any diagnostic reports `rule`.
    pub fn has(&self, rule: Rule) -> bool {
        self.0.iter().any(|d| d.rule == rule)
    }

    /// The diagnostics, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.0.iter()
    }

    /// How many there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}
