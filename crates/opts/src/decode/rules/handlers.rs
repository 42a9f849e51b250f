//! The hand-written cases of GCC's option handlers: what `common_handle_option` (opts.cc)
//! and `c_common_handle_option` (c-family/c-opts.cc) do beyond storing the option's value.
//! Only the cases that change other variables are here; the ones that only reach the
//! diagnostic machinery (`-Werror`, `-w`, `-Wfatal-errors`, `-fmax-errors=`,
//! `-Wsystem-headers`) store their own variable through the `.opt` files and nothing else.

use crate::table::{AliasTarget, ClFlags, OptIndex, VarType};

use super::super::Decoder;
use super::super::handle::Handling;
use super::super::lookup::Found;
use super::Vars;
use super::frontend;

/// `WARN_STRICT_OVERFLOW_CONDITIONAL`, the level plain `-Wstrict-overflow` sets.
const STRICT_OVERFLOW_CONDITIONAL: i64 = 2;

/// The level plain `-Wstrict-aliasing` sets (`set_Wstrict_aliasing`).
const STRICT_ALIASING_DEFAULT: i64 = 3;

/// Runs the hand-written part of option `index`'s handlers, after its value was stored.
pub(super) fn handle(
    d: &Decoder<'_>,
    index: OptIndex,
    arg: Option<&str>,
    value: i64,
    pos: usize,
    h: &mut Handling,
) {
    let name = d.table.options[index.index()].name.as_ref();
    let flags = d.flags(index);
    if flags & d.languages != 0 {
        c_common(d, name, value, h);
    }
    if flags & ClFlags::COMMON.0 != 0 {
        common(d, name, arg, value, pos, h);
    }
    if flags & ClFlags::TARGET.0 != 0 {
        target(d, index, value, h);
    }
}

/// `ix86_handle_option`: the ISA options follow their chains.
fn target(d: &Decoder<'_>, index: OptIndex, value: i64, h: &mut Handling) {
    let entry = &d.table.options[index.index()];
    if &*entry.name == "mgeneral-regs-only" && value != 0 {
        super::i386_isa::general_regs_only(&mut Vars { d, h });
        return;
    }
    let (mask, on) = match &entry.var_type {
        VarType::BitSet(m) => (m.name.as_str(), value != 0),
        VarType::BitClear(m) => (m.name.as_str(), value == 0),
        _ => return,
    };
    super::i386_isa::handle_option(&mut Vars { d, h }, mask, on);
}

/// `c_common_handle_option`'s cases that set other variables.
#[doc(alias = "c_common_handle_option")]
fn c_common(d: &Decoder<'_>, name: &str, value: i64, h: &mut Handling) {
    let mut v = Vars { d, h };
    match name {
        // -Wabi=1 is not supported and taken as 2.
        "Wabi=" => {
            v.set("warn_abi", 1);
            v.set("warn_abi_version", if value == 1 { 2 } else { value });
        }
        // Set above 1 so that unknown pragmas in system headers are warned about too.
        "Wunknown-pragmas" => v.set("warn_unknown_pragmas", value * 2),
        "ansi" => frontend::set_std(&mut v, if frontend::is_cxx(d) { "c++98" } else { "c90" }),
        _ => {
            if let Some(std) = name.strip_prefix("std=") {
                frontend::set_std(&mut v, std);
            }
        }
    }
}

/// `common_handle_option`'s cases that set other variables or options.
#[doc(alias = "common_handle_option")]
fn common(
    d: &Decoder<'_>,
    name: &str,
    arg: Option<&str>,
    value: i64,
    pos: usize,
    h: &mut Handling,
) {
    match name {
        "Werror=" => {
            if let Some(arg) = arg {
                warning_as_error(d, arg, value, pos, h);
            }
        }
        "fsanitize=" => {
            if let Some(list) = arg {
                super::sanitize::parse(&mut Vars { d, h }, list, value != 0);
            }
        }
        "g" | "ggdb" | "gdwarf" => set_debug_level(&mut Vars { d, h }, arg.unwrap_or("")),
        "gdwarf-" => set_debug_level(&mut Vars { d, h }, ""),
        "pedantic-errors" => {
            if let Some(p) = d.table.lookup("Wpedantic") {
                control_warning_option(d, p, None, value != 0, pos, h);
            }
        }
        _ => {
            let mut v = Vars { d, h };
            common_vars(&mut v, name, value);
            super::profile::handle(&mut v, name, value);
        }
    }
}

