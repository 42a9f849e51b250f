//! Traits the derived walkers call for particular options (public so hand-written walkers
//! and custom containers can take part).

use crate::gc::Gc;
use crate::gty::callback::Callback;
use crate::gty::{Gty, Walker};

/// Sequences whose walk `#[gty(length = ...)]` narrows to a prefix (GCC's `length` on a
/// trailing or pointed-to array of non-atomic objects).
#[diagnostic::on_unimplemented(
    message = "gty(length) needs a sequence (Vec, VecDeque, array, boxed slice), not `{Self}`",
    label = "`length` on a non-sequence"
)]
pub trait GtySeq {
    /// Walks the first `len` elements (all of them if there are fewer).
    fn walk_prefix<W: Walker>(&mut self, len: usize, walker: &mut W);
}

impl<T: Gty> GtySeq for Vec<T> {
    fn walk_prefix<W: Walker>(&mut self, len: usize, walker: &mut W) {
        self.iter_mut().take(len).for_each(|v| v.walk(walker));
    }
}
impl<T: Gty> GtySeq for std::collections::VecDeque<T> {
    fn walk_prefix<W: Walker>(&mut self, len: usize, walker: &mut W) {
        self.iter_mut().take(len).for_each(|v| v.walk(walker));
    }
}
impl<T: Gty> GtySeq for Box<[T]> {
    fn walk_prefix<W: Walker>(&mut self, len: usize, walker: &mut W) {
        self.iter_mut().take(len).for_each(|v| v.walk(walker));
    }
}
impl<T: Gty, const N: usize> GtySeq for [T; N] {
    fn walk_prefix<W: Walker>(&mut self, len: usize, walker: &mut W) {
        self.iter_mut().take(len).for_each(|v| v.walk(walker));
    }
}

/// Byte buffers `#[gty(string_length = ...)]` applies to: only `len` bytes are meaningful,
/// and only they go into a PCH.
#[diagnostic::on_unimplemented(
    message = "gty(string_length) needs a byte string (Vec<u8>, String, Box<[u8]>, Box<str>), not `{Self}`"
)]
pub trait ByteString {
    /// The bytes.
    fn bytes(&self) -> &[u8];
    /// Keeps only the first `len` bytes (at a character boundary for UTF-8 strings).
    fn truncate_bytes(&mut self, len: usize);
    /// Hands the buffer to [`Walker::string`].
    fn walk_string<W: Walker>(&mut self, len: usize, walker: &mut W)
    where
        Self: Sized,
    {
        walker.string(self, len);
    }
}

impl ByteString for Vec<u8> {
    fn bytes(&self) -> &[u8] {
        self
    }
    fn truncate_bytes(&mut self, len: usize) {
        self.truncate(len);
    }
}
impl ByteString for String {
    fn bytes(&self) -> &[u8] {
        self.as_bytes()
    }
    fn truncate_bytes(&mut self, len: usize) {
        let mut n = len.min(self.len());
        while !self.is_char_boundary(n) {
            n -= 1;
        }
        self.truncate(n);
    }
}
impl ByteString for Box<[u8]> {
    fn bytes(&self) -> &[u8] {
        self
    }
    fn truncate_bytes(&mut self, len: usize) {
        if len < self.len() {
            *self = self[..len].into();
        }
    }
}
impl ByteString for Box<str> {
    fn bytes(&self) -> &[u8] {
        self.as_bytes()
    }
    fn truncate_bytes(&mut self, len: usize) {
        let mut s = String::from(std::mem::take(self));
        s.truncate_bytes(len);
        *self = s.into_boxed_str();
    }
}

/// Handles `#[gty(atomic)]` accepts: the object is marked but never walked, so it must
/// hold no handles (checked at compile time).
#[diagnostic::on_unimplemented(
    message = "gty(atomic) needs a handle (Gc<T> or Option<Gc<T>>), not `{Self}`",
    label = "`atomic` applies to handles only"
)]
pub trait AtomicRef {
    /// The type of the object the handle names.
    type Pointee: Gty;
    /// Marks (or relocates) the handle itself.
    fn walk_atomic<W: Walker>(&mut self, walker: &mut W);
}

impl<T: Gty> AtomicRef for Gc<T> {
    type Pointee = T;
    fn walk_atomic<W: Walker>(&mut self, walker: &mut W) {
        walker.edge(self);
    }
}
impl<T: Gty> AtomicRef for Option<Gc<T>> {
    type Pointee = T;
    fn walk_atomic<W: Walker>(&mut self, walker: &mut W) {
        if let Some(h) = self {
            walker.edge(h);
        }
    }
}

/// A GCC-style union: a struct whose members carry `#[gty(tag = ...)]` / `#[gty(default)]`,
/// of which the discriminator (`desc`) selects the one to walk.
#[diagnostic::on_unimplemented(
    message = "gty(desc) on a field needs a union struct (members with `#[gty(tag = ...)]`), not `{Self}`"
)]
pub trait GtyUnion {
    /// Whether any member holds handles.
    const HOLDS_HANDLES: bool;
    /// Walks the member whose tag equals `desc` (else the `default` member, else nothing).
    fn walk_member<W: Walker>(&mut self, desc: i64, walker: &mut W);
}

