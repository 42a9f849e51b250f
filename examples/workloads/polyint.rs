//! Workloads of the `polyint` crate: the poly_int routines GCC 12 is measured on, doing
//! what /work/shared/gcc-bench's `poly_*` phases do: the same two 1024-entry tables `a` and
//! `b` (C0 in 1..=65536, the other coefficients in -1..=2), divisors (1..=64) and
//! alignments (2^(0..=7)), drawn from gcc-bench's own generator in its order; iteration i
//! uses a[i] and b[(i + 7) mod 1024] (or the divisor / alignment there). `extra` has `cpu=`,
//! the thread's CPU time per operation, and `sum=`, gcc-bench's checksum of the same
//! iterations (a predicate's answer plus a stored quotient, or the coefficients of an
//! aligned bound), which must equal the `sum=` of GCC's phase.
//!
//! `scripts/poly-vs-gcc.py` runs both sides alternately and prints the ratios.

// Operands are borrowed, as gcc-bench passes them by const reference: passed by value, a
// poly_int is first copied to the stack for the operand's borrow (12% slower on
// can_div_trunc_p at N = 2 in interleaved runs).
#![allow(clippy::needless_borrows_for_generic_args)]

use std::hint::black_box;
use std::time::Instant;

use ::polyint::{PolyInt, aligned_upper_bound, can_div_trunc_p_const, known_le, maybe_lt};

use crate::harness::{Measurement, Workload, thread_cpu_ns};

const DEFAULT: u64 = 100_000_000;
const MASK: usize = 1023;

/// gcc-bench's own fold, for bodies that do not end with an addition.
const ADD: fn(i64, i64) -> i64 = i64::wrapping_add;
/// For a body that sums (see [`measure!`]).
const XOR: fn(i64, i64) -> i64 = |acc, r| acc ^ r;

/// The `polyint` workloads.
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
        w!("polyint_n1_baseline", baseline::<1>),
        w!("polyint_n1_known_le", known_le_w::<1>),
        w!("polyint_n1_maybe_lt", maybe_lt_w::<1>),
        w!("polyint_n1_can_div_trunc_const", can_div_trunc_const::<1>),
        w!("polyint_n1_can_div_trunc_poly", can_div_trunc_poly::<1>),
        w!("polyint_n1_aligned_upper_bound", aligned_upper_bound_w::<1>),
        w!("polyint_n2_baseline", baseline::<2>),
        w!("polyint_n2_known_le", known_le_w::<2>),
        w!("polyint_n2_maybe_lt", maybe_lt_w::<2>),
        w!("polyint_n2_can_div_trunc_const", can_div_trunc_const::<2>),
        w!("polyint_n2_can_div_trunc_poly", can_div_trunc_poly::<2>),
        w!("polyint_n2_aligned_upper_bound", aligned_upper_bound_w::<2>),
    ]
}

/// gcc-bench's generator (a 64-bit LCG whose output is the state's top 47 bits), so that
/// both sides run on the very same tables and their checksums can be compared.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> i64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 17) as i64
    }
}

/// gcc-bench's `poly_tabs`: the four tables in one block and in its order, on a cache-line
/// boundary as GCC's static copy is, so that both sides get the same L1 set mapping. At
/// N = 2, `a` and `b` are 32 KiB together, all of L1; as two separate boxes `b` started
/// 16 bytes into a line and spanned one line more than GCC's, which costs conflict misses
/// on every pass. Fixed-size arrays: indices masked with 1023 need no bounds checks.
#[repr(C, align(64))]
struct Tables<const N: usize> {
    a: [PolyInt<i64, N>; MASK + 1],
    b: [PolyInt<i64, N>; MASK + 1],
    divisors: [i64; MASK + 1],
    aligns: [i64; MASK + 1],
}

/// gcc-bench's tables, filled in its order: per entry, coefficient by coefficient, `a`'s
/// then `b`'s (C0 in 1..=65536, the others in -1..=2), then the divisor (1..=64) and the
/// alignment (2^(0..=7)). Its generator is one stream that fills the poly_int64 tables
/// (N = 1 on x86-64: four draws per entry) before the N = 2 ones, so N = 2 starts after
/// those draws.
fn tables<const N: usize>() -> Box<Tables<N>> {
    let mut rng = Lcg(0x9e37_79b9_7f4a_7c15);
    if N > 1 {
        for _ in 0..4 * (MASK + 1) {
            rng.next();
        }
    }
    let mut t = Box::new(Tables {
        a: [PolyInt::<i64, N>::zero(); MASK + 1],
        b: [PolyInt::<i64, N>::zero(); MASK + 1],
        divisors: [0; MASK + 1],
        aligns: [0; MASK + 1],
    });
    for i in 0..=MASK {
        for c in 0..N {
            let draw = |r: i64| {
                if c == 0 {
                    (r & 0xffff) + 1
                } else {
                    (r & 3) - 1
                }
            };
            t.a[i].coeffs[c] = draw(rng.next());
            t.b[i].coeffs[c] = draw(rng.next());
        }
        t.divisors[i] = (rng.next() & 63) + 1;
        t.aligns[i] = 1 << (rng.next() & 7);
    }
    // The optimiser must not see the tables' contents.
    black_box(t)
}

