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
            self.add(word(c, 0));
        }
        let rest = chunks.remainder().len();
        if rest != 0 {
            self.add(tail_word(bytes, rest) ^ (rest as u64) << 59);
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

/// Eight bytes of `bytes` from `at`, little-endian.
#[inline(always)]
fn word(bytes: &[u8], at: usize) -> u64 {
    let mut w = [0; 8];
    w.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(w)
}

/// Four bytes of `bytes` from `at`, little-endian.
#[inline(always)]
fn half(bytes: &[u8], at: usize) -> u64 {
    let mut w = [0; 4];
    w.copy_from_slice(&bytes[at..at + 4]);
    u64::from(u32::from_le_bytes(w))
}

/// The last `rest` bytes of `bytes` (1 to 7 of them, after its whole words) folded into one
/// word by whole loads that may overlap what came before, never by copying them into a
/// buffer: the copy was a call to `memcpy` whose byte stores stalled the word's load
/// (three quarters of a short identifier's hash time). For a given length the word still
/// determines the bytes: the last eight bytes of a longer string; for a short one, its
/// first and last four bytes, or its first, middle and last byte.
#[inline(always)]
fn tail_word(bytes: &[u8], rest: usize) -> u64 {
    let len = bytes.len();
    if len >= 8 {
        word(bytes, len - 8)
    } else if rest >= 4 {
        half(bytes, 0) | half(bytes, rest - 4) << 32
    } else {
        u64::from(bytes[0]) | u64::from(bytes[rest / 2]) << 8 | u64::from(bytes[rest - 1]) << 16
    }
}

/// `HashMap` with [`FxHasher`].
pub(crate) type FxHashMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// A `HashSet` with [`FxHasher`].
pub(crate) type FxHashSet<K> = std::collections::HashSet<K, BuildHasherDefault<FxHasher>>;

/// Hashes a byte string.
#[inline]
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
const PAYLOAD_MASK: u32 = (1 << PAYLOAD_BITS) - 1;
/// The largest payload a table can hold (2^26 - 2: bucket value 0 means empty).
pub(crate) const MAX_PAYLOAD: u32 = PAYLOAD_MASK - 1;

/// Where a key goes: a hash of everything but the key's last part, and that last part
/// added to the bucket index. Like GCC's identifier hash (whose last character enters the
/// index linearly), keys made in sequence — `id41`, `id42`; the constants 1000, 1001 — land
/// in neighbouring buckets, so sequential work stays in cache.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Probe {
    pub(crate) hash: u64,
    pub(crate) offset: u32,
}

/// An open-addressing set of `u32` payloads whose keys live elsewhere.
///
/// Linear probing over a power-of-two bucket array, at most 7/8 full; the bucket index is
/// the hash's high bits (where the multiplicative hash mixes best) plus the probe's offset,
/// the 6-bit tag comes from the hash's low bits and the offset. A bucket holds
/// `tag << 26 | payload + 1`; 0 means empty.
#[derive(Clone, Debug, Default)]
pub(crate) struct InternTable {
    buckets: Vec<u32>,
    len: usize,
    /// Grow at half full instead of 7/8 (for keys that arrive in runs, whose clusters
    /// would otherwise merge into long probes).
    sparse: bool,
}

#[inline]
fn mix(hash: u64) -> u64 {
    // Mix once more so that hashes differing only in low bits spread over the table.
    (hash ^ (hash >> 29)).wrapping_mul(SEED)
}

#[inline]
fn tag(mixed: u64, offset: u32) -> u32 {
    ((mixed >> 7) as u32).wrapping_add(offset.wrapping_mul(0x9e37_79b9) >> 26)
        & ((1 << TAG_BITS) - 1)
}

impl InternTable {
    /// A table that grows at half full.
    pub(crate) fn sparse() -> InternTable {
        InternTable {
            sparse: true,
            ..InternTable::default()
        }
    }

    #[inline]
    fn slot(&self, mixed: u64, offset: u32) -> usize {
        let bits = self.buckets.len().trailing_zeros();
        ((mixed >> (64 - bits)) as usize).wrapping_add(offset as usize) & (self.buckets.len() - 1)
    }

