//! Workloads of the `tree` crate, in the shapes GCC 12 was measured on through a plugin
//! calling GCC's own functions (1,000,000 operations each):
//!
//! | workload | GCC 12 | what |
//! |---|---|---|
//! | `tree_build2_chain` | 31.2 ns/node, 40 B/node, 41.2 B RSS/node | build2 (PLUS_EXPR, integer_type_node, previous, pool[i % 1028]); pool: 1,024 INTEGER_CSTs + 4 VAR_DECLs |
//! | `tree_cons_list` | 20.7 ns, 40 B/node | tree_cons (NULL, pool value, list) |
//! | `tree_ident_new` | 267 ns | get_identifier of new names "id%d" (formatted before the loop, as GCC's plugin does) |
//! | `tree_ident_hit` | 92 ns | get_identifier of existing names, in the order they were made |
//! | `tree_int_cst_new` | 436 ns, 24 B/node | build_int_cst (integer_type_node, new value) |
//! | `tree_int_cst_hit` | 183 ns | build_int_cst (integer_type_node, existing value) |
//! | `tree_alloc_floor` | — | a plain `Vec` push of 20-byte records: the page-fault floor |
//! | `tree_alloc_floor_warm` | — | the same push into memory a first push touched (the `Vec` cleared, its capacity kept): the memory floor under every warm build |
//! | `tree_alloc_floor_warm_40` | — | the same push of GCC's 40-byte tree_list records: the floor under GCC's warm tree_cons, and how the floor grows with a node's bytes |
//! | `tree_build2_chain_warm` | GCC's `build_plus_expr_deep_warm` | build2 chain rebuilt into memory a collection freed (build N, collect with only the operands rooted, build N again; the second build is timed) |
//! | `tree_cons_list_warm` | GCC's `build_tree_list_warm` | the same for tree_cons |
//! | `tree_cons_floor_warm` | — | the same phases in a hand-written replica of only what a generation-checked store must do (see `store_floor.rs`): the floor under `tree_cons_list_warm` |
//! | `tree_build2_floor_warm` | — | the same for build2 (`store_floor.rs`): the floor under `tree_build2_chain_warm` |
//! | `tree_cons_flat_warm`, `tree_build2_flat_warm` | — | the replicas again, with the handle check laid out for speed (one generation table for every pool, indexed by the handle shifted; see `store_floor_flat.rs`): a prototype of how far a redesigned check alone could go |
//! | `tree_churn` | — | a 100,000-node live chain; 200 cycles of N build2 nodes built, dropped and collected; reports RSS and slots at cycles 1, 10 and 200 (ns per node includes the collections) |
//!
//! The warm and churn workloads pick operands as GCC's plugin does (`op_for`: even i → one
//! of the 1,024 constants, odd i → one of the 4 variables) and report `cpu=` (thread CPU
//! ns per op) first in `extra`, the figure to compare with the plugin's `cpu=`.
//!
//! `extra` reports the arena's heap bytes per node built (pools, side tables and hash tables
//! included, vectors at their capacity), the RSS growth per node and the peak RSS.

use std::hint::black_box;
use std::time::Instant;

use ::tree::{Location, Tree, TreeCode, TreeContext};

use crate::harness::{Measurement, Workload, current_rss_bytes, peak_rss_bytes, thread_cpu_ns};

const DEFAULT: u64 = 1_000_000;

