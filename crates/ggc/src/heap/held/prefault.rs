//! Faulting in a growing held arena's next pages ahead of its allocations: one system call
//! per quarter mebibyte instead of one page fault per page.
//!
//! An arena that grows writes its objects into memory no one has touched, and each first
//! touch of a page is a page fault: on the machine this was measured on, about a quarter of
//! the samples of building a 1M-node PLUS_EXPR chain into a fresh heap were the kernel's.
//! Linux's `MADV_POPULATE_WRITE` (5.14) faults a range in in one call, as if each page had
//! been written, without writing it; building such a chain or TREE_LIST took 7–17% less CPU
//! time with it (`tree_build2_chain`, `tree_cons_list`: medians of interleaved runs of the
//! workloads). Only the slot vector is faulted in so: an arena's generations and bitmap are
//! a twentieth of its size. Elsewhere, on older kernels and under Miri nothing is done, and
//! pages fault in as they are written.

use std::mem::MaybeUninit;

/// How far past the slots in use the arena's memory is faulted in.
const AHEAD: usize = 256 * 1024;

/// How far a held arena's slot vector is faulted in.
#[derive(Debug, Default)]
pub(super) struct Prefault {
    /// The vector's address when `frontier` was measured (a reallocation starts over).
    base: usize,
    /// Bytes from `base` known faulted in.
    frontier: usize,
}

impl Prefault {
    /// Faults in the next [`AHEAD`] bytes of `slots`' spare capacity once fewer than half
    /// of them are left before the slots in use reach the part faulted in already.
    pub(super) fn ahead<S>(&mut self, slots: &mut Vec<S>) {
        let size = std::mem::size_of::<S>();
        let base = slots.as_ptr() as usize;
        let used = slots.len() * size;
        if base != self.base || self.frontier < used {
            (self.base, self.frontier) = (base, used);
        }
        if self.frontier - used >= AHEAD / 2 {
            return;
        }
        let spare = slots.spare_capacity_mut();
        let (from, to) = (
            self.frontier - used,
            AHEAD.min(std::mem::size_of_val(spare)),
        );
        if from < to {
            populate(spare, from..to);
            self.frontier = used + to;
        }
    }
}

/// Faults in the whole pages within bytes `range` of `spare`, without changing what they
/// hold.
#[cfg(all(target_os = "linux", not(miri)))]
fn populate<S>(spare: &mut [MaybeUninit<S>], range: std::ops::Range<usize>) {
    debug_assert!(range.end <= std::mem::size_of_val(spare));
    let page = rustix::param::page_size();
    let base = spare.as_mut_ptr() as usize;
    let first = (base + range.start).next_multiple_of(page);
    let last = (base + range.end) / page * page;
    if first >= last {
        return;
    }
    // SAFETY: [first, last) is whole pages inside `spare`, which this function borrows
    // exclusively: no other reference can see them while the call runs. MADV_POPULATE_WRITE
    // only maps those pages writable, as a write to each would (zero-filled where none was
    // mapped); it does not change the contents of a page mapped already, unmap or move
    // anything, and `spare` is uninitialized memory whose contents no one reads. A failure
    // (a kernel before 5.14 has no such advice) leaves the pages to fault in when written,
    // as they would have: it is ignored.
    #[allow(unsafe_code)]
    unsafe {
        let _ = rustix::mm::madvise(
            first as *mut std::ffi::c_void,
            last - first,
            rustix::mm::Advice::LinuxPopulateWrite,
        );
    }
}

/// Without Linux's advice (or under Miri, which has no such system call) pages fault in as
/// they are written.
#[cfg(not(all(target_os = "linux", not(miri))))]
fn populate<S>(_spare: &mut [MaybeUninit<S>], _range: std::ops::Range<usize>) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_growing_vector_is_faulted_in_ahead_and_keeps_its_contents() {
        // Megabytes natively, so that the vector reallocates past several advice calls;
        // under Miri (where the advice is compiled out) only the bookkeeping is checked.
        let count = if cfg!(miri) { 5_000 } else { 200_000 };
        let mut v: Vec<Option<[u32; 5]>> = Vec::new();
        let mut p = Prefault::default();
        for i in 0..count {
            if i % 64 == 0 {
                p.ahead(&mut v);
                let used = v.len() * std::mem::size_of::<Option<[u32; 5]>>();
                let spare = v.spare_capacity_mut().len() * std::mem::size_of::<Option<[u32; 5]>>();
                assert!(p.frontier >= used && p.frontier <= used + spare);
            }
            v.push(Some([i; 5]));
        }
        assert!(v.iter().enumerate().all(|(i, s)| *s == Some([i as u32; 5])));
    }
}
