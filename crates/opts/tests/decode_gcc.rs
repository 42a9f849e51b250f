//! Differential tests: the diagnostics of the machine's `gcc` (driver, then `cc1` for C) on
//! command lines, against the driver and C-compiler decoders over GCC 12's own `.opt` files.
//! Skips when gcc 12 or the GCC sources are absent, fails then under `GCCINT_REQUIRE_GCC=1`.

use std::process::Command;

use opts::OptionTable;
use opts::decode::Decoder;

mod common;

use common::{gcc_model, have_gcc12};

/// gcc's diagnostics for `args` on an empty C file, without the `gcc: `/`cc1: ` prefix.
/// gcc runs in a scratch directory, where dump options write their files.
fn gcc_diagnostics(args: &[&str]) -> Vec<String> {
    let scratch = std::env::temp_dir().join(format!("gccint-decode-gcc-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch directory");
    let out = Command::new("gcc")
        .current_dir(&scratch)
        .args(["-c", "-x", "c", "/dev/null", "-o", "/dev/null"])
        .args(args)
        .env("LC_ALL", "C")
        .output()
        .expect("gcc runs");
    let _ = std::fs::remove_dir_all(&scratch);
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| l.split_once(": ").map(|(_, rest)| rest.to_owned()))
        .collect()
}

/// What the driver and then (if the driver found no error) the C compiler report.
fn our_diagnostics(driver: &Decoder<'_>, cc1: &Decoder<'_>, args: &[&str]) -> Vec<String> {
    let d = driver.run(args);
    let mut out: Vec<String> = d.diagnostics.iter().map(ToString::to_string).collect();
    if !d.has_errors() {
        let c = cc1.run(args);
        out.extend(c.diagnostics.iter().map(ToString::to_string));
    }
    out
}

/// Command lines whose diagnostics come from GCC's table-driven decoding. (Values checked by
/// hand-written handlers, such as `-march=` names, `-gdwarf-N` or `-Werror=` arguments, are
/// outside the `.opt` files and so outside the decoder.)
const LINES: &[&[&str]] = &[
    &["-Wall", "-Wextra"],
    &["-fno-rtti"],
    &["-Wabi-tag", "-Wno-foo"],
    &["-Wno-foo", "-Wno-bar", "-fno-rtti"],
    &["-fmax-errors=3000000000"],
    &["-fmax-errors=1k"],
    &["-fmax-errors=0x10", "-fmax-errors=08"],
    &["-Wlarger-than=1kB"],
    &["-Wlarger-than=1x"],
    &["--param=max-inline-insns-auto=-1"],
    &["--param", "max-inline-insns-auto=x"],
    &["-fdiagnostics-color=bogus"],
    &["-fdiagnostics-color=bogus", "-fdiagnostics-color=auto"],
    &["-flto-compression-level=99"],
    &["-std=c99x"],
    &["-mno-arch=x"],
    &["-Wfoo"],
    &["-ffoo"],
    &["-Werror=abi-tag"],
    &["-ftls-model=bogus"],
    &["-ftls-model=global-dynamik"],
    &["-mcmodel=larg"],
    &["-fno-diagnostics-color"],
    &["-fstack-protector-strong", "-fno-stack-protector"],
    &["-Wformat=3"],
    &["-Wnormalized=bogus"],
    &["-fcf-protection=bogus"],
    &["-Wbidi-chars=any,ucn"],
    &["-Wbidi-chars=any,none"],
    &["-Wbidi-chars=ucn,ucn"],
    &["-Wbidi-chars=bogus"],
    &["-fopenacc-dim=", "-Wall"],
    &["-fdump-tree-all-graph", "-Wno-all"],
    &["-ftemplate-depth=10"],
    &["-fno-exceptions", "-fno-rtti", "-fno-modules-ts"],
    &[
        "-fstrict-aliasing",
        "-fno-strict-aliasing",
        "-Wstrict-aliasing=9",
    ],
    &["-fsanitize-coverage=trace-pc,trace-bogus"],
    &["-fsanitize-coverage=trace-pc,trace-cmp"],
    &["-mabi=bogus"],
    &["-mfpmath=sse,387"],
    &["-mfpmath=bogus"],
    &["-foffload-abi=bogus"],
    &["-fvisibility=hiddn"],
    &["-fira-algorithm=CB", "-fira-region=bogus"],
    &["-O", "-O2", "-Os", "-Ofast", "-Og"],
    &["-pedantic", "--all-warnings", "--no-frobnicate"],
    &["-fno-max-errors=3"],
    &[
        "--warn-all",
        "--warn-no-extra",
        "--machine-sse2",
        "--machine-no-avx",
    ],
    &[
        "-Wnormalized=NFKC",
        "-ftls-model=initial-exec",
        "-fno-tls-model=local-exec",
    ],
    &["-o"],
    &["-fsanitize=address", "-fno-sanitize-recover"],
    &["-fdiagnostics-plain-output", "-fdiagnostics-color=bogus"],
    &["-Wframe-larger-than=1k"],
    &["-stdlib=libc++"],
    &["-Xlinker"],
    &["--param"],
    &["-fsanitize-coverage="],
    &["-ffp-contract=bogus"],
    &["-mstringop-strategy=bogus"],
    &["-fabi-version=x"],
    &["-Wno-frobnicate-foo", "-Wall", "-fno-rtti"],
    &[
        "--no-exceptions",
        "--debug",
        "--machine-avx",
        "--optimize=2",
    ],
    &["--machine"],
    &["-fpic", "-fPIC", "-fno-pic"],
    &["-iquote"],
    &["-D"],
    &["-mregparm=x"],
    &["-mstackrealign", "-mno-red-zone"],
    &[
        "-Wstack-usage=1GiB",
        "-Walloc-size-larger-than=18446744073709551616",
    ],
];

fn driver_and_cc1_diagnostics_match_gcc() {
    let Some(model) = gcc_model() else { return };
    if !have_gcc12() {
        return;
    }
    let table = OptionTable::build(&model);
    // Every Condition in the x86_64-linux files is false there.
    let driver = Decoder::driver(&table)
        .with_conditions(|_| false)
        .with_definitions(&model);
    let cc1 = Decoder::compiler(&table, &["C"])
        .unwrap()
        .with_conditions(|_| false)
        .with_definitions(&model);
    let mut same = 0;
    for args in LINES {
        let gcc = gcc_diagnostics(args);
        let ours = our_diagnostics(&driver, &cc1, args);
        if gcc == ours {
            same += 1;
        } else {
            eprintln!("{args:?}\n  gcc:  {gcc:?}\n  ours: {ours:?}");
        }
    }
    let rate = same as f64 / LINES.len() as f64;
    eprintln!(
        "diagnostics identical for {same}/{} command lines ({:.1}%)",
        LINES.len(),
        rate * 100.0
    );
    assert_eq!(
        same,
        LINES.len(),
        "every table-driven command line must match"
    );
}

// The built-in harness cannot report a skip: testkit shows one as `ignored (why)`.
testkit::main!(driver_and_cc1_diagnostics_match_gcc,);
