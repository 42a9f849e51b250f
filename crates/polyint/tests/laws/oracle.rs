//! The oracle: evaluate polynomials at nonnegative indeterminate values.

use polyint::{Coeff, PolyInt};

/// Exact coefficients as i128 (the law strategies keep values small).
pub(crate) fn exact<C: Coeff, const N: usize>(p: &PolyInt<C, N>) -> [i128; N] {
    p.map(|c| i128::try_from(&c.to_bigint()).expect("small coefficients"))
        .coeffs
}

/// The value at `xs` (X1, X2, ...).
pub(crate) fn at<const N: usize>(c: &[i128; N], xs: &[i128]) -> i128 {
    c[0] + c[1..].iter().zip(xs).map(|(c, x)| c * x).sum::<i128>()
}

/// Every point of the grid {0..=k}^(N-1): enough to witness every "maybe" answer for the
/// coefficient bounds the strategies use.
pub(crate) fn grid<const N: usize>(k: i128) -> Vec<Vec<i128>> {
    let mut pts = vec![vec![]];
    for _ in 1..N {
        pts = pts
            .into_iter()
            .flat_map(|p| {
                (0..=k).map(move |x| {
                    let mut q = p.clone();
                    q.push(x);
                    q
                })
            })
            .collect();
    }
    pts
}

/// Whether `rel` holds at every grid point ("known") / at some grid point ("maybe").
pub(crate) fn everywhere<const N: usize>(k: i128, mut rel: impl FnMut(&[i128]) -> bool) -> bool {
    grid::<N>(k).iter().all(|x| rel(x))
}

/// Whether `rel` holds at some grid point.
pub(crate) fn somewhere<const N: usize>(k: i128, mut rel: impl FnMut(&[i128]) -> bool) -> bool {
    grid::<N>(k).iter().any(|x| rel(x))
}

/// `x` reduced to the coefficient type's precision, as wrapping arithmetic leaves it.
pub(crate) fn wrap<C: Coeff>(x: i128) -> i128 {
    match C::PRECISION {
        Some(p) if p < 128 => {
            let m = 1i128 << p;
            let r = x.rem_euclid(m);
            if C::SIGNED && r >= m / 2 { r - m } else { r }
        }
        _ => x,
    }
}
