//! How each registered type is written and read: the relocating walk that renumbers a
//! copy's handles to file positions (GCC's `gt_pch_p_*`) and each arena's objects encoded
//! in slot order.

use std::any::{Any, type_name};

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::PchError;
use super::callbacks::take_missing_callback;
use crate::gc::{Gc, MAX_INDEX};
use crate::gty::support::ByteString;
use crate::gty::walk::types::{TypeCache, TypeIndex};
use crate::gty::{Clear, Gty, WalkPurpose, Walker};
use crate::heap::Heap;
use crate::heap::store::Store;
use crate::meta::Meta;

/// Types that can go into a PCH: collectable, clonable (a relocated copy is written) and
/// serde-encodable.
pub trait PchType: Gty + Clone + Serialize + DeserializeOwned {}
impl<T: Gty + Clone + Serialize + DeserializeOwned> PchType for T {}

type SaveFn = fn(&dyn Any, &[u64], &mut PchWriter<'_>, &mut Vec<u8>) -> Result<u64, PchError>;
type LoadFn = fn(&mut Heap, &[u8], u64, &str) -> Result<(), PchError>;

/// How one registered type is written and read.
pub(crate) struct ArenaCodec {
    pub(crate) name: &'static str,
    pub(crate) save: SaveFn,
    pub(crate) load: LoadFn,
}

/// The codec of `T`, written and read under `name`.
pub(crate) fn codec_for<T: PchType>(name: &'static str) -> ArenaCodec {
    ArenaCodec {
        name,
        save: save_arena::<T>,
        load: load_arena::<T>,
    }
}

/// A failed encode or decode of `what`: an unknown callback if that is what failed (the
/// decoder's own error keeps no name), else the decoder's message.
pub(crate) fn decode_error(what: &str, e: impl std::fmt::Display) -> PchError {
    match take_missing_callback() {
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

impl<'a> PchWriter<'a> {
    /// A writer that gives the objects `noted` (a bitmap per arena) their positions in the
    /// file: consecutive indexes per arena, in slot order.
    pub(crate) fn new(metas: &'a [Meta], types: &'a TypeIndex, noted: &[Vec<u64>]) -> Self {
        let forward = noted
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
        PchWriter {
            metas,
            types,
            cache: TypeCache::new(),
            forward,
            bad: 0,
        }
    }

    /// Handles met so far that named no live object or one not noted.
    pub(crate) fn stale(&self) -> u64 {
        self.bad
    }
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
