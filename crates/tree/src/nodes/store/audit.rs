//! Whole-store checks and counts: the well-formedness check the heap's own cannot make,
//! and the node counts and bytes per pool.

use super::head::{CODE_MASK, head_code, valid_head};
use super::records::{DeclRec, Exp2Rec, ExpNRec, IntRec, ListRec, MiscRec, TypeRec};
use super::{Store, pool_for};

use crate::TreeCode;
use crate::nodes::handle::Pool;

impl Store {
    /// Number of live type nodes.
    pub(crate) fn type_count(&self) -> usize {
        self.heap.live_count::<TypeRec>()
    }

    /// Checks what the heap's handle check cannot: every record sits in the pool its code
    /// belongs to, operand counts match codes, identifiers' bytes and wide values exist.
    pub(crate) fn well_formed(&self) -> bool {
        self.arena::<Exp2Rec>()
            .iter()
            .all(|(_, r)| valid_head(r.head) && pool_for(head_code(r.head)) == Pool::Exp2)
            && self.arena::<ExpNRec>().iter().all(|(_, r)| {
                valid_head(r.head)
                    && pool_for(head_code(r.head)) == Pool::ExpN
                    && match head_code(r.head).arity() {
                        crate::Arity::Fixed(n) => r.ops.len() == n as usize,
                        crate::Arity::Variable { min } => r.ops.len() >= min as usize,
                    }
            })
            && self
                .arena::<ListRec>()
                .iter()
                .all(|(_, r)| r.head.get() & CODE_MASK == TreeCode::TreeList as u32)
            && self
                .arena::<DeclRec>()
                .iter()
                .all(|(_, r)| pool_for(r.code) == Pool::Decl)
            && self
                .arena::<TypeRec>()
                .iter()
                .all(|(_, r)| pool_for(r.code) == Pool::Type)
            && self
                .arena::<MiscRec>()
                .iter()
                .all(|(_, r)| pool_for(r.code) == Pool::Misc)
            && self
                .arena::<IntRec>()
                .iter()
                .all(|(_, r)| r.ty.pool() == Pool::Type)
            && self.arena::<TypeRec>().iter().all(|(_, r)| {
                [
                    r.main_variant,
                    r.next_variant,
                    r.canonical,
                    r.pointer_to,
                    r.reference_to,
                ]
                .iter()
                .flatten()
                .all(|x| x.pool() == Pool::Type)
            })
            && self.ints.well_formed(self.arena())
            && self.idents.well_formed(self.arena())
    }

    /// Node counts and heap bytes per pool: `(pool, nodes, bytes)`, slots and side tables
    /// included.
    pub(crate) fn stats(&self) -> Vec<(&'static str, usize, usize)> {
        let s = self.heap.statistics();
        let arena = |name: &str| {
            s.types
                .iter()
                .find(|t| t.name.ends_with(name))
                .map_or((0, 0), |t| {
                    (
                        t.live as usize,
                        t.slots as usize * t.object_size + t.side_table_bytes as usize,
                    )
                })
        };
        let expn_ops: usize = self
            .arena::<ExpNRec>()
            .iter()
            .map(|(_, r)| r.ops.len() * 4)
            .sum();
        let pools = [
            ("exp2", "Exp2Rec", 0),
            ("expn", "ExpNRec", expn_ops),
            ("int_cst", "IntRec", self.ints.heap_bytes()),
            ("list", "ListRec", 0),
            ("identifier", "IdentRec", self.idents.heap_bytes()),
            ("decl", "DeclRec", 0),
            ("type", "TypeRec", 0),
            ("misc", "MiscRec", 0),
        ];
        let mut out: Vec<_> = pools
            .iter()
            .map(|&(name, rec, extra)| {
                let (n, b) = arena(rec);
                (name, n, b + extra)
            })
            .collect();
        out.push((
            "rare flags",
            self.weak.rare.len(),
            self.weak.rare.capacity() * 9 + self.weak.unshared.capacity() * 5,
        ));
        out
    }
}
