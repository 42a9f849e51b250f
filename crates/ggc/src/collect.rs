//! Collection at a safepoint: mark from the roots, let caches purge, sweep, and (for the
//! compacting strategy) move and relocate (GCC's `ggc_collect`).

use std::time::Instant;

use crate::gty::walk::mark::CacheClearer;
use crate::gty::walk::marker::Marker;
use crate::gty::walk::relocate::{Forward, Relocator};
use crate::gty::walk::verify::Verifier;
use crate::heap::root_set::Roots;
use crate::heap::roots::RootKind;
use crate::heap::{Heap, SealKey};
use crate::policy::Strategy;
use crate::stats::CollectionReport;

impl Heap {
    /// A safepoint (GCC's `ggc_collect ()` between passes): collects if the policy says the
    /// heap grew enough since the last collection (always, in checking mode). `roots` is
    /// everything outside the heap that holds handles — a `#[derive(Gty)]` struct of the
    /// program's globals, whose `deletable` and `cache` fields get those semantics — in
    /// addition to the registered roots and the shadow stack. Returns the report if it
    /// collected.
    /// A sealed heap ([`Heap::seal`]) refuses: see [`Heap::collect_sealed`].
    #[doc(alias = "ggc_collect")]
    pub fn collect<R: Roots + ?Sized>(&mut self, roots: &mut R) -> Option<CollectionReport> {
        self.collect_keyed(None, roots)
    }

    /// Collects now, whatever the policy (GCC's `ggc_collect (GGC_COLLECT_FORCE)`). A
    /// sealed heap ([`Heap::seal`]) refuses: see [`Heap::collect_force_sealed`].
    #[doc(alias = "GGC_COLLECT_FORCE")]
    pub fn collect_force<R: Roots + ?Sized>(&mut self, roots: &mut R) -> CollectionReport {
        self.collect_force_keyed(None, roots)
    }

    /// [`Heap::collect`] on a heap sealed with `key`.
    pub fn collect_sealed<R: Roots + ?Sized>(
        &mut self,
        key: &SealKey,
        roots: &mut R,
    ) -> Option<CollectionReport> {
        self.collect_keyed(Some(key), roots)
    }

    /// [`Heap::collect_force`] on a heap sealed with `key`.
    pub fn collect_force_sealed<R: Roots + ?Sized>(
        &mut self,
        key: &SealKey,
        roots: &mut R,
    ) -> CollectionReport {
        self.collect_force_keyed(Some(key), roots)
    }

    fn collect_keyed<R: Roots + ?Sized>(
        &mut self,
        key: Option<&SealKey>,
        roots: &mut R,
    ) -> Option<CollectionReport> {
        if !self.may_collect(key) {
            return Some(CollectionReport {
                refused: true,
                ..CollectionReport::default()
            });
        }
        self.params
            .should_collect(self.allocated_bytes, self.allocated_last_gc)
            .then(|| self.collect_force_keyed(key, roots))
    }

