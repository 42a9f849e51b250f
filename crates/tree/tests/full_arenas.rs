//! Full arenas: every allocation path reports `TreeError::ArenaFull` (the `try_` twins of
//! the builders without a `Result` too), and the context stays usable. The heap's arena
//! limit (`ggc::Heap::set_arena_limit`) stands in for 2^24 live nodes.

use tree::{
    Access, FunctionBuilder, Location, OmpClauseCode, RealValue, TreeCode, TreeContext, TreeError,
};

fn full(r: tree::Result<tree::Tree>, builder: &str, pool: &str) {
    match r {
        Err(TreeError::ArenaFull {
            builder: b,
            pool: p,
        }) => {
            assert_eq!((b, p), (builder, pool));
        }
        other => panic!("{builder}: expected a full {pool} arena, got {other:?}"),
    }
}

/// A context whose arenas may grow no more (the global nodes fill every one).
fn full_context() -> TreeContext {
    let mut tc = TreeContext::new();
    tc.heap_mut().set_arena_limit(0);
    tc
}

#[test]
fn every_kind_of_node_reports_a_full_arena() {
    let mut tc = full_context();
    let int = tc.integer_type_node();
    let one = tc.integer_one_node();
    let var = TreeCode::VarDecl;
    full(
        tc.build2(TreeCode::PlusExpr, Some(int), Some(one), Some(one)),
        "build2",
        "expression",
    );
    full(tc.make_node(TreeCode::CallExpr), "make_node", "expression");
    full(
        tc.try_tree_cons(None, Some(one), None),
        "tree_cons",
        "TREE_LIST",
    );
    full(tc.make_node(var), "make_node", "declaration");
    full(tc.make_node(TreeCode::RecordType), "make_node", "type");
    full(tc.make_node(TreeCode::BindExpr), "make_node", "expression");
    full(
        tc.build_int_cst(Some(int), 123_456),
        "build_int_cst",
        "INTEGER_CST",
    );
    full(
        tc.build_int_cstu(Some(int), 654_321),
        "build_int_cstu",
        "INTEGER_CST",
    );
    full(
        tc.wide_int_to_tree(int, &[98_765]),
        "wide_int_to_tree",
        "INTEGER_CST",
    );
    full(
        tc.try_get_identifier("brand_new"),
        "get_identifier",
        "IDENTIFIER_NODE",
    );
    full(tc.try_make_tree_vec(2), "make_tree_vec", "miscellaneous");
    full(tc.try_alloc_stmt_list(), "alloc_stmt_list", "miscellaneous");
    full(
        tc.try_build_omp_clause(Location::UNKNOWN, OmpClauseCode::ALL[0]),
        "build_omp_clause",
        "miscellaneous",
    );
    let double = tc.double_type_node();
    full(
        tc.build_real(double, RealValue::from_f64(2.5)),
        "build_real",
        "constant",
    );
    full(tc.build_string(None, b"abc"), "build_string", "constant");
    // copy_node of each pool's kind.
    full(tc.copy_node(int), "copy_node", "type");
    full(tc.copy_node(one), "copy_node", "INTEGER_CST");
}

#[test]
fn copy_node_of_a_declaration_reports_a_full_arena() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let name = tc.get_identifier("x");
    let x = tc
        .build_decl(Location::UNKNOWN, TreeCode::VarDecl, Some(name), Some(int))
        .unwrap();
    tc.heap_mut().set_arena_limit(0);
    full(tc.copy_node(x), "copy_node", "declaration");
    full(
        tc.build_decl(Location::UNKNOWN, TreeCode::VarDecl, Some(name), Some(int)),
        "make_node",
        "declaration",
    );
    assert_eq!(tc.tree_code(x).unwrap(), TreeCode::VarDecl);
}

