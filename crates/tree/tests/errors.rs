//! One test per kind of checked-access error: each names the accessor, what it accepts and
//! what it got, and nothing panics.

use tree::{Expected, Location, Tree, TreeCode, TreeCodeClass, TreeContext, TreeError, TreeStruct};

fn ctx() -> TreeContext {
    TreeContext::new()
}

#[test]
fn missing_structure_names_accessor_structure_and_code() {
    let mut tc = ctx();
    let int = tc.integer_type_node();
    let one = tc.integer_one_node();
    let plus = tc
        .build2(TreeCode::PlusExpr, Some(int), Some(one), Some(one))
        .unwrap();
    let err = tc.tree_chain(plus).unwrap_err();
    assert_eq!(
        err,
        TreeError::WrongCode {
            accessor: "TREE_CHAIN",
            expected: Expected::Struct(TreeStruct::Common),
            got: TreeCode::PlusExpr
        }
    );
    assert_eq!(
        err.to_string(),
        "TREE_CHAIN: expected a node containing TS_COMMON, got PLUS_EXPR"
    );
}

#[test]
fn wrong_code_lists_the_accepted_codes() {
    let tc = ctx();
    let int = tc.integer_type_node();
    let err = tc.type_domain(int).unwrap_err();
    assert_eq!(
        err.to_string(),
        "TYPE_DOMAIN: expected a node of code ARRAY_TYPE, got INTEGER_TYPE"
    );
    let err = tc.type_fields(int).unwrap_err();
    assert_eq!(
        err.to_string(),
        "TYPE_FIELDS: expected a node of code RECORD_TYPE, UNION_TYPE or QUAL_UNION_TYPE, got INTEGER_TYPE"
    );
}

#[test]
fn wrong_class_names_the_class() {
    let tc = ctx();
    let zero = tc.integer_zero_node();
    let err = tc.type_precision(zero).unwrap_err();
    assert_eq!(
        err,
        TreeError::WrongCode {
            accessor: "TYPE_PRECISION",
            expected: Expected::Class(TreeCodeClass::Type),
            got: TreeCode::IntegerCst
        }
    );
}

#[test]
fn operands_of_a_non_expression() {
    let tc = ctx();
    let int = tc.integer_type_node();
    let err = tc.tree_operand(int, 0).unwrap_err();
    assert_eq!(
        err.to_string(),
        "TREE_OPERAND: expected an expression node, got INTEGER_TYPE"
    );
}

#[test]
fn operand_index_out_of_range() {
    let mut tc = ctx();
    let int = tc.integer_type_node();
    let one = tc.integer_one_node();
    let neg = tc
        .build1(TreeCode::NegateExpr, Some(int), Some(one))
        .unwrap();
    let err = tc.tree_operand(neg, 1).unwrap_err();
    assert_eq!(
        err,
        TreeError::IndexOutOfRange {
            accessor: "TREE_OPERAND",
            index: 1,
            len: 1,
            code: TreeCode::NegateExpr
        }
    );
    let v = tc.make_tree_vec(2);
    assert!(matches!(
        tc.tree_vec_elt(v, 2),
        Err(TreeError::IndexOutOfRange {
            accessor: "TREE_VEC_ELT",
            ..
        })
    ));
}

#[test]
fn handle_from_another_context_is_invalid() {
    let mut other = ctx();
    for i in 0..100 {
        other.get_identifier(format!("x{i}"));
    }
    let foreign = other.get_identifier("only-here");
    let tc = ctx();
    let err = tc.identifier_pointer(foreign).unwrap_err();
    assert!(
        matches!(
            err,
            TreeError::InvalidHandle {
                accessor: "IDENTIFIER_POINTER",
                ..
            }
        ),
        "{err}"
    );
    let forged = Tree::from_raw(0xffff_ffff).unwrap();
    assert!(matches!(
        tc.tree_code(forged),
        Err(TreeError::InvalidHandle {
            accessor: "TREE_CODE",
            ..
        })
    ));
}

#[test]
fn null_where_a_node_is_required() {
    let mut tc = ctx();
    let err = tc.build_pointer_type(None).unwrap_err();
    assert_eq!(
        err,
        TreeError::Null {
            accessor: "build_pointer_type"
        }
    );
}

