//! The rules one option's merged properties must obey: which flags go together, what its
//! `Enum`, `Init`, `Negative` and `Alias` name, and what an ignored option may carry.

use crate::diag::{Diagnostic, Location, Rule};
use crate::model::validate_definitions::{
    check_definitions_agree, check_enabled_by, check_help_agrees,
};
use crate::model::validate_report::{at, diag};
use crate::model::{Model, OptionInfo};
use crate::props::Flag;

/// Checks the option `info`, its definitions together and each of them; diagnostics about
/// the merged properties point at the last definition's.
pub(super) fn check_option(model: &Model, info: &OptionInfo, diags: &mut Vec<Diagnostic>) {
    let p = &info.props;
    let last = model
        .definitions_of(info)
        .last()
        .expect("an option has a definition");
    let loc = at(last);

    check_help_agrees(model, info, diags);
    check_definitions_agree(model, info, diags);
    check_argument_forms(info, &loc, diags);
    check_value_kinds(model, info, &loc, diags);
    if let Some(e) = &p.enum_name {
        check_enum_use(model, info, e, &loc, diags);
    }
    check_param_name(info, &loc, diags);
    check_init(info, &loc, diags);
    check_ignored(info, &loc, diags);
    check_references(model, info, &loc, diags);
    check_enabled_by(model, info, diags);
}

/// How the argument is given: `JoinedOrMissing` excludes `Joined` and `Separate`, and
/// `Args(N)` counts `Separate` arguments.
fn check_argument_forms(info: &OptionInfo, loc: &Location, diags: &mut Vec<Diagnostic>) {
    let p = &info.props;
    let name = &info.name;
    if p.has(Flag::JoinedOrMissing) && (p.has(Flag::Joined) || p.has(Flag::Separate)) {
        diag(
            diags,
            loc.clone(),
            Rule::JoinedOrMissingConflict,
            format!(
                "{name}: JoinedOrMissing with {}",
                if p.has(Flag::Joined) {
                    "Joined"
                } else {
                    "Separate"
                }
            ),
            "JoinedOrMissing alone, or Joined and/or Separate",
        );
    }
    if let Some(n) = p.rare().args
        && !p.has(Flag::Separate)
    {
        diag(
            diags,
            loc.clone(),
            Rule::ArgsWithoutSeparate,
            format!("Args({n})"),
            format!("`Separate` on option `{name}`"),
        );
    }
}

/// What the argument is read as: `ByteSize` needs an integer, `EnumSet` and `EnumBitSet`
/// an `Enum`.
fn check_value_kinds(
    model: &Model,
    info: &OptionInfo,
    loc: &Location,
    diags: &mut Vec<Diagnostic>,
) {
    let p = &info.props;
    let name = &info.name;
    if p.has(Flag::ByteSize)
        && !p.has(Flag::UInteger)
        && !p.has(Flag::HostWideInt)
        && !host_wide_int_var(model, p.var_name())
    {
        diag(
            diags,
            loc.clone(),
            Rule::ByteSizeWithoutInteger,
            "ByteSize",
            format!("`UInteger` or `Host_Wide_Int` on option `{name}`"),
        );
    }
    if (p.has(Flag::EnumSet) || p.has(Flag::EnumBitSet)) && p.enum_name.is_none() {
        diag(
            diags,
            loc.clone(),
            Rule::EnumSetWithoutEnum,
            if p.has(Flag::EnumSet) {
                "EnumSet"
            } else {
                "EnumBitSet"
            },
            format!("`Enum(NAME)` on option `{name}`"),
        );
    }
}

/// A `Param` option is spelled `--param=NAME`.
fn check_param_name(info: &OptionInfo, loc: &Location, diags: &mut Vec<Diagnostic>) {
    let p = &info.props;
    let name = &info.name;
    if p.has(Flag::Param) && !name.starts_with("-param=") {
        diag(
            diags,
            loc.clone(),
            Rule::ParamName,
            name.to_string(),
            "a name starting with `-param=`",
        );
    }
}

