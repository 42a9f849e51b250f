//! GCC compiles gccint's trees (issue #13): the README function built with the Rust API,
//! compiled through the importer plugin, linked with a C `main` and run; assembly output;
//! documents GCC cannot take refused with positioned errors, never an internal compiler
//! error; and the oracle biting: a corruption of a field the printer never shows makes a
//! round-trip program fail.

#[path = "interop/gcc_run.rs"]
mod gcc_run;
#[path = "common/plugin.rs"]
mod plugin;
#[path = "roundtrip/programs.rs"]
mod programs;

use std::path::{Path, PathBuf};
use std::process::Command;

use gccint::compile::{CompileError, CompileOptions, compile_document, compile_functions};
use programs::{Ending, Plugins, Scratch};
use tree::TreeContext;
use tree::interop::format::{Document, Record};
use tree::interop::{import, read};

fn options(importer: &Path, output: &Path, level: &str) -> CompileOptions {
    CompileOptions {
        plugin: Some(importer.to_path_buf()),
        ..CompileOptions::new(output).arg(level)
    }
}

fn gcc(args: &[&std::ffi::OsStr]) {
    let status = Command::new("gcc").args(args).status().expect("gcc runs");
    assert!(status.success(), "gcc {args:?} failed");
}

fn the_readme_function_runs_from_rust_built_trees() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let scratch = Scratch::new("readme-f");
    let main_c = scratch.0.join("main.c");
    std::fs::write(
        &main_c,
        "extern int f (int);\nint main (void) { return f (20) == 41 ? 0 : 1; }\n",
    )
    .unwrap();
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    for level in ["-O0", "-O2"] {
        let object = scratch.0.join(format!("f{level}.o"));
        compile_functions(&tc, &[f], &options(&importer, &object, level)).unwrap();
        let exe = scratch.0.join(format!("f{level}"));
        gcc(&[
            main_c.as_os_str(),
            object.as_os_str(),
            "-o".as_ref(),
            exe.as_os_str(),
        ]);
        assert_eq!(
            programs::run_program(&exe),
            Some(Ending::Exit(0)),
            "f (20) == 41 at {level}"
        );
    }
}

fn an_output_ending_in_s_is_assembly() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let scratch = Scratch::new("asm");
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    let asm = scratch.0.join("f.s");
    compile_functions(&tc, &[f], &options(&importer, &asm, "-O2")).unwrap();
    let text = std::fs::read_to_string(&asm).unwrap();
    assert!(text.contains("f:") && text.contains(".globl\tf"), "{text}");
}

/// A document of the README function with one line replaced by `patch` (applied to the
/// line's text), so each case is one small, realistic defect.
fn patched(patch: impl Fn(&str) -> Option<String>) -> String {
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    let text = tree::interop::write(&tree::interop::export(&tc, &[f]).unwrap());
    let mut done = false;
    let lines: Vec<String> = text
        .lines()
        .map(|l| match (!done).then(|| patch(l)).flatten() {
            Some(new) => {
                done = true;
                new
            }
            None => l.to_string(),
        })
        .collect();
    assert!(done, "the patch applied to no line");
    lines.join("\n") + "\n"
}

/// Compiles document text through the importer: GCC's stderr on failure.
fn refused(importer: &Path, text: &str) -> String {
    let scratch = Scratch::new("refused");
    let doc = read("bad.jsonl", text).expect("the document reads");
    match compile_document(&doc, &options(importer, &scratch.0.join("x.o"), "-O0")) {
        Err(CompileError::Gcc { stderr, .. }) => stderr,
        other => panic!("expected GCC to refuse the document, got {other:?}"),
    }
}

/// The id in a node record line's `"type":` member.
fn type_member(line: &str) -> &str {
    line.split("\"type\":")
        .nth(1)
        .unwrap()
        .split([',', '}'])
        .next()
        .unwrap()
}

fn documents_gcc_cannot_take_are_refused_with_a_position() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    // An operand of the wrong kind: the multiplication's first operand is the
    // multiplication's type.
    let wrong_kind = patched(|l| {
        l.contains("\"code\":\"mult_expr\"").then(|| {
            let ty = type_member(l);
            let ops = l.find("\"ops\":[").unwrap() + "\"ops\":[".len();
            let end = ops + l[ops..].find(',').unwrap();
            format!("{}{ty}{}", &l[..ops], &l[end..])
        })
    });
    let stderr = refused(&importer, &wrong_kind);
    assert!(
        stderr.contains("`ops[0]` of a mult_expr: expected a value operand")
            && stderr.contains("found an integer_type"),
        "{stderr}"
    );
    // A dangling reference.
    let dangling = patched(|l| {
        l.contains("\"code\":\"plus_expr\"")
            .then(|| l.replacen("\"type\":", "\"type\":99999,\"x\":", 1))
    });
    let doc = read("bad.jsonl", &dangling);
    assert!(doc.is_err(), "the reader refuses an unknown member first");
    let dangling = patched(|l| {
        l.contains("\"code\":\"plus_expr\"").then(|| {
            let ty = type_member(l);
            l.replacen(&format!("\"type\":{ty}"), "\"type\":99999", 1)
        })
    });
    let stderr = refused(&importer, &dangling);
    assert!(
        stderr.contains("node 99999 is not in the document"),
        "{stderr}"
    );
    for stderr in [refused(&importer, &wrong_kind), stderr] {
        assert!(!stderr.contains("internal compiler error"), "{stderr}");
        // file:line:column of the document.
        assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
    }
}

/// A probe of issue #19 exported by gcc (`option` enables its construct) and taken through
/// the arena: the document gccint writes, as text.
fn probe_through_the_arena(file: &str, option: &str) -> Option<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/interop/probes")
        .join(file);
    let out = plugin::export_file("gcc", &path, &["-O0", "-w", option])?;
    let doc = read(file, &out.jsonl).expect("the exporter's document reads");
    let doc = programs::through_the_arena(&doc).unwrap();
    Some(tree::interop::write(&doc))
}

