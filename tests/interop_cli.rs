//! `gccint tree import` and `gccint gcc`: real GENERIC in, GCC's dump out.

use std::path::PathBuf;
use std::process::{Command, Output};

fn gccint(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gccint"))
        .args(args)
        // Build the plugin under the target directory, not in the user's cache.
        .env("GCCINT_PLUGIN_DIR", scratch().join("plugin-cache"))
        .output()
        .expect("the gccint binary runs")
}

fn scratch() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("interop-cli");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

fn gcc_usable() -> bool {
    let plugin_headers = Command::new("gcc")
        .arg("-print-file-name=plugin")
        .output()
        .ok()
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim().to_string()))
        .is_some_and(|d| d.join("include/gcc-plugin.h").is_file());
    if !plugin_headers {
        assert!(
            std::env::var("GCCINT_REQUIRE_GCC").as_deref() != Ok("1"),
            "gcc with plugin headers is required (GCCINT_REQUIRE_GCC=1)"
        );
        eprintln!("skipping: gcc or gcc-12-plugin-dev is not installed");
    }
    plugin_headers
}

#[test]
fn tree_import_prints_an_exported_document_as_the_original_dump() {
    let mut tc = tree::TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    let text = tree::interop::write(&tree::interop::export(&tc, &[f]).unwrap());
    let path = scratch().join("f.gccint.jsonl");
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap();

    let out = gccint(&["tree", "import", path]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        tc.dump_tree_original(f).unwrap()
    );

    let out = gccint(&["tree", "import", path, "--print", "json"]);
    assert!(out.status.success(), "{out:?}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(json.is_object());

    let out = gccint(&["tree", "import", path, "--print", "debug"]);
    assert!(out.status.success(), "{out:?}");
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .contains("function_decl")
    );
}

#[test]
fn tree_import_of_a_damaged_document_names_file_line_and_column() {
    let path = scratch().join("bad.gccint.jsonl");
    std::fs::write(
        &path,
        "{\"header\":{\"format\":\"gccint-generic\",\"version\":1}}\n{\"node\":{\"id\":0,\"code\":\"no_such_code\"}}\n",
    )
    .unwrap();
    let out = gccint(&["tree", "import", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("gccint: "), "{err}");
    assert!(err.contains("bad.gccint.jsonl:2:"), "{err}");
    assert!(err.contains("no_such_code"), "{err}");
}

#[test]
fn gccint_gcc_and_tree_import_of_a_raw_dump_print_what_gcc_dumps() {
    if !gcc_usable() {
        return;
    }
    let dir = scratch().join("gcc-run");
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("t.c");
    std::fs::write(
        &src,
        "int g (int);\nint f (int n) { int s = 0; for (int i = 0; i < n; i++) s += g (i); return s; }\n",
    )
    .unwrap();
    let original = dir.join("t.original");
    let raw = dir.join("t.raw");
    for (flag, file) in [
        ("-fdump-tree-original", &original),
        ("-fdump-tree-original-raw", &raw),
    ] {
        let status = Command::new("gcc")
            .args(["-c", "-O0"])
            .arg(format!("{flag}={}", file.display()))
            .arg("-o")
            .arg(dir.join("t.o"))
            .arg(&src)
            .status()
            .expect("gcc runs");
        assert!(status.success());
    }
    let expected = std::fs::read_to_string(&original).unwrap();

    let obj = dir.join("u.o");
    let out = gccint(&[
        "gcc",
        "--",
        "-c",
        "-O0",
        src.to_str().unwrap(),
        "-o",
        obj.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(String::from_utf8(out.stdout).unwrap(), expected);

    // The raw dump keeps f's body but loses the loop variable's declaration: imported, it
    // prints with a note saying so.
    let out = gccint(&["tree", "import", raw.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains(";; Function f (null)"), "{text}");
    assert!(
        text.starts_with(";; incomplete: the raw dump lost"),
        "{text}"
    );

    let out = gccint(&["gcc", "--", "-c", "/no/such/file.c"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
}
