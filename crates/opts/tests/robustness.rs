//! Inputs GCC's generator would turn into a wrong table: control characters in fields
//! (the fuzz finding: a name byte below SUBSEP breaks the table's name order), CRLF line
//! endings, NUL bytes in properties, and duplicate definitions that disagree.

use opts::{Diagnostic, Rule, Severity, SourceSet};
use proptest::prelude::*;

fn diagnostics(text: &str) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
    match SourceSet::new().add("t.opt", text).model() {
        Ok(m) => Ok(m.warnings),
        Err(d) => Err(d.0),
    }
}

#[test]
fn a_name_with_a_byte_below_subsep_is_rejected_with_its_position() {
    let text = "Language\nC\n\nfoo\nC\n\nfoo\x02bar\nC\n";
    let diags = diagnostics(text).expect_err("rejected");
    let d = diags
        .iter()
        .find(|d| d.rule == Rule::ControlCharacter)
        .expect("a control-character error");
    assert_eq!((d.location.line, d.location.column), (7, 4), "{d}");
    assert!(
        d.to_string()
            .starts_with("t.opt:7:4: control character in a field")
    );
}

#[test]
fn a_nul_inside_a_property_is_rejected_with_its_position() {
    let text = "Language\nC\n\nfoo\nC Var(x) Init(1\x002)\n";
    let diags = diagnostics(text).expect_err("rejected");
    let d = &diags[0];
    assert_eq!(d.rule, Rule::ControlCharacter);
    assert_eq!((d.location.line, d.location.column), (5, 16), "{d}");
}

#[test]
fn crlf_line_endings_are_read_as_lf_with_one_warning() {
    let lf = "Language\nC\n\nfoo\nC Var(x) Init(3)\nHelp text\n";
    let crlf = lf.replace('\n', "\r\n");
    let warnings = diagnostics(&crlf).expect("accepted");
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert_eq!(warnings[0].rule, Rule::CrLineEnding);
    assert_eq!(warnings[0].severity, Severity::Warning);
    assert_eq!(
        (warnings[0].location.line, warnings[0].location.column),
        (1, 9)
    );
    let table = |t: &str| {
        let m = SourceSet::new().add("t.opt", t).model().expect("accepted");
        serde_json::to_string(&m.table()).expect("serialises")
    };
    assert_eq!(table(&crlf), table(lf));
}

#[test]
fn every_disagreement_of_a_duplicate_definition_is_reported() {
    let text = "Language\nC\n\nfoo\nC Var(x) Init(1) Warn(a)\nHelp\n\nfoo\nC Var(y) Init(2) Warn(b)\nHelp\n";
    let warnings = diagnostics(text).expect("accepted: GCC keeps one of each");
    let conflicts: Vec<&str> = warnings
        .iter()
        .filter(|d| d.rule == Rule::ConflictingDefinition)
        .map(|d| d.found.split(' ').next().unwrap_or(""))
        .collect();
    assert_eq!(conflicts, ["Var", "Init", "Warn"]);
    assert!(warnings.iter().all(|d| d.location.line == 9));
}

proptest! {
    /// Whatever the bytes of two option names, the set is rejected or every option is
    /// found by its name.
    #[test]
    fn names_are_rejected_or_looked_up(
        a in "[a-c][a-c\t\x01-\x08\x0b\x0c\x0e-\x1f]{0,3}",
        b in "[a-c\x01-\x08\x0b\x0c\x0e-\x1f][a-c\t\x01-\x08\x0b\x0c\x0e-\x1f]{0,3}",
    ) {
        prop_assume!(a != b);
        let text = format!("Language\nC\n\n{a}\nC\n\n{b}\nC\n");
        if let Ok(m) = SourceSet::new().add("t.opt", &text).model() {
            let table = m.table();
            prop_assert!(table.lookup(&a).is_some());
            prop_assert!(table.lookup(&b).is_some());
        }
    }
}
