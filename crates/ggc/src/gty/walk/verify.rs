//! The checking-mode walker: every handle must name a live object.

use crate::gc::Gc;
use crate::gty::walk::types::{TypeCache, TypeIndex};
use crate::gty::{Gty, WalkPurpose, Walker};
use crate::meta::Meta;

/// Counts handles that name no live object.
pub(crate) struct Verifier<'a> {
    metas: &'a [Meta],
    types: &'a TypeIndex,
    cache: TypeCache,
    pub(crate) bad: u64,
}

impl<'a> Verifier<'a> {
    pub(crate) fn new(metas: &'a [Meta], types: &'a TypeIndex) -> Self {
        Verifier {
            metas,
            types,
            cache: TypeCache::new(),
            bad: 0,
        }
    }
}

impl Walker for Verifier<'_> {
    fn purpose(&self) -> WalkPurpose {
        WalkPurpose::Verify
    }
    fn undefined(&mut self, _type_name: &'static str) {
        self.bad += 1;
    }
    fn edge<T: Gty>(&mut self, handle: &mut Gc<T>) {
        let ok = self.cache.arena::<T>(self.types).is_some_and(|a| {
            self.metas[a as usize].is_current(handle.index(), handle.generation())
        });
        if !ok {
            self.bad += 1;
        }
    }
}
