//! Constants (INTEGER_CST, REAL_CST, FIXED_CST, COMPLEX_CST, STRING_CST, VECTOR_CST,
//! POLY_INT_CST) and CONSTRUCTOR.

use super::*;
use crate::real::real_to_decimal;
use crate::{RealClass, RealValue};
use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// `pretty_print_string`: every byte but a final NUL, with C escapes for the specials and
/// `\xNN` for the other unprintable bytes (embedded NULs included).
fn escape_string(out: &mut String, bytes: &[u8]) {
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'\x08' => out.push_str("\\b"),
            b'\x0c' => out.push_str("\\f"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            b'\x0b' => out.push_str("\\v"),
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\\""),
            b'\'' => out.push_str("\\'"),
            0 if i + 1 == bytes.len() => {}
            0x20..=0x7e => out.push(b as char),
            _ => {
                write!(out, "\\x{b:02x}").ok();
            }
        }
    }
}

/// The exact value `bits / 2^fbits` of a fixed-point constant.
fn fixed_value(bits: i128, fbits: u8) -> RealValue {
    if bits == 0 {
        return RealValue::zero(false);
    }
    let mag = bits.unsigned_abs();
    let lz = mag.leading_zeros();
    RealValue {
        class: RealClass::Normal,
        negative: bits < 0,
        exp: 128 - lz as i32 - i32::from(fbits),
        sig: mag << lz,
    }
}

