//! The vocabulary of nodes, below everything that touches one: the tree codes (GCC's
//! `tree.def` and the front ends' `.def` files), their classes and arities, the tree
//! structures (`treestruct.def`) a code contains, and the OpenMP clause codes and subcode
//! kinds (`enum omp_clause_code` and friends in `tree-core.h`).

mod class;
pub mod code_table;
pub(crate) mod omp;
mod structs;

pub(crate) use class::define_tree_codes;
pub use class::{Arity, CodeOrigin, TreeCodeClass};
pub use structs::{StructSet, TreeStruct};
