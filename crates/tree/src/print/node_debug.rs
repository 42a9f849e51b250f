//! `Debug` for a node in its context: the code and the key fields, one line.

use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext, TreeStruct};
use std::fmt;

/// A node together with its context, for `{:?}`: `PLUS_EXPR { type: int, ops: [b, 1] }`.
/// Made by [`TreeContext::node`].
pub struct NodeDebug<'a> {
    tc: &'a TreeContext,
    t: Tree,
}

/// **Printing** — a `Debug` view of one node.
impl TreeContext {
    /// A `Debug` view of `t` showing its code and key fields (name, type, value, operands).
    pub fn node(&self, t: Tree) -> NodeDebug<'_> {
        NodeDebug { tc: self, t }
    }
}

impl NodeDebug<'_> {
    /// A short label for a node referred to by another: its name, value or code.
    fn label(&self, t: Option<Tree>) -> String {
        let Some(t) = t else { return "NULL".into() };
        let tc = self.tc;
        let Ok(code) = tc.tree_code(t) else {
            return format!("<invalid {:#x}>", t.to_raw());
        };
        let short = match code {
            TreeCode::IdentifierNode => tc.identifier_str(t).ok().map(|s| s.into_owned()),
            TreeCode::IntegerCst | TreeCode::RealCst | TreeCode::StringCst => {
                tc.print_generic(t, false).ok()
            }
            _ if code.is_type() => tc.print_generic(t, false).ok(),
            _ if code.contains_struct(TreeStruct::DeclMinimal) => tc
                .decl_name(t)
                .ok()
                .flatten()
                .and_then(|n| tc.identifier_str(n).ok().map(|s| s.into_owned())),
            _ => None,
        };
        short.unwrap_or_else(|| format!("{}#{:x}", code.gcc_name(), t.to_raw()))
    }
}

impl fmt::Debug for NodeDebug<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tc = self.tc;
        let t = self.t;
        let Ok(code) = tc.tree_code(t) else {
            return write!(f, "<invalid tree {:#x}>", t.to_raw());
        };
        let mut s = f.debug_struct(code.gcc_name());
        if code.contains_struct(TreeStruct::DeclMinimal) {
            s.field("name", &self.label(tc.decl_name(t).ok().flatten()));
            if let Ok(uid) = tc.decl_uid(t) {
                s.field("uid", &uid);
            }
        }
        if code == TreeCode::IdentifierNode || code.is_constant() {
            s.field("value", &self.label(Some(t)));
        }
        if code.contains_struct(TreeStruct::Typed)
            && let Ok(ty) = tc.tree_type(t)
        {
            s.field("type", &self.label(ty));
        }
        if code.contains_struct(TreeStruct::Exp)
            && let Ok(ops) = tc.operands(t)
        {
            let ops: Vec<String> = ops.iter().map(|&o| self.label(o)).collect();
            s.field("ops", &ops);
        }
        if code == TreeCode::TreeList {
            s.field("purpose", &self.label(tc.tree_purpose(t).ok().flatten()));
            s.field("value", &self.label(tc.tree_value(t).ok().flatten()));
        }
        if let Ok(flags) = tc.flags(t) {
            let names: Vec<&str> = flags.iter().map(|fl| fl.field()).collect();
            if !names.is_empty() {
                s.field("flags", &names);
            }
        }
        s.finish()
    }
}
