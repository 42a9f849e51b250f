//! An arena's object vector: placing an object in its slot, the bytes it accounts for,
//! and the live objects among the slots (for the heap's own arenas and held ones).

use crate::gc::Gc;
use crate::gty::Gty;
use crate::meta::Meta;

/// The bytes `value` accounts for in the heap's total.
#[inline]
pub(crate) fn object_bytes<T: Gty>(value: &T) -> u64 {
    let extra = if T::VARIABLE_SIZE {
        value.extra_bytes()
    } else {
        0
    };
    (size_of::<T>() + extra) as u64
}

/// Stores `value` in slot `index`, growing the vector if the slot is new.
#[inline]
pub(crate) fn place<T>(slots: &mut Vec<Option<T>>, index: u32, value: T) -> &mut T {
    let i = index as usize;
    if i >= slots.len() {
        slots.resize_with(i + 1, || None);
    }
    slots[i].insert(value)
}

/// The handle of slot `i` if it holds a live object (generation odd in `gens`, the
/// arena's generations, and allocated bit set in `meta`).
#[inline]
fn live_handle<T>(gens: &[u8], meta: &Meta, i: usize) -> Option<Gc<T>> {
    let g = *gens.get(i)?;
    (g % 2 == 1 && meta.bit(i as u32)).then(|| Gc::new_unchecked(i as u32, g))
}

/// The live objects among `slots`.
pub(crate) fn live_objects<'a, T>(
    gens: &'a [u8],
    meta: &'a Meta,
    slots: &'a [Option<T>],
) -> impl Iterator<Item = (Gc<T>, &'a T)> {
    slots
        .iter()
        .enumerate()
        .filter_map(move |(i, s)| Some((live_handle(gens, meta, i)?, s.as_ref()?)))
}

/// [`live_objects`], mutably.
pub(crate) fn live_objects_mut<'a, T>(
    gens: &'a [u8],
    meta: &'a Meta,
    slots: &'a mut [Option<T>],
) -> impl Iterator<Item = (Gc<T>, &'a mut T)> {
    slots
        .iter_mut()
        .enumerate()
        .filter_map(move |(i, s)| Some((live_handle(gens, meta, i)?, s.as_mut()?)))
}
