//! The C-level builders, DECL_UNSIGNED / DECL_MODE and `FunctionBuilder` through the
//! public API: what they build, the flags they set, and the typed errors they give.
//! (`c_build_vs_gcc.rs` and the root `builders_vs_gcc.rs` hold them to gcc itself.)

use proptest::prelude::*;
use tree::{
    FunctionBuilder, Location, MachineMode, Tree, TreeCode as C, TreeContext, TreeError, TypeQuals,
};

fn var(tc: &mut TreeContext, name: &str, ty: Tree) -> Tree {
    let id = tc.get_identifier(name);
    tc.build_decl(Location::UNKNOWN, C::VarDecl, Some(id), Some(ty))
        .unwrap()
}

fn text(tc: &TreeContext, t: Tree) -> String {
    tc.print_generic(t, false).unwrap()
}

#[test]
fn sizetype_constants_fold_and_wrap() {
    let mut tc = TreeContext::new();
    let (three, four) = (tc.size_int(3).unwrap(), tc.size_int(4).unwrap());
    let seven = tc.size_binop(C::PlusExpr, three, four).unwrap();
    assert_eq!(seven, tc.size_int(7).unwrap()); // hash-consed
    let zero = tc.size_int(0).unwrap();
    let one = tc.size_int(1).unwrap();
    let wrapped = tc.size_binop(C::MinusExpr, zero, one).unwrap();
    assert_eq!(tc.tree_to_uhwi(wrapped).unwrap(), u64::MAX);
    let s = tc.ssize_int(-2).unwrap();
    assert!(matches!(
        tc.size_binop(C::PlusExpr, s, one),
        Err(TreeError::Invalid {
            builder: "size_binop",
            ..
        })
    ));
}

#[test]
fn fold_convert_folds_constants_and_builds_conversions() {
    let mut tc = TreeContext::new();
    let (int, long, uchar) = (
        tc.integer_type_node(),
        tc.long_integer_type_node(),
        tc.unsigned_char_type_node(),
    );
    let big = tc.build_int_cst(Some(int), 300).unwrap();
    let narrow = tc.fold_convert(uchar, big).unwrap();
    assert_eq!(tc.tree_to_shwi(narrow).unwrap(), 44);
    let x = var(&mut tc, "x", int);
    assert_eq!(tc.fold_convert(int, x).unwrap(), x);
    let wide = tc.fold_convert(long, x).unwrap();
    assert_eq!(tc.tree_code(wide).unwrap(), C::NopExpr);
    assert_eq!(text(&tc, wide), "(long int) x");
    // (int) (long int) x: the middle conversion widens without changing sign, so it goes.
    let back = tc.fold_convert(int, wide).unwrap();
    assert_eq!(back, x);
    let double = tc.double_type_node();
    let d = tc.fold_convert(double, big).unwrap();
    assert_eq!(text(&tc, d), "3.0e+2");
}

#[test]
fn fold_build2_canonicalises_as_fold_const_does() {
    let mut tc = TreeContext::new();
    let (int, unsigned) = (tc.integer_type_node(), tc.unsigned_type_node());
    let n = var(&mut tc, "n", int);
    let u = var(&mut tc, "u", unsigned);
    let one = tc.integer_one_node();
    let minus = tc.build_binary_op(C::MinusExpr, n, one).unwrap();
    assert_eq!(text(&tc, minus), "n + -1");
    assert_eq!(
        tc.tree_operand(minus, 1).unwrap(),
        Some(tc.integer_minus_one_node())
    );
    let uminus = tc.build_binary_op(C::MinusExpr, u, one).unwrap();
    assert_eq!(text(&tc, uminus), "u + 4294967295");
    let zero = tc.integer_zero_node();
    let plus0 = tc.fold_build2(C::PlusExpr, int, n, zero).unwrap();
    assert_eq!(tc.tree_code(plus0).unwrap(), C::NonLvalueExpr);
    // A declaration goes second in a commutative operation, a constant last.
    let two = tc.build_int_cst(Some(int), 2).unwrap();
    let times = tc.build_binary_op(C::MultExpr, n, two).unwrap();
    let sum = tc.build_binary_op(C::PlusExpr, n, times).unwrap();
    assert_eq!(text(&tc, sum), "n * 2 + n");
    let lt = tc.build_binary_op(C::LtExpr, zero, n).unwrap();
    assert_eq!(text(&tc, lt), "n > 0");
}

