//! Every validation rule rejects a small failing input with a diagnostic that carries
//! file:line:column, the offending text and what was expected.

use opts::{Diagnostic, Rule, SourceSet};

/// The diagnostics of `text` read as `t.opt` (panics if it is accepted).
fn errors(text: &str) -> Vec<Diagnostic> {
    match SourceSet::new().add("t.opt", text).model() {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(d) => d.0.into_iter().filter(Diagnostic::is_error).collect(),
    }
}

/// Asserts that `text` fails with `rule` at `line`:`column`, quoting `found` and saying
/// something containing `expected`.
#[track_caller]
fn rejects(text: &str, rule: Rule, line: u32, column: u32, found: &str, expected: &str) {
    let diags = errors(text);
    let d = diags
        .iter()
        .find(|d| d.rule == rule)
        .unwrap_or_else(|| panic!("no {rule:?} among {diags:#?}"));
    assert_eq!(&*d.location.file, "t.opt");
    assert_eq!((d.location.line, d.location.column), (line, column), "{d}");
    assert!(
        d.found.contains(found),
        "found `{}` lacks `{found}`",
        d.found
    );
    assert!(
        d.expected.contains(expected),
        "expected `{}` lacks `{expected}`",
        d.expected
    );
    let shown = d.to_string();
    assert!(
        shown.starts_with(&format!("t.opt:{line}:{column}: ")),
        "{shown}"
    );
}

const LANG: &str = "Language\nC\n\n";

#[test]
fn unknown_property() {
    rejects(
        "fx\nCommon Bogus Var(x)\nHelp.\n",
        Rule::UnknownProperty,
        2,
        8,
        "Bogus",
        "option property",
    );
}

#[test]
fn unknown_enum_value_property() {
    let text = "Enum\nName(e) Type(int)\n\nEnumValue\nEnum(e) String(a) Value(1) Colour(red)\n";
    rejects(
        text,
        Rule::UnknownProperty,
        5,
        28,
        "Colour(red)",
        "EnumValue",
    );
}

#[test]
fn unknown_record() {
    rejects(
        "Mask(TWO WORDS)\n",
        Rule::BadRecord,
        1,
        1,
        "Mask(TWO WORDS)",
        "Mask(NAME)",
    );
    rejects(
        "fx(y)\nCommon\n",
        Rule::BadRecord,
        1,
        1,
        "fx(y)",
        "record kind",
    );
}

#[test]
fn indented_field() {
    rejects(
        "fx\n  Common\n",
        Rule::BadRecord,
        2,
        3,
        "Common",
        "column 1",
    );
}

#[test]
fn removed_property() {
    rejects(
        "fx\nCommon Report Var(x)\nHelp.\n",
        Rule::RemovedProperty,
        2,
        8,
        "Report",
        "dropped",
    );
}

#[test]
fn language_before_its_record() {
    let text = "fx\nC Var(x)\nHelp.\n\nLanguage\nC\n";
    rejects(
        text,
        Rule::LanguageBeforeDeclaration,
        2,
        1,
        "C",
        "`Language` record for `C`",
    );
}

#[test]
fn duplicate_language() {
    rejects(
        "Language\nC\n\nLanguage\nC\n",
        Rule::DuplicateLanguage,
        5,
        1,
        "C",
        "once",
    );
}

#[test]
fn enum_without_name_or_type() {
    rejects(
        "Enum\nType(int)\n",
        Rule::EnumMissingProperty,
        2,
        1,
        "Type(int)",
        "`Name(...)`",
    );
    rejects(
        "Enum\nName(e)\n",
        Rule::EnumMissingProperty,
        2,
        1,
        "Name(e)",
        "`Type(...)`",
    );
}

#[test]
fn enum_value_without_required_properties() {
    let head = "Enum\nName(e) Type(int)\n\n";
    rejects(
        &format!("{head}EnumValue\nEnum(e) Value(1)\n"),
        Rule::EnumMissingProperty,
        5,
        1,
        "Enum(e) Value(1)",
        "`String(...)`",
    );
    rejects(
        &format!("{head}EnumValue\nEnum(e) String(a)\n"),
        Rule::EnumMissingProperty,
        5,
        1,
        "String(a)",
        "`Value(...)`",
    );
    rejects(
        &format!("{head}EnumValue\nString(a) Value(1)\n"),
        Rule::EnumMissingProperty,
        5,
        1,
        "String(a)",
        "`Enum(...)`",
    );
}

