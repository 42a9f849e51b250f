//! The [`Gty`] trait (the one walker every collector phase uses) and the [`Walker`] visitors.
//!
//! Beside them in this folder: the impls for std types (`std_impls`), the helpers derived
//! walkers call ([`support`](crate::support)), cache roots (`cache`), callbacks and atomics,
//! the options' documentation ([`gty_options`](crate::gty_options)), and in `walk/` every
//! walk the collector makes over a `Gty` value.

pub(crate) mod atomic;
pub(crate) mod cache;
pub(crate) mod callback;
pub mod gty_options;
pub(crate) mod std_impls;
pub mod support;
pub(crate) mod walk;

use crate::gc::Gc;
use crate::gty::cache::GtyCache;

/// A type the collector can trace: GCC's `GTY(())` marker.
///
/// Collected types are `Send + Sync` plain data (GCC's GC objects are), so a heap — and a
/// tree context built on one — can move to another thread or be shared read-only.
///
/// [`Gty::walk`] hands every handle the value holds to a [`Walker`]. The same walk serves
/// every phase — marking (`gt_ggc_mx_*`), PCH noting (`gt_pch_nx_*`), PCH pointer
/// relocation and compaction (`gt_pch_p_*`) — each phase being a different walker; the
/// walk takes `&mut self` so that relocating walkers can rewrite handles in place.
/// Implement it with `#[derive(Gty)]` (see [`derive@crate::Gty`]), or by hand for the
/// `user` option.
#[doc(alias = "gt_ggc_mx")]
#[doc(alias = "gt_pch_nx")]
#[doc(alias = "gt_pch_p")]
pub trait Gty: Send + Sync + 'static {
    /// Whether a walk of a value of this type can do anything: it may hold handles (or
    /// `string_length` / `callback` fields a PCH writer must see). `false` makes the type
    /// *atomic*: the collector marks objects of it but never walks them, and containers
    /// skip walking such elements.
    const HOLDS_HANDLES: bool = true;

    /// Whether [`Gty::chain_next`] / [`Gty::chain_prev`] are meaningful for this type
    /// (`chain_next`, `chain_prev`, `chain_circular`): the marker then runs along the chain
    /// instead of queueing every link.
    const HAS_CHAIN: bool = false;

    /// Whether objects own memory outside their slot that the heap should account for
    /// (GCC 12's `variable_size`); [`Gty::extra_bytes`] then says how much.
    const VARIABLE_SIZE: bool = false;

    /// How many low bits of a generation this type's handles keep (2..=8; GCC has no
    /// generations, so this is ours). A client that packs a handle of this type into fewer
    /// than 32 bits — an arena tag beside the index, as a tree handle does — lowers it: the
    /// slot's generations then wrap after 2^(N−1) lifetimes (or the slot retires, in checking
    /// mode; see [`Gc`](crate::Gc)'s generation window), so a repacked handle stays in range.
    const GENERATION_BITS: u32 = 8;

    /// Bytes owned outside the slot (counted by the policy and statistics when
    /// [`Gty::VARIABLE_SIZE`] is true).
    fn extra_bytes(&self) -> usize {
        0
    }

    /// The type's process-wide number, if it has one (derived non-generic types do): the
    /// heap then finds the type's arena by indexing rather than by hashing its `TypeId`.
    #[doc(hidden)]
    fn type_slot() -> Option<&'static crate::gty::support::TypeSlot> {
        None
    }

    /// Hands every handle this value holds to `walker`, in field order.
    fn walk<W: Walker>(&mut self, walker: &mut W);

    /// The next object of a chain this object heads (GCC's `chain_next`).
    fn chain_next(&self) -> Option<Gc<Self>>
    where
        Self: Sized,
    {
        None
    }

    /// The previous object of a doubly linked chain (GCC's `chain_prev`).
    fn chain_prev(&self) -> Option<Gc<Self>>
    where
        Self: Sized,
    {
        None
    }
}

