//! Memory and speed of reading `.opt` files into an option table (issue #16, item 4).
//!
//! ```text
//! cargo run --release -p gccint-opts --example scale -- mem 50     # a 50 MB synthetic set: peak RSS, time
//! cargo run --release -p gccint-opts --example scale -- speed 15 3 # GCC's 14 files vs its awk pipeline
//! ```
//!
//! `mem MB` builds a synthetic set of about MB megabytes (records with the mix of GCC's
//! files), then parses, validates and builds the table once, and prints the input size, the
//! peak resident set size the input and its processing took (VmHWM minus the RSS before the
//! input was made) and the time of parsing, validating and building the table.
//! `speed N M` times N runs of our pipeline on GCC's 14 x86_64-linux files and M runs of
//! GCC's awk pipeline (opt-gather, optc-gen, opth-gen) and prints both medians and their
//! ratio.

use std::fmt::Write as _;
use std::process::Command;
use std::time::{Duration, Instant};

fn rss_kib(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        .unwrap_or(0)
}

/// One file of about `bytes` bytes of option records in the mix of GCC's files.
fn synthetic(bytes: usize) -> String {
    let mut text = String::with_capacity(bytes + 4096);
    text.push_str("Language\nC\n\nLanguage\nC++\n\nVariable\nHOST_WIDE_INT isa_flags = 0\n\n");
    text.push_str("Wall\nCommon Warning Var(warn_all)\nEnable most warnings.\n\n");
    for e in 0..64 {
        let _ = write!(text, "Enum\nName(enum{e}) Type(int)\nValues of {e}:\n\n");
        for v in 0..4 {
            let _ = write!(text, "EnumValue\nEnum(enum{e}) String(v{v}) Value({v})\n\n");
        }
    }
    let mut n = 0usize;
    while text.len() < bytes {
        let rec = match n % 6 {
            0 => format!(
                "Wwarn-{n}\nC C++ Warning Var(warn_{n}) Init(0) EnabledBy(Wall)\nWarn about case {n}.\n\n"
            ),
            1 => format!(
                "fflag-{n}\nCommon Optimization Var(flag_{n}) Init(1)\nEnable transformation {n}.\n\n"
            ),
            2 => format!(
                "fenum-{n}=\nCommon Joined RejectNegative Enum(enum{}) Var(flag_enum_{n}) Init(0)\n-fenum-{n}=[v0|v1]\tChoose {n}.\n\n",
                n % 64
            ),
            3 => format!(
                "-param=param-{n}=\nCommon Joined UInteger Var(param_{n}) Init(10) IntegerRange(0, 100) Param Optimization\nParameter {n}.\n\n"
            ),
            4 => format!("falias-{n}\nCommon Alias(fflag-{})\nAlias {n}.\n\n", n - 3),
            _ => format!("fstr-{n}=\nC Joined Var(str_{n})\n-fstr-{n}=<text>\tSet string {n}.\n\n"),
        };
        text.push_str(&rec);
        n += 1;
    }
    text
}

fn mem(megabytes: usize) {
    let before = rss_kib("VmRSS:");
    let text = synthetic(megabytes * 1_000_000);
    let len = text.len();
    let start = Instant::now();
    let mut set = opts::SourceSet::new();
    // Moved in: the input is counted once, as part of the peak.
    set.add("synthetic.opt", text);
    let model = set.model().expect("the synthetic set is valid");
    let after_model = rss_kib("VmRSS:").saturating_sub(before);
    let peak_model = rss_kib("VmHWM:").saturating_sub(before);
    let table = model.table();
    let elapsed = start.elapsed();
    let after_table = rss_kib("VmRSS:").saturating_sub(before);
    if std::env::var_os("SCALE_DETAIL").is_some() {
        eprintln!(
            "model: {after_model} KiB (peak {peak_model} KiB); model+table: {after_table} KiB; sizes: OptionProps {} OptionEntry {} OptionDef {} OptionInfo {}",
            size_of::<opts::OptionProps>(),
            size_of::<opts::OptionEntry>(),
            size_of::<opts::OptionDef>(),
            size_of::<opts::OptionInfo>()
        );
    }
    let peak = rss_kib("VmHWM:").saturating_sub(before) * 1024;
    println!(
        "input {len} bytes, {} options: peak RSS {} bytes including the input ({:.2}x the input), {:.3} s",
        table.len(),
        peak,
        peak as f64 / len as f64,
        elapsed.as_secs_f64()
    );
}

