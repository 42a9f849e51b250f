//! The x86-64 target's hand-written option code: `init_options_struct`'s target part and
//! `ix86_option_init_struct` (common/config/i386/i386-common.cc), and the parts of
//! `ix86_option_override_internal` (config/i386/i386-options.cc) that reach the variables
//! `-Q --help=optimizers`, `--help=target` and `--help=joined` show.

use super::super::Decoder;
use super::super::handle::Handling;
use super::i386_tune::{self, Tune};
use super::{Vars, i386_isa};

/// The flag and string variable of each `-falign-X`, in the cost tables' order.
const ALIGN_VARS: [(&str, &str); 4] = [
    ("flag_align_loops", "str_align_loops"),
    ("flag_align_jumps", "str_align_jumps"),
    ("flag_align_labels", "str_align_labels"),
    ("flag_align_functions", "str_align_functions"),
];

/// `DEFAULT_PCC_STRUCT_RETURN` of gnu-user-common.h, the 32-bit default.
const DEFAULT_PCC_STRUCT_RETURN: i64 = 1;

/// `DEFAULT_LARGE_SECTION_THRESHOLD` (i386.h).
const DEFAULT_LARGE_SECTION_THRESHOLD: i64 = 65536;

/// `REGPARM_MAX` in 64-bit mode (i386.h).
const REGPARM_MAX_64: i64 = 6;

/// `TARGET_DEFAULT_TARGET_FLAGS` for x86_64-linux: unix.h's 387, IEEE arithmetic and
/// 387 float returns, and gnu-user-common.h's direct TLS segment references.
const DEFAULT_TARGET_FLAGS: [&str; 4] =
    ["80387", "IEEE_FP", "FLOAT_RETURNS", "TLS_DIRECT_SEG_REFS"];

/// The target parts of `init_options_struct` and `ix86_option_init_struct`, and the
/// configuration's values of the macros some `Init`s name. 2 marks "not decided yet" for
/// the override to replace.
#[doc(alias = "ix86_option_init_struct")]
pub(super) fn init_options_struct(d: &Decoder<'_>, h: &mut Handling) {
    let mut v = Vars { d, h };
    if !is_i386(&v) {
        return;
    }
    // DEFAULT_SIGNED_CHAR is 1 on x86.
    v.set("flag_signed_char", 1);
    // Decided after the target's options are processed (after --help is printed).
    v.set("flag_short_enums", 2);
    v.set("flag_pcc_struct_return", 2);
    v.set("flag_asynchronous_unwind_tables", 2);
    configuration_macros(&mut v);
    // TARGET_64BIT_DEFAULT (biarch64.h): 64-bit ISA and ABI.
    v.set("ix86_isa_flags", 0);
    v.set("ix86_isa_flags2", 0);
    v.set_mask("ISA_64BIT", true);
    v.set_mask("ABI_64", true);
    v.set("target_flags", 0);
    for mask in DEFAULT_TARGET_FLAGS {
        v.set_mask(mask, true);
    }
}

/// The values the configuration gives the macros some `Init`s name (Debian's x86_64-linux
/// build of GCC 12).
fn configuration_macros(v: &mut Vars<'_, '_, '_>) {
    // A release build: CHECKING_P is 0.
    v.set("flag_checking", 0);
    // DWARF_GNAT_ENCODINGS_DEFAULT is DWARF_GNAT_ENCODINGS_GDB.
    v.set_enum("fgnat-encodings=", "gdb");
    v.set("ix86_section_threshold", DEFAULT_LARGE_SECTION_THRESHOLD);
    // DEFAULT_LIBC is LIBC_GLIBC; Android is off.
    v.set_symbolic("linux_libc", "LIBC_GLIBC");
    v.set("flag_android", 0);
    // glibc has __cxa_atexit (DEFAULT_USE_CXA_ATEXIT), the assembler has .cfi
    // directives (HAVE_GAS_CFI_DIRECTIVE), NO_CALLGRAPH_INFO is 0.
    v.set("flag_use_cxa_atexit", 1);
    v.set("flag_dwarf2_cfi_asm", 1);
    v.set("flag_callgraph_info", 0);
    // Init(0) of an enumeration of macros: PARLOOPS_SCHEDULE_STATIC is 0.
    v.set_enum("-param=parloops-schedule=", "static");
    // init_ggc_heuristics: GCC scales these with the host's memory; the values are those
    // of any host with at least 1 GiB and no memory limit.
    v.set("param_ggc_min_expand", 100);
    v.set("param_ggc_min_heapsize", 128 * 1024);
}

