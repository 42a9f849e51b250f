//! The folding the C front end gets from `fold-const.cc` and `match.pd` at -O0: sizetype
//! constants (`size_int`, `size_binop`), conversions (`fold_convert`) and the simple
//! unary and binary simplifications (`fold_build1`, `fold_build2`).

use num_bigint::BigInt;
use num_traits::{One, Zero};

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{Flag, TreeCode, TreeContext};

use TreeCode as C;

/// **C-level builders: folding** — `size_int`, `size_binop`, `fold_convert`, `fold_build1`, `fold_build2` (`fold-const.cc`, `match.pd`); see [`c_build`](crate::c_build).
impl TreeContext {
    /// `size_int`: an INTEGER_CST of `sizetype`.
    #[doc(alias = "size_int_kind")]
    pub fn size_int(&mut self, v: i64) -> Result<Tree> {
        let t = self.g.sizetype;
        self.build_int_cst(Some(t), v)
    }

    /// `ssize_int`: an INTEGER_CST of `ssizetype`.
    pub fn ssize_int(&mut self, v: i64) -> Result<Tree> {
        let t = self.g.ssizetype;
        self.build_int_cst(Some(t), v)
    }

    /// `bitsize_int`: an INTEGER_CST of `bitsizetype`.
    pub fn bitsize_int(&mut self, v: i64) -> Result<Tree> {
        let t = self.g.bitsizetype;
        self.build_int_cst(Some(t), v)
    }

    /// `size_binop`: `code` on two operands of the same sizetype-like type (`sizetype`,
    /// `ssizetype`, `bitsizetype`, …), folded: constants combine (wrapping to the type),
    /// `x + 0`, `x * 1` and friends simplify, anything else is built with `build2`.
    #[doc(alias = "size_binop_loc")]
    pub fn size_binop(&mut self, code: TreeCode, a: Tree, b: Tree) -> Result<Tree> {
        let ty = self.type_of(a, "size_binop")?;
        let tb = self.type_of(b, "size_binop")?;
        if self.type_main_variant(ty)? != self.type_main_variant(tb)? {
            return Err(TreeError::Invalid {
                builder: "size_binop",
                what: "operands of different types".into(),
            });
        }
        self.fold_build2(code, ty, a, b)
    }

    /// `fold_convert`: `arg` converted to `ty` as GCC's middle end converts (no C
    /// semantics): itself when the type is already `ty`; a constant for an INTEGER_CST
    /// (wrapped to the type) or, to a floating type, a REAL_CST; otherwise a NOP_EXPR
    /// (FLOAT_EXPR from an integer to a floating type, FIX_TRUNC_EXPR the other way),
    /// folded by [`fold_build1`](Self::fold_build1).
    #[doc(alias = "fold_convert_loc")]
    pub fn fold_convert(&mut self, ty: Tree, arg: Tree) -> Result<Tree> {
        let from = self.type_of(arg, "fold_convert")?;
        if from == ty {
            return Ok(arg);
        }
        let code = match (self.scalar_kind(ty)?, self.scalar_kind(from)?) {
            (Kind::Real, Kind::Int | Kind::Pointer) => C::FloatExpr,
            (Kind::Int | Kind::Pointer, Kind::Real) => C::FixTruncExpr,
            _ => C::NopExpr,
        };
        self.fold_build1(code, ty, arg)
    }

    /// `fold_build1`: `build1` of `code`, then what `fold_unary` does at -O0 for the codes
    /// the C front end makes: a conversion to the operand's own type is the operand,
    /// conversions of constants fold, two integer conversions in a row merge when the
    /// middle one changes nothing, negation and complement of constants fold, and `-(-x)`
    /// is `x`.
    #[doc(alias = "fold_build1_loc")]
    #[doc(alias = "fold_unary")]
    pub fn fold_build1(&mut self, code: TreeCode, ty: Tree, op: Tree) -> Result<Tree> {
        if let Some(t) = self.fold_unary(code, ty, op)? {
            return Ok(t);
        }
        self.build1(code, Some(ty), Some(op))
    }