#[test]
fn enum_value_of_unknown_enum() {
    rejects(
        "EnumValue\nEnum(nope) String(a) Value(1)\n",
        Rule::UnknownEnum,
        1,
        1,
        "nope",
        "`Enum` record",
    );
}

#[test]
fn option_of_unknown_enum() {
    rejects(
        "mfoo=\nTarget Joined RejectNegative Enum(nope) Var(x)\nHelp.\n",
        Rule::UnknownEnum,
        2,
        1,
        "Enum(nope)",
        "`Enum` record",
    );
}

#[test]
fn duplicate_enum() {
    rejects(
        "Enum\nName(e) Type(int)\n\nEnum\nName(e) Type(long)\n",
        Rule::DuplicateEnum,
        4,
        1,
        "e",
        "one `Enum` record",
    );
}

#[test]
fn duplicate_enum_strings() {
    let text = "Enum\nName(e) Type(int)\n\nEnumValue\nEnum(e) String(a) Value(1)\n\nEnumValue\nEnum(e) String(a) Value(2)\n";
    rejects(
        text,
        Rule::DuplicateEnumString,
        7,
        1,
        "String(a)",
        "not already in Enum(e)",
    );
}

#[test]
fn conflicting_init_for_one_var() {
    let text = "fa\nCommon Var(v) Init(1)\nA.\n\nfb\nCommon Var(v) Init(2)\nB.\n";
    rejects(text, Rule::ConflictingInit, 6, 1, "Init(2)", "Init(1)");
}

#[test]
fn init_without_var() {
    rejects(
        "fa\nCommon Init(1)\nA.\n",
        Rule::InitWithoutVar,
        2,
        1,
        "Init(1)",
        "`Var(...)`",
    );
}

#[test]
fn joined_or_missing_with_joined_or_separate() {
    rejects(
        "fa=\nCommon Joined JoinedOrMissing Var(v)\nA.\n",
        Rule::JoinedOrMissingConflict,
        2,
        1,
        "JoinedOrMissing with Joined",
        "JoinedOrMissing alone",
    );
    rejects(
        "fa\nCommon Separate JoinedOrMissing Var(v)\nA.\n",
        Rule::JoinedOrMissingConflict,
        2,
        1,
        "JoinedOrMissing with Separate",
        "JoinedOrMissing alone",
    );
}

#[test]
fn args_without_separate() {
    rejects(
        "fa=\nCommon Joined Args(2) Var(v)\nA.\n",
        Rule::ArgsWithoutSeparate,
        2,
        1,
        "Args(2)",
        "`Separate`",
    );
    rejects(
        "fa\nCommon Separate Args(9) Var(v)\nA.\n",
        Rule::PropertyArgument,
        2,
        17,
        "Args(9)",
        "1 to 4",
    );
}

#[test]
fn alias_of_an_unknown_option() {
    rejects(
        "fa\nCommon Alias(fnone)\nA.\n",
        Rule::UnknownAliasTarget,
        2,
        1,
        "Alias(fnone)",
        "option defined",
    );
}

#[test]
fn alias_with_var_mask_or_uinteger() {
    let target = "fb\nCommon Var(b)\nB.\n\n";
    rejects(
        &format!("{target}fa\nCommon Alias(fb) Var(a)\nA.\n"),
        Rule::AliasWithState,
        6,
        1,
        "Var(a)",
        "no Var, Mask",
    );
    rejects(
        &format!("{target}ma\nTarget Alias(fb) Mask(A)\nA.\n"),
        Rule::AliasWithState,
        6,
        1,
        "Mask(A)",
        "no Var, Mask",
    );
    rejects(
        &format!("{target}fa=\nCommon Joined Alias(fb) UInteger\nA.\n"),
        Rule::AliasWithState,
        6,
        1,
        "UInteger",
        "no Var, Mask",
    );
}

#[test]
fn negative_alias_with_a_multi_argument_alias() {
    let text = "fb=\nCommon Joined Var(b)\nB.\n\nfa\nCommon Alias(fb=, x, y) NegativeAlias\nA.\n";
    rejects(
        text,
        Rule::NegativeAliasWithArgs,
        6,
        1,
        "NegativeAlias",
        "one-argument",
    );
}

