//! From source texts to a [`Model`]: records are read, typed, sorted into GCC's order,
//! merged and validated.

use std::path::Path;
use std::sync::Arc;

use crate::diag::{Diagnostic, Diagnostics, Location, Rule};
use crate::lex::{RawRecord, split_records};
use crate::model::parse_props::{LanguageLookup, parse_option_props};
use crate::model::{
    CDecl, CExpr, EnumDef, EnumInfo, EnumValueDef, Include, LanguageDecl, MaskRecord, Model,
    OptionDef, OptionInfo, OptionProps, VariableDecl, VariableKind, is_ident, is_mask_name,
    validate,
};
use crate::props::{RawProperty, split_properties};

/// A set of `.opt` (and `.opt.urls`) sources to be read together, as GCC's build reads
/// `ALL_OPT_FILES`.
#[derive(Debug, Clone, Default)]
pub struct SourceSet {
    sources: Vec<Source>,
}

#[derive(Debug, Clone)]
struct Source {
    name: Arc<str>,
    text: String,
    urls: bool,
}

impl SourceSet {
    /// An empty set.
    pub fn new() -> Self {
        SourceSet::default()
    }

    /// Adds a `.opt` source named `name` (used in diagnostics).
    pub fn add(&mut self, name: impl AsRef<str>, text: impl Into<String>) -> &mut Self {
        self.sources.push(Source {
            name: Arc::from(name.as_ref()),
            text: text.into(),
            urls: false,
        });
        self
    }

    /// Adds a `.opt.urls` source: records of an option name and its `UrlSuffix` /
    /// `LangUrlSuffix_LANG` properties.
    pub fn add_urls(&mut self, name: impl AsRef<str>, text: impl Into<String>) -> &mut Self {
        self.sources.push(Source {
            name: Arc::from(name.as_ref()),
            text: text.into(),
            urls: true,
        });
        self
    }

    /// Reads the file at `path`; a name ending in `.urls` is read as a `.opt.urls` file.
    pub fn add_file(&mut self, path: &Path) -> Result<&mut Self, Diagnostic> {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| {
            Diagnostic::new(
                Location::new(Arc::from(name.as_str()), 0, 0),
                Rule::Io,
                e.to_string(),
                "a readable UTF-8 file",
            )
        })?;
        if name.ends_with(".urls") {
            Ok(self.add_urls(name, text))
        } else {
            Ok(self.add(name, text))
        }
    }

    /// The names of the sources, in the order they were added.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.sources.iter().map(|s| &*s.name)
    }

    /// Reads, merges and validates every source.
    #[doc(alias = "opt-gather.awk")]
    #[doc(alias = "optionlist")]
    pub fn model(&self) -> Result<Model, Diagnostics> {
        let mut diags = Vec::new();
        let mut model = build(&self.sources, &mut diags, true);
        diags.sort_by(|a, b| a.location.cmp(&b.location));
        if diags.iter().any(Diagnostic::is_error) {
            Err(Diagnostics(diags))
        } else {
            model.warnings = diags;
            Ok(model)
        }
    }

    /// Reads and types every record without the checks that relate records to each other
    /// (unknown alias targets, conflicting `Init`s, ...): for one file of a larger set.
    /// Returns the warnings, or every diagnostic when there is an error.
    pub fn check_records(&self) -> Result<Diagnostics, Diagnostics> {
        let mut diags = Vec::new();
        build(&self.sources, &mut diags, false);
        diags.sort_by(|a, b| a.location.cmp(&b.location));
        if diags.iter().any(Diagnostic::is_error) {
            Err(Diagnostics(diags))
        } else {
            Ok(Diagnostics(diags))
        }
    }
}

/// A record's place in the input: (source, record) numbers.
type Order = (usize, usize);

struct Languages {
    declared: Vec<(Arc<str>, Order)>,
    here: Order,
}

impl LanguageLookup for Languages {
    /// A language declared in another file of the set counts as declared (GCC's build
    /// reads the files as one list: Fortran's lang.opt uses LTO from lto/lang.opt); within
    /// one file the declaration must come first.
    fn lookup(&self, name: &str) -> Option<bool> {
        self.declared
            .iter()
            .find(|(n, _)| **n == *name)
            .map(|(_, at)| at.0 != self.here.0 || at.1 < self.here.1)
    }

