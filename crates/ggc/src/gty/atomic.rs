//! [`Atomic<T>`]: any value as a leaf object of the heap.

use std::ops::{Deref, DerefMut};

use crate::gty::{Gty, Walker};

/// Any `'static` value as an atomic heap object: collected when unreachable, never walked
/// (GCC's `ggc_alloc_atomic` for data that holds no GC pointers). Lets foreign types — a
/// whole tree arena, a buffer — live in a heap, and in a PCH when `T` is serde-encodable.
#[doc(alias = "ggc_alloc_atomic")]
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(transparent)]
pub struct Atomic<T>(pub T);

impl<T: Send + Sync + 'static> Gty for Atomic<T> {
    const HOLDS_HANDLES: bool = false;
    fn walk<W: Walker>(&mut self, _walker: &mut W) {}
}

impl<T> Deref for Atomic<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T> DerefMut for Atomic<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}
