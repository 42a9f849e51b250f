//! Which types a PCH may hold, under which names, and the callbacks it may name.

use std::any::TypeId;
use std::collections::HashMap;
use std::rc::Rc;

use super::callbacks::CallbackTable;
use super::codec::{ArenaCodec, PchType, codec_for};

/// The types (by stable name) and callbacks a PCH may contain. Saving and restoring
/// processes must register the same names.
#[derive(Default)]
pub struct PchRegistry {
    pub(crate) by_type: HashMap<TypeId, ArenaCodec>,
    pub(crate) by_name: HashMap<&'static str, TypeId>,
    pub(crate) callbacks: CallbackTable,
}

impl PchRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Lets objects of `T` be saved and restored under `name`.
    pub fn register<T: PchType>(&mut self, name: &'static str) -> &mut Self {
        self.by_type.insert(TypeId::of::<T>(), codec_for::<T>(name));
        self.by_name.insert(name, TypeId::of::<T>());
        self
    }

    /// Lets a restored [`Callback`](crate::Callback) named `name` resolve to `func`.
    pub fn callback<F: Copy + 'static>(&mut self, name: &'static str, func: F) -> &mut Self {
        self.callbacks
            .insert((TypeId::of::<F>(), name), Rc::new(func));
        self
    }
}
