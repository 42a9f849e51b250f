//! Workloads of the `tree` crate (none until the crate lands).

use crate::harness::Workload;

/// The `tree` workloads.
pub(crate) fn workloads() -> Vec<Workload> {
    Vec::new()
}
