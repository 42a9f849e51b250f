//! Arenas whose objects a client holds as a plain field ([`HeldArena`]): typed access with
//! no type lookup and no dynamic dispatch, for a client's hot paths.
//!
//! The heap keeps the arena's side tables (generations, allocated bits, statistics), so
//! handle checks, liveness and statistics stay the heap's; only the object vector moves.
//! Whole-heap operations need the objects back: the client lends them for the operation
//! ([`HeldArena::lend`]) and takes them again after ([`HeldArena::reclaim`]). While any
//! arena is held, the heap refuses to collect or write a PCH rather than miss objects.

use std::any::type_name;

use crate::error::GcError;
use crate::gc::Gc;
use crate::gty::Gty;
use crate::heap::{ArenaId, Heap};
use crate::meta::{Meta, Reserve};

/// The objects of one arena of a [`Heap`], held by a client (see the module docs). Every
/// access takes the heap the arena belongs to; with any other heap it finds nothing.
pub struct HeldArena<T> {
    id: ArenaId<T>,
    slots: Vec<Option<T>>,
    /// Whether the objects are lent back to the heap right now.
    lent: bool,
    /// Free slots of one bitmap word set aside for the next allocations (see
    /// [`crate::meta::Reserve`]); given back before the objects are lent.
    reserve: Reserve,
    /// The heap's [`Heap::alloc_key`] when the reservation was made.
    key: u64,
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
    /// Takes the objects of `T`'s arena (created if needed) out of the heap into the
    /// caller's hands. `None` if they are held already. Until they are lent back, the
    /// heap's own typed access to `T` finds none of them (`get` and `free` answer
    /// [`GcError::Stale`] or [`GcError::Held`], `iter` nothing, `try_alloc` and
    /// `restore_arena` [`GcError::Held`]), and [`Heap::count_bad_handles`] does not walk
    /// them; liveness, counts and statistics stay exact.
    pub fn hold_arena<T: Gty>(&mut self) -> Option<HeldArena<T>> {
        let id = self.arena_id::<T>();
        let a = id.index as usize;
        if self.metas[a].held {
            return None;
        }
        self.metas[a].held = true;
        let slots = std::mem::take(&mut self.store_mut::<T>(a).slots);
        Some(HeldArena {
            id,
            slots,
            lent: false,
            reserve: Reserve::default(),
            key: 0,
        })
    }