/// Why a walk is happening; lets hand-written walkers (and hash tables keyed by handles)
/// react, e.g. rehash only when handles move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum WalkPurpose {
    /// Marking reachable objects (`gt_ggc_mx`).
    Mark,
    /// Finding what a PCH must contain (`gt_pch_nx`).
    PchNote,
    /// Rewriting handles to new positions: compaction or PCH writing (`gt_pch_p`).
    Relocate,
    /// Giving caches their chance between mark and sweep (`gt_clear_cache`).
    ClearCaches,
    /// Checking that every handle names a live object (checking mode).
    Verify,
    /// Counting or listing handles in a user-written walker.
    Inspect,
}

/// A visitor of handles: one per collector phase (marker, PCH noter, relocator, ...).
///
/// Only [`Walker::edge`] and [`Walker::purpose`] are required; the option hooks default to
/// what a plain marking walk does.
pub trait Walker: Sized {
    /// What this walk is for.
    fn purpose(&self) -> WalkPurpose;

    /// Visits one handle; relocating walkers overwrite it.
    fn edge<T: Gty>(&mut self, handle: &mut Gc<T>);

    /// Visits a handle given by its parts, in the arena its client tagged `tag`
    /// ([`crate::Heap::tag_arenas`]), without naming its type; `false` if this walker needs
    /// the type, and the caller then visits it with [`Walker::edge`]. The collector's marker
    /// takes such handles, so that a client whose handles carry a tag (a tree handle's
    /// pool) marks through one code path for every arena instead of a dispatch on the tag
    /// to a typed edge; every other walker, and an untagged `tag`, answer `false`.
    #[inline(always)]
    fn tagged_edge(&mut self, tag: u8, index: u32, generation: u8) -> bool {
        let _ = (tag, index, generation);
        false
    }

    /// Whether this walk rewrites handles (hash tables keyed by handles must rehash).
    fn moves_handles(&self) -> bool {
        self.purpose() == WalkPurpose::Relocate
    }

    /// A `deletable` field: during marking it is cleared instead of traced; other walks
    /// trace it normally.
    fn deletable<F: Gty + Clear>(&mut self, field: &mut F) {
        field.walk(self);
    }

    /// A `cache` field: weak during marking (see [`GtyCache`]); other walks trace it.
    fn cache<C: GtyCache>(&mut self, field: &mut C) {
        field.walk(self);
    }

    /// A `string_length` field (or any byte buffer the PCH must write), with the number of
    /// bytes that are meaningful.
    fn string<S: crate::gty::support::ByteString>(&mut self, bytes: &mut S, len: usize) {
        let _ = (bytes, len);
    }

    /// A `maybe_undef` field that is not `None`: a handle of a type the collector cannot
    /// follow. Marking and checking walks count it as a bad handle.
    fn undefined(&mut self, type_name: &'static str) {
        let _ = type_name;
    }

    /// A `callback` field: ignored by the collector; the PCH writer records it by name.
    fn callback<F: Copy + 'static>(&mut self, field: &mut crate::Callback<F>) {
        let _ = field;
    }
}

/// Values a `deletable` field can be reset to: `None`, an empty collection.
#[doc(alias = "deletable")]
pub trait Clear {
    /// Drops the contents so that nothing is held any more.
    fn clear_for_gc(&mut self);
}

impl<T> Clear for Option<T> {
    fn clear_for_gc(&mut self) {
        *self = None;
    }
}
impl<T> Clear for Vec<T> {
    fn clear_for_gc(&mut self) {
        self.clear();
    }
}
impl<K, V, S> Clear for std::collections::HashMap<K, V, S> {
    fn clear_for_gc(&mut self) {
        self.clear();
    }
}
impl<K, V> Clear for std::collections::BTreeMap<K, V> {
    fn clear_for_gc(&mut self) {
        self.clear();
    }
}
