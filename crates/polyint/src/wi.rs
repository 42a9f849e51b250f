//! The `wi::` routines on poly_ints (manual node 10.4.2) and on conversions to wide-int
//! coefficients (10.7): coefficient-wise operations with an explicit [`Sign`] and an
//! [`Overflow`] flag accumulated over the coefficients.
//!
//! As in GCC, the flag says whether *some coefficient* overflowed; whether the runtime value
//! overflows cannot be known at compile time.

use num_bigint::BigInt;

use crate::coeff::Coeff;
use crate::offset_int::OffsetInt;
use crate::poly::PolyInt;
pub use crate::wide_core::{Overflow, Sign};
use crate::wide_core::{extend, overflowing};
use crate::wide_int::WideInt;
use crate::widest_int::WidestInt;

/// A coefficient kind the `wi::` routines accept, and the kind they produce (GCC's
/// `WI_BINARY_RESULT`): primitives produce [`WidestInt`] (two host integers combine at
/// widest precision in GCC), [`OffsetInt`], [`WidestInt`] and [`WideInt`] produce
/// themselves.
pub trait WiCoeff: Clone {
    /// The coefficient kind of the result.
    type Result: Clone;
    /// The precision the operation runs at (`None`: unbounded).
    fn wi_precision(&self) -> Option<u32>;
    /// The stored (sign-extended) value.
    fn wi_value(&self) -> BigInt;
    /// Builds a result from a value already reduced to the precision.
    fn wi_result(value: BigInt, precision: Option<u32>) -> Self::Result;
}

macro_rules! wi_primitive {
    ($($t:ty),*) => {$(
        impl WiCoeff for $t {
            type Result = WidestInt;
            fn wi_precision(&self) -> Option<u32> { None }
            fn wi_value(&self) -> BigInt { BigInt::from(*self) }
            fn wi_result(value: BigInt, _: Option<u32>) -> WidestInt { WidestInt(value) }
        }
    )*};
}
wi_primitive!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize
);

impl WiCoeff for OffsetInt {
    type Result = OffsetInt;
    fn wi_precision(&self) -> Option<u32> {
        Some(128)
    }
    fn wi_value(&self) -> BigInt {
        BigInt::from(self.0)
    }
    fn wi_result(value: BigInt, _: Option<u32>) -> OffsetInt {
        OffsetInt::from_bigint_wrapping(&value)
    }
}

impl WiCoeff for WidestInt {
    type Result = WidestInt;
    fn wi_precision(&self) -> Option<u32> {
        None
    }
    fn wi_value(&self) -> BigInt {
        self.0.clone()
    }
    fn wi_result(value: BigInt, _: Option<u32>) -> WidestInt {
        WidestInt(value)
    }
}

impl WiCoeff for WideInt {
    type Result = WideInt;
    fn wi_precision(&self) -> Option<u32> {
        Some(self.precision())
    }
    fn wi_value(&self) -> BigInt {
        self.raw().clone()
    }
    fn wi_result(value: BigInt, precision: Option<u32>) -> WideInt {
        WideInt::from_bigint(&value, precision.unwrap_or(1))
    }
}

/// The precision two operands run at: GCC requires equal precisions for wide_int (and
/// asserts); here the wider one is used.
fn joint_precision(a: Option<u32>, b: Option<u32>) -> Option<u32> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.max(y)),
        _ => None,
    }
}

#[derive(Clone, Copy)]
enum BinOp {
    Add,
    Sub,
    Mul,
}

fn binop<C: WiCoeff>(x: &C, y: &C, op: BinOp, sign: Sign) -> (C::Result, Overflow) {
    let p = joint_precision(x.wi_precision(), y.wi_precision());
    let (xv, yv) = (
        extend(&x.wi_value(), p, sign),
        extend(&y.wi_value(), p, sign),
    );
    let (exact, unknown) = match op {
        BinOp::Add => (&xv + &yv, false),
        BinOp::Sub => (&xv - &yv, false),
        BinOp::Mul => (&xv * &yv, true),
    };
    let (v, mut ovf) = overflowing(exact, p, sign, unknown);
    if let (BinOp::Mul, Some(p)) = (op, p) {
        ovf = mul_overflow_as_gcc(x, y, p, sign);
    }
    (C::wi_result(v, p), ovf)
}

