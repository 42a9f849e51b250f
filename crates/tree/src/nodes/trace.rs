//! How the collector sees a node: a [`Tree`] is traced as the heap handle of its record, a
//! [`TreeCode`] is plain data. The records' derived walkers rely on both.

use ggc::{Gty, Walker};

use crate::TreeCode;
use crate::nodes::handle::{Pool, Tree};
use crate::nodes::store::{
    DeclRec, Exp2Rec, ExpNRec, IdentRec, IntRec, ListRec, MiscRec, TypeRec, with_record_type,
};

/// A tree handle is traced as the heap handle of its record: GCC's `tree` pointer field.
impl Gty for Tree {
    #[inline(always)]
    fn walk<W: Walker>(&mut self, w: &mut W) {
        // The store tags each pool's arena with the pool's number (`Store::new`), so the
        // marker needs no dispatch on the pool; other walkers want the record type.
        if let Some(h) = self.gc::<()>()
            && w.tagged_edge(self.pool_number(), h.index(), h.generation())
        {
            return;
        }
        self.walk_as_record(w);
    }
}

impl Tree {
    /// Walks this handle as the heap handle of its pool's record type. Out of line: its
    /// eight arms, inlined into every walker of a record with tree fields, made the
    /// marker's walk of an operand array a call per array.
    #[inline(never)]
    fn walk_as_record<W: Walker>(&mut self, w: &mut W) {
        let pool = self.pool();
        with_record_type!(pool, R => match self.gc::<R>() {
            Some(mut h) => {
                w.edge(&mut h);
                *self = Tree::from_gc(pool, h);
            }
            None => w.undefined("tree"),
        })
    }
}

/// Codes are plain data.
impl Gty for TreeCode {
    const HOLDS_HANDLES: bool = false;
    fn walk<W: Walker>(&mut self, _w: &mut W) {}
}
