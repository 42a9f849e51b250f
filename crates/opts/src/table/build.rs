//! Builds the [`OptionTable`] from a [`Model`] with the rules of GCC's `opth-gen.awk` and
//! `optc-gen.awk`.

use std::sync::Arc;

use crate::hash::{FastMap, FastSet};

use crate::model::{CExpr, Model, OptionProps, VariableKind};
use crate::props::Flag;
use crate::table::{
    AliasTarget, ClFlags, EnumArg, EnumIndex, EnumKind, EnumTable, LanguageEntry, MaskBit, MaskRef,
    OptIndex, OptionEntry, OptionTable, VarField, VarSource, VarType,
};

/// `OPT_` plus the name with every character that is not a letter or digit turned into `_`.
#[doc(alias = "opt_enum")]
pub fn opt_enumerator(name: &str) -> String {
    let mut s = String::with_capacity(name.len() + 4);
    s.push_str("OPT_");
    for c in name.chars() {
        s.push(if c.is_ascii_alphanumeric() { c } else { '_' });
    }
    s
}

/// Whether `enumerator` is the `OPT_` enumerator of the option named `name`, without
/// making it.
pub(crate) fn is_enumerator_of(enumerator: &str, name: &str) -> bool {
    // Character by character, as `opt_enumerator` makes it.
    let sanitize = |c: char| if c.is_ascii_alphanumeric() { c } else { '_' };
    enumerator
        .strip_prefix("OPT_")
        .is_some_and(|rest| rest.chars().eq(name.chars().map(sanitize)))
}

/// Whether two option names have the same `OPT_` enumerator.
pub(crate) fn same_enumerator(a: &str, b: &str) -> bool {
    let sanitize = |c: u8| if c.is_ascii_alphanumeric() { c } else { b'_' };
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .all(|(x, y)| sanitize(x) == sanitize(y))
}

/// `CL_` plus the language name with every character that is not a letter, digit or `_`
/// turned into `X` (`C++` → `CL_CXX`).
#[doc(alias = "lang_sanitized_name")]
pub fn language_macro(name: &str) -> String {
    let mut s = String::from("CL_");
    s.extend(name.chars().map(|c| {
        if c.is_ascii_alphanumeric() || c == '_' {
            c
        } else {
            'X'
        }
    }));
    s
}

/// The mask a definition allocates: `Mask(X)` or the first argument of `InverseMask`.
fn mask_of(p: &OptionProps) -> Option<&str> {
    p.mask
        .as_deref()
        .or_else(|| p.inverse_mask.as_ref().map(|m| m.mask.as_str()))
}

/// The `TARGET_` macro GCC derives from a mask name (every `ISA_`, then every `ISA2_`,
/// removed).
fn target_macro(mask: &str) -> String {
    format!("TARGET_{}", mask.replace("ISA_", "").replace("ISA2_", ""))
}

