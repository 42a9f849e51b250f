//! What the chosen `-mtune=` processor changes in the option state: its cost table's
//! branch cost (`processor_cost_table`, x86-tune-costs.h) and the tuning features
//! (x86-tune.def) that `ix86_option_override_internal` turns into `target_flags` and
//! vector widths. Processors are named as `PROCESSOR_X` is (`skylake_avx512`).

/// The tuning facts of one processor.
#[derive(Debug, Clone, Copy)]
pub(super) struct Tune {
    /// `branch_cost` of the processor's cost table.
    pub(super) branch_cost: i64,
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
    /// The cost table's loop, jump, label and function alignments, which
    /// `ix86_default_align` gives a `-falign-X` without a value.
    pub(super) align: [Option<&'static str>; 4],
}

/// The alignments of the cost tables (x86-tune-costs.h), by the processors using them.
#[rustfmt::skip]
const ALIGN: &[(&[&str], [Option<&str>; 4])] = &[
    (&["i386"], [Some("4"), Some("4"), None, Some("4")]),
    (&["i486"], [Some("16"), Some("16"), Some("0:0:8"), Some("16")]),
    (&["pentium", "lakemont", "athlon", "k8"],
     [Some("16:8:8"), Some("16:8:8"), Some("0:0:8"), Some("16")]),
    (&["pentiumpro"], [Some("16"), Some("16:11:8"), Some("0:0:8"), Some("16")]),
    (&["geode", "pentium4", "nocona"], [None, None, None, None]),
    (&["k6"], [Some("32:8:8"), Some("32:8:8"), Some("0:0:8"), Some("32")]),
    (&["amdfam10"], [Some("32:25:8"), Some("32:8:8"), Some("0:0:8"), Some("32")]),
    (&["bdver1", "bdver2", "bdver3", "bdver4", "btver1", "btver2"],
     [Some("16:11:8"), Some("16:8:8"), Some("0:0:8"), Some("11")]),
    (&["znver1", "znver2", "znver3"], [Some("16"), Some("16"), Some("0:0:8"), Some("16")]),
    (&["bonnell", "silvermont", "goldmont", "goldmont_plus", "knl", "knm", "intel"],
     [Some("16"), Some("16:8:8"), Some("0:0:8"), Some("16")]),
];

/// The alignments of generic, core, skylake, icelake, alderlake and tremont tuning.
const DEFAULT_ALIGN: [Option<&str>; 4] =
    [Some("16:11:8"), Some("16:11:8"), Some("0:0:8"), Some("16")];

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

/// The branch cost of each processor's cost table; 3 (generic, core, skylake, icelake,
/// alderlake, atom, slm, tremont, intel, k8, znver) for the others.
const BRANCH_COST: &[(&str, i64)] = &[
    ("i386", 1),
    ("i486", 1),
    ("pentium", 2),
    ("lakemont", 2),
    ("pentiumpro", 2),
    ("pentium4", 2),
    ("nocona", 1),
    ("geode", 1),
    ("k6", 1),
    ("athlon", 5),
    ("amdfam10", 2),
    ("bdver1", 2),
    ("bdver2", 2),
    ("bdver3", 2),
    ("bdver4", 2),
    ("btver1", 2),
    ("btver2", 2),
];

/// The tuning facts of `processor`.
pub(super) fn tune(processor: &str) -> Tune {
    let bdver = processor.starts_with("bdver");
    Tune {
        branch_cost: BRANCH_COST
            .iter()
            .find(|(p, _)| *p == processor)
            .map_or(3, |(_, c)| *c),
        accumulate_outgoing_args: ACCUMULATE_OUTGOING_ARGS.contains(&processor),
        split_unaligned_load: matches!(processor, "nehalem" | "sandybridge"),
        split_unaligned_store: matches!(processor, "nehalem" | "sandybridge" | "znver1") || bdver,
        schedule: !matches!(processor, "i386" | "i486" | "pentium4" | "nocona"),
        emit_vzeroupper: processor != "knl",
        avx128_optimal: bdver || matches!(processor, "btver2" | "znver1"),
        avx256_optimal: CORE_AVX512.contains(&processor),
        avx512_by_pieces: processor == "sapphirerapids",
        align: ALIGN
            .iter()
            .find(|(ps, _)| ps.contains(&processor))
            .map_or(DEFAULT_ALIGN, |(_, a)| *a),
    }
}