/// The parts of `ix86_option_override_internal` that `-Q --help=` shows.
#[doc(alias = "ix86_option_override_internal")]
pub(super) fn option_override(d: &Decoder<'_>, h: &mut Handling) {
    let mut v = Vars { d, h };
    if !is_i386(&v) {
        return;
    }
    i386_isa::word_size(&mut v);
    let is_64bit = v.has_mask("ISA_64BIT") != Some(false);
    // TARGET_CPU_DEFAULT: the driver passes -march= anyway.
    let default_arch = if is_64bit { "x86-64" } else { "i386" };
    let given_arch = v.get_str("ix86_arch_string").map(str::to_owned);
    let arch = given_arch
        .clone()
        .unwrap_or_else(|| default_arch.to_owned());
    i386_isa::default_tune(&mut v, given_arch.as_deref().unwrap_or(default_arch));
    i386_isa::option_override(&mut v, &arch, is_64bit);
    word_size_defaults(&mut v, is_64bit);
    recompute_optlev_based_flags(&mut v, is_64bit);
    let tune_name = v.get_str("ix86_tune_string").unwrap_or("generic");
    let tune = i386_tune::tune(i386_isa::arch(tune_name).map_or("generic", |(p, _)| p));
    target_flags(&mut v, tune);
    code_model(&mut v, is_64bit);
    v.set_if_unset("ix86_branch_cost", tune.cost.branch_cost);
    // Without a scheduling description the scheduler passes would only slow things down.
    if !tune.schedule {
        v.set("flag_schedule_insns_after_reload", 0);
        v.set("flag_schedule_insns", 0);
    }
    // ix86_default_align: a -falign-X without a value takes the tuning's.
    for ((flag, string), value) in ALIGN_VARS.into_iter().zip(tune.cost.align) {
        if v.get(flag).is_some_and(|f| f != 0)
            && v.get_str(string).is_none()
            && let Some(value) = value
        {
            v.set_str(string, value);
        }
    }
    vector_widths(&mut v, tune);
    params(&mut v, tune);
}

/// The parameters the override sets unless given: the cost table's cache figures, 64-byte
/// interference sizes (every x86), FMA chains to avoid, and two it turns off.
fn params(v: &mut Vars<'_, '_, '_>, tune: Tune) {
    let names = [
        "param_simultaneous_prefetches",
        "param_l1_cache_line_size",
        "param_l1_cache_size",
        "param_l2_cache_size",
    ];
    for (name, value) in names.into_iter().zip(tune.cost.cache) {
        v.set_if_unset(name, value);
    }
    v.set_if_unset("param_destruct_interfere_size", 64);
    v.set_if_unset("param_construct_interfere_size", 64);
    if let Some(bits) = tune.avoid_fma_max_bits {
        v.set_if_unset("param_avoid_fma_max_bits", bits);
    }
    v.set_if_unset("param_ira_consider_dup_in_all_alts", 0);
    v.set_if_unset("param_vect_partial_vector_usage", 0);
}

/// Whether the table is the i386 back end's (it has `-m64`'s mask); other tables keep
/// their own target variables.
fn is_i386(v: &Vars<'_, '_, '_>) -> bool {
    v.mask("ISA_64BIT").is_some()
}

/// `TARGET_SUBTARGET64_DEFAULT` / `TARGET_SUBTARGET32_DEFAULT`, the address mode and the
/// register-passing defaults of the word size.
fn word_size_defaults(v: &mut Vars<'_, '_, '_>, is_64bit: bool) {
    if is_64bit {
        v.default_mask("128BIT_LONG_DOUBLE", true);
        v.set("ix86_regparm", REGPARM_MAX_64);
    } else {
        // The i386 ABI has no red zone.
        v.default_mask("NO_RED_ZONE", true);
    }
    if !v.is_set("ix86_pmode") {
        let lp64 = is_64bit && v.has_mask("ABI_64") != Some(false);
        v.set_enum("maddress-mode=", if lp64 { "long" } else { "short" });
    }
    if !v.is_set("ix86_fpmath") {
        let sse = is_64bit && v.has_mask("ISA_SSE") == Some(true);
        v.set_enum("mfpmath=", if sse { "sse" } else { "387" });
    }
}

