//! [`PolyInt`] itself: construction, coefficient access, constness and the operand trait
//! that lets every routine take a poly_int or a scalar on either side.

use std::borrow::Cow;
use std::fmt;

use crate::coeff::Coeff;

/// A polynomial C0 + C1·X1 + … + C(N-1)·X(N-1) in nonnegative integer indeterminates Xi
/// (GCC's `poly_int<N, C>`).
///
/// `PolyInt<C, 1>` degenerates to a scalar and converts to and from `C` losslessly.
///
/// There is deliberately no `PartialOrd`: the comparisons of the chapter are not an order
/// (4 vs 4 + 4X is `known_le` but neither `known_lt` nor `known_eq`). Use the
/// [`maybe_*`](crate::maybe_lt) / [`known_*`](crate::known_le) functions. `==` means every
/// coefficient is equal, which is [`known_eq`](crate::known_eq).
#[doc(alias = "poly_int")]
#[doc(alias = "poly_int_pod")]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PolyInt<C, const N: usize> {
    /// The coefficients: `coeffs[0]` is the constant term C0, `coeffs[i]` multiplies Xi.
    pub coeffs: [C; N],
}

impl<C: fmt::Debug, const N: usize> fmt::Debug for PolyInt<C, N> {
    /// Compact, for assertion and proptest failure messages: `PolyInt[32, 16]` (the
    /// coefficients' own `Debug`, constant term first).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PolyInt")?;
        f.debug_list().entries(&self.coeffs).finish()
    }
}

impl<C: Coeff, const N: usize> PolyInt<C, N> {
    /// The constant `c0` (every other coefficient zero): GCC's `poly_int (c0)`.
    #[inline(always)]
    pub fn constant(c0: C) -> Self {
        let mut c0 = Some(c0);
        PolyInt {
            coeffs: std::array::from_fn(|i| {
                if i == 0 {
                    c0.take().expect("once")
                } else {
                    C::zero()
                }
            }),
        }
    }

    /// Builds a poly_int from up to N leading coefficients, the rest being zero (GCC's
    /// `poly_int (c0, c1)` constructors). Returns `None` if more than N are given.
    pub fn from_leading(coeffs: &[C]) -> Option<Self> {
        if coeffs.len() > N {
            return None;
        }
        Some(PolyInt {
            coeffs: std::array::from_fn(|i| coeffs.get(i).cloned().unwrap_or_else(C::zero)),
        })
    }

    /// The exact value at the given indeterminate values (`xs[0]` is X1; missing values are
    /// zero): the runtime value this polynomial stands for, without wrapping.
    pub fn eval(&self, xs: &[u64]) -> num_bigint::BigInt {
        let mut v = self.coeffs[0].to_bigint();
        for (c, x) in self.coeffs[1..].iter().zip(xs) {
            v += c.to_bigint() * x;
        }
        v
    }

    /// Zero.
    #[inline(always)]
    pub fn zero() -> Self {
        PolyInt {
            coeffs: std::array::from_fn(|_| C::zero()),
        }
    }

    /// Coefficient `i` (0 is the constant term).
    ///
    /// # Panics
    /// If `i >= N`, like indexing `coeffs`.
    #[inline(always)]
    pub fn coeff(&self, i: usize) -> &C {
        &self.coeffs[i]
    }

    /// Whether every coefficient but the constant term is zero (`is_constant ()`).
    #[inline(always)]
    pub fn is_constant(&self) -> bool {
        self.coeffs[1..].iter().all(Coeff::is_zero)
    }

    /// The constant value if the polynomial is constant (`is_constant (&c)`).
    #[doc(alias = "is_constant")]
    #[inline(always)]
    pub fn constant_value(&self) -> Option<&C> {
        self.is_constant().then(|| &self.coeffs[0])
    }

    /// The constant value, asserting that the polynomial is constant (`to_constant ()`).
    ///
    /// # Panics
    /// If the polynomial is not constant; [`PolyInt::try_to_constant`] is the
    /// non-panicking twin.
    #[track_caller]
    pub fn to_constant(&self) -> C {
        match self.try_to_constant() {
            Some(c) => c,
            None => panic!("to_constant: {self} is not a compile-time constant"),
        }
    }

    /// The constant value, or `None` if the polynomial is not constant.
    #[doc(alias = "to_constant")]
    pub fn try_to_constant(&self) -> Option<C> {
        self.constant_value().cloned()
    }
}

impl<C, const N: usize> PolyInt<C, N> {
    /// The polynomial with these coefficients.
    #[inline(always)]
    pub const fn new(coeffs: [C; N]) -> Self {
        PolyInt { coeffs }
    }

