//! Operator functions: conversion and overloaded operators (IDENTIFIER_KIND of DECL_NAME),
//! `operator delete[]`.

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{IdentifierKind, TreeCode, TreeContext};

use TreeCode as C;

use super::helpers::FUNCTION_DECL;

/// `ovl_op_info[…VEC_DELETE_EXPR].name`.
const VEC_DELETE_NAME: &str = "operator delete []";

/// **C and C++ trees: C++ accessors — operator and conversion names** (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// `DECL_CONV_FN_P`: a conversion operator (IDENTIFIER_CONV_OP_P of DECL_NAME).
    #[doc(alias = "DECL_CONV_FN_P")]
    pub fn decl_conv_fn_p(&self, t: Tree) -> Result<bool> {
        Ok(self.decl_name_kind(t, "DECL_CONV_FN_P")? == IdentifierKind::ConvOp)
    }

    /// `DECL_OVERLOADED_OPERATOR_P`: IDENTIFIER_ANY_OP_P of DECL_NAME (operator,
    /// assignment operator, conversion operator or the reserved literal-operator names).
    #[doc(alias = "DECL_OVERLOADED_OPERATOR_P")]
    pub fn decl_overloaded_operator_p(&self, t: Tree) -> Result<bool> {
        Ok(matches!(
            self.decl_name_kind(t, "DECL_OVERLOADED_OPERATOR_P")?,
            IdentifierKind::SimpleOp
                | IdentifierKind::AssignOp
                | IdentifierKind::ConvOp
                | IdentifierKind::ReservedForUdlit
        ))
    }

    /// `DECL_ARRAY_DELETE_OPERATOR_P` (GCC 12: `DECL_OVERLOADED_OPERATOR_IS (t,
    /// VEC_DELETE_EXPR)`): the function is an `operator delete[]`.
    #[doc(alias = "DECL_ARRAY_DELETE_OPERATOR_P")]
    #[doc(alias = "DECL_OVERLOADED_OPERATOR_IS")]
    pub fn decl_array_delete_operator_p(&self, t: Tree) -> Result<bool> {
        if !self.decl_overloaded_operator_p(t)? {
            return Ok(false);
        }
        self.check_codes(t, FUNCTION_DECL, "DECL_ARRAY_DELETE_OPERATOR_P")?;
        self.decl_name_is(t, VEC_DELETE_NAME, "DECL_ARRAY_DELETE_OPERATOR_P")
    }

    /// The IDENTIFIER_KIND of DECL_NAME (GCC dereferences the name: NULL is an error).
    fn decl_name_kind(&self, t: Tree, accessor: &'static str) -> Result<IdentifierKind> {
        self.check_struct(t, crate::TreeStruct::DeclMinimal, accessor)?;
        let name = self
            .store
            .decl(t)
            .name
            .ok_or(TreeError::Null { accessor })?;
        self.check_codes(name, &[C::IdentifierNode], accessor)?;
        self.identifier_kind(name)
    }
}
