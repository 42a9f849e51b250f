//! Every decoding rule of GCC's `decode_cmdline_option`, `prune_options` and
//! `read_cmdline_option`, on a small option set written for these tests
//! (`tests/decode/fixture.opt`).

use std::sync::LazyLock;

use opts::decode::{DecodeErrors, Decoded, Decoder, Outcome, Value};
use opts::{Model, OptionTable, SourceSet};

static MODEL: LazyLock<Model> = LazyLock::new(|| {
    let mut set = SourceSet::new();
    set.add("fixture.opt", include_str!("decode/fixture.opt"));
    set.model().unwrap_or_else(|d| panic!("{d}"))
});
static TABLE: LazyLock<OptionTable> = LazyLock::new(|| OptionTable::build(&MODEL));

/// A compiler for `langs` with every `Condition` true.
fn compiler(langs: &[&str]) -> Decoder<'static> {
    Decoder::compiler(&TABLE, langs)
        .unwrap()
        .with_definitions(&MODEL)
}

fn c() -> Decoder<'static> {
    compiler(&["C"])
}

fn driver() -> Decoder<'static> {
    Decoder::driver(&TABLE).with_definitions(&MODEL)
}

/// Diagnostics as GCC prints them (without the program name).
fn diags(o: &Outcome<'_>) -> Vec<String> {
    o.diagnostics.iter().map(ToString::to_string).collect()
}

fn int(o: &Outcome<'_>, var: &str) -> Option<i64> {
    o.state.value(var).and_then(Value::as_int)
}

fn string(o: &Outcome<'_>, var: &str) -> Option<String> {
    match o.state.value(var) {
        Some(Value::Str(s)) => s.clone(),
        other => panic!("{var} is {other:?}"),
    }
}

fn canonical(d: &Decoder<'_>, o: &Outcome<'_>) -> Vec<String> {
    d.canonical_args(&o.decoded)
}

fn option_named(name: &str) -> Decoded {
    Decoded::Option(TABLE.lookup(name).unwrap())
}

#[test]
fn longest_matching_joined_option_wins() {
    let d = c();
    let o = d.run(&["-fdump-tree-all", "-fdump-rtl", "-fdump=out"]);
    let got: Vec<_> = o
        .decoded
        .options
        .iter()
        .map(|x| (x.decoded, x.arg.as_deref().unwrap().to_owned()))
        .collect();
    assert_eq!(
        got,
        [
            (option_named("fdump-tree-"), "all".to_owned()),
            (option_named("fdump-"), "rtl".to_owned()),
            (option_named("fdump="), "out".to_owned()),
        ]
    );
    assert_eq!(d.find("fdump-tree-x"), TABLE.lookup("fdump-tree-"));
    assert_eq!(d.find("Wall"), TABLE.lookup("Wall"));
    assert_eq!(d.find("Wallx"), None);
}

#[test]
fn implicit_no_forms_and_alternative_spellings() {
    let d = c();
    let o = d.run(&["-fno-frobnicate"]);
    assert_eq!(int(&o, "flag_frobnicate"), Some(0));
    assert_eq!(canonical(&d, &o), ["-fno-frobnicate"]);
    let o = d.run(&["--no-frobnicate", "--warn-all", "-Wno-extra"]);
    assert_eq!(int(&o, "flag_frobnicate"), Some(0));
    assert_eq!(int(&o, "warn_all"), Some(1));
    assert_eq!(int(&o, "warn_extra"), Some(0));
    assert_eq!(
        canonical(&d, &o),
        ["-fno-frobnicate", "-Wall", "-Wno-extra"]
    );
    // "--" followed by a name is "-f" plus the name; it needs a character after "--".
    let o = d.run(&["--frobnicate", "--"]);
    assert_eq!(o.decoded.options[0].decoded, option_named("ffrobnicate"));
    assert_eq!(o.decoded.options[1].decoded, Decoded::Unknown);
}

#[test]
fn reject_negative_makes_the_no_form_unknown() {
    let d = c();
    for arg in ["-fno-color=red", "-mno-A", "-fno-limit=3"] {
        let args = [arg];
        let o = d.run(&args);
        assert_eq!(o.decoded.options[0].decoded, Decoded::Unknown);
        assert!(o.decoded.options[0].errors.contains(DecodeErrors::NEGATIVE));
        assert_eq!(
            diags(&o),
            [format!("error: unrecognized command-line option '{arg}'")]
        );
    }
}

