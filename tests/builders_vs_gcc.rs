//! Functions built with `tree::FunctionBuilder` and the C-level builders against GCC 12's
//! own trees for the same C:
//!
//! - `examples/build_function.rs` prints exactly what `gcc -O0 -fdump-tree-original`
//!   prints for issue #14's two functions (the labels' `D.<uid>` numbers compared by order);
//! - node by node: our functions, written with `tree::interop::export`, against what the
//!   exporter plugin (`gcc-plugin/`) writes for the same C — every record's code, flags,
//!   operands, statement-list elements, chain, `refs` and `nums`, constants' values and
//!   identifiers' names, walked in parallel from each FUNCTION_DECL with ids mapped one to
//!   one. Set aside: DECL_UID / TYPE_UID (numbering), locations (we build without any),
//!   DECL_ASSEMBLER_NAME (GCC computes it after the dump); REAL_CSTs compare by value (the
//!   two writers spell hexadecimal floats differently). Types are compared by what
//!   they are (code, qualifiers, name, precision, signedness, what they point to), not by
//!   the translation unit's caches (TYPE_POINTER_TO, variants). DECL_MODE, which the
//!   format carries but `export` does not write, is checked against `decl_mode` (asked of
//!   our document imported back). A PARM_DECL's DECL_INITIAL is DECL_ARG_TYPE's slot:
//!   export writes it under both names, the plugin under DECL_ARG_TYPE only.

#[path = "../examples/build_function.rs"]
#[allow(dead_code)] // its `main` is the example's
mod build_function;
#[path = "../crates/tree/tests/common/c_samples.rs"]
mod c_samples;
#[path = "common/plugin.rs"]
mod plugin;
#[path = "../crates/tree/tests/common/random_c.rs"]
mod random_c;
#[path = "../crates/tree/tests/common/uids.rs"]
mod uids;

use std::collections::{BTreeMap, HashMap, VecDeque};

use tree::interop::format::{Document, NodeId, NodeRecord, Record};
use tree::interop::{Unit, export, import, parse_real, read};
use tree::{Tree, TreeContext};

/// The C of `examples/build_function.rs`.
const ISSUE_SOURCE: &str = "struct pair { long key; double value; };

double lookup (const struct pair *table, int n, long key)
{
  int lo = 0, hi = n - 1;
  while (lo <= hi)
    {
      int mid = (lo + hi) / 2;
      if (table[mid].key == key)
        return table[mid].value;
      else if (table[mid].key < key)
        lo = mid + 1;
      else
        hi = mid - 1;
    }
  return -1.0;
}

unsigned checksum (const unsigned char *p, unsigned long len)
{
  unsigned h = 5381;
  for (unsigned long i = 0; i < len; i++)
    h = h * 33 + p[i];
  return h;
}
";

fn build_issue_functions(tc: &mut TreeContext) -> Vec<Tree> {
    vec![
        build_function::lookup(tc).expect("lookup"),
        build_function::checksum(tc).expect("checksum"),
    ]
}
fn the_example_prints_gccs_dump_of_the_issue_functions() {
    let mut tc = TreeContext::new();
    let functions = build_issue_functions(&mut tc);
    let ours: String = functions
        .iter()
        .map(|&f| tc.dump_tree_original(f).expect("print"))
        .collect();
    assert!(ours.contains("if (lo <= hi) goto <D."), "{ours}");
    let Some(out) = plugin::export_source("gcc", "issue14.c", ISSUE_SOURCE, &["-O0"]) else {
        return;
    };
    assert_eq!(
        uids::normalize_uids(&ours),
        uids::normalize_uids(&out.original)
    );
}

/// One document's records by id (a later record replaces an earlier one), and its
/// functions in order.
struct Nodes {
    by_id: HashMap<NodeId, NodeRecord>,
    functions: Vec<NodeId>,
}

impl Nodes {
    fn new(doc: &Document) -> Nodes {
        let mut by_id = HashMap::new();
        let mut functions = Vec::new();
        for (_, r) in &doc.records {
            match r {
                Record::Node(n) => {
                    by_id.insert(n.id, (**n).clone());
                }
                Record::Function(f) => functions.push(f.decl),
                Record::Header(_) => {}
            }
        }
        Nodes { by_id, functions }
    }

