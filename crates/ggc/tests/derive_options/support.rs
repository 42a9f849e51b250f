//! What the groups share: the `Leaf` payload, the recording walker, the two heaps every
//! test runs on (mark-sweep and compacting), and the types and functions more than one
//! group's options name (`tree_binding`'s union, the `nested_ptr` buffer, the reorder and
//! callback functions).

use ggc::support::ByteString;
use ggc::{Callback, Gc, Gty, Heap, Params, Strategy, WalkPurpose, Walker};

#[derive(Gty, Debug, PartialEq)]
pub(crate) struct Leaf(pub(crate) u32);

/// Records what a walk reports.
#[derive(Default)]
pub(crate) struct Recorder {
    pub(crate) edges: Vec<u32>,
    pub(crate) strings: Vec<(Vec<u8>, usize)>,
    pub(crate) callbacks: Vec<&'static str>,
    pub(crate) undefined: Vec<&'static str>,
}

impl Walker for Recorder {
    fn purpose(&self) -> WalkPurpose {
        WalkPurpose::Inspect
    }
    fn edge<T: Gty>(&mut self, handle: &mut Gc<T>) {
        self.edges.push(handle.index());
    }
    fn string<S: ByteString>(&mut self, bytes: &mut S, len: usize) {
        self.strings.push((bytes.bytes().to_vec(), len));
    }
    fn callback<F: Copy + 'static>(&mut self, field: &mut Callback<F>) {
        self.callbacks.push(field.name());
    }
    fn undefined(&mut self, type_name: &'static str) {
        self.undefined.push(type_name);
    }
}

pub(crate) fn both() -> [Heap; 2] {
    [
        Heap::with_params(Params::checking()),
        Heap::with_params(Params {
            strategy: Strategy::Compacting,
            ..Params::checking()
        }),
    ]
}

/// GCC's `tree_binding`: a union whose active member is decided by the containing struct.
#[derive(Gty)]
pub(crate) struct BindingU {
    #[gty(tag = 0)]
    pub(crate) scope: Option<Gc<Leaf>>,
    #[gty(tag = 1)]
    pub(crate) level: Option<Gc<Level>>,
}

#[derive(Gty)]
pub(crate) struct Level {
    pub(crate) depth: u32,
}

/// A buffer and a field that points into it: GCC's `nested_ptr`.
#[derive(Gty)]
pub(crate) struct Buffer {
    pub(crate) bytes: Vec<u8>,
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) struct Cursor {
    pub(crate) buffer: Gc<Buffer>,
    pub(crate) offset: u32,
}

pub(crate) fn sort_handles(v: &mut [Gc<Leaf>]) {
    v.sort();
}

pub(crate) fn hook(x: u32) -> u32 {
    x + 1
}

pub(crate) type Hook = Callback<fn(u32) -> u32>;
