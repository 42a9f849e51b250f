//! `poly_wide_int` routines ([`polyint::wide`] and the operators) at 8 and 16 bits answer
//! exactly as the same routines on `i8`/`u8`/`i16`/`u16` coefficients (whose unsigned
//! kinds the GCC differential test checks against GCC), reading the bits per sign.

use polyint::wi::Sign;
use polyint::*;
use proptest::prelude::*;

fn to_wide<T: Coeff, const N: usize>(p: &PolyInt<T, N>, precision: u32) -> PolyInt<WideInt, N> {
    p.map(|c| WideInt::from_bigint(&c.to_bigint(), precision))
}

macro_rules! wide_laws {
    ($($m:ident: $T:ty, $bits:expr, $sign:expr;)*) => {$(
        mod $m {
            use super::*;
            type T = $T;
            type P = PolyInt<T, 2>;
            const SIGN: Sign = $sign;

            fn p() -> impl Strategy<Value = P> {
                prop_oneof![
                    any::<[T; 2]>().prop_map(PolyInt::new),
                    any::<[i8; 2]>().prop_map(|c| PolyInt::new(c.map(|x| (x % 8) as T))),
                ]
            }

            /// Valid sizes: nonnegative coefficients, or the unknown size (all ones). (GCC's
            /// host kinds compare a negative size coefficient as a huge unsigned value; the
            /// wide routines compare values as read.)
            fn sizes() -> impl Strategy<Value = P> {
                prop_oneof![
                    p().prop_map(|s| s.map(|&x| if x < (0 as T) { !x } else { x })),
                    Just(PolyInt::constant(T::from_i64(-1))),
                ]
            }

            fn w(a: &P) -> PolyInt<WideInt, 2> {
                to_wide(a, $bits)
            }

            fn ws(c: T) -> WideInt {
                WideInt::from_bigint(&c.to_bigint(), $bits)
            }

            proptest! {
                #[test]
                fn comparisons(a in p(), b in p(), c in any::<T>()) {
                    let (wa, wb, wc) = (w(&a), w(&b), ws(c));
                    prop_assert_eq!(wide::maybe_lt(&wa, &wb, SIGN), maybe_lt(&a, &b));
                    prop_assert_eq!(wide::maybe_le(&wa, &wc, SIGN), maybe_le(&a, c));
                    prop_assert_eq!(wide::maybe_eq(&wa, &wb, SIGN), maybe_eq(&a, &b));
                    prop_assert_eq!(wide::known_ge(&wc, &wa, SIGN), known_ge(c, &a));
                    prop_assert_eq!(wide::known_ne(&wa, &wb, SIGN), known_ne(&a, &b));
                    prop_assert_eq!(wide::ordered_p(&wa, &wb, SIGN), ordered_p(&a, &b));
                    prop_assert_eq!(wide::try_ordered_min(&wa, &wb, SIGN), try_ordered_min(&a, &b).map(|r| w(&r)));
                    prop_assert_eq!(wide::upper_bound(&wa, &wb, SIGN), w(&upper_bound(&a, &b)));
                    prop_assert_eq!(wide::maybe_lt(&wa, i64::from(c), SIGN), maybe_lt(&a, c));
                }

                #[test]
                fn operators(a in p(), b in p(), c in any::<T>(), s in 0u32..20) {
                    let (wa, wb) = (w(&a), w(&b));
                    prop_assert_eq!(&wa + &wb, w(&(a + b)));
                    prop_assert_eq!(&wa - &wb, w(&(a - b)));
                    prop_assert_eq!(-&wa, w(&-a));
                    prop_assert_eq!(!&wa, w(&!a));
                    prop_assert_eq!(&wa * &ws(c), w(&(a * c)));
                    prop_assert_eq!(i64::from(c) * &wa, w(&(a * c)));
                    prop_assert_eq!(&wa << s, w(&(a << s)));
                    prop_assert_eq!(&wa + i64::from(c), w(&(a + c)));
                }

                #[test]
                fn division(a in p(), b in p(), c in any::<T>()) {
                    let (wa, wb, wc) = (w(&a), w(&b), ws(c));
                    prop_assert_eq!(wide::can_div_trunc_p(&wa, &wc, SIGN), can_div_trunc_p(&a, c).map(|r| w(&r)));
                    prop_assert_eq!(wide::multiple_quotient(&wa, &wb, SIGN), multiple_quotient(&a, &b).map(|r| w(&r)));
                    prop_assert_eq!(wide::can_div_trunc_p_const(&wa, &wb, SIGN), can_div_trunc_p_const(&a, &b).map(ws));
                    prop_assert_eq!(wide::can_div_away_from_zero_p(&wa, &wb, SIGN), can_div_away_from_zero_p(&a, &b).map(ws));
                    prop_assert_eq!(wide::constant_multiple(&wa, &wb, SIGN), constant_multiple(&a, &b).map(ws));
                    prop_assert_eq!(wide::coeff_gcd(&wa, SIGN), ws(coeff_gcd(&a)));
                }

                #[test]
                fn alignment(a in p(), k in 0u32..7) {
                    let (wa, al) = (w(&a), 1u64 << k);
                    let alt = al as T;
                    prop_assert_eq!(wide::can_align_p(&wa, al), can_align_p(&a, &alt));
                    prop_assert_eq!(wide::can_align_up(&wa, al), can_align_up(&a, &alt).map(|r| w(&r)));
                    prop_assert_eq!(wide::aligned_lower_bound(&wa, al), w(&aligned_lower_bound(&a, &alt)));
                    prop_assert_eq!(wide::aligned_upper_bound(&wa, al), w(&aligned_upper_bound(&a, &alt)));
                    prop_assert_eq!(wide::known_misalignment(&wa, al), known_misalignment(&a, &alt).map(ws));
                    prop_assert_eq!(wide::known_alignment(&wa), ws(known_alignment(&a)));
                    prop_assert_eq!(wide::try_align_up_and_div(&wa, al, SIGN), try_align_up_and_div(&a, &alt).map(|r| w(&r)));
                    prop_assert_eq!(wide::try_align_down_and_div(&wa, al, SIGN), try_align_down_and_div(&a, &alt).map(|r| w(&r)));
                }

                #[test]
                fn ranges(v in p(), pos in p(), size in sizes(), pos2 in p(), size2 in sizes()) {
                    let (wv, wp, ws1, wp2, ws2) = (w(&v), w(&pos), w(&size), w(&pos2), w(&size2));
                    prop_assert_eq!(wide::known_size_p(&ws1), known_size_p(&size));
                    prop_assert_eq!(wide::maybe_in_range_p(&wv, &wp, &ws1, SIGN), maybe_in_range_p(&v, &pos, &size));
                    prop_assert_eq!(wide::known_in_range_p(&wv, &wp, &ws1, SIGN), known_in_range_p(&v, &pos, &size));
                    prop_assert_eq!(wide::ranges_maybe_overlap_p(&wp, &ws1, &wp2, &ws2, SIGN), ranges_maybe_overlap_p(&pos, &size, &pos2, &size2));
                    prop_assert_eq!(wide::ranges_known_overlap_p(&wp, &ws1, &wp2, &ws2, SIGN), ranges_known_overlap_p(&pos, &size, &pos2, &size2));
                    prop_assert_eq!(wide::known_subrange_p(&wp, &ws1, &wp2, &ws2, SIGN), known_subrange_p(&pos, &size, &pos2, &size2));
                    prop_assert_eq!(wide::endpoint_representable_p(&wp, &ws1, SIGN), endpoint_representable_p(&pos, &size));
                }
            }
        }
    )*};
}

wide_laws! {
    signed_8: i8, 8, Sign::Signed;
    unsigned_8: u8, 8, Sign::Unsigned;
    signed_16: i16, 16, Sign::Signed;
    unsigned_16: u16, 16, Sign::Unsigned;
}
