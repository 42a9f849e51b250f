//! Which arena holds which type: `TypeId` → arena number, with a tiny direct-mapped cache
//! for the marker's hot path.

use std::any::TypeId;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

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

/// The arena number of each type that has one.
#[derive(Default)]
pub(crate) struct TypeIndex {
    map: HashMap<TypeId, u32, BuildHasherDefault<TypeIdHasher>>,
}

impl TypeIndex {
    pub(crate) fn get(&self, t: TypeId) -> Option<u32> {
        self.map.get(&t).copied()
    }
    pub(crate) fn insert(&mut self, t: TypeId, id: u32) {
        self.map.insert(t, id);
    }
}

/// A direct-mapped cache in front of a [`TypeIndex`].
pub(crate) struct TypeCache {
    entries: [(TypeId, u32); 8],
}

impl TypeCache {
    pub(crate) fn new() -> Self {
        TypeCache {
            entries: [(TypeId::of::<()>(), u32::MAX); 8],
        }
    }

    #[inline]
    pub(crate) fn lookup(&mut self, index: &TypeIndex, t: TypeId) -> Option<u32> {
        let mut h = TypeIdHasher::default();
        t.hash(&mut h);
        let slot = (h.finish() % 8) as usize;
        let e = self.entries[slot];
        if e.0 == t {
            return Some(e.1);
        }
        let id = index.get(t)?;
        self.entries[slot] = (t, id);
        Some(id)
    }
}
