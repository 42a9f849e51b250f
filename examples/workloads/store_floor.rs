//! `tree_cons_floor_warm` and `tree_build2_floor_warm`: the least a store with
//! generation-checked 4-byte handles does for one warm `tree_cons` or `build2`, written out
//! by hand in safe Rust, so that the real `tree_cons_list_warm` and `tree_build2_chain_warm`
//! can be set against floors measured in the same run as GCC.
//!
//! What the replicas keep from the real store's contract, and nothing more:
//! - each operand is checked before use: NULL_TREE passes; otherwise the handle's pool tag
//!   picks that pool's generation bytes, the index must be in range and the byte must equal
//!   the handle's generation (a stale or forged handle is refused, never followed);
//! - build2 reads what its flags need: an expression operand's TREE_SIDE_EFFECTS,
//!   TREE_READONLY and TREE_CONSTANT from its record, a declaration's from its record, a
//!   constant's from its pool alone; and checks its type the same way;
//! - the slot comes from a reserved bitmap word (lowest free bit first), its generation
//!   byte is bumped, the live count is kept exact, the 20-byte record (TREE_LIST, or a
//!   two-operand expression) is stored and the handle is built.
//!
//! What they leave out, which the real store must do: statistics of bytes, the allocation
//! rules changing under a reservation (the cap, checking mode), arenas growing, error
//! values that say what was wrong, rare flags, divisions, and every other tree code. Their
//! figures are therefore floors, not designs: the real store cannot be faster than them on
//! this machine.
//!
//! `extra` has `cpu=` (thread CPU ns per node) and, for comparison, `unchecked=`: the same
//! loop with the operand checks left out (what no safe store may do).

use std::hint::black_box;
use std::time::{Duration, Instant};

use crate::harness::{Measurement, thread_cpu_ns};

pub(crate) const POOLS: usize = 8;
/// The real store's pool numbers.
pub(crate) const EXP2_POOL: usize = 0;
pub(crate) const INT_POOL: usize = 2;
pub(crate) const LIST_POOL: usize = 3;
pub(crate) const DECL_POOL: usize = 5;
pub(crate) const TYPE_POOL: usize = 6;
const GEN_BITS: u32 = 5;
const INDEX_BITS: u32 = 24;
/// The real store's head: the code in the low 9 bits, the inline flags above.
pub(crate) const CODE_BITS: u32 = 9;
pub(crate) const SIDE_EFFECTS: u32 = 1 << 0;
pub(crate) const CONSTANT: u32 = 1 << 1;
pub(crate) const READONLY: u32 = 1 << 4;
/// PLUS_EXPR's and TREE_LIST's codes in the real store (any fixed values would do).
const PLUS_EXPR: u32 = 71;
pub(crate) const TREE_LIST: u32 = 2;

/// A 20-byte record as the real store lays out TREE_LIST (head, TREE_TYPE, TREE_CHAIN,
/// TREE_PURPOSE, TREE_VALUE) and a two-operand expression (head, TREE_TYPE, locus,
/// operands); a declaration's replica keeps its flags in the first word.
pub(crate) type Rec = [u32; 5];

#[derive(Default)]
pub(crate) struct Pool {
    gens: Vec<u8>,
    pub(crate) slots: Vec<Rec>,
    /// The word of `taken` being handed out, and its slots not handed out yet.
    word: usize,
    reserved: u64,
    taken: Vec<u64>,
    pub(crate) live: u64,
}

/// A handle: pool (3 bits), generation (5 bits), index (24 bits); 0 is NULL_TREE.
fn handle(pool: usize, generation: u8, index: usize) -> u32 {
    (pool as u32) << (GEN_BITS + INDEX_BITS)
        | u32::from(generation & 31) << INDEX_BITS
        | index as u32
}

/// A handle's pool, generation and index.
#[inline(always)]
fn parts(t: u32) -> (usize, u8, usize) {
    (
        (t >> (GEN_BITS + INDEX_BITS)) as usize,
        ((t >> INDEX_BITS) & 31) as u8,
        (t & ((1 << INDEX_BITS) - 1)) as usize,
    )
}

struct Store {
    pools: [Pool; POOLS],
}

impl Store {
    /// A store whose pool `pool` has room for `n` nodes, with 1,024 live constants, four
    /// live declarations (flags 0) and one live type, as the real workloads' operands.
    fn new(pool: usize, n: usize) -> (Store, Vec<u32>, u32) {
        let mut s = Store {
            pools: Default::default(),
        };
        let p = &mut s.pools[pool];
        *p = Pool::with_room(n);
        p.gens = vec![0; p.slots.len()];
        s.pools[INT_POOL].gens = vec![1; 1024];
        s.pools[DECL_POOL].gens = vec![1; 4];
        s.pools[DECL_POOL].slots = vec![Rec::default(); 4];
        s.pools[TYPE_POOL].gens = vec![1];
        let mut operands: Vec<u32> = (0..1024).map(|i| handle(INT_POOL, 1, i)).collect();
        operands.extend((0..4).map(|i| handle(DECL_POOL, 1, i)));
        (s, operands, handle(TYPE_POOL, 1, 0))
    }

