//! What a safepoint walks as roots: any [`Gty`] value, or several root sets side by side.

use crate::gty::{Gty, Walker};

/// Something the collector walks as roots at a safepoint. Every [`Gty`] value is one; so is
/// [`Both`], which lets a library pass its own roots (its global nodes, its caches) beside
/// whatever roots its user passes, without owning or copying them.
pub trait Roots {
    /// Hands every handle of the root set to `walker` (as [`Gty::walk`] does).
    fn walk_roots<W: Walker>(&mut self, walker: &mut W);
}

impl<T: Gty> Roots for T {
    #[inline]
    fn walk_roots<W: Walker>(&mut self, walker: &mut W) {
        self.walk(walker);
    }
}

/// Two root sets walked as one, first `.0` then `.1`.
///
/// ```
/// use ggc::{Both, Gc, Gty, Heap};
/// #[derive(Gty)]
/// struct Node(u32);
/// let mut heap = Heap::new();
/// let mut mine = vec![heap.alloc(Node(1))];
/// let mut theirs = Some(heap.alloc(Node(2)));
/// heap.alloc(Node(3));
/// let report = heap.collect_force(&mut Both(&mut mine, &mut theirs));
/// assert_eq!((report.marked, report.freed), (2, 1));
/// ```
pub struct Both<'a, A: ?Sized, B: ?Sized>(pub &'a mut A, pub &'a mut B);

impl<A: Roots + ?Sized, B: Roots + ?Sized> Roots for Both<'_, A, B> {
    #[inline]
    fn walk_roots<W: Walker>(&mut self, walker: &mut W) {
        self.0.walk_roots(walker);
        self.1.walk_roots(walker);
    }
}
