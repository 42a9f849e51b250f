//! Type variants: qualified variants, variant and distinct copies, TYPE_MAIN_VARIANT.

use crate::TreeContext;
use crate::nodes::error::Result;
use crate::nodes::handle::Tree;

use super::quals::TypeQuals;

/// **Types: qualified variants and copies** (GCC internals manual: *GENERIC › Types*).
impl TreeContext {
    /// `get_qualified_type`: the existing variant of `t` with exactly `quals` (same name and
    /// attributes), searched on the main variant's TYPE_NEXT_VARIANT chain.
    pub fn get_qualified_type(&self, t: Tree, quals: TypeQuals) -> Result<Option<Tree>> {
        if self.type_quals(t)? == quals {
            return Ok(Some(t));
        }
        let (name, attrs) = (self.store.ty_rec(t).name, self.store.ty_rec(t).attributes);
        let mut v = self.store.ty_rec(t).main_variant;
        // A variant chain is at most as long as there are types (a corrupted, circular one
        // must not hang the lookup).
        let mut budget = self.store.type_count();
        while let Some(x) = v {
            if budget == 0 || self.store.code(x).is_none_or(|c| !c.is_type()) {
                break;
            }
            budget -= 1;
            let r = self.store.ty_rec(x);
            if self.type_quals(x)? == quals && r.name == name && r.attributes == attrs {
                return Ok(Some(x));
            }
            v = r.next_variant;
        }
        Ok(None)
    }

    /// `build_qualified_type`: the variant of `t` with `quals`, made (as a copy linked into
    /// the main variant's TYPE_NEXT_VARIANT chain) if it does not exist. Its TYPE_CANONICAL is
    /// the qualified variant of the canonical type, or structural if `t` is.
    pub fn build_qualified_type(&mut self, t: Tree, quals: TypeQuals) -> Result<Tree> {
        if let Some(v) = self.get_qualified_type(t, quals)? {
            return Ok(v);
        }
        let v = self.build_variant_type_copy(t)?;
        self.set_quals(v, quals);
        match self.canonical_of(t) {
            None => self.store.ty_rec_mut(v).canonical = None,
            Some(c) => {
                let cq = if c == t && quals == TypeQuals::NONE {
                    c
                } else if c == t {
                    v
                } else {
                    self.build_qualified_type(c, quals)?
                };
                self.store.ty_rec_mut(v).canonical = Some(cq);
            }
        }
        Ok(v)
    }

    /// `build_variant_type_copy`: a copy of `t` that is a variant of its main variant.
    pub fn build_variant_type_copy(&mut self, t: Tree) -> Result<Tree> {
        self.check_class(t, crate::TreeCodeClass::Type, "build_variant_type_copy")?;
        let v = self.copy_node(t)?;
        let main = self.store.ty_rec(t).main_variant.unwrap_or(t);
        let next = self.store.ty_rec(main).next_variant;
        {
            let r = self.store.ty_rec_mut(v);
            r.main_variant = Some(main);
            r.next_variant = next;
            r.pointer_to = None;
            r.reference_to = None;
        }
        self.store.ty_rec_mut(main).next_variant = Some(v);
        if let Some(n) = self.store.weak.vector_nunits.get(&t).copied() {
            self.store.weak.vector_nunits.insert(v, n);
        }
        Ok(v)
    }

    /// `build_distinct_type_copy`: a copy of `t` that is its own main variant and canonical
    /// type (a new, distinct type).
    pub fn build_distinct_type_copy(&mut self, t: Tree) -> Result<Tree> {
        self.check_class(t, crate::TreeCodeClass::Type, "build_distinct_type_copy")?;
        let v = self.copy_node(t)?;
        let r = self.store.ty_rec_mut(v);
        r.main_variant = Some(v);
        r.canonical = Some(v);
        r.next_variant = None;
        if let Some(n) = self.store.weak.vector_nunits.get(&t).copied() {
            self.store.weak.vector_nunits.insert(v, n);
        }
        Ok(v)
    }

    /// Sets `TYPE_MAIN_VARIANT` (`None` makes the type its own main variant).
    #[doc(alias = "TYPE_MAIN_VARIANT")]
    pub fn set_type_main_variant(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
        self.check_class(t, crate::TreeCodeClass::Type, "TYPE_MAIN_VARIANT")?;
        if let Some(v) = v {
            self.check_class(v, crate::TreeCodeClass::Type, "TYPE_MAIN_VARIANT")?;
        }
        self.store.ty_rec_mut(t).main_variant = v;
        Ok(())
    }

    /// `TYPE_MAIN_VARIANT`, never NULL for a type.
    #[doc(alias = "TYPE_MAIN_VARIANT")]
    pub fn type_main_variant(&self, t: Tree) -> Result<Tree> {
        Ok(self
            .store_type(t, "TYPE_MAIN_VARIANT")?
            .main_variant
            .unwrap_or(t))
    }
}
