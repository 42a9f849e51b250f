//! The raw-dump reader (`tree::interop::raw`) on real `gcc -fdump-tree-original-raw`
//! output, and on damaged input.

use std::collections::BTreeMap;

use tree::interop::raw;

/// Reads every `*.raw` file of the directory in `GCCINT_RAW_DUMP_DIR` (dumps of
/// gcc.c-torture/execute, made with `gcc -O0 -w -c -fdump-tree-original-raw=…`) and prints
/// the tallies: files, parse errors, functions, complete functions, loss kinds.
#[test]
#[ignore = "needs GCCINT_RAW_DUMP_DIR; run by hand for the torture figures"]
fn torture_tallies() {
    let dir = std::env::var("GCCINT_RAW_DUMP_DIR").expect("GCCINT_RAW_DUMP_DIR");
    let mut files = 0;
    let mut errors = Vec::new();
    let mut functions = 0;
    let mut complete = 0;
    let mut kinds: BTreeMap<&'static str, (usize, usize)> = BTreeMap::new();
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "raw"))
        .collect();
    paths.sort();
    for p in paths {
        files += 1;
        let bytes = std::fs::read(&p).expect("read");
        match raw::read(&p.display().to_string(), &bytes, "c") {
            Err(e) => errors.push(e.to_string()),
            Ok(doc) => {
                for f in &doc.functions {
                    functions += 1;
                    complete += usize::from(f.is_complete());
                    let mut seen = Vec::new();
                    for l in &f.losses {
                        let e = kinds.entry(l.kind()).or_default();
                        e.0 += 1;
                        if !seen.contains(&l.kind()) {
                            seen.push(l.kind());
                            e.1 += 1;
                        }
                    }
                }
            }
        }
    }
    println!(
        "files {files}, parse errors {}, functions {functions}, complete {complete}",
        errors.len()
    );
    for e in errors.iter().take(20) {
        println!("error: {e}");
    }
    let mut kinds: Vec<_> = kinds.into_iter().collect();
    kinds.sort_by_key(|(_, (n, f))| std::cmp::Reverse((*f, *n)));
    for (k, (n, f)) in kinds {
        println!("{k}: {n} losses in {f} functions");
    }
    assert!(errors.is_empty());
}
