//! Errors of the checked accessors and builders (GCC's `--enable-checking`, made total).

use crate::{Tree, TreeCode, TreeCodeClass, TreeStruct};
use std::fmt;

/// What an accessor or builder accepts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// Nodes containing this structure (`CONTAINS_STRUCT_CHECK`).
    Struct(TreeStruct),
    /// Nodes of one of these codes (`TREE_CHECK`, `TREE_CHECK2`, …).
    Codes(&'static [TreeCode]),
    /// Nodes of this class (`TREE_CLASS_CHECK`).
    Class(TreeCodeClass),
    /// Expression nodes (`EXPR_CHECK`, `TREE_OPERAND`).
    Expression,
    /// Anything else, described in words.
    Other(&'static str),
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Struct(ts) => write!(f, "a node containing {ts}"),
            Expected::Codes(codes) => {
                f.write_str("a node of code ")?;
                for (i, c) in codes.iter().enumerate() {
                    if i > 0 {
                        f.write_str(if i + 1 == codes.len() { " or " } else { ", " })?;
                    }
                    write!(f, "{c}")?;
                }
                Ok(())
            }
            Expected::Class(class) => write!(f, "a node of class {class}"),
            Expected::Expression => f.write_str("an expression node"),
            Expected::Other(what) => f.write_str(what),
        }
    }
}

/// An error of the checked tree API. Every variant names the accessor or builder.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TreeError {
    /// The node's code is not one the accessor accepts (`tree_check_failed`,
    /// `tree_contains_struct_check_failed`, `tree_class_check_failed`).
    #[error("{accessor}: expected {expected}, got {got}")]
    WrongCode {
        /// GCC's macro or function name.
        accessor: &'static str,
        /// What it accepts.
        expected: Expected,
        /// The code it got.
        got: TreeCode,
    },
    /// An operand or element index past the end (`tree_operand_check_failed`,
    /// `tree_vec_elt_check_failed`).
    #[error("{accessor}: index {index} out of range for {code} with {len} elements")]
    IndexOutOfRange {
        /// GCC's macro or function name.
        accessor: &'static str,
        /// The index asked for.
        index: usize,
        /// How many there are.
        len: usize,
        /// The node's code.
        code: TreeCode,
    },
    /// A handle that names no live node of this context: a node a collection freed (the
    /// generation check caught the stale handle), or a handle another context made.
    #[error(
        "{accessor}: invalid tree handle {raw:#x} (no live node of this context: freed by a collection, or made by another context)"
    )]
    InvalidHandle {
        /// GCC's macro or function name.
        accessor: &'static str,
        /// The handle's raw value.
        raw: u32,
    },
    /// `NULL_TREE` where a node is required.
    #[error("{accessor}: expected a node, got NULL_TREE")]
    Null {
        /// GCC's macro or function name.
        accessor: &'static str,
    },
    /// A builder got the wrong number of operands for the code.
    #[error("{builder}: {code} takes {expected} operands, got {got}")]
    Arity {
        /// GCC's function name.
        builder: &'static str,
        /// The code.
        code: TreeCode,
        /// `TREE_CODE_LENGTH`, as text (`"2"`, `"3+"`).
        expected: String,
        /// How many were given.
        got: usize,
    },
    /// A value that does not fit where it must go (`tree_to_shwi` of a huge constant,
    /// a string longer than 2³¹ bytes, …).
    #[error("{accessor}: {what}")]
    NotRepresentable {
        /// GCC's macro or function name.
        accessor: &'static str,
        /// What does not fit.
        what: String,
    },
    /// A field that cannot be changed on this node (e.g. the type of a hash-consed
    /// INTEGER_CST, which is shared).
    #[error("{accessor}: cannot modify {what}")]
    Immutable {
        /// GCC's macro or function name.
        accessor: &'static str,
        /// What cannot be changed.
        what: &'static str,
    },
    /// The arena a new node needs is full: it holds 2^24 live nodes already, or as many as
    /// the heap's [`ggc::Heap::set_arena_limit`] allows (GCC would run out of memory
    /// instead). Every builder reports it; the few without a `Result` panic with this
    /// message and have a `try_` twin that reports it.
    #[error("{builder}: the {pool} arena is full")]
    ArenaFull {
        /// GCC's function name.
        builder: &'static str,
        /// The arena: the kind of node it holds.
        pool: &'static str,
    },
    /// Ill-formed input to a builder (e.g. a vector encoding whose element count does not
    /// divide the number of patterns).
    #[error("{builder}: {what}")]
    Invalid {
        /// GCC's function name.
        builder: &'static str,
        /// What is wrong.
        what: String,
    },
}

/// Result of the checked tree API.
pub type Result<T, E = TreeError> = std::result::Result<T, E>;

impl TreeError {
    pub(crate) fn wrong(accessor: &'static str, expected: Expected, got: TreeCode) -> TreeError {
        TreeError::WrongCode {
            accessor,
            expected,
            got,
        }
    }

    /// Panics with the error's message: the failure path of the panicking builders, kept
    /// out of their inlined code.
    #[cold]
    #[inline(never)]
    #[track_caller]
    pub(crate) fn raise(self) -> ! {
        panic!("{self}")
    }

    pub(crate) fn full(builder: &'static str, pool: &'static str) -> TreeError {
        TreeError::ArenaFull { builder, pool }
    }

    pub(crate) fn invalid(accessor: &'static str, t: Tree) -> TreeError {
        TreeError::InvalidHandle {
            accessor,
            raw: t.to_raw(),
        }
    }
}
