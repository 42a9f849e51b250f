//! The `--help` rules of GCC's `print_filtered_help`, on the fixture option set.

use std::sync::LazyLock;

use opts::decode::Decoder;
use opts::help::{HelpArgProblem, HelpPrinter, parse_help_argument, wrap_help};
use opts::{ClFlags, Model, OptionTable, SourceSet};

static MODEL: LazyLock<Model> = LazyLock::new(|| {
    let mut set = SourceSet::new();
    set.add("fixture.opt", include_str!("decode/fixture.opt"));
    set.model().unwrap_or_else(|d| panic!("{d}"))
});
static TABLE: LazyLock<OptionTable> = LazyLock::new(|| OptionTable::build(&MODEL));

fn c() -> Decoder<'static> {
    Decoder::compiler(&TABLE, &["C"])
        .unwrap()
        .with_definitions(&MODEL)
}

fn help(class: &str) -> String {
    let d = c();
    let mut p = HelpPrinter::new(&d, 80);
    let (text, problems) = p.help_eq(class);
    assert!(problems.is_empty(), "{problems:?}");
    text
}

fn line_of<'a>(text: &'a str, item: &str) -> &'a str {
    text.lines()
        .find(|l| l.trim_start().starts_with(item))
        .unwrap_or_else(|| panic!("no line for {item} in\n{text}"))
}

#[test]
fn heading_and_two_columns() {
    let text = help("warnings");
    assert!(text.starts_with("The following options control compiler warning messages:\n"));
    assert_eq!(
        line_of(&text, "-Wextra"),
        format!(
            "  {:<27} Print extra (possibly unwanted) warnings.",
            "-Wextra"
        )
    );
    assert!(text.ends_with("\n\n"));
}

#[test]
fn tab_rule_replaces_the_option_name() {
    let text = help("common");
    assert_eq!(
        line_of(&text, "-O<number>"),
        format!("  {:<27} Set optimization level to <number>.", "-O<number>")
    );
    assert!(!text.contains("  -O  "));
}

