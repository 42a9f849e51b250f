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

testkit::main!(
    sample_functions_print_as_gcc_dumps_them,
    the_readme_builder_snippet_prints_as_gcc_dumps_it,
    more_control_flow_prints_as_gcc_dumps_it,
    expressions_print_as_gcc_dumps_them,
);
