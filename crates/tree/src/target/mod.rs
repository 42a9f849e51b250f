//! The target: x86-64's machine modes (TYPE_MODE, DECL_MODE) and its record layout
//! (`stor-layout.cc`'s `layout_type` / `place_field`).

pub(crate) mod decl_mode;
pub(crate) mod layout;
pub(crate) mod mode;
