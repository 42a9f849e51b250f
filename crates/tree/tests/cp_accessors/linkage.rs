//! Linkage, `main` and file scope; init priorities, friends, contexts and function options;
//! namespaces and overloads.

use tree::{DEFAULT_INIT_PRIORITY, Language, Location, TreeCode, TreeContext};

use TreeCode as C;

use super::support::*;

pub(crate) fn linkage_main_and_file_scope() {
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

pub(crate) fn init_priority_friend_context_and_function_options() {
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

pub(crate) fn namespaces_and_overloads() {
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