/// The `tree` workloads.
pub(crate) fn workloads() -> Vec<Workload> {
    macro_rules! w {
        ($name:literal, $f:expr) => {
            Workload {
                name: $name,
                default_count: DEFAULT,
                run: $f,
            }
        };
    }
    vec![
        w!("tree_build2_chain", build2_chain),
        w!("tree_cons_list", cons_list),
        w!("tree_ident_new", ident_new),
        w!("tree_ident_hit", ident_hit),
        w!("tree_int_cst_new", int_cst_new),
        w!("tree_int_cst_hit", int_cst_hit),
        w!("tree_alloc_floor", alloc_floor),
        w!("tree_alloc_floor_warm", alloc_floor_warm),
        w!("tree_alloc_floor_warm_40", alloc_floor_warm_40),
        w!("tree_build2_chain_warm", build2_chain_warm),
        w!("tree_cons_list_warm", cons_list_warm),
        w!("tree_cons_floor_warm", crate::store_floor::cons_floor_warm),
        w!(
            "tree_build2_floor_warm",
            crate::store_floor::build2_floor_warm
        ),
        w!(
            "tree_cons_flat_warm",
            crate::store_floor_flat::cons_flat_warm
        ),
        w!(
            "tree_build2_flat_warm",
            crate::store_floor_flat::build2_flat_warm
        ),
        w!("tree_churn", churn),
    ]
}

/// Memory figures of the measured part: arena bytes and RSS growth per node, peak RSS.
fn memory_extra(
    tc: &TreeContext,
    heap_before: usize,
    rss_before: Option<u64>,
    n: u64,
    acc: u64,
) -> String {
    let heap = (tc.heap_bytes() - heap_before) as f64 / n.max(1) as f64;
    let rss = match (rss_before, current_rss_bytes()) {
        (Some(b), Some(a)) => format!("{:.1}", a.saturating_sub(b) as f64 / n.max(1) as f64),
        _ => "?".into(),
    };
    let peak =
        peak_rss_bytes().map_or_else(|| "?".into(), |p| format!("{:.1}MiB", p as f64 / 1048576.0));
    format!(" bytes/node={heap:.2} rss/node={rss} peak_rss={peak} acc={acc}")
}

fn operand_pool(tc: &mut TreeContext) -> Vec<Tree> {
    let int = tc.integer_type_node();
    let mut pool = Vec::with_capacity(1028);
    for i in 0..1024 {
        pool.push(tc.build_int_cst(Some(int), i * 7 + 3).expect("constant"));
    }
    for i in 0..4 {
        let name = tc.get_identifier(format!("v{i}"));
        pool.push(
            tc.build_decl(Location::UNKNOWN, TreeCode::VarDecl, Some(name), Some(int))
                .expect("decl"),
        );
    }
    pool
}

fn build2_chain(n: u64) -> Measurement {
    let mut tc = TreeContext::new();
    let pool = operand_pool(&mut tc);
    let int = Some(tc.integer_type_node());
    let (heap0, rss0) = (tc.heap_bytes(), current_rss_bytes());
    let cpu0 = thread_cpu_ns();
    let start = Instant::now();
    let mut prev = pool[0];
    for i in 0..n as usize {
        prev = tc
            .build2(
                TreeCode::PlusExpr,
                int,
                Some(prev),
                Some(pool[i % pool.len()]),
            )
            .expect("build2");
    }
    let elapsed = start.elapsed();
    let cpu = cpu_per_op(cpu0, n);
    let acc = u64::from(black_box(prev).to_raw());
    Measurement {
        elapsed,
        extra: cpu + &memory_extra(&tc, heap0, rss0, n, acc),
    }
}

fn cons_list(n: u64) -> Measurement {
    let mut tc = TreeContext::new();
    let pool = operand_pool(&mut tc);
    let (heap0, rss0) = (tc.heap_bytes(), current_rss_bytes());
    let cpu0 = thread_cpu_ns();
    let start = Instant::now();
    let mut list = None;
    for i in 0..n as usize {
        list = Some(tc.tree_cons(None, Some(pool[i & 1023]), list));
    }
    let elapsed = start.elapsed();
    let cpu = cpu_per_op(cpu0, n);
    let acc = u64::from(black_box(list).map_or(0, Tree::to_raw));
    Measurement {
        elapsed,
        extra: cpu + &memory_extra(&tc, heap0, rss0, n, acc),
    }
}

