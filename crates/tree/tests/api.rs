//! Behaviour of the builders, constants, types, layout and statements through the public API.

use tree::{
    DeclFlag, Flag, Location, OmpClauseCode, PolySize, RealValue, Tree, TreeCode, TreeContext,
    TreeStruct, TypeQuals,
};

use TreeCode as C;

fn var(tc: &mut TreeContext, name: &str, ty: Tree) -> Tree {
    let id = tc.get_identifier(name);
    tc.build_decl(Location::UNKNOWN, C::VarDecl, Some(id), Some(ty))
        .unwrap()
}

#[test]
fn identifiers_are_interned_bytes() {
    let mut tc = TreeContext::new();
    let a = tc.get_identifier("operator+");
    assert_eq!(tc.get_identifier("operator+"), a);
    let dollar = tc.get_identifier("a$b");
    let nul = tc.get_identifier(b"x\0y");
    assert_ne!(dollar, nul);
    assert_eq!(tc.identifier_pointer(nul).unwrap(), b"x\0y");
    assert_eq!(tc.identifier_length(nul).unwrap(), 3);
    assert_eq!(tc.maybe_get_identifier("never-made"), None);
    assert_eq!(tc.maybe_get_identifier("a$b"), Some(dollar));
    let empty = tc.get_identifier("");
    assert_eq!(tc.identifier_length(empty).unwrap(), 0);
    tc.set_identifier_kind(a, tree::IdentifierKind::SimpleOp)
        .unwrap();
    assert!(tc.identifier_opname_p(a).unwrap());
    assert!(!tc.identifier_typename_p(a).unwrap());
    let conv = tc.get_identifier("operator int");
    tc.set_identifier_kind(conv, tree::IdentifierKind::ConvOp)
        .unwrap();
    assert!(tc.identifier_typename_p(conv).unwrap());
}

#[test]
fn build2_computes_gccs_flags() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let two = tc.build_int_cst(Some(int), 2).unwrap();
    let three = tc.build_int_cst(Some(int), 3).unwrap();
    let sum = tc
        .build2(C::PlusExpr, Some(int), Some(two), Some(three))
        .unwrap();
    assert!(tc.tree_constant(sum).unwrap());
    assert!(tc.tree_readonly(sum).unwrap());
    assert!(!tc.tree_side_effects(sum).unwrap());
    // Division by a constant zero is not constant.
    let zero = tc.integer_zero_node();
    let div = tc
        .build2(C::TruncDivExpr, Some(int), Some(two), Some(zero))
        .unwrap();
    assert!(!tc.tree_constant(div).unwrap());
    // By a nonzero constant it is; a type operand (PROCESS_ARG skips it) changes nothing.
    for (code, op1) in [(C::TruncDivExpr, three), (C::PlusExpr, int)] {
        let t = tc.build2(code, Some(int), Some(two), Some(op1)).unwrap();
        assert!(
            tc.tree_constant(t).unwrap() && tc.tree_readonly(t).unwrap(),
            "{code:?}"
        );
    }
    // Past the slots an arena has reserved at once, every node still gets its flags.
    let mut chain = two;
    for _ in 0..200 {
        chain = tc
            .build2(C::PlusExpr, Some(int), Some(chain), Some(three))
            .unwrap();
        assert!(tc.tree_constant(chain).unwrap() && tc.tree_readonly(chain).unwrap());
    }
    // A variable makes the sum non-constant and not read-only.
    let x = var(&mut tc, "x", int);
    let sum = tc
        .build2(C::PlusExpr, Some(int), Some(x), Some(two))
        .unwrap();
    assert!(!tc.tree_constant(sum).unwrap());
    assert!(!tc.tree_readonly(sum).unwrap());
    // Assignments always have side effects, and they propagate.
    let set = tc
        .build2(C::ModifyExpr, Some(int), Some(x), Some(two))
        .unwrap();
    assert!(tc.tree_side_effects(set).unwrap());
    let outer = tc
        .build2(C::MultExpr, Some(int), Some(set), Some(three))
        .unwrap();
    assert!(tc.tree_side_effects(outer).unwrap());
    // Statements have side effects (except DEBUG_BEGIN_STMT).
    let void = tc.void_type_node();
    let ret = tc.build1(C::ReturnExpr, Some(void), None).unwrap();
    assert!(tc.tree_side_effects(ret).unwrap());
    let dbg = tc.build0(C::DebugBeginStmt, Some(void)).unwrap();
    assert!(!tc.tree_side_effects(dbg).unwrap());
    // A reference through a volatile object is volatile.
    tc.set_tree_this_volatile(x, true).unwrap();
    let r = tc.build1(C::RealpartExpr, Some(int), Some(x)).unwrap();
    assert!(tc.tree_this_volatile(r).unwrap());
    // Unary of a constant is constant; INDIRECT_REF is never read-only through its operand.
    let neg = tc.build1(C::NegateExpr, Some(int), Some(two)).unwrap();
    assert!(tc.tree_constant(neg).unwrap());
    tc.set_tree_readonly(x, true).unwrap();
    let ind = tc.build1(C::IndirectRef, Some(int), Some(x)).unwrap();
    assert!(!tc.tree_readonly(ind).unwrap());
}

