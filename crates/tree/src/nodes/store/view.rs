//! One pool's held arena together with its heap: what the hash-consing indexes read and
//! allocate through.

use ggc::{Gc, GcError, Gty, Heap, HeldArena};

/// A pool's arena and its heap, shared.
pub(crate) struct ArenaRef<'a, T> {
    pub(crate) heap: &'a Heap,
    pub(crate) arena: &'a HeldArena<T>,
}

impl<T> Clone for ArenaRef<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for ArenaRef<'_, T> {}

impl<'a, T: Gty> ArenaRef<'a, T> {
    /// The live record in slot `index`. The arena is this heap's (the store keeps them
    /// together), so it answers alone, without comparing heaps.
    #[inline]
    pub(crate) fn get_at(self, index: u32) -> Option<&'a T> {
        self.arena.get_held_at(index)
    }

    /// The handle of the live record in slot `index` (as [`ArenaRef::get_at`]).
    #[inline]
    pub(crate) fn handle_at(self, index: u32) -> Option<Gc<T>> {
        self.arena.held_handle_at(index)
    }

    /// The live records, in slot order.
    pub(crate) fn iter(self) -> impl Iterator<Item = (Gc<T>, &'a T)> {
        self.arena.iter(self.heap)
    }
}

/// A pool's arena and its heap, mutably.
pub(crate) struct ArenaMut<'a, T> {
    pub(crate) heap: &'a mut Heap,
    pub(crate) arena: &'a mut HeldArena<T>,
}

impl<T: Gty> ArenaMut<'_, T> {
    /// The same arena, shared.
    #[inline]
    pub(crate) fn view(&self) -> ArenaRef<'_, T> {
        ArenaRef {
            heap: self.heap,
            arena: self.arena,
        }
    }

    /// Allocates a record.
    #[inline]
    pub(crate) fn try_alloc(&mut self, value: T) -> Result<Gc<T>, GcError> {
        self.arena.try_alloc(self.heap, value)
    }

    /// The live records, mutably, in slot order.
    pub(crate) fn iter_mut(&mut self) -> impl Iterator<Item = (Gc<T>, &mut T)> {
        self.arena.iter_mut(self.heap)
    }
}