#[test]
fn single_argument_alias_allowing_the_negative_form() {
    let text = "fb=\nCommon Joined Var(b)\nB.\n\nfa\nCommon Alias(fb=, x)\nA.\n";
    rejects(
        text,
        Rule::AliasArgNegative,
        6,
        1,
        "Alias(fb=, x)",
        "RejectNegative",
    );
}

#[test]
fn negative_naming_an_unknown_option() {
    rejects(
        "fa\nCommon Var(a) Negative(fnone)\nA.\n",
        Rule::UnknownNegative,
        2,
        1,
        "Negative(fnone)",
        "option defined",
    );
}

#[test]
fn set_numbers_from_1_to_64() {
    let head = "Enum\nName(e) Type(int)\n\n";
    rejects(
        &format!("{head}EnumValue\nEnum(e) String(a) Value(1) Set(65)\n"),
        Rule::BadSetNumber,
        5,
        28,
        "Set(65)",
        "1 to 64",
    );
    rejects(
        &format!("{head}EnumValue\nEnum(e) String(a) Value(1) Set(0)\n"),
        Rule::BadSetNumber,
        5,
        28,
        "Set(0)",
        "1 to 64",
    );
    rejects(
        &format!("{head}EnumValue\nEnum(e) String(a) Value(1) Set(x)\n"),
        Rule::BadSetNumber,
        5,
        28,
        "Set(x)",
        "decimal",
    );
}

#[test]
fn masks_of_different_sets_are_disjoint() {
    let text = "Enum\nName(e) Type(int)\n\nEnumValue\nEnum(e) String(a) Value(3) Set(1)\n\nEnumValue\nEnum(e) String(b) Value(2) Set(2)\n";
    rejects(
        text,
        Rule::OverlappingSets,
        7,
        1,
        "Set(2) values 0x2 overlapping Set(1) values 0x3",
        "disjoint",
    );
}

#[test]
fn enum_set_needs_sets_on_every_value() {
    let text = "Enum\nName(e) Type(int)\n\nEnumValue\nEnum(e) String(a) Value(1) Set(1)\n\nEnumValue\nEnum(e) String(b) Value(2)\n\nfa=\nCommon Joined Enum(e) EnumSet Var(a)\nA.\n";
    rejects(
        text,
        Rule::EnumSetWithoutSets,
        7,
        1,
        "String(b)",
        "`Set(N)`",
    );
}

#[test]
fn enum_bit_set_values_are_powers_of_two() {
    let text = "Enum\nName(e) Type(int)\n\nEnumValue\nEnum(e) String(a) Value(1)\n\nEnumValue\nEnum(e) String(b) Value(6)\n\nfa=\nCommon Joined Enum(e) EnumBitSet Var(a)\nA.\n";
    rejects(
        text,
        Rule::EnumBitSetValue,
        7,
        1,
        "String(b) Value(6)",
        "power-of-two",
    );
    let with_set = "Enum\nName(e) Type(int)\n\nEnumValue\nEnum(e) String(a) Value(1) Set(1)\n\nfa=\nCommon Joined Enum(e) EnumBitSet Var(a)\nA.\n";
    rejects(
        with_set,
        Rule::EnumBitSetValue,
        4,
        1,
        "String(a) Value(1)",
        "without `Set`",
    );
}

#[test]
fn enum_set_without_enum() {
    rejects(
        "fa=\nCommon Joined EnumSet Var(a)\nA.\n",
        Rule::EnumSetWithoutEnum,
        2,
        1,
        "EnumSet",
        "`Enum(NAME)`",
    );
}

#[test]
fn enum_option_allowing_the_negative_form() {
    let text = "Enum\nName(e) Type(int)\n\nEnumValue\nEnum(e) String(a) Value(1)\n\nfa=\nCommon Joined Enum(e) Var(a)\nA.\n";
    rejects(text, Rule::EnumNegative, 8, 1, "fa=", "RejectNegative");
}

#[test]
fn warn_on_an_alias_and_its_target() {
    let text = "fb\nCommon Var(b) Warn(b is old)\nB.\n\nfa\nCommon Alias(fb) Warn(a is old)\nA.\n";
    rejects(
        text,
        Rule::WarnOnAliasAndTarget,
        6,
        1,
        "Warn(a is old)",
        "already warns",
    );
}

#[test]
fn warn_with_ignore_and_ignore_with_var() {
    rejects(
        "fa\nCommon Ignore Warn(gone)\nA.\n",
        Rule::WarnWithIgnore,
        2,
        1,
        "Warn(gone)",
        "`Ignore`d",
    );
    rejects(
        "fa\nCommon Ignore Var(a)\nA.\n",
        Rule::IgnoreWithVar,
        2,
        1,
        "Var(a)",
        "`Ignore`d",
    );
}

