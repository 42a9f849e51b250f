//! Allocating nodes: the records of new expressions, lists, declarations, types and
//! miscellaneous nodes, built in their arenas' slots (with the reserved-slot fast paths
//! the hot builders use).

use super::head::head;
use super::records::{DeclRec, Exp2Rec, ExpNRec, ListRec, MiscRec, TypeRec};
use super::{PoolRec, Store, pool_for};

use crate::TreeCode;
use crate::nodes::flags::{INLINE_FLAG_BITS, INLINE_FLAGS};
use crate::nodes::handle::{Pool, Tree};

/// The record of a two-operand expression.
#[inline(always)]
fn exp2_rec(code: TreeCode, ty: Option<Tree>, ops: [Option<Tree>; 2], flags: u32) -> Exp2Rec {
    Exp2Rec {
        head: head(code, flags),
        ty,
        locus: 0,
        ops,
    }
}

/// The record of a TREE_LIST.
#[inline(always)]
fn list_rec(purpose: Option<Tree>, value: Option<Tree>, chain: Option<Tree>) -> ListRec {
    ListRec {
        head: head(TreeCode::TreeList, 0),
        ty: None,
        chain,
        purpose,
        value,
    }
}

/// A refused allocation (the arena is full): `None`, out of the builders' inlined code.
#[cold]
#[inline(never)]
fn arena_full(_: ggc::GcError) -> Option<Tree> {
    None
}

impl Store {
    /// Allocates `rec`, or `None` if its arena is full (2^24 live nodes).
    #[inline]
    fn try_alloc<T: PoolRec>(&mut self, pool: Pool, rec: T) -> Option<Tree> {
        self.try_alloc_with(pool, || rec)
    }

    /// Allocates the record `make` builds in its slot (see [`ggc::HeldArena::try_alloc_with`]:
    /// what a hot builder uses), or `None` if its arena is full.
    ///
    /// Always inlined, with ggc's half: left to the compiler, the workloads binary called it,
    /// and the record, stored to the stack for the call, stalled on its copy into the slot.
    #[inline(always)]
    fn try_alloc_with<T: PoolRec>(&mut self, pool: Pool, make: impl FnOnce() -> T) -> Option<Tree> {
        match T::held_mut(&mut self.arenas).try_alloc_with(&mut self.heap, make) {
            Ok(h) => Some(Tree::from_gc(pool, h)),
            Err(e) => arena_full(e),
        }
    }

    /// Allocates the record `make` builds in a slot its arena has reserved, or `None`,
    /// allocating nothing, if it has none ready (see [`ggc::HeldArena::try_alloc_reserved`]):
    /// what a builder's fast path calls, since it makes no call itself.
    #[inline(always)]
    fn try_alloc_reserved<T: PoolRec>(
        &mut self,
        pool: Pool,
        make: impl FnOnce() -> T,
    ) -> Option<Tree> {
        let h = T::held_mut(&mut self.arenas).try_alloc_reserved(&mut self.heap, make)?;
        Some(Tree::from_gc(pool, h))
    }

    /// Allocates an expression with two operands inline; `None` if the arena is full.
    #[inline]
    pub(crate) fn new_exp2(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        ops: [Option<Tree>; 2],
        flags: u32,
    ) -> Option<Tree> {
        let t = self.try_alloc_with(Pool::Exp2, move || exp2_rec(code, ty, ops, flags))?;
        if flags >> INLINE_FLAG_BITS != 0 {
            self.weak.rare.insert(t, flags & !INLINE_FLAGS);
        }
        Some(t)
    }

    /// [`Store::new_exp2`] of a node whose flags are all in its record, in a slot the
    /// arena has reserved: `None`, with nothing allocated, if it has none ready (see
    /// [`ggc::HeldArena::try_alloc_reserved`]). It makes no call.
    #[inline(always)]
    pub(crate) fn new_exp2_reserved(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        ops: [Option<Tree>; 2],
        flags: u32,
    ) -> Option<Tree> {
        debug_assert_eq!(flags & !INLINE_FLAGS, 0, "new_exp2_reserved: a rare flag");
        self.try_alloc_reserved(Pool::Exp2, move || exp2_rec(code, ty, ops, flags))
    }

    /// Allocates an expression node (a code containing TS_EXP) with these operands; `None`
    /// if the arena is full.
    #[inline]
    pub(crate) fn new_exp(
        &mut self,
        code: TreeCode,
        ty: Option<Tree>,
        ops: &[Option<Tree>],
        flags: u32,
        locus: u32,
    ) -> Option<Tree> {
        let h = head(code, flags);
        let t = match pool_for(code) {
            Pool::Exp2 => {
                let mut inline = [None; 2];
                inline[..ops.len()].copy_from_slice(ops);
                self.try_alloc_with(Pool::Exp2, move || Exp2Rec {
                    head: h,
                    ty,
                    locus,
                    ops: inline,
                })
            }
            _ => self.try_alloc_with(Pool::ExpN, move || ExpNRec {
                head: h,
                ty,
                locus,
                ops: ops.into(),
            }),
        }?;
        if flags >> INLINE_FLAG_BITS != 0 {
            self.weak.rare.insert(t, flags & !INLINE_FLAGS);
        }
        Some(t)
    }

    /// Allocates a TREE_LIST node; `None` if the arena is full.
    #[inline]
    pub(crate) fn new_list(
        &mut self,
        purpose: Option<Tree>,
        value: Option<Tree>,
        chain: Option<Tree>,
    ) -> Option<Tree> {
        self.try_alloc_with(Pool::List, move || list_rec(purpose, value, chain))
    }

    /// [`Store::new_list`] in a slot the arena has reserved: `None`, with nothing
    /// allocated, if it has none ready. It makes no call.
    #[inline(always)]
    pub(crate) fn new_list_reserved(
        &mut self,
        purpose: Option<Tree>,
        value: Option<Tree>,
        chain: Option<Tree>,
    ) -> Option<Tree> {
        self.try_alloc_reserved(Pool::List, move || list_rec(purpose, value, chain))
    }

    /// Allocates a declaration; `None` if the arena is full.
    pub(crate) fn new_decl(&mut self, rec: DeclRec) -> Option<Tree> {
        self.try_alloc(Pool::Decl, rec)
    }

    /// Allocates a type; `None` if the arena is full.
    pub(crate) fn new_type(&mut self, rec: TypeRec) -> Option<Tree> {
        self.try_alloc(Pool::Type, rec)
    }

    /// Allocates a node of the miscellaneous pool; `None` if the arena is full.
    pub(crate) fn new_misc(&mut self, rec: MiscRec) -> Option<Tree> {
        self.try_alloc(Pool::Misc, rec)
    }
}
