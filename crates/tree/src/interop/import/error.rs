//! The importer's errors: what is wrong with a record, and where.

use super::super::format::NodeId;
use super::super::hexfloat::HexFloatError;
use crate::TreeCode;
use crate::nodes::error::TreeError;

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImportErrorKind {
    /// `code` names no tree code.
    #[error(
        "unknown tree code {0:?} (expected a get_tree_code_name spelling such as \"plus_expr\")"
    )]
    UnknownCode(String),
    /// A `flags` entry names no flag.
    #[error("unknown flag {0:?} (expected a tree_base field name or a DECL_/TYPE_ flag macro)")]
    UnknownFlag(String),
    /// A `refs` key names no modelled tree field.
    #[error("unknown refs key {0:?} (expected a GCC field macro such as DECL_NAME)")]
    UnknownRef(String),
    /// A `nums` key names no modelled integer field.
    #[error("unknown nums key {0:?} (expected a GCC field macro such as DECL_UID)")]
    UnknownNum(String),
    /// `mode` names no machine mode.
    #[error("unknown machine mode {0:?} (expected a GET_MODE_NAME such as \"SI\")")]
    UnknownMode(String),
    /// `clause` names no OMP clause.
    #[error("unknown OMP clause {0:?} (expected an omp_clause_code_name such as \"private\")")]
    UnknownClause(String),
    /// `ifn` names no internal function.
    #[error(
        "unknown internal function {0:?} (expected an internal_fn_name such as \"MUL_OVERFLOW\")"
    )]
    UnknownIfn(String),
    /// A field the node's code does not have, as the checked accessor reports it.
    #[error("{key}: {source}")]
    Field {
        /// The record's key (`"type"`, `"refs.DECL_NAME"`, `"flags.DECL_EXTERNAL"`).
        key: String,
        /// The checked accessor's error.
        source: TreeError,
    },
    /// A record key that does not apply to the node's code.
    #[error("{key} does not apply to {code}")]
    NotApplicable {
        /// The record's key.
        key: &'static str,
        /// The node's code.
        code: TreeCode,
    },
    /// A key the node's code requires is absent.
    #[error("{code} requires {key}")]
    Missing {
        /// The record's key.
        key: &'static str,
        /// The node's code.
        code: TreeCode,
    },
    /// A reference to an id no node record has.
    #[error("{field} names node {id}, which no record defines")]
    Dangling {
        /// The referring field.
        field: String,
        /// The missing id.
        id: NodeId,
    },
    /// A null where a node is required (an element of a STATEMENT_LIST, VECTOR_CST, …).
    #[error("{field} holds null where a node is required")]
    Null {
        /// The field.
        field: &'static str,
    },
    /// Wrong number of operands (or elements) for the code.
    #[error("{code} takes {expected} {what}, got {got}")]
    Count {
        /// The node's code.
        code: TreeCode,
        /// `"operands"`, `"elements"`, `"coefficients"`.
        what: &'static str,
        /// What the code takes (`"2"`, `"3+"`).
        expected: String,
        /// How many the record has.
        got: usize,
    },
    /// An INTEGER_CST value that is no decimal integer, or does not fit its type.
    #[error("INTEGER_CST value {value:?}: {why}")]
    BadInteger {
        /// The recorded text.
        value: String,
        /// What is wrong.
        why: String,
    },
    /// A REAL_CST value that is no hex float / inf / nan.
    #[error("REAL_CST value {value:?}: {source}")]
    BadReal {
        /// The recorded text.
        value: String,
        /// What is wrong.
        source: HexFloatError,
    },
    /// A hex-encoded field (`string`, `name_hex`) that is not hex.
    #[error("{key} is not an even number of hex digits")]
    BadHex {
        /// The record's key.
        key: &'static str,
    },
    /// A FIXED_CST value that does not fit.
    #[error(
        "FIXED_CST value {value:?}: expected a decimal 128-bit integer and at most 255 fractional bits"
    )]
    BadFixed {
        /// The recorded bits.
        value: String,
    },
    /// A vector encoding that is not GCC's.
    #[error("VECTOR_CST encoding: {0}")]
    BadVector(String),
    /// A function record naming a node that is no FUNCTION_DECL.
    #[error("function record names node {id}, a {code}, not a FUNCTION_DECL")]
    NotAFunction {
        /// The id.
        id: NodeId,
        /// Its code.
        code: TreeCode,
    },
    /// A record that this crate cannot represent faithfully.
    #[error("not supported: {0}")]
    Unsupported(&'static str),
}

/// An import error: the document, the record's line and column, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {kind}")]
pub struct ImportError {
    /// The document's file name.
    pub file: String,
    /// The record's line.
    pub line: u32,
    /// The record's column.
    pub column: u32,
    /// What is wrong.
    pub kind: ImportErrorKind,
}
