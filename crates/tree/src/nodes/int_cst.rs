//! INTEGER_CST: build_int_cst and friends (hash-consed per type), the wide value in
//! HOST_WIDE_INT elements, and the fits/to conversions.

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext};
use num_bigint::{BigInt, Sign};
use num_traits::{One, Signed, ToPrimitive, Zero};

use TreeCode as C;

/// The widest integer precision (GCC 14's BITINT_TYPE limit; GCC 12's types stop at 1023).
pub(crate) const MAX_PRECISION: u32 = 65535;

/// Codes whose constants build_int_cst accepts (`INTEGRAL_TYPE_P`, pointers, offsets).
const INT_TYPES: &[TreeCode] = &[
    C::IntegerType,
    C::EnumeralType,
    C::BooleanType,
    C::PointerType,
    C::ReferenceType,
    C::OffsetType,
    C::NullptrType,
    C::BitintType,
];

/// The value of `elts` (least significant first, top element signed).
pub(crate) fn elts_to_bigint(elts: &[i64]) -> BigInt {
    let mut v = BigInt::zero();
    for (i, &e) in elts.iter().enumerate().rev() {
        let part = if i == elts.len() - 1 {
            BigInt::from(e)
        } else {
            BigInt::from(e as u64)
        };
        v = (v << 64usize) + part;
    }
    v
}

/// The minimal sign-compressed elements of `v`.
pub(crate) fn bigint_to_elts(v: &BigInt) -> Vec<i64> {
    let mut bytes = v.to_signed_bytes_le();
    let fill = if v.sign() == Sign::Minus { 0xff } else { 0 };
    while !bytes.len().is_multiple_of(8) || bytes.is_empty() {
        bytes.push(fill);
    }
    let mut elts: Vec<i64> = bytes
        .chunks_exact(8)
        .map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
        .collect();
    while elts.len() > 1 {
        let top = elts[elts.len() - 1];
        let below = elts[elts.len() - 2];
        if (top == 0 && below >= 0) || (top == -1 && below < 0) {
            elts.pop();
        } else {
            break;
        }
    }
    elts
}

/// `elts` truncated to `precision` bits and extended by `unsigned`'s rule, as elements of
/// the mathematical value (this is what an INTEGER_CST of that type stores).
pub(crate) fn fit_to_precision(elts: &[i64], precision: u32, unsigned: bool) -> Vec<i64> {
    if let [v] = *elts
        && precision <= 64
    {
        {
            let x = if precision == 64 {
                v as u64
            } else {
                (v as u64) & ((1u64 << precision) - 1)
            };
            return if unsigned {
                if x <= i64::MAX as u64 {
                    vec![x as i64]
                } else {
                    vec![x as i64, 0]
                }
            } else {
                let shift = 64 - precision;
                vec![((x << shift) as i64) >> shift]
            };
        }
    }
    let modulus = BigInt::one() << precision as usize;
    let mut r = elts_to_bigint(elts) % &modulus;
    if r.is_negative() {
        r += &modulus;
    }
    if !unsigned && r >= (BigInt::one() << (precision as usize - 1)) {
        r -= modulus;
    }
    bigint_to_elts(&r)
}

/// **Expressions: INTEGER_CST** — `build_int_cst`, `wide_int_to_tree`, `tree_to_shwi` (GCC internals manual: *GENERIC › Expressions › Constant expressions*).
impl TreeContext {
    fn int_type_info(&self, ty: Tree, accessor: &'static str) -> Result<(u32, bool)> {
        self.check_codes(ty, INT_TYPES, accessor)?;
        let r = self.store.ty_rec(ty);
        let unsigned = r.flags & crate::Flag::Unsigned.bit() != 0
            || matches!(r.code, C::PointerType | C::ReferenceType | C::NullptrType);
        if r.precision == 0 || r.precision > MAX_PRECISION {
            return Err(TreeError::NotRepresentable {
                accessor,
                what: format!(
                    "TYPE_PRECISION {} is not in 1..={MAX_PRECISION}",
                    r.precision
                ),
            });
        }
        Ok((r.precision, unsigned))
    }

