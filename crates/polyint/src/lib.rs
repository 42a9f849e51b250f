//! GCC's `poly_int`: sizes and offsets that are runtime invariants (GCC internals manual,
//! chapter 10, "Sizes and offsets as runtime invariants"; exact behaviour from GCC 12.2's
//! `poly-int.h`).
//!
//! # 10.1 Overview
//! A [`PolyInt<C, N>`] is C0 + C1·X1 + … + C(N-1)·X(N-1) where the Xi are nonnegative
//! integers known only at runtime. On Arm SVE, X1 counts the 128-bit blocks beyond the
//! minimum vector length, so a vector plus 16 bytes is 32 + 16·X1 bytes:
//!
//! ```
//! use polyint::{PolyInt64, known_ge, maybe_gt, exact_div, can_align_up};
//! let size = PolyInt64::<2>::new([32, 16]);  // one SVE vector + 16 bytes
//! assert_eq!(size.to_string(), "[32,16]");    // print_dec
//! assert!(known_ge(&size, 32) && maybe_gt(&size, 32));
//! assert_eq!(exact_div(&size, 8), PolyInt64::new([4, 2])); // doublewords: 4 + 2X
//! assert_eq!(can_align_up(&size, &16), Some(size));
//! ```
//!
//! Coefficient kinds: every primitive integer, [`OffsetInt`] (offset_int: 128-bit signed,
//! wrapping), [`WidestInt`] (widest_int, arbitrary precision) and [`WideInt`] (wide_int:
//! explicit precision, sign per operation; its comparisons, ranges, alignment and division
//! take a [`wi::Sign`] in [`wide`]). The aliases mirror poly-int-types.h:
//! [`PolyUint16`], [`PolyInt64`], [`PolyUint64`], [`PolyOffsetInt`], [`PolyWideInt`],
//! [`PolyWidestInt`]. `PolyInt<C, 1>` is a scalar and converts to and from `C` losslessly.
//!
//! # 10.2 Consequences
//! There is no total order, so `PolyInt` has no `PartialOrd`; `==` means all coefficients
//! are equal (= [`known_eq`]). Products of two poly_ints are not representable; only
//! multiplication by a scalar exists.
//!
//! # 10.3 Comparisons
//! [`maybe_lt`] … [`maybe_ne`] and [`known_lt`] … [`known_ne`] take a poly_int or a scalar
//! on either side ([`Operand`]). Ordered values: [`ordered_p`], [`ordered_min`],
//! [`ordered_max`]. Marker values: `known_eq (size, -1)` / `maybe_ne (size, -1)`. Ranges:
//! [`known_size_p`], [`maybe_in_range_p`], [`known_in_range_p`], [`ranges_maybe_overlap_p`],
//! [`ranges_known_overlap_p`], [`known_subrange_p`], [`endpoint_representable_p`],
//! [`coeffs_in_range_p`]. Sorting: [`compare_sizes_for_sort`]. The manual's subreg
//! classification:
//!
//! ```
//! use polyint::{PolyInt64, known_eq, known_le};
//! fn classify(outer: &PolyInt64<2>, inner: &PolyInt64<2>) -> &'static str {
//!     if known_eq(inner, outer) { "complete" }
//!     else if known_le(inner, outer) { "paradoxical" }
//!     else if known_le(outer, inner) { "partial" }
//!     else { "ill-formed" }
//! }
//! let p = |c0, c1| PolyInt64::<2>::new([c0, c1]);
//! assert_eq!(classify(&p(32, 32), &p(16, 16)), "paradoxical");
//! assert_eq!(classify(&p(8, 0), &p(16, 16)), "partial");
//! assert_eq!(classify(&p(3, 4), &p(1, 5)), "ill-formed"); // 3 + 4X vs 1 + 5X
//! ```
//!
//! # 10.4 Arithmetic
//! Operators `-`, `!` (`~P`, which is `-1 - P`), `+`, `-`, scalar `*`, `<<` and their
//! assigning forms, with scalars on either side; the [`wi`] forms with a
//! [`wi::Sign`] and an [`wi::Overflow`] flag; division ([`multiple_p`],
//! [`constant_multiple_p`], [`can_div_trunc_p`], [`can_div_away_from_zero_p`],
//! [`exact_div`]); [`can_ior_p`], [`coeff_gcd`], [`common_multiple`],
//! [`force_common_multiple`]. GCC's promotions (`poly_uint16 + int -> poly_int64`) are
//! explicit: [`mixed::promote`], lossless `From` conversions and [`PolyInt::cast`].
//! Coefficient types narrower than `int` compute in `int`, as C++ promotes them, so
//! `force_align_up_and_div` of a `poly_uint16` 65521 to 16 is 4096 as in GCC. [`typed`]
//! has every routine with C++'s types: operands of two coefficient kinds, the type C++
//! computes in, and GCC's result type (`common_multiple (poly_uint16 1000, 999)` is the
//! `poly_int64` 999000), from one table of rules ([`mixed::Mix`]).
//! Comparisons across coefficient types with GCC's C++ conversions are in [`mixed`]:
//!
//! ```
//! use polyint::{PolyInt, mixed};
//! // poly_uint16 + int -> poly_int64: both sides convert to poly_result's type first.
//! let (a, b) = mixed::promote_scalar(&PolyInt::<u16, 2>::new([65535, 1]), 1i32);
//! assert_eq!(a + b, PolyInt::<i64, 2>::new([65536, 1]));
//! // unsigned HOST_WIDE_INT vs HOST_WIDE_INT compares unsigned: -1 reads as 2^64 - 1.
//! let (u, s) = (PolyInt::<u64, 2>::new([1, 0]), PolyInt::<i64, 2>::new([-1, 0]));
//! assert!(mixed::known_lt(&u, &s));
//! ```
//!
//! # 10.5 Alignment, 10.6 Bounds, 10.7 Conversions, 10.8 print_dec
//! [`can_align_p`] and friends, [`aligned_lower_bound`], [`known_alignment`], the `force_*`
//! forms; [`constant_lower_bound`], [`lower_bound`], [`upper_bound`];
//! [`PolyInt::is_constant`], [`PolyInt::to_constant`], [`PolyInt::to_shwi`],
//! [`wi::sext`], `PolyInt::<OffsetInt, N>::from_poly`; `Display` is `print_dec` and
//! `FromStr` parses it back. [`expr`] evaluates expressions such as `known_le(4, 4+4x)`.
//!
//! # Asserting routines
//! `to_constant`, `exact_div`, `ordered_min`/`max`, `constant_lower_bound`,
//! `force_align_*`, `force_get_misalignment`, `force_common_multiple` panic with a message
//! naming the routine and the values. Their twins: [`PolyInt::try_to_constant`],
//! [`try_exact_div`], [`try_ordered_min`]/[`try_ordered_max`],
//! [`try_constant_lower_bound`], [`can_align_up`]/[`can_align_down`],
//! [`try_align_down_and_div`]/[`try_align_up_and_div`], [`known_misalignment`],
//! [`try_common_multiple`]. A zero divisor (a trap in GCC) is "cannot divide".
//!
//! # GCC → Rust
//! | GCC (poly-int.h) | Rust |
//! |---|---|
//! | `poly_int<N, C>`, `poly_int_pod` | [`PolyInt<C, N>`] (`coeffs` is public) |
//! | `poly_int64`, `poly_uint64`, `poly_uint16` | [`PolyInt64`], [`PolyUint64`], [`PolyUint16`] |
//! | `poly_offset_int`, `poly_widest_int`, `poly_wide_int` | [`PolyOffsetInt`], [`PolyWidestInt`], [`PolyWideInt`] (routines in [`wide`]) |
//! | `poly_coeff_traits` | [`Coeff`] |
//! | `poly_result`, C++ promotions | [`mixed::Mix`], [`mixed::promote`], [`typed`] |
//! | `maybe_eq (a, b)` … `known_ge (a, b)` | [`maybe_eq`] … [`known_ge`] |
//! | `ordered_min (a, b)` | [`ordered_min`] / [`try_ordered_min`] |
//! | `multiple_p (a, b, &q)` | [`multiple_quotient`] |
//! | `constant_multiple_p (a, b, &q)` | [`constant_multiple`] |
//! | `can_div_trunc_p (a, b, &q)` (poly q) | [`can_div_trunc_p`] |
//! | `can_div_trunc_p (a, b, &q, &r)` (poly q, const r) | [`can_div_trunc_p_rem`] |
//! | `can_div_trunc_p (a, b, &q)` (const q) | [`can_div_trunc_p_const`] |
//! | `can_div_trunc_p (a, b, &q, &r)` (const q, poly r) | [`can_div_trunc_p_const_rem`] |
//! | `can_ior_p (a, b, &r)` | [`can_ior`] / [`can_ior_p`] |
//! | `force_align_down_and_div` | [`force_align_down_and_div`] / [`try_align_down_and_div`] |
//! | `value.is_constant (&c)` | [`PolyInt::constant_value`] |
//! | `value.to_shwi (&r)`, `force_uhwi ()` | [`PolyInt::to_shwi`], [`PolyInt::force_uhwi`] |
//! | `poly_offset_int::from (v, sgn)` | `PolyInt::<OffsetInt, N>::from_poly` |
//! | `wi::add (a, b, sgn, &ovf)` | [`wi::add_overflow`] |
//! | `wi::shwi`, `wi::sext` | [`wi::shwi`], [`wi::sext`] |
//! | `print_dec (v, f)`, `print_dec (v, f, sgn)`, `print_hex (v, f)` | `Display`, [`PolyInt::print_dec`], [`PolyInt::print_hex`] |
//! | `compare_sizes_for_sort` → int | [`compare_sizes_for_sort`] → `Ordering` |
//! | `vector_element_size`, `bits_to_bytes_round_up`, … | [`types`] |
//!
//! # How exact
//! `tests/gcc_differential.rs` compiles GCC 12's own poly-int.h and wide-int code with the
//! machine's g++ and checks every routine above (N = 1, 2, 3; HOST_WIDE_INT, unsigned,
//! poly_uint16, mixed signedness, offset_int, wide_int; the printed forms), and every
//! [`typed`] routine with its result type on `unsigned char`, `unsigned short`,
//! `unsigned int`, `int`, `unsigned HOST_WIDE_INT` and `HOST_WIDE_INT` coefficients
//! against `int`, `unsigned int` and same-type scalars, on 16500 cases: all 965,000
//! answers are identical. (GCC's wide-int.h has no
//! traits for `signed char` and `short`, so poly-int.h accepts no poly_int of them; here
//! they follow the same `int` promotion.) `tests/laws` checks the chapter's properties against
//! exact evaluation. Where GCC's behaviour is undefined or a crash, this crate chooses:
//! fixed-width arithmetic wraps (signed overflow is undefined in GCC), `maybe_eq` on signed
//! host integers is computed exactly (GCC's intermediate subtraction may overflow), and a
//! zero divisor answers "cannot divide" (GCC traps). The manual calls every maybe relation but `maybe_ne` transitive; that holds for N = 1
//! only (X < 1 at X = 0 and 1 < X at X = 2, yet never X < X), as `tests/laws` shows.
//!
//! # Beyond the chapter (from poly-int.h, or added here)
//! From poly-int.h: `print_hex` ([`PolyInt::print_hex`]), the remainder forms of
//! `can_div_trunc_p`, `wi::neg`/`add`/`sub` without a sign, the poly-int-types.h helpers
//! ([`types`]: `bits_to_bytes_round_up`, `vector_element_size`, …), the C++ promotion rules
//! ([`mixed`]). Added here: `maybe_eq` for N ≥ 3, a non-panicking twin for every asserting
//! routine, the parser for the printed forms (`FromStr`), [`PolyInt::eval`] (the value at
//! given indeterminates), [`PolyInt::cast`]/[`PolyInt::try_cast`], every routine for every
//! coefficient kind (GCC leaves some out, e.g. `endpoint_representable_p` for offset_int),
//! [`expr`] (an expression evaluator), serde support (feature `serde`) and proptest
//! strategies (feature `proptest`, module `strategies`).

