//! Property lists: the second field of option, `Enum` and `EnumValue` records.
//!
//! A property is a word, optionally followed by a parenthesised argument. As in GCC's
//! generator the argument ends at the first `)`, unless it starts with `{`, in which case it
//! ends at the first `})` and the braces are not part of it — the manual's escape for
//! arguments containing parentheses (`Condition({defined (X)})`).

use serde::Serialize;

use crate::diag::{Diagnostic, Location, Rule};

/// Declares [`Flag`], the properties that take no argument, and [`FlagSet`]: one line per
/// flag with its spelling, the record kind it belongs to and its meaning.
macro_rules! flags {
    ($($variant:ident => $spelling:literal, $kind:ident, $doc:literal;)*) => {
        /// A property without an argument (`Common`, `RejectNegative`, `Canonical`, ...).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
        #[repr(u8)]
        pub enum Flag {
            $(#[doc = $doc] $variant,)*
        }

        impl Flag {
            /// Every flag, in declaration order.
            pub const ALL: &'static [Flag] = &[$(Flag::$variant,)*];

            /// The flag as written in `.opt` files.
            pub fn spelling(self) -> &'static str {
                match self {
                    $(Flag::$variant => $spelling,)*
                }
            }

            /// The record kind the flag may appear in.
            pub fn kind(self) -> PropertyKind {
                match self {
                    $(Flag::$variant => PropertyKind::$kind,)*
                }
            }

            /// The flag spelled `text`, if any.
            pub fn from_spelling(text: &str) -> Option<Flag> {
                match text {
                    $($spelling => Some(Flag::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

flags! {
    Common => "Common", Option, "Available for all languages and targets (`CL_COMMON`).";
    Target => "Target", Option, "Target-specific, available for all languages (`CL_TARGET`).";
    Driver => "Driver", Option, "Handled by the driver (`CL_DRIVER`).";
    RejectDriver => "RejectDriver", Option, "Only accepted by the compilers proper, not the driver.";
    RejectNegative => "RejectNegative", Option, "Has no `no-` form.";
    Joined => "Joined", Option, "Takes an argument in the same `argv` entry (`CL_JOINED`).";
    Separate => "Separate", Option, "Takes an argument in the next `argv` entry (`CL_SEPARATE`).";
    JoinedOrMissing => "JoinedOrMissing", Option, "Takes an optional joined argument.";
    UInteger => "UInteger", Option, "The argument is a non-negative `int`.";
    HostWideInt => "Host_Wide_Int", Option, "The argument is a non-negative `HOST_WIDE_INT`.";
    ByteSize => "ByteSize", Option, "The integer argument may carry a byte-size suffix (`kB`, `MiB`, ...).";
    ToLower => "ToLower", Option, "The argument is lower-cased before use.";
    NoDriverArg => "NoDriverArg", Option, "Separate argument only in the compilers proper.";
    WarnRemoved => "WarnRemoved", Option, "The option was removed; using it warns (`OPT_SPECIAL_warn_removed`).";
    EnumSet => "EnumSet", Option, "The `Enum` argument updates only the bits of its `Set`.";
    EnumBitSet => "EnumBitSet", Option, "The `Enum` argument's values are independent bits.";
    Defer => "Defer", Option, "The option is stored in a vector for later processing (`CLVC_DEFER`).";
    NegativeAlias => "NegativeAlias", Option, "Alias for the opposite form of its target.";
    Ignore => "Ignore", Option, "Ignored apart from `Warn` (`OPT_SPECIAL_ignore`).";
    SeparateAlias => "SeparateAlias", Option, "Acts as an alias only with a separate argument.";
    Warning => "Warning", Option, "A warning option (`CL_WARNING`).";
    Optimization => "Optimization", Option, "An optimization option (`CL_OPTIMIZATION`), saved per function.";
    PerFunction => "PerFunction", Option, "Overridable per function (`CL_OPTIMIZATION`).";
    Param => "Param", Option, "A `--param` (`CL_PARAMS`).";
    Undocumented => "Undocumented", Option, "Hidden from `--help` (`CL_UNDOCUMENTED`).";
    Save => "Save", Option, "Saved in `cl_target_option`.";
    SetByCombined => "SetByCombined", Option, "May be set by a combined option; adds `frontend_set_VAR`.";
    NoDwarfRecord => "NoDWARFRecord", Option, "Left out of `-grecord-gcc-switches` (`CL_NO_DWARF_RECORD`).";
    PchIgnore => "PchIgnore", Option, "Not compared for precompiled headers (`CL_PCH_IGNORE`).";
    MaskExists => "MaskExists", Option, "Historical marker (mask defined elsewhere); GCC 12's generator ignores it.";
    Integer => "Integer", Option, "Historical marker; GCC 12's generator ignores it.";
    Bool => "Bool", Option, "Historical marker; GCC 12's generator ignores it.";
    Canonical => "Canonical", EnumValue, "This string is the canonical one for its value (`CL_ENUM_CANONICAL`).";
    DriverOnly => "DriverOnly", EnumValue, "Only the driver accepts this string (`CL_ENUM_DRIVER_ONLY`).";
}

/// Which kind of record a property belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum PropertyKind {
    /// Option definition records.
    Option,
    /// `Enum` records.
    Enum,
    /// `EnumValue` records.
    EnumValue,
}

/// A set of [`Flag`]s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct FlagSet(u64);

impl FlagSet {
    /// The empty set.
    pub const EMPTY: FlagSet = FlagSet(0);

    /// Whether `flag` is in the set.
    pub fn has(self, flag: Flag) -> bool {
        self.0 & (1 << flag as u8) != 0
    }

    /// Adds `flag`.
    pub fn insert(&mut self, flag: Flag) {
        self.0 |= 1 << flag as u8;
    }

    /// The union of two sets.
    pub fn union(self, other: FlagSet) -> FlagSet {
        FlagSet(self.0 | other.0)
    }

    /// The flags in the set, in declaration order.
    pub fn iter(self) -> impl Iterator<Item = Flag> {
        Flag::ALL.iter().copied().filter(move |f| self.has(*f))
    }
}

impl Serialize for FlagSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // Collected first: a format that writes the length up front needs it exact.
        let spellings: Vec<&str> = self.iter().map(Flag::spelling).collect();
        spellings.serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for FlagSet {
    /// The inverse of the serialisation: a list of spellings.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let spellings = Vec::<String>::deserialize(d)?;
        let mut set = FlagSet::EMPTY;
        for s in spellings {
            let flag = Flag::ALL
                .iter()
                .find(|f| f.spelling() == s)
                .ok_or_else(|| serde::de::Error::custom(format!("unknown flag `{s}`")))?;
            set.insert(*flag);
        }
        Ok(set)
    }
}

/// One property as written: its name, its argument if it has parentheses, and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RawProperty<'a> {
    /// The word before any `(`.
    pub(crate) name: &'a str,
    /// The text between the parentheses (braces removed), if any.
    pub(crate) arg: Option<&'a str>,
    /// Where its property list starts.
    pub(crate) start: &'a Location,
    /// How many characters into the list the property starts.
    pub(crate) offset: usize,
    /// The property's whole text, for diagnostics.
    pub(crate) text: &'a str,
}

impl RawProperty<'_> {
    /// Where the property starts (built only for diagnostics).
    pub(crate) fn location(&self) -> Location {
        self.start.shifted(self.offset)
    }
}

/// The properties of one record (rarely more than a dozen, kept off the heap).
pub(crate) type Properties<'a> = smallvec::SmallVec<[RawProperty<'a>; 12]>;

/// Splits a property list into properties, reporting unbalanced parentheses.
pub(crate) fn split_properties<'a>(
    line: &'a str,
    start: &'a Location,
    diags: &mut Vec<Diagnostic>,
) -> Properties<'a> {
    let mut props = Properties::new();
    let bytes = line.as_bytes();
    let ascii = line.is_ascii();
    // Columns count characters; for ASCII lines (nearly all) that is the byte offset.
    let column_of = |byte: usize| {
        if ascii {
            byte
        } else {
            line[..byte].chars().count()
        }
    };
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b' ' || bytes[i] == b'\t' {
            i += 1;
            continue;
        }
        let begin = i;
        while i < bytes.len() && !matches!(bytes[i], b' ' | b'\t' | b'(') {
            i += 1;
        }
        let name = &line[begin..i];
        let offset = column_of(begin);
        let location = || start.shifted(offset);
        if i >= bytes.len() || bytes[i] != b'(' {
            props.push(RawProperty {
                name,
                arg: None,
                start,
                offset,
                text: name,
            });
            continue;
        }
        // An argument: `{...})` or `...)`.
        let open = i + 1;
        let (arg, end) = if line[open..].starts_with('{') {
            match line[open..].find("})") {
                Some(close) => (&line[open + 1..open + close], open + close + 2),
                None => {
                    diags.push(Diagnostic::new(
                        location(),
                        Rule::UnbalancedParentheses,
                        &line[begin..],
                        "`})` closing the braced argument",
                    ));
                    return props;
                }
            }
        } else {
            match line[open..].find(')') {
                Some(close) => (&line[open..open + close], open + close + 1),
                None => {
                    diags.push(Diagnostic::new(
                        location(),
                        Rule::UnbalancedParentheses,
                        &line[begin..],
                        "`)` closing the argument",
                    ));
                    return props;
                }
            }
        };
        let nested_open = !line[open..].starts_with('{') && arg.contains('(');
        let glued = end < bytes.len() && !matches!(bytes[end], b' ' | b'\t');
        if glued && !nested_open && bytes[end] != b')' {
            // GCC's generator reads the argument and ignores the text glued after it
            // (`Init(X);` in GCC 12's common.opt): accept it, with a warning.
            let stop = line[end..]
                .find([' ', '\t'])
                .map_or(line.len(), |n| end + n);
            diags.push(
                Diagnostic::new(
                    location().shifted(end - begin),
                    Rule::UnbalancedParentheses,
                    &line[end..stop],
                    "a space after the closing parenthesis (GCC ignores this text)",
                )
                .into_warning(),
            );
            props.push(RawProperty {
                name,
                arg: Some(arg),
                start,
                offset,
                text: &line[begin..end],
            });
            i = stop;
            continue;
        }
        if nested_open || glued {
            let stop = line[end..]
                .find([' ', '\t'])
                .map_or(line.len(), |n| end + n);
            diags.push(Diagnostic::new(
                location(),
                Rule::UnbalancedParentheses,
                &line[begin..stop],
                "an argument without parentheses, or one wrapped in `{...}` as in `Name({f (x)})`",
            ));
            i = stop;
            continue;
        }
        props.push(RawProperty {
            name,
            arg: Some(arg),
            start,
            offset,
            text: &line[begin..end],
        });
        i = end;
    }
    props
}

