#!/usr/bin/env python3
"""polyint's speed against GCC 12's poly-int.h, measured in one run.

    scripts/poly-vs-gcc.py [--rounds 9] [--iters 100000000] [--ours BINARY]

Builds /work/shared/gcc-bench's plugin (out of tree) and the root package's `workloads`
example, then runs them alternately, round after round (GCC first in odd rounds, ours
first in even ones, so neither side always follows the other), and prints, for every
poly_int workload, the medians of the thread-CPU figures (`cpu=`, ns per operation) with
their spread (min-max) and the ratio ours/GCC. Both sides run the same iterations over the
same tables and print the same checksum (`sum=`); the script stops if any checksum
differs. Two ratios are printed: the ratio of the
medians, and the median of the per-round ratios (each round's two figures were taken
seconds apart, so that one resists changes of the machine's load best), and the ratio of
the fastest rounds (the least disturbed by other processes). The load average
is printed before and after: on a shared machine CPU time still varies with the other
processes' use of caches and sibling hyperthreads.

Environment: GCC (default gcc), GCC_BENCH (default /work/shared/gcc-bench), OUT (where the
plugin is built, default a temporary directory), CARGO_BUILD_JOBS is honoured.
"""

import argparse
import os
import statistics
import sys
import tempfile

from gcc_bench import build, run, spread

# gcc-bench's operation names and ours.
OPS = [
    ("baseline", "baseline"),
    ("known_le", "known_le"),
    ("maybe_lt", "maybe_lt"),
    ("can_div_trunc_p_const", "can_div_trunc_const"),
    ("can_div_trunc_p_poly", "can_div_trunc_poly"),
    ("aligned_upper_bound", "aligned_upper_bound"),
]
# (gcc-bench's tag, our tag): poly_int64 is poly_int<NUM_POLY_INT_COEFFS = 1> on x86-64.
SIZES = [("int64", "n1"), ("N2", "n2")]


def figures(text, prefix):
    """{name: (cpu ns/op, checksum)} from TSV lines whose first column starts with prefix."""
    out = {}
    for line in text.splitlines():
        cols = line.split("\t")
        if len(cols) < 4 or not cols[0].startswith(prefix):
            continue
        fields = dict(f.split("=", 1) for f in cols[3].split() if "=" in f)
        if "cpu" not in fields or "sum" not in fields:
            sys.exit(f"poly-vs-gcc: no cpu= or sum= figure in {line!r}")
        out[cols[0]] = (float(fields["cpu"]), int(fields["sum"]))
    return out


def gcc_round(plugin, iters):
    gcc = os.environ.get("GCC", "gcc")
    bench = os.environ.get("GCC_BENCH", "/work/shared/gcc-bench")
    # n=2: the tree and GC phases, which run first, take no time.
    text = run([gcc, f"-fplugin={plugin}", "-fplugin-arg-bench-n=2",
                f"-fplugin-arg-bench-poly={iters}", "-fplugin-arg-bench-gcexpr=0",
                "-c", os.path.join(bench, "empty.c"), "-o", "/dev/null"])
    return figures(text, "poly_")


def ours_round(binary, iters):
    return figures(run([binary, str(iters), "polyint_"]), "polyint_")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--iters", type=int, default=100_000_000)
    ap.add_argument("--ours", help="a workloads binary already built (skips cargo)")
    args = ap.parse_args()

    out_dir = os.environ.get("OUT") or tempfile.mkdtemp(prefix="gcc-bench.")
    binary = build(out_dir, args.ours)
    plugin = os.path.join(out_dir, "bench.so")
    load_before = open("/proc/loadavg").read().split()[:3]

    gcc, ours = [], []
    for r in range(args.rounds):
        if r % 2 == 0:
            gcc.append(gcc_round(plugin, args.iters))
            ours.append(ours_round(binary, args.iters))
        else:
            ours.append(ours_round(binary, args.iters))
            gcc.append(gcc_round(plugin, args.iters))
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)
    load_after = open("/proc/loadavg").read().split()[:3]

    print(f"# {args.rounds} interleaved rounds of {args.iters} iterations; thread CPU ns/op;"
          f" load average before {' '.join(load_before)}, after {' '.join(load_after)}")
    print("| workload | GCC median | GCC spread | ours median | ours spread "
          "| ratio of medians | median per-round ratio | per-round ratio spread | ratio of minima |")
    print("|---|---|---|---|---|---|---|---|---|")
    worst = 0.0
    for gtag, otag in SIZES:
        for gop, oop in OPS:
            gname, oname = f"poly_{gtag}_{gop}", f"polyint_{otag}_{oop}"
            g = [rnd[gname][0] for rnd in gcc]
            o = [rnd[oname][0] for rnd in ours]
            sums = {rnd[gname][1] for rnd in gcc} | {rnd[oname][1] for rnd in ours}
            if len(sums) != 1:
                sys.exit(f"poly-vs-gcc: {oname} and {gname} disagree: checksums {sums}")
            per_round = [b / a for a, b in zip(g, o)]
            ratio = statistics.median(o) / statistics.median(g)
            if oop != "baseline":
                worst = max(worst, ratio)
            print(f"| {oname} | {statistics.median(g):.3f} | {spread(g)} "
                  f"| {statistics.median(o):.3f} | {spread(o)} | {ratio:.2f} "
                  f"| {statistics.median(per_round):.2f} | {spread(per_round)} "
                  f"| {min(o) / min(g):.2f} |")
    print(f"# worst ratio of medians (baselines excluded): {worst:.2f}")


if __name__ == "__main__":
    main()
