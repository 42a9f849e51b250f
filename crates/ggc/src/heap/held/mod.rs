//! Arenas whose objects a client holds as a plain field ([`HeldArena`]): typed access with
//! no type lookup and no dynamic dispatch, for a client's hot paths.
//!
//! The client holds the arena's objects and their generations, so that a handle check and
//! an allocation touch only what the client owns (plus, for an allocation, the heap's
//! counters). The heap keeps the rest of the arena's side tables (allocated bits, cursor,
//! statistics), so counts and statistics stay the heap's and exact. Whole-heap operations
//! need the objects back: the client lends them for the operation ([`HeldArena::lend`])
//! and takes them again after ([`HeldArena::reclaim`]). While any arena is held, the heap
//! refuses to collect or write a PCH rather than miss objects.

mod access;
mod alloc;
mod prefault;

use std::any::type_name;

use crate::gty::Gty;
use crate::heap::{ArenaId, Heap};
use crate::meta::{Meta, Reserve};
use prefault::Prefault;

/// The objects of one arena of a [`Heap`], and their generations, held by a client (see
/// the module docs). Every access takes the heap the arena belongs to; with any other heap
/// it finds nothing.
pub struct HeldArena<T> {
    id: ArenaId<T>,
    slots: Vec<Option<T>>,
    /// The generation of every slot (see [`Meta`]), held with the objects.
    gens: Vec<u8>,
    /// Whether the objects are lent back to the heap right now.
    lent: bool,
    /// Free slots of one bitmap word set aside for the next allocations (see
    /// [`crate::meta::Reserve`]); given back before the objects are lent.
    reserve: Reserve,
    /// The heap's [`Heap::alloc_key`] when the reservation was made.
    key: u64,
    /// How far `slots`' memory is faulted in ahead of its growth.
    prefault: Prefault,
}

impl<T> std::fmt::Debug for HeldArena<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HeldArena")
            .field("type", &type_name::<T>())
            .field("slots", &self.slots.len())
            .field("lent", &self.lent)
            .field("reserved", &self.reserve.free.count_ones())
            .finish()
    }
}

impl Heap {
    /// Takes the objects of `T`'s arena (created if needed), with their generations, out
    /// of the heap into the caller's hands. `None` if they are held already. Until they
    /// are lent back, the heap's own access to `T` finds none of them: `get` and `free`
    /// answer [`GcError::Stale`](crate::GcError::Stale) or
    /// [`GcError::Held`](crate::GcError::Held), `is_live`, `is_live_at`, `handle_at`,
    /// `get_at`, `iter` and `arena_image` nothing, `try_alloc` and `restore_arena`
    /// [`GcError::Held`](crate::GcError::Held), and [`Heap::count_bad_handles`] does not
    /// walk them: the held arena answers for them. Counts and statistics stay exact.
    pub fn hold_arena<T: Gty>(&mut self) -> Option<HeldArena<T>> {
        let id = self.arena_id::<T>();
        let a = id.index as usize;
        if self.metas[a].held {
            return None;
        }
        let slots = std::mem::take(&mut self.store_mut::<T>(a).slots);
        let meta = &mut self.metas[a];
        meta.held = true;
        let gens = std::mem::take(&mut meta.gens);
        meta.held_len = gens.len();
        Some(HeldArena {
            id,
            slots,
            gens,
            lent: false,
            reserve: Reserve::default(),
            key: 0,
            prefault: Prefault::default(),
        })
    }

    /// Whether `(index, generation)` names a live object of arena number `arena` (see
    /// [`ArenaId::number`]); `false` for a number this heap has no arena for, and for a
    /// held arena (whose [`HeldArena::is_live_at`] answers). For a client whose handles
    /// carry their arena, so that one check serves every arena without branching on which.
    #[inline]
    pub fn is_live_at(&self, arena: u32, index: u32, generation: u8) -> bool {
        self.metas
            .get(arena as usize)
            .is_some_and(|m| m.is_current(index, generation))
    }

    /// Whether some arena's objects are held by a client and not lent back.
    pub fn holds_out(&self) -> bool {
        self.metas.iter().any(|m| m.held)
    }
}

impl<T: Gty> HeldArena<T> {
    /// The arena's side tables, if `heap` is the heap it belongs to.
    #[inline]
    fn meta<'h>(&self, heap: &'h Heap) -> Option<&'h Meta> {
        self.belongs_to(heap)
            .then(|| &heap.metas[self.id.index as usize])
    }

    /// Whether `heap` is the heap this arena belongs to.
    #[inline]
    fn belongs_to(&self, heap: &Heap) -> bool {
        self.id.heap == heap.serial
    }

    /// The arena's number in its heap (what [`Heap::tag_arenas`] takes).
    pub fn number(&self) -> u32 {
        self.id.index
    }

    /// Gives the objects and generations back to `heap` for a whole-heap operation (a
    /// collection, a PCH, an image), with the reserved slots not handed out; until
    /// [`HeldArena::reclaim`] this arena finds nothing. Does nothing if `heap` is not the
    /// arena's heap or the objects are lent already.
    pub fn lend(&mut self, heap: &mut Heap) {
        if self.lent || self.meta(heap).is_none() {
            return;
        }
        let a = self.id.index as usize;
        heap.metas[a].unreserve(std::mem::take(&mut self.reserve), &mut self.gens);
        self.slots.truncate(self.gens.len());
        std::mem::swap(&mut self.slots, &mut heap.store_mut::<T>(a).slots);
        let meta = &mut heap.metas[a];
        meta.gens = std::mem::take(&mut self.gens);
        meta.held = false;
        self.lent = true;
    }

    /// Takes the objects and generations back after [`HeldArena::lend`] (the operation
    /// may have moved or freed some).
    pub fn reclaim(&mut self, heap: &mut Heap) {
        if !self.lent || self.meta(heap).is_none() {
            return;
        }
        let a = self.id.index as usize;
        std::mem::swap(&mut self.slots, &mut heap.store_mut::<T>(a).slots);
        let meta = &mut heap.metas[a];
        self.gens = std::mem::take(&mut meta.gens);
        meta.held_len = self.gens.len();
        meta.held = true;
        self.lent = false;
    }
}
