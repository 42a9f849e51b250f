//! The pools' arenas: which pool a code's nodes live in, the arenas the store holds (one
//! per record type), and reaching a node's record in them.

use ggc::{Gty, Heap, HeldArena};

use super::Store;
use super::records::{DeclRec, Exp2Rec, ExpNRec, IdentRec, IntRec, ListRec, MiscRec, TypeRec};
use super::view::ArenaRef;

use crate::nodes::handle::{Pool, Tree};
use crate::{TreeCode, TreeStruct};

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
    pub(super) int: HeldArena<IntRec>,
    list: HeldArena<ListRec>,
    pub(super) ident: HeldArena<IdentRec>,
    decl: HeldArena<DeclRec>,
    ty: HeldArena<TypeRec>,
    misc: HeldArena<MiscRec>,
    /// Each pool's arena number in the heap, in [`Pool`] order.
    pub(super) numbers: [u32; 8],
}

impl Arenas {
    /// Takes every pool's objects out of `heap`.
    pub(super) fn hold(heap: &mut Heap) -> Arenas {
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

impl Store {
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
    pub(super) fn live<T: PoolRec>(&self, t: Tree) -> &T {
        match self.rec(t) {
            Some(r) => r,
            None => panic!("internal error: {t:?} was checked live but is not"),
        }
    }

    #[inline]
    pub(super) fn live_mut<T: PoolRec>(&mut self, t: Tree) -> &mut T {
        match self.rec_mut(t) {
            Some(r) => r,
            None => panic!("internal error: {t:?} was checked live but is not"),
        }
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

    /// Whether `t` names a live type: build2's fast path checks its result type with one
    /// arena's generations, where [`Store::is_live`] picks the arena from the handle.
    #[inline(always)]
    pub(crate) fn is_live_type(&self, t: Tree) -> bool {
        let (index, generation) = t.parts();
        t.pool() == Pool::Type && self.arenas.ty.is_live_at(index, generation)
    }
}
