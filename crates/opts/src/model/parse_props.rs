//! Reads the property list of an option record into typed [`OptionProps`], reporting
//! unknown properties and arguments of the wrong form.

use crate::diag::{Diagnostic, Rule};
use crate::model::{
    AliasProp, CExpr, Combine, EnabledByProp, IntegerRange, InverseMaskProp, LangEnabledByProp,
    OptionProps, RareProps, VarProp,
};
use crate::props::{Flag, PropertyKind, RawProperty, split_args};

/// How a word in a property list relates to the declared languages.
pub(crate) trait LanguageLookup {
    /// `Some(true)` if `name` is a language declared before this point, `Some(false)` if it
    /// is declared only later, `None` if it is no language.
    fn lookup(&self, name: &str) -> Option<bool>;

    /// The shared copy of the declared language `name`, if it is one.
    fn shared(&self, name: &str) -> Option<std::sync::Arc<str>>;
}

/// Reports a property given twice with different arguments.
fn set_once<T: PartialEq>(
    slot: &mut Option<T>,
    value: T,
    p: &RawProperty<'_>,
    diags: &mut Vec<Diagnostic>,
) {
    if let Some(old) = slot {
        if *old != value {
            diags.push(Diagnostic::new(
                p.location(),
                Rule::DuplicateProperty,
                p.text,
                format!("at most one `{}(...)` per record", p.name),
            ));
        }
        return;
    }
    *slot = Some(value);
}

fn arg_error(p: &RawProperty<'_>, expected: &str, diags: &mut Vec<Diagnostic>) {
    diags.push(Diagnostic::new(
        p.location(),
        Rule::PropertyArgument,
        p.text,
        expected.to_owned(),
    ));
}

/// The option properties that take an argument.
pub const ARGUMENT_PROPERTIES: &[&str] = &[
    "Negative",
    "MissingArgError",
    "Args",
    "Var",
    "Init",
    "Mask",
    "InverseMask",
    "Enum",
    "Alias",
    "Warn",
    "IntegerRange",
    "Condition",
    "EnabledBy",
    "LangEnabledBy",
    "CPP",
    "CppReason",
    "UrlSuffix",
    "LangUrlSuffix_LANG",
];

/// Words in the property lists of GCC 12's own option records that its generator silently
/// ignores: misspellings (`LangEnabledby` in c.opt, `IntegerRage` in params.opt, `target`
/// in epiphany.opt) and misplaced properties (`String` in aarch64.opt and arm.opt,
/// `DriverOnly` in arm.opt, `Tolower` in rl78.opt, `Undocumented` on an `EnumValue` in
/// nds32.opt). They are accepted with a warning so GCC's files read as GCC reads them; any
/// other unknown property is an error.
pub const GCC12_IGNORED_MISSPELLINGS: &[&str] = &[
    "LangEnabledby",
    "IntegerRage",
    "target",
    "String",
    "DriverOnly",
    "Tolower",
    "Undocumented",
];

