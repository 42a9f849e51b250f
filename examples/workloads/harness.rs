//! Runs workloads, each in its own child process, and prints their TSV lines.

use std::env;
use std::io::{self, Write};
use std::process::{self, Command};
use std::time::Duration;

/// One named workload.
pub(crate) struct Workload {
    /// The name printed in the first column.
    pub(crate) name: &'static str,
    /// How many operations it performs when no `N` is given.
    pub(crate) default_count: u64,
    /// Performs `count` operations and reports the time of the measured part.
    pub(crate) run: fn(count: u64) -> Measurement,
}

/// What a workload reports: the time its measured part took and a free-form `extra` column
/// (accumulators that keep the optimiser honest, bytes per node, peak RSS, ...).
pub(crate) struct Measurement {
    /// Wall time of the measured part only (set-up excluded).
    pub(crate) elapsed: Duration,
    /// The fourth column.
    pub(crate) extra: String,
}

/// The process's peak resident set size in bytes (VmHWM), if the platform reports it.
#[allow(dead_code)] // used by the crates' workloads as they land
pub(crate) fn peak_rss_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// The process's current resident set size in bytes (VmRSS), if the platform reports it.
#[allow(dead_code)] // used by the crates' workloads as they land
pub(crate) fn current_rss_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Nanoseconds this thread has spent running on a CPU (`CLOCK_THREAD_CPUTIME_ID`, the clock
/// GCC's side of the benchmark reads). Unlike wall time it does not grow while other
/// processes hold the CPUs, so workloads report it in `extra` beside the wall-time figure
/// when the machine is shared. (`/proc/thread-self/schedstat`, read before, advances only at
/// scheduler ticks: 4 ms steps, 4 ns per operation over a million.)
#[allow(dead_code)] // used by the crates' workloads as they need it
pub(crate) fn thread_cpu_ns() -> Option<u64> {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    u64::try_from(t.tv_sec)
        .ok()?
        .checked_mul(1_000_000_000)?
        .checked_add(u64::try_from(t.tv_nsec).ok()?)
}

/// Entry point: `[N] [FILTER]`, or `--only NAME [N]` in a child process.
pub(crate) fn main(all: &[Workload]) {
    let args: Vec<String> = env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--only") {
        let Some(name) = args.get(1) else {
            fail("--only needs a workload name")
        };
        let count = args.get(2).map(|n| parse_count(n));
        let Some(w) = all.iter().find(|w| w.name == name) else {
            fail(&format!("no workload named {name:?}"))
        };
        run_one(w, count.unwrap_or(w.default_count));
        return;
    }
    let mut count = None;
    let mut filter = None;
    for arg in &args {
        if count.is_none() && arg.chars().all(|c| c.is_ascii_digit()) {
            count = Some(parse_count(arg));
        } else if filter.is_none() {
            filter = Some(arg.clone());
        } else {
            fail(&format!(
                "unexpected argument {arg:?}; usage: workloads [N] [FILTER]"
            ));
        }
    }
    let exe = env::current_exe().unwrap_or_else(|e| fail(&format!("cannot find myself: {e}")));
    for w in all {
        if filter.as_deref().is_some_and(|f| !w.name.contains(f)) {
            continue;
        }
        let mut child = Command::new(&exe);
        child.arg("--only").arg(w.name);
        if let Some(n) = count {
            child.arg(n.to_string());
        }
        let status = child
            .status()
            .unwrap_or_else(|e| fail(&format!("cannot run workload {}: {e}", w.name)));
        if !status.success() {
            fail(&format!("workload {} failed: {status}", w.name));
        }
    }
}

fn run_one(w: &Workload, count: u64) {
    let m = (w.run)(count);
    let ns_per_op = m.elapsed.as_nanos() as f64 / count.max(1) as f64;
    let line = format!("{}\t{}\t{:.3}\t{}", w.name, count, ns_per_op, m.extra);
    if let Err(e) = writeln!(io::stdout(), "{line}") {
        // A reader that stopped early (`| head -1`) is not the workload failing.
        if e.kind() == io::ErrorKind::BrokenPipe {
            process::exit(0);
        }
        fail(&format!("cannot print the result of {}: {e}", w.name));
    }
}

fn parse_count(text: &str) -> u64 {
    match text.parse::<u64>() {
        Ok(n) if n > 0 => n,
        _ => fail(&format!("N must be a positive whole number, not {text:?}")),
    }
}

fn fail(msg: &str) -> ! {
    eprintln!("workloads: {msg}");
    process::exit(2)
}