/// `ix86_recompute_optlev_based_flags`: the defaults that depend on the word size
/// (`USE_IX86_FRAME_POINTER` is 0 on Linux).
fn recompute_optlev_based_flags(v: &mut Vars<'_, '_, '_>, is_64bit: bool) {
    if v.get("optimize").is_some_and(|o| o >= 1) {
        let size = v.get("optimize_size").unwrap_or(0);
        v.set_if_unset("flag_omit_frame_pointer", i64::from(is_64bit || size == 0));
    }
    if v.get("flag_asynchronous_unwind_tables") == Some(2) {
        v.set("flag_asynchronous_unwind_tables", 1);
        if is_64bit {
            v.set("flag_unwind_tables", 1);
        }
    }
    if v.get("flag_pcc_struct_return") == Some(2) {
        let pcc = if is_64bit {
            0
        } else {
            DEFAULT_PCC_STRUCT_RETURN
        };
        v.set("flag_pcc_struct_return", pcc);
    }
}

/// The `target_flags` bits the override decides, some by the tuning.
fn target_flags(v: &mut Vars<'_, '_, '_>, tune: Tune) {
    if v.get("flag_omit_frame_pointer").is_some_and(|f| f != 0) {
        v.set_mask("OMIT_LEAF_FRAME_POINTER", false);
    }
    if v.get("flag_finite_math_only").is_some_and(|f| f != 0) {
        v.set_mask("IEEE_FP", false);
    }
    // Generic tuning always has a fancy 387 (X86_TUNE_ALWAYS_FANCY_MATH_387) ...
    v.set_mask("NO_FANCY_MATH_387", false);
    // ... unless there is no 387.
    if v.has_mask("80387") == Some(false) {
        v.set_mask("NO_FANCY_MATH_387", true);
    }
    if tune.emit_vzeroupper {
        v.default_mask("VZEROUPPER", true);
    }
    v.default_mask("STV", true);
    if tune.accumulate_outgoing_args {
        v.default_mask("ACCUMULATE_OUTGOING_ARGS", true);
    }
    if tune.split_unaligned_load {
        v.default_mask("AVX256_SPLIT_UNALIGNED_LOAD", true);
    }
    if tune.split_unaligned_store {
        v.default_mask("AVX256_SPLIT_UNALIGNED_STORE", true);
    }
}

/// `-mcmodel=`: small (or its PIC form, which has no `-mcmodel=` name) in 64-bit mode,
/// `32` otherwise.
fn code_model(v: &mut Vars<'_, '_, '_>, is_64bit: bool) {
    let pic = v.get("flag_pic").is_some_and(|p| p != 0);
    if !is_64bit {
        v.set_enum("mcmodel=", "32");
        return;
    }
    let explicit_small = v.is_set("ix86_cmodel") && v.enum_is("mcmodel=", "small");
    if !v.is_set("ix86_cmodel") || explicit_small {
        if pic {
            v.set_unlisted("ix86_cmodel");
        } else {
            v.set_enum("mcmodel=", "small");
        }
    } else if pic && (v.enum_is("mcmodel=", "medium") || v.enum_is("mcmodel=", "large")) {
        v.set_unlisted("ix86_cmodel");
    }
}

/// `-mprefer-vector-width=`, `-mmove-max=` and `-mstore-max=` from the tuning: moves and
/// stores by 512-bit or 256-bit pieces where the tuning says so, otherwise 512 with
/// AVX-512F and 128 without.
fn vector_widths(v: &mut Vars<'_, '_, '_>, tune: Tune) {
    if !v.is_set("prefer_vector_width_type") {
        if tune.avx128_optimal {
            v.set_enum("mprefer-vector-width=", "128");
        } else if tune.avx256_optimal {
            v.set_enum("mprefer-vector-width=", "256");
        }
    }
    let width = if tune.avx512_by_pieces {
        "512"
    } else if tune.avx256_optimal {
        "256"
    } else if v.has_mask("ISA_AVX512F") == Some(true) {
        "512"
    } else {
        "128"
    };
    for (var, option) in [
        ("ix86_move_max", "mmove-max="),
        ("ix86_store_max", "mstore-max="),
    ] {
        if !v.is_set(var) {
            v.set_enum(option, width);
        }
    }
}
