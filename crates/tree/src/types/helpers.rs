//! Private helpers the type files share: the type-cache lookup, TYPE_CANONICAL read, the
//! type-record check and `expect_type`.

use crate::TreeContext;
use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::nodes::weak::TypeKey;

impl TreeContext {
    pub(crate) fn expect_type(&self, t: Option<Tree>, accessor: &'static str) -> Result<Tree> {
        let t = t.ok_or(TreeError::Null { accessor })?;
        self.check_class(t, crate::TreeCodeClass::Type, accessor)?;
        Ok(t)
    }

    pub(super) fn cached_type(&self, key: &TypeKey) -> Option<Tree> {
        self.store.weak.type_cache.get(key).copied()
    }

    /// Structural equality is contagious: a derived type needs it if any part needs it.
    pub(super) fn canonical_of(&self, t: Tree) -> Option<Tree> {
        self.store.ty_rec(t).canonical
    }

    pub(super) fn store_type(
        &self,
        t: Tree,
        accessor: &'static str,
    ) -> Result<&crate::nodes::store::TypeRec> {
        self.check_class(t, crate::TreeCodeClass::Type, accessor)?;
        Ok(self.store.ty_rec(t))
    }
}
