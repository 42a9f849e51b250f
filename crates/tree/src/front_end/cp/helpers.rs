//! Private helpers the C++ accessor files share: the code lists they check against, DECL_NAME
//! comparison, the `decl_flags` bit read and the error renaming.

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{DeclFlag, TreeCode, TreeContext};

use TreeCode as C;

pub(super) const FUNCTION_DECL: &[TreeCode] = &[C::FunctionDecl];
pub(super) const RECORD_OR_UNION: &[TreeCode] = &[C::RecordType, C::UnionType, C::QualUnionType];
pub(super) const VAR_FUNCTION_OR_PARM: &[TreeCode] = &[C::VarDecl, C::FunctionDecl, C::ParmDecl];

impl TreeContext {
    pub(super) fn decl_flag_bit(&self, t: Tree, f: DeclFlag) -> bool {
        self.store.decl(t).decl_flags & f.bit() != 0
    }

    /// Whether the DECL_NAME of `t` is the identifier `name` (an unnamed decl is not).
    pub(super) fn decl_name_is(&self, t: Tree, name: &str, accessor: &'static str) -> Result<bool> {
        self.check_struct(t, crate::TreeStruct::DeclMinimal, accessor)?;
        Ok(self.store.decl(t).name.is_some()
            && self.store.decl(t).name == self.maybe_get_identifier(name))
    }
}

/// The same error, naming the macro the caller asked for.
pub(super) fn rename(e: TreeError, accessor: &'static str) -> TreeError {
    match e {
        TreeError::WrongCode { expected, got, .. } => TreeError::WrongCode {
            accessor,
            expected,
            got,
        },
        TreeError::Null { .. } => TreeError::Null { accessor },
        other => other,
    }
}
