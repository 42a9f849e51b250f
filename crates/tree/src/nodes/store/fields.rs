//! The fields every pool's records share, by pool: TREE_TYPE, TREE_CHAIN, the location and
//! the operands, with their setters.

use super::Store;
use super::head::head_code;
use super::records::{
    DeclRec, Exp2Rec, ExpNRec, IdentRec, IntRec, ListRec, MiscData, MiscRec, TypeRec,
};

use crate::nodes::handle::{Pool, Tree};

impl Store {
    /// TREE_TYPE of a live node containing TS_TYPED.
    #[inline]
    pub(crate) fn ty(&self, t: Tree) -> Option<Tree> {
        match t.pool() {
            Pool::Exp2 => self.live::<Exp2Rec>(t).ty,
            Pool::ExpN => self.live::<ExpNRec>(t).ty,
            Pool::IntCst => Some(self.live::<IntRec>(t).ty),
            Pool::List => self.live::<ListRec>(t).ty,
            Pool::Ident => self.live::<IdentRec>(t).ty,
            Pool::Decl => self.live::<DeclRec>(t).ty,
            Pool::Type => self.live::<TypeRec>(t).ty,
            Pool::Misc => self.live::<MiscRec>(t).ty,
        }
    }

    /// Sets TREE_TYPE; `false` if the node's type cannot change (hash-consed constants).
    pub(crate) fn set_ty(&mut self, t: Tree, v: Option<Tree>) -> bool {
        match t.pool() {
            Pool::Exp2 => self.live_mut::<Exp2Rec>(t).ty = v,
            Pool::ExpN => self.live_mut::<ExpNRec>(t).ty = v,
            Pool::IntCst => return Some(self.live::<IntRec>(t).ty) == v,
            Pool::List => self.live_mut::<ListRec>(t).ty = v,
            Pool::Ident => self.live_mut::<IdentRec>(t).ty = v,
            Pool::Decl => self.live_mut::<DeclRec>(t).ty = v,
            Pool::Type => self.live_mut::<TypeRec>(t).ty = v,
            Pool::Misc => self.live_mut::<MiscRec>(t).ty = v,
        }
        true
    }

    /// TREE_CHAIN of a live node containing TS_COMMON.
    #[inline]
    pub(crate) fn chain(&self, t: Tree) -> Option<Tree> {
        match t.pool() {
            Pool::List => self.live::<ListRec>(t).chain,
            Pool::Ident => self.live::<IdentRec>(t).chain,
            Pool::Decl => self.live::<DeclRec>(t).chain,
            Pool::Type => self.live::<TypeRec>(t).chain,
            Pool::Misc => self.live::<MiscRec>(t).chain,
            Pool::Exp2 | Pool::ExpN | Pool::IntCst => None,
        }
    }

    /// Sets TREE_CHAIN of a live node containing TS_COMMON.
    #[inline]
    pub(crate) fn set_chain(&mut self, t: Tree, v: Option<Tree>) {
        match t.pool() {
            Pool::List => self.live_mut::<ListRec>(t).chain = v,
            Pool::Ident => self.live_mut::<IdentRec>(t).chain = v,
            Pool::Decl => self.live_mut::<DeclRec>(t).chain = v,
            Pool::Type => self.live_mut::<TypeRec>(t).chain = v,
            Pool::Misc => self.live_mut::<MiscRec>(t).chain = v,
            Pool::Exp2 | Pool::ExpN | Pool::IntCst => {}
        }
    }

    /// EXPR_LOCATION of an expression, DECL_SOURCE_LOCATION of a declaration.
    pub(crate) fn locus(&self, t: Tree) -> u32 {
        match t.pool() {
            Pool::Exp2 => self.live::<Exp2Rec>(t).locus,
            Pool::ExpN => self.live::<ExpNRec>(t).locus,
            Pool::Decl => self.live::<DeclRec>(t).locus,
            Pool::Misc => match &self.live::<MiscRec>(t).data {
                MiscData::Block(b) => b.locus,
                MiscData::Clause { locus, .. } => *locus,
                _ => 0,
            },
            _ => 0,
        }
    }

    /// Sets the location (see [`Store::locus`]); `false` if the node has none.
    pub(crate) fn set_locus(&mut self, t: Tree, locus: u32) -> bool {
        match t.pool() {
            Pool::Exp2 => self.live_mut::<Exp2Rec>(t).locus = locus,
            Pool::ExpN => self.live_mut::<ExpNRec>(t).locus = locus,
            Pool::Decl => self.live_mut::<DeclRec>(t).locus = locus,
            Pool::Misc => match &mut self.live_mut::<MiscRec>(t).data {
                MiscData::Block(b) => b.locus = locus,
                MiscData::Clause { locus: l, .. } => *l = locus,
                _ => return false,
            },
            _ => return false,
        }
        true
    }

    /// The operands of a live expression node.
    #[inline]
    pub(crate) fn ops(&self, t: Tree) -> &[Option<Tree>] {
        match t.pool() {
            Pool::Exp2 => {
                let r = self.live::<Exp2Rec>(t);
                &r.ops[..head_code(r.head).arity().min()]
            }
            Pool::ExpN => &self.live::<ExpNRec>(t).ops,
            Pool::Misc => match &self.live::<MiscRec>(t).data {
                MiscData::Vec(v) => v,
                _ => &[],
            },
            _ => &[],
        }
    }

    /// The operands of a live expression node, mutably.
    #[inline]
    pub(crate) fn ops_mut(&mut self, t: Tree) -> &mut [Option<Tree>] {
        match t.pool() {
            Pool::Exp2 => {
                let r = self.live_mut::<Exp2Rec>(t);
                let n = head_code(r.head).arity().min();
                &mut r.ops[..n]
            }
            Pool::ExpN => &mut self.live_mut::<ExpNRec>(t).ops,
            Pool::Misc => match &mut self.live_mut::<MiscRec>(t).data {
                MiscData::Vec(v) => v,
                _ => &mut [],
            },
            _ => &mut [],
        }
    }
}