#[test]
fn mask_bits_exhausted() {
    let mut text = String::new();
    for i in 0..33 {
        text.push_str(&format!("mbit{i:02}\nTarget Mask(BIT{i})\nBit {i}.\n\n"));
    }
    // GCC allocates in sorted order; the 33rd record's properties are on line 2 + 32 * 4.
    rejects(
        &text,
        Rule::MaskBitsExhausted,
        130,
        1,
        "Mask(BIT32)",
        "at most 32 masks in `target_flags`",
    );
}

#[test]
fn host_wide_int_variables_hold_64_masks() {
    let mut text = String::from("Variable\nHOST_WIDE_INT isa = 0\n\n");
    for i in 0..64 {
        text.push_str(&format!(
            "mbit{i}\nTarget Mask(BIT{i}) Var(isa)\nBit {i}.\n\n"
        ));
    }
    assert!(SourceSet::new().add("t.opt", text).model().is_ok());
}

#[test]
fn unbalanced_parentheses() {
    rejects(
        "fa\nCommon Var(a\nA.\n",
        Rule::UnbalancedParentheses,
        2,
        8,
        "Var(a",
        "`)`",
    );
    rejects(
        "fa\nCommon Condition(defined (X)) Var(a)\nA.\n",
        Rule::UnbalancedParentheses,
        2,
        8,
        "Condition(defined (X))",
        "{...}",
    );
    rejects(
        "fa\nCommon Condition({defined (X)) Var(a)\nA.\n",
        Rule::UnbalancedParentheses,
        2,
        8,
        "Condition({defined",
        "`})`",
    );
}

#[test]
fn braces_make_nested_parentheses_fine() {
    let model = SourceSet::new()
        .add("t.opt", "fa\nCommon Condition({defined (X)}) Var(a)\nA.\n")
        .model()
        .unwrap();
    assert_eq!(
        model
            .option("fa")
            .unwrap()
            .props
            .rare()
            .condition
            .as_deref(),
        Some("defined (X)")
    );
}

#[test]
fn different_help_texts_for_one_option() {
    let text = format!("{LANG}fa\nCommon Var(a)\nOne.\n\nfa\nC Var(a)\nTwo.\n");
    // GCC's order puts `C Var(a)` before `Common Var(a)`: the later one is reported.
    rejects(&text, Rule::ConflictingHelp, 4, 1, "One.", "(`Two.`)");
}

#[test]
fn enabled_by_rules() {
    rejects(
        "fa\nCommon Var(a) EnabledBy(fnone)\nA.\n",
        Rule::BadEnabledBy,
        2,
        1,
        "EnabledBy(fnone)",
        "option defined",
    );
    let not_common = format!("{LANG}fb\nC Var(b)\nB.\n\nfa\nCommon Var(a) EnabledBy(fb)\nA.\n");
    rejects(
        &not_common,
        Rule::BadEnabledBy,
        9,
        1,
        "EnabledBy(fb)",
        "`Common`",
    );
    let lang = format!("{LANG}fa\nC Var(a) LangEnabledBy(C, fnone)\nA.\n");
    rejects(
        &lang,
        Rule::BadEnabledBy,
        5,
        1,
        "LangEnabledBy(..., fnone)",
        "option defined",
    );
    let three = format!("{LANG}fb\nC Var(b)\nB.\n\nfa\nC Var(a) LangEnabledBy(C, fb, 1)\nA.\n");
    rejects(
        &three,
        Rule::BadEnabledBy,
        9,
        10,
        "LangEnabledBy(C, fb, 1)",
        "POSARG, NEGARG",
    );
}

#[test]
fn byte_size_needs_an_integer() {
    rejects(
        "fa=\nCommon Joined ByteSize Var(a)\nA.\n",
        Rule::ByteSizeWithoutInteger,
        2,
        1,
        "ByteSize",
        "`UInteger`",
    );
}

