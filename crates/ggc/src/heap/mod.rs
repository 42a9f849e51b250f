//! The [`Heap`]: typed arenas, allocation, access, roots (GCC's `ggc_alloc`, `ggc_free`,
//! root tables).

pub(crate) mod exclusive;
pub(crate) mod held;
pub(crate) mod image;
pub(crate) mod root_set;
pub(crate) mod roots;
pub(crate) mod slots;
pub(crate) mod store;
pub(crate) mod tags;

use std::any::type_name;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};
use std::time::Duration;

use crate::error::GcError;
use crate::gc::{Gc, MAX_INDEX};
use crate::gty::Gty;
use crate::gty::walk::types::TypeIndex;
use crate::heap::root_set::Roots;
use crate::heap::roots::{ErasedRoot, Local, Root, RootKind, RootSlot, Scope, ShadowEntry};
use crate::heap::slots::{live_objects, live_objects_mut, object_bytes, place};
use crate::heap::store::{ErasedStore, Store};
use crate::meta::{Meta, Slot};
use crate::policy::Params;
use crate::stats::{CollectionReport, Statistics, TypeStatistics};

/// A garbage-collected heap: one arena per Rust type, a root table, a shadow stack of
/// scopes, and a collection policy.
///
/// Objects are reached only through [`Gc`] handles; every access checks the handle's
/// generation, so a handle to a freed object yields [`GcError::Stale`], never another
/// object. Collection happens only at explicit safepoints ([`Heap::collect`]).
#[doc(alias = "ggc")]
pub struct Heap {
    pub(crate) stores: Vec<Box<dyn ErasedStore>>,
    pub(crate) metas: Vec<Meta>,
    pub(crate) types: TypeIndex,
    pub(crate) roots: Vec<RootSlot>,
    pub(crate) root_serial: u32,
    pub(crate) shadow: Vec<ShadowEntry>,
    pub(crate) scope_serial: u64,
    pub(crate) scope_stack: Vec<u64>,
    pub(crate) params: Params,
    /// Bytes of live objects (payloads), GCC's `G.allocated`.
    pub(crate) allocated_bytes: u64,
    /// Bytes live after the last collection, GCC's `G.allocated_last_gc`.
    pub(crate) allocated_last_gc: u64,
    pub(crate) collections: u64,
    pub(crate) total_time: Duration,
    pub(crate) last: Option<CollectionReport>,
    /// The key that collections need once the heap is sealed.
    pub(crate) seal: Option<u64>,
    /// This heap's process-wide number (what an [`ArenaId`] is checked against).
    pub(crate) serial: u64,
    /// What the first generation of each arena's new slots derives from (the serial,
    /// except while a PCH loads: see [`Heap::set_gen_seed`]).
    pub(crate) gen_seed: u64,
    /// The slot cap of every arena ([`Heap::set_arena_limit`]).
    pub(crate) arena_limit: usize,
    /// Changes whenever the allocation rules do (the cap, checking mode, the first
    /// generation): a held arena's reservation made under another key is given back
    /// before it allocates again. Unique in the process, so it also tells heaps apart.
    pub(crate) alloc_key: u64,
}

/// A fresh [`Heap::alloc_key`].
fn next_alloc_key() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// The arena of `T` in one heap, found once ([`Heap::arena_id`]) so that a client's hot
/// liveness checks ([`Heap::is_live_in`]) skip the type lookup. It belongs to the heap
/// that made it: any other heap answers "not live" for it.
pub struct ArenaId<T> {
    heap: u64,
    index: u32,
    _type: PhantomData<fn() -> T>,
}

impl<T> Clone for ArenaId<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for ArenaId<T> {}
impl<T> ArenaId<T> {
    /// The arena's number in its heap (what [`Heap::is_live_at`] and
    /// [`Heap::tag_arenas`] take; [`HeldArena::number`](crate::HeldArena::number) for a
    /// held arena).
    pub fn number(&self) -> u32 {
        self.index
    }
}
impl<T> std::fmt::Debug for ArenaId<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ArenaId({})", self.index)
    }
}

/// The right to collect a sealed heap ([`Heap::seal`]). Not `Clone`: whoever holds it is
/// the only one whose collections run.
#[derive(Debug)]
#[must_use = "without the key nobody can collect the sealed heap"]
pub struct SealKey {
    id: u64,
}

