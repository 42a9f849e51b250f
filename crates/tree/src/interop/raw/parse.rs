//! Reading the text of a `-fdump-tree-original-raw` file: its `;; Function` headers and the
//! `@N  code  label: value …` records `dump_node` prints for each function body.
//!
//! The layout facts this relies on (GCC 12, `tree-dump.cc`): every node starts a line with
//! `@N` and its code name; its fields follow as `label: value`, the label left-justified in
//! four columns, continuation lines indented with spaces; nodes are numbered 1, 2, 3, … in
//! the order they are printed; a function's nodes end at a blank line. Strings are printed
//! raw (`%s`), so an identifier or STRING_CST may contain spaces, newlines or text that
//! looks like another field: they are delimited by the `lngt:` field that follows them.

use super::error::{RawError, RawErrorKind};
use crate::TreeCode;
use crate::interop::format::Pos;

/// A whole raw dump: the functions in file order.
#[derive(Clone, Debug, PartialEq)]
pub struct RawDump {
    /// The file name errors and positions refer to.
    pub file: String,
    /// The dumped functions, in file order.
    pub functions: Vec<RawFunctionDump>,
}

/// One function's section: its header and the nodes of its `DECL_SAVED_TREE`.
#[derive(Clone, Debug, PartialEq)]
pub struct RawFunctionDump {
    /// The header's first name: `decl_printable_name (fndecl, 2)`.
    pub printable: String,
    /// The header's second name, `None` when GCC printed `(null)`.
    pub assembler: Option<String>,
    /// Where the `;; Function` line is.
    pub pos: Pos,
    /// The nodes, `nodes[i]` being `@(i + 1)`; `@1` is the body itself.
    pub nodes: Vec<RawNode>,
}

/// One `@N code fields…` record.
#[derive(Clone, Debug, PartialEq)]
pub struct RawNode {
    /// N, 1-based within the function.
    pub index: u32,
    /// The tree code named after the index (`tree_binfo` for GCC's `binfo` pseudo-code).
    pub code: TreeCode,
    /// Whether the record was printed as `binfo` (a TREE_BINFO reached as a base binfo).
    pub binfo: bool,
    /// Where the record starts.
    pub pos: Pos,
    /// The fields, in printed order.
    pub fields: Vec<RawField>,
}

/// One `label: value` field of a node.
#[derive(Clone, Debug, PartialEq)]
pub struct RawField {
    /// The label without its padding and colon (`"op 0"`, `"min"`, `"0"`, `"bitfield"`;
    /// `"clause"` for an OMP_CLAUSE's clause name, `"op:"` for its operands).
    pub label: String,
    /// The value.
    pub value: RawValue,
    /// Where the label starts.
    pub pos: Pos,
}

/// A field's value.
#[derive(Clone, Debug, PartialEq)]
pub enum RawValue {
    /// `@M`: another node of the same function.
    Node(u32),
    /// A decimal integer (`algn: 32`, `int: -1`; `int:` is the value read as signed in its
    /// type's precision, as GCC's `print_decs` prints it).
    Int(i128),
    /// A word (`sign: unsigned`, `link: extern`, `valu: 1.5e+0`); empty for a bare flag such
    /// as `bitfield`.
    Word(String),
    /// `strg:` with the `lngt:` that follows it: the text GCC printed and the length it
    /// reported (IDENTIFIER_LENGTH, or TREE_STRING_LENGTH counting the terminating NUL).
    /// `complete` is false when the printed text is shorter than the length says (a
    /// STRING_CST with an embedded NUL, or a wide string, printed up to its first NUL byte).
    Str {
        /// The printed bytes (with the terminating NUL of a STRING_CST that has one).
        text: Vec<u8>,
        /// The `lngt:` value.
        length: u32,
        /// Whether `text` is the whole string.
        complete: bool,
    },
    /// `srcp: FILE:LINE`.
    Srcp(String, u32),
    /// `qual: cvr`: which of const, volatile, restrict are set.
    Quals {
        /// `c`.
        is_const: bool,
        /// `v`.
        is_volatile: bool,
        /// `r`.
        is_restrict: bool,
    },
}

/// Maps byte offsets to 1-based line and column.
struct Lines {
    starts: Vec<usize>,
}

