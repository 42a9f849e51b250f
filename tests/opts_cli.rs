//! `gccint opts check|json|gen` through the real binary.

use std::process::{Command, Output};

fn gccint(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gccint"))
        .args(args)
        .output()
        .expect("the gccint binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn check_accepts_the_embedded_sample() {
    let out = gccint(&["opts", "check"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert!(text.contains("sample/common.opt"), "{text}");
    assert!(text.contains("ok — 34 options"), "{text}");
}

fn check_reports_diagnostics_with_positions_and_fails() {
    let dir = std::env::temp_dir().join(format!("gccint-opts-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.opt");
    std::fs::write(&bad, "Language\nC\n\nfoo\nC Bogus Var(x\nHelp.\n").unwrap();
    let out = gccint(&["opts", "check", bad.to_str().unwrap()]);
    assert!(!out.status.success());
    let text = stdout(&out);
    assert!(
        text.contains("bad.opt:5:3: unknown property: found `Bogus`"),
        "{text}"
    );
    assert!(
        text.contains("bad.opt:5:9: unbalanced parentheses"),
        "{text}"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("gccint: 2 error(s) in"), "{err}");
    let missing = gccint(&["opts", "check", dir.join("none.opt").to_str().unwrap()]);
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read file"));
    let _ = std::fs::remove_dir_all(&dir);
}

fn json_is_the_option_table() {
    let out = gccint(&["opts", "json"]);
    assert!(out.status.success(), "{out:?}");
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let options = v["options"].as_array().unwrap();
    assert_eq!(options.len(), 34);
    assert!(options.iter().any(|o| o["enumerator"] == "OPT_Wall"));
    let model = gccint(&["opts", "json", "--model"]);
    let m: serde_json::Value = serde_json::from_str(&stdout(&model)).unwrap();
    assert_eq!(m["languages"].as_array().unwrap().len(), 2);
}

fn gen_prints_generated_rust() {
    let out = gccint(&["opts", "gen"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert!(text.starts_with("// @generated"));
    assert!(text.contains("pub enum Opt {"));
    assert!(text.contains("    OPT_Wall = "));
}

fn check_reads_gccs_own_files() {
    if opts::gcc::gcc_source_dir().is_none() {
        testkit::skip("GCC 12 sources not found (install gcc-12-source or set GCCINT_GCC_SRC)");
        return;
    }
    let out = gccint(&["opts", "check", "--gcc"]);
    assert!(out.status.success(), "{out:?}");
    assert!(stdout(&out).contains(
        "ok — 2114 options (1880 with an OPT_ enumerator), 12 languages, 63 enums, 128 mask bits"
    ));
}

/// A scratch directory with a small option set that has GCC's `-O` and a response file.
fn driver_scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gccint-opts-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let set = "Language\nC\n\nO\nCommon JoinedOrMissing\nOptimize.\n\n\
               Wall\nC Common Var(warn_all)\nWarn.\n";
    std::fs::write(dir.join("d.opt"), set).unwrap();
    // A name in a response file is relative to the working directory, not to the file.
    let more = format!("-Wall '-O 2'\n@{}", dir.join("more").display());
    std::fs::write(dir.join("args"), more).unwrap();
    std::fs::write(dir.join("more"), "-O3 x.c").unwrap();
    let me = dir.join("self");
    std::fs::write(&me, format!("@{}", me.display())).unwrap();
    dir
}

fn decode_expands_response_files_as_gcc_does() {
    let dir = driver_scratch("at");
    let d = |a: &str| dir.join(a).display().to_string();
    let out = gccint(&[
        "opts",
        "decode",
        &d("d.opt"),
        "--driver",
        "--",
        &format!("@{}", d("args")),
        "@nowhere",
    ]);
    let text = stdout(&out);
    assert!(text.contains("[0] -Wall OPT_Wall"), "{text}");
    assert!(text.contains("[1] -O 2 OPT_O arg=\" 2\""), "{text}");
    assert!(text.contains("[2] -O3 OPT_O arg=\"3\""), "{text}");
    // A file that cannot be read stays an argument (libiberty's expandargv).
    assert!(
        text.contains("[4] @nowhere OPT_SPECIAL_input_file"),
        "{text}"
    );
    let out = gccint(&[
        "opts",
        "decode",
        &d("d.opt"),
        "--driver",
        "--",
        &format!("@{}", d("self")),
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("gcc: error: too many @-files encountered"),
        "{err}"
    );
    let out = gccint(&[
        "opts",
        "decode",
        &d("d.opt"),
        "--",
        &format!("@{}", dir.display()),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cc1: error: @-file refers to a directory"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn the_driver_rejects_bad_optimization_levels() {
    let dir = driver_scratch("o");
    let opt = dir.join("d.opt").display().to_string();
    for bad in [
        "-Ofoo",
        "-O99999999999999999999999999",
        "-O4294967295",
        "-O 2",
    ] {
        let out = gccint(&["opts", "decode", &opt, "--driver", "--", bad]);
        assert!(!out.status.success(), "{bad}");
        let text = stdout(&out);
        let message = "[0] cc1: error: argument to '-O' should be a non-negative integer, 'g', 's', 'z' or 'fast'";
        assert!(text.contains(message), "{bad}: {text}");
    }
    // As gcc: a driver error (here an unknown option) stops it before cc1 checks -O.
    let out = gccint(&["opts", "decode", &opt, "--driver", "--", "-fbogus", "-Ofoo"]);
    let text = stdout(&out);
    assert!(
        text.contains("unrecognized command-line option '-fbogus'"),
        "{text}"
    );
    assert!(!text.contains("argument to '-O'"), "{text}");
    for good in ["-O", "-O2", "-O0x10", "-O2147483648", "-O4294967296"] {
        let out = gccint(&["opts", "decode", &opt, "--driver", "--", good]);
        assert!(out.status.success(), "{good}: {out:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn a_rejected_argument_shows_no_value() {
    let out = gccint(&[
        "opts",
        "decode",
        "--",
        "-fdiagnostics-color=purple",
        "-Wall",
    ]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].ends_with("arg=\"purple\" errors=0x20"), "{text}");
    assert!(lines[1].ends_with("value=1"), "{text}");
    let out = gccint(&[
        "opts",
        "decode",
        "--json",
        "--",
        "-fdiagnostics-color=purple",
    ]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["options"][0]["value"], serde_json::Value::Null);
}

/// `gccint opts help --gcc -Q` follows GCC's hand-written rules as cc1 does: `-Werror=unused`
/// enables `-Wunused` and its children, and `-O2` turns on what GCC's -O table says; each
/// line is compared with the machine's gcc.
fn help_with_gccs_set_follows_gccs_rules() {
    if opts::gcc::gcc_source_dir().is_none() {
        testkit::skip("GCC 12 sources not found (install gcc-12-source or set GCCINT_GCC_SRC)");
        return;
    }
    let Some((ours, gcc)) = both_quiet("warnings", "-Werror=unused") else {
        return;
    };
    for name in ["-Wunused ", "-Wunused-variable ", "-Wunused-function "] {
        assert_eq!(state_line(&ours, name), state_line(&gcc, name), "{name}");
        assert_eq!(
            state_line(&ours, name).unwrap().last(),
            Some(&"[enabled]"),
            "{name}"
        );
    }
    let Some((ours, gcc)) = both_quiet("optimizers", "-O2") else {
        return;
    };
    for name in [
        "-fgcse ",
        "-finline-functions ",
        "-ftree-pre ",
        "-fvect-cost-model=",
    ] {
        assert_eq!(state_line(&ours, name), state_line(&gcc, name), "{name}");
    }
}

/// `gccint opts help --gcc -Q --class CLASS -- ARG` and the machine's
/// `gcc -Q --help=CLASS ARG`, or `None` (a skip) without gcc.
fn both_quiet(class: &str, arg: &str) -> Option<(String, String)> {
    let gcc = quiet_gcc_lines(class, arg)?;
    let ours = gccint(&["opts", "help", "--gcc", "-Q", "--class", class, "--", arg]);
    assert!(ours.status.success(), "{ours:?}");
    Some((stdout(&ours), gcc))
}

/// The words of the `-Q` line of `text` that starts with `name`.
fn state_line<'t>(text: &'t str, name: &str) -> Option<Vec<&'t str>> {
    text.lines()
        .find(|l| l.trim_start().starts_with(name))
        .map(|l| l.split_whitespace().collect())
}

/// The machine's `gcc -Q --help=CLASS ARG` output, or `None` (a skip) without gcc.
fn quiet_gcc_lines(class: &str, arg: &str) -> Option<String> {
    let out = Command::new("gcc")
        .args([
            "-Q",
            &format!("--help={class}"),
            arg,
            "-fsyntax-only",
            "-x",
            "c",
            "/dev/null",
        ])
        .output();
    match out {
        Ok(o) if o.status.success() => Some(stdout(&o)),
        _ => {
            testkit::skip("gcc is not runnable");
            None
        }
    }
}

// The built-in harness cannot report a skip: testkit shows one as `ignored (why)`.
testkit::main!(
    check_accepts_the_embedded_sample,
    check_reports_diagnostics_with_positions_and_fails,
    json_is_the_option_table,
    gen_prints_generated_rust,
    check_reads_gccs_own_files,
    decode_expands_response_files_as_gcc_does,
    the_driver_rejects_bad_optimization_levels,
    a_rejected_argument_shows_no_value,
    help_with_gccs_set_follows_gccs_rules,
);
