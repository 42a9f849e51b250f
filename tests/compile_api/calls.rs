//! Calls against their callee's prototype, internal sanitizer calls, and asm statements'
//! operand lists, predictors, labels and modes.

use tree::interop::format::{Document, Record};
use tree::interop::read;

use super::support::*;
use crate::plugin;
use crate::programs;

pub(crate) const CALLS_C: &str = "struct s { int x; };\n\
    int g (int a, int b);\n\
    int v (int a, ...);\n\
    int h (struct s);\n\
    int u ();\n\
    int f (int x, struct s y) {\n\
      switch (x) {\n\
        case 1: x++; __attribute__ ((fallthrough));\n\
        case 2: return g (x, 2) + v (x, 3) + h (y) + u (x, y);\n\
      }\n\
      return 0;\n\
    }\n\
    int m (int a, int b) { int r; return __builtin_mul_overflow (a, b, &r) ? 0 : r; }\n";

/// Calls against the callee's prototype (gcc-plugin/import-calls.cc): exactly its
/// parameters, at least the named ones of a variadic one, anything without one; each
/// named argument of its parameter's kind; an internal call to one of the functions C's
/// front end calls, with its arity.
pub(crate) fn calls_are_checked_against_the_callees_prototype() {
    let Some((importer, text, _)) = compiling_source("calls.c", CALLS_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let (g, v, h, u) = (
        call_to(&doc, "g"),
        call_to(&doc, "v"),
        call_to(&doc, "h"),
        call_to(&doc, "u"),
    );
    // `f`'s parameters, as the calls to g and h pass them.
    let x = node_arg_of(&doc, g).expect("g's first argument");
    let y = node_arg_of(&doc, h).expect("h's argument");
    let fallthrough = internal_call(&doc, "FALLTHROUGH");
    let overflow = internal_call(&doc, "MUL_OVERFLOW");
    let edit = |id: u32, f: &dyn Fn(&mut tree::interop::format::NodeRecord)| {
        rewritten(&text, |doc| f(node_mut(doc, id)))
    };
    let cases = [
        (
            edit(g, &|n| n.ops.truncate(3)),
            g,
            "a call_expr with 1 argument, expected 2 (the callee's prototype)",
        ),
        (
            edit(g, &|n| n.ops.push(Some(x))),
            g,
            "a call_expr with 3 arguments, expected 2 (the callee's prototype)",
        ),
        (
            edit(v, &|n| n.ops.truncate(2)),
            v,
            "a call_expr with 0 arguments, expected at least 1 (the named parameters of \
             the callee's variadic prototype)",
        ),
        (
            edit(h, &|n| n.ops[2] = Some(x)),
            h,
            "`ops[2]` of a call_expr: argument 1 is an integer_type, where the callee's \
             prototype declares a record_type",
        ),
        (
            edit(g, &|n| n.ops[3] = Some(y)),
            g,
            "`ops[3]` of a call_expr: argument 2 is a record_type, where the callee's \
             prototype declares an integer_type",
        ),
        (
            edit(fallthrough, &|n| n.ops.push(Some(x))),
            fallthrough,
            "an internal call to FALLTHROUGH with 1 argument, expected 0",
        ),
        (
            edit(fallthrough, &|n| n.ifn = Some("ABNORMAL_DISPATCHER".into())),
            fallthrough,
            "`ifn`: `ABNORMAL_DISPATCHER` is no internal function the C front end or fold \
             calls",
        ),
        // Each of these was an internal compiler error before the importer checked it:
        // a segmentation fault, expand_direct_optab_fn twice, tree_to_shwi.
        (
            edit(overflow, &|n| n.ops.truncate(3)),
            overflow,
            "an internal call to MUL_OVERFLOW with 1 argument, expected 2",
        ),
        (
            edit(overflow, &|n| n.ifn = Some("SQRT".into())),
            overflow,
            "an internal call to SQRT with 2 arguments, expected 1",
        ),
        (
            edit(overflow, &|n| n.ifn = Some("COPYSIGN".into())),
            overflow,
            "`ifn`: the target has no instruction for COPYSIGN in these types",
        ),
        (
            edit(overflow, &|n| n.ifn = Some("MASK_LOAD".into())),
            overflow,
            "`ifn`: `MASK_LOAD` is no internal function the C front end or fold calls",
        ),
    ];
    for (text, id, message) in cases {
        assert_refused_at(&importer, &text, &[], id, message);
    }
    // Without a prototype the callee takes what it is given.
    let more = edit(u, &|n| n.ops.extend([Some(x), Some(x)]));
    assert!(
        assembly(&importer, &more, &[]).is_ok(),
        "u (x, y, x, x) compiles"
    );
}

/// The first internal call to `ifn` (an internal function's name, `MUL_OVERFLOW`) in `doc`.
pub(crate) fn internal_call(doc: &Document, ifn: &str) -> u32 {
    doc.records
        .iter()
        .find_map(|(_, r)| match r {
            Record::Node(n) if n.ifn.as_deref() == Some(ifn) => Some(n.id),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no internal call to {ifn}"))
}

/// The first argument of call `call` in `doc`.
pub(crate) fn node_arg_of(doc: &Document, call: u32) -> Option<u32> {
    node_of(doc, call).and_then(|n| n.ops.get(2).copied().flatten())
}

/// The bounds checks of -fsanitize=bounds are internal calls (UBSAN_BOUNDS) that only
/// sanopt lowers: without the option cc1 stopped in expand_UBSAN_BOUNDS (an internal
/// compiler error); with it, three arguments.
pub(crate) fn sanitizer_checks_need_their_option_and_arity() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let source = "int a[4];\nint f (int i) { return a[i]; }\n";
    let Some(out) = plugin::export_source("gcc", "bounds.c", source, &["-O0", "-fsanitize=bounds"])
    else {
        return;
    };
    let doc = read("bounds.c", &out.jsonl).expect("the exporter's document reads");
    let text = tree::interop::write(&programs::through_the_arena(&doc).unwrap());
    assert!(
        assembly(&importer, &text, &["-fsanitize=bounds"]).is_ok(),
        "bounds.c compiles with -fsanitize=bounds"
    );
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let check = internal_call(&doc, "UBSAN_BOUNDS");
    assert_refused_at(
        &importer,
        &text,
        &[],
        check,
        "`ifn`: `UBSAN_BOUNDS` needs -fsanitize=bounds",
    );
    let two = rewritten(&text, |doc| {
        node_mut(doc, check).ops.pop();
    });
    assert_refused_at(
        &importer,
        &two,
        &["-fsanitize=bounds"],
        check,
        "an internal call to UBSAN_BOUNDS with 2 arguments, expected 3",
    );
}

pub(crate) const ASM_C: &str = "int a (int x) {\n\
      int y;\n\
      __asm__ (\"mov %1, %0\" : \"=r\" (y) : \"r\" (x) : \"cc\");\n\
      return y;\n\
    }\n\
    int b (int x) {\n\
      if (x > 2) goto out;\n\
      switch (x) { case 1: x++; break; default: break; }\n\
     out:\n\
      return x;\n\
    }\n\
    typedef float v4 __attribute__ ((vector_size (16)));\n\
    v4 v (v4 p, v4 q) { return p * q + (v4) {1, 2, 3, 4}; }\n\
    _Complex long c (_Complex long d) { return d + 2; }\n";

/// Refusals that had no case: an asm's operand lists (outputs and inputs of
/// ((name, constraint), value) links, clobbers of strings), a branch predictor out of
/// range, a label defined twice, a vector or complex type whose mode disagrees with its
/// element count or component, a vector or complex constant whose parts are of another
/// kind.
pub(crate) fn asm_lists_predictors_labels_and_modes_are_checked() {
    let Some((importer, text, _)) = compiling_source("asm.c", ASM_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let asm = ids_of(&doc, "asm_expr")[0];
    let parm = ids_of(&doc, "parm_decl")[0];
    let predict = ids_of(&doc, "predict_expr")[0];
    let label_expr = ids_of(&doc, "label_expr")[0];
    let case = ids_of(&doc, "case_label_expr")[0];
    let vector = ids_of(&doc, "vector_type")[0];
    let complex = ids_of(&doc, "complex_type")[0];
    let vector_cst = ids_of(&doc, "vector_cst")[0];
    let complex_cst = ids_of(&doc, "complex_cst")[0];
    let integer = ids_of(&doc, "integer_cst")[0];
    let real = ids_of(&doc, "real_cst")[0];
    let mut d = doc.clone();
    let [outputs, inputs, clobbers] = {
        let n = node_mut(&mut d, asm);
        [n.ops[1], n.ops[2], n.ops[3]]
    };
    let label = node_mut(&mut d, label_expr).ops[0];
    let out_of_range = ids_of(&doc, "integer_cst").len() as u32 + 1_000_000;
    let cases = [
        (
            rewritten(&text, |doc| node_mut(doc, asm).ops[1] = Some(parm)),
            asm,
            "`ops[1]` of an asm_expr: expected a tree_list of asm operands ((name, \
             constraint string), value), found a parm_decl",
        ),
        (
            rewritten(&text, |doc| node_mut(doc, asm).ops[2] = clobbers),
            asm,
            "`ops[2]` of an asm_expr: expected a tree_list of asm operands ((name, \
             constraint string), value), found a tree_list",
        ),
        (
            rewritten(&text, |doc| node_mut(doc, asm).ops[3] = outputs.or(inputs)),
            asm,
            "`ops[3]` of an asm_expr: expected a tree_list of string_csts, found a tree_list",
        ),
        (
            rewritten(&text, |doc| {
                // A predictor of its own: the original constant may be shared.
                let old = node_mut(doc, predict).ops[0].expect("a predictor");
                let mut cst = node_mut(doc, old).clone();
                cst.id = out_of_range;
                cst.value = Some("4096".into());
                let pos = doc.records[1].0;
                doc.records.push((pos, Record::Node(Box::new(cst))));
                node_mut(doc, predict).ops[0] = Some(out_of_range);
            }),
            predict,
            "`ops[0]` of a predict_expr: expected an integer_cst naming a branch predictor",
        ),
        (
            // The case label's definition comes first; the label_expr's is the second.
            rewritten(&text, |doc| node_mut(doc, case).ops[2] = label),
            label_expr,
            "a label defined twice",
        ),
        (
            rewritten(&text, |doc| {
                node_mut(doc, vector).mode = Some("V2DF".into())
            }),
            vector,
            "`mode`: a vector mode of another element count or element mode",
        ),
        (
            rewritten(&text, |doc| {
                node_mut(doc, vector).mode = Some("V4SI".into())
            }),
            vector,
            "`mode`: a vector mode of another element count or element mode",
        ),
        (
            // `_Complex long` (CDI) in complex double's mode, of the same size.
            rewritten(&text, |doc| node_mut(doc, complex).mode = Some("DC".into())),
            complex,
            "`mode`: a complex mode of another component mode",
        ),
        // Found by the fuzz target: an integer element of a float vector stopped cc1 in
        // trunc_int_for_mode.
        (
            rewritten(&text, |doc| {
                node_mut(doc, vector_cst).elts[2] = Some(integer)
            }),
            vector_cst,
            "`elts`: expected constants of the vector's element kind and mode",
        ),
        (
            rewritten(&text, |doc| {
                node_mut(doc, complex_cst)
                    .refs
                    .insert("TREE_REALPART".into(), Some(real));
            }),
            complex_cst,
            "a complex_cst's parts must be of its component's kind and mode",
        ),
    ];
    for (text, id, message) in cases {
        assert_refused_at(&importer, &text, &[], id, message);
    }
}