#[test]
fn usual_arithmetic_conversions() {
    let mut tc = TreeContext::new();
    let (int, unsigned, long, ulong, double, float, short) = (
        tc.integer_type_node(),
        tc.unsigned_type_node(),
        tc.long_integer_type_node(),
        tc.long_unsigned_type_node(),
        tc.double_type_node(),
        tc.float_type_node(),
        tc.short_integer_type_node(),
    );
    assert_eq!(tc.c_common_type(int, unsigned).unwrap(), unsigned);
    assert_eq!(tc.c_common_type(unsigned, long).unwrap(), long);
    assert_eq!(tc.c_common_type(long, ulong).unwrap(), ulong);
    assert_eq!(tc.c_common_type(float, long).unwrap(), float);
    assert_eq!(tc.c_common_type(float, double).unwrap(), double);
    let s = var(&mut tc, "s", short);
    let promoted = tc.default_conversion(s).unwrap();
    assert_eq!(tc.tree_type(promoted).unwrap(), Some(int));
    assert_eq!(text(&tc, promoted), "(int) s");
    assert!(tc.tree_used(s).unwrap());
}

#[test]
fn references_carry_the_c_front_ends_flags() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let cint = tc.build_qualified_type(int, TypeQuals::CONST).unwrap();
    let vint = tc.build_qualified_type(int, TypeQuals::VOLATILE).unwrap();
    let pc = tc.build_pointer_type(Some(cint)).unwrap();
    let pv = tc.build_pointer_type(Some(vint)).unwrap();
    let p = var(&mut tc, "p", pc);
    let q = var(&mut tc, "q", pv);
    let star_p = tc.build_indirect_ref(p).unwrap();
    assert!(tc.tree_readonly(star_p).unwrap());
    assert!(!tc.tree_side_effects(star_p).unwrap());
    let star_q = tc.build_indirect_ref(q).unwrap();
    assert!(tc.tree_this_volatile(star_q).unwrap() && tc.tree_side_effects(star_q).unwrap());
    let x = var(&mut tc, "x", int);
    let addr = tc.build_fold_addr_expr(x).unwrap();
    assert!(tc.tree_addressable(x).unwrap());
    assert_eq!(tc.build_indirect_ref(addr).unwrap(), x); // *&x
    let arr_type = tc.build_array_type_nelts(int, 4).unwrap();
    let arr = var(&mut tc, "arr", arr_type);
    let two = tc.build_int_cst(Some(int), 2).unwrap();
    let a2 = tc.build_array_ref(arr, two).unwrap();
    assert_eq!(text(&tc, a2), "arr[2]");
    assert!(!tc.tree_addressable(arr).unwrap()); // a constant index keeps it in a register
    let ax = tc.build_array_ref(arr, x).unwrap();
    assert_eq!(tc.tree_code(ax).unwrap(), C::ArrayRef);
    assert!(tc.tree_addressable(arr).unwrap());
    let swapped = tc.build_array_ref(x, arr).unwrap(); // x[arr] is arr[x]
    assert_eq!(text(&tc, swapped), "arr[x]");
}

#[test]
fn component_refs_look_fields_up_and_add_the_datums_qualifiers() {
    let mut tc = TreeContext::new();
    let (int, double) = (tc.integer_type_node(), tc.double_type_node());
    let inner = tc
        .build_record_type(C::UnionType, None, &[("d", double, None), ("i", int, None)])
        .unwrap();
    let s = tc
        .build_record_type(
            C::RecordType,
            Some("s"),
            &[("a", int, None), ("", inner, None)],
        )
        .unwrap();
    let cs = tc.build_qualified_type(s, TypeQuals::CONST).unwrap();
    let v = var(&mut tc, "v", cs);
    let path = tc
        .lookup_field(s, "d")
        .unwrap()
        .expect("found through the anonymous union");
    assert_eq!(path.len(), 2);
    let d = tc.build_component_ref(v, "d").unwrap();
    // The anonymous member prints as GCC prints an unnamed FIELD_DECL: D.<uid>.
    assert!(text(&tc, d).starts_with("v.D.") && text(&tc, d).ends_with(".d"));
    let ty = tc.tree_type(d).unwrap().unwrap();
    assert_eq!(tc.type_quals(ty).unwrap(), TypeQuals::CONST);
    assert!(matches!(
        tc.build_component_ref(v, "nope"),
        Err(TreeError::Invalid {
            builder: "build_component_ref",
            ..
        })
    ));
    assert!(matches!(
        tc.build_component_ref(d, "x"),
        Err(TreeError::Invalid {
            builder: "build_component_ref",
            ..
        })
    ));
}

