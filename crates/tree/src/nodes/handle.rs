//! `Tree`: the 4-byte node handle, tagged with the pool that stores the node.

use std::fmt;
use std::num::NonZeroU32;

/// A handle to a tree node (GCC's `tree`). 4 bytes, `Copy`; `Option<Tree>` is GCC's
/// `NULL_TREE` at no extra cost.
///
/// Nodes live in the arenas of a [`ggc::Heap`] owned by their [`crate::TreeContext`], one
/// arena per node layout. A handle packs the arena (3 bits), the slot's generation (5 bits)
/// and the slot index (24 bits): every access compares the generation with the slot's, so a
/// handle to a node that a collection freed is reported as
/// [`crate::TreeError::InvalidHandle`].
///
/// What is detected, precisely: slots are reused forever (memory stays bounded by the live
/// nodes however long a program runs), and 5 generation bits give a slot 16 lifetimes per
/// window. A stale handle is reported unless its slot has since been reallocated exactly
/// 16, 32, 48, … times, in which case it names that slot's current node. In gc checking
/// mode (`GCCINT_GC_CHECKING=1`, [`ggc::Params::checking`]) a slot retires when its window
/// is used up instead, so every stale handle is reported (until an arena's 2^24 slots are
/// all used or retired).
///
/// A handle from another [`crate::TreeContext`] carries nothing that names its context
/// (all 32 bits are taken), so it is checked as one of this context's: it is reported when
/// its slot is past this context's arena, free here, or on another generation.
///
/// Outside gc checking mode the generations tell contexts apart: each context's heap
/// starts new slots at a first generation of its own (the `k mod 16`-th odd one for the
/// `k`-th heap of the process), so:
///
/// - among any 16 contexts made one after another (no other [`ggc::Heap`] made in between,
///   in any thread), a handle to a node whose slot was never reused (nor moved by a
///   compacting collection) is reported by all the others;
/// - otherwise the generations agree about once in 16 when this context's slot is live, and
///   the foreign handle then reads this context's node in that slot.
///
/// In gc checking mode the heaps of live contexts own disjoint blocks of 64 slot indices
/// per pool (see [`ggc::Gc`]'s "A handle from another heap"), so a handle from another live
/// context is always reported, by every accessor, builder and collection, whatever either
/// context allocated, freed or collected, as long as neither heap shares a block
/// ([`ggc::Heap::is_exclusive`] on [`crate::TreeContext::heap`]). A context shares a block
/// when it was restored (from a precompiled header or a serde copy) into slot indices a
/// live context owned, or a pool's slot cap left no free block: handles into a shared
/// block are told apart by generation only, as outside checking mode. A handle of a
/// dropped context is reported until a live context's pool claims the block it names.
///
/// A serde copy (`Serialize`/`Deserialize` of the
/// context) is not another context in this sense: it holds the same nodes under the same
/// handles, so the original's handles name the copy's nodes. A precompiled header
/// ([`crate::TreeContext::pch_save`]) renumbers its nodes: the handles it restores are the
/// ones to use in the restored context.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tree(NonZeroU32);

/// `NULL_TREE`.
pub const NULL_TREE: Option<Tree> = None;

/// The pools (heap arenas), one per node layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Pool {
    /// Expressions with at most two operands, stored inline.
    Exp2 = 0,
    /// Wider and variable-length expressions.
    ExpN = 1,
    /// Hash-consed INTEGER_CSTs.
    IntCst = 2,
    /// TREE_LIST.
    List = 3,
    /// IDENTIFIER_NODE.
    Ident = 4,
    /// Declarations.
    Decl = 5,
    /// Types.
    Type = 6,
    /// Everything else (other constants, vectors, blocks, statement lists, clauses, …).
    Misc = 7,
}

impl Pool {
    /// Every pool, in tag order.
    pub(crate) const ALL: [Pool; 8] = [
        Pool::Exp2,
        Pool::ExpN,
        Pool::IntCst,
        Pool::List,
        Pool::Ident,
        Pool::Decl,
        Pool::Type,
        Pool::Misc,
    ];
}