/// The floor under every building workload on this machine: pushing `n` records of a
/// PLUS_EXPR's 20 bytes onto a plain `Vec` (fresh memory, so its page faults are paid as
/// the arena pays them), no tree logic at all.
fn alloc_floor(n: u64) -> Measurement {
    let rss0 = current_rss_bytes();
    let cpu0 = thread_cpu_ns();
    let start = Instant::now();
    let mut v: Vec<[u32; 5]> = Vec::new();
    for i in 0..n as u32 {
        v.push([i, i ^ 1, i ^ 2, i ^ 3, i ^ 4]);
    }
    let elapsed = start.elapsed();
    let cpu = cpu_per_op(cpu0, n);
    let acc = black_box(&v).len() as u64;
    let rss = match (rss0, current_rss_bytes()) {
        (Some(b), Some(a)) => format!("{:.1}", a.saturating_sub(b) as f64 / n.max(1) as f64),
        _ => "?".into(),
    };
    Measurement {
        elapsed,
        extra: cpu + &format!(" Vec<[u32; 5]> push: rss/node={rss} acc={acc}"),
    }
}

/// The memory floor under the warm builds: `n` records of 20 bytes pushed onto a `Vec`
/// whose memory a first push of `n` touched (cleared, capacity kept), as a warm build writes
/// into slots a collection freed; each record holds the previous index, as a chain's node
/// holds the previous node. No check, no generation, no bitmap: what the memory system
/// allows this machine, against which a store's warm figure (and GCC's) can be read.
fn alloc_floor_warm(n: u64) -> Measurement {
    push_into_touched::<5>(n)
}

/// [`alloc_floor_warm`] with GCC's 40-byte tree_list records: set beside the 20-byte push,
/// it shows how the floor grows with the bytes a node writes (at 1M nodes the records
/// outgrow the caches), and GCC's warm tree_cons against it how far GCC is from its own.
fn alloc_floor_warm_40(n: u64) -> Measurement {
    push_into_touched::<10>(n)
}

/// `n` records of `W` 32-bit words pushed into memory a first push touched (see
/// [`alloc_floor_warm`]).
fn push_into_touched<const W: usize>(n: u64) -> Measurement {
    let push = |v: &mut Vec<[u32; W]>| {
        let mut prev = 0;
        for i in 0..n as u32 {
            let mut record = [0; W];
            record[0] = 2;
            record[2] = prev;
            record[W - 1] = i;
            v.push(record);
            prev = i;
        }
    };
    let mut v: Vec<[u32; W]> = Vec::new();
    push(&mut v);
    black_box(&v);
    v.clear();
    let cpu0 = thread_cpu_ns();
    let start = Instant::now();
    push(&mut v);
    let elapsed = start.elapsed();
    let cpu = cpu_per_op(cpu0, n);
    let acc = black_box(&v).len() as u64;
    Measurement {
        elapsed,
        extra: cpu + &format!(" Vec<[u32; {W}]> push into touched memory: acc={acc}"),
    }
}

/// "id0", "id1", … "id<n-1>", formatted before the timed loop and laid end to end in one
/// buffer, as GCC's plugin does (its `sprintf ("id%ld")` into one block with an offset per
/// name): both sides then time get_identifier alone, reading each name from memory.
struct Names {
    bytes: Vec<u8>,
    /// Where name i starts; name i ends where name i + 1 starts (one more entry than names).
    starts: Vec<usize>,
}

impl Names {
    fn new(n: u64) -> Names {
        let mut names = Names {
            bytes: Vec::with_capacity(n as usize * 9),
            starts: Vec::with_capacity(n as usize + 1),
        };
        for i in 0..n {
            names.starts.push(names.bytes.len());
            names.bytes.extend_from_slice(format!("id{i}").as_bytes());
        }
        names.starts.push(names.bytes.len());
        names
    }

    #[inline]
    fn get(&self, i: usize) -> &[u8] {
        &self.bytes[self.starts[i]..self.starts[i + 1]]
    }
}

