//! poly-int-types.h: the common poly_int types and the byte/bit helpers defined on them.

use crate::align::{
    force_align_down, force_align_down_and_div, force_align_up, force_align_up_and_div,
    force_get_misalignment,
};
use crate::coeff::Coeff;
use crate::div::exact_div;
use crate::offset_int::OffsetInt;
use crate::poly::{Operand, PolyInt};
use crate::wide_int::WideInt;
use crate::widest_int::WidestInt;

/// `poly_uint16`: `unsigned short` coefficients.
#[doc(alias = "poly_uint16")]
pub type PolyUint16<const N: usize> = PolyInt<u16, N>;
/// `poly_int64`: `HOST_WIDE_INT` coefficients.
#[doc(alias = "poly_int64")]
pub type PolyInt64<const N: usize> = PolyInt<i64, N>;
/// `poly_uint64`: `unsigned HOST_WIDE_INT` coefficients.
#[doc(alias = "poly_uint64")]
pub type PolyUint64<const N: usize> = PolyInt<u64, N>;
/// `poly_offset_int`: `offset_int` coefficients.
#[doc(alias = "poly_offset_int")]
pub type PolyOffsetInt<const N: usize> = PolyInt<OffsetInt, N>;
/// `poly_wide_int`: `wide_int` coefficients.
#[doc(alias = "poly_wide_int")]
pub type PolyWideInt<const N: usize> = PolyInt<WideInt, N>;
/// `poly_widest_int`: `widest_int` coefficients.
#[doc(alias = "poly_widest_int")]
pub type PolyWidestInt<const N: usize> = PolyInt<WidestInt, N>;

/// Bits per byte (`BITS_PER_UNIT`) on every target GCC supports.
pub const BITS_PER_UNIT: i64 = 8;

fn bits_per_unit<C: Coeff>() -> C {
    C::from_i64(BITS_PER_UNIT)
}

/// A bit quantity as whole bytes, rounded down (`bits_to_bytes_round_down`). Panics like
/// [`force_align_down_and_div`] if a non-constant coefficient is not a whole number of
/// bytes.
#[track_caller]
pub fn bits_to_bytes_round_down<C: Coeff, const N: usize>(x: &PolyInt<C, N>) -> PolyInt<C, N> {
    force_align_down_and_div(x, &bits_per_unit())
}

/// A bit quantity as bytes, rounded up (`bits_to_bytes_round_up`).
#[track_caller]
pub fn bits_to_bytes_round_up<C: Coeff, const N: usize>(x: &PolyInt<C, N>) -> PolyInt<C, N> {
    force_align_up_and_div(x, &bits_per_unit())
}

/// The bits of `x` that do not make a whole byte (`num_trailing_bits`).
#[track_caller]
pub fn num_trailing_bits<C: Coeff, const N: usize>(x: &PolyInt<C, N>) -> C {
    force_get_misalignment(x, &bits_per_unit())
}

/// `x` rounded down to a byte boundary (`round_down_to_byte_boundary`).
#[track_caller]
pub fn round_down_to_byte_boundary<C: Coeff, const N: usize>(x: &PolyInt<C, N>) -> PolyInt<C, N> {
    force_align_down(x, &bits_per_unit())
}

/// `x` rounded up to a byte boundary (`round_up_to_byte_boundary`).
#[track_caller]
pub fn round_up_to_byte_boundary<C: Coeff, const N: usize>(x: &PolyInt<C, N>) -> PolyInt<C, N> {
    force_align_up(x, &bits_per_unit())
}

/// The size of one element of a vector of `size` units with `nelts` elements: elements are
/// constant-sized, so this is `exact_div (size, nelts).to_constant ()`
/// (`vector_element_size`).
///
/// ```
/// use polyint::{PolyInt64, types::vector_element_size};
/// // An SVE vector of 64-bit lanes: 16 + 16X bytes, 2 + 2X lanes.
/// assert_eq!(vector_element_size(&PolyInt64::<2>::new([16, 16]), &PolyInt64::new([2, 2])), 8);
/// ```
#[track_caller]
pub fn vector_element_size<C: Coeff, const N: usize>(
    size: &PolyInt<C, N>,
    nelts: impl Operand<C, N>,
) -> C {
    exact_div(size, nelts).to_constant()
}

/// How many vectors of `nelts2` elements one of `nelts1` elements unrolls into
/// (`vector_unroll_factor`).
#[track_caller]
pub fn vector_unroll_factor<C: Coeff, const N: usize>(
    nelts1: &PolyInt<C, N>,
    nelts2: impl Operand<C, N>,
) -> C {
    exact_div(nelts1, nelts2).to_constant()
}
