//! Command-line diagnostics, worded as GCC words them (`cmdline_handle_error`,
//! `read_cmdline_option`, `complain_wrong_lang`, `set_option`), each a typed value carrying the
//! position of the argument that caused it.

use std::fmt;

use serde::Serialize;

/// How serious a command-line diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Severity {
    /// GCC's `error`: the compilation fails.
    Error,
    /// GCC's `warning`.
    Warning,
    /// GCC's `inform`: a note attached to the preceding error.
    Note,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        })
    }
}

/// What a command-line diagnostic reports. The `Display` text is GCC's message with ASCII
/// quotes (GCC's output in the C locale).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub enum Problem {
    /// No option matches, or the `no-` form of a `RejectNegative` option
    /// (`unrecognized command-line option %qs`), with GCC's spelling hint when one is close.
    Unrecognized {
        /// The argument as given.
        option: String,
        /// The closest valid spelling, as the driver suggests it.
        hint: Option<String>,
    },
    /// The option's `Condition` is false in this configuration (`CL_ERR_DISABLED`).
    Disabled {
        /// The option as given.
        option: String,
    },
    /// A `Joined`/`Separate` option without its argument (`CL_ERR_MISSING_ARG`).
    MissingArgument {
        /// The option as given.
        option: String,
        /// The option's `MissingArgError` message, if it has one.
        message: Option<String>,
    },
    /// A `UInteger`/`Host_Wide_Int` argument that is not a number (`CL_ERR_UINT_ARG`).
    NotAnInteger {
        /// The option's name (`opt_text`, without the argument).
        option: String,
        /// Whether the option accepts a size unit (`ByteSize`).
        byte_size: bool,
    },
    /// An argument outside `IntegerRange(min, max)` (`CL_ERR_INT_RANGE_ARG`).
    OutOfRange {
        /// The option's name.
        option: String,
        /// The smallest accepted value.
        min: i64,
        /// The largest accepted value.
        max: i64,
    },
    /// A `UInteger` value above `INT_MAX` for an `int` variable (`set_option`).
    BiggerThanInt {
        /// The option's name.
        option: String,
    },
    /// An `Enum` argument that is not one of the enumeration's strings (`CL_ERR_ENUM_ARG`).
    UnknownEnumArgument {
        /// The option as given.
        option: String,
        /// The unknown argument (for `EnumSet`, the offending list element).
        argument: String,
        /// The `Enum`'s `UnknownError` message, if it has one.
        message: Option<String>,
    },
    /// The note listing an enumeration's valid strings, with a spelling hint.
    ValidArguments {
        /// The option's name.
        option: String,
        /// The valid strings, space separated, in `EnumValue` order.
        valid: String,
        /// The closest valid string, if one is close.
        hint: Option<String>,
    },
    /// Two `EnumSet` elements of one `Set` in one argument (`CL_ERR_ENUM_SET_ARG`).
    InvalidSetArgument {
        /// The option as given.
        option: String,
    },
    /// The note explaining an [`Problem::InvalidSetArgument`].
    MutuallyExclusive {
        /// The earlier element of the set.
        earlier: String,
        /// The later element of the same set.
        later: String,
    },
    /// A language option used for another language (`complain_wrong_lang`).
    WrongLanguage {
        /// The option as given.
        option: String,
        /// The languages it is valid for, `/`-separated.
        valid_for: String,
        /// The languages being compiled, `/`-separated.
        not_for: String,
    },
    /// A driver-only option given to a compiler proper.
    DriverOnly {
        /// The option as given.
        option: String,
        /// The languages being compiled, `/`-separated.
        not_for: String,
    },
    /// `-Werror=` naming a warning of another language.
    WerrorWrongLanguage {
        /// The option as given.
        option: String,
        /// The languages being compiled, `/`-separated.
        not_for: String,
    },
    /// The option's `Warn(MESSAGE)`, already formatted with the option's text.
    OptionWarning {
        /// The formatted message.
        message: String,
    },
    /// A `WarnRemoved` option (`switch %qs is no longer supported`).
    Removed {
        /// The option as given.
        option: String,
    },
    /// An unknown `-Wno-` option, reported only when something else was diagnosed.
    MaySilence {
        /// The option as given.
        option: String,
    },
}

