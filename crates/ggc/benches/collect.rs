//! Collection speed on GCC-shaped graphs: marking a PLUS_EXPR chain and a TREE_LIST, and
//! sweeping a dead chain (the workloads' shapes, smaller counts).

use std::hint::black_box;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use ggc::{Gc, Gty, Heap, Params, Strategy};

#[derive(Gty)]
struct Leaf {
    value: i64,
}

#[derive(Gty)]
struct Plus {
    code: u16,
    ty: Option<Gc<Leaf>>,
    op0: Option<Gc<Plus>>,
    op1: Option<Gc<Leaf>>,
}

#[derive(Gty)]
#[gty(chain_next = h.chain)]
struct List {
    purpose: Option<Gc<Leaf>>,
    value: Option<Gc<Leaf>>,
    chain: Option<Gc<List>>,
}

const N: usize = 100_000;

fn chain(heap: &mut Heap) -> Gc<Plus> {
    let ty = heap.alloc(Leaf { value: 0 });
    let one = heap.alloc(Leaf { value: 1 });
    let mut e = heap.alloc(Plus {
        code: 0,
        ty: Some(ty),
        op0: None,
        op1: Some(one),
    });
    for _ in 1..N {
        e = heap.alloc(Plus {
            code: 0,
            ty: Some(ty),
            op0: Some(e),
            op1: Some(one),
        });
    }
    e
}

fn bench(c: &mut Criterion) {
    for strategy in [Strategy::MarkSweep, Strategy::Compacting] {
        let mut heap = Heap::with_params(Params {
            strategy,
            ..Params::default()
        });
        let root = chain(&mut heap);
        heap.add_root(root);
        c.bench_function(&format!("mark PLUS_EXPR chain 100k ({strategy:?})"), |b| {
            b.iter(|| black_box(heap.collect_force(&mut ())))
        });
    }

    let mut heap = Heap::new();
    let v = heap.alloc(Leaf { value: 7 });
    let mut l = None;
    for _ in 0..N {
        l = Some(heap.alloc(List {
            purpose: None,
            value: Some(v),
            chain: l,
        }));
    }
    heap.add_root(l.unwrap_or_else(|| unreachable!()));
    c.bench_function("mark TREE_LIST 100k", |b| {
        b.iter(|| black_box(heap.collect_force(&mut ())))
    });

    c.bench_function("sweep dead PLUS_EXPR chain 100k", |b| {
        b.iter_batched(
            || {
                let mut heap = Heap::new();
                chain(&mut heap);
                heap
            },
            |mut heap| black_box(heap.collect_force(&mut ())),
            BatchSize::LargeInput,
        )
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