/// Compiles document text to assembly with `args`: the assembly, or GCC's stderr.
fn assembly(importer: &Path, text: &str, args: &[&str]) -> Result<String, String> {
    let scratch = Scratch::new("probe");
    let doc = read("probe.jsonl", text).expect("the document reads");
    let asm = scratch.0.join("x.s");
    let opts = args
        .iter()
        .fold(options(importer, &asm, "-O0"), |o, a| o.arg(*a));
    match compile_document(&doc, &opts) {
        Ok(_) => Ok(std::fs::read_to_string(&asm).unwrap()),
        Err(CompileError::Gcc { stderr, .. }) => {
            assert!(!stderr.contains("internal compiler error"), "{stderr}");
            Err(stderr)
        }
        Err(e) => panic!("{e}"),
    }
}

/// The importer takes the memory order of atomic constructs and the named address space of
/// types; it refuses what GCC's code generation would stop on, with a position.
fn atomic_orders_and_address_spaces_compile_from_the_arena() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(atomic) = probe_through_the_arena("omp-atomic.c", "-fopenmp") else {
        return;
    };
    let asm = assembly(&importer, &atomic, &["-fopenmp"]).unwrap();
    assert!(asm.contains("lock"), "{asm}");
    let stderr = assembly(&importer, &atomic, &[]).unwrap_err();
    assert!(stderr.contains("needs -fopenmp or -fopenacc"), "{stderr}");
    // Unspecified (0) and a release fail order (3 << 3): expansion has no model for them.
    for bad in [
        "\"OMP_ATOMIC_MEMORY_ORDER\":0",
        "\"OMP_ATOMIC_MEMORY_ORDER\":25",
    ] {
        let text = atomic.replacen("\"OMP_ATOMIC_MEMORY_ORDER\":1", bad, 1);
        assert_ne!(text, atomic);
        let stderr = assembly(&importer, &text, &["-fopenmp"]).unwrap_err();
        assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
        assert!(
            stderr.contains("OMP_ATOMIC_MEMORY_ORDER`: expected"),
            "{stderr}"
        );
    }
    // The atomic's address given a `void *` type (found by `import_compile`:
    // create_tmp_var asserted on the incomplete type the atomic would copy).
    let through_void = rewritten(&atomic, |d| {
        let atomic_op = first_node(d, |n| n.code.starts_with("omp_atomic"));
        let address = node_of(d, atomic_op).unwrap().ops[0].unwrap();
        let void_pointer = first_node(d, |n| n.global.as_deref() == Some("ptr_type_node"));
        node_mut(d, address).ty = Some(void_pointer);
    });
    let stderr = assembly(&importer, &through_void, &["-fopenmp"]).unwrap_err();
    assert!(
        stderr.contains("expected a pointer to a complete scalar type"),
        "{stderr}"
    );

    let Some(spaces) = probe_through_the_arena("address-space.c", "-O0") else {
        return;
    };
    let asm = assembly(&importer, &spaces, &[]).unwrap();
    assert!(asm.contains("%fs:") && asm.contains("%gs:"), "{asm}");
    // Space 5: x86 names only 1 and 2.
    let text = spaces.replacen("\"TYPE_QUALS\":256", "\"TYPE_QUALS\":1280", 1);
    assert_ne!(text, spaces);
    let stderr = assembly(&importer, &text, &[]).unwrap_err();
    assert!(
        stderr.contains("an address space this target names"),
        "{stderr}"
    );
}

/// The node line of `text` with code `code` whose member `"type":N` is removed (the first).
fn without_type(text: &str, code: &str) -> String {
    let mut done = false;
    let lines: Vec<String> = text
        .lines()
        .map(|l| {
            if done || !l.contains(&format!("\"code\":\"{code}\"")) {
                return l.to_string();
            }
            let Some(at) = l.find("\"type\":") else {
                return l.to_string();
            };
            let end = at + l[at..].find([',', '}']).unwrap();
            done = true;
            let comma = usize::from(l[end..].starts_with(','));
            format!("{}{}", &l[..at], &l[end + comma..])
        })
        .collect();
    assert!(done, "no {code} with a type");
    lines.join("\n") + "\n"
}

/// Found by the `import_compile` fuzz target: a pointer type without its pointee made cc1
/// crash (a segmentation fault in the gimplifier), and so did a label without its (void)
/// type whose address a static initializer takes (in build_pointer_type); derived types
/// and declarations without `type` are refused.
fn a_derived_type_or_declaration_without_its_type_is_refused() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(spaces) = probe_through_the_arena("address-space.c", "-O0") else {
        return;
    };
    let labels_c = "int lab (int i) { static void *t[] = { &&a, &&b }; goto *t[i & 1];\n\
        a: return 1; b: return 2; }\n";
    let Some(labels) = source_through_the_arena("labels.c", labels_c) else {
        return;
    };
    assert!(
        assembly(&importer, &labels, &[]).is_ok(),
        "labels.c compiles"
    );
    let cases = [
        (&spaces, "pointer_type"),
        (&spaces, "parm_decl"),
        (&spaces, "var_decl"),
        (&labels, "label_decl"),
    ];
    for (text, code) in cases {
        let stderr = assembly(&importer, &without_type(text, code), &[]).unwrap_err();
        assert!(
            stderr.contains(&format!("a {code} needs `type`")),
            "{stderr}"
        );
        assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
    }
}

