//! The C family front ends' start-up defaults and `-std=` effects (c-family/c-opts.cc),
//! as far as they reach option variables. What `c_common_post_options` decides runs after
//! GCC prints `--help=`, so it is not here.

use super::super::Decoder;
use super::super::handle::Handling;
use super::Vars;

/// Whether the decoder compiles C++ (or Objective-C++), GCC's `c_dialect_cxx`.
pub(super) fn is_cxx(d: &Decoder<'_>) -> bool {
    ["C++", "ObjC++"].iter().any(|l| {
        d.table
            .language(l)
            .is_some_and(|p| d.languages & crate::table::ClFlags::language(p).0 != 0)
    })
}

/// Whether the decoder compiles a C family language at all.
fn is_c_family(d: &Decoder<'_>) -> bool {
    ["C", "ObjC", "C++", "ObjC++"].iter().any(|l| {
        d.table
            .language(l)
            .is_some_and(|p| d.languages & crate::table::ClFlags::language(p).0 != 0)
    })
}

/// `c_common_init_options_struct`, then the default standard `c_common_init_options`
/// picks (`-std=gnu17` for C, `-std=gnu++17` for C++).
#[doc(alias = "c_common_init_options_struct")]
#[doc(alias = "c_common_init_options")]
pub(super) fn init_options_struct(d: &Decoder<'_>, h: &mut Handling) {
    if !is_c_family(d) {
        return;
    }
    let cxx = i64::from(is_cxx(d));
    let mut v = Vars { d, h };
    v.set("flag_exceptions", cxx);
    v.set("warn_pointer_arith", cxx);
    v.set("warn_write_strings", cxx);
    v.set("flag_warn_unused_result", 1);
    // C99-like complex multiply and divide.
    v.set("flag_complex_method", 2);
    v.set("flag_default_complex_method", 2);
    set_std(&mut v, if cxx != 0 { "gnu++17" } else { "gnu17" });
}

/// The option variables GCC's `set_std_c89` ... `set_std_cxx23` assign for `-std=STD`
/// (after aliases: `c89` arrives as `c90`, `c++03` as `c++98`). Their other effects
/// (`flag_iso`, `cxx_dialect`) live in front end globals, not in `gcc_options`.
#[doc(alias = "set_std_c89")]
#[doc(alias = "set_std_cxx17")]
pub(super) fn set_std(v: &mut Vars<'_, '_, '_>, std: &str) {
    let (iso, rest) = match std.strip_prefix("gnu") {
        Some(rest) => (0, rest),
        None => (1, std.strip_prefix('c').unwrap_or(std)),
    };
    let iso = if std.starts_with("iso9899") { 1 } else { iso };
    if let Some(year) = rest.strip_prefix("++") {
        v.set("flag_no_gnu_keywords", iso);
        v.set("flag_no_nonansi_builtin", iso);
        if matches!(year, "20" | "23") {
            v.set("flag_coroutines", 1);
        }
        return;
    }
    let c89 = matches!(rest, "90" | "89") || std.starts_with("iso9899:199409");
    v.set("flag_no_asm", iso);
    v.set("flag_no_nonansi_builtin", iso);
    if c89 {
        v.set("flag_no_gnu_keywords", iso);
    }
}
