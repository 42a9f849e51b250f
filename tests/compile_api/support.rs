//! What the compile API tests share: compiling document text with the importer plugin,
//! editing a document node by node, finding nodes, and asserting a refusal's message and
//! position.

use std::path::{Path, PathBuf};
use std::process::Command;

use gccint::compile::{CompileError, CompileOptions, compile_document};
use tree::interop::format::{Document, Record};
use tree::interop::read;

use crate::plugin;
use crate::programs::{self, Scratch};

pub(crate) fn options(importer: &Path, output: &Path, level: &str) -> CompileOptions {
    CompileOptions {
        plugin: Some(importer.to_path_buf()),
        ..CompileOptions::new(output).arg(level)
    }
}

pub(crate) fn gcc(args: &[&std::ffi::OsStr]) {
    let status = Command::new("gcc").args(args).status().expect("gcc runs");
    assert!(status.success(), "gcc {args:?} failed");
}

/// Compiles document text through the importer: GCC's stderr on failure.
pub(crate) fn refused(importer: &Path, text: &str) -> String {
    let scratch = Scratch::new("refused");
    let doc = read("bad.jsonl", text).expect("the document reads");
    match compile_document(&doc, &options(importer, &scratch.0.join("x.o"), "-O0")) {
        Err(CompileError::Gcc { stderr, .. }) => stderr,
        other => panic!("expected GCC to refuse the document, got {other:?}"),
    }
}

/// A probe of issue #19 exported by gcc (`option` enables its construct) and taken through
/// the arena: the document gccint writes, as text.
pub(crate) fn probe_through_the_arena(file: &str, option: &str) -> Option<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/interop/probes")
        .join(file);
    let out = plugin::export_file("gcc", &path, &["-O0", "-w", option])?;
    let doc = read(file, &out.jsonl).expect("the exporter's document reads");
    let doc = programs::through_the_arena(&doc).unwrap();
    Some(tree::interop::write(&doc))
}

/// Compiles document text to assembly with `args`: the assembly, or GCC's stderr.
pub(crate) fn assembly(importer: &Path, text: &str, args: &[&str]) -> Result<String, String> {
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

/// `text` read, its first node record of code `code` (not one of GCC's global trees, which
/// are mapped, not built) changed by `edit`, written again.
/// `edit` gets the node and the id of the document's first `integer_type`.
pub(crate) fn edited(
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

/// The ids of the node records of code `code`, in document order.
pub(crate) fn ids_of(doc: &Document, code: &str) -> Vec<tree::interop::format::NodeId> {
    doc.records
        .iter()
        .filter_map(|(_, r)| match r {
            Record::Node(n) if n.code == code && n.global.is_none() => Some(n.id),
            _ => None,
        })
        .collect()
}

/// `text` read, changed by `edit` (which gets the whole document), written again.
pub(crate) fn rewritten(text: &str, edit: impl FnOnce(&mut Document)) -> String {
    let mut doc = read("probe.jsonl", text).expect("the document reads");
    edit(&mut doc);
    tree::interop::write(&doc)
}

/// The node record `id` of `doc`.
pub(crate) fn node_mut(doc: &mut Document, id: u32) -> &mut tree::interop::format::NodeRecord {
    doc.records
        .iter_mut()
        .find_map(|(_, r)| match r {
            Record::Node(n) if n.id == id => Some(&mut **n),
            _ => None,
        })
        .expect("the node is in the document")
}

/// Asserts that importing `text` is refused with `message` at a document position.
pub(crate) fn assert_refused(importer: &Path, text: &str, message: &str) {
    let stderr = assembly(importer, text, &[])
        .err()
        .unwrap_or_else(|| panic!("compiled, expected {message}"));
    assert!(stderr.contains(message), "{message}: {stderr}");
    assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
}

/// The importer and a C source exported by gcc and taken through the arena, checked to
/// compile: the document text and its assembly. `None` where gcc or GCC's plugin headers
/// are missing.
pub(crate) fn compiling_source(name: &str, source: &str) -> Option<(PathBuf, String, String)> {
    let importer = plugin::importer_so()?;
    let text = source_through_the_arena(name, source)?;
    let asm = assembly(&importer, &text, &[]).unwrap_or_else(|e| panic!("{name}: {e}"));
    Some((importer, text, asm))
}

/// A C source exported by gcc and taken through the arena, as document text.
pub(crate) fn source_through_the_arena(name: &str, source: &str) -> Option<String> {
    let out = plugin::export_source("gcc", name, source, &["-O0", "-w"])?;
    let doc = read(name, &out.jsonl).expect("the exporter's document reads");
    let doc = programs::through_the_arena(&doc).unwrap();
    Some(tree::interop::write(&doc))
}

/// The id of the first node record of `doc` that `pick` accepts.
pub(crate) fn first_node(
    doc: &Document,
    pick: impl Fn(&tree::interop::format::NodeRecord) -> bool,
) -> u32 {
    doc.records
        .iter()
        .find_map(|(_, r)| match r {
            Record::Node(n) if pick(n) => Some(n.id),
            _ => None,
        })
        .expect("a node the case edits")
}

/// The id of the declaration named `name` in `doc`.
pub(crate) fn declaration_named(doc: &Document, name: &str) -> u32 {
    let ident = first_node(doc, |n| {
        n.code == "identifier_node" && n.name.as_deref() == Some(name)
    });
    first_node(doc, |n| n.refs.get("DECL_NAME") == Some(&Some(ident)))
}

pub(crate) const SIZES_C: &str = "struct in { int a : 3; unsigned b : 5; };\n\
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
pub(crate) fn sizes_document() -> Option<(PathBuf, String, Document)> {
    let (importer, text, _) = compiling_source("sizes.c", SIZES_C)?;
    let doc = read("probe.jsonl", &text).expect("the document reads");
    Some((importer, text, doc))
}

/// An array variable's declaration, type and domain in a document.
pub(crate) struct Array {
    pub(crate) arr: u32,
    pub(crate) arr_type: u32,
    pub(crate) domain: u32,
}

impl Array {
    pub(crate) fn named(doc: &Document, name: &str) -> Array {
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

/// The line of node record `id` in document text (1-based), as the importer's errors name
/// it: `unit.gccint.jsonl:LINE:`.
pub(crate) fn position_of(text: &str, id: u32) -> String {
    let key = format!("{{\"node\":{{\"id\":{id},");
    let line = text
        .lines()
        .position(|l| l.starts_with(&key))
        .unwrap_or_else(|| panic!("no record {id}"));
    format!("unit.gccint.jsonl:{}:", line + 1)
}

/// Asserts that importing `text` with `args` is refused with `message` at node record
/// `id`'s line, and that cc1 reported it as an error rather than crashing.
pub(crate) fn assert_refused_at(
    importer: &Path,
    text: &str,
    args: &[&str],
    id: u32,
    message: &str,
) {
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
pub(crate) fn call_to(doc: &Document, name: &str) -> u32 {
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

/// The node record `id` of `doc`.
pub(crate) fn node_of(doc: &Document, id: u32) -> Option<&tree::interop::format::NodeRecord> {
    doc.records.iter().find_map(|(_, r)| match r {
        Record::Node(n) if n.id == id => Some(&**n),
        _ => None,
    })
}

/// `text` with the operand 0 of its first plus_expr replaced by a chain of `depth`
/// plus_exprs of the same shape, ending in that operand: an acyclic nest `depth` deep.
pub(crate) fn nested(text: &str, depth: u32) -> String {
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
