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

/// An empty scratch directory `name` holding one C file, for a test's own gcc run.
fn fresh_dir_with_source(name: &str, file: &str, source: &str) -> PathBuf {
    let dir = scratch().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(file), source).unwrap();
    dir
}

/// Whether gcc can run the exporter plugin (a skip when not). The first call builds the
/// plugin into the shared cache while the other tests wait: concurrent builds into one
/// cache directory would race.
fn gcc_usable() -> bool {
    static USABLE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let usable = *USABLE.get_or_init(|| plugin_headers() && build_plugin_once());
    if !usable {
        testkit::skip("gcc or gcc-12-plugin-dev is not installed");
    }
    usable
}

fn plugin_headers() -> bool {
    Command::new("gcc")
        .arg("-print-file-name=plugin")
        .output()
        .ok()
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim().to_string()))
        .is_some_and(|d| d.join("include/gcc-plugin.h").is_file())
}

/// Runs `gccint gcc` once, which builds the plugin; with the headers there it must work.
fn build_plugin_once() -> bool {
    let dir = fresh_dir_with_source("plugin-warm-up", "w.c", "int w (void) { return 0; }\n");
    let out = gccint_in(&dir, &["gcc", "--", "-c", "w.c"]);
    assert!(out.status.success(), "building the plugin: {out:?}");
    true
}

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

/// `gccint ARGS` run in `dir`.
fn gccint_in(dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gccint"))
        .args(args)
        .current_dir(dir)
        .env("GCCINT_PLUGIN_DIR", scratch().join("plugin-cache"))
        .output()
        .expect("the gccint binary runs")
}

fn tree_import_describes_binary_input_instead_of_echoing_it() {
    let nul = scratch().join("nul.bin");
    std::fs::write(&nul, b";; Function f\x00\x01\x02\x1b[2J").unwrap();
    for (file, says) in [
        (env!("CARGO_BIN_EXE_gccint").to_string(), "is an ELF file"),
        (
            nul.display().to_string(),
            "is binary data (20 bytes; byte 13 is 0x00)",
        ),
    ] {
        let out = gccint(&["tree", "import", &file]);
        assert_eq!(out.status.code(), Some(1), "{out:?}");
        let err = String::from_utf8(out.stderr).expect("stderr is text");
        assert!(err.contains(says), "{err}");
        assert!(
            !err.bytes().any(|b| b < 0x20 && b != b'\n'),
            "control bytes echoed: {err:?}"
        );
    }
}

