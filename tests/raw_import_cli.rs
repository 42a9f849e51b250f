//! `gccint tree import` of a raw dump never stops at a function it cannot print whole:
//! the incomplete ones carry `;;` notes (and `<<< … >>>` where a part could not be
//! printed), the complete ones print exactly as GCC's dump, and stderr sums it up.

use std::process::Command;

const SOURCE: &str = "int ovf (int a, int b, int *r) { return __builtin_add_overflow (a, b, r); }\n\
                      void f (int *a, int n) {\n#pragma GCC unroll 4\n for (int i = 0; i < n; i++) a[i] = 0; }\n\
                      int add (int a, int b) { return a * 2 + b; }\n";
fn a_raw_dump_with_unprintable_parts_prints_every_function() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("raw-import-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("t.c");
    std::fs::write(&src, SOURCE).unwrap();
    let (raw, original) = (dir.join("t.raw"), dir.join("t.original"));
    for (flag, out) in [
        ("-fdump-tree-original-raw", &raw),
        ("-fdump-tree-original", &original),
    ] {
        let ran = Command::new("gcc")
            .args(["-c", "-O0", "-w", "-o", "/dev/null"])
            .arg(format!("{flag}={}", out.display()))
            .arg(&src)
            .status();
        if !ran.is_ok_and(|s| s.success()) {
            testkit::skip("gcc cannot compile C");
            return;
        }
    }
    let out = Command::new(env!("CARGO_BIN_EXE_gccint"))
        .args(["tree", "import"])
        .arg(&raw)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let gcc = std::fs::read_to_string(&original).unwrap();
    // Three functions; the last one whole and exactly as GCC's dump ends.
    assert_eq!(text.matches("\n;; Function ").count(), 3, "{text}");
    let add = &gcc[gcc.find("\n;; Function add").unwrap()..];
    assert!(text.ends_with(add), "{text}");
    // The overflow call (which of ADD/SUB/MUL_OVERFLOW the dump does not say) and the
    // pragma (ANNOTATE_EXPR's operands are not dumped) are holes, each with a note.
    assert!(
        text.starts_with(";; incomplete: the raw dump lost"),
        "{text}"
    );
    assert!(
        text.contains(";; not printed: print_generic: a CALL_EXPR"),
        "{text}"
    );
    assert!(
        text.contains(";; not printed: print_generic: ANNOTATE_EXPR"),
        "{text}"
    );
    assert!(text.contains("<<< print_generic: ANNOTATE_EXPR"), "{text}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("1 of 3 functions complete; 2 incomplete (2 with parts not printed)"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

testkit::main!(a_raw_dump_with_unprintable_parts_prints_every_function,);
