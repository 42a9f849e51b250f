//! Builds the [`OptionTable`] from a [`Model`] with the rules of GCC's `opth-gen.awk` and
//! `optc-gen.awk`.

use std::sync::Arc;

use crate::hash::FastMap;

use crate::model::enumerator::same_enumerator;
use crate::model::{Model, OptionInfo, OptionProps, VariableKind};
use crate::props::Flag;
use crate::table::gcc_options::{gcc_options_fields, needs_private_state, private_state_name};
use crate::table::{
    AliasTarget, ClFlags, EnumArg, EnumIndex, EnumKind, EnumTable, LanguageEntry, MaskBit, MaskRef,
    OptIndex, OptionEntry, OptionTable, VarType,
};

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

/// The table is built from the model, never the other way round: the model's way to it
/// lives here.
impl Model {
    /// Builds the option table GCC's generator would produce.
    #[doc(alias = "cl_options")]
    pub fn table(&self) -> OptionTable {
        OptionTable::build(self)
    }
}

impl OptionTable {
    /// Builds the table GCC's generator would produce for `model`.
    #[doc(alias = "optc-gen.awk")]
    #[doc(alias = "opth-gen.awk")]
    pub fn build(model: &Model) -> OptionTable {
        let languages = language_entries(model);
        let enums = enum_tables(model);

        let hwi_vars = host_wide_int_vars(model);
        let is_hwi_var = |name: Option<&str>| name.is_some_and(|n| hwi_vars.contains(&n));

        let masks = allocate_masks(model, &is_hwi_var);
        let mask_bit: FastMap<&str, u32> = masks.iter().map(|m| (m.name.as_str(), m.bit)).collect();

        // Before the entries: the maps this needs are gone by the time they are made.
        let vars = gcc_options_fields(model);
        let entries = EntryBuilder {
            model,
            mask_bit,
            is_hwi_var: &is_hwi_var,
            target_flags: Arc::from("target_flags"),
        };
        let mut options: Vec<OptionEntry> = Vec::with_capacity(model.options.len());
        for (i, info) in model.options.values().enumerate() {
            options.push(entries.entry(OptIndex::at(i), info));
        }
        link_back_chains(&mut options);

        OptionTable {
            options,
            languages,
            enums,
            masks,
            vars,
            inverse_mask_macros: inverse_mask_macros(model),
        }
    }
}

/// The languages in declaration order, each with its `CL_` macro and flag bit.
fn language_entries(model: &Model) -> Vec<LanguageEntry> {
    model
        .languages
        .iter()
        .enumerate()
        .map(|(i, l)| LanguageEntry {
            name: l.name.clone(),
            macro_name: language_macro(&l.name),
            flag: ClFlags::language(i),
        })
        .collect()
}

/// The `Enum` records with their values, in the model's order (an enumeration's position
/// is its [`EnumIndex`]).
fn enum_tables(model: &Model) -> Vec<EnumTable> {
    model
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
        .collect()
}

/// The `Variable` records of C type `HOST_WIDE_INT`: their masks and options are 64 bits
/// wide.
fn host_wide_int_vars(model: &Model) -> Vec<&str> {
    model
        .variables
        .iter()
        .filter(|v| v.kind == VariableKind::Variable && v.decl.c_type == "HOST_WIDE_INT")
        .map(|v| v.decl.name.as_str())
        .collect()
}

/// What every entry of one table is built from: the model, the mask bits allocated, which
/// variables are `HOST_WIDE_INT` and the `target_flags` name the masks without `Var` share.
struct EntryBuilder<'m> {
    model: &'m Model,
    mask_bit: FastMap<&'m str, u32>,
    is_hwi_var: &'m dyn Fn(Option<&str>) -> bool,
    target_flags: Arc<str>,
}

