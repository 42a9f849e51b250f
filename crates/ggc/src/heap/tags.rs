//! Client tags for arenas: a client whose handles carry a small tag (a tree handle's pool)
//! names the arena of each tag once, and the marker then follows such handles by tag
//! ([`Walker::tagged_edge`](crate::Walker::tagged_edge)) without looking their type up.

use crate::error::GcError;
use crate::heap::Heap;

impl Heap {
    /// Names the arena of each tag: tag `k` is arena number `arenas[k]` (an
    /// [`ArenaId::number`](crate::ArenaId::number) or
    /// [`HeldArena::number`](crate::HeldArena::number)); tags are bytes, so entries past
    /// the 256th are never used, and tags past the slice are untagged. Replaces earlier
    /// tags. A number this heap has no arena for is
    /// [`GcError::NoArena`], and the tags are then left as they were.
    ///
    /// The marker then takes [`Walker::tagged_edge`](crate::Walker::tagged_edge) for a
    /// tagged handle: one code path for every tagged arena, with no type lookup, where a
    /// client dispatching on the tag to a typed [`Walker::edge`](crate::Walker::edge)
    /// pays a mispredicted jump per handle.
    pub fn tag_arenas(&mut self, arenas: &[u32]) -> Result<(), GcError> {
        let count = self.metas.len();
        if let Some(&number) = arenas.iter().find(|&&a| a as usize >= count) {
            return Err(GcError::NoArena {
                number,
                arenas: count,
            });
        }
        self.types.tags = arenas.to_vec();
        Ok(())
    }
}
