//! The records of gccint's GENERIC interchange format, version 1 (`docs/generic-format.md`):
//! what the GCC exporter plugin writes, what the raw-dump reader produces, and what
//! [`import`](super::import) loads into a [`TreeContext`](crate::TreeContext).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

// A REAL_CST's text is the real module's to judge; the format names it where readers look.
pub use crate::real::is_decimal_real;

/// The `format` string every header carries.
pub const FORMAT_NAME: &str = "gccint-generic";
/// The format version this crate reads and writes.
pub const FORMAT_VERSION: u32 = 1;

/// A node id: unique per node within one document.
pub type NodeId = u32;

/// One line of a document.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Record {
    /// The first line.
    Header(Header),
    /// A tree node (a later record with the same id replaces an earlier one).
    Node(Box<NodeRecord>),
    /// A function GCC dumped, in dump order.
    Function(FunctionRecord),
}

/// The document's first line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Header {
    /// Always [`FORMAT_NAME`].
    pub format: String,
    /// Always [`FORMAT_VERSION`] for documents this crate reads.
    pub version: u32,
    /// GCC's version string, e.g. `"GCC 12.2.0"`.
    #[serde(default)]
    pub producer: String,
    /// `"c"` or `"c++"`.
    #[serde(default)]
    pub language: String,
    /// GCC's `main_input_filename`.
    #[serde(default)]
    pub input: String,
}

impl Header {
    /// A version-1 header for `language` and `input`.
    pub fn new(producer: &str, language: &str, input: &str) -> Header {
        Header {
            format: FORMAT_NAME.to_string(),
            version: FORMAT_VERSION,
            producer: producer.to_string(),
            language: language.to_string(),
            input: input.to_string(),
        }
    }
}

/// A source location: file, line, column (0 = unknown column).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Loc(pub String, pub u32, pub u32);

/// One tree node. Every field but `id` and `code` is optional; see the format document for
/// which fields each code carries.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NodeRecord {
    /// The node's id.
    pub id: NodeId,
    /// GCC's tree code name, e.g. `"plus_expr"`.
    pub code: String,
    /// The GCC global tree this node is (`"integer_type_node"`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub global: Option<String>,
    /// `TREE_TYPE`.
    #[serde(default, rename = "type", skip_serializing_if = "Option::is_none")]
    pub ty: Option<NodeId>,
    /// `TREE_CHAIN`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chain: Option<NodeId>,
    /// The set one-bit fields: `tree_base` field names and decl/type flag macros.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flags: Vec<String>,
    /// `EXPR_LOCATION` / `DECL_SOURCE_LOCATION`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loc: Option<Loc>,
    /// The operands (for `tcc_vl_exp`, operands 1 … n−1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ops: Vec<Option<NodeId>>,
    /// Other tree-valued fields by GCC macro.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub refs: BTreeMap<String, Option<NodeId>>,
    /// Integer-valued fields by GCC macro.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub nums: BTreeMap<String, i64>,
    /// `TYPE_MODE` / `DECL_MODE` by GCC's mode name (`"SI"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    /// INTEGER_CST: the value in decimal, signed as its type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// REAL_CST: a C99 hexadecimal float, or `inf`/`nan` forms.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub real: Option<String>,
    /// FIXED_CST: raw bits (decimal) and fractional bits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fixed: Option<(String, u32)>,
    /// STRING_CST: the bytes, hex-encoded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub string: Option<String>,
    /// IDENTIFIER_NODE: the identifier, when valid UTF-8.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// IDENTIFIER_NODE: the identifier's bytes, hex-encoded, when not valid UTF-8.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_hex: Option<String>,
    /// Element lists: VECTOR_CST, TREE_VEC, POLY_INT_CST, STATEMENT_LIST, BLOCK nonlocalized
    /// variables, TREE_BINFO bases.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub elts: Vec<Option<NodeId>>,
    /// CONSTRUCTOR_ELTS: (index, value).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ctor: Vec<(Option<NodeId>, Option<NodeId>)>,
    /// OMP_CLAUSE: the clause code name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clause: Option<String>,
    /// CALL_EXPR of an internal function: `internal_fn_name (CALL_EXPR_IFN (t))`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ifn: Option<String>,
}

