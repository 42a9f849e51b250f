//! The C family's flags and statement accessors (c-common.h), call arguments and expression
//! locations, and the language fields across a serde round trip.

use tree::{Expected, Location, MachineMode, OmpClauseCode, TreeCode, TreeContext, TreeError};

use TreeCode as C;

use super::support::*;

pub(crate) fn c_family_flags_and_statement_accessors() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let field = decl(&mut tc, C::FieldDecl, "bits", int);
    let v = decl(&mut tc, C::VarDecl, "v", int);
    assert!(!tc.decl_c_bit_field(field).unwrap());
    tc.set_decl_c_bit_field(field, true).unwrap();
    assert!(tc.decl_c_bit_field(field).unwrap());
    assert!(tc.decl_lang_flag_4(field).unwrap());
    assert_wrong(
        tc.decl_c_bit_field(v).unwrap_err(),
        "DECL_C_BIT_FIELD",
        C::VarDecl,
    );

    let sw = tc.make_node(C::SwitchStmt).unwrap();
    tc.set_switch_stmt_all_cases_p(sw, true).unwrap();
    assert!(tc.switch_stmt_all_cases_p(sw).unwrap());
    assert!(!tc.switch_stmt_no_break_p(sw).unwrap());
    tc.set_switch_stmt_no_break_p(sw, true).unwrap();
    assert!(tc.switch_stmt_no_break_p(sw).unwrap());
    let swe = tc.make_node(C::SwitchExpr).unwrap();
    assert_wrong(
        tc.switch_stmt_all_cases_p(swe).unwrap_err(),
        "SWITCH_STMT_ALL_CASES_P",
        C::SwitchExpr,
    );
    assert_wrong(
        tc.switch_stmt_no_break_p(swe).unwrap_err(),
        "SWITCH_STMT_NO_BREAK_P",
        C::SwitchExpr,
    );

    let ctor = tc.build_constructor(Some(int), &[]).unwrap();
    tc.set_constructor_no_clearing(ctor, true).unwrap();
    assert!(tc.constructor_no_clearing(ctor).unwrap());
    assert_wrong(
        tc.constructor_no_clearing(v).unwrap_err(),
        "CONSTRUCTOR_NO_CLEARING",
        C::VarDecl,
    );

    for code in [
        C::OmpFor,
        C::OmpSimd,
        C::OmpDistribute,
        C::OmpTaskloop,
        C::OmpLoop,
        C::OaccLoop,
    ] {
        let l = tc.make_node(code).unwrap();
        assert!(!tc.omp_for_non_rectangular(l).unwrap());
        tc.set_omp_for_non_rectangular(l, true).unwrap();
        assert!(tc.omp_for_non_rectangular(l).unwrap());
    }
    let par = tc.make_node(C::OmpParallel).unwrap();
    assert_wrong(
        tc.omp_for_non_rectangular(par).unwrap_err(),
        "OMP_FOR_NON_RECTANGULAR",
        C::OmpParallel,
    );

    let private = tc.build_omp_clause(Location::UNKNOWN, OmpClauseCode::Private);
    tc.set_omp_clause_decl(private, Some(v)).unwrap();
    assert_eq!(tc.omp_clause_decl(private).unwrap(), Some(v));
    let nowait = tc.build_omp_clause(Location::UNKNOWN, OmpClauseCode::Nowait);
    let err = tc.omp_clause_decl(nowait).unwrap_err();
    assert!(err.to_string().contains("OMP_CLAUSE_DECL"), "{err}");
    assert!(err.to_string().contains("OMP_CLAUSE_NOWAIT"), "{err}");
    assert_wrong(
        tc.omp_clause_decl(v).unwrap_err(),
        "OMP_CLAUSE_DECL",
        C::VarDecl,
    );
    assert!(OmpClauseCode::Scantemp.has_decl() && !OmpClauseCode::If.has_decl());

    // COMPOUND_LITERAL_EXPR_DECL: through the DECL_EXPR.
    let anon = decl(&mut tc, C::VarDecl, "__compound_literal.0", int);
    let void = tc.void_type_node();
    let de = tc.build1(C::DeclExpr, Some(void), Some(anon)).unwrap();
    let cl = tc.make_node(C::CompoundLiteralExpr).unwrap();
    tc.set_compound_literal_expr_decl_expr(cl, Some(de))
        .unwrap();
    assert_eq!(tc.compound_literal_expr_decl(cl).unwrap(), Some(anon));
    tc.set_compound_literal_expr_decl(cl, Some(v)).unwrap();
    assert_eq!(tc.compound_literal_expr_decl(cl).unwrap(), Some(v));
    assert_wrong(
        tc.compound_literal_expr_decl(de).unwrap_err(),
        "COMPOUND_LITERAL_EXPR_DECL",
        C::DeclExpr,
    );
    let empty = tc.make_node(C::CompoundLiteralExpr).unwrap();
    assert_eq!(
        tc.compound_literal_expr_decl(empty).unwrap_err(),
        TreeError::Null {
            accessor: "COMPOUND_LITERAL_EXPR_DECL"
        }
    );
}

