//! Roots the heap holds itself: a registered root table (GCC's `gt_ggc_rtab` /
//! `gt_ggc_deletable_rtab`) and the shadow stack of RAII scopes (LLVM's shadow-stack
//! strategy; `llvm.gc.declare` / `llvm.gc.undeclare` made safe by lexical scopes).

use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};

use crate::error::GcError;
use crate::gc::Gc;
use crate::gty::Gty;
use crate::heap::Heap;

/// One type-erased root: arena number and packed handle.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ErasedRoot {
    pub(crate) arena: u32,
    pub(crate) index: u32,
    pub(crate) generation: u8,
}

/// How a registered root behaves at a collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RootKind {
    /// Marked: keeps its object alive.
    Strong,
    /// Cleared instead of marked (GCC's `deletable`).
    Deletable,
}

/// A slot of the registered root table.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RootSlot {
    pub(crate) root: Option<ErasedRoot>,
    pub(crate) kind: RootKind,
    pub(crate) serial: u32,
}

/// A registered root: names a slot of the heap's root table, which the collector marks
/// (or clears, for a deletable root) and relocates. Read it with [`Heap::root`].
#[doc(alias = "ggc_root_tab")]
pub struct Root<T> {
    pub(crate) slot: u32,
    pub(crate) serial: u32,
    pub(crate) _type: PhantomData<fn() -> T>,
}

impl<T> Clone for Root<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Root<T> {}
impl<T> std::fmt::Debug for Root<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Root({})", self.slot)
    }
}

/// One entry of the shadow stack.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ShadowEntry {
    pub(crate) root: Option<ErasedRoot>,
    pub(crate) scope: u64,
}

/// A handle declared in a [`Scope`]: a stack root. Read it back (relocated, if a
/// compacting collection moved it) with [`Heap::local`].
#[doc(alias = "llvm.gc.declare")]
#[doc(alias = "gcroot")]
pub struct Local<T> {
    pub(crate) slot: u32,
    pub(crate) scope: u64,
    pub(crate) _type: PhantomData<fn() -> T>,
}

impl<T> Clone for Local<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Local<T> {}
impl<T> std::fmt::Debug for Local<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Local({} in scope {})", self.slot, self.scope)
    }
}

/// An RAII frame of the shadow stack: handles declared through it are roots until it is
/// dropped. It dereferences to the [`Heap`], so allocation, access and `collect` go
/// through it; nested scopes come from [`Heap::scope`] on it.
#[doc(alias = "llvm.gc.undeclare")]
pub struct Scope<'h> {
    heap: &'h mut Heap,
    base: usize,
    id: u64,
}

impl<'h> Scope<'h> {
    pub(crate) fn new(heap: &'h mut Heap) -> Self {
        heap.scope_serial += 1;
        let id = heap.scope_serial;
        let base = heap.shadow.len();
        heap.scope_stack.push(id);
        Scope { heap, base, id }
    }

    /// Declares `handle` a root until this scope ends (`llvm.gc.declare`).
    pub fn declare<T: Gty>(&mut self, handle: Gc<T>) -> Local<T> {
        let root = self.heap.erase(handle);
        let slot = self.heap.shadow.len() as u32;
        self.heap.shadow.push(ShadowEntry {
            root,
            scope: self.id,
        });
        Local {
            slot,
            scope: self.id,
            _type: PhantomData,
        }
    }

    /// Allocates `value` and declares it a root of this scope at once.
    pub fn alloc_local<T: Gty>(&mut self, value: T) -> Local<T> {
        let h = self.heap.alloc(value);
        self.declare(h)
    }

    /// Stops treating `local` as a root before the scope ends (`llvm.gc.undeclare`).
    pub fn undeclare<T>(&mut self, local: Local<T>) -> Result<(), GcError> {
        let e = self.heap.shadow_entry(local.slot, local.scope)?;
        e.root = None;
        Ok(())
    }
}

impl Deref for Scope<'_> {
    type Target = Heap;
    fn deref(&self) -> &Heap {
        self.heap
    }
}

impl DerefMut for Scope<'_> {
    fn deref_mut(&mut self) -> &mut Heap {
        self.heap
    }
}

impl Drop for Scope<'_> {
    fn drop(&mut self) {
        self.heap.shadow.truncate(self.base);
        self.heap.scope_stack.pop();
    }
}