#[test]
fn addr_expr_of_a_static_is_constant() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let ptr = tc.build_pointer_type(Some(int)).unwrap();
    let g = var(&mut tc, "g", int);
    tc.set_tree_static(g, true).unwrap();
    let l = var(&mut tc, "l", int);
    let ag = tc.build1(C::AddrExpr, Some(ptr), Some(g)).unwrap();
    let al = tc.build1(C::AddrExpr, Some(ptr), Some(l)).unwrap();
    assert!(tc.tree_constant(ag).unwrap());
    assert!(!tc.tree_constant(al).unwrap());
    assert_eq!(tc.print_generic(ag, false).unwrap(), "&g");
}

#[test]
fn lists_chains_and_vectors() {
    let mut tc = TreeContext::new();
    let vals: Vec<Tree> = (0..5).map(|i| tc.build_int_cst(None, i).unwrap()).collect();
    let mut list = None;
    for &v in vals.iter().rev() {
        list = Some(tc.tree_cons(None, Some(v), list));
    }
    assert_eq!(tc.list_length(list).unwrap(), 5);
    let rev = tc.nreverse(list).unwrap();
    let firsts: Vec<_> = tc
        .chain_iter(rev)
        .unwrap()
        .iter()
        .map(|&n| tc.tree_value(n).unwrap())
        .collect();
    assert_eq!(
        firsts,
        vals.iter().rev().map(|&v| Some(v)).collect::<Vec<_>>()
    );
    let other = tc.build_tree_list(Some(vals[0]), Some(vals[1]));
    let joined = tc.chainon(rev, Some(other)).unwrap();
    assert_eq!(tc.list_length(joined).unwrap(), 6);
    assert_eq!(
        tc.purpose_member(Some(vals[0]), joined).unwrap(),
        Some(other)
    );
    assert_eq!(tc.print_generic(other, false).unwrap(), "0 1");
    let v = tc.make_tree_vec(3);
    tc.set_tree_vec_elt(v, 1, Some(vals[2])).unwrap();
    assert_eq!(tc.tree_vec_length(v).unwrap(), 3);
    assert_eq!(tc.tree_vec_elt(v, 1).unwrap(), Some(vals[2]));
    // A circular chain is an error, not a hang.
    let a = tc.build_tree_list(None, None);
    let b = tc.tree_cons(None, None, Some(a));
    tc.set_tree_chain(a, Some(b)).unwrap();
    assert!(tc.list_length(Some(a)).is_err());
}

#[test]
fn integer_constants_follow_the_type() {
    let mut tc = TreeContext::new();
    let uchar = tc.unsigned_char_type_node();
    let c = tc.build_int_cst(Some(uchar), 300).unwrap();
    assert_eq!(tc.tree_to_shwi(c).unwrap(), 44);
    let schar = tc.signed_char_type_node();
    let c = tc.build_int_cst(Some(schar), 200).unwrap();
    assert_eq!(tc.tree_to_shwi(c).unwrap(), -56);
    let u64t = tc.long_unsigned_type_node();
    let m = tc.build_int_cst(Some(u64t), -1).unwrap();
    assert_eq!(tc.tree_int_cst_nunits(m).unwrap(), 1);
    assert_eq!(tc.tree_int_cst_ext_nunits(m).unwrap(), 2);
    assert_eq!(tc.tree_int_cst_elt(m, 0).unwrap(), -1);
    assert!(tc.tree_fits_uhwi_p(Some(m)));
    assert!(!tc.tree_fits_shwi_p(Some(m)));
    let u128t = tc.int128_unsigned_type_node();
    let big = tc.wide_int_to_tree(u128t, &[-1, -1]).unwrap();
    assert_eq!(
        tc.int_cst_value(big).unwrap(),
        (num_bigint_one() << 128usize) - 1u32
    );
    assert_eq!(tc.tree_int_cst_ext_nunits(big).unwrap(), 3);
    assert_eq!(tc.tree_int_cst_nunits(big).unwrap(), 1);
    let int = tc.integer_type_node();
    assert_eq!(
        tc.build_int_cst(Some(int), 7).unwrap(),
        tc.build_int_cst(None, 7).unwrap()
    );
    let long = tc.long_integer_type_node();
    assert_ne!(
        tc.build_int_cst(Some(long), 7).unwrap(),
        tc.build_int_cst(Some(int), 7).unwrap()
    );
    let copy = tc.copy_node(tc.integer_one_node()).unwrap();
    assert_ne!(copy, tc.integer_one_node());
    assert!(!tc.int_cst_is_shared(copy).unwrap());
    assert!(tc.tree_int_cst_equal(copy, tc.integer_one_node()).unwrap());
    tc.set_tree_overflow(copy, true).unwrap();
    assert!(!tc.tree_overflow(tc.integer_one_node()).unwrap());
    assert_eq!(tc.print_generic(copy, false).unwrap(), "1(OVF)");
}

fn num_bigint_one() -> num_bigint::BigInt {
    num_bigint::BigInt::from(1)
}