#[test]
fn joined_or_missing_takes_an_optional_argument() {
    let d = c();
    let o = d.run(&["-fmissing"]);
    assert_eq!(o.decoded.options[0].arg.as_deref(), Some(""));
    assert_eq!(int(&o, "flag_missing"), Some(0));
    let o = d.run(&["-fmissing5"]);
    assert_eq!(int(&o, "flag_missing"), Some(5));
    let o = d.run(&["-O", "-O3"]);
    assert_eq!(o.decoded.options[1].arg.as_deref(), Some("3"));
}

#[test]
fn separate_and_joined_arguments() {
    let d = c();
    let o = d.run(&["-o", "out.o"]);
    assert_eq!(string(&o, "output_name").as_deref(), Some("out.o"));
    assert_eq!(canonical(&d, &o), ["-o", "out.o"]);
    let o = d.run(&["-oout.o", "x.c"]);
    assert_eq!(canonical(&d, &o), ["-o", "out.o", "x.c"]);
    assert_eq!(o.decoded.options[1].decoded, Decoded::InputFile);
    // An empty argument is shown as "" in the original text.
    let o = d.run(&["-o", ""]);
    assert_eq!(o.decoded.orig_text(&o.decoded.options[0]), "-o \"\"");
}

#[test]
fn missing_arguments_use_missing_arg_error() {
    let d = c();
    let o = d.run(&["-o"]);
    assert!(
        o.decoded.options[0]
            .errors
            .contains(DecodeErrors::MISSING_ARG)
    );
    assert_eq!(diags(&o), ["error: missing filename after '-o'"]);
    let o = d.run(&["-fcolor="]);
    assert_eq!(diags(&o), ["error: missing argument to '-fcolor='"]);
}

#[test]
fn separate_with_args_n_takes_n_arguments() {
    let d = c();
    let o = d.run(&["-pair", "a", "b", "c"]);
    assert_eq!(canonical(&d, &o), ["-pair", "a", "b", "c"]);
    assert_eq!(o.decoded.options.len(), 2);
    assert_eq!(string(&o, "pair_first").as_deref(), Some("a"));
    let o = d.run(&["-pair", "a"]);
    assert_eq!(diags(&o), ["error: missing argument to '-pair a'"]);
}

#[test]
fn aliases_in_all_three_forms() {
    let d = c();
    let o = d.run(&["-ffrob-old"]);
    assert_eq!(o.decoded.options[0].decoded, option_named("ffrobnicate"));
    assert_eq!(canonical(&d, &o), ["-ffrobnicate"]);
    let o = d.run(&["-fno-frob-old"]);
    assert_eq!(int(&o, "flag_frobnicate"), Some(0));
    // NegativeAlias: the positive form is the target's negative form.
    let o = d.run(&["-ffrob-not"]);
    assert_eq!(int(&o, "flag_frobnicate"), Some(0));
    assert_eq!(canonical(&d, &o), ["-fno-frobnicate"]);
    let o = d.run(&["-fno-frob-not"]);
    assert_eq!(int(&o, "flag_frobnicate"), Some(1));
    // Alias(OPT, ARG).
    let o = d.run(&["-fcolor-red"]);
    assert_eq!(canonical(&d, &o), ["-fcolor=red"]);
    assert_eq!(int(&o, "flag_color"), Some(1));
    // Alias(OPT, POSARG, NEGARG).
    let o = d.run(&["-fcolor-auto"]);
    assert_eq!(canonical(&d, &o), ["-fcolor=red"]);
    let o = d.run(&["-fno-color-auto"]);
    assert_eq!(canonical(&d, &o), ["-fcolor=blue"]);
    assert_eq!(int(&o, "flag_color"), Some(2));
    // A chain of aliases is followed to its end.
    let o = d.run(&["-ffrob-chain"]);
    assert_eq!(canonical(&d, &o), ["-fno-frobnicate"]);
    // A separate argument passes through an alias.
    let o = d.run(&["--output", "a.out"]);
    assert_eq!(canonical(&d, &o), ["-o", "a.out"]);
}

