//! Per-arena side tables: generations, the mark/allocated bitmap, the mark worklist.

mod reserve;

pub(crate) use reserve::Reserve;

/// Side tables of one arena, kept apart from the objects so the marker can update them
/// while objects are being walked.
///
/// Per slot: one generation byte and one bit. Between collections the bit says
/// "allocated" (or reserved for a held arena, the generation then still even: see
/// [`reserve`]); during marking it is the mark bit (the allocated bits are set aside).
/// Generations: odd = allocated, even = free. A type may keep fewer than 8 generation bits
/// ([`Gty::GENERATION_BITS`](crate::Gty::GENERATION_BITS)); its generations then stay
/// within `gen_mask`, after which they wrap to 0. A brand-new slot starts at `first_gen`,
/// an odd generation taken from the heap's seed (so that two heaps' handles to the same
/// slot usually differ); a slot's window is the `(gen_mask + 1) / 2` lifetimes from
/// `first_gen` round to the even generation just before it, the window's end, and what
/// that end means depends on the policy (`retire`):
///
/// - **wrapping** (the default): the end is an ordinary free generation, so the slot is
///   reused forever and its next object gets `first_gen` again. A stale handle is detected
///   unless its slot has since been reallocated a whole multiple of the window (16 for 5
///   bits, 128 for 8), in which case it names the slot's current object.
/// - **retiring** (checking mode): the end means retired and the slot is skipped, so no
///   handle is ever given out twice and every stale handle is detected; only when an
///   arena could not otherwise allocate (all 2^24 slots used or retired) are retired slots
///   reused.
///
/// In checking mode an arena also owns blocks of slot indices ([`crate::blocks`]) and
/// allocates only there: the blocks it skipped are *holes*, slots at the retired
/// generation (window position 0) that are never allocated, so that every reuse scan
/// already passes them by; only the last-resort reuse of retired slots asks `blocks`.
pub(crate) struct Meta {
    pub(crate) gens: Vec<u8>,
    /// The largest generation of this arena (`2^bits − 1`, odd).
    pub(crate) gen_mask: u8,
    pub(crate) bits: Vec<u64>,
    /// Slots queued for walking during marking (LIFO).
    pub(crate) worklist: Vec<u32>,
    /// First bitmap word that may hold a free slot.
    pub(crate) cursor: usize,
    /// Allocated objects.
    pub(crate) live: usize,
    pub(crate) name: &'static str,
    pub(crate) object_size: usize,
    pub(crate) holds_handles: bool,
    /// Skip slots at generation 0 instead of reusing them (checking mode's exact window).
    pub(crate) retire: bool,
    /// The generation a brand-new slot starts at: odd, drawn from the heap's seed so that
    /// heaps disagree on the generations of the same slot (see [`Meta::first_gen_for`]).
    pub(crate) first_gen: u8,
    /// Most slots the arena may have (2^24 unless [`crate::Heap::set_arena_limit`]).
    pub(crate) limit: usize,
    pub(crate) stats: crate::stats::TypeCounters,
    /// The objects and generations are held by a client ([`crate::HeldArena`]), not here:
    /// `gens` is then empty.
    pub(crate) held: bool,
    /// While held: how many slots the arena has (the holder's generations' length).
    pub(crate) held_len: usize,
    /// Checking mode: the blocks this arena allocates in (`None`: every block).
    pub(crate) blocks: Option<crate::blocks::Blocks>,
}

/// The generation of every slot of one arena, by slot index (what
/// [`HeldArena::generations`](crate::HeldArena::generations) lends a client that checks
/// handles of several arenas through one code path).
#[derive(Clone, Copy, Debug)]
pub struct Generations<'a>(pub(crate) &'a [u8]);

impl Generations<'_> {
    /// Whether `(index, generation)` names a live object. Only odd generations are ever
    /// allocated: a handle rebuilt from arbitrary bits with an even generation (a free or
    /// reserved slot's) or 0 (a free or retired slot's) names nothing, though the slot may
    /// still hold its last object.
    #[inline]
    pub fn is_live_at(self, index: u32, generation: u8) -> bool {
        generation % 2 == 1 && self.0.get(index as usize) == Some(&generation)
    }
}

/// Outcome of finding a slot for a new object.
pub(crate) enum Slot {
    /// A free slot to reuse, with its new (odd) generation already stored.
    Reused(u32, u8),
    /// A brand-new slot at the end.
    Fresh(u32),
}

