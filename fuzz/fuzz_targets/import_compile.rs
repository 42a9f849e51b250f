//! Fuzzes the importer plugin's input side (issue #19): a valid document, edited as a
//! structured description says (an operand, a reference, a number, a flag, a code, a mode
//! or a constructor's element replaced, a constructor's elements reversed), is compiled by
//! cc1 with `gccint_import.so`. cc1 must refuse it with an error or compile it: never an
//! internal compiler error, a crash or a hang.
//!
//! The valid documents are GCC's own exports of the small C sources below (the exporter
//! plugin, at the first input) and the README function built in Rust. Both plugins are
//! built with `make` into `fuzz/target/gccint-plugin` (again only when their sources
//! change). Without gcc, make or GCC's plugin headers every input returns at once.

#![no_main]

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use tree::TreeContext;
use tree::interop::format::{Document, NodeRecord, Record};
use tree::interop::{export, read, write};

/// Small C sources whose exports seed the edits, with the option each needs.
const SOURCES: &[(&str, &str)] = &[
    (
        "-O0",
        "int g; struct s { int a : 3; char b[4]; struct s *next; };\n\
         static int h (int x) { return x ? h (x - 1) + 1 : 0; }\n\
         int f (int n, struct s *p, const char *str) {\n\
           int sum = 0;\n\
           for (int i = 0; i < n; i++) { if (i % 3 == 0) continue; sum += i * p->a; }\n\
           switch (n) { case 1: sum++; break; case 2 ... 5: sum--; default: g = sum; }\n\
           while (p && p->next) p = p->next;\n\
           do sum ^= str[sum & 3]; while (sum < 0);\n\
           return sum > 10 ? h (sum) : p->b[1] + __builtin_strlen (str);\n\
         }\n",
    ),
    (
        "-O0",
        "typedef float v4 __attribute__ ((vector_size (16)));\n\
         _Complex double c (double x) { return x + 2.0i; }\n\
         v4 v (v4 a, v4 b) { return a * b + (v4) {1, 2, 3, 4}; }\n\
         unsigned __int128 w (unsigned long x) { return (unsigned __int128) x << 70; }\n\
         long double l (long double x, float y) { return x / y + 1.5L; }\n\
         int u (union { int i; float f; } *p) { return p->i + (int) p->f; }\n",
    ),
    (
        "-O0",
        "int vla (int n) { int a[n]; a[0] = n; return ({ int t = a[0]; t * 2; }); }\n\
         int outer (int x) { int inner (int y) { return x + y; } return inner (1); }\n\
         int lab (int i) { static void *t[] = { &&a, &&b }; goto *t[i & 1]; a: return 1; b: return 2; }\n\
         int exp (long x) { if (__builtin_expect (x > 0, 1)) return __builtin_popcountl (x); return 0; }\n\
         void cp (char *d, const char *s) { __builtin_memcpy (d, s, 8); }\n",
    ),
    (
        "-O0",
        "struct in { int a : 3; unsigned b : 5; char c; };\n\
         struct s { int n; const char *str; struct in in; int arr[3]; };\n\
         static int x;\n\
         struct s v = { 1, \"abc\", { -1, 7, 'a' }, { [1] = 2, [2] = 3 } };\n\
         int *ptrs[4] = { [0 ... 2] = &x };\n\
         union u { int i; float f; } un = { .f = 1.5f };\n\
         char text[8] = \"hi\";\n\
         int get (int i) { struct in l = { 1, 2, 3 }; int w[4] = { [2] = i, [0 ... 1] = 7 };\n\
           return l.a + w[i & 3] + v.in.b + *ptrs[1] + un.i + text[1]; }\n",
    ),
    (
        "-fopenmp",
        "int x, v; int __seg_fs *p;\n\
         void a (void) {\n\
         #pragma omp atomic seq_cst\n\
           x += 1;\n\
         #pragma omp atomic capture relaxed\n\
           v = x++;\n\
         #pragma omp atomic read acquire\n\
           v = x;\n\
           v += *p;\n\
         }\n",
    ),
];

