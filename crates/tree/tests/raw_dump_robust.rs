//! The raw-dump path on code it cannot read completely: every function of a file is read
//! and printed (with holes where the dump lost what printing needs), and what the front
//! end's code determines is recovered — the predictor of `continue` and `goto`, internal
//! functions by their signature.

use std::path::{Path, PathBuf};
use std::process::Command;

use tree::interop::format::{NodeRecord, Record};
use tree::interop::raw::{self, RawDocument, RawLoss};
use tree::interop::{Unit, import};

#[allow(dead_code)] // this binary uses only the dump helpers
#[path = "common/gcc.rs"]
mod gcc;

fn raw_of(source: &str) -> Option<RawDocument> {
    let bytes = gcc::gcc_dump(source, "-O0 -w", "original-raw")?;
    Some(raw::read("f.c.raw", &bytes, "c").expect("gcc's raw dump reads"))
}

/// GCC's `-fdump-tree-original` of each function, in order.
fn sections(original: &str) -> Vec<String> {
    original
        .split("\n;; Function ")
        .skip(1)
        .map(|s| format!("\n;; Function {s}"))
        .collect()
}

/// Each function printed with holes: (text, number of holes).
fn print_all(doc: &RawDocument) -> Vec<(String, usize)> {
    let mut tc = tree::TreeContext::new();
    let unit: Unit = import(&mut tc, &doc.document).expect("the document imports");
    unit.functions()
        .iter()
        .map(|f| {
            let p = tc
                .dump_function_original_with_holes(f.decl, &f.printable, f.assembler.as_deref())
                .expect("prints with holes");
            (p.text, p.holes.len())
        })
        .collect()
}

fn node_records(doc: &RawDocument, code: &str) -> Vec<NodeRecord> {
    doc.document
        .records
        .iter()
        .filter_map(|(_, r)| match r {
            Record::Node(n) if n.code == code => Some((**n).clone()),
            _ => None,
        })
        .collect()
}
fn goto_and_continue_predictors_are_recovered() {
    let source = r#"
int jump (int a) { if (a > 3) goto out; a = a * 2; out: return a; }
int loop (int *p, int n) { int s = 0; for (int i = 0; i < n; i++) { if (p[i]) continue; s++; } return s; }
"#;
    let Some(doc) = raw_of(source) else { return };
    let Some(original) = gcc::gcc_original(source, "-O0 -w") else {
        return;
    };
    let predicts = node_records(&doc, "predict_expr");
    assert_eq!(predicts.len(), 2);
    let values: Vec<String> = predicts
        .iter()
        .map(|p| {
            let cst = p.ops[0].expect("the predictor was recovered");
            let rec = doc.document.records.iter().find_map(|(_, r)| match r {
                Record::Node(n) if n.id == cst => Some(n.value.clone()),
                _ => None,
            });
            rec.flatten().expect("an INTEGER_CST")
        })
        .collect();
    // predict.def: PRED_GOTO is predictor 33, PRED_CONTINUE 14.
    assert_eq!(values, ["33", "14"]);
    assert!(
        doc.functions
            .iter()
            .all(|f| !f.losses.iter().any(|l| matches!(
                l,
                RawLoss::OperandsNotDumped {
                    code: tree::TreeCode::PredictExpr,
                    ..
                }
            )))
    );
    // Both print without holes, each prediction as GCC's dump prints it (neither function
    // is complete: a label is among BIND_EXPR_VARS, and loops jump to unnamed labels).
    let printed = print_all(&doc);
    let gcc = sections(&original);
    for (k, line) in [
        (0, "      // predicted unlikely by goto predictor.;\n"),
        (1, "        // predicted unlikely by continue predictor.;\n"),
    ] {
        assert_eq!(printed[k].1, 0);
        assert!(gcc[k].contains(line), "{}", gcc[k]);
        assert!(printed[k].0.contains(line), "{}", printed[k].0);
    }
}
fn internal_calls_are_named_by_their_signature() {
    let source = r#"
void fall (int k, int *g) { switch (k) { case 1: (*g)++; __attribute__ ((fallthrough)); case 2: (*g)--; } }
int ovf (int a, int b, int *r) { return __builtin_mul_overflow (a, b, r); }
"#;
    let Some(doc) = raw_of(source) else { return };
    let Some(original) = gcc::gcc_original(source, "-O0 -w") else {
        return;
    };
    let calls = node_records(&doc, "call_expr");
    let ifns: Vec<Option<&str>> = calls.iter().map(|c| c.ifn.as_deref()).collect();
    assert_eq!(ifns, [Some("FALLTHROUGH"), None]);
    assert!(
        doc.functions[0].is_complete(),
        "{:?}",
        doc.functions[0].losses
    );
    let printed = print_all(&doc);
    assert_eq!(printed[0], (sections(&original)[0].clone(), 0));
    // Which of ADD/SUB/MUL_OVERFLOW the dump does not say: a loss, and a hole in the
    // print (once per SAVE_EXPR that shows the call) instead of a wrong name.
    let ovf = &doc.functions[1];
    assert!(
        ovf.losses
            .iter()
            .any(|l| matches!(l, RawLoss::InternalFunction { .. }))
    );
    assert!(printed[1].1 > 0);
    assert!(!printed[1].0.contains(".MUL_OVERFLOW"));
    assert!(
        printed[1]
            .0
            .contains("return *r = REALPART_EXPR <SAVE_EXPR <<<< ")
    );
}
fn a_loop_pragma_becomes_a_hole_not_an_abort() {
    let source = "void f (int *a, int n) {\n#pragma GCC ivdep\n for (int i = 0; i < n; i++) a[i] = 0; }\nint g (void) { return 1; }\n";
    let Some(doc) = raw_of(source) else { return };
    let printed = print_all(&doc);
    // ANNOTATE_EXPR's operands (the condition, the kind) are not dumped.
    assert_eq!(printed[0].1, 1);
    assert!(
        printed[0]
            .0
            .contains("if (<<< print_generic: ANNOTATE_EXPR of kind -1")
    );
    assert_eq!(printed[1].1, 0);
}

