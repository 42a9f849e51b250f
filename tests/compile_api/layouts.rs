//! Constructors element by element, field layouts, statements and references, sizes,
//! bounds and conversions as expansion and varasm read them: each rule's refusal on a C
//! source's own document.

use tree::interop::format::{Document, Record};
use tree::interop::read;

use super::support::*;

pub(crate) const CONSTRUCTORS_C: &str = "struct in { int a : 3; unsigned b : 5; };\n\
    struct s { int a; int *p; struct in n; };\n\
    static int x;\n\
    struct s v = { 1, &x, { 2, 3 } };\n\
    int arr[3] = { 1, 2, 3 };\n\
    char text[4] = \"ab\";\n\
    int get (void) { return v.a + *v.p + v.n.a + arr[1] + text[1]; }\n";

/// TYPE_SIZE of `int` in `doc`.
pub(crate) fn int_bits(doc: &Document) -> Option<u32> {
    let int = first_node(doc, |n| n.global.as_deref() == Some("integer_type_node"));
    node_of(doc, int).and_then(|n| n.refs.get("TYPE_SIZE").copied().flatten())
}

/// The constructors of `doc` whose type has code `type_code`, with their element counts.
pub(crate) fn constructors_of(doc: &Document, type_code: &str) -> Vec<(u32, usize)> {
    doc.records
        .iter()
        .filter_map(|(_, r)| match r {
            Record::Node(n) if n.code == "constructor" => {
                let ty = node_of(doc, n.ty?)?;
                (ty.code == type_code).then_some((n.id, n.ctor.len()))
            }
            _ => None,
        })
        .collect()
}

