//! `+`, `-`, `*` (by a scalar), `<<`, unary `-` and `~` on `PolyInt<WideInt, N>`: exact on
//! the stored (sign-extended) values, wrapped to the operands' joint precision, which is
//! what wrapping at every step gives (GCC asserts equal precisions; here the wider wins).

use std::ops::{Add, Mul, Neg, Not, Shl, Sub};

use num_bigint::BigInt;

use crate::poly::PolyInt;
use crate::wide_core::Sign;
use crate::wide_int::WideInt;

fn joint<const N: usize>(a: &PolyInt<WideInt, N>, b: Option<&PolyInt<WideInt, N>>) -> u32 {
    let own = a.coeffs.iter().map(WideInt::precision);
    let other = b
        .into_iter()
        .flat_map(|b| b.coeffs.iter().map(WideInt::precision));
    own.chain(other).max().unwrap_or(64)
}

fn zip<const N: usize>(
    a: &PolyInt<WideInt, N>,
    b: &PolyInt<WideInt, N>,
    f: impl Fn(BigInt, BigInt) -> BigInt,
) -> PolyInt<WideInt, N> {
    let p = joint(a, Some(b));
    a.zip_with(b, |x, y| {
        WideInt::from_bigint(&f(x.to_bigint(Sign::Signed), y.to_bigint(Sign::Signed)), p)
    })
}

fn each<const N: usize>(
    a: &PolyInt<WideInt, N>,
    f: impl Fn(usize, BigInt) -> BigInt,
) -> PolyInt<WideInt, N> {
    let p = joint(a, None);
    let mut i = 0;
    a.map(|x| {
        let r = WideInt::from_bigint(&f(i, x.to_bigint(Sign::Signed)), p);
        i += 1;
        r
    })
}

macro_rules! binary {
    ($($Tr:ident $m:ident $op:tt),*) => {$(
        impl<const N: usize> $Tr<&PolyInt<WideInt, N>> for &PolyInt<WideInt, N> {
            type Output = PolyInt<WideInt, N>;
            fn $m(self, rhs: &PolyInt<WideInt, N>) -> PolyInt<WideInt, N> {
                zip(self, rhs, |x, y| x $op y)
            }
        }
        impl<const N: usize> $Tr<PolyInt<WideInt, N>> for PolyInt<WideInt, N> {
            type Output = PolyInt<WideInt, N>;
            fn $m(self, rhs: PolyInt<WideInt, N>) -> PolyInt<WideInt, N> {
                (&self).$m(&rhs)
            }
        }
        impl<const N: usize> $Tr<i64> for &PolyInt<WideInt, N> {
            type Output = PolyInt<WideInt, N>;
            /// Only the constant term changes; the host integer converts to the precision.
            fn $m(self, rhs: i64) -> PolyInt<WideInt, N> {
                each(self, |i, x| if i == 0 { x $op BigInt::from(rhs) } else { x })
            }
        }
    )*};
}
binary!(Add add +, Sub sub -);

impl<const N: usize> Mul<&WideInt> for &PolyInt<WideInt, N> {
    type Output = PolyInt<WideInt, N>;
    fn mul(self, rhs: &WideInt) -> PolyInt<WideInt, N> {
        let p = joint(self, None).max(rhs.precision());
        let k = rhs.to_bigint(Sign::Signed);
        self.map(|x| WideInt::from_bigint(&(x.to_bigint(Sign::Signed) * &k), p))
    }
}

impl<const N: usize> Mul<i64> for &PolyInt<WideInt, N> {
    type Output = PolyInt<WideInt, N>;
    fn mul(self, rhs: i64) -> PolyInt<WideInt, N> {
        each(self, |_, x| x * rhs)
    }
}

impl<const N: usize> Mul<&PolyInt<WideInt, N>> for i64 {
    type Output = PolyInt<WideInt, N>;
    /// The scalar-first form, `c * a`.
    fn mul(self, rhs: &PolyInt<WideInt, N>) -> PolyInt<WideInt, N> {
        rhs * self
    }
}

impl<const N: usize> Neg for &PolyInt<WideInt, N> {
    type Output = PolyInt<WideInt, N>;
    fn neg(self) -> PolyInt<WideInt, N> {
        each(self, |_, x| -x)
    }
}

impl<const N: usize> Not for &PolyInt<WideInt, N> {
    type Output = PolyInt<WideInt, N>;
    /// `~P` is `-1 - P`, as for the other kinds.
    fn not(self) -> PolyInt<WideInt, N> {
        each(self, |i, x| if i == 0 { -x - 1 } else { -x })
    }
}

impl<const N: usize> Shl<u32> for &PolyInt<WideInt, N> {
    type Output = PolyInt<WideInt, N>;
    /// Zero when `amount` is at least the precision (as `wi::lshift`).
    fn shl(self, amount: u32) -> PolyInt<WideInt, N> {
        let p = joint(self, None);
        each(self, |_, x| {
            if amount >= p {
                BigInt::from(0)
            } else {
                x << amount
            }
        })
    }
}
