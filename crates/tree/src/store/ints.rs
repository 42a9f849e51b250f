//! The INTEGER_CST pool: values hash-consed per type, 4 bytes per constant plus an index.
//!
//! Constants are grouped in chunks of [`CHUNK`] slots that share one type, so a slot holds
//! only the value: inline when it fits in 31 bits, otherwise an index into the wide values.
//! Values are kept as GCC keeps them: HOST_WIDE_INT elements, least significant first,
//! sign-compressed (no redundant top element).
//!
//! The index has two parts, as GCC's has (TYPE_CACHED_VALUES for small values, the
//! int_cst hash table for the rest): per type a dense vector indexed by the value for the
//! nonnegative values that are dense (below twice the type's count of dense constants plus
//! 1024), and one hash table for everything else.

use crate::handle::Tree;
use crate::hash::{FxHashMap, FxHasher, InternTable, Probe};
use serde::{Deserialize, Serialize};

/// Slots per chunk.
pub(crate) const CHUNK: usize = 64;
const WIDE: u32 = 1 << 31;
const SMALL_MIN: i64 = -(1 << 30);
const SMALL_MAX: i64 = (1 << 30) - 1;
/// Values below this are always kept dense (GCC caches small constants the same way).
const DENSE_FLOOR: u64 = 1024;