/// Splits an argument list at commas, trimming each part (GCC's `nth_arg`).
pub(crate) fn split_args(arg: &str) -> smallvec::SmallVec<[&str; 4]> {
    arg.split(',').map(str::trim).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    type Split = (Vec<(String, Option<String>, u32)>, Vec<Diagnostic>);

    fn split(line: &str) -> Split {
        let mut diags = Vec::new();
        let loc = Location::new(Arc::from("t.opt"), 3, 1);
        let props = split_properties(line, &loc, &mut diags)
            .into_iter()
            .map(|p| {
                (
                    p.name.to_owned(),
                    p.arg.map(str::to_owned),
                    p.location().column,
                )
            })
            .collect();
        (props, diags)
    }

    #[test]
    fn words_and_arguments() {
        let (p, d) = split("Common Var(flag_x, 2)  Warn(no (such) thing");
        assert_eq!(p[0], ("Common".into(), None, 1));
        assert_eq!(p[1], ("Var".into(), Some("flag_x, 2".into()), 8));
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].rule, Rule::UnbalancedParentheses);
    }

    #[test]
    fn braces_escape_nested_parentheses() {
        let (p, d) = split("Condition({defined (X) && (Y)}) Target");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(p[0].1.as_deref(), Some("defined (X) && (Y)"));
        assert_eq!(p[1].0, "Target");
    }

    #[test]
    fn unclosed_argument_is_reported() {
        let (_, d) = split("Var(x");
        assert_eq!(d[0].rule, Rule::UnbalancedParentheses);
        assert_eq!(d[0].location.column, 1);
    }
}
