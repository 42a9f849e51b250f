//! The generated items that meet the decoder: the embedded table with `compiler()` and
//! `driver()`, `Opt` ⇄ [`OptIndex`](crate::OptIndex) and names, enumeration values in the
//! decoder's numbering, `Options::from_state` and the `TARGET_*` mask tests.

use std::fmt::Write as _;

use super::options_struct::{Field, FieldKind};
use crate::decode::EnumValues;
use crate::table::{EmbeddedTable, OptionTable};

/// `to_value` / `from_value` of one generated enumeration, numbered as the decoder numbers
/// it (GCC's values when all are integer literals, positions otherwise).
pub(super) fn enum_values(
    out: &mut String,
    ty: &str,
    variants: &[String],
    numbers: &EnumValues,
    numeric: bool,
) {
    let what = if numeric {
        "GCC's value"
    } else {
        "the decoder's number (the position of the first string with the same `Value`, the values being C macros)"
    };
    w!(out);
    w!(out, "    /// The value a decode stores for it: {what}.");
    w!(out, "    pub fn to_value(self) -> i64 {{");
    w!(out, "        match self {{");
    for (name, n) in variants.iter().zip(&numbers.plain) {
        w!(out, "            {ty}::{name} => {n},");
    }
    w!(out, "        }}");
    w!(out, "    }}");
    w!(out);
    w!(
        out,
        "    /// The first value (in GCC's order) whose [`{ty}::to_value`] is `value`."
    );
    w!(out, "    pub fn from_value(value: i64) -> Option<{ty}> {{");
    w!(
        out,
        "        {ty}::ALL.into_iter().find(|v| v.to_value() == value)"
    );
    w!(out, "    }}");
}

/// `Opt` to and from the crate's [`OptIndex`](crate::OptIndex), by name and from a
/// decoded option.
pub(super) fn opt_conversions(out: &mut String) {
    w!(out, "#[allow(dead_code)]");
    w!(out, "impl Opt {{");
    w!(out, "    /// Its index in the decoder's table.");
    w!(out, "    pub fn index(self) -> ::opts::OptIndex {{");
    w!(out, "        ::opts::OptIndex(self as u32)");
    w!(out, "    }}");
    w!(out);
    w!(
        out,
        "    /// The option spelled `name` (without `-`, e.g. `\"fcolor=\"`), if it has an enumerator."
    );
    w!(out, "    pub fn from_name(name: &str) -> Option<Opt> {{");
    w!(out, "        lookup(name).and_then(Opt::from_index)");
    w!(out, "    }}");
    w!(out);
    w!(
        out,
        "    /// The option a decoded argument is (`None` for input files, unknown and ignored options)."
    );
    w!(
        out,
        "    pub fn from_decoded(decoded: &::opts::decode::DecodedOption<'_>) -> Option<Opt> {{"
    );
    w!(out, "        match decoded.decoded {{");
    w!(
        out,
        "            ::opts::decode::Decoded::Option(i) => Opt::from_index(i.index()),"
    );
    w!(out, "            _ => None,");
    w!(out, "        }}");
    w!(out, "    }}");
    w!(out, "}}");
    w!(out);
    w!(out, "impl From<Opt> for ::opts::OptIndex {{");
    w!(out, "    fn from(opt: Opt) -> Self {{");
    w!(out, "        opt.index()");
    w!(out, "    }}");
    w!(out, "}}");
    w!(out);
    w!(
        out,
        "/// Fails (giving the index back) for an index without an `OPT_` enumerator (an alias) or past the table."
    );
    w!(out, "impl TryFrom<::opts::OptIndex> for Opt {{");
    w!(out, "    type Error = ::opts::OptIndex;");
    w!(
        out,
        "    fn try_from(index: ::opts::OptIndex) -> Result<Self, Self::Error> {{"
    );
    w!(out, "        Opt::from_index(index.index()).ok_or(index)");
    w!(out, "    }}");
    w!(out, "}}");
    w!(out);
}

/// `Options::from_state`.
pub(super) fn from_state(out: &mut String, fields: &[Field]) {
    w!(out, "#[allow(dead_code)]");
    w!(out, "impl Options {{");
    w!(
        out,
        "    /// The options after a decode: each field from the state's variable of the same name,"
    );
    w!(
        out,
        "    /// its `Init` default where the state has no number for it (a C macro)."
    );
    w!(
        out,
        "    pub fn from_state(state: &::opts::decode::OptionState) -> Self {{"
    );
    w!(out, "        let d = Options::default();");
    w!(out, "        Options {{");
    for f in fields {
        let name = &f.name;
        let read = match f.kind {
            FieldKind::Int32 => format!(
                "::opts::codegen::fields::int32(state, {name:?}, d.{})",
                f.ident
            ),
            FieldKind::Int64 => format!(
                "::opts::codegen::fields::int(state, {name:?}, d.{})",
                f.ident
            ),
            FieldKind::Bool => format!(
                "::opts::codegen::fields::flag(state, {name:?}, d.{})",
                f.ident
            ),
            FieldKind::Str => format!("::opts::codegen::fields::string(state, {name:?})"),
            FieldKind::Deferred => format!("::opts::codegen::fields::deferred(state, {name:?})"),
            FieldKind::Unit => "()".to_owned(),
        };
        w!(out, "            {}: {read},", f.ident);
    }
    w!(out, "        }}");
    w!(out, "    }}");
    w!(out, "}}");
    w!(out);
}

