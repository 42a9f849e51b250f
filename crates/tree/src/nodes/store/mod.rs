//! Node storage: one heap arena per node layout, addressed by tagged [`Tree`] handles.
//!
//! The arenas belong to a [`ggc::Heap`]: nodes are GTY-annotated records (see
//! [`records`]), allocated with `ggc_alloc`, traced by the collector through their derived
//! walkers, freed or moved by it, and reached only through generation-checked handles.
//! Everything above this module sees nodes only through these methods.

mod idents;
mod ints;
pub(crate) mod records;
mod view;

pub(crate) use idents::IdentIndex;
pub(crate) use ints::IntIndex;
pub(crate) use records::*;

use std::num::NonZeroU32;

use ggc::{Gty, Heap, HeldArena};

use view::{ArenaMut, ArenaRef};

use crate::nodes::flags::{INLINE_FLAG_BITS, INLINE_FLAGS};
use crate::nodes::handle::{Pool, Tree};
use crate::{Flag, TreeCode, TreeStruct};

const CODE_BITS: u32 = 9;
const CODE_MASK: u32 = (1 << CODE_BITS) - 1;

#[inline]
fn head(code: TreeCode, flags: u32) -> Head {
    let raw = code as u32 | (flags & INLINE_FLAGS) << CODE_BITS;
    // Compact pools never hold code 0 (ERROR_MARK lives in the miscellaneous pool).
    Head(NonZeroU32::new(raw).unwrap_or(NonZeroU32::MIN))
}

#[inline]
fn head_code(head: Head) -> TreeCode {
    TreeCode::ALL[(head.get() & CODE_MASK) as usize]
}

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

/// The pool a node of `code` lives in.
pub(crate) fn pool_for(code: TreeCode) -> Pool {
    use TreeCode as C;
    match code {
        C::IntegerCst => Pool::IntCst,
        C::TreeList => Pool::List,
        C::IdentifierNode => Pool::Ident,
        _ if code.is_decl() => Pool::Decl,
        _ if code.is_type() => Pool::Type,
        _ if code.contains_struct(TreeStruct::Exp) => match code.arity() {
            crate::Arity::Fixed(n) if n <= 2 => Pool::Exp2,
            _ => Pool::ExpN,
        },
        _ => Pool::Misc,
    }
}

/// Calls `$body` with the record type of `$pool` bound to `$rec`.
macro_rules! with_record_type {
    ($pool:expr, $rec:ident => $body:expr) => {
        match $pool {
            Pool::Exp2 => {
                type $rec = Exp2Rec;
                $body
            }
            Pool::ExpN => {
                type $rec = ExpNRec;
                $body
            }
            Pool::IntCst => {
                type $rec = IntRec;
                $body
            }
            Pool::List => {
                type $rec = ListRec;
                $body
            }
            Pool::Ident => {
                type $rec = IdentRec;
                $body
            }
            Pool::Decl => {
                type $rec = DeclRec;
                $body
            }
            Pool::Type => {
                type $rec = TypeRec;
                $body
            }
            Pool::Misc => {
                type $rec = MiscRec;
                $body
            }
        }
    };
}
pub(crate) use with_record_type;

/// The objects of each pool, held by the store as plain fields (`ggc::HeldArena`): a
/// node access is an index into a typed vector, with no type lookup and no dynamic
/// dispatch. The heap keeps their generations and allocated bits; whole-heap operations
/// get the objects lent back ([`Store::with_whole_heap`]).
#[derive(Debug)]
pub(crate) struct Arenas {
    exp2: HeldArena<Exp2Rec>,
    expn: HeldArena<ExpNRec>,
    int: HeldArena<IntRec>,
    list: HeldArena<ListRec>,
    ident: HeldArena<IdentRec>,
    decl: HeldArena<DeclRec>,
    ty: HeldArena<TypeRec>,
    misc: HeldArena<MiscRec>,
    /// Each pool's arena number in the heap, in [`Pool`] order.
    numbers: [u32; 8],
}

impl Arenas {
    /// Takes every pool's objects out of `heap`.
    fn hold(heap: &mut Heap) -> Arenas {
        fn take<T: Gty>(heap: &mut Heap) -> HeldArena<T> {
            match heap.hold_arena() {
                Some(a) => a,
                None => unreachable!("a tree store's heap holds no arena out yet"),
            }
        }
        let mut a = Arenas {
            exp2: take(heap),
            expn: take(heap),
            int: take(heap),
            list: take(heap),
            ident: take(heap),
            decl: take(heap),
            ty: take(heap),
            misc: take(heap),
            numbers: [0; 8],
        };
        for pool in Pool::ALL {
            a.numbers[pool as usize] = with_record_type!(pool, R => R::held(&a).number());
        }
        a
    }

