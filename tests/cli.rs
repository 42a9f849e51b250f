//! The `gccint` program's contract: the demo runs, `--help` works everywhere, and errors
//! print as `gccint: <what>` with a non-zero exit.

use std::process::{Command, Output};

fn gccint(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gccint"))
        .args(args)
        .output()
        .expect("the gccint binary runs")
}

#[test]
fn no_arguments_runs_the_demo_of_every_crate() {
    let out = gccint(&[]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    for section in ["== polyint", "== tree", "== ggc", "== opts"] {
        assert!(text.contains(section), "demo lacks {section}:\n{text}");
    }
}

#[test]
fn the_demos_help_line_that_looks_garbled_is_explained() {
    let text = String::from_utf8(gccint(&[]).stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("-Wformat=<0,2>\tWarn"))
        .unwrap_or_else(|| panic!("the sample's -Wformat= line changed:\n{text}"));
    let note = lines[at + 1..]
        .iter()
        .find(|l| l.trim_start().starts_with("note: "))
        .unwrap_or_else(|| panic!("no note after the -Wformat= line:\n{text}"));
    assert!(
        note.contains("\"-Wformat=<0,2>\\tWarn\" is what cc1 prints too"),
        "{note}"
    );
}

#[test]
fn help_is_available_for_every_group() {
    for args in [
        &["--help"][..],
        &["poly", "--help"],
        &["tree", "--help"],
        &["opts", "--help"],
    ] {
        let out = gccint(args);
        assert!(out.status.success(), "{args:?}: {out:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("Usage:"), "{args:?}: {text}");
    }
}

#[test]
fn an_unknown_subcommand_fails_with_usage() {
    let out = gccint(&["no-such-subcommand"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such-subcommand"));
}