/// Fields `#[gty(callback)]` accepts.
#[diagnostic::on_unimplemented(
    message = "gty(callback) needs a ggc::Callback<F> (or an Option of one), not `{Self}`"
)]
pub trait CallbackField {
    /// Hands the callback to [`Walker::callback`].
    fn walk_callback<W: Walker>(&mut self, walker: &mut W);
}

impl<F: Copy + 'static> CallbackField for Callback<F> {
    fn walk_callback<W: Walker>(&mut self, walker: &mut W) {
        walker.callback(self);
    }
}
impl<F: Copy + 'static> CallbackField for Option<Callback<F>> {
    fn walk_callback<W: Walker>(&mut self, walker: &mut W) {
        if let Some(c) = self {
            walker.callback(c);
        }
    }
}

/// `#[gty(maybe_undef)]`: the field's type need not be collectable as long as the field is
/// always `None`; a `Some` is reported to the walker as a handle it cannot follow.
pub fn maybe_undef<T, W: Walker>(field: &mut Option<T>, walker: &mut W) {
    if field.is_some() {
        walker.undefined(std::any::type_name::<T>());
    }
}

/// A hand-written walker for `#[gty(user)]` types (GCC's user-provided `gt_ggc_mx`,
/// `gt_pch_nx` routines — here one function serves all walks).
pub trait GtyUser: 'static {
    /// Whether values may hold handles.
    const HOLDS_HANDLES: bool = true;
    /// Hands every handle to `walker`.
    fn walk_user<W: Walker>(&mut self, walker: &mut W);
}

/// A named special-case walker for `#[gty(special = "name")]` (GCC's `tree_exp`,
/// `rtx_def` special cases).
pub trait GtySpecial: 'static {
    /// The name given in the `special` option.
    const NAME: &'static str;
    /// Whether values may hold handles.
    const HOLDS_HANDLES: bool = true;
    /// Hands every handle to `walker`.
    fn walk_special<W: Walker>(&mut self, walker: &mut W);
}

/// Bytes a field owns outside the object (for `variable_size` types' accounting).
pub trait HeapBytes {
    /// Heap bytes owned.
    fn heap_bytes(&self) -> usize {
        0
    }
}

impl<T> HeapBytes for Vec<T> {
    fn heap_bytes(&self) -> usize {
        self.capacity() * size_of::<T>()
    }
}
impl<T> HeapBytes for Box<[T]> {
    fn heap_bytes(&self) -> usize {
        self.len() * size_of::<T>()
    }
}
impl HeapBytes for String {
    fn heap_bytes(&self) -> usize {
        self.capacity()
    }
}
impl HeapBytes for Box<str> {
    fn heap_bytes(&self) -> usize {
        self.len()
    }
}
macro_rules! no_heap_bytes {
    ($($t:ty),*) => {$(impl HeapBytes for $t {})*};
}
crate::gty::std_impls::with_primitive_scalars!(no_heap_bytes);
impl<T: ?Sized> HeapBytes for Gc<T> {}
impl<T: HeapBytes> HeapBytes for Option<T> {
    fn heap_bytes(&self) -> usize {
        self.as_ref().map_or(0, HeapBytes::heap_bytes)
    }
}
impl<T: HeapBytes, const N: usize> HeapBytes for [T; N] {
    fn heap_bytes(&self) -> usize {
        self.iter().map(HeapBytes::heap_bytes).sum()
    }
}

/// String equality usable in constants (for the `special` name check).
pub const fn same_str(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// A process-wide number for one type, assigned on first use: lets heaps find a type's
/// arena by indexing instead of hashing its `TypeId`. `#[derive(Gty)]` gives every
/// non-generic type one through `Gty::type_slot`.
pub struct TypeSlot(std::sync::atomic::AtomicU32);

static NEXT_TYPE_SLOT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);

impl TypeSlot {
    /// An unassigned slot (for a `static`).
    pub const fn new() -> Self {
        TypeSlot(std::sync::atomic::AtomicU32::new(0))
    }

    /// The type's number (dense from 0 across the process).
    #[inline]
    pub fn id(&self) -> usize {
        use std::sync::atomic::Ordering::Relaxed;
        match self.0.load(Relaxed) {
            0 => {
                let fresh = NEXT_TYPE_SLOT.fetch_add(1, Relaxed);
                match self.0.compare_exchange(0, fresh, Relaxed, Relaxed) {
                    Ok(_) => fresh as usize - 1,
                    Err(won) => won as usize - 1,
                }
            }
            v => v as usize - 1,
        }
    }
}

impl Default for TypeSlot {
    fn default() -> Self {
        Self::new()
    }
}
