//! The x86 instruction-set flags (`ix86_isa_flags`, `ix86_isa_flags2`): the chains
//! `ix86_handle_option` (common/config/i386/i386-common.cc) follows for `-mX`/`-mno-X`, and
//! the defaults `ix86_option_override_internal` (config/i386/i386-options.cc) derives from
//! `-march=` and the word size.
//!
//! An unknown `-march=` name (the compiler's error) leaves the ISA defaults as they were.

use super::Vars;
use super::i386_arches::ARCHES;

/// The ISA chains GCC spells as `OPTION_MASK_ISA_X_SET` / `_UNSET`: enabling the first
/// enables the second; disabling the second disables the first.
const IMPLIES: &[(&str, &str)] = &[
    ("SSE2", "SSE"),
    ("SSE3", "SSE2"),
    ("SSSE3", "SSE3"),
    ("SSE4_1", "SSSE3"),
    ("SSE4_2", "SSE4_1"),
    ("AVX", "SSE4_2"),
    ("AVX", "XSAVE"),
    ("FMA", "AVX"),
    ("F16C", "AVX"),
    ("AVX2", "AVX"),
    ("AVX512F", "AVX2"),
    ("AVX512CD", "AVX512F"),
    ("AVX512PF", "AVX512F"),
    ("AVX512ER", "AVX512F"),
    ("AVX512DQ", "AVX512F"),
    ("AVX512BW", "AVX512F"),
    ("AVX512VL", "AVX512F"),
    ("AVX512IFMA", "AVX512F"),
    ("AVX512VBMI", "AVX512BW"),
    ("AVX512VBMI2", "AVX512F"),
    ("AVX512VNNI", "AVX512F"),
    ("AVX512VPOPCNTDQ", "AVX512F"),
    ("AVX512BITALG", "AVX512F"),
    ("SSE4A", "SSE3"),
    ("FMA4", "SSE4A"),
    ("FMA4", "AVX"),
    ("XOP", "FMA4"),
    ("3DNOW", "MMX"),
    ("3DNOW_A", "3DNOW"),
    ("XSAVEOPT", "XSAVE"),
    ("XSAVES", "XSAVE"),
    ("XSAVEC", "XSAVE"),
    ("AVX512FP16", "AVX512BW"),
    ("WIDEKL", "KL"),
];

/// Enabling the first also enables the second, but disabling the second leaves the first
/// (`OPTION_MASK_ISA_ABM_SET` has LZCNT; `OPTION_MASK_ISA_LZCNT_UNSET` is LZCNT alone).
const ALSO_SETS: &[(&str, &str)] = &[
    ("ABM", "LZCNT"),
    ("AES", "SSE2"),
    ("PCLMUL", "SSE2"),
    ("SHA", "SSE2"),
];

/// Disabling the first also disables the second, but enabling the second leaves the first
/// (`OPTION_MASK_ISA2_SSE2_UNSET` has KL; `OPTION_MASK_ISA2_KL_SET` is KL alone).
const ALSO_UNSETS: &[(&str, &str)] = &[
    ("SSE2", "KL"),
    ("AVX2", "AVXVNNI"),
    ("AVX512F", "AVX512BF16"),
    ("AVX512F", "AVX5124FMAPS"),
    ("AVX512F", "AVX5124VNNIW"),
    ("AVX512F", "AVX512VP2INTERSECT"),
    ("AVX512BW", "AVX512BF16"),
    ("XSAVE", "AMX_TILE"),
];

/// The features and processor of `-march=NAME` (`processor_alias_table`).
pub(super) fn arch(name: &str) -> Option<(&'static str, &'static [&'static str])> {
    ARCHES
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, processor, features)| (*processor, *features))
}

/// The table's markers, which are not ISA bits.
const MARKERS: [&str; 5] = ["64BIT", "NO_SAHF", "NO_TUNE", "NO_80387", "PREFETCH_SSE"];

/// The mask of ISA `isa` in whichever of the two variables holds it.
fn isa_mask(isa: &str) -> [String; 2] {
    [format!("ISA_{isa}"), format!("ISA2_{isa}")]
}

fn set_isa(v: &mut Vars<'_, '_, '_>, isa: &str, on: bool, explicit: bool) {
    for name in isa_mask(isa) {
        if v.mask(&name).is_some() {
            v.set_mask(&name, on);
            if explicit {
                v.mark_explicit(&name);
            }
        }
    }
}

fn isa_explicit(v: &Vars<'_, '_, '_>, isa: &str) -> bool {
    isa_mask(isa).iter().any(|m| v.mask_explicit(m))
}

fn has_isa(v: &Vars<'_, '_, '_>, isa: &str) -> bool {
    isa_mask(isa).iter().any(|m| v.has_mask(m) == Some(true))
}

