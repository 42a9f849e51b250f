//! Typed object storage of one arena and its type-erased face for the collector.

use std::any::Any;

use crate::gty::walk::marker::Marker;
use crate::gty::walk::relocate::{Forward, Relocator};
use crate::gty::walk::verify::Verifier;
use crate::gty::{Gty, Walker};
use crate::meta::Meta;

/// The objects of one type, indexed by slot. A free slot may still hold its last object
/// (types without drop glue are not touched by the sweep); generations make it unreachable.
pub(crate) struct Store<T> {
    pub(crate) id: u32,
    pub(crate) slots: Vec<Option<T>>,
}

/// What the collector does with a store without knowing its type.
pub(crate) trait ErasedStore: Any + Send + Sync {
    /// Walks queued objects of this arena until its worklist is empty.
    fn drain(&mut self, marker: &mut Marker<'_>);
    /// Frees the slots allocated in `before` but not marked now; returns (objects, extra
    /// bytes of `variable_size` objects).
    fn sweep(&mut self, meta: &mut Meta, before: &[u64], poison: bool) -> (u64, u64);
    /// Rewrites the handles held by every allocated object.
    fn relocate_all(&mut self, meta: &Meta, relocator: &mut Relocator<'_>);
    /// Checks the handles held by every allocated object.
    fn verify(&mut self, meta: &Meta, verifier: &mut Verifier<'_>);
    /// Moves objects to their forwarded slots.
    fn move_objects(&mut self, forward: &Forward);
    /// Drains the PCH noter's worklist of this arena.
    fn pch_drain(&mut self, noter: &mut crate::gty::walk::note::Noter<'_>, arena: usize);
    /// The `TypeId` of the objects.
    fn elem_type(&self) -> std::any::TypeId;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<T: Gty> Store<T> {
    pub(crate) fn new(id: u32) -> Self {
        Store {
            id,
            slots: Vec::new(),
        }
    }

    /// Walks every allocated object (the set bits of `meta.bits`).
    fn walk_allocated<W: Walker>(&mut self, meta: &Meta, walker: &mut W) {
        if !T::HOLDS_HANDLES {
            return;
        }
        for (w, &word) in meta.bits.iter().enumerate() {
            let mut live = word;
            while live != 0 {
                let i = w * 64 + live.trailing_zeros() as usize;
                if let Some(Some(obj)) = self.slots.get_mut(i) {
                    obj.walk(walker);
                }
                live &= live - 1;
            }
        }
    }

    /// Marks and walks a chain starting at the already marked `start` without queueing its
    /// links: each link's successor is marked before the link is walked, so the walk finds
    /// it marked and the run continues there (GCC marks runs of `chain_next` links the same
    /// way to keep its recursion shallow; here it keeps the worklist short). `chain_prev`
    /// runs backwards from `start` the same way.
    fn mark_chain(&mut self, start: u32, marker: &mut Marker<'_>) {
        let id = self.id as usize;
        let mut cur = start;
        while let Some(Some(obj)) = self.slots.get_mut(cur as usize) {
            let next = obj.chain_next();
            let go_on = next.is_some_and(|n| marker.mark_here(id, n));
            obj.walk(marker);
            match next {
                Some(n) if go_on => cur = n.index(),
                _ => break,
            }
        }
        let mut cur = start;
        loop {
            let prev = match self.slots.get(cur as usize) {
                Some(Some(obj)) => obj.chain_prev(),
                _ => None,
            };
            let Some(p) = prev.filter(|&p| marker.mark_here(id, p)) else {
                break;
            };
            cur = p.index();
            if let Some(Some(obj)) = self.slots.get_mut(cur as usize) {
                obj.walk(marker);
            }
        }
    }
}

impl<T: Gty> ErasedStore for Store<T> {
    fn drain(&mut self, marker: &mut Marker<'_>) {
        let id = self.id as usize;
        while let Some(i) = marker.metas[id].worklist.pop() {
            if T::HAS_CHAIN {
                self.mark_chain(i, marker);
            } else if let Some(Some(obj)) = self.slots.get_mut(i as usize) {
                obj.walk(marker);
            }
        }
    }

    fn sweep(&mut self, meta: &mut Meta, before: &[u64], poison: bool) -> (u64, u64) {
        let drop_dead = poison || std::mem::needs_drop::<T>();
        let mut freed = 0u64;
        let mut extra = 0u64;
        let mut first_free_word = None;
        for (w, (&was, &now)) in before.iter().zip(meta.bits.iter()).enumerate() {
            let dead = was & !now;
            if dead == 0 {
                continue;
            }
            first_free_word.get_or_insert(w);
            if T::VARIABLE_SIZE {
                let mut d = dead;
                while d != 0 {
                    let i = w * 64 + d.trailing_zeros() as usize;
                    extra += self.slots[i].as_ref().map_or(0, |v| v.extra_bytes() as u64);
                    d &= d - 1;
                }
            }
            freed += u64::from(dead.count_ones());
            let base = w * 64;
            if dead == u64::MAX {
                // Whole word dead: bump 64 generations at once (wrapping after the last).
                let mask = meta.gen_mask;
                for g in &mut meta.gens[base..base + 64] {
                    *g = if *g >= mask { 0 } else { *g + 1 };
                }
                if drop_dead {
                    for s in &mut self.slots[base..base + 64] {
                        *s = None;
                    }
                }
            } else {
                let mut d = dead;
                while d != 0 {
                    let i = base + d.trailing_zeros() as usize;
                    meta.gens[i] = meta.next_gen(meta.gens[i]);
                    if drop_dead {
                        self.slots[i] = None;
                    }
                    d &= d - 1;
                }
            }
        }
        if let Some(w) = first_free_word {
            meta.cursor = meta.cursor.min(w);
        }
        meta.live -= freed as usize;
        (freed, extra)
    }

    fn relocate_all(&mut self, meta: &Meta, relocator: &mut Relocator<'_>) {
        self.walk_allocated(meta, relocator);
    }

    fn verify(&mut self, meta: &Meta, verifier: &mut Verifier<'_>) {
        self.walk_allocated(meta, verifier);
    }

    fn move_objects(&mut self, forward: &Forward) {
        for (old, &new) in forward.to.iter().enumerate() {
            if new != u32::MAX && new as usize != old {
                let obj = self.slots[old].take();
                self.slots[new as usize] = obj;
            }
        }
        let used = forward.high_water;
        self.slots.truncate(used);
        self.slots.shrink_to(used.max(self.slots.len()));
    }

    fn pch_drain(&mut self, noter: &mut crate::gty::walk::note::Noter<'_>, arena: usize) {
        while let Some(i) = noter.worklists[arena].pop() {
            if let Some(Some(obj)) = self.slots.get_mut(i as usize) {
                obj.walk(noter);
            }
        }
    }

    fn elem_type(&self) -> std::any::TypeId {
        std::any::TypeId::of::<T>()
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