/// The initial value: `CPP` needs a `Var` with an `Init`, which must lie inside the
/// `IntegerRange` (whose bounds `UInteger` keeps non-negative).
fn check_init(info: &OptionInfo, loc: &Location, diags: &mut Vec<Diagnostic>) {
    let p = &info.props;
    let name = &info.name;
    if p.rare().cpp.is_some() && (p.var.is_none() || p.init.is_none()) {
        diag(
            diags,
            loc.clone(),
            Rule::CppWithoutVarInit,
            format!("CPP({})", p.rare().cpp.as_deref().unwrap_or_default()),
            format!("`Var(...)` and `Init(...)` on option `{name}`"),
        );
    }
    if let (Some(range), Some(init)) = (
        p.integer_range.as_deref().copied(),
        p.init.as_ref().and_then(crate::CExpr::value),
    ) && init != -1
        && (init < range.min || init > range.max)
    {
        diag(
            diags,
            loc.clone(),
            Rule::BadIntegerRange,
            format!("Init({init})"),
            format!("an Init inside IntegerRange({}, {})", range.min, range.max),
        );
    }
    if let Some(range) = p.integer_range.as_deref().copied()
        && p.has(Flag::UInteger)
        && range.min < 0
    {
        diag(
            diags,
            loc.clone(),
            Rule::BadIntegerRange,
            format!("IntegerRange({}, {})", range.min, range.max),
            "a non-negative range with UInteger",
        );
    }
}

/// An `Ignore`d option keeps no state and gives no `Warn`, nor does a `WarnRemoved` one
/// that is not an alias.
fn check_ignored(info: &OptionInfo, loc: &Location, diags: &mut Vec<Diagnostic>) {
    let p = &info.props;
    if p.has(Flag::Ignore) {
        if p.rare().warn.is_some() {
            diag(
                diags,
                loc.clone(),
                Rule::WarnWithIgnore,
                format!("Warn({})", p.rare().warn.as_deref().unwrap_or_default()),
                "no `Warn` on an `Ignore`d option",
            );
        }
        if let Some(v) = p.var_name() {
            diag(
                diags,
                loc.clone(),
                Rule::IgnoreWithVar,
                format!("Var({v})"),
                "no `Var` on an `Ignore`d option",
            );
        }
    } else if p.has(Flag::WarnRemoved) && p.rare().warn.is_some() && p.alias.is_none() {
        diag(
            diags,
            loc.clone(),
            Rule::WarnWithIgnore,
            format!("Warn({})", p.rare().warn.as_deref().unwrap_or_default()),
            "no `Warn` on a `WarnRemoved` option",
        );
    }
}

/// The options it names: `Negative` and `Alias` must name options of the set, and
/// `NegativeAlias` needs an `Alias`.
fn check_references(model: &Model, info: &OptionInfo, loc: &Location, diags: &mut Vec<Diagnostic>) {
    let p = &info.props;
    let name = &info.name;
    if let Some(neg) = &p.rare().negative
        && !model.options.contains_key(&**neg)
    {
        diag(
            diags,
            loc.clone(),
            Rule::UnknownNegative,
            format!("Negative({neg})"),
            "the name of an option defined in the set",
        );
    }
    if let Some(alias) = &p.alias {
        check_alias(model, info, alias, loc, diags);
    } else if p.has(Flag::NegativeAlias) {
        diag(
            diags,
            loc.clone(),
            Rule::NegativeAliasWithArgs,
            "NegativeAlias",
            format!("an `Alias(OPT)` on option `{name}`"),
        );
    }
}

/// Whether `var` is declared by a `Variable` record of C type `HOST_WIDE_INT` (64 bits, so
/// its masks and integers are wider).
pub(super) fn host_wide_int_var(model: &Model, var: Option<&str>) -> bool {
    let Some(var) = var else { return false };
    model
        .variables
        .iter()
        .any(|v| v.decl.name == var && v.decl.c_type == "HOST_WIDE_INT")
}

fn check_enum_use(
    model: &Model,
    info: &OptionInfo,
    e: &str,
    loc: &Location,
    diags: &mut Vec<Diagnostic>,
) {
    let p = &info.props;
    let Some(en) = model.enums.get(e) else {
        diag(
            diags,
            loc.clone(),
            Rule::UnknownEnum,
            format!("Enum({e})"),
            "the name of an `Enum` record",
        );
        return;
    };
    check_enum_values(info, e, en, diags);
    let negatable = info.name.starts_with(['W', 'f', 'g', 'm']);
    if negatable
        && !p.has(Flag::RejectNegative)
        && !p.has(Flag::EnumSet)
        && !p.has(Flag::EnumBitSet)
        && p.alias.is_none()
    {
        diag(
            diags,
            loc.clone(),
            Rule::EnumNegative,
            info.name.to_string(),
            "`RejectNegative` on an `Enum` option starting with W, f, g or m",
        );
    }
}

