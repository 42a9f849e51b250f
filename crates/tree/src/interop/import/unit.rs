//! What an import produced: the functions in dump order and the node of every id.

use std::collections::HashMap;

use super::super::format::NodeId;
use crate::TreeContext;
use crate::nodes::handle::Tree;

/// A function of an imported unit, as `-fdump-tree-original` dumps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitFunction {
    /// The FUNCTION_DECL.
    pub decl: Tree,
    /// The dump header's name (`decl_printable_name (fndecl, 2)`).
    pub printable: String,
    /// The assembler name GCC had set when it dumped, if any.
    pub assembler: Option<String>,
    /// The functions nested in this one.
    pub nested: Vec<Tree>,
}

/// What [`import`](super::import) loaded: the functions in dump order and the node of every id.
#[derive(Clone, Debug, Default)]
pub struct Unit {
    pub(super) functions: Vec<UnitFunction>,
    pub(in crate::interop) nodes: HashMap<NodeId, Tree>,
}

impl Unit {
    /// The functions, in the order GCC dumped them.
    pub fn functions(&self) -> &[UnitFunction] {
        &self.functions
    }

    /// The node a document id became.
    pub fn node(&self, id: NodeId) -> Option<Tree> {
        self.nodes.get(&id).copied()
    }

    /// What GCC writes to `-fdump-tree-original` for the unit: every function's dump, in
    /// order.
    #[doc(alias = "dump_function")]
    pub fn print_original(&self, tc: &TreeContext) -> crate::Result<String> {
        let mut out = String::new();
        for f in &self.functions {
            out += &tc.dump_function_original(f.decl, &f.printable, f.assembler.as_deref())?;
        }
        Ok(out)
    }
}
