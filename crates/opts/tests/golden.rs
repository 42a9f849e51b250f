//! Golden tests of the generated Rust: the build-demo example's `demo.opt` through
//! [`opts::Builder`] gives exactly `tests/golden/build_demo.rs` (set `OPTS_BLESS=1` to
//! rewrite it), deterministically, writing only when the text changes.

use std::path::{Path, PathBuf};

mod common;

fn manifest() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("opts-golden-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn build_demo_output_matches_the_golden_file() {
    let demo = manifest().join("examples/build-demo/demo.opt");
    let golden = manifest().join("tests/golden/build_demo.rs");
    let dir = scratch("demo");
    let out = opts::Builder::new()
        .file(&demo)
        .out_dir(&dir)
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap();
    let text = std::fs::read_to_string(&out).unwrap();
    if std::env::var_os("OPTS_BLESS").is_some() {
        std::fs::write(&golden, &text).unwrap();
    }
    let expected = std::fs::read_to_string(&golden).unwrap();
    assert!(
        text == expected,
        "generated code differs from {}; rerun with OPTS_BLESS=1 if intended",
        golden.display()
    );
    assert!(text.starts_with("// @generated"));
    let _ = std::fs::remove_dir_all(&dir);
}

fn generation_is_deterministic_and_writes_only_changes() {
    let demo = manifest().join("examples/build-demo/demo.opt");
    let dir = scratch("idem");
    let builder = opts::Builder::new()
        .file(&demo)
        .out_dir(&dir)
        .emit_rerun_if_changed(false);
    let path = builder.generate().unwrap();
    let first = std::fs::metadata(&path).unwrap().modified().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    builder.generate().unwrap();
    assert_eq!(
        std::fs::metadata(&path).unwrap().modified().unwrap(),
        first,
        "rewritten without change"
    );
    assert_eq!(
        builder.render().unwrap(),
        std::fs::read_to_string(&path).unwrap()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn invalid_input_is_an_error_not_a_file() {
    let dir = scratch("bad");
    let bad = dir.join("bad.opt");
    std::fs::write(&bad, "fx\nCommon Bogus\nHelp.\n").unwrap();
    let err = opts::Builder::new()
        .file(&bad)
        .out_dir(&dir)
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_err();
    assert!(
        err.to_string().contains("bad.opt:2:8: unknown property"),
        "{err}"
    );
    assert!(!dir.join("opts.rs").exists());
    let missing = opts::Builder::new()
        .file(dir.join("none.opt"))
        .out_dir(&dir)
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_err();
    assert!(matches!(missing, opts::BuildError::Read(_)));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The `opts` library this test was linked with (the newest `libopts-*.rlib` beside the
/// test binary), for generated code, which uses the table and decoder at run time.
fn opts_rlib() -> (PathBuf, PathBuf) {
    let exe = std::env::current_exe().unwrap();
    let deps = exe.parent().unwrap().to_owned();
    let newest = std::fs::read_dir(&deps)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("libopts-") && n.ends_with(".rlib"))
        })
        .max_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok())
        .expect("the opts rlib is beside the test binary");
    (deps, newest)
}

/// Compiles `source` as a library with the rustc that runs the tests, panicking with the
/// compiler's errors.
fn compiles(source: &str, name: &str) {
    let (deps, rlib) = opts_rlib();
    let dir = scratch(name);
    let file = dir.join(format!("{name}.rs"));
    std::fs::write(&file, source).unwrap();
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let out = std::process::Command::new(rustc)
        .args([
            "--edition",
            "2024",
            "--crate-type",
            "lib",
            "--emit",
            "metadata",
            "-o",
        ])
        .arg(dir.join(format!("lib{name}.rmeta")))
        .arg("-L")
        .arg(format!("dependency={}", deps.display()))
        .arg("--extern")
        .arg(format!("opts={}", rlib.display()))
        .arg(&file)
        .output()
        .expect("rustc runs");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn the_sample_set_generates_rust_that_compiles() {
    let model = opts::sample::source_set().model().unwrap();
    compiles(&opts::generate_rust(&model, &["sample"]), "sample_opts");
}

fn gccs_own_option_set_generates_rust_that_compiles() {
    let Some(dir) = common::gcc_dir() else {
        return;
    };
    let mut set = opts::SourceSet::new();
    for f in opts::gcc::x86_64_linux_files(&dir) {
        set.add_file(&f).unwrap();
    }
    let model = set.model().unwrap();
    let text = opts::generate_rust(&model, &opts::gcc::X86_64_LINUX_OPT_FILES);
    assert!(text.contains("    OPT_Wall = "));
    compiles(&text, "gcc_opts");
}

/// Generated decoders read `EnabledBy` per definition from the embedded table as
/// `with_definitions` reads it from the model: on GCC's set, where `-Waddress` is enabled by
/// `-Wall` in c.opt and by `-Wextra` in d/lang.opt, the states agree, and differ from those
/// of the merged properties alone.
fn gccs_embedded_table_decodes_as_the_model_does() {
    let Some(dir) = common::gcc_dir() else {
        return;
    };
    let mut set = opts::SourceSet::new();
    for f in opts::gcc::x86_64_linux_files(&dir) {
        set.add_file(&f).unwrap();
    }
    let model = set.model().unwrap();
    let bytes = opts::EmbeddedTable::new(&model).to_bytes().unwrap();
    let embedded = opts::EmbeddedTable::from_bytes(&bytes).unwrap();
    let table = model.table();
    let mut merged_differs = false;
    for lang in ["C", "C++", "D"] {
        let new = |t| {
            opts::decode::Decoder::compiler(t, &[lang])
                .unwrap()
                .with_conditions(|_| false)
        };
        let from_model = new(&table).with_definitions(&model);
        let generated = new(&embedded.table).with_definition_props(embedded.definitions());
        let merged = new(&table);
        for args in [
            &["-Wall"][..],
            &["-Wextra"],
            &["-Wall", "-Wno-address", "-Wextra"],
        ] {
            let expected = from_model.run(args).state;
            assert_eq!(generated.run(args).state, expected, "{lang} {args:?}");
            merged_differs |= merged.run(args).state != expected;
        }
    }
    assert!(
        merged_differs,
        "the merged properties alone decode the same: the test shows nothing"
    );
}

// The built-in harness cannot report a skip: testkit shows one as `ignored (why)`.
testkit::main!(
    build_demo_output_matches_the_golden_file,
    generation_is_deterministic_and_writes_only_changes,
    invalid_input_is_an_error_not_a_file,
    the_sample_set_generates_rust_that_compiles,
    gccs_own_option_set_generates_rust_that_compiles,
    gccs_embedded_table_decodes_as_the_model_does,
);
