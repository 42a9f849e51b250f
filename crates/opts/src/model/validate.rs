//! The rules a merged set of `.opt` records must obey (the manual's "must"s and GCC's
//! generator's `#error`s), each reported with position, offending text and expectation.

use crate::hash::{FastMap, FastSet};

use crate::diag::{Diagnostic, Location, Rule};
use crate::model::{Combine, Model, OptionDef, OptionInfo};
use crate::props::Flag;

/// Checks `model`, appending a diagnostic per broken rule.
pub(crate) fn check(model: &Model, diags: &mut Vec<Diagnostic>) {
    if let Some(extra) = model.languages.get(crate::table::ClFlags::MAX_LANGUAGES) {
        diag(
            diags,
            extra.location.clone(),
            Rule::TooManyLanguages,
            extra.name.clone(),
            format!(
                "at most {} languages: their bits must stay below CL_MIN_OPTION_CLASS",
                crate::table::ClFlags::MAX_LANGUAGES
            ),
        );
    }
    check_capacity(model, crate::OptIndex::CAPACITY, diags);
    check_enums(model, diags);
    check_inits(model, diags);
    for info in model.options.values() {
        check_option(model, info, diags);
    }
    check_masks(model, diags);
}

/// Reports the first option, and the first enumeration, past `capacity`: a table numbers
/// them with 32-bit indices, which must not wrap.
fn check_capacity(model: &Model, capacity: u64, diags: &mut Vec<Diagnostic>) {
    let first_past = usize::try_from(capacity).unwrap_or(usize::MAX);
    if let Some((name, info)) = model.options.get_index(first_past) {
        let location = model
            .definitions_of(info)
            .next()
            .map_or_else(|| Location::new("".into(), 0, 0), |d| d.location.clone());
        let expected = format!("at most {capacity} options (a table's 32-bit OPT_ indices)");
        diag(diags, location, Rule::TooManyOptions, &**name, expected);
    }
    if let Some((name, e)) = model.enums.get_index(first_past) {
        let expected = format!("at most {capacity} enumerations (a table's 32-bit indices)");
        diag(
            diags,
            e.def.location.clone(),
            Rule::TooManyOptions,
            &**name,
            expected,
        );
    }
}

/// The location of the properties of `def` (or of the record when it has none).
fn at(def: &OptionDef) -> Location {
    def.props_location().unwrap_or_else(|| def.location.clone())
}

fn diag(
    diags: &mut Vec<Diagnostic>,
    location: Location,
    rule: Rule,
    found: impl Into<String>,
    expected: impl Into<String>,
) {
    diags.push(Diagnostic::new(location, rule, found, expected));
}

fn check_enums(model: &Model, diags: &mut Vec<Diagnostic>) {
    for e in model.enums.values() {
        let mut seen: FastMap<&str, &Location> = FastMap::default();
        for v in &e.values {
            if let Some(first) = seen.insert(&v.string, &v.location) {
                diag(
                    diags,
                    v.location.clone(),
                    Rule::DuplicateEnumString,
                    format!("String({})", v.string),
                    format!("a string not already in Enum({}) (see {first})", e.def.name),
                );
            }
        }
        // The values of each Set, ORed, must not overlap those of another Set.
        let mut set_masks: Vec<(u8, i64, &Location)> = Vec::new();
        for v in &e.values {
            let (Some(set), Some(value)) = (v.set, v.value.value()) else {
                continue;
            };
            match set_masks.iter_mut().find(|(s, _, _)| *s == set) {
                Some(entry) => entry.1 |= value,
                None => set_masks.push((set, value, &v.location)),
            }
        }
        for (i, (set_a, mask_a, _)) in set_masks.iter().enumerate() {
            for (set_b, mask_b, loc_b) in &set_masks[i + 1..] {
                if mask_a & mask_b != 0 {
                    diag(
                        diags,
                        (*loc_b).clone(),
                        Rule::OverlappingSets,
                        format!(
                            "Set({set_b}) values {mask_b:#x} overlapping Set({set_a}) values {mask_a:#x}"
                        ),
                        format!(
                            "values of Enum({}) whose sets' masks are disjoint",
                            e.def.name
                        ),
                    );
                }
            }
        }
    }
}

fn check_inits(model: &Model, diags: &mut Vec<Diagnostic>) {
    let mut inits: FastMap<&str, (&str, &Location)> = FastMap::default();
    for def in &model.definitions {
        let Some(init) = &def.props.init else {
            continue;
        };
        let Some(var) = def.props.var_name() else {
            diag(
                diags,
                at(def),
                Rule::InitWithoutVar,
                format!("Init({init})"),
                format!("a `Var(...)` on option `{}` to initialise", def.name),
            );
            continue;
        };
        match inits.get(var) {
            Some((first, loc)) if *first != &*init.text => diag(
                diags,
                at(def),
                Rule::ConflictingInit,
                format!("Init({init})"),
                format!("Init({first}) as given for Var({var}) at {loc}"),
            ),
            Some(_) => {}
            None => {
                inits.insert(var, (&init.text, &def.location));
            }
        }
    }
}