    /// Applies `f` to every coefficient.
    #[inline(always)]
    pub fn map<D, F: FnMut(&C) -> D>(&self, mut f: F) -> PolyInt<D, N> {
        PolyInt {
            coeffs: std::array::from_fn(|i| f(&self.coeffs[i])),
        }
    }

    /// Combines two polynomials coefficient by coefficient.
    #[inline(always)]
    pub fn zip_with<D, E, F: FnMut(&C, &D) -> E>(
        &self,
        other: &PolyInt<D, N>,
        mut f: F,
    ) -> PolyInt<E, N> {
        PolyInt {
            coeffs: std::array::from_fn(|i| f(&self.coeffs[i], &other.coeffs[i])),
        }
    }
}

impl<C: Coeff> From<C> for PolyInt<C, 1> {
    /// A scalar is a poly_int with one coefficient.
    #[inline(always)]
    fn from(c: C) -> Self {
        PolyInt { coeffs: [c] }
    }
}

impl<C: Coeff> PolyInt<C, 1> {
    /// The single coefficient of a one-coefficient poly_int (lossless: N = 1 is a scalar).
    #[inline(always)]
    pub fn into_scalar(self) -> C {
        let [c] = self.coeffs;
        c
    }
}

// And back: a one-coefficient poly_int is its scalar (GCC's implicit `operator C` for
// NUM_POLY_INT_COEFFS == 1). One impl per concrete type, as the orphan rules require.
macro_rules! into_scalar {
    ($($t:ty),*) => {$(
        impl From<PolyInt<$t, 1>> for $t {
            #[inline(always)]
            fn from(p: PolyInt<$t, 1>) -> $t {
                p.into_scalar()
            }
        }
    )*};
}
into_scalar!(
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    crate::OffsetInt,
    crate::WidestInt
);

impl<C: Coeff, const N: usize> Default for PolyInt<C, N> {
    fn default() -> Self {
        Self::zero()
    }
}

/// Something that can stand for a `PolyInt<C, N>` operand: the poly_int itself (owned or
/// borrowed) or a scalar coefficient, which is a constant polynomial.
///
/// This is how one function covers GCC's overload sets (`known_le (poly, poly)`,
/// `known_le (poly, const)`, `known_le (const, poly)`). A scalar is the constant
/// polynomial, except that GCC's tests that look at the operand *types* (whether a range
/// start is a poly_int, in `maybe_in_range_p`) see it as a scalar, via [`Operand::is_poly`].
///
/// ```
/// use polyint::{PolyInt, known_le, maybe_lt};
/// let v = PolyInt::<i64, 2>::new([4, 4]); // 4 + 4X
/// assert!(known_le(4, &v));               // scalar, borrowed poly
/// assert!(known_le(v, v));                // polys by value (Copy for primitives)
/// assert!(maybe_lt(&4, v));               // a borrowed scalar works too
/// ```
pub trait Operand<C: Coeff, const N: usize> {
    /// The operand as a polynomial (borrowed when it already is one).
    fn poly(&self) -> Cow<'_, PolyInt<C, N>>;
    /// Whether the operand is a polynomial type (GCC's `poly_int_traits<T>::is_poly`).
    fn is_poly(&self) -> bool;
}

impl<C: Coeff, const N: usize> Operand<C, N> for PolyInt<C, N> {
    #[inline(always)]
    fn poly(&self) -> Cow<'_, PolyInt<C, N>> {
        Cow::Borrowed(self)
    }
    #[inline(always)]
    fn is_poly(&self) -> bool {
        true
    }
}

impl<C: Coeff, const N: usize> Operand<C, N> for &PolyInt<C, N> {
    #[inline(always)]
    fn poly(&self) -> Cow<'_, PolyInt<C, N>> {
        Cow::Borrowed(*self)
    }
    #[inline(always)]
    fn is_poly(&self) -> bool {
        true
    }
}

impl<C: Coeff, const N: usize> Operand<C, N> for C {
    #[inline(always)]
    fn poly(&self) -> Cow<'_, PolyInt<C, N>> {
        Cow::Owned(PolyInt::constant(self.clone()))
    }
    #[inline(always)]
    fn is_poly(&self) -> bool {
        false
    }
}

impl<C: Coeff, const N: usize> Operand<C, N> for &C {
    #[inline(always)]
    fn poly(&self) -> Cow<'_, PolyInt<C, N>> {
        Cow::Owned(PolyInt::constant((*self).clone()))
    }
    #[inline(always)]
    fn is_poly(&self) -> bool {
        false
    }
}