    /// The payload whose key `eq` accepts, if any.
    #[inline]
    pub(crate) fn find(&self, key: Probe, mut eq: impl FnMut(u32) -> bool) -> Option<u32> {
        if self.buckets.is_empty() {
            return None;
        }
        let mixed = mix(key.hash);
        let want = tag(mixed, key.offset);
        let mask = self.buckets.len() - 1;
        let mut i = self.slot(mixed, key.offset);
        loop {
            let b = self.buckets[i];
            if b == 0 {
                return None;
            }
            if b >> PAYLOAD_BITS == want {
                let payload = (b & PAYLOAD_MASK) - 1;
                if eq(payload) {
                    return Some(payload);
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// Looks `key` up like [`InternTable::find`]; on a miss returns the empty bucket where
    /// it would go, for [`InternTable::insert_vacant`] (one probe walk instead of two).
    #[inline]
    pub(crate) fn find_or_vacant(
        &self,
        key: Probe,
        mut eq: impl FnMut(u32) -> bool,
    ) -> Result<u32, usize> {
        if self.buckets.is_empty() {
            return Err(usize::MAX);
        }
        let mixed = mix(key.hash);
        let want = tag(mixed, key.offset);
        let mask = self.buckets.len() - 1;
        let mut i = self.slot(mixed, key.offset);
        loop {
            let b = self.buckets[i];
            if b == 0 {
                return Err(i);
            }
            if b >> PAYLOAD_BITS == want {
                let payload = (b & PAYLOAD_MASK) - 1;
                if eq(payload) {
                    return Ok(payload);
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// Adds `payload` under `key` in the bucket [`InternTable::find_or_vacant`] returned,
    /// unless the table must grow first (then it is placed anew).
    #[inline]
    pub(crate) fn insert_vacant(
        &mut self,
        vacant: usize,
        key: Probe,
        payload: u32,
        rehash: impl Fn(u32) -> Probe,
    ) {
        let limit = if self.sparse { 4 } else { 7 };
        if vacant == usize::MAX || (self.len + 1) * 8 > self.buckets.len() * limit {
            self.insert(key, payload, rehash);
            return;
        }
        assert!(
            payload <= MAX_PAYLOAD,
            "intern table full: {payload} entries exceed the limit of {MAX_PAYLOAD}"
        );
        self.buckets[vacant] = tag(mix(key.hash), key.offset) << PAYLOAD_BITS | (payload + 1);
        self.len += 1;
    }

    /// Adds `payload` (not already present) under `key`; `rehash` recomputes the probe of an
    /// existing payload when the table grows.
    ///
    /// # Panics
    /// If `payload` exceeds [`MAX_PAYLOAD`] (more than 67 million keys: a resource limit,
    /// like running out of memory).
    pub(crate) fn insert(&mut self, key: Probe, payload: u32, rehash: impl Fn(u32) -> Probe) {
        assert!(
            payload <= MAX_PAYLOAD,
            "intern table full: {payload} entries exceed the limit of {MAX_PAYLOAD}"
        );
        let limit = if self.sparse { 4 } else { 7 };
        if (self.len + 1) * 8 > self.buckets.len() * limit {
            self.grow(&rehash);
        }
        self.place(key, payload);
        self.len += 1;
    }

    fn place(&mut self, key: Probe, payload: u32) {
        let mixed = mix(key.hash);
        let mask = self.buckets.len() - 1;
        let mut i = self.slot(mixed, key.offset);
        while self.buckets[i] != 0 {
            i = (i + 1) & mask;
        }
        self.buckets[i] = tag(mixed, key.offset) << PAYLOAD_BITS | (payload + 1);
    }

    fn grow(&mut self, rehash: &impl Fn(u32) -> Probe) {
        let new_len = (self.buckets.len() * 2).max(16);
        let old = std::mem::replace(&mut self.buckets, vec![0; new_len]);
        for b in old.into_iter().filter(|&b| b != 0) {
            let payload = (b & PAYLOAD_MASK) - 1;
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

    /// How many buckets a lookup of `key` inspects (for tests of the table's shape).
    #[cfg(test)]
    pub(crate) fn probe_length(&self, key: Probe) -> usize {
        let mixed = mix(key.hash);
        let mask = self.buckets.len() - 1;
        let mut i = self.slot(mixed, key.offset);
        let mut n = 1;
        while self.buckets[i] != 0 {
            i = (i + 1) & mask;
            n += 1;
        }
        n
    }
}

/// The probe of an identifier: its bytes but the last hashed (to 60 bits), the last added
/// to the index, so that names differing only in their last character ("id10" … "id19")
/// sit in neighbouring buckets and a run of them shares cache lines.
#[inline]
pub(crate) fn ident_probe(bytes: &[u8]) -> Probe {
    let (rest, offset) = match bytes.split_last() {
        Some((&last, rest)) => (rest, u32::from(last) & 15),
        None => (bytes, 0),
    };
    Probe {
        hash: hash_bytes(rest) >> 4,
        offset,
    }
}

impl Probe {
    /// An identifier's probe in one word (hash and offset), what the identifier table keeps
    /// per slot: a table growing rebuilds each probe from it ([`Probe::from_ident_key`])
    /// instead of reading the identifier's record and last byte, a cache miss each.
    #[inline]
    pub(crate) fn ident_key(self) -> u64 {
        self.hash << 4 | u64::from(self.offset & 15)
    }

    /// The probe [`Probe::ident_key`] was made from.
    #[inline]
    pub(crate) fn from_ident_key(key: u64) -> Probe {
        Probe {
            hash: key >> 4,
            offset: (key & 15) as u32,
        }
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
            Probe {
                hash: x.finish(),
                offset: (k & 7) as u32,
            }
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

    proptest::proptest! {
        /// Up to eight bytes are hashed as one word, and one word's step is a bijection: so
        /// two different strings of the same length up to eight must never collide, which
        /// fails if the tail's overlapping reads ever miss a byte.
        #[test]
        fn short_strings_of_one_length_never_collide(
            a in proptest::collection::vec(proptest::num::u8::ANY, 1..=8),
            flips in proptest::collection::vec((0usize..8, 1u8..=255), 1..4),
        ) {
            let mut b = a.clone();
            for (at, x) in flips {
                let i = at % b.len();
                b[i] ^= x;
            }
            proptest::prop_assume!(a != b);
            proptest::prop_assert_ne!(hash_bytes(&a), hash_bytes(&b));
        }

        /// The identifier table rebuilds probes from the one word it keeps per slot.
        #[test]
        fn an_ident_probe_survives_its_key(
            name in proptest::collection::vec(proptest::num::u8::ANY, 0..24),
        ) {
            let p = ident_probe(&name);
            let q = Probe::from_ident_key(p.ident_key());
            proptest::prop_assert_eq!((p.hash, p.offset), (q.hash, q.offset));
        }

        /// Longer strings, whatever their split into words and tail: equal strings hash
        /// equally, and a change in any of the last eight bytes changes the hash.
        #[test]
        fn a_changed_tail_changes_the_hash(
            a in proptest::collection::vec(proptest::num::u8::ANY, 9..40),
            back in 1usize..=8,
            x in 1u8..=255,
        ) {
            let mut b = a.clone();
            proptest::prop_assert_eq!(hash_bytes(&a), hash_bytes(&b));
            let i = b.len() - back;
            b[i] ^= x;
            proptest::prop_assert_ne!(hash_bytes(&a), hash_bytes(&b));
        }
    }
}

#[cfg(test)]
mod shape_tests {
    use super::*;

    /// Sequential names and constants must not build long clusters: the average probe of a
    /// miss (what an insertion walks) stays small at every table size.
    #[test]
    fn sequential_keys_keep_probes_short() {
        let names: Vec<String> = (0..200_000).map(|i| format!("id{i}")).collect();
        let mut t = InternTable::sparse();
        let mut worst_avg: f64 = 0.0;
        for (i, s) in names.iter().enumerate() {
            t.insert(ident_probe(s.as_bytes()), i as u32, |p| {
                ident_probe(names[p as usize].as_bytes())
            });
            if i % 10_000 == 9_999 {
                let miss: usize = (0..1000)
                    .map(|k| t.probe_length(ident_probe(format!("zz{k}").as_bytes())))
                    .sum();
                worst_avg = worst_avg.max(miss as f64 / 1000.0);
            }
        }
        eprintln!("worst average miss probe {worst_avg}");
        assert!(worst_avg < 40.0, "average miss probe {worst_avg}");
        for (i, s) in names.iter().enumerate() {
            assert_eq!(
                t.find(ident_probe(s.as_bytes()), |p| names[p as usize] == *s),
                Some(i as u32)
            );
        }
    }
}