    fn shared(&self, name: &str) -> Option<Arc<str>> {
        self.declared
            .iter()
            .find(|(n, _)| **n == *name)
            .map(|(n, _)| Arc::clone(n))
    }
}

/// A typed record. Option definitions, nearly every record of a large set, are held in
/// place: boxed, each would leave a hole among the model's allocations once moved into
/// [`Model::definitions`]. The rarer kinds are boxed to keep the list at 96 bytes a record.
enum Typed {
    Language(Box<LanguageDecl>),
    TargetSave(Box<CDecl>),
    Variable(Box<VariableDecl>),
    HeaderInclude(Box<Include>),
    SourceInclude(Box<Include>),
    Enum(Box<EnumDef>),
    EnumValue(Box<EnumValueDef>),
    Mask(Box<MaskRecord>),
    Option(OptionDef),
    Url(Box<OptionDef>),
}

fn build(sources: &[Source], diags: &mut Vec<Diagnostic>, relate: bool) -> Model {
    let raw: Vec<Vec<RawRecord<'_>>> = sources
        .iter()
        .map(|s| split_records(&s.name, &s.text, diags))
        .collect();

    let mut langs = Languages {
        declared: Vec::new(),
        here: (0, 0),
    };
    for (si, records) in raw.iter().enumerate() {
        for (ri, r) in records.iter().enumerate() {
            if r.fields[0].text == "Language" && r.fields.len() >= 2 {
                let name: Arc<str> = r.fields[1].text.into();
                if langs.declared.iter().any(|(n, _)| *n == name) {
                    diags.push(Diagnostic::new(
                        r.location(1),
                        Rule::DuplicateLanguage,
                        name.to_string(),
                        "each language declared once",
                    ));
                } else {
                    langs.declared.push((name, (si, ri)));
                }
            }
        }
    }

    let mut typed: Vec<(&RawRecord<'_>, Typed)> =
        Vec::with_capacity(raw.iter().map(Vec::len).sum());
    for (si, records) in raw.iter().enumerate() {
        for (ri, r) in records.iter().enumerate() {
            langs.here = (si, ri);
            if let Some(t) = type_record(r, sources[si].urls, &langs, diags) {
                typed.push((r, t));
            }
        }
    }
    // GCC sorts whole records bytewise; the sort is stable, so identical records keep
    // their input order. Sorted in place: one list of records at a time (the list, like
    // the raw records, is large enough to go back to the system when freed).
    typed.sort_by(|a, b| a.0.gcc_cmp(b.0));
    let sorted: Vec<Typed> = typed.into_iter().map(|(_, t)| t).collect();
    drop(raw);
    assemble(sorted, diags, relate)
}

fn field_count_ok(r: &RawRecord<'_>, min: usize, max: usize, diags: &mut Vec<Diagnostic>) -> bool {
    let kind = r.fields[0].text;
    if r.fields.len() < min {
        diags.push(Diagnostic::new(
            r.location(0),
            Rule::MissingField,
            kind,
            format!("{min} fields in a `{kind}` record"),
        ));
        return false;
    }
    if r.fields.len() > max {
        let extra = &r.fields[max];
        diags.push(Diagnostic::new(
            r.location(max),
            Rule::ExtraField,
            extra.text,
            format!(
                "a blank line: a `{kind}` record has at most {max} fields (is a separating blank line missing?)"
            ),
        ));
        return false;
    }
    true
}

fn type_record(
    r: &RawRecord<'_>,
    urls: bool,
    langs: &Languages,
    diags: &mut Vec<Diagnostic>,
) -> Option<Typed> {
    let first = &r.fields[0];
    let include = |r: &RawRecord<'_>| Include {
        file: r.fields[1].text.to_owned(),
        location: r.location(0),
    };
    if urls {
        return type_option(r, true, langs, diags).map(|o| Typed::Url(Box::new(o)));
    }
    match first.text {
        "Language" => field_count_ok(r, 2, 2, diags).then(|| {
            Typed::Language(Box::new(LanguageDecl {
                name: r.fields[1].text.to_owned(),
                location: r.location(0),
            }))
        }),
        "TargetSave" => field_count_ok(r, 2, 2, diags)
            .then(|| parse_decl(r.fields[1].text, &r.location(1), diags))
            .flatten()
            .map(|d| Typed::TargetSave(Box::new(d))),
        "Variable" | "TargetVariable" => field_count_ok(r, 2, 2, diags)
            .then(|| parse_decl(r.fields[1].text, &r.location(1), diags))
            .flatten()
            .map(|decl| {
                let kind = if first.text == "Variable" {
                    VariableKind::Variable
                } else {
                    VariableKind::TargetVariable
                };
                Typed::Variable(Box::new(VariableDecl { kind, decl }))
            }),
        "HeaderInclude" => {
            field_count_ok(r, 2, 2, diags).then(|| Typed::HeaderInclude(Box::new(include(r))))
        }
        "SourceInclude" => {
            field_count_ok(r, 2, 2, diags).then(|| Typed::SourceInclude(Box::new(include(r))))
        }
        "Enum" => field_count_ok(r, 2, 3, diags)
            .then(|| type_enum(r, diags))
            .flatten(),
        "EnumValue" => field_count_ok(r, 2, 2, diags)
            .then(|| type_enum_value(r, diags))
            .flatten(),
        text if text.starts_with("Mask(") => {
            if !field_count_ok(r, 1, 1, diags) {
                return None;
            }
            let mut local = Vec::new();
            let start = r.location(0);
            let props = split_properties(text, &start, &mut local);
            let ok = local.is_empty() && props.len() == 1 && props[0].arg.is_some_and(is_mask_name);
            diags.extend(local);
            if !ok {
                diags.push(Diagnostic::new(
                    r.location(0),
                    Rule::BadRecord,
                    text,
                    "a target mask record `Mask(NAME)` with a C identifier",
                ));
                return None;
            }
            Some(Typed::Mask(Box::new(MaskRecord {
                name: props[0].arg.unwrap_or_default().to_owned(),
                location: r.location(0),
            })))
        }
        _ => type_option(r, false, langs, diags).map(Typed::Option),
    }
}

