//! A `Tree` from another context: contexts start their arenas at different generations,
//! so 16 contexts made one after another refuse each other's handles to nodes whose slots
//! were never reused. This file holds one test so that no other test makes contexts (and
//! heaps) in between: the guarantee is about contexts made in a row.

use tree::{Tree, TreeCode, TreeContext, TreeError};

/// "5 + 5" in context 5, "6 + 6" in context 6, …: the same construction in every context,
/// so the handles have the same slot indices and only the generations differ.
fn sum(tc: &mut TreeContext, n: i64) -> Tree {
    let int = tc.integer_type_node();
    let c = tc.build_int_cst(Some(int), n).unwrap();
    tc.build2(TreeCode::PlusExpr, Some(int), Some(c), Some(c))
        .unwrap()
}

fn refused<T: std::fmt::Debug>(r: Result<T, TreeError>, what: &str) {
    match r {
        Err(TreeError::InvalidHandle { .. }) => {}
        other => panic!("{what}: {other:?}"),
    }
}

#[test]
fn sixteen_contexts_made_in_a_row_refuse_each_others_handles() {
    let mut tcs: Vec<TreeContext> = (0..16).map(|_| TreeContext::new()).collect();
    let sums: Vec<Tree> = tcs
        .iter_mut()
        .enumerate()
        .map(|(i, tc)| sum(tc, i as i64))
        .collect();
    let lists: Vec<Tree> = tcs
        .iter_mut()
        .zip(&sums)
        .map(|(tc, &s)| tc.build_tree_list(None, Some(s)))
        .collect();
    let decls: Vec<Tree> = tcs
        .iter_mut()
        .map(|tc| {
            let int = tc.integer_type_node();
            let name = tc.get_identifier("x");
            tc.build_decl(
                tree::Location::UNKNOWN,
                TreeCode::VarDecl,
                Some(name),
                Some(int),
            )
            .unwrap()
        })
        .collect();
    for i in 0..16 {
        let tc = &mut tcs[i];
        assert_eq!(
            tc.print_generic(sums[i], false).unwrap(),
            format!("{i} + {i}")
        );
        for j in (0..16).filter(|&j| j != i) {
            let (s, l, d) = (sums[j], lists[j], decls[j]);
            // Outside checking mode the slot indices agree (checking mode gives each
            // context's heap blocks of slots of its own).
            if !tc.heap().params().checking {
                assert_eq!(s.to_raw() & 0x00ff_ffff, sums[i].to_raw() & 0x00ff_ffff);
            }
            assert!(!tc.is_valid(s) && !tc.is_valid(l) && !tc.is_valid(d));
            // Accessors.
            refused(tc.tree_code(s), "tree_code");
            refused(tc.tree_operand(s, 0), "tree_operand");
            refused(tc.tree_type(d), "tree_type");
            refused(tc.tree_value(l), "TREE_VALUE");
            // Printers.
            refused(tc.print_generic(s, false), "print_generic");
            // Setters: a foreign node neither changes nor is linked into this context.
            let own = sums[i];
            refused(tc.set_tree_operand(own, 0, Some(s)), "set_tree_operand");
            refused(tc.set_tree_operand(s, 0, None), "set_tree_operand on it");
            refused(tc.set_tree_type(own, Some(d)), "set_tree_type");
            // Builders.
            let int = tc.integer_type_node();
            refused(
                tc.build2(TreeCode::MultExpr, Some(int), Some(s), Some(s)),
                "build2",
            );
            refused(tc.try_tree_cons(None, Some(s), None), "tree_cons");
            refused(tc.try_build_tree_list(Some(l), None), "build_tree_list");
            // Collection: a foreign root is refused and nothing is collected.
            refused(tc.collect(&mut vec![s]), "collect");
        }
        assert_eq!(
            tc.print_generic(sums[i], false).unwrap(),
            format!("{i} + {i}")
        );
    }
}
