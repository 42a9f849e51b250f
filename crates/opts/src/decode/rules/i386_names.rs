//! The values `-march=` and `-mtune=` accept, which GCC keeps in C tables rather than in
//! `.opt` enumerations, and lists after `--help=target` through
//! `ix86_get_valid_option_values` (common/config/i386/i386-common.cc).

/// `processor_alias_table`'s names, in GCC's order, then `native` (`HAVE_LOCAL_CPU_DETECT`
/// holds for a native x86 compiler).
#[rustfmt::skip]
pub(super) const MARCH: &[&str] = &[
    "i386", "i486", "i586", "pentium", "lakemont", "pentium-mmx", "winchip-c6", "winchip2",
    "c3", "samuel-2", "c3-2", "nehemiah", "c7", "esther", "i686", "pentiumpro", "pentium2",
    "pentium3", "pentium3m", "pentium-m", "pentium4", "pentium4m", "prescott", "nocona",
    "core2", "nehalem", "corei7", "westmere", "sandybridge", "corei7-avx", "ivybridge",
    "core-avx-i", "haswell", "core-avx2", "broadwell", "skylake", "skylake-avx512",
    "cannonlake", "icelake-client", "rocketlake", "icelake-server", "cascadelake",
    "tigerlake", "cooperlake", "sapphirerapids", "alderlake", "bonnell", "atom",
    "silvermont", "slm", "goldmont", "goldmont-plus", "tremont", "knl", "knm", "intel",
    "geode", "k6", "k6-2", "k6-3", "athlon", "athlon-tbird", "athlon-4", "athlon-xp",
    "athlon-mp", "x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4", "eden-x2", "nano",
    "nano-1000", "nano-2000", "nano-3000", "nano-x2", "eden-x4", "nano-x4", "k8", "k8-sse3",
    "opteron", "opteron-sse3", "athlon64", "athlon64-sse3", "athlon-fx", "amdfam10",
    "barcelona", "bdver1", "bdver2", "bdver3", "bdver4", "znver1", "znver2", "znver3",
    "btver1", "btver2", "generic", "native",
];

/// `processor_names`, in the order of `enum processor_type`.
#[rustfmt::skip]
pub(super) const MTUNE: &[&str] = &[
    "generic", "i386", "i486", "pentium", "lakemont", "pentiumpro", "pentium4", "nocona",
    "core2", "nehalem", "sandybridge", "haswell", "bonnell", "silvermont", "goldmont",
    "goldmont-plus", "tremont", "knl", "knm", "skylake", "skylake-avx512", "cannonlake",
    "icelake-client", "icelake-server", "cascadelake", "tigerlake", "cooperlake",
    "sapphirerapids", "alderlake", "rocketlake", "intel", "geode", "k6", "athlon", "k8",
    "amdfam10", "bdver1", "bdver2", "bdver3", "bdver4", "btver1", "btver2", "znver1",
    "znver2", "znver3",
];
