//! A line map: what GCC's `line_maps` answers for a location — its file, line and column.
//!
//! GCC encodes locations in ranges of its line maps; here a location is an index into a
//! table of interned (file, line, column) triples. The two locations GCC reserves keep their
//! meaning: 0 is `UNKNOWN_LOCATION` and 1 is `BUILTINS_LOCATION`, so interned locations
//! start at 2. A location no map entry describes (a number a caller made up) has no file.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::TreeContext;
use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::{Location, Tree};

/// The first location the map hands out (0 and 1 are reserved).
const FIRST: u32 = 2;

/// Interned source positions.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct LineMap {
    /// File names, each once.
    files: Vec<String>,
    /// Location `FIRST + i` is `points[i]`: (file index, line, column).
    points: Vec<(u32, u32, u32)>,
    #[serde(skip)]
    file_index: HashMap<String, u32>,
    #[serde(skip)]
    point_index: HashMap<(u32, u32, u32), u32>,
}

impl LineMap {
    /// The location of (file, line, column), made on first use; `None` when the map is full.
    pub(crate) fn intern(&mut self, file: &str, line: u32, column: u32) -> Option<Location> {
        if self.file_index.len() != self.files.len() || self.point_index.len() != self.points.len()
        {
            self.reindex();
        }
        let f = match self.file_index.get(file) {
            Some(&f) => f,
            None => {
                let f = u32::try_from(self.files.len()).ok()?;
                self.files.push(file.to_string());
                self.file_index.insert(file.to_string(), f);
                f
            }
        };
        let key = (f, line, column);
        if let Some(&loc) = self.point_index.get(&key) {
            return Some(Location(loc));
        }
        let loc = u32::try_from(self.points.len()).ok()?.checked_add(FIRST)?;
        self.points.push(key);
        self.point_index.insert(key, loc);
        Some(Location(loc))
    }

    /// (file, line, column) of an interned location.
    pub(crate) fn expand(&self, loc: Location) -> Option<(&str, u32, u32)> {
        let i = loc.0.checked_sub(FIRST)? as usize;
        let &(f, line, column) = self.points.get(i)?;
        Some((self.files.get(f as usize)?.as_str(), line, column))
    }

    /// Rebuilds the lookup tables (after a load, which does not carry them).
    fn reindex(&mut self) {
        self.file_index = (0..)
            .zip(&self.files)
            .map(|(i, f)| (f.clone(), i))
            .collect();
        self.point_index = (FIRST..)
            .zip(&self.points)
            .map(|(loc, &p)| (p, loc))
            .collect();
    }
}

/// What a location expands to: GCC's `expanded_location`.
#[doc(alias = "expanded_location")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExpandedLocation<'a> {
    /// `LOCATION_FILE`: `None` for `UNKNOWN_LOCATION`.
    pub file: Option<&'a str>,
    /// `LOCATION_LINE` (0 when unknown).
    pub line: u32,
    /// `LOCATION_COLUMN` (0 when unknown).
    pub column: u32,
}

/// **Source locations** — `expand_location` and the line map.
impl TreeContext {
    /// Interns a source position and returns its location (`linemap_add` +
    /// `linemap_position_for_column`, made total): the same triple always gives the same
    /// location. An error only when the context has made 2³² locations.
    #[doc(alias = "linemap_position_for_column")]
    #[doc(alias = "linemap_line_start")]
    pub fn intern_location(&mut self, file: &str, line: u32, column: u32) -> Result<Location> {
        self.linemap
            .intern(file, line, column)
            .ok_or_else(|| TreeError::NotRepresentable {
                accessor: "intern_location",
                what: "the line map is full (2^32 locations)".to_string(),
            })
    }

    /// `expand_location`: the file, line and column of a location. `UNKNOWN_LOCATION` has
    /// no file, `BUILTINS_LOCATION` is `"<built-in>"` (both at line 0); a location the line
    /// map does not describe is [`TreeError::NotRepresentable`] rather than a made-up name.
    pub fn expand_location(&self, loc: Location) -> Result<ExpandedLocation<'_>> {
        self.expand_for(loc, "expand_location")
    }

    /// `LOCATION_COLUMN` (see [`TreeContext::expand_location`]).
    #[doc(alias = "LOCATION_COLUMN")]
    pub fn location_column(&self, loc: Location) -> Result<u32> {
        Ok(self.expand_for(loc, "LOCATION_COLUMN")?.column)
    }

    pub(crate) fn expand_for(
        &self,
        loc: Location,
        accessor: &'static str,
    ) -> Result<ExpandedLocation<'_>> {
        let (file, line, column) = match loc {
            Location::UNKNOWN => (None, 0, 0),
            Location::BUILTINS => (Some("<built-in>"), 0, 0),
            _ => match self.linemap.expand(loc) {
                Some((file, line, column)) => (Some(file), line, column),
                None => {
                    return Err(TreeError::NotRepresentable {
                        accessor,
                        what: format!(
                            "location {} has no file and line: the line map does not describe it",
                            loc.0
                        ),
                    });
                }
            },
        };
        Ok(ExpandedLocation { file, line, column })
    }

    /// The location of a node, for the location accessors (`EXPR_LOCATION`).
    pub(crate) fn node_location(&self, t: Tree) -> Location {
        Location(self.store.locus(t))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_stable_and_reserved_locations_keep_their_meaning() {
        let mut tc = TreeContext::new();
        let a = tc.intern_location("t.c", 3, 7).unwrap();
        let b = tc.intern_location("u.c", 3, 7).unwrap();
        assert_eq!(tc.intern_location("t.c", 3, 7).unwrap(), a);
        assert_ne!(a, b);
        assert!(a.0 >= FIRST && b.0 >= FIRST);
        let e = tc.expand_location(b).unwrap();
        assert_eq!((e.file, e.line, e.column), (Some("u.c"), 3, 7));
        assert_eq!(tc.location_column(a).unwrap(), 7);
        assert_eq!(tc.expand_location(Location::UNKNOWN).unwrap().file, None);
        assert_eq!(
            tc.expand_location(Location::BUILTINS).unwrap().file,
            Some("<built-in>")
        );
        assert!(tc.location_column(Location(99)).is_err());
    }

    #[test]
    fn a_loaded_map_reindexes_before_interning() {
        let mut m = LineMap::default();
        let a = m.intern("f", 1, 1).unwrap();
        let mut loaded: LineMap =
            serde_json::from_str(&serde_json::to_string(&m).unwrap()).unwrap();
        assert_eq!(loaded.intern("f", 1, 1), Some(a));
        assert_ne!(loaded.intern("f", 1, 2), Some(a));
    }
}