impl OptionTable {
    /// Builds the table GCC's generator would produce for `model`.
    #[doc(alias = "optc-gen.awk")]
    #[doc(alias = "opth-gen.awk")]
    pub fn build(model: &Model) -> OptionTable {
        let languages: Vec<LanguageEntry> = model
            .languages
            .iter()
            .enumerate()
            .map(|(i, l)| LanguageEntry {
                name: l.name.clone(),
                macro_name: language_macro(&l.name),
                flag: ClFlags::language(i),
            })
            .collect();

        let enums: Vec<EnumTable> = model
            .enums
            .values()
            .map(|e| EnumTable {
                name: e.def.name.clone(),
                c_type: e.def.c_type.clone(),
                help: e.def.help.clone(),
                unknown_error: e.def.unknown_error.clone(),
                values: e
                    .values
                    .iter()
                    .map(|v| EnumArg {
                        arg: v.string.clone(),
                        value: v.value.clone(),
                        canonical: v.canonical,
                        driver_only: v.driver_only,
                        set: v.set,
                    })
                    .collect(),
            })
            .collect();

        let hwi_vars: Vec<&str> = model
            .variables
            .iter()
            .filter(|v| v.kind == VariableKind::Variable && v.decl.c_type == "HOST_WIDE_INT")
            .map(|v| v.decl.name.as_str())
            .collect();
        let is_hwi_var = |name: Option<&str>| name.is_some_and(|n| hwi_vars.contains(&n));

        let masks = allocate_masks(model, &is_hwi_var);
        let mask_bit: FastMap<&str, u32> = masks.iter().map(|m| (m.name.as_str(), m.bit)).collect();

        let index_of = |name: &str| model.options.get_index_of(name).map(OptIndex::at);

        // GCC names an alias target through its `OPT_` enumerator (rarely needed: only
        // when the target is not spelled exactly).
        let by_enumerator = |target: &str| -> Option<OptIndex> {
            model
                .options
                .keys()
                .position(|n| same_enumerator(n, target))
                .map(OptIndex::at)
        };
        // Before the entries: the maps this needs are gone by the time they are made.
        let vars = gcc_options_fields(model);
        let target_flags: Arc<str> = Arc::from("target_flags");
        let mut options: Vec<OptionEntry> = Vec::with_capacity(model.options.len());
        for (i, info) in model.options.values().enumerate() {
            let p = &info.props;
            let index = OptIndex::at(i);
            let name = info.name.clone();
            let alias = match &p.alias {
                Some(a) => match index_of(&a.target).or_else(|| by_enumerator(&a.target)) {
                    Some(target) => AliasTarget::Option { target },
                    None => AliasTarget::None,
                },
                None if p.has(Flag::Ignore) => AliasTarget::Ignore,
                None if p.has(Flag::WarnRemoved) => AliasTarget::WarnRemoved,
                None => AliasTarget::None,
            };
            let has_enumerator =
                !((p.alias.is_some() && !p.has(Flag::SeparateAlias)) || p.has(Flag::Ignore));
            let neg_index = match &p.rare().negative {
                Some(n) => index_of(n),
                None if p.has(Flag::RejectNegative) => None,
                None if name.starts_with(['W', 'f', 'g', 'm']) => Some(index),
                None => None,
            };
            let flags = cl_flags(model, p);
            let var = if let Some(v) = &p.var {
                Some(Arc::clone(&v.name))
            } else if p.mask.is_some() || p.inverse_mask.is_some() {
                Some(Arc::clone(&target_flags))
            } else if needs_private_state(p) {
                Some(private_state_name(&name).into())
            } else {
                None
            };
            let mask_ref = |mask: &str| MaskRef {
                name: mask.to_owned(),
                macro_name: if p.var.is_some() {
                    format!("OPTION_MASK_{mask}")
                } else {
                    format!("MASK_{mask}")
                },
                bit: mask_bit.get(mask).copied().unwrap_or(0),
            };
            let var_type = if p.has(Flag::Defer) {
                VarType::Defer
            } else if let Some(set) = p.var.as_ref().and_then(|v| v.set.clone()) {
                VarType::Equal(set)
            } else if let Some(m) = &p.mask {
                VarType::BitSet(Box::new(mask_ref(m)))
            } else if let Some(m) = &p.inverse_mask {
                VarType::BitClear(Box::new(mask_ref(&m.mask)))
            } else if let Some(e) = &p.enum_name {
                VarType::Enum {
                    index: EnumIndex::at(model.enums.get_index_of(&**e).unwrap_or(0)),
                    kind: if p.has(Flag::EnumSet) {
                        EnumKind::Set
                    } else if p.has(Flag::EnumBitSet) {
                        EnumKind::BitSet
                    } else {
                        EnumKind::Normal
                    },
                }
            } else if is_string(p) {
                VarType::String
            } else if p.has(Flag::ByteSize) {
                VarType::Size
            } else {
                VarType::Integer
            };
            options.push(OptionEntry {
                index,
                has_enumerator,
                help: info.help.clone(),
                alias,
                back_chain: None,
                neg_index,
                flags,
                separate_nargs: p.rare().args.unwrap_or(1),
                separate_alias: p.has(Flag::SeparateAlias),
                negative_alias: p.has(Flag::NegativeAlias),
                no_driver_arg: p.has(Flag::NoDriverArg),
                reject_driver: p.has(Flag::RejectDriver),
                reject_negative: p.has(Flag::RejectNegative),
                missing_ok: p.has(Flag::JoinedOrMissing),
                uinteger: p.has(Flag::UInteger),
                host_wide_int: p.has(Flag::HostWideInt) || is_hwi_var(p.var_name()),
                tolower: p.has(Flag::ToLower),
                byte_size: p.has(Flag::ByteSize),
                var,
                var_type,
                props: std::sync::Arc::clone(p),
                name,
            });
        }
        link_back_chains(&mut options);

        let inverse_mask_macros = model
            .definitions
            .iter()
            .filter_map(|d| {
                let inv = d.props.inverse_mask.as_ref()?;
                let this = inv.this_name.as_ref()?;
                let prefix = if d.props.var.is_some() {
                    "OPTION_MASK_"
                } else {
                    "MASK_"
                };
                Some((format!("TARGET_{this}"), format!("{prefix}{}", inv.mask)))
            })
            .collect();

        OptionTable {
            options,
            languages,
            enums,
            masks,
            vars,
            inverse_mask_macros,
        }
    }
}

