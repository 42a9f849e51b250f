//! `tree_cons_flat_warm` and `tree_build2_flat_warm`: the replicas of `store_floor.rs` with
//! their handle check laid out for speed, to measure how far a redesign of the check alone
//! could take the warm builds. Not the real store's design, and not a floor any more: a
//! prototype, set against GCC and the other replicas in the same run.
//!
//! The contract is `store_floor.rs`'s (every operand checked before use, a stale or forged
//! handle refused, exact live counts, the same records and reserved bitmap words); only
//! where generations live and how a handle is laid out differ:
//! - one table holds the generation of every slot of every pool, at `pool << 24 | index`,
//!   so that a check is one shift, one load and one comparison, with no pool dispatch and
//!   no bounds check (the table has all 2^27 entries; the allocator maps its pages lazily);
//! - a handle is pool (3 bits), index (24), generation (5): the table index is the
//!   handle shifted right by 5, and the generation its low bits;
//! - a live slot's byte is its generation with [`LIVE`] set, so that a free slot's byte
//!   (and an untouched one, 0) matches no handle; slot 0 of every pool is never handed out
//!   and slot 0 of pool 0 stays "live at generation 0", so NULL_TREE (handle 0) passes the
//!   same check with no branch of its own.
//!
//! What it costs that the real store would pay too: 128 MiB of address space per context
//! for the table, and a slot's reuse window of 32 generations.

use crate::harness::Measurement;
use crate::store_floor::{
    CODE_BITS, CONSTANT, DECL_POOL, EXP2_POOL, INT_POOL, LIST_POOL, POOLS, Pool, READONLY, Rec,
    Replica, TREE_LIST, TYPE_POOL, cons_list, floor, plus_chain, result_flags,
};

/// Entries of the generation table: 8 pools of 2^24 slots.
const TABLE: usize = 1 << 27;
/// Set in a live slot's byte.
const LIVE: u8 = 0x20;
const GEN_MASK: u32 = 31;

/// A handle: pool (3 bits), index (24), generation (5); 0 is NULL_TREE.
fn handle(pool: usize, generation: u8, index: usize) -> u32 {
    ((pool << 24 | index) as u32) << 5 | u32::from(generation) & GEN_MASK
}

/// A pool with room for `n` nodes after slot 0, which it never hands out.
fn pool_with_room(n: usize) -> Pool {
    let mut p = Pool::with_room(n + 1);
    p.hold_slot_zero();
    p
}

/// The flat replica.
pub(crate) struct Flat {
    gens: Box<[u8; TABLE]>,
    pools: [Pool; POOLS],
}

impl Flat {
    /// Whether `t` names a live node (NULL_TREE included).
    #[inline(always)]
    fn is_live(&self, t: u32) -> bool {
        self.gens[(t >> 5) as usize] == (t & GEN_MASK) as u8 | LIVE
    }

    /// The record of a live `t` of `pool` (with `CHECK`, a panic if it is not live).
    #[inline(always)]
    fn rec<const CHECK: bool>(&self, pool: usize, t: u32) -> &Rec {
        if CHECK && (t == 0 || !self.is_live(t)) {
            panic!("flat replica: an operand names no live node");
        }
        &self.pools[pool].slots[(t >> 5) as usize & ((1 << 24) - 1)]
    }

    /// Makes slot `index` of `pool` live at its next generation; returns the handle.
    #[inline(always)]
    fn alloc(&mut self, pool: usize, rec: Rec) -> u32 {
        let p = &mut self.pools[pool];
        let index = p.take_slot();
        p.slots[index] = rec;
        let g = &mut self.gens[(pool << 24 | index) & (TABLE - 1)];
        let generation = (*g + 1) & GEN_MASK as u8;
        *g = generation | LIVE;
        handle(pool, generation, index)
    }

    /// Makes the first `n` slots of `pool` (after slot 0) live, as ready operands.
    fn operands(&mut self, pool: usize, n: usize) -> Vec<u32> {
        self.pools[pool] = pool_with_room(n);
        (0..n).map(|_| self.alloc(pool, Rec::default())).collect()
    }
}

impl Replica for Flat {
    fn with_operands(pool: usize, n: usize) -> (Flat, Vec<u32>, u32) {
        let gens = match vec![0u8; TABLE].into_boxed_slice().try_into() {
            Ok(g) => g,
            Err(_) => unreachable!("the table has TABLE entries"),
        };
        let mut s = Flat {
            gens,
            pools: Default::default(),
        };
        s.gens[0] = LIVE;
        let mut operands = s.operands(INT_POOL, 1024);
        operands.extend(s.operands(DECL_POOL, 4));
        let ty = s.operands(TYPE_POOL, 1)[0];
        s.pools[pool] = pool_with_room(n);
        (s, operands, ty)
    }

    fn free_all(&mut self, pool: usize) {
        let slots = self.pools[pool].slots.len();
        for g in &mut self.gens[pool << 24..(pool << 24) + slots] {
            *g &= !LIVE;
        }
        if pool == EXP2_POOL {
            self.gens[0] = LIVE;
        }
        self.pools[pool].free_all();
        self.pools[pool].hold_slot_zero();
    }

    fn live(&self, pool: usize) -> u64 {
        self.pools[pool].live
    }

    #[inline(always)]
    fn tree_cons<const CHECK: bool>(&mut self, purpose: u32, value: u32, chain: u32) -> u32 {
        if CHECK && !(self.is_live(purpose) & self.is_live(value) & self.is_live(chain)) {
            panic!("flat replica: a tree_cons handle names no live node");
        }
        self.alloc(LIST_POOL, [TREE_LIST, 0, chain, purpose, value])
    }

    #[inline(always)]
    fn build2<const CHECK: bool>(&mut self, code: u32, ty: u32, a0: u32, a1: u32) -> u32 {
        if CHECK && !self.is_live(ty) {
            panic!("flat replica: the type names no live node");
        }
        let flags = |t: u32| match (t >> 29) as usize {
            EXP2_POOL => self.rec::<CHECK>(EXP2_POOL, t)[0] >> CODE_BITS,
            DECL_POOL => self.rec::<CHECK>(DECL_POOL, t)[0],
            INT_POOL => {
                if CHECK && !self.is_live(t) {
                    panic!("flat replica: an operand names no live node");
                }
                CONSTANT | READONLY
            }
            _ => panic!("flat replica: an operand of a kind it leaves out"),
        };
        let (f0, f1) = (flags(a0), flags(a1));
        self.alloc(
            EXP2_POOL,
            [code | result_flags(f0, f1) << CODE_BITS, ty, 0, a0, a1],
        )
    }
}

/// The `tree_cons_flat_warm` workload.
pub(crate) fn cons_flat_warm(n: u64) -> Measurement {
    floor::<Flat>(LIST_POOL, cons_list::<_, true>, cons_list::<_, false>, n)
}

/// The `tree_build2_flat_warm` workload.
pub(crate) fn build2_flat_warm(n: u64) -> Measurement {
    floor::<Flat>(EXP2_POOL, plus_chain::<_, true>, plus_chain::<_, false>, n)
}