    fn collect_force_keyed<R: Roots + ?Sized>(
        &mut self,
        key: Option<&SealKey>,
        roots: &mut R,
    ) -> CollectionReport {
        if !self.may_collect(key) {
            return CollectionReport {
                refused: true,
                ..CollectionReport::default()
            };
        }
        let start = Instant::now();
        let live_before: u64 = self.metas.iter().map(|m| m.live as u64).sum();
        let bytes_before = self.allocated_bytes;
        let checking = self.params.checking;

        // The allocated bits become "before"; the bitmaps start empty and collect marks.
        let before: Vec<Vec<u64>> = self
            .metas
            .iter_mut()
            .map(|m| {
                let words = m.bits.len();
                std::mem::replace(&mut m.bits, vec![0; words])
            })
            .collect();

        let Heap {
            stores,
            metas,
            types,
            roots: table,
            shadow,
            ..
        } = self;
        let mut marker = Marker::new(metas, types);
        for slot in table.iter_mut() {
            match (slot.kind, slot.root) {
                (RootKind::Strong, Some(r)) => {
                    marker.mark_raw(r.arena as usize, r.index, r.generation)
                }
                (RootKind::Deletable, Some(_)) => slot.root = None,
                _ => {}
            }
        }
        for e in shadow.iter() {
            if let Some(r) = e.root {
                marker.mark_raw(r.arena as usize, r.index, r.generation);
            }
        }
        roots.walk_roots(&mut marker);
        marker.in_roots = false;
        marker.drain(|m, a| stores[a].drain(m));

        if marker.saw_cache {
            loop {
                let marked = marker.marked;
                roots.walk_roots(&mut CacheClearer {
                    marker: &mut marker,
                    purging: false,
                });
                marker.drain(|m, a| stores[a].drain(m));
                if marker.marked == marked {
                    break;
                }
            }
            roots.walk_roots(&mut CacheClearer {
                marker: &mut marker,
                purging: true,
            });
        }
        let (marked, mut stale_edges) = (marker.marked, marker.stale);
        drop(marker);

        let mut freed = 0;
        let mut freed_bytes = 0;
        for ((store, meta), before) in stores.iter_mut().zip(metas.iter_mut()).zip(&before) {
            meta.note_peak();
            let (n, extra) = store.sweep(meta, before, checking);
            meta.stats.collected += n;
            freed += n;
            freed_bytes += n * meta.object_size as u64 + extra;
        }
        drop(before);

        let mut moved = 0;
        if self.params.strategy == Strategy::Compacting {
            let (m, s) = self.compact(roots);
            moved = m;
            stale_edges += s;
        }
        if checking {
            stale_edges += self.verify(roots);
        }

        self.allocated_bytes -= freed_bytes;
        self.allocated_last_gc = self.allocated_bytes;
        let elapsed = start.elapsed();
        self.collections += 1;
        self.total_time += elapsed;
        let report = CollectionReport {
            live_before,
            marked,
            freed,
            bytes_before,
            bytes_after: self.allocated_bytes,
            moved,
            stale_edges,
            elapsed,
            refused: false,
        };
        self.last = Some(report);
        report
    }

    /// Slides live objects down in every arena and rewrites every handle: in objects, in
    /// the root table, on the shadow stack and in `roots`. Returns (moved, stale handles).
    fn compact<R: Roots + ?Sized>(&mut self, roots: &mut R) -> (u64, u64) {
        let Heap {
            stores,
            metas,
            types,
            roots: table,
            shadow,
            ..
        } = self;
        let forwards: Vec<Forward> = metas.iter().map(Forward::plan).collect();
        let moved = forwards.iter().map(|f| f.moved).sum();
        if moved == 0 {
            // Live objects already fill the bottom of every arena: nothing to rewrite.
            return (0, 0);
        }
        let mut relocator = Relocator::new(metas, &forwards, types);
        for (store, meta) in stores.iter_mut().zip(metas.iter()) {
            store.relocate_all(meta, &mut relocator);
        }
        let erased = table
            .iter_mut()
            .filter_map(|s| s.root.as_mut())
            .chain(shadow.iter_mut().filter_map(|e| e.root.as_mut()));
        for r in erased {
            if let Some((index, generation)) =
                relocator.forward_raw(r.arena as usize, r.index, r.generation)
            {
                r.index = index;
                r.generation = generation;
            }
        }
        roots.walk_roots(&mut relocator);
        let stale = relocator.stale;
        for ((store, meta), f) in stores.iter_mut().zip(metas.iter_mut()).zip(forwards) {
            store.move_objects(&f);
            meta.gens = f.new_gens;
            meta.bits = f.new_bits;
            meta.cursor = 0;
        }
        (moved, stale)
    }

    /// Checking mode: counts handles, in live objects and roots, that name no live object.
    pub(crate) fn verify<R: Roots + ?Sized>(&mut self, roots: &mut R) -> u64 {
        let Heap {
            stores,
            metas,
            types,
            ..
        } = self;
        let mut v = Verifier::new(metas, types);
        for (store, meta) in stores.iter_mut().zip(metas.iter()) {
            store.verify(meta, &mut v);
        }
        roots.walk_roots(&mut v);
        v.bad
    }
}
