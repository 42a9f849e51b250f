//! Workloads of the `ggc` crate: marking and sweeping GCC's object graphs.
//!
//! `ggc_mark_chain`, `ggc_mark_list` and `ggc_sweep` collect real tree nodes — the
//! context's heap, with its global nodes and weak caches as GCC's `ggc_collect` has them:
//! a 1,000,000-deep PLUS_EXPR chain (each node `build2 (PLUS_EXPR, integer_type_node,
//! previous, integer_one_node)`) and a 1,000,000-long TREE_LIST built with `tree_cons`.
//! The live set hangs off one root; `ggc_mark_*` time a forced collection that keeps all of
//! it, `ggc_sweep` drops the root and times the collection that frees it.
//!
//! The `_native` variants collect ggc-native types of the same shapes (a PLUS_EXPR-shaped
//! struct, a TREE_LIST-shaped one with `chain_next`): the collector alone, without the tree
//! handles' arena dispatch.

use std::time::{Duration, Instant};

use ::tree::{Tree, TreeCode, TreeContext};
use ggc::{Gc, Gty, Heap};

use crate::harness::{Measurement, Workload, peak_rss_bytes, thread_cpu_ns};

/// The code field of the node shapes (an enum, as GCC's tree code).
#[derive(Gty, Clone, Copy)]
enum Code {
    PlusExpr,
    TreeList,
    IntegerCst,
    IntegerType,
}

/// PLUS_EXPR-shaped: code, TREE_TYPE, two operands.
#[derive(Gty)]
struct PlusExpr {
    code: Code,
    ty: Option<Gc<TypeNode>>,
    op0: Option<Gc<PlusExpr>>,
    op1: Option<Gc<IntCst>>,
}

/// TREE_LIST-shaped: code, TREE_PURPOSE, TREE_VALUE, TREE_CHAIN.
#[derive(Gty)]
#[gty(chain_next = h.chain)]
struct TreeList {
    code: Code,
    purpose: Option<Gc<IntCst>>,
    value: Option<Gc<IntCst>>,
    chain: Option<Gc<TreeList>>,
}

/// INTEGER_CST-shaped: code, type, one HOST_WIDE_INT.
#[derive(Gty)]
struct IntCst {
    code: Code,
    ty: Option<Gc<TypeNode>>,
    value: i64,
}

/// A stand-in for `integer_type_node`.
#[derive(Gty)]
struct TypeNode {
    code: Code,
    precision: u16,
}

const REPEATS: u32 = 5;

/// The fastest of `REPEATS` runs of `collect` (a forced collection returning how many
/// objects it marked) after one warm-up run (the first use of the bitmaps): the least
/// disturbed by other processes on a shared machine. Returns it, the objects marked, the
/// mean wall time and the mean CPU time.
fn best_of(mut collect: impl FnMut() -> u64) -> (Duration, u64, Duration, Option<u64>) {
    collect();
    let cpu = thread_cpu_ns();
    let mut best = Duration::MAX;
    let mut total = Duration::ZERO;
    let mut marked = 0;
    for _ in 0..REPEATS {
        let start = Instant::now();
        marked = collect();
        let t = start.elapsed();
        best = best.min(t);
        total += t;
    }
    let cpu = cpu
        .zip(thread_cpu_ns())
        .map(|(a, b)| (b - a) / u64::from(REPEATS));
    (best, marked, total / REPEATS, cpu)
}

/// [`best_of`] forced collections of a ggc heap with no extra roots.
fn per_collection(heap: &mut Heap) -> (Duration, u64, Duration, Option<u64>) {
    best_of(|| heap.collect_force(&mut ()).marked)
}

fn cpu_per(cpu: Option<u64>, n: u64) -> String {
    cpu.map_or_else(
        || "?".into(),
        |c| format!("{:.3}", c as f64 / n.max(1) as f64),
    )
}

fn rss_mb() -> String {
    peak_rss_bytes().map_or_else(|| "?".into(), |b| format!("{:.1}", b as f64 / 1e6))
}

fn build_chain(heap: &mut Heap, n: u64) -> Gc<PlusExpr> {
    let ty = heap.alloc(TypeNode {
        code: Code::IntegerType,
        precision: 32,
    });
    let one = heap.alloc(IntCst {
        code: Code::IntegerCst,
        ty: Some(ty),
        value: 1,
    });
    let mut e = heap.alloc(PlusExpr {
        code: Code::PlusExpr,
        ty: Some(ty),
        op0: None,
        op1: Some(one),
    });
    for _ in 1..n {
        e = heap.alloc(PlusExpr {
            code: Code::PlusExpr,
            ty: Some(ty),
            op0: Some(e),
            op1: Some(one),
        });
    }
    e
}