impl Meta {
    pub(crate) fn new(
        name: &'static str,
        object_size: usize,
        holds_handles: bool,
        generation_bits: u32,
        retire: bool,
        seed: u64,
        blocks: Option<crate::blocks::Blocks>,
    ) -> Self {
        assert!(
            (2..=8).contains(&generation_bits),
            "Gty::GENERATION_BITS of {name} is {generation_bits}; it must be 2..=8"
        );
        let gen_mask = ((1u32 << generation_bits) - 1) as u8;
        Meta {
            gens: Vec::new(),
            gen_mask,
            bits: Vec::new(),
            worklist: Vec::new(),
            cursor: 0,
            live: 0,
            name,
            object_size,
            holds_handles,
            retire,
            first_gen: Meta::first_gen_for(seed, gen_mask),
            limit: crate::gc::MAX_INDEX as usize + 1,
            stats: Default::default(),
            held: false,
            held_len: 0,
            blocks,
        }
    }

    /// The first generation of an arena with last generation `gen_mask` in the heap of
    /// `seed`: the `seed mod 2^(N-1)`-th odd generation. Heaps take consecutive seeds, so
    /// any 2^(N−1) heaps made one after another start their arenas at pairwise different
    /// generations.
    pub(crate) fn first_gen_for(seed: u64, gen_mask: u8) -> u8 {
        ((seed as u8).wrapping_mul(2) | 1) & gen_mask
    }

    /// The generation after `g`: 0 once `g` is the arena's last one.
    #[inline]
    pub(crate) fn next_gen(&self, g: u8) -> u8 {
        if g >= self.gen_mask { 0 } else { g + 1 }
    }

    /// Whether a free slot at generation `g` may be reused now.
    #[inline]
    pub(crate) fn reusable(&self, g: u8) -> bool {
        !self.retire || self.window_pos(g) != 0
    }

    /// Where `g` stands in a slot's window, counted from the arena's first generation
    /// (which is 1): 0 is the generation just before it, where a window ends (retired, in
    /// checking mode). Parity is kept (the first generation is odd).
    #[inline]
    pub(crate) fn window_pos(&self, g: u8) -> u8 {
        g.wrapping_sub(self.first_gen).wrapping_add(1) & self.gen_mask
    }

    /// Whether `(index, generation)` names an allocated object (see
    /// [`Generations::is_live_at`]).
    #[inline]
    pub(crate) fn is_current(&self, index: u32, generation: u8) -> bool {
        Generations(&self.gens).is_live_at(index, generation)
    }

    /// Finds a slot for a new object and marks it allocated; `None` if the arena is full.
    /// The two common cases (appending while a program builds, reusing the cursor's word
    /// after a collection) are inlined into every allocation; the rest is not.
    #[inline(always)]
    pub(crate) fn take_slot(&mut self) -> Option<Slot> {
        let len = self.gens.len();
        if self.live == len {
            // No free slot anywhere (the usual case while a program builds): append.
            return self.append(len);
        }
        // Rebuilding into freed memory: the cursor's word usually has a free slot.
        let w = self.cursor;
        if let Some(&word) = self.bits.get(w) {
            let i = w * 64 + (!word).trailing_zeros() as usize;
            if word != u64::MAX && i < len {
                let g = self.gens[i];
                if !self.retire || self.window_pos(g) != 0 {
                    self.gens[i] = g + 1;
                    self.bits[w] = word | 1 << (i % 64);
                    self.live += 1;
                    return Some(Slot::Reused(i as u32, g + 1));
                }
            }
        }
        self.reuse_or_append(len)
    }

    #[inline(always)]
    fn append(&mut self, len: usize) -> Option<Slot> {
        if len >= self.limit {
            return None;
        }
        let i = if len.is_multiple_of(64) {
            let i = self.new_word(len)?;
            // Holes up to the block's start in checking mode.
            self.gens.resize(i, self.hole_gen());
            i
        } else {
            len
        };
        self.gens.push(self.first_gen);
        self.bits[i / 64] |= 1 << (i % 64);
        self.cursor = i / 64;
        self.live += 1;
        Some(Slot::Fresh(i as u32))
    }

    /// Adds the bitmap word new slots go into, the arena having `len` slots (a multiple of
    /// 64): the next one, or in checking mode the next block this arena may use, whose
    /// skipped slots the caller fills with holes. The word's first slot, or `None` if the
    /// arena has no block left under its limit.
    #[inline(always)]
    pub(super) fn new_word(&mut self, len: usize) -> Option<usize> {
        if self.blocks.is_none() {
            self.bits.push(0);
            return Some(len);
        }
        self.new_block_word(len)
    }

