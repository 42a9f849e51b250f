//! Memory of a context as a whole: garbage collection at a safepoint (`collect`, GCC's
//! `ggc_collect`), precompiled headers (`pch`) and serde of a whole arena (`serial`).

pub(crate) mod collect;
pub(crate) mod pch;
pub(crate) mod serial;
