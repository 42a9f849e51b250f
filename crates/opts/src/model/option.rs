//! Option definition records and their typed properties.

use serde::{Deserialize, Serialize};

use crate::diag::Location;
use crate::model::{CExpr, RareProps};
use crate::props::{Flag, FlagSet};

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
