//! The GCC exporter plugin (`gcc-plugin/`) against the machine's gcc 12: its documents parse as
//! the interchange format, reference only defined nodes, name the functions `-fdump-tree-original`
//! prints in the dump's order, and carry the values the format promises (special reals, strings
//! with NUL bytes, bit-fields, 128-bit constants). Skips without gcc or the plugin headers,
//! fails then under `GCCINT_REQUIRE_GCC=1`.

#[path = "common/plugin.rs"]
mod plugin;

use std::collections::{BTreeMap, HashSet};

use tree::interop::format::{FunctionRecord, Header, NodeRecord, Record};

/// A parsed document: the header, the last record of every node id, every node line in order,
/// and the function records.
struct Parsed {
    header: Header,
    nodes: BTreeMap<u32, NodeRecord>,
    node_lines: Vec<NodeRecord>,
    functions: Vec<FunctionRecord>,
}

/// Parses every line as a [`Record`], asserting the header comes first and only once.
fn parse(jsonl: &str) -> Parsed {
    assert!(jsonl.ends_with('\n'), "the document ends with a newline");
    let mut lines = jsonl.lines().enumerate();
    let header = match lines.next().map(|(_, l)| serde_json::from_str::<Record>(l)) {
        Some(Ok(Record::Header(h))) => h,
        other => panic!("the first line is not a header: {other:?}"),
    };
    let mut parsed = Parsed {
        header,
        nodes: BTreeMap::new(),
        node_lines: Vec::new(),
        functions: Vec::new(),
    };
    for (n, line) in lines {
        let record: Record =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("line {}: {e}: {line}", n + 1));
        match record {
            Record::Header(_) => panic!("line {}: a second header", n + 1),
            Record::Node(node) => {
                parsed.node_lines.push((*node).clone());
                parsed.nodes.insert(node.id, *node);
            }
            Record::Function(f) => parsed.functions.push(f),
        }
    }
    parsed
}

/// Every id a node record refers to.
fn references(node: &NodeRecord) -> Vec<u32> {
    let mut ids: Vec<u32> = [node.ty, node.chain].into_iter().flatten().collect();
    ids.extend(node.ops.iter().flatten());
    ids.extend(node.refs.values().flatten());
    ids.extend(node.elts.iter().flatten());
    for (index, value) in &node.ctor {
        ids.extend(index.iter().chain(value));
    }
    ids
}

/// Asserts that every referenced id has a node record somewhere in the document.
fn assert_closed(doc: &Parsed) {
    for line in &doc.node_lines {
        for id in references(line) {
            assert!(
                doc.nodes.contains_key(&id),
                "node {} ({}) refers to undefined id {id}",
                line.id,
                line.code
            );
        }
    }
    for f in &doc.functions {
        for id in std::iter::once(&f.decl).chain(&f.nested) {
            assert_eq!(doc.nodes[id].code, "function_decl", "function record {f:?}");
        }
    }
}

/// The `;; Function NAME (ASSEMBLER)` headers of an original dump.
fn dump_headers(original: &str) -> Vec<(String, String)> {
    original
        .lines()
        .filter_map(|l| l.strip_prefix(";; Function "))
        .map(|rest| {
            let open = rest
                .rfind(" (")
                .expect("a dump header names the assembler name");
            let asm = rest[open + 2..]
                .strip_suffix(')')
                .expect("closing parenthesis");
            (rest[..open].to_string(), asm.to_string())
        })
        .collect()
}

/// Asserts that the function records are the dump's functions, in the dump's order.
fn assert_follows_dump(doc: &Parsed, original: &str) {
    let records: Vec<(String, String)> = doc
        .functions
        .iter()
        .map(|f| {
            let asm = f.assembler.clone().unwrap_or_else(|| "null".into());
            (f.printable.clone(), asm)
        })
        .collect();
    assert_eq!(records, dump_headers(original));
}

/// The identifier a node's `DECL_NAME` names.
fn decl_name<'a>(doc: &'a Parsed, node: &NodeRecord) -> Option<&'a str> {
    let id = node.refs.get("DECL_NAME").copied().flatten()?;
    doc.nodes[&id].name.as_deref()
}