#[test]
fn builder_arity_mismatch() {
    let mut tc = ctx();
    let int = tc.integer_type_node();
    let one = tc.integer_one_node();
    let err = tc
        .build1(TreeCode::PlusExpr, Some(int), Some(one))
        .unwrap_err();
    assert_eq!(
        err,
        TreeError::Arity {
            builder: "build1",
            code: TreeCode::PlusExpr,
            expected: "2".into(),
            got: 1
        }
    );
    let err = tc.build_vl_exp(TreeCode::CallExpr, 2).unwrap_err();
    assert_eq!(
        err.to_string(),
        "build_vl_exp: CALL_EXPR takes 3+ operands, got 2"
    );
    let err = tc
        .build2(TreeCode::IntegerType, Some(int), Some(one), Some(one))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "build2: expected an expression node, got INTEGER_TYPE"
    );
}

#[test]
fn value_not_representable() {
    let mut tc = ctx();
    let u64t = tc.long_unsigned_type_node();
    let big = tc.build_int_cst(Some(u64t), -1).unwrap();
    assert_eq!(tc.tree_to_uhwi(big).unwrap(), u64::MAX);
    let err = tc.tree_to_shwi(big).unwrap_err();
    assert_eq!(
        err.to_string(),
        "tree_to_shwi: 18446744073709551615 does not fit a signed HOST_WIDE_INT"
    );
}

#[test]
fn shared_constant_is_immutable() {
    let mut tc = ctx();
    let one = tc.integer_one_node();
    let long = tc.long_integer_type_node();
    let err = tc.set_tree_type(one, Some(long)).unwrap_err();
    assert!(matches!(
        err,
        TreeError::Immutable {
            accessor: "TREE_TYPE",
            ..
        }
    ));
    assert_eq!(tc.tree_type(one).unwrap(), Some(tc.integer_type_node()));
}

#[test]
fn ill_formed_builder_input() {
    let mut tc = ctx();
    let int = tc.integer_type_node();
    let v4 = tc
        .build_vector_type(int, tree::PolySize::constant(4))
        .unwrap();
    let one = tc.integer_one_node();
    let err = tc.build_vector(v4, 3, 1, &[one, one, one]).unwrap_err();
    assert!(
        matches!(
            err,
            TreeError::Invalid {
                builder: "build_vector",
                ..
            }
        ),
        "{err}"
    );
    let a = tc.build_tree_list(None, Some(one));
    let err = tc.chainon(Some(a), Some(a)).unwrap_err();
    assert!(matches!(
        err,
        TreeError::Invalid {
            builder: "chainon",
            ..
        }
    ));
    let id = tc.get_identifier("x");
    let err = tc
        .build_decl(Location::UNKNOWN, TreeCode::PlusExpr, Some(id), Some(int))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "build_decl: expected a node of class tcc_declaration, got PLUS_EXPR"
    );
}

#[test]
fn identifiers_and_int_csts_are_not_made_by_make_node() {
    let mut tc = ctx();
    let err = tc.make_node(TreeCode::IntegerCst).unwrap_err();
    assert!(matches!(
        err,
        TreeError::WrongCode {
            accessor: "make_node",
            expected: Expected::Other(_),
            ..
        }
    ));
}

/// Found by the `tree_builders` fuzz target (a hang): `chainon` onto a circular chain
/// looped for ever, and joining a chain onto one that already leads back to it made one.
/// Both are errors now.
#[test]
fn chainon_never_loops_nor_makes_a_cycle() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let one = tc.build_int_cst(Some(int), 1).unwrap();
    let a = tc.build_tree_list(None, Some(one));
    let b = tc.build_tree_list(None, Some(one));
    let c = tc.build_tree_list(None, Some(one));
    // b -> a: joining a (whose last node is a) before b would make a -> b -> a.
    tc.chainon(Some(b), Some(a)).unwrap();
    let err = tc.chainon(Some(a), Some(b)).unwrap_err();
    assert!(
        err.to_string().contains("already part of the first"),
        "{err}"
    );
    // A chain made circular directly (TREE_CHAIN is a plain setter, as in GCC).
    tc.set_tree_chain(a, Some(b)).unwrap();
    let err = tc.chainon(Some(b), Some(c)).unwrap_err();
    assert!(err.to_string().contains("circular TREE_CHAIN"), "{err}");
    let err = tc.chainon(Some(c), Some(b)).unwrap_err();
    assert!(err.to_string().contains("circular TREE_CHAIN"), "{err}");
}

