//! The C and C++ front ends' accessors (cp-tree.h, c-common.h) and the tree.h accessors
//! added with them: each answers on the codes GCC allows, errors (naming the accessor and
//! the code) on the others, and its setter round-trips. TYPE_MODE is checked against GCC 12
//! itself through a plugin when the plugin headers are installed.

use tree::{
    Access, DEFAULT_INIT_PRIORITY, Expected, IdentifierKind, Language, Location, MachineMode,
    OmpClauseCode, PolySize, Tree, TreeCode, TreeContext, TreeError, TypeQuals,
};

use TreeCode as C;

type Get = fn(&TreeContext, Tree) -> tree::Result<bool>;
type Set = fn(&mut TreeContext, Tree, bool) -> tree::Result<()>;

fn id(tc: &mut TreeContext, s: &str) -> Tree {
    tc.get_identifier(s)
}

fn decl(tc: &mut TreeContext, code: TreeCode, name: &str, ty: Tree) -> Tree {
    let n = id(tc, name);
    tc.build_decl(Location::UNKNOWN, code, Some(n), Some(ty))
        .unwrap()
}

/// A C++ class `name` with one `int` field, laid out, CLASS_TYPE_P.
fn class(tc: &mut TreeContext, name: &str) -> Tree {
    let t = tc.make_node(C::RecordType).unwrap();
    let int = tc.integer_type_node();
    let f = decl(tc, C::FieldDecl, "x", int);
    tc.set_decl_context(f, Some(t)).unwrap();
    tc.set_type_fields(t, Some(f)).unwrap();
    tc.layout_type(t).unwrap();
    tc.record_builtin_type(name, t).ok();
    tc.set_class_type_p(t, true).unwrap();
    t
}

/// A member function `name` of `cls` taking `args`, const-qualified `this` if asked.
fn method(tc: &mut TreeContext, cls: Tree, name: &str, args: &[Tree], quals: TypeQuals) -> Tree {
    let void = tc.void_type_node();
    let base = tc.build_qualified_type(cls, quals).unwrap();
    let mt = tc.build_method_type(base, void, args, false).unwrap();
    let f = decl(tc, C::FunctionDecl, name, mt);
    tc.set_decl_context(f, Some(cls)).unwrap();
    f
}

fn assert_wrong(err: TreeError, accessor: &str, got: TreeCode) {
    match err {
        TreeError::WrongCode {
            accessor: a,
            got: g,
            ..
        } => {
            assert_eq!((a, g), (accessor, got), "{err}");
            assert!(err.to_string().contains(accessor), "{err}");
        }
        other => panic!("{accessor}: expected a WrongCode error, got {other:?}"),
    }
}

