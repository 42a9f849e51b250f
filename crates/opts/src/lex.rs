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
pub(crate) struct Field<'a> {
    /// The line's text.
    pub(crate) text: &'a str,
    /// Its line number, from 1.
    pub(crate) line: u32,
}

/// A record's fields: held inline up to three (name, properties, help), so the list of
/// records is one allocation that goes back to the system whole once the model is built,
/// rather than one small block per record left as holes among the model's.
pub(crate) type Fields<'a> = smallvec::SmallVec<[Field<'a>; 3]>;

/// The fields of one record, in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RawRecord<'a> {
    /// The file it is in.
    pub(crate) file: &'a Arc<str>,
    /// The record's lines; never empty.
    pub(crate) fields: Fields<'a>,
}

impl RawRecord<'_> {
    /// Where field `i` starts.
    pub(crate) fn location(&self, i: usize) -> Location {
        Location::new(self.file.clone(), self.fields[i].line, 1)
    }

    /// The bytes GCC sorts records by: all fields joined with `SUBSEP` (`\x1c`).
    fn key_bytes(&self) -> impl Iterator<Item = u8> + '_ {
        self.fields.iter().enumerate().flat_map(|(i, f)| {
            let sep: &[u8] = if i > 0 { b"\x1c" } else { b"" };
            sep.iter().chain(f.text.as_bytes()).copied()
        })
    }

    /// Compares two records as GCC's gatherer does: their fields joined with `SUBSEP`,
    /// bytewise (`LC_ALL=C`), without building the joined strings.
    pub(crate) fn gcc_cmp(&self, other: &RawRecord<'_>) -> std::cmp::Ordering {
        use std::cmp::Ordering;
        const SUBSEP: u8 = 0x1c;
        for i in 0.. {
            let (x, y) = match (self.fields.get(i), other.fields.get(i)) {
                (None, None) => return Ordering::Equal,
                (None, Some(_)) => return Ordering::Less,
                (Some(_), None) => return Ordering::Greater,
                (Some(x), Some(y)) => (x.text.as_bytes(), y.text.as_bytes()),
            };
            let n = x.len().min(y.len());
            match x[..n].cmp(&y[..n]) {
                Ordering::Equal if x.len() == y.len() => continue,
                Ordering::Equal => {}
                decided => return decided,
            }
            // One field is a prefix of the other: what follows the shorter one (SUBSEP or
            // the end of the record) meets the next byte of the longer one.
            let (shorter_has_more, next, flip) = if x.len() < y.len() {
                (self.fields.len() > i + 1, y[n], false)
            } else {
                (other.fields.len() > i + 1, x[n], true)
            };
            let ord = if !shorter_has_more {
                Ordering::Less
            } else if SUBSEP != next {
                SUBSEP.cmp(&next)
            } else {
                return self.key_bytes().cmp(other.key_bytes());
            };
            return if flip { ord.reverse() } else { ord };
        }
        Ordering::Equal
    }
}

/// Splits `text` (the contents of `file`) into records, reporting lines GCC would drop.
pub(crate) fn split_records<'a>(
    file: &'a Arc<str>,
    text: &'a str,
    diags: &mut Vec<Diagnostic>,
) -> Vec<RawRecord<'a>> {
    let mut records = Vec::new();
    let mut current: Fields<'_> = Fields::new();
    let mut crlf_reported = false;
    // Not `lines()`, which would drop the carriage returns unseen.
    for (index, line) in text.split('\n').enumerate() {
        let line_no = u32::try_from(index + 1).unwrap_or(u32::MAX);
        let line = match line.strip_suffix('\r') {
            Some(stripped) => {
                if !crlf_reported {
                    crlf_reported = true;
                    let column = stripped.chars().count() + 1;
                    diags.push(
                        Diagnostic::new(
                            Location::new(file.clone(), line_no, column as u32),
                            Rule::CrLineEnding,
                            "\\r\\n",
                            "`\\n` line endings (the carriage returns of this file are dropped)",
                        )
                        .into_warning(),
                    );
                }
                stripped
            }
            None => line,
        };
        let trimmed = line.trim_start_matches([' ', '\t']);
        if trimmed.is_empty() || trimmed.starts_with(';') {
            if !current.is_empty() {
                records.push(RawRecord {
                    file,
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
        // Tabs separate properties, but in a record's first line (an option's name) a tab
        // too sorts below SUBSEP.
        if let Some((at, c)) = line
            .char_indices()
            .find(|&(_, c)| c.is_control() && (c != '\t' || current.is_empty()))
        {
            let column = line[..at].chars().count() + 1;
            diags.push(Diagnostic::new(
                Location::new(file.clone(), line_no, column as u32),
                Rule::ControlCharacter,
                format!("{:?}", c),
                "printable text (GCC's generator sorts and prints fields as text)",
            ));
            continue;
        }
        current.push(Field {
            text: line,
            line: line_no,
        });
    }
    if !current.is_empty() {
        records.push(RawRecord {
            file,
            fields: current,
        });
    }
    records
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn record<'a>(file: &'a Arc<str>, fields: &'a [String]) -> RawRecord<'a> {
        RawRecord {
            file,
            fields: fields.iter().map(|f| Field { text: f, line: 1 }).collect(),
        }
    }

    proptest! {
        /// The allocation-free comparison is GCC's: the fields joined with SUBSEP,
        /// compared bytewise (tabs, which sort below SUBSEP, included).
        #[test]
        fn gcc_cmp_is_the_joined_comparison(
            a in prop::collection::vec("[ab\t\x1c]{0,3}", 1..4),
            b in prop::collection::vec("[ab\t\x1c]{0,3}", 1..4),
        ) {
            let joined = |v: &[String]| v.join("\x1c");
            let file: Arc<str> = Arc::from("t.opt");
            prop_assert_eq!(record(&file, &a).gcc_cmp(&record(&file, &b)), joined(&a).cmp(&joined(&b)));
        }
    }

    #[test]
    fn comments_and_blank_lines_end_records() {
        let mut diags = Vec::new();
        let file: Arc<str> = Arc::from("t.opt");
        let text = "; c\nA\nB\n; split\nC\n\n\nD\n";
        let recs = split_records(&file, text, &mut diags);
        let texts: Vec<Vec<&str>> = recs
            .iter()
            .map(|r| r.fields.iter().map(|f| f.text).collect())
            .collect();
        assert_eq!(texts, [vec!["A", "B"], vec!["C"], vec!["D"]]);
        assert_eq!(recs[2].fields[0].line, 8);
        assert!(diags.is_empty());
    }
}