pub(crate) fn call_arguments_and_expression_locations() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let fnty = tc
        .build_function_type_list(int, &[int, int], false)
        .unwrap();
    let f = tc.build_fn_decl("g", fnty).unwrap();
    let a = tc.build_int_cst(Some(int), 1).unwrap();
    let b = tc.build_int_cst(Some(int), 2).unwrap();
    let call = tc.build_call_expr(f, &[a, b]).unwrap();
    let args: Vec<_> = tc.call_expr_args(call).unwrap().collect();
    assert_eq!(args, [Some(a), Some(b)]);
    assert_eq!(tc.call_expr_args(call).unwrap().len(), 2);
    assert_wrong(
        tc.call_expr_args(a).err().unwrap(),
        "FOR_EACH_CALL_EXPR_ARG",
        C::IntegerCst,
    );

    assert_eq!(tc.expr_filename(call).unwrap(), None);
    assert_eq!(tc.expr_lineno(call).unwrap(), 0);
    tc.set_expr_location(call, Location::BUILTINS).unwrap();
    assert_eq!(tc.expr_filename(call).unwrap(), Some("<built-in>"));
    assert_eq!(tc.expr_lineno(call).unwrap(), 0);
    tc.set_expr_location(call, Location(1234)).unwrap();
    for err in [
        tc.expr_filename(call).unwrap_err(),
        tc.expr_lineno(call).map(|_| ()).unwrap_err(),
    ] {
        assert!(matches!(err, TreeError::NotRepresentable { .. }), "{err}");
        assert!(err.to_string().contains("1234"), "{err}");
    }
    let v = decl(&mut tc, C::VarDecl, "v", int);
    match tc.expr_filename(v).unwrap_err() {
        TreeError::WrongCode {
            accessor,
            expected,
            got,
        } => {
            assert_eq!(
                (accessor, expected, got),
                ("EXPR_FILENAME", Expected::Expression, C::VarDecl)
            );
        }
        e => panic!("{e:?}"),
    }
    assert!(tc.expr_lineno(a).is_err());
}

pub(crate) fn lang_fields_survive_serde() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let fnty = tc.build_function_type_list(int, &[], false).unwrap();
    let f = decl(&mut tc, C::FunctionDecl, "t", fnty);
    tc.set_decl_thunk_p(f, true).unwrap();
    tc.set_thunk_delta(f, 40).unwrap();
    tc.set_global_init_priority(f, 200).unwrap();
    let cls = class(&mut tc, "S");
    tc.set_type_has_new_operator(cls, true).unwrap();
    tc.set_type_mode(int, MachineMode::TI).unwrap();
    let json = serde_json::to_string(&tc).unwrap();
    let back: TreeContext = serde_json::from_str(&json).unwrap();
    assert_eq!(back.thunk_delta(f).unwrap(), 40);
    assert_eq!(back.global_init_priority(f).unwrap(), 200);
    assert!(back.type_has_new_operator(cls).unwrap());
    assert_eq!(back.type_mode(int).unwrap(), MachineMode::TI);
}