    /// Lends every pool's objects back to `heap` (`back`: true) or takes them again.
    fn lend(&mut self, heap: &mut Heap, back: bool) {
        fn one<T: Gty>(a: &mut HeldArena<T>, heap: &mut Heap, back: bool) {
            if back {
                a.lend(heap);
            } else {
                a.reclaim(heap);
            }
        }
        one(&mut self.exp2, heap, back);
        one(&mut self.expn, heap, back);
        one(&mut self.int, heap, back);
        one(&mut self.list, heap, back);
        one(&mut self.ident, heap, back);
        one(&mut self.decl, heap, back);
        one(&mut self.ty, heap, back);
        one(&mut self.misc, heap, back);
    }
}

/// A node record type and the field of [`Arenas`] that holds its pool.
pub(crate) trait PoolRec: Gty + Sized {
    fn held(a: &Arenas) -> &HeldArena<Self>;
    fn held_mut(a: &mut Arenas) -> &mut HeldArena<Self>;
}

macro_rules! pool_rec {
    ($($rec:ty => $field:ident),* $(,)?) => {$(
        impl PoolRec for $rec {
            #[inline(always)]
            fn held(a: &Arenas) -> &HeldArena<Self> {
                &a.$field
            }
            #[inline(always)]
            fn held_mut(a: &mut Arenas) -> &mut HeldArena<Self> {
                &mut a.$field
            }
        }
    )*};
}

pool_rec! {
    Exp2Rec => exp2, ExpNRec => expn, IntRec => int, ListRec => list,
    IdentRec => ident, DeclRec => decl, TypeRec => ty, MiscRec => misc,
}

