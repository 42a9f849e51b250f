//! A small multiplicative hasher and an index-only intern table.
//!
//! The table stores nothing but 4-byte node indices: keys live in the node pools, so
//! hash-consing costs 4 bytes per bucket rather than a duplicated key plus control bytes.
//! That is what keeps an INTEGER_CST under 0.6× GCC's 24 bytes (see the crate docs).

use std::hash::{BuildHasherDefault, Hasher};

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

/// A fast non-cryptographic hasher (the multiply-rotate scheme of rustc's FxHasher).
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher {
    hash: u64,
}

impl FxHasher {
    #[inline]
    pub(crate) fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("8-byte chunk")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut buf = [0u8; 8];
            buf[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(buf) ^ (rest.len() as u64) << 59);
        }
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// `HashMap` with [`FxHasher`].
pub(crate) type FxHashMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// Hashes a byte string.
pub(crate) fn hash_bytes(bytes: &[u8]) -> u64 {
    let mut h = FxHasher::default();
    h.write(bytes);
    h.add(bytes.len() as u64);
    h.finish()
}

/// Bits of each bucket that hold a tag taken from the key's hash: a probe compares keys
/// only when the tag matches, so walking a cluster rarely touches the pools.
const TAG_BITS: u32 = 6;
const PAYLOAD_BITS: u32 = 32 - TAG_BITS;
/// The largest payload a table can hold (2^26 - 2: bucket value 0 means empty).
pub(crate) const MAX_PAYLOAD: u32 = (1 << PAYLOAD_BITS) - 2;

/// An open-addressing set of `u32` payloads whose keys live elsewhere.
///
/// Linear probing over a power-of-two bucket array, at most 7/8 full; the bucket index is
/// taken from the hash's high bits (where the multiplicative hash mixes best), a 6-bit tag
/// from its low bits. A bucket holds `tag << 26 | payload + 1`; 0 means empty.
#[derive(Clone, Debug, Default)]
pub(crate) struct InternTable {
    buckets: Vec<u32>,
    len: usize,
}

#[inline]
fn mix(hash: u64) -> u64 {
    // Mix once more so that hashes differing only in low bits spread over the table.
    (hash ^ (hash >> 29)).wrapping_mul(SEED)
}

#[inline]
fn tag(mixed: u64) -> u32 {
    ((mixed >> 7) as u32) & ((1 << TAG_BITS) - 1)
}

impl InternTable {
    #[inline]
    fn slot(&self, mixed: u64) -> usize {
        let bits = self.buckets.len().trailing_zeros();
        (mixed >> (64 - bits)) as usize
    }

    /// The payload whose key `eq` accepts, if any.
    #[inline]
    pub(crate) fn find(&self, hash: u64, mut eq: impl FnMut(u32) -> bool) -> Option<u32> {
        if self.buckets.is_empty() {
            return None;
        }
        let mixed = mix(hash);
        let want = tag(mixed);
        let mask = self.buckets.len() - 1;
        let mut i = self.slot(mixed);
        loop {
            let b = self.buckets[i];
            if b == 0 {
                return None;
            }
            if b >> PAYLOAD_BITS == want {
                let payload = (b & ((1 << PAYLOAD_BITS) - 1)) - 1;
                if eq(payload) {
                    return Some(payload);
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// Adds `payload` (not already present) under `hash`; `rehash` recomputes the hash of an
    /// existing payload when the table grows.
    ///
    /// # Panics
    /// If `payload` exceeds [`MAX_PAYLOAD`] (more than 67 million keys: a resource limit,
    /// like running out of memory).
    pub(crate) fn insert(&mut self, hash: u64, payload: u32, rehash: impl Fn(u32) -> u64) {
        assert!(
            payload <= MAX_PAYLOAD,
            "intern table full: {payload} entries exceed the limit of {MAX_PAYLOAD}"
        );
        if (self.len + 1) * 8 > self.buckets.len() * 7 {
            self.grow(&rehash);
        }
        self.place(hash, payload);
        self.len += 1;
    }

    fn place(&mut self, hash: u64, payload: u32) {
        let mixed = mix(hash);
        let mask = self.buckets.len() - 1;
        let mut i = self.slot(mixed);
        while self.buckets[i] != 0 {
            i = (i + 1) & mask;
        }
        self.buckets[i] = tag(mixed) << PAYLOAD_BITS | (payload + 1);
    }

    fn grow(&mut self, rehash: &impl Fn(u32) -> u64) {
        let new_len = (self.buckets.len() * 2).max(16);
        let old = std::mem::replace(&mut self.buckets, vec![0; new_len]);
        for b in old.into_iter().filter(|&b| b != 0) {
            let payload = (b & ((1 << PAYLOAD_BITS) - 1)) - 1;
            self.place(rehash(payload), payload);
        }
    }

    /// Number of payloads.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Bytes of heap memory held.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.buckets.capacity() * 4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intern_table_finds_what_it_holds() {
        let keys: Vec<u64> = (0..10_000u64).map(|k| k * 7919).collect();
        let h = |k: u64| {
            let mut x = FxHasher::default();
            x.add(k);
            x.finish()
        };
        let mut t = InternTable::default();
        for (i, &k) in keys.iter().enumerate() {
            assert_eq!(t.find(h(k), |p| keys[p as usize] == k), None);
            t.insert(h(k), i as u32, |p| h(keys[p as usize]));
        }
        assert_eq!(t.len(), keys.len());
        for (i, &k) in keys.iter().enumerate() {
            assert_eq!(t.find(h(k), |p| keys[p as usize] == k), Some(i as u32));
        }
        assert_eq!(t.find(h(1), |p| keys[p as usize] == 1), None);
    }
}
