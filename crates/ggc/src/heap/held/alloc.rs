//! Allocating in a held arena: slots handed out from a reservation, one bitmap word's
//! free slots at a time (see [`crate::meta::Reserve`]).

use std::any::type_name;

use super::HeldArena;
use crate::error::GcError;
use crate::gc::Gc;
use crate::gty::Gty;
use crate::heap::Heap;
use crate::heap::slots::object_bytes;

impl<T: Gty> HeldArena<T> {
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
    /// Always inlined, so that the closure's fields go straight to the slot even where the
    /// compiler would have made the allocation a call (it did, in the workloads binary).
    #[inline(always)]
    pub fn try_alloc_with(
        &mut self,
        heap: &mut Heap,
        make: impl FnOnce() -> T,
    ) -> Result<Gc<T>, GcError> {
        match self.reserved_slot(heap) {
            Some(index) => Ok(self.fill(heap, index, make)),
            None => self.try_alloc_reserving(heap, make),
        }
    }

    /// Allocates the object `make` returns in the next slot of the current reservation,
    /// or returns `None`, allocating nothing, when no reserved slot can be taken as it is:
    /// none is left, the allocation rules changed since the reservation, or the objects
    /// are lent back. It makes no call, so a builder whose fast path allocates through it
    /// needs no stack frame there; on `None` the builder's slow path calls
    /// [`HeldArena::try_alloc_with`], which reserves anew and reports a full arena.
    #[inline(always)]
    pub fn try_alloc_reserved(
        &mut self,
        heap: &mut Heap,
        make: impl FnOnce() -> T,
    ) -> Option<Gc<T>> {
        let index = self.reserved_slot(heap)?;
        Some(self.fill(heap, index, make))
    }

    /// The next reserved slot, taken out of the reservation, if the reservation still
    /// holds under the heap's rules. Its object, generation and the arena's figures are
    /// all in range (the vectors cover every slot), which [`HeldArena::fill`] relies on.
    #[inline(always)]
    fn reserved_slot(&mut self, heap: &Heap) -> Option<u32> {
        let free = self.reserve.free;
        if free == 0 || self.key != heap.alloc_key {
            return None;
        }
        let index = self.reserve.word * 64 + free.trailing_zeros();
        let covered = (index as usize) < self.gens.len().min(self.slots.len())
            && (self.id.index as usize) < heap.metas.len();
        if !covered {
            return None;
        }
        self.reserve.free = free & (free - 1);
        Some(index)
    }

    /// Hands out slot `index` (from [`HeldArena::reserved_slot`]) to the object `make`
    /// returns, built in place, keeping the generation and the heap's figures exact.
    #[inline(always)]
    fn fill(&mut self, heap: &mut Heap, index: u32, make: impl FnOnce() -> T) -> Gc<T> {
        let g = &mut self.gens[index as usize];
        *g += 1;
        let generation = *g;
        heap.metas[self.id.index as usize].live += 1;
        let object = self.slots[index as usize].insert(make());
        heap.allocated_bytes += object_bytes(object);
        Gc::new_unchecked(index, generation)
    }

    /// [`HeldArena::try_alloc_with`] with no reserved slot left, or with the rules changed
    /// since the reservation (the cap, checking mode): reserves anew.
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
        meta.unreserve(std::mem::take(&mut self.reserve), &mut self.gens);
        self.key = heap.alloc_key;
        let limit = meta.limit as u64;
        self.reserve = meta
            .reserve(&mut self.gens)
            .ok_or_else(|| GcError::ArenaFull {
                type_name: type_name::<T>(),
                limit,
            })?;
        // Every slot of the arena has its entry, so that a hand-out only overwrites.
        self.slots.resize_with(self.gens.len(), || None);
        self.prefault.ahead(&mut self.slots);
        self.try_alloc_with(heap, make)
    }
}
