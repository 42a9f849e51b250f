//! `convert_to_integer`'s narrowing (`convert.cc`): a conversion to a narrower integer
//! type is pushed down through the arithmetic it truncates — `(char) -(int) c` becomes
//! `(char) -(unsigned char) c`, `(short) (a + b)` an addition done in `unsigned short` —
//! exactly where GCC pushes it, and is a CONVERT_EXPR elsewhere.

use num_bigint::{BigInt, Sign};

use super::fold::Kind;
use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{Flag, TreeCode, TreeContext};

use TreeCode as C;

impl TreeContext {
    /// `convert_to_integer` of `expr` to the narrower integer type `ty`.
    pub(crate) fn narrow_integer(&mut self, ty: Tree, expr: Tree) -> Result<Tree> {
        let outprec = self.type_precision(ty)?;
        let inprec = self.type_precision(self.type_of(expr, "convert_to_integer")?)?;
        let code = self.tree_code(expr)?;
        let op = |tc: &Self, i: usize| tc.tree_operand(expr, i);
        let const_sign = |tc: &Self, t: Option<Tree>| -> Result<Option<Sign>> {
            match t {
                Some(t) if tc.tree_code(t)? == C::IntegerCst => {
                    Ok(Some(tc.int_cst_value(t)?.sign()))
                }
                _ => Ok(None),
            }
        };
        let distribute = match code {
            C::RshiftExpr => matches!(
                const_sign(self, op(self, 1)?)?,
                Some(Sign::Minus | Sign::NoSign)
            ),
            C::LshiftExpr => {
                let count = op(self, 1)?;
                let constant = matches!(const_sign(self, count)?, Some(Sign::Plus | Sign::NoSign));
                if !constant || !self.is_unsigned(ty) {
                    false
                } else if let Some(n) = count
                    && self.int_cst_value(n)? < BigInt::from(outprec)
                {
                    true
                } else if self.flag(expr, Flag::SideEffects)? {
                    let zero = self.build_int_cst(Some(ty), 0)?;
                    return self.build2(C::CompoundExpr, Some(ty), Some(expr), Some(zero));
                } else {
                    return self.build_int_cst(Some(ty), 0);
                }
            }
            C::TruncDivExpr => {
                if let Some(t) = self.narrow_division(ty, expr, inprec, outprec)? {
                    return Ok(t);
                }
                false
            }
            C::MaxExpr | C::MinExpr | C::MultExpr => {
                let (a, b) = self.unwidened_operands(expr, Some(ty))?;
                let (ta, tb) = (
                    self.type_of(a, "convert_to_integer")?,
                    self.type_of(b, "convert_to_integer")?,
                );
                outprec >= self.type_precision(ta)?
                    && outprec >= self.type_precision(tb)?
                    && self.is_unsigned(ta) == self.is_unsigned(tb)
            }
            C::PlusExpr | C::MinusExpr | C::BitAndExpr | C::BitIorExpr | C::BitXorExpr => true,
            C::NegateExpr | C::BitNotExpr => {
                let typex = self.unsigned_type_for(ty)?;
                let inner = op(self, 0)?.unwrap_or(expr);
                let inner = self.c_convert(typex, inner)?;
                let t = self.fold_build1(code, typex, inner)?;
                return self.c_convert(ty, t);
            }
            C::NopExpr | C::ConvertExpr => {
                let inner = op(self, 0)?.unwrap_or(expr);
                let inner = self.get_unwidened(inner, Some(ty))?;
                return self.c_convert(ty, inner);
            }
            C::CondExpr => {
                let (c, a, b) = (op(self, 0)?, op(self, 1)?, op(self, 2)?);
                let arm = |tc: &mut Self, t: Option<Tree>| -> Result<Option<Tree>> {
                    match t {
                        Some(t) if tc.tree_type(t)? != Some(tc.g.void_type) => {
                            tc.c_convert(ty, t).map(Some)
                        }
                        other => Ok(other),
                    }
                };
                let (a, b) = (arm(self, a)?, arm(self, b)?);
                return self.build3(C::CondExpr, Some(ty), c, a, b);
            }
            _ => false,
        };
        if distribute {
            let (a, b) = self.unwidened_operands(expr, Some(ty))?;
            let pointer_difference = code == C::MinusExpr
                && [a, b]
                    .iter()
                    .all(|&x| self.converted_pointer(x).unwrap_or(false));
            if !pointer_difference
                && let Some(t) = self.do_narrow(code, ty, a, b, expr, inprec, outprec)?
            {
                return Ok(t);
            }
        }
        if code == C::IntegerCst {
            return self.fold_convert(ty, expr);
        }
        self.fold_build1(C::ConvertExpr, ty, expr)
    }