#[test]
fn operators_refuse_what_c_refuses() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let p_type = tc.build_pointer_type(Some(int)).unwrap();
    let (p, q) = (var(&mut tc, "p", p_type), var(&mut tc, "q", p_type));
    assert!(matches!(
        tc.build_binary_op(C::PlusExpr, p, q),
        Err(TreeError::Invalid {
            builder: "build_binary_op",
            ..
        })
    ));
    let diff = tc.build_binary_op(C::MinusExpr, p, q).unwrap();
    assert_eq!(tc.tree_code(diff).unwrap(), C::ExactDivExpr);
    let cint = tc.build_qualified_type(int, TypeQuals::CONST).unwrap();
    let k = var(&mut tc, "k", cint);
    let one = tc.integer_one_node();
    assert!(matches!(
        tc.build_modify_expr(k, None, one),
        Err(TreeError::Invalid {
            builder: "build_modify_expr",
            ..
        })
    ));
    assert!(tc.build_modify_expr(one, None, one).is_err());
    let x = var(&mut tc, "x", int);
    assert!(tc.build_indirect_ref(x).is_err());
    let set = tc.build_modify_expr(x, Some(C::PlusExpr), one).unwrap();
    assert_eq!(text(&tc, set), "x = x + 1");
    assert!(tc.tree_no_warning(set).unwrap() && tc.tree_side_effects(set).unwrap());
}

#[test]
fn calls_convert_their_arguments() {
    let mut tc = TreeContext::new();
    let (int, double, float, short) = (
        tc.integer_type_node(),
        tc.double_type_node(),
        tc.float_type_node(),
        tc.short_integer_type_node(),
    );
    let fty = tc.build_function_type_list(int, &[double], true).unwrap();
    let f = tc.declare_c_function("f", fty, &["d"]).unwrap();
    let parm = tc.decl_arguments(f).unwrap().expect("a PARM_DECL");
    assert!(tc.decl_context(parm).unwrap().is_none());
    let x = var(&mut tc, "x", int);
    let (fl, s) = (var(&mut tc, "fl", float), var(&mut tc, "s", short));
    let call = tc.build_c_call(f, &[x, fl, s]).unwrap();
    assert_eq!(text(&tc, call), "f ((double) x, (double) fl, (int) s)");
    assert!(tc.tree_side_effects(call).unwrap());
    assert!(tc.tree_used(f).unwrap() && tc.tree_addressable(f).unwrap());
    assert!(tc.decl_lang_flag_5(f).unwrap()); // C_DECL_USED
    assert!(matches!(
        tc.build_c_call(f, &[]),
        Err(TreeError::Invalid {
            builder: "build_function_call",
            ..
        })
    ));
    let gty = tc.build_function_type_list(int, &[int], false).unwrap();
    let g = tc.declare_c_function("g", gty, &[]).unwrap();
    assert!(tc.build_c_call(g, &[x, x]).is_err());
    assert!(tc.build_c_call(x, &[]).is_err());
}

#[test]
fn artificial_labels() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let fty = tc.build_function_type_list(int, &[], false).unwrap();
    let f = tc.declare_c_function("f", fty, &[]).unwrap();
    let l = tc
        .create_artificial_label(Location::UNKNOWN, Some(f))
        .unwrap();
    assert_eq!(tc.tree_code(l).unwrap(), C::LabelDecl);
    assert!(tc.decl_artificial(l).unwrap() && tc.decl_ignored_p(l).unwrap());
    assert_eq!(tc.decl_context(l).unwrap(), Some(f));
    assert_eq!(tc.decl_mode(l).unwrap(), MachineMode::Void);
}