fn lang_decl_fn_flags_round_trip_on_functions_and_reject_variables() {
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

fn lang_type_class_flags_need_a_class_type() {
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

fn constructors_destructors_and_operators() {
    let mut tc = TreeContext::new();
    let cls = class(&mut tc, "X");
    let cref = {
        let c = tc.build_qualified_type(cls, TypeQuals::CONST).unwrap();
        tc.build_reference_type(Some(c)).unwrap()
    };
    let plain_ref = tc.build_reference_type(Some(cls)).unwrap();
    let int = tc.integer_type_node();
    let copy = method(&mut tc, cls, "__ct_comp ", &[cref], TypeQuals::NONE);
    tc.set_decl_cxx_constructor_p(copy, true).unwrap();
    assert!(tc.decl_constructor_p(copy).unwrap());
    assert!(tc.decl_complete_constructor_p(copy).unwrap());
    assert!(!tc.decl_base_constructor_p(copy).unwrap());
    assert!(tc.decl_copy_constructor_p(copy).unwrap());
    assert_eq!(tc.copy_fn_p(copy).unwrap(), 2);
    let nonconst = method(&mut tc, cls, "__ct_base ", &[plain_ref], TypeQuals::NONE);
    tc.set_decl_cxx_constructor_p(nonconst, true).unwrap();
    assert!(tc.decl_base_constructor_p(nonconst).unwrap());
    assert_eq!(tc.copy_fn_p(nonconst).unwrap(), 1);
    let from_int = method(&mut tc, cls, "__ct ", &[int], TypeQuals::NONE);
    tc.set_decl_cxx_constructor_p(from_int, true).unwrap();
    assert!(!tc.decl_copy_constructor_p(from_int).unwrap());
    // An rvalue reference makes a move constructor, not a copy constructor.
    let rref = tc.build_reference_type(Some(cls)).unwrap();
    let rref = tc.copy_node(rref).unwrap();
    tc.set_type_ref_is_rvalue(rref, true).unwrap();
    let mv = method(&mut tc, cls, "__ct ", &[rref], TypeQuals::NONE);
    tc.set_decl_cxx_constructor_p(mv, true).unwrap();
    assert!(!tc.decl_copy_constructor_p(mv).unwrap());

    let dtor = method(&mut tc, cls, "__dt_del ", &[], TypeQuals::NONE);
    tc.set_decl_cxx_destructor_p(dtor, true).unwrap();
    assert!(tc.decl_destructor_p(dtor).unwrap());
    assert!(tc.decl_deleting_destructor_p(dtor).unwrap());
    assert!(!tc.decl_complete_destructor_p(dtor).unwrap());
    assert!(!tc.decl_base_destructor_p(dtor).unwrap());
    assert!(!tc.decl_constructor_p(dtor).unwrap());

    // Operators are known by their identifiers' kinds.
    let conv = method(&mut tc, cls, "operator int", &[], TypeQuals::NONE);
    let conv_id = tc.decl_name(conv).unwrap().unwrap();
    tc.set_identifier_kind(conv_id, IdentifierKind::ConvOp)
        .unwrap();
    assert!(tc.decl_conv_fn_p(conv).unwrap());
    assert!(tc.decl_overloaded_operator_p(conv).unwrap());
    let vdel = method(&mut tc, cls, "operator delete []", &[], TypeQuals::NONE);
    let vdel_id = tc.decl_name(vdel).unwrap().unwrap();
    tc.set_identifier_kind(vdel_id, IdentifierKind::SimpleOp)
        .unwrap();
    assert!(tc.decl_array_delete_operator_p(vdel).unwrap());
    assert!(!tc.decl_conv_fn_p(vdel).unwrap());
    assert!(!tc.decl_array_delete_operator_p(conv).unwrap());
    assert!(!tc.decl_overloaded_operator_p(dtor).unwrap());

    // Errors: a VAR_DECL is no function; an expression has no name.
    let v = decl(&mut tc, C::VarDecl, "v", int);
    assert_wrong(
        tc.decl_constructor_p(v).unwrap_err(),
        "DECL_CONSTRUCTOR_P",
        C::VarDecl,
    );
    assert_wrong(
        tc.decl_destructor_p(v).unwrap_err(),
        "DECL_DESTRUCTOR_P",
        C::VarDecl,
    );
    let one = tc.integer_one_node();
    let e = tc
        .build2(C::PlusExpr, Some(int), Some(one), Some(one))
        .unwrap();
    assert_wrong(
        tc.decl_complete_constructor_p(e).unwrap_err(),
        "DECL_COMPLETE_CONSTRUCTOR_P",
        C::PlusExpr,
    );
    let anon = tc
        .build_decl(Location::UNKNOWN, C::FunctionDecl, None, None)
        .unwrap();
    assert_eq!(
        tc.decl_conv_fn_p(anon).unwrap_err(),
        TreeError::Null {
            accessor: "DECL_CONV_FN_P"
        }
    );
    assert_wrong(
        tc.copy_fn_p(v).unwrap_err(),
        "DECL_STATIC_FUNCTION_P",
        C::VarDecl,
    );
}

fn member_functions_and_cv_qualified_this() {
    let mut tc = TreeContext::new();
    let cls = class(&mut tc, "M");
    let cm = method(&mut tc, cls, "get", &[], TypeQuals::CONST);
    let vm = method(&mut tc, cls, "poke", &[], TypeQuals::VOLATILE);
    let int = tc.integer_type_node();
    let fnty = tc.build_function_type_list(int, &[], false).unwrap();
    let st = decl(&mut tc, C::FunctionDecl, "make", fnty);
    tc.set_decl_static_function_p(st, true).unwrap();
    let free = decl(&mut tc, C::FunctionDecl, "free_fn", fnty);
    assert!(tc.decl_nonstatic_member_function_p(cm).unwrap());
    assert!(tc.decl_const_memfunc_p(cm).unwrap());
    assert!(!tc.decl_volatile_memfunc_p(cm).unwrap());
    assert!(tc.decl_volatile_memfunc_p(vm).unwrap());
    assert!(!tc.decl_const_memfunc_p(vm).unwrap());
    assert!(tc.decl_function_member_p(cm).unwrap());
    assert!(!tc.decl_nonstatic_member_function_p(st).unwrap());
    assert!(tc.decl_function_member_p(st).unwrap());
    assert!(!tc.decl_function_member_p(free).unwrap());
    assert!(!tc.decl_const_memfunc_p(st).unwrap());
    // A node with no TREE_TYPE structure, and a decl without a type.
    let block = tc.make_node(C::Block).unwrap();
    assert_wrong(
        tc.decl_nonstatic_member_function_p(block).unwrap_err(),
        "DECL_NONSTATIC_MEMBER_FUNCTION_P",
        C::Block,
    );
    let untyped = tc
        .build_decl(Location::UNKNOWN, C::FunctionDecl, None, None)
        .unwrap();
    assert_eq!(
        tc.decl_nonstatic_member_function_p(untyped).unwrap_err(),
        TreeError::Null {
            accessor: "DECL_NONSTATIC_MEMBER_FUNCTION_P"
        }
    );
}

fn thunks() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let fnty = tc.build_function_type_list(int, &[], false).unwrap();
    let f = decl(&mut tc, C::FunctionDecl, "thunk", fnty);
    let v = decl(&mut tc, C::VarDecl, "v", int);
    assert!(!tc.decl_thunk_p(f).unwrap());
    assert!(!tc.decl_thunk_p(v).unwrap()); // any node may be asked
    assert!(tc.decl_non_thunk_function_p(f).unwrap());
    assert!(!tc.decl_non_thunk_function_p(v).unwrap());
    // THUNK_DELTA wants a thunk.
    let err = tc.thunk_delta(f).unwrap_err();
    assert_wrong(err.clone(), "THUNK_DELTA", C::FunctionDecl);
    assert!(err.to_string().contains("DECL_THUNK_P"));
    assert_wrong(tc.thunk_delta(v).unwrap_err(), "THUNK_DELTA", C::VarDecl);
    tc.set_decl_thunk_p(f, true).unwrap();
    assert!(tc.decl_thunk_p(f).unwrap());
    assert!(tc.decl_this_thunk_p(f).unwrap());
    assert!(!tc.decl_result_thunk_p(f).unwrap());
    assert!(!tc.decl_non_thunk_function_p(f).unwrap());
    assert_eq!(tc.thunk_delta(f).unwrap(), 0);
    tc.set_thunk_delta(f, -16).unwrap();
    assert_eq!(tc.thunk_delta(f).unwrap(), -16);
    let off = tc.build_int_cst(Some(int), -24).unwrap();
    assert_eq!(tc.thunk_vcall_offset(f).unwrap(), None);
    tc.set_thunk_vcall_offset(f, Some(off)).unwrap();
    assert_eq!(tc.thunk_vcall_offset(f).unwrap(), Some(off));
    assert_wrong(
        tc.thunk_vcall_offset(v).unwrap_err(),
        "THUNK_VCALL_OFFSET",
        C::VarDecl,
    );
    // The slot THUNK_VCALL_OFFSET shares is not a FIELD_DECL accessor's on a function.
    assert_wrong(
        tc.decl_qualifier(f).unwrap_err(),
        "DECL_QUALIFIER",
        C::FunctionDecl,
    );
    tc.set_decl_thunk_p(f, false).unwrap();
    assert!(tc.decl_result_thunk_p(f).unwrap());
    // copy_node copies the lang_decl part, as dup_lang_specific_decl does.
    let c = tc.copy_node(f).unwrap();
    assert_eq!(tc.thunk_delta(c).unwrap(), -16);
    assert_eq!(tc.thunk_vcall_offset(c).unwrap(), Some(off));
}

fn linkage_main_and_file_scope() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let fnty = tc.build_function_type_list(int, &[], false).unwrap();
    let main = decl(&mut tc, C::FunctionDecl, "main", fnty);
    let v = decl(&mut tc, C::VarDecl, "v", int);
    // Without lang_decl, GCC says lang_c for functions, lang_cplusplus for the rest.
    assert_eq!(tc.decl_language(main).unwrap(), Language::C);
    assert_eq!(tc.decl_language(v).unwrap(), Language::CPlusPlus);
    assert!(tc.decl_extern_c_function_p(main).unwrap());
    assert!(tc.decl_main_p(main).unwrap());
    assert!(!tc.decl_main_p(v).unwrap());
    tc.set_decl_language(main, Language::CPlusPlus).unwrap();
    assert!(!tc.decl_extern_c_p(main).unwrap());
    assert!(!tc.decl_main_p(main).unwrap());
    tc.set_decl_language(main, Language::C).unwrap();
    // GCC 12's DECL_MAIN_P looks at the name and the linkage only.
    let void = tc.void_type_node();
    let ns = decl(&mut tc, C::NamespaceDecl, "n", void);
    let other = decl(&mut tc, C::FunctionDecl, "main", fnty);
    tc.set_decl_context(other, Some(ns)).unwrap();
    tc.set_decl_language(other, Language::CPlusPlus).unwrap();
    assert!(!tc.decl_main_p(other).unwrap());
    let not_main = decl(&mut tc, C::FunctionDecl, "mainly", fnty);
    assert!(!tc.decl_main_p(not_main).unwrap());
    // A thunk is never main (SET_DECL_THUNK_P cannot be undone, as in GCC).
    let thunk = decl(&mut tc, C::FunctionDecl, "main", fnty);
    tc.set_decl_thunk_p(thunk, false).unwrap();
    assert!(tc.decl_thunk_p(thunk).unwrap());
    assert!(!tc.decl_main_p(thunk).unwrap());
    let tu = tc
        .build_decl(Location::UNKNOWN, C::TranslationUnitDecl, None, None)
        .unwrap();
    tc.set_decl_context(main, Some(tu)).unwrap();
    assert!(tc.decl_main_p(main).unwrap());
    let id_node = id(&mut tc, "x");
    assert!(tc.decl_language(id_node).is_err());

    // DECL_THIS_EXTERN / DECL_THIS_STATIC on variables, functions and parameters.
    let p = decl(&mut tc, C::ParmDecl, "p", int);
    let field = decl(&mut tc, C::FieldDecl, "f", int);
    for t in [v, main, p] {
        tc.set_decl_this_extern(t, true).unwrap();
        assert!(tc.decl_this_extern(t).unwrap());
        assert!(!tc.decl_this_static(t).unwrap());
        tc.set_decl_this_static(t, true).unwrap();
        assert!(tc.decl_this_static(t).unwrap());
    }
    assert_wrong(
        tc.decl_this_extern(field).unwrap_err(),
        "DECL_THIS_EXTERN",
        C::FieldDecl,
    );
    assert_wrong(
        tc.set_decl_this_static(field, true).unwrap_err(),
        "DECL_THIS_STATIC",
        C::FieldDecl,
    );
    // Block-scope declarations.
    tc.set_decl_local_function_p(main, true).unwrap();
    assert!(tc.decl_local_function_p(main).unwrap());
    assert!(!tc.decl_local_function_p(v).unwrap());
    assert_wrong(
        tc.decl_local_function_p(p).unwrap_err(),
        "DECL_LOCAL_FUNCTION_P",
        C::ParmDecl,
    );
    // DECL_LINKONCE_P is DECL_COMDAT.
    assert!(!tc.decl_linkonce_p(main).unwrap());
    tc.set_decl_comdat(main, true).unwrap();
    assert!(tc.decl_linkonce_p(main).unwrap());
    assert_wrong(
        tc.decl_linkonce_p(field).unwrap_err(),
        "DECL_LINKONCE_P",
        C::FieldDecl,
    );
    // Built-ins not yet declared sit at BUILTINS_LOCATION.
    let n = id(&mut tc, "__builtin_abs");
    let b = tc
        .build_decl(Location::BUILTINS, C::FunctionDecl, Some(n), Some(fnty))
        .unwrap();
    assert!(tc.decl_anticipated(b).unwrap());
    assert!(!tc.decl_anticipated(main).unwrap());
    assert_wrong(
        tc.decl_anticipated(int).unwrap_err(),
        "DECL_ANTICIPATED",
        C::IntegerType,
    );
}

