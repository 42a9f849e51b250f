//! A structural dump in the style of GCC's `debug_tree` (`print_node`): one `<code …>` per
//! node with its type, flags and fields, children indented; nodes already printed are shown
//! briefly, so shared and circular structure terminates.

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext, TreeStruct};
use std::collections::HashSet;
use std::fmt::Write;

use TreeCode as C;

struct Dumper<'a> {
    tc: &'a TreeContext,
    out: String,
    seen: HashSet<Tree>,
    max_depth: usize,
}

impl Dumper<'_> {
    fn brief(&mut self, t: Tree) -> Result<()> {
        let code = self.tc.tree_code(t)?;
        write!(self.out, "<{} {:#x}", code.name(), t.to_raw()).ok();
        self.label(t, code)?;
        self.out.push('>');
        Ok(())
    }

    fn label(&mut self, t: Tree, code: TreeCode) -> Result<()> {
        if code == C::IdentifierNode {
            write!(self.out, " {}", self.tc.identifier_str(t)?).ok();
        } else if code.contains_struct(TreeStruct::DeclMinimal) {
            if let Some(n) = self.tc.decl_name(t)? {
                write!(self.out, " {}", self.tc.identifier_str(n)?).ok();
            }
        } else if code.contains_struct(TreeStruct::TypeCommon) {
            if let Some(n) = self.tc.type_name(t)? {
                let id = if self.tc.tree_code(n)? == C::TypeDecl {
                    self.tc.decl_name(n)?
                } else {
                    Some(n)
                };
                if let Some(id) = id {
                    write!(self.out, " {}", self.tc.identifier_str(id)?).ok();
                }
            }
        } else if code == C::IntegerCst {
            write!(self.out, " {}", self.tc.int_cst_value(t)?).ok();
        } else if code == C::RealCst {
            match self.tc.tree_real_cst_decimal(t)? {
                Some(text) => write!(self.out, " {text}").ok(),
                None => write!(self.out, " {}", self.tc.tree_real_cst(t)?).ok(),
            };
        }
        Ok(())
    }

    fn field(&mut self, indent: usize, name: &str, v: Option<Tree>, depth: usize) -> Result<()> {
        if let Some(v) = v {
            self.out.push('\n');
            self.out.extend(std::iter::repeat_n(' ', indent));
            write!(self.out, "{name} ").ok();
            self.node(v, indent, depth)?;
        }
        Ok(())
    }

    fn node(&mut self, t: Tree, indent: usize, depth: usize) -> Result<()> {
        let code = self.tc.tree_code(t)?;
        if !self.seen.insert(t) || depth >= self.max_depth || code == C::IdentifierNode {
            return self.brief(t);
        }
        write!(self.out, "<{} {:#x}", code.name(), t.to_raw()).ok();
        self.label(t, code)?;
        let inner = indent + 4;
        let flags: Vec<&str> = self.tc.flag_names(t)?;
        for f in flags {
            write!(self.out, " {f}").ok();
        }
        if code.is_decl() {
            write!(self.out, " uid:{}", self.tc.decl_uid(t)?).ok();
            if code.contains_struct(TreeStruct::DeclCommon) {
                write!(self.out, " align:{}", self.tc.decl_align(t)?).ok();
            }
        } else if code.is_type() && code.contains_struct(TreeStruct::TypeCommon) {
            write!(
                self.out,
                " precision:{} align:{}",
                self.tc.type_precision(t)?,
                self.tc.type_align(t)?
            )
            .ok();
        }
        if code.contains_struct(TreeStruct::Typed) {
            self.field(inner, "type", self.tc.tree_type(t)?, depth + 1)?;
        }
        if code.is_decl() {
            if code.contains_struct(TreeStruct::DeclCommon) {
                self.field(inner, "size", self.tc.decl_size(t)?, depth + 1)?;
                self.field(inner, "unit-size", self.tc.decl_size_unit(t)?, depth + 1)?;
                self.field(inner, "context", self.tc.decl_context(t)?, depth + 1)?;
                self.field(inner, "initial", self.tc.decl_initial(t)?, depth + 1)?;
            }
            if code == C::FunctionDecl {
                self.field(inner, "arguments", self.tc.decl_arguments(t)?, depth + 1)?;
                self.field(inner, "result", self.tc.decl_result(t)?, depth + 1)?;
                self.field(inner, "saved-tree", self.tc.decl_saved_tree(t)?, depth + 1)?;
            }
            if code == C::FieldDecl {
                self.field(inner, "offset", self.tc.decl_field_offset(t)?, depth + 1)?;
                self.field(
                    inner,
                    "bit-offset",
                    self.tc.decl_field_bit_offset(t)?,
                    depth + 1,
                )?;
            }
        } else if code.is_type() && code.contains_struct(TreeStruct::TypeCommon) {
            self.field(inner, "size", self.tc.type_size(t)?, depth + 1)?;
            self.field(inner, "unit-size", self.tc.type_size_unit(t)?, depth + 1)?;
            if matches!(code, C::IntegerType | C::EnumeralType | C::BooleanType) {
                self.field(inner, "min", self.tc.type_min_value(t)?, depth + 1)?;
                self.field(inner, "max", self.tc.type_max_value(t)?, depth + 1)?;
            }
            if matches!(code, C::RecordType | C::UnionType) {
                self.field(inner, "fields", self.tc.type_fields(t)?, depth + 1)?;
            }
        } else if code == C::TreeList {
            self.field(inner, "purpose", self.tc.tree_purpose(t)?, depth + 1)?;
            self.field(inner, "value", self.tc.tree_value(t)?, depth + 1)?;
        } else if code == C::StatementList {
            for (i, s) in self.tc.statement_list(t)?.to_vec().into_iter().enumerate() {
                self.field(inner, &format!("stmt {i}"), Some(s), depth + 1)?;
            }
        } else if code == C::Block {
            self.field(inner, "vars", self.tc.block_vars(t)?, depth + 1)?;
            self.field(inner, "subblocks", self.tc.block_subblocks(t)?, depth + 1)?;
            self.field(
                inner,
                "supercontext",
                self.tc.block_supercontext(t)?,
                depth + 1,
            )?;
        }
        if code.contains_struct(TreeStruct::Exp) {
            let ops = self.tc.operands(t)?.to_vec();
            for (i, op) in ops.into_iter().enumerate() {
                self.field(inner, &format!("arg:{i}"), op, depth + 1)?;
            }
        }
        if code.contains_struct(TreeStruct::Common) && !code.is_type() {
            self.field(inner, "chain", self.tc.tree_chain(t)?, depth + 1)?;
        }
        self.out.push('>');
        Ok(())
    }
}

/// **Printing** — `debug_tree` (`print-tree.cc`).
impl TreeContext {
    /// `debug_tree`: a structural dump of `t` and what it points to, up to `max_depth`
    /// levels (nodes seen before are printed briefly).
    #[doc(alias = "print_node")]
    pub fn debug_tree(&self, t: Tree, max_depth: usize) -> Result<String> {
        let mut d = Dumper {
            tc: self,
            out: String::new(),
            seen: HashSet::new(),
            max_depth,
        };
        d.out.push(' ');
        d.node(t, 0, 0)?;
        d.out.push('\n');
        Ok(d.out)
    }
}