    fn fold_unary(&mut self, code: TreeCode, ty: Tree, op: Tree) -> Result<Option<Tree>> {
        let op_code = self.tree_code(op)?;
        let conversion = matches!(code, C::NopExpr | C::ConvertExpr | C::FloatExpr);
        if (conversion || code == C::FixTruncExpr) && self.tree_type(op)? == Some(ty) {
            return Ok(Some(op)); // match.pd: a conversion to the operand's own type
        }
        if conversion && op_code == C::IntegerCst {
            return match self.scalar_kind(ty)? {
                Kind::Int | Kind::Pointer => {
                    let v = self.int_cst_value(op)?;
                    Ok(Some(self.build_int_cst_big(ty, &v)?))
                }
                Kind::Real => {
                    let v = self.int_cst_value(op)?;
                    let bits = crate::significand_bits(self.type_precision(ty)?);
                    let r = crate::RealValue::from_decimal(&v.to_string(), bits);
                    r.map(|r| self.build_real(ty, r)).transpose()
                }
                Kind::Other => Ok(None),
            };
        }
        if code == C::FixTruncExpr && op_code == C::RealCst && self.scalar_kind(ty)? == Kind::Int {
            // Truncation toward zero of a constant that fits.
            let x = self.tree_real_cst(op)?.to_f64().trunc();
            if x.is_finite() && x.abs() < 9.0e18 {
                let v = BigInt::from(x as i64);
                if self.int_fits_type_p(&v, ty)? {
                    return Ok(Some(self.build_int_cst_big(ty, &v)?));
                }
            }
            return Ok(None);
        }
        if matches!(code, C::NopExpr | C::ConvertExpr) && op_code == C::RealCst {
            if self.scalar_kind(ty)? == Kind::Real {
                let bits = crate::significand_bits(self.type_precision(ty)?);
                let v = self.tree_real_cst(op)?.round_to(bits);
                return Ok(Some(self.build_real(ty, v)?));
            }
            return Ok(None);
        }
        let any_conversion = matches!(
            code,
            C::NopExpr | C::ConvertExpr | C::FloatExpr | C::FixTruncExpr
        );
        if any_conversion && op_code.class() == crate::TreeCodeClass::Comparison {
            // (T) (a cmp b): the comparison in `_Bool`, or `a cmp b ? 1 : 0` in a floating T.
            let (a, b) = (self.tree_operand(op, 0)?, self.tree_operand(op, 1)?);
            match self.tree_code(ty)? {
                C::BooleanType => return self.build2(op_code, Some(ty), a, b).map(Some),
                C::RealType => {
                    let bits = crate::significand_bits(self.type_precision(ty)?);
                    let Some(one) = crate::RealValue::from_decimal("1", bits) else {
                        return Ok(None);
                    };
                    let one = self.build_real(ty, one)?;
                    let zero = self.build_real(ty, crate::RealValue::zero(false))?;
                    let t = self.build3(C::CondExpr, Some(ty), Some(op), Some(one), Some(zero))?;
                    return Ok(Some(t));
                }
                _ => {}
            }
        }
        if any_conversion
            && matches!(op_code, C::NopExpr | C::ConvertExpr | C::FloatExpr)
            && let Some(t) = self.fold_two_conversions(code, ty, op)?
        {
            return Ok(Some(t));
        }
        if code.class() == crate::TreeCodeClass::Unary && op_code == C::CondExpr {
            return self.fold_unary_into_arms(code, ty, op).map(Some);
        }
        if matches!(code, C::NopExpr | C::ConvertExpr)
            && let Some(t) = self.fold_converted_operation(ty, op, op_code)?
        {
            return Ok(Some(t));
        }
        match (code, op_code) {
            (C::NegateExpr, C::IntegerCst) => {
                let v = -self.int_cst_value(op)?;
                Ok(Some(self.build_int_cst_big(ty, &v)?))
            }
            (C::BitNotExpr, C::IntegerCst) => {
                let v = -self.int_cst_value(op)? - BigInt::one();
                Ok(Some(self.build_int_cst_big(ty, &v)?))
            }
            (C::NegateExpr, C::RealCst) => {
                let mut v = self.tree_real_cst(op)?;
                v.negative = !v.negative;
                Ok(Some(self.build_real(ty, v)?))
            }
            (C::NegateExpr, C::NegateExpr) => {
                let inner = self.tree_operand(op, 0)?;
                match inner {
                    Some(i) if self.tree_type(i)? == Some(ty) => Ok(Some(i)),
                    _ => Ok(None),
                }
            }
            _ => Ok(None),
        }
    }

    /// fold_unary's `op (c ? a : b)` → `c ? op a : op b` (void arms left alone); a
    /// conversion that ends up on both arms of one inner type goes back outside unless it
    /// is a cheap integer-to-integer conversion no wider than a word.
    fn fold_unary_into_arms(&mut self, code: TreeCode, ty: Tree, op: Tree) -> Result<Tree> {
        let cond = self.tree_operand(op, 0)?;
        let void = self.g.void_type;
        let mut arms = [self.tree_operand(op, 1)?, self.tree_operand(op, 2)?];
        for arm in arms.iter_mut() {
            if let Some(a) = *arm
                && self.tree_type(a)? != Some(void)
            {
                *arm = Some(self.fold_build1(code, ty, a)?);
            }
        }
        let t = self.build3(C::CondExpr, Some(ty), cond, arms[0], arms[1])?;
        let conversion = matches!(code, C::NopExpr | C::ConvertExpr | C::NonLvalueExpr);
        let (Some(a), Some(b)) = (arms[0], arms[1]) else {
            return Ok(t);
        };
        if !conversion || self.tree_code(a)? != code || self.tree_code(b)? != code {
            return Ok(t);
        }
        let (Some(ia), Some(ib)) = (self.tree_operand(a, 0)?, self.tree_operand(b, 0)?) else {
            return Ok(t);
        };
        let inner_ty = self.type_of(ia, "fold_unary")?;
        let cheap = self.scalar_kind(ty)? == Kind::Int
            && self.scalar_kind(inner_ty)? == Kind::Int
            && self.type_precision(ty)? <= 64;
        if self.tree_type(ib)? != Some(inner_ty) || cheap {
            return Ok(t);
        }
        let inner = self.build3(C::CondExpr, Some(inner_ty), cond, Some(ia), Some(ib))?;
        self.build1(code, Some(ty), Some(inner))
    }