#[test]
fn real_constants_are_exact_and_print_as_gcc() {
    let mut tc = TreeContext::new();
    let double = tc.double_type_node();
    let float = tc.float_type_node();
    let d = tc.build_real_from_str(double, "0.1").unwrap();
    assert_eq!(tc.tree_real_cst(d).unwrap().to_f64(), 0.1);
    assert_eq!(
        tc.print_generic(d, false).unwrap(),
        "1.000000000000000055511151231257827021181583404541015625e-1"
    );
    let f = tc.build_real(float, RealValue::from_f64(0.1)).unwrap();
    assert_eq!(
        tc.print_generic(f, false).unwrap(),
        "1.00000001490116119384765625e-1"
    );
    let inf = tc.build_real(double, RealValue::inf(true)).unwrap();
    assert_eq!(tc.print_generic(inf, false).unwrap(), " -Inf");
    let c = tc.build_complex(None, d, d).unwrap();
    assert_eq!(
        tc.tree_code(tc.tree_type(c).unwrap().unwrap()).unwrap(),
        C::ComplexType
    );
    assert_eq!(tc.tree_realpart(c).unwrap(), Some(d));
}

#[test]
fn strings_keep_embedded_nuls_and_wide_units() {
    let mut tc = TreeContext::new();
    let ch = tc.char_type_node();
    let s = tc.build_string_literal(ch, b"a\0b\0").unwrap();
    assert_eq!(tc.tree_string_length(s).unwrap(), 4);
    assert_eq!(tc.tree_string_pointer(s).unwrap(), b"a\0b\0");
    let arr = tc.tree_type(s).unwrap().unwrap();
    assert_eq!(
        tc.type_size_bits(arr).unwrap(),
        Some(PolySize::constant(32))
    );
    let wchar = tc.wchar_type_node();
    let w = tc
        .build_string_literal(wchar, &[b'h', 0, 0, 0, 0, 0, 0, 0])
        .unwrap();
    let warr = tc.tree_type(w).unwrap().unwrap();
    assert_eq!(
        tc.type_size_bits(warr).unwrap(),
        Some(PolySize::constant(64))
    );
    assert!(tc.build_string_literal(wchar, b"abc").is_err());
    // pretty_print_string: every byte but the final NUL, embedded NULs as \x00.
    assert_eq!(tc.print_generic(s, false).unwrap(), "\"a\\x00b\"");
}

#[test]
fn vector_constants_use_the_manuals_encoding() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let v16 = tc.build_vector_type(int, PolySize::constant(16)).unwrap();
    // The manual's example: { 0, 1, 2, 6, 3, 8, 4, 10, … } = 2 patterns of 3.
    let e: Vec<Tree> = [0, 1, 2, 6, 3, 8]
        .iter()
        .map(|&v| tc.build_int_cst(Some(int), v).unwrap())
        .collect();
    let v = tc.build_vector(v16, 2, 3, &e).unwrap();
    assert_eq!(tc.vector_cst_npatterns(v).unwrap(), 2);
    assert_eq!(tc.vector_cst_nelts_per_pattern(v).unwrap(), 3);
    let all: Vec<i64> = (0..16)
        .map(|i| {
            let t = tc.vector_cst_elt(v, i).unwrap();
            tc.tree_to_shwi(t).unwrap()
        })
        .collect();
    assert_eq!(all, [0, 1, 2, 6, 3, 8, 4, 10, 5, 12, 6, 14, 7, 16, 8, 18]);
    // A duplicated value reduces to one pattern of one element.
    let seven = tc.build_int_cst(Some(int), 7).unwrap();
    let dup = tc.build_vector_from_elts(v16, &[seven; 16]).unwrap();
    assert_eq!(
        (
            tc.vector_cst_npatterns(dup).unwrap(),
            tc.vector_cst_nelts_per_pattern(dup).unwrap()
        ),
        (1, 1)
    );
    let z = tc.integer_zero_node();
    let zeros = tc.build_vector_from_elts(v16, &[z; 16]).unwrap();
    assert!(tc.integer_zerop(Some(zeros)));
    // Scalable vectors: 4 + 4X ints.
    let sve = tc.build_vector_type(int, PolySize::new([4, 4])).unwrap();
    let s = tc.build_vector(sve, 1, 1, &[seven]).unwrap();
    assert_eq!(tc.vector_cst_elt(s, 1000).unwrap(), seven);
    assert_eq!(tc.print_generic(s, false).unwrap(), "{ 7, ... }");
}

#[test]
fn global_types_of_lp64() {
    let tc = TreeContext::new();
    let expect = [
        (tc.char_type_node(), 8),
        (tc.short_integer_type_node(), 16),
        (tc.integer_type_node(), 32),
        (tc.long_integer_type_node(), 64),
        (tc.long_long_integer_type_node(), 64),
        (tc.ptr_type_node(), 64),
        (tc.float_type_node(), 32),
        (tc.double_type_node(), 64),
        (tc.long_double_type_node(), 128),
        (tc.size_type_node(), 64),
        (tc.boolean_type_node(), 8),
    ];
    for (t, bits) in expect {
        assert_eq!(
            tc.type_size_bits(t).unwrap(),
            Some(PolySize::constant(bits)),
            "{:?}",
            tc.print_generic(t, false)
        );
    }
    assert_eq!(tc.type_precision(tc.long_double_type_node()).unwrap(), 80);
    assert_eq!(tc.type_align(tc.long_double_type_node()).unwrap(), 128);
    assert!(tc.type_unsigned(tc.sizetype()).unwrap());
    assert!(!tc.type_unsigned(tc.char_type_node()).unwrap());
    assert_eq!(
        tc.print_generic(tc.long_unsigned_type_node(), false)
            .unwrap(),
        "long unsigned int"
    );
    assert_eq!(
        tc.print_generic(tc.const_ptr_type_node(), false).unwrap(),
        "const void *"
    );
    let max = tc.type_max_value(tc.integer_type_node()).unwrap().unwrap();
    assert_eq!(tc.tree_to_shwi(max).unwrap(), i64::from(i32::MAX));
    assert_eq!(tc.tree_code(tc.error_mark_node()).unwrap(), C::ErrorMark);
    assert_eq!(
        tc.tree_value(tc.void_list_node()).unwrap(),
        Some(tc.void_type_node())
    );
}