fn tree_import_of_an_empty_file_is_an_error_and_of_a_unit_without_functions_a_warning() {
    let empty = scratch().join("empty.gccint.jsonl");
    std::fs::write(&empty, "\n").unwrap();
    let out = gccint(&["tree", "import", empty.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("empty.gccint.jsonl is empty: expected"),
        "{err}"
    );

    let tc = tree::TreeContext::new();
    let header_only = scratch().join("header-only.gccint.jsonl");
    std::fs::write(
        &header_only,
        tree::interop::write(&tree::interop::export(&tc, &[]).unwrap()),
    )
    .unwrap();
    let out = gccint(&["tree", "import", header_only.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    assert!(out.stdout.is_empty(), "{out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("warning: ") && err.contains("holds no function"),
        "{err}"
    );
}

fn gccint_gcc_leaves_the_users_dumps_and_temporaries_and_keeps_its_document_on_request() {
    if !gcc_usable() {
        return;
    }
    let dir = fresh_dir_with_source("gcc-user-files", "t.c", "int f (int a) { return a + 1; }\n");
    let out = gccint_in(
        &dir,
        &[
            "gcc",
            "--keep-document",
            "kept.jsonl",
            "--",
            "-c",
            "-O0",
            "-fdump-tree-original",
            "-save-temps",
            "t.c",
        ],
    );
    assert!(out.status.success(), "{out:?}");
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let dump = names.iter().find(|n| n.ends_with(".original"));
    let dump = dump.unwrap_or_else(|| panic!("the user's dump is gone: {names:?}"));
    for temp in ["t.i", "t.s", "t.o"] {
        assert!(names.iter().any(|n| n == temp), "{temp} is gone: {names:?}");
    }
    // GCC's dump, the printed unit and the kept document all say the same.
    let printed = String::from_utf8(out.stdout).unwrap();
    assert_eq!(std::fs::read_to_string(dir.join(dump)).unwrap(), printed);
    let again = gccint_in(&dir, &["tree", "import", "kept.jsonl"]);
    assert!(again.status.success(), "{again:?}");
    assert_eq!(String::from_utf8(again.stdout).unwrap(), printed);
}

fn gccint_gcc_warns_when_a_unit_has_no_function() {
    if !gcc_usable() {
        return;
    }
    let dir = fresh_dir_with_source("gcc-no-function", "v.c", "int v = 1;\n");
    let out = gccint_in(&dir, &["gcc", "--", "-c", "v.c"]);
    assert!(out.status.success(), "{out:?}");
    assert!(out.stdout.is_empty(), "{out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("warning: ") && err.contains("holds no function"),
        "{err}"
    );
}

fn gccint_gcc_errors_name_a_document_that_exists() {
    if !gcc_usable() {
        return;
    }
    let dir = fresh_dir_with_source("gcc-damaged", "t.c", "int f (void) { return 0; }\n");
    // gcc_usable built the plugin for gcc; the fake compiler hits the same cache entry.
    // Answers gcc's questions as gcc, and "compiles" by writing a damaged document.
    let fake = dir.join("fake-gcc");
    std::fs::write(
        &fake,
        "#!/bin/sh\nfor a; do case \"$a\" in -fplugin-arg-gccint_export-output=*) d=\"${a#*=}\";; esac; done\n\
         [ -z \"$d\" ] && exec gcc \"$@\"\n\
         printf '{\"header\":{\"format\":\"gccint-generic\",\"version\":1}}\\n{\"node\":{\"id\":0,\"code\":\"no_such_code\"}}\\n' > \"${d}t.c.7.gccint.jsonl\"\n",
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let fake = fake.to_str().unwrap();
    for keep in [None, Some("bad.jsonl")] {
        let mut args = vec!["gcc", "--cc", fake];
        args.extend(keep.map(|k| ["--keep-document", k]).into_iter().flatten());
        args.extend(["--", "-c", "t.c"]);
        let out = gccint_in(&dir, &args);
        assert_eq!(out.status.code(), Some(1), "{out:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        let named = err
            .strip_prefix("gccint: ")
            .and_then(|e| e.split_once(" is kept for inspection: "))
            .map(|(path, _)| std::path::PathBuf::from(path))
            .unwrap_or_else(|| panic!("no document named: {err}"));
        assert!(err.contains(":2:") && err.contains("no_such_code"), "{err}");
        assert!(
            dir.join(&named).is_file(),
            "{} does not exist: {err}",
            named.display()
        );
        match keep {
            Some(k) => assert_eq!(named, std::path::Path::new(k)),
            None => std::fs::remove_dir_all(named.parent().unwrap()).unwrap(),
        }
    }
}

// The built-in harness cannot report a skip: testkit shows one as `ignored (why)`.
testkit::main!(
    tree_import_prints_an_exported_document_as_the_original_dump,
    tree_import_of_a_damaged_document_names_file_line_and_column,
    gccint_gcc_and_tree_import_of_a_raw_dump_print_what_gcc_dumps,
    tree_import_describes_binary_input_instead_of_echoing_it,
    tree_import_of_an_empty_file_is_an_error_and_of_a_unit_without_functions_a_warning,
    gccint_gcc_leaves_the_users_dumps_and_temporaries_and_keeps_its_document_on_request,
    gccint_gcc_warns_when_a_unit_has_no_function,
    gccint_gcc_errors_name_a_document_that_exists,
);
