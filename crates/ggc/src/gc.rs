//! `Gc<T>`: a 4-byte typed handle (slot index + generation) into a [`Heap`](crate::Heap).

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::num::NonZeroU32;

/// Bits of a handle that hold the generation; the rest hold the slot index.
pub const GENERATION_BITS: u32 = 8;

/// The largest slot index a handle can name (2^24 − 1): one arena holds at most
/// 16,777,216 objects.
pub const MAX_INDEX: u32 = (1 << (32 - GENERATION_BITS)) - 1;

/// A handle to a `T` living in a [`Heap`](crate::Heap): GCC's GC-allocated pointer, as an index.
///
/// Four bytes — the slot index (24 bits) and the slot's generation (8 bits) packed in a
/// [`NonZeroU32`] — so `Option<Gc<T>>` is four bytes too and `None` plays `NULL`.
/// A handle is `Copy` and says nothing about liveness: every access goes through the heap,
/// which compares the handle's generation with the slot's and reports a freed or reused slot
/// as [`GcError::Stale`](crate::GcError::Stale). Live objects always have odd generations.
///
/// # The generation window
///
/// A slot's generation counts its lifetimes modulo a window of 128 (2^8 generations, odd
/// ones live; a type with [`Gty::GENERATION_BITS`](crate::Gty::GENERATION_BITS) = N has a
/// window of 2^(N−1)). Outside checking mode the slot is reused forever, so memory stays
/// bounded by the live size however long a program runs; a stale handle is then detected
/// unless its slot has been reallocated exactly a multiple of the window since it was
/// freed (for a tree handle's 5 bits: 16, 32, … times), in which case it names the slot's
/// current object. In checking mode ([`Params::checking`](crate::Params::checking)) a
/// slot whose window is used up is retired instead, so every stale handle is detected —
/// until an arena has used up all its 2^24 slots, when retired slots are reused rather than
/// failing the allocation. A handle value with an even generation or generation 0 never
/// names anything.
///
/// # A handle from another heap
///
/// A handle does not say which heap made it, so another heap's handle is checked as if it
/// were its own: it is refused (as stale) when its slot index is past that heap's arena,
/// the slot is free there, or the generations differ.
///
/// **Outside checking mode** the generations do the telling apart: each heap starts its
/// arenas' slots at a first generation of its own, the `k mod 2^(N−1)`-th odd generation
/// for the `k`-th heap the process made. Hence:
///
/// - among any 128 heaps made one after another (no other heap made in between, in any
///   thread; 2^(N−1) for N generation bits, 16 for a tree handle), a handle to an object
///   whose slot was never reused (nor moved by a compacting collection) is refused by all
///   the others;
/// - otherwise (heaps made far apart, slots reused or moved by a compacting collection) the
///   two generations agree, and the foreign handle names the other heap's object, about
///   once in 128 (once in 2^(N−1)) when the other heap's slot is live.
///
/// **In checking mode** ([`Params::checking`](crate::Params::checking)) live heaps own
/// disjoint blocks of slot indices: a process-wide registry hands out, per object type,
/// blocks of 64 slots, and a heap's arena allocates only in blocks it owns, skipping the
/// others' (the skipped slots are never allocated). Hence:
///
/// - a handle of another live heap is always refused when both heaps are exclusive
///   ([`Heap::is_exclusive`](crate::Heap::is_exclusive)), whatever either allocated, freed,
///   collected or moved, on any thread;
/// - a heap shares a block, and is not exclusive, when it got slots without choosing them
///   (a restored precompiled header's or [`ArenaImage`](crate::ArenaImage)'s objects keep
///   their indices, and so do a heap's slots when [`Heap::set_params`](crate::Heap::set_params)
///   turns checking on) in a block another live heap owned, or when no free block was left
///   below its arena's slot cap ([`Heap::set_arena_limit`](crate::Heap::set_arena_limit),
///   or all 2^18 blocks of a type owned by live heaps); handles into a shared block are
///   told apart by generation only, as outside checking mode;
/// - a handle of a dropped heap is refused until a live heap claims the block it names
///   (blocks go back to the registry when their heap drops), by generation after that;
/// - a handle of a heap outside checking mode is told apart by generation only;
/// - [`Heap::is_live_at`](crate::Heap::is_live_at) is exact as above when the arena number
///   names the same type in both heaps (blocks are owned per type).
///
/// The price is memory: the skipped blocks are holes in an arena, so heaps that grow at
/// the same time use up to as many slot indices each as all of them together (see
/// [`Params::checking`](crate::Params::checking)). Outside checking mode nothing changes.
///
/// An [`ArenaImage`](crate::ArenaImage) copy of a heap is not another heap in this sense: it
/// holds the same objects under the same handles, so the original's handles name the
/// copy's objects. A precompiled header ([`Heap::pch_save`](crate::Heap::pch_save))
/// renumbers what it writes: the roots [`Heap::pch_restore`](crate::Heap::pch_restore)
/// returns are the handles of the restored heap.
///
/// # One tagged handle over several arenas
///
/// A client that keeps nodes of different layouts in different arenas (as a tree crate keeps
/// one pool per tree structure) can pack the raw parts into one 4-byte handle of its own
/// and give it a hand-written [`Gty`](crate::Gty) that unpacks, visits and repacks:
///
/// ```
/// use std::num::NonZeroU32;
/// use ggc::{Gc, Gty, Heap, RawGc, Walker};
///
/// #[derive(Gty)] struct Small { op: Option<Node> }
/// #[derive(Gty)] struct Big { ops: Vec<Option<Node>> }
///
/// /// Top bit: which arena; then a 23-bit index; low 8 bits: the generation.
/// #[derive(Clone, Copy, PartialEq, Debug)]
/// struct Node(NonZeroU32);
///
/// impl Node {
///     fn pack<T>(tag: u32, h: Gc<T>) -> Node {
///         let RawGc { index, generation } = h.raw();
///         assert!(index < 1 << 23, "arena full for this packing");
///         Node(NonZeroU32::new(tag << 31 | index << 8 | u32::from(generation)).unwrap())
///     }
///     fn raw(self) -> RawGc {
///         RawGc { index: (self.0.get() >> 8) & ((1 << 23) - 1), generation: self.0.get() as u8 }
///     }
/// }
///
/// impl Gty for Node {
///     fn walk<W: Walker>(&mut self, w: &mut W) {
///         let raw = self.raw();
///         if self.0.get() >> 31 == 0 {
///             let Some(mut h) = Gc::<Small>::from_raw(raw) else { return };
///             w.edge(&mut h); // a compacting collection may move it:
///             *self = Node::pack(0, h);
///         } else {
///             let Some(mut h) = Gc::<Big>::from_raw(raw) else { return };
///             w.edge(&mut h);
///             *self = Node::pack(1, h);
///         }
///     }
/// }
///
/// let mut heap = Heap::new();
/// let leaf = Node::pack(0, heap.alloc(Small { op: None }));
/// let top = Node::pack(1, heap.alloc(Big { ops: vec![Some(leaf), None] }));
/// let _dead = heap.alloc(Small { op: Some(leaf) });
/// let mut roots = vec![top];
/// assert_eq!(heap.collect_force(&mut roots).freed, 1);
/// ```
#[doc(alias = "GTY")]
pub struct Gc<T: ?Sized> {
    bits: NonZeroU32,
    _type: PhantomData<fn() -> T>,
}