#[test]
fn type_builders_cache_and_qualify() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let p1 = tc.build_pointer_type(Some(int)).unwrap();
    assert_eq!(tc.build_pointer_type(Some(int)).unwrap(), p1);
    assert_eq!(tc.type_pointer_to(int).unwrap(), Some(p1));
    let r = tc.build_reference_type(Some(int)).unwrap();
    assert_eq!(tc.build_reference_type(Some(int)).unwrap(), r);
    let a10 = tc.build_array_type_nelts(int, 10).unwrap();
    assert_eq!(tc.build_array_type_nelts(int, 10).unwrap(), a10);
    assert_eq!(
        tc.type_size_bits(a10).unwrap(),
        Some(PolySize::constant(320))
    );
    assert_eq!(tc.print_generic(a10, false).unwrap(), "int[10]");
    let cint = tc.build_qualified_type(int, TypeQuals::CONST).unwrap();
    assert_eq!(
        tc.build_qualified_type(int, TypeQuals::CONST).unwrap(),
        cint
    );
    assert_eq!(tc.type_main_variant(cint).unwrap(), int);
    assert_eq!(tc.type_next_variant(int).unwrap(), Some(cint));
    assert!(tc.type_readonly(cint).unwrap());
    assert_eq!(tc.print_generic(cint, false).unwrap(), "const int");
    assert!(!tc.same_type_p(cint, int).unwrap());
    let cint2 = tc.build_qualified_type(int, TypeQuals::CONST).unwrap();
    assert!(tc.same_type_p(cint, cint2).unwrap());
    // Function types: void_list_node terminates a prototype.
    let f1 = tc.build_function_type_list(int, &[int, p1], false).unwrap();
    assert_eq!(
        tc.build_function_type_list(int, &[int, p1], false).unwrap(),
        f1
    );
    let args = tc.chain_iter(tc.type_arg_types(f1).unwrap()).unwrap();
    assert_eq!(args.last().copied(), Some(tc.void_list_node()));
    let vf = tc.build_function_type_list(int, &[int], true).unwrap();
    assert_ne!(vf, f1);
    assert_eq!(
        tc.print_generic(f1, false)
            .unwrap()
            .split_once(" (")
            .unwrap()
            .1,
        "int, int *)"
    );
    // Structural equality: a copy marked structural compares by structure.
    let s1 = tc.build_distinct_type_copy(p1).unwrap();
    tc.set_type_structural_equality(s1).unwrap();
    assert!(tc.type_structural_equality_p(s1).unwrap());
    assert!(tc.same_type_p(s1, p1).unwrap());
    let ps = tc.build_pointer_type(Some(s1)).unwrap();
    assert!(tc.type_structural_equality_p(ps).unwrap());
    // Method, offset, complex and enum types.
    let rec = tc
        .build_record_type(C::RecordType, Some("S"), &[("x", int, None)])
        .unwrap();
    let m = tc.build_method_type(rec, int, &[], false).unwrap();
    assert_eq!(tc.type_method_basetype(m).unwrap(), Some(rec));
    let o = tc.build_offset_type(rec, int).unwrap();
    assert_eq!(tc.type_offset_basetype(o).unwrap(), Some(rec));
    let cx = tc.build_complex_type(tc.double_type_node()).unwrap();
    assert_eq!(
        tc.type_size_bits(cx).unwrap(),
        Some(PolySize::constant(128))
    );
    let e = tc.make_node(C::EnumeralType).unwrap();
    let red = tc.get_identifier("RED");
    let v0 = tc.build_int_cst(Some(int), 0).unwrap();
    let vals = tc.build_tree_list(Some(red), Some(v0));
    tc.set_type_values(e, Some(vals)).unwrap();
    assert_eq!(tc.type_values(e).unwrap(), Some(vals));
}

