//! Option definition records and their typed properties.

use serde::{Deserialize, Serialize};

use crate::diag::{Diagnostic, Location, Rule};
use crate::model::{CExpr, RareProps};
use crate::props::{Flag, FlagSet, PropertyKind, RawProperty, split_args};

/// `Var(VAR)` or `Var(VAR, SET)`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[doc(alias = "Var")]
pub struct VarProp {
    /// The variable's name (a field `x_VAR` of `gcc_options`), shared with the table's
    /// entry and field.
    pub name: std::sync::Arc<str>,
    /// The value the positive form stores (`CLVC_EQUAL`), if given (rare: boxed).
    pub set: Option<Box<CExpr>>,
}

/// `InverseMask(OTHERNAME)` or `InverseMask(OTHERNAME, THISNAME)`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[doc(alias = "InverseMask")]
pub struct InverseMaskProp {
    /// The mask this option clears.
    pub mask: String,
    /// The name of the `TARGET_THISNAME` macro that tests the mask's absence, if given.
    pub this_name: Option<String>,
}

/// `Alias(OPT)`, `Alias(OPT, ARG)` or `Alias(OPT, POSARG, NEGARG)`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[doc(alias = "Alias")]
pub struct AliasProp {
    /// The target option, without its leading `-`.
    pub target: String,
    /// The argument passed to the target for the positive form.
    pub pos_arg: Option<String>,
    /// The argument passed to the target for the negative form.
    pub neg_arg: Option<String>,
}

/// How the options of an `EnabledBy` combine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Combine {
    /// `EnabledBy(A || B)`: any of them.
    Or,
    /// `EnabledBy(A && B)`: both of them.
    And,
}

/// `EnabledBy(OPT)`, `EnabledBy(OPT || OPT2 ...)` or `EnabledBy(OPT && OPT2)`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[doc(alias = "EnabledBy")]
pub struct EnabledByProp {
    /// How the options combine.
    pub combine: Combine,
    /// The enabling options, without their leading `-`.
    pub options: Vec<String>,
}

/// `LangEnabledBy(LANGUAGES, OPT)` or `LangEnabledBy(LANGUAGES, OPT, POSARG, NEGARG)`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[doc(alias = "LangEnabledBy")]
pub struct LangEnabledByProp {
    /// The languages (space-separated in the file).
    pub languages: Vec<String>,
    /// The enabling options (`||`-separated in the file).
    pub options: Vec<String>,
    /// The C expressions passed when the enabling option is positive / negative.
    pub pos_neg: Option<(CExpr, CExpr)>,
}

/// `IntegerRange(N, M)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct IntegerRange {
    /// Lowest accepted value.
    pub min: i64,
    /// Highest accepted value.
    pub max: i64,
}

/// Every property of one option definition record, typed.
///
/// Kept compact because a model holds one per option (a table of a 50 MB set holds half
/// a million): the common properties are inline, the rare ones with several parts are
/// boxed and the texts are `Box<str>` (boxes serialise as their contents).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct OptionProps {
    /// The argument-less properties.
    pub flags: FlagSet,
    /// The languages named, in record order (each name one allocation shared by every
    /// option of the set).
    pub languages: Vec<std::sync::Arc<str>>,
    /// `Var(...)`.
    pub var: Option<VarProp>,
    /// `Init(VALUE)`.
    pub init: Option<CExpr>,
    /// `Mask(NAME)`.
    pub mask: Option<Box<str>>,
    /// `InverseMask(...)`.
    pub inverse_mask: Option<Box<InverseMaskProp>>,
    /// `Enum(NAME)`.
    pub enum_name: Option<Box<str>>,
    /// `Alias(...)`.
    pub alias: Option<Box<AliasProp>>,
    /// `IntegerRange(N, M)`.
    pub integer_range: Option<Box<IntegerRange>>,
    /// `EnabledBy(...)`.
    pub enabled_by: Option<Box<EnabledByProp>>,
    /// The properties few options have, in one box ([`OptionProps::rare`] reads them);
    /// `None` when the option has none of them.
    pub rare: Option<Box<RareProps>>,
}

impl OptionProps {
    /// Whether `flag` is present.
    pub fn has(&self, flag: Flag) -> bool {
        self.flags.has(flag)
    }

    /// Merges the properties of a later definition of the same option into this one, as
    /// GCC's generator does: flags and languages combine; for a property with an argument
    /// the later definition's value wins.
    pub fn merge(&mut self, later: &OptionProps) {
        self.flags = self.flags.union(later.flags);
        for lang in &later.languages {
            if !self.languages.contains(lang) {
                self.languages.push(lang.clone());
            }
        }
        fn take<T: Clone>(mine: &mut Option<T>, theirs: &Option<T>) {
            if theirs.is_some() {
                mine.clone_from(theirs);
            }
        }
        take(&mut self.var, &later.var);
        take(&mut self.init, &later.init);
        take(&mut self.mask, &later.mask);
        take(&mut self.inverse_mask, &later.inverse_mask);
        take(&mut self.enum_name, &later.enum_name);
        take(&mut self.alias, &later.alias);
        take(&mut self.integer_range, &later.integer_range);
        take(&mut self.enabled_by, &later.enabled_by);
        if let Some(rare) = &later.rare {
            self.rare_mut().merge(rare);
        }
    }

