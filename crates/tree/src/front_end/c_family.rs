//! The C family's tree accessors (`c-family/c-common.h`) beyond the statement operands:
//! DECL_C_BIT_FIELD and COMPOUND_LITERAL_EXPR_DECL.

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext};

/// **C and C++ trees: C-family accessors** — DECL_C_BIT_FIELD, SWITCH_STMT_*, compound literals (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// `DECL_C_BIT_FIELD`: the FIELD_DECL was declared as a bit-field (DECL_LANG_FLAG_4),
    /// whatever layout later decides about DECL_BIT_FIELD.
    #[doc(alias = "DECL_C_BIT_FIELD")]
    pub fn decl_c_bit_field(&self, t: Tree) -> Result<bool> {
        self.check_codes(t, &[TreeCode::FieldDecl], "DECL_C_BIT_FIELD")?;
        self.decl_lang_flag_4(t)
    }

    /// `SET_DECL_C_BIT_FIELD` / `CLEAR_DECL_C_BIT_FIELD`.
    #[doc(alias = "SET_DECL_C_BIT_FIELD")]
    #[doc(alias = "CLEAR_DECL_C_BIT_FIELD")]
    pub fn set_decl_c_bit_field(&mut self, t: Tree, on: bool) -> Result<()> {
        self.check_codes(t, &[TreeCode::FieldDecl], "DECL_C_BIT_FIELD")?;
        self.set_decl_lang_flag_4(t, on)
    }

    /// `COMPOUND_LITERAL_EXPR_DECL`: the anonymous VAR_DECL of a compound literal, the
    /// DECL_EXPR_DECL of its COMPOUND_LITERAL_EXPR_DECL_EXPR.
    #[doc(alias = "COMPOUND_LITERAL_EXPR_DECL")]
    pub fn compound_literal_expr_decl(&self, t: Tree) -> Result<Option<Tree>> {
        let accessor = "COMPOUND_LITERAL_EXPR_DECL";
        self.check_codes(t, &[TreeCode::CompoundLiteralExpr], accessor)?;
        let decl_expr = self
            .compound_literal_expr_decl_expr(t)?
            .ok_or(TreeError::Null { accessor })?;
        self.check_codes(decl_expr, &[TreeCode::DeclExpr], accessor)?;
        self.tree_operand(decl_expr, 0)
    }

    /// Sets `COMPOUND_LITERAL_EXPR_DECL` (operand 0 of the DECL_EXPR).
    #[doc(alias = "COMPOUND_LITERAL_EXPR_DECL")]
    pub fn set_compound_literal_expr_decl(&mut self, t: Tree, d: Option<Tree>) -> Result<()> {
        let accessor = "COMPOUND_LITERAL_EXPR_DECL";
        self.check_codes(t, &[TreeCode::CompoundLiteralExpr], accessor)?;
        let decl_expr = self
            .compound_literal_expr_decl_expr(t)?
            .ok_or(TreeError::Null { accessor })?;
        self.check_codes(decl_expr, &[TreeCode::DeclExpr], accessor)?;
        self.set_tree_operand(decl_expr, 0, d)
    }
}
