//! `tree_cons_floor_warm`: the least a store with generation-checked 4-byte handles does for
//! one warm `tree_cons`, written out by hand in safe Rust, so that the real
//! `tree_cons_list_warm` can be set against a floor measured in the same run as GCC.
//!
//! What the replica keeps from the real store's contract, and nothing more:
//! - each operand is checked before use: NULL_TREE passes; otherwise the handle's pool tag
//!   picks that pool's generation bytes, the index must be in range and the byte must equal
//!   the handle's generation (a stale or forged handle is refused, never followed);
//! - the slot comes from a reserved bitmap word (lowest free bit first), its generation
//!   byte is bumped, the live count is kept exact, the 20-byte TREE_LIST record is stored
//!   and the handle is built.
//!
//! What it leaves out, which the real store must do: statistics of bytes, the allocation
//! rules changing under a reservation (the cap, checking mode), arenas growing, error
//! values that say what was wrong, and every other tree code. Its figure is therefore a
//! floor, not a design: the real store cannot be faster than it on this machine.
//!
//! `extra` has `cpu=` (thread CPU ns per node) and, for comparison, `unchecked=`: the same
//! loop with the three operand checks left out (what no safe store may do).

use std::hint::black_box;
use std::time::{Duration, Instant};

use crate::harness::{Measurement, thread_cpu_ns};

const POOLS: usize = 8;
const LIST_POOL: usize = 3;
const OPERAND_POOL: usize = 1;
const GEN_BITS: u32 = 5;
const INDEX_BITS: u32 = 24;

/// A TREE_LIST record as the real store lays it out: head, TREE_TYPE, TREE_CHAIN,
/// TREE_PURPOSE, TREE_VALUE.
#[derive(Clone, Copy, Default)]
struct ListRec {
    _head: u32,
    _ty: u32,
    _chain: u32,
    _purpose: u32,
    _value: u32,
}

#[derive(Default)]
struct Pool {
    gens: Vec<u8>,
    slots: Vec<ListRec>,
    /// The word of `taken` being handed out, and its slots not handed out yet.
    word: usize,
    reserved: u64,
    taken: Vec<u64>,
    live: u64,
}

/// A handle: pool (3 bits), generation (5 bits), index (24 bits); 0 is NULL_TREE.
fn handle(pool: usize, generation: u8, index: usize) -> u32 {
    (pool as u32) << (GEN_BITS + INDEX_BITS)
        | u32::from(generation & 31) << INDEX_BITS
        | index as u32
}

struct Store {
    pools: [Pool; POOLS],
}

impl Store {
    #[inline(always)]
    fn is_live(&self, t: u32) -> bool {
        if t == 0 {
            return true;
        }
        let pool = (t >> (GEN_BITS + INDEX_BITS)) as usize;
        let generation = ((t >> INDEX_BITS) & 31) as u8;
        let index = (t & ((1 << INDEX_BITS) - 1)) as usize;
        self.pools[pool]
            .gens
            .get(index)
            .is_some_and(|&g| g & 31 == generation)
    }

    #[inline(always)]
    fn tree_cons<const CHECK: bool>(&mut self, purpose: u32, value: u32, chain: u32) -> u32 {
        if CHECK && !(self.is_live(purpose) & self.is_live(value) & self.is_live(chain)) {
            panic!("tree_cons: a handle names no live node");
        }
        let pool = &mut self.pools[LIST_POOL];
        if pool.reserved == 0 {
            pool.reserve();
        }
        let free = pool.reserved;
        pool.reserved = free & (free - 1);
        let index = pool.word * 64 + free.trailing_zeros() as usize;
        let g = &mut pool.gens[index];
        *g = g.wrapping_add(1);
        let generation = *g;
        pool.live += 1;
        pool.slots[index] = ListRec {
            _head: 2,
            _ty: 0,
            _chain: chain,
            _purpose: purpose,
            _value: value,
        };
        handle(LIST_POOL, generation, index)
    }
}

impl Pool {
    /// Takes the next word with a free slot (after a collection every word has some).
    #[cold]
    #[inline(never)]
    fn reserve(&mut self) {
        let Some(w) = (self.word..self.taken.len()).find(|&w| self.taken[w] != u64::MAX) else {
            panic!("tree_cons floor: the replica's arena is full");
        };
        self.word = w;
        self.reserved = !self.taken[w];
        self.taken[w] = u64::MAX;
    }

    /// A collection with nothing rooted: every live slot freed (its generation made even).
    fn free_all(&mut self) {
        for g in &mut self.gens {
            *g = g.wrapping_add(*g & 1);
        }
        self.taken.fill(0);
        (self.word, self.reserved, self.live) = (0, 0, 0);
    }
}

fn build<const CHECK: bool>(s: &mut Store, operands: &[u32], n: usize) -> u32 {
    let mut list = 0;
    for i in 0..n {
        list = s.tree_cons::<CHECK>(0, operands[i & 1023], list);
    }
    list
}

/// Builds `n` nodes, frees them, and times a second build into the freed slots: the same
/// phases as `tree_cons_list_warm`.
fn warm<const CHECK: bool>(n: usize) -> (u64, Duration, u32) {
    let words = n.div_ceil(64);
    let mut s = Store {
        pools: Default::default(),
    };
    let list = &mut s.pools[LIST_POOL];
    list.gens = vec![0; words * 64];
    list.slots = vec![ListRec::default(); words * 64];
    list.taken = vec![0; words];
    // 1,024 live operands, as the real workload's constants.
    s.pools[OPERAND_POOL].gens = vec![1; 1024];
    let operands: Vec<u32> = (0..1024).map(|i| handle(OPERAND_POOL, 1, i)).collect();
    black_box(build::<CHECK>(&mut s, &operands, n));
    s.pools[LIST_POOL].free_all();
    let cpu0 = thread_cpu_ns().unwrap_or(0);
    let start = Instant::now();
    let last = build::<CHECK>(&mut s, &operands, n);
    let elapsed = start.elapsed();
    let cpu = thread_cpu_ns().unwrap_or(0).saturating_sub(cpu0);
    assert_eq!(
        s.pools[LIST_POOL].live, n as u64,
        "tree_cons floor: live count"
    );
    (cpu, elapsed, black_box(last))
}

/// The `tree_cons_floor_warm` workload.
pub(crate) fn cons_floor_warm(n: u64) -> Measurement {
    let (checked, elapsed, last) = warm::<true>(n as usize);
    let (unchecked, _, _) = warm::<false>(n as usize);
    let per = |ns: u64| ns as f64 / n.max(1) as f64;
    Measurement {
        elapsed,
        extra: format!(
            "cpu={:.3} unchecked={:.3} acc={last}",
            per(checked),
            per(unchecked)
        ),
    }
}
