//! Workloads of the `polyint` crate (none until the crate lands).

use crate::harness::Workload;

/// The `polyint` workloads.
pub(crate) fn workloads() -> Vec<Workload> {
    Vec::new()
}