impl Printer<'_> {
    /// The constant cases of `dump_generic_node`.
    pub(super) fn constant(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
        let tc = self.tc;
        match code {
            C::IntegerCst => {
                let v = tc.int_cst_value(t)?;
                self.int_value(&v, tc.tree_type(t)?, tc.tree_overflow(t)?)?;
            }
            C::PolyIntCst => {
                self.out.push_str("POLY_INT_CST [");
                for i in 0..crate::NUM_POLY_INT_COEFFS {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.expr(Some(tc.poly_int_cst_coeff(t, i)?), spc)?;
                }
                self.out.push(']');
            }
            C::RealCst => {
                if tc.tree_overflow(t)? {
                    self.out.push_str(" overflow");
                }
                if let Some(text) = tc.tree_real_cst_decimal(t)? {
                    // real_to_decimal of a decimal float: its own decimal text.
                    self.out.push_str(text);
                    return Ok(());
                }
                let v = tc.tree_real_cst(t)?;
                match v.class {
                    RealClass::Inf => self.out.push_str(if v.negative { " -Inf" } else { " Inf" }),
                    RealClass::Nan => self.out.push_str(" Nan"),
                    _ => self.out.push_str(&real_to_decimal(v)),
                }
            }
            C::FixedCst => {
                // fixed_to_decimal: the exact value, printed as real_to_decimal prints it.
                let (bits, fbits) = tc.tree_fixed_cst(t)?;
                self.out
                    .push_str(&real_to_decimal(fixed_value(bits, fbits)));
            }
            C::ComplexCst => {
                self.out.push_str("__complex__ (");
                self.expr(tc.tree_realpart(t)?, spc)?;
                self.out.push_str(", ");
                self.expr(tc.tree_imagpart(t)?, spc)?;
                self.out.push(')');
            }
            C::StringCst => {
                self.out.push('"');
                escape_string(&mut self.out, tc.tree_string_pointer(t)?);
                self.out.push('"');
            }
            C::VectorCst => self.vector_cst(t, spc)?,
            _ => self.niy(t, code, spc)?,
        }
        Ok(())
    }

    /// An INTEGER_CST's value as GCC prints it for its type: `12B` for pointers (the low
    /// word, signed), decimal when it fits a signed or unsigned 64-bit word, else hex of
    /// the magnitude in the type's precision; `(OVF)` after an overflowed constant.
    pub(super) fn int_value(&mut self, v: &BigInt, ty: Option<Tree>, overflow: bool) -> Result<()> {
        let tc = self.tc;
        if self.code(ty)? == Some(C::PointerType) {
            let low = (v & BigInt::from(u64::MAX)).to_u64().unwrap_or(0) as i64;
            write!(self.out, "{low}B").ok();
        } else if v.to_i64().is_some() || v.to_u64().is_some() {
            write!(self.out, "{v}").ok();
        } else {
            let prec = match ty {
                Some(ty) => tc.type_precision(ty)?,
                None => 0,
            }
            .max(1);
            let modulus = BigInt::one() << prec as usize;
            let wrap = |x: BigInt| -> BigInt {
                let r = x % &modulus;
                if r.is_negative() { r + &modulus } else { r }
            };
            let mag = if v.is_negative() {
                self.out.push('-');
                wrap(-v.clone())
            } else {
                wrap(v.clone())
            };
            if mag.is_zero() {
                self.out.push_str("0x0");
            } else {
                write!(self.out, "0x{mag:x}").ok();
            }
        }
        if overflow {
            self.out.push_str("(OVF)");
        }
        Ok(())
    }

    /// VECTOR_CST: `{ e0, e1, … }` with every element of a constant-length vector
    /// (`vector_cst_elt` extends the encoded patterns), `, ...` for variable length.
    fn vector_cst(&mut self, t: Tree, spc: usize) -> Result<()> {
        let tc = self.tc;
        self.out.push_str("{ ");
        let np = tc.vector_cst_npatterns(t)?.max(1);
        let encoded = tc.vector_cst_encoded_elts(t)?.to_vec();
        let nelts = tc.vector_cst_nelts(t)?;
        let constant = nelts.is_constant();
        let n = if constant {
            usize::try_from(nelts.coeffs[0]).unwrap_or(0)
        } else {
            encoded.len()
        };
        let stepped = tc.vector_cst_stepped_p(t)?;
        for i in 0..n {
            if i > 0 {
                self.out.push_str(", ");
            }
            if i < encoded.len() {
                self.expr(Some(encoded[i]), spc)?;
                continue;
            }
            let final_i = encoded.len() - np + i % np;
            if !stepped {
                self.expr(Some(encoded[final_i]), spc)?;
                continue;
            }
            // A stepped pattern continues the difference of its last two elements,
            // wrapping in the element type's precision.
            let last = tc.int_cst_value(encoded[final_i])?;
            let prev = tc.int_cst_value(encoded[final_i - np])?;
            let count = BigInt::from(i / np) - 2;
            let raw = &last + (&last - &prev) * count;
            let elt_ty = tc.tree_type(encoded[final_i])?;
            let value = match elt_ty {
                Some(et) => {
                    let prec = tc.type_precision(et)?.max(1) as usize;
                    let modulus = BigInt::one() << prec;
                    let mut r: BigInt = raw % &modulus;
                    if r.is_negative() {
                        r += &modulus;
                    }
                    if !tc.type_unsigned(et)? && r >= (BigInt::one() << (prec - 1)) {
                        r -= &modulus;
                    }
                    r
                }
                None => raw,
            };
            self.int_value(&value, elt_ty, false)?;
        }
        if !constant {
            self.out.push_str(", ...");
        }
        self.out.push_str(" }");
        Ok(())
    }

    /// CONSTRUCTOR: `{CLOBBER}`, `{.f=v, …}` for structures, and for arrays `[i]=` only
    /// where an index breaks the run from the domain's minimum.
    pub(super) fn constructor(&mut self, t: Tree, spc: usize) -> Result<()> {
        let tc = self.tc;
        self.out.push('{');
        let ty = tc.tree_type(t)?;
        let ty_code = self.code(ty)?;
        let mut is_struct = false;
        let mut cur_idx: Option<BigInt> = None;
        // TREE_CLOBBER_P: a volatile CONSTRUCTOR.
        if tc.flag(t, Flag::ThisVolatile)? {
            self.out.push_str("CLOBBER");
        } else if matches!(ty_code, Some(C::RecordType | C::UnionType)) {
            is_struct = true;
        } else if let (Some(C::ArrayType), Some(ty)) = (ty_code, ty)
            && let Some(dom) = tc.type_domain(ty)?
            && let Some(min) = tc.type_min_value(dom)?
            && tc.tree_code(min)? == C::IntegerCst
        {
            cur_idx = Some(tc.int_cst_value(min)?);
        }
        let elts = tc.constructor_elts(t)?.to_vec();
        let n = elts.len();
        for (ix, (field, val)) in elts.into_iter().enumerate() {
            if let Some(f) = field {
                if is_struct {
                    self.out.push('.');
                    self.expr(Some(f), spc)?;
                    self.out.push('=');
                } else if let Some(cur) = cur_idx.clone() {
                    let f_code = tc.tree_code(f)?;
                    let at_cur = f_code == C::IntegerCst && tc.int_cst_value(f)? == cur;
                    if !at_cur {
                        self.out.push('[');
                        if f_code == C::RangeExpr {
                            let hi = self.op(f, 1)?;
                            self.expr(self.op(f, 0)?, spc)?;
                            self.out.push_str(" ... ");
                            self.expr(hi, spc)?;
                            if let Some(h) = hi.filter(|&h| tc.store.code(h) == Some(C::IntegerCst))
                            {
                                cur_idx = Some(tc.int_cst_value(h)?);
                            }
                        } else {
                            self.expr(Some(f), spc)?;
                        }
                        if f_code == C::IntegerCst {
                            cur_idx = Some(tc.int_cst_value(f)?);
                        }
                        self.out.push_str("]=");
                    }
                }
            }
            if let Some(c) = cur_idx.as_mut() {
                *c += 1;
            }
            let mut v = val;
            if let Some(a) = v.filter(|&a| tc.store.code(a) == Some(C::AddrExpr))
                && let Some(inner) = self.op(a, 0)?
                && tc.tree_code(inner)? == C::FunctionDecl
            {
                v = Some(inner);
            }
            match v {
                Some(f) if tc.tree_code(f)? == C::FunctionDecl => self.decl_name(f)?,
                _ => self.expr(v, spc)?,
            }
            if ix + 1 != n {
                self.out.push_str(", ");
            }
        }
        self.out.push('}');
        Ok(())
    }
}