#[test]
fn integer_range_rules() {
    rejects(
        "fa=\nCommon Joined UInteger Var(a) Init(9) IntegerRange(0, 5)\nA.\n",
        Rule::BadIntegerRange,
        2,
        1,
        "Init(9)",
        "IntegerRange(0, 5)",
    );
    rejects(
        "fa=\nCommon Joined UInteger Var(a) IntegerRange(5, 0)\nA.\n",
        Rule::BadIntegerRange,
        2,
        31,
        "IntegerRange(5, 0)",
        "N <= M",
    );
    rejects(
        "fa=\nCommon Joined UInteger Var(a) IntegerRange(x, 0)\nA.\n",
        Rule::PropertyArgument,
        2,
        31,
        "IntegerRange(x, 0)",
        "two integers",
    );
}

#[test]
fn param_names() {
    rejects(
        "max-depth=\nCommon Joined UInteger Var(a) Param\nA.\n",
        Rule::ParamName,
        2,
        1,
        "max-depth=",
        "-param=",
    );
}

#[test]
fn cpp_needs_var_and_init() {
    rejects(
        "fa\nCommon Var(a) CPP(cpp_a)\nA.\n",
        Rule::CppWithoutVarInit,
        2,
        1,
        "CPP(cpp_a)",
        "`Init(...)`",
    );
}

#[test]
fn malformed_declarations() {
    rejects(
        "Variable\nlonely\n",
        Rule::BadDeclaration,
        2,
        1,
        "lonely",
        "TYPE NAME",
    );
}

#[test]
fn field_counts() {
    rejects(
        "Language\n",
        Rule::MissingField,
        1,
        1,
        "Language",
        "2 fields",
    );
    rejects(
        "Language\nC\nC++\n",
        Rule::ExtraField,
        3,
        1,
        "C++",
        "blank line",
    );
}

#[test]
fn duplicate_and_malformed_arguments() {
    rejects(
        "fa\nCommon Var(a) Var(b)\nA.\n",
        Rule::DuplicateProperty,
        2,
        15,
        "Var(b)",
        "at most one",
    );
    rejects(
        "fa\nCommon(x) Var(a)\nA.\n",
        Rule::PropertyArgument,
        2,
        1,
        "Common(x)",
        "without an argument",
    );
    rejects(
        "fa\nCommon Var(1a)\nA.\n",
        Rule::PropertyArgument,
        2,
        8,
        "Var(1a)",
        "C identifier",
    );
}

#[test]
fn url_for_an_unknown_option() {
    let err = SourceSet::new()
        .add("t.opt", "fa\nCommon Var(a)\nA.\n")
        .add_urls("t.opt.urls", "fb\nUrlSuffix(gcc/x.html)\n")
        .model()
        .unwrap_err();
    let d = err
        .iter()
        .find(|d| d.rule == Rule::UrlForUnknownOption)
        .unwrap();
    assert_eq!(
        d.to_string(),
        "t.opt.urls:1:1: URL suffix for an unknown option: found `fb`, expected the name of an option defined in a .opt file"
    );
}

#[test]
fn urls_files_take_only_url_properties() {
    let err = SourceSet::new()
        .add("t.opt", "fa\nCommon Var(a)\nA.\n")
        .add_urls("t.opt.urls", "fa\nUrlSuffix(x) Var(b)\n")
        .model()
        .unwrap_err();
    let d = err
        .iter()
        .find(|d| d.rule == Rule::UnknownProperty)
        .unwrap();
    assert_eq!((d.location.line, d.location.column), (2, 14));
}

#[test]
fn gcc_quirks_are_warnings_not_errors() {
    // GCC 12's generator ignores these; so do we, saying so.
    let model = SourceSet::new()
        .add(
            "t.opt",
            "fa\nCommon Var(a) Init (1) IntegerRage(0, 1)\nA.\n\nfb\nCommon Var(b) Init(2);\nB.\n",
        )
        .model()
        .unwrap();
    assert_eq!(model.warnings.len(), 3, "{:#?}", model.warnings);
    assert!(model.warnings.iter().all(|w| !w.is_error()));
    assert_eq!(model.option("fa").unwrap().props.init, None);
    assert_eq!(
        model
            .option("fb")
            .unwrap()
            .props
            .init
            .as_ref()
            .unwrap()
            .text
            .as_ref(),
        "2"
    );
}

#[test]
fn too_many_languages() {
    let text: String = (0..17).map(|i| format!("Language\nL{i:02}\n\n")).collect();
    // GCC numbers languages in sorted order; the 17th is L16, whose record starts on line 49.
    rejects(
        &text,
        Rule::TooManyLanguages,
        49,
        1,
        "L16",
        "at most 16 languages",
    );
}