/// Substitutes GCC's format directives in an `.opt` message: `%qs`/`%s` take `arg`,
/// `%<`/`%>` become quotes, `%%` a percent sign.
pub(crate) fn format_gcc_message(message: &str, arg: &str) -> String {
    let mut out = String::with_capacity(message.len() + arg.len() + 2);
    let mut chars = message.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('q') if chars.peek() == Some(&'s') => {
                chars.next();
                out.push('\'');
                out.push_str(arg);
                out.push('\'');
            }
            Some('s') => out.push_str(arg),
            Some('<') | Some('>') => out.push('\''),
            Some('%') => out.push('%'),
            Some(other) => {
                out.push('%');
                out.push(other);
            }
            None => out.push('%'),
        }
    }
    out
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Unrecognized { option, hint } => {
                write!(f, "unrecognized command-line option '{option}'")?;
                if let Some(hint) = hint {
                    write!(f, "; did you mean '{hint}'?")?;
                }
                Ok(())
            }
            Problem::Disabled { option } => write!(
                f,
                "command-line option '{option}' is not supported by this configuration"
            ),
            Problem::MissingArgument { option, message } => match message {
                Some(m) => f.write_str(&format_gcc_message(m, option)),
                None => write!(f, "missing argument to '{option}'"),
            },
            Problem::NotAnInteger { option, byte_size } => {
                write!(f, "argument to '{option}' should be a non-negative integer")?;
                if *byte_size {
                    f.write_str(" optionally followed by a size unit")?;
                }
                Ok(())
            }
            Problem::OutOfRange { option, min, max } => {
                write!(f, "argument to '{option}' is not between {min} and {max}")
            }
            Problem::BiggerThanInt { option } => {
                write!(f, "argument to '{option}' is bigger than {}", i32::MAX)
            }
            Problem::UnknownEnumArgument {
                option,
                argument,
                message,
            } => match message {
                Some(m) => f.write_str(&format_gcc_message(m, argument)),
                None => write!(f, "unrecognized argument in option '{option}'"),
            },
            Problem::ValidArguments {
                option,
                valid,
                hint,
            } => {
                write!(f, "valid arguments to '{option}' are: {valid}")?;
                if let Some(hint) = hint {
                    write!(f, "; did you mean '{hint}'?")?;
                }
                Ok(())
            }
            Problem::InvalidSetArgument { option } => {
                write!(f, "invalid argument in option '{option}'")
            }
            Problem::MutuallyExclusive { earlier, later } if earlier == later => {
                write!(f, "'{earlier}' specified multiple times in the same option")
            }
            Problem::MutuallyExclusive { earlier, later } => write!(
                f,
                "'{earlier}' is mutually exclusive with '{later}' and cannot be specified together"
            ),
            Problem::WrongLanguage {
                option,
                valid_for,
                not_for,
            } => write!(
                f,
                "command-line option '{option}' is valid for {valid_for} but not for {not_for}"
            ),
            Problem::DriverOnly { option, not_for } => write!(
                f,
                "command-line option '{option}' is valid for the driver but not for {not_for}"
            ),
            Problem::WerrorWrongLanguage { option, not_for } => {
                write!(
                    f,
                    "'-Werror=' argument '{option}' is not valid for {not_for}"
                )
            }
            Problem::OptionWarning { message } => f.write_str(message),
            Problem::Removed { option } => {
                write!(f, "switch '{option}' is no longer supported")
            }
            Problem::MaySilence { option } => write!(
                f,
                "unrecognized command-line option '{option}' may have been intended to silence earlier diagnostics"
            ),
        }
    }
}

/// One diagnostic of a decoded command line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{severity}: {problem}")]
pub struct CmdlineDiagnostic {
    /// Index in the argument list (not counting the program name) of the argument the
    /// diagnosed option starts at.
    pub position: usize,
    /// Error, warning or note.
    pub severity: Severity,
    /// What is reported.
    pub problem: Problem,
}
