//! Workloads of the `opts` crate.
//!
//! `opts_gcc_full_set`: parse + validate + build the option table for GCC 12's 14
//! x86_64-linux `.opt` files (GCC's awk pipeline: 1,166 ms for the same job). One operation
//! is one byte of input (the set is 334 kB), so `ns_per_op` is a throughput; the set is
//! processed whole as often as `count` bytes need and the time is scaled to exactly `count`
//! bytes. `extra` gives the time per whole set. Without GCC's sources, a synthetic set with
//! about as many records and a similar mix is used (said in `extra`).

use std::fmt::Write as _;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::harness::{Measurement, Workload, thread_cpu_ns};

/// GCC's awk pipeline (opt-gather + optc-gen + opth-gen) on the full x86_64 set, measured
/// on this machine, in milliseconds.
const GCC_AWK_MS: f64 = 1166.0;

/// The `opts` workloads.
pub(crate) fn workloads() -> Vec<Workload> {
    vec![
        Workload {
            name: "opts_gcc_full_set",
            default_count: 100_000_000,
            run: gcc_full_set,
        },
        Workload {
            name: "opts_decode",
            default_count: 50_000_000,
            run: decode_args,
        },
    ]
}

/// The 14 files as (name, text), and where they came from.
fn inputs() -> (Vec<(String, String)>, &'static str) {
    // OPTS_WORKLOAD_SYNTHETIC=1 measures the synthetic set even where GCC's files exist.
    let force_synthetic = std::env::var_os("OPTS_WORKLOAD_SYNTHETIC").is_some_and(|v| v == "1");
    if let Some(dir) = opts::gcc::gcc_source_dir().filter(|_| !force_synthetic) {
        let files: Option<Vec<(String, String)>> = opts::gcc::X86_64_LINUX_OPT_FILES
            .iter()
            .map(|f| {
                let text = std::fs::read_to_string(dir.join(f)).ok()?;
                Some(((*f).to_owned(), text))
            })
            .collect();
        if let Some(files) = files {
            return (files, "gcc-12");
        }
    }
    (synthetic_set(), "synthetic")
}

/// 14 files with the record mix of GCC's x86_64 set: 12 languages, 63 enums with 370
/// values, ~2,400 option records (some defined twice), masks and variables.
fn synthetic_set() -> Vec<(String, String)> {
    let mut files = Vec::new();
    let langs = [
        "Ada", "AdaSCIL", "AdaWhy", "C", "C++", "D", "Fortran", "Go", "LTO", "LTODump", "ObjC",
        "ObjC++",
    ];
    let mut head = String::new();
    for l in langs {
        let _ = write!(head, "Language\n{l}\n\n");
    }
    head.push_str("Variable\nHOST_WIDE_INT isa_flags = 0\n\n");
    head.push_str("Wall\nCommon Warning Var(warn_all)\nEnable most warnings.\n\n");
    for e in 0..63 {
        let _ = write!(
            head,
            "Enum\nName(enum{e}) Type(int) UnknownError(unknown value %qs)\nValues of enum {e}:\n\n"
        );
        for v in 0..6 {
            let _ = write!(
                head,
                "EnumValue\nEnum(enum{e}) String(value{v}) Value({v})\n\n"
            );
        }
    }
    files.push(("synthetic/head.opt".to_owned(), head));
    for f in 0..13 {
        let mut text = String::new();
        for i in 0..175 {
            let n = f * 175 + i;
            let lang = langs[n % langs.len()];
            let rec = match n % 7 {
                0 => format!(
                    "Wwarn-{n}\n{lang} Common Warning Var(warn_{n}) Init(0) EnabledBy(Wall)\nWarn about case {n}.\n\n"
                ),
                1 => format!(
                    "fflag-{n}\nCommon Optimization Var(flag_{n}) Init(1)\nEnable transformation {n}.\n\n"
                ),
                2 => format!(
                    "fenum-{n}=\nCommon Joined RejectNegative Enum(enum{}) Var(flag_enum_{n}) Init(0)\n-fenum-{n}=[value0|value1]\tChoose {n}.\n\n",
                    n % 63
                ),
                3 => format!(
                    "-param=param-{n}=\nCommon Joined UInteger Var(param_{n}) Init(10) IntegerRange(0, 100) Param Optimization\nParameter {n}.\n\n"
                ),
                4 if n < 420 => format!(
                    "mmask-{n}\nTarget Mask(M{n}) Var(isa_flags) Save\nUse feature {n}.\n\n"
                ),
                5 => format!("falias-{n}\nCommon Alias(fflag-{})\nAlias {n}.\n\n", n - 4),
                _ => format!(
                    "fstr-{n}=\n{lang} Joined Var(str_{n})\n-fstr-{n}=<text>\tSet string {n}.\n\n"
                ),
            };
            text.push_str(&rec);
        }
        files.push((format!("synthetic/part{f}.opt"), text));
    }
    debug_assert_eq!(files.len(), 14);
    files
}

