//! The benchmark workloads: the single place gccint's performance figures come from.
//!
//! ```text
//! cargo run --release --example workloads -- [N] [FILTER]
//! ```
//!
//! prints one line per workload, `name<TAB>count<TAB>ns_per_op<TAB>extra`. `N` replaces every
//! workload's own operation count (use a small N for a quick smoke run); `FILTER` keeps the
//! workloads whose name contains it. Each workload runs in a child process of its own so that
//! the peak RSS it reports is its own and not its predecessors'.

#[path = "workloads/harness.rs"]
mod harness;

#[path = "workloads/ggc.rs"]
mod ggc;
#[path = "workloads/opts.rs"]
mod opts;
#[path = "workloads/polyint.rs"]
mod polyint;
#[path = "workloads/store_floor.rs"]
mod store_floor;
#[path = "workloads/store_floor_flat.rs"]
mod store_floor_flat;
#[path = "workloads/tree.rs"]
mod tree;

fn main() {
    let mut all = Vec::new();
    all.extend(polyint::workloads());
    all.extend(tree::workloads());
    all.extend(ggc::workloads());
    all.extend(opts::workloads());
    harness::main(&all);
}
