//! The rules a merged set of `.opt` records must obey (the manual's "must"s and GCC's
//! generator's `#error`s), each reported with position, offending text and expectation.
//! This module holds the set-wide rules; those of one option are in `validate_option` and
//! `validate_definitions`.

use crate::hash::{FastMap, FastSet};

use crate::diag::{Diagnostic, Location, Rule};
use crate::model::limits::{INDEX_CAPACITY, MAX_LANGUAGES};
use crate::model::validate_option::{check_option, host_wide_int_var};
use crate::model::validate_report::{at, diag};
use crate::model::{Model, OptionDef};

/// Checks `model`, appending a diagnostic per broken rule.
pub(crate) fn check(model: &Model, diags: &mut Vec<Diagnostic>) {
    if let Some(extra) = model.languages.get(MAX_LANGUAGES) {
        diag(
            diags,
            extra.location.clone(),
            Rule::TooManyLanguages,
            extra.name.clone(),
            format!(
                "at most {} languages: their bits must stay below CL_MIN_OPTION_CLASS",
                MAX_LANGUAGES
            ),
        );
    }
    check_capacity(model, INDEX_CAPACITY, diags);
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
