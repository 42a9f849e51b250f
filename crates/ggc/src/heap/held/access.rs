//! Reading a held arena: handle checks, typed access, iteration and images.

use super::HeldArena;
use crate::gc::Gc;
use crate::gty::Gty;
use crate::heap::Heap;
use crate::heap::slots::{live_objects, live_objects_mut};
use crate::meta::Generations;

impl<T: Gty> HeldArena<T> {
    /// Whether `(index, generation)` names a live object of this arena: what a client
    /// whose handles carry their arena checks without building a [`Gc`] (see
    /// [`Generations::is_live_at`]).
    #[inline]
    pub fn is_live_at(&self, index: u32, generation: u8) -> bool {
        self.generations().is_live_at(index, generation)
    }

    /// The generation of every slot, by index. For a client that checks handles of
    /// several arenas through one code path: it picks the arena's generations, then asks
    /// [`Generations::is_live_at`] once.
    #[inline]
    pub fn generations(&self) -> Generations<'_> {
        Generations(&self.gens)
    }

    /// The object `handle` names, or `None` if it is stale (or not of `heap`).
    #[inline]
    pub fn get(&self, heap: &Heap, handle: Gc<T>) -> Option<&T> {
        if !self.belongs_to(heap) {
            return None;
        }
        self.get_held(handle)
    }

    /// The object `handle` names, mutably, or `None` if it is stale.
    #[inline]
    pub fn get_mut(&mut self, heap: &Heap, handle: Gc<T>) -> Option<&mut T> {
        if !self.belongs_to(heap) {
            return None;
        }
        self.get_held_mut(handle)
    }

    /// Whether `handle` names a live object of this arena.
    #[inline]
    pub fn is_live(&self, heap: &Heap, handle: Gc<T>) -> bool {
        self.belongs_to(heap) && self.is_live_at(handle.index(), handle.generation())
    }

    /// [`HeldArena::get`] without naming the heap: what the arena answers from the objects
    /// and generations it holds, which is `get`'s answer for the arena's own heap. For a
    /// client that keeps each arena beside its heap, this saves comparing the two on every
    /// access (a lent arena holds nothing and finds nothing, as `get` does).
    #[inline]
    pub fn get_held(&self, handle: Gc<T>) -> Option<&T> {
        self.get_held_parts(handle.index(), handle.generation())
    }

    /// [`HeldArena::get_mut`] without naming the heap (see [`HeldArena::get_held`]).
    #[inline]
    pub fn get_held_mut(&mut self, handle: Gc<T>) -> Option<&mut T> {
        self.get_held_mut_parts(handle.index(), handle.generation())
    }

    /// [`HeldArena::get_held`] of a handle's parts, for a client whose own handles carry
    /// an index and a generation: no [`Gc`] is built, so the parts' range is not checked
    /// apart (an index past the arena, or a generation that is not the slot's live one,
    /// 0 included, finds nothing).
    #[inline]
    pub fn get_held_parts(&self, index: u32, generation: u8) -> Option<&T> {
        if !self.is_live_at(index, generation) {
            return None;
        }
        self.slots.get(index as usize)?.as_ref()
    }

    /// [`HeldArena::get_held_parts`], mutably.
    #[inline]
    pub fn get_held_mut_parts(&mut self, index: u32, generation: u8) -> Option<&mut T> {
        if !self.is_live_at(index, generation) {
            return None;
        }
        self.slots.get_mut(index as usize)?.as_mut()
    }

    /// [`HeldArena::handle_at`] without naming the heap (see [`HeldArena::get_held`]).
    #[inline]
    pub fn held_handle_at(&self, index: u32) -> Option<Gc<T>> {
        let g = *self.gens.get(index as usize)?;
        (g % 2 == 1).then(|| Gc::new_unchecked(index, g))
    }

    /// [`HeldArena::get_at`] without naming the heap (see [`HeldArena::get_held`]).
    #[inline]
    pub fn get_held_at(&self, index: u32) -> Option<&T> {
        self.held_handle_at(index)?;
        self.slots.get(index as usize)?.as_ref()
    }

    /// The handle of the live object in slot `index`, if there is one.
    #[inline]
    pub fn handle_at(&self, heap: &Heap, index: u32) -> Option<Gc<T>> {
        if !self.belongs_to(heap) {
            return None;
        }
        self.held_handle_at(index)
    }

    /// The live object in slot `index`, if there is one.
    #[inline]
    pub fn get_at(&self, heap: &Heap, index: u32) -> Option<&T> {
        if !self.belongs_to(heap) {
            return None;
        }
        self.get_held_at(index)
    }

    /// A copy of the arena, as [`Heap::arena_image`] gives for an arena the heap holds
    /// (without the slots reserved and not handed out yet).
    pub fn image(&self, heap: &Heap) -> crate::ArenaImage<T>
    where
        T: Clone,
    {
        match self.meta(heap) {
            Some(meta) => crate::ArenaImage {
                generations: self.gens[..self.slots_given()].to_vec(),
                objects: live_objects(&self.gens, meta, &self.slots)
                    .map(|(_, v)| v.clone())
                    .collect(),
            },
            None => crate::ArenaImage::default(),
        }
    }

    /// The arena's slots without those appended for the reservation and not handed out
    /// yet: as many as the arena would have without reserving.
    fn slots_given(&self) -> usize {
        let r = self.reserve;
        if r.fresh && r.free != 0 {
            r.word as usize * 64 + r.free.trailing_zeros() as usize
        } else {
            self.gens.len()
        }
    }

    /// Live objects, in slot order.
    pub fn iter<'a>(&'a self, heap: &'a Heap) -> impl Iterator<Item = (Gc<T>, &'a T)> {
        self.meta(heap)
            .into_iter()
            .flat_map(|meta| live_objects(&self.gens, meta, &self.slots))
    }

    /// Live objects, mutably, in slot order.
    pub fn iter_mut<'a>(&'a mut self, heap: &'a Heap) -> impl Iterator<Item = (Gc<T>, &'a mut T)> {
        let meta = self.meta(heap);
        let (gens, slots) = (&self.gens, &mut self.slots);
        meta.map(|meta| live_objects_mut(gens, meta, slots))
            .into_iter()
            .flatten()
    }
}
