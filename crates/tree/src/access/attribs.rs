//! Attributes: DECL_ATTRIBUTES / TYPE_ATTRIBUTES are TREE_LISTs whose TREE_PURPOSE is the
//! attribute's name (an IDENTIFIER_NODE) and TREE_VALUE its arguments.

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext};

/// `__name__` and `name` are the same attribute.
fn canonical(name: &[u8]) -> &[u8] {
    if name.len() > 4 && name.starts_with(b"__") && name.ends_with(b"__") {
        &name[2..name.len() - 2]
    } else {
        name
    }
}

/// **Attributes** — `lookup_attribute` and friends (GCC internals manual: *GENERIC › Attributes in trees*).
impl TreeContext {
    /// `is_attribute_p`: whether identifier `ident` names attribute `name` (with or without
    /// the surrounding underscores).
    pub fn is_attribute_p(&self, name: &str, ident: Tree) -> Result<bool> {
        let bytes = self.identifier_pointer(ident)?;
        Ok(canonical(bytes) == canonical(name.as_bytes()))
    }

    /// `lookup_attribute`: the first element of `list` whose name is `name`.
    pub fn lookup_attribute(&self, name: &str, list: Option<Tree>) -> Result<Option<Tree>> {
        for node in self.chain_iter(list)? {
            if let Some(p) = self.tree_purpose(node)?
                && self.tree_code(p)? == TreeCode::IdentifierNode
                && self.is_attribute_p(name, p)?
            {
                return Ok(Some(node));
            }
        }
        Ok(None)
    }

    /// `remove_attribute`: `list` without the elements named `name` (the list is changed in
    /// place, as GCC does; the new head is returned).
    pub fn remove_attribute(&mut self, name: &str, list: Option<Tree>) -> Result<Option<Tree>> {
        let mut keep = Vec::new();
        for node in self.chain_iter(list)? {
            let named = match self.tree_purpose(node)? {
                Some(p) if self.tree_code(p)? == TreeCode::IdentifierNode => {
                    self.is_attribute_p(name, p)?
                }
                _ => false,
            };
            if !named {
                keep.push(node);
            }
        }
        for w in keep.windows(2) {
            self.set_tree_chain(w[0], Some(w[1]))?;
        }
        if let Some(&last) = keep.last() {
            self.set_tree_chain(last, None)?;
        }
        Ok(keep.first().copied())
    }
}
