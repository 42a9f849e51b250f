//! Workloads of the `opts` crate (none until the crate lands).

use crate::harness::Workload;

/// The `opts` workloads.
pub(crate) fn workloads() -> Vec<Workload> {
    Vec::new()
}
