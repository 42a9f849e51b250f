//! The C-level builders and `FunctionBuilder` against the machine's gcc 12: functions
//! built in Rust print exactly as `gcc -O0 -fdump-tree-original` prints the same C, the
//! artificial labels' `D.<uid>` numbers compared by their order of appearance.

#[path = "common/c_samples.rs"]
mod c_samples;
#[path = "common/gcc.rs"]
mod gcc;
#[path = "common/uids.rs"]
mod uids;

fn sample_functions_print_as_gcc_dumps_them() {
    let mut tc = tree::TreeContext::new();
    let functions = c_samples::build_all(&mut tc).expect("build");
    let ours: String = functions
        .iter()
        .map(|&f| tc.dump_tree_original(f).expect("print"))
        .collect();
    let Some(gcc) = gcc::gcc_original(c_samples::SOURCE, "-O0") else {
        return;
    };
    assert_eq!(
        uids::normalize_uids(&ours),
        uids::normalize_uids(&gcc),
        "ours:\n{ours}\ngcc:\n{gcc}"
    );
}

/// The README's `FunctionBuilder` snippet.
fn readme_triangle(tc: &mut tree::TreeContext) -> tree::Result<tree::Tree> {
    use tree::{FunctionBuilder, TreeCode as C};
    let int = tc.integer_type_node();
    let mut fb = FunctionBuilder::new(tc, "triangle", int, &[("n", int)])?;
    let n = fb.param(0)?;
    let zero = fb.integer_zero_node();
    let s = fb.declare("s", int, Some(zero))?;
    let positive = fb.build_binary_op(C::GtExpr, n, zero)?;
    fb.while_loop(positive, |fb| {
        fb.assign(s, Some(C::PlusExpr), n)?;
        let dec = fb.build_unary_op(C::PostdecrementExpr, n)?;
        fb.expr_stmt(dec)
    })?;
    fb.return_stmt(Some(s))?;
    fb.finish()
}
fn the_readme_builder_snippet_prints_as_gcc_dumps_it() {
    let mut tc = tree::TreeContext::new();
    let f = readme_triangle(&mut tc).expect("build");
    let ours = tc.dump_tree_original(f).expect("print");
    assert!(ours.contains("s = s + n;\n  n-- ;"), "{ours}");
    let source = "int triangle (int n)\n{\n  int s = 0;\n  while (n > 0)\n    {\n      s += n;\n      n--;\n    }\n  return s;\n}\n";
    if let Some(gcc) = gcc::gcc_original(source, "-O0") {
        assert_eq!(uids::normalize_uids(&ours), uids::normalize_uids(&gcc));
    }
}
fn more_control_flow_prints_as_gcc_dumps_it() {
    let mut tc = tree::TreeContext::new();
    let functions = c_samples::build_all2(&mut tc).expect("build");
    let ours: String = functions
        .iter()
        .map(|&f| tc.dump_tree_original(f).expect("print"))
        .collect();
    let Some(gcc) = gcc::gcc_original(c_samples::SOURCE2, "-O0") else {
        return;
    };
    assert_eq!(
        uids::normalize_uids(&ours),
        uids::normalize_uids(&gcc),
        "ours:\n{ours}\ngcc:\n{gcc}"
    );
}
fn expressions_print_as_gcc_dumps_them() {
    let mut tc = tree::TreeContext::new();
    let functions = c_samples::build_all3(&mut tc).expect("build");
    let ours: String = functions
        .iter()
        .map(|&f| tc.dump_tree_original(f).expect("print"))
        .collect();
    let Some(gcc) = gcc::gcc_original(c_samples::SOURCE3, "-O0") else {
        return;
    };
    assert_eq!(
        uids::normalize_uids(&ours),
        uids::normalize_uids(&gcc),
        "ours:\n{ours}\ngcc:\n{gcc}"
    );
}

/// `break`s the C front end leaves out (`c_finish_bc_stmt` asks `block_may_fallthru`): after
/// a switch covering every value whose cases all return, after a call of a `noreturn`
/// function and after a scope (a BIND_EXPR) ending in `return`; kept after a switch
/// without a `default`.
const UNREACHED_BREAKS: &str = "extern void stop (void) __attribute__ ((noreturn));\n\
int f (int x, int c) { while (c) { switch (x) { case 1: return 1; default: return 2; } break; } return 0; }\n\
int g (int x, int c) { while (c) { switch (x) { case 1: return 1; } break; } return 0; }\n\
int h (int x) { switch (x) { case 1: stop (); break; default: break; } return x; }\n\
int k (int x, int c) { while (c) { { int y = x; return y; } break; } return 0; }\n";

