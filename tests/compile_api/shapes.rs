//! Shapes GCC's gimplifier and expanders would crash on, refused by the importer's shape
//! table: missing operands and types, operations of disagreeing types, returns against the
//! function's type, nesting deeper than GCC recurses, an initializer holding its own
//! declaration; every refusal positioned in the document.

use tree::TreeContext;
use tree::interop::format::{Document, Record};
use tree::interop::read;

use super::support::*;
use crate::plugin;

/// A document of the README function with one line replaced by `patch` (applied to the
/// line's text), so each case is one small, realistic defect.
pub(crate) fn patched(patch: impl Fn(&str) -> Option<String>) -> String {
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    let text = tree::interop::write(&tree::interop::export(&tc, &[f]).unwrap());
    let mut done = false;
    let lines: Vec<String> = text
        .lines()
        .map(|l| match (!done).then(|| patch(l)).flatten() {
            Some(new) => {
                done = true;
                new
            }
            None => l.to_string(),
        })
        .collect();
    assert!(done, "the patch applied to no line");
    lines.join("\n") + "\n"
}

/// The id in a node record line's `"type":` member.
pub(crate) fn type_member(line: &str) -> &str {
    line.split("\"type\":")
        .nth(1)
        .unwrap()
        .split([',', '}'])
        .next()
        .unwrap()
}

pub(crate) fn documents_gcc_cannot_take_are_refused_with_a_position() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    // An operand of the wrong kind: the multiplication's first operand is the
    // multiplication's type.
    let wrong_kind = patched(|l| {
        l.contains("\"code\":\"mult_expr\"").then(|| {
            let ty = type_member(l);
            let ops = l.find("\"ops\":[").unwrap() + "\"ops\":[".len();
            let end = ops + l[ops..].find(',').unwrap();
            format!("{}{ty}{}", &l[..ops], &l[end..])
        })
    });
    let stderr = refused(&importer, &wrong_kind);
    assert!(
        stderr.contains("`ops[0]` of a mult_expr: expected a value operand")
            && stderr.contains("found an integer_type"),
        "{stderr}"
    );
    // A dangling reference.
    let dangling = patched(|l| {
        l.contains("\"code\":\"plus_expr\"")
            .then(|| l.replacen("\"type\":", "\"type\":99999,\"x\":", 1))
    });
    let doc = read("bad.jsonl", &dangling);
    assert!(doc.is_err(), "the reader refuses an unknown member first");
    let dangling = patched(|l| {
        l.contains("\"code\":\"plus_expr\"").then(|| {
            let ty = type_member(l);
            l.replacen(&format!("\"type\":{ty}"), "\"type\":99999", 1)
        })
    });
    let stderr = refused(&importer, &dangling);
    assert!(
        stderr.contains("node 99999 is not in the document"),
        "{stderr}"
    );
    for stderr in [refused(&importer, &wrong_kind), stderr] {
        assert!(!stderr.contains("internal compiler error"), "{stderr}");
        // file:line:column of the document.
        assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
    }
}

/// The node line of `text` with code `code` whose member `"type":N` is removed (the first).
pub(crate) fn without_type(text: &str, code: &str) -> String {
    let mut done = false;
    let lines: Vec<String> = text
        .lines()
        .map(|l| {
            if done || !l.contains(&format!("\"code\":\"{code}\"")) {
                return l.to_string();
            }
            let Some(at) = l.find("\"type\":") else {
                return l.to_string();
            };
            let end = at + l[at..].find([',', '}']).unwrap();
            done = true;
            let comma = usize::from(l[end..].starts_with(','));
            format!("{}{}", &l[..at], &l[end + comma..])
        })
        .collect();
    assert!(done, "no {code} with a type");
    lines.join("\n") + "\n"
}

/// Found by the `import_compile` fuzz target: a pointer type without its pointee made cc1
/// crash (a segmentation fault in the gimplifier), and so did a label without its (void)
/// type whose address a static initializer takes (in build_pointer_type); derived types
/// and declarations without `type` are refused.
pub(crate) fn a_derived_type_or_declaration_without_its_type_is_refused() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(spaces) = probe_through_the_arena("address-space.c", "-O0") else {
        return;
    };
    let labels_c = "int lab (int i) { static void *t[] = { &&a, &&b }; goto *t[i & 1];\n\
        a: return 1; b: return 2; }\n";
    let Some(labels) = source_through_the_arena("labels.c", labels_c) else {
        return;
    };
    assert!(
        assembly(&importer, &labels, &[]).is_ok(),
        "labels.c compiles"
    );
    let cases = [
        (&spaces, "pointer_type"),
        (&spaces, "parm_decl"),
        (&spaces, "var_decl"),
        (&labels, "label_decl"),
    ];
    for (text, code) in cases {
        let stderr = assembly(&importer, &without_type(text, code), &[]).unwrap_err();
        assert!(
            stderr.contains(&format!("a {code} needs `type`")),
            "{stderr}"
        );
        assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
    }
}