#[test]
fn what_exists_already_is_found_in_a_full_context() {
    let mut tc = full_context();
    let int = tc.integer_type_node();
    // Hash-consed and interned nodes need no new slot.
    let zero = tc.integer_zero_node();
    assert_eq!(tc.build_int_cst(Some(int), 0).unwrap(), zero);
    let name = tc.try_get_identifier("int").unwrap();
    assert_eq!(tc.get_identifier("int"), name);
    // A refused identifier leaves nothing behind: once there is room it is made normally.
    full(
        tc.try_get_identifier("later"),
        "get_identifier",
        "IDENTIFIER_NODE",
    );
    assert_eq!(tc.maybe_get_identifier("later"), None);
    tc.heap_mut().set_arena_limit(1 << 24);
    let later = tc.try_get_identifier("later").unwrap();
    assert_eq!(tc.identifier_pointer(later).unwrap(), b"later");
    let big = tc.build_int_cst(Some(int), 2_000_000_000).unwrap();
    assert_eq!(tc.print_generic(big, false).unwrap(), "2000000000");
}

#[test]
#[should_panic(expected = "get_identifier: the IDENTIFIER_NODE arena is full")]
fn get_identifier_panics_naming_itself_when_the_arena_is_full() {
    let mut tc = full_context();
    tc.get_identifier("brand_new");
}

#[test]
#[should_panic(expected = "alloc_stmt_list: the miscellaneous arena is full")]
fn alloc_stmt_list_panics_naming_itself_when_the_arena_is_full() {
    full_context().alloc_stmt_list();
}

#[test]
fn access_node_reports_a_full_identifier_arena() {
    let mut tc = full_context();
    for access in [Access::Public, Access::Protected, Access::Private] {
        let name = match access {
            Access::Public => "public",
            Access::Protected => "protected",
            Access::Private => "private",
        };
        match tc.maybe_get_identifier(name) {
            Some(id) => assert_eq!(tc.try_access_node(access).unwrap(), id),
            None => full(
                tc.try_access_node(access),
                "get_identifier",
                "IDENTIFIER_NODE",
            ),
        }
    }
}

#[test]
fn build_tree_list_vec_reports_a_full_arena_and_a_stale_value_before_building() {
    let mut tc = full_context();
    let one = tc.integer_one_node();
    match tc.try_build_tree_list_vec(&[Some(one), None]) {
        Err(TreeError::ArenaFull { builder, pool }) => {
            assert_eq!((builder, pool), ("tree_cons", "TREE_LIST"));
        }
        other => panic!("expected a full TREE_LIST arena, got {other:?}"),
    }
    assert_eq!(tc.try_build_tree_list_vec(&[]).unwrap(), None);

    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let one = tc.integer_one_node();
    let dead = tc
        .build2(TreeCode::PlusExpr, Some(int), Some(one), Some(one))
        .unwrap();
    tc.collect(&mut ()).unwrap();
    let lists_before = tc.node_count();
    match tc.try_build_tree_list_vec(&[Some(one), Some(dead)]) {
        Err(TreeError::InvalidHandle { accessor, .. }) => {
            assert_eq!(accessor, "build_tree_list_vec");
        }
        other => panic!("expected a stale value to be refused, got {other:?}"),
    }
    assert_eq!(tc.node_count(), lists_before, "nothing built");
    let list = tc.try_build_tree_list_vec(&[Some(one), None]).unwrap();
    assert_eq!(tc.list_length(list).unwrap(), 2);
}

#[test]
fn function_builder_scopes_report_a_full_arena() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let mut fb = FunctionBuilder::new(&mut tc, "f", int, &[]).unwrap();
    fb.heap_mut().set_arena_limit(0);
    for open in [
        FunctionBuilder::begin_scope,
        FunctionBuilder::begin_do,
        FunctionBuilder::begin_for,
    ] {
        match open(&mut fb) {
            Err(TreeError::ArenaFull { builder, .. }) => assert_eq!(builder, "alloc_stmt_list"),
            other => panic!("expected a full arena, got {other:?}"),
        }
    }
}