/// The overflow GCC's `wi::mul (x, y, sgn, &overflow)` reports (wide-int.cc's
/// `mul_internal`). Up to 32 bits the check is exact. Above, GCC multiplies the operands
/// sign-extended to whole 64-bit blocks and checks the product against that rounded-up
/// width, so for precisions that are not a multiple of 64 some overflows go unreported, and
/// an UNSIGNED operand with its top bit set counts as the large whole-block value.
fn mul_overflow_as_gcc<C: WiCoeff>(x: &C, y: &C, p: u32, sign: Sign) -> Overflow {
    let (xs, ys) = (
        extend(&x.wi_value(), Some(p), Sign::Signed),
        extend(&y.wi_value(), Some(p), Sign::Signed),
    );
    if p <= 32 {
        let exact = extend(&x.wi_value(), Some(p), sign) * extend(&y.wi_value(), Some(p), sign);
        return overflowing(exact, Some(p), sign, true).1;
    }
    let h = p.div_ceil(64) * 64;
    let fits = match sign {
        Sign::Signed => extend(&(&xs * &ys), Some(h), Sign::Signed) == &xs * &ys,
        Sign::Unsigned => {
            let product =
                extend(&xs, Some(h), Sign::Unsigned) * extend(&ys, Some(h), Sign::Unsigned);
            product < (BigInt::from(1) << h)
        }
    };
    match (fits, sign) {
        (true, _) => Overflow::None,
        (false, Sign::Signed) => Overflow::Unknown,
        (false, Sign::Unsigned) => Overflow::Overflow,
    }
}

fn poly_binop<C: WiCoeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
    op: BinOp,
    sign: Sign,
) -> (PolyInt<C::Result, N>, Overflow) {
    let mut total = Overflow::None;
    let coeffs = std::array::from_fn(|i| {
        let (r, o) = binop(&a.coeffs[i], &b.coeffs[i], op, sign);
        total.accumulate(o);
        r
    });
    (PolyInt { coeffs }, total)
}

/// `wi::add (a, b)`: coefficient-wise sum at the operands' precision, wrapping.
#[doc(alias = "wi::add")]
pub fn add<C: WiCoeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
) -> PolyInt<C::Result, N> {
    poly_binop(a, b, BinOp::Add, Sign::Signed).0
}

/// `wi::add (a, b, sgn, &overflow)`: the sum and whether any coefficient overflowed when
/// read according to `sign`. (`wi::add (a, c)` with a scalar `c` is this with
/// `PolyInt::constant (c)`: GCC adds zero to the other coefficients.)
#[doc(alias = "wi::add")]
pub fn add_overflow<C: WiCoeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
    sign: Sign,
) -> (PolyInt<C::Result, N>, Overflow) {
    poly_binop(a, b, BinOp::Add, sign)
}

/// `wi::sub (a, b)`: coefficient-wise difference, wrapping.
#[doc(alias = "wi::sub")]
pub fn sub<C: WiCoeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
) -> PolyInt<C::Result, N> {
    poly_binop(a, b, BinOp::Sub, Sign::Signed).0
}

/// `wi::sub (a, b, sgn, &overflow)`.
#[doc(alias = "wi::sub")]
pub fn sub_overflow<C: WiCoeff, const N: usize>(
    a: &PolyInt<C, N>,
    b: &PolyInt<C, N>,
    sign: Sign,
) -> (PolyInt<C::Result, N>, Overflow) {
    poly_binop(a, b, BinOp::Sub, sign)
}

/// `wi::mul (a, c)`: every coefficient times the scalar `c`, wrapping.
#[doc(alias = "wi::mul")]
pub fn mul<C: WiCoeff, const N: usize>(a: &PolyInt<C, N>, c: &C) -> PolyInt<C::Result, N> {
    mul_overflow(a, c, Sign::Signed).0
}

/// `wi::mul (a, c, sgn, &overflow)`. As in GCC, signed overflow of a product is reported as
/// [`Overflow::Unknown`] and unsigned overflow as [`Overflow::Overflow`]; for precisions
/// above 32 bits that are not a multiple of 64, GCC checks against the precision rounded up
/// to a multiple of 64, and so does this (see the differential test).
#[doc(alias = "wi::mul")]
pub fn mul_overflow<C: WiCoeff, const N: usize>(
    a: &PolyInt<C, N>,
    c: &C,
    sign: Sign,
) -> (PolyInt<C::Result, N>, Overflow) {
    let mut total = Overflow::None;
    let coeffs = std::array::from_fn(|i| {
        let (r, o) = binop(&a.coeffs[i], c, BinOp::Mul, sign);
        total.accumulate(o);
        r
    });
    (PolyInt { coeffs }, total)
}

/// `wi::mul (c, a)`: the scalar-first form of [`mul`].
#[doc(alias = "wi::mul")]
pub fn scalar_mul<C: WiCoeff, const N: usize>(c: &C, a: &PolyInt<C, N>) -> PolyInt<C::Result, N> {
    mul(a, c)
}

/// `wi::mul (c, a, sgn, &overflow)`: the scalar-first form of [`mul_overflow`].
#[doc(alias = "wi::mul")]
pub fn scalar_mul_overflow<C: WiCoeff, const N: usize>(
    c: &C,
    a: &PolyInt<C, N>,
    sign: Sign,
) -> (PolyInt<C::Result, N>, Overflow) {
    mul_overflow(a, c, sign)
}