/// Found by the `import_compile` fuzz target, each an internal compiler error before the
/// importer checked it: a bind_expr's block that is no block, a declaration chained to a
/// constant, an atomic construct without its value, a pointer type in a vector mode.
pub(crate) fn shapes_the_gimplifier_asserts_on_are_refused() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(atomic) = probe_through_the_arena("omp-atomic.c", "-fopenmp") else {
        return;
    };
    let cases = [
        (
            edited(&atomic, "bind_expr", |n, int| n.ops[2] = Some(int)),
            "`ops[2]` of a bind_expr: expected a block, found an integer_type",
        ),
        (
            edited(&atomic, "var_decl", |n, int| n.chain = Some(int)),
            "a declaration's `chain` must be a declaration",
        ),
        (
            edited(&atomic, "omp_atomic", |n, _| n.ops[1] = None),
            "`ops[1]` of an omp_atomic: expected a value with a type, found nothing",
        ),
        (
            edited(&atomic, "pointer_type", |n, _| n.mode = Some("V4SF".into())),
            "`mode`: `V4SF` is no mode of a pointer_type",
        ),
    ];
    for (text, message) in cases {
        let stderr = assembly(&importer, &text, &["-fopenmp"])
            .err()
            .unwrap_or_else(|| panic!("compiled, expected {message}"));
        assert!(stderr.contains(message), "{message}: {stderr}");
        assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
    }
}

