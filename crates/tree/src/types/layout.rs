//! Type layout: `layout_type` (TYPE_SIZE, TYPE_SIZE_UNIT, TYPE_ALIGN on LP64 x86-64) and the
//! `_BitInt` psABI sizes.

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::nodes::poly::PolySizeExt;
use crate::{Flag, PolySize, TreeCode, TreeContext};

use TreeCode as C;

/// Size and alignment in bits of `_BitInt(precision)` on x86-64 (the psABI, as GCC 14's
/// `ix86_bitint_type_info` and `layout_type` give them): up to 64 bits the smallest of
/// char, short, int and long that holds it; wider, an array of 64-bit limbs aligned as one.
fn bitint_layout(precision: u32) -> (u32, u32) {
    match precision {
        0..=8 => (8, 8),
        9..=16 => (16, 16),
        17..=32 => (32, 32),
        33..=64 => (64, 64),
        _ => (precision.div_ceil(64) * 64, 64),
    }
}

/// **Types: layout and sizes** (GCC internals manual: *GENERIC › Types*).
impl TreeContext {
    fn size_pair(&mut self, bits: PolySize) -> Result<(Tree, Tree)> {
        let bitsizetype = self.g.bitsizetype;
        let sizetype = self.g.sizetype;
        let size = self.build_poly_int_cst(bitsizetype, bits)?;
        let unit = bits
            .exact_div(8)
            .unwrap_or_else(|| bits.round_up(8).exact_div(8).unwrap_or(bits));
        let size_unit = self.build_poly_int_cst(sizetype, unit)?;
        Ok((size, size_unit))
    }

    fn set_size(&mut self, t: Tree, bits: PolySize, align: u32) -> Result<()> {
        let (size, unit) = self.size_pair(bits)?;
        let r = self.store.ty_rec_mut(t);
        r.size = Some(size);
        r.size_unit = Some(unit);
        if r.flags & Flag::UserAlign.bit() == 0 {
            r.align = align;
        }
        Ok(())
    }

    /// The size in bits of a laid-out type, if it has one.
    pub fn type_size_bits(&self, t: Tree) -> Result<Option<PolySize>> {
        match self.type_size(t)? {
            Some(s) => Ok(Some(self.tree_to_poly_int64(s)?)),
            None => Ok(None),
        }
    }

    /// `layout_type`: computes TYPE_SIZE, TYPE_SIZE_UNIT and TYPE_ALIGN (and for integer
    /// types TYPE_MIN_VALUE / TYPE_MAX_VALUE) for the LP64 x86-64 target; records and unions
    /// get their fields placed (see [`TreeContext::layout_record`]).
    pub fn layout_type(&mut self, t: Tree) -> Result<()> {
        let code = self.check_class(t, crate::TreeCodeClass::Type, "layout_type")?;
        match code {
            C::IntegerType | C::EnumeralType | C::BooleanType | C::BitintType => {
                let prec = self.store.ty_rec(t).precision;
                if prec == 0 || prec > crate::nodes::int_cst::MAX_PRECISION {
                    return Err(TreeError::Invalid {
                        builder: "layout_type",
                        what: format!("integer type with TYPE_PRECISION {prec}"),
                    });
                }
                let (bits, align) = if code == C::BitintType {
                    bitint_layout(prec)
                } else {
                    let bits = (prec.max(8)).next_power_of_two();
                    (bits, bits.min(128))
                };
                self.set_size(t, PolySize::constant(i64::from(bits)), align)?;
                let unsigned = self.store.ty_rec(t).flags & Flag::Unsigned.bit() != 0;
                let p = prec as usize;
                let (min, max) = if unsigned {
                    (
                        num_bigint::BigInt::from(0),
                        (num_bigint::BigInt::from(1) << p) - 1,
                    )
                } else {
                    let h = num_bigint::BigInt::from(1) << (p - 1);
                    (-h.clone(), h - 1)
                };
                let min = self.build_int_cst_big(t, &min)?;
                let max = self.build_int_cst_big(t, &max)?;
                let r = self.store.ty_rec_mut(t);
                r.minval = Some(min);
                r.maxval = Some(max);
            }
            C::RealType => {
                let prec = self.store.ty_rec(t).precision;
                let bits = match prec {
                    0..=32 => 32,
                    33..=64 => 64,
                    _ => 128,
                };
                self.set_size(t, PolySize::constant(bits), bits as u32)?;
            }
            C::FixedPointType => {
                let prec = self.store.ty_rec(t).precision.max(8).next_power_of_two();
                self.set_size(t, PolySize::constant(i64::from(prec)), prec)?;
            }
            C::PointerType | C::ReferenceType | C::OffsetType | C::NullptrType => {
                let r = self.store.ty_rec_mut(t);
                r.precision = 64;
                r.flags |= Flag::Unsigned.bit();
                self.set_size(t, PolySize::constant(64), 64)?;
            }
            C::VoidType => {
                let r = self.store.ty_rec_mut(t);
                r.size = None;
                r.size_unit = None;
                r.align = 8;
            }
            C::ComplexType => {
                let comp = self.expect_type(self.store.ty_rec(t).ty, "layout_type")?;
                let bits = self.type_size_bits(comp)?.unwrap_or_default();
                let align = self.store.ty_rec(comp).align;
                self.set_size(t, bits * 2, align)?;
                let unsigned = self.store.ty_rec(comp).flags & Flag::Unsigned.bit();
                self.store.ty_rec_mut(t).flags |= unsigned;
            }
            C::VectorType => {
                let elt = self.expect_type(self.store.ty_rec(t).ty, "layout_type")?;
                let ebits = self.type_size_bits(elt)?.unwrap_or_default();
                let nunits = self.type_vector_subparts(t)?;
                let bits = PolySize::new([
                    ebits.coeffs[0] * nunits.coeffs[0],
                    ebits.coeffs[0] * nunits.coeffs[1],
                ]);
                // Scalable vectors are aligned to their minimum size (128 bits on SVE);
                // fixed ones to their size, as x86-64 does.
                let align = if bits.is_constant() {
                    bits.coeffs[0].clamp(8, 512) as u32
                } else {
                    128
                };
                self.set_size(t, bits, align)?;
            }
            C::ArrayType => {
                let elt = self.expect_type(self.store.ty_rec(t).ty, "layout_type")?;
                let align = self.store.ty_rec(elt).align;
                let ebits = self.type_size_bits(elt)?;
                let domain = self.store.ty_rec(t).values;
                let mut size = None;
                if let (Some(ebits), Some(d)) = (ebits, domain) {
                    let dr = self.store.ty_rec(d);
                    if let (Some(lo), Some(hi)) = (dr.minval, dr.maxval) {
                        let lo = self.tree_to_poly_int64(lo)?;
                        let hi = self.tree_to_poly_int64(hi)?;
                        let n = PolySize::new([
                            hi.coeffs[0] - lo.coeffs[0] + 1,
                            hi.coeffs[1] - lo.coeffs[1],
                        ]);
                        if ebits.is_constant() {
                            size = Some(n * ebits.coeffs[0]);
                        } else if n.is_constant() {
                            size = Some(ebits * n.coeffs[0]);
                        }
                    }
                }
                match size {
                    Some(bits) => self.set_size(t, bits, align)?,
                    None => self.store.ty_rec_mut(t).align = align,
                }
            }
            C::RecordType | C::UnionType | C::QualUnionType => self.layout_record(t)?,
            C::FunctionType | C::MethodType => {
                // GCC gives function types the size of a byte-aligned unit.
                self.set_size(t, PolySize::constant(8), 8)?;
            }
            _ => {}
        }
        Ok(())
    }
}
