//! GCC's `finish_options` (opts.cc): the defaults that depend on several options, applied
//! once the whole command line is read. The parts that only diagnose (sanitizer conflicts,
//! LTO support) are the compiler's business and not modelled.

use super::super::Decoder;
use super::super::handle::Handling;
use super::Vars;

/// `DEFAULT_FLAG_PIE`: Debian's GCC is configured with `--enable-default-pie`.
const DEFAULT_FLAG_PIE: i64 = 2;

/// `DEFAULT_FLAG_SSP`: Debian's GCC does not enable the stack protector by default.
const DEFAULT_FLAG_SSP: i64 = 0;

/// `DINFO_LEVEL_NORMAL`, the debug level of a plain `-g`.
pub(super) const DINFO_LEVEL_NORMAL: i64 = 2;

/// GCC's `finish_options`, as far as it reaches option variables.
pub(super) fn finish_options(d: &Decoder<'_>, h: &mut Handling) {
    let mut v = Vars { d, h };
    let optimize = v.get("optimize").unwrap_or(0);
    if v.get("flag_unit_at_a_time") == Some(0) {
        v.set("flag_section_anchors", 0);
        v.set("flag_toplevel_reorder", 0);
    }
    // At -O0 toplevel reordering is off unless section anchors were asked for.
    let anchors_asked =
        v.get("flag_section_anchors") == Some(1) && v.is_set("flag_section_anchors");
    if optimize == 0 && v.get("flag_toplevel_reorder") == Some(2) && !anchors_asked {
        v.set("flag_toplevel_reorder", 0);
        v.set("flag_section_anchors", 0);
    }
    if v.get("flag_toplevel_reorder") == Some(0) {
        v.set("flag_section_anchors", 0);
    }
    pic_and_pie(&mut v);
    if v.get("flag_stack_protect") == Some(-1) {
        v.set("flag_stack_protect", DEFAULT_FLAG_SSP);
    }
    // Inlining does not work without optimizing.
    if optimize == 0 {
        v.set("warn_inline", 0);
        v.set("flag_no_inline", 1);
    }
    if v.get("flag_sel_sched_pipelining") == Some(0) {
        v.set("flag_sel_sched_pipelining_outer_loops", 0);
    }
    if v.get("flag_conserve_stack").is_some_and(|c| c != 0) {
        v.set_if_unset("param_large_stack_frame", 100);
        v.set_if_unset("param_stack_frame_growth", 40);
    }
    if v.get("flag_split_stack") == Some(-1) {
        v.set("flag_split_stack", 0);
    }
    let truth = |v: &Vars<'_, '_, '_>, name: &str| v.get(name).is_some_and(|x| x != 0);
    if truth(&v, "flag_split_stack") && truth(&v, "flag_reorder_blocks_and_partition") {
        v.set_if_unset("flag_reorder_blocks_and_partition", 0);
    }
    if truth(&v, "flag_reorder_blocks_and_partition") {
        v.set_if_unset("flag_reorder_functions", 1);
    }
    if !v.is_set("flag_cunroll_grow_size") {
        let grow = truth(&v, "flag_unroll_loops") || truth(&v, "flag_peel_loops") || optimize >= 3;
        v.set("flag_cunroll_grow_size", i64::from(grow));
    }
    complex_method(&mut v);
    if optimize == 2
        && (v.is_set("flag_tree_loop_vectorize") || v.is_set("flag_tree_vectorize"))
        && !v.is_set("flag_vect_cost_model")
    {
        v.set_enum("fvect-cost-model=", "cheap");
    }
    super::sanitize::finish(&mut v);
    var_tracking(&mut v);
}

/// `-fpic`/`-fPIE` defaults: both start at -1 so the target can choose.
fn pic_and_pie(v: &mut Vars<'_, '_, '_>) {
    if v.get("flag_pie") == Some(-1) {
        let pie = if v.get("flag_pic") == Some(-1) {
            DEFAULT_FLAG_PIE
        } else {
            0
        };
        v.set("flag_pie", pie);
    }
    let pie = v.get("flag_pie").unwrap_or(0);
    if pie != 0 {
        v.set("flag_pic", pie);
    } else if v.get("flag_pic") == Some(-1) {
        v.set("flag_pic", 0);
    }
    if v.get("flag_pic").is_some_and(|p| p != 0) && pie == 0 {
        v.set("flag_shlib", 1);
    }
}

/// `-fcx-limited-range` and `-fcx-fortran-rules` choose the complex arithmetic method.
fn complex_method(v: &mut Vars<'_, '_, '_>) {
    let default = v.get("flag_default_complex_method").unwrap_or(2);
    if v.get("flag_cx_limited_range").is_some_and(|x| x != 0) {
        v.set("flag_complex_method", 0);
    } else if v.is_set("flag_cx_limited_range") {
        v.set("flag_complex_method", default);
    }
    if v.get("flag_cx_fortran_rules").is_some_and(|x| x != 0) {
        v.set("flag_complex_method", 1);
    } else if v.is_set("flag_cx_fortran_rules") {
        v.set("flag_complex_method", default);
    }
}

/// Variable tracking is useless without debug information, and its companions follow it
/// unless set. Debug information is DWARF on Linux (`PREFERRED_DEBUGGING_TYPE`).
fn var_tracking(v: &mut Vars<'_, '_, '_>) {
    let truth = |v: &Vars<'_, '_, '_>, name: &str| v.get(name).is_some_and(|x| x != 0);
    let level = v.get("debug_info_level").unwrap_or(0);
    let selective = truth(v, "flag_selective_scheduling") || truth(v, "flag_selective_scheduling2");
    if !v.is_set("debug_nonbind_markers_p") {
        let optimize = truth(v, "optimize");
        v.set(
            "debug_nonbind_markers_p",
            i64::from(optimize && level >= DINFO_LEVEL_NORMAL && !selective),
        );
    }
    if level < DINFO_LEVEL_NORMAL {
        v.set("flag_var_tracking", 0);
        v.set("flag_var_tracking_uninit", 0);
    }
    if !v.is_set("flag_var_tracking_uninit") {
        let vt = v.get("flag_var_tracking").unwrap_or(0);
        v.set("flag_var_tracking_uninit", vt);
    }
    if !v.is_set("flag_var_tracking_assignments") {
        let vta = truth(v, "flag_var_tracking") && !selective;
        v.set("flag_var_tracking_assignments", i64::from(vta));
    }
    if truth(v, "flag_var_tracking_assignments_toggle") {
        let vta = truth(v, "flag_var_tracking_assignments");
        v.set("flag_var_tracking_assignments", i64::from(!vta));
    }
    if truth(v, "flag_var_tracking_assignments") && !truth(v, "flag_var_tracking") {
        v.set("flag_var_tracking", -1);
        v.set("flag_var_tracking_assignments", -1);
    }
}
