//! `print_generic` on a node of every tree code: a text or a typed error, never a panic;
//! codes `dump_generic_node` has no case for print in `do_niy`'s form.

#[path = "common/make.rs"]
mod make;
use make::make;
use tree::{TreeCode, TreeContext};

#[test]
fn every_code_prints_or_fails_with_a_typed_error() {
    let mut printed = 0;
    for &code in TreeCode::ALL {
        let mut tc = TreeContext::new();
        let t = make(&mut tc, code);
        for is_stmt in [false, true] {
            if let Ok(text) = tc.print_generic(t, is_stmt) {
                printed += 1;
                if text.starts_with("<<< Unknown tree: ") {
                    assert!(
                        text.starts_with(&format!("<<< Unknown tree: {}", code.name())),
                        "{code:?}: {text}"
                    );
                    assert!(text.contains(" >>>"), "{code:?}: {text}");
                }
            }
        }
    }
    assert!(printed > TreeCode::ALL.len(), "only {printed} texts");
}

#[test]
fn codes_without_a_case_print_their_operands_one_per_line() {
    let mut tc = TreeContext::new();
    // TRY_BLOCK (C++) and RANGE_EXPR have no dump_generic_node case.
    let t = make(&mut tc, TreeCode::TryBlock);
    assert_eq!(
        tc.print_generic(t, true).unwrap(),
        "<<< Unknown tree: try_block\n  1\n  1 >>>;"
    );
    let r = make(&mut tc, TreeCode::RangeExpr);
    assert_eq!(
        tc.print_generic(r, false).unwrap(),
        "<<< Unknown tree: range_expr\n  1\n  1 >>>"
    );
    // Types and declarations without a case print just the name.
    let lang = make(&mut tc, TreeCode::LangType);
    assert_eq!(
        tc.print_generic(lang, false).unwrap(),
        "<<< Unknown tree: lang_type >>>"
    );
}

#[test]
fn deep_trees_print_and_circular_chains_are_errors() {
    use tree::TreeCode as C;
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    // A sum of 2,000 terms nests 2,000 levels, as g++.dg's inline11.C does.
    let one = tc.integer_one_node();
    let mut sum = one;
    for _ in 0..2000 {
        sum = tc
            .build2(C::PlusExpr, Some(int), Some(sum), Some(one))
            .unwrap();
    }
    let text = tc.print_generic(sum, false).unwrap();
    assert_eq!(text.matches('+').count(), 2000);
    // A TREE_LIST whose chain comes back to itself.
    let a = tc.build_tree_list(None, Some(one));
    let b = tc.tree_cons(None, Some(one), Some(a));
    tc.set_tree_chain(a, Some(b)).unwrap();
    assert!(tc.print_generic(a, false).is_err());
}
