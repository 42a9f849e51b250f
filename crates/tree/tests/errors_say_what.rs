//! Errors that say what happened: a deep tree prints, a cycle is named as one (not as
//! depth), and a malformed record's error carries one position.

use tree::{TreeCode, TreeContext};

/// `-(-(…-(a)…))`, `depth` negations deep.
fn nested(tc: &mut TreeContext, depth: usize) -> tree::Tree {
    let int = tc.integer_type_node();
    let name = tc.get_identifier("a");
    let mut t = tc
        .build_decl(
            tree::Location::UNKNOWN,
            TreeCode::VarDecl,
            Some(name),
            Some(int),
        )
        .expect("a decl");
    for _ in 0..depth {
        t = tc
            .build1(TreeCode::NegateExpr, Some(int), Some(t))
            .expect("a negation");
    }
    t
}

#[test]
fn an_expression_100000_deep_prints() {
    let mut tc = TreeContext::new();
    let t = nested(&mut tc, 100_000);
    let text = tc
        .print_generic(t, false)
        .expect("a deep tree is not an error");
    assert_eq!(text.len(), 100_000 + 1);
    assert!(text.starts_with("---") && text.ends_with("-a"));
}

#[test]
fn a_cycle_is_reported_as_a_cycle() {
    let mut tc = TreeContext::new();
    let t = nested(&mut tc, 3);
    let inner = tc.tree_operand(t, 0).expect("op").expect("an operand");
    tc.set_tree_operand(inner, 0, Some(t))
        .expect("made circular");
    let e = tc
        .print_generic(t, false)
        .expect_err("a cycle never prints");
    let text = e.to_string();
    assert!(
        text.contains("a circular tree: the negate_expr node"),
        "{text}"
    );
    assert!(!text.contains("deeper"), "{text}");
}

#[test]
fn a_malformed_record_names_one_position() {
    let text = "{\"header\":{\"format\":\"gccint-generic\",\"version\":1,\"producer\":\"x\",\"language\":\"c\",\"input\":\"t.c\"}}\n{\"node\":{\"id\":1,\"code\":\"integer_type\",\"bogus\":2}}\n";
    let e = tree::interop::read("t.jsonl", text).expect_err("an unknown key");
    let shown = e.to_string();
    assert!(shown.starts_with("t.jsonl:2:"), "{shown}");
    assert!(!shown.contains(" at line "), "{shown}");
    assert!(!shown.contains("column"), "{shown}");
}