#[test]
fn separate_alias_is_an_alias_only_with_a_separate_argument() {
    let d = c();
    let o = d.run(&["-d", "file"]);
    assert_eq!(o.decoded.options[0].decoded, option_named("fdump="));
    assert_eq!(string(&o, "dump_name").as_deref(), Some("file"));
    let o = d.run(&["-dletters"]);
    assert_eq!(o.decoded.options[0].decoded, option_named("d"));
    assert_eq!(o.decoded.options[0].arg.as_deref(), Some("letters"));
    assert_eq!(canonical(&d, &o), ["-dletters"]);
}

#[test]
fn ignore_warn_and_warn_removed() {
    let d = c();
    let o = d.run(&["-fignored"]);
    assert_eq!(o.decoded.options[0].decoded, Decoded::Ignored);
    assert!(o.diagnostics.is_empty());
    assert!(canonical(&d, &o).is_empty());
    let o = d.run(&["-fremoved", "-fno-removed"]);
    assert_eq!(
        diags(&o),
        ["warning: switch '-fremoved' is no longer supported"]
    );
    let o = d.run(&["-fwarned"]);
    assert_eq!(diags(&o), ["warning: option '-fwarned' is deprecated"]);
    assert_eq!(int(&o, "flag_warned"), Some(1));
}

#[test]
fn enum_arguments_canonical_and_driver_only() {
    let d = c();
    let o = d.run(&["-fcolor=rouge"]);
    assert_eq!(o.decoded.options[0].arg.as_deref(), Some("red"));
    assert_eq!(canonical(&d, &o), ["-fcolor=red"]);
    let o = d.run(&["-fcolor=bleu"]);
    assert_eq!(
        diags(&o),
        [
            "error: unknown color 'bleu'",
            "note: valid arguments to '-fcolor=' are: blue red rouge; did you mean 'blue'?"
        ]
    );
    // DriverOnly strings are accepted by the driver only.
    let o = d.run(&["-fcolor=native"]);
    assert!(o.has_errors());
    let dr = driver();
    let o = dr.run(&["-fcolor=native"]);
    assert!(!o.has_errors(), "{:?}", diags(&o));
    assert_eq!(o.decoded.options[0].value, 3);
    // The driver passes a Common option on to the compilers without handling it.
    assert_eq!(int(&o, "flag_color"), Some(2));
}

#[test]
fn enum_values_that_are_macros_are_numbered_by_position() {
    // EnumValue records are sorted like all records: "large" comes before "small".
    let d = c();
    let o = d.run(&[] as &[&str]);
    assert_eq!(int(&o, "flag_code_model"), Some(1));
    let o = d.run(&["-fcode-model=large"]);
    assert_eq!(int(&o, "flag_code_model"), Some(0));
}

#[test]
fn to_lower_lowercases_the_argument() {
    let d = c();
    let o = d.run(&["-march=Native"]);
    assert_eq!(string(&o, "arch_name").as_deref(), Some("native"));
    assert_eq!(canonical(&d, &o), ["-march=native"]);
}

#[test]
fn integer_arguments_wrap_and_saturate_like_gcc() {
    let d = c();
    assert_eq!(int(&d.run(&["-flimit=0x10"]), "flag_limit"), Some(16));
    assert_eq!(int(&d.run(&["-flimit=010"]), "flag_limit"), Some(10));
    let o = d.run(&["-flimit=abc"]);
    assert_eq!(
        diags(&o),
        ["error: argument to '-flimit=' should be a non-negative integer"]
    );
    let o = d.run(&["-flimit=3000000000"]);
    assert_eq!(
        diags(&o),
        ["error: argument to '-flimit=' is bigger than 2147483647"]
    );
    // A decimal number past 64 bits becomes HOST_WIDE_INT_M1U, which an int stores as -1.
    let o = d.run(&["-flimit=99999999999999999999"]);
    assert!(o.diagnostics.is_empty());
    assert_eq!(int(&o, "flag_limit"), Some(-1));
    // Host_Wide_Int keeps the full value.
    assert_eq!(
        int(&d.run(&["-fbig=3000000000"]), "flag_big"),
        Some(3_000_000_000)
    );
    // ByteSize suffixes, and saturation.
    assert_eq!(int(&d.run(&["-fsize=2KiB"]), "flag_size"), Some(2048));
    assert_eq!(int(&d.run(&["-fsize=16EiB"]), "flag_size"), Some(-1));
    let o = d.run(&["-fsize=1x"]);
    assert_eq!(
        diags(&o),
        [
            "error: argument to '-fsize=' should be a non-negative integer optionally followed by a size unit"
        ]
    );
    let o = d.run(&["-Wformat=3"]);
    assert_eq!(
        diags(&o),
        ["error: argument to '-Wformat=' is not between 0 and 2"]
    );
}

