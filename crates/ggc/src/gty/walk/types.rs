//! Which arena holds which type: `TypeId` → arena number, with a tiny direct-mapped cache
//! for the marker's hot path.

use std::any::TypeId;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use crate::gty::Gty;

/// `TypeId`s already carry a good hash; use it as is.
#[derive(Default)]
pub(crate) struct TypeIdHasher(u64);

impl Hasher for TypeIdHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 ^= n;
    }
    fn write_u128(&mut self, n: u128) {
        self.0 ^= n as u64 ^ (n >> 64) as u64;
    }
}

/// The arena number of each type that has one: by process-wide type number for types
/// with a [`TypeSlot`](crate::gty::support::TypeSlot), by `TypeId` for the others.
#[derive(Default)]
pub(crate) struct TypeIndex {
    map: HashMap<TypeId, u32, BuildHasherDefault<TypeIdHasher>>,
    /// Type number → arena number + 1 (0: no arena).
    by_slot: Vec<u32>,
    /// The client's tags (see [`crate::Heap::tag_arenas`]): tag → arena number.
    pub(crate) tags: Vec<u32>,
}

impl TypeIndex {
    pub(crate) fn get(&self, t: TypeId) -> Option<u32> {
        self.map.get(&t).copied()
    }

    /// The arena of `T`, the fast way when `T` has a type number.
    #[inline]
    pub(crate) fn of<T: Gty>(&self) -> Option<u32> {
        match T::type_slot() {
            Some(slot) => match self.by_slot.get(slot.id()) {
                Some(&a) if a != 0 => Some(a - 1),
                _ => None,
            },
            None => self.get(TypeId::of::<T>()),
        }
    }

    pub(crate) fn insert<T: Gty>(&mut self, id: u32) {
        self.map.insert(TypeId::of::<T>(), id);
        if let Some(slot) = T::type_slot() {
            let n = slot.id();
            if self.by_slot.len() <= n {
                self.by_slot.resize(n + 1, 0);
            }
            self.by_slot[n] = id + 1;
        }
    }
}

/// A direct-mapped cache in front of a [`TypeIndex`].
pub(crate) struct TypeCache {
    last: (TypeId, u32),
    entries: [(TypeId, u32); 8],
}

impl TypeCache {
    pub(crate) fn new() -> Self {
        let none = (TypeId::of::<TypeCache>(), u32::MAX);
        TypeCache {
            last: none,
            entries: [none; 8],
        }
    }

    /// The arena of `T`.
    #[inline]
    pub(crate) fn arena<T: Gty>(&mut self, index: &TypeIndex) -> Option<u32> {
        if T::type_slot().is_some() {
            index.of::<T>()
        } else {
            self.lookup(index, TypeId::of::<T>())
        }
    }

    #[inline]
    fn lookup(&mut self, index: &TypeIndex, t: TypeId) -> Option<u32> {
        if self.last.0 == t {
            return Some(self.last.1);
        }
        let mut h = TypeIdHasher::default();
        t.hash(&mut h);
        let slot = (h.finish() % 8) as usize;
        let e = self.entries[slot];
        if e.0 == t {
            self.last = e;
            return Some(e.1);
        }
        let id = index.get(t)?;
        self.entries[slot] = (t, id);
        self.last = (t, id);
        Some(id)
    }
}
