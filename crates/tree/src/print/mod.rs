//! Printers: a C-like GENERIC printer in the style of GCC's `-fdump-tree-original`
//! (`print_generic_stmt`, `dump_generic_node`) and a structural dump in the style of
//! `debug_tree`.

mod debug;
mod generic;
mod node_debug;

pub(crate) use generic::real_to_decimal;
pub use node_debug::NodeDebug;