/// CPU seconds so far of this process and of its waited-for children (`/proc/self/stat`,
/// clock ticks of 1/100 s): less sensitive than wall time to other load on the machine.
fn cpu_seconds() -> (f64, f64) {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name, which is in parentheses.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<f64> = rest
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0.0))
        .collect();
    let tick = |i: usize| f.get(i).copied().unwrap_or(0.0) / 100.0;
    // utime, stime, cutime, cstime are fields 14-17, i.e. 11-14 after the name.
    (tick(11) + tick(12), tick(13) + tick(14))
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ours(dir: &std::path::Path) -> Duration {
    let start = Instant::now();
    let mut set = opts::SourceSet::new();
    for f in opts::gcc::x86_64_linux_files(dir) {
        set.add_file(&f).expect("readable");
    }
    let table = set.model().expect("valid").table();
    assert_eq!(table.len(), 2114);
    start.elapsed()
}

fn awk(dir: &std::path::Path) -> Duration {
    let tmp = std::env::temp_dir().join(format!("opts-scale-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("scratch");
    let list = tmp.join("optionlist");
    let start = Instant::now();
    let gather = Command::new("gawk")
        .env("LC_ALL", "C")
        .arg("-f")
        .arg(dir.join("opt-gather.awk"))
        .args(opts::gcc::x86_64_linux_files(dir))
        .output()
        .expect("gawk runs");
    std::fs::write(&list, &gather.stdout).expect("write");
    for (script, header) in [("optc-gen.awk", true), ("opth-gen.awk", false)] {
        let mut cmd = Command::new("gawk");
        cmd.env("LC_ALL", "C");
        for f in ["opt-functions.awk", "opt-read.awk", script] {
            cmd.arg("-f").arg(dir.join(f));
        }
        if header {
            cmd.args([
                "-v",
                "header_name=config.h system.h coretypes.h options.h tm.h",
            ]);
        }
        let out = cmd
            .stdin(std::fs::File::open(&list).expect("list"))
            .output()
            .expect("gawk runs");
        assert!(out.status.success(), "{script} failed");
    }
    let elapsed = start.elapsed();
    let _ = std::fs::remove_dir_all(&tmp);
    elapsed
}

/// How long generated code takes to read its embedded table back (`EmbeddedTable::from_bytes`).
fn embedded(dir: &std::path::Path, runs: usize) -> (usize, Duration) {
    let mut set = opts::SourceSet::new();
    for f in opts::gcc::x86_64_linux_files(dir) {
        set.add_file(&f).expect("readable");
    }
    let model = set.model().expect("valid");
    let bytes = opts::EmbeddedTable::new(&model)
        .to_bytes()
        .expect("serialisable");
    let time = median(
        (0..runs)
            .map(|_| {
                let start = Instant::now();
                let embedded = opts::EmbeddedTable::from_bytes(&bytes).expect("round trip");
                assert_eq!(embedded.table.len(), 2114);
                start.elapsed()
            })
            .collect(),
    );
    (bytes.len(), time)
}

fn speed(runs: usize, awk_runs: usize) {
    let dir = opts::gcc::gcc_source_dir().expect("GCC 12 sources (GCCINT_GCC_SRC)");
    let (size, read) = embedded(&dir, runs);
    println!(
        "embedded table: {size} bytes, read back in {:.2} ms (median of {runs})",
        read.as_secs_f64() * 1e3
    );
    let (self0, _) = cpu_seconds();
    let ours = median((0..runs).map(|_| ours(&dir)).collect());
    let (self1, child0) = cpu_seconds();
    let awk = median((0..awk_runs).map(|_| awk(&dir)).collect());
    let (_, child1) = cpu_seconds();
    let (ours_cpu, awk_cpu) = (
        (self1 - self0) / runs as f64,
        (child1 - child0) / awk_runs as f64,
    );
    println!(
        "CPU time per run: ours {:.1} ms, GCC's awk {:.0} ms: {:.0}x",
        ours_cpu * 1e3,
        awk_cpu * 1e3,
        awk_cpu / ours_cpu
    );
    println!(
        "GCC's 14 x86_64 files to a table: ours {:.2} ms (median of {runs}), GCC's awk {:.1} ms (median of {awk_runs}): {:.0}x",
        ours.as_secs_f64() * 1e3,
        awk.as_secs_f64() * 1e3,
        awk.as_secs_f64() / ours.as_secs_f64()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, d: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    match args.first().map(String::as_str) {
        Some("mem") => mem(num(1, 50)),
        Some("speed") => speed(num(1, 15), num(2, 3)),
        _ => eprintln!("usage: scale mem MB | scale speed RUNS AWK_RUNS"),
    }
}
