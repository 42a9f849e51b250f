//! An [`OptionTable`] as compact bytes, which generated code embeds so that a program
//! decodes its command line without the `.opt` files: the build script parses them once,
//! the program only reads the table back.

use super::OptionTable;

/// What the bytes start with: a tag and the crate version that wrote them, since the
/// layout is this crate's own and may change between versions.
fn header() -> String {
    format!("gccint-opts table {}\n", env!("CARGO_PKG_VERSION"))
}

/// Why [`OptionTable::from_bytes`] failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableBytesError {
    /// The bytes were not written by [`OptionTable::to_bytes`] of this crate's version
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

impl OptionTable {
    /// The table as bytes that [`OptionTable::from_bytes`] reads back (a versioned header,
    /// then the table in `postcard`'s format).
    pub fn to_bytes(&self) -> Result<Vec<u8>, TableBytesError> {
        let mut out = header().into_bytes();
        let body = postcard::to_stdvec(self).map_err(|e| TableBytesError::Encode(e.to_string()))?;
        out.extend(body);
        Ok(out)
    }

    /// The table [`OptionTable::to_bytes`] wrote; an error, never a panic, for other bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<OptionTable, TableBytesError> {
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
        let (table, rest) = postcard::take_from_bytes::<OptionTable>(body).map_err(corrupt)?;
        if !rest.is_empty() {
            return Err(corrupt(postcard::Error::DeserializeBadEncoding));
        }
        Ok(table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> OptionTable {
        crate::sample::source_set().model().unwrap().table()
    }

    #[test]
    fn the_sample_table_round_trips() {
        let table = sample();
        let bytes = table.to_bytes().unwrap();
        assert_eq!(OptionTable::from_bytes(&bytes), Ok(table));
    }

    #[test]
    fn foreign_and_truncated_bytes_are_errors() {
        let bytes = sample().to_bytes().unwrap();
        assert!(matches!(
            OptionTable::from_bytes(b"hello"),
            Err(TableBytesError::Version { .. })
        ));
        for cut in [header().len(), bytes.len() / 2, bytes.len() - 1] {
            assert!(matches!(
                OptionTable::from_bytes(&bytes[..cut]),
                Err(TableBytesError::Corrupt { .. })
            ));
        }
    }
}