/// The last record of the decl of `code` named `name`.
fn find_decl<'a>(doc: &'a Parsed, code: &str, name: &str) -> &'a NodeRecord {
    doc.nodes
        .values()
        .find(|n| n.code == code && decl_name(doc, n) == Some(name))
        .unwrap_or_else(|| panic!("no {code} named {name}"))
}

const C_SOURCE: &str = r#"
struct bits { int small : 3; unsigned wide : 17; char whole; };
static const char with_nul[] = "a\0b";
int later (int);
double specials (int k)
{
  double inf = __builtin_inf (), nan = __builtin_nan (""), neg_zero = -0.0, three = 3.0;
  double minus_inf = -__builtin_inf (), minus_nan = -__builtin_nan ("");
  return k ? inf + nan + neg_zero : minus_inf + three + minus_nan;
}
unsigned __int128 all_ones (void) { return ~(unsigned __int128) 0; }
int outer (int x)
{
  int first (int y)
  {
    int deep (int z) { return z + x; }
    return deep (y) * 2;
  }
  int second (void) { return x - 1; }
  struct bits b = { 1, 2, 3 };
  for (int i = 0; i < 3; i++)
    x += first (i) + second () + b.small + with_nul[i];
  return later (x);
}
int later (int x) { return x * 2; }
"#;

fn c_document_parses_is_closed_and_follows_the_dump() {
    let Some(out) = plugin::export_source("gcc", "t.c", C_SOURCE, &["-O0", "-w"]) else {
        return;
    };
    let doc = parse(&out.jsonl);
    assert_eq!(
        (doc.header.format.as_str(), doc.header.version),
        ("gccint-generic", 1)
    );
    assert_eq!(doc.header.language, "c");
    assert!(
        doc.header.producer.starts_with("GCC 12"),
        "{}",
        doc.header.producer
    );
    assert!(doc.header.input.ends_with("t.c"), "{}", doc.header.input);
    assert_closed(&doc);
    assert_follows_dump(&doc, &out.original);
    let names: Vec<&str> = doc.functions.iter().map(|f| f.printable.as_str()).collect();
    assert_eq!(
        names,
        // cgraph lists nested functions last-defined first, and C dumps them in that order.
        [
            "specials", "all_ones", "outer", "second", "first", "deep", "later"
        ]
    );
}

fn nested_functions_follow_their_outer_function() {
    let Some(out) = plugin::export_source("gcc", "t.c", C_SOURCE, &["-O0", "-w"]) else {
        return;
    };
    let doc = parse(&out.jsonl);
    let record = |name: &str| doc.functions.iter().find(|f| f.printable == name).unwrap();
    let decl = |name: &str| find_decl(&doc, "function_decl", name).id;
    assert_eq!(record("outer").nested, [decl("second"), decl("first")]);
    assert_eq!(record("first").nested, [decl("deep")]);
    assert!(record("deep").nested.is_empty());
    assert_eq!(
        doc.nodes[&decl("deep")].refs.get("DECL_CONTEXT"),
        Some(&Some(decl("first")))
    );
}

fn a_function_used_before_its_definition_is_written_again_with_its_body() {
    let Some(out) = plugin::export_source("gcc", "t.c", C_SOURCE, &["-O0", "-w"]) else {
        return;
    };
    let doc = parse(&out.jsonl);
    let id = find_decl(&doc, "function_decl", "later").id;
    let lines: Vec<&NodeRecord> = doc.node_lines.iter().filter(|n| n.id == id).collect();
    assert!(
        lines.len() >= 2,
        "the decl is written again at its definition"
    );
    assert!(!lines[0].refs.contains_key("DECL_SAVED_TREE"));
    assert!(lines.last().unwrap().refs.contains_key("DECL_SAVED_TREE"));
    assert!(lines[0].flags.iter().any(|f| f == "DECL_EXTERNAL"));
    assert!(
        !lines
            .last()
            .unwrap()
            .flags
            .iter()
            .any(|f| f == "DECL_EXTERNAL")
    );
}