    #[inline(always)]
    fn is_live(&self, t: u32) -> bool {
        if t == 0 {
            return true;
        }
        let (pool, generation, index) = parts(t);
        self.pools[pool]
            .gens
            .get(index)
            .is_some_and(|&g| g & 31 == generation)
    }

    /// The record of `t`, which must name a live node (with `CHECK`, a panic otherwise).
    #[inline(always)]
    fn rec<const CHECK: bool>(&self, t: u32, what: &str) -> &Rec {
        if CHECK && (t == 0 || !self.is_live(t)) {
            panic!("floor: {what} names no live node");
        }
        let (pool, _, index) = parts(t);
        &self.pools[pool].slots[index]
    }

    /// An operand's TREE_SIDE_EFFECTS, TREE_READONLY and TREE_CONSTANT, as build2 reads
    /// them: from an expression's head or a declaration's flags; a constant's are fixed.
    #[inline(always)]
    fn operand_flags<const CHECK: bool>(&self, t: u32) -> u32 {
        match parts(t).0 {
            EXP2_POOL => self.rec::<CHECK>(t, "an operand")[0] >> CODE_BITS,
            DECL_POOL => self.rec::<CHECK>(t, "an operand")[0],
            INT_POOL => {
                if CHECK && !self.is_live(t) {
                    panic!("floor: an operand names no live node");
                }
                CONSTANT | READONLY
            }
            _ => panic!("floor: an operand of a kind the replica leaves out"),
        }
    }

    /// Takes the next reserved slot of `pool` for `rec`; returns the handle.
    #[inline(always)]
    fn alloc(&mut self, pool: usize, rec: Rec) -> u32 {
        let p = &mut self.pools[pool];
        let index = p.take_slot();
        let g = &mut p.gens[index];
        *g = g.wrapping_add(1);
        let generation = *g;
        p.slots[index] = rec;
        handle(pool, generation, index)
    }
}

/// The flags build2 gives its result from its operands': TREE_SIDE_EFFECTS if either has
/// it, TREE_READONLY and TREE_CONSTANT if both have them.
#[inline(always)]
pub(crate) fn result_flags(f0: u32, f1: u32) -> u32 {
    (f0 | f1) & SIDE_EFFECTS | f0 & f1 & (READONLY | CONSTANT)
}

impl Pool {
    /// A pool with room for `n` records (whole bitmap words of them) and no generations.
    pub(crate) fn with_room(n: usize) -> Pool {
        let words = n.div_ceil(64);
        Pool {
            slots: vec![Rec::default(); words * 64],
            taken: vec![0; words],
            ..Pool::default()
        }
    }

    /// Keeps slot 0 from being handed out, until the next [`Pool::free_all`].
    pub(crate) fn hold_slot_zero(&mut self) {
        self.taken[0] |= 1;
    }

    /// Takes the next reserved slot (counting it live) and returns its index.
    #[inline(always)]
    pub(crate) fn take_slot(&mut self) -> usize {
        if self.reserved == 0 {
            self.reserve();
        }
        let free = self.reserved;
        self.reserved = free & (free - 1);
        self.live += 1;
        self.word * 64 + free.trailing_zeros() as usize
    }

    /// Takes the next word with a free slot (after a collection every word has some).
    #[cold]
    #[inline(never)]
    fn reserve(&mut self) {
        let Some(w) = (self.word..self.taken.len()).find(|&w| self.taken[w] != u64::MAX) else {
            panic!("floor: the replica's arena is full");
        };
        self.word = w;
        self.reserved = !self.taken[w];
        self.taken[w] = u64::MAX;
    }

    /// A collection with nothing rooted: every live slot freed (its generation made even;
    /// a pool without generations only forgets its slots).
    pub(crate) fn free_all(&mut self) {
        for g in &mut self.gens {
            *g = g.wrapping_add(*g & 1);
        }
        self.taken.fill(0);
        (self.word, self.reserved, self.live) = (0, 0, 0);
    }
}

/// What the timed loops need of a replica: `store_floor_flat.rs` has a second one.
pub(crate) trait Replica: Sized {
    /// A replica whose pool `pool` has room for `n` nodes, with 1,024 live constants, four
    /// live declarations (flags 0) and one live type, as the real workloads' operands:
    /// the store, the operands (constants, then declarations) and the type.
    fn with_operands(pool: usize, n: usize) -> (Self, Vec<u32>, u32);
    /// A collection with nothing rooted: every node of `pool` freed.
    fn free_all(&mut self, pool: usize);
    /// How many nodes of `pool` are live.
    fn live(&self, pool: usize) -> u64;
    /// `tree_cons (purpose, value, chain)`, each handle checked with `CHECK`.
    fn tree_cons<const CHECK: bool>(&mut self, purpose: u32, value: u32, chain: u32) -> u32;
    /// `build2 (code, ty, a0, a1)`, each handle checked with `CHECK`.
    fn build2<const CHECK: bool>(&mut self, code: u32, ty: u32, a0: u32, a1: u32) -> u32;
}

