//! Workloads of the `polyint` crate: the poly_int routines GCC 12 was measured on, in the
//! same shape as /work/shared/gcc-bench's `poly_*` phases (two 1024-entry tables `a` and
//! `b` of random polynomials, C0 in 1..=65536 and the other coefficients in -1..=2, divisors
//! in 1..=64, alignments 2^(0..=7); iteration i uses a[i] and b[(i + 7) mod 1024] (or the
//! divisor / alignment there); a predicate's answer (and a stored quotient) is folded into
//! an accumulator printed in `extra`, after `cpu=`, the thread's CPU time per operation).
//!
//! GCC 12 -O2 on the reference machine: poly_int64 known_le 0.54 ns, maybe_lt 0.53 ns;
//! poly_int<2> known_le 0.70 ns, can_div_trunc_p by a constant 1.85 ns,
//! aligned_upper_bound 1.05 ns; the bare loop 0.40 (N = 1) / 0.54 (N = 2) ns.

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

/// xorshift64: deterministic tables without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
}

/// Fixed-size tables, so that indices masked with 1023 need no bounds checks.
struct Tables<const N: usize> {
    a: Box<[PolyInt<i64, N>; MASK + 1]>,
    b: Box<[PolyInt<i64, N>; MASK + 1]>,
    divisors: Box<[i64; MASK + 1]>,
    aligns: Box<[i64; MASK + 1]>,
}

fn tables<const N: usize>() -> Tables<N> {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut poly = || {
        PolyInt::new(std::array::from_fn(|i| {
            if i == 0 {
                rng.range(1, 65536)
            } else {
                rng.range(-1, 2)
            }
        }))
    };
    let a = Box::new(std::array::from_fn(|_| poly()));
    let b = Box::new(std::array::from_fn(|_| poly()));
    let divisors = Box::new(std::array::from_fn(|_| rng.range(1, 64)));
    let aligns = Box::new(std::array::from_fn(|_| 1i64 << rng.range(0, 7)));
    // The optimiser must not see the tables' contents.
    black_box(Tables {
        a,
        b,
        divisors,
        aligns,
    })
}

/// Runs `body(i, j)` for `count` iterations with j = (i + 7) mod 1024, timing only the loop.
#[inline(always)]
fn measure(count: u64, mut body: impl FnMut(usize, usize) -> i64) -> Measurement {
    let mut acc = 0i64;
    let cpu = thread_cpu_ns();
    let start = Instant::now();
    let mut i = 0usize;
    for _ in 0..count {
        let j = (i + 7) & MASK;
        // xor, not +: LLVM reassociates `acc += c + pad` into `acc += c; acc += pad`,
        // which doubles the loop-carried dependency chain (four additions per iteration
        // for aligned_upper_bound at N = 2, where GCC's loop has two) and times the
        // accumulator instead of the routine.
        acc ^= body(i, j);
        i = (i + 1) & MASK;
    }
    let elapsed = start.elapsed();
    let cpu = match (cpu, thread_cpu_ns()) {
        (Some(a), Some(b)) => format!("cpu={:.3} ", (b - a) as f64 / count.max(1) as f64),
        _ => String::new(),
    };
    Measurement {
        elapsed,
        extra: format!("{cpu}acc={}", black_box(acc)),
    }
}

fn baseline<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure(count, |i, j| t.a[i].coeffs[0] ^ t.b[j].coeffs[0])
}

fn known_le_w<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure(count, |i, j| i64::from(known_le(&t.a[i], &t.b[j])))
}

fn maybe_lt_w<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure(count, |i, j| i64::from(maybe_lt(&t.a[i], &t.b[j])))
}

/// GCC's `can_div_trunc_p (poly, scalar, &scalar_q)`: the answer plus the quotient.
fn can_div_trunc_const<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure(count, |i, j| {
        can_div_trunc_p_const(&t.a[i], t.divisors[j]).map_or(0, |q| 1 + q)
    })
}

/// GCC's `can_div_trunc_p (poly, poly, &scalar_q)`: the answer plus the quotient.
fn can_div_trunc_poly<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure(count, |i, j| {
        can_div_trunc_p_const(&t.a[i], &t.b[j]).map_or(0, |q| 1 + q)
    })
}

fn aligned_upper_bound_w<const N: usize>(count: u64) -> Measurement {
    let t = tables::<N>();
    measure(count, |i, j| {
        aligned_upper_bound(&t.a[i], &t.aligns[j])
            .coeffs
            .iter()
            .sum()
    })
}