fn cl_flags(model: &Model, p: &OptionProps) -> ClFlags {
    let mut flags = ClFlags::default();
    for lang in &p.languages {
        if let Some(i) = model.language_index(lang) {
            flags |= ClFlags::language(i);
        }
    }
    let pairs = [
        (Flag::Common, ClFlags::COMMON),
        (Flag::Target, ClFlags::TARGET),
        (Flag::PchIgnore, ClFlags::PCH_IGNORE),
        (Flag::Driver, ClFlags::DRIVER),
        (Flag::Joined, ClFlags::JOINED),
        (Flag::JoinedOrMissing, ClFlags::JOINED),
        (Flag::Separate, ClFlags::SEPARATE),
        (Flag::Undocumented, ClFlags::UNDOCUMENTED),
        (Flag::NoDwarfRecord, ClFlags::NO_DWARF_RECORD),
        (Flag::Warning, ClFlags::WARNING),
        (Flag::Optimization, ClFlags::OPTIMIZATION),
        (Flag::PerFunction, ClFlags::OPTIMIZATION),
        (Flag::Param, ClFlags::PARAMS),
    ];
    for (flag, bit) in pairs {
        if p.has(flag) {
            flags |= bit;
        }
    }
    flags
}

/// A `Target` option with no `Var`, `Mask` or `InverseMask` that is neither an alias nor
/// ignored keeps private state in `gcc_options`.
fn needs_private_state(p: &OptionProps) -> bool {
    p.var.is_none()
        && p.mask.is_none()
        && p.inverse_mask.is_none()
        && p.has(Flag::Target)
        && p.alias.is_none()
        && !p.has(Flag::Ignore)
}

fn private_state_name(option: &str) -> String {
    let mut s = String::from("VAR_");
    s.extend(
        option
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }),
    );
    s
}

/// Whether the option's variable is a string (`const char *`).
fn is_string(p: &OptionProps) -> bool {
    !p.has(Flag::Defer)
        && p.enum_name.is_none()
        && (p.has(Flag::Joined) || p.has(Flag::JoinedOrMissing) || p.has(Flag::Separate))
        && !p.has(Flag::HostWideInt)
        && !p.has(Flag::UInteger)
}

/// The C type GCC declares an option's variable with (`var_type` in opt-functions.awk).
fn var_c_type(model: &Model, p: &OptionProps) -> String {
    if p.has(Flag::Defer) {
        "void *".to_owned()
    } else if let Some(e) = &p.enum_name {
        model
            .enums
            .get(&**e)
            .map_or_else(|| "int".to_owned(), |e| e.def.c_type.clone())
    } else if !p.has(Flag::Joined) && !p.has(Flag::JoinedOrMissing) && !p.has(Flag::Separate) {
        "int".to_owned()
    } else if p.has(Flag::HostWideInt) {
        "HOST_WIDE_INT".to_owned()
    } else if p.has(Flag::UInteger) {
        "int".to_owned()
    } else {
        "const char *".to_owned()
    }
}

