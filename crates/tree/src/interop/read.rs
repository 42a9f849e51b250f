//! JSON Lines text → [`Document`]: one record per `\n`-terminated line, the header first,
//! each record with its [`Pos`]. Errors name the file, the line and serde_json's column
//! inside that line.

use super::format::{Document, FORMAT_NAME, FORMAT_VERSION, Header, Pos, Record};

/// Why a document could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadErrorKind {
    /// The line is not JSON (`what` is serde_json's message).
    #[error("expected one JSON object per line: {what}")]
    Syntax {
        /// serde_json's message.
        what: String,
    },
    /// The line is JSON but no record of the format: an unknown record kind or key, a
    /// value of the wrong type, a missing required key.
    #[error("expected a header, node or function record: {what}")]
    Record {
        /// serde_json's message.
        what: String,
    },
    /// The last line has no terminating newline (the file was cut short).
    #[error("truncated last line: expected a record ending in a newline")]
    Truncated,
    /// The document is empty or does not start with a header.
    #[error("expected a header record on the first line")]
    MissingHeader,
    /// A second header after a first.
    #[error("a second header record (the header is only the first line)")]
    DuplicateHeader,
    /// A header after other records, with none on the first line.
    #[error("a header record after the first line")]
    MisplacedHeader,
    /// The header names another format.
    #[error("expected format {FORMAT_NAME:?}, found {found:?}")]
    WrongFormat {
        /// What the header says.
        found: String,
    },
    /// The header names a version this crate does not read.
    #[error("expected format version {FORMAT_VERSION}, found {found}")]
    WrongVersion {
        /// What the header says.
        found: u32,
    },
}

/// An error reading a document: where and what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {kind}")]
pub struct ReadError {
    /// The file name given to [`read`].
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column within the line (serde_json's), or 1 for a whole-line error.
    pub column: u32,
    /// What is wrong.
    pub kind: ReadErrorKind,
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Reads a JSON Lines document (`docs/generic-format.md`); `file` is the name errors carry.
/// Every record gets its line and column 1 as its [`Pos`].
pub fn read(file: &str, text: &str) -> Result<Document, ReadError> {
    let err = |line: usize, column: usize, kind| ReadError {
        file: file.to_string(),
        line: to_u32(line),
        column: to_u32(column),
        kind,
    };
    let mut header: Option<Header> = None;
    let mut records = Vec::new();
    let mut rest = text;
    let mut number = 0usize;
    while !rest.is_empty() {
        number += 1;
        let (line, terminated) = match rest.find('\n') {
            Some(end) => {
                let line = &rest[..end];
                rest = &rest[end + 1..];
                (line, true)
            }
            None => {
                let line = rest;
                rest = "";
                (line, false)
            }
        };
        let record: Record = match serde_json::from_str(line) {
            Ok(r) => r,
            Err(e) => {
                let kind = match e.classify() {
                    serde_json::error::Category::Data => ReadErrorKind::Record {
                        what: without_position(&e),
                    },
                    serde_json::error::Category::Eof if !terminated => ReadErrorKind::Truncated,
                    _ => ReadErrorKind::Syntax {
                        what: without_position(&e),
                    },
                };
                return Err(err(number, e.column().max(1), kind));
            }
        };
        if !terminated {
            return Err(err(
                number,
                line.chars().count() + 1,
                ReadErrorKind::Truncated,
            ));
        }
        let pos = Pos {
            line: to_u32(number),
            column: 1,
        };
        match record {
            Record::Header(h) => {
                if header.is_some() {
                    return Err(err(number, 1, ReadErrorKind::DuplicateHeader));
                }
                if number != 1 {
                    return Err(err(number, 1, ReadErrorKind::MisplacedHeader));
                }
                if h.format != FORMAT_NAME {
                    return Err(err(
                        number,
                        1,
                        ReadErrorKind::WrongFormat { found: h.format },
                    ));
                }
                if h.version != FORMAT_VERSION {
                    return Err(err(
                        number,
                        1,
                        ReadErrorKind::WrongVersion { found: h.version },
                    ));
                }
                header = Some(h);
            }
            // A document without a header is reported once the whole text is seen (a
            // header further down is misplaced rather than missing).
            other => records.push((pos, other)),
        }
    }
    match header {
        Some(header) => Ok(Document {
            file: file.to_string(),
            header,
            records,
        }),
        None => Err(err(1, 1, ReadErrorKind::MissingHeader)),
    }
}

/// Writes a document as JSON Lines text (the header, then every record, one per line):
/// what [`read`] reads back into an equal document (positions aside).
pub fn write(doc: &Document) -> String {
    let mut out = String::new();
    let mut line = |r: &Record| {
        // A record is plain data (strings, numbers, maps with string keys): it always
        // serialises.
        if let Ok(text) = serde_json::to_string(r) {
            out.push_str(&text);
            out.push('\n');
        }
    };
    line(&Record::Header(doc.header.clone()));
    for (_, r) in &doc.records {
        line(r);
    }
    out
}

/// serde_json's message without the ` at line L column C` it appends: the error carries
/// the position once, as `file:line:column`.
fn without_position(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    match text.strip_suffix(&suffix) {
        Some(message) => message.to_owned(),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = r#"{"header":{"format":"gccint-generic","version":1}}"#;

    #[test]
    fn records_get_their_lines() {
        let text = format!(
            "{HEADER}\n{}\n{}\n",
            r#"{"node":{"id":1,"code":"identifier_node","name":"f"}}"#,
            r#"{"function":{"decl":0,"printable":"f"}}"#
        );
        let doc = read("t.jsonl", &text).unwrap();
        assert_eq!(doc.records.len(), 2);
        assert_eq!(doc.records[1].0, Pos { line: 3, column: 1 });
        let again = read("t.jsonl", &write(&doc)).unwrap();
        assert_eq!(again, doc);
    }

    #[test]
    fn a_header_on_a_later_line_is_misplaced_or_duplicate() {
        let node = r#"{"node":{"id":1,"code":"error_mark"}}"#;
        let e = read("f", &format!("{HEADER}\n{HEADER}\n")).unwrap_err();
        assert_eq!((e.line, e.kind), (2, ReadErrorKind::DuplicateHeader));
        let e = read("f", &format!("{node}\n{HEADER}\n")).unwrap_err();
        assert_eq!((e.line, e.kind), (2, ReadErrorKind::MisplacedHeader));
        let e = read("f", &format!("{node}\n")).unwrap_err();
        assert_eq!((e.line, e.kind), (1, ReadErrorKind::MissingHeader));
        let e = read("f", "").unwrap_err();
        assert_eq!(e.kind, ReadErrorKind::MissingHeader);
    }
}
