//! The identifier table: interned byte strings in one buffer, a 4-byte bucket hash table
//! of arena slots over the heap arena of [`IdentRec`]s.
//!
//! The table is weak, as the cache roots are: the collector does not trace it, so an
//! identifier nothing references is freed, and after every collection
//! [`IdentIndex::rebuild`] re-indexes the survivors (and packs the byte buffer when most of
//! it belongs to freed identifiers).

use super::records::IdentRec;
use super::view::{ArenaMut, ArenaRef};
use crate::nodes::handle::{Pool, Tree};
use crate::nodes::hash::{InternTable, Probe, ident_probe};

#[derive(Clone, Debug)]
pub(crate) struct IdentIndex {
    /// Every identifier's bytes (freed ones too, until the buffer is packed).
    pub(crate) bytes: Vec<u8>,
    /// Each slot's probe ([`Probe::ident_key`]), so that growing the table never reads
    /// the identifiers again.
    keys: Vec<u64>,
    table: InternTable,
}

/// Byte-string equality without a call into libc for the short names identifiers are.
#[inline]
fn short_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut ca = a.chunks_exact(8);
    let mut cb = b.chunks_exact(8);
    for (x, y) in (&mut ca).zip(&mut cb) {
        let word = |c: &[u8]| u64::from_ne_bytes(c.try_into().unwrap_or([0; 8]));
        if word(x) != word(y) {
            return false;
        }
    }
    ca.remainder()
        .iter()
        .zip(cb.remainder())
        .all(|(x, y)| x == y)
}

impl Default for IdentIndex {
    fn default() -> Self {
        IdentIndex {
            bytes: Vec::new(),
            keys: Vec::new(),
            table: InternTable::sparse(),
        }
    }
}

/// The probe of slot `i`, from its stored key.
fn stored_probe(keys: &[u64], i: u32) -> Probe {
    Probe::from_ident_key(keys.get(i as usize).copied().unwrap_or(0))
}

impl IdentIndex {
    /// The bytes of an identifier record (IDENTIFIER_POINTER / IDENTIFIER_LENGTH).
    #[inline]
    pub(crate) fn bytes_of(&self, r: &IdentRec) -> &[u8] {
        self.bytes
            .get(r.start as usize..(r.start + r.len) as usize)
            .unwrap_or(&[])
    }

    #[inline]
    fn slot_is(&self, heap: ArenaRef<'_, IdentRec>, slot: u32, s: &[u8]) -> bool {
        heap.get_at(slot)
            .is_some_and(|r| short_eq(self.bytes_of(r), s))
    }

    /// The identifier `s`, if interned.
    #[inline]
    pub(crate) fn lookup(&self, heap: ArenaRef<'_, IdentRec>, s: &[u8]) -> Option<Tree> {
        let slot = self
            .table
            .find(ident_probe(s), |i| self.slot_is(heap, i, s))?;
        heap.handle_at(slot).map(|h| Tree::from_gc(Pool::Ident, h))
    }

    /// The identifier `s`, interned now if it was not yet; `None` if it was not and the
    /// identifier arena is full.
    #[inline]
    pub(crate) fn intern(&mut self, mut heap: ArenaMut<'_, IdentRec>, s: &[u8]) -> Option<Tree> {
        let probe = ident_probe(s);
        let vacant = match self
            .table
            .find_or_vacant(probe, |i| self.slot_is(heap.view(), i, s))
        {
            Ok(i) => {
                if let Some(h) = heap.view().handle_at(i) {
                    return Some(Tree::from_gc(Pool::Ident, h));
                }
                usize::MAX
            }
            Err(v) => v,
        };
        let start = self.bytes.len() as u32;
        let h = heap
            .try_alloc(IdentRec {
                start,
                len: s.len() as u32,
                flags: 0,
                ty: None,
                chain: None,
            })
            .ok()?;
        self.bytes.extend_from_slice(s);
        let slot = h.index() as usize;
        if self.keys.len() <= slot {
            self.keys.resize(slot + 1, 0);
        }
        self.keys[slot] = probe.ident_key();
        let keys = &self.keys;
        self.table
            .insert_vacant(vacant, probe, slot as u32, |i| stored_probe(keys, i));
        Some(Tree::from_gc(Pool::Ident, h))
    }

    /// Re-indexes the identifiers the heap holds (after a collection freed or moved some,
    /// or after loading); packs the byte buffer when freed identifiers hold most of it.
    pub(crate) fn rebuild(&mut self, mut heap: ArenaMut<'_, IdentRec>) {
        let live: usize = heap.view().iter().map(|(_, r)| r.len as usize).sum();
        if live * 2 < self.bytes.len() {
            let old = std::mem::take(&mut self.bytes);
            let mut packed = Vec::with_capacity(live);
            for (_, r) in heap.iter_mut() {
                let from = old
                    .get(r.start as usize..(r.start + r.len) as usize)
                    .unwrap_or(&[]);
                r.start = packed.len() as u32;
                packed.extend_from_slice(from);
            }
            self.bytes = packed;
        }
        let entries: Vec<(u32, Probe)> = heap
            .view()
            .iter()
            .map(|(h, r)| (h.index(), ident_probe(self.bytes_of(r))))
            .collect();
        self.keys = vec![0; entries.last().map_or(0, |e| e.0 as usize + 1)];
        for &(slot, p) in &entries {
            self.keys[slot as usize] = p.ident_key();
        }
        let mut table = InternTable::sparse();
        for &(slot, p) in &entries {
            table.insert(p, slot, |i| stored_probe(&self.keys, i));
        }
        self.table = table;
    }

    /// Whether every record's bytes lie in the buffer (after loading).
    pub(crate) fn well_formed(&self, heap: ArenaRef<'_, IdentRec>) -> bool {
        heap.iter().all(|(_, r)| {
            (r.start as usize)
                .checked_add(r.len as usize)
                .is_some_and(|e| e <= self.bytes.len())
        })
    }

    pub(crate) fn heap_bytes(&self) -> usize {
        self.bytes.capacity() + self.keys.capacity() * 8 + self.table.heap_bytes()
    }
}