fn init_priority_friend_context_and_function_options() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let fnty = tc.build_function_type_list(int, &[], false).unwrap();
    let f = decl(&mut tc, C::FunctionDecl, "init", fnty);
    let v = decl(&mut tc, C::VarDecl, "v", int);
    let p = decl(&mut tc, C::ParmDecl, "p", int);
    for t in [f, v] {
        assert_eq!(tc.global_init_priority(t).unwrap(), DEFAULT_INIT_PRIORITY);
        tc.set_global_init_priority(t, 101).unwrap();
        assert_eq!(tc.global_init_priority(t).unwrap(), 101);
    }
    // The priority shares a word with the lang_decl bits: they stay apart.
    tc.set_decl_global_ctor_p(f, true).unwrap();
    assert_eq!(tc.global_init_priority(f).unwrap(), 101);
    assert_eq!(tc.decl_language(f).unwrap(), Language::C);
    tc.set_global_init_priority(f, 0).unwrap();
    assert_eq!(tc.global_init_priority(f).unwrap(), 0);
    assert!(tc.decl_global_ctor_p(f).unwrap());
    assert_wrong(
        tc.global_init_priority(p).unwrap_err(),
        "GLOBAL_INIT_PRIORITY",
        C::ParmDecl,
    );

    let cls = class(&mut tc, "F");
    assert_eq!(tc.decl_friend_context(f).unwrap(), None);
    tc.set_decl_friend_context(f, Some(cls)).unwrap();
    assert_eq!(tc.decl_friend_context(f).unwrap(), Some(cls));
    // GCC's macro answers NULL for virtual functions and constructors.
    tc.set_decl_virtual_p(f, true).unwrap();
    assert_eq!(tc.decl_friend_context(f).unwrap(), None);
    tc.set_decl_virtual_p(f, false).unwrap();
    assert_eq!(tc.decl_friend_context(v).unwrap(), None);
    assert_eq!(tc.decl_friend_context(int).unwrap(), None);
    assert_wrong(
        tc.set_decl_friend_context(v, Some(cls)).unwrap_err(),
        "SET_DECL_FRIEND_CONTEXT",
        C::VarDecl,
    );

    let opt = tc.make_node(C::OptimizationNode).unwrap();
    let tgt = tc.make_node(C::TargetOptionNode).unwrap();
    tc.set_decl_function_specific_optimization(f, Some(opt))
        .unwrap();
    tc.set_decl_function_specific_target(f, Some(tgt)).unwrap();
    assert_eq!(
        tc.decl_function_specific_optimization(f).unwrap(),
        Some(opt)
    );
    assert_eq!(tc.decl_function_specific_target(f).unwrap(), Some(tgt));
    assert_eq!(tc.decl_friend_context(f).unwrap(), Some(cls));
    assert_wrong(
        tc.decl_function_specific_target(v).unwrap_err(),
        "DECL_FUNCTION_SPECIFIC_TARGET",
        C::VarDecl,
    );
    assert_wrong(
        tc.decl_function_specific_optimization(v).unwrap_err(),
        "DECL_FUNCTION_SPECIFIC_OPTIMIZATION",
        C::VarDecl,
    );
}

