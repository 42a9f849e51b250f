//! Whether checking mode's slot blocks make this heap tell other heaps' handles apart
//! (see [`crate::blocks`]).

use crate::heap::Heap;

impl Heap {
    /// Whether this heap is in checking mode and owns every block of slot indices its
    /// arenas allocate in, so that a handle of another live heap that is exclusive too is
    /// always refused here (see [`Gc`](crate::Gc)'s "A handle from another heap"). False outside
    /// checking mode, and for a heap that shares a block: one whose precompiled header or
    /// arena image put objects in blocks another live heap owned, or that ran out of free
    /// blocks below its arenas' slot cap.
    pub fn is_exclusive(&self) -> bool {
        self.params.checking
            && self
                .metas
                .iter()
                .all(|m| m.blocks.as_ref().is_some_and(|b| b.exclusive()))
    }
}