/// The shape table (gcc-plugin/import-shapes.cc) on returns.c: a code it has no row for,
/// an operation whose type or second operand disagrees with its first operand (expansion
/// works in one mode), an assignment to a non-lvalue, and an expression containing itself
/// (the gimplifier would recurse until its stack overflows).
pub(crate) fn the_shape_table_refuses_what_gcc_would_crash_on() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(text) = probe_through_the_arena("returns.c", "-O0") else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let pointer = ids_of(&doc, "pointer_type")[0];
    let parms = ids_of(&doc, "parm_decl");
    let sum = ids_of(&doc, "plus_expr")[0];
    let cases = [
        (
            edited(&text, "plus_expr", |n, _| n.code = "widen_sum_expr".into()),
            "`widen_sum_expr` is no code the importer can hand to GCC",
        ),
        (
            edited(&text, "plus_expr", |n, _| n.ty = Some(pointer)),
            "`type`: a plus_expr's type must be a type of operand 0's kind and mode, \
             found a pointer_type",
        ),
        (
            edited(&text, "gt_expr", |n, _| n.ops[1] = Some(parms[0])),
            "`ops[1]` of a gt_expr: expected a value of operand 0's kind and mode",
        ),
        (
            edited(&text, "modify_expr", |n, _| n.ops[0] = Some(sum)),
            "`ops[0]` of a modify_expr: expected an lvalue",
        ),
        (
            rewritten(&text, |doc| {
                let assign = doc
                    .records
                    .iter()
                    .find_map(|(_, r)| match r {
                        Record::Node(n) if n.ops.get(1) == Some(&Some(sum)) => Some(n.id),
                        _ => None,
                    })
                    .expect("the assignment of a + 1");
                node_mut(doc, sum).ops[0] = Some(assign);
            }),
            "contains itself (through operands, statements or constructor values)",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

/// The operand of a RETURN_EXPR is checked knowing the function's return type, as the
/// gimplifier takes it: a void function's `return set (p);` compiles (torture's 20000314-3
/// once refused); an int function returning a bare value, or a void function returning a
/// type, is refused with the return_expr's position; so are a conditional without its
/// condition or its type, an address whose type is no pointer and a decl_expr without
/// its declaration.
pub(crate) fn returns_are_checked_against_the_functions_return_type() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(text) = probe_through_the_arena("returns.c", "-O0") else {
        return;
    };
    assert!(
        assembly(&importer, &text, &[]).is_ok(),
        "returns.c compiles"
    );
    // The int function's `return <retval> = a + 1;` made `return a + 1;`.
    let mut doc = read("probe.jsonl", &text).expect("the document reads");
    let ids = |doc: &Document, code: &str| -> Vec<tree::interop::format::NodeId> {
        doc.records
            .iter()
            .filter_map(|(_, r)| match r {
                Record::Node(n) if n.code == code => Some(n.id),
                _ => None,
            })
            .collect()
    };
    let sum = ids(&doc, "plus_expr")[0];
    let last_return = *ids(&doc, "return_expr").last().unwrap();
    for (_, r) in doc.records.iter_mut() {
        if let Record::Node(n) = r
            && n.id == last_return
        {
            n.ops[0] = Some(sum);
        }
    }
    let stderr = assembly(&importer, &tree::interop::write(&doc), &[]).unwrap_err();
    assert!(
        stderr.contains("a return_expr of a function that returns a value returns nothing"),
        "{stderr}"
    );
    assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
    let void_returns_a_type = edited(&text, "return_expr", |n, int| n.ops[0] = Some(int));
    let stderr = assembly(&importer, &void_returns_a_type, &[]).unwrap_err();
    assert!(
        stderr.contains("a return_expr of a void function returns nothing or a value"),
        "{stderr}"
    );
    // Found by the fuzz target: a cond_expr without its condition (cc1 crashed in the
    // gimplifier).
    let no_condition = edited(&text, "cond_expr", |n, _| n.ops[0] = None);
    let stderr = assembly(&importer, &no_condition, &[]).unwrap_err();
    assert!(
        stderr.contains("`ops[0]` of a cond_expr: expected a value of integral or pointer type")
            && stderr.contains("found nothing"),
        "{stderr}"
    );
    // Or without its type.
    let no_type = edited(&text, "cond_expr", |n, _| n.ty = None);
    let stderr = assembly(&importer, &no_type, &[]).unwrap_err();
    assert!(stderr.contains("a cond_expr needs `type`"), "{stderr}");
    // An address whose type is no pointer (found by the fuzz target as a convert_expr
    // turned addr_expr; here the call's address of `next`).
    let not_a_pointer = edited(&text, "addr_expr", |n, int| n.ty = Some(int));
    let stderr = assembly(&importer, &not_a_pointer, &[]).unwrap_err();
    assert!(
        stderr.contains("an addr_expr's type must be a pointer type"),
        "{stderr}"
    );
    // A reference without its object (`*p` of `set`).
    let no_object = edited(&text, "indirect_ref", |n, _| n.ops[0] = None);
    let stderr = assembly(&importer, &no_object, &[]).unwrap_err();
    assert!(
        stderr.contains(
            "`ops[0]` of an indirect_ref: expected a value of pointer type, found nothing"
        ),
        "{stderr}"
    );
    // And a decl_expr without its declaration (cc1 crashed walking the body).
    let no_decl = edited(&text, "decl_expr", |n, _| n.ops[0] = None);
    let stderr = assembly(&importer, &no_decl, &[]).unwrap_err();
    assert!(
        stderr.contains("`ops[0]` of a decl_expr: expected a declaration, found nothing"),
        "{stderr}"
    );
}

/// An expression nested 100,000 deep (a chain of plus_exprs): cc1 overflowed its stack on
/// such chains (a segmentation fault from about 75,000 levels of mult_expr at -O2); the
/// importer refuses nests deeper than 10,000 at the outermost node, naming the depth
/// and the limit, without recursing itself; 5,000 levels compile.
pub(crate) fn very_deep_nesting_is_refused_before_gcc_recurses() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(text) = probe_through_the_arena("returns.c", "-O0") else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let bind = ids_of(&doc, "bind_expr");
    let deep = nested(&text, 100_000);
    let stderr = assembly(&importer, &deep, &["-O2"]).unwrap_err();
    assert!(
        stderr.contains(
            "deep (through operands, statements or constructor values), deeper \
             than the limit of 10000 GCC's recursive passes are known to survive"
        ),
        "{stderr}"
    );
    let depth: u32 = stderr
        .split(" nests expressions ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no depth named: {stderr}"));
    assert!((100_001..100_010).contains(&depth), "{stderr}");
    // At the outermost node of the nest: the body of `next`.
    assert!(
        bind.iter()
            .any(|&b| stderr.contains(&position_of(&deep, b))),
        "{stderr}"
    );
    assert!(!stderr.contains("contains itself"), "{stderr}");
    assert!(assembly(&importer, &nested(&text, 5_000), &["-O2"]).is_ok());
}

/// `int r = (r's own DECL_EXPR, a);`: the gimplifier gimplifies an automatic variable's
/// initializer in its DECL_EXPR's place, so the importer follows it, for depth and for
/// cycles. cc1 itself survives this one (gimplify_decl_expr clears DECL_INITIAL before
/// gimplifying it), but no C program declares a variable inside its own initializer:
/// refused at the DECL_EXPR.
pub(crate) fn an_initializer_containing_its_own_declaration_is_refused() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(text) = probe_through_the_arena("returns.c", "-O0") else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let decl_expr = ids_of(&doc, "decl_expr")[0];
    let cyclic = rewritten(&text, |doc| {
        let var = node_mut(doc, decl_expr).ops[0].expect("r");
        let init = node_mut(doc, var).refs["DECL_INITIAL"].expect("r's initializer");
        let mut pair = node_mut(doc, init).clone();
        pair.id = 3_000_000;
        pair.code = "compound_expr".into();
        pair.ops = vec![Some(decl_expr), pair.ops[2]];
        let pos = doc.records[1].0;
        doc.records.push((pos, Record::Node(Box::new(pair))));
        node_mut(doc, var)
            .refs
            .insert("DECL_INITIAL".into(), Some(3_000_000));
    });
    assert_refused_at(
        &importer,
        &cyclic,
        &[],
        decl_expr,
        "this decl_expr contains itself",
    );
}