/// The per-type part of the index.
#[derive(Clone, Debug, Default)]
struct TypeInts {
    /// The chunk new constants of this type go to.
    open_chunk: Option<u32>,
    /// `dense[v]` = slot + 1 of the shared constant with value `v`, or 0.
    dense: Vec<u32>,
    dense_count: u64,
    /// Constants of this type in the hash table (none: lookups skip it).
    hashed: u32,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub(crate) struct IntPool {
    vals: Vec<u32>,
    chunk_type: Vec<Tree>,
    chunk_fill: Vec<u8>,
    wide: Vec<(u32, u32)>,
    wide_elts: Vec<i64>,
    /// Which slots are hash-consed (not copies made by copy_node).
    shared: Vec<u64>,
    #[serde(skip)]
    type_index: FxHashMap<Tree, u32>,
    #[serde(skip)]
    per_type: Vec<TypeInts>,
    #[serde(skip)]
    last: Option<(Tree, u32)>,
    #[serde(skip)]
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

impl IntPool {
    /// Whether `index` names an allocated slot.
    pub(crate) fn valid(&self, index: usize) -> bool {
        let chunk = index / CHUNK;
        chunk < self.chunk_fill.len() && index % CHUNK < self.chunk_fill[chunk] as usize
    }

    /// The type of the constant at `index`.
    pub(crate) fn ty(&self, index: usize) -> Tree {
        self.chunk_type[index / CHUNK]
    }

    fn decode(&self, v: u32) -> Result<i64, &[i64]> {
        if v & WIDE == 0 {
            Ok(i64::from(((v << 1) as i32) >> 1))
        } else {
            let (start, len) = self.wide[(v & !WIDE) as usize];
            Err(&self.wide_elts[start as usize..(start + len) as usize])
        }
    }

    /// The value's elements (`TREE_INT_CST_ELT`), sign-compressed; `buf` holds a small value.
    pub(crate) fn elts<'a>(&'a self, index: usize, buf: &'a mut [i64; 1]) -> &'a [i64] {
        match self.decode(self.vals[index]) {
            Ok(v) => {
                buf[0] = v;
                &buf[..]
            }
            Err(wide) => wide,
        }
    }

    fn same(&self, index: u32, ty: Tree, elts: &[i64]) -> bool {
        let i = index as usize;
        if self.chunk_type[i / CHUNK] != ty {
            return false;
        }
        match (self.decode(self.vals[i]), elts) {
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
    pub(crate) fn lookup(&mut self, ty: Tree, elts: &[i64]) -> Option<usize> {
        let ti = self.type_slot(ty);
        let t = &self.per_type[ti];
        if let Some(v) = dense_value(elts)
            && let Some(&s) = t.dense.get(v as usize)
            && s != 0
        {
            return Some(s as usize - 1);
        }
        if t.hashed == 0 {
            return None;
        }
        self.table
            .find(probe(ty, elts), |i| self.same(i, ty, elts))
            .map(|i| i as usize)
    }

    /// Allocates a slot for (`ty`, `elts`); `shared` enters it in the hash-consing index.
    pub(crate) fn alloc(&mut self, ty: Tree, elts: &[i64], shared: bool) -> usize {
        let ti = self.type_slot(ty);
        let index = self.slot_for(ti, ty);
        let stored = match elts {
            [v] if (SMALL_MIN..=SMALL_MAX).contains(v) => (*v as u32) & !WIDE,
            _ => {
                let start = self.wide_elts.len() as u32;
                self.wide_elts.extend_from_slice(elts);
                self.wide.push((start, elts.len() as u32));
                WIDE | (self.wide.len() as u32 - 1)
            }
        };
        self.vals[index] = stored;
        if shared {
            self.mark_shared(index);
            self.index_shared(ti, ty, elts, index);
        }
        index
    }

    fn index_shared(&mut self, ti: usize, ty: Tree, elts: &[i64], index: usize) {
        let t = &mut self.per_type[ti];
        if let Some(v) = dense_value(elts)
            && v < 2 * t.dense_count + DENSE_FLOOR
        {
            if v as usize >= t.dense.len() {
                t.dense.resize((v as usize + 1).next_power_of_two(), 0);
            }
            t.dense[v as usize] = index as u32 + 1;
            t.dense_count += 1;
            return;
        }
        t.hashed += 1;
        let (vals, chunk_type, wide, wide_elts) =
            (&self.vals, &self.chunk_type, &self.wide, &self.wide_elts);
        self.table.insert(probe(ty, elts), index as u32, |i| {
            let i = i as usize;
            let v = vals[i];
            let ty = chunk_type[i / CHUNK];
            if v & WIDE == 0 {
                probe(ty, &[i64::from(((v << 1) as i32) >> 1)])
            } else {
                let (s, l) = wide[(v & !WIDE) as usize];
                probe(ty, &wide_elts[s as usize..(s + l) as usize])
            }
        });
    }

    fn mark_shared(&mut self, index: usize) {
        let word = index / 64;
        if self.shared.len() <= word {
            self.shared.resize(word + 1, 0);
        }
        self.shared[word] |= 1 << (index % 64);
    }

    /// Whether the slot is hash-consed (shared by every user of the value).
    pub(crate) fn is_shared(&self, index: usize) -> bool {
        self.shared
            .get(index / 64)
            .is_some_and(|w| w & (1 << (index % 64)) != 0)
    }

    #[inline]
    fn slot_for(&mut self, ti: usize, ty: Tree) -> usize {
        if let Some(chunk) = self.per_type[ti].open_chunk {
            let c = chunk as usize;
            let fill = self.chunk_fill[c] as usize;
            if fill < CHUNK {
                self.chunk_fill[c] += 1;
                return c * CHUNK + fill;
            }
        }
        let c = self.chunk_type.len();
        self.chunk_type.push(ty);
        self.chunk_fill.push(1);
        self.vals.resize(self.vals.len() + CHUNK, 0);
        self.per_type[ti].open_chunk = Some(c as u32);
        c * CHUNK
    }

    /// Rebuilds the index (after deserialisation).
    pub(crate) fn rebuild_index(&mut self) {
        self.type_index.clear();
        self.per_type.clear();
        self.last = None;
        self.table = InternTable::default();
        for c in 0..self.chunk_type.len() {
            let ty = self.chunk_type[c];
            let ti = self.type_slot(ty);
            self.per_type[ti].open_chunk = Some(c as u32);
            for k in 0..self.chunk_fill[c] as usize {
                let index = c * CHUNK + k;
                if self.is_shared(index) {
                    let mut buf = [0];
                    let elts = self.elts(index, &mut buf).to_vec();
                    self.index_shared(ti, ty, &elts, index);
                }
            }
        }
    }

    /// Number of slots (allocated or not) — the range of valid indices.
    pub(crate) fn slots(&self) -> usize {
        self.vals.len()
    }

    /// Number of constants.
    pub(crate) fn len(&self) -> usize {
        self.chunk_fill.iter().map(|&f| f as usize).sum()
    }

    /// Heap bytes held, index included.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.vals.capacity() * 4
            + self.chunk_type.capacity() * 4
            + self.chunk_fill.capacity()
            + self.wide.capacity() * 8
            + self.wide_elts.capacity() * 8
            + self.shared.capacity() * 8
            + self.type_index.capacity() * 9
            + self
                .per_type
                .iter()
                .map(|t| t.dense.capacity() * 4 + 32)
                .sum::<usize>()
            + self.table.heap_bytes()
    }

    /// Checks internal consistency (after deserialisation).
    pub(crate) fn well_formed(&self) -> bool {
        self.vals.len() == self.chunk_type.len() * CHUNK
            && self.chunk_fill.len() == self.chunk_type.len()
            && self.chunk_fill.iter().all(|&f| (f as usize) <= CHUNK)
            && self
                .wide
                .iter()
                .all(|&(s, l)| l > 0 && (s as usize + l as usize) <= self.wide_elts.len())
            && self
                .vals
                .iter()
                .all(|&v| v & WIDE == 0 || ((v & !WIDE) as usize) < self.wide.len())
    }
}