/// `wi::neg (a)`: coefficient-wise negation, wrapping.
#[doc(alias = "wi::neg")]
pub fn neg<C: WiCoeff, const N: usize>(a: &PolyInt<C, N>) -> PolyInt<C::Result, N> {
    neg_overflow(a).0
}

/// `wi::neg (a, &overflow)`: overflow is reported (as [`Overflow::Overflow`]) exactly when a
/// coefficient is the most negative value of its precision, as GCC does.
#[doc(alias = "wi::neg")]
pub fn neg_overflow<C: WiCoeff, const N: usize>(
    a: &PolyInt<C, N>,
) -> (PolyInt<C::Result, N>, Overflow) {
    let mut total = Overflow::None;
    let coeffs = std::array::from_fn(|i| {
        let x = &a.coeffs[i];
        let p = x.wi_precision();
        let v = x.wi_value();
        let min = p.map(|p| -(BigInt::from(1) << (p - 1)));
        let o = if min.as_ref() == Some(&v) {
            Overflow::Overflow
        } else {
            Overflow::None
        };
        total.accumulate(o);
        let r = match p {
            Some(p) => extend(&-v, Some(p), Sign::Signed),
            None => -v,
        };
        C::wi_result(r, p)
    });
    (PolyInt { coeffs }, total)
}

/// `wi::lshift (a, amount)`: every coefficient shifted left, zero if `amount` is at least
/// the precision (for widest_int, [`WIDEST_INT_PRECISION`](crate::WIDEST_INT_PRECISION)).
#[doc(alias = "wi::lshift")]
pub fn lshift<C: WiCoeff, const N: usize>(a: &PolyInt<C, N>, amount: u32) -> PolyInt<C::Result, N> {
    a.map(|x| {
        let p = x.wi_precision();
        let r = match p {
            Some(p) if amount >= p => BigInt::from(0),
            Some(p) => extend(&(x.wi_value() << amount), Some(p), Sign::Signed),
            None if amount >= crate::wide_core::WIDEST_INT_PRECISION => BigInt::from(0),
            None => x.wi_value() << amount,
        };
        C::wi_result(r, p)
    })
}

/// `wi::shwi (a, precision)`: signed host-integer coefficients as wide_ints.
///
/// # Panics
/// If `precision` is outside 1..=[`WIDEST_INT_PRECISION`](crate::WIDEST_INT_PRECISION).
#[doc(alias = "wi::shwi")]
pub fn shwi<const N: usize>(a: &PolyInt<i64, N>, precision: u32) -> PolyInt<WideInt, N> {
    a.map(|&c| WideInt::shwi(c, precision))
}

/// `wi::uhwi (a, precision)`: unsigned host-integer coefficients as wide_ints.
///
/// # Panics
/// If `precision` is outside 1..=[`WIDEST_INT_PRECISION`](crate::WIDEST_INT_PRECISION).
#[doc(alias = "wi::uhwi")]
pub fn uhwi<const N: usize>(a: &PolyInt<u64, N>, precision: u32) -> PolyInt<WideInt, N> {
    a.map(|&c| WideInt::uhwi(c, precision))
}

/// `wi::sext (a, precision)`: every coefficient sign-extended from its low `precision` bits.
#[doc(alias = "wi::sext")]
pub fn sext<C: Coeff, const N: usize>(a: &PolyInt<C, N>, precision: u32) -> PolyInt<C, N> {
    a.map(|c| C::from_bigint_wrapping(&extend(&c.to_bigint(), Some(precision), Sign::Signed)))
}

/// `wi::zext (a, precision)`: every coefficient zero-extended from its low `precision` bits.
#[doc(alias = "wi::zext")]
pub fn zext<C: Coeff, const N: usize>(a: &PolyInt<C, N>, precision: u32) -> PolyInt<C, N> {
    a.map(|c| {
        if C::PRECISION.is_some_and(|p| precision >= p) {
            c.clone()
        } else {
            C::from_bigint_wrapping(&extend(&c.to_bigint(), Some(precision), Sign::Unsigned))
        }
    })
}

/// [`sext`] for wide_int coefficients.
#[doc(alias = "wi::sext")]
pub fn sext_wide<const N: usize>(a: &PolyInt<WideInt, N>, precision: u32) -> PolyInt<WideInt, N> {
    a.map(|c| c.sext(precision))
}

/// [`zext`] for wide_int coefficients.
#[doc(alias = "wi::zext")]
pub fn zext_wide<const N: usize>(a: &PolyInt<WideInt, N>, precision: u32) -> PolyInt<WideInt, N> {
    a.map(|c| c.zext(precision))
}
