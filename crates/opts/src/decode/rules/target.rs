//! The x86-64 target's hand-written option code: `init_options_struct`'s target part and
//! `ix86_option_init_struct` (common/config/i386/i386-common.cc), and the parts of
//! `ix86_option_override_internal` (config/i386/i386-options.cc) that reach the variables
//! `-Q --help=optimizers` shows, for the default `-mtune=generic`.

use super::super::Decoder;
use super::super::handle::Handling;
use super::Vars;

/// `generic_cost`'s alignments (x86-tune-costs.h), which `ix86_default_align` supplies to
/// a `-falign-X` given without a value: (flag, string variable, value).
const GENERIC_ALIGN: [(&str, &str, &str); 4] = [
    ("flag_align_loops", "str_align_loops", "16:11:8"),
    ("flag_align_jumps", "str_align_jumps", "16:11:8"),
    ("flag_align_labels", "str_align_labels", "0:0:8"),
    ("flag_align_functions", "str_align_functions", "16"),
];

/// `DEFAULT_PCC_STRUCT_RETURN` of gnu-user-common.h, the 32-bit default.
const DEFAULT_PCC_STRUCT_RETURN: i64 = 1;

/// The target parts of `init_options_struct` and `ix86_option_init_struct`: 2 marks
/// "not decided yet" for the override to replace.
#[doc(alias = "ix86_option_init_struct")]
pub(super) fn init_options_struct(d: &Decoder<'_>, h: &mut Handling) {
    let mut v = Vars { d, h };
    // DEFAULT_SIGNED_CHAR is 1 on x86.
    v.set("flag_signed_char", 1);
    // Decided after the target's options are processed (after --help is printed).
    v.set("flag_short_enums", 2);
    v.set("flag_pcc_struct_return", 2);
    v.set("flag_asynchronous_unwind_tables", 2);
}

/// The parts of `ix86_option_override_internal` that `-Q --help=optimizers` shows:
/// `ix86_recompute_optlev_based_flags` and `ix86_default_align`.
#[doc(alias = "ix86_option_override_internal")]
pub(super) fn option_override(d: &Decoder<'_>, h: &mut Handling) {
    let mut v = Vars { d, h };
    let is_64bit = v.enabled("m64") != Some(false);
    recompute_optlev_based_flags(&mut v, is_64bit);
    for (flag, string, value) in GENERIC_ALIGN {
        if v.get(flag).is_some_and(|f| f != 0) && v.get_str(string).is_none() {
            v.set_str(string, value);
        }
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
