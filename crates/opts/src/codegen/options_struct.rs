//! The generated `Options` struct (GCC's `gcc_options`): one typed field per variable,
//! each defaulting to its `Init`.

use std::fmt::Write as _;

use crate::model::CExpr;
use crate::table::{OptionTable, VarSource};

/// How a field of the generated `Options` is typed and read back from a decode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum FieldKind {
    /// `i32` (C `int` and other narrow integers).
    Int32,
    /// `i64` (`HOST_WIDE_INT`, `long`, 64-bit types).
    Int64,
    /// `bool`.
    Bool,
    /// `Option<String>` (`const char *`).
    Str,
    /// `Vec<DeferredOption>` (`void *`, a `Defer` queue).
    Deferred,
    /// `()`: an array, which the decoder does not model.
    Unit,
}

/// A field of the generated `Options` (a `gcc_options` field).
#[derive(Debug, Clone)]
pub(super) struct Field {
    /// The variable's name (without `x_`).
    pub(super) name: String,
    /// The Rust field name (`r#` before a keyword).
    pub(super) ident: String,
    pub(super) c_type: String,
    pub(super) init_text: String,
    pub(super) kind: FieldKind,
    /// The default as a Rust expression.
    pub(super) default: String,
}

impl FieldKind {
    fn rust_type(self) -> &'static str {
        match self {
            FieldKind::Int32 => "i32",
            FieldKind::Int64 => "i64",
            FieldKind::Bool => "bool",
            FieldKind::Str => "Option<String>",
            FieldKind::Deferred => "Vec<::opts::decode::DeferredOption>",
            FieldKind::Unit => "()",
        }
    }
}

/// The kind and default of a `gcc_options` field of C type `c_type`.
fn field(name: &str, c_type: &str, init: &CExpr) -> Field {
    let t = c_type.trim();
    let (kind, default) = if t.contains('[') {
        (FieldKind::Unit, "()".to_owned())
    } else if t == "void *" {
        (FieldKind::Deferred, "Vec::new()".to_owned())
    } else if t.ends_with('*') {
        (FieldKind::Str, "None".to_owned())
    } else if t == "bool" {
        let v = &*init.text == "true" || init.value().is_some_and(|v| v != 0);
        (FieldKind::Bool, v.to_string())
    } else if t.contains("HOST_WIDE_INT") || t.contains("long") || t.contains("64") {
        (FieldKind::Int64, init.value().unwrap_or(0).to_string())
    } else {
        let v = init.value().filter(|v| i32::try_from(*v).is_ok());
        (FieldKind::Int32, v.unwrap_or(0).to_string())
    };
    Field {
        name: name.to_owned(),
        ident: field_name(name),
        c_type: c_type.to_owned(),
        init_text: init.text.to_string(),
        kind,
        default,
    }
}

/// The fields of `Options`: every `gcc_options` field but private target state, then each
/// mask variable no record declares (`target_flags` when the files do not declare it).
pub(super) fn fields(table: &OptionTable) -> Vec<Field> {
    let mut out: Vec<Field> = table
        .vars
        .iter()
        .filter(|v| v.source != VarSource::PrivateState)
        .map(|v| field(&v.name, &v.c_type, &v.init))
        .collect();
    for m in &table.masks {
        if !out.iter().any(|f| f.name == m.var) {
            let c_type = if m.host_wide_int {
                "HOST_WIDE_INT"
            } else {
                "int"
            };
            out.push(field(&m.var, c_type, &CExpr::new("0")));
        }
    }
    out
}

pub(super) fn options_struct(out: &mut String, fields: &[Field]) {
    w!(
        out,
        "/// The option variables (GCC's `struct gcc_options`), one field per `Var` and `Variable`."
    );
    w!(out, "#[allow(dead_code)]");
    w!(out, "#[derive(Debug, Clone, PartialEq)]");
    w!(out, "pub struct Options {{");
    for f in fields {
        w!(
            out,
            "    /// `{} x_{}` (Init `{}`).",
            f.c_type,
            f.name,
            f.init_text
        );
        w!(out, "    pub {}: {},", f.ident, f.kind.rust_type());
    }
    w!(out, "}}");
    w!(out);
    w!(out, "impl Default for Options {{");
    w!(
        out,
        "    /// `global_options_init`: every field at its `Init` value (0 when the `Init` is not a literal)."
    );
    w!(out, "    fn default() -> Self {{");
    w!(out, "        Options {{");
    for f in fields {
        w!(out, "            {}: {},", f.ident, f.default);
    }
    w!(out, "        }}");
    w!(out, "    }}");
    w!(out, "}}");
    w!(out);
}

const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

fn field_name(name: &str) -> String {
    if KEYWORDS.contains(&name) {
        format!("r#{name}")
    } else {
        name.to_owned()
    }
}
