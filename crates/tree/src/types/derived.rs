//! Derived types: pointer, reference, array, offset, complex and vector type builders
//! (cached, with their TYPE_CANONICAL).

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{PolySize, TreeCode, TreeContext};

use TreeCode as C;

/// **Types: derived types (pointer, reference, array, offset, complex, vector)** (GCC internals manual: *GENERIC › Types*).
impl TreeContext {
    /// `build_pointer_type`: the pointer type to `to` (cached in TYPE_POINTER_TO).
    pub fn build_pointer_type(&mut self, to: Option<Tree>) -> Result<Tree> {
        self.build_ptr_like(C::PointerType, to, "build_pointer_type")
    }

    /// `build_reference_type`: the reference type to `to` (cached in TYPE_REFERENCE_TO).
    pub fn build_reference_type(&mut self, to: Option<Tree>) -> Result<Tree> {
        self.build_ptr_like(C::ReferenceType, to, "build_reference_type")
    }

    fn build_ptr_like(
        &mut self,
        code: TreeCode,
        to: Option<Tree>,
        builder: &'static str,
    ) -> Result<Tree> {
        let to = self.expect_type(to, builder)?;
        let cached = if code == C::PointerType {
            self.store.ty_rec(to).pointer_to
        } else {
            self.store.ty_rec(to).reference_to
        };
        if let Some(p) = cached {
            return Ok(p);
        }
        let t = self.make_node(code)?;
        self.store.ty_rec_mut(t).ty = Some(to);
        self.layout_type(t)?;
        if code == C::PointerType {
            self.store.ty_rec_mut(to).pointer_to = Some(t);
        } else {
            self.store.ty_rec_mut(to).reference_to = Some(t);
        }
        match self.canonical_of(to) {
            None => self.store.ty_rec_mut(t).canonical = None,
            Some(c) if c != to => {
                let cp = self.build_ptr_like(code, Some(c), builder)?;
                self.store.ty_rec_mut(t).canonical = Some(cp);
            }
            Some(_) => {}
        }
        Ok(t)
    }

    /// `build_array_type`: the array of `elt` indexed by `domain` (an index type, or `None`
    /// for an array of unknown bound); hash-consed.
    pub fn build_array_type(&mut self, elt: Tree, domain: Option<Tree>) -> Result<Tree> {
        self.expect_type(Some(elt), "build_array_type")?;
        let key = (C::ArrayType, vec![Some(elt), domain], PolySize::default());
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::ArrayType)?;
        {
            let r = self.store.ty_rec_mut(t);
            r.ty = Some(elt);
            r.values = domain;
        }
        self.layout_type(t)?;
        if self.canonical_of(elt).is_none()
            || domain.is_some_and(|d| self.canonical_of(d).is_none())
        {
            self.store.ty_rec_mut(t).canonical = None;
        } else if self.canonical_of(elt) != Some(elt) {
            let c = self.canonical_of(elt).expect("checked");
            let ct = self.build_array_type(c, domain)?;
            self.store.ty_rec_mut(t).canonical = Some(ct);
        }
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// `build_array_type_nelts`: an array of `n` elements.
    pub fn build_array_type_nelts(&mut self, elt: Tree, n: u64) -> Result<Tree> {
        let sizetype = self.g.sizetype;
        let max = if n == 0 {
            self.build_int_cst(Some(sizetype), -1)?
        } else {
            self.build_int_cstu(Some(sizetype), n - 1)?
        };
        let domain = self.build_index_type(max)?;
        self.build_array_type(elt, Some(domain))
    }

    /// `build_offset_type`: pointer-to-member of `basetype` with type `ty`.
    pub fn build_offset_type(&mut self, basetype: Tree, ty: Tree) -> Result<Tree> {
        let key = (
            C::OffsetType,
            vec![Some(basetype), Some(ty)],
            PolySize::default(),
        );
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::OffsetType)?;
        {
            let r = self.store.ty_rec_mut(t);
            r.ty = Some(ty);
            r.minval = Some(basetype);
        }
        self.layout_type(t)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// `build_complex_type`: `_Complex component` (cached).
    pub fn build_complex_type(&mut self, component: Tree) -> Result<Tree> {
        self.check_codes(
            component,
            &[
                C::IntegerType,
                C::RealType,
                C::FixedPointType,
                C::BooleanType,
                C::EnumeralType,
            ],
            "build_complex_type",
        )?;
        let key = (C::ComplexType, vec![Some(component)], PolySize::default());
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::ComplexType)?;
        self.store.ty_rec_mut(t).ty = Some(component);
        self.layout_type(t)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// `build_vector_type`: a vector of `nunits` elements of `inner`; `nunits` may be a
    /// poly_int (e.g. 4 + 4·X for an SVE vector of 32-bit elements). Cached.
    pub fn build_vector_type(&mut self, inner: Tree, nunits: PolySize) -> Result<Tree> {
        self.expect_type(Some(inner), "build_vector_type")?;
        if nunits.coeffs[0] <= 0 || nunits.coeffs[1] < 0 {
            return Err(TreeError::Invalid {
                builder: "build_vector_type",
                what: format!("{nunits} is not a valid number of elements"),
            });
        }
        let key = (C::VectorType, vec![Some(inner)], nunits);
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::VectorType)?;
        self.store.ty_rec_mut(t).ty = Some(inner);
        self.store.weak.vector_nunits.insert(t, nunits);
        self.layout_type(t)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// `TYPE_VECTOR_SUBPARTS`.
    #[doc(alias = "TYPE_VECTOR_SUBPARTS")]
    pub fn type_vector_subparts(&self, t: Tree) -> Result<PolySize> {
        self.check_codes(t, &[C::VectorType], "TYPE_VECTOR_SUBPARTS")?;
        Ok(self
            .store
            .weak
            .vector_nunits
            .get(&t)
            .copied()
            .unwrap_or_else(|| PolySize::constant(1)))
    }
}
