//! The marker's state and its bit operations: mark bits set through a handle's generation
//! check, a worklist per arena, never recursion (GCC's `ggc_set_mark`). How it walks
//! [`Gty`] values is `mark.rs`'s.

use crate::gc::Gc;
use crate::gty::Gty;
use crate::gty::walk::types::{TypeCache, TypeIndex};
use crate::meta::Meta;

/// Marks objects reachable from what it walks. Objects of types that hold handles are
/// queued on their arena's worklist; [`Marker::drain`] empties the worklists.
pub(crate) struct Marker<'m> {
    pub(crate) metas: &'m mut [Meta],
    pub(super) types: &'m TypeIndex,
    cache: TypeCache,
    /// Arenas whose worklist became non-empty.
    dirty: Vec<u32>,
    /// The arena whose worklist is being drained (its own pushes need no `dirty` entry).
    pub(crate) draining: usize,
    /// The tag of the arena being drained, if it has one (`u16::MAX` otherwise): an edge
    /// to it, the common case in a chain, is resolved without the tag table (see
    /// [`Walker::tagged_edge`](crate::Walker::tagged_edge)).
    pub(super) draining_tag: u16,
    /// Handles that named no live object.
    pub(crate) stale: u64,
    /// Objects marked so far.
    pub(crate) marked: u64,
    /// True while walking roots: caches are then weak, deletable fields cleared.
    pub(crate) in_roots: bool,
    /// Whether a weak cache field was met while walking roots.
    pub(crate) saw_cache: bool,
}

impl<'m> Marker<'m> {
    pub(crate) fn new(metas: &'m mut [Meta], types: &'m TypeIndex) -> Self {
        Marker {
            metas,
            types,
            cache: TypeCache::new(),
            dirty: Vec::new(),
            draining: usize::MAX,
            draining_tag: u16::MAX,
            stale: 0,
            marked: 0,
            in_roots: true,
            saw_cache: false,
        }
    }

    #[inline]
    pub(super) fn arena_of<T: Gty>(&mut self) -> Option<usize> {
        self.cache.arena::<T>(self.types).map(|i| i as usize)
    }

    /// Marks `(arena, index, generation)` and queues it; used for type-erased roots.
    pub(crate) fn mark_raw(&mut self, arena: usize, index: u32, generation: u8) {
        let meta = &mut self.metas[arena];
        if !meta.is_current(index, generation) {
            self.stale += 1;
            return;
        }
        if meta.set_mark(index) {
            self.marked += 1;
            if meta.holds_handles {
                meta.worklist.push(index);
                if meta.worklist.len() == 1 {
                    self.dirty.push(arena as u32);
                }
            }
        }
    }

    /// Marks a handle of arena `arena` without queueing it (chain runs); true if it was
    /// live and not yet marked.
    #[inline]
    pub(crate) fn mark_here<T>(&mut self, arena: usize, handle: Gc<T>) -> bool {
        let meta = &mut self.metas[arena];
        let i = handle.index() as usize;
        let bit = 1u64 << (i % 64);
        let Some(&word) = meta.bits.get(i / 64) else {
            self.bad_edge();
            return false;
        };
        if word & bit != 0 {
            return false;
        }
        if !meta.is_current(i as u32, handle.generation()) {
            self.bad_edge();
            return false;
        }
        meta.bits[i / 64] = word | bit;
        self.marked += 1;
        true
    }

    /// Marks `(index, generation)` of arena `a`, queueing it if its type `holds` handles.
    #[inline(always)]
    pub(super) fn mark_edge(&mut self, a: usize, index: u32, generation: u8, holds: bool) {
        let meta = &mut self.metas[a];
        let i = index as usize;
        let bit = 1u64 << (i % 64);
        // Already marked: the common case for shared nodes and chain links, decided from
        // the bitmap alone (checking mode's verification pass still sees stale handles).
        let Some(&word) = meta.bits.get(i / 64) else {
            return self.bad_edge();
        };
        if word & bit != 0 {
            return;
        }
        if !meta.is_current(index, generation) {
            return self.bad_edge();
        }
        meta.bits[i / 64] = word | bit;
        self.marked += 1;
        if holds {
            meta.worklist.push(index);
            if meta.worklist.len() == 1 && a != self.draining {
                self.dirty.push(a as u32);
            }
        }
    }

    /// A handle that names no live object.
    #[cold]
    pub(super) fn bad_edge(&mut self) {
        self.stale += 1;
    }

    /// Whether `handle` is live and marked.
    pub(crate) fn is_marked<T: Gty>(&mut self, handle: Gc<T>) -> bool {
        let Some(a) = self.arena_of::<T>() else {
            return false;
        };
        let meta = &self.metas[a];
        meta.is_current(handle.index(), handle.generation()) && meta.bit(handle.index())
    }

    /// Drains every worklist: `drain_arena` walks one arena's worklist (the store's, which this layer does not
    /// know).
    pub(crate) fn drain(&mut self, mut drain_arena: impl FnMut(&mut Self, usize)) {
        while let Some(a) = self.dirty.pop() {
            self.draining = a as usize;
            self.draining_tag = self
                .types
                .tags
                .iter()
                .position(|&t| t == a)
                .map_or(u16::MAX, |t| t as u16);
            drain_arena(self, a as usize);
        }
        self.draining = usize::MAX;
        self.draining_tag = u16::MAX;
    }
}
