//! The INTEGER_CST index: hash-consing over the heap arena of [`IntRec`]s.
//!
//! A constant's value is inline in its record when it fits in 31 bits, otherwise an index
//! into the wide values kept here. Values are kept as GCC keeps them: HOST_WIDE_INT
//! elements, least significant first, sign-compressed (no redundant top element).
//!
//! The index has two parts, as GCC's has (TYPE_CACHED_VALUES for small values, the
//! int_cst hash table for the rest): per type a dense vector indexed by the value for the
//! nonnegative values that are dense (below twice the type's count of dense constants plus
//! 1024), and one hash table for everything else. Both hold arena slot numbers. They are
//! weak, as GCC's `GTY((cache))` int_cst table is: the collector does not trace them, and
//! after every collection [`IntIndex::rebuild`] re-indexes the constants that survived.

use super::records::IntRec;
use super::view::{ArenaMut, ArenaRef};
use crate::nodes::handle::{Pool, Tree};
use crate::nodes::hash::{FxHashMap, FxHashSet, FxHasher, InternTable, Probe};

const WIDE: u32 = 1 << 31;
const SMALL_MIN: i64 = -(1 << 30);
const SMALL_MAX: i64 = (1 << 30) - 1;
/// Values below this are always kept dense (GCC caches small constants the same way).
const DENSE_FLOOR: u64 = 1024;

/// The per-type part of the index.
#[derive(Clone, Debug, Default)]
struct TypeInts {
    /// `dense[v]` = slot + 1 of the shared constant with value `v`, or 0.
    dense: Vec<u32>,
    dense_count: u64,
    /// Constants of this type in the hash table (none: lookups skip it).
    hashed: u32,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct IntIndex {
    /// Values that do not fit inline, by the index their record holds.
    pub(crate) wide: Vec<Box<[i64]>>,
    type_index: FxHashMap<Tree, u32>,
    per_type: Vec<TypeInts>,
    last: Option<(Tree, u32)>,
    table: InternTable,
}

fn probe(ty: Tree, elts: &[i64]) -> Probe {
    let mut h = FxHasher::default();
    h.add(u64::from(ty.to_raw()));
    for &e in elts {
        h.add(e as u64);
    }
    Probe {
        hash: std::hash::Hasher::finish(&h),
        offset: 0,
    }
}

/// The value of a single-element, nonnegative constant, the only kind kept dense.
#[inline]
fn dense_value(elts: &[i64]) -> Option<u64> {
    match *elts {
        [v] if v >= 0 => Some(v as u64),
        _ => None,
    }
}

/// A record's value: inline, or the wide elements.
#[inline]
fn decode(wide: &[Box<[i64]>], v: u32) -> Result<i64, &[i64]> {
    if v & WIDE == 0 {
        Ok(i64::from(((v << 1) as i32) >> 1))
    } else {
        Err(wide.get((v & !WIDE) as usize).map_or(&[][..], |w| &w[..]))
    }
}

fn rec_at(heap: ArenaRef<'_, IntRec>, slot: u32) -> Option<&IntRec> {
    heap.get_at(slot)
}

impl IntIndex {
    /// The value's elements (`TREE_INT_CST_ELT`), sign-compressed.
    pub(crate) fn elts(&self, rec: &IntRec) -> Vec<i64> {
        match decode(&self.wide, rec.val) {
            Ok(v) => vec![v],
            Err(w) => w.to_vec(),
        }
    }

    fn same(&self, heap: ArenaRef<'_, IntRec>, slot: u32, ty: Tree, elts: &[i64]) -> bool {
        let Some(r) = rec_at(heap, slot) else {
            return false;
        };
        if r.ty != ty {
            return false;
        }
        match (decode(&self.wide, r.val), elts) {
            (Ok(v), [e]) => v == *e,
            (Err(w), _) => w == elts,
            _ => false,
        }
    }

    #[inline]
    fn type_slot(&mut self, ty: Tree) -> usize {
        if let Some((t, i)) = self.last
            && t == ty
        {
            return i as usize;
        }
        let next = self.per_type.len() as u32;
        let i = *self.type_index.entry(ty).or_insert(next);
        if i == next {
            self.per_type.push(TypeInts::default());
        }
        self.last = Some((ty, i));
        i as usize
    }