/// Generation bits a handle keeps (the records' `#[gty(generation_bits = 5)]`).
pub(crate) const GEN_BITS: u32 = 5;
const INDEX_BITS: u32 = 24;
const POOL_SHIFT: u32 = INDEX_BITS + GEN_BITS;
const INDEX_MASK: u32 = (1 << INDEX_BITS) - 1;
const GEN_MASK: u32 = (1 << GEN_BITS) - 1;

impl Tree {
    /// The handle of slot `index` with generation `generation` in `pool`; `None` for parts
    /// that do not fit (an index of 2^24 or more, a generation of more than 5 bits, or the
    /// all-zero value).
    #[inline]
    pub(crate) fn pack(pool: Pool, index: u32, generation: u8) -> Option<Tree> {
        if index > INDEX_MASK || u32::from(generation) > GEN_MASK {
            return None;
        }
        let raw = (pool as u32) << POOL_SHIFT | u32::from(generation) << INDEX_BITS | index;
        NonZeroU32::new(raw).map(Tree)
    }

    /// The handle of a node a heap arena holds.
    #[inline]
    pub(crate) fn from_gc<T>(pool: Pool, h: ggc::Gc<T>) -> Tree {
        match Tree::pack(pool, h.index(), h.generation()) {
            Some(t) => t,
            None => unreachable!("tree arenas keep 24-bit indices and 5-bit generations"),
        }
    }

    /// Whether this node is in the pool numbered 0 ([`Pool::Exp2`]), tested on the raw
    /// bits: an order comparison, which the compiler does not merge with tests of the pool
    /// number into a jump table.
    #[inline(always)]
    pub(crate) fn in_first_pool(self) -> bool {
        const _: () = assert!(Pool::Exp2 as u32 == 0);
        self.0.get() < 1 << POOL_SHIFT
    }

    /// The slot index and generation of this node in its pool's arena.
    #[inline(always)]
    pub(crate) fn parts(self) -> (u32, u8) {
        let raw = self.0.get();
        (raw & INDEX_MASK, ((raw >> INDEX_BITS) & GEN_MASK) as u8)
    }

    /// The heap handle of this node, for the arena of `T`.
    #[inline]
    pub(crate) fn gc<T>(self) -> Option<ggc::Gc<T>> {
        ggc::Gc::from_raw(ggc::RawGc {
            index: self.0.get() & INDEX_MASK,
            generation: ((self.0.get() >> INDEX_BITS) & GEN_MASK) as u8,
        })
    }

    /// The pool's number ([`Pool`] as `u8`), without the table lookup [`Tree::pool`] makes.
    #[inline]
    pub(crate) fn pool_number(self) -> u8 {
        (self.0.get() >> POOL_SHIFT) as u8
    }

    #[inline]
    pub(crate) fn pool(self) -> Pool {
        // A match the compiler sees is the identity on the tag, where an index into
        // `Pool::ALL` stays a table load on every node access.
        match self.pool_number() {
            0 => Pool::Exp2,
            1 => Pool::ExpN,
            2 => Pool::IntCst,
            3 => Pool::List,
            4 => Pool::Ident,
            5 => Pool::Decl,
            6 => Pool::Type,
            _ => Pool::Misc,
        }
    }

    #[inline]
    pub(crate) fn index(self) -> usize {
        (self.0.get() & INDEX_MASK) as usize
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
        write!(
            f,
            "Tree({:?}#{}.{})",
            self.pool(),
            self.index(),
            (self.0.get() >> INDEX_BITS) & GEN_MASK
        )
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
        let t = Tree::pack(Pool::Misc, 12345, 7).unwrap();
        assert_eq!(t.pool(), Pool::Misc);
        assert_eq!(t.index(), 12345);
        assert_eq!(Tree::from_raw(t.to_raw()), Some(t));
        assert_eq!(Tree::from_raw(0), None);
        let h = t.gc::<u8>().unwrap();
        assert_eq!((h.index(), h.generation()), (12345, 7));
        assert_eq!(Tree::from_gc(Pool::Misc, h), t);
        assert_eq!(Tree::pack(Pool::Exp2, 1 << 24, 1), None);
        assert_eq!(Tree::pack(Pool::Exp2, 0, 32), None);
        assert_eq!(Tree::pack(Pool::Exp2, 0, 0), None);
    }
}
