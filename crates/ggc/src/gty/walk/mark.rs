//! The marking walker: how the [`Marker`] walks [`Gty`] values (GCC's `gt_ggc_mx_*`),
//! with weak caches skipped while walking roots, and the walk that lets those caches mark
//! or purge between mark and sweep (`gt_clear_cache`).

use crate::gc::Gc;
use crate::gty::cache::{CacheCx, GtyCache};
use crate::gty::walk::marker::Marker;
use crate::gty::{Clear, Gty, WalkPurpose, Walker};

impl Walker for Marker<'_> {
    fn purpose(&self) -> WalkPurpose {
        WalkPurpose::Mark
    }

    #[inline(always)]
    fn edge<T: Gty>(&mut self, handle: &mut Gc<T>) {
        let Some(a) = self.arena_of::<T>() else {
            return self.bad_edge();
        };
        self.mark_edge(a, handle.index(), handle.generation(), T::HOLDS_HANDLES);
    }

    #[inline(always)]
    fn tagged_edge(&mut self, tag: u8, index: u32, generation: u8) -> bool {
        // An edge into the arena being drained needs no table lookup, which would otherwise
        // sit on the serial path from one object of a chain to the next.
        let a = if u16::from(tag) == self.draining_tag {
            self.draining
        } else {
            let Some(&a) = self.types.tags.get(usize::from(tag)) else {
                return false;
            };
            a as usize
        };
        // Tags name arenas the heap had when they were set, and arenas are never removed.
        let holds = self.metas[a].holds_handles;
        self.mark_edge(a, index, generation, holds);
        true
    }

    fn deletable<F: Gty + Clear>(&mut self, field: &mut F) {
        field.clear_for_gc();
    }

    fn undefined(&mut self, _type_name: &'static str) {
        self.stale += 1;
    }

    fn cache<C: GtyCache>(&mut self, field: &mut C) {
        if self.in_roots {
            self.saw_cache = true;
        } else {
            field.walk(self);
        }
    }
}

/// Walks roots a second time to let their caches mark or purge (between mark and sweep).
pub(crate) struct CacheClearer<'a, 'm> {
    pub(crate) marker: &'a mut Marker<'m>,
    pub(crate) purging: bool,
}

impl Walker for CacheClearer<'_, '_> {
    fn purpose(&self) -> WalkPurpose {
        WalkPurpose::ClearCaches
    }
    fn edge<T: Gty>(&mut self, _handle: &mut Gc<T>) {}
    fn deletable<F: Gty + Clear>(&mut self, _field: &mut F) {}
    fn cache<C: GtyCache>(&mut self, field: &mut C) {
        let mut cx = CacheCx {
            marker: self.marker,
            purging: self.purging,
        };
        field.clear_cache(&mut cx);
    }
}
