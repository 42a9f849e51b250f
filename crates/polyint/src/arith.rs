//! The C++ operators of manual node 10.4.1: `-P`, `~P`, `P + P`, `P + C`, `C + P`, `P - P`,
//! `P - C`, `C - P`, `P * C`, `C * P`, `P << C` and the assigning forms.
//!
//! Both operands have the same coefficient type; GCC's promotions (`poly_uint16 + int ->
//! poly_int64`) are explicit conversions here (see [`crate::promote`]). Fixed-width
//! coefficients wrap.

use std::ops::{Add, AddAssign, Mul, MulAssign, Neg, Not, Shl, ShlAssign, Sub, SubAssign};

use crate::coeff::Coeff;
use crate::offset_int::OffsetInt;
use crate::poly::PolyInt;
use crate::widest_int::WidestInt;

impl<C: Coeff, const N: usize> Neg for &PolyInt<C, N> {
    type Output = PolyInt<C, N>;
    #[inline(always)]
    fn neg(self) -> PolyInt<C, N> {
        self.map(Coeff::neg)
    }
}

impl<C: Coeff, const N: usize> Neg for PolyInt<C, N> {
    type Output = PolyInt<C, N>;
    #[inline(always)]
    fn neg(self) -> PolyInt<C, N> {
        -&self
    }
}

impl<C: Coeff, const N: usize> Not for &PolyInt<C, N> {
    type Output = PolyInt<C, N>;
    /// `~P` is `-1 - P` (so only the constant term is bit-inverted; the other coefficients
    /// are negated), which is what bit inversion means for the runtime value.
    #[inline(always)]
    fn not(self) -> PolyInt<C, N> {
        PolyInt::new(std::array::from_fn(|i| {
            if i == 0 {
                self.coeffs[0].not()
            } else {
                self.coeffs[i].neg()
            }
        }))
    }
}

impl<C: Coeff, const N: usize> Not for PolyInt<C, N> {
    type Output = PolyInt<C, N>;
    #[inline(always)]
    fn not(self) -> PolyInt<C, N> {
        !&self
    }
}

macro_rules! poly_poly_op {
    ($Tr:ident, $m:ident, $ATr:ident, $am:ident, $coeff:ident) => {
        impl<C: Coeff, const N: usize> $Tr<&PolyInt<C, N>> for &PolyInt<C, N> {
            type Output = PolyInt<C, N>;
            #[inline(always)]
            fn $m(self, rhs: &PolyInt<C, N>) -> PolyInt<C, N> {
                self.zip_with(rhs, |a, b| a.$coeff(b))
            }
        }
        impl<C: Coeff, const N: usize> $Tr<PolyInt<C, N>> for PolyInt<C, N> {
            type Output = PolyInt<C, N>;
            #[inline(always)]
            fn $m(self, rhs: PolyInt<C, N>) -> PolyInt<C, N> {
                (&self).$m(&rhs)
            }
        }
        impl<C: Coeff, const N: usize> $Tr<&PolyInt<C, N>> for PolyInt<C, N> {
            type Output = PolyInt<C, N>;
            #[inline(always)]
            fn $m(self, rhs: &PolyInt<C, N>) -> PolyInt<C, N> {
                (&self).$m(rhs)
            }
        }
        impl<C: Coeff, const N: usize> $Tr<PolyInt<C, N>> for &PolyInt<C, N> {
            type Output = PolyInt<C, N>;
            #[inline(always)]
            fn $m(self, rhs: PolyInt<C, N>) -> PolyInt<C, N> {
                self.$m(&rhs)
            }
        }
        impl<C: Coeff, const N: usize> $ATr<&PolyInt<C, N>> for PolyInt<C, N> {
            #[inline(always)]
            fn $am(&mut self, rhs: &PolyInt<C, N>) {
                for (a, b) in self.coeffs.iter_mut().zip(&rhs.coeffs) {
                    *a = a.$coeff(b);
                }
            }
        }
        impl<C: Coeff, const N: usize> $ATr<PolyInt<C, N>> for PolyInt<C, N> {
            #[inline(always)]
            fn $am(&mut self, rhs: PolyInt<C, N>) {
                $ATr::$am(self, &rhs);
            }
        }
        // P op C: only the constant term changes.
        impl<C: Coeff, const N: usize> $Tr<C> for &PolyInt<C, N> {
            type Output = PolyInt<C, N>;
            #[inline(always)]
            fn $m(self, rhs: C) -> PolyInt<C, N> {
                let mut r = self.clone();
                r.coeffs[0] = r.coeffs[0].$coeff(&rhs);
                r
            }
        }
        impl<C: Coeff, const N: usize> $Tr<C> for PolyInt<C, N> {
            type Output = PolyInt<C, N>;
            #[inline(always)]
            fn $m(mut self, rhs: C) -> PolyInt<C, N> {
                self.coeffs[0] = self.coeffs[0].$coeff(&rhs);
                self
            }
        }
        impl<C: Coeff, const N: usize> $ATr<C> for PolyInt<C, N> {
            #[inline(always)]
            fn $am(&mut self, rhs: C) {
                self.coeffs[0] = self.coeffs[0].$coeff(&rhs);
            }
        }
    };
}

