//! The context's weak tables: side tables keyed by nodes (the type and POLY_INT_CST caches,
//! vector lengths, rare flags), a `GTY((cache))` root that neither keeps nodes alive nor
//! outlives them.

use std::mem::take;

use ggc::{CacheCx, Gty, GtyCache, Walker};

use crate::nodes::handle::Tree;
use crate::nodes::hash::{FxHashMap, FxHashSet};
use crate::{PolySize, TreeCode};

/// Key of the type hash-consing table (`type_hash_canon`).
pub(crate) type TypeKey = (TreeCode, Vec<Option<Tree>>, PolySize);

/// The context's tables keyed by nodes, which must neither keep nodes alive nor outlive
/// them: a `GTY((cache))` root.
#[derive(Clone, Debug, Default)]
pub(crate) struct WeakTables {
    pub(crate) type_cache: FxHashMap<TypeKey, Tree>,
    pub(crate) poly_cache: FxHashMap<(Tree, PolySize), Tree>,
    pub(crate) vector_nunits: FxHashMap<Tree, PolySize>,
    /// Flags 23–29 of the compact pools (Exp2, ExpN, List) and every flag of INTEGER_CSTs
    /// that differ from the default.
    pub(crate) rare: FxHashMap<Tree, u32>,
    /// INTEGER_CSTs made by copy_node: not in the hash-consing index.
    pub(crate) unshared: FxHashSet<Tree>,
    /// `tree_base.u` of the few expression nodes that use it (OMP_ATOMIC_MEMORY_ORDER).
    pub(crate) base_u: FxHashMap<Tree, u32>,
}

/// The serialised form of [`WeakTables`]: sorted lists, so that equal tables write
/// identical bytes.
#[derive(serde::Serialize, serde::Deserialize)]
struct WeakImage {
    type_cache: Vec<(TypeKey, Tree)>,
    poly_cache: Vec<((Tree, PolySize), Tree)>,
    vector_nunits: Vec<(Tree, PolySize)>,
    rare: Vec<(Tree, u32)>,
    unshared: Vec<Tree>,
    base_u: Vec<(Tree, u32)>,
}

fn sorted<T: Clone, K: Ord>(items: impl Iterator<Item = T>, key: impl Fn(&T) -> K) -> Vec<T> {
    let mut v: Vec<T> = items.collect();
    v.sort_by_key(key);
    v
}

impl serde::Serialize for WeakTables {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        WeakImage {
            type_cache: sorted(self.type_cache.iter().map(|(k, v)| (k.clone(), *v)), |e| {
                e.1
            }),
            poly_cache: sorted(self.poly_cache.iter().map(|(k, v)| (*k, *v)), |e| e.1),
            vector_nunits: sorted(self.vector_nunits.iter().map(|(k, v)| (*k, *v)), |e| e.0),
            rare: sorted(self.rare.iter().map(|(k, v)| (*k, *v)), |e| e.0),
            unshared: sorted(self.unshared.iter().copied(), |t| *t),
            base_u: sorted(self.base_u.iter().map(|(k, v)| (*k, *v)), |e| e.0),
        }
        .serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for WeakTables {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let i = WeakImage::deserialize(d)?;
        Ok(WeakTables {
            type_cache: i.type_cache.into_iter().collect(),
            poly_cache: i.poly_cache.into_iter().collect(),
            vector_nunits: i.vector_nunits.into_iter().collect(),
            rare: i.rare.into_iter().collect(),
            unshared: i.unshared.into_iter().collect(),
            base_u: i.base_u.into_iter().collect(),
        })
    }
}

fn walk_key<W: Walker>(key: &mut TypeKey, w: &mut W) {
    for t in key.1.iter_mut().flatten() {
        t.walk(w);
    }
}

impl Gty for WeakTables {
    /// Every handle, keys included; the maps are rebuilt since keys may move.
    fn walk<W: Walker>(&mut self, w: &mut W) {
        self.type_cache = take(&mut self.type_cache)
            .into_iter()
            .map(|(mut k, mut v)| {
                walk_key(&mut k, w);
                v.walk(w);
                (k, v)
            })
            .collect();
        self.poly_cache = take(&mut self.poly_cache)
            .into_iter()
            .map(|((mut k, n), mut v)| {
                k.walk(w);
                v.walk(w);
                ((k, n), v)
            })
            .collect();
        self.vector_nunits = take(&mut self.vector_nunits)
            .into_iter()
            .map(|(mut k, n)| {
                k.walk(w);
                (k, n)
            })
            .collect();
        for map in [&mut self.rare, &mut self.base_u] {
            *map = take(map)
                .into_iter()
                .map(|(mut k, f)| {
                    k.walk(w);
                    (k, f)
                })
                .collect();
        }
        self.unshared = take(&mut self.unshared)
            .into_iter()
            .map(|mut k| {
                k.walk(w);
                k
            })
            .collect();
    }
}

impl GtyCache for WeakTables {
    /// GCC's `keep_cache_entry` for these tables: an entry stays while every node it names
    /// is marked; nothing is marked on their account.
    fn clear_cache(&mut self, cx: &mut CacheCx<'_, '_>) {
        if !cx.purging() {
            return;
        }
        let mut live = |t: &Tree| cx.is_live(t);
        self.type_cache
            .retain(|k, v| live(v) && k.1.iter().flatten().all(&mut live));
        self.poly_cache.retain(|k, v| live(&k.0) && live(v));
        self.vector_nunits.retain(|k, _| live(k));
        self.rare.retain(|k, _| live(k));
        self.base_u.retain(|k, _| live(k));
        self.unshared.retain(|k| live(k));
    }
}