fn constants_carry_exact_values() {
    // A signalling NaN too (which gccint's importer does not model yet).
    let source =
        format!("{C_SOURCE}\ndouble signalling (void) {{ return __builtin_nans (\"\"); }}\n");
    let Some(out) = plugin::export_source("gcc", "t.c", &source, &["-O0", "-w"]) else {
        return;
    };
    let doc = parse(&out.jsonl);
    let reals: HashSet<&str> = doc
        .nodes
        .values()
        .filter_map(|n| n.real.as_deref())
        .collect();
    for expected in ["inf", "-inf", "nan", "-nan", "snan", "-0x0p+0", "0x1.8p+1"] {
        assert!(reals.contains(expected), "no real {expected} in {reals:?}");
    }
    // "a\0b" and the terminating NUL: four bytes, both NULs kept.
    let strings: Vec<&NodeRecord> = doc.nodes.values().filter(|n| n.string.is_some()).collect();
    let nul = strings
        .iter()
        .find(|n| n.string.as_deref() == Some("61006200"))
        .unwrap_or_else(|| panic!("no \"a\\0b\" in {strings:?}"));
    assert_eq!(nul.nums.get("TREE_STRING_LENGTH"), Some(&4));
    // Wider than a HOST_WIDE_INT and still decimal.
    let values: HashSet<&str> = doc
        .nodes
        .values()
        .filter_map(|n| n.value.as_deref())
        .collect();
    assert!(values.contains(&*u128::MAX.to_string()), "{values:?}");
    assert!(
        values
            .iter()
            .all(|v| v.parse::<i128>().is_ok() || v.parse::<u128>().is_ok())
    );
}

fn bit_fields_are_marked_with_their_declared_type() {
    let Some(out) = plugin::export_source("gcc", "t.c", C_SOURCE, &["-O0", "-w"]) else {
        return;
    };
    let doc = parse(&out.jsonl);
    let has_flag = |n: &NodeRecord, f: &str| n.flags.iter().any(|x| x == f);
    let small = find_decl(&doc, "field_decl", "small");
    let wide = find_decl(&doc, "field_decl", "wide");
    let whole = find_decl(&doc, "field_decl", "whole");
    assert!(has_flag(small, "DECL_BIT_FIELD") && has_flag(wide, "DECL_BIT_FIELD"));
    assert!(!has_flag(whole, "DECL_BIT_FIELD"));
    let bit_field_type = small.refs["DECL_BIT_FIELD_TYPE"].unwrap();
    assert_eq!(
        doc.nodes[&bit_field_type].global.as_deref(),
        Some("integer_type_node")
    );
    let size = small.refs["DECL_SIZE"].unwrap();
    assert_eq!(doc.nodes[&size].value.as_deref(), Some("3"));
    let offset = wide.refs["DECL_FIELD_BIT_OFFSET"].unwrap();
    assert_eq!(doc.nodes[&offset].value.as_deref(), Some("3"));
}

fn global_trees_are_named() {
    let Some(out) = plugin::export_source("gcc", "t.c", C_SOURCE, &["-O0", "-w"]) else {
        return;
    };
    let doc = parse(&out.jsonl);
    let globals: HashSet<&str> = doc
        .nodes
        .values()
        .filter_map(|n| n.global.as_deref())
        .collect();
    for name in [
        "integer_type_node",
        "double_type_node",
        "char_type_node",
        "void_type_node",
    ] {
        assert!(globals.contains(name), "{name} not in {globals:?}");
    }
    let int = doc
        .nodes
        .values()
        .find(|n| n.global.as_deref() == Some("integer_type_node"))
        .unwrap();
    assert_eq!(
        (int.code.as_str(), int.mode.as_deref()),
        ("integer_type", Some("SI"))
    );
    assert_eq!(int.nums.get("TYPE_PRECISION"), Some(&32));
}

fn the_importer_accepts_the_document() {
    let Some(out) = plugin::export_source("gcc", "t.c", C_SOURCE, &["-O0", "-w"]) else {
        return;
    };
    let doc = tree::interop::read("t.gccint.jsonl", &out.jsonl).expect("the reader accepts it");
    let mut tc = tree::TreeContext::new();
    let unit = tree::interop::import(&mut tc, &doc).expect("the importer accepts it");
    let names: Vec<&str> = unit
        .functions()
        .iter()
        .map(|f| f.printable.as_str())
        .collect();
    assert_eq!(names.len(), dump_headers(&out.original).len());
}