/// The values of the enumeration `e` an `EnumSet` or `EnumBitSet` option uses: each in a
/// `Set`, or each a power of two outside every `Set`.
fn check_enum_values(
    info: &OptionInfo,
    e: &str,
    en: &crate::model::EnumInfo,
    diags: &mut Vec<Diagnostic>,
) {
    let p = &info.props;
    if p.has(Flag::EnumSet) {
        for v in &en.values {
            if v.set.is_none() {
                diag(
                    diags,
                    v.location.clone(),
                    Rule::EnumSetWithoutSets,
                    format!("String({})", v.string),
                    format!(
                        "a `Set(N)` on every value of Enum({e}), used by EnumSet option `{}`",
                        info.name
                    ),
                );
            }
        }
    }
    if p.has(Flag::EnumBitSet) {
        for v in &en.values {
            // Symbolic values (macros) cannot be checked here.
            let power = v.value.value().is_none_or(|x| x > 0 && (x & (x - 1)) == 0);
            if v.set.is_some() || !power {
                diag(
                    diags,
                    v.location.clone(),
                    Rule::EnumBitSetValue,
                    format!("String({}) Value({})", v.string, v.value),
                    format!(
                        "a power-of-two value without `Set` (Enum({e}) is used by EnumBitSet option `{}`)",
                        info.name
                    ),
                );
            }
        }
    }
}

fn check_alias(
    model: &Model,
    info: &OptionInfo,
    alias: &crate::model::AliasProp,
    loc: &Location,
    diags: &mut Vec<Diagnostic>,
) {
    let p = &info.props;
    let name = &info.name;
    let target = model.option_by_enumerator_of(&alias.target);
    if target.is_none() {
        diag(
            diags,
            loc.clone(),
            Rule::UnknownAliasTarget,
            format!("Alias({})", alias.target),
            "the name of an option defined in the set",
        );
    }
    let state = [
        p.var.as_ref().map(|v| format!("Var({})", v.name)),
        p.mask.as_ref().map(|m| format!("Mask({m})")),
        p.inverse_mask
            .as_ref()
            .map(|m| format!("InverseMask({})", m.mask)),
        p.has(Flag::UInteger).then(|| "UInteger".to_owned()),
    ];
    for s in state.into_iter().flatten() {
        diag(
            diags,
            loc.clone(),
            Rule::AliasWithState,
            s,
            format!("no Var, Mask, InverseMask or UInteger on alias `{name}`"),
        );
    }
    check_alias_args(info, alias, loc, diags);
    if let (Some(w), Some(t)) = (&p.rare().warn, target)
        && t.props.rare().warn.is_some()
    {
        diag(
            diags,
            loc.clone(),
            Rule::WarnOnAliasAndTarget,
            format!("Warn({w})"),
            format!(
                "no `Warn` here, since the target `{}` already warns",
                t.name
            ),
        );
    }
}

/// The arguments an `Alias` passes: none with `NegativeAlias`, and a NEGARG (or
/// `RejectNegative`) for a negatable option passing a POSARG.
fn check_alias_args(
    info: &OptionInfo,
    alias: &crate::model::AliasProp,
    loc: &Location,
    diags: &mut Vec<Diagnostic>,
) {
    let p = &info.props;
    let name = &info.name;
    if alias.pos_arg.is_some() && p.has(Flag::NegativeAlias) {
        diag(
            diags,
            loc.clone(),
            Rule::NegativeAliasWithArgs,
            "NegativeAlias",
            format!(
                "a one-argument `Alias({})` when NegativeAlias is used",
                alias.target
            ),
        );
    }
    if alias.pos_arg.is_some()
        && alias.neg_arg.is_none()
        && !p.has(Flag::RejectNegative)
        && name.starts_with(['W', 'f', 'm'])
    {
        diag(
            diags,
            loc.clone(),
            Rule::AliasArgNegative,
            format!(
                "Alias({}, {})",
                alias.target,
                alias.pos_arg.as_deref().unwrap_or_default()
            ),
            format!("`RejectNegative` on `{name}` or a NEGARG"),
        );
    }
}
