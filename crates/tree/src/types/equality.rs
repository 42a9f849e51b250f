//! Type identity: TYPE_CANONICAL structural equality and `same_type_p`.

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{Flag, TreeCode, TreeContext};

use TreeCode as C;

/// **Types: type equality** (GCC internals manual: *GENERIC › Types*).
impl TreeContext {
    /// `SET_TYPE_STRUCTURAL_EQUALITY`: TYPE_CANONICAL becomes NULL_TREE; such types are
    /// compared structurally.
    #[doc(alias = "SET_TYPE_STRUCTURAL_EQUALITY")]
    pub fn set_type_structural_equality(&mut self, t: Tree) -> Result<()> {
        self.check_class(
            t,
            crate::TreeCodeClass::Type,
            "SET_TYPE_STRUCTURAL_EQUALITY",
        )?;
        self.store.ty_rec_mut(t).canonical = None;
        Ok(())
    }

    /// `TYPE_STRUCTURAL_EQUALITY_P`.
    #[doc(alias = "TYPE_STRUCTURAL_EQUALITY_P")]
    pub fn type_structural_equality_p(&self, t: Tree) -> Result<bool> {
        self.check_class(t, crate::TreeCodeClass::Type, "TYPE_STRUCTURAL_EQUALITY_P")?;
        Ok(self.store.ty_rec(t).canonical.is_none())
    }

    /// `same_type_p` (the C++ front end's, without its template handling): types with
    /// canonical types are the same when the canonical types are; otherwise they are compared
    /// structurally (code, qualifiers, component types, argument lists, domains).
    #[doc(alias = "comptypes")]
    pub fn same_type_p(&self, a: Tree, b: Tree) -> Result<bool> {
        self.same_type_depth(a, b, 0)
    }

    fn same_type_depth(&self, a: Tree, b: Tree, depth: usize) -> Result<bool> {
        if depth > 200 {
            return Err(TreeError::Invalid {
                builder: "same_type_p",
                what: "types nested deeper than 200 levels (a circular type?)".into(),
            });
        }
        if a == b {
            return Ok(true);
        }
        let ra = self.store_type(a, "same_type_p")?;
        let rb = self.store_type(b, "same_type_p")?;
        if let (Some(ca), Some(cb)) = (ra.canonical, rb.canonical) {
            return Ok(ca == cb);
        }
        if ra.code != rb.code || self.type_quals(a)? != self.type_quals(b)? {
            return Ok(false);
        }
        let same_opt = |x: Option<Tree>, y: Option<Tree>| -> Result<bool> {
            match (x, y) {
                (None, None) => Ok(true),
                (Some(x), Some(y)) => self.same_type_depth(x, y, depth + 1),
                _ => Ok(false),
            }
        };
        Ok(match ra.code {
            C::PointerType | C::ReferenceType | C::ComplexType => same_opt(ra.ty, rb.ty)?,
            C::VectorType => {
                same_opt(ra.ty, rb.ty)?
                    && self.type_vector_subparts(a)? == self.type_vector_subparts(b)?
            }
            C::ArrayType => {
                same_opt(ra.ty, rb.ty)? && {
                    let (da, db) = (ra.values, rb.values);
                    match (da, db) {
                        (None, None) => true,
                        (Some(x), Some(y)) => {
                            let (x, y) = (self.store.ty_rec(x), self.store.ty_rec(y));
                            x.minval == y.minval && x.maxval == y.maxval
                        }
                        _ => false,
                    }
                }
            }
            C::FunctionType | C::MethodType => {
                if !same_opt(ra.ty, rb.ty)? {
                    return Ok(false);
                }
                let la = self.chain_iter(ra.values)?;
                let lb = self.chain_iter(rb.values)?;
                if la.len() != lb.len() {
                    return Ok(false);
                }
                for (x, y) in la.iter().zip(&lb) {
                    if !same_opt(self.tree_value(*x)?, self.tree_value(*y)?)? {
                        return Ok(false);
                    }
                }
                true
            }
            C::IntegerType | C::RealType | C::BooleanType | C::FixedPointType => {
                ra.precision == rb.precision
                    && (ra.flags & Flag::Unsigned.bit()) == (rb.flags & Flag::Unsigned.bit())
            }
            C::OffsetType => same_opt(ra.ty, rb.ty)? && same_opt(ra.minval, rb.minval)?,
            _ => ra.main_variant == rb.main_variant,
        })
    }
}
