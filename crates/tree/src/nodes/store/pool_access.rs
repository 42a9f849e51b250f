//! The records of one pool: a live node's TREE_LIST, declaration, type or miscellaneous
//! record, shared or mutable.

use super::Store;
use super::records::{DeclRec, ListRec, MiscData, MiscRec, TypeRec};

use crate::nodes::handle::{Pool, Tree};

impl Store {
    pub(crate) fn list(&self, t: Tree) -> &ListRec {
        self.live(t)
    }

    pub(crate) fn list_mut(&mut self, t: Tree) -> &mut ListRec {
        self.live_mut(t)
    }

    pub(crate) fn decl(&self, t: Tree) -> &DeclRec {
        self.live(t)
    }

    pub(crate) fn decl_mut(&mut self, t: Tree) -> &mut DeclRec {
        self.live_mut(t)
    }

    pub(crate) fn ty_rec(&self, t: Tree) -> &TypeRec {
        self.live(t)
    }

    pub(crate) fn ty_rec_mut(&mut self, t: Tree) -> &mut TypeRec {
        self.live_mut(t)
    }

    pub(crate) fn misc(&self, t: Tree) -> &MiscRec {
        self.live(t)
    }

    pub(crate) fn misc_data(&self, t: Tree) -> Option<&MiscData> {
        match t.pool() {
            Pool::Misc => self.rec::<MiscRec>(t).map(|r| &r.data),
            _ => None,
        }
    }

    pub(crate) fn misc_mut(&mut self, t: Tree) -> &mut MiscRec {
        self.live_mut(t)
    }
}
