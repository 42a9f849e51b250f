//! Sizes and offsets with poly_int values: a constant plus multiples of the runtime
//! indeterminates (GCC's `poly_int64` with NUM_POLY_INT_COEFFS = 2, as on SVE targets).

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::Tree;
use crate::nodes::store::{MiscData, MiscRec};
use crate::{TreeCode, TreeContext};

/// Coefficients of the indeterminates a size may depend on (`NUM_POLY_INT_COEFFS`).
pub const NUM_POLY_INT_COEFFS: usize = 2;

/// A size or offset `c0 + c1·X` (GCC's `poly_int64`): the polyint crate's
/// [`PolyInt`](polyint::PolyInt) with `NUM_POLY_INT_COEFFS` 64-bit coefficients.
#[doc(alias = "poly_int64")]
pub type PolySize = polyint::PolyInt<i64, NUM_POLY_INT_COEFFS>;

/// The poly_int routines layout uses, as methods.
pub(crate) trait PolySizeExt: Sized {
    /// `exact_div` that reports failure (`None`) instead of asserting.
    fn exact_div(self, k: i64) -> Option<Self>;
    /// `aligned_upper_bound`: every coefficient rounded up to a multiple of `align` (a
    /// power of two).
    fn round_up(self, align: i64) -> Self;
    /// `upper_bound`: coefficient-wise maximum.
    fn upper_bound(self, o: Self) -> Self;
}

impl PolySizeExt for PolySize {
    fn exact_div(self, k: i64) -> Option<Self> {
        polyint::try_exact_div(self, k)
    }

    fn round_up(self, align: i64) -> Self {
        polyint::aligned_upper_bound(&self, &align)
    }

    fn upper_bound(self, o: Self) -> Self {
        polyint::upper_bound(self, o)
    }
}

/// **poly_int in trees** — POLY_INT_CST (GCC internals manual: *Sizes and offsets as runtime invariants*).
impl TreeContext {
    /// `build_poly_int_cst`: the POLY_INT_CST of `ty` with these coefficients (each an
    /// INTEGER_CST of `ty`); hash-consed like INTEGER_CSTs. A value whose non-constant
    /// coefficients are all zero is an INTEGER_CST instead, as GCC's `wide_int_to_tree` does.
    pub fn build_poly_int_cst(&mut self, ty: Tree, coeffs: PolySize) -> Result<Tree> {
        if coeffs.is_constant() {
            return self.build_int_cst(Some(ty), coeffs.coeffs[0]);
        }
        if let Some(&t) = self.store.weak.poly_cache.get(&(ty, coeffs)) {
            return Ok(t);
        }
        let mut elts = Vec::with_capacity(NUM_POLY_INT_COEFFS);
        for c in coeffs.coeffs {
            elts.push(self.build_int_cst(Some(ty), c)?);
        }
        let t = self
            .store
            .new_misc(MiscRec {
                code: TreeCode::PolyIntCst,
                flags: crate::Flag::Constant.bit(),
                ty: Some(ty),
                chain: None,
                data: MiscData::PolyInt(elts),
            })
            .ok_or_else(|| TreeError::full("build_poly_int_cst", "miscellaneous"))?;
        self.store.weak.poly_cache.insert((ty, coeffs), t);
        Ok(t)
    }

    /// `POLY_INT_CST_COEFF (t, i)`.
    #[doc(alias = "POLY_INT_CST_COEFF")]
    #[doc(alias = "POLY_INT_CST_ELT")]
    pub fn poly_int_cst_coeff(&self, t: Tree, i: usize) -> Result<Tree> {
        self.check_codes(t, &[TreeCode::PolyIntCst], "POLY_INT_CST_COEFF")?;
        match &self.store.misc(t).data {
            MiscData::PolyInt(c) => c
                .get(i)
                .copied()
                .ok_or_else(|| self.operand_range("POLY_INT_CST_COEFF", t, i, c.len())),
            _ => Err(TreeError::wrong(
                "POLY_INT_CST_COEFF",
                Expected::Codes(&[TreeCode::PolyIntCst]),
                TreeCode::PolyIntCst,
            )),
        }
    }

    /// `poly_int_tree_p` + `tree_to_poly_int64`: the value of an INTEGER_CST or
    /// POLY_INT_CST as a [`PolySize`].
    #[doc(alias = "poly_int_tree_p")]
    pub fn tree_to_poly_int64(&self, t: Tree) -> Result<PolySize> {
        let code = self.code_for(t, "tree_to_poly_int64")?;
        match code {
            TreeCode::IntegerCst => Ok(PolySize::constant(self.tree_to_shwi(t)?)),
            TreeCode::PolyIntCst => {
                let mut out = PolySize::default();
                for i in 0..NUM_POLY_INT_COEFFS {
                    out.coeffs[i] = self.tree_to_shwi(self.poly_int_cst_coeff(t, i)?)?;
                }
                Ok(out)
            }
            _ => Err(TreeError::wrong(
                "tree_to_poly_int64",
                Expected::Codes(&[TreeCode::IntegerCst, TreeCode::PolyIntCst]),
                code,
            )),
        }
    }
}