    /// The TRUNC_DIV_EXPR case: narrowed when the inputs are no wider than the result,
    /// of one signedness matching the division's, and the division is unsigned or by a
    /// constant other than -1.
    fn narrow_division(
        &mut self,
        ty: Tree,
        expr: Tree,
        inprec: u32,
        outprec: u32,
    ) -> Result<Option<Tree>> {
        let (a, b) = self.unwidened_operands(expr, None)?;
        let (ta, tb) = (
            self.type_of(a, "convert_to_integer")?,
            self.type_of(b, "convert_to_integer")?,
        );
        let expr_unsigned = self.is_unsigned(self.type_of(expr, "convert_to_integer")?);
        let ok = outprec >= self.type_precision(ta)?
            && outprec >= self.type_precision(tb)?
            && self.is_unsigned(ta) == self.is_unsigned(tb)
            && expr_unsigned == self.is_unsigned(ta)
            && (self.is_unsigned(ta)
                || (self.tree_code(b)? == C::IntegerCst
                    && self.int_cst_value(b)? != BigInt::from(-1)));
        if !ok {
            return Ok(None);
        }
        self.do_narrow(C::TruncDivExpr, ty, a, b, expr, inprec, outprec)
    }

    /// `do_narrow`: the operation done in a type of the result's precision — unsigned
    /// unless every input was signed, narrow enough not to overflow, and no shift asks
    /// otherwise — and converted to `ty`.
    #[allow(clippy::too_many_arguments)] // GCC's do_narrow, argument for argument
    fn do_narrow(
        &mut self,
        code: TreeCode,
        ty: Tree,
        a: Tree,
        b: Tree,
        expr: Tree,
        inprec: u32,
        outprec: u32,
    ) -> Result<Option<Tree>> {
        if self.type_precision(ty)? == inprec {
            return Ok(None);
        }
        let (ta, tb) = (self.type_of(a, "do_narrow")?, self.type_of(b, "do_narrow")?);
        let (ua, ub) = (self.is_unsigned(ta), self.is_unsigned(tb));
        let shift = matches!(
            code,
            C::LshiftExpr | C::RshiftExpr | C::LrotateExpr | C::RrotateExpr
        );
        let wraps = |tc: &Self, t: Tree| {
            tc.scalar_kind(t)
                .map(|k| k == Kind::Int && tc.is_unsigned(t))
        };
        let may_overflow = (!wraps(self, ta)? || !wraps(self, tb)?)
            && (self.type_precision(ta)? * 2 > outprec || self.type_precision(tb)? * 2 > outprec)
            && matches!(code, C::PlusExpr | C::MinusExpr | C::MultExpr);
        let unsigned = self.is_unsigned(self.type_of(expr, "do_narrow")?)
            || (ua && (ub || shift))
            || code == C::LshiftExpr
            || may_overflow;
        let typex = if unsigned {
            self.unsigned_type_for(ty)?
        } else {
            self.signed_type_for(ty)?
        };
        let a = self.c_convert(typex, a)?;
        let b = self.c_convert(typex, b)?;
        let t = self.fold_build2(code, typex, a, b)?;
        self.c_convert(ty, t).map(Some)
    }

    fn unwidened_operands(&mut self, expr: Tree, for_type: Option<Tree>) -> Result<(Tree, Tree)> {
        let a = self.tree_operand(expr, 0)?.unwrap_or(expr);
        let b = self.tree_operand(expr, 1)?.unwrap_or(expr);
        Ok((
            self.get_unwidened(a, for_type)?,
            self.get_unwidened(b, for_type)?,
        ))
    }

    /// Whether `t` is a conversion of a pointer.
    fn converted_pointer(&self, t: Tree) -> Result<bool> {
        if !matches!(self.tree_code(t)?, C::NopExpr | C::ConvertExpr) {
            return Ok(false);
        }
        match self.tree_operand(t, 0)? {
            Some(inner) => {
                Ok(self.scalar_kind(self.type_of(inner, "convert_to_integer")?)? == Kind::Pointer)
            }
            None => Ok(false),
        }
    }