// Where other crates' docs link to this one when cargo has not documented it yet (it
// documents a workspace in no fixed order): beside them, as `cargo doc` lays crates out.
// docs.rs passes its own URLs, which take precedence.
#![doc(html_root_url = "../")]

// The map, one line per module (rustfmt keeps them alphabetical).
mod align; //       10.5 alignment
mod arith; //       10.4.1 operators
mod bounds; //      10.6 bounds
mod cmp; //         10.3 maybe_*/known_*, ordered_*, compare_sizes_for_sort
mod coeff; //       Coeff: what a coefficient type provides; impls for every primitive
mod convert; //     10.7 conversions between kinds
mod div; //         10.4.3 division
mod error; //       ParseError
pub mod expr; //    expression evaluator (`gccint poly`)
mod maybe_eq_exact; // maybe_eq_2 in exact arithmetic (signed primitives, widest_int)
mod misc; //        10.4.4 can_ior_p, coeff_gcd, common multiples
pub mod mixed; //   GCC's mixed-type comparisons and poly_result promotions
mod offset_int; //  OffsetInt (offset_int)
mod poly; //        PolyInt<C, N>, Operand (poly or scalar on either side)
mod print; //       10.8 print_dec (Display) and its parser (FromStr)
mod range; //       10.3.6 range checks
#[cfg(feature = "serde")]
mod serde_impl; //  serde: a poly_int is the sequence of its coefficients
#[cfg(feature = "proptest")]
pub mod strategies; // proptest strategies for users' own property tests
pub mod typed; //   every routine with C++'s operand, computation and result types
pub mod types; //   poly-int-types.h: aliases and byte/bit helpers
pub mod wi; //      10.4.2 wi:: forms with sign and overflow; 10.7 wi::shwi/sext/...
pub mod wide; //    poly_wide_int: the chapter's routines with a sign
mod wide_core; //   Sign, Overflow, WIDEST_INT_PRECISION, extend: the wide-int kinds' basics
mod wide_int; //    WideInt (wide_int)
mod wide_ops; //    poly_wide_int: the operators
mod widest_int; //  WidestInt (widest_int)

pub use align::*;
pub use bounds::*;
pub use cmp::*;
pub use coeff::Coeff;
pub use div::*;
pub use error::ParseError;
pub use misc::*;
/// The exact integers [`PolyInt::eval`] and the `to_bigint` conversions return (num-bigint's,
/// re-exported so that callers need no dependency of their own).
pub use num_bigint::BigInt;
pub use offset_int::OffsetInt;
pub use poly::{Operand, PolyInt};
pub use print::PrintCoeff;
pub use range::*;
pub use types::{PolyInt64, PolyOffsetInt, PolyUint16, PolyUint64, PolyWideInt, PolyWidestInt};
pub use wide_core::WIDEST_INT_PRECISION;
pub use wide_int::WideInt;
pub use widest_int::WidestInt;
