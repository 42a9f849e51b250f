//! The processor names `-mtune=` accepts, which GCC keeps in a C table rather than in a
//! `.opt` enumeration and lists after `--help=target` through
//! `ix86_get_valid_option_values` (common/config/i386/i386-common.cc); the `-march=`
//! names are those of [`super::i386_arches::ARCHES`].

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