fn namespaces_and_overloads() {
    let mut tc = TreeContext::new();
    let void = tc.void_type_node();
    let std = decl(&mut tc, C::NamespaceDecl, "std", void);
    let other = decl(&mut tc, C::NamespaceDecl, "other", void);
    let alias = decl(&mut tc, C::NamespaceDecl, "s", void);
    assert!(tc.decl_namespace_std_p(std).unwrap());
    assert!(!tc.decl_namespace_std_p(other).unwrap());
    let int = tc.integer_type_node();
    assert!(!tc.decl_namespace_std_p(int).unwrap());
    let inner_std = decl(&mut tc, C::NamespaceDecl, "std", void);
    tc.set_decl_context(inner_std, Some(other)).unwrap();
    assert!(!tc.decl_namespace_std_p(inner_std).unwrap());
    tc.set_decl_namespace_alias(alias, Some(std)).unwrap();
    assert_eq!(tc.decl_namespace_alias(alias).unwrap(), Some(std));
    assert_eq!(tc.decl_namespace_alias(std).unwrap(), None);
    let v = decl(&mut tc, C::VarDecl, "v", int);
    assert_wrong(
        tc.decl_namespace_alias(v).unwrap_err(),
        "DECL_NAMESPACE_ALIAS",
        C::VarDecl,
    );

    let fnty = tc.build_function_type_list(int, &[], false).unwrap();
    let f1 = decl(&mut tc, C::FunctionDecl, "f", fnty);
    let f2 = decl(&mut tc, C::FunctionDecl, "f", fnty);
    let o2 = tc.ovl_make(f2, None).unwrap();
    let o1 = tc.ovl_make(f1, Some(o2)).unwrap();
    let mut seen = Vec::new();
    let mut o = Some(o1);
    while let Some(node) = o {
        seen.push(tc.ovl_current(node).unwrap().unwrap());
        o = tc.ovl_next(node).unwrap();
    }
    assert_eq!(seen, [f1, f2]);
    // Polymorphic: a FUNCTION_DECL is its own current and has no next.
    assert_eq!(tc.ovl_current(f1).unwrap(), Some(f1));
    assert_eq!(tc.ovl_next(f1).unwrap(), None);
    assert_eq!(tc.ovl_function(o1).unwrap(), Some(f1));
    tc.set_ovl_function(o1, Some(f2)).unwrap();
    assert_eq!(tc.ovl_current(o1).unwrap(), Some(f2));
    assert_wrong(
        tc.ovl_function(f1).unwrap_err(),
        "OVL_FUNCTION",
        C::FunctionDecl,
    );
    // OVL_FUNCTION is a field of tree_overload, not an operand.
    assert_wrong(
        tc.tree_operand(o1, 0).unwrap_err(),
        "TREE_OPERAND",
        C::Overload,
    );
}