#[test]
fn decl_unsigned_and_decl_mode_follow_the_type() {
    let mut tc = TreeContext::new();
    let (int, unsigned, double, uchar) = (
        tc.integer_type_node(),
        tc.unsigned_type_node(),
        tc.double_type_node(),
        tc.unsigned_char_type_node(),
    );
    let u = var(&mut tc, "u", unsigned);
    let i = var(&mut tc, "i", int);
    assert!(tc.flag(u, tree::Flag::Unsigned).unwrap());
    assert!(!tc.flag(i, tree::Flag::Unsigned).unwrap());
    assert_eq!(
        tc.decl_mode(u).unwrap(),
        MachineMode::ALL
            .iter()
            .copied()
            .find(|m| m.name() == "SI")
            .unwrap()
    );
    let fty = tc
        .build_function_type_list(unsigned, &[double, uchar], false)
        .unwrap();
    let name = tc.get_identifier("f");
    let f = tc
        .build_decl(Location::UNKNOWN, C::FunctionDecl, Some(name), Some(fty))
        .unwrap();
    let parms = tc
        .start_function(f, &[("d", double), ("c", uchar)])
        .unwrap();
    let result = tc.decl_result(f).unwrap().unwrap();
    assert!(tc.flag(result, tree::Flag::Unsigned).unwrap());
    assert!(tc.flag(parms[1], tree::Flag::Unsigned).unwrap());
    assert_eq!(tc.decl_mode(parms[0]).unwrap().name(), "DF");
    assert_eq!(tc.decl_mode(parms[1]).unwrap().name(), "QI");
    assert_eq!(tc.decl_arg_type(parms[1]).unwrap(), Some(int)); // promote_prototypes
    assert_eq!(tc.decl_mode(f).unwrap().name(), "QI");
    // Bit-fields: a whole, aligned byte gets QImode; three bits keep the type's mode.
    let s = tc
        .build_record_type(
            C::RecordType,
            Some("bits"),
            &[("b", unsigned, Some(8)), ("t", int, Some(3))],
        )
        .unwrap();
    let b = tc.type_fields(s).unwrap().unwrap();
    let t = tc.tree_chain(b).unwrap().unwrap();
    assert!(tc.flag(b, tree::Flag::Unsigned).unwrap());
    assert_eq!(tc.decl_mode(b).unwrap().name(), "QI");
    assert_eq!(tc.decl_mode(t).unwrap().name(), "SI");
    let int_type = tc.integer_type_node();
    assert!(tc.decl_mode(int_type).is_err());
}

#[test]
fn statement_lists_nest_only_through_tsi_set_stmt() {
    let mut tc = TreeContext::new();
    let void = tc.void_type_node();
    let outer = tc.alloc_stmt_list();
    let inner = tc.alloc_stmt_list();
    let label = tc.create_artificial_label(Location::UNKNOWN, None).unwrap();
    let l = tc.build1(C::LabelExpr, Some(void), Some(label)).unwrap();
    tc.append_to_statement_list(inner, l).unwrap();
    tc.append_to_statement_list(outer, inner).unwrap(); // spliced
    assert_eq!(tc.statement_list(outer).unwrap(), &[l]);
    tc.tsi_set_stmt(outer, 0, inner).unwrap(); // nested
    assert_eq!(tc.statement_list(outer).unwrap(), &[inner]);
    assert!(tc.tsi_set_stmt(outer, 1, inner).is_err());
    assert!(tc.tsi_set_stmt(outer, 0, outer).is_err());
    let mut list = None;
    let zero = tc.integer_zero_node();
    tc.append_to_statement_list_opt(&mut list, Some(zero))
        .unwrap(); // no side effects
    assert_eq!(list, None);
    tc.append_to_statement_list_opt(&mut list, Some(inner))
        .unwrap();
    assert_eq!(list, Some(inner)); // a NULL list becomes the list itself
}

