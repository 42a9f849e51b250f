//! How the validation rules report a broken rule: one diagnostic, placed at the offending
//! definition's properties. Shared by the set-wide, per-option and per-definition rules.

use crate::diag::{Diagnostic, Location, Rule};
use crate::model::OptionDef;

/// The location of the properties of `def` (or of the record when it has none).
pub(super) fn at(def: &OptionDef) -> Location {
    def.props_location().unwrap_or_else(|| def.location.clone())
}

pub(super) fn diag(
    diags: &mut Vec<Diagnostic>,
    location: Location,
    rule: Rule,
    found: impl Into<String>,
    expected: impl Into<String>,
) {
    diags.push(Diagnostic::new(location, rule, found, expected));
}