/// The cases of `common_handle_option` that only assign variables.
fn common_vars(v: &mut Vars<'_, '_, '_>, name: &str, value: i64) {
    match name {
        "Wstack-usage=" => v.set("flag_stack_usage_info", i64::from(value != -1)),
        "Wstrict-aliasing" => v.set(
            "warn_strict_aliasing",
            if value != 0 {
                STRICT_ALIASING_DEFAULT
            } else {
                0
            },
        ),
        "Wstrict-overflow" => v.set(
            "warn_strict_overflow",
            if value != 0 {
                STRICT_OVERFLOW_CONDITIONAL
            } else {
                0
            },
        ),
        "ffast-math" => set_fast_math_flags(v, value != 0),
        "funsafe-math-optimizations" => set_unsafe_math_optimizations_flags(v, value != 0),
        "finline-limit=" => {
            v.set_if_unset("param_max_inline_insns_single", value / 2);
            v.set_if_unset("param_max_inline_insns_auto", value / 2);
        }
        "fwrapv" if value != 0 => v.set("flag_trapv", 0),
        "ftrapv" if value != 0 => v.set("flag_wrapv", 0),
        "fstrict-overflow" => {
            v.set("flag_wrapv", i64::from(value == 0));
            v.set("flag_wrapv_pointer", i64::from(value == 0));
            if value == 0 {
                v.set("flag_trapv", 0);
            }
        }
        "fipa-icf" => {
            v.set("flag_ipa_icf_functions", value);
            v.set("flag_ipa_icf_variables", value);
        }
        _ => {}
    }
}

/// The level part of GCC's `set_debug_level`: a `-g` without a level raises the level to
/// normal, `-gN` sets level N (larger numbers are the compiler's error).
fn set_debug_level(v: &mut Vars<'_, '_, '_>, arg: &str) {
    let level = v.get("debug_info_level").unwrap_or(0);
    if arg.is_empty() {
        if level < super::finish::DINFO_LEVEL_NORMAL {
            v.set("debug_info_level", super::finish::DINFO_LEVEL_NORMAL);
        }
    } else if let Ok(n @ 0..=3) = arg.parse::<i64>() {
        v.set("debug_info_level", n);
    }
}

/// GCC's `set_fast_math_flags`. C and C++ set no `frontend_set_` field, so every flag
/// follows.
fn set_fast_math_flags(v: &mut Vars<'_, '_, '_>, set: bool) {
    v.set("flag_unsafe_math_optimizations", i64::from(set));
    set_unsafe_math_optimizations_flags(v, set);
    v.set("flag_finite_math_only", i64::from(set));
    v.set("flag_errno_math", i64::from(!set));
    if set {
        v.set_enum("fexcess-precision=", "fast");
        v.set("flag_signaling_nans", 0);
        v.set("flag_rounding_math", 0);
        v.set("flag_cx_limited_range", 1);
    }
}

/// GCC's `set_unsafe_math_optimizations_flags`.
fn set_unsafe_math_optimizations_flags(v: &mut Vars<'_, '_, '_>, set: bool) {
    v.set("flag_trapping_math", i64::from(!set));
    v.set("flag_signed_zeros", i64::from(!set));
    v.set("flag_associative_math", i64::from(set));
    v.set("flag_reciprocal_math", i64::from(set));
}

/// GCC's `enable_warning_as_error`: `-Werror=X` makes warning X an error and, through
/// [`control_warning_option`], enables it; `-Wno-error=X` only changes its kind. The
/// argument errors (no such option, not a warning) are the driver's diagnostics.
#[doc(alias = "enable_warning_as_error")]
fn warning_as_error(d: &Decoder<'_>, arg: &str, value: i64, pos: usize, h: &mut Handling) {
    let text = format!("W{arg}");
    let Found::Option(index) = d.find_opt(&text, d.lang_mask) else {
        return;
    };
    let entry = &d.table.options[index.index()];
    if d.flags(index) & ClFlags::WARNING.0 == 0 {
        return;
    }
    let joined_arg = (d.flags(index) & ClFlags::JOINED.0 != 0)
        .then(|| text.get(entry.name.len()..).unwrap_or_default());
    control_warning_option(d, index, joined_arg, value != 0, pos, h);
}

/// GCC's `control_warning_option` (opts-common.cc): with `imply`, sets the warning (or its
/// alias target) as an explicit, non-generated option would: value 1, or the joined
/// argument converted as an integer or enumeration value.
fn control_warning_option<'t>(
    d: &Decoder<'t>,
    mut index: OptIndex,
    mut arg: Option<&'t str>,
    imply: bool,
    pos: usize,
    h: &mut Handling,
) {
    let alias = &d.table.options[index.index()];
    if let AliasTarget::Option { target } = alias.alias {
        if let (Some(pos), _) = alias.alias_args() {
            arg = Some(pos);
        }
        index = target;
    }
    let Some(entry) = d.table.options.get(index.index()) else {
        return;
    };
    if !imply
        || !matches!(
            entry.var_type,
            VarType::Integer | VarType::Enum { .. } | VarType::Size
        )
    {
        return;
    }
    if arg == Some("") && !entry.missing_ok {
        arg = None;
    }
    if d.flags(index) & ClFlags::JOINED.0 != 0 && arg.is_none() {
        return; // GCC reports the missing argument
    }
    let mut value = 1;
    if let Some(a) = arg {
        if entry.uinteger || entry.host_wide_int {
            match super::super::integral_argument(a, entry.byte_size) {
                Ok(n) => value = n as i64,
                Err(_) if a.is_empty() => value = 0,
                Err(_) => return,
            }
        } else if let Some((e, _)) = d.enum_of(index) {
            let Some(p) = d.enum_lookup(e, a) else {
                return;
            };
            value = d.compiled.enums[e].plain[p];
        }
    }
    d.handle_option(index, arg, value, 0, pos, false, h);
}
