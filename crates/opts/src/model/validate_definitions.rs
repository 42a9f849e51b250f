//! The rules an option's several definition records must obey together (help texts and
//! arguments that agree) and each of them alone (`EnabledBy` and `LangEnabledBy`).

use crate::diag::{Diagnostic, Location, Rule};
use crate::model::validate_report::{at, diag};
use crate::model::{Combine, Model, OptionDef, OptionInfo};
use crate::props::Flag;

/// Reports each definition whose help text differs from the first documented one's:
/// GCC keeps one help text per option.
pub(super) fn check_help_agrees(model: &Model, info: &OptionInfo, diags: &mut Vec<Diagnostic>) {
    let name = &info.name;
    // Help texts of several definitions must agree.
    let mut helps = model
        .definitions_of(info)
        .filter_map(|d| d.help.as_ref().map(|h| (h, d)));
    if let Some((first, _)) = helps.next() {
        for (other, d) in helps {
            if other != first {
                diag(
                    diags,
                    d.location.clone(),
                    Rule::ConflictingHelp,
                    other.to_string(),
                    format!(
                        "the same help as the other definition of `{name}` (`{first}`), or a `; documented in ...` comment"
                    ),
                );
            }
        }
    }
}
/// The argument-valued properties of a definition, by name, as text (for comparing and
/// quoting): GCC's generator keeps one definition's value of each. (`LangEnabledBy` is
/// not one of them: each definition adds its languages.)
fn argument_properties(p: &crate::model::OptionProps) -> Vec<(&'static str, Option<String>)> {
    fn text<T: std::fmt::Debug>(v: &Option<T>) -> Option<String> {
        v.as_ref().map(|v| format!("{v:?}"))
    }
    vec![
        ("Negative", text(&p.rare().negative)),
        ("MissingArgError", text(&p.rare().missing_arg_error)),
        ("Args", text(&p.rare().args)),
        ("Var", text(&p.var)),
        ("Init", text(&p.init)),
        ("Mask", text(&p.mask)),
        ("InverseMask", text(&p.inverse_mask)),
        ("Enum", text(&p.enum_name)),
        ("Alias", text(&p.alias)),
        ("Warn", text(&p.rare().warn)),
        ("IntegerRange", text(&p.integer_range)),
        ("Condition", text(&p.rare().condition)),
        ("EnabledBy", text(&p.enabled_by)),
    ]
}

/// Every property two definitions of one option give different arguments: one diagnostic
/// per property and later definition, not just the first.
pub(super) fn check_definitions_agree(
    model: &Model,
    info: &OptionInfo,
    diags: &mut Vec<Diagnostic>,
) {
    let mut first: Vec<(&'static str, String, &OptionDef)> = Vec::new();
    for d in model.definitions_of(info) {
        for (prop, value) in argument_properties(&d.props) {
            let Some(value) = value else { continue };
            match first.iter().find(|(p, _, _)| *p == prop) {
                // A warning: GCC's own set has one (`-pedantic`'s Alias in c.opt and
                // common.opt), which its generator accepts.
                Some((_, earlier, e)) if *earlier != value => diags.push(
                    Diagnostic::new(
                        at(d),
                        Rule::ConflictingDefinition,
                        format!("{prop} {value}"),
                        format!(
                            "{prop} {earlier} as the definition of `{}` at {} has it",
                            info.name, e.location
                        ),
                    )
                    .into_warning(),
                ),
                Some(_) => {}
                None => first.push((prop, value, d)),
            }
        }
    }
}

/// Each definition's `EnabledBy` and `LangEnabledBy`: they name options of the set, and
/// the option they enable has a `Var` to set.
pub(super) fn check_enabled_by(model: &Model, info: &OptionInfo, diags: &mut Vec<Diagnostic>) {
    for def in model.definitions_of(info) {
        let p = &def.props;
        let loc = at(def);
        if let Some(by) = &p.enabled_by {
            check_enabled_by_options(model, by, &loc, diags);
            if p.var.is_none() && info.props.var.is_none() {
                diag(
                    diags,
                    loc.clone(),
                    Rule::BadEnabledBy,
                    format!("{}: EnabledBy", def.name),
                    "a `Var` on an option enabled by another",
                );
            }
        }
        if let Some(by) = &p.rare().lang_enabled_by {
            for o in &by.options {
                if !model.options.contains_key(o.as_str()) {
                    diag(
                        diags,
                        loc.clone(),
                        Rule::BadEnabledBy,
                        format!("LangEnabledBy(..., {o})"),
                        "the name of an option defined in the set",
                    );
                }
            }
            if p.var.is_none() && info.props.var.is_none() {
                diag(
                    diags,
                    loc.clone(),
                    Rule::BadEnabledBy,
                    format!("{}: LangEnabledBy", def.name),
                    "a `Var` on an option enabled by another",
                );
            }
        }
    }
}

/// The options one `EnabledBy` names: each defined, `Common`, and with a `Var` when they
/// combine with `&&`.
fn check_enabled_by_options(
    model: &Model,
    by: &crate::model::EnabledByProp,
    loc: &Location,
    diags: &mut Vec<Diagnostic>,
) {
    for o in &by.options {
        match model.options.get(o.as_str()) {
            None => diag(
                diags,
                loc.clone(),
                Rule::BadEnabledBy,
                format!("EnabledBy({o})"),
                "the name of an option defined in the set",
            ),
            Some(t) if !t.props.has(Flag::Common) => diag(
                diags,
                loc.clone(),
                Rule::BadEnabledBy,
                format!("EnabledBy({o})"),
                format!("an option with `Common` (or use LangEnabledBy): `{o}` is not Common"),
            ),
            Some(t) if by.combine == Combine::And && t.props.var.is_none() => diag(
                diags,
                loc.clone(),
                Rule::BadEnabledBy,
                format!("EnabledBy({o})"),
                format!("`{o}` to have a `Var` for `&&`"),
            ),
            Some(_) => {}
        }
    }
}