impl std::fmt::Debug for Heap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Heap")
            .field(
                "arenas",
                &self
                    .metas
                    .iter()
                    .map(|m| (m.name, m.live))
                    .collect::<Vec<_>>(),
            )
            .field("allocated_bytes", &self.allocated_bytes)
            .field("collections", &self.collections)
            .field("params", &self.params)
            .finish()
    }
}

impl Default for Heap {
    fn default() -> Self {
        Heap::new()
    }
}

impl Heap {
    /// An empty heap with GCC's default policy.
    pub fn new() -> Self {
        Heap::with_params(Params::default())
    }

    /// An empty heap with the given policy.
    pub fn with_params(params: Params) -> Self {
        // Consecutive serials give consecutive first generations (see `Gc`).
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let serial = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Heap {
            stores: Vec::new(),
            metas: Vec::new(),
            types: TypeIndex::default(),
            roots: Vec::new(),
            root_serial: 0,
            shadow: Vec::new(),
            scope_serial: 0,
            scope_stack: Vec::new(),
            params,
            allocated_bytes: 0,
            allocated_last_gc: 0,
            collections: 0,
            total_time: Duration::ZERO,
            last: None,
            seal: None,
            serial,
            gen_seed: serial,
            arena_limit: MAX_INDEX as usize + 1,
            alloc_key: next_alloc_key(),
        }
    }

    /// Caps every arena of this heap, present and future, at `slots` slots (at most 2^24,
    /// the default), so that code handling a full arena can be tested without allocating
    /// 16 million objects: an allocation that needs a slot past the cap is
    /// [`GcError::ArenaFull`] with `limit: slots`. Arenas that already have more slots keep
    /// them but get no new ones. In checking mode the cap counts slot indices, the holes
    /// left by blocks other heaps own included; an arena whose next free block lies past
    /// the cap appends into a block it shares rather than fail early (see [`Gc`]'s "A
    /// handle from another heap").
    pub fn set_arena_limit(&mut self, slots: u32) {
        let slots = slots.min(MAX_INDEX + 1) as usize;
        self.arena_limit = slots;
        self.alloc_key = next_alloc_key();
        for m in &mut self.metas {
            m.limit = slots;
        }
    }

    /// Makes new slots of every arena start at the first generation of `seed` (see
    /// [`Gc`]'s "A handle from another heap"). Seed 0 gives generation 1, the
    /// generation a precompiled header's handles are written with.
    /// Only while no arena has holes (they sit at the retired generation of the old seed).
    pub(crate) fn set_gen_seed(&mut self, seed: u64) {
        self.gen_seed = seed;
        self.alloc_key = next_alloc_key();
        for m in &mut self.metas {
            m.first_gen = Meta::first_gen_for(seed, m.gen_mask);
        }
    }

    /// Reserves collection to the holder of the returned key; `None` if the heap is sealed
    /// already. A library that owns a heap and keeps indexes over it that a collection must
    /// update (a tree context's hash-consing tables, its global nodes) seals it, so that a
    /// user who reaches the heap cannot collect behind its back: [`Heap::collect`] and
    /// [`Heap::collect_force`] then do nothing and report [`CollectionReport::refused`];
    /// the owner collects with [`Heap::collect_sealed`] / [`Heap::collect_force_sealed`].
    pub fn seal(&mut self) -> Option<SealKey> {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        if self.seal.is_some() {
            return None;
        }
        let id = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.seal = Some(id);
        Some(SealKey { id })
    }

    /// Whether collections need a key ([`Heap::seal`]).
    pub fn is_sealed(&self) -> bool {
        self.seal.is_some()
    }

    pub(crate) fn may_collect(&self, key: Option<&SealKey>) -> bool {
        // A collection that could not walk or sweep a held arena's objects would free
        // what they reach.
        self.seal == key.map(|k| k.id) && !self.holds_out()
    }

    /// The policy in force.
    pub fn params(&self) -> &Params {
        &self.params
    }

    /// Changes the policy (e.g. turns checking on, or picks the compacting strategy).
    /// Turning checking on makes slots retire from then on (see [`Params::checking`]) and
    /// gives each arena the blocks of the slots it has, shared where another checking-mode
    /// heap owns them; turning it off lets the slots retired so far be reused and gives the
    /// blocks back.
    pub fn set_params(&mut self, params: Params) {
        self.params = params;
        self.alloc_key = next_alloc_key();
        for (m, store) in self.metas.iter_mut().zip(&self.stores) {
            m.retire = params.checking;
            if !params.checking {
                m.blocks = None;
            } else if m.blocks.is_none() {
                m.blocks = Some(crate::blocks::Blocks::new(store.elem_type()));
                m.adopt_blocks();
            }
        }
    }

