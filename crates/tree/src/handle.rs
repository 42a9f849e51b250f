//! `Tree`: the 4-byte node handle, tagged with the pool that stores the node.

use std::fmt;
use std::num::NonZeroU32;

/// A handle to a tree node (GCC's `tree`). 4 bytes, `Copy`; `Option<Tree>` is GCC's
/// `NULL_TREE` at no extra cost.
///
/// The top four bits name the pool that stores the node (nodes of different structures live
/// in different compact pools), the low 28 bits the node's index in it. A handle is only
/// meaningful together with the [`crate::TreeContext`] that made it; the checked accessors
/// report a handle that context does not know as [`crate::TreeError::InvalidHandle`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tree(NonZeroU32);

/// `NULL_TREE`.
pub const NULL_TREE: Option<Tree> = None;

/// The pools, one per node layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Pool {
    /// Expressions with at most two operands, stored inline.
    Exp2 = 1,
    /// Wider and variable-length expressions, operands in side storage.
    ExpN = 2,
    /// Hash-consed INTEGER_CSTs.
    IntCst = 3,
    /// TREE_LIST.
    List = 4,
    /// IDENTIFIER_NODE.
    Ident = 5,
    /// Declarations.
    Decl = 6,
    /// Types.
    Type = 7,
    /// Everything else (other constants, vectors, blocks, statement lists, clauses, …).
    Misc = 8,
}

pub(crate) const INDEX_BITS: u32 = 28;
pub(crate) const MAX_INDEX: u32 = (1 << INDEX_BITS) - 1;

impl Tree {
    #[inline]
    pub(crate) fn new(pool: Pool, index: usize) -> Tree {
        assert!(
            index <= MAX_INDEX as usize,
            "tree pool {pool:?} is full ({} nodes)",
            MAX_INDEX as usize + 1
        );
        let raw = (pool as u32) << INDEX_BITS | index as u32;
        Tree(NonZeroU32::new(raw).expect("pool tags start at 1"))
    }

    #[inline]
    pub(crate) fn pool(self) -> Option<Pool> {
        Some(match self.0.get() >> INDEX_BITS {
            1 => Pool::Exp2,
            2 => Pool::ExpN,
            3 => Pool::IntCst,
            4 => Pool::List,
            5 => Pool::Ident,
            6 => Pool::Decl,
            7 => Pool::Type,
            8 => Pool::Misc,
            _ => return None,
        })
    }

    #[inline]
    pub(crate) fn index(self) -> usize {
        (self.0.get() & MAX_INDEX) as usize
    }

    /// The raw 32-bit value (for side tables and serialisation).
    pub fn to_raw(self) -> u32 {
        self.0.get()
    }

    /// Rebuilds a handle from [`Tree::to_raw`]; `None` for 0. The handle is checked when used.
    pub fn from_raw(raw: u32) -> Option<Tree> {
        NonZeroU32::new(raw).map(Tree)
    }
}

impl fmt::Debug for Tree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tree({:#x})", self.0.get())
    }
}

/// A source location (`location_t`): an opaque 32-bit value, 0 = `UNKNOWN_LOCATION`.
#[doc(alias = "location_t")]
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Default,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
pub struct Location(pub u32);

impl Location {
    /// `UNKNOWN_LOCATION`.
    #[doc(alias = "UNKNOWN_LOCATION")]
    pub const UNKNOWN: Location = Location(0);
    /// `BUILTINS_LOCATION`.
    #[doc(alias = "BUILTINS_LOCATION")]
    pub const BUILTINS: Location = Location(1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_are_four_bytes_and_null_is_free() {
        assert_eq!(std::mem::size_of::<Tree>(), 4);
        assert_eq!(std::mem::size_of::<Option<Tree>>(), 4);
        let t = Tree::new(Pool::Misc, 12345);
        assert_eq!(t.pool(), Some(Pool::Misc));
        assert_eq!(t.index(), 12345);
        assert_eq!(Tree::from_raw(t.to_raw()), Some(t));
        assert_eq!(Tree::from_raw(0), None);
        assert_eq!(Tree::from_raw(0xf000_0000).and_then(Tree::pool), None);
    }
}