fn ident_new(n: u64) -> Measurement {
    let mut tc = TreeContext::new();
    let names = Names::new(n);
    let (heap0, rss0) = (tc.heap_bytes(), current_rss_bytes());
    let mut acc = 0u64;
    let cpu0 = thread_cpu_ns();
    let start = Instant::now();
    for i in 0..n as usize {
        acc = acc.wrapping_add(u64::from(tc.get_identifier(names.get(i)).to_raw()));
    }
    let elapsed = start.elapsed();
    let cpu = cpu_per_op(cpu0, n);
    Measurement {
        elapsed,
        extra: cpu + &memory_extra(&tc, heap0, rss0, n, black_box(acc)),
    }
}

fn ident_hit(n: u64) -> Measurement {
    let mut tc = TreeContext::new();
    let names = Names::new(n);
    for i in 0..n as usize {
        tc.get_identifier(names.get(i));
    }
    let mut acc = 0u64;
    let cpu0 = thread_cpu_ns();
    let start = Instant::now();
    for i in 0..n as usize {
        acc = acc.wrapping_add(u64::from(tc.get_identifier(names.get(i)).to_raw()));
    }
    let elapsed = start.elapsed();
    let cpu = cpu_per_op(cpu0, n);
    let peak =
        peak_rss_bytes().map_or_else(|| "?".into(), |p| format!("{:.1}MiB", p as f64 / 1048576.0));
    Measurement {
        elapsed,
        extra: cpu + &format!(" identifiers={} peak_rss={peak} acc={}", n, black_box(acc)),
    }
}

fn int_cst_new(n: u64) -> Measurement {
    let mut tc = TreeContext::new();
    let int = Some(tc.integer_type_node());
    let (heap0, rss0) = (tc.heap_bytes(), current_rss_bytes());
    let mut acc = 0u64;
    let cpu0 = thread_cpu_ns();
    let start = Instant::now();
    // Values past the global nodes' small constants, so every one is new.
    for i in 0..n as i64 {
        acc = acc.wrapping_add(u64::from(
            tc.build_int_cst(int, 1000 + i).expect("cst").to_raw(),
        ));
    }
    let elapsed = start.elapsed();
    let cpu = cpu_per_op(cpu0, n);
    Measurement {
        elapsed,
        extra: cpu + &memory_extra(&tc, heap0, rss0, n, black_box(acc)),
    }
}

fn int_cst_hit(n: u64) -> Measurement {
    let mut tc = TreeContext::new();
    let int = Some(tc.integer_type_node());
    for i in 0..n as i64 {
        tc.build_int_cst(int, 1000 + i).expect("cst");
    }
    let mut acc = 0u64;
    let cpu0 = thread_cpu_ns();
    let start = Instant::now();
    for i in 0..n as i64 {
        acc = acc.wrapping_add(u64::from(
            tc.build_int_cst(int, 1000 + i).expect("cst").to_raw(),
        ));
    }
    let elapsed = start.elapsed();
    let cpu = cpu_per_op(cpu0, n);
    let peak =
        peak_rss_bytes().map_or_else(|| "?".into(), |p| format!("{:.1}MiB", p as f64 / 1048576.0));
    Measurement {
        elapsed,
        extra: cpu + &format!(" constants={n} peak_rss={peak} acc={}", black_box(acc)),
    }
}

/// `cpu=<ns>`: the thread CPU time since `cpu0`, per op.
fn cpu_per_op(cpu0: Option<u64>, n: u64) -> String {
    let ns = cpu0.zip(thread_cpu_ns()).map(|(a, b)| b.saturating_sub(a));
    ns.map_or_else(
        || "cpu=?".into(),
        |ns| format!("cpu={:.3}", ns as f64 / n.max(1) as f64),
    )
}

/// GCC's plugin's `op_for`: even `i` → one of the 1,024 constants, odd `i` → one of the 4
/// variables (`pool` is [`operand_pool`]'s).
#[inline]
fn op_for(pool: &[Tree], i: usize) -> Tree {
    if i & 1 == 1 {
        pool[1024 + ((i >> 1) & 3)]
    } else {
        pool[(i >> 1) & 1023]
    }
}