#[test]
fn enum_set_accumulates_per_set() {
    let d = c();
    let o = d.run(&["-ffeatures=a1,b2"]);
    assert_eq!(o.decoded.options[0].value, 1 | 8);
    assert_eq!(o.decoded.options[0].mask, 3 | 12);
    assert_eq!(int(&o, "flag_features"), Some(9));
    // A later value replaces only its own set.
    let o = d.run(&["-ffeatures=a1,b2", "-ffeatures=a2"]);
    assert_eq!(int(&o, "flag_features"), Some(2 | 8));
    // The negative form clears the sets it names.
    let o = d.run(&["-ffeatures=a1,b2", "-fno-features=b1"]);
    assert_eq!(int(&o, "flag_features"), Some(1));
    let o = d.run(&["-ffeatures=a1,a2"]);
    assert_eq!(
        diags(&o),
        [
            "error: invalid argument in option '-ffeatures=a1,a2'",
            "note: 'a1' is mutually exclusive with 'a2' and cannot be specified together"
        ]
    );
    let o = d.run(&["-ffeatures=b1,a1,b1"]);
    assert_eq!(
        diags(&o)[1],
        "note: 'b1' specified multiple times in the same option"
    );
    let o = d.run(&["-ffeatures=a1,zz"]);
    assert_eq!(
        diags(&o),
        [
            "error: unrecognized argument in option '-ffeatures=a1,zz'",
            "note: valid arguments to '-ffeatures=' are: a1 a2 b1 b2"
        ]
    );
    let o = d.run(&["-ffeatures=a1,"]);
    assert!(o.has_errors());
}

#[test]
fn enum_bit_set_treats_each_value_as_its_own_set() {
    let d = c();
    let o = d.run(&["-fbits=x,z"]);
    assert_eq!(int(&o, "flag_bits"), Some(5));
    let o = d.run(&["-fbits=x,z", "-fno-bits=x", "-fbits=y"]);
    assert_eq!(int(&o, "flag_bits"), Some(6));
}

#[test]
fn later_options_prune_cancelled_ones() {
    let d = c();
    let o = d.run(&["-ffrobnicate", "-fno-frobnicate"]);
    assert_eq!(o.decoded.options.len(), 1);
    assert_eq!(canonical(&d, &o), ["-fno-frobnicate"]);
    // A circular Negative chain: each of -mA, -mB, -mC cancels the others.
    let o = d.run(&["-mC", "-mA", "-mB"]);
    assert_eq!(canonical(&d, &o), ["-mB"]);
    let o = d.run(&["-mA", "-mC"]);
    assert_eq!(canonical(&d, &o), ["-mC"]);
    // Joined options and options with errors are never pruned.
    let o = d.run(&["-flimit=1", "-flimit=2", "-fbogus", "-fbogus"]);
    assert_eq!(o.decoded.options.len(), 4);
    // The last -fdiagnostics-color= moves to the front; earlier ones vanish.
    let o = d.run(&[
        "-Wall",
        "-fdiagnostics-color=red",
        "-fdiagnostics-color=blue",
    ]);
    assert_eq!(canonical(&d, &o), ["-fdiagnostics-color=blue", "-Wall"]);
}

#[test]
fn options_of_another_language_are_diagnosed_as_gcc_does() {
    let d = c();
    let o = d.run(&["-ffortran-only"]);
    assert_eq!(
        diags(&o),
        ["warning: command-line option '-ffortran-only' is valid for Fortran but not for C"]
    );
    assert_eq!(int(&o, "flag_fortran_only"), Some(0));
    let o = d.run(&["-fdriver-only"]);
    assert_eq!(
        diags(&o),
        ["error: command-line option '-fdriver-only' is valid for the driver but not for C"]
    );
    let o = d.run(&["-Werror=fortran-only"]);
    assert_eq!(
        diags(&o),
        ["warning: '-Werror=' argument '-Werror=fortran-only' is not valid for C"]
    );
    let f = compiler(&["Fortran"]);
    assert!(f.run(&["-ffortran-only"]).diagnostics.is_empty());
    // The driver passes other languages' options on silently.
    assert!(driver().run(&["-ffortran-only"]).diagnostics.is_empty());
}

