//! Printers: a C-like GENERIC printer in the style of GCC's `-fdump-tree-original`
//! (`print_generic_stmt`, `dump_generic_node`) and a structural dump in the style of
//! `debug_tree`.

mod debug;
mod generic;
mod node_debug;

pub use generic::PartialDump;
pub(crate) use generic::predictor_number;
pub use node_debug::NodeDebug;