impl EntryBuilder<'_> {
    /// The entry of the option `info`, numbered `index`; its `back_chain` is linked later,
    /// once every entry exists.
    fn entry(&self, index: OptIndex, info: &OptionInfo) -> OptionEntry {
        let p = &info.props;
        let name = info.name.clone();
        let alias = self.alias_target(p);
        let has_enumerator =
            !((p.alias.is_some() && !p.has(Flag::SeparateAlias)) || p.has(Flag::Ignore));
        let neg_index = self.neg_index(p, &name, index);
        let flags = cl_flags(self.model, p);
        let var = self.var(p, &name);
        let var_type = self.var_type(p);
        OptionEntry {
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
            host_wide_int: p.has(Flag::HostWideInt) || (self.is_hwi_var)(p.var_name()),
            tolower: p.has(Flag::ToLower),
            byte_size: p.has(Flag::ByteSize),
            var,
            var_type,
            props: std::sync::Arc::clone(p),
            name,
        }
    }

    /// The index of the option named exactly `name`.
    fn index_of(&self, name: &str) -> Option<OptIndex> {
        self.model.options.get_index_of(name).map(OptIndex::at)
    }

    /// The index of the option whose `OPT_` enumerator is `target`'s.
    fn by_enumerator(&self, target: &str) -> Option<OptIndex> {
        self.model
            .options
            .keys()
            .position(|n| same_enumerator(n, target))
            .map(OptIndex::at)
    }

    /// What the option aliases: its `Alias` target, or for an option without one whether
    /// it is ignored or removed.
    fn alias_target(&self, p: &OptionProps) -> AliasTarget {
        // GCC names an alias target through its `OPT_` enumerator (rarely needed: only
        // when the target is not spelled exactly).
        match &p.alias {
            Some(a) => match self
                .index_of(&a.target)
                .or_else(|| self.by_enumerator(&a.target))
            {
                Some(target) => AliasTarget::Option { target },
                None => AliasTarget::None,
            },
            None if p.has(Flag::Ignore) => AliasTarget::Ignore,
            None if p.has(Flag::WarnRemoved) => AliasTarget::WarnRemoved,
            None => AliasTarget::None,
        }
    }

    /// The option the negative form turns on: `Negative`'s, else the option itself when
    /// its name starts with W, f, g or m and it does not `RejectNegative`.
    fn neg_index(&self, p: &OptionProps, name: &str, index: OptIndex) -> Option<OptIndex> {
        match &p.rare().negative {
            Some(n) => self.index_of(n),
            None if p.has(Flag::RejectNegative) => None,
            None if name.starts_with(['W', 'f', 'g', 'm']) => Some(index),
            None => None,
        }
    }

    /// The `gcc_options` field the option stores into: its `Var`, `target_flags` for a
    /// mask without one, or its private state.
    fn var(&self, p: &OptionProps, name: &str) -> Option<Arc<str>> {
        if let Some(v) = &p.var {
            Some(Arc::clone(&v.name))
        } else if p.mask.is_some() || p.inverse_mask.is_some() {
            Some(Arc::clone(&self.target_flags))
        } else if needs_private_state(p) {
            Some(private_state_name(name).into())
        } else {
            None
        }
    }

    /// The mask `mask` as the option names it: `OPTION_MASK_` with a `Var`, `MASK_`
    /// without, and the bit allocated to it.
    fn mask_ref(&self, p: &OptionProps, mask: &str) -> MaskRef {
        MaskRef {
            name: mask.to_owned(),
            macro_name: if p.var.is_some() {
                format!("OPTION_MASK_{mask}")
            } else {
                format!("MASK_{mask}")
            },
            bit: self.mask_bit.get(mask).copied().unwrap_or(0),
        }
    }

    /// How the option stores its state (`cl_var_type`): the first that applies of
    /// `Defer`, `Var(V, SET)`, `Mask`, `InverseMask`, `Enum`, a string, `ByteSize`.
    fn var_type(&self, p: &OptionProps) -> VarType {
        if p.has(Flag::Defer) {
            VarType::Defer
        } else if let Some(set) = p.var.as_ref().and_then(|v| v.set.clone()) {
            VarType::Equal(set)
        } else if let Some(m) = &p.mask {
            VarType::BitSet(Box::new(self.mask_ref(p, m)))
        } else if let Some(m) = &p.inverse_mask {
            VarType::BitClear(Box::new(self.mask_ref(p, &m.mask)))
        } else if let Some(e) = &p.enum_name {
            VarType::Enum {
                index: EnumIndex::at(self.model.enums.get_index_of(&**e).unwrap_or(0)),
                kind: enum_kind(p),
            }
        } else if is_string(p) {
            VarType::String
        } else if p.has(Flag::ByteSize) {
            VarType::Size
        } else {
            VarType::Integer
        }
    }
}

/// How an `Enum` option's argument selects values: one, one per `Set`, or bits.
fn enum_kind(p: &OptionProps) -> EnumKind {
    if p.has(Flag::EnumSet) {
        EnumKind::Set
    } else if p.has(Flag::EnumBitSet) {
        EnumKind::BitSet
    } else {
        EnumKind::Normal
    }
}

/// The `TARGET_THISNAME` macros of `InverseMask(X, THISNAME)`, each with the mask macro
/// it tests the absence of.
fn inverse_mask_macros(model: &Model) -> Vec<(String, String)> {
    model
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
        .collect()
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

/// Whether the option's variable is a string (`const char *`).
fn is_string(p: &OptionProps) -> bool {
    !p.has(Flag::Defer)
        && p.enum_name.is_none()
        && (p.has(Flag::Joined) || p.has(Flag::JoinedOrMissing) || p.has(Flag::Separate))
        && !p.has(Flag::HostWideInt)
        && !p.has(Flag::UInteger)
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
