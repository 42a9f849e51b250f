//! The identifier table: interned byte strings in one buffer, 4-byte bucket hash table.

use crate::handle::Tree;
use crate::hash::{FxHashMap, InternTable, Probe, ident_probe};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct IdentPool {
    bytes: Vec<u8>,
    ends: Vec<u32>,
    /// Each identifier's probe hash, so that growing the table never rehashes strings.
    #[serde(skip)]
    hashes: Vec<u64>,
    pub(crate) flags: Vec<u32>,
    #[serde(skip, default = "InternTable::sparse")]
    table: InternTable,
    /// TREE_TYPE and TREE_CHAIN of the few identifiers that have them.
    pub(crate) extra: FxHashMap<u32, (Option<Tree>, Option<Tree>)>,
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

impl Default for IdentPool {
    fn default() -> Self {
        IdentPool {
            bytes: Vec::new(),
            ends: Vec::new(),
            hashes: Vec::new(),
            flags: Vec::new(),
            table: InternTable::sparse(),
            extra: FxHashMap::default(),
        }
    }
}

impl IdentPool {
    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    /// The bytes of identifier `index` (IDENTIFIER_POINTER / IDENTIFIER_LENGTH).
    pub(crate) fn bytes(&self, index: usize) -> &[u8] {
        let start = if index == 0 {
            0
        } else {
            self.ends[index - 1] as usize
        };
        &self.bytes[start..self.ends[index] as usize]
    }

    /// The index of `s`, if interned.
    #[inline]
    pub(crate) fn lookup(&self, s: &[u8]) -> Option<usize> {
        self.table
            .find(ident_probe(s), |i| short_eq(self.bytes(i as usize), s))
            .map(|i| i as usize)
    }

    /// The identifier `s`, interned now if it was not yet.
    #[inline]
    pub(crate) fn intern(&mut self, s: &[u8]) -> usize {
        let probe = ident_probe(s);
        let vacant = match self
            .table
            .find_or_vacant(probe, |i| short_eq(self.bytes(i as usize), s))
        {
            Ok(i) => return i as usize,
            Err(v) => v,
        };
        self.bytes.extend_from_slice(s);
        self.ends.push(self.bytes.len() as u32);
        self.flags.push(0);
        self.hashes.push(probe.hash);
        let index = self.ends.len() - 1;
        let (bytes, ends, hashes) = (&self.bytes, &self.ends, &self.hashes);
        self.table.insert_vacant(vacant, probe, index as u32, |i| {
            let i = i as usize;
            let last = bytes[..ends[i] as usize].last().copied();
            let empty = i == 0 && ends[0] == 0 || i > 0 && ends[i - 1] == ends[i];
            Probe {
                hash: hashes[i],
                offset: if empty {
                    0
                } else {
                    u32::from(last.unwrap_or(0)) & 15
                },
            }
        });
        index
    }

    /// Rebuilds the table (after deserialisation).
    pub(crate) fn rebuild_table(&mut self) {
        let mut table = InternTable::sparse();
        let hashes: Vec<_> = (0..self.len())
            .map(|i| ident_probe(self.bytes(i)))
            .collect();
        for (i, &h) in hashes.iter().enumerate() {
            table.insert(h, i as u32, |j| hashes[j as usize]);
        }
        self.table = table;
    }

    pub(crate) fn well_formed(&self) -> bool {
        self.flags.len() == self.ends.len()
            && self.ends.windows(2).all(|w| w[0] <= w[1])
            && self
                .ends
                .last()
                .is_none_or(|&e| e as usize == self.bytes.len())
    }

    pub(crate) fn heap_bytes(&self) -> usize {
        self.bytes.capacity()
            + self.ends.capacity() * 4
            + self.flags.capacity() * 4
            + self.hashes.capacity() * 8
            + self.table.heap_bytes()
    }
}
