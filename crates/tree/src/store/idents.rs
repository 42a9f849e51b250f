//! The identifier table: interned byte strings in one buffer, 4-byte bucket hash table.

use crate::handle::Tree;
use crate::hash::{FxHashMap, InternTable, ident_probe};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct IdentPool {
    bytes: Vec<u8>,
    ends: Vec<u32>,
    pub(crate) flags: Vec<u32>,
    #[serde(skip, default = "InternTable::sparse")]
    table: InternTable,
    /// TREE_TYPE and TREE_CHAIN of the few identifiers that have them.
    pub(crate) extra: FxHashMap<u32, (Option<Tree>, Option<Tree>)>,
}

impl Default for IdentPool {
    fn default() -> Self {
        IdentPool {
            bytes: Vec::new(),
            ends: Vec::new(),
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
            .find(ident_probe(s), |i| self.bytes(i as usize) == s)
            .map(|i| i as usize)
    }

    /// Interns `s` (not present yet).
    pub(crate) fn insert(&mut self, s: &[u8]) -> usize {
        let h = ident_probe(s);
        self.bytes.extend_from_slice(s);
        self.ends.push(self.bytes.len() as u32);
        self.flags.push(0);
        let index = self.ends.len() - 1;
        let (bytes, ends) = (&self.bytes, &self.ends);
        self.table.insert(h, index as u32, |i| {
            let i = i as usize;
            let start = if i == 0 { 0 } else { ends[i - 1] as usize };
            ident_probe(&bytes[start..ends[i] as usize])
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
            + self.table.heap_bytes()
    }
}