#[test]
fn condition_false_disables_the_option() {
    let off = c().with_conditions(|cond| cond != "HAVE_WIN");
    let o = off.run(&["-fwin"]);
    assert_eq!(
        diags(&o),
        ["error: command-line option '-fwin' is not supported by this configuration"]
    );
    assert!(off.is_disabled(TABLE.lookup("fwin").unwrap()));
    let on = c();
    let o = on.run(&["-fwin"]);
    assert_eq!(int(&o, "flag_win"), Some(1));
}

#[test]
fn enabled_by_propagates_unless_set_explicitly() {
    let d = c();
    let o = d.run(&["-Wunused"]);
    assert_eq!(int(&o, "warn_unused_variable"), Some(1));
    assert!(!o.state.is_set("warn_unused_variable"));
    let o = d.run(&["-Wunused", "-Wno-unused-variable"]);
    assert_eq!(int(&o, "warn_unused_variable"), Some(0));
    let o = d.run(&["-Wno-unused-variable", "-Wunused"]);
    assert_eq!(int(&o, "warn_unused_variable"), Some(0));
    // EnabledBy(A && B).
    assert_eq!(
        int(&d.run(&["-Wunused", "-Wextra"]), "warn_unused_parameter"),
        Some(1)
    );
    assert_eq!(int(&d.run(&["-Wunused"]), "warn_unused_parameter"), Some(0));
}

#[test]
fn enabled_by_with_alternatives() {
    let d = c();
    assert_eq!(int(&d.run(&["-Wextra"]), "warn_shadow_ish"), Some(1));
    assert_eq!(int(&d.run(&["-Wunused"]), "warn_shadow_ish"), Some(1));
    assert_eq!(
        int(&d.run(&["-Wextra", "-Wno-unused"]), "warn_shadow_ish"),
        Some(0)
    );
}

#[test]
fn no_driver_arg_and_reject_driver() {
    // NoDriverArg: the driver reads no separate argument, the compiler does.
    let cc = c();
    let o = cc.run(&["-Xlinker", "lib"]);
    assert_eq!(string(&o, "xlinker_arg").as_deref(), Some("lib"));
    let dr = driver();
    let o = dr.decode(&["-Xlinker", "lib"]);
    assert_eq!(o.options.len(), 2);
    assert_eq!(o.options[1].decoded, Decoded::InputFile);
    // RejectDriver: the driver treats it as unknown, the compiler accepts it.
    let o = dr.run(&["-iquote", "dir"]);
    assert_eq!(
        diags(&o),
        ["error: unrecognized command-line option '-iquote dir'"]
    );
    let o = cc.run(&["-iquote", "dir"]);
    assert!(o.diagnostics.is_empty());
}

#[test]
fn lang_enabled_by_applies_to_its_languages_with_posarg_negarg() {
    let d = c();
    let o = d.run(&["-Wall"]);
    assert_eq!(int(&o, "warn_unused"), Some(1));
    // ...and on through EnabledBy.
    assert_eq!(int(&o, "warn_unused_variable"), Some(1));
    assert_eq!(int(&o, "warn_format"), Some(1));
    let o = d.run(&["-Wall", "-Wno-all"]);
    assert_eq!(int(&o, "warn_format"), Some(0));
    // POSARG as an expression of another variable.
    let o = d.run(&["-Wformat=2"]);
    assert_eq!(int(&o, "warn_format_overflow"), Some(1));
    let f = compiler(&["Fortran"]);
    let o = f.run(&["-Wall"]);
    assert_eq!(int(&o, "warn_unused"), Some(0));
}

#[test]
fn masks_inverse_masks_and_var_set() {
    let d = c();
    let bit = TABLE.masks.iter().find(|m| m.name == "SOFT").unwrap().bit;
    let soft = |o: &Outcome<'_>| o.state.value("target_flags").unwrap().bits_set(1 << bit);
    assert_eq!(soft(&d.run(&["-msoft"])), Some(true));
    assert_eq!(soft(&d.run(&["-msoft", "-mhard"])), Some(false));
    assert_eq!(soft(&d.run(&["-msoft", "-mno-soft"])), Some(false));
    assert_eq!(soft(&d.run(&["-mno-hard"])), Some(true));
    let o = d.run(&["-mhard"]);
    assert_eq!(o.state.var("target_flags").unwrap().set, 1 << bit);
    assert_eq!(int(&d.run(&["-fmode-b"]), "flag_mode"), Some(2));
    assert_eq!(
        int(&d.run(&["-fmode-b", "-fno-mode-b"]), "flag_mode"),
        Some(0)
    );
    assert_eq!(int(&d.run(&["-fmode-a"]), "flag_mode"), Some(1));
}