/// One `TARGET_*` method per mask (and per `InverseMask(X, THIS)`), as GCC's macros.
pub(super) fn mask_tests(out: &mut String, table: &OptionTable, fields: &[Field]) {
    if table.masks.is_empty() {
        return;
    }
    let ident = |var: &str| {
        fields
            .iter()
            .find(|f| f.name == var)
            .map_or_else(|| var.to_owned(), |f| f.ident.clone())
    };
    w!(out, "#[allow(dead_code, non_snake_case)]");
    w!(out, "impl Options {{");
    let mut done: Vec<&str> = Vec::new();
    for m in &table.masks {
        if done.contains(&m.target_macro.as_str()) {
            continue;
        }
        done.push(&m.target_macro);
        w!(
            out,
            "    /// `{}`: bit {} of `{}` is set.",
            m.target_macro,
            m.bit,
            m.var
        );
        w!(out, "    pub fn {}(&self) -> bool {{", m.target_macro);
        w!(
            out,
            "        self.{} as u64 & {} != 0",
            ident(&m.var),
            m.macro_name
        );
        w!(out, "    }}");
    }
    for (test, mask) in &table.inverse_mask_macros {
        let Some(m) = table.masks.iter().find(|m| &m.macro_name == mask) else {
            continue;
        };
        if done.contains(&test.as_str()) {
            continue;
        }
        done.push(test);
        w!(
            out,
            "    /// `{test}`: bit {} of `{}` is clear.",
            m.bit,
            m.var
        );
        w!(out, "    pub fn {test}(&self) -> bool {{");
        w!(out, "        self.{} as u64 & {mask} == 0", ident(&m.var));
        w!(out, "    }}");
    }
    w!(out, "}}");
    w!(out);
}

/// The embedded table and the decoders over it.
pub(super) fn runtime(out: &mut String, embedded: &EmbeddedTable) {
    let bytes = match embedded.to_bytes() {
        Ok(b) => b,
        Err(e) => {
            // Loud at the user's compile time rather than a table that silently differs.
            w!(out, "compile_error!({:?});", e.to_string());
            return;
        }
    };
    w!(
        out,
        "/// The option table as [`opts::EmbeddedTable::to_bytes`] wrote it when this file was generated."
    );
    w!(out, "static TABLE_BYTES: &[u8] = {};", byte_string(&bytes));
    w!(out);
    w!(
        out,
        "static EMBEDDED: ::std::sync::OnceLock<Result<::opts::EmbeddedTable, ::opts::TableBytesError>> ="
    );
    w!(out, "    ::std::sync::OnceLock::new();");
    w!(out);
    w!(
        out,
        "/// The table with its definitions, read from the embedded bytes on first use."
    );
    w!(
        out,
        "fn embedded() -> Result<&'static ::opts::EmbeddedTable, ::opts::TableBytesError> {{"
    );
    w!(
        out,
        "    EMBEDDED.get_or_init(|| ::opts::EmbeddedTable::from_bytes(TABLE_BYTES)).as_ref().map_err(Clone::clone)"
    );
    w!(out, "}}");
    w!(out);
    w!(
        out,
        "/// The option table, read from the embedded bytes on first use (no `.opt` file at run time)."
    );
    w!(
        out,
        "/// Fails only when the `opts` dependency is not the version the build-dependency was."
    );
    w!(out, "#[allow(dead_code)]");
    w!(
        out,
        "pub fn table() -> Result<&'static ::opts::OptionTable, ::opts::TableBytesError> {{"
    );
    w!(out, "    embedded().map(|e| &e.table)");
    w!(out, "}}");
    w!(out);
    w!(
        out,
        "/// A decoder for a compiler proper of `languages` (names from [`LANGUAGES`]), with"
    );
    w!(
        out,
        "/// `EnabledBy` taken per definition record as `Decoder::with_definitions` takes it."
    );
    w!(out, "#[allow(dead_code)]");
    w!(
        out,
        "pub fn compiler(languages: &[&str]) -> Result<::opts::decode::Decoder<'static>, ::opts::decode::SetupError> {{"
    );
    w!(out, "    let e = embedded()?;");
    w!(
        out,
        "    Ok(::opts::decode::Decoder::compiler(&e.table, languages)?.with_definition_props(e.definitions()))"
    );
    w!(out, "}}");
    w!(out);
    w!(out, "/// A decoder for the driver.");
    w!(out, "#[allow(dead_code)]");
    w!(
        out,
        "pub fn driver() -> Result<::opts::decode::Decoder<'static>, ::opts::decode::SetupError> {{"
    );
    w!(out, "    let e = embedded()?;");
    w!(
        out,
        "    Ok(::opts::decode::Decoder::driver(&e.table).with_definition_props(e.definitions()))"
    );
    w!(out, "}}");
}

/// `bytes` as a Rust byte-string literal, wrapped into lines of about 100 characters.
fn byte_string(bytes: &[u8]) -> String {
    let mut out = String::from("b\"\\\n");
    let mut line = 0;
    for &b in bytes {
        // A line continuation swallows the next line's leading whitespace: escape it.
        let text = match b {
            b'"' => "\\\"".to_owned(),
            b'\\' => "\\\\".to_owned(),
            b' ' if line == 0 => "\\x20".to_owned(),
            0x20..=0x7e => char::from(b).to_string(),
            _ => format!("\\x{b:02x}"),
        };
        out.push_str(&text);
        line += text.len();
        if line >= 100 {
            out.push_str("\\\n");
            line = 0;
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::byte_string;

    #[test]
    fn byte_strings_escape_what_rust_would_misread() {
        assert_eq!(byte_string(b"a\"\\\n"), "b\"\\\na\\\"\\\\\\x0a\"");
        let long = [b'x'; 100];
        let s = byte_string(&[&long[..], b"  y"].concat());
        assert!(s.contains("\\\n\\x20 y"), "{s}");
    }
}
