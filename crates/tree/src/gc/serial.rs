//! serde for a whole arena: every heap arena (slot generations included, so every handle
//! keeps naming the same node), the identifier bytes, the tables, counters and global
//! nodes of a context.

use ggc::{ArenaImage, Both, Heap};

use crate::TreeCodeClass;
use crate::nodes::context::TreeContext;
use crate::nodes::globals::Globals;
use crate::nodes::handle::Location;
use crate::nodes::store::{
    DeclRec, Exp2Rec, ExpNRec, IdentRec, IntRec, ListRec, MiscRec, Store, TypeRec,
};
use crate::nodes::weak::WeakTables;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The arenas, one image per record type.
#[derive(Serialize, Deserialize)]
struct Arenas {
    exp2: ArenaImage<Exp2Rec>,
    expn: ArenaImage<ExpNRec>,
    ints: ArenaImage<IntRec>,
    lists: ArenaImage<ListRec>,
    idents: ArenaImage<IdentRec>,
    decls: ArenaImage<DeclRec>,
    types: ArenaImage<TypeRec>,
    misc: ArenaImage<MiscRec>,
}

/// The serialised form: maps with compound keys become lists of pairs.
#[derive(Serialize, Deserialize)]
struct Image {
    format: u32,
    arenas: Arenas,
    ident_bytes: Vec<u8>,
    wide_ints: Vec<Box<[i64]>>,
    next_decl_uid: u32,
    next_debug_decl_uid: i32,
    next_type_uid: u32,
    next_block_number: u32,
    input_location: Location,
    weak: WeakTables,
    globals: Globals,
    /// The line map (absent in images written before there was one).
    #[serde(default)]
    linemap: crate::nodes::linemap::LineMap,
}

const FORMAT: u32 = 3;

impl Serialize for TreeContext {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let st = &self.store;
        Image {
            format: FORMAT,
            arenas: Arenas {
                exp2: st.image(),
                expn: st.image(),
                ints: st.image(),
                lists: st.image(),
                idents: st.image(),
                decls: st.image(),
                types: st.image(),
                misc: st.image(),
            },
            ident_bytes: self.store.idents.bytes.clone(),
            wide_ints: self.store.ints.wide.clone(),
            next_decl_uid: self.next_decl_uid,
            next_debug_decl_uid: self.next_debug_decl_uid,
            next_type_uid: self.next_type_uid,
            next_block_number: self.next_block_number,
            input_location: self.input_location,
            weak: self.store.weak.clone(),
            globals: self.g.clone(),
            linemap: self.linemap.clone(),
        }
        .serialize(s)
    }
}

fn restore_heap(a: Arenas) -> Result<Heap, ggc::GcError> {
    let mut heap = Heap::new();
    heap.restore_arena(a.exp2)?;
    heap.restore_arena(a.expn)?;
    heap.restore_arena(a.ints)?;
    heap.restore_arena(a.lists)?;
    heap.restore_arena(a.idents)?;
    heap.restore_arena(a.decls)?;
    heap.restore_arena(a.types)?;
    heap.restore_arena(a.misc)?;
    Ok(heap)
}

impl<'de> Deserialize<'de> for TreeContext {
    /// Loads an arena; the arenas' shape, every handle and the global nodes are checked (a
    /// malformed image is an error, not a panic), and the hash-consing tables are rebuilt.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TreeContext, D::Error> {
        use serde::de::Error;
        let img = Image::deserialize(d)?;
        if img.format != FORMAT {
            return Err(D::Error::custom(format!(
                "tree arena format {} (expected {FORMAT})",
                img.format
            )));
        }
        let heap = restore_heap(img.arenas)
            .map_err(|e| D::Error::custom(format!("malformed tree arena: {e}")))?;
        let mut store = Store::new(heap);
        store.idents.bytes = img.ident_bytes;
        store.ints.wide = img.wide_ints;
        if !store.well_formed() {
            return Err(D::Error::custom("malformed tree arena: inconsistent pools"));
        }
        let mut weak = img.weak;
        let mut globals = img.globals;
        if store
            .with_whole_heap(|heap, _| heap.count_bad_handles(&mut Both(&mut globals, &mut weak)))
            > 0
        {
            return Err(D::Error::custom(
                "malformed tree arena: a handle names no node of the arena",
            ));
        }
        store.weak = weak;
        store.rebuild_indexes();
        let tc = TreeContext {
            store,
            next_decl_uid: img.next_decl_uid,
            next_debug_decl_uid: img.next_debug_decl_uid,
            next_type_uid: img.next_type_uid,
            next_block_number: img.next_block_number,
            input_location: img.input_location,
            g: globals,
            linemap: img.linemap,
        };
        tc.check_globals().map_err(D::Error::custom)?;
        Ok(tc)
    }
}

/// **Serialization** — serde of a whole arena.
impl TreeContext {
    /// Whether every global node exists and has the class its name promises (after a load).
    pub(crate) fn check_globals(&self) -> Result<(), String> {
        for (name, t) in self.g.all() {
            let Some(code) = self.store.code(t) else {
                return Err(format!("global {name} is not a node of the arena"));
            };
            let want_type = name.ends_with("type_node") || name.ends_with("sizetype");
            if want_type != (code.class() == TreeCodeClass::Type) {
                return Err(format!("global {name} has code {code}"));
            }
        }
        Ok(())
    }
}
