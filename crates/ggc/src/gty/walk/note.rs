//! The noting walk: which objects a PCH must hold (GCC's `gt_pch_nx_*`), in bitmaps of its
//! own; `pch` runs it from the roots.

use crate::gc::Gc;
use crate::gty::walk::types::{TypeCache, TypeIndex};
use crate::gty::{Clear, Gty, WalkPurpose, Walker};
use crate::meta::Meta;

/// Notes reachable objects in bitmaps of its own (the heap's mark bits are left alone).
pub(crate) struct Noter<'a> {
    pub(crate) metas: &'a [Meta],
    pub(crate) types: &'a TypeIndex,
    pub(crate) cache: TypeCache,
    pub(crate) noted: Vec<Vec<u64>>,
    pub(crate) worklists: Vec<Vec<u32>>,
    pub(crate) dirty: Vec<u32>,
    pub(crate) stale: u64,
}

impl Noter<'_> {
    fn note(&mut self, arena: usize, index: u32, generation: u8, holds_handles: bool) {
        if !self.metas[arena].is_current(index, generation) {
            self.stale += 1;
            return;
        }
        let (w, bit) = (index as usize / 64, 1u64 << (index % 64));
        let word = &mut self.noted[arena][w];
        if *word & bit != 0 {
            return;
        }
        *word |= bit;
        if holds_handles {
            let list = &mut self.worklists[arena];
            list.push(index);
            if list.len() == 1 {
                self.dirty.push(arena as u32);
            }
        }
    }
}

impl Walker for Noter<'_> {
    fn purpose(&self) -> WalkPurpose {
        WalkPurpose::PchNote
    }

    fn edge<T: Gty>(&mut self, handle: &mut Gc<T>) {
        match self.cache.arena::<T>(self.types) {
            Some(a) => self.note(
                a as usize,
                handle.index(),
                handle.generation(),
                T::HOLDS_HANDLES,
            ),
            None => self.stale += 1,
        }
    }

    /// Deletable fields are written cleared: nothing they reach is needed.
    fn deletable<F: Gty + Clear>(&mut self, _field: &mut F) {}
}
