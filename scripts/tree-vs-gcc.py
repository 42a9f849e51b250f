#!/usr/bin/env python3
"""The tree store's and the collector's speed against GCC 12's own functions, in one run.

    scripts/tree-vs-gcc.py [--rounds 5] [--n 1000000] [--ours BINARY] [--only SUBSTRING]

Builds /work/shared/gcc-bench's plugin (GCC's build2, tree_cons, get_identifier,
build_int_cst and ggc_collect, timed inside cc1) and the root package's `workloads` example,
then runs them alternately, round after round (GCC first in odd rounds, ours first in even
ones), and prints for every pair of phases the medians of the thread-CPU figures (`cpu=`,
ns per operation, or per live node for collections), their spread, and the ratio
GCC / ours as the store issue states its targets: above 1 means faster than GCC. The ratio
of the medians and the median of the per-round ratios are both printed (the second resists
changes of the machine's load best); the load average before and after is printed too.

Environment: GCC (default gcc), GCC_BENCH (default /work/shared/gcc-bench), OUT (where the
plugin is built, default a temporary directory), CARGO_BUILD_JOBS is honoured.
"""

import argparse
import os
import statistics
import sys
import tempfile

from gcc_bench import build, run, spread

# (gcc-bench's phase, our workload, what is compared).
PAIRS = [
    ("build_plus_expr_deep", "tree_build2_chain", "build2 chain, cold"),
    ("build_plus_expr_deep_warm", "tree_build2_chain_warm", "build2 chain, warm"),
    # Not ours to ship: the floor under the row above (a replica of only what a
    # generation-checked store must do), set against the same GCC phase in the same run.
    ("build_plus_expr_deep_warm", "tree_build2_floor_warm", "build2 chain, warm: the floor replica"),
    # Nor this: a prototype of the same replica with the handle check laid out for speed
    # (one generation table for every pool; see examples/workloads/store_floor_flat.rs).
    ("build_plus_expr_deep_warm", "tree_build2_flat_warm", "build2 chain, warm: the flat-table prototype"),
    ("build_tree_list", "tree_cons_list", "tree_cons list, cold"),
    ("build_tree_list_warm", "tree_cons_list_warm", "tree_cons list, warm"),
    # Not ours to ship: the floor under the row above (a replica of only what a
    # generation-checked store must do), set against the same GCC phase in the same run.
    ("build_tree_list_warm", "tree_cons_floor_warm", "tree_cons list, warm: the floor replica"),
    ("build_tree_list_warm", "tree_cons_flat_warm", "tree_cons list, warm: the flat-table prototype"),
    # Nor this: a plain Vec push of the same 20-byte records into touched memory, the
    # memory system's floor under any warm build (no check, no generation, no bitmap).
    ("build_tree_list_warm", "tree_alloc_floor_warm", "tree_cons list, warm: a plain Vec push"),
    # And the same push of GCC's own 40-byte tree_list records: the floor under GCC's row.
    ("build_tree_list_warm", "tree_alloc_floor_warm_40", "tree_cons list, warm: a Vec push of 40-byte records"),
    ("ident_insert", "tree_ident_new", "get_identifier, new"),
    ("ident_lookup_hit", "tree_ident_hit", "get_identifier, hit"),
    ("int_cst_new", "tree_int_cst_new", "build_int_cst, new"),
    ("int_cst_hit", "tree_int_cst_hit", "build_int_cst, hit"),
    ("gc_live_plus_expr_2", "ggc_mark_chain", "collection, live build2 chain (per node)"),
    ("gc_live_tree_list_2", "ggc_mark_list", "collection, live list (per node)"),
    ("gc_free_plus_expr", "ggc_sweep", "collection, all garbage (per node)"),
]


def cpu_figures(text):
    """{phase: cpu ns/op} from `phase<TAB>count<TAB>ns<TAB>extra` lines (wall ns without cpu=)."""
    out = {}
    for line in text.splitlines():
        cols = line.split("\t")
        if len(cols) < 3:
            continue
        fields = dict(f.split("=", 1) for f in cols[3].split() if "=" in f) if len(cols) > 3 else {}
        try:
            out[cols[0]] = float(fields.get("cpu", cols[2]))
        except ValueError:
            continue
    return out


def gcc_round(plugin, n):
    gcc = os.environ.get("GCC", "gcc")
    bench = os.environ.get("GCC_BENCH", "/work/shared/gcc-bench")
    # GCC marks a deep PLUS_EXPR chain recursively: it needs an unlimited stack.
    cmd = (f"ulimit -s unlimited; exec {gcc} -fplugin={plugin} -fplugin-arg-bench-n={n} "
           f"-fplugin-arg-bench-poly=1 -c {bench}/empty.c -o /dev/null")
    return cpu_figures(run(["bash", "-c", cmd]))


def ours_round(binary, n, pairs):
    out = {}
    for _, ours, _ in pairs:
        out.update(cpu_figures(run([binary, "--only", ours, str(n)])))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--n", type=int, default=1_000_000)
    ap.add_argument("--ours", help="a workloads binary already built (skips cargo)")
    ap.add_argument("--only", help="only the pairs whose workload name contains this")
    args = ap.parse_args()
    pairs = [p for p in PAIRS if not args.only or args.only in p[1]]

    out_dir = os.environ.get("OUT") or tempfile.mkdtemp(prefix="gcc-bench.")
    binary = build(out_dir, args.ours)
    plugin = os.path.join(out_dir, "bench.so")
    load_before = open("/proc/loadavg").read().split()[:3]

    gcc, ours = [], []
    for r in range(args.rounds):
        sides = [lambda: gcc.append(gcc_round(plugin, args.n)),
                 lambda: ours.append(ours_round(binary, args.n, pairs))]
        for side in sides if r % 2 == 0 else reversed(sides):
            side()
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)
    load_after = open("/proc/loadavg").read().split()[:3]

    print(f"# {args.rounds} interleaved rounds, n = {args.n}; thread CPU ns per op;"
          f" load average before {' '.join(load_before)}, after {' '.join(load_after)}")
    print("| what | GCC median | GCC spread | ours median | ours spread "
          "| GCC/ours (medians) | median per-round GCC/ours |")
    print("|---|---|---|---|---|---|---|")
    for phase, workload, what in pairs:
        g = [rnd[phase] for rnd in gcc if phase in rnd]
        o = [rnd[workload] for rnd in ours if workload in rnd]
        if len(g) != args.rounds or len(o) != args.rounds:
            sys.exit(f"tree-vs-gcc: {phase} or {workload} missing from a round's output")
        per_round = [a / b for a, b in zip(g, o)]
        print(f"| {what} ({workload}) | {statistics.median(g):.2f} | {spread(g, 2)} "
              f"| {statistics.median(o):.2f} | {spread(o, 2)} "
              f"| {statistics.median(g) / statistics.median(o):.2f} "
              f"| {statistics.median(per_round):.2f} |")


if __name__ == "__main__":
    main()
