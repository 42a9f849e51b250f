//! The raw-dump reader's typed errors: where (file:line:column) and what was expected.

use crate::interop::format::Pos;

/// A raw dump that cannot be read: the position and what went wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {kind}")]
pub struct RawError {
    /// The file name given to the reader.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
    /// What went wrong.
    pub kind: RawErrorKind,
}

impl RawError {
    pub(super) fn at(file: &str, pos: Pos, kind: RawErrorKind) -> RawError {
        RawError {
            file: file.to_string(),
            line: pos.line,
            column: pos.column,
            kind,
        }
    }
}

/// The kinds of [`RawError`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RawErrorKind {
    /// The text does not have the dump's shape here.
    #[error("expected {expected}, found `{found}`")]
    Expected {
        /// What the reader expected.
        expected: &'static str,
        /// The start of what it found.
        found: String,
    },
    /// The file ends in the middle of something.
    #[error("the file ends inside {inside}: expected {expected}")]
    Truncated {
        /// What was being read.
        inside: &'static str,
        /// What was still expected.
        expected: &'static str,
    },
    /// A code name GCC 12 does not have.
    #[error("unknown tree code `{0}`")]
    UnknownCode(String),
    /// `dump_node` numbers nodes 1, 2, 3, … in print order.
    #[error("node @{found} where @{expected} comes next")]
    NodeOutOfOrder {
        /// The number the next node must have.
        expected: u32,
        /// The number it has.
        found: u32,
    },
    /// A number too large for its field.
    #[error("{what} out of range: `{text}`")]
    OutOfRange {
        /// Which number.
        what: &'static str,
        /// Its text.
        text: String,
    },
    /// `@M` names no node of the function.
    #[error("@{0} is referenced but the function's dump has no such node")]
    DanglingReference(u32),
    /// A label `dump_node` never prints for this code.
    #[error("`{label}:` is not a field GCC dumps for {code}")]
    UnexpectedField {
        /// The node's code name.
        code: &'static str,
        /// The label.
        label: String,
    },
    /// A field printed once per node appears twice.
    #[error("`{0}:` appears twice in one node")]
    DuplicateField(String),
    /// A field has a value of the wrong kind (`@M` where a number belongs, …).
    #[error("`{label}:` has {found} where {expected} belongs")]
    WrongValue {
        /// The label.
        label: String,
        /// What belongs there.
        expected: &'static str,
        /// What is there.
        found: &'static str,
    },
    /// More nodes than a document's 32-bit node ids can number.
    #[error("too many nodes for 32-bit node ids")]
    TooManyNodes,
}
