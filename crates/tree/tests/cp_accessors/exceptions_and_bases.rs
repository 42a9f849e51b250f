//! Exception specifications and pointers to members, BINFO flags and base accesses, and
//! HANDLER_TYPE.

use tree::{Access, Location, TreeCode, TreeContext, TreeError, TypeQuals};

use TreeCode as C;

use super::support::*;

pub(crate) fn exception_specifications_and_pointers_to_members() {
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

pub(crate) fn binfo_flags_and_base_accesses() {
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

pub(crate) fn handler_type_is_the_handlers_tree_type() {
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