#[test]
fn record_layout_with_bit_fields_and_scalable_vectors() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let ch = tc.char_type_node();
    let dbl = tc.double_type_node();
    // struct { char c; int i; int b:3; int d:30; double x; }
    let s = tc
        .build_record_type(
            C::RecordType,
            Some("s"),
            &[
                ("c", ch, None),
                ("i", int, None),
                ("b", int, Some(3)),
                ("d", int, Some(30)),
                ("x", dbl, None),
            ],
        )
        .unwrap();
    let fields = tc.chain_iter(tc.type_fields(s).unwrap()).unwrap();
    let pos: Vec<i64> = fields
        .iter()
        .map(|&f| tc.bit_position(f).unwrap().coeffs[0])
        .collect();
    assert_eq!(pos, [0, 32, 64, 96, 128]);
    assert_eq!(tc.type_size_bits(s).unwrap(), Some(PolySize::constant(192)));
    assert_eq!(tc.type_align(s).unwrap(), 64);
    let x = fields[4];
    assert_eq!(tc.decl_offset_align(x).unwrap(), tree::BIGGEST_ALIGNMENT);
    let off = tc.decl_field_offset(x).unwrap().unwrap();
    let bit = tc.decl_field_bit_offset(x).unwrap().unwrap();
    assert_eq!(
        (tc.tree_to_shwi(off).unwrap(), tc.tree_to_shwi(bit).unwrap()),
        (16, 0)
    );
    assert!(tc.decl_bit_field(fields[2]).unwrap());
    // union { char c; double d; }
    let u = tc
        .build_record_type(C::UnionType, None, &[("c", ch, None), ("d", dbl, None)])
        .unwrap();
    assert_eq!(tc.type_size_bits(u).unwrap(), Some(PolySize::constant(64)));
    // The manual's SVE example: a scalable vector (16 + 16X bytes) and 16 more bytes is
    // 32 + 16X bytes.
    let sv = tc.build_vector_type(int, PolySize::new([4, 4])).unwrap();
    assert_eq!(
        tc.type_size_bits(sv).unwrap(),
        Some(PolySize::new([128, 128]))
    );
    let c16 = tc.build_array_type_nelts(ch, 16).unwrap();
    let rec = tc
        .build_record_type(
            C::RecordType,
            Some("sve"),
            &[("v", sv, None), ("extra", c16, None)],
        )
        .unwrap();
    let unit = tc.type_size_unit(rec).unwrap().unwrap();
    assert_eq!(tc.tree_code(unit).unwrap(), C::PolyIntCst);
    assert_eq!(
        tc.tree_to_poly_int64(unit).unwrap(),
        PolySize::new([32, 16])
    );
    let extra = tc.chain_iter(tc.type_fields(rec).unwrap()).unwrap()[1];
    let off = tc.decl_field_offset(extra).unwrap().unwrap();
    assert_eq!(tc.tree_to_poly_int64(off).unwrap(), PolySize::new([16, 16]));
    assert_eq!(
        tc.print_generic(unit, false).unwrap(),
        "POLY_INT_CST [32, 16]"
    );
}

#[test]
fn declarations_and_functions() {
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    let a = tc.decl_arguments(f).unwrap().unwrap();
    assert_eq!(
        tc.identifier_str(tc.decl_name(a).unwrap().unwrap())
            .unwrap(),
        "a"
    );
    assert_eq!(tc.decl_arg_type(a).unwrap(), Some(tc.integer_type_node()));
    assert_eq!(tc.decl_context(a).unwrap(), Some(f));
    let res = tc.decl_result(f).unwrap().unwrap();
    assert_eq!(tc.tree_code(res).unwrap(), C::ResultDecl);
    assert!(tc.decl_artificial(res).unwrap());
    let block = tc.decl_initial(f).unwrap().unwrap();
    assert_eq!(tc.tree_code(block).unwrap(), C::Block);
    let bind = tc.decl_saved_tree(f).unwrap().unwrap();
    assert_eq!(tc.bind_expr_block(bind).unwrap(), Some(block));
    let b = tc.block_vars(block).unwrap().unwrap();
    assert_eq!(tc.bind_expr_vars(bind).unwrap(), Some(b));
    assert_eq!(
        tc.decl_size(b).unwrap(),
        tc.type_size(tc.integer_type_node()).unwrap()
    );
    assert_eq!(tc.decl_align(b).unwrap(), 32);
    assert!(tc.decl_uid(b).unwrap() > tc.decl_uid(a).unwrap());
    assert_eq!(tc.decl_assembler_name(f).unwrap(), tc.decl_name(f).unwrap());
    // Checked: a PARM_DECL has no DECL_ARGUMENTS, a TYPE_DECL no DECL_FIELD_OFFSET.
    assert!(tc.decl_arguments(a).is_err());
    assert!(tc.decl_hard_register(a).is_err());
    tc.set_decl_external(b, true).unwrap();
    assert!(tc.decl_external(b).unwrap());
    assert_eq!(DeclFlag::HardRegister.structure(), TreeStruct::VarDecl);
    // Attributes are TREE_LISTs.
    let noreturn = tc.get_identifier("noreturn");
    let attrs = tc.build_tree_list(Some(noreturn), None);
    tc.set_decl_attributes(f, Some(attrs)).unwrap();
    assert_eq!(
        tc.lookup_attribute("noreturn", tc.decl_attributes(f).unwrap())
            .unwrap(),
        Some(attrs)
    );
    assert_eq!(
        tc.lookup_attribute("pure", tc.decl_attributes(f).unwrap())
            .unwrap(),
        None
    );
    assert_eq!(tc.print_declaration(b).unwrap(), "int b = a * 2;");
    tc.set_tree_public(b, true).unwrap();
    assert_eq!(tc.print_declaration(b).unwrap(), "extern int b = a * 2;");
}