/// How cc1 compiles the edited document.
#[derive(Arbitrary, Debug, Clone, Copy)]
enum Level {
    O0,
    O2,
    OpenMp,
}

/// A node of the document, or none.
#[derive(Arbitrary, Debug, Clone, Copy)]
enum Target {
    Null,
    Node(u16),
}

/// A number to write.
#[derive(Arbitrary, Debug, Clone, Copy)]
enum Value {
    Small(i8),
    Power(u8),
    Any(i64),
}

/// One edit of one node record (`node` indexes the document's node lines; `key`, `flag`,
/// `code` and `mode` index what some document of the set uses).
#[derive(Arbitrary, Debug, Clone, Copy)]
enum Edit {
    Operand { node: u16, index: u8, to: Target },
    Type { node: u16, to: Target },
    Chain { node: u16, to: Target },
    Ref { node: u16, key: u8, to: Target },
    Num { node: u16, key: u8, value: Value },
    Flag { node: u16, flag: u8 },
    Code { node: u16, code: u8 },
    Element { node: u16, index: u8, to: Target },
    Mode { node: u16, mode: u8 },
    Constant { node: u16, value: Value },
    DropOperands { node: u16 },
    /// A constructor element's index (`value` false) or value replaced.
    Constructor { node: u16, index: u8, value: bool, to: Target },
    /// A constructor's elements in reverse order.
    Reverse { node: u16 },
}

#[derive(Arbitrary, Debug)]
struct Input {
    base: u8,
    level: Level,
    edits: Vec<Edit>,
}