    /// Checking mode's [`Meta::new_word`]: the first block from `len / 64` on that this
    /// arena owns or can claim (see [`crate::blocks::Blocks::next`]), the blocks skipped on
    /// the way becoming holes.
    #[cold]
    #[inline(never)]
    fn new_block_word(&mut self, len: usize) -> Option<usize> {
        let from = len / 64;
        let blocks = self.blocks.as_mut()?;
        // A block this arena appended into before (its slots given back since: see
        // `Meta::unreserve`) is still its own.
        let b = if blocks.usable(from) {
            from
        } else {
            blocks.next(from, self.limit.div_ceil(64))
        };
        if b * 64 >= self.limit {
            return None;
        }
        self.bits.resize(b + 1, 0);
        Some(b * 64)
    }

    /// The generation of a hole: the retired one (window position 0), which no reuse scan
    /// takes while the arena retires slots.
    pub(crate) fn hole_gen(&self) -> u8 {
        self.first_gen.wrapping_sub(1) & self.gen_mask
    }

    /// Whether slots of bitmap word `w` may be allocated (false for a hole).
    #[inline]
    pub(super) fn usable_word(&self, w: usize) -> bool {
        self.blocks.as_ref().is_none_or(|b| b.usable(w))
    }

    /// Checking mode: makes the blocks of the slots the arena already has its own (claimed
    /// where free, shared where another heap owns them); for slots it got without
    /// appending (a PCH's, an image's, those it had before checking was turned on).
    pub(crate) fn adopt_blocks(&mut self) {
        let words = self.bits.len();
        if let Some(b) = self.blocks.as_mut() {
            b.adopt(words);
        }
    }

    #[cold]
    #[inline(never)]
    fn reuse_or_append(&mut self, len: usize) -> Option<Slot> {
        if let Some(slot) = self.reuse(false) {
            return Some(slot);
        }
        let slot = self.append(len);
        if slot.is_none() && self.retire {
            // Full of live and retired slots: give up exactness rather than fail.
            self.cursor = 0;
            return self.reuse(true);
        }
        slot
    }

    /// The first free slot at or after the cursor that may be reused (`any`: retired ones
    /// too), now allocated.
    fn reuse(&mut self, any: bool) -> Option<Slot> {
        let (w, free) = self.free_word(&self.gens, any)?;
        let i = w * 64 + free.trailing_zeros() as usize;
        let g = self.gens[i] + 1;
        self.gens[i] = g;
        self.bits[w] |= 1 << (i % 64);
        self.cursor = w;
        self.live += 1;
        Some(Slot::Reused(i as u32, g))
    }

    /// Objects allocated in this arena so far (see [`crate::stats::TypeCounters`]).
    pub(crate) fn allocated(&self) -> u64 {
        self.live as u64 + self.stats.freed + self.stats.collected
    }

    /// Records the live count in the peak before it decreases.
    #[inline]
    pub(crate) fn note_peak(&mut self) {
        self.stats.peak_live = self.stats.peak_live.max(self.live as u64);
    }

    /// Frees one allocated slot (explicit `ggc_free`).
    pub(crate) fn release(&mut self, index: u32) {
        let i = index as usize;
        self.gens[i] = self.next_gen(self.gens[i]);
        self.bits[i / 64] &= !(1 << (i % 64));
        self.cursor = self.cursor.min(i / 64);
        self.live -= 1;
    }

    /// Tests and sets the mark bit of `index`; true if it was not set.
    #[inline]
    pub(crate) fn set_mark(&mut self, index: u32) -> bool {
        let i = index as usize;
        let word = &mut self.bits[i / 64];
        let bit = 1u64 << (i % 64);
        if *word & bit != 0 {
            return false;
        }
        *word |= bit;
        true
    }

    /// Whether the bit of `index` is set.
    #[inline]
    pub(crate) fn bit(&self, index: u32) -> bool {
        let i = index as usize;
        self.bits[i / 64] & (1 << (i % 64)) != 0
    }

    /// Bytes of side tables per slot, rounded: one generation byte plus one bit.
    pub(crate) fn side_table_bytes(&self) -> usize {
        let blocks = self.blocks.as_ref().map_or(0, |b| b.bytes());
        let gens = if self.held {
            self.held_len
        } else {
            self.gens.capacity()
        };
        gens + self.bits.capacity() * 8 + blocks
    }

    /// How many slots the arena has, whether its generations are here or held.
    pub(crate) fn slot_count(&self) -> usize {
        if self.held {
            self.held_len
        } else {
            self.gens.len()
        }
    }
}
