//! Running the noting walk over a heap: which objects a PCH must hold (GCC's
//! `gt_pch_nx_*`); the walker itself is `gty::walk::note`'s.

use crate::gty::walk::note::Noter;
use crate::gty::walk::types::TypeCache;
use crate::heap::Heap;
use crate::heap::root_set::Roots;

use super::PchError;

/// Notes everything reachable from `roots`; one bitmap per arena.
pub(crate) fn note_reachable<R: Roots + ?Sized>(
    heap: &mut Heap,
    roots: &mut R,
) -> Result<Vec<Vec<u64>>, PchError> {
    let Heap {
        stores,
        metas,
        types,
        ..
    } = heap;
    let mut noter = Noter {
        metas,
        types,
        cache: TypeCache::new(),
        noted: metas.iter().map(|m| vec![0; m.bits.len()]).collect(),
        worklists: vec![Vec::new(); metas.len()],
        dirty: Vec::new(),
        stale: 0,
    };
    roots.walk_roots(&mut noter);
    while let Some(a) = noter.dirty.pop() {
        stores[a as usize].pch_drain(&mut noter, a as usize);
    }
    if noter.stale > 0 {
        return Err(PchError::StaleHandles { count: noter.stale });
    }
    Ok(noter.noted)
}
