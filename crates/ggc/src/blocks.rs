//! Checking mode's slot blocks: live heaps own disjoint blocks of slot indices, so that a
//! handle from another live heap names a slot this heap never allocates.
//!
//! A block is one word of an arena's bitmap: 64 consecutive slot indices. A process-wide
//! registry records, per object type, which blocks a live checking-mode heap owns. An
//! arena of a checking-mode heap appends only into blocks it owns: at a block boundary it
//! claims the block there if free, else the lowest free block above, and the skipped
//! blocks become *holes* of this arena (never allocated, see [`crate::meta::Meta`]).
//! Blocks go back to the registry when the arena is dropped with its heap.
//!
//! When no block at or above the boundary is free below the arena's slot cap (the
//! registry is used up, or [`crate::Heap::set_arena_limit`] is small), the arena appends
//! into the block at the boundary without owning it: the block is *shared*, and handles
//! into it are told apart from another heap's by generation only, as outside checking
//! mode. Slots an arena gets without appending (a precompiled header's, an image's, those
//! a heap had before checking was turned on) are *adopted*: claimed where free, shared
//! where another heap owns them.

use std::any::TypeId;
use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

/// Per object type, the bitset of blocks some live checking-mode heap owns.
static REGISTRY: Mutex<Option<HashMap<TypeId, Vec<u64>>>> = Mutex::new(None);

/// The registry, even if a thread panicked while holding it: its bitsets are updated by
/// single-word writes, so they stay consistent.
fn registry() -> MutexGuard<'static, Option<HashMap<TypeId, Vec<u64>>>> {
    REGISTRY.lock().unwrap_or_else(|e| e.into_inner())
}

/// Whether bit `i` of a bitset is set.
fn test(set: &[u64], i: usize) -> bool {
    set.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
}

/// Sets bit `i` of a bitset, growing it as needed.
fn set(bits: &mut Vec<u64>, i: usize) {
    if bits.len() <= i / 64 {
        bits.resize(i / 64 + 1, 0);
    }
    bits[i / 64] |= 1 << (i % 64);
}

/// The lowest clear bit of `set` in `from..to`.
fn lowest_clear(set: &[u64], from: usize, to: usize) -> Option<usize> {
    let mut i = from;
    while i < to {
        let word = set.get(i / 64).copied().unwrap_or(0) | ((1u64 << (i % 64)) - 1);
        if word != u64::MAX {
            let b = i / 64 * 64 + (!word).trailing_zeros() as usize;
            return (b < to).then_some(b);
        }
        i = i / 64 * 64 + 64;
    }
    None
}

/// The blocks of one checking-mode arena: those it may allocate in and those it owns in
/// the registry (a subset: the rest are shared). Dropping it gives the owned ones back.
#[derive(Debug)]
pub(crate) struct Blocks {
    key: TypeId,
    /// Blocks this arena allocates in: owned or shared.
    usable: Vec<u64>,
    /// Blocks this arena owns in the registry.
    owned: Vec<u64>,
}

impl Blocks {
    /// No blocks yet, for objects of type `key`.
    pub(crate) fn new(key: TypeId) -> Self {
        Blocks {
            key,
            usable: Vec::new(),
            owned: Vec::new(),
        }
    }

    /// Whether the arena may allocate in block `b` (false for a hole).
    #[inline]
    pub(crate) fn usable(&self, b: usize) -> bool {
        test(&self.usable, b)
    }

    /// Whether the arena owns block `b` in the registry.
    #[cfg(test)]
    fn owns(&self, b: usize) -> bool {
        test(&self.owned, b)
    }

    /// Whether the arena owns every block it allocates in (shares none).
    pub(crate) fn exclusive(&self) -> bool {
        let owned = self.owned.iter().chain(std::iter::repeat(&0));
        self.usable.iter().zip(owned).all(|(u, o)| u & !o == 0)
    }

    /// The block the arena appends into when it has filled the blocks below `from`: the
    /// lowest block in `from..end` nobody owns, now owned; or, if there is none, `from`
    /// itself, shared.
    pub(crate) fn next(&mut self, from: usize, end: usize) -> usize {
        let mut reg = registry();
        let taken = reg
            .get_or_insert_with(HashMap::new)
            .entry(self.key)
            .or_default();
        let b = match lowest_clear(taken, from, end) {
            Some(b) => {
                set(taken, b);
                set(&mut self.owned, b);
                b
            }
            None => from,
        };
        set(&mut self.usable, b);
        b
    }

    /// Makes blocks `0..end` usable: those nobody owns become owned, the others shared.
    pub(crate) fn adopt(&mut self, end: usize) {
        let mut reg = registry();
        let taken = reg
            .get_or_insert_with(HashMap::new)
            .entry(self.key)
            .or_default();
        for b in 0..end {
            if self.usable(b) {
                continue;
            }
            if !test(taken, b) {
                set(taken, b);
                set(&mut self.owned, b);
            }
            set(&mut self.usable, b);
        }
    }

    /// Bytes of this arena's block bitsets.
    pub(crate) fn bytes(&self) -> usize {
        (self.usable.capacity() + self.owned.capacity()) * 8
    }
}

impl Drop for Blocks {
    fn drop(&mut self) {
        if self.owned.iter().all(|&w| w == 0) {
            return;
        }
        let mut reg = registry();
        let Some(taken) = reg.as_mut().and_then(|m| m.get_mut(&self.key)) else {
            return;
        };
        for (t, &o) in taken.iter_mut().zip(&self.owned) {
            *t &= !o;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowest_clear_skips_set_bits_across_words() {
        let set = vec![u64::MAX, 0b1011];
        assert_eq!(lowest_clear(&set, 0, 200), Some(66));
        assert_eq!(lowest_clear(&set, 67, 200), Some(68));
        assert_eq!(lowest_clear(&set, 0, 66), None);
        assert_eq!(lowest_clear(&set, 130, 140), Some(130));
        assert_eq!(lowest_clear(&[], 5, 5), None);
    }

    #[test]
    fn two_arenas_of_one_type_get_disjoint_blocks_until_dropped() {
        struct Probe;
        let key = TypeId::of::<Probe>();
        let mut a = Blocks::new(key);
        let mut b = Blocks::new(key);
        assert_eq!(a.next(0, 10), 0);
        assert_eq!(b.next(0, 10), 1);
        assert_eq!(a.next(1, 10), 2);
        assert!(a.owns(2) && !a.usable(1) && b.owns(1));
        // Nothing free below the end: the block at the boundary, shared.
        assert_eq!(b.next(2, 3), 2);
        assert!(b.usable(2) && !b.owns(2));
        assert!(a.exclusive() && !b.exclusive());
        drop(a);
        let mut c = Blocks::new(key);
        c.adopt(3);
        assert!(c.owns(0) && !c.owns(1) && c.owns(2) && c.usable(1));
    }
}
