//! Writing and reading the payload: renumbering handles to file positions (GCC's
//! `gt_pch_p_*` relocation) and encoding each arena's objects in slot order.

use std::any::{Any, type_name};

use serde::{Deserialize, Serialize};

use super::registry::with_callbacks;
use super::{PchError, PchRegistry, PchType};
use crate::gc::{Gc, MAX_INDEX};
use crate::gty::support::ByteString;
use crate::gty::walk::types::{TypeCache, TypeIndex};
use crate::gty::{Clear, Gty, WalkPurpose, Walker};
use crate::heap::Heap;
use crate::heap::store::Store;
use crate::meta::Meta;

#[derive(Serialize, Deserialize)]
struct Payload {
    arenas: Vec<ArenaBlob>,
    roots: Vec<u8>,
}

#[derive(Serialize, Deserialize)]
struct ArenaBlob {
    name: String,
    count: u64,
    bytes: Vec<u8>,
}

/// Objects written per type name.
type Counts = Vec<(String, u64)>;

type SaveFn = fn(&dyn Any, &[u64], &mut PchWriter<'_>, &mut Vec<u8>) -> Result<u64, PchError>;
type LoadFn = fn(&mut Heap, &[u8], u64, &str) -> Result<(), PchError>;

/// How one registered type is written and read.
pub(crate) struct ArenaCodec {
    pub(crate) name: &'static str,
    save: SaveFn,
    load: LoadFn,
}

pub(crate) fn codec_for<T: PchType>(name: &'static str) -> ArenaCodec {
    ArenaCodec {
        name,
        save: save_arena::<T>,
        load: load_arena::<T>,
    }
}

fn decode_error(what: &str, e: impl std::fmt::Display) -> PchError {
    match super::registry::take_missing_callback() {
        Some(name) => PchError::UnknownCallback { name },
        None => PchError::Decode {
            what: what.to_string(),
            message: e.to_string(),
        },
    }
}

/// Rewrites handles of a copy to their position in the file.
pub(crate) struct PchWriter<'a> {
    metas: &'a [Meta],
    types: &'a TypeIndex,
    cache: TypeCache,
    /// New index of every noted slot, per arena (`u32::MAX`: not written).
    forward: Vec<Vec<u32>>,
    bad: u64,
}

impl Walker for PchWriter<'_> {
    fn purpose(&self) -> WalkPurpose {
        WalkPurpose::Relocate
    }

    fn edge<T: Gty>(&mut self, handle: &mut Gc<T>) {
        let Some(a) = self.cache.arena::<T>(self.types) else {
            self.bad += 1;
            return;
        };
        let a = a as usize;
        if !self.metas[a].is_current(handle.index(), handle.generation()) {
            self.bad += 1;
            return;
        }
        match self.forward[a].get(handle.index() as usize) {
            Some(&j) if j != u32::MAX => *handle = Gc::new_unchecked(j, 1),
            _ => self.bad += 1,
        }
    }

    fn deletable<F: Gty + Clear>(&mut self, field: &mut F) {
        field.clear_for_gc();
    }

    fn string<S: ByteString>(&mut self, bytes: &mut S, len: usize) {
        bytes.truncate_bytes(len);
    }
}

fn save_arena<T: PchType>(
    store: &dyn Any,
    noted: &[u64],
    writer: &mut PchWriter<'_>,
    out: &mut Vec<u8>,
) -> Result<u64, PchError> {
    let Some(store) = store.downcast_ref::<Store<T>>() else {
        return Err(PchError::Unregistered {
            type_name: type_name::<T>(),
        });
    };
    let mut count = 0;
    for (w, &word) in noted.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            let i = w * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let Some(Some(obj)) = store.slots.get(i) else {
                continue;
            };
            let mut copy = obj.clone();
            copy.walk(writer);
            *out = postcard::to_extend(&copy, std::mem::take(out))
                .map_err(|e| decode_error(type_name::<T>(), e))?;
            count += 1;
        }
    }
    Ok(count)
}