    #[inline]
    pub(crate) fn arena_of<T: Gty>(&self) -> Option<usize> {
        self.types.of::<T>().map(|a| a as usize)
    }

    /// The arena of `T`, created on first use.
    #[inline]
    pub(crate) fn arena_mut<T: Gty>(&mut self) -> usize {
        if let Some(a) = self.arena_of::<T>() {
            return a;
        }
        let id = self.stores.len() as u32;
        self.stores.push(Box::new(Store::<T>::new(id)));
        self.metas.push(Meta::new(
            type_name::<T>(),
            size_of::<T>(),
            T::HOLDS_HANDLES,
            T::GENERATION_BITS,
            self.params.checking,
            self.gen_seed,
            self.params
                .checking
                .then(|| crate::blocks::Blocks::new(std::any::TypeId::of::<T>())),
        ));
        if let Some(m) = self.metas.last_mut() {
            m.limit = self.arena_limit;
        }
        self.types.insert::<T>(id);
        id as usize
    }

    /// The arena of `T`, created if it does not exist yet.
    pub fn arena_id<T: Gty>(&mut self) -> ArenaId<T> {
        ArenaId {
            heap: self.serial,
            index: self.arena_mut::<T>() as u32,
            _type: PhantomData,
        }
    }

    /// Whether `handle` names a live object of the arena `arena` (as [`Heap::is_live`],
    /// without looking the type up).
    #[inline]
    pub fn is_live_in<T: Gty>(&self, arena: ArenaId<T>, handle: Gc<T>) -> bool {
        // Within one heap an arena keeps its number for good, so the heap's serial
        // vouches for the type.
        arena.heap == self.serial
            && self.metas[arena.index as usize].is_current(handle.index(), handle.generation())
    }

    #[inline]
    pub(crate) fn store<T: Gty>(&self, arena: usize) -> &Store<T> {
        // Trait upcasting: one virtual call (`type_id`) instead of two.
        let any: &dyn std::any::Any = &*self.stores[arena];
        match any.downcast_ref::<Store<T>>() {
            Some(s) => s,
            None => unreachable!("arena {arena} does not hold {}", type_name::<T>()),
        }
    }

    #[inline]
    pub(crate) fn store_mut<T: Gty>(&mut self, arena: usize) -> &mut Store<T> {
        let any: &mut dyn std::any::Any = &mut *self.stores[arena];
        match any.downcast_mut::<Store<T>>() {
            Some(s) => s,
            None => unreachable!("arena {arena} does not hold {}", type_name::<T>()),
        }
    }

    fn stale<T>(h: Gc<T>) -> GcError {
        GcError::Stale {
            type_name: type_name::<T>(),
            index: h.index(),
            generation: h.generation(),
        }
    }

    /// Allocates `value` in the heap (GCC's `ggc_alloc`). Panics if `T`'s arena is full
    /// (2^24 objects); [`Heap::try_alloc`] reports that instead.
    #[doc(alias = "ggc_alloc")]
    #[doc(alias = "ggc_alloc_atomic")]
    #[inline]
    pub fn alloc<T: Gty>(&mut self, value: T) -> Gc<T> {
        match self.try_alloc(value) {
            Ok(h) => h,
            Err(e) => panic!("ggc_alloc: {e}"),
        }
    }

    /// Allocates `value`, or reports a full arena.
    #[inline]
    pub fn try_alloc<T: Gty>(&mut self, value: T) -> Result<Gc<T>, GcError> {
        let a = self.arena_mut::<T>();
        if self.metas[a].held {
            return Err(GcError::Held {
                type_name: type_name::<T>(),
            });
        }
        let (index, generation) = self.claim::<T>(a, object_bytes(&value))?;
        place(&mut self.store_mut::<T>(a).slots, index, value);
        Ok(Gc::new_unchecked(index, generation))
    }

