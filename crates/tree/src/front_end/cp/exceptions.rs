//! Exception handling: HANDLER_TYPE of a `catch` block and TYPE_NOTHROW_P.

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext};

use TreeCode as C;

use super::helpers::rename;

/// **C and C++ trees: C++ accessors — handlers and exception specifications** (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// `HANDLER_TYPE`: the type a `catch` block catches (the HANDLER's TREE_TYPE),
    /// NULL_TREE for `catch (...)`.
    #[doc(alias = "HANDLER_TYPE")]
    pub fn handler_type(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::Handler], "HANDLER_TYPE")?;
        Ok(self.store.ty(t))
    }

    /// Sets `HANDLER_TYPE`.
    #[doc(alias = "HANDLER_TYPE")]
    pub fn set_handler_type(&mut self, t: Tree, ty: Option<Tree>) -> Result<()> {
        self.check_codes(t, &[C::Handler], "HANDLER_TYPE")?;
        self.set_tree_type(t, ty)
    }

    /// `TYPE_NOTHROW_P` (`nothrow_spec_p` of TYPE_RAISES_EXCEPTIONS): the exception
    /// specification is `throw()` (a TREE_LIST with neither purpose nor value) or
    /// `noexcept(true)` (purpose `boolean_true_node`).
    #[doc(alias = "TYPE_NOTHROW_P")]
    #[doc(alias = "nothrow_spec_p")]
    pub fn type_nothrow_p(&self, t: Tree) -> Result<bool> {
        let raises = self
            .type_raises_exceptions(t)
            .map_err(|e| rename(e, "TYPE_NOTHROW_P"))?;
        let Some(spec) = raises else {
            return Ok(false);
        };
        if self.code_for(spec, "TYPE_NOTHROW_P")? != C::TreeList || self.tree_value(spec)?.is_some()
        {
            return Ok(false);
        }
        Ok(match self.tree_purpose(spec)? {
            None => true,
            Some(p) => p == self.boolean_true_node(),
        })
    }
}