    /// The hash-consed constant of `ty` with value `elts`, if one exists.
    #[inline]
    pub(crate) fn lookup(
        &mut self,
        heap: ArenaRef<'_, IntRec>,
        ty: Tree,
        elts: &[i64],
    ) -> Option<Tree> {
        let ti = self.type_slot(ty);
        let t = &self.per_type[ti];
        let slot = if let Some(v) = dense_value(elts)
            && let Some(&s) = t.dense.get(v as usize)
            && s != 0
        {
            // The index is rebuilt after every collection, so the slot holds this value;
            // checking costs little and keeps a stale index from ever answering wrongly.
            if !self.same(heap, s - 1, ty, elts) {
                return None;
            }
            s - 1
        } else {
            if t.hashed == 0 {
                return None;
            }
            self.table
                .find(probe(ty, elts), |i| self.same(heap, i, ty, elts))?
        };
        heap.handle_at(slot).map(|h| Tree::from_gc(Pool::IntCst, h))
    }

    /// Allocates a constant of (`ty`, `elts`); `shared` enters it in the hash-consing
    /// index. `None` if the INTEGER_CST arena is full.
    pub(crate) fn alloc(
        &mut self,
        mut heap: ArenaMut<'_, IntRec>,
        ty: Tree,
        elts: &[i64],
        shared: bool,
    ) -> Option<Tree> {
        let val = match elts {
            [v] if (SMALL_MIN..=SMALL_MAX).contains(v) => (*v as u32) & !WIDE,
            _ => {
                self.wide.push(elts.into());
                WIDE | (self.wide.len() as u32 - 1)
            }
        };
        let Ok(h) = heap.try_alloc(IntRec { ty, val }) else {
            // Full: take back the wide value pushed for it.
            if val & WIDE != 0 {
                self.wide.pop();
            }
            return None;
        };
        if shared {
            let ti = self.type_slot(ty);
            self.index_shared(heap.view(), ti, ty, elts, h.index());
        }
        Some(Tree::from_gc(Pool::IntCst, h))
    }

    fn index_shared(
        &mut self,
        heap: ArenaRef<'_, IntRec>,
        ti: usize,
        ty: Tree,
        elts: &[i64],
        slot: u32,
    ) {
        let t = &mut self.per_type[ti];
        if let Some(v) = dense_value(elts)
            && v < 2 * t.dense_count + DENSE_FLOOR
        {
            if v as usize >= t.dense.len() {
                t.dense.resize((v as usize + 1).next_power_of_two(), 0);
            }
            t.dense[v as usize] = slot + 1;
            t.dense_count += 1;
            return;
        }
        t.hashed += 1;
        let wide = &self.wide;
        self.table
            .insert(probe(ty, elts), slot, |i| match rec_at(heap, i) {
                Some(r) => match decode(wide, r.val) {
                    Ok(v) => probe(r.ty, &[v]),
                    Err(w) => probe(r.ty, w),
                },
                None => probe(ty, &[]),
            });
    }

    /// Re-indexes the constants the heap holds (after a collection freed or moved some,
    /// or after loading): the shared ones, that is all but `unshared`. Wide values of
    /// freed constants are dropped and the rest renumbered.
    pub(crate) fn rebuild(&mut self, mut heap: ArenaMut<'_, IntRec>, unshared: &FxHashSet<Tree>) {
        let old_wide = std::mem::take(&mut self.wide);
        let mut wide = Vec::new();
        for (_, r) in heap.iter_mut() {
            if r.val & WIDE != 0 {
                let w = old_wide
                    .get((r.val & !WIDE) as usize)
                    .cloned()
                    .unwrap_or_default();
                wide.push(w);
                r.val = WIDE | (wide.len() as u32 - 1);
            }
        }
        *self = IntIndex {
            wide,
            ..IntIndex::default()
        };
        let shared: Vec<(u32, Tree, Vec<i64>)> = heap
            .view()
            .iter()
            .filter(|(h, _)| !unshared.contains(&Tree::from_gc(Pool::IntCst, *h)))
            .map(|(h, r)| (h.index(), r.ty, self.elts(r)))
            .collect();
        for (slot, ty, elts) in shared {
            let ti = self.type_slot(ty);
            self.index_shared(heap.view(), ti, ty, &elts, slot);
        }
    }

    /// Whether every wide index a record holds names a wide value (after loading).
    pub(crate) fn well_formed(&self, heap: ArenaRef<'_, IntRec>) -> bool {
        heap.iter()
            .all(|(_, r)| r.val & WIDE == 0 || ((r.val & !WIDE) as usize) < self.wide.len())
    }

    /// Heap bytes of the index and the wide values.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.wide.capacity() * 16
            + self.wide.iter().map(|w| w.len() * 8).sum::<usize>()
            + self.type_index.capacity() * 9
            + self
                .per_type
                .iter()
                .map(|t| t.dense.capacity() * 4 + 32)
                .sum::<usize>()
            + self.table.heap_bytes()
    }
}