fn mark_chain(n: u64) -> Measurement {
    let mut heap = Heap::new();
    let root = build_chain(&mut heap, n);
    heap.add_root(root);
    let (elapsed, marked, mean, cpu) = per_collection(&mut heap);
    let bytes = heap.footprint_bytes() as f64 / heap.live_objects() as f64;
    Measurement {
        elapsed,
        extra: format!(
            "ggc-native PlusExpr ({} B + side tables), best of {REPEATS}: marked={marked} mean_ns/node={:.3} cpu_ns/node={} bytes/node={bytes:.2} peak_rss_mb={}",
            size_of::<PlusExpr>(),
            mean.as_nanos() as f64 / n as f64,
            cpu_per(cpu, n),
            rss_mb()
        ),
    }
}

fn mark_list(n: u64) -> Measurement {
    let mut heap = Heap::new();
    let ty = heap.alloc(TypeNode {
        code: Code::IntegerType,
        precision: 32,
    });
    let v = heap.alloc(IntCst {
        code: Code::IntegerCst,
        ty: Some(ty),
        value: 7,
    });
    let mut l = None;
    for _ in 0..n {
        l = Some(heap.alloc(TreeList {
            code: Code::TreeList,
            purpose: None,
            value: Some(v),
            chain: l,
        }));
    }
    heap.add_root(l.expect("n > 0"));
    let (elapsed, marked, mean, cpu) = per_collection(&mut heap);
    let bytes = heap.footprint_bytes() as f64 / heap.live_objects() as f64;
    Measurement {
        elapsed,
        extra: format!(
            "ggc-native TreeList ({} B + side tables), best of {REPEATS}: marked={marked} mean_ns/node={:.3} cpu_ns/node={} bytes/node={bytes:.2} peak_rss_mb={}",
            size_of::<TreeList>(),
            mean.as_nanos() as f64 / n as f64,
            cpu_per(cpu, n),
            rss_mb()
        ),
    }
}

fn sweep(n: u64) -> Measurement {
    let mut heap = Heap::new();
    let root = build_chain(&mut heap, n);
    let r = heap.add_root(root);
    heap.collect_force(&mut ());
    heap.remove_root(r).expect("root registered above");
    let cpu = thread_cpu_ns();
    let start = Instant::now();
    let report = heap.collect_force(&mut ());
    let elapsed = start.elapsed();
    let cpu = cpu.zip(thread_cpu_ns()).map(|(a, b)| b - a);
    Measurement {
        elapsed,
        extra: format!(
            "ggc-native PlusExpr chain: freed={} cpu_ns/node={} peak_rss_mb={}",
            report.freed,
            cpu_per(cpu, n),
            rss_mb()
        ),
    }
}

/// A tree context holding one live structure of `n` nodes, rooted by `root`.
fn tree_graph(n: u64, list: bool) -> (TreeContext, Vec<Tree>) {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let one = tc.integer_one_node();
    let mut top = one;
    if list {
        let mut l = None;
        for _ in 0..n {
            l = Some(tc.tree_cons(None, Some(one), l));
        }
        top = l.unwrap_or(one);
    } else {
        for _ in 0..n {
            top = tc
                .build2(TreeCode::PlusExpr, Some(int), Some(top), Some(one))
                .expect("integer PLUS_EXPR");
        }
    }
    (tc, vec![top])
}

fn tree_mark(n: u64, list: bool) -> Measurement {
    let (mut tc, mut roots) = tree_graph(n, list);
    let (elapsed, marked, mean, cpu) =
        best_of(|| tc.collect(&mut roots).expect("roots are live").marked);
    let bytes = tc.heap().footprint_bytes() as f64 / tc.node_count() as f64;
    Measurement {
        elapsed,
        extra: format!(
            "tree {} nodes, best of {REPEATS}: marked={marked} mean_ns/node={:.3} cpu_ns/node={} bytes/node={bytes:.2} peak_rss_mb={}",
            if list { "TREE_LIST" } else { "PLUS_EXPR" },
            mean.as_nanos() as f64 / n as f64,
            cpu_per(cpu, n),
            rss_mb()
        ),
    }
}

fn tree_sweep(n: u64) -> Measurement {
    let (mut tc, mut roots) = tree_graph(n, false);
    tc.collect(&mut roots).expect("roots are live");
    let cpu = thread_cpu_ns();
    let start = Instant::now();
    let report = tc.collect(&mut ()).expect("no roots");
    let elapsed = start.elapsed();
    let cpu = cpu.zip(thread_cpu_ns()).map(|(a, b)| b - a);
    Measurement {
        elapsed,
        extra: format!(
            "tree PLUS_EXPR chain: freed={} cpu_ns/node={} peak_rss_mb={}",
            report.freed,
            cpu_per(cpu, n),
            rss_mb()
        ),
    }
}

/// The `ggc` workloads.
pub(crate) fn workloads() -> Vec<Workload> {
    macro_rules! w {
        ($name:literal, $f:expr) => {
            Workload {
                name: $name,
                default_count: 1_000_000,
                run: $f,
            }
        };
    }
    vec![
        w!("ggc_mark_chain", |n| tree_mark(n, false)),
        w!("ggc_mark_list", |n| tree_mark(n, true)),
        w!("ggc_sweep", tree_sweep),
        w!("ggc_mark_chain_native", mark_chain),
        w!("ggc_mark_list_native", mark_list),
        w!("ggc_sweep_native", sweep),
    ]
}