    /// Whether `(index, generation)` names a live object of arena number `arena` (see
    /// [`HeldArena::number`]); `false` for a number this heap has no arena for. For a
    /// client whose handles carry their arena, so that one check serves every arena
    /// without branching on which.
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
        (self.id.heap == heap.serial).then(|| &heap.metas[self.id.index as usize])
    }

    /// The arena's number in its heap (what [`Heap::is_live_at`] takes).
    pub fn number(&self) -> u32 {
        self.id.index
    }

    /// Gives the objects back to `heap` for a whole-heap operation (a collection, a PCH,
    /// an image); until [`HeldArena::reclaim`] this arena finds nothing. Does nothing if
    /// `heap` is not the arena's heap or the objects are lent already.
    pub fn lend(&mut self, heap: &mut Heap) {
        if self.lent || self.meta(heap).is_none() {
            return;
        }
        let a = self.id.index as usize;
        heap.metas[a].unreserve(std::mem::take(&mut self.reserve));
        self.slots.truncate(heap.metas[a].gens.len());
        std::mem::swap(&mut self.slots, &mut heap.store_mut::<T>(a).slots);
        heap.metas[a].held = false;
        self.lent = true;
    }

    /// Takes the objects back after [`HeldArena::lend`] (the operation may have moved or
    /// freed some).
    pub fn reclaim(&mut self, heap: &mut Heap) {
        if !self.lent || self.meta(heap).is_none() {
            return;
        }
        let a = self.id.index as usize;
        std::mem::swap(&mut self.slots, &mut heap.store_mut::<T>(a).slots);
        heap.metas[a].held = true;
        self.lent = false;
    }

    /// The object `handle` names, or `None` if it is stale (or not of `heap`).
    #[inline]
    pub fn get(&self, heap: &Heap, handle: Gc<T>) -> Option<&T> {
        let i = handle.index();
        if !self.meta(heap)?.is_current(i, handle.generation()) {
            return None;
        }
        self.slots.get(i as usize)?.as_ref()
    }

    /// The object `handle` names, mutably, or `None` if it is stale.
    #[inline]
    pub fn get_mut(&mut self, heap: &Heap, handle: Gc<T>) -> Option<&mut T> {
        let i = handle.index();
        if !self.meta(heap)?.is_current(i, handle.generation()) {
            return None;
        }
        self.slots.get_mut(i as usize)?.as_mut()
    }

    /// Whether `handle` names a live object of this arena.
    #[inline]
    pub fn is_live(&self, heap: &Heap, handle: Gc<T>) -> bool {
        self.meta(heap)
            .is_some_and(|m| m.is_current(handle.index(), handle.generation()))
    }

    /// Allocates `value` ([`Heap::try_alloc`] for a held arena): [`GcError::ArenaFull`] if
    /// the arena is full, [`GcError::Held`] while the objects are lent back or if `heap`
    /// is not the arena's heap.
    ///
    /// The arena reserves the free slots of one bitmap word at a time and hands them out
    /// in order, so most allocations search nothing. The heap's figures stay exact: a
    /// reserved slot counts as neither live nor allocated until it is handed out.
    #[inline]
    pub fn try_alloc(&mut self, heap: &mut Heap, value: T) -> Result<Gc<T>, GcError> {
        self.try_alloc_with(heap, || value)
    }

    /// [`HeldArena::try_alloc`] of the object `make` returns, called only once a slot is
    /// found: the object is then built in its slot, where a value passed in is built first
    /// and copied (which, for a record built field by field, stalls on the copy's load).
    #[inline]
    pub fn try_alloc_with(
        &mut self,
        heap: &mut Heap,
        make: impl FnOnce() -> T,
    ) -> Result<Gc<T>, GcError> {
        let free = self.reserve.free;
        if free == 0 || self.key != heap.alloc_key {
            return self.try_alloc_reserving(heap, make);
        }
        self.reserve.free = free & (free - 1);
        let index = self.reserve.word * 64 + free.trailing_zeros();
        let meta = &mut heap.metas[self.id.index as usize];
        let generation = meta.gens[index as usize] + 1;
        meta.gens[index as usize] = generation;
        meta.live += 1;
        let object = match self.slots.get_mut(index as usize) {
            Some(slot) => slot.insert(make()),
            None => place(&mut self.slots, index, make()),
        };
        heap.allocated_bytes += object_bytes(object);
        Ok(Gc::new_unchecked(index, generation))
    }

    /// [`HeldArena::try_alloc_with`] with no reserved slot left: reserves the next word's.
    #[cold]
    #[inline(never)]
    fn try_alloc_reserving(
        &mut self,
        heap: &mut Heap,
        make: impl FnOnce() -> T,
    ) -> Result<Gc<T>, GcError> {
        if self.lent || self.meta(heap).is_none() {
            return Err(GcError::Held {
                type_name: type_name::<T>(),
            });
        }
        let meta = &mut heap.metas[self.id.index as usize];
        // The rules changed since the reservation was made (the cap, checking mode).
        meta.unreserve(std::mem::take(&mut self.reserve));
        self.slots.truncate(meta.gens.len());
        self.key = heap.alloc_key;
        self.reserve = meta.reserve().ok_or(GcError::ArenaFull {
            type_name: type_name::<T>(),
            limit: meta.limit as u64,
        })?;
        let len = meta.gens.len();
        if self.slots.len() < len {
            self.slots.resize_with(len, || None);
        }
        self.try_alloc_with(heap, make)
    }

    /// The arena's slots without those appended for the reservation and not handed out
    /// yet: as many as the arena would have without reserving.
    fn slots_given(&self, meta: &Meta) -> usize {
        let r = self.reserve;
        if r.fresh && r.free != 0 {
            r.word as usize * 64 + r.free.trailing_zeros() as usize
        } else {
            meta.gens.len()
        }
    }

    /// The handle of the live object in slot `index`, if there is one.
    #[inline]
    pub fn handle_at(&self, heap: &Heap, index: u32) -> Option<Gc<T>> {
        let g = *self.meta(heap)?.gens.get(index as usize)?;
        (g % 2 == 1).then(|| Gc::new_unchecked(index, g))
    }

    /// The live object in slot `index`, if there is one.
    #[inline]
    pub fn get_at(&self, heap: &Heap, index: u32) -> Option<&T> {
        self.handle_at(heap, index)?;
        self.slots.get(index as usize)?.as_ref()
    }

    /// A copy of the arena, as [`Heap::arena_image`] gives for an arena the heap holds.
    pub fn image(&self, heap: &Heap) -> crate::ArenaImage<T>
    where
        T: Clone,
    {
        match self.meta(heap) {
            Some(meta) => crate::ArenaImage {
                generations: meta.gens[..self.slots_given(meta)].to_vec(),
                objects: live_objects(meta, &self.slots)
                    .map(|(_, v)| v.clone())
                    .collect(),
            },
            None => crate::ArenaImage::default(),
        }
    }

    /// Live objects, in slot order.
    pub fn iter<'a>(&'a self, heap: &'a Heap) -> impl Iterator<Item = (Gc<T>, &'a T)> {
        self.meta(heap)
            .into_iter()
            .flat_map(|meta| live_objects(meta, &self.slots))
    }

    /// Live objects, mutably, in slot order.
    pub fn iter_mut<'a>(&'a mut self, heap: &'a Heap) -> impl Iterator<Item = (Gc<T>, &'a mut T)> {
        let meta = self.meta(heap);
        meta.map(|meta| live_objects_mut(meta, &mut self.slots))
            .into_iter()
            .flatten()
    }
}