    /// The rarely given properties (`Negative`, `Args`, `Warn`, `MissingArgError`,
    /// `Condition`, `LangEnabledBy`, `CPP`, `CppReason`, URL suffixes); all absent when
    /// there is no box.
    pub fn rare(&self) -> &RareProps {
        static NONE: RareProps = RareProps::NONE;
        self.rare.as_deref().unwrap_or(&NONE)
    }

    /// The rare properties to change, boxed on first use: call it only to set one, so that
    /// an option without them keeps `rare` at `None` (equal properties compare equal).
    pub fn rare_mut(&mut self) -> &mut RareProps {
        self.rare.get_or_insert_with(Box::default)
    }

    /// Whether the option takes an argument (`Joined`, `Separate` or `JoinedOrMissing`).
    pub fn takes_argument(&self) -> bool {
        self.has(Flag::Joined) || self.has(Flag::Separate) || self.has(Flag::JoinedOrMissing)
    }

    /// The variable name the option stores into, if `Var` is given.
    pub fn var_name(&self) -> Option<&str> {
        self.var.as_ref().map(|v| &*v.name)
    }
}

/// One option definition record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OptionDef {
    /// The option's name without its leading `-` (one allocation shared with the merged
    /// [`OptionInfo`](crate::OptionInfo) and the table's entry).
    pub name: std::sync::Arc<str>,
    /// Its properties (shared with the merged [`OptionInfo`](crate::OptionInfo) and the
    /// table's entry while no other definition changes them).
    pub props: std::sync::Arc<OptionProps>,
    /// Its help text (fields three onwards joined with spaces), if any; shared like the
    /// name.
    pub help: Option<std::sync::Arc<str>>,
    /// Where the record starts.
    pub location: Location,
    /// The line its property list is on, if it has one (the list starts in column 1 of
    /// the record's file: [`OptionDef::props_location`]).
    pub props_line: Option<u32>,
}

impl OptionDef {
    /// Where its property list starts, if it has one.
    pub fn props_location(&self) -> Option<Location> {
        let line = self.props_line?;
        Some(Location::new(self.location.file.clone(), line, 1))
    }
}

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
        "Var" if args.len() <= 2 && is_ident(args[0]) => {
            let set = args.get(1).map(|s| Box::new(CExpr::new(s)));
            let var = VarProp {
                name: args[0].into(),
                set,
            };
            set_once(&mut props.var, var, p, diags)
        }
        "InverseMask" if args.len() <= 2 && args.iter().all(|a| is_mask_name(a)) => {
            let inv = InverseMaskProp {
                mask: args[0].to_owned(),
                this_name: args.get(1).map(|s| (*s).to_owned()),
            };
            set_once(&mut props.inverse_mask, Box::new(inv), p, diags)
        }
        "Alias" if args.len() <= 3 && nonempty(args[0]) => {
            let alias = AliasProp {
                target: args[0].to_owned(),
                pos_arg: args.get(1).map(|s| (*s).to_owned()),
                neg_arg: args.get(2).map(|s| (*s).to_owned()),
            };
            set_once(&mut props.alias, Box::new(alias), p, diags)
        }
        "IntegerRange" => match (
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
        },
        "EnabledBy" if nonempty(arg) => {
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
            set_once(&mut props.enabled_by, Box::new(by), p, diags)
        }
        "LangEnabledBy" => parse_lang_enabled_by(p, &args, props, langs, diags),
        name if name.starts_with("LangUrlSuffix_") => {
            let lang = &name["LangUrlSuffix_".len()..];
            props
                .rare_mut()
                .lang_url_suffixes
                .push((lang.to_owned(), arg.to_owned()));
        }
        "Negative" | "Condition" | "Init" | "Mask" | "Enum" | "CPP" | "CppReason" | "Var"
        | "InverseMask" | "Alias" | "EnabledBy" => {
            let expected = match p.name {
                "Var" => "`Var(NAME)` or `Var(NAME, SET)` with a C identifier",
                "InverseMask" => "`InverseMask(MASK)` or `InverseMask(MASK, THISNAME)`",
                "Alias" => "`Alias(OPT)`, `Alias(OPT, ARG)` or `Alias(OPT, POSARG, NEGARG)`",
                "Mask" | "Enum" | "CPP" | "CppReason" => "a C identifier",
                _ => "a non-empty argument",
            };
            arg_error(p, expected, diags)
        }
        _ => {
            if Flag::from_spelling(p.name).is_none() && langs.lookup(p.name).is_none() {
                unknown_or_removed(p, diags);
            } else {
                arg_error(p, &format!("`{}` without an argument", p.name), diags);
            }
        }
    }
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