    fn get(&self, id: NodeId) -> &NodeRecord {
        &self.by_id[&id]
    }

    fn is_type(&self, id: NodeId) -> bool {
        self.get(id).code.ends_with("_type")
    }

    /// What a type is, without the translation unit's caches.
    fn type_signature(&self, id: NodeId, depth: usize) -> String {
        let n = self.get(id);
        let name = n.refs.get("TYPE_NAME").copied().flatten().map(|t| {
            let decl = self.get(t);
            match decl.refs.get("DECL_NAME").copied().flatten() {
                Some(i) => self.get(i).name.clone().unwrap_or_default(),
                None => decl.name.clone().unwrap_or_default(),
            }
        });
        let target = match (n.ty, depth) {
            (Some(t), d) if d < 4 => self.type_signature(t, d + 1),
            _ => String::new(),
        };
        format!(
            "{}[{}] quals={:?} name={:?} prec={:?} unsigned={} -> ({target})",
            n.code,
            n.global.as_deref().unwrap_or(""),
            n.nums.get("TYPE_QUALS"),
            name,
            n.nums.get("TYPE_PRECISION"),
            n.flags.iter().any(|f| f == "unsigned_flag"),
        )
    }
}

/// Keys set aside: numbering, and what GCC computes after the dump.
const IGNORED_NUMS: &[&str] = &["DECL_UID", "TYPE_UID"];
const IGNORED_REFS: &[&str] = &["DECL_ASSEMBLER_NAME"];

/// The parallel walk: `(ours, gcc)` pairs still to compare, and the id mapping so far.
struct Walk<'a> {
    ours: &'a Nodes,
    gcc: &'a Nodes,
    mapped: HashMap<NodeId, NodeId>,
    queue: VecDeque<(NodeId, NodeId, String)>,
    compared: usize,
    /// Our document imported into a context of its own, to ask our declarations for
    /// DECL_MODE (which `export` does not write).
    unit: &'a Unit,
    imported: &'a TreeContext,
    /// The differences found.
    errors: Vec<String>,
}

/// Records a difference unless `$a == $b`.
macro_rules! same {
    ($walk:expr, $a:expr, $b:expr, $($what:tt)*) => {
        if $a != $b {
            let what = format!($($what)*);
            $walk.errors.push(format!("{what}: ours {:?}, GCC's {:?}", $a, $b));
        }
    };
}

