//! Criterion benchmarks of the hot builders: build2, tree_cons, get_identifier and
//! build_int_cst (the workloads example measures the same at 1,000,000 nodes).

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use tree::{TreeCode, TreeContext};

fn builders(c: &mut Criterion) {
    let mut g = c.benchmark_group("tree");
    g.bench_function("build2_plus_10k", |b| {
        b.iter(|| {
            let mut tc = TreeContext::new();
            let int = Some(tc.integer_type_node());
            let one = Some(tc.integer_one_node());
            let mut prev = tc.integer_zero_node();
            for _ in 0..10_000 {
                prev = tc
                    .build2(TreeCode::PlusExpr, int, Some(prev), one)
                    .expect("build2");
            }
            black_box(prev)
        })
    });
    g.bench_function("tree_cons_10k", |b| {
        b.iter(|| {
            let mut tc = TreeContext::new();
            let one = Some(tc.integer_one_node());
            let mut list = None;
            for _ in 0..10_000 {
                list = Some(tc.tree_cons(None, one, list));
            }
            black_box(list)
        })
    });
    let names: Vec<String> = (0..10_000).map(|i| format!("id{i}")).collect();
    g.bench_function("get_identifier_hit_10k", |b| {
        let mut tc = TreeContext::new();
        for n in &names {
            tc.get_identifier(n);
        }
        b.iter(|| {
            let mut acc = 0u32;
            for n in &names {
                acc ^= tc.get_identifier(n).to_raw();
            }
            black_box(acc)
        })
    });
    g.bench_function("build_int_cst_hit_10k", |b| {
        let mut tc = TreeContext::new();
        let int = Some(tc.integer_type_node());
        for v in 0..10_000 {
            tc.build_int_cst(int, v).expect("cst");
        }
        b.iter(|| {
            let mut acc = 0u32;
            for v in 0..10_000 {
                acc ^= tc.build_int_cst(int, v).expect("cst").to_raw();
            }
            black_box(acc)
        })
    });
    g.finish();
}

criterion_group!(benches, builders);
criterion_main!(benches);
