//! The callbacks a PCH names: a restored [`Callback`] is looked up by name in the
//! restoring registry's table, which serde cannot pass to a deserializer, so a restore on
//! this thread puts it where [`Callback`]'s `Deserialize` finds it.

use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use serde::Serialize;

use crate::gty::callback::Callback;

/// The callbacks of a registry, by function type and name.
pub(crate) type CallbackTable = HashMap<(TypeId, &'static str), Rc<dyn Any>>;

thread_local! {
    /// The callbacks a restore on this thread resolves names against (serde gives a
    /// deserializer no context, so restoring a callback by name goes through here).
    static RESTORING: RefCell<Option<CallbackTable>> = const { RefCell::new(None) };
    /// The last callback name a restore could not resolve (the decoder's own error type
    /// keeps no message).
    static MISSING: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The callback name the last failed decode on this thread could not resolve.
pub(crate) fn take_missing_callback() -> Option<String> {
    MISSING.with(|m| m.borrow_mut().take())
}

/// Runs `f` with `callbacks` (a registry's) available to [`Callback`]'s deserializer.
pub(crate) fn with_callbacks<R>(callbacks: &CallbackTable, f: impl FnOnce() -> R) -> R {
    let previous = RESTORING.with(|c| c.replace(Some(callbacks.clone())));
    let r = f();
    RESTORING.with(|c| c.replace(previous));
    r
}

/// The callback registered under `name` for function type `F`, during a restore.
fn restoring_callback<F: Copy + 'static>(name: &str) -> Option<(&'static str, F)> {
    RESTORING.with(|c| {
        let table = c.borrow();
        let table = table.as_ref()?;
        table
            .iter()
            .find(|((t, n), _)| *t == TypeId::of::<F>() && *n == name)
            .and_then(|((_, n), f)| f.downcast_ref::<F>().map(|f| (*n, *f)))
    })
}

/// A callback is written as its name.
impl<F: Copy + 'static> Serialize for Callback<F> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A callback is read back by looking its name up in the restoring registry.
impl<'de, F: Copy + 'static> serde::Deserialize<'de> for Callback<F> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        match restoring_callback::<F>(&name) {
            Some((name, func)) => Ok(Callback::new(name, func)),
            None => {
                let message =
                    format!("callback {name:?} is not registered (PchRegistry::callback)");
                MISSING.with(|m| *m.borrow_mut() = Some(name));
                Err(serde::de::Error::custom(message))
            }
        }
    }
}
