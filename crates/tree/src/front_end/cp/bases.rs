//! Base classes: the base access nodes ([`Access`]) and BINFO_BASE_ACCESS.

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::nodes::store::MiscData;
use crate::{TreeCode, TreeContext};

use TreeCode as C;

use super::helpers::rename;

/// The access of a base class (`access_public_node` …, the identifiers GCC uses as
/// BINFO_BASE_ACCESS values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    /// `access_public_node` ("public").
    #[doc(alias = "access_public_node")]
    Public,
    /// `access_protected_node` ("protected").
    #[doc(alias = "access_protected_node")]
    Protected,
    /// `access_private_node` ("private").
    #[doc(alias = "access_private_node")]
    Private,
}

impl Access {
    /// The identifier's spelling.
    pub fn name(self) -> &'static str {
        match self {
            Access::Public => "public",
            Access::Protected => "protected",
            Access::Private => "private",
        }
    }
}

/// **C and C++ trees: C++ accessors — base classes and access** (GCC internals manual: *GENERIC › C and C++ Trees*).
impl TreeContext {
    /// The identifier GCC uses as `access_public_node` … (`get_identifier ("public")` …).
    /// Panics if the identifier is new and the identifier arena is full;
    /// [`TreeContext::try_access_node`] reports that instead.
    pub fn access_node(&mut self, access: Access) -> Tree {
        self.get_identifier(access.name())
    }

    /// [`TreeContext::access_node`], reporting a full identifier arena
    /// ([`TreeError::ArenaFull`](crate::TreeError::ArenaFull)).
    pub fn try_access_node(&mut self, access: Access) -> Result<Tree> {
        self.try_get_identifier(access.name())
    }

    /// `BINFO_BASE_ACCESSES`: one access node per direct base.
    #[doc(alias = "BINFO_BASE_ACCESSES")]
    pub fn binfo_base_accesses(&self, t: Tree) -> Result<&[Tree]> {
        self.check_codes(t, &[C::TreeBinfo], "BINFO_BASE_ACCESSES")?;
        Ok(match &self.store.misc(t).data {
            MiscData::Binfo(b) => &b.base_accesses,
            _ => &[],
        })
    }

    /// `BINFO_BASE_ACCESS (t, i)`: the access of the `i`th direct base.
    #[doc(alias = "BINFO_BASE_ACCESS")]
    pub fn binfo_base_access(&self, t: Tree, i: usize) -> Result<Tree> {
        let v = self
            .binfo_base_accesses(t)
            .map_err(|e| rename(e, "BINFO_BASE_ACCESS"))?;
        v.get(i)
            .copied()
            .ok_or_else(|| self.operand_range("BINFO_BASE_ACCESS", t, i, v.len()))
    }

    /// `BINFO_BASE_ACCESS_APPEND`: records the access of the next direct base.
    #[doc(alias = "BINFO_BASE_ACCESS_APPEND")]
    pub fn binfo_base_access_append(&mut self, t: Tree, access: Tree) -> Result<()> {
        self.check_codes(t, &[C::TreeBinfo], "BINFO_BASE_ACCESS_APPEND")?;
        self.check_codes(access, &[C::IdentifierNode], "BINFO_BASE_ACCESS_APPEND")?;
        if let MiscData::Binfo(b) = &mut self.store.misc_mut(t).data {
            b.base_accesses.push(access);
        }
        Ok(())
    }
}
