//! Rules found by a mutation fuzzer run by hand over exported torture-suite documents: each
//! internal compiler error it found, refused on a C source of the test's own.

use tree::interop::read;

use super::support::*;

pub(crate) const FLAGS_C: &str = "struct bf { unsigned three : 3; };\n\
    int g;\n\
    int stmtexpr (int x) { return ({ int t = x * 2; t + 1; }) + (g * 3 + 1); }\n\
    int jump (int i) {\n\
      static void *tab[] = { &&a, &&b };\n\
      goto *tab[i & 1];\n\
     a: return 1;\n\
     b: return 2;\n\
    }\n\
    int bits (struct bf *p) { struct bf copy = *p; return copy.three + (g * 5 + 2); }\n";

/// The hand-run fuzzer's findings on the plugin of 70d9ae8, on their own source: a
/// bit-field's type marked TREE_ADDRESSABLE (create_tmp_var's assertion in esra at -O2: C
/// has no type whose values must live in memory), a public label whose address a static
/// initializer takes (a segmentation fault), a statement expression's target_expr with a
/// cleanup (gimplify_expr's assertion: C sets none); an expression two functions' bodies
/// share (expansion's assertion: the first function's gimplification rewrote it in place).
/// The plugin of d156c9a stopped on each case's document (81c3107 on the last).
pub(crate) fn flags_cleanups_and_sharing_c_never_makes_are_refused() {
    let Some((importer, text, _)) = compiling_source("flags.c", FLAGS_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let three_bits = node_of(&doc, declaration_named(&doc, "three")).and_then(|n| n.ty);
    let cases: [(String, &str); 4] = [
        (
            rewritten(&text, |d| {
                node_mut(d, three_bits.unwrap())
                    .flags
                    .push("addressable_flag".into());
            }),
            "flag `addressable_flag` does not belong to an integer_type",
        ),
        (
            rewritten(&text, |d| {
                let label = first_node(d, |n| n.code == "label_decl");
                node_mut(d, label).flags.push("public_flag".into());
            }),
            "flag `public_flag` does not belong to a label_decl",
        ),
        (
            rewritten(&text, |d| {
                let target = first_node(d, |n| n.code == "target_expr");
                let ident = first_node(d, |n| n.code == "identifier_node");
                node_mut(d, target).ops[2] = Some(ident);
            }),
            "`ops[2]` of a target_expr: expected nothing (the C front end leaves it unset)",
        ),
        (
            rewritten(&text, |d| {
                // `g * 5` of bits gives way to `g * 3` of stmtexpr.
                let g = declaration_named(d, "g");
                let of_g = |n: &tree::interop::format::NodeRecord| {
                    n.code == "mult_expr" && n.ops[0] == Some(g)
                };
                let g3 = first_node(d, of_g);
                let g5 = first_node(d, |n| of_g(n) && n.id != g3);
                let sum = first_node(d, |n| n.ops.contains(&Some(g5)));
                let at = node_of(d, sum)
                    .unwrap()
                    .ops
                    .iter()
                    .position(|&o| o == Some(g5));
                node_mut(d, sum).ops[at.unwrap()] = Some(g3);
            }),
            "a mult_expr that an unrelated function's body holds too",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

pub(crate) const VOIDS_C: &str = "void g (void);\n\
    void k (void);\n\
    static int twice (int x) { return x * 2; }\n\
    static int first (int x, int y) { return x; }\n\
    float half (float r) { return r * 0.5f; }\n\
    int f (int a) {\n\
      if (a)\n\
        g ();\n\
      k ();\n\
      return twice (a) + first (a, 9);\n\
    }\n\
    __attribute__ ((noinline)) int h (int a) {\n\
      extern void hk (void);\n\
      hk ();\n\
      { int t = a * 3; a += t; }\n\
      { int u = a * 5; a -= u; }\n\
      if (a > 7) { int w = a * 7; a -= w; }\n\
      if (a < 0) a = 0;\n\
      return a;\n\
    }\n";

/// The hand-run fuzzer's findings on the plugin of 2b6c732, on their own source: the
/// address of an if statement's cond_expr (gimplify_addr_expr gimplified it to nothing and
/// read through null: a segmentation fault), a static parameter (the inliner left it in the
/// body it copied, where ipa-prop's visit_ref_for_mod_analysis asserted at -O2), a call
/// returning an int marked CALL_EXPR_RETURN_SLOT_OPT (declare_return_variable's assertion at
/// -O2), a float constant as a condition (fold_convert's assertion in gimple_boolify), and
/// two bind_exprs of one block (lower_gimple_bind's assertion, which a block marked
/// asm_written_flag meets too), a void function marked DECL_IS_MALLOC (expand_call read its
/// call's missing value register: a segmentation fault), and an attribute named by an
/// integer_cst (the importer's own pass over the attributes segfaulted), and a call in one
/// function to a function declared in another (cgraph took it for a nested function, whose
/// missing DECL_RESULT unshare_body read: a segmentation fault), a constant argument marked
/// side_effects_flag (setup_one_parameter's assertion at -O2, inlining `first`, whose `y` is
/// unused), and an if statement holding a bind_expr placed as another's arm too
/// (unshare_body copied the if, not its bind_expr: lower_gimple_bind's assertion). The
/// plugin of 2b6c732 stopped on each case's document.
pub(crate) fn addresses_flags_conditions_blocks_and_attributes_c_never_makes_are_refused() {
    let Some((importer, text, _)) = compiling_source("voids.c", VOIDS_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let if_a = first_node(&doc, |n| n.code == "cond_expr");
    let address_of_k = node_of(&doc, call_to(&doc, "k")).and_then(|n| n.ops[0]);
    let x = declaration_named(&doc, "x");
    let call_twice = call_to(&doc, "twice");
    let half = first_node(&doc, |n| n.code == "real_cst");
    let bind_of = |name: &str| {
        let var = declaration_named(&doc, name);
        first_node(&doc, |n| n.code == "bind_expr" && n.ops[0] == Some(var))
    };
    let (bind_t, bind_u) = (bind_of("t"), bind_of("u"));
    let block_t = node_of(&doc, bind_t).and_then(|n| n.ops[2]);
    let (g, h) = (declaration_named(&doc, "g"), declaration_named(&doc, "h"));
    let noinline = node_of(&doc, h).and_then(|n| n.refs["DECL_ATTRIBUTES"]);
    let hk = declaration_named(&doc, "hk");
    let nine = first_node(&doc, |n| {
        n.code == "integer_cst" && n.value.as_deref() == Some("9")
    });
    let ifs = ids_of(&doc, "cond_expr");
    let (if_w, if_negative) = (ifs[ifs.len() - 2], ifs[ifs.len() - 1]);
    let cases: [(String, &str); 11] = [
        (
            rewritten(&text, |d| {
                node_mut(d, address_of_k.unwrap()).ops[0] = Some(if_a)
            }),
            "`ops[0]` of an addr_expr: expected a value, function or label (of void type only \
             a declaration or a dereference), found a cond_expr",
        ),
        (
            rewritten(&text, |d| node_mut(d, x).flags.push("static_flag".into())),
            "flag `static_flag` does not belong to a parm_decl",
        ),
        (
            rewritten(&text, |d| {
                node_mut(d, call_twice).flags.push("private_flag".into());
            }),
            "flag `private_flag` does not belong to a call_expr",
        ),
        (
            rewritten(&text, |d| node_mut(d, if_a).ops[0] = Some(half)),
            "`ops[0]` of a cond_expr: expected a value of integral or pointer type (a truth \
             value), found a real_cst",
        ),
        (
            rewritten(&text, |d| node_mut(d, bind_u).ops[2] = block_t),
            "a bind_expr whose block another bind_expr has too (BIND_EXPR_BLOCK)",
        ),
        (
            rewritten(&text, |d| {
                node_mut(d, block_t.unwrap())
                    .flags
                    .push("asm_written_flag".into());
            }),
            "flag `asm_written_flag` does not belong to a block",
        ),
        (
            rewritten(&text, |d| {
                node_mut(d, g).flags.push("DECL_IS_MALLOC".into())
            }),
            "`flags`: DECL_IS_MALLOC belongs to a function returning a pointer",
        ),
        (
            rewritten(&text, |d| {
                let purpose = &mut node_mut(d, noinline.unwrap()).refs;
                purpose.insert("TREE_PURPOSE".into(), Some(half));
            }),
            "`refs.DECL_ATTRIBUTES`: an attribute list is a chain of tree_lists, each named \
             (TREE_PURPOSE) by an identifier_node",
        ),
        (
            rewritten(&text, |d| {
                node_mut(d, address_of_k.unwrap()).ops[0] = Some(hk)
            }),
            "a function_decl declared in another function (its DECL_CONTEXT)",
        ),
        (
            rewritten(&text, |d| {
                node_mut(d, nine).flags.push("side_effects_flag".into());
            }),
            "flag `side_effects_flag` does not belong to an integer_cst",
        ),
        (
            rewritten(&text, |d| node_mut(d, if_negative).ops[1] = Some(if_w)),
            "a cond_expr that stands in two places holds a bind_expr",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

pub(crate) const CONVERSIONS_C: &str = "double widen (long v) { return v; }\n\
    int *step (int *q, double r) { q++; return q; }\n\
    void poke (void) { *(char *) \"c\" = 'x'; }\n";

/// The fuzzer's findings over torture-suite documents on the plugin of 5ba5edc, on a
/// source of their own: an integer widened to double by a nop_expr instead of a float_expr
/// (convert_mode_scalar's assertion; a pointer converted to double, or a float constant to
/// a pointer, stopped cc1 the same way), a pointer incremented by a double
/// (fold_convert_loc's assertion), and a string constant given a pointer type where its
/// address is taken (output_operand: invalid expression as operand). That plugin stopped on
/// each case's document at -O0 and -O2.
pub(crate) fn conversions_steps_and_strings_c_never_makes_are_refused() {
    let Some((importer, text, _)) = compiling_source("conversions.c", CONVERSIONS_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let widening = first_node(&doc, |n| n.code == "float_expr");
    let increment = first_node(&doc, |n| n.code == "postincrement_expr");
    let r = declaration_named(&doc, "r");
    let string = first_node(&doc, |n| n.code == "string_cst");
    // The address's own type: a pointer.
    let address = first_node(&doc, |n| n.code == "addr_expr" && n.ops[0] == Some(string));
    let pointer = node_of(&doc, address).and_then(|n| n.ty);
    let cases: [(String, &str); 3] = [
        (
            rewritten(&text, |d| node_mut(d, widening).code = "nop_expr".into()),
            "`ops[0]` of a nop_expr: expected a value with a type (void only when converted to \
             void, a scalar when converted to a scalar, floating-point or complex exactly when \
             the result is: other conversions are float_expr, fix_trunc_expr or complex_expr)",
        ),
        (
            rewritten(&text, |d| node_mut(d, increment).ops[1] = Some(r)),
            "`ops[1]` of a postincrement_expr: expected a step of integral type for a pointer, \
             else of the operand's kind (integral, floating-point or complex)",
        ),
        (
            rewritten(&text, |d| node_mut(d, string).ty = pointer),
            "`type`: a string_cst's type is an array type",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

pub(crate) const SIZES_ARGS_SAVES_C: &str = "typedef char v8 __attribute__ ((vector_size (8)));\n\
    v8 same (v8 a) { return a; }\n\
    double half (double d, int n) { return d / n; }\n\
    int vla (int n) { char a[n]; a[0] = 1; return sizeof a + a[0]; }\n\
    int three[3];\n\
    int *at (int *p) { return p + 1; }\n";

/// The fuzzer's findings over torture-suite documents on the plugin of 4b0013c, on a
/// source of their own: a vector type with a TYPE_SIZE and no TYPE_SIZE_UNIT
/// (c_incomplete_type_error was called on it at -O0), a double parameter passed as an int
/// (convert_mode_scalar's assertion at -O2), and a save_expr marked resolved
/// (SAVE_EXPR_RESOLVED_P, public_flag) before the gimplifier saw it (gimplify_expr's
/// assertion at -O2); on the plugin of 10b4333, a pointer type of precision 0 (CCP's
/// bit_value_binop asserted at -O2) and an array whose TYPE_SIZE_UNIT was 2^63 - 1 beside
/// a TYPE_SIZE of 96 bits (cc1 ran for minutes at -O0); here the array's TYPE_SIZE_UNIT
/// is the vector's 8 bytes.
pub(crate) fn sizes_arguments_and_saves_c_never_makes_are_refused() {
    let Some((importer, text, _)) = compiling_source("sizes.c", SIZES_ARGS_SAVES_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let vector = first_node(&doc, |n| n.code == "vector_type");
    let d = declaration_named(&doc, "d");
    let int = node_of(&doc, declaration_named(&doc, "n")).and_then(|n| n.ty);
    let save = first_node(&doc, |n| n.code == "save_expr");
    let pointer = node_of(&doc, declaration_named(&doc, "p")).and_then(|n| n.ty);
    let pointer = pointer.expect("p has a type");
    let three = node_of(&doc, declaration_named(&doc, "three")).and_then(|n| n.ty);
    let three = three.expect("three has a type");
    let eight = node_of(&doc, vector).and_then(|n| n.refs.get("TYPE_SIZE_UNIT").copied().flatten());
    let cases: [(String, &str); 5] = [
        (
            rewritten(&text, |doc| {
                node_mut(doc, vector)
                    .refs
                    .insert("TYPE_SIZE_UNIT".into(), None);
            }),
            "`refs.TYPE_SIZE`: a type has both TYPE_SIZE and TYPE_SIZE_UNIT, or neither",
        ),
        (
            rewritten(&text, |doc| {
                node_mut(doc, d).refs.insert("DECL_ARG_TYPE".into(), int);
            }),
            "`refs.DECL_ARG_TYPE`: a parameter is passed as neither void nor a function; an \
             integer as an integer and a floating-point value as one of its radix, either at \
             least as precise, any other scalar as a scalar of its mode",
        ),
        (
            rewritten(&text, |doc| {
                node_mut(doc, save).flags.push("public_flag".into())
            }),
            "flag `public_flag` does not belong to a save_expr",
        ),
        (
            rewritten(&text, |doc| {
                node_mut(doc, pointer)
                    .nums
                    .insert("TYPE_PRECISION".into(), 0);
            }),
            "`nums.TYPE_PRECISION`: a pointer's or floating-point type's precision is its \
             mode's",
        ),
        (
            rewritten(&text, |doc| {
                node_mut(doc, three)
                    .refs
                    .insert("TYPE_SIZE_UNIT".into(), eight);
            }),
            "`refs.TYPE_SIZE_UNIT`: a constant TYPE_SIZE_UNIT is TYPE_SIZE in whole bytes",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

pub(crate) const CODES_C: &str = "double fl (int i) { return i; }\n\
    double re (_Complex double z) { return __imag__ z; }\n\
    int either (int a, int b) { return a != b || a > 0; }\n\
    struct s { int a[4]; };\n\
    struct s get (struct s v) { return v; }\n\
    void len (const char *p) { __builtin_strlen (p); }\n\
    const char *flip (const char *q) { return (const char *) ~(long) q; }\n\
    int same (_Complex int a, _Complex int b) { return a == b; }\n";

/// The fuzzer's findings over torture-suite documents on the plugin of 4ed464b once it
/// also changed nodes' codes, on a source of their own: a float_expr typed int
/// (format_helper's assertion in real.h), an imagpart_expr typed as the complex itself
/// (read_complex_part's), a switch_expr where a condition is expected (gimplify_expr's; a
/// decl_expr or goto_expr where a value is expected stopped cc1 the same way), a return of
/// a compound_expr instead of an assignment to the result (a segmentation fault at -O2),
/// and a call of a built-in function typed as returning a pointer (VRP's assertion at -O2,
/// on __builtin_umul_overflow); on the plugin of 640df21, the complement of an address (a
/// segmentation fault at -O2); on the plugin of 4218753, an ordering of complex numbers
/// (prepare_cmp_insn's assertion at -O2). Each is refused here on this source's instance of the
/// pattern; the fuzzer's own documents of each stopped that plugin.
pub(crate) fn codes_c_never_makes_are_refused() {
    let Some((importer, text, _)) = compiling_source("codes.c", CODES_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let widening = first_node(&doc, |n| n.code == "float_expr");
    let int = node_of(&doc, declaration_named(&doc, "i")).and_then(|n| n.ty);
    let imag = first_node(&doc, |n| n.code == "imagpart_expr");
    let complex = node_of(&doc, declaration_named(&doc, "z")).and_then(|n| n.ty);
    let differ = first_node(&doc, |n| n.code == "ne_expr");
    let v = declaration_named(&doc, "v");
    let give = first_node(&doc, |n| n.code == "modify_expr" && n.ops[1] == Some(v));
    let call = first_node(&doc, |n| n.code == "call_expr");
    let pointer = node_of(&doc, declaration_named(&doc, "p")).and_then(|n| n.ty);
    let complement = first_node(&doc, |n| n.code == "bit_not_expr");
    let q = declaration_named(&doc, "q");
    let q_type = node_of(&doc, q).and_then(|n| n.ty);
    let equal = first_node(&doc, |n| n.code == "eq_expr");
    let cases: [(String, &str); 7] = [
        (
            rewritten(&text, |d| node_mut(d, widening).ty = int),
            "`type`: a float_expr's type must be a floating-point type, found an integer_type",
        ),
        (
            rewritten(&text, |d| node_mut(d, imag).ty = complex),
            "`type`: an imagpart_expr's type must be the type of operand 0's parts (its kind \
             and mode), found a complex_type",
        ),
        (
            rewritten(&text, |d| node_mut(d, differ).code = "switch_expr".into()),
            "`ops[0]` of a truth_orif_expr: expected a value of integral or pointer type (a \
             truth value), found a switch_expr",
        ),
        (
            rewritten(&text, |d| node_mut(d, give).code = "compound_expr".into()),
            "a return_expr of a function that returns a value returns nothing, its result_decl \
             or an assignment to it",
        ),
        (
            rewritten(&text, |d| node_mut(d, call).ty = pointer),
            "`type` of a call_expr: a call of a built-in function has its declaration's result \
             type (of its kind and mode)",
        ),
        (
            rewritten(&text, |d| {
                let flipped = node_mut(d, complement);
                flipped.ops[0] = Some(q);
                flipped.ty = q_type;
            }),
            "`ops[0]` of a bit_not_expr: expected a value of integral type or a vector of \
             integers, found a parm_decl",
        ),
        (
            rewritten(&text, |d| node_mut(d, equal).code = "lt_expr".into()),
            "`ops[0]` of a lt_expr: expected a value operand (with a type neither void, an \
             aggregate nor complex), found a parm_decl",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}