impl Lines {
    fn new(text: &[u8]) -> Lines {
        let mut starts = vec![0];
        starts.extend(
            text.iter()
                .enumerate()
                .filter(|(_, b)| **b == b'\n')
                .map(|(i, _)| i + 1),
        );
        Lines { starts }
    }

    fn pos(&self, offset: usize) -> Pos {
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let column = offset - self.starts[line - 1] + 1;
        Pos {
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: u32::try_from(column).unwrap_or(u32::MAX),
        }
    }
}

/// The position of `needle` in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The line starting at `text` (without its `\n`).
fn first_line(text: &[u8]) -> &[u8] {
    &text[..text.iter().position(|&b| b == b'\n').unwrap_or(text.len())]
}

fn is_blank(bytes: &[u8]) -> bool {
    bytes.iter().all(u8::is_ascii_whitespace)
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The length of the run of ASCII digits `text` starts with.
fn digit_run(text: &[u8]) -> usize {
    text.iter().take_while(|b| b.is_ascii_digit()).count()
}

/// Whether `text` is empty or starts with whitespace.
fn at_word_end(text: &[u8]) -> bool {
    text.first().is_none_or(u8::is_ascii_whitespace)
}

struct Parser<'a> {
    file: &'a str,
    text: &'a [u8],
    at: usize,
    lines: Lines,
}

const HEADER: &[u8] = b";; Function ";

/// Parses the text of a `-fdump-tree-original-raw` file (bytes: GCC prints strings as they
/// are, not necessarily UTF-8); `file` names it in errors.
pub fn parse(file: &str, text: impl AsRef<[u8]>) -> Result<RawDump, RawError> {
    let text = text.as_ref();
    let mut p = Parser {
        file,
        text,
        at: 0,
        lines: Lines::new(text),
    };
    let mut functions: Vec<RawFunctionDump> = Vec::new();
    loop {
        p.skip_blank_lines();
        if p.at >= text.len() {
            break;
        }
        let rest = p.rest();
        if rest.starts_with(HEADER) {
            functions.push(p.header()?);
        } else if rest.starts_with(b";;") {
            // `;; enabled by -tree-original` and any other comment line.
            p.skip_line();
        } else if rest.starts_with(b"@") {
            let Some(f) = functions.last_mut() else {
                return Err(p.error(RawErrorKind::Expected {
                    expected: "`;; Function NAME (ASSEMBLER-NAME)` before the first node",
                    found: p.found(),
                }));
            };
            let expected = u32::try_from(f.nodes.len() + 1).unwrap_or(u32::MAX);
            let node = p.node(expected)?;
            f.nodes.push(node);
        } else {
            return Err(p.error(RawErrorKind::Expected {
                expected: if functions.is_empty() {
                    "`;; Function NAME (ASSEMBLER-NAME)`"
                } else {
                    "a node `@N code …` or `;; Function`"
                },
                found: p.found(),
            }));
        }
    }
    for f in &functions {
        check_references(file, f)?;
    }
    if let Some(f) = functions.iter().find(|f| f.nodes.is_empty()) {
        return Err(RawError::at(
            file,
            f.pos,
            RawErrorKind::Truncated {
                inside: "a function",
                expected: "its first node `@1`",
            },
        ));
    }
    Ok(RawDump {
        file: file.to_string(),
        functions,
    })
}

/// Every `@M` must name a node of the same function.
fn check_references(file: &str, f: &RawFunctionDump) -> Result<(), RawError> {
    let count = f.nodes.len();
    for n in &f.nodes {
        for field in &n.fields {
            if let RawValue::Node(m) = field.value
                && (m == 0 || m as usize > count)
            {
                return Err(RawError::at(
                    file,
                    field.pos,
                    RawErrorKind::DanglingReference(m),
                ));
            }
        }
    }
    Ok(())
}