#[test]
fn calls_and_statement_lists() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let ft = tc
        .build_function_type_list(int, &[int, int], false)
        .unwrap();
    let g = tc.build_fn_decl("g", ft).unwrap();
    let one = tc.integer_one_node();
    let two = tc.build_int_cst(Some(int), 2).unwrap();
    let call = tc.build_call_expr(g, &[one, two]).unwrap();
    assert_eq!(tc.call_expr_nargs(call).unwrap(), 2);
    assert_eq!(tc.call_expr_arg(call, 1).unwrap(), Some(two));
    assert_eq!(tc.tree_operand_length(call).unwrap(), 5);
    assert!(tc.tree_side_effects(call).unwrap());
    assert_eq!(tc.print_generic(call, true).unwrap(), "g (1, 2);");
    tc.set_decl_pure_p(g, true).unwrap();
    let pure = tc.build_call_expr(g, &[one]).unwrap();
    assert!(!tc.tree_side_effects(pure).unwrap());

    let list = tc.alloc_stmt_list();
    let void = tc.void_type_node();
    let r1 = tc.build1(C::ReturnExpr, Some(void), Some(one)).unwrap();
    let r2 = tc.build1(C::ReturnExpr, Some(void), Some(two)).unwrap();
    tc.append_to_statement_list(list, call).unwrap();
    tc.append_to_statement_list(list, r2).unwrap();
    tc.tsi_link_before(list, 1, r1).unwrap();
    assert_eq!(tc.statement_list(list).unwrap(), &[call, r1, r2]);
    assert_eq!(tc.tsi_delink(list, 0).unwrap(), call);
    assert_eq!(
        tc.print_generic(list, true).unwrap(),
        "return 1;\nreturn 2;"
    );
    assert!(tc.tree_side_effects(list).unwrap());
    // A nested list is spliced in.
    let inner = tc.alloc_stmt_list();
    tc.append_to_statement_list(inner, call).unwrap();
    tc.tsi_link_after(list, 0, inner).unwrap();
    assert_eq!(tc.statement_list(list).unwrap(), &[r1, call, r2]);
}

#[test]
fn control_flow_statements_print_like_gcc() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let void = tc.void_type_node();
    let x = var(&mut tc, "x", int);
    let zero = tc.integer_zero_node();
    let cond = tc
        .build2(C::GtExpr, Some(tc.boolean_type_node()), Some(x), Some(zero))
        .unwrap();
    let one = tc.integer_one_node();
    let set = tc
        .build2(C::ModifyExpr, Some(int), Some(x), Some(one))
        .unwrap();
    let ifs = tc
        .build3(C::CondExpr, Some(void), Some(cond), Some(set), None)
        .unwrap();
    assert_eq!(
        tc.print_generic(ifs, true).unwrap(),
        "if (x > 0)\n  {\n    x = 1;\n  }"
    );
    let lab = tc
        .build_decl(Location::UNKNOWN, C::LabelDecl, None, Some(void))
        .unwrap();
    let case = tc.build_case_label(Some(one), None, lab).unwrap();
    let deflt = tc.build_case_label(None, None, lab).unwrap();
    let body = tc.alloc_stmt_list();
    tc.append_to_statement_list(body, case).unwrap();
    tc.append_to_statement_list(body, deflt).unwrap();
    let sw = tc
        .build2(C::SwitchExpr, Some(void), Some(x), Some(body))
        .unwrap();
    assert_eq!(tc.switch_cond(sw).unwrap(), Some(x));
    assert_eq!(tc.case_label(case).unwrap(), Some(lab));
    assert_eq!(
        tc.print_generic(sw, true).unwrap(),
        "switch (x)\n  {\n    case 1:;\n    default:;\n  }"
    );
    let goto = tc.build1(C::GotoExpr, Some(void), Some(lab)).unwrap();
    let uid = tc.decl_uid(lab).unwrap();
    assert_eq!(
        tc.print_generic(goto, true).unwrap(),
        format!("goto <D.{uid}>;")
    );
    let loop_ = tc.build1(C::LoopExpr, Some(void), Some(goto)).unwrap();
    assert_eq!(tc.loop_expr_body(loop_).unwrap(), Some(goto));
    let cleanup = tc
        .build2(C::TryFinallyExpr, Some(void), Some(set), Some(goto))
        .unwrap();
    assert!(
        tc.print_generic(cleanup, true)
            .unwrap()
            .starts_with("try\n  {\n    x = 1;\n  }\nfinally")
    );
    let prec = tc
        .build2(C::MultExpr, Some(int), Some(cond), Some(x))
        .unwrap();
    let prec = tc
        .build2(C::MinusExpr, Some(int), Some(prec), Some(set))
        .unwrap();
    assert_eq!(
        tc.print_generic(prec, false).unwrap(),
        "(x > 0) * x - (x = 1)"
    );
}

#[test]
fn openmp_nodes_carry_clause_lists() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let void = tc.void_type_node();
    let x = var(&mut tc, "x", int);
    let private = tc.build_omp_clause(Location::UNKNOWN, OmpClauseCode::Private);
    tc.set_omp_clause_operand(private, 0, Some(x)).unwrap();
    let nt = tc.build_omp_clause(Location::UNKNOWN, OmpClauseCode::NumThreads);
    let four = tc.build_int_cst(Some(int), 4).unwrap();
    tc.set_omp_clause_operand(nt, 0, Some(four)).unwrap();
    tc.set_tree_chain(private, Some(nt)).unwrap();
    let body = tc.alloc_stmt_list();
    let par = tc
        .build2(C::OmpParallel, Some(void), Some(body), Some(private))
        .unwrap();
    assert_eq!(tc.omp_clauses(par).unwrap(), Some(private));
    assert_eq!(tc.omp_clause_code(nt).unwrap(), OmpClauseCode::NumThreads);
    assert_eq!(tc.omp_clause_chain(private).unwrap(), Some(nt));
    assert_eq!(
        tc.print_generic(par, false).unwrap(),
        "#pragma omp parallel private(x) num_threads(4)\n  {\n    \n  }"
    );
    assert!(tc.omp_for_init(par).is_err());
    let acc = tc.build1(C::OaccUpdate, Some(void), Some(private)).unwrap();
    assert_eq!(tc.omp_standalone_clauses(acc).unwrap(), Some(private));
    assert_eq!(OmpClauseCode::ALL.len(), 86);
}