/// Allocates mask bits as `opth-gen.awk` does: walking the definitions in order, each new
/// mask name takes the next bit of its variable; then the target mask records.
fn allocate_masks(model: &Model, is_hwi_var: &dyn Fn(Option<&str>) -> bool) -> Vec<MaskBit> {
    let mut next: FastMap<String, u32> = FastMap::default();
    let mut masks: Vec<MaskBit> = Vec::new();
    let mut seen: FastMap<String, bool> = FastMap::default();
    for def in &model.definitions {
        let Some(name) = mask_of(&def.props) else {
            continue;
        };
        if seen.contains_key(name) {
            continue;
        }
        let var = def.props.var_name();
        seen.insert(name.to_owned(), var.is_none());
        let counter = next.entry(var.unwrap_or("").to_owned()).or_insert(0);
        masks.push(MaskBit {
            name: name.to_owned(),
            macro_name: if var.is_some() {
                format!("OPTION_MASK_{name}")
            } else {
                format!("MASK_{name}")
            },
            var: var.unwrap_or("target_flags").to_owned(),
            bit: *counter,
            host_wide_int: is_hwi_var(var),
            target_macro: target_macro(name),
        });
        *counter += 1;
    }
    for m in &model.extra_masks {
        if seen.get(m.name.as_str()) == Some(&true) {
            continue;
        }
        let counter = next.entry(String::new()).or_insert(0);
        masks.push(MaskBit {
            name: m.name.clone(),
            macro_name: format!("MASK_{}", m.name),
            var: "target_flags".to_owned(),
            bit: *counter,
            host_wide_int: false,
            target_macro: format!("TARGET_{}", m.name),
        });
        *counter += 1;
    }
    masks
}

/// Links each option to the closest earlier `Joined`/`JoinedOrMissing` option whose name
/// is a prefix of its own (`back_chain`).
fn link_back_chains(options: &mut [OptionEntry]) {
    for i in 0..options.len() {
        if !options[i].flags.contains(ClFlags::JOINED) {
            continue;
        }
        let (head, tail) = options.split_at_mut(i + 1);
        let prefix = &head[i];
        for later in tail {
            if !later.name.starts_with(&*prefix.name) {
                break;
            }
            later.back_chain = Some(prefix.index);
        }
    }
}

/// One allocation per distinct text (the C types of `gcc_options` fields are few).
#[derive(Default)]
struct Interner(FastSet<Arc<str>>);

impl Interner {
    fn get(&mut self, text: String) -> Arc<str> {
        if let Some(shared) = self.0.get(text.as_str()) {
            return Arc::clone(shared);
        }
        let shared: Arc<str> = text.into();
        self.0.insert(Arc::clone(&shared));
        shared
    }
}

/// The fields of `gcc_options` in GCC's order: variable records, then option variables
/// (first definition wins the type), then private state of target options. Names, types
/// and initial values are shared with the model and between fields.
fn gcc_options_fields(model: &Model) -> Vec<VarField> {
    let zero = CExpr::new("0");
    let mut types = Interner::default();
    let mut fields: Vec<VarField> = Vec::with_capacity(model.options.len());
    // Each field's position, or `None` for a variable record's (it keeps its own `= INIT`).
    let mut slot: FastMap<&str, Option<usize>> =
        FastMap::with_capacity_and_hasher(model.definitions.len(), Default::default());
    let mut private: FastSet<String> = FastSet::default();
    for v in &model.variables {
        slot.insert(&v.decl.name, None);
        let array = v.decl.array.as_deref().unwrap_or("");
        fields.push(VarField {
            name: v.decl.name.as_str().into(),
            c_type: types.get(format!("{}{array}", v.decl.c_type)),
            init: v.decl.init.clone().unwrap_or_else(|| zero.clone()),
            source: match v.kind {
                VariableKind::Variable => VarSource::Variable,
                VariableKind::TargetVariable => VarSource::TargetVariable,
            },
        });
    }
    for d in &model.definitions {
        let Some(var) = &d.props.var else {
            continue;
        };
        let at = *slot.entry(&var.name).or_insert_with(|| {
            fields.push(VarField {
                name: Arc::clone(&var.name),
                c_type: types.get(var_c_type(model, &d.props)),
                init: zero.clone(),
                source: VarSource::Option,
            });
            Some(fields.len() - 1)
        });
        // The type is the first definition's, the initial value the last `Init`'s.
        if let (Some(at), Some(init)) = (at, &d.props.init) {
            fields[at].init = init.clone();
        }
    }
    for d in &model.definitions {
        if !needs_private_state(&d.props) {
            continue;
        }
        let name = private_state_name(&d.name);
        if slot.contains_key(name.as_str()) || !private.insert(name.clone()) {
            continue;
        }
        fields.push(VarField {
            name: name.into(),
            c_type: types.get(var_c_type(model, &d.props)),
            init: zero.clone(),
            source: VarSource::PrivateState,
        });
    }
    fields.shrink_to_fit();
    fields
}