#[test]
fn long_help_wraps_at_spaces_under_the_text_column() {
    let mut out = String::new();
    wrap_help(
        &mut out,
        "-fx",
        "one two three four five six seven eight nine ten eleven twelve thirteen",
        60,
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(
        lines
            .iter()
            .all(|l| l.len() <= 60 || !l.trim().contains(' '))
    );
    assert!(lines[1].starts_with(&" ".repeat(30)));
}

#[test]
fn undocumented_options_are_hidden_from_full_help_but_listed_by_class() {
    let d = c();
    let mut p = HelpPrinter::new(&d, 80);
    assert!(!p.help_all(false).contains("-undoc"));
    let text = help("undocumented");
    assert!(text.starts_with("The following options are not documented:\n"));
    assert_eq!(
        line_of(&text, "-undoc"),
        format!("  {:<27} This option lacks documentation.", "-undoc")
    );
    let mut p = HelpPrinter::new(&d, 80);
    assert!(p.help_all(true).contains("-undoc"));
}

#[test]
fn aliases_and_warn_are_noted() {
    let text = help("common");
    // A documented alias names its target.
    assert!(line_of(&text, "-ffrob-old").contains("Old spelling.  Same as -ffrobnicate."));
    // Warn(...) options say so.
    assert!(line_of(&text, "-fwarned").contains("Deprecated.  Uses of this option are diagnosed."));
    let text = help("common");
    assert!(text.contains("Same as -fcolor=red."));
}

#[test]
fn integer_range_bounds_follow_the_name() {
    let text = help("warnings");
    // -Wformat= has no tab in its help: the bounds follow the option's name.
    assert!(line_of(&text, "-Wformat=<0,2>").contains("Warn about printf format anomalies."));
}

#[test]
fn enumeration_values_are_listed_after_the_options() {
    let text = help("common");
    assert!(text.contains(
        "  Known colors (for use with the -fcolor= option):\n    blue native red rouge\n\n"
    ));
}

#[test]
fn language_listings_and_empty_results() {
    let d = c();
    let mut p = HelpPrinter::new(&d, 80);
    let (text, _) = p.help_eq("fortran");
    assert!(text.starts_with("The following options are supported by the language Fortran:\n"));
    assert!(text.contains("-ffortran-only"));
    // Printed once per run: the second listing says so.
    let (again, _) = p.help_eq("fortran");
    assert!(
        again.contains(
            " All options with the desired characteristics have already been displayed\n"
        )
    );
    let (none, _) = p.help_eq("params,joined,separate");
    assert!(none.contains(" No options with the desired characteristics were found\n"));
}

#[test]
fn help_argument_classes_languages_and_problems() {
    let (sel, problems) = parse_help_argument(&TABLE, "war,^join,c");
    assert_eq!(sel.include, ClFlags::WARNING | ClFlags::language(0));
    assert!(sel.exclude.contains(ClFlags::JOINED | ClFlags::PARAMS));
    assert!(problems.is_empty());
    let (sel, _) = parse_help_argument(&TABLE, "optimizers");
    assert!(sel.exclude.contains(ClFlags::WARNING));
    let (_, problems) = parse_help_argument(&TABLE, "bogus,^");
    assert_eq!(
        problems,
        [
            HelpArgProblem::Unrecognized("bogus".to_owned()),
            HelpArgProblem::MissingAfterCaret
        ]
    );
    assert_eq!(
        problems[0].to_string(),
        "unrecognized argument to '--help=' option: 'bogus'"
    );
    // "f" abbreviates a language and no class.
    let (sel, _) = parse_help_argument(&TABLE, "f");
    assert_eq!(sel.include, ClFlags::language(1));
}

#[test]
fn quiet_form_shows_state() {
    let d = c();
    let args = [
        "-Wall",
        "-fno-frobnicate",
        "-fcolor=rouge",
        "-march=Native",
        "-flimit=5",
        "-fbig=9",
    ];
    let outcome = d.run(&args);
    let mut p = HelpPrinter::new(&d, 80).with_state(&outcome.state);
    let (text, _) = p.help_eq("common");
    assert_eq!(
        line_of(&text, "-ffrobnicate"),
        format!("  {:<27} \t\t[disabled]", "-ffrobnicate")
    );
    assert_eq!(
        line_of(&text, "-fmath"),
        format!("  {:<27} \t\t[disabled]", "-fmath")
    );
    assert!(line_of(&text, "-fcolor= ").ends_with("\t\tred"));
    assert!(line_of(&text, "-flimit=").ends_with("\t\t5"));
    assert!(line_of(&text, "-fbig=").ends_with("\t\t9 bytes"));
    // An alias shows its target, an ignored option says so.
    assert!(line_of(&text, "-ffrob-old").ends_with("\t\t-ffrobnicate"));
    assert!(line_of(&text, "-fcolor-red").ends_with("\t\t-fcolor=red"));
    assert!(line_of(&text, "-fignored").ends_with("\t\t[ignored]"));
    // Options of another language are "available in" it.
    let (text, _) = p.help_eq("fortran");
    assert!(line_of(&text, "-ffortran-only").ends_with("\t\t[available in Fortran]"));
    let mut fresh = HelpPrinter::new(&d, 80).with_state(&outcome.state);
    let (text, _) = fresh.help_eq("warnings");
    assert!(line_of(&text, "-Wunused-variable").ends_with("\t\t[enabled]"));
    assert!(line_of(&text, "-Wformat=<0,2>").ends_with("\t\t1"));
    let (text, _) = p.help_eq("target");
    assert!(line_of(&text, "-march=CPU").ends_with("\t\tnative"));
    let (text, _) = p.help_eq("params");
    assert!(line_of(&text, "--param=max-foo=").ends_with(" \t\t10"));
}

proptest::proptest! {
    /// Wrapping keeps every word in order, and a line overflows the terminal only when one
    /// word (or the item) alone is wider than the room left.
    #[test]
    fn wrapping_keeps_the_words_and_the_width(
        words in proptest::collection::vec("[a-z]{1,12}(-[a-z]{1,6})?", 0..30),
        item in "-[a-z]{1,40}",
        columns in 20usize..120,
    ) {
        let help = words.join(" ");
        let mut out = String::new();
        wrap_help(&mut out, &item, &help, columns);
        let mut text = String::new();
        for (n, line) in out.lines().enumerate() {
            let width = if n == 0 { item.len().max(27) } else { 27 };
            let (head, body) = line.split_at(2 + width + 1);
            if n == 0 {
                proptest::prop_assert_eq!(head.trim(), item.as_str());
            } else {
                proptest::prop_assert!(head.trim().is_empty());
            }
            let longest = body.split(' ').map(str::len).max().unwrap_or(0);
            proptest::prop_assert!(
                line.len() <= columns || longest + 3 + width > columns,
                "{line:?} wider than {columns}"
            );
            text.push_str(body);
            if !body.ends_with('-') && !body.is_empty() {
                text.push(' ');
            }
        }
        let joined: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let expected: String = help.replace('-', "- ").split_whitespace().collect::<Vec<_>>().join(" ");
        let got = joined.replace('-', "- ").split_whitespace().collect::<Vec<_>>().join(" ");
        proptest::prop_assert_eq!(got, expected);
    }
}