#[test]
fn c_and_cxx_statement_codes() {
    let mut tc = TreeContext::new();
    let void = tc.void_type_node();
    let one = tc.integer_one_node();
    let body = tc.alloc_stmt_list();
    let f = tc
        .build(
            C::ForStmt,
            Some(void),
            &[None, Some(one), None, Some(body), None],
        )
        .unwrap();
    assert_eq!(tc.for_cond(f).unwrap(), Some(one));
    assert_eq!(tc.for_body(f).unwrap(), Some(body));
    let w = tc
        .build2(C::WhileStmt, Some(void), Some(one), Some(body))
        .unwrap();
    assert_eq!(tc.while_cond(w).unwrap(), Some(one));
    let i = tc
        .build4(C::IfStmt, Some(void), [Some(one), Some(body), None, None])
        .unwrap();
    assert_eq!(tc.then_clause(i).unwrap(), Some(body));
    let brk = tc.build0(C::BreakStmt, Some(void)).unwrap();
    assert!(tc.tree_side_effects(brk).unwrap());
    let h = tc.build2(C::Handler, Some(void), None, Some(body)).unwrap();
    let t = tc
        .build2(C::TryBlock, Some(void), Some(body), Some(h))
        .unwrap();
    assert_eq!(tc.try_handlers(t).unwrap(), Some(h));
    let cl = tc
        .build3(C::CleanupStmt, Some(void), Some(body), Some(one), None)
        .unwrap();
    assert_eq!(tc.cleanup_expr(cl).unwrap(), Some(one));
    let e = tc.build1(C::ExprStmt, Some(void), Some(one)).unwrap();
    assert_eq!(tc.expr_stmt_expr(e).unwrap(), Some(one));
    let aggr = tc
        .build_nary(
            C::AggrInitExpr,
            Some(void),
            &[None, Some(one), None, Some(one)],
        )
        .unwrap();
    assert_eq!(tc.call_expr_nargs(aggr).unwrap(), 1);
    assert_eq!(tc.aggr_init_expr_fn(aggr).unwrap(), Some(one));
}

#[test]
fn constructors_and_blocks() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let one = tc.integer_one_node();
    let a2 = tc.build_array_type_nelts(int, 2).unwrap();
    let zero = tc.size_zero_node();
    let ctor = tc
        .build_constructor(Some(a2), &[(Some(zero), Some(one))])
        .unwrap();
    assert!(tc.tree_constant(ctor).unwrap());
    tc.constructor_append_elt(ctor, None, Some(one)).unwrap();
    assert_eq!(tc.constructor_elts(ctor).unwrap().len(), 2);
    // An index equal to the running one (from the domain minimum) is not printed.
    assert_eq!(tc.print_generic(ctor, false).unwrap(), "{1, 1}");
    let outer = tc.build_block(None, None, None).unwrap();
    let inner = tc.build_block(None, None, Some(outer)).unwrap();
    tc.set_block_subblocks(outer, Some(inner)).unwrap();
    assert_eq!(tc.block_supercontext(inner).unwrap(), Some(outer));
    assert_eq!(
        tc.block_number(inner).unwrap(),
        tc.block_number(outer).unwrap() + 1
    );
    assert!(tc.tree_type(outer).is_err(), "a BLOCK has no TS_TYPED");
}

#[test]
fn flags_are_reachable_by_gcc_names() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let x = var(&mut tc, "x", int);
    for flag in Flag::ALL {
        tc.set_flag(x, *flag, true).unwrap();
        assert!(tc.flag(x, *flag).unwrap(), "{flag:?}");
    }
    let one = tc.integer_one_node();
    let e = tc
        .build2(C::PlusExpr, Some(int), Some(x), Some(one))
        .unwrap();
    for flag in Flag::ALL {
        tc.set_flag(e, *flag, true).unwrap();
        assert!(tc.flag(e, *flag).unwrap(), "{flag:?}");
        tc.set_flag(e, *flag, false).unwrap();
        assert!(!tc.flag(e, *flag).unwrap(), "{flag:?}");
    }
    assert_eq!(
        tc.tree_code(e).unwrap(),
        C::PlusExpr,
        "flags never disturb the code"
    );
}

#[test]
fn debug_shows_code_and_key_fields() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let x = var(&mut tc, "x", int);
    let one = tc.integer_one_node();
    let e = tc
        .build2(C::PlusExpr, Some(int), Some(x), Some(one))
        .unwrap();
    assert_eq!(
        format!("{:?}", tc.node(e)),
        "PLUS_EXPR { type: \"int\", ops: [\"x\", \"1\"] }"
    );
    let uid = tc.decl_uid(x).unwrap();
    assert_eq!(
        format!("{:?}", tc.node(x)),
        format!("VAR_DECL {{ name: \"x\", uid: {uid}, type: \"int\" }}")
    );
    assert_eq!(
        format!("{:?}", tc.node(one)),
        "INTEGER_CST { value: \"1\", type: \"int\", flags: [\"constant_flag\"] }"
    );
}