fn type_option(
    r: &RawRecord<'_>,
    urls: bool,
    langs: &Languages,
    diags: &mut Vec<Diagnostic>,
) -> Option<OptionDef> {
    let first = &r.fields[0];
    if first.text.contains([' ', '\t']) && !first.text.contains(['(', ')']) {
        // GCC's generator takes the whole line as an option name (gcn.opt has
        // `bool flag_bypass_init_error = false` without its `Variable` line).
        diags.push(
            Diagnostic::new(
                r.location(0),
                Rule::BadRecord,
                first.text,
                "an option name without spaces (is a `Variable` line missing? GCC makes \
                 this line an option)",
            )
            .into_warning(),
        );
    } else if first.text.contains(['(', ')']) {
        diags.push(Diagnostic::new(
            r.location(0),
            Rule::BadRecord,
            first.text,
            "an option name without spaces or parentheses, or a record kind (Language, \
             TargetSave, Variable, TargetVariable, HeaderInclude, SourceInclude, Enum, \
             EnumValue, Mask(NAME))",
        ));
        return None;
    }
    let mut props = OptionProps::default();
    let mut props_line = None;
    if let Some(field) = r.fields.get(1) {
        let start = r.location(1);
        props_line = Some(start.line);
        let raw = split_properties(field.text, &start, diags);
        if urls {
            for p in &raw {
                let is_url = p.name == "UrlSuffix" || p.name.starts_with("LangUrlSuffix_");
                if !is_url || p.arg.is_none() {
                    diags.push(Diagnostic::new(
                        p.location(),
                        Rule::UnknownProperty,
                        p.text,
                        "`UrlSuffix(...)` or `LangUrlSuffix_LANG(...)` in a .opt.urls file",
                    ));
                }
            }
        }
        props = parse_option_props(&raw, langs, diags);
    }
    if urls && r.fields.len() > 2 {
        field_count_ok(r, 1, 2, diags);
    }
    let help = match &r.fields[..] {
        [_, _, only] => Some(only.text.to_owned()),
        [_, _, rest @ ..] if !rest.is_empty() => {
            Some(rest.iter().map(|f| f.text).collect::<Vec<_>>().join(" "))
        }
        _ => None,
    };
    Some(OptionDef {
        name: first.text.into(),
        props: std::sync::Arc::new(props),
        help: help.map(Into::into),
        location: r.location(0),
        props_line,
    })
}