/// Reads the properties of an option record.
pub(crate) fn parse_option_props(
    raw: &[RawProperty<'_>],
    langs: &dyn LanguageLookup,
    diags: &mut Vec<Diagnostic>,
) -> OptionProps {
    let mut props = OptionProps::default();
    let mut skip_next = false;
    for (i, p) in raw.iter().enumerate() {
        if std::mem::take(&mut skip_next) {
            continue;
        }
        let known = Flag::from_spelling(p.name).is_some_and(|f| f.kind() == PropertyKind::Option)
            || langs.lookup(p.name).is_some()
            || ARGUMENT_PROPERTIES.contains(&p.name);
        if !known && GCC12_IGNORED_MISSPELLINGS.contains(&p.name) {
            diags.push(
                Diagnostic::new(
                    p.location(),
                    Rule::UnknownProperty,
                    p.text,
                    "a known property (GCC's generator ignores this word here)",
                )
                .into_warning(),
            );
            continue;
        }
        let spaced_arg = raw
            .get(i + 1)
            .filter(|n| n.name.is_empty() && n.arg.is_some());
        if let (None, Some(next)) = (p.arg, spaced_arg)
            && ARGUMENT_PROPERTIES.contains(&p.name)
        {
            // `Init (1)`: GCC's generator sees neither an `Init(...)` nor a property.
            diags.push(
                Diagnostic::new(
                    p.location(),
                    Rule::PropertyArgument,
                    format!("{} {}", p.text, next.text),
                    format!(
                        "`{}(...)` without a space (GCC ignores this property)",
                        p.name
                    ),
                )
                .into_warning(),
            );
            skip_next = true;
            continue;
        }
        if let Some(flag) = Flag::from_spelling(p.name) {
            if flag.kind() != PropertyKind::Option {
                diags.push(Diagnostic::new(
                    p.location(),
                    Rule::UnknownProperty,
                    p.text,
                    "an option property (this one belongs to EnumValue records)",
                ));
            } else if p.arg.is_some() {
                arg_error(p, &format!("`{}` without an argument", p.name), diags);
            } else {
                props.flags.insert(flag);
            }
            continue;
        }
        if p.arg.is_none() {
            match langs.lookup(p.name) {
                Some(true) => {
                    if !props.languages.iter().any(|l| **l == *p.name) {
                        props.languages.extend(langs.shared(p.name));
                    }
                }
                Some(false) => diags.push(Diagnostic::new(
                    p.location(),
                    Rule::LanguageBeforeDeclaration,
                    p.text,
                    format!("a `Language` record for `{}` before this use", p.name),
                )),
                None => unknown_or_removed(p, diags),
            }
            continue;
        }
        parse_arg_property(p, &mut props, langs, diags);
    }
    if props.rare.as_deref() == Some(&RareProps::NONE) {
        // Only a rejected property asked for the box: equal properties compare equal.
        props.rare = None;
    }
    props
}

fn unknown_or_removed(p: &RawProperty<'_>, diags: &mut Vec<Diagnostic>) {
    let (rule, expected) = match p.name {
        "Report" => (
            Rule::RemovedProperty,
            "nothing: `Report` was dropped from GCC",
        ),
        "Deprecated" => (
            Rule::RemovedProperty,
            "`WarnRemoved`: `Deprecated` was replaced",
        ),
        _ => (
            Rule::UnknownProperty,
            "an option property (see \"Option properties\") or a declared language",
        ),
    };
    diags.push(Diagnostic::new(p.location(), rule, p.text, expected));
}

/// Reads a property that takes an argument into `props`, reporting an argument of the
/// wrong form; a word no property knows given an argument is reported here too.
fn parse_arg_property(
    p: &RawProperty<'_>,
    props: &mut OptionProps,
    langs: &dyn LanguageLookup,
    diags: &mut Vec<Diagnostic>,
) {
    let arg = p.arg.unwrap_or_default();
    let args = split_args(arg);
    let nonempty = |s: &str| !s.is_empty();
    match p.name {
        "Negative" if nonempty(arg) => {
            set_once(&mut props.rare_mut().negative, arg.into(), p, diags)
        }
        "MissingArgError" => set_once(
            &mut props.rare_mut().missing_arg_error,
            arg.into(),
            p,
            diags,
        ),
        "Warn" => set_once(&mut props.rare_mut().warn, arg.into(), p, diags),
        "Condition" if nonempty(arg) => {
            set_once(&mut props.rare_mut().condition, arg.into(), p, diags)
        }
        "Init" if nonempty(arg) => set_once(&mut props.init, CExpr::new(arg), p, diags),
        "Mask" if is_mask_name(arg) => set_once(&mut props.mask, arg.into(), p, diags),
        "Enum" if is_ident(arg) => set_once(&mut props.enum_name, arg.into(), p, diags),
        "CPP" if is_ident(args[0]) => set_once(&mut props.rare_mut().cpp, args[0].into(), p, diags),
        "CppReason" if is_ident(args[0]) => {
            set_once(&mut props.rare_mut().cpp_reason, args[0].into(), p, diags)
        }
        "UrlSuffix" => set_once(&mut props.rare_mut().url_suffix, arg.into(), p, diags),
        "Args" => match arg.trim().parse::<u8>() {
            Ok(n @ 1..=4) => set_once(&mut props.rare_mut().args, n, p, diags),
            _ => arg_error(p, "`Args(N)` with N from 1 to 4", diags),
        },
        "Var" if args.len() <= 2 && is_ident(args[0]) => parse_var(p, &args, props, diags),
        "InverseMask" if args.len() <= 2 && args.iter().all(|a| is_mask_name(a)) => {
            parse_inverse_mask(p, &args, props, diags)
        }
        "Alias" if args.len() <= 3 && nonempty(args[0]) => parse_alias(p, &args, props, diags),
        "IntegerRange" => parse_integer_range(p, &args, props, diags),
        "EnabledBy" if nonempty(arg) => parse_enabled_by(p, arg, props, diags),
        "LangEnabledBy" => parse_lang_enabled_by(p, &args, props, langs, diags),
        name if name.starts_with("LangUrlSuffix_") => {
            let lang = &name["LangUrlSuffix_".len()..];
            props
                .rare_mut()
                .lang_url_suffixes
                .push((lang.to_owned(), arg.to_owned()));
        }
        "Negative" | "Condition" | "Init" | "Mask" | "Enum" | "CPP" | "CppReason" | "Var"
        | "InverseMask" | "Alias" | "EnabledBy" => bad_argument(p, diags),
        _ => {
            if Flag::from_spelling(p.name).is_none() && langs.lookup(p.name).is_none() {
                unknown_or_removed(p, diags);
            } else {
                arg_error(p, &format!("`{}` without an argument", p.name), diags);
            }
        }
    }
}

/// Reports an argument of the wrong form for `p`, one of the properties whose arguments
/// `parse_arg_property` checks, saying which form it takes.
fn bad_argument(p: &RawProperty<'_>, diags: &mut Vec<Diagnostic>) {
    let expected = match p.name {
        "Var" => "`Var(NAME)` or `Var(NAME, SET)` with a C identifier",
        "InverseMask" => "`InverseMask(MASK)` or `InverseMask(MASK, THISNAME)`",
        "Alias" => "`Alias(OPT)`, `Alias(OPT, ARG)` or `Alias(OPT, POSARG, NEGARG)`",
        "Mask" | "Enum" | "CPP" | "CppReason" => "a C identifier",
        _ => "a non-empty argument",
    };
    arg_error(p, expected, diags);
}

/// `Var(NAME)` or `Var(NAME, SET)`, its form already checked.
fn parse_var(
    p: &RawProperty<'_>,
    args: &[&str],
    props: &mut OptionProps,
    diags: &mut Vec<Diagnostic>,
) {
    let set = args.get(1).map(|s| Box::new(CExpr::new(s)));
    let var = VarProp {
        name: args[0].into(),
        set,
    };
    set_once(&mut props.var, var, p, diags);
}

/// `InverseMask(MASK)` or `InverseMask(MASK, THISNAME)`, its form already checked.
fn parse_inverse_mask(
    p: &RawProperty<'_>,
    args: &[&str],
    props: &mut OptionProps,
    diags: &mut Vec<Diagnostic>,
) {
    let inv = InverseMaskProp {
        mask: args[0].to_owned(),
        this_name: args.get(1).map(|s| (*s).to_owned()),
    };
    set_once(&mut props.inverse_mask, Box::new(inv), p, diags);
}

/// `Alias(OPT)`, `Alias(OPT, ARG)` or `Alias(OPT, POSARG, NEGARG)`, its form already
/// checked.
fn parse_alias(
    p: &RawProperty<'_>,
    args: &[&str],
    props: &mut OptionProps,
    diags: &mut Vec<Diagnostic>,
) {
    let alias = AliasProp {
        target: args[0].to_owned(),
        pos_arg: args.get(1).map(|s| (*s).to_owned()),
        neg_arg: args.get(2).map(|s| (*s).to_owned()),
    };
    set_once(&mut props.alias, Box::new(alias), p, diags);
}

/// `IntegerRange(N, M)`: two C integers, the first not above the second.
fn parse_integer_range(
    p: &RawProperty<'_>,
    args: &[&str],
    props: &mut OptionProps,
    diags: &mut Vec<Diagnostic>,
) {
    match (
        args.first().and_then(|a| crate::model::parse_c_integer(a)),
        args.get(1).and_then(|a| crate::model::parse_c_integer(a)),
    ) {
        (Some(min), Some(max)) if args.len() == 2 => {
            if min > max {
                diags.push(Diagnostic::new(
                    p.location(),
                    Rule::BadIntegerRange,
                    p.text,
                    "`IntegerRange(N, M)` with N <= M",
                ));
            }
            set_once(
                &mut props.integer_range,
                Box::new(IntegerRange { min, max }),
                p,
                diags,
            )
        }
        _ => arg_error(p, "`IntegerRange(N, M)` with two integers", diags),
    }
}

/// `EnabledBy(A)`, `EnabledBy(A || B ...)` or `EnabledBy(A && B)`, `arg` not empty.
fn parse_enabled_by(
    p: &RawProperty<'_>,
    arg: &str,
    props: &mut OptionProps,
    diags: &mut Vec<Diagnostic>,
) {
    let (combine, parts): (Combine, Vec<&str>) = if arg.contains(" && ") {
        (Combine::And, arg.split(" && ").map(str::trim).collect())
    } else {
        (Combine::Or, arg.split(" || ").map(str::trim).collect())
    };
    if parts.iter().any(|s| s.is_empty() || s.contains(' '))
        || (combine == Combine::And && parts.len() != 2)
    {
        diags.push(Diagnostic::new(
            p.location(),
            Rule::BadEnabledBy,
            p.text,
            "`EnabledBy(A)`, `EnabledBy(A || B ...)` or `EnabledBy(A && B)`",
        ));
        return;
    }
    let by = EnabledByProp {
        combine,
        options: parts.into_iter().map(str::to_owned).collect(),
    };
    set_once(&mut props.enabled_by, Box::new(by), p, diags);
}

fn parse_lang_enabled_by(
    p: &RawProperty<'_>,
    args: &[&str],
    props: &mut OptionProps,
    langs: &dyn LanguageLookup,
    diags: &mut Vec<Diagnostic>,
) {
    let bad = |diags: &mut Vec<Diagnostic>, expected: String| {
        diags.push(Diagnostic::new(
            p.location(),
            Rule::BadEnabledBy,
            p.text,
            expected,
        ))
    };
    if args.len() != 2 && args.len() != 4 {
        return bad(
            diags,
            "`LangEnabledBy(LANGS, OPT)` or `LangEnabledBy(LANGS, OPT, POSARG, NEGARG)`".into(),
        );
    }
    let languages: Vec<String> = args[0].split_whitespace().map(str::to_owned).collect();
    let options: Vec<String> = args[1].split(" || ").map(|s| s.trim().to_owned()).collect();
    if languages.is_empty() || options.iter().any(|o| o.is_empty()) {
        return bad(diags, "a language list and an option".into());
    }
    for lang in &languages {
        match langs.lookup(lang) {
            Some(true) => {}
            Some(false) => diags.push(Diagnostic::new(
                p.location(),
                Rule::LanguageBeforeDeclaration,
                p.text,
                format!("a `Language` record for `{lang}` before this use"),
            )),
            None => bad(diags, format!("a declared language instead of `{lang}`")),
        }
    }
    let pos_neg = if args.len() == 4 {
        if args[2].is_empty() || args[3].is_empty() {
            return bad(diags, "non-empty POSARG and NEGARG".into());
        }
        Some((CExpr::new(args[2]), CExpr::new(args[3])))
    } else {
        None
    };
    let by = LangEnabledByProp {
        languages,
        options,
        pos_neg,
    };
    set_once(
        &mut props.rare_mut().lang_enabled_by,
        Box::new(by),
        p,
        diags,
    )
}

/// Whether `s` can follow `MASK_` in a C identifier (`Mask(80387)` is fine).
pub(crate) fn is_mask_name(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
}

/// Whether `s` is a C identifier.
pub(crate) fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c == '_' || c.is_ascii_alphabetic())
        && chars.all(|c| c == '_' || c.is_ascii_alphanumeric())
}