    /// Takes a slot of arena `a` for an object of `bytes` bytes: its index and generation.
    #[inline]
    pub(crate) fn claim<T>(&mut self, a: usize, bytes: u64) -> Result<(u32, u8), GcError> {
        let meta = &mut self.metas[a];
        let slot = match meta.take_slot() {
            Some(Slot::Reused(i, g)) => (i, g),
            Some(Slot::Fresh(i)) => (i, meta.first_gen),
            None => {
                return Err(GcError::ArenaFull {
                    type_name: type_name::<T>(),
                    limit: meta.limit as u64,
                });
            }
        };
        self.allocated_bytes += bytes;
        Ok(slot)
    }

    /// Allocates `T::default()` (GCC's `ggc_alloc_cleared`).
    #[doc(alias = "ggc_alloc_cleared")]
    #[doc(alias = "ggc_cleared_alloc")]
    pub fn alloc_cleared<T: Gty + Default>(&mut self) -> Gc<T> {
        self.alloc(T::default())
    }

    /// Allocates a vector of `len` default elements (GCC's `ggc_vec_alloc` /
    /// `ggc_alloc_cleared_vec_*`).
    #[doc(alias = "ggc_vec_alloc")]
    pub fn alloc_vec<T: Gty + Default>(&mut self, len: usize) -> Gc<Vec<T>> {
        self.alloc((0..len).map(|_| T::default()).collect())
    }

    /// Copies a string into the heap (GCC's `ggc_strdup`); strings are atomic.
    #[doc(alias = "ggc_strdup")]
    pub fn alloc_str(&mut self, s: &str) -> Gc<Box<str>> {
        self.alloc(Box::from(s))
    }

    /// The object `handle` names, or [`GcError::Stale`] if it was freed.
    #[inline]
    pub fn get<T: Gty>(&self, handle: Gc<T>) -> Result<&T, GcError> {
        let a = self.arena_of::<T>().ok_or_else(|| Self::stale(handle))?;
        if !self.metas[a].is_current(handle.index(), handle.generation()) {
            return Err(Self::stale(handle));
        }
        self.store::<T>(a)
            .slots
            .get(handle.index() as usize)
            .and_then(Option::as_ref)
            .ok_or_else(|| Self::stale(handle))
    }

    /// The object `handle` names, mutably, or [`GcError::Stale`].
    #[inline]
    pub fn get_mut<T: Gty>(&mut self, handle: Gc<T>) -> Result<&mut T, GcError> {
        let a = self.arena_of::<T>().ok_or_else(|| Self::stale(handle))?;
        if !self.metas[a].is_current(handle.index(), handle.generation()) {
            return Err(Self::stale(handle));
        }
        self.store_mut::<T>(a)
            .slots
            .get_mut(handle.index() as usize)
            .and_then(Option::as_mut)
            .ok_or_else(|| Self::stale(handle))
    }

    /// The handle of the live object in slot `index` of `T`'s arena, if there is one (for
    /// indexes that store slot numbers, such as a client's hash-consing tables).
    #[inline]
    pub fn handle_at<T: Gty>(&self, index: u32) -> Option<Gc<T>> {
        let meta = &self.metas[self.arena_of::<T>()?];
        let g = *meta.gens.get(index as usize)?;
        (g % 2 == 1).then(|| Gc::new_unchecked(index, g))
    }

    /// The live object in slot `index` of `T`'s arena, if there is one.
    #[inline]
    pub fn get_at<T: Gty>(&self, index: u32) -> Option<&T> {
        let a = self.arena_of::<T>()?;
        let g = *self.metas[a].gens.get(index as usize)?;
        if g % 2 == 0 {
            return None;
        }
        self.store::<T>(a).slots.get(index as usize)?.as_ref()
    }

    /// Whether `handle` names a live object.
    #[inline]
    pub fn is_live<T: Gty>(&self, handle: Gc<T>) -> bool {
        self.arena_of::<T>()
            .is_some_and(|a| self.metas[a].is_current(handle.index(), handle.generation()))
    }

