//! The validated model of a set of `.opt` files: every record typed, options merged across
//! files, everything in GCC's order.

mod cexpr;
pub(crate) mod enumerator;
pub(crate) mod limits;
mod option;
mod parse;
mod parse_props;
mod rare;
mod record;
mod validate;
mod validate_definitions;
mod validate_option;
mod validate_report;

use serde::Serialize;

pub use cexpr::{CExpr, parse_c_integer};
pub use option::{
    AliasProp, Combine, EnabledByProp, IntegerRange, InverseMaskProp, LangEnabledByProp, OptionDef,
    OptionProps, VarProp,
};
pub use parse::SourceSet;
pub use parse_props::{ARGUMENT_PROPERTIES, GCC12_IGNORED_MISSPELLINGS};
pub(crate) use parse_props::{is_ident, is_mask_name};
pub use rare::RareProps;
pub use record::{
    CDecl, EnumDef, EnumValueDef, Include, LanguageDecl, MaskRecord, VariableDecl, VariableKind,
};

/// One option with all its definitions merged, as GCC's generator merges them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OptionInfo {
    /// The option's name without its leading `-` (shared with its definitions).
    pub name: std::sync::Arc<str>,
    /// Its definition records, as positions in [`Model::definitions`], in GCC's order
    /// (sorted by record text). Most options have one, held without an allocation.
    pub definitions: smallvec::SmallVec<[usize; 1]>,
    /// The merged properties: flags and languages combined; for properties with an
    /// argument, the last definition's value. Boxed to keep the option map compact.
    pub props: std::sync::Arc<OptionProps>,
    /// The help text of the documented definition, if any (shared with it).
    pub help: Option<std::sync::Arc<str>>,
}

/// An `Enum` record with its values in GCC's order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EnumInfo {
    /// The `Enum` record.
    pub def: EnumDef,
    /// Its `EnumValue` records.
    pub values: Vec<EnumValueDef>,
}

/// A validated set of `.opt` files. Every list is in the order GCC's generator uses (records
/// sorted bytewise by their text, `LC_ALL=C`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Model {
    /// `Language` records; a language's position is its bit in the language mask.
    pub languages: Vec<LanguageDecl>,
    /// `TargetSave` declarations.
    pub target_saves: Vec<CDecl>,
    /// `Variable` and `TargetVariable` records.
    pub variables: Vec<VariableDecl>,
    /// `HeaderInclude` records.
    pub header_includes: Vec<Include>,
    /// `SourceInclude` records.
    pub source_includes: Vec<Include>,
    /// `Enum` records by name.
    pub enums: crate::hash::NameMap<EnumInfo>,
    /// Options by name.
    pub options: crate::hash::NameMap<OptionInfo>,
    /// Target mask records `Mask(X)`.
    pub extra_masks: Vec<MaskRecord>,
    /// The raw option definition records in GCC's order, before merging; GCC's variable
    /// and mask allocation walks these. Held in place (a definition is 88 bytes: its
    /// name, properties and help are shared pointers).
    pub definitions: Vec<OptionDef>,
    /// Warnings: text GCC's generator silently ignores.
    pub warnings: Vec<crate::Diagnostic>,
}

impl Model {
    /// The position of language `name` (its bit in the language mask).
    pub fn language_index(&self, name: &str) -> Option<usize> {
        self.languages.iter().position(|l| l.name == name)
    }

    /// The option whose `OPT_` enumerator is `OPT_` + `name` with non-alphanumerics turned
    /// into `_`. GCC resolves `Alias` targets this way, so `Alias(Wfoo_bar=)` finds
    /// `Wfoo-bar=`.
    pub fn option_by_enumerator_of(&self, name: &str) -> Option<&OptionInfo> {
        self.options.get(name).or_else(|| {
            self.options
                .values()
                .find(|o| enumerator::same_enumerator(&o.name, name))
        })
    }

    /// The option named `name` (without `-`).
    pub fn option(&self, name: &str) -> Option<&OptionInfo> {
        self.options.get(name)
    }

    /// The definition records of `info`, in GCC's order.
    pub fn definitions_of<'m>(
        &'m self,
        info: &'m OptionInfo,
    ) -> impl Iterator<Item = &'m OptionDef> {
        info.definitions.iter().map(|&i| &self.definitions[i])
    }
}
