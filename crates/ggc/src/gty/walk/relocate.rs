//! Compaction: forwarding tables and the relocating walker (GCC's `gt_pch_p_*` pointer
//! walk; LLVM's statepoint relocation, here over handles).

use crate::gc::Gc;
use crate::gty::walk::types::{TypeCache, TypeIndex};
use crate::gty::{Gty, WalkPurpose, Walker};
use crate::meta::Meta;

/// Where each live object of one arena moves.
pub(crate) struct Forward {
    /// New slot of each old slot (`u32::MAX`: not live).
    pub(crate) to: Vec<u32>,
    /// Generations after the move.
    pub(crate) new_gens: Vec<u8>,
    /// Allocated bits after the move.
    pub(crate) new_bits: Vec<u64>,
    /// One past the last occupied slot after the move.
    pub(crate) high_water: usize,
    /// Objects that changed slot.
    pub(crate) moved: u64,
}

impl Forward {
    /// Slides live objects (the set bits of `meta.bits`) down to the lowest usable slots.
    /// A slot is usable if its next generations are not retired ones (see [`Meta`]); every
    /// vacated slot gets a new generation so old handles to it go stale.
    pub(crate) fn plan(meta: &Meta) -> Forward {
        let n = meta.gens.len();
        let gens = &meta.gens;
        let live = |i: usize| meta.bits[i / 64] & (1 << (i % 64)) != 0;
        let mut to = vec![u32::MAX; n];
        let mut is_dest = vec![false; n];
        let mut dest = 0usize;
        let mut high_water = 0usize;
        let mut moved = 0u64;
        for (i, slot) in to.iter_mut().enumerate() {
            if !live(i) {
                continue;
            }
            while dest < i {
                let g = meta.window_pos(gens[dest]);
                let usable =
                    !meta.retire || g != 0 && (g.is_multiple_of(2) || g <= meta.gen_mask - 2);
                if usable {
                    break;
                }
                dest += 1;
            }
            *slot = dest as u32;
            if dest != i {
                is_dest[dest] = true;
                moved += 1;
            }
            dest += 1;
            high_water = dest;
        }
        let mut new_gens = gens.clone();
        let mut new_bits = vec![0u64; meta.bits.len()];
        for s in 0..n {
            let was_live = live(s);
            let stays = was_live && to[s] as usize == s;
            if is_dest[s] {
                let g = meta.next_gen(gens[s]);
                new_gens[s] = if was_live { meta.next_gen(g) } else { g };
            } else if was_live && !stays {
                new_gens[s] = meta.next_gen(gens[s]);
            }
            if stays || is_dest[s] {
                new_bits[s / 64] |= 1 << (s % 64);
            }
        }
        Forward {
            to,
            new_gens,
            new_bits,
            high_water,
            moved,
        }
    }
}

/// Rewrites handles through the forwarding tables of every arena.
pub(crate) struct Relocator<'a> {
    metas: &'a [Meta],
    forwards: &'a [Forward],
    types: &'a TypeIndex,
    cache: TypeCache,
    pub(crate) stale: u64,
}

impl<'a> Relocator<'a> {
    pub(crate) fn new(metas: &'a [Meta], forwards: &'a [Forward], types: &'a TypeIndex) -> Self {
        Relocator {
            metas,
            forwards,
            types,
            cache: TypeCache::new(),
            stale: 0,
        }
    }

    /// The new `(index, generation)` of a type-erased handle, if it named a live object.
    pub(crate) fn forward_raw(
        &mut self,
        arena: usize,
        index: u32,
        generation: u8,
    ) -> Option<(u32, u8)> {
        if !self.metas[arena].is_current(index, generation) {
            self.stale += 1;
            return None;
        }
        let f = &self.forwards[arena];
        let j = f.to[index as usize];
        if j == u32::MAX {
            self.stale += 1;
            return None;
        }
        Some((j, f.new_gens[j as usize]))
    }
}

impl Walker for Relocator<'_> {
    fn purpose(&self) -> WalkPurpose {
        WalkPurpose::Relocate
    }

    #[inline]
    fn edge<T: Gty>(&mut self, handle: &mut Gc<T>) {
        let Some(a) = self.cache.arena::<T>(self.types) else {
            self.stale += 1;
            return;
        };
        if let Some((j, g)) = self.forward_raw(a as usize, handle.index(), handle.generation()) {
            *handle = Gc::new_unchecked(j, g);
        }
    }
}
