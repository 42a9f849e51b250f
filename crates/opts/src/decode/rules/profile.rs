//! Profile feedback: what `-fprofile-use`, `-fauto-profile` and `-fprofile-generate` turn
//! on in `common_handle_option` (opts.cc), each only where the command line left the
//! option alone.

use super::Vars;

/// The flags `enable_fdo_optimizations` sets to the option's value.
const FDO_FLAGS: &[&str] = &[
    "flag_branch_probabilities",
    "flag_profile_values",
    "flag_unroll_loops",
    "flag_peel_loops",
    "flag_tracer",
    "flag_value_profile_transformations",
    "flag_inline_functions",
    "flag_ipa_cp",
    "flag_predictive_commoning",
    "flag_split_loops",
    "flag_unswitch_loops",
    "flag_gcse_after_reload",
    "flag_tree_loop_vectorize",
    "flag_tree_slp_vectorize",
    "flag_version_loops_for_strides",
    "flag_tree_loop_distribute_patterns",
    "flag_loop_interchange",
    "flag_unroll_jam",
    "flag_tree_loop_distribution",
];

/// GCC's `enable_fdo_optimizations`.
fn enable_fdo_optimizations(v: &mut Vars<'_, '_, '_>, value: i64) {
    for flag in FDO_FLAGS {
        v.set_if_unset(flag, value);
    }
    if value != 0 {
        v.set_if_unset("flag_ipa_cp_clone", 1);
        v.set_if_unset("flag_ipa_bit_cp", 1);
    }
    if !v.is_set("flag_vect_cost_model") {
        v.set_enum("fvect-cost-model=", "dynamic");
    }
}

/// The profile options' handlers; `name` is the option's name, `value` its value.
pub(super) fn handle(v: &mut Vars<'_, '_, '_>, name: &str, value: i64) {
    match name {
        "fprofile-use" | "fprofile-use=" => {
            let value = if name == "fprofile-use=" { 1 } else { value };
            if name == "fprofile-use=" {
                v.set("flag_profile_use", 1);
            }
            enable_fdo_optimizations(v, value);
            v.set_if_unset("flag_profile_reorder_functions", value);
            // Indirect call profiling does what speculative devirtualization would.
            if v.get("flag_value_profile_transformations")
                .is_some_and(|f| f != 0)
            {
                v.set_if_unset("flag_devirtualize_speculatively", 0);
            }
        }
        "fauto-profile" | "fauto-profile=" => {
            let value = if name == "fauto-profile=" { 1 } else { value };
            if name == "fauto-profile=" {
                v.set("flag_auto_profile", 1);
            }
            enable_fdo_optimizations(v, value);
            v.set_if_unset("flag_profile_correction", value);
        }
        "fprofile-generate" | "fprofile-generate=" => {
            let value = if name == "fprofile-generate=" {
                1
            } else {
                value
            };
            for flag in [
                "profile_arc_flag",
                "flag_profile_values",
                "flag_inline_functions",
                "flag_ipa_bit_cp",
            ] {
                v.set_if_unset(flag, value);
            }
        }
        _ => {}
    }
}
