//! FNV-1a hashing for the name-keyed maps: option names are short and trusted, so a
//! simple hasher beats the default SipHash (measured: a few percent of a full GCC set).

use std::hash::{BuildHasherDefault, Hasher};

/// The 64-bit FNV-1a hasher.
#[derive(Debug, Clone, Copy)]
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// Builds [`Fnv`] hashers.
pub type FnvBuild = BuildHasherDefault<Fnv>;

/// An insertion-ordered map keyed by names. The keys are `Arc<str>` so that a map of
/// options shares each name with the option's records instead of holding a copy.
pub type NameMap<V> = indexmap::IndexMap<std::sync::Arc<str>, V, FnvBuild>;

/// A hash map with [`Fnv`] hashing.
pub(crate) type FastMap<K, V> = std::collections::HashMap<K, V, FnvBuild>;

/// A hash set with [`Fnv`] hashing.
pub(crate) type FastSet<K> = std::collections::HashSet<K, FnvBuild>;
