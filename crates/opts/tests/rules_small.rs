//! GCC's hand-written rules ([`Decoder::with_gcc_rules`]) over a small option set that
//! uses GCC's names, so they are checked without GCC's sources: the `-O` prescan and
//! tables, `-Werror=`, `-pedantic-errors`, the level-setting handlers and the C++
//! start-up defaults.

use std::sync::LazyLock;

use opts::decode::{Decoder, OptionState};
use opts::{OptionTable, SourceSet};

const OPT: &str = "\
Language\nC\n\nLanguage\nC++\n\n\
Variable\nint optimize\n\nVariable\nint optimize_size\n\n\
Variable\nint optimize_fast\n\nVariable\nint optimize_debug\n\n\
O\nCommon JoinedOrMissing Optimization\n-O<number>\tSet optimization level to <number>.\n\n\
Os\nCommon Optimization\nOptimize for space.\n\n\
Og\nCommon Optimization\nOptimize for debugging.\n\n\
fgcse\nCommon Var(flag_gcse) Optimization\nGlobal CSE.\n\n\
ftree-pre\nCommon Var(flag_tree_pre) Optimization\nPRE.\n\n\
fdse\nCommon Var(flag_dse) Optimization\nDSE.\n\n\
Werror=\nCommon Joined\nTreat warning X as an error.\n\n\
Wunused\nCommon Var(warn_unused) Warning\nWarn about unused things.\n\n\
Wpedantic\nC C++ Common Var(pedantic) Warning\nISO warnings.\n\n\
pedantic-errors\nCommon Var(flag_pedantic_errors)\nISO errors.\n\n\
Wstrict-aliasing\nCommon Warning\nAliasing warnings.\n\n\
Wstrict-aliasing=\nCommon Joined RejectNegative UInteger Var(warn_strict_aliasing) Warning\n\
Aliasing warnings at a level.\n\n\
Wpointer-arith\nC C++ Var(warn_pointer_arith) Warning\nPointer arithmetic.\n";

static TABLE: LazyLock<OptionTable> = LazyLock::new(|| {
    SourceSet::new()
        .add("small.opt", OPT)
        .model()
        .unwrap_or_else(|d| panic!("{d}"))
        .table()
});

fn run(lang: &str, args: &[&str]) -> OptionState {
    Decoder::compiler(&TABLE, &[lang])
        .unwrap()
        .with_gcc_rules()
        .run(args)
        .state
}

fn int(state: &OptionState, var: &str) -> Option<i64> {
    state.value(var).and_then(|v| v.as_int())
}

#[test]
fn o_levels_come_from_the_table_and_yield_to_explicit_flags() {
    let s = run("C", &["-O2"]);
    assert_eq!(int(&s, "optimize"), Some(2));
    assert_eq!(int(&s, "flag_gcse"), Some(1));
    assert!(!s.is_set("flag_gcse"), "-O levels are generated options");
    // The -O position does not matter: the levels are read in a prescan.
    let s = run("C", &["-fno-gcse", "-O2"]);
    assert_eq!(int(&s, "flag_gcse"), Some(0));
    assert_eq!(int(&s, "flag_tree_pre"), Some(1));
    // -O1 sets -fdse but not -fgcse; -Og neither.
    let s = run("C", &["-O1"]);
    assert_eq!(
        (int(&s, "flag_dse"), int(&s, "flag_gcse")),
        (Some(1), Some(0))
    );
    let s = run("C", &["-O3", "-Og"]);
    assert_eq!(
        (int(&s, "flag_dse"), int(&s, "optimize_debug")),
        (Some(0), Some(1))
    );
    assert_eq!(int(&run("C", &["-Os"]), "optimize_size"), Some(1));
}

#[test]
fn werror_enables_its_warning_and_no_error_does_not() {
    let s = run("C", &["-Werror=unused"]);
    assert_eq!(int(&s, "warn_unused"), Some(1));
    assert!(s.is_set("warn_unused"));
    let s = run("C", &["-Wno-error=unused"]);
    assert_eq!(int(&s, "warn_unused"), Some(0));
    // Not an option, or not a warning: nothing changes (the compiler reports it).
    assert!(run("C", &["-Werror=frobnicate"]) == run("C", &[]));
    assert!(run("C", &["-Werror=gcse"]) == run("C", &[]));
}

#[test]
fn pedantic_errors_implies_pedantic() {
    assert_eq!(int(&run("C", &["-pedantic-errors"]), "pedantic"), Some(1));
    assert_eq!(
        int(
            &run("C", &["-pedantic-errors", "-Wno-pedantic"]),
            "pedantic"
        ),
        Some(0)
    );
}

#[test]
fn plain_strict_aliasing_means_level_three() {
    assert_eq!(
        int(&run("C", &["-Wstrict-aliasing"]), "warn_strict_aliasing"),
        Some(3)
    );
    let s = run("C", &["-Wstrict-aliasing", "-Wstrict-aliasing=1"]);
    assert_eq!(int(&s, "warn_strict_aliasing"), Some(1));
    let s = run("C", &["-Wno-strict-aliasing"]);
    assert_eq!(int(&s, "warn_strict_aliasing"), Some(0));
}

#[test]
fn cxx_starts_with_pointer_arith_warnings() {
    assert_eq!(int(&run("C++", &[]), "warn_pointer_arith"), Some(1));
    assert_eq!(int(&run("C", &[]), "warn_pointer_arith"), Some(0));
    let s = run("C++", &["-Wno-pointer-arith"]);
    assert_eq!(int(&s, "warn_pointer_arith"), Some(0));
}

#[test]
fn the_driver_is_left_alone() {
    let d = Decoder::driver(&TABLE).with_gcc_rules();
    let s = d.run(&["-O2", "-Werror=unused"]).state;
    assert_eq!(int(&s, "flag_gcse"), Some(0));
    assert_eq!(int(&s, "warn_unused"), Some(0));
}
