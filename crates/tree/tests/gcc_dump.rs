//! The C-like printer against the machine's GCC 12: `gcc -fdump-tree-original` of the
//! README function must equal what `dump_tree_original` prints for the same GENERIC.

use std::process::Command;

fn require_gcc() -> bool {
    std::env::var("GCCINT_REQUIRE_GCC").as_deref() == Ok("1")
}

/// Runs gcc on `source` and returns its `-fdump-tree-original` text, or `None` (skipping)
/// when gcc is not usable.
fn gcc_original(source: &str) -> Option<String> {
    let dir = std::env::temp_dir().join(format!("gccint-tree-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let src = dir.join("f.c");
    let dump = dir.join("f.original");
    std::fs::write(&src, source).ok()?;
    let status = Command::new("gcc")
        .arg("-c")
        .arg(format!("-fdump-tree-original={}", dump.display()))
        .arg("-o")
        .arg(dir.join("f.o"))
        .arg(&src)
        .status();
    let text = match status {
        Ok(s) if s.success() => std::fs::read_to_string(&dump).ok(),
        _ => None,
    };
    let _ = std::fs::remove_dir_all(&dir);
    if text.is_none() {
        assert!(
            !require_gcc(),
            "gcc is required (GCCINT_REQUIRE_GCC=1) but could not run"
        );
        eprintln!("skipping: gcc not available");
    }
    text
}

#[test]
fn readme_function_prints_exactly_as_gcc_dumps_it() {
    let mut tc = tree::TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).expect("build");
    let ours = tc.dump_tree_original(f).expect("print");
    let expected = "\n;; Function f (null)\n;; enabled by -tree-original\n\n\n{\n  int b = a * 2;\n\n    int b = a * 2;\n  return b + 1;\n}\n\n";
    assert_eq!(ours, expected);
    if let Some(gcc) = gcc_original("int f (int a) { int b = a * 2; return b + 1; }\n") {
        assert_eq!(ours, gcc);
    }
}
