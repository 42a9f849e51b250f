//! What the chosen `-mtune=` processor changes in the option state: its cost table's
//! branch cost, alignments and cache parameters (`processor_cost_table`,
//! x86-tune-costs.h) and the tuning features (x86-tune.def) that
//! `ix86_option_override_internal` turns into `target_flags`, vector widths and
//! parameters. Processors are named as `PROCESSOR_X` is (`skylake_avx512`).

/// What a processor's cost table (x86-tune-costs.h) gives the option state.
#[derive(Debug, Clone, Copy)]
pub(super) struct Cost {
    /// `branch_cost`.
    pub(super) branch_cost: i64,
    /// Loop, jump, label and function alignments, which `ix86_default_align` gives a
    /// `-falign-X` without a value.
    pub(super) align: [Option<&'static str>; 4],
    /// Parallel prefetches, prefetch block (L1 line) size, L1 and L2 cache sizes: the
    /// defaults of `--param=simultaneous-prefetches=`, `l1-cache-line-size=`,
    /// `l1-cache-size=` and `l2-cache-size=`.
    pub(super) cache: [i64; 4],
}

/// The tuning facts of one processor.
#[derive(Debug, Clone, Copy)]
pub(super) struct Tune {
    /// Its cost table.
    pub(super) cost: Cost,
    /// X86_TUNE_ACCUMULATE_OUTGOING_ARGS.
    pub(super) accumulate_outgoing_args: bool,
    /// Not X86_TUNE_AVX256_UNALIGNED_LOAD_OPTIMAL.
    pub(super) split_unaligned_load: bool,
    /// Not X86_TUNE_AVX256_UNALIGNED_STORE_OPTIMAL.
    pub(super) split_unaligned_store: bool,
    /// X86_TUNE_SCHEDULE: the processor has a scheduling description.
    pub(super) schedule: bool,
    /// X86_TUNE_EMIT_VZEROUPPER.
    pub(super) emit_vzeroupper: bool,
    /// X86_TUNE_AVX128_OPTIMAL.
    pub(super) avx128_optimal: bool,
    /// X86_TUNE_AVX256_OPTIMAL (and moves and stores by 256-bit pieces).
    pub(super) avx256_optimal: bool,
    /// X86_TUNE_AVX512_MOVE_BY_PIECES and X86_TUNE_AVX512_STORE_BY_PIECES.
    pub(super) avx512_by_pieces: bool,
    /// X86_TUNE_AVOID_256FMA_CHAINS / X86_TUNE_AVOID_128FMA_CHAINS: the default of
    /// `--param=avoid-fma-max-bits=`.
    pub(super) avoid_fma_max_bits: Option<i64>,
}

/// `m_CORE_AVX512`.
const CORE_AVX512: &[&str] = &[
    "skylake_avx512",
    "cannonlake",
    "icelake_client",
    "icelake_server",
    "cascadelake",
    "tigerlake",
    "cooperlake",
    "sapphirerapids",
    "rocketlake",
];

/// The processors of X86_TUNE_ACCUMULATE_OUTGOING_ARGS.
const ACCUMULATE_OUTGOING_ARGS: &[&str] = &[
    "pentiumpro",
    "pentium4",
    "nocona",
    "bonnell",
    "silvermont",
    "knl",
    "knm",
    "intel",
    "goldmont",
    "goldmont_plus",
    "k8",
    "athlon",
];

/// `processor_cost_table`: the cost table each processor uses, where its name is not the
/// processor's own.
const COST_TABLE_OF: &[(&str, &str)] = &[
    ("core2", "core"),
    ("nehalem", "core"),
    ("sandybridge", "core"),
    ("haswell", "core"),
    ("bonnell", "atom"),
    ("silvermont", "slm"),
    ("goldmont", "slm"),
    ("goldmont_plus", "slm"),
    ("knl", "slm"),
    ("knm", "slm"),
    ("skylake_avx512", "skylake"),
    ("cascadelake", "skylake"),
    ("cooperlake", "skylake"),
    ("cannonlake", "icelake"),
    ("icelake_client", "icelake"),
    ("icelake_server", "icelake"),
    ("tigerlake", "icelake"),
    ("sapphirerapids", "icelake"),
    ("rocketlake", "icelake"),
    ("bdver1", "bdver"),
    ("bdver2", "bdver"),
    ("bdver3", "bdver"),
    ("bdver4", "bdver"),
];

const A_GENERIC: Align = [Some("16:11:8"), Some("16:11:8"), Some("0:0:8"), Some("16")];
const A_K8: Align = [Some("16:8:8"), Some("16:8:8"), Some("0:0:8"), Some("16")];
const A_ATOM: Align = [Some("16"), Some("16:8:8"), Some("0:0:8"), Some("16")];
const A_BDVER: Align = [Some("16:11:8"), Some("16:8:8"), Some("0:0:8"), Some("11")];
const A_ZNVER: Align = [Some("16"), Some("16"), Some("0:0:8"), Some("16")];
const A_NONE: Align = [None, None, None, None];

/// Four alignments, as [`Cost::align`].
type Align = [Option<&'static str>; 4];

/// One cost table: name (`X_cost`), branch cost, alignments, cache parameters.
type CostRow = (&'static str, i64, Align, [i64; 4]);

/// The cost tables.
#[rustfmt::skip]
const COSTS: &[CostRow] = &[
    ("generic", 3, A_GENERIC, [6, 64, 32, 512]),
    ("i386", 1, [Some("4"), Some("4"), None, Some("4")], [0, 0, 0, 0]),
    ("i486", 1, [Some("16"), Some("16"), Some("0:0:8"), Some("16")], [0, 0, 4, 4]),
    ("pentium", 2, A_K8, [0, 0, 8, 8]),
    ("lakemont", 2, A_K8, [0, 0, 8, 8]),
    ("pentiumpro", 2, [Some("16"), Some("16:11:8"), Some("0:0:8"), Some("16")], [6, 32, 8, 256]),
    ("pentium4", 2, A_NONE, [6, 64, 8, 256]),
    ("nocona", 1, A_NONE, [8, 64, 8, 1024]),
    ("core", 3, A_GENERIC, [6, 64, 64, 512]),
    ("atom", 3, A_ATOM, [6, 64, 32, 256]),
    ("slm", 3, A_ATOM, [6, 64, 32, 256]),
    ("tremont", 3, A_GENERIC, [6, 64, 32, 512]),
    ("skylake", 3, A_GENERIC, [6, 64, 64, 512]),
    ("icelake", 3, A_GENERIC, [6, 64, 64, 512]),
    ("alderlake", 3, A_GENERIC, [6, 64, 32, 512]),
    ("intel", 3, A_ATOM, [6, 64, 32, 256]),
    ("geode", 1, A_NONE, [1, 32, 64, 128]),
    ("k6", 1, [Some("32:8:8"), Some("32:8:8"), Some("0:0:8"), Some("32")], [1, 32, 32, 32]),
    ("athlon", 5, A_K8, [6, 64, 64, 256]),
    ("k8", 3, A_K8, [100, 64, 64, 512]),
    ("amdfam10", 2, [Some("32:25:8"), Some("32:8:8"), Some("0:0:8"), Some("32")], [100, 64, 64, 512]),
    ("bdver", 2, A_BDVER, [100, 64, 16, 2048]),
    ("btver1", 2, A_BDVER, [100, 64, 32, 512]),
    ("btver2", 2, A_BDVER, [100, 64, 32, 2048]),
    ("znver1", 3, A_ZNVER, [100, 64, 32, 512]),
    ("znver2", 3, A_ZNVER, [100, 64, 32, 512]),
    ("znver3", 3, A_ZNVER, [100, 64, 32, 512]),
];

/// The cost table of `processor`.
fn cost(processor: &str) -> Cost {
    let name = COST_TABLE_OF
        .iter()
        .find(|(p, _)| *p == processor)
        .map_or(processor, |(_, c)| *c);
    let row = COSTS.iter().find(|c| c.0 == name).unwrap_or(&COSTS[0]);
    Cost {
        branch_cost: row.1,
        align: row.2,
        cache: row.3,
    }
}

/// The tuning facts of `processor`.
pub(super) fn tune(processor: &str) -> Tune {
    let bdver = processor.starts_with("bdver");
    Tune {
        cost: cost(processor),
        accumulate_outgoing_args: ACCUMULATE_OUTGOING_ARGS.contains(&processor),
        split_unaligned_load: matches!(processor, "nehalem" | "sandybridge"),
        split_unaligned_store: matches!(processor, "nehalem" | "sandybridge" | "znver1") || bdver,
        schedule: !matches!(processor, "i386" | "i486" | "pentium4" | "nocona"),
        emit_vzeroupper: processor != "knl",
        avx128_optimal: bdver || matches!(processor, "btver2" | "znver1"),
        avx256_optimal: CORE_AVX512.contains(&processor),
        avx512_by_pieces: processor == "sapphirerapids",
        avoid_fma_max_bits: match processor {
            "znver2" | "znver3" => Some(256),
            "znver1" => Some(128),
            _ => None,
        },
    }
}