    /// Frees one object now and returns it (GCC's `ggc_free`). Handles to it go stale;
    /// any object still holding one has a tracing bug that checking mode reports.
    #[doc(alias = "ggc_free")]
    pub fn free<T: Gty>(&mut self, handle: Gc<T>) -> Result<T, GcError> {
        let a = self.arena_of::<T>().ok_or_else(|| Self::stale(handle))?;
        if self.metas[a].held {
            return Err(GcError::Held {
                type_name: type_name::<T>(),
            });
        }
        if !self.metas[a].is_current(handle.index(), handle.generation()) {
            return Err(Self::stale(handle));
        }
        let value = self
            .store_mut::<T>(a)
            .slots
            .get_mut(handle.index() as usize)
            .and_then(Option::take)
            .ok_or_else(|| Self::stale(handle))?;
        let meta = &mut self.metas[a];
        meta.note_peak();
        meta.release(handle.index());
        meta.stats.freed += 1;
        let extra = if T::VARIABLE_SIZE {
            value.extra_bytes()
        } else {
            0
        };
        self.allocated_bytes -= (size_of::<T>() + extra) as u64;
        Ok(value)
    }

    /// Live objects of type `T`, in slot order.
    pub fn iter<T: Gty>(&self) -> impl Iterator<Item = (Gc<T>, &T)> {
        let found = self
            .arena_of::<T>()
            .map(|a| (&self.metas[a], &self.store::<T>(a).slots));
        found
            .into_iter()
            .flat_map(|(meta, slots)| live_objects(&meta.gens, meta, slots))
    }

    /// Live objects of type `T`, mutably, in slot order.
    pub fn iter_mut<T: Gty>(&mut self) -> impl Iterator<Item = (Gc<T>, &mut T)> {
        let a = self.arena_of::<T>();
        let Heap { stores, metas, .. } = self;
        let found = a.and_then(|a| {
            let slots = &mut stores[a].as_any_mut().downcast_mut::<Store<T>>()?.slots;
            Some((&metas[a], slots))
        });
        found
            .into_iter()
            .flat_map(|(meta, slots)| live_objects_mut(&meta.gens, meta, slots))
    }

    /// Counts the handles, in every live object and in `roots`, that name no live object
    /// (what checking mode verifies after each collection): 0 for a well-formed heap.
    pub fn count_bad_handles<R: Roots + ?Sized>(&mut self, roots: &mut R) -> u64 {
        self.verify(roots)
    }

    /// Number of live objects of type `T`.
    pub fn live_count<T: Gty>(&self) -> usize {
        self.arena_of::<T>().map_or(0, |a| self.metas[a].live)
    }

    /// Number of live objects of every type.
    pub fn live_objects(&self) -> usize {
        self.metas.iter().map(|m| m.live).sum()
    }

    /// Bytes of live object payloads (GCC's `G.allocated`); what the policy compares.
    pub fn allocated_bytes(&self) -> u64 {
        self.allocated_bytes
    }

    /// Bytes of the heap's own memory: object slots plus side tables.
    pub fn footprint_bytes(&self) -> u64 {
        self.metas
            .iter()
            .map(|m| (m.slot_count() * m.object_size + m.side_table_bytes()) as u64)
            .sum()
    }

    // ----- roots -----

    pub(crate) fn erase<T: Gty>(&mut self, h: Gc<T>) -> Option<ErasedRoot> {
        let arena = self.arena_mut::<T>() as u32;
        Some(ErasedRoot {
            arena,
            index: h.index(),
            generation: h.generation(),
        })
    }

    fn add_root_kind<T: Gty>(&mut self, h: Option<Gc<T>>, kind: RootKind) -> Root<T> {
        let root = h.and_then(|h| self.erase(h));
        self.root_serial += 1;
        let serial = self.root_serial;
        let slot = match self.roots.iter().position(|s| s.serial == 0) {
            Some(i) => {
                self.roots[i] = RootSlot { root, kind, serial };
                i
            }
            None => {
                self.roots.push(RootSlot { root, kind, serial });
                self.roots.len() - 1
            }
        };
        Root {
            slot: slot as u32,
            serial,
            _type: PhantomData,
        }
    }

    /// Registers a global root (an entry of GCC's `gt_ggc_rtab`): its object and
    /// everything it reaches survive every collection while the root holds it.
    #[doc(alias = "gt_ggc_rtab")]
    #[doc(alias = "ggc_register_root_tab")]
    pub fn add_root<T: Gty>(&mut self, handle: Gc<T>) -> Root<T> {
        self.add_root_kind(Some(handle), RootKind::Strong)
    }

    /// Registers a deletable root (GCC's `GTY((deletable))` global): collections clear it
    /// to `None` instead of marking through it.
    #[doc(alias = "gt_ggc_deletable_rtab")]
    pub fn add_deletable_root<T: Gty>(&mut self, handle: Gc<T>) -> Root<T> {
        self.add_root_kind(Some(handle), RootKind::Deletable)
    }