fn chain_of(tc: &mut TreeContext, pool: &[Tree], n: u64) -> Tree {
    let int = Some(tc.integer_type_node());
    let mut e = pool[1024];
    for i in 0..n as usize {
        e = tc
            .build2(TreeCode::PlusExpr, int, Some(e), Some(op_for(pool, i)))
            .expect("build2");
    }
    e
}

fn list_of(tc: &mut TreeContext, pool: &[Tree], n: u64) -> Option<Tree> {
    let mut l = None;
    for i in 0..n as usize {
        l = Some(tc.tree_cons(None, Some(op_for(pool, i)), l));
    }
    l
}

/// Thread CPU time and wall time of `f`.
fn timed<R>(f: impl FnOnce() -> R) -> (R, std::time::Duration, u64) {
    let cpu0 = thread_cpu_ns().unwrap_or(0);
    let start = Instant::now();
    let r = f();
    let elapsed = start.elapsed();
    (
        r,
        elapsed,
        thread_cpu_ns().unwrap_or(0).saturating_sub(cpu0),
    )
}

/// Builds `n` nodes with `build`, collects them with only the operands rooted, and times a
/// second build of `n` into the freed memory.
fn warm(n: u64, build: fn(&mut TreeContext, &[Tree], u64) -> u64) -> Measurement {
    let mut tc = TreeContext::new();
    let mut pool = operand_pool(&mut tc);
    black_box(build(&mut tc, &pool, n));
    tc.collect(&mut pool).expect("collect");
    let rss0 = current_rss_bytes();
    let (acc, elapsed, cpu) = timed(|| build(&mut tc, &pool, n));
    let rss = match (rss0, current_rss_bytes()) {
        (Some(b), Some(a)) => format!("{:.1}", a.saturating_sub(b) as f64 / n.max(1) as f64),
        _ => "?".into(),
    };
    Measurement {
        elapsed,
        extra: format!(
            "cpu={:.3} rss/node={rss} acc={}",
            cpu as f64 / n.max(1) as f64,
            black_box(acc)
        ),
    }
}

fn build2_chain_warm(n: u64) -> Measurement {
    warm(n, |tc, pool, n| u64::from(chain_of(tc, pool, n).to_raw()))
}

fn cons_list_warm(n: u64) -> Measurement {
    warm(n, |tc, pool, n| {
        list_of(tc, pool, n).map_or(0, |t| u64::from(t.to_raw()))
    })
}

/// Live nodes the churn workload keeps, and its cycles.
const CHURN_LIVE: u64 = 100_000;
const CHURN_CYCLES: u32 = 200;

/// Slots of every arena (allocated or free, retired included).
fn slots(tc: &TreeContext) -> u64 {
    tc.heap().statistics().types.iter().map(|t| t.slots).sum()
}

fn churn(n: u64) -> Measurement {
    let mut tc = TreeContext::new();
    let mut roots = operand_pool(&mut tc);
    let live = chain_of(&mut tc, &roots, CHURN_LIVE);
    roots.push(live);
    let mut notes = Vec::new();
    let (_, elapsed, cpu) = timed(|| {
        for cycle in 1..=CHURN_CYCLES {
            black_box(chain_of(&mut tc, &roots, n));
            tc.collect(&mut roots).expect("collect");
            if matches!(cycle, 1 | 10 | CHURN_CYCLES) {
                let rss = current_rss_bytes()
                    .map_or_else(|| "?".into(), |b| format!("{:.1}MiB", b as f64 / 1048576.0));
                notes.push(format!("c{cycle}: rss={rss} slots={}", slots(&tc)));
            }
        }
    });
    let built = n * u64::from(CHURN_CYCLES);
    Measurement {
        elapsed: elapsed / CHURN_CYCLES,
        extra: format!(
            "cpu={:.3} live={} {}",
            cpu as f64 / built.max(1) as f64,
            tc.node_count(),
            notes.join(" ")
        ),
    }
}
