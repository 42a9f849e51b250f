//! Workloads of the `ggc` crate (none until the crate lands).

use crate::harness::Workload;

/// The `ggc` workloads.
pub(crate) fn workloads() -> Vec<Workload> {
    Vec::new()
}