fn load_arena<T: PchType>(
    heap: &mut Heap,
    bytes: &[u8],
    count: u64,
    name: &str,
) -> Result<(), PchError> {
    let limit = u64::from(MAX_INDEX) + 1;
    if count > limit {
        return Err(PchError::TooMany {
            name: name.to_string(),
            limit,
        });
    }
    let mut rest = bytes;
    for _ in 0..count {
        let (obj, tail) =
            postcard::take_from_bytes::<T>(rest).map_err(|e| decode_error(name, e))?;
        heap.try_alloc(obj).map_err(|_| PchError::TooMany {
            name: name.to_string(),
            limit,
        })?;
        rest = tail;
    }
    if !rest.is_empty() {
        return Err(decode_error(
            name,
            format!("{} bytes after the last object", rest.len()),
        ));
    }
    Ok(())
}

/// Encodes the noted objects and the roots; returns the payload and per-type counts.
pub(crate) fn encode<R: PchType>(
    heap: &mut Heap,
    noted: &[Vec<u64>],
    roots: &R,
    registry: &PchRegistry,
) -> Result<(Vec<u8>, Counts), PchError> {
    let Heap {
        stores,
        metas,
        types,
        ..
    } = heap;
    let forward: Vec<Vec<u32>> = noted
        .iter()
        .zip(metas.iter())
        .map(|(bits, meta)| {
            let mut next = 0u32;
            (0..meta.gens.len())
                .map(|i| {
                    if bits[i / 64] & (1 << (i % 64)) != 0 {
                        next += 1;
                        next - 1
                    } else {
                        u32::MAX
                    }
                })
                .collect()
        })
        .collect();
    let mut writer = PchWriter {
        metas,
        types,
        cache: TypeCache::new(),
        forward,
        bad: 0,
    };
    let mut arenas = Vec::new();
    let mut summary = Vec::new();
    for (a, store) in stores.iter().enumerate() {
        if noted[a].iter().all(|&w| w == 0) {
            continue;
        }
        let codec = registry
            .by_type
            .get(&store.elem_type())
            .ok_or(PchError::Unregistered {
                type_name: metas[a].name,
            })?;
        let mut bytes = Vec::new();
        let count = (codec.save)(store.as_any(), &noted[a], &mut writer, &mut bytes)?;
        summary.push((codec.name.to_string(), count));
        arenas.push(ArenaBlob {
            name: codec.name.to_string(),
            count,
            bytes,
        });
    }
    let mut roots = roots.clone();
    roots.walk(&mut writer);
    if writer.bad > 0 {
        return Err(PchError::StaleHandles { count: writer.bad });
    }
    let roots = postcard::to_stdvec(&roots).map_err(|e| decode_error("roots", e))?;
    let payload =
        postcard::to_stdvec(&Payload { arenas, roots }).map_err(|e| decode_error("payload", e))?;
    Ok((payload, summary))
}

/// Decodes a payload into `heap` (fresh) and returns the roots.
pub(crate) fn decode<R: PchType>(
    heap: &mut Heap,
    payload: &[u8],
    registry: &PchRegistry,
) -> Result<R, PchError> {
    let payload: Payload = postcard::from_bytes(payload).map_err(|e| decode_error("payload", e))?;
    with_callbacks(registry, || {
        let mut seen = std::collections::HashSet::new();
        for blob in &payload.arenas {
            let Some(t) = registry.by_name.get(blob.name.as_str()) else {
                return Err(PchError::UnknownType {
                    name: blob.name.clone(),
                });
            };
            if !seen.insert(*t) {
                return Err(PchError::DuplicateType {
                    name: blob.name.clone(),
                });
            }
            let codec = &registry.by_type[t];
            (codec.load)(heap, &blob.bytes, blob.count, &blob.name)?;
        }
        postcard::from_bytes::<R>(&payload.roots).map_err(|e| decode_error("roots", e))
    })
}
