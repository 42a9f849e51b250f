//! Splits a `.opt` file into records: runs of lines separated by blank or comment lines.
//!
//! This follows GCC's gatherer (`opt-gather.awk`) exactly: a blank line *or a comment line*
//! ends the current record, so a comment written between two fields of a record splits it.
//! A line that starts with whitespace but is not blank or a comment is reported (GCC's
//! gatherer silently drops such lines, which always hides a mistake).

use std::sync::Arc;

use crate::diag::{Diagnostic, Location, Rule};

/// One line of a record, without its line terminator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Field {
    /// The line's text.
    pub(crate) text: String,
    /// Where the line starts.
    pub(crate) location: Location,
}

/// The fields of one record, in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RawRecord {
    /// The record's lines; never empty.
    pub(crate) fields: Vec<Field>,
}

impl RawRecord {
    /// The key GCC sorts records by: all fields joined with `SUBSEP` (`\x1c`), compared
    /// bytewise (`LC_ALL=C`).
    pub(crate) fn sort_key(&self) -> String {
        let mut key = String::new();
        for (i, f) in self.fields.iter().enumerate() {
            if i > 0 {
                key.push('\x1c');
            }
            key.push_str(&f.text);
        }
        key
    }
}

/// Splits `text` (the contents of `file`) into records, reporting lines GCC would drop.
pub(crate) fn split_records(
    file: &Arc<str>,
    text: &str,
    diags: &mut Vec<Diagnostic>,
) -> Vec<RawRecord> {
    let mut records = Vec::new();
    let mut current: Vec<Field> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line_no = u32::try_from(index + 1).unwrap_or(u32::MAX);
        let line = line.strip_suffix('\r').unwrap_or(line);
        let trimmed = line.trim_start_matches([' ', '\t']);
        if trimmed.is_empty() || trimmed.starts_with(';') {
            if !current.is_empty() {
                records.push(RawRecord {
                    fields: std::mem::take(&mut current),
                });
            }
            continue;
        }
        if trimmed.len() != line.len() {
            let column = line.chars().count() - trimmed.chars().count() + 1;
            diags.push(Diagnostic::new(
                Location::new(file.clone(), line_no, column as u32),
                Rule::BadRecord,
                line,
                "a field starting in column 1 (GCC ignores indented lines)",
            ));
            continue;
        }
        current.push(Field {
            text: line.to_owned(),
            location: Location::new(file.clone(), line_no, 1),
        });
    }
    if !current.is_empty() {
        records.push(RawRecord { fields: current });
    }
    records
}