    /// fold_unary's conversions of an operation: `(T) (x & c)` is `(T) x & (T) c` (when
    /// that loses nothing), `(T1) ~(T2) x` is `~(T1) x` (one precision, no extension), and
    /// a narrowing of `x * y` multiplies the narrowed operands (in the unsigned type of
    /// that width, so as not to overflow).
    fn fold_converted_operation(
        &mut self,
        ty: Tree,
        op: Tree,
        op_code: TreeCode,
    ) -> Result<Option<Tree>> {
        if self.scalar_kind(ty)? != Kind::Int {
            return Ok(None);
        }
        let op_ty = self.type_of(op, "fold_unary")?;
        let (prec, op_prec) = (self.type_precision(ty)?, self.type_precision(op_ty)?);
        let operand = |tc: &Self, i: usize| tc.tree_operand(op, i);
        match op_code {
            C::BitAndExpr if self.tree_code(ty)? == C::IntegerType => {
                let (Some(x), Some(c)) = (operand(self, 0)?, operand(self, 1)?) else {
                    return Ok(None);
                };
                if self.tree_code(c)? != C::IntegerCst {
                    return Ok(None);
                }
                let sign_bit_clear = || -> Result<bool> {
                    let c_prec = self.type_precision(self.type_of(c, "fold_unary")?)?;
                    let v = self.int_cst_value(c)?;
                    let limit = BigInt::one() << (c_prec as usize - 1);
                    Ok(v.sign() != num_bigint::Sign::Minus && v < limit)
                };
                if self.is_unsigned(op_ty) || prec <= op_prec || sign_bit_clear()? {
                    let v = self.int_cst_value(c)?;
                    let c = self.build_int_cst_big(ty, &v)?;
                    let x = self.fold_convert(ty, x)?;
                    return self.fold_build2(C::BitAndExpr, ty, x, c).map(Some);
                }
                Ok(None)
            }
            C::BitNotExpr if prec == op_prec && self.scalar_kind(op_ty)? == Kind::Int => {
                let Some(inner) = operand(self, 0)? else {
                    return Ok(None);
                };
                if !matches!(self.tree_code(inner)?, C::NopExpr | C::ConvertExpr) {
                    return Ok(None);
                }
                let Some(x) = self.tree_operand(inner, 0)? else {
                    return Ok(None);
                };
                let x_ty = self.type_of(x, "fold_unary")?;
                if self.scalar_kind(x_ty)? == Kind::Int && prec <= self.type_precision(x_ty)? {
                    let x = self.fold_convert(ty, x)?;
                    return self.fold_build1(C::BitNotExpr, ty, x).map(Some);
                }
                Ok(None)
            }
            C::MultExpr if self.scalar_kind(op_ty)? == Kind::Int && prec < op_prec => {
                let mult_ty = if self.is_unsigned(ty) {
                    ty
                } else {
                    self.unsigned_type_for(ty)?
                };
                if self.type_precision(mult_ty)? >= op_prec {
                    return Ok(None);
                }
                let (Some(a), Some(b)) = (operand(self, 0)?, operand(self, 1)?) else {
                    return Ok(None);
                };
                let a = self.fold_convert(mult_ty, a)?;
                let b = self.fold_convert(mult_ty, b)?;
                let t = self.fold_build2(C::MultExpr, mult_ty, a, b)?;
                self.fold_convert(ty, t).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// match.pd's rules for two conversions in a row, `(T1) (T2) x` (`ocvt (icvt x)`):
    /// back to `x`'s own type through one at least as wide; a middle conversion that
    /// widens without changing signedness between two integer (or two floating) types;
    /// a zero-extension then sign-extended, or an outer conversion that keeps the
    /// middle's precision; and, between integers and pointers, any middle conversion that
    /// neither narrows below both ends, nor changes signedness before a widening, nor
    /// widens as a zero-extension where the outer would sign-extend (or the reverse), nor
    /// changes a pointer's width.
    fn fold_two_conversions(&mut self, code: TreeCode, ty: Tree, op: Tree) -> Result<Option<Tree>> {
        let Some(inner) = self.tree_operand(op, 0)? else {
            return Ok(None);
        };
        let inter_ty = self.type_of(op, "fold_build1")?;
        let inside_ty = self.type_of(inner, "fold_build1")?;
        let (inside, inter, fin) = (
            self.scalar_kind(inside_ty)?,
            self.scalar_kind(inter_ty)?,
            self.scalar_kind(ty)?,
        );
        if [inside, inter, fin].contains(&Kind::Other) {
            return Ok(None);
        }
        let (inside_prec, inter_prec, final_prec) = (
            self.type_precision(inside_ty)?,
            self.type_precision(inter_ty)?,
            self.type_precision(ty)?,
        );
        let (inside_u, inter_u, final_u) = (
            self.is_unsigned(inside_ty),
            self.is_unsigned(inter_ty),
            self.is_unsigned(ty),
        );
        let int = |k: Kind| k == Kind::Int;
        let float = |k: Kind| k == Kind::Real;
        let back_home = self.type_main_variant(ty)? == self.type_main_variant(inside_ty)?
            && ((matches!(inter, Kind::Int | Kind::Pointer) && int(fin))
                || (float(inter) && float(fin)))
            && inter_prec >= final_prec;
        let widening = ((int(inter) && int(inside)) || (float(inter) && float(inside)))
            && (int(fin) || float(fin))
            && inter_prec >= inside_prec
            && (float(inter) || inter_u == inside_u);
        let extension = int(inside)
            && int(inter)
            && int(fin)
            && ((inside_prec < inter_prec && inter_prec < final_prec && inside_u && !inter_u)
                || final_prec == inter_prec);
        let no_float = !float(inside) && !float(inter) && !float(fin);
        let needless = no_float
            && (inter_prec >= inside_prec || inter_prec >= final_prec)
            && !(int(inside) && int(inter) && inter_u != inside_u && inter_prec < final_prec)
            && ((inter_u && inter_prec > inside_prec) == (final_u && final_prec > inter_prec))
            && !(inside == Kind::Pointer && inter_prec != final_prec)
            && !(fin == Kind::Pointer && inside_prec != inter_prec);
        if back_home || widening || extension || needless {
            return Ok(Some(self.fold_build1(code, ty, inner)?));
        }
        Ok(None)
    }

    /// `fold_build2`: `build2` of `code`, then what `fold_binary` and `match.pd` do at -O0
    /// for the codes the C front end makes: operands of commutative codes and comparisons
    /// in fold's canonical order ([`tree_swap_operands_p`](Self::tree_swap_operands_p):
    /// `s + a[i]` becomes `a[i] + s`, `0 < x` becomes `x > 0`); two INTEGER_CSTs combine (arithmetic wraps to
    /// the type; comparisons give 0 or 1 of `ty`); `x - c` becomes `x + -c` when `-c` does
    /// not overflow; `x + 0`, `x - 0`, `x | 0`, `x ^ 0`, `x * 1`, `x / 1` and `p + 0` become
    /// `x` (a NON_LVALUE_EXPR when `x` could be an lvalue, as `non_lvalue` makes); `x * 0`
    /// becomes 0 when `x` has no side effects.
    ///
    /// Comparisons of `x + c1` with a constant `c2` compare `x` with `c2 - c1` (when
    /// that is exact), a comparison constant shrinks in magnitude (`x < 2` is `x <= 1`), and a comparison of a converted value drops the conversion when
    /// it changes nothing the comparison sees (`fold_sign_changed_comparison`).
    ///
    /// Not modelled: the rest of `match.pd` (e.g. `x % 2 == 0` becoming
    /// `((unsigned) x & 1) == 0`, reassociation, comparisons of sums), which the C
    /// front end's trees get at -O0 too.
    #[doc(alias = "fold_build2_loc")]
    #[doc(alias = "fold_binary")]
    pub fn fold_build2(&mut self, code: TreeCode, ty: Tree, a: Tree, b: Tree) -> Result<Tree> {
        if let Some(t) = self.fold_binary(code, ty, a, b)? {
            return Ok(t);
        }
        self.build2(code, Some(ty), Some(a), Some(b))
    }

    fn fold_binary(&mut self, code: TreeCode, ty: Tree, a: Tree, b: Tree) -> Result<Option<Tree>> {
        if (is_commutative(code) || code.class() == crate::TreeCodeClass::Comparison)
            && self.tree_swap_operands_p(a, b)?
        {
            let code = swap_tree_comparison(code);
            return self.fold_build2(code, ty, b, a).map(Some);
        }
        if matches!(code, C::PlusExpr | C::MinusExpr) && self.operand_equal_p(a, b)? {
            match (code, self.scalar_kind(ty)?) {
                // match.pd: x + x is x * 2; x - x is 0 (for integers: no NaN to keep).
                (C::PlusExpr, Kind::Int) => {
                    let two = self.build_int_cst(Some(ty), 2)?;
                    return self.fold_build2(C::MultExpr, ty, a, two).map(Some);
                }
                (C::PlusExpr, Kind::Real) => {
                    let bits = crate::significand_bits(self.type_precision(ty)?);
                    if let Some(v) = crate::RealValue::from_decimal("2", bits) {
                        let two = self.build_real(ty, v)?;
                        return self.fold_build2(C::MultExpr, ty, a, two).map(Some);
                    }
                }
                (C::MinusExpr, Kind::Int) if !self.flag(a, Flag::SideEffects)? => {
                    return self.build_int_cst(Some(ty), 0).map(Some);
                }
                _ => {}
            }
        }
        if let Some(t) = self.fold_negated_operand(code, ty, a, b)? {
            return Ok(Some(t));
        }
        if let Some(t) = self.fold_converted_comparison(code, ty, a, b)? {
            return Ok(Some(t));
        }
        if let Some(t) = self.fold_offset_comparison(code, ty, a, b)? {
            return Ok(Some(t));
        }
        if let Some(t) = self.reduce_comparison_constant(code, ty, a, b)? {
            return Ok(Some(t));
        }
        let (ca, cb) = (self.tree_code(a)?, self.tree_code(b)?);
        if ca == C::IntegerCst && cb == C::IntegerCst && self.scalar_kind(ty)? != Kind::Real {
            let (x, y) = (self.int_cst_value(a)?, self.int_cst_value(b)?);
            if let Some(v) = int_binop(code, &x, &y) {
                return Ok(Some(self.build_int_cst_big(ty, &v)?));
            }
        }
        if cb != C::IntegerCst || self.scalar_kind(ty)? == Kind::Real {
            return Ok(None);
        }
        let y = self.int_cst_value(b)?;
        match code {
            C::MinusExpr if self.negates_without_overflow(b)? => {
                let neg = self.build_int_cst_big(self.type_of(b, "fold_build2")?, &-y)?;
                let a = self.fold_convert(ty, a)?;
                Ok(Some(self.fold_build2(C::PlusExpr, ty, a, neg)?))
            }
            C::PlusExpr
            | C::MinusExpr
            | C::BitIorExpr
            | C::BitXorExpr
            | C::PointerPlusExpr
            | C::LshiftExpr
            | C::RshiftExpr
                if y.is_zero() =>
            {
                self.non_lvalue_of(ty, a).map(Some)
            }
            C::MultExpr | C::TruncDivExpr | C::ExactDivExpr | C::FloorDivExpr | C::CeilDivExpr
                if y.is_one() =>
            {
                self.non_lvalue_of(ty, a).map(Some)
            }
            C::MultExpr | C::BitAndExpr if y.is_zero() && !self.flag(a, Flag::SideEffects)? => {
                Ok(Some(self.build_int_cst(Some(ty), 0)?))
            }
            _ => Ok(None),
        }
    }

    /// match.pd's `fold_sign_changed_comparison` / `fold_widened_comparison`:
    /// `(T) x cmp y` compares `x` itself when the conversion keeps the precision (and the
    /// signedness, unless the comparison is `==` or `!=`) and `y` is a constant or a
    /// conversion, or when it widens `x` and `y` converts to `x`'s type without loss.
    fn fold_converted_comparison(
        &mut self,
        code: TreeCode,
        ty: Tree,
        a: Tree,
        b: Tree,
    ) -> Result<Option<Tree>> {
        let simple = matches!(
            code,
            C::LtExpr | C::LeExpr | C::GtExpr | C::GeExpr | C::EqExpr | C::NeExpr
        );
        if !simple || !matches!(self.tree_code(a)?, C::NopExpr | C::ConvertExpr) {
            return Ok(None);
        }
        let Some(a00) = self.tree_operand(a, 0)? else {
            return Ok(None);
        };
        let (t0, t00) = (
            self.type_of(a, "fold_binary")?,
            self.type_of(a00, "fold_binary")?,
        );
        if self.scalar_kind(t0)? != Kind::Int {
            return Ok(None);
        }
        let b10 = match self.tree_code(b)? {
            C::NopExpr | C::ConvertExpr => self.tree_operand(b, 0)?.unwrap_or(b),
            _ => b,
        };
        let b_is_cst = self.tree_code(b10)? == C::IntegerCst;
        let equality = matches!(code, C::EqExpr | C::NeExpr);
        let (p0, p00) = (self.type_precision(t0)?, self.type_precision(t00)?);
        let (u0, u00) = (self.is_unsigned(t0), self.is_unsigned(t00));
        let k00 = self.scalar_kind(t00)?;
        if p00 == p0 && (b_is_cst || b != b10) && (u00 == u0 || equality) && k00 != Kind::Pointer {
            let other = if self.tree_code(b)? == C::IntegerCst {
                let v = self.int_cst_value(b)?;
                self.build_int_cst_big(t00, &v)?
            } else {
                self.fold_convert(t00, b)?
            };
            return self.fold_build2(code, ty, a00, other).map(Some);
        }
        if p0 > p00 && (equality || u0 == u00 || (!u0 && u00)) {
            let t10 = self.type_of(b10, "fold_binary")?;
            let same = self.type_main_variant(t10)? == self.type_main_variant(t00)?;
            let narrow = self.scalar_kind(t10)? == Kind::Int
                && p00 >= self.type_precision(t10)?
                && u00 == self.is_unsigned(t10);
            let fits = b_is_cst
                && k00 == Kind::Int
                && self.int_fits_type_p(&self.int_cst_value(b10)?, t00)?;
            if same || narrow || fits {
                let other = self.fold_convert(t00, b10)?;
                return self.fold_build2(code, ty, a00, other).map(Some);
            }
        }
        Ok(None)
    }

    /// match.pd's `X +- C1 CMP C2` → `X CMP C2 -+ C1`: for `==` and `!=` in any integer
    /// type, for `<`, `<=`, `>`, `>=` when signed overflow is undefined; when `C2 -+ C1`
    /// overflows a signed type the comparison is a constant.
    fn fold_offset_comparison(
        &mut self,
        code: TreeCode,
        ty: Tree,
        a: Tree,
        b: Tree,
    ) -> Result<Option<Tree>> {
        let equality = matches!(code, C::EqExpr | C::NeExpr);
        let ordering = matches!(code, C::LtExpr | C::LeExpr | C::GtExpr | C::GeExpr);
        let op = self.tree_code(a)?;
        if !(equality || ordering)
            || !matches!(op, C::PlusExpr | C::MinusExpr)
            || self.tree_code(b)? != C::IntegerCst
        {
            return Ok(None);
        }
        let (Some(x), Some(c1)) = (self.tree_operand(a, 0)?, self.tree_operand(a, 1)?) else {
            return Ok(None);
        };
        let x_ty = self.type_of(x, "fold_binary")?;
        if self.tree_code(c1)? != C::IntegerCst || self.scalar_kind(x_ty)? != Kind::Int {
            return Ok(None);
        }
        let undefined_overflow = !self.is_unsigned(x_ty);
        if ordering && !undefined_overflow {
            return Ok(None);
        }
        let (v1, v2) = (self.int_cst_value(c1)?, self.int_cst_value(b)?);
        let res = if op == C::PlusExpr {
            &v2 - &v1
        } else {
            &v2 + &v1
        };
        let c2_ty = self.type_of(b, "fold_binary")?;
        let overflow = !self.int_fits_type_p(&res, c2_ty)?;
        if overflow && undefined_overflow {
            let value = if equality {
                code == C::NeExpr
            } else {
                let less = matches!(code, C::LtExpr | C::LeExpr);
                let ovf_high = (v1.sign() == num_bigint::Sign::Minus) != (op == C::MinusExpr);
                less == ovf_high
            };
            return Ok(Some(self.build_int_cst(Some(ty), i64::from(value))?));
        }
        let res = self.build_int_cst_big(c2_ty, &res)?;
        self.fold_build2(code, ty, x, res).map(Some)
    }

    /// match.pd's reduction of a comparison constant's magnitude: `x < c` is
    /// `x <= c - 1` and `x >= c` is `x > c - 1` for a positive `c`; `x <= c` is `x < c + 1`
    /// and `x > c` is `x >= c + 1` for a negative one.
    fn reduce_comparison_constant(
        &mut self,
        code: TreeCode,
        ty: Tree,
        a: Tree,
        b: Tree,
    ) -> Result<Option<Tree>> {
        if self.tree_code(b)? != C::IntegerCst || self.tree_code(a)? == C::IntegerCst {
            return Ok(None);
        }
        let c = self.int_cst_value(b)?;
        let (new_code, delta) = match (code, c.sign()) {
            (C::LtExpr, num_bigint::Sign::Plus) => (C::LeExpr, -1),
            (C::GeExpr, num_bigint::Sign::Plus) => (C::GtExpr, -1),
            (C::LeExpr, num_bigint::Sign::Minus) => (C::LtExpr, 1),
            (C::GtExpr, num_bigint::Sign::Minus) => (C::GeExpr, 1),
            _ => return Ok(None),
        };
        let b_ty = self.type_of(b, "fold_binary")?;
        let reduced = self.build_int_cst_big(b_ty, &(c + delta))?;
        self.fold_build2(new_code, ty, a, reduced).map(Some)
    }

    /// match.pd's `a + -b` → `a - b` (either operand negated) and `a - -b` → `a + b`,
    /// when the negation is of the operation's own type.
    fn fold_negated_operand(
        &mut self,
        code: TreeCode,
        ty: Tree,
        a: Tree,
        b: Tree,
    ) -> Result<Option<Tree>> {
        let negated = |tc: &Self, t: Tree| -> Result<Option<Tree>> {
            if tc.tree_code(t)? != C::NegateExpr || tc.tree_type(t)? != Some(ty) {
                return Ok(None);
            }
            let inner = tc.tree_operand(t, 0)?;
            Ok(inner.filter(|&i| tc.tree_type(i).ok().flatten() == Some(ty)))
        };
        match code {
            C::PlusExpr => {
                // -A + B → B - A is tried before A + -B → A - B, in match.pd's order.
                if let Some(na) = negated(self, a)? {
                    return self.fold_build2(C::MinusExpr, ty, b, na).map(Some);
                }
                if let Some(nb) = negated(self, b)? {
                    return self.fold_build2(C::MinusExpr, ty, a, nb).map(Some);
                }
                Ok(None)
            }
            C::MinusExpr => match negated(self, b)? {
                Some(nb) => self.fold_build2(C::PlusExpr, ty, a, nb).map(Some),
                None => Ok(None),
            },
            _ => Ok(None),
        }
    }

    /// `operand_equal_p`: the same value by structure — one node, equal constants, or one
    /// code and type over equal operands, without side effects.
    pub fn operand_equal_p(&self, a: Tree, b: Tree) -> Result<bool> {
        if a == b {
            return Ok(!self.flag(a, Flag::SideEffects)? || self.tree_code(a)?.is_decl());
        }
        let (ca, cb) = (self.tree_code(a)?, self.tree_code(b)?);
        if ca != cb || self.tree_type(a)? != self.tree_type(b)? {
            return Ok(false);
        }
        match ca {
            C::IntegerCst => return Ok(self.int_cst_value(a)? == self.int_cst_value(b)?),
            C::RealCst => return Ok(self.tree_real_cst(a)? == self.tree_real_cst(b)?),
            _ if ca.is_decl() || ca.is_constant() => return Ok(false),
            _ => {}
        }
        if self.flag(a, Flag::SideEffects)? || self.flag(b, Flag::SideEffects)? {
            return Ok(false);
        }
        let (Ok(oa), Ok(ob)) = (self.operands(a), self.operands(b)) else {
            return Ok(false);
        };
        if oa.len() != ob.len() {
            return Ok(false);
        }
        for (&x, &y) in oa.iter().zip(ob) {
            let same = match (x, y) {
                (None, None) => true,
                (Some(x), Some(y)) => self.operand_equal_p(x, y)?,
                _ => false,
            };
            if !same {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `tree_swap_operands_p`: whether fold puts `b` first — constants go second, and
    /// declarations (looking through conversions that change no bits) go after other
    /// expressions.
    pub fn tree_swap_operands_p(&self, a: Tree, b: Tree) -> Result<bool> {
        if self.tree_code(b)?.is_constant() {
            return Ok(false);
        }
        if self.tree_code(a)?.is_constant() {
            return Ok(true);
        }
        let (a, b) = (self.strip_nops(a)?, self.strip_nops(b)?);
        if self.flag(b, Flag::Constant)? {
            return Ok(false);
        }
        if self.flag(a, Flag::Constant)? {
            return Ok(true);
        }
        if self.tree_code(b)?.is_decl() {
            return Ok(false);
        }
        Ok(self.tree_code(a)?.is_decl())
    }

    /// `STRIP_NOPS`: conversions (and NON_LVALUE_EXPRs) that change no bits
    /// (`tree_nop_conversion_p`: integers and pointers of one precision, or one floating
    /// type and its variants).
    pub(crate) fn strip_nops(&self, mut e: Tree) -> Result<Tree> {
        while matches!(
            self.tree_code(e)?,
            C::NopExpr | C::ConvertExpr | C::NonLvalueExpr
        ) {
            let Some(inner) = self.tree_operand(e, 0)? else {
                break;
            };
            let (Some(outer_ty), Some(inner_ty)) = (self.tree_type(e)?, self.tree_type(inner)?)
            else {
                break;
            };
            let same = match (self.scalar_kind(outer_ty)?, self.scalar_kind(inner_ty)?) {
                (Kind::Int | Kind::Pointer, Kind::Int | Kind::Pointer)
                | (Kind::Real, Kind::Real) => {
                    self.type_precision(outer_ty)? == self.type_precision(inner_ty)?
                }
                _ => self.type_main_variant(outer_ty)? == self.type_main_variant(inner_ty)?,
            };
            if !same {
                break;
            }
            e = inner;
        }
        Ok(e)
    }

    /// `negate_expr_p` for an INTEGER_CST: always in a wrapping (unsigned) type, else
    /// unless the value is the type's minimum.
    fn negates_without_overflow(&self, c: Tree) -> Result<bool> {
        let ty = self.type_of(c, "negate_expr_p")?;
        if self.is_unsigned(ty) {
            return Ok(true);
        }
        let v = self.int_cst_value(c)?;
        let min = -(BigInt::one() << (self.type_precision(ty)? as usize - 1));
        Ok(v != min)
    }

    /// `non_lvalue (fold_convert (ty, x))`.
    fn non_lvalue_of(&mut self, ty: Tree, x: Tree) -> Result<Tree> {
        let x = self.fold_convert(ty, x)?;
        self.non_lvalue(x)
    }

    /// `non_lvalue`: `x` wrapped in a NON_LVALUE_EXPR when it could be an lvalue
    /// (`maybe_lvalue_p`: declarations, references, and the like), else `x` itself.
    #[doc(alias = "non_lvalue_loc")]
    pub fn non_lvalue(&mut self, x: Tree) -> Result<Tree> {
        let code = self.tree_code(x)?;
        let maybe_lvalue = matches!(
            code,
            C::VarDecl
                | C::ParmDecl
                | C::ResultDecl
                | C::LabelDecl
                | C::FunctionDecl
                | C::SsaName
                | C::ComponentRef
                | C::MemRef
                | C::IndirectRef
                | C::ArrayRef
                | C::ArrayRangeRef
                | C::BitFieldRef
                | C::ObjTypeRef
                | C::RealpartExpr
                | C::ImagpartExpr
                | C::ViewConvertExpr
                | C::SaveExpr
                | C::TryCatchExpr
                | C::WithCleanupExpr
                | C::CompoundExpr
                | C::ModifyExpr
                | C::TargetExpr
                | C::CondExpr
                | C::BindExpr
                | C::VaArgExpr
        );
        if !maybe_lvalue {
            return Ok(x);
        }
        let ty = self.tree_type(x)?;
        self.build1(C::NonLvalueExpr, ty, Some(x))
    }

    /// TREE_TYPE, required.
    pub(crate) fn type_of(&self, t: Tree, builder: &'static str) -> Result<Tree> {
        self.tree_type(t)?
            .ok_or(TreeError::Null { accessor: builder })
    }

    /// `TYPE_UNSIGNED` (false for a handle that is no type).
    pub(crate) fn is_unsigned(&self, ty: Tree) -> bool {
        self.store.flags(ty) & Flag::Unsigned.bit() != 0
    }

    /// The scalar class of a type, as conversions see it.
    pub(crate) fn scalar_kind(&self, ty: Tree) -> Result<Kind> {
        Ok(match self.tree_code(ty)? {
            C::IntegerType | C::EnumeralType | C::BooleanType | C::BitintType => Kind::Int,
            C::PointerType | C::ReferenceType | C::OffsetType | C::NullptrType => Kind::Pointer,
            C::RealType => Kind::Real,
            _ => Kind::Other,
        })
    }
}

/// A type as conversions see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// INTEGRAL_TYPE_P.
    Int,
    /// POINTER_TYPE_P (and offset types).
    Pointer,
    /// SCALAR_FLOAT_TYPE_P.
    Real,
    /// Aggregates, void, vectors, complex.
    Other,
}

/// `commutative_tree_code`.
fn is_commutative(code: TreeCode) -> bool {
    matches!(
        code,
        C::PlusExpr
            | C::MultExpr
            | C::MinExpr
            | C::MaxExpr
            | C::BitIorExpr
            | C::BitXorExpr
            | C::BitAndExpr
            | C::NeExpr
            | C::EqExpr
            | C::UnorderedExpr
            | C::OrderedExpr
            | C::UneqExpr
            | C::LtgtExpr
            | C::TruthAndExpr
            | C::TruthXorExpr
            | C::TruthOrExpr
    )
}

/// `swap_tree_comparison`: the comparison with its operands exchanged (`<` ↔ `>`);
/// other codes unchanged.
fn swap_tree_comparison(code: TreeCode) -> TreeCode {
    match code {
        C::LtExpr => C::GtExpr,
        C::GtExpr => C::LtExpr,
        C::LeExpr => C::GeExpr,
        C::GeExpr => C::LeExpr,
        C::UnltExpr => C::UngtExpr,
        C::UngtExpr => C::UnltExpr,
        C::UnleExpr => C::UngeExpr,
        C::UngeExpr => C::UnleExpr,
        c => c,
    }
}

/// `int_const_binop` on exact values (the caller wraps the result to the type); `None` for
/// codes it does not fold and for division by zero.
fn int_binop(code: TreeCode, x: &BigInt, y: &BigInt) -> Option<BigInt> {
    let b = |v: bool| BigInt::from(u8::from(v));
    Some(match code {
        C::PlusExpr | C::PointerPlusExpr => x + y,
        C::MinusExpr => x - y,
        C::MultExpr => x * y,
        C::TruncDivExpr | C::ExactDivExpr if !y.is_zero() => x / y,
        C::TruncModExpr if !y.is_zero() => x % y,
        C::BitAndExpr => x & y,
        C::BitIorExpr => x | y,
        C::BitXorExpr => x ^ y,
        C::MinExpr => x.min(y).clone(),
        C::MaxExpr => x.max(y).clone(),
        C::LtExpr => b(x < y),
        C::LeExpr => b(x <= y),
        C::GtExpr => b(x > y),
        C::GeExpr => b(x >= y),
        C::EqExpr => b(x == y),
        C::NeExpr => b(x != y),
        C::LshiftExpr | C::RshiftExpr => {
            let n = u32::try_from(y).ok().filter(|&n| n < 128)?;
            if code == C::LshiftExpr {
                x << n
            } else {
                x >> n
            }
        }
        _ => return None,
    })
}
