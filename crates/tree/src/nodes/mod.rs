//! The node store and its one door: every other part of the crate reaches a node through
//! [`TreeContext`](crate::TreeContext)'s checked access defined here, never around it.
//!
//! Handles ([`Tree`](crate::Tree), locations), the records in a [`ggc::Heap`] (`store`),
//! the context that owns them (`context`), the errors of checked access (`error`), the
//! `tree_base` flags, the intern tables (`hash`, identifiers and hash-consed INTEGER_CSTs
//! in `store` and `int_cst`), POLY_INT_CST sizes (`poly`), the global nodes' table
//! (`globals`), the line map and the weak side tables (`weak`). Nothing here imports
//! another folder of the crate but `codes` and `real`.

pub(crate) mod context;
pub(crate) mod error;
pub(crate) mod flags;
pub(crate) mod globals;
pub(crate) mod handle;
pub(crate) mod hash;
pub(crate) mod int_cst;
pub(crate) mod linemap;
pub(crate) mod poly;
pub(crate) mod store;
pub(crate) mod trace;
pub(crate) mod weak;