/// What the fuzzer works with: the plugins, cc1, the valid documents and their vocabulary.
struct Setup {
    importer: PathBuf,
    cc1: PathBuf,
    dir: PathBuf,
    /// Each document with the option its source needed, if any.
    bases: Vec<(Document, Option<&'static str>)>,
    refs: Vec<String>,
    nums: Vec<String>,
    flags: Vec<String>,
    codes: Vec<String>,
    modes: Vec<String>,
}

fn run_ok(cmd: &mut Command) -> Option<String> {
    let out = cmd.stderr(Stdio::null()).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Both plugins, built (or found up to date) by make.
fn build_plugins(dir: &Path) -> Option<(PathBuf, PathBuf)> {
    let include = run_ok(Command::new("gcc").arg("-print-file-name=plugin"))?;
    if !Path::new(&include).join("include/gcc-plugin.h").is_file() {
        return None;
    }
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../gcc-plugin");
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/gccint-plugin");
    let built = Command::new("make")
        .arg("-s")
        .arg("-C")
        .arg(&source)
        .arg(format!("OUT={}", out.display()))
        .current_dir(dir)
        .status()
        .ok()?;
    built
        .success()
        .then(|| (out.join("gccint_export.so"), out.join("gccint_import.so")))
}

/// GCC's document of one source, read back.
fn export_source(exporter: &Path, dir: &Path, n: usize, option: &str, text: &str) -> Document {
    let source = dir.join(format!("base{n}.c"));
    let doc = dir.join(format!("base{n}.gccint.jsonl"));
    std::fs::write(&source, text).expect("write a base source");
    let status = Command::new("gcc")
        .args(["-c", "-w", option])
        .arg(format!("-fplugin={}", exporter.display()))
        .arg(format!(
            "-fplugin-arg-gccint_export-output={}",
            doc.display()
        ))
        .arg("-o")
        .arg(dir.join(format!("base{n}.o")))
        .arg(&source)
        .status()
        .expect("gcc runs");
    assert!(status.success(), "gcc compiles base source {n}");
    let text = std::fs::read_to_string(&doc).expect("the exporter wrote");
    read(&doc.display().to_string(), &text).expect("the exporter's document reads")
}

fn nodes(doc: &Document) -> impl Iterator<Item = &NodeRecord> {
    doc.records.iter().filter_map(|(_, r)| match r {
        Record::Node(n) => Some(&**n),
        _ => None,
    })
}

/// Every key, flag, code and mode some document uses, sorted.
fn vocabulary(setup: &mut Setup) {
    use std::collections::BTreeSet;
    let mut sets: [BTreeSet<String>; 5] = Default::default();
    for (doc, _) in &setup.bases {
        for n in nodes(doc) {
            sets[0].extend(n.refs.keys().cloned());
            sets[1].extend(n.nums.keys().cloned());
            sets[2].extend(n.flags.iter().cloned());
            sets[3].insert(n.code.clone());
            sets[4].extend(n.mode.iter().cloned());
        }
    }
    let [refs, nums, flags, codes, modes] = sets.map(|s| s.into_iter().collect::<Vec<_>>());
    (
        setup.refs,
        setup.nums,
        setup.flags,
        setup.codes,
        setup.modes,
    ) = (refs, nums, flags, codes, modes);
}

fn setup() -> Option<&'static Setup> {
    static SETUP: OnceLock<Option<Setup>> = OnceLock::new();
    SETUP
        .get_or_init(|| {
            let dir =
                std::env::temp_dir().join(format!("gccint-fuzz-import-{}", std::process::id()));
            std::fs::create_dir_all(&dir).ok()?;
            let (exporter, importer) = build_plugins(&dir)?;
            let cc1 = PathBuf::from(run_ok(Command::new("gcc").arg("-print-prog-name=cc1"))?);
            std::fs::write(dir.join("empty.c"), "").ok()?;
            let mut tc = TreeContext::new();
            let f = tree::example::build_int_f(&mut tc).expect("the README function builds");
            let mut bases = vec![(export(&tc, &[f]).expect("it exports"), None)];
            for (n, &(option, text)) in SOURCES.iter().enumerate() {
                let doc = export_source(&exporter, &dir, n, option, text);
                bases.push((doc, (option != "-O0").then_some(option)));
            }
            let mut setup = Setup {
                importer,
                cc1,
                dir,
                bases,
                refs: Vec::new(),
                nums: Vec::new(),
                flags: Vec::new(),
                codes: Vec::new(),
                modes: Vec::new(),
            };
            vocabulary(&mut setup);
            Some(setup)
        })
        .as_ref()
}

fn pick<T: Clone>(items: &[T], i: impl Into<usize>) -> Option<T> {
    (!items.is_empty()).then(|| items[i.into() % items.len()].clone())
}

fn number(v: Value) -> i64 {
    match v {
        Value::Small(n) => n.into(),
        Value::Power(p) => 1i64.wrapping_shl(p.into()),
        Value::Any(n) => n,
    }
}

/// Applies one edit to the node lines of `doc` (`ids`: every node id, for targets).
fn apply(setup: &Setup, lines: &mut [&mut NodeRecord], ids: &[u32], edit: Edit) {
    let target = |t: Target| match t {
        Target::Null => None,
        Target::Node(i) => pick(ids, i),
    };
    let node = match edit {
        Edit::Operand { node, .. }
        | Edit::Type { node, .. }
        | Edit::Chain { node, .. }
        | Edit::Ref { node, .. }
        | Edit::Num { node, .. }
        | Edit::Flag { node, .. }
        | Edit::Code { node, .. }
        | Edit::Element { node, .. }
        | Edit::Mode { node, .. }
        | Edit::Constant { node, .. }
        | Edit::Constructor { node, .. }
        | Edit::DropOperands { node }
        | Edit::Reverse { node } => node,
    };
    let n = usize::from(node) % lines.len();
    let r = &mut *lines[n];
    match edit {
        Edit::Operand { index, to, .. } if !r.ops.is_empty() => {
            let i = usize::from(index) % r.ops.len();
            r.ops[i] = target(to);
        }
        Edit::Type { to, .. } => r.ty = target(to),
        Edit::Chain { to, .. } => r.chain = target(to),
        Edit::Ref { key, to, .. } => {
            // Half the time one of the node's own references (replacing one it has finds
            // more than adding one it should not have, which is refused at once).
            let own: Vec<String> = r.refs.keys().cloned().collect();
            let k = match key % 2 {
                0 if !own.is_empty() => pick(&own, key / 2),
                _ => pick(&setup.refs, key),
            };
            if let Some(k) = k {
                r.refs.insert(k, target(to));
            }
        }
        Edit::Num { key, value, .. } => {
            if let Some(k) = pick(&setup.nums, key) {
                r.nums.insert(k, number(value));
            }
        }
        Edit::Flag { flag, .. } => {
            if let Some(f) = pick(&setup.flags, flag) {
                match r.flags.iter().position(|g| *g == f) {
                    Some(at) => {
                        r.flags.remove(at);
                    }
                    None => r.flags.push(f),
                }
            }
        }
        Edit::Code { code, .. } => r.code = pick(&setup.codes, code).unwrap_or_default(),
        Edit::Element { index, to, .. } if !r.elts.is_empty() => {
            let i = usize::from(index) % r.elts.len();
            r.elts[i] = target(to);
        }
        Edit::Mode { mode, .. } => r.mode = pick(&setup.modes, mode),
        Edit::Constant { value, .. } if r.value.is_some() => {
            r.value = Some(number(value).to_string());
        }
        Edit::DropOperands { .. } => r.ops.clear(),
        Edit::Constructor { index, value, to, .. } if !r.ctor.is_empty() => {
            let i = usize::from(index) % r.ctor.len();
            let element = &mut r.ctor[i];
            *(if value { &mut element.1 } else { &mut element.0 }) = target(to);
        }
        Edit::Reverse { .. } => r.ctor.reverse(),
        _ => {}
    }
}

/// Runs cc1 on `doc` bounded in time: its exit code (`None`: a signal) and stderr.
fn compile(setup: &Setup, doc: &Path, level: Level, option: Option<&str>) -> (Option<i32>, String) {
    let mut cmd = Command::new(&setup.cc1);
    cmd.arg("-quiet")
        .arg(setup.dir.join("empty.c"))
        .arg(match level {
            Level::O0 => "-O0",
            Level::O2 => "-O2",
            Level::OpenMp => "-fopenmp",
        })
        .args(option)
        .arg(format!("-fplugin={}", setup.importer.display()))
        .arg(format!(
            "-fplugin-arg-gccint_import-document={}",
            doc.display()
        ))
        .arg("-o")
        .arg(setup.dir.join("out.s"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("cc1 starts");
    let mut stderr = child.stderr.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("cc1 waits") {
            break s;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            let text = reader.join().unwrap_or_default();
            panic!("cc1 ran for a minute on {}: {text}", doc.display());
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    (status.code(), reader.join().unwrap_or_default())
}

fuzz_target!(|input: Input| {
    let Some(setup) = setup() else {
        return;
    };
    let Some((mut doc, option)) = pick(&setup.bases, input.base) else {
        return;
    };
    let ids: Vec<u32> = nodes(&doc).map(|n| n.id).collect();
    let mut lines: Vec<&mut NodeRecord> = doc
        .records
        .iter_mut()
        .filter_map(|(_, r)| match r {
            Record::Node(n) => Some(&mut **n),
            _ => None,
        })
        .collect();
    for &edit in input.edits.iter().take(8) {
        apply(setup, &mut lines, &ids, edit);
    }
    let path = setup.dir.join("fuzz.gccint.jsonl");
    std::fs::write(&path, write(&doc)).expect("write the document");
    let (code, stderr) = compile(setup, &path, input.level, option);
    let broke = [
        "internal compiler error",
        "confused by earlier errors",
        "Segmentation fault",
    ]
    .iter()
    .any(|s| stderr.contains(s));
    assert!(
        matches!(code, Some(0 | 1)) && !broke,
        "cc1 ended with {code:?} on {input:?}:\n{stderr}"
    );
});
