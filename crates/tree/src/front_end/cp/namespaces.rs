//! Namespaces: DECL_NAMESPACE_ALIAS and DECL_NAMESPACE_STD_P.

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext};

use TreeCode as C;

/// **C and C++ trees: C++ accessors — namespaces** (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// `DECL_NAMESPACE_ALIAS`: the namespace an alias NAMESPACE_DECL stands for
    /// (its DECL_ABSTRACT_ORIGIN).
    #[doc(alias = "DECL_NAMESPACE_ALIAS")]
    pub fn decl_namespace_alias(&self, t: Tree) -> Result<Option<Tree>> {
        self.check_codes(t, &[C::NamespaceDecl], "DECL_NAMESPACE_ALIAS")?;
        Ok(self.store.decl(t).abstract_origin)
    }

    /// Sets `DECL_NAMESPACE_ALIAS`.
    #[doc(alias = "DECL_NAMESPACE_ALIAS")]
    pub fn set_decl_namespace_alias(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
        self.check_codes(t, &[C::NamespaceDecl], "DECL_NAMESPACE_ALIAS")?;
        self.check_value(v, "DECL_NAMESPACE_ALIAS")?;
        self.store.decl_mut(t).abstract_origin = v;
        Ok(())
    }

    /// `DECL_NAMESPACE_STD_P`: `t` is `::std` (GCC compares with `std_node`; here: a
    /// NAMESPACE_DECL named `std` at global scope that is not an alias). Any node may be
    /// asked.
    #[doc(alias = "DECL_NAMESPACE_STD_P")]
    pub fn decl_namespace_std_p(&self, t: Tree) -> Result<bool> {
        if self.code_for(t, "DECL_NAMESPACE_STD_P")? != C::NamespaceDecl {
            return Ok(false);
        }
        let r = self.store.decl(t);
        Ok(r.name.is_some()
            && r.name == self.maybe_get_identifier("std")
            && r.abstract_origin.is_none()
            && self.at_global_scope(t)?)
    }

    /// Whether the context is file scope (`DECL_FILE_SCOPE_P`, or the global namespace:
    /// a NAMESPACE_DECL that itself sits at file scope and has no name or `::`'s).
    fn at_global_scope(&self, t: Tree) -> Result<bool> {
        Ok(match self.store.decl(t).context {
            None => true,
            Some(c) => match self.code_for(c, "CP_DECL_CONTEXT")? {
                C::TranslationUnitDecl => true,
                C::NamespaceDecl => {
                    let r = self.store.decl(c);
                    let global = self.maybe_get_identifier("::");
                    (r.name.is_none() || r.name == global)
                        && match r.context {
                            None => true,
                            Some(cc) => {
                                self.code_for(cc, "CP_DECL_CONTEXT")? == C::TranslationUnitDecl
                            }
                        }
                }
                _ => false,
            },
        })
    }
}