    /// `get_unwidened`: `op` without the extensions whose bits a conversion to
    /// `for_type` would discard anyway (only zero-extensions once one was stripped); a
    /// constant is given the narrowest standard type of at least `for_type`'s precision
    /// that holds it.
    pub(crate) fn get_unwidened(&mut self, op: Tree, for_type: Option<Tree>) -> Result<Tree> {
        let ty = self.type_of(op, "get_unwidened")?;
        let final_prec = self.type_precision(for_type.unwrap_or(ty))?;
        let mut uns = for_type.is_some_and(|f| f != ty)
            && final_prec > self.type_precision(ty)?
            && self.is_unsigned(ty);
        let mut win = op;
        let mut op = op;
        while matches!(self.tree_code(op)?, C::NopExpr | C::ConvertExpr) {
            let Some(inner) = self.tree_operand(op, 0)? else {
                break;
            };
            let outer_prec = self.type_precision(self.type_of(op, "get_unwidened")?)?;
            let inner_ty = self.type_of(inner, "get_unwidened")?;
            if self.scalar_kind(inner_ty)? == Kind::Other {
                break;
            }
            let inner_prec = self.type_precision(inner_ty)?;
            if inner_prec > outer_prec && final_prec > outer_prec {
                break;
            }
            let stripped_conversion = matches!(self.tree_code(inner)?, C::NopExpr | C::ConvertExpr);
            op = inner;
            if outer_prec > inner_prec {
                if !uns || final_prec <= inner_prec {
                    win = op;
                }
                if (uns || stripped_conversion) && self.is_unsigned(inner_ty) {
                    uns = true;
                    win = op;
                }
            }
        }
        if self.tree_code(win)? == C::IntegerCst {
            let wty = self.type_of(win, "get_unwidened")?;
            let value = self.int_cst_value(win)?;
            let unsigned = self.is_unsigned(wty);
            let min_prec = min_precision(&value, unsigned);
            let prec = if for_type.is_some() {
                min_prec.max(final_prec)
            } else {
                min_prec
            };
            if prec < self.type_precision(wty)?
                && let Some(t) = self.c_common_type_for_size(prec, unsigned)?
                && self.type_precision(t)? < self.type_precision(wty)?
            {
                win = self.fold_convert(t, win)?;
            }
        }
        Ok(win)
    }

    /// `c_common_type_for_size`: the standard integer type of exactly `bits` bits (`int`
    /// first, then `char`, `short`, `long`, `long long`, `__int128`), else the smallest
    /// of those wider.
    pub(crate) fn c_common_type_for_size(&self, bits: u32, unsigned: bool) -> Result<Option<Tree>> {
        let g = &self.g;
        let pairs = [
            (g.integer_type, g.unsigned_type),
            (g.signed_char_type, g.unsigned_char_type),
            (g.short_type, g.short_unsigned_type),
            (g.long_type, g.long_unsigned_type),
            (g.long_long_type, g.long_long_unsigned_type),
            (g.int128_type, g.int128_unsigned_type),
        ];
        for &(s, u) in &pairs {
            if self.type_precision(s)? == bits {
                return Ok(Some(if unsigned { u } else { s }));
            }
        }
        let mut by_size = pairs.to_vec();
        by_size.sort_by_key(|p| self.type_precision(p.0).unwrap_or(u32::MAX));
        for (s, u) in by_size {
            if self.type_precision(s)? >= bits {
                return Ok(Some(if unsigned { u } else { s }));
            }
        }
        Ok(None)
    }

    /// `unsigned_type_for`: `ty` itself when unsigned, else the nameless unsigned integer
    /// type of its precision (`build_nonstandard_integer_type`; it prints as
    /// `unsigned short`, not as `short unsigned int`).
    pub fn unsigned_type_for(&mut self, ty: Tree) -> Result<Tree> {
        if self.is_unsigned(ty) {
            return Ok(ty);
        }
        let bits = self.type_precision(ty)?;
        self.build_nonstandard_integer_type(bits, true)
    }

    /// `signed_type_for`: `ty` itself when signed, else the nameless signed integer type
    /// of its precision.
    pub fn signed_type_for(&mut self, ty: Tree) -> Result<Tree> {
        if !self.is_unsigned(ty) {
            return Ok(ty);
        }
        let bits = self.type_precision(ty)?;
        self.build_nonstandard_integer_type(bits, false)
    }

    /// `build_nonstandard_integer_type`: the nameless INTEGER_TYPE of `precision` bits
    /// and that signedness, one per context (cached as GCC caches it).
    pub fn build_nonstandard_integer_type(
        &mut self,
        precision: u32,
        unsigned: bool,
    ) -> Result<Tree> {
        let key: crate::nodes::weak::TypeKey = (
            C::IntegerType,
            vec![None],
            crate::PolySize::constant(i64::from(precision) << 1 | i64::from(unsigned)),
        );
        if let Some(&t) = self.store.weak.type_cache.get(&key) {
            return Ok(t);
        }
        let t = self.make_integer_type(precision, unsigned)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }
}

/// `wi::min_precision`: the bits a value needs in a signed (with its sign bit) or
/// unsigned representation.
fn min_precision(v: &BigInt, unsigned: bool) -> u32 {
    let bits = if v.sign() == Sign::Minus {
        (-v - BigInt::from(1)).bits()
    } else {
        v.bits()
    };
    let bits = u32::try_from(bits).unwrap_or(u32::MAX);
    if unsigned { bits.max(1) } else { bits + 1 }
}