#[test]
fn function_builder_refuses_misplaced_statements() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let mut fb = FunctionBuilder::new(&mut tc, "f", int, &[("x", int)]).unwrap();
    let x = fb.param(0).unwrap();
    assert!(fb.param(1).is_err());
    assert!(fb.break_stmt().is_err());
    assert!(fb.continue_stmt().is_err());
    assert!(fb.case_label(None, None).is_err());
    assert!(fb.end_while().is_err());
    assert!(fb.else_().is_err());
    fb.begin_switch(x).unwrap();
    fb.case_label(None, None).unwrap();
    assert!(fb.case_label(None, None).is_err()); // a second default
    let one = fb.integer_one_node();
    fb.case_label(Some(one), None).unwrap();
    assert!(fb.case_label(Some(one), None).is_err()); // a duplicate value
    assert!(fb.continue_stmt().is_err()); // a switch is no loop
    fb.break_stmt().unwrap();
    fb.end_switch().unwrap();
    fb.begin_while(x).unwrap();
    let err = fb.tc().dump_tree_original(x);
    assert!(err.is_err());
    match fb.finish() {
        Err(TreeError::Invalid { builder, .. }) => assert_eq!(builder, "FunctionBuilder::finish"),
        other => panic!("{other:?}"),
    }
    let mut fb = FunctionBuilder::new(&mut tc, "v", int, &[]).unwrap();
    let void = fb.void_type_node();
    let _ = void;
    assert!(fb.return_stmt(Some(one)).is_ok());
    let f = fb.finish().unwrap();
    let vty = tc
        .build_function_type_list(tc.void_type_node(), &[], false)
        .unwrap();
    let g = tc.declare_c_function("g", vty, &[]).unwrap();
    let mut fb = FunctionBuilder::for_decl(&mut tc, g, &[]).unwrap();
    assert!(fb.return_stmt(Some(one)).is_err()); // a value in a void function
    fb.return_stmt(None).unwrap();
    fb.finish().unwrap();
    assert!(FunctionBuilder::for_decl(&mut tc, g, &["extra"]).is_err());
    assert!(FunctionBuilder::for_decl(&mut tc, one, &[]).is_err());
    assert!(tc.dump_tree_original(f).unwrap().contains("return 1;"));
}

#[test]
fn a_switch_on_char_covering_every_value_is_all_cases() {
    let mut tc = TreeContext::new();
    let (int, bool_) = (tc.integer_type_node(), tc.boolean_type_node());
    let mut fb = FunctionBuilder::new(&mut tc, "f", int, &[("b", bool_)]).unwrap();
    let b = fb.param(0).unwrap();
    fb.begin_switch(b).unwrap();
    let zero = fb.integer_zero_node();
    let one = fb.integer_one_node();
    fb.case_label(Some(zero), None).unwrap();
    fb.return_stmt(Some(zero)).unwrap();
    fb.case_label(Some(one), None).unwrap();
    fb.return_stmt(Some(one)).unwrap();
    fb.end_switch().unwrap();
    fb.return_stmt(Some(one)).unwrap();
    let f = fb.finish().unwrap();
    let body = tc.decl_saved_tree(f).unwrap().unwrap();
    let list = tc.bind_expr_body(body).unwrap().unwrap();
    let switch = tc.statement_list(list).unwrap()[0];
    assert_eq!(tc.tree_code(switch).unwrap(), C::SwitchExpr);
    assert!(tc.switch_all_cases_p(switch).unwrap());
    assert_eq!(tc.tree_type(switch).unwrap(), Some(bool_)); // SWITCH_STMT_TYPE
}

proptest! {
    /// Constant folding is exact arithmetic wrapped to the type.
    #[test]
    fn integer_constants_fold_to_wrapped_arithmetic(a in any::<i64>(), b in any::<i64>(), op in 0..3usize) {
        let mut tc = TreeContext::new();
        let (long, uchar) = (tc.long_integer_type_node(), tc.unsigned_char_type_node());
        let code = [C::PlusExpr, C::MinusExpr, C::MultExpr][op];
        let wrap = |x: i64, y: i64| match op {
            0 => x.wrapping_add(y),
            1 => x.wrapping_sub(y),
            _ => x.wrapping_mul(y),
        };
        let (x, y) = (tc.build_int_cst(Some(long), a).unwrap(), tc.build_int_cst(Some(long), b).unwrap());
        let folded = tc.fold_build2(code, long, x, y).unwrap();
        prop_assert_eq!(tc.tree_to_shwi(folded).unwrap(), wrap(a, b));
        let (x, y) = (tc.build_int_cst(Some(uchar), a).unwrap(), tc.build_int_cst(Some(uchar), b).unwrap());
        let folded = tc.fold_build2(code, uchar, x, y).unwrap();
        let expected = wrap(a & 0xff, b & 0xff) & 0xff;
        prop_assert_eq!(tc.tree_to_shwi(folded).unwrap(), expected);
    }
}
