//! The noting walk: which objects a PCH must hold (GCC's `gt_pch_nx_*`).

use crate::gc::Gc;
use crate::gty::{Clear, Gty, WalkPurpose, Walker};
use crate::heap::Heap;
use crate::meta::Meta;
use crate::root_set::Roots;
use crate::types::{TypeCache, TypeIndex};

use super::PchError;

/// Notes reachable objects in bitmaps of its own (the heap's mark bits are left alone).
pub(crate) struct Noter<'a> {
    metas: &'a [Meta],
    types: &'a TypeIndex,
    cache: TypeCache,
    pub(crate) noted: Vec<Vec<u64>>,
    pub(crate) worklists: Vec<Vec<u32>>,
    dirty: Vec<u32>,
    stale: u64,
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

/// Notes everything reachable from `roots`; one bitmap per arena.
pub(crate) fn note_reachable<R: Roots + ?Sized>(
    heap: &mut Heap,
    roots: &mut R,
) -> Result<Vec<Vec<u64>>, PchError> {
    let Heap {
        stores,
        metas,
        types,
        ..
    } = heap;
    let mut noter = Noter {
        metas,
        types,
        cache: TypeCache::new(),
        noted: metas.iter().map(|m| vec![0; m.bits.len()]).collect(),
        worklists: vec![Vec::new(); metas.len()],
        dirty: Vec::new(),
        stale: 0,
    };
    roots.walk_roots(&mut noter);
    while let Some(a) = noter.dirty.pop() {
        stores[a as usize].pch_drain(&mut noter, a as usize);
    }
    if noter.stale > 0 {
        return Err(PchError::StaleHandles { count: noter.stale });
    }
    Ok(noter.noted)
}
