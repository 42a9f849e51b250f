//! Identity-preserving images of one arena: every slot's generation and every live object,
//! so that a restored arena answers to exactly the handles the saved one did (what a client
//! serialising its own arenas needs; a PCH instead renumbers what is reachable).

use serde::{Deserialize, Serialize};

use crate::error::GcError;
use crate::gty::Gty;
use crate::heap::Heap;

/// One arena as data: the generation of every slot (odd = live, even = free, 0 = retired)
/// and the live objects in slot order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaImage<T> {
    /// Per slot: its generation.
    pub generations: Vec<u8>,
    /// The objects of the slots with odd generations, in slot order.
    pub objects: Vec<T>,
}

impl<T> Default for ArenaImage<T> {
    fn default() -> Self {
        ArenaImage {
            generations: Vec::new(),
            objects: Vec::new(),
        }
    }
}

impl Heap {
    /// A copy of the arena of `T` that [`Heap::restore_arena`] turns back into the same
    /// slots under the same handles.
    pub fn arena_image<T: Gty + Clone>(&self) -> ArenaImage<T> {
        let Some(a) = self.arena_of::<T>() else {
            return ArenaImage::default();
        };
        ArenaImage {
            generations: self.metas[a].gens.clone(),
            objects: self.iter::<T>().map(|(_, v)| v.clone()).collect(),
        }
    }

    /// Fills the (empty) arena of `T` from an image: every handle that named a live object
    /// of the saved arena names the same object here, every other handle is stale. An image
    /// whose generations do not fit `T`'s generation bits, whose object count differs from
    /// its live slots, or an arena that already holds objects, is an error.
    pub fn restore_arena<T: Gty>(&mut self, image: ArenaImage<T>) -> Result<(), GcError> {
        let bad = |why: String| GcError::BadImage {
            type_name: std::any::type_name::<T>(),
            why,
        };
        let a = self.arena_mut::<T>();
        if self.metas[a].held {
            return Err(GcError::Held {
                type_name: std::any::type_name::<T>(),
            });
        }
        if !self.metas[a].gens.is_empty() {
            return Err(bad("the arena already has slots".into()));
        }
        let n = image.generations.len();
        if n > crate::gc::MAX_INDEX as usize + 1 {
            return Err(bad(format!("{n} slots is more than an arena holds")));
        }
        let mask = self.metas[a].gen_mask;
        if let Some(g) = image.generations.iter().find(|&&g| g > mask) {
            return Err(bad(format!("generation {g} exceeds the type's {mask}")));
        }
        let live = image.generations.iter().filter(|g| *g % 2 == 1).count();
        if live != image.objects.len() {
            return Err(bad(format!(
                "{live} live slots but {} objects",
                image.objects.len()
            )));
        }
        let mut bytes = 0u64;
        let mut objects = image.objects.into_iter();
        let mut slots = Vec::with_capacity(n);
        let mut bits = vec![0u64; n.div_ceil(64)];
        for (i, &g) in image.generations.iter().enumerate() {
            if g % 2 == 1 {
                let v = objects.next();
                bytes += v.as_ref().map_or(0, |v| {
                    (size_of::<T>() + if T::VARIABLE_SIZE { v.extra_bytes() } else { 0 }) as u64
                });
                slots.push(v);
                bits[i / 64] |= 1 << (i % 64);
            } else {
                slots.push(None);
            }
        }
        self.store_mut::<T>(a).slots = slots;
        let meta = &mut self.metas[a];
        meta.gens = image.generations;
        meta.bits = bits;
        meta.live = live;
        meta.cursor = 0;
        meta.adopt_blocks();
        meta.stats.peak_live = meta.stats.peak_live.max(live as u64);
        self.allocated_bytes += bytes;
        Ok(())
    }
}
