//! Precompiled headers of a tree arena (GCC's `gt_pch_save` / `gt_pch_restore` of the tree
//! nodes): the context's heap saved through ggc's PCH writer, so everything reachable from
//! the caller's roots, the global nodes and the weak tables is written, renumbered, and
//! restored into a fresh context whose handles the restored roots carry.

use std::io::{Read, Write};

use ggc::{Heap, Params, PchError, PchRegistry, PchSummary, PchType};
use serde::{Deserialize, Serialize};

use crate::nodes::context::TreeContext;
use crate::nodes::globals::Globals;
use crate::nodes::handle::Location;
use crate::nodes::store::{
    DeclRec, Exp2Rec, ExpNRec, IdentRec, IntRec, ListRec, MiscRec, Store, TypeRec,
};
use crate::nodes::weak::WeakTables;

/// The counters a context carries beside its nodes.
#[derive(Clone, Copy, Serialize, Deserialize)]
struct Counters {
    next_decl_uid: u32,
    next_debug_decl_uid: i32,
    next_type_uid: u32,
    next_block_number: u32,
    input_location: Location,
}

/// The roots of a tree PCH: the context's own and the caller's.
#[derive(Clone, Serialize, Deserialize, ggc::Gty)]
#[serde(bound(
    serialize = "R: Serialize",
    deserialize = "R: serde::de::DeserializeOwned"
))]
struct PchRoots<R: ggc::Gty> {
    globals: Globals,
    weak: WeakTables,
    /// Identifier bytes and wide constant values: records index into them.
    #[gty(skip)]
    ident_bytes: Vec<u8>,
    #[gty(skip)]
    wide_ints: Vec<Box<[i64]>>,
    #[gty(skip)]
    counters: Counters,
    #[gty(skip)]
    linemap: crate::nodes::linemap::LineMap,
    user: R,
}

/// **Memory management: precompiled headers** — `gt_pch_save`, `gt_pch_restore`.
impl TreeContext {
    /// A PCH registry that knows every node record, under stable names. Register the
    /// caller's own GTY types on it before saving or restoring user objects.
    pub fn pch_registry() -> PchRegistry {
        let mut r = PchRegistry::new();
        r.register::<Exp2Rec>("tree.exp2")
            .register::<ExpNRec>("tree.expn")
            .register::<IntRec>("tree.int_cst")
            .register::<ListRec>("tree.list")
            .register::<IdentRec>("tree.identifier")
            .register::<DeclRec>("tree.decl")
            .register::<TypeRec>("tree.type")
            .register::<MiscRec>("tree.misc");
        r
    }

    /// `gt_pch_save`: writes the nodes reachable from `roots` (any PCH-able GTY value), the
    /// global nodes and the caches to `out`.
    #[doc(alias = "gt_pch_save")]
    pub fn pch_save<R: PchType>(
        &mut self,
        roots: &R,
        registry: &PchRegistry,
        out: &mut dyn Write,
    ) -> Result<PchSummary, PchError> {
        let image = PchRoots {
            globals: self.g.clone(),
            weak: self.store.weak.clone(),
            ident_bytes: self.store.idents.bytes.clone(),
            wide_ints: self.store.ints.wide.clone(),
            counters: Counters {
                next_decl_uid: self.next_decl_uid,
                next_debug_decl_uid: self.next_debug_decl_uid,
                next_type_uid: self.next_type_uid,
                next_block_number: self.next_block_number,
                input_location: self.input_location,
            },
            linemap: self.linemap.clone(),
            user: roots.clone(),
        };
        self.store
            .with_whole_heap(|heap, _| heap.pch_save(&image, registry, out))
    }

    /// `gt_pch_restore`: reads a PCH written by [`TreeContext::pch_save`] into a fresh
    /// context, returning it and the caller's roots (now handles of the new context). A
    /// corrupt, truncated or inconsistent file is an error, never a panic.
    #[doc(alias = "gt_pch_restore")]
    pub fn pch_restore<R: PchType>(
        registry: &PchRegistry,
        input: &mut dyn Read,
    ) -> Result<(TreeContext, R), PchError> {
        let (heap, image): (Heap, PchRoots<R>) =
            Heap::pch_restore(registry, input, Params::from_env())?;
        let mut store = Store::new(heap);
        store.weak = image.weak;
        store.idents.bytes = image.ident_bytes;
        store.ints.wide = image.wide_ints;
        if !store.well_formed() {
            return Err(PchError::Decode {
                what: "tree arena".into(),
                message: "records inconsistent with their arenas".into(),
            });
        }
        store.rebuild_indexes();
        let c = image.counters;
        let tc = TreeContext {
            store,
            next_decl_uid: c.next_decl_uid,
            next_debug_decl_uid: c.next_debug_decl_uid,
            next_type_uid: c.next_type_uid,
            next_block_number: c.next_block_number,
            input_location: c.input_location,
            g: image.globals,
            linemap: image.linemap,
        };
        if let Err(why) = tc.check_globals() {
            return Err(PchError::Decode {
                what: "tree arena".into(),
                message: why,
            });
        }
        Ok((tc, image.user))
    }
}