fn straight_line_c_prints_back_byte_identical() {
    let source = r#"
struct point { int x, y; };
static int scale (struct point *p, int k)
{
  int sum = p->x * k + p->y;
  if (sum > 10)
    sum = sum - 10;
  return sum;
}
int use (void) { struct point p = { 1, 2 }; return scale (&p, 3); }
"#;
    let Some(out) = plugin::export_source("gcc", "s.c", source, &["-O0"]) else {
        return;
    };
    let doc = tree::interop::read("s.gccint.jsonl", &out.jsonl).expect("read");
    let mut tc = tree::TreeContext::new();
    let unit = tree::interop::import(&mut tc, &doc).expect("import");
    assert_eq!(unit.print_original(&tc).expect("print"), out.original);
}

const CXX_SOURCE: &str = r#"
struct A {
  int x;
  A (int v) : x (v) {}
  ~A () {}
  virtual int get () const { return x; }
};
template <typename T> T twice (T v) { return v + v; }
namespace ns {
  int h (int a) { auto l = [a] (int b) { return a * b; }; return l (3); }
}
int main () { A a (2); return twice (a.get ()) + ns::h (1) + (int) twice (1.5); }
"#;

fn cxx_consteval_functions_are_not_written() {
    let source = "consteval int sq (int x) { return x * x; }\nint main () { return sq (3); }\n";
    let Some(out) = plugin::export_source("g++", "c.cc", source, &["-std=c++20"]) else {
        return;
    };
    let doc = parse(&out.jsonl);
    assert_follows_dump(&doc, &out.original);
    assert_eq!(doc.functions.len(), 1);
}

fn cxx_smoke_follows_the_dump_without_clones() {
    let Some(out) = plugin::export_source("g++", "t.cc", CXX_SOURCE, &["-O0", "-w"]) else {
        return;
    };
    let doc = parse(&out.jsonl);
    assert_eq!(doc.header.language, "c++");
    assert_closed(&doc);
    assert_follows_dump(&doc, &out.original);
    // One record per constructor: the abstract one, not its base/complete clones.
    let ctors = doc
        .functions
        .iter()
        .filter(|f| f.printable == "A::A(int)")
        .count();
    assert_eq!(ctors, 1);
    assert!(
        doc.functions
            .iter()
            .any(|f| f.printable == "T twice(T) [with T = int]")
    );
}

fn openmp_clauses_and_vector_constants_are_written() {
    let source = r#"
int a[100];
int f (int n)
{
  int s = 0;
#pragma omp parallel for reduction(+:s) schedule(dynamic, 4) if(n > 10)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
typedef int v4si __attribute__ ((vector_size (16)));
v4si g (v4si x) { return x + (v4si) { 1, 2, 3, 4 }; }
"#;
    let Some(out) = plugin::export_source("gcc", "omp.c", source, &["-fopenmp"]) else {
        return;
    };
    let doc = parse(&out.jsonl);
    assert_closed(&doc);
    assert_follows_dump(&doc, &out.original);
    let clause = |name: &str| {
        doc.nodes
            .values()
            .find(|n| n.clause.as_deref() == Some(name))
            .unwrap_or_else(|| panic!("no {name} clause"))
    };
    assert!(clause("reduction").nums.contains_key("OMP_CLAUSE_SUBCODE"));
    assert!(clause("schedule").nums.contains_key("OMP_CLAUSE_SUBCODE"));
    assert_eq!(clause("if").ops.len(), 1);
    // {1, 2, 3, 4} is one stepped pattern of three encoded elements.
    let vector = doc.nodes.values().find(|n| n.code == "vector_cst").unwrap();
    assert_eq!(vector.elts.len(), 3);
    assert_eq!(vector.nums.get("VECTOR_CST_NELTS_PER_PATTERN"), Some(&3));
    let ty = &doc.nodes[&vector.ty.unwrap()];
    assert_eq!(
        (ty.mode.as_deref(), ty.nums.get("TYPE_VECTOR_SUBPARTS")),
        (Some("V4SI"), Some(&4))
    );
}

// The built-in harness cannot report a skip: testkit shows one as `ignored (why)`.
testkit::main!(
    c_document_parses_is_closed_and_follows_the_dump,
    nested_functions_follow_their_outer_function,
    a_function_used_before_its_definition_is_written_again_with_its_body,
    constants_carry_exact_values,
    bit_fields_are_marked_with_their_declared_type,
    global_trees_are_named,
    the_importer_accepts_the_document,
    straight_line_c_prints_back_byte_identical,
    cxx_consteval_functions_are_not_written,
    cxx_smoke_follows_the_dump_without_clones,
    openmp_clauses_and_vector_constants_are_written,
);