/// A refused allocation (the arena is full): `None`, out of the builders' inlined code.
#[cold]
#[inline(never)]
fn arena_full(_: ggc::GcError) -> Option<Tree> {
    None
}

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

    /// The record of `t` in the arena of `T` (the caller picks `T` from `t.pool()`), or
    /// `None` if the handle names no live node.
    #[inline]
    pub(crate) fn rec<T: PoolRec>(&self, t: Tree) -> Option<&T> {
        // Every pool's arena is this store's heap's, so the arena answers alone.
        let (index, generation) = t.parts();
        T::held(&self.arenas).get_held_parts(index, generation)
    }

    #[inline]
    pub(crate) fn rec_mut<T: PoolRec>(&mut self, t: Tree) -> Option<&mut T> {
        let (index, generation) = t.parts();
        T::held_mut(&mut self.arenas).get_held_mut_parts(index, generation)
    }

    /// The arena of `T` with the heap, shared.
    #[inline]
    pub(crate) fn arena<T: PoolRec>(&self) -> ArenaRef<'_, T> {
        ArenaRef {
            heap: &self.heap,
            arena: T::held(&self.arenas),
        }
    }

    /// A copy of the pool of `T` (for serialisation).
    pub(crate) fn image<T: PoolRec + Clone>(&self) -> ggc::ArenaImage<T> {
        T::held(&self.arenas).image(&self.heap)
    }

    /// Runs `f` on the heap with every pool's objects lent back to it: what collections,
    /// PCH writing and images need, since they walk every arena.
    pub(crate) fn with_whole_heap<R>(
        &mut self,
        f: impl FnOnce(&mut Heap, &ggc::SealKey) -> R,
    ) -> R {
        self.arenas.lend(&mut self.heap, true);
        let r = f(&mut self.heap, &self.seal);
        self.arenas.lend(&mut self.heap, false);
        r
    }

    /// The record of a node already checked to be live (the checked accessors run
    /// `code_for` first).
    #[inline]
    fn live<T: PoolRec>(&self, t: Tree) -> &T {
        match self.rec(t) {
            Some(r) => r,
            None => panic!("internal error: {t:?} was checked live but is not"),
        }
    }

    #[inline]
    fn live_mut<T: PoolRec>(&mut self, t: Tree) -> &mut T {
        match self.rec_mut(t) {
            Some(r) => r,
            None => panic!("internal error: {t:?} was checked live but is not"),
        }
    }

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

    /// Whether `t` names a live node.
    #[inline]
    pub(crate) fn is_live(&self, t: Tree) -> bool {
        let (index, generation) = t.parts();
        // One comparison for every pool: the match only picks the generations, which the
        // compiler turns into a table of the pools' offsets rather than a jump per pool.
        let gens = with_record_type!(t.pool(), R => R::held(&self.arenas).generations());
        gens.is_live_at(index, generation)
    }

    /// The code of `t`, or `None` if the handle names no live node.
    #[inline]
    pub(crate) fn code(&self, t: Tree) -> Option<TreeCode> {
        Some(match t.pool() {
            Pool::Exp2 => head_code(self.rec::<Exp2Rec>(t)?.head),
            Pool::ExpN => head_code(self.rec::<ExpNRec>(t)?.head),
            Pool::IntCst => {
                self.rec::<IntRec>(t)?;
                TreeCode::IntegerCst
            }
            Pool::List => {
                self.rec::<ListRec>(t)?;
                TreeCode::TreeList
            }
            Pool::Ident => {
                self.rec::<IdentRec>(t)?;
                TreeCode::IdentifierNode
            }
            Pool::Decl => self.rec::<DeclRec>(t)?.code,
            Pool::Type => self.rec::<TypeRec>(t)?.code,
            Pool::Misc => self.rec::<MiscRec>(t)?.code,
        })
    }

    /// The code and flag word of `t`, or `None` if the handle names no live node: one pool
    /// dispatch for what the builders read of every operand.
    #[inline]
    pub(crate) fn code_flags(&self, t: Tree) -> Option<(TreeCode, u32)> {
        match t.pool() {
            Pool::Exp2 => {
                let h = self.rec::<Exp2Rec>(t)?.head;
                Some((head_code(h), h.get() >> CODE_BITS | self.rare_flags(t)))
            }
            Pool::ExpN => {
                let h = self.rec::<ExpNRec>(t)?.head;
                Some((head_code(h), h.get() >> CODE_BITS | self.rare_flags(t)))
            }
            _ => {
                let code = self.code(t)?;
                Some((code, self.flags(t)))
            }
        }
    }

    /// Whether no node has one of flags 23–29 set: then a compact-pool node's flags are
    /// all in its record, which build2's fast path reads alone.
    #[inline(always)]
    pub(crate) fn no_rare_flags(&self) -> bool {
        self.weak.rare.is_empty()
    }

    /// The flags an operand contributes to build2's result, in one pool dispatch: its
    /// TREE_SIDE_EFFECTS / TREE_READONLY / TREE_CONSTANT, with TREE_READONLY also set for
    /// constants and for what `PROCESS_ARG` skips (types, NULL_TREE) and TREE_CONSTANT set
    /// for the skipped ones too. `None` for a handle that names no live node or a node
    /// build2's fast path leaves to the generic builder.
    ///
    /// With `RARE` false the caller has checked [`Store::no_rare_flags`], the read makes
    /// no call (build2's fast path) and a type operand is `None` (the slow path takes it);
    /// with `RARE` true a rare flag is looked up out of line. Always inlined: as a call it took an eighth of a cold build2 chain.
    #[inline(always)]
    pub(crate) fn operand_bits<const RARE: bool>(&self, a: Option<Tree>) -> Option<u32> {
        const SKIPPED: u32 = 1 << Flag::Readonly as u32 | 1 << Flag::Constant as u32;
        let Some(t) = a else { return Some(SKIPPED) };
        let rare = |default| {
            if RARE {
                self.rare_flags_or(t, default)
            } else {
                default
            }
        };
        // Compares in the order build2's operands most often come, not a `match`: over
        // the eight pool numbers the compiler made it a jump table (an indirect jump per
        // operand, and a table load).
        let pool = t.pool_number();
        if t.in_first_pool() {
            Some(self.rec::<Exp2Rec>(t)?.head.get() >> CODE_BITS | rare(0))
        } else if pool == Pool::IntCst as u8 {
            // A constant's flags are fixed: only its liveness is read, from the generations
            // (no record load, no record bounds check).
            let (index, generation) = t.parts();
            if !self.arenas.int.is_live_at(index, generation) {
                return None;
            }
            Some(rare(Flag::Constant.bit()) | Flag::Readonly.bit())
        } else if pool == Pool::Decl as u8 {
            Some(self.rec::<DeclRec>(t)?.flags)
        } else if RARE && pool == Pool::Type as u8 {
            // Rare as an operand: the fast path leaves it to the slow one.
            self.rec::<TypeRec>(t)?;
            Some(SKIPPED)
        } else {
            None
        }
    }

    /// Whether `t` names a live type: build2's fast path checks its result type with one
    /// arena's generations, where [`Store::is_live`] picks the arena from the handle.
    #[inline(always)]
    pub(crate) fn is_live_type(&self, t: Tree) -> bool {
        let (index, generation) = t.parts();
        t.pool() == Pool::Type && self.arenas.ty.is_live_at(index, generation)
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

    /// Flags 23–29 of a compact-pool node (nearly always none: the table is usually empty).
    #[inline(always)]
    fn rare_flags(&self, t: Tree) -> u32 {
        self.rare_flags_or(t, 0)
    }

    /// The flag word of a live INTEGER_CST: TREE_CONSTANT unless a flag was changed.
    #[inline(always)]
    fn int_cst_flags(&self, t: Tree) -> u32 {
        self.rare_flags_or(t, Flag::Constant.bit())
    }

    /// The rare-flag table's entry for `t`, or `default` (looked up only when the table
    /// has entries).
    #[inline(always)]
    fn rare_flags_or(&self, t: Tree, default: u32) -> u32 {
        if self.weak.rare.is_empty() {
            default
        } else {
            self.rare_flags_listed(t, default)
        }
    }

    /// The rare-flag table's entry for `t`, or `default`: out of line, so that the inlined
    /// flag reads stay small while the table is empty, as it nearly always is.
    #[inline(never)]
    fn rare_flags_listed(&self, t: Tree, default: u32) -> u32 {
        self.weak.rare.get(&t).copied().unwrap_or(default)
    }

    /// The flag word of a live node.
    #[inline]
    pub(crate) fn flags(&self, t: Tree) -> u32 {
        let rare = || self.rare_flags(t);
        match t.pool() {
            Pool::Exp2 => self.live::<Exp2Rec>(t).head.get() >> CODE_BITS | rare(),
            Pool::ExpN => self.live::<ExpNRec>(t).head.get() >> CODE_BITS | rare(),
            Pool::List => self.live::<ListRec>(t).head.get() >> CODE_BITS | rare(),
            Pool::IntCst => self.int_cst_flags(t),
            Pool::Ident => self.live::<IdentRec>(t).flags,
            Pool::Decl => self.live::<DeclRec>(t).flags,
            Pool::Type => self.live::<TypeRec>(t).flags,
            Pool::Misc => self.live::<MiscRec>(t).flags,
        }
    }

    /// Replaces the flag word of a live node.
    pub(crate) fn set_flags(&mut self, t: Tree, flags: u32) {
        let high = flags & !INLINE_FLAGS;
        let set_rare = |store: &mut Store, high: u32| {
            if high == 0 {
                store.weak.rare.remove(&t);
            } else {
                store.weak.rare.insert(t, high);
            }
        };
        match t.pool() {
            Pool::Exp2 => {
                let r = self.live_mut::<Exp2Rec>(t);
                r.head = head(head_code(r.head), flags);
                set_rare(self, high);
            }
            Pool::ExpN => {
                let r = self.live_mut::<ExpNRec>(t);
                r.head = head(head_code(r.head), flags);
                set_rare(self, high);
            }
            Pool::List => {
                self.live_mut::<ListRec>(t).head = head(TreeCode::TreeList, flags);
                set_rare(self, high);
            }
            Pool::IntCst => {
                if flags == Flag::Constant.bit() {
                    self.weak.rare.remove(&t);
                } else {
                    self.weak.rare.insert(t, flags);
                }
            }
            Pool::Ident => self.live_mut::<IdentRec>(t).flags = flags,
            Pool::Decl => self.live_mut::<DeclRec>(t).flags = flags,
            Pool::Type => self.live_mut::<TypeRec>(t).flags = flags,
            Pool::Misc => self.live_mut::<MiscRec>(t).flags = flags,
        }
    }

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

    pub(crate) fn list(&self, t: Tree) -> &ListRec {
        self.live(t)
    }

    pub(crate) fn list_mut(&mut self, t: Tree) -> &mut ListRec {
        self.live_mut(t)
    }

    /// Allocates a declaration; `None` if the arena is full.
    pub(crate) fn new_decl(&mut self, rec: DeclRec) -> Option<Tree> {
        self.try_alloc(Pool::Decl, rec)
    }

    pub(crate) fn decl(&self, t: Tree) -> &DeclRec {
        self.live(t)
    }

    pub(crate) fn decl_mut(&mut self, t: Tree) -> &mut DeclRec {
        self.live_mut(t)
    }

    /// Allocates a type; `None` if the arena is full.
    pub(crate) fn new_type(&mut self, rec: TypeRec) -> Option<Tree> {
        self.try_alloc(Pool::Type, rec)
    }

    pub(crate) fn ty_rec(&self, t: Tree) -> &TypeRec {
        self.live(t)
    }

    pub(crate) fn ty_rec_mut(&mut self, t: Tree) -> &mut TypeRec {
        self.live_mut(t)
    }

    /// Allocates a node of the miscellaneous pool; `None` if the arena is full.
    pub(crate) fn new_misc(&mut self, rec: MiscRec) -> Option<Tree> {
        self.try_alloc(Pool::Misc, rec)
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

    /// Number of live type nodes.
    pub(crate) fn type_count(&self) -> usize {
        self.heap.live_count::<TypeRec>()
    }

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

fn valid_head(h: Head) -> bool {
    ((h.get() & CODE_MASK) as usize) < TreeCode::ALL.len()
}
