//! Garbage collection of the tree arena: the context's [`ggc::Heap`] collected at a
//! safepoint (GCC's `ggc_collect` between passes).
//!
//! The roots are the global nodes (GCC's `global_trees`, a root table), the handles the
//! caller passes, and the context's weak tables as a `GTY((cache))` root: the type and
//! POLY_INT_CST caches, the vector-length table and the per-node side tables keep no node
//! alive, and lose the entries of nodes that die. The identifier table and the INTEGER_CST
//! index hold slot numbers the collector never sees; they are rebuilt from the survivors
//! after every collection, which is what GCC's cache semantics make of them (an identifier
//! or a constant nothing references is dropped).

use std::mem::take;

use ggc::{Both, CacheCx, Gc, Gty, GtyCache, Roots, WalkPurpose, Walker};

use crate::globals::Globals;
use crate::handle::{Pool, Tree};
use crate::hash::{FxHashMap, FxHashSet};
use crate::store::{
    DeclRec, Exp2Rec, ExpNRec, IdentRec, IntRec, ListRec, MiscRec, TypeRec, with_record_type,
};
use crate::types::TypeKey;
use crate::{PolySize, Result, TreeCode, TreeContext, TreeError};

/// A tree handle is traced as the heap handle of its record: GCC's `tree` pointer field.
impl Gty for Tree {
    #[inline(always)]
    fn walk<W: Walker>(&mut self, w: &mut W) {
        let pool = self.pool();
        with_record_type!(pool, R => match self.gc::<R>() {
            Some(mut h) => {
                w.edge(&mut h);
                *self = Tree::from_gc(pool, h);
            }
            None => w.undefined("tree"),
        })
    }
}

/// Codes are plain data.
impl Gty for TreeCode {
    const HOLDS_HANDLES: bool = false;
    fn walk<W: Walker>(&mut self, _w: &mut W) {}
}

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

/// What the context itself roots at a safepoint.
#[derive(ggc::Gty)]
struct ContextRoots {
    globals: Globals,
    #[gty(cache)]
    weak: WeakTables,
}

/// Checks, without marking, that every handle of a root set names a live node.
struct RootCheck<'h> {
    heap: &'h ggc::Heap,
    bad: Option<u32>,
}

impl Walker for RootCheck<'_> {
    fn purpose(&self) -> WalkPurpose {
        WalkPurpose::Inspect
    }
    fn edge<T: Gty>(&mut self, h: &mut Gc<T>) {
        if self.bad.is_none() && !self.heap.is_live(*h) {
            self.bad = Some(h.to_bits().get());
        }
    }
    fn undefined(&mut self, _type_name: &'static str) {
        self.bad.get_or_insert(0);
    }
}

/// **Memory management: garbage collection** — `ggc_collect` (GCC internals manual: *Memory Management and Type Information*).
impl TreeContext {
    /// `ggc_collect (GGC_COLLECT_FORCE)`: frees every node not reachable from `roots` (any
    /// [`Gty`] value holding handles: a `Vec<Tree>`, an array, a `#[derive(Gty)]` struct of
    /// the caller's), the global nodes, or the user objects registered as roots of the
    /// [`heap`](TreeContext::heap_mut). With the compacting strategy survivors move and the
    /// handles in `roots` are rewritten.
    ///
    /// A handle kept outside every root across the collection is the caller's error, and
    /// the generation check catches it: using it afterwards yields
    /// [`TreeError::InvalidHandle`], never another node. A root that already names no live
    /// node is an error, and nothing is collected.
    #[doc(alias = "ggc_collect")]
    pub fn collect<R: Roots + ?Sized>(&mut self, roots: &mut R) -> Result<ggc::CollectionReport> {
        self.safepoint(roots, true)
            .map(|r| r.expect("a forced collection reports"))
    }

    /// `ggc_collect ()`: collects only if the heap grew past the policy's thresholds since
    /// the last collection (always in checking mode); `None` if it did not collect.
    pub fn collect_if_needed<R: Roots + ?Sized>(
        &mut self,
        roots: &mut R,
    ) -> Result<Option<ggc::CollectionReport>> {
        self.safepoint(roots, false)
    }

    fn safepoint<R: Roots + ?Sized>(
        &mut self,
        roots: &mut R,
        force: bool,
    ) -> Result<Option<ggc::CollectionReport>> {
        let mut check = RootCheck {
            heap: &self.store.heap,
            bad: None,
        };
        roots.walk_roots(&mut check);
        if let Some(raw) = check.bad {
            return Err(TreeError::InvalidHandle {
                accessor: "ggc_collect",
                raw,
            });
        }
        let mut mine = ContextRoots {
            globals: self.g.clone(),
            weak: take(&mut self.store.weak),
        };
        let mut both = Both(&mut mine, roots);
        let store = &mut self.store;
        let report = if force {
            Some(store.heap.collect_force_sealed(&store.seal, &mut both))
        } else {
            store.heap.collect_sealed(&store.seal, &mut both)
        };
        let ContextRoots { globals, weak } = mine;
        self.g = globals;
        self.store.weak = weak;
        if let Some(r) = &report {
            self.store.rebuild_indexes();
            if self.store.heap.params().checking && r.stale_edges > 0 {
                return Err(TreeError::Invalid {
                    builder: "ggc_collect",
                    what: format!(
                        "gc checking: {} handle(s) in live nodes or roots name freed nodes",
                        r.stale_edges
                    ),
                });
            }
        }
        Ok(report)
    }

    /// The heap the nodes live in: its statistics (`-fmem-report`), its policy, and room
    /// for the caller's own GTY types (which may hold [`Tree`] handles and are traced with
    /// the nodes).
    pub fn heap(&self) -> &ggc::Heap {
        &self.store.heap
    }

    /// The heap, mutably: allocate user objects, register roots, set the policy
    /// ([`ggc::Params`]: thresholds, checking mode, compacting strategy). The heap is
    /// sealed: collect through [`TreeContext::collect`], which keeps the context's tables
    /// and global nodes in step; the heap's own `collect` / `collect_force` refuse
    /// ([`ggc::CollectionReport::refused`]).
    pub fn heap_mut(&mut self) -> &mut ggc::Heap {
        &mut self.store.heap
    }

    /// Counts handles, in every live node and user object and in the context's own roots,
    /// that name no live node (what checking mode verifies): 0 for a sound arena.
    pub fn count_bad_handles(&mut self) -> u64 {
        let mut globals = self.g.clone();
        self.store.heap.count_bad_handles(&mut globals)
    }
}
