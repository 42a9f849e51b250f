//! The walks the collector makes over [`Gty`](crate::Gty) values, one [`Walker`](crate::Walker)
//! each (gengtype's generated routines): marking (`gt_ggc_mx`), relocation after compaction
//! (`gt_pch_p`'s kin), checking mode's verification, and the PCH noting walk (`gt_pch_nx`);
//! with the arena lookup by type they all make on every edge.

pub(crate) mod mark;
pub(crate) mod marker;
pub(crate) mod note;
pub(crate) mod relocate;
pub(crate) mod types;
pub(crate) mod verify;
