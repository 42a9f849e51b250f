//! Laws of GCC's hand-written option rules ([`Decoder::with_gcc_rules`]) over GCC 12's own
//! x86_64-linux option files, as property tests. They need GCC's sources (not gcc itself):
//! skipped without them, failing then under `GCCINT_REQUIRE_GCC=1`.

use opts::decode::{Decoder, OptionState};
use opts::{ClFlags, Model, OptionTable, VarType};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

mod common;

use common::gcc_model;

/// `-f` options of `default_options_table` whose handlers touch nothing else.
const FLAGS: &[&str] = &[
    "tree-pre",
    "tree-vrp",
    "gcse",
    "inline-small-functions",
    "ipa-cp",
    "tree-dce",
    "tree-ccp",
    "thread-jumps",
    "crossjumping",
    "peel-loops",
    "split-paths",
    "tree-loop-distribution",
    "unswitch-loops",
    "code-hoisting",
    "tree-slp-vectorize",
    "caller-saves",
];

const LEVELS: &[&str] = &[
    "-O0", "-O1", "-O2", "-O3", "-Os", "-Og", "-Ofast", "-Oz", "-O",
];

fn c_compiler<'t>(model: &Model, table: &'t OptionTable) -> Decoder<'t> {
    Decoder::compiler(table, &["C"])
        .unwrap()
        .with_conditions(|_| false)
        .with_definitions(model)
        .with_gcc_rules()
}

fn enabled(d: &Decoder<'_>, state: &OptionState, name: &str) -> Option<bool> {
    d.option_enabled(d.table().lookup(name)?, state)
}

/// An `-O` level and `-f`/`-fno-` options, the level at position `at`.
fn line(level: &str, flags: &[(usize, bool)], at: usize) -> Vec<String> {
    let mut args: Vec<String> = flags
        .iter()
        .map(|&(f, on)| format!("-f{}{}", if on { "" } else { "no-" }, FLAGS[f]))
        .collect();
    args.insert(at.min(args.len()), level.to_owned());
    args
}

/// An explicit `-f`/`-fno-` option wins over the `-O` table wherever the `-O` stands, and
/// where the `-O` stands changes nothing (GCC reads the levels in a prescan).
fn explicit_flags_win_in_any_order() {
    let Some(model) = gcc_model() else { return };
    let table = OptionTable::build(&model);
    let d = c_compiler(&model, &table);
    let strategy = (
        prop::sample::select(LEVELS),
        prop::collection::vec((0..FLAGS.len(), any::<bool>()), 0..6),
        0usize..7,
        0usize..7,
    );
    TestRunner::new(Config::with_cases(64))
        .run(&strategy, |(level, flags, at, other_at)| {
            let args = line(level, &flags, at);
            let state = d.run(&args).state;
            for &(f, _) in &flags {
                // The last mention of a flag decides it.
                let last = flags.iter().rev().find(|(g, _)| *g == f).map(|(_, o)| *o);
                prop_assert_eq!(enabled(&d, &state, &format!("f{}", FLAGS[f])), last);
            }
            let moved = d.run(&line(level, &flags, other_at)).state;
            prop_assert!(
                state == moved,
                "the -O position changed the state: {args:?}"
            );
            Ok(())
        })
        .unwrap();
}

/// The last `-O` option decides the level, whatever came before it.
fn last_level_wins() {
    let Some(model) = gcc_model() else { return };
    let table = OptionTable::build(&model);
    let d = c_compiler(&model, &table);
    let strategy = (
        prop::collection::vec(prop::sample::select(LEVELS), 1..4),
        prop::sample::select(LEVELS),
    );
    TestRunner::new(Config::with_cases(64))
        .run(&strategy, |(before, last)| {
            let mut args: Vec<&str> = before.clone();
            args.push(last);
            let state = d.run(&args).state;
            prop_assert!(state == d.run(&[last]).state, "{args:?}");
            Ok(())
        })
        .unwrap();
}

