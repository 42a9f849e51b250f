//! `opts::help::lint`: the help texts GCC's `--help` garbles, on small sets and on GCC's
//! own files, where the machine's `gcc -v --help` shows each garbling.

use opts::Rule;
use opts::help::lint;

mod common;

fn warnings(text: &str) -> Vec<opts::Diagnostic> {
    let mut set = opts::SourceSet::new();
    set.add("t.opt", text);
    let model = set.model().expect("valid set");
    lint(&model, &model.table())
}

fn a_well_written_set_has_no_help_warnings() {
    let w = warnings(
        "Language\nC\n\nWall\nC Warning\nWarn.\n\nfoo=\nC Joined\n-foo=<n>\tSet foo.\n\n\
         fno-bar\nC\n-fno-bar\tNo bar.\n\nfhidden\nC Undocumented\n\ndrv\nDriver\n",
    );
    assert!(w.is_empty(), "{w:?}");
}

fn each_garbling_is_one_warning_at_the_help_text() {
    let w = warnings(
        "Language\nC\n\nfa\nC\nDoes\tthings.\n\nfb\nC\n-fb\tOne\ttwo.\n\n\
         fc=\nC Joined UInteger IntegerRange(0, 9)\n-fc=<n>\tLevel.\n\nfd\nC\n",
    );
    let rules: Vec<(Rule, u32, u32)> = w
        .iter()
        .map(|d| (d.rule, d.location.line, d.location.column))
        .collect();
    assert_eq!(
        rules,
        [
            (Rule::HelpTab, 6, 5),
            (Rule::HelpTab, 10, 8),
            (Rule::HelpTab, 14, 8),
            (Rule::HelpMissing, 16, 1),
        ],
        "{w:#?}"
    );
    assert!(w.iter().all(|d| !d.is_error()));
}

fn alias_notes_that_overflow_gccs_line_are_reported() {
    let long = "x".repeat(250);
    let w = warnings(&format!(
        "Language\nC\n\nfnew\nC\nNew.\n\nfold\nC Alias(fnew)\n{long}\n\nfok\nC Alias(fnew)\nShort.\n"
    ));
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!((w[0].rule, w[0].location.line), (Rule::HelpTruncated, 10));
}

fn gccs_own_garblings_are_found() {
    let Some(model) = common::gcc_model() else {
        return;
    };
    let w = lint(&model, &model.table());
    let found = |rule: Rule, text: &str| w.iter().any(|d| d.rule == rule && d.found.contains(text));
    // `gcc -v --help` prints these under another option's name ...
    assert!(found(
        Rule::HelpTab,
        "-fvisibility=[private|protected|public|package]"
    ));
    assert!(found(Rule::HelpTab, "-fconst-string-class=<name>"));
    // ... this one with a raw tab and "Use z" where its range should be ...
    assert!(found(Rule::HelpTab, "-flto-compression-level=<number>"));
    // ... and these as "This option lacks documentation."
    assert!(found(Rule::HelpMissing, "-ffast-math"));
    assert!(found(Rule::HelpMissing, "-Mno-modules"));
    assert!(w.iter().all(|d| !d.is_error()));
}

// The built-in harness cannot report a skip: testkit shows one as `ignored (why)`.
testkit::main!(
    a_well_written_set_has_no_help_warnings,
    each_garbling_is_one_warning_at_the_help_text,
    alias_notes_that_overflow_gccs_line_are_reported,
    gccs_own_garblings_are_found,
);
