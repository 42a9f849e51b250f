//! Node storage: one heap arena per node layout, addressed by tagged [`Tree`] handles.
//!
//! The arenas belong to a [`ggc::Heap`]: nodes are GTY-annotated records (see
//! [`records`]), allocated with `ggc_alloc`, traced by the collector through their derived
//! walkers, freed or moved by it, and reached only through generation-checked handles.
//! Everything above this module sees nodes only through these methods.
//!
//! The methods are spread over the folder by concern: `arenas` (which pool a code's nodes
//! live in, the arenas and reaching a record), `alloc` (new nodes), `code_flags` (codes
//! and flag words), `fields` (TREE_TYPE, TREE_CHAIN, locations, operands), `pool_access`
//! (one pool's records), `indexes` (identifiers and hash-consed constants) and `audit`
//! (checks and statistics); `head` packs the compact records' code and flags.
//!
//! [`Tree`]: crate::nodes::handle::Tree

mod alloc;
mod arenas;
mod audit;
mod code_flags;
mod fields;
mod head;
mod idents;
mod indexes;
mod ints;
mod pool_access;
pub(crate) mod records;
mod view;

pub(crate) use arenas::{Arenas, PoolRec, pool_for, with_record_type};
pub(crate) use idents::IdentIndex;
pub(crate) use ints::IntIndex;
pub(crate) use records::*;

use ggc::Heap;

/// The heap of one context and the indexes over it.
#[derive(Debug)]
pub(crate) struct Store {
    /// The arenas (one per record type) and the collector's state.
    pub(crate) heap: Heap,
    /// The heap is sealed: only the context's safepoint, which keeps the indexes and the
    /// global nodes in step with the heap, may collect it.
    pub(crate) seal: ggc::SealKey,
    /// The objects of each pool.
    arenas: Arenas,
    pub(crate) ints: IntIndex,
    pub(crate) idents: IdentIndex,
    /// The tables keyed by nodes (caches and sparse per-node fields): weak, so the
    /// collector drops the entries of nodes that die and rewrites moved keys.
    pub(crate) weak: crate::nodes::weak::WeakTables,
}

impl Store {
    /// A store over `heap` (sealed here), with empty indexes and tables.
    pub(crate) fn new(mut heap: Heap) -> Store {
        let seal = match heap.seal() {
            Some(key) => key,
            None => unreachable!("a tree store's heap is fresh, hence unsealed"),
        };
        let arenas = Arenas::hold(&mut heap);
        if heap.tag_arenas(&arenas.numbers).is_err() {
            unreachable!("the store's arena numbers are the heap's own");
        }
        Store {
            heap,
            seal,
            arenas,
            ints: IntIndex::default(),
            idents: IdentIndex::default(),
            weak: crate::nodes::weak::WeakTables::default(),
        }
    }
}