/// The two parts of a handle, for clients that pack handles of several arenas into one
/// tagged word of their own (see [`Gc::from_raw`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RawGc {
    /// The slot index inside the arena of the handle's type (at most [`MAX_INDEX`]).
    pub index: u32,
    /// The slot's generation when the handle was made (odd for every handle the heap gives).
    pub generation: u8,
}

impl<T: ?Sized> Gc<T> {
    /// Rebuilds a handle from its parts. `None` if the index exceeds [`MAX_INDEX`] or the
    /// generation is 0 (never a live generation).
    pub const fn from_raw(raw: RawGc) -> Option<Self> {
        if raw.index > MAX_INDEX || raw.generation == 0 {
            return None;
        }
        let bits = (raw.index << GENERATION_BITS) | raw.generation as u32;
        match NonZeroU32::new(bits) {
            Some(bits) => Some(Gc {
                bits,
                _type: PhantomData,
            }),
            None => None,
        }
    }

    /// The handle's parts.
    pub const fn raw(self) -> RawGc {
        RawGc {
            index: self.index(),
            generation: self.generation(),
        }
    }

    /// The slot index.
    pub const fn index(self) -> u32 {
        self.bits.get() >> GENERATION_BITS
    }

    /// The generation the slot had when this handle was made.
    pub const fn generation(self) -> u8 {
        (self.bits.get() & ((1 << GENERATION_BITS) - 1)) as u8
    }