/// `-Werror=X` enables every plain warning X of C (GCC's `control_warning_option`) and
/// counts as setting it explicitly; `-Wno-error=X` changes no variable. At `-O2`, since at
/// `-O0` `finish_options` turns `-Winline` off whatever the command line says.
fn werror_enables_every_warning() {
    let Some(model) = gcc_model() else { return };
    let table = OptionTable::build(&model);
    let d = c_compiler(&model, &table);
    let initial = d.run(&["-O2"]).state;
    let c = ClFlags::language(table.language("C").unwrap()).0;
    let mut checked = 0;
    for o in &table.options {
        let flags = o.flags.0;
        let plain = flags & ClFlags::WARNING.0 != 0
            && flags & ClFlags::JOINED.0 == 0
            && (flags & c != 0 || flags & ClFlags::COMMON.0 != 0)
            && matches!(o.var_type, VarType::Integer)
            && o.var.is_some()
            && matches!(o.alias, opts::AliasTarget::None);
        let Some(name) = o.name.strip_prefix('W').filter(|_| plain) else {
            continue;
        };
        let arg = format!("-Werror={name}");
        let state = d.run(&["-O2", arg.as_str()]).state;
        assert_eq!(d.option_enabled(o.index, &state), Some(true), "{arg}");
        assert!(state.is_set(o.var.as_deref().unwrap()), "{arg}");
        let arg = format!("-Wno-error={name}");
        assert!(d.run(&["-O2", arg.as_str()]).state == initial, "{arg}");
        checked += 1;
    }
    assert!(checked > 200, "only {checked} warnings checked");
}

/// Arguments the rules read by hand: empty, malformed and out-of-range forms among them.
const AWKWARD: &[&str] = &[
    "-Werror=",
    "-Werror=format=",
    "-Werror=format=x",
    "-Werror=frobnicate",
    "-Werror=abi=1",
    "-Werror=no-unused",
    "-Werror=strict-aliasing=99",
    "-Werror=aligned-new=bogus",
    "-Wno-error=",
    "-O-1",
    "-O99999999999999999999",
    "-Oz",
    "-Ofast",
    "-fsanitize=",
    "-fsanitize=,,address",
    "-fno-sanitize=all",
    "-fsanitize=all",
    "-g99",
    "-g",
    "-gdwarf-1",
    "-gdwarf-5",
    "-march=",
    "-march=bogus",
    "-march=x86-64-v4",
    "-mtune=native",
    "-mno-sse",
    "-mavx512vbmi",
    "-m16",
    "-mx32",
    "-m32",
    "-std=c++98",
    "-std=c++23",
    "-ansi",
    "-pedantic-errors",
    "-Wabi=0",
    "-falign-functions=0",
    "-finline-limit=-5",
    "-fno-pic",
    "-mcmodel=medium",
    "-fcx-limited-range",
    "-fno-cx-fortran-rules",
    "-fvar-tracking-assignments-toggle",
];

/// The rules never panic, in C and C++, whatever mix of awkward arguments they read.
fn rules_are_total() {
    let Some(model) = gcc_model() else { return };
    let table = OptionTable::build(&model);
    let decoders: Vec<Decoder<'_>> = ["C", "C++", "Fortran"]
        .iter()
        .map(|l| {
            Decoder::compiler(&table, &[l])
                .unwrap()
                .with_conditions(|_| false)
                .with_definitions(&model)
                .with_gcc_rules()
        })
        .collect();
    let strategy = prop::collection::vec(prop::sample::select(AWKWARD), 0..8);
    TestRunner::new(Config::with_cases(128))
        .run(&strategy, |args| {
            for d in &decoders {
                let _ = d.run(&args);
            }
            Ok(())
        })
        .unwrap();
}

// The built-in harness cannot report a skip: testkit shows one as `ignored (why)`.
testkit::main!(
    explicit_flags_win_in_any_order,
    last_level_wins,
    werror_enables_every_warning,
    rules_are_total,
);
