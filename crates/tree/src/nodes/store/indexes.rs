//! The store's side of its indexes: interning identifiers, hash-consing INTEGER_CSTs, and
//! rebuilding both after the heap changed under them.

use super::Store;
use super::records::{IdentRec, IntRec};
use super::view::{ArenaMut, ArenaRef};

use crate::nodes::handle::Tree;

impl Store {
    /// Interns an identifier; `None` if it is new and the arena is full.
    #[inline]
    pub(crate) fn intern(&mut self, s: &[u8]) -> Option<Tree> {
        self.idents.intern(
            ArenaMut {
                heap: &mut self.heap,
                arena: &mut self.arenas.ident,
            },
            s,
        )
    }

    pub(crate) fn lookup_ident(&self, s: &[u8]) -> Option<Tree> {
        self.idents.lookup(self.arena(), s)
    }

    pub(crate) fn ident_bytes(&self, t: Tree) -> &[u8] {
        self.idents.bytes_of(self.live::<IdentRec>(t))
    }

    /// The hash-consed INTEGER_CST of `ty` with canonical elements `elts`; `None` if it
    /// is new and the arena is full.
    #[inline]
    pub(crate) fn int_cst(&mut self, ty: Tree, elts: &[i64]) -> Option<Tree> {
        let found = self.ints.lookup(
            ArenaRef {
                heap: &self.heap,
                arena: &self.arenas.int,
            },
            ty,
            elts,
        );
        match found {
            Some(t) => Some(t),
            None => self.ints.alloc(
                ArenaMut {
                    heap: &mut self.heap,
                    arena: &mut self.arenas.int,
                },
                ty,
                elts,
                true,
            ),
        }
    }

    /// A fresh, unshared INTEGER_CST (copy_node of a constant); `None` if the arena is full.
    pub(crate) fn int_cst_unshared(&mut self, ty: Tree, elts: &[i64]) -> Option<Tree> {
        let arena = ArenaMut {
            heap: &mut self.heap,
            arena: &mut self.arenas.int,
        };
        let t = self.ints.alloc(arena, ty, elts, false)?;
        self.weak.unshared.insert(t);
        Some(t)
    }

    pub(crate) fn int_elts(&self, t: Tree) -> Vec<i64> {
        self.ints.elts(self.live::<IntRec>(t))
    }

    /// Whether an INTEGER_CST is the hash-consed one.
    pub(crate) fn int_shared(&self, t: Tree) -> bool {
        !self.weak.unshared.contains(&t)
    }

    /// Re-indexes identifiers and constants after the heap changed under the indexes (a
    /// collection, a load).
    pub(crate) fn rebuild_indexes(&mut self) {
        let ints = ArenaMut {
            heap: &mut self.heap,
            arena: &mut self.arenas.int,
        };
        self.ints.rebuild(ints, &self.weak.unshared);
        let idents = ArenaMut {
            heap: &mut self.heap,
            arena: &mut self.arenas.ident,
        };
        self.idents.rebuild(idents);
    }
}
