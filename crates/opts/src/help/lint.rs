//! Warnings for help texts that GCC's `--help` would print garbled, which GCC's generator
//! passes on without a word: `gccint opts check` reports them.

use crate::diag::{Diagnostic, Location, Rule};
use crate::model::{Model, OptionInfo};
use crate::props::Flag;
use crate::table::{AliasTarget, OptionEntry, OptionTable};

use super::print::compose;

/// The help-text warnings for `table`, built from `model`, in option order.
///
/// ```
/// let mut files = opts::SourceSet::new();
/// files.add("demo.opt", "Language\nC\n\nfoo\nC\nWarn about\tthings.\n\nbar\nC\n\n");
/// let model = files.model().unwrap();
/// let warnings = opts::help::lint(&model, &model.table());
/// // In table order: -bar, then -foo.
/// assert!(warnings[0].to_string().starts_with("demo.opt:8:1: warning: option without help text"));
/// assert!(warnings[1].to_string().starts_with("demo.opt:6:11: warning: tab in a help text"));
/// ```
pub fn lint(model: &Model, table: &OptionTable) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for option in &table.options {
        let Some(info) = model.option(&option.name) else {
            continue;
        };
        let start = model
            .definitions_of(info)
            .find(|d| d.help.is_some())
            .or_else(|| model.definitions_of(info).last())
            .map(|d| d.location.clone());
        let Some(start) = start else {
            continue;
        };
        check_tabs(option, &start, &mut out);
        check_cut(table, option, &start, &mut out);
        check_missing(table, option, info, &start, &mut out);
    }
    out
}

/// The help text's position: two lines below the record's name (after its properties).
fn help_at(start: &Location, column: usize) -> Location {
    let column = u32::try_from(column + 1).unwrap_or(u32::MAX);
    Location::new(start.file.clone(), start.line + 2, column)
}

fn warn(out: &mut Vec<Diagnostic>, at: Location, rule: Rule, found: &str, expected: String) {
    out.push(Diagnostic::new(at, rule, found, expected).into_warning());
}

/// The spellings the text before a tab may start with: the option, its `no-` form.
fn names(option: &OptionEntry) -> Vec<String> {
    let name = option.name.trim_end_matches(['=', '-']);
    let mut out = vec![format!("-{name}")];
    if !option.reject_negative
        && let Some(first) = name.chars().next()
        && matches!(first, 'W' | 'f' | 'g' | 'm')
    {
        out.push(format!("-{first}no-{}", &name[1..]));
    }
    if let Some(param) = name.strip_prefix("-param=") {
        out.push(format!("--param {param}"));
    }
    out
}

fn check_tabs(option: &OptionEntry, start: &Location, out: &mut Vec<Diagnostic>) {
    let Some(help) = &option.help else {
        return;
    };
    let help = super::cstr::c_string_value(help);
    let Some(tab) = help.find('\t') else {
        return;
    };
    let column = help[..tab].chars().count();
    let item = &help[..tab];
    let names = names(option);
    if !names.iter().any(|n| item.starts_with(n.as_str())) {
        let expected = format!(
            "the text before the tab to name the option (`{}`): --help prints it as the option's name",
            names[0]
        );
        warn(out, help_at(start, column), Rule::HelpTab, item, expected);
    }
    if let Some(second) = help[tab + 1..].find('\t') {
        let at = help_at(start, help[..tab + 1 + second].chars().count());
        let expected = "one tab, between the option's name and its description: --help prints a second one raw".to_owned();
        warn(out, at, Rule::HelpTab, &help, expected);
    }
    if let Some(r) = &option.range() {
        let expected = format!(
            "no tab in the help of an option with IntegerRange: --help writes `<{},{}>` over the start of the description",
            r.min, r.max
        );
        warn(out, help_at(start, column), Rule::HelpTab, item, expected);
    }
}

fn check_cut(
    table: &OptionTable,
    option: &OptionEntry,
    start: &Location,
    out: &mut Vec<Diagnostic>,
) {
    let (text, was_cut) = compose(table, option);
    if was_cut {
        let expected =
            "a help text short enough for --help's 255-byte line once it adds its notes".to_owned();
        let shown = format!("{text}...");
        warn(
            out,
            help_at(start, 0),
            Rule::HelpTruncated,
            &shown,
            expected,
        );
    }
}

fn check_missing(
    table: &OptionTable,
    option: &OptionEntry,
    info: &OptionInfo,
    start: &Location,
    out: &mut Vec<Diagnostic>,
) {
    if option.help.is_some() || info.props.has(Flag::Undocumented) {
        return;
    }
    // An alias of a documented option gets a "Same as" note instead.
    if let AliasTarget::Option { target, .. } = &option.alias
        && table.get(*target).is_some_and(|t| t.help.is_some())
    {
        return;
    }
    // --help lists options of a language, Common or Target ones, not the driver's own.
    let p = &info.props;
    if !(p.has(Flag::Common) || p.has(Flag::Target) || !p.languages.is_empty()) {
        return;
    }
    let at = Location::new(start.file.clone(), start.line, 1);
    let expected = "a help text, or `Undocumented`: --help -v lists it as \"This option lacks documentation.\"".to_owned();
    warn(out, at, Rule::HelpMissing, &option.text(), expected);
}
