//! Sizes and offsets with poly_int values: a constant plus multiples of the runtime
//! indeterminates (GCC's `poly_int64` with NUM_POLY_INT_COEFFS = 2, as on SVE targets).

use crate::error::{Expected, Result, TreeError};
use crate::handle::Tree;
use crate::store::{MiscData, MiscRec};
use crate::{TreeCode, TreeContext};

/// Coefficients of the indeterminates a size may depend on (`NUM_POLY_INT_COEFFS`).
pub const NUM_POLY_INT_COEFFS: usize = 2;

/// A size or offset `c[0] + c[1]·X` (GCC's `poly_int64`).
#[doc(alias = "poly_int64")]
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct PolySize(pub [i64; NUM_POLY_INT_COEFFS]);

impl PolySize {
    /// A constant.
    pub fn constant(c: i64) -> PolySize {
        PolySize([c, 0])
    }

    /// Whether it is a compile-time constant (`is_constant`).
    pub fn is_constant(self) -> bool {
        self.0[1..].iter().all(|&c| c == 0)
    }

    /// Exact division by a constant, if every coefficient is a multiple of it.
    pub fn exact_div(self, k: i64) -> Option<PolySize> {
        if k != 0 && self.0.iter().all(|c| c % k == 0) {
            Some(PolySize([self.0[0] / k, self.0[1] / k]))
        } else {
            None
        }
    }

    /// Rounds every coefficient up to a multiple of `align` (`aligned_upper_bound`).
    pub fn round_up(self, align: i64) -> PolySize {
        let r = |c: i64| (c + align - 1).div_euclid(align) * align;
        PolySize([r(self.0[0]), r(self.0[1])])
    }

    /// Coefficient-wise maximum (`upper_bound`).
    pub fn upper_bound(self, o: PolySize) -> PolySize {
        PolySize([self.0[0].max(o.0[0]), self.0[1].max(o.0[1])])
    }
}

impl std::ops::Add for PolySize {
    type Output = PolySize;
    fn add(self, o: PolySize) -> PolySize {
        PolySize([self.0[0] + o.0[0], self.0[1] + o.0[1]])
    }
}

impl std::ops::Mul<i64> for PolySize {
    type Output = PolySize;
    fn mul(self, k: i64) -> PolySize {
        PolySize([self.0[0] * k, self.0[1] * k])
    }
}

impl std::fmt::Display for PolySize {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_constant() {
            write!(f, "{}", self.0[0])
        } else {
            write!(f, "{} + {}·X", self.0[0], self.0[1])
        }
    }
}

impl TreeContext {
    /// `build_poly_int_cst`: the POLY_INT_CST of `ty` with these coefficients (each an
    /// INTEGER_CST of `ty`); hash-consed like INTEGER_CSTs. A value whose non-constant
    /// coefficients are all zero is an INTEGER_CST instead, as GCC's `wide_int_to_tree` does.
    pub fn build_poly_int_cst(&mut self, ty: Tree, coeffs: PolySize) -> Result<Tree> {
        if coeffs.is_constant() {
            return self.build_int_cst(Some(ty), coeffs.0[0]);
        }
        if let Some(&t) = self.poly_cache.get(&(ty, coeffs)) {
            return Ok(t);
        }
        let mut elts = Vec::with_capacity(NUM_POLY_INT_COEFFS);
        for c in coeffs.0 {
            elts.push(self.build_int_cst(Some(ty), c)?);
        }
        let t = self.store.new_misc(MiscRec {
            code: TreeCode::PolyIntCst,
            flags: crate::Flag::Constant.bit(),
            ty: Some(ty),
            chain: None,
            data: MiscData::PolyInt(elts),
        });
        self.poly_cache.insert((ty, coeffs), t);
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
                    out.0[i] = self.tree_to_shwi(self.poly_int_cst_coeff(t, i)?)?;
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
