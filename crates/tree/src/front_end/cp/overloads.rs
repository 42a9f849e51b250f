//! Overload sets: OVERLOAD nodes (`ovl_make`, OVL_FUNCTION, OVL_CURRENT / OVL_NEXT).

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::nodes::store::MiscData;
use crate::{TreeCode, TreeContext};

use TreeCode as C;

/// **C and C++ trees: C++ accessors — overload sets** (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// `ovl_make`: an OVERLOAD holding `function` and chained to `next`.
    pub fn ovl_make(&mut self, function: Tree, next: Option<Tree>) -> Result<Tree> {
        let o = self.make_node(C::Overload)?;
        self.set_ovl_function(o, Some(function))?;
        self.set_tree_chain(o, next)?;
        let ty = self.store.ty(function);
        self.set_tree_type(o, ty)?;
        Ok(o)
    }

    /// `OVL_FUNCTION`: the function an OVERLOAD node holds.
    #[doc(alias = "OVL_FUNCTION")]
    pub fn ovl_function(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::Overload], "OVL_FUNCTION")?;
        Ok(match &self.store.misc(t).data {
            MiscData::Vec(v) => v.first().copied().flatten(),
            _ => None,
        })
    }

    /// Sets `OVL_FUNCTION`.
    #[doc(alias = "OVL_FUNCTION")]
    pub fn set_ovl_function(&mut self, t: Tree, f: Option<Tree>) -> Result<()> {
        self.check_codes(t, &[C::Overload], "OVL_FUNCTION")?;
        self.check_value(f, "OVL_FUNCTION")?;
        let data = &mut self.store.misc_mut(t).data;
        match data {
            MiscData::Vec(v) if !v.is_empty() => v[0] = f,
            _ => *data = MiscData::Vec(vec![f]),
        }
        Ok(())
    }

    /// `OVL_CURRENT` (GCC 12: `OVL_FIRST` on a single step): the function of an OVERLOAD,
    /// or the node itself for anything else (a FUNCTION_DECL, a TEMPLATE_DECL, …).
    #[doc(alias = "OVL_CURRENT")]
    pub fn ovl_current(&self, t: Tree) -> Result<Option<Tree>> {
        if self.code_for(t, "OVL_CURRENT")? == C::Overload {
            self.ovl_function(t)
        } else {
            Ok(Some(t))
        }
    }

    /// `OVL_NEXT` (GCC 12: `OVL_CHAIN`): the next OVERLOAD of an OVERLOAD, NULL_TREE for
    /// anything else.
    #[doc(alias = "OVL_NEXT")]
    #[doc(alias = "OVL_CHAIN")]
    pub fn ovl_next(&self, t: Tree) -> Result<Option<Tree>> {
        if self.code_for(t, "OVL_NEXT")? == C::Overload {
            self.tree_chain(t)
        } else {
            Ok(None)
        }
    }
}