poly_poly_op!(Add, add, AddAssign, add_assign, add);
poly_poly_op!(Sub, sub, SubAssign, sub_assign, sub);

impl<C: Coeff, const N: usize> Mul<C> for &PolyInt<C, N> {
    type Output = PolyInt<C, N>;
    #[inline(always)]
    fn mul(self, rhs: C) -> PolyInt<C, N> {
        self.map(|a| a.mul(&rhs))
    }
}

impl<C: Coeff, const N: usize> Mul<C> for PolyInt<C, N> {
    type Output = PolyInt<C, N>;
    #[inline(always)]
    fn mul(self, rhs: C) -> PolyInt<C, N> {
        &self * rhs
    }
}

impl<C: Coeff, const N: usize> MulAssign<C> for PolyInt<C, N> {
    #[inline(always)]
    fn mul_assign(&mut self, rhs: C) {
        for a in &mut self.coeffs {
            *a = a.mul(&rhs);
        }
    }
}

impl<C: Coeff, const N: usize> Shl<u32> for &PolyInt<C, N> {
    type Output = PolyInt<C, N>;
    /// Every coefficient shifted left; a shift by the precision or more gives zero (as
    /// `wi::lshift`; in C++ it would be undefined).
    #[inline(always)]
    fn shl(self, rhs: u32) -> PolyInt<C, N> {
        self.map(|a| a.shl(rhs))
    }
}

impl<C: Coeff, const N: usize> Shl<u32> for PolyInt<C, N> {
    type Output = PolyInt<C, N>;
    #[inline(always)]
    fn shl(self, rhs: u32) -> PolyInt<C, N> {
        &self << rhs
    }
}

impl<C: Coeff, const N: usize> ShlAssign<u32> for PolyInt<C, N> {
    #[inline(always)]
    fn shl_assign(&mut self, rhs: u32) {
        for a in &mut self.coeffs {
            *a = a.shl(rhs);
        }
    }
}

// Scalar on the left (`C + P`, `C - P`, `C * P`): one impl per concrete coefficient type,
// since Rust's orphan rules forbid a blanket `impl<C> Add<PolyInt<C, N>> for C`.
macro_rules! scalar_left {
    ($($t:ty),*) => {$(
        impl<const N: usize> Add<PolyInt<$t, N>> for $t {
            type Output = PolyInt<$t, N>;
            #[inline(always)]
            fn add(self, rhs: PolyInt<$t, N>) -> PolyInt<$t, N> {
                rhs + self
            }
        }
        impl<const N: usize> Add<&PolyInt<$t, N>> for $t {
            type Output = PolyInt<$t, N>;
            #[inline(always)]
            fn add(self, rhs: &PolyInt<$t, N>) -> PolyInt<$t, N> {
                rhs + self
            }
        }
        impl<const N: usize> Sub<PolyInt<$t, N>> for $t {
            type Output = PolyInt<$t, N>;
            /// `C - P`: `C - P0` in the constant term, `-Pi` elsewhere.
            #[inline(always)]
            fn sub(self, rhs: PolyInt<$t, N>) -> PolyInt<$t, N> {
                self - &rhs
            }
        }
        impl<const N: usize> Sub<&PolyInt<$t, N>> for $t {
            type Output = PolyInt<$t, N>;
            #[inline(always)]
            fn sub(self, rhs: &PolyInt<$t, N>) -> PolyInt<$t, N> {
                let mut r = -rhs;
                r.coeffs[0] = Coeff::sub(&self, &rhs.coeffs[0]);
                r
            }
        }
        impl<const N: usize> Mul<PolyInt<$t, N>> for $t {
            type Output = PolyInt<$t, N>;
            #[inline(always)]
            fn mul(self, rhs: PolyInt<$t, N>) -> PolyInt<$t, N> {
                rhs * self
            }
        }
        impl<const N: usize> Mul<&PolyInt<$t, N>> for $t {
            type Output = PolyInt<$t, N>;
            #[inline(always)]
            fn mul(self, rhs: &PolyInt<$t, N>) -> PolyInt<$t, N> {
                rhs * self
            }
        }
    )*};
}
scalar_left!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize, OffsetInt, WidestInt
);