/// Constructors as varasm lays them out and the gimplifier reads them, found by hand
/// after the fuzzer's first constructor crash. Internal compiler errors before: a
/// structure's elements out of field order and an array's out of index order (varasm's
/// "must not go backwards" assertion), an array element indexed by a field, an array's
/// constructor given a structure's type, a constructor containing itself (cc1 recursed
/// until its stack overflowed). Compiled to data of another size before: an
/// element past the array's end, an int array initialized from a string, an array type or
/// a variable smaller than its elements (found by hand). Also refused: a field given an
/// array. A bit-field without DECL_BIT_FIELD (found by `import_compile`:
/// varasm asserted in output_constructor_bitfield), or past its record's end (found by
/// hand: store_bit_field recursed until cc1's stack overflowed). A structure's element
/// without an index (found by the hand-run fuzzer: gimplify_init_ctor_eval's assertion).
pub(crate) fn constructors_are_checked_element_by_element() {
    let Some((importer, text, asm)) = compiling_source("constructors.c", CONSTRUCTORS_C) else {
        return;
    };
    assert!(asm.contains(".quad\tx"), "{asm}");
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let (outer, _) = *constructors_of(&doc, "record_type")
        .iter()
        .find(|(_, n)| *n == 3)
        .expect("v's constructor");
    let (array, _) = constructors_of(&doc, "array_type")[0];
    let record_type = node_of(&doc, outer).unwrap().ty;
    let a_field = node_of(&doc, outer).unwrap().ctor[0].0;
    let out_of_order = "constructor element is indexed by one of its fields, after the last \
        element's in TYPE_FIELDS order";
    let array_index = "an array's constructor element is indexed by an integer_cst or a \
        range_expr of two, above the last element's and within the array's domain";
    let wrong_value = "a constructor element's value must be of its field's or element's kind";
    let is_bit_field =
        |n: &tree::interop::format::NodeRecord| n.flags.iter().any(|f| f == "DECL_BIT_FIELD");
    let cases = [
        (
            rewritten(&text, |d| node_mut(d, outer).ctor.reverse()),
            out_of_order,
        ),
        // The gimplifier asserts that an automatic object's elements have indices.
        (
            rewritten(&text, |d| node_mut(d, outer).ctor[0].0 = None),
            out_of_order,
        ),
        (
            rewritten(&text, |d| node_mut(d, array).ctor.reverse()),
            array_index,
        ),
        (
            rewritten(&text, |d| node_mut(d, array).ctor[1].0 = a_field),
            array_index,
        ),
        (
            rewritten(&text, |d| {
                let last = node_mut(d, array).ctor[2].1;
                node_mut(d, array).ctor.push((None, last));
            }),
            array_index,
        ),
        (
            rewritten(&text, |d| node_mut(d, array).ty = record_type),
            out_of_order,
        ),
        (
            rewritten(&text, |d| node_mut(d, outer).ctor[0].1 = Some(array)),
            wrong_value,
        ),
        // Containing itself, a structure's constructor is a field of another type.
        (
            rewritten(&text, |d| node_mut(d, outer).ctor[2].1 = Some(outer)),
            wrong_value,
        ),
        (
            rewritten(&text, |d| {
                let bit_field = first_node(d, is_bit_field);
                node_mut(d, bit_field)
                    .flags
                    .retain(|f| f != "DECL_BIT_FIELD");
            }),
            "`flags`: a field that is not a bit-field (DECL_BIT_FIELD) has whole bytes at a \
             byte position",
        ),
        (
            rewritten(&text, |d| {
                let bit_field = first_node(d, is_bit_field);
                let past_the_end = first_node(d, |n| n.value.as_deref() == Some("96"));
                let refs = &mut node_mut(d, bit_field).refs;
                refs.insert("DECL_FIELD_BIT_OFFSET".into(), Some(past_the_end));
            }),
            "`refs.DECL_FIELD_OFFSET`: a field ends within its record or union",
        ),
        (
            rewritten(&text, |d| {
                let string = first_node(d, |n| n.code == "string_cst");
                let arr = first_node(d, |n| n.refs.get("DECL_INITIAL") == Some(&Some(array)));
                node_mut(d, arr)
                    .refs
                    .insert("DECL_INITIAL".into(), Some(string));
            }),
            "`refs.DECL_INITIAL`: a variable's DECL_INITIAL must be of the variable's kind and \
             mode (an array's elements too",
        ),
        (
            rewritten(&text, |d| {
                let array_type = node_of(d, array).and_then(|n| n.ty).expect("a type");
                let int_size = int_bits(d);
                node_mut(d, array_type)
                    .refs
                    .insert("TYPE_SIZE".into(), int_size);
            }),
            "`refs.TYPE_SIZE`: an array's domain starts at a constant of 0 or more, and its size \
             is its element's times its domain's length",
        ),
        (
            rewritten(&text, |d| {
                let arr = first_node(d, |n| n.refs.get("DECL_INITIAL") == Some(&Some(array)));
                let int_size = int_bits(d);
                node_mut(d, arr).refs.insert("DECL_SIZE".into(), int_size);
            }),
            "`refs.DECL_SIZE`: a variable's DECL_SIZE is its DECL_SIZE_UNIT in bits, and at \
             least its type's TYPE_SIZE",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

pub(crate) const LAYOUT_C: &str = "struct in { int a : 3; unsigned b : 5; };\n\
    struct s { int a; int *p; struct in n; };\n\
    int arr[3];\n\
    typedef int count;\n\
    int f (int i) {\n\
      int local = i;\n\
      count c = i;\n\
      struct s l = { 1, &local, { 2, 3 } };\n\
      while (c > 10) c--;\n\
      return l.n.a + arr[i & 1] + local + c;\n\
    }\n";

/// Rules from internal compiler errors a mutation fuzzer found, run by hand over exported
/// C documents (a size of another kind: size_binop's assertion; a field placed before the
/// field it follows: varasm's; an automatic variable marked public: ctor_for_folding's; a
/// value typed as a flexible array's domain: irange::set_varying; a variable whose type's
/// lower bound is that variable: ccp's segmentation fault at -O2; an identifier among a
/// function's statements and a typed statement list: the gimplifier's; a component_ref's
/// offset and an array_ref's lower bound: the gimplifier's and fold's; a bit-field whose
/// representative is no field and a field whose size in bytes is no constant:
/// tree_to_uhwi's). The cases are this source's instances of each rule, not the fuzzer's
/// documents; they include an array_ref's element size and a field's bit offset.
pub(crate) fn layouts_statements_and_references_are_checked() {
    let Some((importer, text, _)) = compiling_source("layout.c", LAYOUT_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let arr = declaration_named(&doc, "arr");
    let arr_type = node_of(&doc, arr).and_then(|n| n.ty).expect("arr's type");
    let body = first_node(&doc, |n| n.code == "statement_list");
    let int = node_of(&doc, declaration_named(&doc, "local")).and_then(|n| n.ty);
    // The first array_ref with its operand `k` (the lower bound or the element size) set
    // to its index.
    let array_ref_given = |k: usize| {
        rewritten(&text, |d| {
            let element = first_node(d, |n| n.code == "array_ref");
            let index = node_of(d, element).unwrap().ops[1];
            node_mut(d, element).ops[k] = index;
        })
    };
    let cases: [(String, &str); 12] = [
        (
            rewritten(&text, |d| {
                let bits = node_of(d, arr_type).unwrap().refs["TYPE_SIZE"];
                node_mut(d, arr_type)
                    .refs
                    .insert("TYPE_SIZE_UNIT".into(), bits);
            }),
            "`refs.TYPE_SIZE`: sizes in bytes and byte offsets are of sizetype's precision",
        ),
        (
            rewritten(&text, |d| {
                // `l`'s initializer: the fields a and p of struct s, in order.
                let outer = first_node(d, |n| n.code == "constructor" && n.ctor.len() == 3);
                let elements = &node_of(d, outer).unwrap().ctor;
                let (a, p) = (elements[0].0.unwrap(), elements[1].0.unwrap());
                let bit = node_of(d, p).unwrap().refs["DECL_FIELD_BIT_OFFSET"];
                node_mut(d, a)
                    .refs
                    .insert("DECL_FIELD_BIT_OFFSET".into(), bit);
            }),
            "constructor element is indexed by one of its fields, after the last element's in \
             TYPE_FIELDS order and place",
        ),
        (
            rewritten(&text, |d| {
                let local = declaration_named(d, "local");
                node_mut(d, local).flags.push("public_flag".into());
            }),
            "`flags`: an automatic variable (neither static_flag nor DECL_EXTERNAL) is not \
             public_flag",
        ),
        (
            rewritten(&text, |d| {
                let domain = node_of(d, arr_type).unwrap().refs["TYPE_DOMAIN"].unwrap();
                node_mut(d, domain).refs.remove("TYPE_MAX_VALUE");
                let local = declaration_named(d, "local");
                node_mut(d, local).ty = Some(domain);
            }),
            "`type`: an integer type whose TYPE_MIN_VALUE and TYPE_MAX_VALUE are not both \
             constants (an array's domain) is no value's type",
        ),
        (
            rewritten(&text, |d| {
                // `c`'s type, the variant `count` of int, bounded below by `c` itself.
                let c = declaration_named(d, "c");
                let count = node_of(d, c).unwrap().ty.unwrap();
                node_mut(d, count)
                    .refs
                    .insert("TYPE_MIN_VALUE".into(), Some(c));
            }),
            "`type`: an integer type whose TYPE_MIN_VALUE and TYPE_MAX_VALUE are not both \
             constants (an array's domain) is no value's type",
        ),
        (
            rewritten(&text, |d| {
                let ident = first_node(d, |n| n.code == "identifier_node");
                node_mut(d, body).elts[0] = Some(ident);
            }),
            "`elts`: a statement list holds statements and expressions, found an \
             identifier_node",
        ),
        (
            rewritten(&text, |d| node_mut(d, body).ty = int),
            "`type`: a statement_list with a type must yield a value of its kind",
        ),
        (
            rewritten(&text, |d| {
                let component = first_node(d, |n| n.code == "component_ref");
                node_mut(d, component).ops[2] = Some(arr);
            }),
            "`ops[2]` of a component_ref: expected nothing (the C front end leaves it unset)",
        ),
        (
            array_ref_given(2),
            "`ops[2]` of an array_ref: expected nothing (the C front end leaves it unset)",
        ),
        (
            rewritten(&text, |d| {
                let bit_field = first_node(d, |n| {
                    n.code == "field_decl" && n.refs.contains_key("DECL_QUALIFIER")
                });
                let refs = &mut node_mut(d, bit_field).refs;
                refs.insert("DECL_QUALIFIER".into(), Some(arr));
            }),
            "`refs.DECL_QUALIFIER`: a bit-field's representative is a field of its record",
        ),
        (
            array_ref_given(3),
            "`ops[3]` of an array_ref: expected nothing (the C front end leaves it unset)",
        ),
        (
            rewritten(&text, |d| {
                let p = declaration_named(d, "p");
                let i = declaration_named(d, "i");
                let refs = &mut node_mut(d, p).refs;
                refs.insert("DECL_FIELD_BIT_OFFSET".into(), Some(i));
            }),
            "`refs.DECL_FIELD_OFFSET`: a field's DECL_FIELD_BIT_OFFSET is a constant",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

/// Rules from internal compiler errors the hand-run mutation fuzzer found (session 11),
/// each case this source's instance of one: a conversion of an array to an integer
/// (convert_move's assertion); an array's domain that is a pointer type, and a domain
/// whose TYPE_MIN_VALUE is a statement (segmentation faults) or of bitsizetype
/// (fold_binary's assertion); a variable with DECL_SIZE and no DECL_SIZE_UNIT and a
/// bit-field wider than its type's precision (segmentation faults); a variable-length
/// array whose size reads the array, and one used before its decl_expr (make_decl_rtl's
/// assertion); a static variable without a name and a pointer type whose main variant is
/// another type (segmentation faults), a parameter passed as void (int_mode_for_mode's
/// assertion) or without DECL_ARG_TYPE (found by `import_compile`:
/// adjust_one_expanded_partition_var's).
pub(crate) fn sizes_bounds_and_conversions_are_checked() {
    let Some((importer, text, doc)) = sizes_document() else {
        return;
    };
    let Array {
        arr,
        arr_type,
        domain,
    } = Array::named(&doc, "arr");
    let vla = declaration_named(&doc, "vla");
    let (field_a, field_b) = (declaration_named(&doc, "a"), declaration_named(&doc, "b"));
    let ref_of = |id: u32, key: &str| node_of(&doc, id).unwrap().refs[key];
    // The first array_ref of vla, and the statement assigning to it.
    let vla_element = first_node(&doc, |n| n.code == "array_ref" && n.ops[0] == Some(vla));
    let assignment = first_node(&doc, |n| {
        n.code == "modify_expr" && n.ops[0] == Some(vla_element)
    });
    let cases: [(String, &str); 12] = [
        (
            rewritten(&text, |d| {
                let w = declaration_named(d, "w");
                let init = node_of(d, w).unwrap().refs["DECL_INITIAL"].unwrap();
                node_mut(d, init).ops[0] = Some(arr);
            }),
            "`ops[0]` of a nop_expr: expected a value with a type (void only when converted \
             to void, a scalar when converted to a scalar, floating-point or complex exactly \
             when the result is: other conversions are float_expr, fix_trunc_expr or \
             complex_expr), found a var_decl",
        ),
        (
            rewritten(&text, |d| {
                let pointer = first_node(d, |n| n.code == "pointer_type");
                node_mut(d, arr_type)
                    .refs
                    .insert("TYPE_DOMAIN".into(), Some(pointer));
            }),
            "`refs.TYPE_DOMAIN`: expected an integral type, found a pointer_type",
        ),
        (
            rewritten(&text, |d| {
                let statement = first_node(d, |n| n.code == "decl_expr");
                node_mut(d, domain)
                    .refs
                    .insert("TYPE_MIN_VALUE".into(), Some(statement));
            }),
            "`refs.TYPE_MIN_VALUE`: expected an integer_cst, an expression (no statement) or \
             a variable, found a decl_expr",
        ),
        (
            rewritten(&text, |d| {
                // Zero as bitsizetype: the array's size stays its elements'.
                let zero_bits = ref_of(field_a, "DECL_FIELD_BIT_OFFSET");
                node_mut(d, domain)
                    .refs
                    .insert("TYPE_MIN_VALUE".into(), zero_bits);
            }),
            "`refs.TYPE_MIN_VALUE`: an integral type's bounds (TYPE_MIN_VALUE, \
             TYPE_MAX_VALUE) are integers of its precision",
        ),
        (
            rewritten(&text, |d| {
                node_mut(d, arr).refs.remove("DECL_SIZE_UNIT");
            }),
            "`refs.DECL_SIZE`: a declaration has both DECL_SIZE and DECL_SIZE_UNIT, or neither",
        ),
        (
            rewritten(&text, |d| {
                let five = ref_of(field_b, "DECL_SIZE");
                node_mut(d, field_a).refs.insert("DECL_SIZE".into(), five);
            }),
            "`refs.DECL_SIZE`: a bit-field's DECL_SIZE is at most its type's precision",
        ),
        (
            rewritten(&text, |d| {
                // DECL_SIZE_UNIT is (sizetype) SAVE_EXPR <n> * 4: read vla[i & 1] instead.
                let unit = ref_of(vla, "DECL_SIZE_UNIT").unwrap();
                let count = node_of(d, unit).unwrap().ops[0].unwrap();
                node_mut(d, count).ops[0] = Some(vla_element);
            }),
            "`refs.DECL_SIZE`: a variable's size (its DECL_SIZE and DECL_SIZE_UNIT, its \
             type's sizes and bounds) does not use the variable itself",
        ),
        (
            rewritten(&text, |d| {
                // The body's first statement evaluates vla's bound: assign to vla there.
                let body = first_node(d, |n| n.code == "statement_list");
                node_mut(d, body).elts[0] = Some(assignment);
            }),
            "a variable-length local variable used before its decl_expr",
        ),
        (
            rewritten(&text, |d| {
                let int = first_node(d, |n| n.global.as_deref() == Some("integer_type_node"));
                let refs = &mut node_mut(d, arr_type).refs;
                refs.insert("TYPE_MAIN_VARIANT".into(), Some(int));
            }),
            "`refs.TYPE_MAIN_VARIANT`: a type's main variant is a type of its code and mode, \
             its own main variant",
        ),
        (
            rewritten(&text, |d| {
                let void = first_node(d, |n| n.global.as_deref() == Some("void_type_node"));
                let n = declaration_named(d, "n");
                node_mut(d, n)
                    .refs
                    .insert("DECL_ARG_TYPE".into(), Some(void));
            }),
            "`refs.DECL_ARG_TYPE`: a parameter is passed as neither void nor a function;",
        ),
        (
            rewritten(&text, |d| {
                let n = declaration_named(d, "n");
                node_mut(d, n).refs.remove("DECL_ARG_TYPE");
            }),
            "`refs.DECL_ARG_TYPE`: a parameter has DECL_ARG_TYPE, the type it is passed as",
        ),
        (
            rewritten(&text, |d| {
                node_mut(d, arr).refs.remove("DECL_NAME");
            }),
            "`refs.DECL_NAME`: a function or a variable of static storage has DECL_NAME or \
             DECL_ASSEMBLER_NAME",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}