/// A function GCC dumped.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FunctionRecord {
    /// The FUNCTION_DECL.
    pub decl: NodeId,
    /// What the dump header names the function (`decl_printable_name (fndecl, 2)`).
    pub printable: String,
    /// The assembler name, if GCC had set it when it dumped.
    #[serde(default)]
    pub assembler: Option<String>,
    /// The functions nested in this one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nested: Vec<NodeId>,
    /// DECL_SAVED_TREE when GCC dumped the function, if the producer says: a C++ function
    /// defined twice (`gnu_inline`, then out of line) is one FUNCTION_DECL whose body
    /// changed between its two dumps. `None`: the FUNCTION_DECL's own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<NodeId>,
}

/// Where a record came from: the line (1-based) and column (1-based, 0 = whole line) in
/// its file — the JSON Lines file, or the raw dump a record was read from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pos {
    /// 1-based line.
    pub line: u32,
    /// 1-based column; 0 when the record is a whole line.
    pub column: u32,
}

/// A whole document: its header and its records in file order, each with its position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Document {
    /// The file name errors name.
    pub file: String,
    /// The header line.
    pub header: Header,
    /// The node and function records, in order (headers after the first are not allowed).
    pub records: Vec<(Pos, Record)>,
}

/// Hex-encodes bytes (`string`, `name_hex`).
pub fn hex_encode(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Decodes [`hex_encode`]'s form; `None` for odd lengths or non-hex digits.
pub fn hex_decode(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    text.as_bytes()
        .chunks(2)
        .map(|pair| {
            let digits = std::str::from_utf8(pair).ok()?;
            u8::from_str_radix(digits, 16).ok()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_through_one_json_line_each() {
        let node = NodeRecord {
            id: 3,
            code: "plus_expr".into(),
            ty: Some(1),
            ops: vec![Some(4), None],
            flags: vec!["side_effects_flag".into()],
            loc: Some(Loc("t.c".into(), 2, 7)),
            ..NodeRecord::default()
        };
        for record in [
            Record::Header(Header::new("GCC 12.2.0", "c", "t.c")),
            Record::Node(Box::new(node)),
            Record::Function(FunctionRecord {
                decl: 0,
                printable: "f".into(),
                assembler: None,
                nested: vec![],
                body: Some(5),
            }),
        ] {
            let line = serde_json::to_string(&record).unwrap();
            assert!(!line.contains('\n'));
            assert_eq!(serde_json::from_str::<Record>(&line).unwrap(), record);
        }
        let line = r#"{"node":{"id":3,"code":"plus_expr","type":1,"ops":[4,null]}}"#;
        let Record::Node(n) = serde_json::from_str(line).unwrap() else {
            panic!()
        };
        assert_eq!((n.ty, n.ops.len()), (Some(1), 2));
        assert!(
            serde_json::from_str::<Record>(r#"{"node":{"id":1,"code":"x","bogus":1}}"#).is_err()
        );
    }

    #[test]
    fn decimal_reals_are_told_from_hex_floats() {
        for ok in ["0", "-0", "1.5", "15E+2", "-1.25E-7"] {
            assert!(is_decimal_real(ok), "{ok}");
        }
        for bad in [
            "", "-", "1.", ".5", "1E", "0x1p+0", "-0x0p+0", "1e5", "nan", "inf",
        ] {
            assert!(!is_decimal_real(bad), "{bad}");
        }
    }

    #[test]
    fn hex_round_trips_and_rejects_damage() {
        assert_eq!(hex_encode(b"ab\0"), "616200");
        assert_eq!(hex_decode("616200").unwrap(), b"ab\0");
        assert_eq!(hex_decode("6"), None);
        assert_eq!(hex_decode("zz"), None);
    }
}