/// Runs GCC's own awk pipeline on the same files once, now, so the speed-up is also
/// measured under the same machine load; `None` without gawk or GCC's sources.
fn gcc_awk_now() -> Option<Duration> {
    let dir = opts::gcc::gcc_source_dir()?;
    let tmp = std::env::temp_dir().join(format!("opts-workload-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).ok()?;
    let list = tmp.join("optionlist");
    let start = Instant::now();
    let gather = Command::new("gawk")
        .env("LC_ALL", "C")
        .arg("-f")
        .arg(dir.join("opt-gather.awk"))
        .args(opts::gcc::x86_64_linux_files(&dir))
        .output()
        .ok()?;
    std::fs::write(&list, &gather.stdout).ok()?;
    for (script, extra) in [
        (
            "optc-gen.awk",
            vec![
                "-v",
                "header_name=config.h system.h coretypes.h options.h tm.h",
            ],
        ),
        ("opth-gen.awk", vec![]),
    ] {
        let out = Command::new("gawk")
            .arg("-f")
            .arg(dir.join("opt-functions.awk"))
            .arg("-f")
            .arg(dir.join("opt-read.awk"))
            .arg("-f")
            .arg(dir.join(script))
            .args(extra)
            .stdin(std::fs::File::open(&list).ok()?)
            .output()
            .ok()?;
        if !out.status.success() {
            return None;
        }
    }
    let elapsed = start.elapsed();
    let _ = std::fs::remove_dir_all(&tmp);
    gather.status.success().then_some(elapsed)
}

fn gcc_full_set(count: u64) -> Measurement {
    let (files, origin) = inputs();
    let mut set = opts::SourceSet::new();
    for (name, text) in &files {
        set.add(name, text.clone());
    }
    // Set-up, untimed: one pass to check the set is valid.
    let model = set
        .model()
        .unwrap_or_else(|d| panic!("the {origin} set is invalid:\n{d}"));
    let records = model.definitions.len()
        + model.languages.len()
        + model
            .enums
            .values()
            .map(|e| 1 + e.values.len())
            .sum::<usize>()
        + model.variables.len()
        + model.target_saves.len()
        + model.header_includes.len()
        + model.source_includes.len()
        + model.extra_masks.len();
    let bytes: u64 = files.iter().map(|(_, t)| t.len() as u64).sum();
    let passes = count.div_ceil(bytes).max(1);
    let mut options = 0usize;
    let mut best = Duration::MAX;
    let cpu_before = thread_cpu_ns();
    let start = Instant::now();
    for _ in 0..passes {
        let t = Instant::now();
        let model = set.model().expect("valid above");
        let table = model.table();
        options += table.len();
        best = best.min(t.elapsed());
    }
    let measured = start.elapsed();
    let cpu_ms = match (cpu_before, thread_cpu_ns()) {
        (Some(a), Some(b)) => format!("{:.3}", (b - a) as f64 / 1e6 / passes as f64),
        _ => "unavailable".to_owned(),
    };
    let per_set = measured / u32::try_from(passes).unwrap_or(u32::MAX);
    let scaled = measured.mul_f64(count as f64 / (passes * bytes) as f64);
    let per_set_ms = per_set.as_secs_f64() * 1e3;
    let peak_rss = crate::harness::peak_rss_bytes().unwrap_or(0);
    // Untimed: GCC's pipeline under the same load, for a like-for-like ratio.
    let awk_now = if origin == "gcc-12" {
        gcc_awk_now()
    } else {
        None
    };
    let now = awk_now.map_or_else(
        || "awk_now=unavailable".to_owned(),
        |d| {
            let ms = d.as_secs_f64() * 1e3;
            format!("awk_now_ms={ms:.0} speedup_now={:.0}x", ms / per_set_ms)
        },
    );
    Measurement {
        elapsed: scaled,
        extra: format!(
            "input={origin} files=14 bytes={bytes} records={records} passes={passes} options={} per_set_ms={per_set_ms:.3} on_cpu_ms_per_set={cpu_ms} best_ms={:.3} gcc_awk_ms={GCC_AWK_MS} speedup={:.0}x {now} peak_rss={peak_rss}",
            options / passes as usize,
            best.as_secs_f64() * 1e3,
            GCC_AWK_MS / per_set_ms,
        ),
    }
}

/// A typical compile command line (warnings, optimizations, target flags, paths, params, one
/// unknown option), decoded as `cc1` for C decodes it; one argument per line, shared with the
/// opts crate's criterion bench.
const DECODE_LINE_TEXT: &str = include_str!("../../crates/opts/benches/typical_command_line.txt");

/// `opts_decode`: one operation is one command-line argument decoded (lookup, spellings,
/// arguments, aliases, enums, integers, pruning) by the C compiler's decoder over GCC 12's
/// option table (the sample set without GCC's sources). `extra` also gives the rate of
/// decoding plus handling (state, implications, diagnostics) for the same line.
fn decode_args(count: u64) -> Measurement {
    let (model, origin) = match inputs() {
        (files, "gcc-12") => {
            let mut set = opts::SourceSet::new();
            for (name, text) in &files {
                set.add(name, text.as_str());
            }
            (set.model().ok(), "gcc-12")
        }
        _ => (opts::sample::source_set().model().ok(), "sample"),
    };
    let Some(model) = model else {
        return Measurement {
            elapsed: Duration::ZERO,
            extra: format!("input={origin} invalid"),
        };
    };
    let table = model.table();
    let Ok(decoder) = opts::decode::Decoder::compiler(&table, &["C"]) else {
        return Measurement {
            elapsed: Duration::ZERO,
            extra: format!("input={origin} declares no C"),
        };
    };
    let decoder = decoder
        .with_conditions(|_| origin != "gcc-12")
        .with_definitions(&model);
    let line: Vec<&str> = DECODE_LINE_TEXT.lines().collect();
    let per_line = line.len() as u64;
    let passes = count.div_ceil(per_line).max(1);
    let mut kept = 0usize;
    let cpu_before = thread_cpu_ns();
    let start = Instant::now();
    for _ in 0..passes {
        kept += std::hint::black_box(decoder.decode(std::hint::black_box(&line)))
            .options
            .len();
    }
    let measured = start.elapsed();
    // On-CPU time does not grow while other processes hold the CPUs.
    let cpu_rate = match (cpu_before, thread_cpu_ns()) {
        (Some(a), Some(b)) if b > a => {
            format!("{:.0}", (passes * per_line) as f64 / ((b - a) as f64 / 1e9))
        }
        _ => "unavailable".to_owned(),
    };
    let run_passes = (passes / 8).max(1);
    let mut diagnostics = 0usize;
    let run_start = Instant::now();
    for _ in 0..run_passes {
        diagnostics += std::hint::black_box(decoder.run(&line)).diagnostics.len();
    }
    let run_elapsed = run_start.elapsed();
    let rate = (passes * per_line) as f64 / measured.as_secs_f64();
    let run_rate = (run_passes * per_line) as f64 / run_elapsed.as_secs_f64();
    Measurement {
        elapsed: measured.mul_f64(count as f64 / (passes * per_line) as f64),
        extra: format!(
            "input={origin} args_per_line={per_line} lines={passes} kept={} decode_args_per_s={rate:.0} decode_args_per_cpu_s={cpu_rate} target_args_per_s=5000000 ratio={:.2}x run_args_per_s={run_rate:.0} diagnostics_per_line={}",
            kept / passes as usize,
            rate / 5e6,
            diagnostics / run_passes as usize,
        ),
    }
}