/// Issue #19: a stale handle is refused wherever it would be stored, so no collection
/// ever finds a dangling edge the caller made.
#[test]
fn setters_and_list_builders_refuse_stale_handles_as_values() {
    let mut tc = TreeContext::with_params(ggc::Params::default());
    let int = Some(tc.integer_type_node());
    let one = tc.build_int_cst(int, 1).unwrap();
    let stale = tc
        .build2(TreeCode::PlusExpr, int, Some(one), Some(one))
        .unwrap();
    let mut roots = vec![
        tc.build2(TreeCode::MinusExpr, int, Some(one), Some(one))
            .unwrap(),
    ];
    let list = tc.build_tree_list(None, Some(one));
    roots.push(list);
    tc.collect(&mut roots).unwrap();
    let [e, list] = [roots[0], roots[1]];
    assert!(!tc.is_valid(stale));
    let invalid = |r: Result<(), TreeError>| matches!(r, Err(TreeError::InvalidHandle { .. }));
    assert!(invalid(tc.set_tree_operand(e, 0, Some(stale))));
    assert!(invalid(tc.set_tree_type(e, Some(stale))));
    assert!(invalid(tc.set_tree_chain(list, Some(stale))));
    assert!(invalid(tc.set_tree_value(list, Some(stale))));
    assert!(invalid(tc.set_tree_purpose(list, Some(stale))));
    assert!(invalid(tc.try_tree_cons(None, Some(stale), None).map(drop)));
    assert!(invalid(tc.try_tree_cons(None, None, Some(stale)).map(drop)));
    assert!(invalid(tc.try_build_tree_list(Some(stale), None).map(drop)));
    assert!(invalid(tc.chainon(Some(list), Some(stale)).map(drop)));
    assert!(invalid(
        tc.build2(TreeCode::PlusExpr, Some(stale), Some(one), Some(one))
            .map(drop)
    ));
    assert!(invalid(
        tc.build(TreeCode::NegateExpr, Some(stale), &[Some(one)])
            .map(drop)
    ));
    // Nothing dangling was stored: the next collection is clean.
    assert_eq!(tc.collect(&mut roots).unwrap().stale_edges, 0);
    assert_eq!(tc.tree_operand(roots[0], 0).unwrap(), Some(one));
}

#[test]
#[should_panic(expected = "invalid tree handle")]
fn tree_cons_of_a_stale_handle_panics_rather_than_storing_it() {
    let mut tc = TreeContext::with_params(ggc::Params::default());
    let l = tc.build_tree_list(None, None);
    tc.collect(&mut ()).unwrap();
    tc.tree_cons(None, Some(l), None);
}

/// build2's fast path reads each operand's pool its own way (an expression's record, a
/// constant's generation alone, a declaration's flags): a stale operand of every kind is
/// refused, in either position, and nothing is built.
#[test]
fn build2_refuses_stale_expression_constant_and_declaration_operands() {
    let mut tc = TreeContext::with_params(ggc::Params::default());
    let int = Some(tc.integer_type_node());
    let one = tc.build_int_cst(int, 1).unwrap();
    let expr = tc
        .build2(TreeCode::PlusExpr, int, Some(one), Some(one))
        .unwrap();
    let constant = tc.build_int_cst(int, 123_457).unwrap();
    let name = tc.get_identifier("gone");
    let decl = tc
        .build_decl(Location::UNKNOWN, TreeCode::VarDecl, Some(name), int)
        .unwrap();
    let mut roots = vec![one];
    tc.collect(&mut roots).unwrap();
    let nodes = tc.node_count();
    for stale in [expr, constant, decl] {
        assert!(!tc.is_valid(stale), "{stale:?} was collected");
        for ops in [[Some(stale), Some(one)], [Some(one), Some(stale)]] {
            let r = tc.build2(TreeCode::PlusExpr, int, ops[0], ops[1]);
            assert!(
                matches!(r, Err(TreeError::InvalidHandle { .. })),
                "{ops:?}: {r:?}"
            );
        }
    }
    assert_eq!(tc.node_count(), nodes, "nothing was built");
}