/// The bytes `value` accounts for in the heap's total.
#[inline]
pub(crate) fn object_bytes<T: Gty>(value: &T) -> u64 {
    let extra = if T::VARIABLE_SIZE {
        value.extra_bytes()
    } else {
        0
    };
    (size_of::<T>() + extra) as u64
}

/// Stores `value` in slot `index`, growing the vector if the slot is new.
#[inline]
pub(crate) fn place<T>(slots: &mut Vec<Option<T>>, index: u32, value: T) -> &mut T {
    let i = index as usize;
    if i >= slots.len() {
        slots.resize_with(i + 1, || None);
    }
    slots[i].insert(value)
}

/// The handle of slot `i` if it holds a live object (generation odd, allocated bit set).
#[inline]
fn live_handle<T>(meta: &Meta, i: usize) -> Option<Gc<T>> {
    let g = *meta.gens.get(i)?;
    (g % 2 == 1 && meta.bit(i as u32)).then(|| Gc::new_unchecked(i as u32, g))
}

/// The live objects among `slots`.
pub(crate) fn live_objects<'a, T>(
    meta: &'a Meta,
    slots: &'a [Option<T>],
) -> impl Iterator<Item = (Gc<T>, &'a T)> {
    slots
        .iter()
        .enumerate()
        .filter_map(move |(i, s)| Some((live_handle(meta, i)?, s.as_ref()?)))
}

/// [`live_objects`], mutably.
pub(crate) fn live_objects_mut<'a, T>(
    meta: &'a Meta,
    slots: &'a mut [Option<T>],
) -> impl Iterator<Item = (Gc<T>, &'a mut T)> {
    slots
        .iter_mut()
        .enumerate()
        .filter_map(move |(i, s)| Some((live_handle(meta, i)?, s.as_mut()?)))
}
