//! Reservations: the free slots of one bitmap word set aside at once for a held arena
//! ([`crate::HeldArena`]), which then hands them out one by one without searching.
//!
//! Searching for a slot per allocation (the cursor's word, its lowest clear bit, the
//! generation's window, the arena's end) is most of what an allocation costs. A held arena
//! asks once per word instead: the word's usable free slots get their bits set, so no
//! other search takes them, while their generations stay even (free) until each is handed
//! out. A reserved slot is therefore neither live (no handle names it: its generation is
//! even) nor counted in `live`; the heap's figures stay exact. Only the holder allocates
//! in an arena it holds, and it gives back what it has not handed out before any
//! whole-heap operation ([`Meta::unreserve`]), so marking, sweeping and compaction never
//! see a reservation.

use super::Meta;

/// Slots of bitmap word `word` reserved for a held arena and not handed out yet.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Reserve {
    pub(crate) word: u32,
    /// One bit per reserved slot of the word.
    pub(crate) free: u64,
    /// The slots were appended for this reservation (they are the arena's last ones).
    pub(crate) fresh: bool,
}

impl Meta {
    /// Reserves the free slots of one word: reusable free slots from the cursor on, else
    /// new slots at the end (in checking mode, in a block this arena may use), else, in
    /// checking mode and only when the arena could not otherwise allocate, retired slots.
    /// `None` if the arena is full. `gens` are the arena's generations, which its holder
    /// keeps.
    pub(crate) fn reserve(&mut self, gens: &mut Vec<u8>) -> Option<Reserve> {
        let r = if self.live < gens.len()
            && let Some(r) = self.reserve_free(gens, false)
        {
            Some(r)
        } else if let Some(r) = self.reserve_fresh(gens) {
            Some(r)
        } else if self.retire {
            // Full of live and retired slots: give up exactness rather than fail.
            self.cursor = 0;
            self.reserve_free(gens, true)
        } else {
            None
        };
        self.held_len = gens.len();
        r
    }

    /// The first word at or after the cursor with free slots that may be reused (`any`:
    /// retired ones too), reserved.
    fn reserve_free(&mut self, gens: &[u8], any: bool) -> Option<Reserve> {
        let (w, free) = self.free_word(gens, any)?;
        Some(self.claim(w, free, false))
    }

    /// Marks the slots `free` of word `w` taken and moves the cursor there: a reservation
    /// of them (`fresh`: slots just appended).
    fn claim(&mut self, w: usize, free: u64, fresh: bool) -> Reserve {
        self.bits[w] |= free;
        self.cursor = w;
        Reserve {
            word: w as u32,
            free,
            fresh,
        }
    }

    /// The first bitmap word at or after the cursor with free slots that may be reused
    /// (`any`: retired ones too), and those slots' bits; `gens` are the arena's
    /// generations. What both a held arena's reservation and a single allocation search.
    pub(super) fn free_word(&self, gens: &[u8], any: bool) -> Option<(usize, u64)> {
        let len = gens.len();
        for w in self.cursor..self.bits.len() {
            let base = w * 64;
            if base >= len {
                break;
            }
            let mut free = if self.usable_word(w) {
                !self.bits[w]
            } else {
                0
            };
            if len - base < 64 {
                free &= (1u64 << (len - base)) - 1;
            }
            if self.retire && !any {
                free &= self.reusable_bits(&gens[base..], free);
            }
            if free != 0 {
                return Some((w, free));
            }
        }
        None
    }

    /// Of the slots `free` marks in the word whose generations `gens` starts with, those
    /// whose generation has not reached its window's end (checking mode retires those).
    fn reusable_bits(&self, gens: &[u8], mut free: u64) -> u64 {
        let mut scan = free;
        while scan != 0 {
            let bit = scan.trailing_zeros() as usize;
            if !self.reusable(gens[bit]) {
                free &= !(1 << bit);
            }
            scan &= scan - 1;
        }
        free
    }

    /// New slots up to the end of the last word (a whole new word if the last is full),
    /// at the free generation just before the arena's first.
    fn reserve_fresh(&mut self, gens: &mut Vec<u8>) -> Option<Reserve> {
        let len = gens.len();
        if len >= self.limit {
            return None;
        }
        let start = if len.is_multiple_of(64) {
            self.new_word(len)?
        } else {
            len
        };
        let n = (64 - start % 64).min(self.limit - start);
        // Holes up to `start` (blocks skipped in checking mode), then the new slots, all at
        // the generation just before the first.
        gens.resize(start + n, self.hole_gen());
        let free = (u64::MAX >> (64 - n)) << (start % 64);
        Some(self.claim(start / 64, free, true))
    }

    /// Gives back the slots of `r` not handed out: their bits are cleared; fresh slots,
    /// the arena's last ones, are removed again, so that the arena is as if they had never
    /// been reserved.
    pub(crate) fn unreserve(&mut self, r: Reserve, gens: &mut Vec<u8>) {
        if r.free != 0 {
            let w = r.word as usize;
            self.bits[w] &= !r.free;
            if r.fresh {
                let first = w * 64 + r.free.trailing_zeros() as usize;
                debug_assert_eq!(w * 64 + 64 - r.free.leading_zeros() as usize, gens.len());
                gens.truncate(first);
                if first.is_multiple_of(64) {
                    self.bits.truncate(w);
                }
            }
        }
        self.held_len = gens.len();
    }
}