/// `text` read, its first node record of code `code` (not one of GCC's global trees, which
/// are mapped, not built) changed by `edit`, written again.
/// `edit` gets the node and the id of the document's first `integer_type`.
fn edited(
    text: &str,
    code: &str,
    edit: impl Fn(&mut tree::interop::format::NodeRecord, u32),
) -> String {
    let mut doc = read("probe.jsonl", text).expect("the document reads");
    let int = doc
        .records
        .iter()
        .find_map(|(_, r)| match r {
            Record::Node(n) if n.code == "integer_type" => Some(n.id),
            _ => None,
        })
        .expect("an integer type");
    let node = doc
        .records
        .iter_mut()
        .find_map(|(_, r)| match r {
            Record::Node(n) if n.code == code && n.global.is_none() => Some(n),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no {code}"));
    edit(node, int);
    tree::interop::write(&doc)
}

/// Found by the `import_compile` fuzz target, each an internal compiler error before the
/// importer checked it: a bind_expr's block that is no block, a declaration chained to a
/// constant, an atomic construct without its value, a pointer type in a vector mode.
fn shapes_the_gimplifier_asserts_on_are_refused() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(atomic) = probe_through_the_arena("omp-atomic.c", "-fopenmp") else {
        return;
    };
    let cases = [
        (
            edited(&atomic, "bind_expr", |n, int| n.ops[2] = Some(int)),
            "`ops[2]` of a bind_expr: expected a block, found an integer_type",
        ),
        (
            edited(&atomic, "var_decl", |n, int| n.chain = Some(int)),
            "a declaration's `chain` must be a declaration",
        ),
        (
            edited(&atomic, "omp_atomic", |n, _| n.ops[1] = None),
            "`ops[1]` of an omp_atomic: expected a value with a type, found nothing",
        ),
        (
            edited(&atomic, "pointer_type", |n, _| n.mode = Some("V4SF".into())),
            "`mode`: `V4SF` is no mode of a pointer_type",
        ),
    ];
    for (text, message) in cases {
        let stderr = assembly(&importer, &text, &["-fopenmp"])
            .err()
            .unwrap_or_else(|| panic!("compiled, expected {message}"));
        assert!(stderr.contains(message), "{message}: {stderr}");
        assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
    }
}

/// The ids of the node records of code `code`, in document order.
fn ids_of(doc: &Document, code: &str) -> Vec<tree::interop::format::NodeId> {
    doc.records
        .iter()
        .filter_map(|(_, r)| match r {
            Record::Node(n) if n.code == code && n.global.is_none() => Some(n.id),
            _ => None,
        })
        .collect()
}

/// `text` read, changed by `edit` (which gets the whole document), written again.
fn rewritten(text: &str, edit: impl FnOnce(&mut Document)) -> String {
    let mut doc = read("probe.jsonl", text).expect("the document reads");
    edit(&mut doc);
    tree::interop::write(&doc)
}

/// The node record `id` of `doc`.
fn node_mut(doc: &mut Document, id: u32) -> &mut tree::interop::format::NodeRecord {
    doc.records
        .iter_mut()
        .find_map(|(_, r)| match r {
            Record::Node(n) if n.id == id => Some(&mut **n),
            _ => None,
        })
        .expect("the node is in the document")
}

/// Asserts that importing `text` is refused with `message` at a document position.
fn assert_refused(importer: &Path, text: &str, message: &str) {
    let stderr = assembly(importer, text, &[])
        .err()
        .unwrap_or_else(|| panic!("compiled, expected {message}"));
    assert!(stderr.contains(message), "{message}: {stderr}");
    assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
}

/// The shape table (gcc-plugin/import-shapes.cc) on returns.c: a code it has no row for,
/// an operation whose type or second operand disagrees with its first operand (expansion
/// works in one mode), an assignment to a non-lvalue, and an expression containing itself
/// (the gimplifier would recurse until its stack overflows).
fn the_shape_table_refuses_what_gcc_would_crash_on() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(text) = probe_through_the_arena("returns.c", "-O0") else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let pointer = ids_of(&doc, "pointer_type")[0];
    let parms = ids_of(&doc, "parm_decl");
    let sum = ids_of(&doc, "plus_expr")[0];
    let cases = [
        (
            edited(&text, "plus_expr", |n, _| n.code = "widen_sum_expr".into()),
            "`widen_sum_expr` is no code the importer can hand to GCC",
        ),
        (
            edited(&text, "plus_expr", |n, _| n.ty = Some(pointer)),
            "`type`: a plus_expr's type must be a type of operand 0's kind and mode, \
             found a pointer_type",
        ),
        (
            edited(&text, "gt_expr", |n, _| n.ops[1] = Some(parms[0])),
            "`ops[1]` of a gt_expr: expected a value of operand 0's kind and mode",
        ),
        (
            edited(&text, "modify_expr", |n, _| n.ops[0] = Some(sum)),
            "`ops[0]` of a modify_expr: expected an lvalue",
        ),
        (
            rewritten(&text, |doc| {
                let assign = doc
                    .records
                    .iter()
                    .find_map(|(_, r)| match r {
                        Record::Node(n) if n.ops.get(1) == Some(&Some(sum)) => Some(n.id),
                        _ => None,
                    })
                    .expect("the assignment of a + 1");
                node_mut(doc, sum).ops[0] = Some(assign);
            }),
            "contains itself (through operands, statements or constructor values)",
        ),
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

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
fn declarations_types_and_links_are_checked() {
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
fn bind_ending_in_a_return(doc: &Document) -> u32 {
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

/// The importer and a C source exported by gcc and taken through the arena, checked to
/// compile: the document text and its assembly. `None` where gcc or GCC's plugin headers
/// are missing.
fn compiling_source(name: &str, source: &str) -> Option<(PathBuf, String, String)> {
    let importer = plugin::importer_so()?;
    let text = source_through_the_arena(name, source)?;
    let asm = assembly(&importer, &text, &[]).unwrap_or_else(|e| panic!("{name}: {e}"));
    Some((importer, text, asm))
}

/// A C source exported by gcc and taken through the arena, as document text.
fn source_through_the_arena(name: &str, source: &str) -> Option<String> {
    let out = plugin::export_source("gcc", name, source, &["-O0", "-w"])?;
    let doc = read(name, &out.jsonl).expect("the exporter's document reads");
    let doc = programs::through_the_arena(&doc).unwrap();
    Some(tree::interop::write(&doc))
}

const SCOPES_C: &str = "struct s { int a; int b[4]; };\n\
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
fn scopes_and_references_gcc_relies_on_are_checked() {
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
fn a_static_initializer_is_checked_after_its_operands() {
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

const CONSTRUCTORS_C: &str = "struct in { int a : 3; unsigned b : 5; };\n\
    struct s { int a; int *p; struct in n; };\n\
    static int x;\n\
    struct s v = { 1, &x, { 2, 3 } };\n\
    int arr[3] = { 1, 2, 3 };\n\
    char text[4] = \"ab\";\n\
    int get (void) { return v.a + *v.p + v.n.a + arr[1] + text[1]; }\n";

/// The id of the first node record of `doc` that `pick` accepts.
fn first_node(doc: &Document, pick: impl Fn(&tree::interop::format::NodeRecord) -> bool) -> u32 {
    doc.records
        .iter()
        .find_map(|(_, r)| match r {
            Record::Node(n) if pick(n) => Some(n.id),
            _ => None,
        })
        .expect("a node the case edits")
}

/// TYPE_SIZE of `int` in `doc`.
fn int_bits(doc: &Document) -> Option<u32> {
    let int = first_node(doc, |n| n.global.as_deref() == Some("integer_type_node"));
    node_of(doc, int).and_then(|n| n.refs.get("TYPE_SIZE").copied().flatten())
}

/// The constructors of `doc` whose type has code `type_code`, with their element counts.
fn constructors_of(doc: &Document, type_code: &str) -> Vec<(u32, usize)> {
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
fn constructors_are_checked_element_by_element() {
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

const LAYOUT_C: &str = "struct in { int a : 3; unsigned b : 5; };\n\
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

/// The id of the declaration named `name` in `doc`.
fn declaration_named(doc: &Document, name: &str) -> u32 {
    let ident = first_node(doc, |n| {
        n.code == "identifier_node" && n.name.as_deref() == Some(name)
    });
    first_node(doc, |n| n.refs.get("DECL_NAME") == Some(&Some(ident)))
}

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
fn layouts_statements_and_references_are_checked() {
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

const SIZES_C: &str = "struct in { int a : 3; unsigned b : 5; };\n\
    struct in g;\n\
    int arr[3];\n\
    int f (int n, int i) {\n\
      int vla[n];\n\
      long w = i;\n\
      if (i > 9) goto out;\n\
      vla[i & 1] = arr[i & 1] + g.a;\n\
      return vla[i & 1] + (int) w;\n\
     out:\n\
      return 0;\n\
    }\n";

/// The importer and SIZES_C's document (text and read), `None` where gcc or GCC's plugin
/// headers are missing.
fn sizes_document() -> Option<(PathBuf, String, Document)> {
    let (importer, text, _) = compiling_source("sizes.c", SIZES_C)?;
    let doc = read("probe.jsonl", &text).expect("the document reads");
    Some((importer, text, doc))
}

/// An array variable's declaration, type and domain in a document.
struct Array {
    arr: u32,
    arr_type: u32,
    domain: u32,
}

impl Array {
    fn named(doc: &Document, name: &str) -> Array {
        let arr = declaration_named(doc, name);
        let arr_type = node_of(doc, arr)
            .and_then(|n| n.ty)
            .expect("the array's type");
        let domain = node_of(doc, arr_type).unwrap().refs["TYPE_DOMAIN"].expect("a domain");
        Array {
            arr,
            arr_type,
            domain,
        }
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
fn sizes_bounds_and_conversions_are_checked() {
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

/// More of the hand-run fuzzer's findings, on the same source: a variable whose
/// DECL_CONTEXT is a void type (decl_type_context's assertion), a label_expr standing twice
/// in a statement list (tree-eh's: the label is defined twice once the body is unshared), a
/// type that is its own TYPE_POINTER_TO (wide_int_to_tree's), an array indexed from a
/// negative number and a variable-length array as a field of a structure of constant size
/// (tree_to_uhwi's), a domain with a TYPE_MAX_VALUE and no TYPE_MIN_VALUE (a segmentation
/// fault); and a member a constant does not have, which the importer used to drop unread.
/// On this source, the plugin of 6ff8898 stopped on the context, the label and (at -O2) the
/// pointer type, and compiled the other four.
fn contexts_placements_and_derived_types_are_checked() {
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

const FLAGS_C: &str = "struct bf { unsigned three : 3; };\n\
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
fn flags_cleanups_and_sharing_c_never_makes_are_refused() {
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

const VOIDS_C: &str = "void g (void);\n\
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
fn addresses_flags_conditions_blocks_and_attributes_c_never_makes_are_refused() {
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

const CONVERSIONS_C: &str = "double widen (long v) { return v; }\n\
    int *step (int *q, double r) { q++; return q; }\n\
    void poke (void) { *(char *) \"c\" = 'x'; }\n";

/// The fuzzer's findings over torture-suite documents on the plugin of 5ba5edc, on a
/// source of their own: an integer widened to double by a nop_expr instead of a float_expr
/// (convert_mode_scalar's assertion; a pointer converted to double, or a float constant to
/// a pointer, stopped cc1 the same way), a pointer incremented by a double
/// (fold_convert_loc's assertion), and a string constant given a pointer type where its
/// address is taken (output_operand: invalid expression as operand). That plugin stopped on
/// each case's document at -O0 and -O2.
fn conversions_steps_and_strings_c_never_makes_are_refused() {
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

const SIZES_ARGS_SAVES_C: &str = "typedef char v8 __attribute__ ((vector_size (8)));\n\
    v8 same (v8 a) { return a; }\n\
    double half (double d, int n) { return d / n; }\n\
    int vla (int n) { char a[n]; a[0] = 1; return sizeof a + a[0]; }\n";

/// The fuzzer's findings over torture-suite documents on the plugin of 4b0013c, on a
/// source of their own: a vector type with a TYPE_SIZE and no TYPE_SIZE_UNIT
/// (c_incomplete_type_error was called on it at -O0), a double parameter passed as an int
/// (convert_mode_scalar's assertion at -O2), and a save_expr marked resolved
/// (SAVE_EXPR_RESOLVED_P, public_flag) before the gimplifier saw it (gimplify_expr's
/// assertion at -O2).
fn sizes_arguments_and_saves_c_never_makes_are_refused() {
    let Some((importer, text, _)) = compiling_source("sizes.c", SIZES_ARGS_SAVES_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let vector = first_node(&doc, |n| n.code == "vector_type");
    let d = declaration_named(&doc, "d");
    let int = node_of(&doc, declaration_named(&doc, "n")).and_then(|n| n.ty);
    let save = first_node(&doc, |n| n.code == "save_expr");
    let cases: [(String, &str); 3] = [
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
    ];
    for (text, message) in cases {
        assert_refused(&importer, &text, message);
    }
}

fn a_cplusplus_document_is_not_for_cc1() {
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    let mut doc = tree::interop::export(&tc, &[f]).unwrap();
    doc.header.language = "c++".into();
    let err = compile_document(&doc, &CompileOptions::new("never.o")).unwrap_err();
    assert!(matches!(err, CompileError::Language(_)), "{err}");
}

/// `unsigned_flag` removed from every node the importer builds (GCC's global types keep
/// theirs): TYPE_UNSIGNED of the typedef `u32` and its const variant, DECL_UNSIGNED of the
/// declarations.
fn without_unsigned(doc: &Document) -> Document {
    let mut doc = doc.clone();
    for (_, record) in &mut doc.records {
        if let Record::Node(n) = record {
            n.flags.retain(|f| f != "unsigned_flag");
        }
    }
    doc
}

fn printed(doc: &Document) -> String {
    let mut tc = TreeContext::new();
    let unit = import(&mut tc, doc).expect("the document imports");
    unit.print_original(&tc).unwrap()
}

fn the_oracle_sees_fields_the_printer_never_shows() {
    let (Some(exporter), Some(importer)) = (plugin::plugin_so(), plugin::importer_so()) else {
        return;
    };
    let plugins = Plugins { exporter, importer };
    let scratch = Scratch::new("oracle");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/roundtrip/oracle.c");
    let doc = programs::export(&plugins, &source, &scratch.0).expect("gcc compiles oracle.c");
    let doc = programs::through_the_arena(&doc).unwrap();
    let corrupt = without_unsigned(&doc);
    // The printer cannot tell the two documents apart: types print by name.
    assert_eq!(printed(&doc), printed(&corrupt));
    let run = |doc: &Document, name: &str| {
        let dir = scratch.0.join(name);
        std::fs::create_dir_all(&dir).unwrap();
        let exe = programs::build_from(&plugins, doc, "-O0", &dir).unwrap();
        programs::run_program(&exe)
    };
    assert_eq!(run(&doc, "intact"), Some(Ending::Exit(0)));
    let broken = run(&corrupt, "corrupt");
    assert_ne!(
        broken,
        Some(Ending::Exit(0)),
        "the corruption went unnoticed"
    );
}

/// The operand of a RETURN_EXPR is checked knowing the function's return type, as the
/// gimplifier takes it: a void function's `return set (p);` compiles (torture's 20000314-3
/// once refused); an int function returning a bare value, or a void function returning a
/// type, is refused with the return_expr's position; so are a conditional without its
/// condition or its type, an address whose type is no pointer and a decl_expr without
/// its declaration.
fn returns_are_checked_against_the_functions_return_type() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(text) = probe_through_the_arena("returns.c", "-O0") else {
        return;
    };
    assert!(
        assembly(&importer, &text, &[]).is_ok(),
        "returns.c compiles"
    );
    // The int function's `return <retval> = a + 1;` made `return a + 1;`.
    let mut doc = read("probe.jsonl", &text).expect("the document reads");
    let ids = |doc: &Document, code: &str| -> Vec<tree::interop::format::NodeId> {
        doc.records
            .iter()
            .filter_map(|(_, r)| match r {
                Record::Node(n) if n.code == code => Some(n.id),
                _ => None,
            })
            .collect()
    };
    let sum = ids(&doc, "plus_expr")[0];
    let last_return = *ids(&doc, "return_expr").last().unwrap();
    for (_, r) in doc.records.iter_mut() {
        if let Record::Node(n) = r
            && n.id == last_return
        {
            n.ops[0] = Some(sum);
        }
    }
    let stderr = assembly(&importer, &tree::interop::write(&doc), &[]).unwrap_err();
    assert!(
        stderr.contains("a return_expr of a function that returns a value returns nothing"),
        "{stderr}"
    );
    assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
    let void_returns_a_type = edited(&text, "return_expr", |n, int| n.ops[0] = Some(int));
    let stderr = assembly(&importer, &void_returns_a_type, &[]).unwrap_err();
    assert!(
        stderr.contains("a return_expr of a void function returns nothing or a value"),
        "{stderr}"
    );
    // Found by the fuzz target: a cond_expr without its condition (cc1 crashed in the
    // gimplifier).
    let no_condition = edited(&text, "cond_expr", |n, _| n.ops[0] = None);
    let stderr = assembly(&importer, &no_condition, &[]).unwrap_err();
    assert!(
        stderr.contains("`ops[0]` of a cond_expr: expected a value of integral or pointer type")
            && stderr.contains("found nothing"),
        "{stderr}"
    );
    // Or without its type.
    let no_type = edited(&text, "cond_expr", |n, _| n.ty = None);
    let stderr = assembly(&importer, &no_type, &[]).unwrap_err();
    assert!(stderr.contains("a cond_expr needs `type`"), "{stderr}");
    // An address whose type is no pointer (found by the fuzz target as a convert_expr
    // turned addr_expr; here the call's address of `next`).
    let not_a_pointer = edited(&text, "addr_expr", |n, int| n.ty = Some(int));
    let stderr = assembly(&importer, &not_a_pointer, &[]).unwrap_err();
    assert!(
        stderr.contains("an addr_expr's type must be a pointer type"),
        "{stderr}"
    );
    // A reference without its object (`*p` of `set`).
    let no_object = edited(&text, "indirect_ref", |n, _| n.ops[0] = None);
    let stderr = assembly(&importer, &no_object, &[]).unwrap_err();
    assert!(
        stderr.contains(
            "`ops[0]` of an indirect_ref: expected a value of pointer type, found nothing"
        ),
        "{stderr}"
    );
    // And a decl_expr without its declaration (cc1 crashed walking the body).
    let no_decl = edited(&text, "decl_expr", |n, _| n.ops[0] = None);
    let stderr = assembly(&importer, &no_decl, &[]).unwrap_err();
    assert!(
        stderr.contains("`ops[0]` of a decl_expr: expected a declaration, found nothing"),
        "{stderr}"
    );
}

testkit::main!(
    returns_are_checked_against_the_functions_return_type,
    the_readme_function_runs_from_rust_built_trees,
    an_output_ending_in_s_is_assembly,
    documents_gcc_cannot_take_are_refused_with_a_position,
    atomic_orders_and_address_spaces_compile_from_the_arena,
    a_derived_type_or_declaration_without_its_type_is_refused,
    shapes_the_gimplifier_asserts_on_are_refused,
    the_shape_table_refuses_what_gcc_would_crash_on,
    scopes_and_references_gcc_relies_on_are_checked,
    declarations_types_and_links_are_checked,
    a_static_initializer_is_checked_after_its_operands,
    constructors_are_checked_element_by_element,
    layouts_statements_and_references_are_checked,
    sizes_bounds_and_conversions_are_checked,
    contexts_placements_and_derived_types_are_checked,
    flags_cleanups_and_sharing_c_never_makes_are_refused,
    addresses_flags_conditions_blocks_and_attributes_c_never_makes_are_refused,
    conversions_steps_and_strings_c_never_makes_are_refused,
    sizes_arguments_and_saves_c_never_makes_are_refused,
    a_cplusplus_document_is_not_for_cc1,
    the_oracle_sees_fields_the_printer_never_shows,
    calls_are_checked_against_the_callees_prototype,
    sanitizer_checks_need_their_option_and_arity,
    asm_lists_predictors_labels_and_modes_are_checked,
    very_deep_nesting_is_refused_before_gcc_recurses,
    an_initializer_containing_its_own_declaration_is_refused,
);

/// The line of node record `id` in document text (1-based), as the importer's errors name
/// it: `unit.gccint.jsonl:LINE:`.
fn position_of(text: &str, id: u32) -> String {
    let key = format!("{{\"node\":{{\"id\":{id},");
    let line = text
        .lines()
        .position(|l| l.starts_with(&key))
        .unwrap_or_else(|| panic!("no record {id}"));
    format!("unit.gccint.jsonl:{}:", line + 1)
}

/// Asserts that importing `text` with `args` is refused with `message` at node record
/// `id`'s line, and that cc1 reported it as an error rather than crashing.
fn assert_refused_at(importer: &Path, text: &str, args: &[&str], id: u32, message: &str) {
    let stderr = assembly(importer, text, args)
        .err()
        .unwrap_or_else(|| panic!("compiled, expected {message}"));
    assert!(stderr.contains(message), "{message}: {stderr}");
    assert!(
        stderr.contains(&position_of(text, id)),
        "{message} at {id}: {stderr}"
    );
    assert!(!stderr.contains("Segmentation fault"), "{stderr}");
}

/// The id of the call_expr whose callee is the function named `name`.
fn call_to(doc: &Document, name: &str) -> u32 {
    let node = |id: u32| node_of(doc, id);
    let named = |n: &tree::interop::format::NodeRecord| {
        let ident = n.refs.get("DECL_NAME").copied().flatten();
        ident.and_then(node).and_then(|i| i.name.as_deref()) == Some(name)
    };
    ids_of(doc, "call_expr")
        .into_iter()
        .find(|&c| {
            let callee = node(c).and_then(|n| n.ops.first().copied().flatten());
            let decl = callee
                .and_then(node)
                .and_then(|a| a.ops.first().copied().flatten());
            decl.and_then(node).is_some_and(named)
        })
        .unwrap_or_else(|| panic!("no call to {name}"))
}

const CALLS_C: &str = "struct s { int x; };\n\
    int g (int a, int b);\n\
    int v (int a, ...);\n\
    int h (struct s);\n\
    int u ();\n\
    int f (int x, struct s y) {\n\
      switch (x) {\n\
        case 1: x++; __attribute__ ((fallthrough));\n\
        case 2: return g (x, 2) + v (x, 3) + h (y) + u (x, y);\n\
      }\n\
      return 0;\n\
    }\n\
    int m (int a, int b) { int r; return __builtin_mul_overflow (a, b, &r) ? 0 : r; }\n";

/// Calls against the callee's prototype (gcc-plugin/import-calls.cc): exactly its
/// parameters, at least the named ones of a variadic one, anything without one; each
/// named argument of its parameter's kind; an internal call to one of the functions C's
/// front end calls, with its arity.
fn calls_are_checked_against_the_callees_prototype() {
    let Some((importer, text, _)) = compiling_source("calls.c", CALLS_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let (g, v, h, u) = (
        call_to(&doc, "g"),
        call_to(&doc, "v"),
        call_to(&doc, "h"),
        call_to(&doc, "u"),
    );
    // `f`'s parameters, as the calls to g and h pass them.
    let x = node_arg_of(&doc, g).expect("g's first argument");
    let y = node_arg_of(&doc, h).expect("h's argument");
    let fallthrough = internal_call(&doc, "FALLTHROUGH");
    let overflow = internal_call(&doc, "MUL_OVERFLOW");
    let edit = |id: u32, f: &dyn Fn(&mut tree::interop::format::NodeRecord)| {
        rewritten(&text, |doc| f(node_mut(doc, id)))
    };
    let cases = [
        (
            edit(g, &|n| n.ops.truncate(3)),
            g,
            "a call_expr with 1 argument, expected 2 (the callee's prototype)",
        ),
        (
            edit(g, &|n| n.ops.push(Some(x))),
            g,
            "a call_expr with 3 arguments, expected 2 (the callee's prototype)",
        ),
        (
            edit(v, &|n| n.ops.truncate(2)),
            v,
            "a call_expr with 0 arguments, expected at least 1 (the named parameters of \
             the callee's variadic prototype)",
        ),
        (
            edit(h, &|n| n.ops[2] = Some(x)),
            h,
            "`ops[2]` of a call_expr: argument 1 is an integer_type, where the callee's \
             prototype declares a record_type",
        ),
        (
            edit(g, &|n| n.ops[3] = Some(y)),
            g,
            "`ops[3]` of a call_expr: argument 2 is a record_type, where the callee's \
             prototype declares an integer_type",
        ),
        (
            edit(fallthrough, &|n| n.ops.push(Some(x))),
            fallthrough,
            "an internal call to FALLTHROUGH with 1 argument, expected 0",
        ),
        (
            edit(fallthrough, &|n| n.ifn = Some("ABNORMAL_DISPATCHER".into())),
            fallthrough,
            "`ifn`: `ABNORMAL_DISPATCHER` is no internal function the C front end or fold \
             calls",
        ),
        // Each of these was an internal compiler error before the importer checked it:
        // a segmentation fault, expand_direct_optab_fn twice, tree_to_shwi.
        (
            edit(overflow, &|n| n.ops.truncate(3)),
            overflow,
            "an internal call to MUL_OVERFLOW with 1 argument, expected 2",
        ),
        (
            edit(overflow, &|n| n.ifn = Some("SQRT".into())),
            overflow,
            "an internal call to SQRT with 2 arguments, expected 1",
        ),
        (
            edit(overflow, &|n| n.ifn = Some("COPYSIGN".into())),
            overflow,
            "`ifn`: the target has no instruction for COPYSIGN in these types",
        ),
        (
            edit(overflow, &|n| n.ifn = Some("MASK_LOAD".into())),
            overflow,
            "`ifn`: `MASK_LOAD` is no internal function the C front end or fold calls",
        ),
    ];
    for (text, id, message) in cases {
        assert_refused_at(&importer, &text, &[], id, message);
    }
    // Without a prototype the callee takes what it is given.
    let more = edit(u, &|n| n.ops.extend([Some(x), Some(x)]));
    assert!(
        assembly(&importer, &more, &[]).is_ok(),
        "u (x, y, x, x) compiles"
    );
}

/// The first internal call to `ifn` (an internal function's name, `MUL_OVERFLOW`) in `doc`.
fn internal_call(doc: &Document, ifn: &str) -> u32 {
    doc.records
        .iter()
        .find_map(|(_, r)| match r {
            Record::Node(n) if n.ifn.as_deref() == Some(ifn) => Some(n.id),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no internal call to {ifn}"))
}

/// The node record `id` of `doc`.
fn node_of(doc: &Document, id: u32) -> Option<&tree::interop::format::NodeRecord> {
    doc.records.iter().find_map(|(_, r)| match r {
        Record::Node(n) if n.id == id => Some(&**n),
        _ => None,
    })
}

/// The first argument of call `call` in `doc`.
fn node_arg_of(doc: &Document, call: u32) -> Option<u32> {
    node_of(doc, call).and_then(|n| n.ops.get(2).copied().flatten())
}

/// The bounds checks of -fsanitize=bounds are internal calls (UBSAN_BOUNDS) that only
/// sanopt lowers: without the option cc1 stopped in expand_UBSAN_BOUNDS (an internal
/// compiler error); with it, three arguments.
fn sanitizer_checks_need_their_option_and_arity() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let source = "int a[4];\nint f (int i) { return a[i]; }\n";
    let Some(out) = plugin::export_source("gcc", "bounds.c", source, &["-O0", "-fsanitize=bounds"])
    else {
        return;
    };
    let doc = read("bounds.c", &out.jsonl).expect("the exporter's document reads");
    let text = tree::interop::write(&programs::through_the_arena(&doc).unwrap());
    assert!(
        assembly(&importer, &text, &["-fsanitize=bounds"]).is_ok(),
        "bounds.c compiles with -fsanitize=bounds"
    );
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let check = internal_call(&doc, "UBSAN_BOUNDS");
    assert_refused_at(
        &importer,
        &text,
        &[],
        check,
        "`ifn`: `UBSAN_BOUNDS` needs -fsanitize=bounds",
    );
    let two = rewritten(&text, |doc| {
        node_mut(doc, check).ops.pop();
    });
    assert_refused_at(
        &importer,
        &two,
        &["-fsanitize=bounds"],
        check,
        "an internal call to UBSAN_BOUNDS with 2 arguments, expected 3",
    );
}

const ASM_C: &str = "int a (int x) {\n\
      int y;\n\
      __asm__ (\"mov %1, %0\" : \"=r\" (y) : \"r\" (x) : \"cc\");\n\
      return y;\n\
    }\n\
    int b (int x) {\n\
      if (x > 2) goto out;\n\
      switch (x) { case 1: x++; break; default: break; }\n\
     out:\n\
      return x;\n\
    }\n\
    typedef float v4 __attribute__ ((vector_size (16)));\n\
    v4 v (v4 p, v4 q) { return p * q + (v4) {1, 2, 3, 4}; }\n\
    _Complex long c (_Complex long d) { return d + 2; }\n";

/// Refusals that had no case: an asm's operand lists (outputs and inputs of
/// ((name, constraint), value) links, clobbers of strings), a branch predictor out of
/// range, a label defined twice, a vector or complex type whose mode disagrees with its
/// element count or component, a vector or complex constant whose parts are of another
/// kind.
fn asm_lists_predictors_labels_and_modes_are_checked() {
    let Some((importer, text, _)) = compiling_source("asm.c", ASM_C) else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let asm = ids_of(&doc, "asm_expr")[0];
    let parm = ids_of(&doc, "parm_decl")[0];
    let predict = ids_of(&doc, "predict_expr")[0];
    let label_expr = ids_of(&doc, "label_expr")[0];
    let case = ids_of(&doc, "case_label_expr")[0];
    let vector = ids_of(&doc, "vector_type")[0];
    let complex = ids_of(&doc, "complex_type")[0];
    let vector_cst = ids_of(&doc, "vector_cst")[0];
    let complex_cst = ids_of(&doc, "complex_cst")[0];
    let integer = ids_of(&doc, "integer_cst")[0];
    let real = ids_of(&doc, "real_cst")[0];
    let mut d = doc.clone();
    let [outputs, inputs, clobbers] = {
        let n = node_mut(&mut d, asm);
        [n.ops[1], n.ops[2], n.ops[3]]
    };
    let label = node_mut(&mut d, label_expr).ops[0];
    let out_of_range = ids_of(&doc, "integer_cst").len() as u32 + 1_000_000;
    let cases = [
        (
            rewritten(&text, |doc| node_mut(doc, asm).ops[1] = Some(parm)),
            asm,
            "`ops[1]` of an asm_expr: expected a tree_list of asm operands ((name, \
             constraint string), value), found a parm_decl",
        ),
        (
            rewritten(&text, |doc| node_mut(doc, asm).ops[2] = clobbers),
            asm,
            "`ops[2]` of an asm_expr: expected a tree_list of asm operands ((name, \
             constraint string), value), found a tree_list",
        ),
        (
            rewritten(&text, |doc| node_mut(doc, asm).ops[3] = outputs.or(inputs)),
            asm,
            "`ops[3]` of an asm_expr: expected a tree_list of string_csts, found a tree_list",
        ),
        (
            rewritten(&text, |doc| {
                // A predictor of its own: the original constant may be shared.
                let old = node_mut(doc, predict).ops[0].expect("a predictor");
                let mut cst = node_mut(doc, old).clone();
                cst.id = out_of_range;
                cst.value = Some("4096".into());
                let pos = doc.records[1].0;
                doc.records.push((pos, Record::Node(Box::new(cst))));
                node_mut(doc, predict).ops[0] = Some(out_of_range);
            }),
            predict,
            "`ops[0]` of a predict_expr: expected an integer_cst naming a branch predictor",
        ),
        (
            // The case label's definition comes first; the label_expr's is the second.
            rewritten(&text, |doc| node_mut(doc, case).ops[2] = label),
            label_expr,
            "a label defined twice",
        ),
        (
            rewritten(&text, |doc| {
                node_mut(doc, vector).mode = Some("V2DF".into())
            }),
            vector,
            "`mode`: a vector mode of another element count or element mode",
        ),
        (
            rewritten(&text, |doc| {
                node_mut(doc, vector).mode = Some("V4SI".into())
            }),
            vector,
            "`mode`: a vector mode of another element count or element mode",
        ),
        (
            // `_Complex long` (CDI) in complex double's mode, of the same size.
            rewritten(&text, |doc| node_mut(doc, complex).mode = Some("DC".into())),
            complex,
            "`mode`: a complex mode of another component mode",
        ),
        // Found by the fuzz target: an integer element of a float vector stopped cc1 in
        // trunc_int_for_mode.
        (
            rewritten(&text, |doc| {
                node_mut(doc, vector_cst).elts[2] = Some(integer)
            }),
            vector_cst,
            "`elts`: expected constants of the vector's element kind and mode",
        ),
        (
            rewritten(&text, |doc| {
                node_mut(doc, complex_cst)
                    .refs
                    .insert("TREE_REALPART".into(), Some(real));
            }),
            complex_cst,
            "a complex_cst's parts must be of its component's kind and mode",
        ),
    ];
    for (text, id, message) in cases {
        assert_refused_at(&importer, &text, &[], id, message);
    }
}

/// `text` with the operand 0 of its first plus_expr replaced by a chain of `depth`
/// plus_exprs of the same shape, ending in that operand: an acyclic nest `depth` deep.
fn nested(text: &str, depth: u32) -> String {
    rewritten(text, |doc| {
        let sum = ids_of(doc, "plus_expr")[0];
        let first = 2_000_000;
        let template = node_mut(doc, sum).clone();
        let pos = doc.records[1].0;
        for k in 0..depth {
            let mut n = template.clone();
            n.id = first + k;
            n.loc = None;
            if k + 1 < depth {
                n.ops[0] = Some(first + k + 1);
            }
            doc.records.push((pos, Record::Node(Box::new(n))));
        }
        node_mut(doc, sum).ops[0] = Some(first);
    })
}

/// An expression nested 100,000 deep (a chain of plus_exprs): cc1 overflowed its stack on
/// such chains (a segmentation fault from about 75,000 levels of mult_expr at -O2); the
/// importer refuses nests deeper than 10,000 at the outermost node, naming the depth
/// and the limit, without recursing itself; 5,000 levels compile.
fn very_deep_nesting_is_refused_before_gcc_recurses() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(text) = probe_through_the_arena("returns.c", "-O0") else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let bind = ids_of(&doc, "bind_expr");
    let deep = nested(&text, 100_000);
    let stderr = assembly(&importer, &deep, &["-O2"]).unwrap_err();
    assert!(
        stderr.contains(
            "deep (through operands, statements or constructor values), deeper \
             than the limit of 10000 GCC's recursive passes are known to survive"
        ),
        "{stderr}"
    );
    let depth: u32 = stderr
        .split(" nests expressions ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no depth named: {stderr}"));
    assert!((100_001..100_010).contains(&depth), "{stderr}");
    // At the outermost node of the nest: the body of `next`.
    assert!(
        bind.iter()
            .any(|&b| stderr.contains(&position_of(&deep, b))),
        "{stderr}"
    );
    assert!(!stderr.contains("contains itself"), "{stderr}");
    assert!(assembly(&importer, &nested(&text, 5_000), &["-O2"]).is_ok());
}

/// `int r = (r's own DECL_EXPR, a);`: the gimplifier gimplifies an automatic variable's
/// initializer in its DECL_EXPR's place, so the importer follows it, for depth and for
/// cycles. cc1 itself survives this one (gimplify_decl_expr clears DECL_INITIAL before
/// gimplifying it), but no C program declares a variable inside its own initializer:
/// refused at the DECL_EXPR.
fn an_initializer_containing_its_own_declaration_is_refused() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(text) = probe_through_the_arena("returns.c", "-O0") else {
        return;
    };
    let doc = read("probe.jsonl", &text).expect("the document reads");
    let decl_expr = ids_of(&doc, "decl_expr")[0];
    let cyclic = rewritten(&text, |doc| {
        let var = node_mut(doc, decl_expr).ops[0].expect("r");
        let init = node_mut(doc, var).refs["DECL_INITIAL"].expect("r's initializer");
        let mut pair = node_mut(doc, init).clone();
        pair.id = 3_000_000;
        pair.code = "compound_expr".into();
        pair.ops = vec![Some(decl_expr), pair.ops[2]];
        let pos = doc.records[1].0;
        doc.records.push((pos, Record::Node(Box::new(pair))));
        node_mut(doc, var)
            .refs
            .insert("DECL_INITIAL".into(), Some(3_000_000));
    });
    assert_refused_at(
        &importer,
        &cyclic,
        &[],
        decl_expr,
        "this decl_expr contains itself",
    );
}