fn exception_specifications_and_pointers_to_members() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let fnty = tc.build_function_type_list(int, &[], false).unwrap();
    let fnty = tc.copy_node(fnty).unwrap();
    assert_eq!(tc.type_raises_exceptions(fnty).unwrap(), None);
    assert!(!tc.type_nothrow_p(fnty).unwrap());
    let empty = tc.build_tree_list(None, None);
    tc.set_type_raises_exceptions(fnty, Some(empty)).unwrap();
    assert!(tc.type_nothrow_p(fnty).unwrap());
    let t = tc.boolean_true_node();
    let noexcept = tc.build_tree_list(Some(t), None);
    tc.set_type_raises_exceptions(fnty, Some(noexcept)).unwrap();
    assert!(tc.type_nothrow_p(fnty).unwrap());
    let f = tc.boolean_false_node();
    let may_throw = tc.build_tree_list(Some(f), None);
    tc.set_type_raises_exceptions(fnty, Some(may_throw))
        .unwrap();
    assert!(!tc.type_nothrow_p(fnty).unwrap());
    let throws_int = tc.build_tree_list(None, Some(int));
    tc.set_type_raises_exceptions(fnty, Some(throws_int))
        .unwrap();
    assert!(!tc.type_nothrow_p(fnty).unwrap());
    assert_wrong(
        tc.type_raises_exceptions(int).unwrap_err(),
        "TYPE_RAISES_EXCEPTIONS",
        C::IntegerType,
    );
    assert_wrong(
        tc.type_nothrow_p(int).unwrap_err(),
        "TYPE_NOTHROW_P",
        C::IntegerType,
    );

    let cls = class(&mut tc, "P");
    let data = tc.build_offset_type(cls, int).unwrap();
    assert!(tc.type_ptrdatamem_p(data).unwrap());
    assert!(tc.type_ptrmem_p(data).unwrap());
    assert_eq!(tc.type_ptrmem_class_type(data).unwrap(), Some(cls));
    assert_eq!(tc.type_ptrmem_pointed_to_type(data).unwrap(), Some(int));

    let void = tc.void_type_node();
    let mt = tc.build_method_type(cls, void, &[], false).unwrap();
    let mptr = tc.build_pointer_type(Some(mt)).unwrap();
    let pmf = tc.build_ptrmemfunc_type(mptr).unwrap();
    assert!(tc.type_ptrmemfunc_p(pmf).unwrap());
    assert!(tc.type_ptrmem_p(pmf).unwrap());
    assert!(!tc.type_ptrmemfunc_p(cls).unwrap());
    assert_eq!(tc.type_ptrmemfunc_fn_type_raw(pmf).unwrap(), mptr);
    assert_eq!(tc.type_ptrmemfunc_fn_type(pmf).unwrap(), mptr);
    assert_eq!(tc.type_ptrmemfunc_object_type(pmf).unwrap(), Some(cls));
    assert_eq!(tc.type_ptrmem_class_type(pmf).unwrap(), Some(cls));
    assert_eq!(tc.type_ptrmem_pointed_to_type(pmf).unwrap(), Some(mt));
    let cpmf = tc.build_qualified_type(pmf, TypeQuals::CONST).unwrap();
    let cfn = tc.type_ptrmemfunc_fn_type(cpmf).unwrap();
    assert_eq!(tc.type_quals(cfn).unwrap(), TypeQuals::CONST);
    assert_eq!(
        tc.type_size_unit(pmf)
            .unwrap()
            .map(|s| tc.tree_to_shwi(s).unwrap()),
        Some(16)
    );
    assert_wrong(
        tc.type_ptrmem_class_type(int).unwrap_err(),
        "TYPE_PTRMEM_CLASS_TYPE",
        C::IntegerType,
    );
    assert_wrong(
        tc.type_ptrmemfunc_flag(int).unwrap_err(),
        "TYPE_PTRMEMFUNC_FLAG",
        C::IntegerType,
    );
    assert!(tc.build_ptrmemfunc_type(int).is_err());

    // TYPE_POLYMORPHIC_P: TREE_LANG_FLAG_2, refused on TREE_VEC and SSA_NAME only.
    tc.set_type_polymorphic_p(cls, true).unwrap();
    assert!(tc.type_polymorphic_p(cls).unwrap());
    let vec = tc.make_tree_vec(1);
    assert_wrong(
        tc.type_polymorphic_p(vec).unwrap_err(),
        "TYPE_POLYMORPHIC_P",
        C::TreeVec,
    );
    // TYPE_VFIELD, TYPENAME_TYPE_FULLNAME.
    let int_field = tc.type_fields(cls).unwrap();
    tc.set_type_vfield(cls, int_field).unwrap();
    assert_eq!(tc.type_vfield(cls).unwrap(), int_field);
    assert_wrong(
        tc.type_vfield(int).unwrap_err(),
        "TYPE_VFIELD",
        C::IntegerType,
    );
    let tn = tc.make_node(C::TypenameType).unwrap();
    let full = id(&mut tc, "T::type");
    tc.set_typename_type_fullname(tn, Some(full)).unwrap();
    assert_eq!(tc.typename_type_fullname(tn).unwrap(), Some(full));
    assert_wrong(
        tc.typename_type_fullname(cls).unwrap_err(),
        "TYPENAME_TYPE_FULLNAME",
        C::RecordType,
    );
    // TYPE_BUILT_IN: the compiler's own TYPE_DECLs sit at BUILTINS_LOCATION.
    assert!(tc.type_built_in(int).unwrap());
    let user = tc.make_node(C::RecordType).unwrap();
    let n = id(&mut tc, "U");
    let td = tc
        .build_decl(Location(77), C::TypeDecl, Some(n), Some(user))
        .unwrap();
    tc.set_type_name(user, Some(td)).unwrap();
    assert!(!tc.type_built_in(user).unwrap());
    let f = tc.build_function_type_list(int, &[], false).unwrap();
    assert!(!tc.type_built_in(f).unwrap());
    assert!(tc.type_built_in(n).is_err());
}

fn binfo_flags_and_base_accesses() {
    let mut tc = TreeContext::new();
    let base = tc.make_tree_binfo(&[]).unwrap();
    let b = tc.make_tree_binfo(&[base]).unwrap();
    let table: [(&str, Get, Set); 7] = [
        (
            "BINFO_FLAG_0",
            TreeContext::binfo_flag_0,
            TreeContext::set_binfo_flag_0,
        ),
        (
            "BINFO_FLAG_1",
            TreeContext::binfo_flag_1,
            TreeContext::set_binfo_flag_1,
        ),
        (
            "BINFO_FLAG_2",
            TreeContext::binfo_flag_2,
            TreeContext::set_binfo_flag_2,
        ),
        (
            "BINFO_FLAG_3",
            TreeContext::binfo_flag_3,
            TreeContext::set_binfo_flag_3,
        ),
        (
            "BINFO_FLAG_4",
            TreeContext::binfo_flag_4,
            TreeContext::set_binfo_flag_4,
        ),
        (
            "BINFO_FLAG_5",
            TreeContext::binfo_flag_5,
            TreeContext::set_binfo_flag_5,
        ),
        (
            "BINFO_FLAG_6",
            TreeContext::binfo_flag_6,
            TreeContext::set_binfo_flag_6,
        ),
    ];
    let int = tc.integer_type_node();
    for (name, get, set) in table {
        set(&mut tc, b, true).unwrap();
        for (other, oget, _) in table {
            assert_eq!(oget(&tc, b).unwrap(), other == name, "{name} vs {other}");
        }
        set(&mut tc, b, false).unwrap();
        assert_wrong(get(&tc, int).unwrap_err(), name, C::IntegerType);
    }
    assert!(tc.binfo_base_accesses(b).unwrap().is_empty());
    let public = tc.access_node(Access::Public);
    assert_eq!(tc.identifier_str(public).unwrap(), "public");
    tc.binfo_base_access_append(b, public).unwrap();
    assert_eq!(tc.binfo_base_access(b, 0).unwrap(), public);
    assert!(matches!(
        tc.binfo_base_access(b, 1).unwrap_err(),
        TreeError::IndexOutOfRange {
            accessor: "BINFO_BASE_ACCESS",
            ..
        }
    ));
    assert_wrong(
        tc.binfo_base_access(int, 0).unwrap_err(),
        "BINFO_BASE_ACCESS",
        C::IntegerType,
    );
    assert!(tc.binfo_base_access_append(b, int).is_err());
}