#[test]
fn defer_queues_options_in_order() {
    let d = c();
    let o = d.run(&["-fdeferred=a", "-fdeferred=b"]);
    let Some(Value::Deferred(list)) = o.state.value("deferred_options") else {
        panic!("not deferred")
    };
    let args: Vec<_> = list.iter().map(|x| x.arg.as_deref().unwrap()).collect();
    assert_eq!(args, ["a", "b"]);
}

#[test]
fn set_by_combined_variables_report_explicit_settings() {
    let d = c();
    let o = d.run(&["-fmath"]);
    assert_eq!(o.state.var("flag_math").unwrap().frontend_set(), Some(true));
    let o = d.run(&[] as &[&str]);
    assert_eq!(
        o.state.var("flag_math").unwrap().frontend_set(),
        Some(false)
    );
    assert_eq!(o.state.var("flag_limit").unwrap().frontend_set(), None);
}

#[test]
fn param_with_a_separate_argument() {
    let d = c();
    let o = d.run(&["--param", "max-foo=5"]);
    assert_eq!(int(&o, "param_max_foo"), Some(5));
    assert_eq!(o.decoded.options[0].position, 1);
    assert_eq!(
        int(&d.run(&["--param=max-foo=6"]), "param_max_foo"),
        Some(6)
    );
    assert_eq!(int(&d.run(&[] as &[&str]), "param_max_foo"), Some(10));
}

#[test]
fn unknown_options_and_postponed_wno() {
    let d = c();
    let o = d.run(&["-Wall", "-fbogus"]);
    assert_eq!(
        diags(&o),
        ["error: unrecognized command-line option '-fbogus'"]
    );
    assert_eq!(o.diagnostics[0].position, 1);
    assert!(d.run(&["-Wno-bogus"]).diagnostics.is_empty());
    let o = d.run(&["-Wno-bogus", "-ffortran-only"]);
    assert_eq!(
        diags(&o)[1],
        "note: unrecognized command-line option '-Wno-bogus' may have been intended to silence earlier diagnostics"
    );
    // The driver reports unknown options last, with a hint.
    let dr = driver();
    let o = dr.run(&["-ffrobnicat", "-fcolor=bleu"]);
    assert_eq!(
        diags(&o).last().unwrap(),
        "error: unrecognized command-line option '-ffrobnicat'; did you mean '-ffrobnicate'?"
    );
}

#[test]
fn input_files_and_long_option_abbreviations() {
    let d = c();
    let o = d.run(&["x.c", "-", "--outp", "y"]);
    assert_eq!(o.decoded.options[0].decoded, Decoded::InputFile);
    assert_eq!(o.decoded.options[1].decoded, Decoded::InputFile);
    assert_eq!(o.decoded.options[2].decoded, option_named("o"));
    assert_eq!(canonical(&d, &o), ["x.c", "-", "-o", "y"]);
}

#[test]
fn unknown_language_is_a_setup_error() {
    let err = Decoder::compiler(&TABLE, &["Cobol"]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown language `Cobol`: the option files declare C, Fortran"
    );
}

#[test]
fn to_lower_happens_before_the_enum_lookup() {
    // The embedded sample: -fdiagnostics-color= is Enum + ToLower, "yes" is an alias of the
    // Canonical "always".
    let model = opts::sample::source_set().model().unwrap();
    let table = OptionTable::build(&model);
    let d = Decoder::compiler(&table, &["C"])
        .unwrap()
        .with_definitions(&model);
    let o = d.run(&["-fdiagnostics-color=YES"]);
    assert!(o.diagnostics.is_empty());
    assert_eq!(d.canonical_args(&o.decoded), ["-fdiagnostics-color=always"]);
    assert_eq!(
        o.state
            .value("flag_diagnostics_color")
            .and_then(Value::as_int),
        Some(1)
    );
}