fn required<'a>(
    props: &[RawProperty<'a>],
    name: &str,
    record: &RawRecord<'_>,
    diags: &mut Vec<Diagnostic>,
) -> Option<&'a str> {
    match props.iter().rev().find(|p| p.name == name) {
        Some(RawProperty { arg: Some(a), .. }) if !a.is_empty() => Some(*a),
        found => {
            let field = &record.fields[1];
            diags.push(Diagnostic::new(
                found.map_or_else(|| record.location(1), |p| p.location()),
                Rule::EnumMissingProperty,
                found.map_or(field.text, |p| p.text),
                format!(
                    "a non-empty `{name}(...)` property in this `{}` record",
                    record.fields[0].text
                ),
            ));
            None
        }
    }
}

fn check_known(
    props: &[RawProperty<'_>],
    known: &[&str],
    flags: &[&str],
    kind: &str,
    diags: &mut Vec<Diagnostic>,
) {
    for p in props {
        let with_arg = known.contains(&p.name);
        let flag = flags.contains(&p.name);
        if !with_arg && !flag && crate::model::GCC12_IGNORED_MISSPELLINGS.contains(&p.name) {
            diags.push(
                Diagnostic::new(
                    p.location(),
                    Rule::UnknownProperty,
                    p.text,
                    format!("a `{kind}` property (GCC's generator ignores this word)"),
                )
                .into_warning(),
            );
        } else if flag && p.arg.is_some() {
            diags.push(Diagnostic::new(
                p.location(),
                Rule::PropertyArgument,
                p.text,
                format!("`{}` without an argument", p.name),
            ));
        } else if with_arg && p.arg.is_none() {
            diags.push(Diagnostic::new(
                p.location(),
                Rule::PropertyArgument,
                p.text,
                format!("`{}(...)` with an argument", p.name),
            ));
        } else if !with_arg && !flag {
            diags.push(Diagnostic::new(
                p.location(),
                Rule::UnknownProperty,
                p.text,
                format!(
                    "one of the `{kind}` properties: {}",
                    known
                        .iter()
                        .chain(flags)
                        .copied()
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
    }
}

fn type_enum(r: &RawRecord<'_>, diags: &mut Vec<Diagnostic>) -> Option<Typed> {
    let field = &r.fields[1];
    let start = r.location(1);
    let props = split_properties(field.text, &start, diags);
    check_known(
        &props,
        &["Name", "Type", "UnknownError"],
        &[],
        "Enum",
        diags,
    );
    let name = required(&props, "Name", r, diags);
    let c_type = required(&props, "Type", r, diags);
    let unknown_error = props
        .iter()
        .rev()
        .find(|p| p.name == "UnknownError")
        .and_then(|p| p.arg)
        .map(str::to_owned);
    Some(Typed::Enum(Box::new(EnumDef {
        name: name?.to_owned(),
        c_type: c_type?.to_owned(),
        unknown_error,
        help: r.fields.get(2).map(|f| f.text.to_owned()),
        location: r.location(0),
    })))
}

fn type_enum_value(r: &RawRecord<'_>, diags: &mut Vec<Diagnostic>) -> Option<Typed> {
    let field = &r.fields[1];
    let start = r.location(1);
    let props = split_properties(field.text, &start, diags);
    check_known(
        &props,
        &["Enum", "String", "Value", "Set"],
        &["Canonical", "DriverOnly"],
        "EnumValue",
        diags,
    );
    let enum_name = required(&props, "Enum", r, diags);
    let string = required(&props, "String", r, diags);
    let value = required(&props, "Value", r, diags);
    let mut set = None;
    if let Some(p) = props.iter().rev().find(|p| p.name == "Set") {
        match p.arg.and_then(|a| a.trim().parse::<u8>().ok()) {
            Some(n @ 1..=64) => set = Some(n),
            _ => diags.push(Diagnostic::new(
                p.location(),
                Rule::BadSetNumber,
                p.text,
                "`Set(N)` with a decimal N from 1 to 64",
            )),
        }
    }
    let has = |flag: &str| props.iter().any(|p| p.name == flag && p.arg.is_none());
    Some(Typed::EnumValue(Box::new(EnumValueDef {
        enum_name: enum_name?.to_owned(),
        string: string?.to_owned(),
        value: CExpr::new(value?),
        canonical: has("Canonical"),
        driver_only: has("DriverOnly"),
        set,
        location: r.location(0),
    })))
}

/// Reads `TYPE NAME[ARRAY] [= INIT]` as GCC's generator splits it.
fn parse_decl(text: &str, location: &Location, diags: &mut Vec<Diagnostic>) -> Option<CDecl> {
    let (head, init) = match text.split_once('=') {
        Some((h, i)) => (h.trim_end(), Some(CExpr::new(i))),
        None => (text.trim_end(), None),
    };
    let split_at = head.rfind([' ', '*']).map(|i| i + 1);
    let (c_type, name_part) = match split_at {
        Some(i) => (head[..i].trim_end(), &head[i..]),
        None => ("", head),
    };
    let (name, array) = match name_part.find('[') {
        Some(i) => (&name_part[..i], Some(name_part[i..].to_owned())),
        None => (name_part, None),
    };
    if c_type.is_empty() || !is_ident(name) {
        diags.push(Diagnostic::new(
            location.clone(),
            Rule::BadDeclaration,
            text,
            "a C declaration `TYPE NAME` with an optional `= INIT` and no trailing `;`",
        ));
        return None;
    }
    Some(CDecl {
        c_type: c_type.to_owned(),
        name: name.to_owned(),
        array,
        init,
        text: text.to_owned(),
        location: location.clone(),
    })
}

fn assemble(typed: Vec<Typed>, diags: &mut Vec<Diagnostic>, relate: bool) -> Model {
    let n_options = typed
        .iter()
        .filter(|t| matches!(t, Typed::Option(_)))
        .count();
    let mut model = Model {
        languages: Vec::new(),
        target_saves: Vec::new(),
        variables: Vec::new(),
        header_includes: Vec::new(),
        source_includes: Vec::new(),
        enums: crate::hash::NameMap::default(),
        options: crate::hash::NameMap::with_capacity_and_hasher(n_options, Default::default()),
        extra_masks: Vec::new(),
        definitions: Vec::with_capacity(n_options),
        warnings: Vec::new(),
    };
    let mut values = Vec::new();
    let mut urls = Vec::new();
    for t in typed {
        match t {
            Typed::Language(l) => model.languages.push(*l),
            Typed::TargetSave(d) => model.target_saves.push(*d),
            Typed::Variable(v) => model.variables.push(*v),
            Typed::HeaderInclude(i) => model.header_includes.push(*i),
            Typed::SourceInclude(i) => model.source_includes.push(*i),
            Typed::Enum(e) => {
                if let Some(old) = model.enums.get(e.name.as_str()) {
                    diags.push(Diagnostic::new(
                        e.location.clone(),
                        Rule::DuplicateEnum,
                        e.name.clone(),
                        format!("one `Enum` record named so (first at {})", old.def.location),
                    ));
                } else {
                    model.enums.insert(
                        e.name.as_str().into(),
                        EnumInfo {
                            def: *e,
                            values: Vec::new(),
                        },
                    );
                }
            }
            Typed::EnumValue(v) => values.push(v),
            Typed::Mask(m) => model.extra_masks.push(*m),
            Typed::Option(o) => {
                let at = model.definitions.len();
                match model.options.get_mut(&*o.name) {
                    Some(info) => {
                        std::sync::Arc::make_mut(&mut info.props).merge(&o.props);
                        if o.help.is_some() {
                            info.help.clone_from(&o.help);
                        }
                        info.definitions.push(at);
                    }
                    None => {
                        model.options.insert(
                            o.name.clone(),
                            OptionInfo {
                                name: o.name.clone(),
                                // Shared with the definition until a merge changes it.
                                props: std::sync::Arc::clone(&o.props),
                                help: o.help.clone(),
                                definitions: smallvec::smallvec![at],
                            },
                        );
                    }
                }
                model.definitions.push(o);
            }
            Typed::Url(u) => urls.push(u),
        }
    }
    for v in values {
        match model.enums.get_mut(v.enum_name.as_str()) {
            Some(e) => e.values.push(*v),
            None if !relate => {}
            None => diags.push(Diagnostic::new(
                v.location.clone(),
                Rule::UnknownEnum,
                v.enum_name.clone(),
                "the name of an `Enum` record",
            )),
        }
    }
    for u in urls {
        match model.options.get_mut(&*u.name) {
            Some(info) => {
                if let Some(urls) = &u.props.rare {
                    std::sync::Arc::make_mut(&mut info.props)
                        .rare_mut()
                        .merge(urls);
                }
            }
            None if !relate => {}
            None => diags.push(Diagnostic::new(
                u.location.clone(),
                Rule::UrlForUnknownOption,
                u.name.to_string(),
                "the name of an option defined in a .opt file",
            )),
        }
    }
    if relate {
        validate::check(&model, diags);
    }
    model
}