fn c_family_flags_and_statement_accessors() {
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

fn call_arguments_and_expression_locations() {
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

fn lang_fields_survive_serde() {
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

// ----- TYPE_MODE -----

/// TYPE_MODE of GCC 12's global type nodes on x86-64, as its plugin API reports them
/// (the differential test below recomputes this when the plugin headers exist).
const GLOBAL_MODES: &[(&str, &str)] = &[
    ("void_type_node", "VOID"),
    ("char_type_node", "QI"),
    ("signed_char_type_node", "QI"),
    ("unsigned_char_type_node", "QI"),
    ("short_integer_type_node", "HI"),
    ("short_unsigned_type_node", "HI"),
    ("integer_type_node", "SI"),
    ("unsigned_type_node", "SI"),
    ("long_integer_type_node", "DI"),
    ("long_unsigned_type_node", "DI"),
    ("long_long_integer_type_node", "DI"),
    ("long_long_unsigned_type_node", "DI"),
    ("int128_integer_type_node", "TI"),
    ("int128_unsigned_type_node", "TI"),
    ("boolean_type_node", "QI"),
    ("float_type_node", "SF"),
    ("double_type_node", "DF"),
    ("long_double_type_node", "XF"),
    ("float128_type_node", "TF"),
    ("complex_integer_type_node", "CSI"),
    ("complex_float_type_node", "SC"),
    ("complex_double_type_node", "DC"),
    ("complex_long_double_type_node", "XC"),
    ("sizetype", "DI"),
    ("bitsizetype", "TI"),
    ("ssizetype", "DI"),
    ("sbitsizetype", "TI"),
    ("size_type_node", "DI"),
    ("ptrdiff_type_node", "DI"),
    ("intptr_type_node", "DI"),
    ("uintptr_type_node", "DI"),
    ("wchar_type_node", "SI"),
    ("char16_type_node", "HI"),
    ("char32_type_node", "SI"),
    ("ptr_type_node", "DI"),
    ("const_ptr_type_node", "DI"),
];

fn our_mode(tc: &mut TreeContext, what: &str) -> String {
    let globals = tc.global_nodes();
    if let Some(&(_, t)) = globals.iter().find(|(n, _)| *n == what) {
        return tc.type_mode(t).unwrap().name().to_string();
    }
    // "vector <elem> <n>" / "array <elem> <n>"
    let parts: Vec<&str> = what.split(' ').collect();
    let elem = match parts[1] {
        "char" => tc.char_type_node(),
        "short" => tc.short_integer_type_node(),
        "int" => tc.integer_type_node(),
        "long" => tc.long_integer_type_node(),
        "int128" => tc.int128_integer_type_node(),
        "float" => tc.float_type_node(),
        "double" => tc.double_type_node(),
        other => panic!("unknown element {other}"),
    };
    let n: u64 = parts[2].parse().unwrap();
    let t = match parts[0] {
        "vector" => tc
            .build_vector_type(elem, PolySize::constant(n as i64))
            .unwrap(),
        "array" => tc.build_array_type_nelts(elem, n).unwrap(),
        other => panic!("unknown kind {other}"),
    };
    tc.type_mode(t).unwrap().name().to_string()
}

fn type_mode_of_every_global_type_node_is_gccs() {
    let mut tc = TreeContext::new();
    for &(name, mode) in GLOBAL_MODES {
        assert_eq!(our_mode(&mut tc, name), mode, "TYPE_MODE ({name})");
    }
    // Every global type node is covered by the table or is a type the table's
    // differential source does not print (then it must still have a mode).
    for (name, t) in tc.global_nodes() {
        if tc.tree_code(t).unwrap().is_type() {
            let m = tc.type_mode(t).unwrap();
            if let Some(&(_, want)) = GLOBAL_MODES.iter().find(|(n, _)| *n == name) {
                assert_eq!(m.name(), want, "{name}");
            }
        }
    }
}

fn type_mode_of_aggregates_functions_and_errors() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let float = tc.float_type_node();
    let double = tc.double_type_node();
    let char_t = tc.char_type_node();
    let rec = |tc: &mut TreeContext, code: TreeCode, fields: &[Tree]| {
        let t = tc.make_node(code).unwrap();
        let mut prev: Option<Tree> = None;
        for (i, &fty) in fields.iter().enumerate() {
            let f = decl(tc, C::FieldDecl, &format!("f{i}"), fty);
            tc.set_decl_context(f, Some(t)).unwrap();
            match prev {
                None => tc.set_type_fields(t, Some(f)).unwrap(),
                Some(p) => tc.set_tree_chain(p, Some(f)).unwrap(),
            }
            prev = Some(f);
        }
        tc.layout_type(t).unwrap();
        tc.type_mode(t).unwrap()
    };
    // compute_record_mode: a lone field gives its mode; else the integer mode of the size.
    assert_eq!(rec(&mut tc, C::RecordType, &[double]), MachineMode::DF);
    assert_eq!(rec(&mut tc, C::RecordType, &[float]), MachineMode::SF);
    assert_eq!(rec(&mut tc, C::RecordType, &[int, int]), MachineMode::DI);
    assert_eq!(
        rec(&mut tc, C::RecordType, &[float, float]),
        MachineMode::DI
    );
    assert_eq!(
        rec(&mut tc, C::RecordType, &[double, double]),
        MachineMode::TI
    );
    assert_eq!(
        rec(&mut tc, C::RecordType, &[double, double, int]),
        MachineMode::Blk
    );
    let c3 = tc.build_array_type_nelts(char_t, 3).unwrap();
    assert_eq!(rec(&mut tc, C::RecordType, &[c3]), MachineMode::Blk);
    assert_eq!(rec(&mut tc, C::UnionType, &[float, int]), MachineMode::SI);
    assert_eq!(rec(&mut tc, C::UnionType, &[int, float]), MachineMode::SI);
    let ld = tc.long_double_type_node();
    assert_eq!(rec(&mut tc, C::RecordType, &[ld]), MachineMode::XF);
    // Incomplete record: never laid out.
    let inc = tc.make_node(C::RecordType).unwrap();
    assert_eq!(tc.type_mode(inc).unwrap(), MachineMode::Void);
    // Functions get FUNCTION_BOUNDARY's integer mode; pointers DImode.
    let fnty = tc.build_function_type_list(int, &[], false).unwrap();
    assert_eq!(tc.type_mode(fnty).unwrap(), MachineMode::QI);
    let p = tc.build_pointer_type(Some(fnty)).unwrap();
    assert_eq!(tc.type_mode(p).unwrap(), MachineMode::DI);
    let cls = class(&mut tc, "O");
    let off = tc.build_offset_type(cls, int).unwrap();
    assert_eq!(tc.type_mode(off).unwrap(), MachineMode::DI);
    // SET_TYPE_MODE wins.
    tc.set_type_mode(inc, MachineMode::Blk).unwrap();
    assert_eq!(tc.type_mode(inc).unwrap(), MachineMode::Blk);
    // Errors.
    let one = tc.integer_one_node();
    assert_wrong(tc.type_mode(one).unwrap_err(), "TYPE_MODE", C::IntegerCst);
    // A FIXED_POINT_TYPE nobody gave a mode is VOIDmode, as GCC's make_node leaves it.
    let fixed = tc.make_node(C::FixedPointType).unwrap();
    assert_eq!(tc.type_mode(fixed).unwrap(), MachineMode::Void);
    // Mode facts.
    assert_eq!(MachineMode::XF.bitsize(), 128);
    assert_eq!(MachineMode::SF.complex(), Some(MachineMode::SC));
    assert_eq!(MachineMode::V4SF.inner(), MachineMode::SF);
    assert_eq!(MachineMode::smallest_int_for_size(1), Some(MachineMode::QI));
    assert_eq!(MachineMode::int_for_size(24), None);
}

/// Builds a GCC plugin that prints TYPE_MODE of the global nodes and of vector and array
/// types, runs `gcc` with it, and compares with `type_mode`.
fn type_mode_matches_gcc_12_through_a_plugin() {
    let include = std::path::Path::new("/usr/lib/gcc/x86_64-linux-gnu/12/plugin/include");
    if !include.join("gcc-plugin.h").exists() {
        testkit::skip("GCC 12 plugin headers (gcc-12-plugin-dev) are not installed");
        return;
    }
    let dir = std::env::temp_dir().join(format!("tree-cp-modes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("modes.cc");
    std::fs::write(&src, PLUGIN_SOURCE).unwrap();
    let so = dir.join("modes.so");
    let built = std::process::Command::new("g++")
        .args(["-shared", "-fPIC", "-fno-rtti", "-O0", "-I"])
        .arg(include)
        .arg(&src)
        .arg("-o")
        .arg(&so)
        .output();
    let built = match built {
        Ok(o) if o.status.success() => o,
        other => {
            testkit::skip(format!("g++ could not build the plugin: {other:?}"));
            return;
        }
    };
    drop(built);
    let empty = dir.join("e.c");
    std::fs::write(&empty, "int x;\n").unwrap();
    let out = std::process::Command::new("gcc")
        .arg(format!("-fplugin={}", so.display()))
        .args(["-c", "-o", "/dev/null"])
        .arg(&empty)
        .output()
        .expect("run gcc");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stderr).unwrap();
    let mut tc = TreeContext::new();
    let mut n = 0;
    for line in text.lines() {
        let Some((what, mode)) = line.split_once('\t') else {
            continue;
        };
        assert_eq!(our_mode(&mut tc, what), mode, "TYPE_MODE ({what})");
        n += 1;
    }
    assert!(n > 100, "only {n} answers from the plugin:\n{text}");
    // The hard-coded table agrees with GCC too.
    for &(name, mode) in GLOBAL_MODES {
        assert!(text.contains(&format!("{name}\t{mode}\n")), "{name}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

const PLUGIN_SOURCE: &str = r#"
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "stor-layout.h"
#include "stringpool.h"
#include "c-family/c-common.h"
int plugin_is_GPL_compatible;
static void p (const char *n, tree t) { fprintf (stderr, "%s\t%s\n", n, GET_MODE_NAME (TYPE_MODE (t))); }
static void dump (void *, void *)
{
#define G(x) p (#x, x);
  G(void_type_node) G(char_type_node) G(signed_char_type_node) G(unsigned_char_type_node)
  G(short_integer_type_node) G(short_unsigned_type_node) G(integer_type_node) G(unsigned_type_node)
  G(long_integer_type_node) G(long_unsigned_type_node) G(long_long_integer_type_node)
  G(long_long_unsigned_type_node)
  p ("int128_integer_type_node", intTI_type_node);
  p ("int128_unsigned_type_node", unsigned_intTI_type_node);
  G(boolean_type_node) G(float_type_node) G(double_type_node) G(long_double_type_node)
  G(float128_type_node)
  G(complex_integer_type_node) G(complex_float_type_node) G(complex_double_type_node)
  G(complex_long_double_type_node)
  G(sizetype) G(bitsizetype) G(ssizetype) G(sbitsizetype) G(size_type_node) G(ptrdiff_type_node)
  G(intptr_type_node) G(uintptr_type_node) G(wchar_type_node) G(char16_type_node)
  G(char32_type_node) G(ptr_type_node) G(const_ptr_type_node)
  tree elems[] = { char_type_node, short_integer_type_node, integer_type_node,
                   long_integer_type_node, intTI_type_node, float_type_node, double_type_node };
  const char *en[] = { "char", "short", "int", "long", "int128", "float", "double" };
  for (int i = 0; i < 7; i++)
    for (int n = 1; n <= 16; n *= 2)
      {
        char b[64];
        snprintf (b, sizeof b, "vector %s %d", en[i], n);
        p (b, build_vector_type (elems[i], n));
      }
  for (int i = 0; i < 7; i++)
    for (int n = 1; n <= 8; n++)
      {
        char b[64];
        snprintf (b, sizeof b, "array %s %d", en[i], n);
        p (b, build_array_type_nelts (elems[i], n));
      }
}
int plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *)
{
  register_callback (info->base_name, PLUGIN_START_UNIT, dump, NULL);
  return 0;
}
"#;

fn fixed_point_modes_give_type_fbit_and_ibit() {
    let mut tc = TreeContext::new();
    // (maker, precision, unsigned, mode, ibit, fbit) as machmode.def defines them.
    let cases: [(bool, u32, bool, MachineMode, u32, u32); 6] = [
        (true, 16, false, MachineMode::HQ, 0, 15),
        (true, 8, true, MachineMode::UQQ, 0, 8),
        (false, 32, false, MachineMode::SA, 16, 15),
        (false, 64, true, MachineMode::UDA, 32, 32),
        (false, 16, false, MachineMode::HA, 8, 7),
        (true, 128, false, MachineMode::TQ, 0, 127),
    ];
    for (fract, prec, unsigned, mode, ibit, fbit) in cases {
        let t = if fract {
            tc.make_fract_type(prec, unsigned, false).unwrap()
        } else {
            tc.make_accum_type(prec, unsigned, true).unwrap()
        };
        assert_eq!(tc.type_mode(t).unwrap(), mode);
        assert_eq!(tc.type_ibit(t).unwrap(), ibit, "{mode:?}");
        assert_eq!(tc.type_fbit(t).unwrap(), fbit, "{mode:?}");
        assert_eq!(tc.type_unsigned(t).unwrap(), unsigned);
        assert_eq!(tc.type_saturating(t).unwrap(), !fract);
        assert_eq!(tc.type_precision(t).unwrap(), prec);
    }
    assert!(tc.make_fract_type(24, false, false).is_err());
    // Other types have no fixed-point bits; non-types are refused.
    let int = tc.integer_type_node();
    assert_eq!(
        (tc.type_fbit(int).unwrap(), tc.type_ibit(int).unwrap()),
        (0, 0)
    );
    let one = tc.integer_one_node();
    assert_wrong(tc.type_fbit(one).unwrap_err(), "TYPE_FBIT", C::IntegerCst);
    assert_wrong(tc.type_ibit(one).unwrap_err(), "TYPE_IBIT", C::IntegerCst);
}

fn local_classes_are_found_through_their_main_decl() {
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

fn handler_type_is_the_handlers_tree_type() {
    let mut tc = TreeContext::new();
    let h = tc.make_node(C::Handler).unwrap();
    assert_eq!(tc.handler_type(h).unwrap(), None); // catch (...)
    let int = tc.integer_type_node();
    tc.set_handler_type(h, Some(int)).unwrap();
    assert_eq!(tc.handler_type(h).unwrap(), Some(int));
    assert_eq!(tc.tree_type(h).unwrap(), Some(int));
    let tb = tc.make_node(C::TryBlock).unwrap();
    assert_wrong(
        tc.handler_type(tb).unwrap_err(),
        "HANDLER_TYPE",
        C::TryBlock,
    );
    assert_wrong(
        tc.set_handler_type(tb, None).unwrap_err(),
        "HANDLER_TYPE",
        C::TryBlock,
    );
}

/// `obj_type_ref_class` / `virtual_method_call_p`, as GCC's dumps use them: the class is
/// the pointee of the method's `this` (canonical: a const `this` gives the const variant's
/// canonical type), and a call is virtual only through a METHOD_TYPE of a class with a
/// TYPE_BINFO.
fn obj_type_ref_class_and_virtual_method_calls() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let cls = class(&mut tc, "Shape");
    let obj_ref = |tc: &mut TreeContext, fn_type: Tree| {
        let fn_ptr = tc.build_pointer_type(Some(fn_type)).unwrap();
        let token = tc.build_int_cst(Some(int), 0).unwrap();
        let this_ty = tc.build_pointer_type(Some(cls)).unwrap();
        let this = decl(tc, C::ParmDecl, "this", this_ty);
        let vfn = decl(tc, C::VarDecl, "vfn", fn_ptr);
        tc.build3(
            C::ObjTypeRef,
            Some(fn_ptr),
            Some(vfn),
            Some(this),
            Some(token),
        )
        .unwrap()
    };
    let m = method(&mut tc, cls, "area", &[int], TypeQuals::CONST);
    let method_type = tc.tree_type(m).unwrap().unwrap();
    let call = obj_ref(&mut tc, method_type);
    let const_cls = tc.build_qualified_type(cls, TypeQuals::CONST).unwrap();
    assert_eq!(tc.obj_type_ref_class(call).unwrap(), const_cls);
    // Without a BINFO the class was built without devirtualization: not virtual.
    assert!(!tc.virtual_method_call_p(call).unwrap());
    let binfo = tc.make_tree_binfo(&[]).unwrap();
    tc.set_type_binfo(const_cls, Some(binfo)).unwrap();
    assert!(tc.virtual_method_call_p(call).unwrap());

    // A plain function type (ObjC's calls) is never a virtual method call.
    let cls_ptr = tc.build_pointer_type(Some(cls)).unwrap();
    let fn_type = tc.build_function_type_list(int, &[cls_ptr], false).unwrap();
    let plain = obj_ref(&mut tc, fn_type);
    assert!(!tc.virtual_method_call_p(plain).unwrap());
    assert_eq!(tc.obj_type_ref_class(plain).unwrap(), cls);
    // Any other node: not virtual; asking for its class is GCC's assertion, an error.
    assert!(!tc.virtual_method_call_p(int).unwrap());
    assert_wrong(
        tc.obj_type_ref_class(int).unwrap_err(),
        "obj_type_ref_class",
        C::IntegerType,
    );
}

testkit::main!(
    lang_decl_fn_flags_round_trip_on_functions_and_reject_variables,
    lang_type_class_flags_need_a_class_type,
    constructors_destructors_and_operators,
    member_functions_and_cv_qualified_this,
    thunks,
    linkage_main_and_file_scope,
    init_priority_friend_context_and_function_options,
    namespaces_and_overloads,
    exception_specifications_and_pointers_to_members,
    binfo_flags_and_base_accesses,
    c_family_flags_and_statement_accessors,
    call_arguments_and_expression_locations,
    lang_fields_survive_serde,
    type_mode_of_every_global_type_node_is_gccs,
    type_mode_of_aggregates_functions_and_errors,
    type_mode_matches_gcc_12_through_a_plugin,
    fixed_point_modes_give_type_fbit_and_ibit,
    local_classes_are_found_through_their_main_decl,
    handler_type_is_the_handlers_tree_type,
    obj_type_ref_class_and_virtual_method_calls,
);
