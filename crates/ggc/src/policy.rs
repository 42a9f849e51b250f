//! When to collect and how: GCC's `ggc-min-expand` / `ggc-min-heapsize` heuristic, the
//! collector strategy and the checking mode.

/// The collection policy (GCC's `--param ggc-min-expand=` and `--param ggc-min-heapsize=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Params {
    /// Collect only when the heap has grown by this many percent over the bytes live after
    /// the last collection. GCC's default is 30 (its heuristic raises it with RAM, to 100).
    #[doc(alias = "ggc-min-expand")]
    pub min_expand_percent: u64,
    /// ... and only once the heap is over this many kilobytes. GCC's default is 4096.
    #[doc(alias = "ggc-min-heapsize")]
    pub min_heapsize_kb: u64,
    /// Collect at every safepoint and poison freed slots (GCC's `--enable-checking=gc`,
    /// `GGC_ALWAYS_COLLECT`); after each collection every handle in the heap is verified.
    /// Checking mode also makes stale-handle detection exact: a slot whose generation
    /// window is used up is retired instead of reused, so no handle value is ever given out
    /// twice (memory then grows with the volume allocated, not the live size, until an
    /// arena's 2^24 slots are used up; only then are retired slots reused). Outside
    /// checking mode slots are reused forever and a stale handle goes undetected only when
    /// its slot has been reallocated a whole multiple of its window since (see [`Gc`](crate::Gc)).
    /// Checking mode also makes a handle from another live checking-mode heap always
    /// refused: live heaps allocate each type in disjoint blocks of 64 slot indices
    /// (exactly so while both are [`Heap::is_exclusive`](crate::Heap::is_exclusive)). Its
    /// cost is memory: each heap's arena skips the blocks other live heaps own, leaving
    /// holes of unused slots (a slot's object size plus a generation byte and a bit each),
    /// so heaps growing at the same time each use up to the sum of their slot counts; plus
    /// two bits per 64 slots of each arena and one process-wide bit per block. Outside
    /// checking mode another heap's handle is refused by generation only, and may go
    /// undetected (see [`Gc`](crate::Gc)'s "A handle from another heap").
    pub checking: bool,
    /// Mark-sweep (non-moving) or compacting.
    pub strategy: Strategy,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            min_expand_percent: 30,
            min_heapsize_kb: 4096,
            checking: false,
            strategy: Strategy::MarkSweep,
        }
    }
}

impl Params {
    /// The defaults, changed by the environment the way GCC's checking builds are chosen at
    /// configure time: `GCCINT_GC_CHECKING=1` turns checking mode on, and
    /// `GCCINT_GC_STRATEGY=compacting` picks the compacting strategy. Test suites run under
    /// both to exercise every collection in them the GCC `--enable-checking=gc` way.
    pub fn from_env() -> Self {
        let var = |name: &str| std::env::var(name).unwrap_or_default();
        let checking = !matches!(var("GCCINT_GC_CHECKING").as_str(), "" | "0");
        let strategy = match var("GCCINT_GC_STRATEGY").as_str() {
            "compacting" => Strategy::Compacting,
            _ => Strategy::MarkSweep,
        };
        Params {
            checking,
            strategy,
            ..Params::default()
        }
    }

    /// The defaults with checking on: what the test suite uses.
    pub fn checking() -> Self {
        Params {
            checking: true,
            ..Params::default()
        }
    }

    /// Whether a heap of `allocated` bytes, `allocated_last_gc` bytes live after the last
    /// collection, should be collected at a safepoint (GCC's `ggc_collect` test).
    pub fn should_collect(&self, allocated: u64, allocated_last_gc: u64) -> bool {
        if self.checking {
            return true;
        }
        let base = allocated_last_gc.max(self.min_heapsize_kb.saturating_mul(1024));
        let min_expand = base.saturating_mul(self.min_expand_percent) / 100;
        allocated >= base.saturating_add(min_expand)
    }
}

/// How a collection reclaims memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Strategy {
    /// Mark, then sweep dead slots onto the arenas' free lists; objects never move.
    #[default]
    MarkSweep,
    /// Mark, sweep, then slide live objects to the lowest slots of their arena and rewrite
    /// every handle (in objects and roots) through the relocating walker.
    Compacting,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threshold_follows_gcc() {
        let p = Params::default();
        // Below the 4 MiB floor plus 30 %: no collection.
        assert!(!p.should_collect(5_000_000, 0));
        assert!(p.should_collect(4096 * 1024 * 130 / 100, 0));
        // Above the floor, growth relative to the last live size decides.
        assert!(!p.should_collect(12_000_000, 10_000_000));
        assert!(p.should_collect(13_000_000, 10_000_000));
        assert!(Params::checking().should_collect(0, 0));
    }
}