impl Walk<'_> {
    fn pair(&mut self, o: Option<NodeId>, g: Option<NodeId>, path: String) {
        match (o, g) {
            (None, None) => {}
            (Some(o), Some(g)) => self.queue.push_back((o, g, path)),
            _ => self.errors.push(format!(
                "{path}: ours {o:?}, GCC's {g:?} (one is NULL_TREE)"
            )),
        }
    }

    fn run(&mut self) {
        while let Some((o, g, path)) = self.queue.pop_front() {
            if let Some(&seen) = self.mapped.get(&o) {
                same!(self, seen, g, "{path}: our node maps to two of GCC's");
                continue;
            }
            self.mapped.insert(o, g);
            self.compare(o, g, &path);
        }
    }

    fn compare(&mut self, o: NodeId, g: NodeId, path: &str) {
        let (a, b) = (self.ours.get(o).clone(), self.gcc.get(g).clone());
        let (a, b) = (&a, &b);
        self.compared += 1;
        same!(self, a.code, b.code, "{path}: code");
        if a.code != b.code {
            return;
        }
        if self.ours.is_type(o) {
            let (sa, sb) = (
                self.ours.type_signature(o, 0),
                self.gcc.type_signature(g, 0),
            );
            same!(self, sa, sb, "{path}: type");
            return;
        }
        let path = format!("{path}/{}", a.code);
        let mut fa = a.flags.clone();
        let mut fb = b.flags.clone();
        fa.sort();
        fb.sort();
        same!(self, fa, fb, "{path}: flags");
        same!(self, a.global, b.global, "{path}: global node");
        same!(
            self,
            (&a.value, &a.string, &a.name),
            (&b.value, &b.string, &b.name),
            "{path}: payload"
        );
        // REAL_CSTs by value: export's hexadecimal text is not GCC's (0x3p+0 / 0x1.8p+1).
        let real = |r: &Option<String>| {
            r.as_deref()
                .map(|t| parse_real(t).map_err(|e| e.to_string()))
        };
        same!(self, real(&a.real), real(&b.real), "{path}: REAL_CST");
        let nums = |n: &NodeRecord| -> BTreeMap<String, i64> {
            n.nums
                .iter()
                .filter(|(k, v)| {
                    // export writes DECL_FUNCTION_CODE 0 for every function; the plugin only
                    // for builtins.
                    let unwritten = k.as_str() == "DECL_FUNCTION_CODE" && **v == 0;
                    !(IGNORED_NUMS.contains(&k.as_str()) || unwritten)
                })
                .map(|(k, v)| (k.clone(), *v))
                .collect()
        };
        same!(self, nums(a), nums(b), "{path}: nums");
        if let Some(mode) = &b.mode
            && !a.code.ends_with("_type")
        {
            let ours = self.unit.node(o).map(|t| self.imported.decl_mode(t));
            let ours = ours.and_then(Result::ok).map(|m| m.name().to_string());
            same!(self, ours.as_ref(), Some(mode), "{path}: DECL_MODE");
        }
        self.pair(a.ty, b.ty, format!("{path}.type"));
        self.pair(a.chain, b.chain, format!("{path}.chain"));
        same!(self, a.ops.len(), b.ops.len(), "{path}: operand count");
        for (i, (x, y)) in a.ops.iter().zip(&b.ops).enumerate() {
            self.pair(*x, *y, format!("{path}.op{i}"));
        }
        same!(self, a.elts.len(), b.elts.len(), "{path}: element count");
        for (i, (x, y)) in a.elts.iter().zip(&b.elts).enumerate() {
            self.pair(*x, *y, format!("{path}.elt{i}"));
        }
        // DECL_ARG_TYPE is DECL_INITIAL's slot of a PARM_DECL: export writes it under
        // both names, the plugin under DECL_ARG_TYPE only.
        let parm = a.code == "parm_decl";
        let keys = |n: &NodeRecord| -> Vec<String> {
            n.refs
                .keys()
                .filter(|k| !IGNORED_REFS.contains(&k.as_str()))
                .filter(|k| !(parm && k.as_str() == "DECL_INITIAL"))
                .cloned()
                .collect()
        };
        same!(self, keys(a), keys(b), "{path}: refs");
        for k in keys(a).into_iter().filter(|k| b.refs.contains_key(k)) {
            self.pair(a.refs[&k], b.refs[&k], format!("{path}.{k}"));
        }
    }
}

/// Builds `functions` with `build`, compiles `source` with the plugin, and walks both
/// documents in parallel from each function.
fn compare_with_plugin(source: &str, build: impl FnOnce(&mut TreeContext) -> Vec<Tree>) {
    compare_at_least(source, 50, build);
}

