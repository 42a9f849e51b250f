//! Declarations, types, links, scopes, contexts and placements as GCC's middle end reads
//! them, and a static initializer checked after its operands: each rule's refusal on a C
//! source's own document.

use tree::interop::format::{Document, Record};
use tree::interop::read;

use super::support::*;
use crate::plugin;

/// Declarations, types and links the middle end walks or takes at their word: a chain or
/// a context that comes back to itself (GCC walks both to their end), a pointer type in a
/// mode of another size (found by mutating a vector type's mode: expansion stopped in
/// convert_move), a variable whose initializer is a type, whose mode is not its type's,
/// whose type is void, whose size is a type, whose origin is no declaration; a context
/// that is a statement list; a call of something that is no function pointer; a type or a
/// variable in a mode whose size is not a constant (found by `import_compile`: a variable
/// whose DECL_SIZE_UNIT was a parm_decl stopped cc1 in the walloca pass); a function body's
/// bind_expr given a type while its body ends in a return (found by `import_compile`: cc1
/// stopped in gimplify_expr).
pub(crate) fn declarations_types_and_links_are_checked() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(text) = probe_through_the_arena("returns.c", "-O0") else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let void = doc
        .records
        .iter()
        .find_map(|(_, r)| match r {
            Record::Node(n) if n.global.as_deref() == Some("void_type_node") => Some(n.id),
            _ => None,
        })
        .expect("void");
    let statements = ids_of(&doc, "statement_list")[0];
    let parm = ids_of(&doc, "parm_decl")[0];
    let cases = [
        (
            edited(&text, "parm_decl", |n, _| n.chain = Some(n.id)),
            "this node's `chain` comes back to itself",
        ),
        (
            edited(&text, "function_decl", |n, _| {
                n.refs.insert("DECL_CONTEXT".into(), Some(n.id));
            }),
            "comes back to itself",
        ),
        (
            edited(&text, "pointer_type", |n, _| n.mode = Some("SI".into())),
            "`mode`: a mode whose size differs from TYPE_SIZE",
        ),
        (
            edited(&text, "var_decl", |n, int| {
                n.refs.insert("DECL_INITIAL".into(), Some(int));
            }),
            "`refs.DECL_INITIAL`: a variable's DECL_INITIAL must be a value with a type",
        ),
        (
            edited(&text, "var_decl", |n, _| n.mode = Some("DI".into())),
            "`mode`: a variable's or field's mode must be its type's",
        ),
        (
            edited(&text, "var_decl", |n, _| n.ty = Some(void)),
            "`type`: an object's type must be neither void nor a function type",
        ),
        (
            edited(&text, "var_decl", |n, int| {
                n.refs.insert("DECL_SIZE".into(), Some(int));
            }),
            "`refs.DECL_SIZE`: expected an integer_cst, an expression (no statement) or a \
             variable, found an integer_type",
        ),
        (
            edited(&text, "var_decl", |n, int| {
                n.refs.insert("DECL_ABSTRACT_ORIGIN".into(), Some(int));
            }),
            "`refs.DECL_ABSTRACT_ORIGIN`: expected a declaration",
        ),
        (
            edited(&text, "parm_decl", |n, _| {
                n.refs.insert("DECL_CONTEXT".into(), Some(statements));
            }),
            "`refs.DECL_CONTEXT`: expected a declaration, type or block",
        ),
        (
            edited(&text, "call_expr", |n, _| n.ops[0] = Some(parm)),
            "`ops[0]` of a call_expr: expected a pointer to a function",
        ),
        (
            edited(&text, "pointer_type", |n, _| {
                n.refs.insert("TYPE_SIZE_UNIT".into(), Some(parm));
            }),
            "`mode`: a type in a mode (not BLK) has constant sizes, TYPE_SIZE and \
             TYPE_SIZE_UNIT, of the mode's size",
        ),
        (
            edited(&text, "var_decl", |n, _| {
                n.refs.insert("DECL_SIZE_UNIT".into(), Some(parm));
            }),
            "`refs.DECL_SIZE`: a variable in a mode (not BLK) has constant sizes, \
             DECL_SIZE and DECL_SIZE_UNIT",
        ),
        (
            rewritten(&text, |doc| {
                let id = bind_ending_in_a_return(doc);
                let parm_type = node_of(doc, parm).expect("the parameter").ty;
                node_mut(doc, id).ty = parm_type;
            }),
            "`type`: a bind_expr with a type must yield a value of its kind (its body's \
             last statement), or nothing",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

/// A bind_expr of `doc` whose body is a return, or a statement list ending in one.
pub(crate) fn bind_ending_in_a_return(doc: &Document) -> u32 {
    doc.records
        .iter()
        .find_map(|(_, r)| match r {
            Record::Node(n) if n.code == "bind_expr" => {
                let body = node_of(doc, n.ops.get(1).copied().flatten()?)?;
                let last = match body.code.as_str() {
                    "statement_list" => node_of(doc, body.elts.last().copied().flatten()?)?,
                    _ => body,
                };
                (last.code == "return_expr").then_some(n.id)
            }
            _ => None,
        })
        .expect("a function body ending in a return")
}

pub(crate) const SCOPES_C: &str = "struct s { int a; int b[4]; };\n\
    struct t { int c; };\n\
    int sw (int x, struct s *p, struct t *q) {\n\
      switch (x) { case 1: return p->a; case 2: return q->c; default: break; }\n\
      if (x > 3) goto out;\n\
      { int y = p->b[x & 3]; x = y; }\n\
     out:\n\
      return x;\n\
    }\n\
    int other (int y) { goto done; done: return y; }\n";

/// Per node and per body (gcc-plugin/import-bodies.cc): a field of another structure, a
/// subscript of a non-array, a variable no bind_expr declares, a parameter of another
/// function, a case label outside its switch, a goto to another function's label.
pub(crate) fn scopes_and_references_gcc_relies_on_are_checked() {
    let Some((importer, text, _)) = compiling_source("scopes.c", SCOPES_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let fields = ids_of(&doc, "field_decl");
    let parms = ids_of(&doc, "parm_decl");
    let labels = ids_of(&doc, "label_decl");
    let switch = ids_of(&doc, "switch_expr")[0];
    let other_label = *labels.last().unwrap();
    // The parameter of `other`: its function's DECL_ARGUMENTS.
    let named_other = doc
        .records
        .iter()
        .find_map(|(_, r)| match r {
            Record::Node(n) if n.name.as_deref() == Some("other") => Some(n.id),
            _ => None,
        })
        .expect("the identifier other");
    let other_y = doc
        .records
        .iter()
        .find_map(|(_, r)| match r {
            Record::Node(n) if n.refs.get("DECL_NAME") == Some(&Some(named_other)) => {
                n.refs.get("DECL_ARGUMENTS").copied().flatten()
            }
            _ => None,
        })
        .expect("other's parameter");
    let cases = [
        (
            edited(&text, "component_ref", |n, _| {
                n.ops[1] = Some(*fields.last().unwrap())
            }),
            "`ops[1]` of a component_ref: expected a typed field of operand 0's structure",
        ),
        (
            edited(&text, "array_ref", |n, _| n.ops[0] = Some(parms[0])),
            "`ops[0]` of an array_ref: expected a value of array type",
        ),
        (
            // `{ int y = ...; x = y; }` without its variables.
            rewritten(&text, |doc| {
                let y = ids_of(doc, "var_decl")[0];
                let bind = ids_of(doc, "bind_expr")
                    .into_iter()
                    .find(|&b| node_mut(doc, b).ops[0] == Some(y))
                    .expect("the bind_expr declaring y");
                node_mut(doc, bind).ops[0] = None;
            }),
            "a local variable used where no bind_expr declares it",
        ),
        (
            // `x = y` made `y = y` with the `y` of `other`.
            rewritten(&text, |doc| {
                let assign = ids_of(doc, "modify_expr")
                    .into_iter()
                    .find(|&m| node_mut(doc, m).ops[0] == Some(parms[0]))
                    .expect("x = y");
                node_mut(doc, assign).ops[0] = Some(other_y);
            }),
            "a local parm_decl of another function (its DECL_CONTEXT)",
        ),
        (
            // The switch replaced by its body: its case labels stand outside any switch.
            rewritten(&text, |doc| {
                let body = node_mut(doc, switch).ops[1].expect("a switch body");
                for (_, r) in doc.records.iter_mut() {
                    if let Record::Node(n) = r {
                        for e in n.elts.iter_mut().filter(|e| **e == Some(switch)) {
                            *e = Some(body);
                        }
                    }
                }
            }),
            "a case_label_expr outside any switch_expr's body",
        ),
        (
            edited(&text, "goto_expr", |n, _| n.ops[0] = Some(other_label)),
            "a label that no label_expr of this function (or of one enclosing it) defines",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

/// A static variable's initializer is checked once its operands are (found by
/// `import_compile`: an address with no operand in a static initializer stopped cc1 in
/// initializer_constant_valid_p, inside the importer's own check): refused at the
/// operand, and the intact initializer still compiles.
pub(crate) fn a_static_initializer_is_checked_after_its_operands() {
    let source = "static int x;\nint *p = &x;\nint get (void) { return *p; }\n";
    let Some((importer, text, asm)) = compiling_source("static_init.c", source) else {
        return;
    };
    assert!(asm.contains(".quad\tx"), "{asm}");
    let broken = edited(&text, "addr_expr", |n, _| n.ops[0] = None);
    assert_refused(
        &importer,
        &broken,
        "`ops[0]` of an addr_expr: expected a value, function or label (of void type only a \
         declaration or a dereference), found nothing",
    );
}

/// More of the hand-run fuzzer's findings, on the same source: a variable whose
/// DECL_CONTEXT is a void type (decl_type_context's assertion), a label_expr standing twice
/// in a statement list (tree-eh's: the label is defined twice once the body is unshared), a
/// type that is its own TYPE_POINTER_TO (wide_int_to_tree's), an array indexed from a
/// negative number and a variable-length array as a field of a structure of constant size
/// (tree_to_uhwi's), a domain with a TYPE_MAX_VALUE and no TYPE_MIN_VALUE (a segmentation
/// fault); and a member a constant does not have, which the importer used to drop unread.
/// On this source, the plugin of 6ff8898 stopped on the context, the label and (at -O2) the
/// pointer type, and compiled the other four.
pub(crate) fn contexts_placements_and_derived_types_are_checked() {
    let Some((importer, text, doc)) = sizes_document() else {
        return;
    };
    let Array {
        arr,
        arr_type,
        domain,
    } = Array::named(&doc, "arr");
    let vla_type = node_of(&doc, declaration_named(&doc, "vla")).and_then(|n| n.ty);
    let field_a = declaration_named(&doc, "a");
    let cases: [(String, &str); 7] = [
        (
            rewritten(&text, |d| {
                // -1 .. 1: three elements still, as the array's size says.
                let minus_one = first_node(d, |n| n.value.as_deref() == Some("-1"));
                let one = first_node(d, |n| n.global.as_deref() == Some("size_one_node"));
                let refs = &mut node_mut(d, domain).refs;
                refs.insert("TYPE_MIN_VALUE".into(), Some(minus_one));
                refs.insert("TYPE_MAX_VALUE".into(), Some(one));
            }),
            "`refs.TYPE_SIZE`: an array's domain starts at a constant of 0 or more",
        ),
        (
            rewritten(&text, |d| node_mut(d, field_a).ty = vla_type),
            "`type`: a field of a structure or union of constant size has a type of constant \
             size, or of none (a flexible array member)",
        ),
        (
            rewritten(&text, |d| {
                // An integer type of the document's own with both bounds: the 5-bit one of
                // the bit-field `b`.
                let b = declaration_named(d, "b");
                let five_bits = node_of(d, b).and_then(|n| n.ty).unwrap();
                node_mut(d, five_bits).refs.remove("TYPE_MIN_VALUE");
            }),
            "TYPE_MAX_VALUE only beside TYPE_MIN_VALUE",
        ),
        (
            rewritten(&text, |d| {
                let void = first_node(d, |n| n.global.as_deref() == Some("void_type_node"));
                node_mut(d, arr)
                    .refs
                    .insert("DECL_CONTEXT".into(), Some(void));
            }),
            "`refs.DECL_CONTEXT`: a variable's or function's context, and those above it \
             through functions, type declarations and blocks, end at a translation unit, \
             namespace, structure or union",
        ),
        (
            rewritten(&text, |d| {
                let label = first_node(d, |n| n.code == "label_expr");
                let list = first_node(d, |n| n.elts.contains(&Some(label)));
                node_mut(d, list).elts.push(Some(label));
            }),
            "a label_expr stands in two places",
        ),
        (
            rewritten(&text, |d| {
                let refs = &mut node_mut(d, arr_type).refs;
                refs.insert("TYPE_POINTER_TO".into(), Some(arr_type));
            }),
            "`refs.TYPE_POINTER_TO`: a type's TYPE_POINTER_TO is a pointer type to it",
        ),
        (
            rewritten(&text, |d| {
                let constant = first_node(d, |n| n.code == "integer_cst" && n.global.is_none());
                node_mut(d, constant).refs.insert("DECL_NAME".into(), None);
            }),
            "`refs` does not belong to an integer_cst",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}