/// `ix86_handle_option` for an ISA option: `-mX` also enables what X needs, `-mno-X` also
/// disables what needs X, each marked explicit (`ix86_isa_flags_explicit`).
pub(super) fn handle_option(v: &mut Vars<'_, '_, '_>, mask: &str, on: bool) {
    let Some(isa) = mask
        .strip_prefix("ISA_")
        .or_else(|| mask.strip_prefix("ISA2_"))
    else {
        return;
    };
    let mut todo = vec![isa.to_owned()];
    let mut done: Vec<String> = Vec::new();
    while let Some(isa) = todo.pop() {
        if done.contains(&isa) {
            continue;
        }
        set_isa(v, &isa, on, true);
        for &(child, parent) in IMPLIES {
            let next = if on {
                (child == isa).then_some(parent)
            } else {
                (parent == isa).then_some(child)
            };
            todo.extend(next.map(str::to_owned));
        }
        let one_way = if on { ALSO_SETS } else { ALSO_UNSETS };
        for &(first, second) in one_way {
            if first == isa {
                todo.push(second.to_owned());
            }
        }
        done.push(isa);
    }
}

/// `-mgeneral-regs-only`: no MMX, SSE (and all that needs it) or x87; the general-register
/// instructions SSE4.2 and SSE3 brought stay unless disabled explicitly.
pub(super) fn general_regs_only(v: &mut Vars<'_, '_, '_>) {
    let mut keep: Vec<&str> = Vec::new();
    if has_isa(v, "SSE4_2") {
        keep.extend(["CRC32", "POPCNT"].iter().filter(|i| !isa_explicit(v, i)));
    }
    if has_isa(v, "SSE3") && !isa_explicit(v, "MWAIT") {
        keep.push("MWAIT");
    }
    handle_option(v, "ISA_MMX", false);
    handle_option(v, "ISA_SSE", false);
    for isa in keep {
        set_isa(v, isa, true, true);
    }
    v.set_mask("80387", false);
}

/// The first step of `ix86_option_override_internal`: `-m32`, `-m64`, `-mx32` and `-m16`
/// settle the word-size and ABI bits (biarch64, 64-bit by default).
pub(super) fn word_size(v: &mut Vars<'_, '_, '_>) {
    if v.has_mask("ISA_64BIT") == Some(false) {
        v.set_mask("ABI_64", false);
        v.set_mask("ABI_X32", false);
    } else if v.has_mask("ABI_X32") == Some(true) {
        v.set_mask("ABI_64", false);
    }
    if v.has_mask("ABI_X32") == Some(true) {
        v.set_mask("ISA_64BIT", true);
        v.set_mask("ABI_64", false);
    } else if v.has_mask("CODE16") == Some(true) {
        for mask in ["ISA_64BIT", "ABI_X32", "ABI_64"] {
            v.set_mask(mask, false);
        }
    } else if v.has_mask("ABI_64") == Some(true) {
        v.set_mask("ISA_64BIT", true);
        v.set_mask("ABI_X32", false);
    }
}

/// `-mtune=` when not given: the `-march=` name, except that the x86-64 levels tune for
/// `generic`.
pub(super) fn default_tune(v: &mut Vars<'_, '_, '_>, arch: &str) {
    match v.get_str("ix86_tune_string") {
        Some("native") => v.set_str("ix86_tune_string", "generic"),
        Some(_) => {}
        None => {
            let levels = ["x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4"];
            let tune = if levels.contains(&arch) {
                "generic"
            } else {
                arch
            };
            v.set_str("ix86_tune_string", tune);
        }
    }
}

/// The ISA part of `ix86_option_override_internal` for a known `-march=`; the default
/// ISA of the word size (`TARGET_SUBTARGET64_ISA_DEFAULT`), then the implied bits.
pub(super) fn option_override(v: &mut Vars<'_, '_, '_>, arch: &str, is_64bit: bool) {
    let Some((_, pta)) = self::arch(arch) else {
        return;
    };
    for isa in pta.iter().filter(|i| !MARKERS.contains(i)) {
        if !isa_explicit(v, isa) {
            set_isa(v, isa, true, false);
        }
    }
    // PTA_ABM brings LZCNT and POPCNT unless ABM itself was chosen.
    if pta.contains(&"ABM") && !isa_explicit(v, "ABM") {
        for isa in ["LZCNT", "POPCNT"] {
            if !isa_explicit(v, isa) {
                set_isa(v, isa, true, false);
            }
        }
    }
    // x86-64 itself lacks LAHF/SAHF in 64-bit mode (PTA_NO_SAHF).
    let no_sahf = is_64bit && pta.contains(&"NO_SAHF");
    if !no_sahf && !isa_explicit(v, "SAHF") {
        set_isa(v, "SAHF", true, false);
    }
    if is_64bit {
        for isa in ["MMX", "SSE", "SSE2"] {
            if !isa_explicit(v, isa) {
                set_isa(v, isa, true, false);
            }
        }
    }
    let implied = [
        ("SSE", "MMX"),
        ("SSE3", "MWAIT"),
        ("SSE4_2", "POPCNT"),
        ("ABM", "POPCNT"),
        ("SSE4_2", "CRC32"),
    ];
    for (when, isa) in implied {
        if has_isa(v, when) && !isa_explicit(v, isa) {
            set_isa(v, isa, true, false);
        }
    }
}