    /// `build_int_cst`: the INTEGER_CST of `ty` (integer_type_node if `None`) with value `v`
    /// sign-extended and then fitted to the type. Hash-consed: the same (type, value) always
    /// gives the same node.
    #[doc(alias = "build_int_cst_type")]
    #[inline]
    pub fn build_int_cst(&mut self, ty: Option<Tree>, v: i64) -> Result<Tree> {
        let ty = ty.unwrap_or(self.g.integer_type);
        let (precision, unsigned) = self.int_type_info(ty, "build_int_cst")?;
        // Fast path: most constants are small and fit whatever the type.
        if precision >= 32 && (-(1 << 30)..(1 << 30)).contains(&v) && (v >= 0 || !unsigned) {
            return self
                .store
                .int_cst(ty, &[v])
                .ok_or_else(|| TreeError::full("build_int_cst", "INTEGER_CST"));
        }
        let elts = fit_to_precision(&[v], precision, unsigned);
        self.store
            .int_cst(ty, &elts)
            .ok_or_else(|| TreeError::full("build_int_cst", "INTEGER_CST"))
    }

    /// `build_int_cstu`: like [`TreeContext::build_int_cst`] with `v` zero-extended.
    pub fn build_int_cstu(&mut self, ty: Option<Tree>, v: u64) -> Result<Tree> {
        let ty = ty.unwrap_or(self.g.integer_type);
        let (precision, unsigned) = self.int_type_info(ty, "build_int_cstu")?;
        let elts = if v > i64::MAX as u64 {
            vec![v as i64, 0]
        } else {
            vec![v as i64]
        };
        let elts = fit_to_precision(&elts, precision, unsigned);
        self.store
            .int_cst(ty, &elts)
            .ok_or_else(|| TreeError::full("build_int_cstu", "INTEGER_CST"))
    }

    /// `wide_int_to_tree`: the INTEGER_CST of `ty` whose value is `elts` (HOST_WIDE_INT
    /// elements, least significant first, top one signed) fitted to the type.
    pub fn wide_int_to_tree(&mut self, ty: Tree, elts: &[i64]) -> Result<Tree> {
        if elts.is_empty() {
            return Err(TreeError::Invalid {
                builder: "wide_int_to_tree",
                what: "no elements".into(),
            });
        }
        let (precision, unsigned) = self.int_type_info(ty, "wide_int_to_tree")?;
        let elts = fit_to_precision(elts, precision, unsigned);
        self.store
            .int_cst(ty, &elts)
            .ok_or_else(|| TreeError::full("wide_int_to_tree", "INTEGER_CST"))
    }

    /// An INTEGER_CST of `ty` for an arbitrary-precision value.
    pub fn build_int_cst_big(&mut self, ty: Tree, v: &BigInt) -> Result<Tree> {
        self.wide_int_to_tree(ty, &bigint_to_elts(v))
    }

    /// `force_fit_type`-style overflow check: whether `v` is representable in `ty`.
    pub fn int_fits_type_p(&self, v: &BigInt, ty: Tree) -> Result<bool> {
        let (precision, unsigned) = self.int_type_info(ty, "int_fits_type_p")?;
        let p = precision as usize;
        Ok(if unsigned {
            !v.is_negative() && v.bits() <= p as u64
        } else {
            let lim = BigInt::one() << (p - 1);
            *v >= -lim.clone() && *v < lim
        })
    }

    fn int_cst(&self, t: Tree, accessor: &'static str) -> Result<Vec<i64>> {
        self.check_codes(t, &[C::IntegerCst], accessor)?;
        Ok(self.store.int_elts(t))
    }

    /// The constant's value as an arbitrary-precision integer (`wi::to_wide` + sign).
    #[doc(alias = "wi::to_widest")]
    pub fn int_cst_value(&self, t: Tree) -> Result<BigInt> {
        Ok(elts_to_bigint(&self.int_cst(t, "wi::to_widest")?))
    }

    /// `TREE_INT_CST_EXT_NUNITS`: elements of the value extended by the type's sign.
    #[doc(alias = "TREE_INT_CST_EXT_NUNITS")]
    pub fn tree_int_cst_ext_nunits(&self, t: Tree) -> Result<usize> {
        Ok(self.int_cst(t, "TREE_INT_CST_EXT_NUNITS")?.len())
    }

    /// `TREE_INT_CST_NUNITS`: elements of the value as a precision-bit pattern (a constant
    /// of an unsigned type with the top bit set is stored as a negative pattern).
    #[doc(alias = "TREE_INT_CST_NUNITS")]
    pub fn tree_int_cst_nunits(&self, t: Tree) -> Result<usize> {
        let elts = self.int_cst(t, "TREE_INT_CST_NUNITS")?;
        let ty = self.store.ty(t).ok_or(TreeError::Null {
            accessor: "TREE_INT_CST_NUNITS",
        })?;
        let (precision, _) = self.int_type_info(ty, "TREE_INT_CST_NUNITS")?;
        Ok(fit_to_precision(&elts, precision, false).len())
    }

