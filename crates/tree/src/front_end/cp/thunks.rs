//! Thunks: DECL_THUNK_P and its kinds, THUNK_DELTA and THUNK_VCALL_OFFSET.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext};

use TreeCode as C;

use super::helpers::FUNCTION_DECL;
use super::lang_decl::LangDeclFlag;

/// **C and C++ trees: C++ accessors — thunks** (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// `DECL_THUNK_P`: a thunk (any node may be asked; only a FUNCTION_DECL can be one).
    #[doc(alias = "DECL_THUNK_P")]
    pub fn decl_thunk_p(&self, t: Tree) -> Result<bool> {
        Ok(self.code_for(t, "DECL_THUNK_P")? == C::FunctionDecl
            && self.store.decl(t).lang_flags & LangDeclFlag::ThunkP.bit() != 0)
    }

    /// `SET_DECL_THUNK_P (t, this_adjusting)`: makes the FUNCTION_DECL a thunk.
    #[doc(alias = "SET_DECL_THUNK_P")]
    pub fn set_decl_thunk_p(&mut self, t: Tree, this_adjusting: bool) -> Result<()> {
        self.set_lang_decl_flag(t, LangDeclFlag::ThunkP, true, "SET_DECL_THUNK_P")?;
        self.set_lang_decl_flag(
            t,
            LangDeclFlag::ThisThunkP,
            this_adjusting,
            "SET_DECL_THUNK_P",
        )
    }

    /// `DECL_THIS_THUNK_P`: a `this`-adjusting thunk.
    #[doc(alias = "DECL_THIS_THUNK_P")]
    pub fn decl_this_thunk_p(&self, t: Tree) -> Result<bool> {
        Ok(self.decl_thunk_p(t)?
            && self.store.decl(t).lang_flags & LangDeclFlag::ThisThunkP.bit() != 0)
    }

    /// `DECL_RESULT_THUNK_P`: a result-adjusting (covariant) thunk.
    #[doc(alias = "DECL_RESULT_THUNK_P")]
    pub fn decl_result_thunk_p(&self, t: Tree) -> Result<bool> {
        Ok(self.decl_thunk_p(t)?
            && self.store.decl(t).lang_flags & LangDeclFlag::ThisThunkP.bit() == 0)
    }

    /// `DECL_NON_THUNK_FUNCTION_P`: a FUNCTION_DECL that is not a thunk.
    #[doc(alias = "DECL_NON_THUNK_FUNCTION_P")]
    pub fn decl_non_thunk_function_p(&self, t: Tree) -> Result<bool> {
        Ok(
            self.code_for(t, "DECL_NON_THUNK_FUNCTION_P")? == C::FunctionDecl
                && !self.decl_thunk_p(t)?,
        )
    }

    /// THUNK_FUNCTION_CHECK: a FUNCTION_DECL with DECL_THUNK_P.
    fn thunk_function_check(&self, t: Tree, accessor: &'static str) -> Result<()> {
        let code = self.check_codes(t, FUNCTION_DECL, accessor)?;
        if self.decl_thunk_p(t)? {
            Ok(())
        } else {
            Err(TreeError::wrong(
                accessor,
                Expected::Other("a thunk FUNCTION_DECL (DECL_THUNK_P)"),
                code,
            ))
        }
    }

    /// `THUNK_DELTA` (GCC 12: `THUNK_FIXED_OFFSET`): the constant added to `this` (or to the
    /// result), a host integer, not an INTEGER_CST.
    #[doc(alias = "THUNK_DELTA")]
    #[doc(alias = "THUNK_FIXED_OFFSET")]
    pub fn thunk_delta(&self, t: Tree) -> Result<i64> {
        self.thunk_function_check(t, "THUNK_DELTA")?;
        Ok(self.store.decl(t).thunk_delta)
    }

    /// Sets `THUNK_DELTA`.
    #[doc(alias = "THUNK_DELTA")]
    #[doc(alias = "THUNK_FIXED_OFFSET")]
    pub fn set_thunk_delta(&mut self, t: Tree, delta: i64) -> Result<()> {
        self.thunk_function_check(t, "THUNK_DELTA")?;
        self.store.decl_mut(t).thunk_delta = delta;
        Ok(())
    }

    /// `THUNK_VCALL_OFFSET` (GCC 12: `THUNK_VIRTUAL_OFFSET`): the vcall offset (an
    /// INTEGER_CST) of a `this`-adjusting thunk, the virtual base's binfo of a
    /// result-adjusting one, or NULL_TREE.
    #[doc(alias = "THUNK_VCALL_OFFSET")]
    #[doc(alias = "THUNK_VIRTUAL_OFFSET")]
    pub fn thunk_vcall_offset(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, FUNCTION_DECL, "THUNK_VCALL_OFFSET")?;
        Ok(self.store.decl(t).qualifier)
    }

    /// Sets `THUNK_VCALL_OFFSET`.
    #[doc(alias = "THUNK_VCALL_OFFSET")]
    #[doc(alias = "THUNK_VIRTUAL_OFFSET")]
    pub fn set_thunk_vcall_offset(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
        self.check_codes(t, FUNCTION_DECL, "THUNK_VCALL_OFFSET")?;
        self.check_value(v, "THUNK_VCALL_OFFSET")?;
        self.store.decl_mut(t).qualifier = v;
        Ok(())
    }
}
