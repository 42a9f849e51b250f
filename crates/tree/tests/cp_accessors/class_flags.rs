//! The language-specific flags of functions (lang_decl_fn) and of class types
//! (lang_type_class), and local classes found through their main declaration.

use tree::{Location, TreeCode, TreeContext, TreeError, TypeQuals};

use TreeCode as C;

use super::support::*;

pub(crate) fn lang_decl_fn_flags_round_trip_on_functions_and_reject_variables() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let fnty = tc.build_function_type_list(int, &[], false).unwrap();
    let f = decl(&mut tc, C::FunctionDecl, "f", fnty);
    let v = decl(&mut tc, C::VarDecl, "v", int);
    let table: [(&str, Get, Set); 4] = [
        (
            "DECL_STATIC_FUNCTION_P",
            TreeContext::decl_static_function_p,
            TreeContext::set_decl_static_function_p,
        ),
        (
            "DECL_GLOBAL_CTOR_P",
            TreeContext::decl_global_ctor_p,
            TreeContext::set_decl_global_ctor_p,
        ),
        (
            "DECL_GLOBAL_DTOR_P",
            TreeContext::decl_global_dtor_p,
            TreeContext::set_decl_global_dtor_p,
        ),
        (
            "DECL_NONCONVERTING_P",
            TreeContext::decl_nonconverting_p,
            TreeContext::set_decl_nonconverting_p,
        ),
    ];
    for (name, get, set) in table {
        assert!(!get(&tc, f).unwrap(), "{name}");
        set(&mut tc, f, true).unwrap();
        assert!(get(&tc, f).unwrap(), "{name}");
        // Each flag is its own bit.
        for (other, oget, _) in table {
            assert_eq!(oget(&tc, f).unwrap(), other == name, "{name} vs {other}");
        }
        set(&mut tc, f, false).unwrap();
        assert_wrong(get(&tc, v).unwrap_err(), name, C::VarDecl);
        assert_wrong(set(&mut tc, v, true).unwrap_err(), name, C::VarDecl);
    }
    assert_eq!(tree::LangDeclFlag::ALL.len(), 7);
}

pub(crate) fn lang_type_class_flags_need_a_class_type() {
    let mut tc = TreeContext::new();
    let cls = class(&mut tc, "C");
    let plain = tc.make_node(C::RecordType).unwrap();
    let int = tc.integer_type_node();
    let table: [(&str, Get, Set); 9] = [
        (
            "CLASSTYPE_DECLARED_CLASS",
            TreeContext::classtype_declared_class,
            TreeContext::set_classtype_declared_class,
        ),
        (
            "CLASSTYPE_HAS_MUTABLE",
            TreeContext::classtype_has_mutable,
            TreeContext::set_classtype_has_mutable,
        ),
        (
            "CLASSTYPE_NON_LAYOUT_POD_P",
            TreeContext::classtype_non_layout_pod_p,
            TreeContext::set_classtype_non_layout_pod_p,
        ),
        (
            "TYPE_HAS_NEW_OPERATOR",
            TreeContext::type_has_new_operator,
            TreeContext::set_type_has_new_operator,
        ),
        (
            "TYPE_HAS_ARRAY_NEW_OPERATOR",
            TreeContext::type_has_array_new_operator,
            TreeContext::set_type_has_array_new_operator,
        ),
        (
            "TYPE_HAS_DEFAULT_CONSTRUCTOR",
            TreeContext::type_has_default_constructor,
            TreeContext::set_type_has_default_constructor,
        ),
        (
            "TYPE_OVERLOADS_CALL_EXPR",
            TreeContext::type_overloads_call_expr,
            TreeContext::set_type_overloads_call_expr,
        ),
        (
            "TYPE_OVERLOADS_ARRAY_REF",
            TreeContext::type_overloads_array_ref,
            TreeContext::set_type_overloads_array_ref,
        ),
        (
            "TYPE_OVERLOADS_ARROW",
            TreeContext::type_overloads_arrow,
            TreeContext::set_type_overloads_arrow,
        ),
    ];
    for (name, get, set) in table {
        assert!(!get(&tc, cls).unwrap());
        set(&mut tc, cls, true).unwrap();
        for (other, oget, _) in table {
            assert_eq!(oget(&tc, cls).unwrap(), other == name, "{name} vs {other}");
        }
        set(&mut tc, cls, false).unwrap();
        // A record without a lang_type, and a non-record.
        let err = get(&tc, plain).unwrap_err();
        assert_wrong(err.clone(), name, C::RecordType);
        assert!(err.to_string().contains("CLASS_TYPE_P"), "{err}");
        assert_wrong(get(&tc, int).unwrap_err(), name, C::IntegerType);
    }
    // CLASS_TYPE_P answers for any node; its setter wants a record or union.
    assert!(tc.class_type_p(cls).unwrap());
    assert!(!tc.class_type_p(plain).unwrap());
    assert!(!tc.class_type_p(int).unwrap());
    assert_wrong(
        tc.set_class_type_p(int, true).unwrap_err(),
        "SET_CLASS_TYPE_P",
        C::IntegerType,
    );
    // TYPE_HAS_MUTABLE_P looks through arrays and is false for non-classes.
    tc.set_classtype_has_mutable(cls, true).unwrap();
    let arr = tc.build_array_type_nelts(cls, 3).unwrap();
    assert!(tc.type_has_mutable_p(arr).unwrap());
    assert!(!tc.type_has_mutable_p(int).unwrap());
    assert!(!tc.type_has_mutable_p(plain).unwrap());
}

pub(crate) fn local_classes_are_found_through_their_main_decl() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let fnty = tc.build_function_type_list(int, &[], false).unwrap();
    let f = decl(&mut tc, C::FunctionDecl, "f", fnty);
    let local = tc.make_node(C::RecordType).unwrap();
    let n = id(&mut tc, "L");
    let stub = tc
        .build_decl(Location::UNKNOWN, C::TypeDecl, Some(n), Some(local))
        .unwrap();
    tc.set_type_stub_decl(local, Some(stub)).unwrap();
    assert_eq!(tc.type_stub_decl(local).unwrap(), Some(stub));
    assert_eq!(tc.type_main_decl(local).unwrap(), Some(stub));
    // Declared in a BLOCK of f.
    let block = tc.make_node(C::Block).unwrap();
    tc.set_block_supercontext(block, Some(f)).unwrap();
    tc.set_decl_context(stub, Some(block)).unwrap();
    assert!(tc.local_class_p(local).unwrap());
    assert_eq!(tc.decl_function_context(stub).unwrap(), Some(f));
    // A variant shares its main variant's answer.
    let cv = tc.build_qualified_type(local, TypeQuals::CONST).unwrap();
    assert!(tc.local_class_p(cv).unwrap());
    // Nested in a namespace-scope class: not local.
    let outer = class(&mut tc, "Outer");
    tc.set_decl_context(stub, Some(outer)).unwrap();
    assert!(!tc.local_class_p(local).unwrap());
    // Errors: no TYPE_MAIN_DECL, not a type.
    let bare = tc.make_node(C::RecordType).unwrap();
    assert_eq!(
        tc.local_class_p(bare).unwrap_err(),
        TreeError::Null {
            accessor: "LOCAL_CLASS_P"
        }
    );
    let one = tc.integer_one_node();
    assert_wrong(
        tc.local_class_p(one).unwrap_err(),
        "LOCAL_CLASS_P",
        C::IntegerCst,
    );
    assert_wrong(
        tc.type_stub_decl(one).unwrap_err(),
        "TYPE_STUB_DECL",
        C::IntegerCst,
    );
}
