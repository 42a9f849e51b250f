//! Memory statistics in the spirit of `-fmem-report`.

use std::fmt;
use std::time::Duration;

/// Counters kept per arena.
///
/// Nothing is counted per allocation (the hot path): the objects allocated are those live
/// now plus those freed and collected, and the peak is noted before each decrease of the
/// live count.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct TypeCounters {
    pub(crate) freed: u64,
    pub(crate) collected: u64,
    pub(crate) peak_live: u64,
}

/// What one collection did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CollectionReport {
    /// Objects live before (allocated and not freed).
    pub live_before: u64,
    /// Objects marked reachable (live after).
    pub marked: u64,
    /// Objects reclaimed.
    pub freed: u64,
    /// Bytes (object payloads) live before and after.
    pub bytes_before: u64,
    /// See `bytes_before`.
    pub bytes_after: u64,
    /// Objects a compacting collection moved.
    pub moved: u64,
    /// Handles met while tracing that named no live object: a tracing bug (an object
    /// `ggc_free`d while still referenced). Always 0 in a correct program.
    pub stale_edges: u64,
    /// Wall time of the collection.
    pub elapsed: Duration,
    /// The heap is sealed ([`Heap::seal`](crate::Heap::seal)) and the caller did not hold its key,
    /// or a client holds an arena's objects ([`Heap::hold_arena`](crate::Heap::hold_arena)) and has
    /// not lent them back: nothing was collected (every count is 0).
    pub refused: bool,
}

/// GCC's `SIZE_AMOUNT`: bytes as `123k` / `45M`.
fn size_amount(bytes: u64) -> String {
    if bytes < 10 * 1024 {
        format!("{bytes}")
    } else if bytes < 10 * 1024 * 1024 {
        format!("{}k", bytes / 1024)
    } else {
        format!("{}M", bytes / (1024 * 1024))
    }
}

/// What GCC prints for a collection without `-quiet`: `{GC 1234k -> 567k}`.
impl fmt::Display for CollectionReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{{GC {} -> {}}}",
            size_amount(self.bytes_before),
            size_amount(self.bytes_after)
        )
    }
}

/// Statistics of one arena (one Rust type).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeStatistics {
    /// The type's name.
    pub name: &'static str,
    /// Bytes per object slot.
    pub object_size: usize,
    /// Objects ever allocated.
    pub allocated: u64,
    /// Objects live now.
    pub live: u64,
    /// Most objects live at once.
    pub peak_live: u64,
    /// Objects freed explicitly (`ggc_free`).
    pub freed: u64,
    /// Objects reclaimed by collections.
    pub collected: u64,
    /// Slots in the arena (live, free and retired).
    pub slots: u64,
    /// Bytes of side tables (generations, mark bits).
    pub side_table_bytes: u64,
}

/// A snapshot of the heap's statistics (`Heap::statistics`), printed like `-fmem-report`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[doc(alias = "ggc_print_statistics")]
#[doc(alias = "dump_ggc_loc_statistics")]
pub struct Statistics {
    /// Per arena, by name.
    pub types: Vec<TypeStatistics>,
    /// Collections run.
    pub collections: u64,
    /// Time spent collecting.
    pub total_time: Duration,
    /// The last collection, if any.
    pub last: Option<CollectionReport>,
}

impl Statistics {
    /// Mean wall time of one collection.
    pub fn mean_time(&self) -> Duration {
        match u32::try_from(self.collections) {
            Ok(n) if n > 0 => self.total_time / n,
            _ => Duration::ZERO,
        }
    }

    /// Bytes of live object payloads.
    pub fn live_bytes(&self) -> u64 {
        self.types
            .iter()
            .map(|t| t.live * t.object_size as u64)
            .sum()
    }
}

impl fmt::Display for Statistics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{:<28} {:>6} {:>10} {:>10} {:>10} {:>10} {:>12} {:>10}",
            "type", "size", "allocated", "live", "freed", "collected", "live bytes", "side"
        )?;
        for t in &self.types {
            writeln!(
                f,
                "{:<28} {:>6} {:>10} {:>10} {:>10} {:>10} {:>12} {:>10}",
                short_name(t.name),
                t.object_size,
                t.allocated,
                t.live,
                t.freed,
                t.collected,
                t.live * t.object_size as u64,
                t.side_table_bytes
            )?;
        }
        writeln!(f, "total live bytes: {}", self.live_bytes())?;
        write!(
            f,
            "collections: {}, time collecting: {:?}",
            self.collections, self.total_time
        )?;
        if let Some(last) = &self.last {
            write!(
                f,
                "\nlast collection: {} live -> {} marked, {} freed, {} moved, {:?}",
                last.live_before, last.marked, last.freed, last.moved, last.elapsed
            )?;
        }
        Ok(())
    }
}

/// `a::b::Node<c::D>` → `Node<D>`: type names without module paths.
fn short_name(name: &str) -> String {
    let mut out = String::new();
    let mut word = String::new();
    for ch in name.chars() {
        if ch.is_alphanumeric() || ch == '_' || ch == ':' {
            word.push(ch);
        } else {
            out.push_str(word.rsplit("::").next().unwrap_or(""));
            word.clear();
            out.push(ch);
        }
    }
    out.push_str(word.rsplit("::").next().unwrap_or(""));
    out
}