/// [`compare_with_plugin`] for functions of at least `min_nodes` nodes.
fn compare_at_least(
    source: &str,
    min_nodes: usize,
    build: impl FnOnce(&mut TreeContext) -> Vec<Tree>,
) {
    let mut tc = TreeContext::new();
    let functions = build(&mut tc);
    let doc = export(&tc, &functions).expect("export");
    let ours = Nodes::new(&doc);
    let mut imported = TreeContext::new();
    let unit = import(&mut imported, &doc).expect("import our own document");
    let Some(out) = plugin::export_source("gcc", "built.c", source, &["-O0"]) else {
        return;
    };
    let gcc = Nodes::new(&read("built.jsonl", &out.jsonl).expect("read the plugin's document"));
    assert_eq!(ours.functions.len(), gcc.functions.len(), "function count");
    let mut walk = Walk {
        ours: &ours,
        gcc: &gcc,
        mapped: HashMap::new(),
        queue: VecDeque::new(),
        compared: 0,
        unit: &unit,
        imported: &imported,
        errors: Vec::new(),
    };
    for (&o, &g) in ours.functions.iter().zip(&gcc.functions) {
        let name = gcc.get(g).refs.get("DECL_NAME").copied().flatten();
        let name = name
            .and_then(|n| gcc.get(n).name.clone())
            .unwrap_or_default();
        walk.pair(Some(o), Some(g), name);
    }
    walk.run();
    assert!(
        walk.errors.is_empty(),
        "{} differences:\n{}",
        walk.errors.len(),
        walk.errors.join("\n")
    );
    assert!(
        walk.compared >= min_nodes,
        "compared only {} nodes",
        walk.compared
    );
    eprintln!("{} nodes equal, field by field", walk.compared);
}
fn the_issue_functions_equal_gccs_trees_node_by_node() {
    compare_with_plugin(ISSUE_SOURCE, build_issue_functions);
}
fn the_sample_functions_equal_gccs_trees_node_by_node() {
    compare_with_plugin(c_samples::SOURCE, |tc| {
        c_samples::build_all(tc).expect("build")
    });
}
fn more_control_flow_equals_gccs_trees_node_by_node() {
    compare_with_plugin(c_samples::SOURCE2, |tc| {
        c_samples::build_all2(tc).expect("build")
    });
}
fn expressions_equal_gccs_trees_node_by_node() {
    compare_with_plugin(c_samples::SOURCE3, |tc| {
        c_samples::build_all3(tc).expect("build")
    });
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config {
        cases: 24,
        ..proptest::test_runner::Config::default()
    })]

    /// Random control flow (nested loops, `switch`, `break`, `continue`, scopes) equals
    /// GCC's tree node by node.
    fn random_functions_equal_gccs_trees_node_by_node(body in random_c::stmts()) {
        let source = random_c::c_source(&body);
        compare_at_least(&source, 20, |tc| vec![random_c::build(tc, &body).expect("build")]);
    }
}

/// The C `main` that runs the issue's two functions.
const ISSUE_MAIN: &str = r#"
struct pair { long key; double value; };
double lookup (const struct pair *, int, long);
unsigned checksum (const unsigned char *, unsigned long);
static const struct pair table[] = { { 1, 0.5 }, { 4, 2.5 }, { 9, -3.0 }, { 12, 8.0 } };
int main (void)
{
  if (lookup (table, 4, 9) != -3.0 || lookup (table, 4, 1) != 0.5
      || lookup (table, 4, 12) != 8.0 || lookup (table, 4, 5) != -1.0)
    return 1;
  if (checksum ((const unsigned char *) "abc", 3) != 193485963u)
    return 2;
  return 0;
}
"#;

/// Built with the Rust API, compiled by GCC through the importer plugin, linked with a C
/// `main` and run: the functions work, at -O0 and -O2.
fn the_issue_functions_run_when_gcc_compiles_them() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("gccint-issue-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let main_c = dir.join("main.c");
    std::fs::write(&main_c, ISSUE_MAIN).unwrap();
    let mut tc = TreeContext::new();
    let functions = build_issue_functions(&mut tc);
    for level in ["-O0", "-O2"] {
        let object = dir.join(format!("issue{level}.o"));
        let opts = gccint::compile::CompileOptions {
            plugin: Some(importer.clone()),
            ..gccint::compile::CompileOptions::new(&object).arg(level)
        };
        gccint::compile::compile_functions(&tc, &functions, &opts).expect("GCC compiles them");
        let exe = dir.join(format!("issue{level}"));
        let linked = std::process::Command::new("gcc")
            .arg(&main_c)
            .arg(&object)
            .arg("-o")
            .arg(&exe)
            .status()
            .unwrap();
        assert!(linked.success(), "linking at {level}");
        let ran = std::process::Command::new(&exe).status().unwrap();
        assert_eq!(ran.code(), Some(0), "the program at {level}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

testkit::main!(
    the_issue_functions_run_when_gcc_compiles_them,
    the_example_prints_gccs_dump_of_the_issue_functions,
    the_issue_functions_equal_gccs_trees_node_by_node,
    the_sample_functions_equal_gccs_trees_node_by_node,
    more_control_flow_equals_gccs_trees_node_by_node,
    expressions_equal_gccs_trees_node_by_node,
    random_functions_equal_gccs_trees_node_by_node,
);