impl Replica for Store {
    fn with_operands(pool: usize, n: usize) -> (Store, Vec<u32>, u32) {
        Store::new(pool, n)
    }
    fn free_all(&mut self, pool: usize) {
        self.pools[pool].free_all();
    }
    fn live(&self, pool: usize) -> u64 {
        self.pools[pool].live
    }
    #[inline(always)]
    fn tree_cons<const CHECK: bool>(&mut self, purpose: u32, value: u32, chain: u32) -> u32 {
        if CHECK && !(self.is_live(purpose) & self.is_live(value) & self.is_live(chain)) {
            panic!("tree_cons floor: a handle names no live node");
        }
        self.alloc(LIST_POOL, [TREE_LIST, 0, chain, purpose, value])
    }

    #[inline(always)]
    fn build2<const CHECK: bool>(&mut self, code: u32, ty: u32, a0: u32, a1: u32) -> u32 {
        if CHECK && !self.is_live(ty) {
            panic!("build2 floor: the type names no live node");
        }
        let (f0, f1) = (
            self.operand_flags::<CHECK>(a0),
            self.operand_flags::<CHECK>(a1),
        );
        self.alloc(
            EXP2_POOL,
            [code | result_flags(f0, f1) << CODE_BITS, ty, 0, a0, a1],
        )
    }
}

/// `tree_cons (NULL, operand, list)` n times.
pub(crate) fn cons_list<S: Replica, const CHECK: bool>(
    s: &mut S,
    operands: &[u32],
    _ty: u32,
    n: usize,
) -> u32 {
    let mut list = 0;
    for i in 0..n {
        list = s.tree_cons::<CHECK>(0, operands[i & 1023], list);
    }
    list
}

/// `build2 (PLUS_EXPR, int, previous, operand)` n times, the operands chosen as the real
/// workload's `op_for` does (even i: a constant, odd i: a declaration); the first
/// previous is a declaration.
pub(crate) fn plus_chain<S: Replica, const CHECK: bool>(
    s: &mut S,
    operands: &[u32],
    ty: u32,
    n: usize,
) -> u32 {
    let mut e = operands[1024];
    for i in 0..n {
        let op = if i % 2 == 0 {
            operands[(i / 2) % 1024]
        } else {
            operands[1024 + (i / 2) % 4]
        };
        e = s.build2::<CHECK>(PLUS_EXPR, ty, e, op);
    }
    e
}

/// One timed loop of a replica.
pub(crate) type Build<S> = fn(&mut S, &[u32], u32, usize) -> u32;

/// Builds `n` nodes into `pool`, frees them, and times a second build into the freed
/// slots: the same phases as the real warm workloads.
fn warm<S: Replica>(pool: usize, build: Build<S>, n: usize) -> (u64, Duration, u32) {
    let (mut s, operands, ty) = S::with_operands(pool, n);
    black_box(build(&mut s, &operands, ty, n));
    s.free_all(pool);
    let cpu0 = thread_cpu_ns().unwrap_or(0);
    let start = Instant::now();
    let last = build(&mut s, &operands, ty, n);
    let elapsed = start.elapsed();
    let cpu = thread_cpu_ns().unwrap_or(0).saturating_sub(cpu0);
    assert_eq!(s.live(pool), n as u64, "floor: live count");
    (cpu, elapsed, black_box(last))
}

/// A floor workload: the checked replica timed, the unchecked one for comparison.
pub(crate) fn floor<S: Replica>(
    pool: usize,
    checked: Build<S>,
    unchecked: Build<S>,
    n: u64,
) -> Measurement {
    let (cpu, elapsed, last) = warm(pool, checked, n as usize);
    let (cpu_unchecked, _, _) = warm(pool, unchecked, n as usize);
    let per = |ns: u64| ns as f64 / n.max(1) as f64;
    Measurement {
        elapsed,
        extra: format!(
            "cpu={:.3} unchecked={:.3} acc={last}",
            per(cpu),
            per(cpu_unchecked)
        ),
    }
}

/// The `tree_cons_floor_warm` workload.
pub(crate) fn cons_floor_warm(n: u64) -> Measurement {
    floor::<Store>(LIST_POOL, cons_list::<_, true>, cons_list::<_, false>, n)
}

/// The `tree_build2_floor_warm` workload.
pub(crate) fn build2_floor_warm(n: u64) -> Measurement {
    floor::<Store>(EXP2_POOL, plus_chain::<_, true>, plus_chain::<_, false>, n)
}
