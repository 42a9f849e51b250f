//! An [`OptionTable`] as compact bytes, which generated code embeds so that a program
//! decodes its command line without the `.opt` files: the build script parses them once,
//! the program only reads the table back ([`EmbeddedTable`]).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{OptIndex, OptionTable};
use crate::model::{Model, OptionProps};

/// What generated code embeds: the table, and each definition record's own properties
/// where an option is defined more than once with different ones, so that its decoders
/// take `EnabledBy` per definition as [`Decoder::with_definitions`] does with the model.
///
/// [`Decoder::with_definitions`]: crate::decode::Decoder::with_definitions
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EmbeddedTable {
    /// The table.
    pub table: OptionTable,
    /// Every definition record in the model's order: its option, and its properties when
    /// they are not those of the option's table entry.
    definitions: Vec<(OptIndex, Option<Arc<OptionProps>>)>,
}

impl EmbeddedTable {
    /// The table of `model` with its definitions.
    pub fn new(model: &Model) -> Self {
        let table = model.table();
        let definitions = model
            .definitions
            .iter()
            .filter_map(|d| {
                let index = table.lookup(&d.name)?;
                let own =
                    (*d.props != *table.options[index.index()].props).then(|| d.props.clone());
                Some((index, own))
            })
            .collect();
        EmbeddedTable { table, definitions }
    }

    /// Each definition record's option name and properties, in the model's order (for
    /// [`Decoder::with_definition_props`](crate::decode::Decoder::with_definition_props)).
    pub fn definitions(&self) -> impl Iterator<Item = (&str, &OptionProps)> {
        self.definitions.iter().filter_map(|(index, own)| {
            let entry = self.table.get(*index)?;
            Some((&*entry.name, own.as_deref().unwrap_or(&entry.props)))
        })
    }

    /// The bytes [`EmbeddedTable::from_bytes`] reads back (a versioned header, then
    /// `postcard`'s format).
    pub fn to_bytes(&self) -> Result<Vec<u8>, TableBytesError> {
        let mut out = header().into_bytes();
        let body = postcard::to_stdvec(self).map_err(|e| TableBytesError::Encode(e.to_string()))?;
        out.extend(body);
        Ok(out)
    }

    /// What [`EmbeddedTable::to_bytes`] wrote; an error, never a panic, for other bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<EmbeddedTable, TableBytesError> {
        let header = header();
        let Some(body) = bytes.strip_prefix(header.as_bytes()) else {
            return Err(TableBytesError::Version {
                expected: env!("CARGO_PKG_VERSION"),
                found: String::from_utf8_lossy(&bytes[..bytes.len().min(40)]).into_owned(),
            });
        };
        let corrupt = |e: postcard::Error| TableBytesError::Corrupt {
            offset: header.len(),
            message: e.to_string(),
        };
        let (embedded, rest) = postcard::take_from_bytes::<EmbeddedTable>(body).map_err(corrupt)?;
        if !rest.is_empty() {
            return Err(corrupt(postcard::Error::DeserializeBadEncoding));
        }
        embedded
            .check()
            .map_err(|message| TableBytesError::Corrupt {
                offset: header.len(),
                message,
            })?;
        Ok(embedded)
    }

    /// That every index in the table points into it, as the decoder relies on: bytes that
    /// decode but were damaged give an error here rather than a panic later.
    fn check(&self) -> Result<(), String> {
        let t = &self.table;
        let option = |i: OptIndex, what: &str| match t.get(i) {
            Some(_) => Ok(()),
            None => Err(format!("{what} {} past the {} options", i.0, t.len())),
        };
        for (position, o) in t.options.iter().enumerate() {
            if o.index.index() != position {
                return Err(format!("option {position} says it is {}", o.index.0));
            }
            for i in [o.neg_index, o.back_chain].into_iter().flatten() {
                option(i, "option index")?;
            }
            if let super::AliasTarget::Option { target, .. } = &o.alias {
                option(*target, "alias target")?;
            }
            if let super::VarType::Enum { index, .. } = &o.var_type
                && t.enumeration(*index).is_none()
            {
                return Err(format!(
                    "enumeration {} past the {}",
                    index.0,
                    t.enums.len()
                ));
            }
        }
        self.definitions
            .iter()
            .try_for_each(|(i, _)| option(*i, "definition of option"))
    }
}

/// The serialised form's number, raised whenever it changes within one crate version
/// (2: the memory layout of issue #16: derived enumerators, rare properties boxed, `CExpr`
/// as text only), so that bytes of an older form are refused, not misread.
const LAYOUT: u32 = 2;

