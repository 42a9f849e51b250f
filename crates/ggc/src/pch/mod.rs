//! Precompiled headers: save everything reachable from the roots to a file and restore it
//! into a fresh heap (GCC's `gt_pch_save` / `gt_pch_restore`).
//!
//! Saving runs the walker three ways, as GCC does: a noting walk finds the reachable
//! objects (`gt_pch_nx`), a relocating walk renumbers the handles of a copy of each object
//! to its position in the file (`gt_pch_p`), honouring `string_length` (only the meaningful
//! bytes are written), `reorder` (called after the handles moved) and `callback` (stored by
//! name); then the copy is encoded with serde. Deletable roots are written cleared, as GCC
//! clears them on restore. Restoring decodes each arena in order, so every object lands in
//! the slot its renumbered handles name, then verifies every handle; a corrupt or truncated
//! file is a [`PchError`], never a panic.
//!
//! File layout: `GGCPCH`, a little-endian `u16` version, the payload length (`u64`) and its
//! FNV-1a 64 checksum (`u64`), then the postcard-encoded payload.

mod callbacks;
mod codec;
mod format;
mod note;
mod registry;
mod write;

pub use codec::PchType;
pub use format::{FORMAT_VERSION, checksum};
pub use registry::PchRegistry;

use std::io::{Read, Write};

use thiserror::Error;

use crate::gty::walk::verify::Verifier;
use crate::heap::Heap;
use crate::heap::root_set::Roots;

/// What can go wrong writing or reading a PCH file.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum PchError {
    /// Reading or writing the file failed.
    #[error("PCH I/O: {0}")]
    Io(#[from] std::io::Error),
    /// The file does not start with `GGCPCH`.
    #[error("not a PCH file: expected the magic bytes GGCPCH at offset 0")]
    BadMagic,
    /// The file was written by another format version.
    #[error("PCH format version {found} is not supported (expected {expected})")]
    Version {
        /// Version in the file.
        found: u16,
        /// Version this library reads.
        expected: u16,
    },
    /// The file ends before its declared length.
    #[error("truncated PCH: header says {expected} payload bytes, file has {found}")]
    Truncated {
        /// Declared payload length.
        expected: u64,
        /// Bytes present.
        found: u64,
    },
    /// The payload does not match its checksum.
    #[error("corrupt PCH: payload checksum {found:#018x}, header says {expected:#018x}")]
    Checksum {
        /// Checksum in the header.
        expected: u64,
        /// Checksum of the bytes read.
        found: u64,
    },
    /// A part of the payload does not decode.
    #[error("corrupt PCH: cannot decode {what}: {message}")]
    Decode {
        /// Which part (an arena's type name, "roots", "payload").
        what: String,
        /// The decoder's message.
        message: String,
    },
    /// Saving met objects of a type the registry does not know.
    #[error("cannot save objects of {type_name}: register the type with PchRegistry::register")]
    Unregistered {
        /// The Rust type.
        type_name: &'static str,
    },
    /// A client holds an arena's objects ([`Heap::hold_arena`](crate::Heap::hold_arena)) and has not
    /// lent them back, so they could not be written.
    #[error("cannot save: a client holds the objects of an arena (lend them back first)")]
    Held,
    /// The file names a type the restoring registry does not know.
    #[error("PCH holds objects of type {name:?}, which the registry does not know")]
    UnknownType {
        /// The name written in the file.
        name: String,
    },
    /// The file names a callback the restoring registry does not know.
    #[error(
        "PCH names callback {name:?}, which the registry does not know (PchRegistry::callback)"
    )]
    UnknownCallback {
        /// The callback's name.
        name: String,
    },
    /// The same type appears twice in the file.
    #[error("PCH holds type {name:?} twice")]
    DuplicateType {
        /// The name.
        name: String,
    },
    /// After restoring, handles name no restored object (the file lies about its objects).
    #[error("corrupt PCH: {count} handle(s) name no restored object")]
    DanglingHandles {
        /// How many.
        count: u64,
    },
    /// Saving met handles that name no live object (a tracing bug in the program).
    #[error("cannot save: {count} handle(s) reachable from the roots name freed objects")]
    StaleHandles {
        /// How many.
        count: u64,
    },
    /// An arena would exceed [`MAX_INDEX`](crate::MAX_INDEX).
    #[error("PCH holds more than {limit} objects of {name:?}")]
    TooMany {
        /// Type name.
        name: String,
        /// The limit.
        limit: u64,
    },
}

/// What a saved PCH contains.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PchSummary {
    /// Objects written, per registered type name, in file order.
    pub objects: Vec<(String, u64)>,
    /// Payload bytes.
    pub payload_bytes: u64,
}

impl Heap {
    /// Writes everything reachable from `roots` to `out` (GCC's `gt_pch_save`). The heap is
    /// not changed; `roots` is written as a relocated copy.
    #[doc(alias = "gt_pch_save")]
    pub fn pch_save<R: PchType>(
        &mut self,
        roots: &R,
        registry: &PchRegistry,
        out: &mut dyn Write,
    ) -> Result<PchSummary, PchError> {
        if self.holds_out() {
            return Err(PchError::Held);
        }
        let noted = note::note_reachable(self, &mut roots.clone())?;
        let (payload, objects) = write::encode(self, &noted, roots, registry)?;
        format::write_file(out, &payload)?;
        Ok(PchSummary {
            objects,
            payload_bytes: payload.len() as u64,
        })
    }

    /// Reads a PCH written by [`Heap::pch_save`] into a fresh heap with the given policy,
    /// returning the heap and the restored roots (GCC's `gt_pch_restore`).
    #[doc(alias = "gt_pch_restore")]
    pub fn pch_restore<R: PchType>(
        registry: &PchRegistry,
        input: &mut dyn Read,
        params: crate::Params,
    ) -> Result<(Heap, R), PchError> {
        let mut bytes = Vec::new();
        input.read_to_end(&mut bytes)?;
        Self::pch_restore_bytes(registry, &bytes, params)
    }

    /// [`Heap::pch_restore`] from bytes in memory.
    pub fn pch_restore_bytes<R: PchType>(
        registry: &PchRegistry,
        bytes: &[u8],
        params: crate::Params,
    ) -> Result<(Heap, R), PchError> {
        let payload = format::read_file(bytes)?;
        // Objects must land at their file indices: load outside checking mode (no blocks,
        // no holes), then turn checking on, which adopts the blocks the objects landed in.
        let loading = crate::Params {
            checking: false,
            ..params
        };
        let mut heap = Heap::with_params(loading);
        // The file's handles have generation 1: load at seed 0, then give the heap its own.
        heap.set_gen_seed(0);
        let mut roots: R = write::decode(&mut heap, payload, registry)?;
        heap.set_gen_seed(heap.serial);
        heap.set_params(params);
        let bad = verify_all(&mut heap, &mut roots);
        if bad > 0 {
            return Err(PchError::DanglingHandles { count: bad });
        }
        Ok((heap, roots))
    }
}

/// Counts handles in every object and in `roots` that name no live object.
fn verify_all<R: Roots + ?Sized>(heap: &mut Heap, roots: &mut R) -> u64 {
    let Heap {
        stores,
        metas,
        types,
        ..
    } = heap;
    let mut v = Verifier::new(metas, types);
    for (store, meta) in stores.iter_mut().zip(metas.iter()) {
        store.verify(meta, &mut v);
    }
    roots.walk_roots(&mut v);
    v.bad
}