impl<'a> Parser<'a> {
    fn rest(&self) -> &'a [u8] {
        &self.text[self.at..]
    }

    fn pos(&self) -> Pos {
        self.lines.pos(self.at)
    }

    fn error(&self, kind: RawErrorKind) -> RawError {
        RawError::at(self.file, self.pos(), kind)
    }

    /// The rest of the current line (at most 40 characters), for error messages.
    fn found(&self) -> String {
        let line = first_line(self.rest());
        if line.is_empty() {
            return if self.at >= self.text.len() {
                "end of file".into()
            } else {
                "end of line".into()
            };
        }
        lossy(line).chars().take(40).collect()
    }

    fn skip_line(&mut self) {
        let line = first_line(self.rest()).len();
        self.at = (self.at + line + 1).min(self.text.len());
    }

    fn skip_blank_lines(&mut self) {
        while self.at < self.text.len() && is_blank(first_line(self.rest())) {
            self.skip_line();
        }
    }

    /// `;; Function PRINTABLE (ASSEMBLER)`.
    fn header(&mut self) -> Result<RawFunctionDump, RawError> {
        let pos = self.pos();
        let line = lossy(first_line(self.rest()));
        let body = &line[HEADER.len()..];
        let parsed = body
            .strip_suffix(')')
            .and_then(|b| b.rfind(" (").map(|i| (&b[..i], &b[i + 2..])));
        let Some((printable, assembler)) = parsed.filter(|(p, _)| !p.is_empty()) else {
            return Err(RawError::at(
                self.file,
                pos,
                RawErrorKind::Expected {
                    expected: "`;; Function NAME (ASSEMBLER-NAME)`",
                    found: line.chars().take(40).collect(),
                },
            ));
        };
        let f = RawFunctionDump {
            printable: printable.to_string(),
            assembler: (assembler != "null").then(|| assembler.to_string()),
            pos,
            nodes: Vec::new(),
        };
        self.skip_line();
        Ok(f)
    }

    fn expect(&mut self, what: &'static str, lit: &[u8]) -> Result<(), RawError> {
        if self.rest().starts_with(lit) {
            self.at += lit.len();
            Ok(())
        } else {
            Err(self.expected(what))
        }
    }

    fn expected(&self, expected: &'static str) -> RawError {
        if self.at >= self.text.len() {
            self.error(RawErrorKind::Truncated {
                inside: "a node",
                expected,
            })
        } else {
            self.error(RawErrorKind::Expected {
                expected,
                found: self.found(),
            })
        }
    }

    fn skip_spaces(&mut self) {
        self.at += self
            .rest()
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count();
    }

    /// A run of non-whitespace bytes.
    fn word(&mut self) -> &'a [u8] {
        let rest = self.rest();
        let n = rest
            .iter()
            .position(u8::is_ascii_whitespace)
            .unwrap_or(rest.len());
        self.at += n;
        &rest[..n]
    }

    fn digits(&mut self, what: &'static str) -> Result<u32, RawError> {
        let start = self.at;
        let rest = self.rest();
        let n = digit_run(rest);
        if n == 0 {
            return Err(self.expected(what));
        }
        self.at += n;
        lossy(&rest[..n]).parse().map_err(|_| {
            RawError::at(
                self.file,
                self.lines.pos(start),
                RawErrorKind::OutOfRange {
                    what,
                    text: lossy(&rest[..n]),
                },
            )
        })
    }

    /// `@N code fields…`, which must be node number `expected`.
    fn node(&mut self, expected: u32) -> Result<RawNode, RawError> {
        let pos = self.pos();
        self.expect("`@N`", b"@")?;
        let index = self.digits("a node number after `@`")?;
        if index != expected {
            return Err(RawError::at(
                self.file,
                pos,
                RawErrorKind::NodeOutOfOrder {
                    expected,
                    found: index,
                },
            ));
        }
        self.skip_spaces();
        let code_at = self.at;
        let name = lossy(self.word());
        if name.is_empty() {
            return Err(self.expected("a tree code name after the node number"));
        }
        let (code, binfo) = match name.as_str() {
            "binfo" => (TreeCode::TreeBinfo, true),
            _ => match TreeCode::ALL.iter().find(|c| c.name() == name) {
                Some(&c) => (c, false),
                None => {
                    return Err(RawError::at(
                        self.file,
                        self.lines.pos(code_at),
                        RawErrorKind::UnknownCode(name),
                    ));
                }
            },
        };
        let mut fields = Vec::new();
        if code == TreeCode::OmpClause {
            // The clause's name follows the code directly, then a line break.
            self.skip_spaces();
            let pos = self.pos();
            let clause = lossy(self.word());
            fields.push(RawField {
                label: "clause".into(),
                value: RawValue::Word(clause),
                pos,
            });
        }
        // Tracked, not searched for: a STATEMENT_LIST may have 100,000 fields.
        let mut has_type = false;
        while self.next_field() {
            let f = self.field(code, has_type)?;
            has_type |= f.label == "type";
            fields.push(f);
        }
        Ok(RawNode {
            index,
            code,
            binfo,
            pos,
            fields,
        })
    }

    /// Moves to the next field of the current node; false (at the start of the next line)
    /// when the node has ended.
    fn next_field(&mut self) -> bool {
        loop {
            self.skip_spaces();
            let rest = self.rest();
            let Some(&first) = rest.first() else {
                return false;
            };
            if first != b'\n' {
                return true;
            }
            // A continuation line starts with the indentation, or (after an OMP_CLAUSE's
            // name) directly with its `op: :` fields.
            let after = &rest[1..];
            let next_line = first_line(after);
            let continues = after.starts_with(b"op: : ")
                || (next_line.starts_with(b" ") && !is_blank(next_line));
            self.at += 1;
            if !continues {
                return false;
            }
        }
    }

    fn field(&mut self, code: TreeCode, has_type: bool) -> Result<RawField, RawError> {
        let pos = self.pos();
        let rest = self.rest();
        let field = |label: &str, value| RawField {
            label: label.to_string(),
            value,
            pos,
        };
        // Bare words (`dump_string`): C's bit-field mark, C++'s template specialization mark.
        for bare in ["bitfield", "spec"] {
            if rest.starts_with(bare.as_bytes()) && at_word_end(&rest[bare.len()..]) {
                self.at += bare.len();
                return Ok(field(bare, RawValue::Word(String::new())));
            }
        }
        // The C++ front end's two-word notes.
        for note in [
            "global init",
            "global fini",
            "pseudo tmpl",
            "this adjusting",
            "result adjusting",
        ] {
            let text = format!("note: {note}");
            if rest.starts_with(text.as_bytes()) && at_word_end(&rest[text.len()..]) {
                self.at += text.len();
                return Ok(field("note", RawValue::Word(note.into())));
            }
        }
        if let Some(after) = rest.strip_prefix(b"qual: ") {
            let cols = after.get(..3).unwrap_or(after);
            let ok = cols.len() == 3
                && [(0, b'c'), (1, b'v'), (2, b'r')]
                    .iter()
                    .all(|&(i, c)| cols[i] == c || cols[i] == b' ');
            self.at += 6;
            if !ok {
                return Err(self.expected("three qualifier columns `cvr` after `qual:`"));
            }
            self.at += 3;
            return Ok(field(
                "qual",
                RawValue::Quals {
                    is_const: cols[0] == b'c',
                    is_volatile: cols[1] == b'v',
                    is_restrict: cols[2] == b'r',
                },
            ));
        }
        if rest.starts_with(b"srcp: ") {
            self.at += 6;
            return self
                .srcp()
                .map(|(f, l)| field("srcp", RawValue::Srcp(f, l)));
        }
        if rest.starts_with(b"strg: ") {
            self.at += 6;
            let gap = if has_type { 2 } else { 1 };
            return self
                .string(code == TreeCode::StringCst, gap)
                .map(|v| field("strg", v));
        }
        let label = if rest.starts_with(b"op: : ") {
            self.at += 6;
            "op:".to_string()
        } else {
            let line = first_line(rest);
            let Some(colon) = line
                .iter()
                .position(|&b| b == b':')
                .filter(|&c| c > 0 && c <= 12)
            else {
                return Err(self.expected("a field `label: value`"));
            };
            let label = lossy(&line[..colon]).trim_end().to_string();
            let valid = !label.is_empty()
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b' ' | b'-' | b'_'));
            if !valid {
                return Err(self.expected("a field `label: value`"));
            }
            self.at += colon + 1;
            self.expect("a space after the field's colon", b" ")?;
            label
        };
        let value = self.value()?;
        Ok(field(&label, value))
    }

    /// `@M`, an integer or a word.
    fn value(&mut self) -> Result<RawValue, RawError> {
        if self.rest().starts_with(b"@") {
            self.at += 1;
            return Ok(RawValue::Node(self.digits("a node number after `@`")?));
        }
        let start = self.at;
        let word = lossy(self.word());
        if word.is_empty() {
            return Err(self.expected("a field value"));
        }
        let unsigned = word.strip_prefix('-').unwrap_or(&word);
        if !unsigned.is_empty() && unsigned.bytes().all(|b| b.is_ascii_digit()) {
            return word.parse().map(RawValue::Int).map_err(|_| {
                RawError::at(
                    self.file,
                    self.lines.pos(start),
                    RawErrorKind::OutOfRange {
                        what: "an integer field",
                        text: word.clone(),
                    },
                )
            });
        }
        Ok(RawValue::Word(word))
    }

    /// `FILE:LINE` (the file's base name may itself contain spaces or colons). GCC prints
    /// the line with `%d`: a line past `INT_MAX` (a `#line` directive can set one) comes
    /// out negative, and is read back as the same 32 bits.
    fn srcp(&mut self) -> Result<(String, u32), RawError> {
        let line = first_line(self.rest());
        for i in (0..line.len()).filter(|&i| line[i] == b':') {
            let after = &line[i + 1..];
            let minus = usize::from(after.first() == Some(&b'-'));
            let n = digit_run(&after[minus..]);
            if n > 0 && i > 0 && at_word_end(&after[minus + n..]) {
                let file = lossy(&line[..i]);
                self.at += i + 1 + minus;
                let number = self.digits("a line number in `srcp:`")?;
                if minus == 1 {
                    let negative = i32::try_from(number)
                        .map_err(|_| self.expected("a line number in `srcp:` within 32 bits"))?;
                    return Ok((file, negative.wrapping_neg() as u32));
                }
                return Ok((file, number));
            }
        }
        Err(self.expected("`FILE:LINE` after `srcp:`"))
    }

    /// The text after `strg: ` up to the `lngt: N` that matches it. For an identifier the
    /// text is exactly N bytes followed by padding. A STRING_CST's text is printed with
    /// `%-7s ` without moving GCC's column count, so exactly `gap` spaces follow it after
    /// the padding to seven bytes (two when `type:` was printed before it, one otherwise);
    /// its length N counts the terminating NUL when there is one.
    fn string(&mut self, string_cst: bool, gap: usize) -> Result<RawValue, RawError> {
        let start = self.at;
        let text = self.text;
        let mut from = start;
        while let Some(found) = find(&text[from..], b"lngt: ") {
            let m = from + found;
            from = m + 1;
            let before = &text[start..m];
            let digits_at = m + 6;
            let tail = &text[digits_at..];
            let n = digit_run(tail);
            if n == 0 || !at_word_end(&tail[n..]) {
                continue;
            }
            let Ok(length) = lossy(&tail[..n]).parse::<u32>() else {
                continue;
            };
            let value = if string_cst {
                string_cst_text(before, length as usize, gap)
            } else {
                before
                    .get(length as usize..)
                    .filter(|pad| !pad.is_empty() && is_blank(pad))
                    .map(|_| (before[..length as usize].to_vec(), true))
            };
            if let Some((text, complete)) = value {
                self.at = digits_at + n;
                return Ok(RawValue::Str {
                    text,
                    length,
                    complete,
                });
            }
        }
        Err(self.error(RawErrorKind::Truncated {
            inside: "a `strg:` field",
            expected: "`lngt: N` matching the string's length",
        }))
    }
}

/// A STRING_CST's bytes from the text printed before `lngt: length` (see
/// [`Parser::string`]), with whether they are the whole string; `None` when this `lngt:`
/// cannot be the one that ends the string. A NUL-terminated string's bytes include its NUL.
/// Text shorter than seven bytes is padded with spaces, so a short string's own trailing
/// spaces cannot be told from padding: such a string reads as incomplete unless its length
/// says it has none.
fn string_cst_text(before: &[u8], length: usize, gap: usize) -> Option<(Vec<u8>, bool)> {
    let printed = before.strip_suffix(&b"  "[..gap])?;
    if printed.len() < 7 {
        return None;
    }
    let shown = if printed.len() > 7 {
        printed
    } else {
        &printed[..printed.len() - printed.iter().rev().take_while(|&&b| b == b' ').count()]
    };
    match shown.len() {
        k if length >= 1 && k == length - 1 => {
            let mut bytes = shown.to_vec();
            bytes.push(0);
            Some((bytes, true))
        }
        k if k == length => Some((shown.to_vec(), true)),
        // Printed up to an embedded NUL (or the first NUL byte of a wide character), or
        // ending in spaces that may be the string's.
        k if k < length => Some((shown.to_vec(), false)),
        _ => None,
    }
}