/// What the bytes start with: a tag, the crate version that wrote them and the layout
/// number, since the layout is this crate's own and may change between versions.
fn header() -> String {
    format!(
        "gccint-opts table {} layout {LAYOUT}\n",
        env!("CARGO_PKG_VERSION")
    )
}

/// Why [`EmbeddedTable::from_bytes`] failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableBytesError {
    /// The bytes were not written by [`EmbeddedTable::to_bytes`] of this crate's version
    /// (typically: the build-dependency and the dependency on this crate differ).
    #[error("not a table of gccint-opts {expected}: the bytes start with {found:?}")]
    Version {
        /// The version expected.
        expected: &'static str,
        /// The first bytes found (at most 40).
        found: String,
    },
    /// The table could not be written (a type whose serialisation postcard cannot take).
    #[error("cannot write the option table: {0}")]
    Encode(String),
    /// The bytes have the right header but do not hold a table.
    #[error("corrupt option table at byte {offset}: {message}")]
    Corrupt {
        /// Where the table's body starts (the error is within it).
        offset: usize,
        /// The decoder's message.
        message: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> EmbeddedTable {
        EmbeddedTable::new(&crate::sample::source_set().model().unwrap())
    }

    #[test]
    fn the_sample_table_round_trips() {
        let embedded = sample();
        let bytes = embedded.to_bytes().unwrap();
        assert_eq!(EmbeddedTable::from_bytes(&bytes), Ok(embedded));
    }

    #[test]
    fn foreign_and_truncated_bytes_are_errors() {
        let bytes = sample().to_bytes().unwrap();
        assert!(matches!(
            EmbeddedTable::from_bytes(b"hello"),
            Err(TableBytesError::Version { .. })
        ));
        for cut in [header().len(), bytes.len() / 2, bytes.len() - 1] {
            assert!(matches!(
                EmbeddedTable::from_bytes(&bytes[..cut]),
                Err(TableBytesError::Corrupt { .. })
            ));
        }
    }
}

#[cfg(test)]
mod laws {
    use proptest::prelude::*;

    use super::{EmbeddedTable, header};

    proptest! {
        /// Any body behind a valid header is a table or an error, never a panic.
        #[test]
        fn any_bytes_read_back_or_fail(body in prop::collection::vec(any::<u8>(), 0..512)) {
            let bytes = [header().into_bytes(), body].concat();
            let _ = EmbeddedTable::from_bytes(&bytes);
        }

        /// Flipping one byte of a real table gives an error or some table, never a panic.
        #[test]
        fn damaged_tables_do_not_panic(at in any::<prop::sample::Index>(), byte in any::<u8>()) {
            let mut bytes = EmbeddedTable::new(&crate::sample::source_set().model().unwrap())
                .to_bytes()
                .unwrap();
            let i = at.index(bytes.len());
            bytes[i] = byte;
            // What reads back must also decode without a panic.
            if let Ok(e) = EmbeddedTable::from_bytes(&bytes)
                && let Ok(d) = crate::decode::Decoder::compiler(&e.table, &["C"])
            {
                let d = d.with_definition_props(e.definitions());
                let _ = d.run(&["-Wall", "-fPIC", "-O2", "-o", "x", "-fcoverage=edges", "x.c"]);
            }
        }
    }
}

#[cfg(test)]
mod definition_tests {
    use super::EmbeddedTable;

    #[test]
    fn definitions_come_back_in_the_models_order_with_their_own_properties() {
        let mut set = crate::SourceSet::new();
        set.add(
            "a.opt",
            "Language\nC\n\nWall\nC Var(warn_all)\nW.\n\nWextra\nC Var(warn_extra)\nX.\n\n\
                          Wx\nC Var(warn_x) LangEnabledBy(C, Wall)\nX.\n",
        );
        set.add(
            "b.opt",
            "Language\nD\n\nWx\nD Var(warn_x) LangEnabledBy(D, Wextra)\nX.\n",
        );
        let model = set.model().unwrap();
        let embedded = EmbeddedTable::new(&model);
        let ours: Vec<(&str, &crate::OptionProps)> = embedded.definitions().collect();
        let models: Vec<(&str, &crate::OptionProps)> = model
            .definitions
            .iter()
            .map(|d| (&*d.name, &*d.props))
            .collect();
        assert_eq!(ours, models);
        let own = embedded
            .definitions
            .iter()
            .filter(|(_, p)| p.is_some())
            .count();
        assert_eq!(
            own, 2,
            "only the two definitions of -Wx differ from the merged entry"
        );
    }
}
