//! serde for a whole arena: every pool, table, counter and global node of a context.

use crate::context::TreeContext;
use crate::globals::Globals;
use crate::handle::{Location, Tree};
use crate::store::Store;
use crate::types::TypeKey;
use crate::{PolySize, TreeCodeClass};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The serialised form: maps with compound keys become lists of pairs.
#[derive(Serialize, Deserialize)]
struct Image {
    format: u32,
    store: Store,
    next_decl_uid: u32,
    next_debug_decl_uid: i32,
    next_type_uid: u32,
    next_block_number: u32,
    input_location: Location,
    type_cache: Vec<(TypeKey, Tree)>,
    poly_cache: Vec<((Tree, PolySize), Tree)>,
    vector_nunits: Vec<(Tree, PolySize)>,
    globals: Globals,
}

const FORMAT: u32 = 1;

impl Serialize for TreeContext {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut type_cache: Vec<_> = self
            .type_cache
            .iter()
            .map(|(k, v)| (k.clone(), *v))
            .collect();
        type_cache.sort_by_key(|e| e.1);
        let mut poly_cache: Vec<_> = self.poly_cache.iter().map(|(k, v)| (*k, *v)).collect();
        poly_cache.sort_by_key(|e| e.1);
        let mut vector_nunits: Vec<_> = self.vector_nunits.iter().map(|(k, v)| (*k, *v)).collect();
        vector_nunits.sort_by_key(|e| e.0);
        Image {
            format: FORMAT,
            store: self.store.clone(),
            next_decl_uid: self.next_decl_uid,
            next_debug_decl_uid: self.next_debug_decl_uid,
            next_type_uid: self.next_type_uid,
            next_block_number: self.next_block_number,
            input_location: self.input_location,
            type_cache,
            poly_cache,
            vector_nunits,
            globals: self.g.clone(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for TreeContext {
    /// Loads an arena; the pools' shape and the global nodes are checked (a malformed image
    /// is an error, not a panic), and the hash-consing tables are rebuilt.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TreeContext, D::Error> {
        use serde::de::Error;
        let img = Image::deserialize(d)?;
        if img.format != FORMAT {
            return Err(D::Error::custom(format!(
                "tree arena format {} (expected {FORMAT})",
                img.format
            )));
        }
        let mut tc = TreeContext {
            store: img.store,
            next_decl_uid: img.next_decl_uid,
            next_debug_decl_uid: img.next_debug_decl_uid,
            next_type_uid: img.next_type_uid,
            next_block_number: img.next_block_number,
            input_location: img.input_location,
            type_cache: img.type_cache.into_iter().collect(),
            poly_cache: img.poly_cache.into_iter().collect(),
            vector_nunits: img.vector_nunits.into_iter().collect(),
            g: img.globals,
        };
        if !tc.store.after_load() {
            return Err(D::Error::custom("malformed tree arena: inconsistent pools"));
        }
        if !tc.store.handles_valid() {
            return Err(D::Error::custom(
                "malformed tree arena: a handle names no node of the arena",
            ));
        }
        let valid = |t: Tree| tc.store.code(t).is_some();
        let caches_ok = tc
            .type_cache
            .iter()
            .all(|(k, v)| valid(*v) && k.1.iter().flatten().all(|&x| valid(x)))
            && tc.poly_cache.iter().all(|(k, v)| valid(k.0) && valid(*v))
            && tc.vector_nunits.keys().all(|&k| valid(k));
        if !caches_ok {
            return Err(D::Error::custom(
                "malformed tree arena: a cache names no node of the arena",
            ));
        }
        for (name, t) in tc.g.all() {
            let Some(code) = tc.store.code(t) else {
                return Err(D::Error::custom(format!(
                    "global {name} is not a node of the arena"
                )));
            };
            let want_type = name.ends_with("type_node") || name.ends_with("sizetype");
            if want_type != (code.class() == TreeCodeClass::Type) {
                return Err(D::Error::custom(format!("global {name} has code {code}")));
            }
        }
        Ok(tc)
    }
}