#[test]
fn ssa_names_and_binfos() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let x = var(&mut tc, "x", int);
    let s = tc.make_ssa_name(x, 3).unwrap();
    assert_eq!(tc.ssa_name_var(s).unwrap(), Some(x));
    assert_eq!(tc.ssa_name_version(s).unwrap(), 3);
    assert_eq!(tc.tree_type(s).unwrap(), Some(int));
    assert!(tc.make_ssa_name(int, 1).is_err());
    let base = tc.make_tree_binfo(&[]).unwrap();
    let derived = tc.make_tree_binfo(&[base]).unwrap();
    assert_eq!(tc.binfo_base_binfos(derived).unwrap(), &[base]);
    let zero = tc.size_zero_node();
    tc.set_binfo_offset(base, Some(zero)).unwrap();
    assert_eq!(tc.binfo_offset(base).unwrap(), Some(zero));
    assert!(tc.binfo_offset(s).is_err());
}

#[test]
fn predicates_and_named_operands_of_the_manual() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let void = tc.void_type_node();
    let p = tc.build_pointer_type(Some(int)).unwrap();
    assert!(
        tc.type_ptr_p(p).unwrap() && tc.type_ptrob_p(p).unwrap() && !tc.type_ptrfn_p(p).unwrap()
    );
    let ft = tc.build_function_type_list(int, &[], false).unwrap();
    let pf = tc.build_pointer_type(Some(ft)).unwrap();
    assert!(tc.type_ptrfn_p(pf).unwrap() && !tc.type_ptrobv_p(pf).unwrap());
    assert!(tc.cp_integral_type_p(tc.boolean_type_node()).unwrap());
    assert!(tc.arithmetic_type_p(tc.double_type_node()).unwrap());
    let cv = tc.build_qualified_type(int, TypeQuals::CONST).unwrap();
    assert!(tc.cp_type_const_non_volatile_p(cv).unwrap());
    let one = tc.integer_one_node();
    let tmr = tc
        .build5(
            C::TargetMemRef,
            Some(int),
            [Some(p), Some(one), None, None, None],
        )
        .unwrap();
    assert_eq!(tc.tmr_offset(tmr).unwrap(), Some(one));
    let asm = tc
        .build5(C::AsmExpr, Some(void), [None, None, None, None, None])
        .unwrap();
    tc.set_asm_volatile_p(asm, true).unwrap();
    assert!(tc.asm_volatile_p(asm).unwrap());
    assert!(
        tc.tree_public(asm).unwrap(),
        "ASM_VOLATILE_P is the public flag"
    );
    let v4 = tc.build_vector_type(int, PolySize::constant(4)).unwrap();
    let dup = tc.build_vector(v4, 1, 1, &[one]).unwrap();
    assert!(tc.vector_cst_duplicate_p(dup).unwrap() && !tc.vector_cst_stepped_p(dup).unwrap());
    assert_eq!(tc.vector_cst_encoded_elts(dup).unwrap(), &[one]);
}

#[test]
fn one_operand_wrappers_print_with_gccs_code_names() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let x = var(&mut tc, "x", int);
    for (code, text) in [
        (C::AbsExpr, "ABS_EXPR <x>"),
        (C::NonLvalueExpr, "NON_LVALUE_EXPR <x>"),
        (C::SaveExpr, "SAVE_EXPR <x>"),
    ] {
        let e = tc.build1(code, Some(int), Some(x)).unwrap();
        assert_eq!(tc.print_generic(e, false).unwrap(), text);
    }
}

/// A named address space is part of TYPE_QUALS (bits 8–15, as GCC encodes it): a variant
/// of its own, printed as GCC's dump prints it (`<address-space-1> int *`, and after the
/// `*` of a pointer in that space).
#[test]
fn address_spaces_are_qualifiers() {
    let mut tc = TreeContext::new();
    let int = tc.integer_type_node();
    let fs = TypeQuals::address_space(1);
    let int_fs = tc.build_qualified_type(int, fs).unwrap();
    assert_ne!(int_fs, int);
    assert_eq!(tc.type_quals(int_fs).unwrap(), TypeQuals(256));
    assert_eq!(tc.type_addr_space(int_fs).unwrap(), 1);
    assert_eq!(
        tc.get_qualified_type(int_fs, TypeQuals::NONE).unwrap(),
        Some(int)
    );
    let both = TypeQuals::CONST.union(TypeQuals::address_space(2));
    let c_gs = tc.build_qualified_type(int, both).unwrap();
    assert_eq!(tc.type_quals(c_gs).unwrap().space(), 2);
    assert_ne!(
        c_gs,
        tc.build_qualified_type(int, TypeQuals::CONST).unwrap()
    );
    let p = tc.build_pointer_type(Some(int_fs)).unwrap();
    assert_eq!(
        tc.print_generic(p, false).unwrap(),
        "<address-space-1> int *"
    );
    let p_fs = tc.build_qualified_type(p, fs).unwrap();
    assert_eq!(
        tc.print_generic(p_fs, false).unwrap(),
        "<address-space-1> int * <address-space-1>"
    );
}
