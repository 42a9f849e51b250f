//! Garbage collection of the tree arena: the context's [`ggc::Heap`] collected at a
//! safepoint (GCC's `ggc_collect` between passes).
//!
//! The roots are the global nodes (GCC's `global_trees`, a root table), the handles the
//! caller passes, and the context's weak tables as a `GTY((cache))` root: the type and
//! POLY_INT_CST caches, the vector-length table and the per-node side tables keep no node
//! alive, and lose the entries of nodes that die. The identifier table and the INTEGER_CST
//! index hold slot numbers the collector never sees; they are rebuilt from the survivors
//! after every collection, which is what GCC's cache semantics make of them (an identifier
//! or a constant nothing references is dropped).

use std::mem::take;

use ggc::{Both, Gc, Gty, Roots, WalkPurpose, Walker};

use crate::nodes::globals::Globals;
use crate::nodes::weak::WeakTables;
use crate::{Result, TreeContext, TreeError};

/// What the context itself roots at a safepoint.
#[derive(ggc::Gty)]
struct ContextRoots {
    globals: Globals,
    #[gty(cache)]
    weak: WeakTables,
}

/// Checks, without marking, that every handle of a root set names a live node.
struct RootCheck<'h> {
    heap: &'h ggc::Heap,
    bad: Option<u32>,
}

impl Walker for RootCheck<'_> {
    fn purpose(&self) -> WalkPurpose {
        WalkPurpose::Inspect
    }
    fn edge<T: Gty>(&mut self, h: &mut Gc<T>) {
        if self.bad.is_none() && !self.heap.is_live(*h) {
            self.bad = Some(h.to_bits().get());
        }
    }
    fn undefined(&mut self, _type_name: &'static str) {
        self.bad.get_or_insert(0);
    }
}

/// **Memory management: garbage collection** — `ggc_collect` (GCC internals manual: *Memory Management and Type Information*).
impl TreeContext {
    /// `ggc_collect (GGC_COLLECT_FORCE)`: frees every node not reachable from `roots` (any
    /// [`Gty`] value holding handles: a `Vec<Tree>`, an array, a `#[derive(Gty)]` struct of
    /// the caller's), the global nodes, or the user objects registered as roots of the
    /// [`heap`](TreeContext::heap_mut). With the compacting strategy survivors move and the
    /// handles in `roots` are rewritten.
    ///
    /// A handle kept outside every root across the collection is the caller's error, and
    /// the generation check catches it: using it afterwards yields
    /// [`TreeError::InvalidHandle`], never another node. A root that already names no live
    /// node is an error, and nothing is collected.
    #[doc(alias = "ggc_collect")]
    pub fn collect<R: Roots + ?Sized>(&mut self, roots: &mut R) -> Result<ggc::CollectionReport> {
        self.safepoint(roots, true)
            .map(|r| r.expect("a forced collection reports"))
    }

    /// `ggc_collect ()`: collects only if the heap grew past the policy's thresholds since
    /// the last collection (always in checking mode); `None` if it did not collect.
    pub fn collect_if_needed<R: Roots + ?Sized>(
        &mut self,
        roots: &mut R,
    ) -> Result<Option<ggc::CollectionReport>> {
        self.safepoint(roots, false)
    }

    fn safepoint<R: Roots + ?Sized>(
        &mut self,
        roots: &mut R,
        force: bool,
    ) -> Result<Option<ggc::CollectionReport>> {
        // The held pools answer for their nodes only once lent back to the heap.
        let bad = self.store.with_whole_heap(|heap, _| {
            let mut check = RootCheck { heap, bad: None };
            roots.walk_roots(&mut check);
            check.bad
        });
        if let Some(raw) = bad {
            return Err(TreeError::InvalidHandle {
                accessor: "ggc_collect",
                raw,
            });
        }
        let mut mine = ContextRoots {
            globals: self.g.clone(),
            weak: take(&mut self.store.weak),
        };
        let mut both = Both(&mut mine, roots);
        let report = self.store.with_whole_heap(|heap, seal| {
            if force {
                Some(heap.collect_force_sealed(seal, &mut both))
            } else {
                heap.collect_sealed(seal, &mut both)
            }
        });
        let ContextRoots { globals, weak } = mine;
        self.g = globals;
        self.store.weak = weak;
        if let Some(r) = &report {
            self.store.rebuild_indexes();
            if self.store.heap.params().checking && r.stale_edges > 0 {
                return Err(TreeError::Invalid {
                    builder: "ggc_collect",
                    what: format!(
                        "gc checking: {} handle(s) in live nodes or roots name freed nodes",
                        r.stale_edges
                    ),
                });
            }
        }
        Ok(report)
    }

    /// The heap the nodes live in: its statistics (`-fmem-report`), its policy, and room
    /// for the caller's own GTY types (which may hold [`Tree`](crate::Tree) handles and are traced with
    /// the nodes).
    pub fn heap(&self) -> &ggc::Heap {
        &self.store.heap
    }

    /// The heap, mutably: allocate user objects, register roots, set the policy
    /// ([`ggc::Params`]: thresholds, checking mode, compacting strategy). The heap is
    /// sealed: collect through [`TreeContext::collect`], which keeps the context's tables
    /// and global nodes in step; the heap's own `collect` / `collect_force` refuse
    /// ([`ggc::CollectionReport::refused`]).
    pub fn heap_mut(&mut self) -> &mut ggc::Heap {
        &mut self.store.heap
    }

    /// Counts handles, in every live node and user object and in the context's own roots,
    /// that name no live node (what checking mode verifies): 0 for a sound arena.
    pub fn count_bad_handles(&mut self) -> u64 {
        let mut globals = self.g.clone();
        self.store
            .with_whole_heap(|heap, _| heap.count_bad_handles(&mut globals))
    }
}