fn check_option(model: &Model, info: &OptionInfo, diags: &mut Vec<Diagnostic>) {
    let p = &info.props;
    let last = model
        .definitions_of(info)
        .last()
        .expect("an option has a definition");
    let loc = at(last);
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

    check_definitions_agree(model, info, diags);

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
    if let Some(e) = &p.enum_name {
        check_enum_use(model, info, e, &loc, diags);
    }
    if p.has(Flag::Param) && !name.starts_with("-param=") {
        diag(
            diags,
            loc.clone(),
            Rule::ParamName,
            name.to_string(),
            "a name starting with `-param=`",
        );
    }
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
        check_alias(model, info, alias, &loc, diags);
    } else if p.has(Flag::NegativeAlias) {
        diag(
            diags,
            loc.clone(),
            Rule::NegativeAliasWithArgs,
            "NegativeAlias",
            format!("an `Alias(OPT)` on option `{name}`"),
        );
    }
    check_enabled_by(model, info, diags);
}

fn host_wide_int_var(model: &Model, var: Option<&str>) -> bool {
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

fn check_enabled_by(model: &Model, info: &OptionInfo, diags: &mut Vec<Diagnostic>) {
    for def in model.definitions_of(info) {
        let p = &def.props;
        let loc = at(def);
        if let Some(by) = &p.enabled_by {
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
                        format!(
                            "an option with `Common` (or use LangEnabledBy): `{o}` is not Common"
                        ),
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

fn check_masks(model: &Model, diags: &mut Vec<Diagnostic>) {
    let mut seen: FastSet<&str> = FastSet::default();
    let mut counts: FastMap<&str, (u32, &OptionDef)> = FastMap::default();
    let mut target_flags_count = 0u32;
    for def in &model.definitions {
        let p = &def.props;
        let mask = p
            .mask
            .as_deref()
            .or_else(|| p.inverse_mask.as_ref().map(|m| m.mask.as_str()));
        let Some(mask) = mask else { continue };
        if !seen.insert(mask) {
            continue;
        }
        let var = p.var_name().unwrap_or("target_flags");
        let entry = counts.entry(var).or_insert((0, def));
        entry.0 += 1;
        let limit = if host_wide_int_var(model, p.var_name()) {
            64
        } else {
            32
        };
        if entry.0 == limit + 1 {
            diag(
                diags,
                at(def),
                Rule::MaskBitsExhausted,
                format!("Mask({mask})"),
                format!("at most {limit} masks in `{var}`"),
            );
        }
        if p.var.is_none() {
            target_flags_count += 1;
        }
    }
    for m in &model.extra_masks {
        if seen.contains(m.name.as_str()) {
            continue;
        }
        target_flags_count += 1;
        if target_flags_count == 33 {
            diag(
                diags,
                m.location.clone(),
                Rule::MaskBitsExhausted,
                format!("Mask({})", m.name),
                "at most 32 masks in `target_flags`",
            );
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
fn check_definitions_agree(model: &Model, info: &OptionInfo, diags: &mut Vec<Diagnostic>) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SourceSet;

    /// The real capacity (2^32 options) cannot be reached in a test; the same check with a
    /// capacity of 2 reports the third option and the third enumeration, where they start.
    #[test]
    fn the_first_option_past_the_capacity_is_reported() {
        let text = "Enum\nName(a) Type(int)\n\nEnum\nName(b) Type(int)\n\n\
                    Enum\nName(c) Type(int)\n\nfa\nCommon\n\nfb\nCommon\n\n\
                    fc\nCommon\n\nfc\nCommon Var(x)\n\n";
        let model = SourceSet::new().add("t.opt", text).model().unwrap();
        let mut diags = Vec::new();
        check_capacity(&model, 3, &mut diags);
        assert!(diags.is_empty(), "{diags:?}");
        check_capacity(&model, 2, &mut diags);
        let shown: Vec<String> = diags.iter().map(ToString::to_string).collect();
        assert_eq!(shown.len(), 2, "{shown:?}");
        assert_eq!(
            shown,
            [
                "t.opt:16:1: too many options: found `fc`, expected at most 2 options (a table's 32-bit OPT_ indices)",
                "t.opt:7:1: too many options: found `c`, expected at most 2 enumerations (a table's 32-bit indices)",
            ]
        );
    }
}