    fn root_slot<T>(&self, r: Root<T>) -> Result<&RootSlot, GcError> {
        self.roots
            .get(r.slot as usize)
            .filter(|s| s.serial == r.serial)
            .ok_or(GcError::RootRemoved { slot: r.slot })
    }

    /// The handle a root holds (`None` once a deletable root was cleared); relocated if a
    /// compacting collection moved its object.
    pub fn root<T: Gty>(&self, r: Root<T>) -> Result<Option<Gc<T>>, GcError> {
        Ok(self
            .root_slot(r)?
            .root
            .map(|e| Gc::new_unchecked(e.index, e.generation)))
    }

    /// Makes a root hold another handle (or none).
    pub fn set_root<T: Gty>(&mut self, r: Root<T>, handle: Option<Gc<T>>) -> Result<(), GcError> {
        self.root_slot(r)?;
        let root = handle.and_then(|h| self.erase(h));
        self.roots[r.slot as usize].root = root;
        Ok(())
    }

    /// Unregisters a root.
    pub fn remove_root<T>(&mut self, r: Root<T>) -> Result<(), GcError> {
        self.root_slot(r)?;
        self.roots[r.slot as usize] = RootSlot {
            root: None,
            kind: RootKind::Strong,
            serial: 0,
        };
        Ok(())
    }

    /// Opens a shadow-stack frame: handles declared through it stay roots until it drops.
    pub fn scope(&mut self) -> Scope<'_> {
        Scope::new(self)
    }

    pub(crate) fn shadow_entry(
        &mut self,
        slot: u32,
        scope: u64,
    ) -> Result<&mut ShadowEntry, GcError> {
        self.shadow
            .get_mut(slot as usize)
            .filter(|e| e.scope == scope)
            .ok_or(GcError::ScopeEnded { slot })
    }

    /// The handle a stack root holds (relocated if its object moved).
    pub fn local<T: Gty>(&self, local: Local<T>) -> Result<Gc<T>, GcError> {
        let e = self
            .shadow
            .get(local.slot as usize)
            .filter(|e| e.scope == local.scope)
            .ok_or(GcError::ScopeEnded { slot: local.slot })?;
        let r = e.root.ok_or(GcError::ScopeEnded { slot: local.slot })?;
        Ok(Gc::new_unchecked(r.index, r.generation))
    }

    /// Makes a stack root hold another handle.
    pub fn set_local<T: Gty>(&mut self, local: Local<T>, handle: Gc<T>) -> Result<(), GcError> {
        let root = self.erase(handle);
        self.shadow_entry(local.slot, local.scope)?.root = root;
        Ok(())
    }

    /// The object a stack root holds.
    pub fn get_local<T: Gty>(&self, local: Local<T>) -> Result<&T, GcError> {
        self.get(self.local(local)?)
    }

    // ----- statistics -----

    /// A snapshot of the per-type counters and collection times (`-fmem-report`).
    #[doc(alias = "ggc_print_statistics")]
    pub fn statistics(&self) -> Statistics {
        let mut types: Vec<TypeStatistics> = self
            .metas
            .iter()
            .map(|m| TypeStatistics {
                name: m.name,
                object_size: m.object_size,
                allocated: m.allocated(),
                live: m.live as u64,
                peak_live: m.stats.peak_live.max(m.live as u64),
                freed: m.stats.freed,
                collected: m.stats.collected,
                slots: m.slot_count() as u64,
                side_table_bytes: m.side_table_bytes() as u64,
            })
            .collect();
        types.sort_by(|a, b| a.name.cmp(b.name));
        Statistics {
            types,
            collections: self.collections,
            total_time: self.total_time,
            last: self.last,
        }
    }
}

impl<T: Gty> Index<Gc<T>> for Heap {
    type Output = T;
    /// Panics on a stale handle, naming it; [`Heap::get`] is the non-panicking twin.
    fn index(&self, handle: Gc<T>) -> &T {
        match self.get(handle) {
            Ok(v) => v,
            Err(e) => panic!("{e}"),
        }
    }
}

impl<T: Gty> IndexMut<Gc<T>> for Heap {
    fn index_mut(&mut self, handle: Gc<T>) -> &mut T {
        match self.get_mut(handle) {
            Ok(v) => v,
            Err(e) => panic!("{e}"),
        }
    }
}