/// The torture suites' C files: none may stop the raw path. Every file GCC compiles has its
/// raw dump read, imported and every function printed (with holes where needed).
fn no_torture_file_stops_the_raw_path() {
    let Some(suite) = testsuite() else { return };
    let mut files = Vec::new();
    for dir in ["gcc.c-torture/execute", "gcc.c-torture/compile"] {
        let mut here: Vec<PathBuf> = std::fs::read_dir(suite.join(dir))
            .expect("the testsuite directory")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "c"))
            .collect();
        here.sort();
        files.extend(here);
    }
    // Every 4th file by default (the whole corpus compiles 3,471 files twice over);
    // GCCINT_RAW_STEP=1 takes them all.
    let step = std::env::var("GCCINT_RAW_STEP")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or(4);
    let files: Vec<PathBuf> = files.into_iter().step_by(step).collect();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunks: Vec<&[PathBuf]> = files.chunks(files.len().div_ceil(threads)).collect();
    let results: Vec<Tally> = std::thread::scope(|s| {
        let handles: Vec<_> = chunks
            .iter()
            .enumerate()
            .map(|(k, chunk)| s.spawn(move || run_chunk(k, chunk)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a worker"))
            .collect()
    });
    let mut total = Tally::default();
    for t in results {
        total.files += t.files;
        total.functions += t.functions;
        total.complete += t.complete;
        total.failures.extend(t.failures);
    }
    eprintln!(
        "raw path over gcc.c-torture: {} files read, {} functions, {} complete",
        total.files, total.functions, total.complete
    );
    assert!(
        total.failures.is_empty(),
        "{} files stopped the raw path: {:?}",
        total.failures.len(),
        &total.failures[..total.failures.len().min(10)]
    );
    assert!(
        total.files * step > 3000,
        "only {} files compiled",
        total.files
    );
    // All of it: 3,471 files, 9,174 functions, 4,531 complete (49.4%) when measured; the
    // default every-4th sample: 868 files, 2,039 functions, 877 complete (43.0%).
    assert!(
        total.complete * 100 >= total.functions * 42,
        "only {} of {} functions complete",
        total.complete,
        total.functions
    );
}

#[derive(Default)]
struct Tally {
    files: usize,
    functions: usize,
    complete: usize,
    failures: Vec<String>,
}

fn run_chunk(k: usize, files: &[PathBuf]) -> Tally {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("raw-robust-{}-{k}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let raw_file = dir.join("t.raw");
    let mut tally = Tally::default();
    for source in files {
        let _ = std::fs::remove_file(&raw_file);
        // Bounded: GCC never ends on compile/asmgoto-5.c at -O0. `timeout` kills the
        // whole process group, cc1 included.
        let compiled = Command::new("timeout")
            .args([
                "-s",
                "KILL",
                "20",
                "gcc",
                "-c",
                "-O0",
                "-w",
                "-o",
                "/dev/null",
            ])
            .arg(format!("-fdump-tree-original-raw={}", raw_file.display()))
            .arg(source)
            .output();
        let Ok(bytes) = std::fs::read(&raw_file) else {
            continue; // GCC rejects the file
        };
        if !compiled.is_ok_and(|o| o.status.success()) {
            continue;
        }
        tally.files += 1;
        if let Err(e) = read_and_print(&bytes, &mut tally) {
            tally.failures.push(format!("{}: {e}", source.display()));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    tally
}

fn read_and_print(bytes: &[u8], tally: &mut Tally) -> Result<(), String> {
    let doc = raw::read("t.raw", bytes, "c").map_err(|e| e.to_string())?;
    let mut tc = tree::TreeContext::new();
    let unit = import(&mut tc, &doc.document).map_err(|e| e.to_string())?;
    for (f, raw_f) in unit.functions().iter().zip(&doc.functions) {
        tc.dump_function_original_with_holes(f.decl, &f.printable, f.assembler.as_deref())
            .map_err(|e| format!("{}: {e}", f.printable))?;
        tally.functions += 1;
        tally.complete += usize::from(raw_f.is_complete());
    }
    Ok(())
}

/// The unpacked testsuite, or `None` (skip; a failure under `GCCINT_REQUIRE_GCC=1`).
fn testsuite() -> Option<PathBuf> {
    let dir = std::env::var_os("GCCINT_GCC_TESTSUITE")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/src/gcc-12/gcc-12.2.0/gcc/testsuite"));
    let gcc_runs = Command::new("gcc").arg("--version").output().is_ok();
    if dir.join("gcc.c-torture/execute").is_dir() && gcc_runs {
        return Some(dir);
    }
    testkit::skip(format!(
        "gcc or GCC's testsuite ({}) is missing (scripts/gcc-testsuite.sh)",
        dir.display()
    ));
    None
}

testkit::main!(
    goto_and_continue_predictors_are_recovered,
    internal_calls_are_named_by_their_signature,
    a_loop_pragma_becomes_a_hole_not_an_abort,
    no_torture_file_stops_the_raw_path,
);
