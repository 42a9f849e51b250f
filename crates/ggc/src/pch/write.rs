//! Writing and reading the payload: one blob per arena, each made and read by its type's
//! codec (`codec.rs`), then the roots, relocated by the same writer.

use serde::{Deserialize, Serialize};

use super::callbacks::with_callbacks;
use super::codec::{PchType, PchWriter, decode_error};
use super::{PchError, PchRegistry};
use crate::heap::Heap;

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
    let mut writer = PchWriter::new(metas, types, noted);
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
    if writer.stale() > 0 {
        return Err(PchError::StaleHandles {
            count: writer.stale(),
        });
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
    with_callbacks(&registry.callbacks, || {
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
