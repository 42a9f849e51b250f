//! The front ends' trees: the C family's accessors (`c-common.h`), C++'s `lang_decl` /
//! `lang_type` bits and predicates (`cp-tree.h`), and virtual calls (OBJ_TYPE_REF).

pub(crate) mod c_family;
pub(crate) mod cp;
pub(crate) mod virtual_call;
