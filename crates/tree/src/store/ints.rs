//! The INTEGER_CST pool: values hash-consed per type, 4 bytes per constant plus the table.
//!
//! Constants are grouped in chunks of [`CHUNK`] slots that share one type, so a slot holds
//! only the value: inline when it fits in 31 bits, otherwise an index into the wide values.
//! Values are kept as GCC keeps them: HOST_WIDE_INT elements, least significant first,
//! sign-compressed (no redundant top element).

use crate::handle::Tree;
use crate::hash::{FxHashMap, FxHasher, InternTable};
use serde::{Deserialize, Serialize};
use std::hash::Hasher;

/// Slots per chunk.
pub(crate) const CHUNK: usize = 64;
const WIDE: u32 = 1 << 31;
const SMALL_MIN: i64 = -(1 << 30);
const SMALL_MAX: i64 = (1 << 30) - 1;

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub(crate) struct IntPool {
    vals: Vec<u32>,
    chunk_type: Vec<Tree>,
    chunk_fill: Vec<u8>,
    open: FxHashMap<Tree, u32>,
    wide: Vec<(u32, u32)>,
    wide_elts: Vec<i64>,
    #[serde(skip)]
    table: InternTable,
    /// Which slots are hash-consed (not copies made by copy_node); rebuilt into `table`.
    shared: Vec<u64>,
}

fn hash_value(ty: Tree, elts: &[i64]) -> u64 {
    let mut h = FxHasher::default();
    h.add(u64::from(ty.to_raw()));
    for &e in elts {
        h.add(e as u64);
    }
    h.finish()
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

    /// The value's elements (`TREE_INT_CST_ELT`), sign-compressed; `buf` holds a small value.
    pub(crate) fn elts<'a>(&'a self, index: usize, buf: &'a mut [i64; 1]) -> &'a [i64] {
        let v = self.vals[index];
        if v & WIDE == 0 {
            buf[0] = i64::from(((v << 1) as i32) >> 1);
            &buf[..]
        } else {
            let (start, len) = self.wide[(v & !WIDE) as usize];
            &self.wide_elts[start as usize..(start + len) as usize]
        }
    }

    fn same(&self, index: u32, ty: Tree, elts: &[i64]) -> bool {
        let i = index as usize;
        if self.chunk_type[i / CHUNK] != ty {
            return false;
        }
        let mut buf = [0];
        self.elts(i, &mut buf) == elts
    }

    /// The hash-consed constant of `ty` with value `elts`, if one exists.
    #[inline]
    pub(crate) fn lookup(&self, ty: Tree, elts: &[i64]) -> Option<usize> {
        let h = hash_value(ty, elts);
        self.table
            .find(h, |i| self.same(i, ty, elts))
            .map(|i| i as usize)
    }

    /// Allocates a slot for (`ty`, `elts`); `shared` enters it in the hash-consing table.
    pub(crate) fn alloc(&mut self, ty: Tree, elts: &[i64], shared: bool) -> usize {
        let index = self.slot_for(ty);
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
            let h = hash_value(ty, elts);
            let (vals, chunk_type, wide, wide_elts) =
                (&self.vals, &self.chunk_type, &self.wide, &self.wide_elts);
            self.table.insert(h, index as u32, |i| {
                let i = i as usize;
                let v = vals[i];
                let ty = chunk_type[i / CHUNK];
                if v & WIDE == 0 {
                    hash_value(ty, &[i64::from(((v << 1) as i32) >> 1)])
                } else {
                    let (s, l) = wide[(v & !WIDE) as usize];
                    hash_value(ty, &wide_elts[s as usize..(s + l) as usize])
                }
            });
        }
        index
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
    fn slot_for(&mut self, ty: Tree) -> usize {
        if let Some(&chunk) = self.open.get(&ty) {
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
        self.open.insert(ty, c as u32);
        c * CHUNK
    }

    /// Rebuilds the hash-consing table (after deserialisation).
    pub(crate) fn rebuild_table(&mut self) {
        let mut table = InternTable::default();
        let mut buf = [0];
        let hashes: Vec<(usize, u64)> = (0..self.vals.len())
            .filter(|&i| self.valid(i) && self.is_shared(i))
            .map(|i| (i, hash_value(self.ty(i), self.elts(i, &mut buf))))
            .collect();
        let by_index: FxHashMap<u32, u64> = hashes.iter().map(|&(i, h)| (i as u32, h)).collect();
        for &(i, h) in &hashes {
            table.insert(h, i as u32, |j| by_index[&j]);
        }
        self.table = table;
    }

    /// Number of constants.
    pub(crate) fn len(&self) -> usize {
        self.chunk_fill.iter().map(|&f| f as usize).sum()
    }

    /// Heap bytes held, hash-consing table included.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.vals.capacity() * 4
            + self.chunk_type.capacity() * 4
            + self.chunk_fill.capacity()
            + self.open.capacity() * 9
            + self.wide.capacity() * 8
            + self.wide_elts.capacity() * 8
            + self.shared.capacity() * 8
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
