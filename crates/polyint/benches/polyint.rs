//! Criterion benchmarks, one group per routine family: comparisons, arithmetic, division,
//! alignment, bounds and ranges, and the big-integer coefficient kinds.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use polyint::*;

/// A deterministic table of polynomials shaped like the workloads': C0 in 1..=65536, the
/// other coefficients in -1..=2.
fn table<const N: usize>() -> Vec<PolyInt<i64, N>> {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..1024)
        .map(|_| {
            PolyInt::new(std::array::from_fn(|i| {
                if i == 0 {
                    (next() % 65536) as i64 + 1
                } else {
                    (next() % 4) as i64 - 1
                }
            }))
        })
        .collect()
}

fn comparisons(c: &mut Criterion) {
    let t1 = table::<1>();
    let t2 = table::<2>();
    let mut g = c.benchmark_group("comparisons");
    g.bench_function("known_le/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            known_le(black_box(&t2[i]), black_box(&t2[(i + 7) & 1023]))
        })
    });
    g.bench_function("maybe_lt/n1", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            maybe_lt(black_box(&t1[i]), black_box(&t1[(i + 7) & 1023]))
        })
    });
    g.bench_function("maybe_eq/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            maybe_eq(black_box(&t2[i]), black_box(&t2[(i + 7) & 1023]))
        })
    });
    g.bench_function("ordered_p/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            ordered_p(black_box(&t2[i]), black_box(&t2[(i + 7) & 1023]))
        })
    });
    g.finish();
}

fn arithmetic(c: &mut Criterion) {
    let t2 = table::<2>();
    let mut g = c.benchmark_group("arithmetic");
    g.bench_function("add/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            black_box(&t2[i]) + black_box(&t2[(i + 7) & 1023])
        })
    });
    g.bench_function("mul_shl/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            (black_box(&t2[i]) * 3) << 2
        })
    });
    g.bench_function("wi_add_overflow/offset_int", |b| {
        let x = PolyInt::<OffsetInt, 2>::new([OffsetInt(i128::MAX - 5), OffsetInt(3)]);
        b.iter(|| wi::add_overflow(black_box(&x), black_box(&x), wi::Sign::Signed))
    });
    g.finish();
}

fn division(c: &mut Criterion) {
    let t2 = table::<2>();
    let mut g = c.benchmark_group("division");
    g.bench_function("can_div_trunc_p_const_divisor/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            can_div_trunc_p(black_box(&t2[i]), black_box(((i * 37) % 64) as i64 + 1))
        })
    });
    g.bench_function("can_div_trunc_p_const/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            can_div_trunc_p_const(black_box(&t2[i]), black_box(&t2[(i + 7) & 1023]))
        })
    });
    g.bench_function("multiple_p/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            multiple_p(black_box(&t2[i]), black_box(4i64))
        })
    });
    g.finish();
}

fn alignment(c: &mut Criterion) {
    let t2 = table::<2>();
    let mut g = c.benchmark_group("alignment");
    g.bench_function("aligned_upper_bound/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            aligned_upper_bound(black_box(&t2[i]), &black_box(1i64 << (i % 8)))
        })
    });
    g.bench_function("can_align_down/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            can_align_down(black_box(&t2[i]), &black_box(1i64 << (i % 8)))
        })
    });
    g.bench_function("known_alignment/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            known_alignment(black_box(&t2[i]))
        })
    });
    g.finish();
}

fn bounds_and_ranges(c: &mut Criterion) {
    let t2 = table::<2>();
    let mut g = c.benchmark_group("bounds_and_ranges");
    g.bench_function("upper_bound/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            upper_bound(black_box(&t2[i]), black_box(&t2[(i + 7) & 1023]))
        })
    });
    g.bench_function("ranges_maybe_overlap_p/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            ranges_maybe_overlap_p(
                black_box(&t2[i]),
                black_box(16i64),
                black_box(&t2[(i + 7) & 1023]),
                black_box(16i64),
            )
        })
    });
    g.finish();
}

fn big_coefficients(c: &mut Criterion) {
    let t2 = table::<2>();
    let w: Vec<PolyInt<WidestInt, 2>> = t2
        .iter()
        .map(|p| PolyInt::<WidestInt, 2>::from(*p))
        .collect();
    let mut g = c.benchmark_group("big_coefficients");
    g.bench_function("known_le/widest_int/n2", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) & 1023;
            known_le(black_box(&w[i]), black_box(&w[(i + 7) & 1023]))
        })
    });
    g.bench_function("print_and_parse/n2", |b| {
        b.iter(|| black_box(&t2[3]).to_string().parse::<PolyInt<i64, 2>>())
    });
    g.finish();
}

criterion_group!(
    benches,
    comparisons,
    arithmetic,
    division,
    alignment,
    bounds_and_ranges,
    big_coefficients
);
criterion_main!(benches);
