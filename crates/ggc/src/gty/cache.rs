//! Cache roots: weak tables cleaned between mark and sweep (GCC's `cache` option and
//! `gt_clear_cache`).

use std::collections::HashMap;
use std::hash::Hash;

use crate::gc::Gc;
use crate::gty::walk::marker::Marker;
use crate::gty::{Gty, WalkPurpose, Walker};

/// A table the collector treats weakly: GCC's `GTY((cache))`.
///
/// During marking a cache field is not traced. Between mark and sweep the collector calls
/// [`GtyCache::clear_cache`] with [`CacheCx::purging`] false — the table marks what must
/// stay alive because of entries it keeps (values of live keys) — repeating until nothing
/// new is marked; then once with `purging` true, when it drops the entries it does not keep.
/// (GCC runs a single pass; repeating makes a value that keeps another entry's key alive
/// keep that entry too, as ephemerons do.)
#[doc(alias = "gt_clear_cache")]
#[doc(alias = "cache")]
pub trait GtyCache: Gty {
    /// Marks what kept entries need, or (when purging) drops the entries not kept.
    fn clear_cache(&mut self, cx: &mut CacheCx<'_, '_>);
}

/// What a cache sees of the collector between mark and sweep.
pub struct CacheCx<'a, 'm> {
    pub(crate) marker: &'a mut Marker<'m>,
    pub(crate) purging: bool,
}

impl CacheCx<'_, '_> {
    /// Whether this is the final call, in which dead entries must be dropped.
    pub fn purging(&self) -> bool {
        self.purging
    }

    /// Whether every handle in `value` names an object marked live (a value without handles
    /// is live). GCC's `ggc_marked_p`.
    #[doc(alias = "ggc_marked_p")]
    pub fn is_live<T: Gty + Clone>(&mut self, value: &T) -> bool {
        if !T::HOLDS_HANDLES {
            return true;
        }
        let mut probe = LiveProbe {
            marker: self.marker,
            all_live: true,
        };
        value.clone().walk(&mut probe);
        probe.all_live
    }

    /// Whether the object `handle` names is marked live.
    pub fn is_marked<T: Gty>(&mut self, handle: Gc<T>) -> bool {
        self.marker.is_marked(handle)
    }

    /// Marks everything `value` reaches (GCC's `gt_ggc_mx` on a kept entry).
    #[doc(alias = "gt_ggc_mx")]
    pub fn mark<T: Gty>(&mut self, value: &mut T) {
        let in_roots = std::mem::replace(&mut self.marker.in_roots, false);
        value.walk(self.marker);
        self.marker.in_roots = in_roots;
    }
}

/// Asks the marker whether handles are marked, without marking anything.
struct LiveProbe<'a, 'm> {
    marker: &'a mut Marker<'m>,
    all_live: bool,
}

impl Walker for LiveProbe<'_, '_> {
    fn purpose(&self) -> WalkPurpose {
        WalkPurpose::ClearCaches
    }
    fn edge<T: Gty>(&mut self, handle: &mut Gc<T>) {
        if self.all_live && !self.marker.is_marked(*handle) {
            self.all_live = false;
        }
    }
}

/// A key → value table whose entries live while their key does: the value is marked for a
/// live key, the entry dropped for a dead one (GCC's `hash_map` under `cache`).
#[derive(Debug, Clone)]
pub struct KeyedCache<K, V> {
    map: HashMap<K, V>,
}

/// A key → value table whose entries live while their value is reachable from elsewhere;
/// the cache never keeps a value alive (GCC's tree caches — `int_cst_hash_table`,
/// `type_hash_table` — whose `keep_cache_entry` is `ggc_marked_p`).
#[derive(Debug, Clone)]
pub struct WeakCache<K, V> {
    map: HashMap<K, V>,
}

macro_rules! cache_common {
    ($name:ident) => {
        impl<K: Hash + Eq, V> Default for $name<K, V> {
            fn default() -> Self {
                $name {
                    map: HashMap::new(),
                }
            }
        }

        impl<K: Hash + Eq, V> $name<K, V> {
            /// An empty cache.
            pub fn new() -> Self {
                Self::default()
            }
            /// The value cached for `key`.
            pub fn get(&self, key: &K) -> Option<&V> {
                self.map.get(key)
            }
            /// Caches `value` for `key`, returning the value it replaces.
            pub fn insert(&mut self, key: K, value: V) -> Option<V> {
                self.map.insert(key, value)
            }
            /// Removes the entry for `key`.
            pub fn remove(&mut self, key: &K) -> Option<V> {
                self.map.remove(key)
            }
            /// Whether `key` has an entry.
            pub fn contains_key(&self, key: &K) -> bool {
                self.map.contains_key(key)
            }
            /// Number of entries.
            pub fn len(&self) -> usize {
                self.map.len()
            }
            /// Whether there are no entries.
            pub fn is_empty(&self) -> bool {
                self.map.is_empty()
            }
            /// The entries, in no particular order.
            pub fn iter(&self) -> impl Iterator<Item = (&K, &V)> {
                self.map.iter()
            }
        }

        /// Written as its table (a PCH writes caches whole, with their handles renumbered).
        impl<K: serde::Serialize + Hash + Eq, V: serde::Serialize> serde::Serialize
            for $name<K, V>
        {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                self.map.serialize(s)
            }
        }

        impl<'de, K, V> serde::Deserialize<'de> for $name<K, V>
        where
            K: serde::Deserialize<'de> + Hash + Eq,
            V: serde::Deserialize<'de>,
        {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                HashMap::deserialize(d).map(|map| $name { map })
            }
        }

        impl<K, V> Gty for $name<K, V>
        where
            K: Gty + Clone + Hash + Eq,
            V: Gty + Clone,
        {
            const HOLDS_HANDLES: bool = K::HOLDS_HANDLES || V::HOLDS_HANDLES;
            fn walk<W: Walker>(&mut self, walker: &mut W) {
                self.map.walk(walker);
            }
        }
    };
}
cache_common!(KeyedCache);
cache_common!(WeakCache);

impl<K, V> GtyCache for KeyedCache<K, V>
where
    K: Gty + Clone + Hash + Eq,
    V: Gty + Clone,
{
    fn clear_cache(&mut self, cx: &mut CacheCx<'_, '_>) {
        if cx.purging() {
            self.map.retain(|k, _| cx.is_live(k));
        } else {
            for (k, v) in self.map.iter_mut() {
                if cx.is_live(k) {
                    cx.mark(v);
                }
            }
        }
    }
}

impl<K, V> GtyCache for WeakCache<K, V>
where
    K: Gty + Clone + Hash + Eq,
    V: Gty + Clone,
{
    fn clear_cache(&mut self, cx: &mut CacheCx<'_, '_>) {
        if cx.purging() {
            self.map.retain(|k, v| cx.is_live(v) && cx.is_live(k));
        } else {
            // A kept entry's key must stay valid: mark it (marking never changes it).
            for (k, v) in &self.map {
                if V::HOLDS_HANDLES && cx.is_live(v) {
                    cx.mark(&mut k.clone());
                }
            }
        }
    }
}