/// `measure!(count, fold, |i, j| body)`: runs `body` for `count` iterations with
/// j = (i + 7) mod 1024, folding its results with `fold` and timing only that loop, then
/// again untimed for gcc-bench's checksum. The body is written out twice so that each loop
/// has its own copy to inline (a closure called from two loops stayed a call in both).
///
/// `fold` must not be the operation the body ends with: LLVM reassociates `acc += a + b`
/// (or `acc ^= a ^ b`) into `acc += a; acc += b`, which lengthens the loop-carried chain
/// (four additions per iteration for aligned_upper_bound at N = 2, where GCC's loop has
/// two) and times the accumulator instead of the routine.
macro_rules! measure {
    ($count:expr, $fold:expr, |$i:ident, $j:ident| $body:expr) => {
        timed_then_summed($count, $fold, |$i, $j| $body, |$i, $j| $body)
    };
}

/// See [`measure!`].
#[inline(always)]
fn timed_then_summed(
    count: u64,
    fold: fn(i64, i64) -> i64,
    timed: impl Fn(usize, usize) -> i64,
    summed: impl Fn(usize, usize) -> i64,
) -> Measurement {
    let cpu = thread_cpu_ns();
    let start = Instant::now();
    let folded = run(count, timed, fold);
    let elapsed = start.elapsed();
    let cpu = match (cpu, thread_cpu_ns()) {
        (Some(a), Some(b)) => format!("cpu={:.3} ", (b - a) as f64 / count.max(1) as f64),
        _ => String::new(),
    };
    // gcc-bench's `acc +=` over the same iterations: equal sums show that both sides
    // computed the same answers.
    let sum = run(count, summed, i64::wrapping_add);
    Measurement {
        elapsed,
        extra: format!("{cpu}sum={sum} folded={folded}"),
    }
}

#[inline(always)]
fn run(count: u64, body: impl Fn(usize, usize) -> i64, fold: impl Fn(i64, i64) -> i64) -> i64 {
    let mut acc = 0i64;
    // Scalar, as gcc-bench builds its loops with no-tree-vectorize: through a mask LLVM
    // cannot see, consecutive iterations are not provably consecutive entries, and it does
    // not vectorize; and-ing it with MASK still proves every index in bounds.
    let mask = black_box(MASK) & MASK;
    // gcc-bench's loop exactly: the iteration number is the counter and is masked for each
    // table. (The index it replaces, stepped as `i = (i + 1) & MASK` beside a separate
    // count, was not gcc-bench's loop and kept an `and` on the loop-carried chain.)
    for i in 0..count as usize {
        acc = fold(acc, body(i & mask, (i + 7) & mask));
    }
    black_box(acc)
}

fn baseline<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure!(count, ADD, |i, j| t.a[i].coeffs[0] ^ t.b[j].coeffs[0])
}

fn known_le_w<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure!(count, ADD, |i, j| i64::from(known_le(&t.a[i], &t.b[j])))
}

fn maybe_lt_w<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure!(count, ADD, |i, j| i64::from(maybe_lt(&t.a[i], &t.b[j])))
}

/// GCC's `can_div_trunc_p (poly, scalar, &scalar_q)`: the answer plus the quotient.
fn can_div_trunc_const<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure!(count, ADD, |i, j| {
        can_div_trunc_p_const(&t.a[i], t.divisors[j]).map_or(0, |q| 1 + q)
    })
}

/// GCC's `can_div_trunc_p (poly, poly, &scalar_q)`: the answer plus the quotient.
fn can_div_trunc_poly<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure!(count, ADD, |i, j| {
        can_div_trunc_p_const(&t.a[i], &t.b[j]).map_or(0, |q| 1 + q)
    })
}

fn aligned_upper_bound_w<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure!(count, XOR, |i, j| {
        aligned_upper_bound(&t.a[i], &t.aligns[j])
            .coeffs
            .iter()
            .sum()
    })
}