    /// `TREE_INT_CST_ELT (t, i)` of the extended value.
    #[doc(alias = "TREE_INT_CST_ELT")]
    pub fn tree_int_cst_elt(&self, t: Tree, i: usize) -> Result<i64> {
        let elts = self.int_cst(t, "TREE_INT_CST_ELT")?;
        elts.get(i)
            .copied()
            .ok_or_else(|| self.operand_range("TREE_INT_CST_ELT", t, i, elts.len()))
    }

    /// `TREE_INT_CST_LOW`: the low HOST_WIDE_INT, as unsigned.
    #[doc(alias = "TREE_INT_CST_LOW")]
    pub fn tree_int_cst_low(&self, t: Tree) -> Result<u64> {
        Ok(self.int_cst(t, "TREE_INT_CST_LOW")?[0] as u64)
    }

    /// `tree_fits_shwi_p`: an INTEGER_CST whose value fits a signed HOST_WIDE_INT.
    pub fn tree_fits_shwi_p(&self, t: Option<Tree>) -> bool {
        t.is_some_and(|t| {
            self.store.code(t) == Some(C::IntegerCst) && self.store.int_elts(t).len() == 1
        })
    }

    /// `tree_fits_uhwi_p`: an INTEGER_CST whose value fits an unsigned HOST_WIDE_INT.
    pub fn tree_fits_uhwi_p(&self, t: Option<Tree>) -> bool {
        t.is_some_and(|t| {
            self.store.code(t) == Some(C::IntegerCst) && {
                let e = self.store.int_elts(t);
                (e.len() == 1 && e[0] >= 0) || (e.len() == 2 && e[1] == 0)
            }
        })
    }

    /// `tree_to_shwi`; an error (GCC asserts) if the value does not fit.
    pub fn tree_to_shwi(&self, t: Tree) -> Result<i64> {
        let v = self.int_cst_value(t)?;
        v.to_i64().ok_or_else(|| TreeError::NotRepresentable {
            accessor: "tree_to_shwi",
            what: format!("{v} does not fit a signed HOST_WIDE_INT"),
        })
    }

    /// `tree_to_uhwi`; an error (GCC asserts) if the value does not fit.
    pub fn tree_to_uhwi(&self, t: Tree) -> Result<u64> {
        let v = self.int_cst_value(t)?;
        v.to_u64().ok_or_else(|| TreeError::NotRepresentable {
            accessor: "tree_to_uhwi",
            what: format!("{v} does not fit an unsigned HOST_WIDE_INT"),
        })
    }

    /// `tree_int_cst_sgn`: -1, 0 or 1.
    pub fn tree_int_cst_sgn(&self, t: Tree) -> Result<i32> {
        let e = self.int_cst(t, "tree_int_cst_sgn")?;
        let top = e[e.len() - 1];
        Ok(if top < 0 {
            -1
        } else if e.iter().all(|&x| x == 0) {
            0
        } else {
            1
        })
    }

    /// `tree_int_cst_equal`: two INTEGER_CSTs with the same value (types may differ).
    pub fn tree_int_cst_equal(&self, a: Tree, b: Tree) -> Result<bool> {
        Ok(self.int_cst(a, "tree_int_cst_equal")? == self.int_cst(b, "tree_int_cst_equal")?)
    }

    /// Whether this INTEGER_CST is the shared, hash-consed node for its value.
    pub fn int_cst_is_shared(&self, t: Tree) -> Result<bool> {
        self.int_cst(t, "int_cst_is_shared")?;
        Ok(self.store.int_shared(t))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fitting_follows_gcc() {
        assert_eq!(fit_to_precision(&[-1], 32, true), vec![0xffff_ffff]);
        assert_eq!(fit_to_precision(&[-1], 64, true), vec![-1, 0]);
        assert_eq!(fit_to_precision(&[0xff], 8, false), vec![-1]);
        assert_eq!(fit_to_precision(&[-1, 0], 128, false), vec![-1, 0]);
        assert_eq!(fit_to_precision(&[0, 1], 64, false), vec![0]);
        assert_eq!(fit_to_precision(&[-1], 128, true), vec![-1, -1, 0]);
        assert_eq!(bigint_to_elts(&elts_to_bigint(&[5, -3])), vec![5, -3]);
    }
}
