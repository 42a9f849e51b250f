//! The mutation fuzzers' later findings (on the plugins of c12e4fa to 0426436): va_list
//! and type-generic built-ins, shifts and integer divisions, alignments, type derivations,
//! function addresses, lvalues, target_expr slots, field types, integer signedness, block
//! functions and scalar bases; each internal compiler error refused on a C source of the
//! test's own.

use tree::interop::read;

use super::support::*;

pub(crate) const VARIADIC_C: &str = "int first (int n, ...)\n\
    { __builtin_va_list ap; __builtin_va_start (ap, n);\n\
      int v = __builtin_va_arg (ap, int); __builtin_va_end (ap); return v + n; }\n\
    long double square (long double x) { return x * x; }\n\
    int differ (const char *s) { return __builtin_strcmp (s, \"x\"); }\n";

/// The fuzzers' findings over torture-suite documents on the plugin of c12e4fa, on a
/// source of their own: a va_arg_expr of void type, and one reading an int parameter
/// instead of a va_list (gimplify_va_arg_expr's assertion at -O0 and -O2 on both; the
/// fuzzer's documents had turned a decl_expr into the va_arg_expr), a right shift of long
/// doubles (expand_shift_1's assertion at -O0 and -Os), and a call of strcmp's arguments
/// redirected to __builtin_islessgreater, which C only calls with real or integer
/// arguments (fold_convert_loc segfaulted at -O0); on the plugin of e5d8c91, va_start's
/// va_list converted to an int (expand_expr segfaulted at -O0).
pub(crate) fn va_args_shifts_and_generic_builtins_c_never_makes_are_refused() {
    let Some((importer, text, _)) = compiling_source("variadic.c", VARIADIC_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let va_arg = first_node(&doc, |n| n.code == "va_arg_expr");
    let void = first_node(&doc, |n| n.code == "void_type");
    let n = declaration_named(&doc, "n");
    let product = first_node(&doc, |n| n.code == "mult_expr");
    let callee = first_node(&doc, |n| {
        n.code == "addr_expr" && n.ops[0] == Some(declaration_named(&doc, "__builtin_strcmp"))
    });
    let islessgreater = declaration_named(&doc, "__builtin_islessgreater");
    let start = node_of(&doc, call_to(&doc, "__builtin_va_start")).and_then(|c| c.ops[2]);
    let start = start.expect("va_start has a first argument");
    let int = node_of(&doc, n).and_then(|p| p.ty);
    let cases: [(String, &str); 5] = [
        (
            rewritten(&text, |d| node_mut(d, va_arg).ty = Some(void)),
            "`type`: a va_arg_expr's type must be a complete type other than void, found a \
             void_type",
        ),
        (
            rewritten(&text, |d| node_mut(d, va_arg).ops[0] = Some(n)),
            "`ops[0]` of a va_arg_expr: expected a value of the target's va_list type, or a \
             pointer to one, found a parm_decl",
        ),
        (
            rewritten(&text, |d| node_mut(d, product).code = "rshift_expr".into()),
            "`ops[0]` of a rshift_expr: expected a value of integral type or a vector of \
             integers, found a parm_decl",
        ),
        (
            rewritten(&text, |d| node_mut(d, callee).ops[0] = Some(islessgreater)),
            "`ops[2]` of a call_expr: argument 1 of __builtin_islessgreater must be a value of \
             a real floating-point or integer type, one of the two real",
        ),
        (
            rewritten(&text, |d| node_mut(d, start).ty = int),
            "`ops[2]` of a call_expr: argument 1 of __builtin_va_start must be a value of the \
             target's va_list type, or a pointer to one",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

pub(crate) const ALIGNED_C: &str = "int get (int *p) { return *p; }\n\
    void *none (void) { return 0; }\n\
    int use (void) { int x = 1; return get (&x); }\n";

/// The fuzzers' findings over torture-suite documents on the plugin of e5d8c91, on a
/// source of their own: a variable of DECL_ALIGN 2 (add_stack_var's assertion at -O2; a
/// static one of DECL_ALIGN 1 stopped dr_analyze_innermost), a function type returning
/// itself (a segmentation fault at -Os -g), and a call of `get` redirected to `none`,
/// which returns a pointer, through an address still typed as `get`'s (expand_call
/// segfaulted at -O1). On the plugin of 8d606f0: a function declaration typed as an
/// integer (early debug information segfaulted at -O3 -g on an external built-in's).
pub(crate) fn alignments_derivations_and_addresses_c_never_makes_are_refused() {
    let Some((importer, text, _)) = compiling_source("aligned.c", ALIGNED_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let x = declaration_named(&doc, "x");
    let get = declaration_named(&doc, "get");
    let get_type = node_of(&doc, get)
        .and_then(|n| n.ty)
        .expect("get has a type");
    let callee = first_node(&doc, |n| n.code == "addr_expr" && n.ops[0] == Some(get));
    let none = declaration_named(&doc, "none");
    let int = node_of(&doc, x).and_then(|n| n.ty).expect("x has a type");
    let cases: [(String, &str); 4] = [
        (
            rewritten(&text, |d| {
                node_mut(d, x).nums.insert("DECL_ALIGN".into(), 2);
            }),
            "`DECL_ALIGN`: a variable's, parameter's, result's or function's alignment is at \
             least a byte (8)",
        ),
        (
            rewritten(&text, |d| node_mut(d, get_type).ty = Some(get_type)),
            "`type`: the types a type derives from (TREE_TYPE of pointers, arrays, functions, \
             vectors, …) end, a function returns neither a function nor an array, an array's \
             elements are not functions",
        ),
        (
            rewritten(&text, |d| node_mut(d, callee).ops[0] = Some(none)),
            "`type`: an addr_expr's type must be a pointer to a function type whose result is \
             the function's (its kind and mode), found a pointer_type",
        ),
        (
            rewritten(&text, |d| node_mut(d, none).ty = Some(int)),
            "`type`: a function's type must be a function or method type",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

pub(crate) const DIVISIONS_C: &str = "float fma (float a, float b) { return a * b + a; }\n\
    void store (int *p, int i, int v) { p[i + 1] = v; }\n\
    int second (void) { int a[2] = {1, 2}; return a[1]; }\n\
    struct s { int f; };\n\
    void set (struct s *q) { q->f = 1; }\n\
    long wide (struct s *q) { return q->f; }\n";

/// The fuzzer's findings over torture-suite documents on the plugin of ab72589, on a
/// source of their own: a trunc_div_expr of floats (expmed_mode_index's unreachable at
/// -O2: C divides floats with rdiv_expr), a view_convert_expr of a pointer sum as an
/// assignment's left side (the gimplifier found no lvalue and asserted), and an int
/// target_expr whose slot is an array (a segmentation fault at -O2). An assignment to a
/// field of nothing is left to the component_ref's own check, which names what is
/// missing (the lvalue walk of 4945a10 read through the null operand: the plugin itself
/// segfaulted). On the plugin of 8d606f0: a component_ref typed otherwise than its field
/// (a `char *` read of a union's float member: FRE's elimination asserted at -O1).
pub(crate) fn divisions_lvalues_slots_and_fields_c_never_makes_are_refused() {
    let Some((importer, text, _)) = compiling_source("divisions.c", DIVISIONS_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let sum = first_node(&doc, |n| n.code == "plus_expr");
    let store = first_node(&doc, |n| n.code == "indirect_ref");
    let element = first_node(&doc, |n| n.code == "array_ref");
    let field = first_node(&doc, |n| n.code == "component_ref");
    // The field read in `wide`, converted to long: a pointer passes the conversion.
    let read_field = *ids_of(&doc, "component_ref")
        .last()
        .expect("wide reads a field");
    let pointer = first_node(&doc, |n| n.code == "pointer_type");
    let cases: [(String, &str); 5] = [
        (
            rewritten(&text, |d| node_mut(d, sum).code = "trunc_div_expr".into()),
            "`ops[0]` of a trunc_div_expr: expected a value of integral type, or a vector or \
             complex of integers, found a mult_expr",
        ),
        (
            rewritten(&text, |d| {
                node_mut(d, store).code = "view_convert_expr".into()
            }),
            "`ops[0]` of a modify_expr: expected an lvalue (a variable, parameter, result, \
             dereference, string or compound literal, a part of one or an array element, \
             with a type), found a view_convert_expr",
        ),
        (
            rewritten(&text, |d| node_mut(d, element).code = "target_expr".into()),
            "`type`: a target_expr's type must be a type of operand 0's kind and mode, found an \
             integer_type",
        ),
        (
            rewritten(&text, |d| node_mut(d, field).ops[0] = None),
            "`ops[0]` of a component_ref: expected a value of structure or union type, found \
             nothing",
        ),
        (
            rewritten(&text, |d| node_mut(d, read_field).ty = Some(pointer)),
            "`type`: a component_ref's type must be its field's type (qualifiers aside), found \
             a pointer_type",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

pub(crate) const BITS_C: &str = "struct b { int f : 3; };\n\
    int get_f (struct b *s) { return s->f; }\n\
    int sum (int a, unsigned u) { return a + (int) u; }\n\
    int deref (int *p) { return *p; }\n\
    int outer (void) { extern int helper (void); return helper (); }\n";

/// The fuzzer's findings over torture-suite documents on the plugin of 0426436, on a
/// source of their own: an int plus_expr of an unsigned operand, typed so or given it
/// directly (FRE's elimination asserted at -Os -g: GIMPLE takes two integer values as one
/// only at one precision and signedness), a function listed among its own body's block
/// variables (early debug information recursed until cc1's stack overflowed at -Os -g),
/// and an integer type whose TREE_TYPE is a pointer (dwarf2out's base_type_die asserted
/// at -O2 -g: it reads an integral type's TREE_TYPE as a subrange's base).
pub(crate) fn integer_bits_block_functions_and_scalar_bases_c_never_makes_are_refused() {
    let Some((importer, text, _)) = compiling_source("bits.c", BITS_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let sum = first_node(&doc, |n| n.code == "plus_expr");
    let u = declaration_named(&doc, "u");
    let unsigned = node_of(&doc, u).and_then(|n| n.ty).expect("u has a type");
    let helper = declaration_named(&doc, "helper");
    let outer = declaration_named(&doc, "outer");
    let block = first_node(&doc, |n| {
        n.code == "block" && n.refs.get("BLOCK_VARS") == Some(&Some(helper))
    });
    let f = declaration_named(&doc, "f");
    let narrow = node_of(&doc, f).and_then(|n| n.ty).expect("f has a type");
    let pointer = first_node(&doc, |n| n.code == "pointer_type");
    let cases: [(String, &str); 4] = [
        (
            rewritten(&text, |d| node_mut(d, sum).ty = Some(unsigned)),
            "`type`: a plus_expr's type must be a type of operand 0's precision and \
             signedness, found an integer_type",
        ),
        (
            rewritten(&text, |d| node_mut(d, sum).ops[1] = Some(u)),
            "`ops[1]` of a plus_expr: expected a value of operand 0's precision and signedness",
        ),
        (
            rewritten(&text, |d| {
                node_mut(d, block)
                    .refs
                    .insert("BLOCK_VARS".into(), Some(outer));
            }),
            "`refs.BLOCK_VARS`: a function among a block's variables is declared in the \
             function the block belongs to (its DECL_CONTEXT)",
        ),
        (
            rewritten(&text, |d| node_mut(d, narrow).ty = Some(pointer)),
            "`type`: an integral type's TREE_TYPE, if any, is an integral type (the base of a \
             subrange); a floating-point or fixed-point type has none",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}
