//! Member functions: constructors, destructors and operators, cv-qualified `this`, thunks,
//! and `obj_type_ref_class` / `virtual_method_call_p`.

use tree::{IdentifierKind, Location, Tree, TreeCode, TreeContext, TreeError, TypeQuals};

use TreeCode as C;

use super::support::*;

pub(crate) fn constructors_destructors_and_operators() {
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

pub(crate) fn member_functions_and_cv_qualified_this() {
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

pub(crate) fn thunks() {
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

/// `obj_type_ref_class` / `virtual_method_call_p`, as GCC's dumps use them: the class is
/// the pointee of the method's `this` (canonical: a const `this` gives the const variant's
/// canonical type), and a call is virtual only through a METHOD_TYPE of a class with a
/// TYPE_BINFO.
pub(crate) fn obj_type_ref_class_and_virtual_method_calls() {
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