/// `while (c) { switch (x) { case 1: return 1; [default: return 2;] } break; } return 0;`
fn loop_around_a_returning_switch(
    tc: &mut tree::TreeContext,
    name: &str,
    with_default: bool,
) -> tree::Result<tree::Tree> {
    let int = tc.integer_type_node();
    let mut fb = tree::FunctionBuilder::new(tc, name, int, &[("x", int), ("c", int)])?;
    let (x, c) = (fb.param(0)?, fb.param(1)?);
    let (zero, one) = (fb.integer_zero_node(), fb.integer_one_node());
    let two = fb.build_int_cst(Some(int), 2)?;
    fb.begin_while(c)?;
    fb.begin_switch(x)?;
    fb.case_label(Some(one), None)?;
    fb.return_stmt(Some(one))?;
    if with_default {
        fb.case_label(None, None)?;
        fb.return_stmt(Some(two))?;
    }
    fb.end_switch()?;
    fb.break_stmt()?;
    fb.end_while()?;
    fb.return_stmt(Some(zero))?;
    fb.finish()
}

/// `switch (x) { case 1: stop (); break; default: break; } return x;`
fn break_after_noreturn_call(tc: &mut tree::TreeContext) -> tree::Result<tree::Tree> {
    let (int, void) = (tc.integer_type_node(), tc.void_type_node());
    let stop_type = tc.build_function_type_list(void, &[], false)?;
    let stop = tc.declare_c_function("stop", stop_type, &[])?;
    tc.set_tree_this_volatile(stop, true)?; // __attribute__ ((noreturn))
    let mut fb = tree::FunctionBuilder::new(tc, "h", int, &[("x", int)])?;
    let x = fb.param(0)?;
    let one = fb.integer_one_node();
    fb.begin_switch(x)?;
    fb.case_label(Some(one), None)?;
    let call = fb.build_c_call(stop, &[])?;
    fb.expr_stmt(call)?;
    fb.break_stmt()?;
    fb.case_label(None, None)?;
    fb.break_stmt()?;
    fb.end_switch()?;
    fb.return_stmt(Some(x))?;
    fb.finish()
}

/// `while (c) { { int y = x; return y; } break; } return 0;`
fn loop_around_a_returning_scope(tc: &mut tree::TreeContext) -> tree::Result<tree::Tree> {
    let int = tc.integer_type_node();
    let mut fb = tree::FunctionBuilder::new(tc, "k", int, &[("x", int), ("c", int)])?;
    let (x, c) = (fb.param(0)?, fb.param(1)?);
    let zero = fb.integer_zero_node();
    fb.begin_while(c)?;
    fb.begin_scope()?;
    let y = fb.declare("y", int, Some(x))?;
    fb.return_stmt(Some(y))?;
    fb.end_scope()?;
    fb.break_stmt()?;
    fb.end_while()?;
    fb.return_stmt(Some(zero))?;
    fb.finish()
}

fn breaks_control_cannot_reach_are_left_out_as_gcc_leaves_them() {
    let mut tc = tree::TreeContext::new();
    let functions = [
        loop_around_a_returning_switch(&mut tc, "f", true).expect("f"),
        loop_around_a_returning_switch(&mut tc, "g", false).expect("g"),
        break_after_noreturn_call(&mut tc).expect("h"),
        loop_around_a_returning_scope(&mut tc).expect("k"),
    ];
    let ours: String = functions
        .iter()
        .map(|&f| tc.dump_tree_original(f).expect("print"))
        .collect();
    // Without gcc the shapes still hold: f's and k's loops hold no break, g's does, h's
    // call ends its case.
    assert_eq!(ours.matches("goto").count(), 3 + 4 + 1 + 3, "{ours}");
    let Some(gcc) = gcc::gcc_original(UNREACHED_BREAKS, "-O0") else {
        return;
    };
    assert_eq!(
        uids::normalize_uids(&ours),
        uids::normalize_uids(&gcc),
        "ours:\n{ours}\ngcc:\n{gcc}"
    );
}

testkit::main!(
    sample_functions_print_as_gcc_dumps_them,
    the_readme_builder_snippet_prints_as_gcc_dumps_it,
    more_control_flow_prints_as_gcc_dumps_it,
    expressions_print_as_gcc_dumps_them,
    breaks_control_cannot_reach_are_left_out_as_gcc_leaves_them,
);