    /// The packed 32-bit form (index above, generation in the low 8 bits).
    pub const fn to_bits(self) -> NonZeroU32 {
        self.bits
    }

    /// Rebuilds a handle from [`Gc::to_bits`]. Any value is safe: a value that names no live
    /// object is reported as stale by every access.
    pub const fn from_bits(bits: NonZeroU32) -> Self {
        Gc {
            bits,
            _type: PhantomData,
        }
    }

    pub(crate) fn new_unchecked(index: u32, generation: u8) -> Self {
        debug_assert!(index <= MAX_INDEX && generation != 0);
        Self::from_bits(
            NonZeroU32::new((index << GENERATION_BITS) | u32::from(generation))
                .unwrap_or(NonZeroU32::MIN),
        )
    }
}

impl<T: ?Sized> Clone for Gc<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: ?Sized> Copy for Gc<T> {}
impl<T: ?Sized> PartialEq for Gc<T> {
    fn eq(&self, other: &Self) -> bool {
        self.bits == other.bits
    }
}
impl<T: ?Sized> Eq for Gc<T> {}
impl<T: ?Sized> PartialOrd for Gc<T> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl<T: ?Sized> Ord for Gc<T> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.bits.cmp(&other.bits)
    }
}
impl<T: ?Sized> Hash for Gc<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.bits.hash(state);
    }
}
impl<T: ?Sized> fmt::Debug for Gc<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Gc({}#{})", self.index(), self.generation())
    }
}

/// A handle is written as its packed 32 bits (PCH files renumber handles before writing).
impl<T: ?Sized> serde::Serialize for Gc<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(self.bits.get())
    }
}

impl<'de, T: ?Sized> serde::Deserialize<'de> for Gc<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let bits = u32::deserialize(d)?;
        NonZeroU32::new(bits)
            .map(Gc::from_bits)
            .ok_or_else(|| serde::de::Error::custom("a handle cannot be 0"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_and_options_are_four_bytes() {
        assert_eq!(size_of::<Gc<u64>>(), 4);
        assert_eq!(size_of::<Option<Gc<u64>>>(), 4);
    }

    #[test]
    fn raw_parts_round_trip() {
        let raw = RawGc {
            index: MAX_INDEX,
            generation: 255,
        };
        let h = Gc::<u8>::from_raw(raw).unwrap();
        assert_eq!(h.raw(), raw);
        assert_eq!(Gc::<u8>::from_bits(h.to_bits()), h);
        assert!(
            Gc::<u8>::from_raw(RawGc {
                index: MAX_INDEX + 1,
                generation: 1
            })
            .is_none()
        );
        assert!(
            Gc::<u8>::from_raw(RawGc {
                index: 0,
                generation: 0
            })
            .is_none()
        );
        assert!(
            Gc::<u8>::from_raw(RawGc {
                index: 0,
                generation: 1
            })
            .is_some()
        );
    }
}
