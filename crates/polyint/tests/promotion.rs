//! C++'s integral promotion for coefficient types narrower than `int`, over their whole
//! range: every routine answers as if each coefficient had been converted to `int` (here
//! `i64`, which holds every intermediate exactly) and the result converted back. The GCC
//! differential test checks the unsigned kinds against GCC itself; GCC has no poly_int of
//! `signed char` or `short`, which follow the same rule here.

use polyint::mixed::{CppInt, Mix};
use polyint::*;
use proptest::prelude::*;

fn widen<T: Coeff, const N: usize>(p: &PolyInt<T, N>) -> PolyInt<i64, N> {
    p.cast::<i64>()
}

macro_rules! promotion_laws {
    ($($m:ident: $T:ty;)*) => {$(
        mod $m {
            use super::*;
            type T = $T;
            type P = PolyInt<T, 2>;

            fn p() -> impl Strategy<Value = P> {
                any::<[T; 2]>().prop_map(PolyInt::new)
            }

            fn align() -> impl Strategy<Value = T> {
                (0u32..(<T>::BITS - 1)).prop_map(|k| (1 as T) << k)
            }

            proptest! {
                #[test]
                fn alignment_divides_in_int(a in p(), al in align()) {
                    let (wa, wal) = (widen(&a), i64::from(al));
                    let back = |r: PolyInt<i64, 2>| r.cast::<T>();
                    prop_assert_eq!(try_align_up_and_div(&a, &al), try_align_up_and_div(&wa, &wal).map(back));
                    prop_assert_eq!(try_align_down_and_div(&a, &al), try_align_down_and_div(&wa, &wal).map(back));
                    prop_assert_eq!(can_align_up(&a, &al), can_align_up(&wa, &wal).map(back));
                    prop_assert_eq!(aligned_upper_bound(&a, &al), back(aligned_upper_bound(&wa, &wal)));
                    prop_assert_eq!(typed::try_align_up_and_div(&a, al), try_align_up_and_div(&wa, &wal).map(back));
                }

                #[test]
                fn endpoints_are_checked_in_int(pos in p(), size in p()) {
                    let max = i64::from(<T>::MAX);
                    let fits = !known_eq(&widen(&size), &widen(&PolyInt::<T, 2>::constant(!0 as T)))
                        && (0..2).any(|i| i64::from(pos.coeffs[i]) > max - i64::from(size.coeffs[i]));
                    prop_assert_eq!(endpoint_representable_p(&pos, &size), !fits);
                }

                #[test]
                fn typed_results_are_int_results_widened(a in p(), b in p(), c in any::<T>()) {
                    let (wa, wb, wc) = (widen(&a), widen(&b), i64::from(c));
                    prop_assert_eq!(typed::add(&a, &b), wa + wb);
                    prop_assert_eq!(typed::mul(&a, c), wa * wc);
                    prop_assert_eq!(typed::neg(&a), -wa);
                    prop_assert_eq!(typed::coeff_gcd(&a), coeff_gcd(&wa));
                    prop_assert_eq!(typed::known_alignment(&a), known_alignment(&wa));
                    if maybe_ne(&a, 0 as T) {
                        prop_assert_eq!(typed::common_multiple(&a, c), common_multiple(&wa, &wc));
                    }
                    if c != 0 {
                        prop_assert_eq!(typed::can_div_trunc_p(&a, c), can_div_trunc_p(&wa, wc));
                        prop_assert_eq!(typed::multiple_quotient(&a, c), multiple_quotient(&wa, wc));
                    }
                    if b.coeffs[0] != 0 {
                        prop_assert_eq!(typed::can_div_trunc_p_const(&a, &b), can_div_trunc_p_const(&wa, &wb));
                    }
                    prop_assert_eq!(typed::try_common_multiple(&a, &b), try_common_multiple(&wa, &wb));
                    // The same-type forms: the int result converted back to T.
                    let back = |r: PolyInt<i64, 2>| r.cast::<T>();
                    prop_assert_eq!(coeff_gcd(&a), coeff_gcd(&wa) as T);
                    prop_assert_eq!(common_multiple(&a, &c), back(common_multiple(&wa, &wc)));
                    prop_assert_eq!(try_common_multiple(&a, &b), try_common_multiple(&wa, &wb).map(back));
                    if c != 0 {
                        prop_assert_eq!(can_div_trunc_p(&a, c), can_div_trunc_p(&wa, wc).map(back));
                        prop_assert_eq!(multiple_quotient(&a, c), multiple_quotient(&wa, wc).map(back));
                    }
                    if b.coeffs[0] != 0 {
                        let q = can_div_trunc_p_const(&wa, &wb).map(|q| q as T);
                        prop_assert_eq!(can_div_trunc_p_const(&a, &b), q);
                        prop_assert_eq!(constant_multiple(&a, &b), constant_multiple(&wa, &wb).map(|q| q as T));
                    }
                }
            }
        }
    )*};
}

promotion_laws! {
    u8_coeffs: u8;
    i8_coeffs: i8;
    u16_coeffs: u16;
    i16_coeffs: i16;
}

/// The result kinds of the table: everything narrower than HOST_WIDE_INT computes in it.
#[test]
fn narrow_kinds_promote_to_host_wide_int() {
    fn arith<A: Mix<B>, B: CppInt>() -> (Option<u32>, bool) {
        <A::Arith as CppInt>::KIND
    }
    assert_eq!(arith::<u16, u16>(), (Some(64), true));
    assert_eq!(arith::<i8, u32>(), (Some(64), true));
    assert_eq!(arith::<u16, u64>(), (Some(64), false));
}

/// The two examples.
#[test]
fn poly_uint16_examples_answer_as_gcc() {
    let v = PolyInt::<u16, 2>::new([65521, 0]);
    assert_eq!(force_align_up_and_div(&v, &16), PolyInt::new([4096, 0]));
    assert_eq!(
        typed::force_align_up_and_div(&v, 16i32),
        PolyInt::new([4096, 0])
    );
    let k = PolyInt::<u16, 2>::new([1000, 0]);
    assert_eq!(
        typed::common_multiple(&k, 999i32),
        PolyInt::new([999_000i64, 0])
    );
    // The same-type form keeps its type, so GCC's value is converted back to u16.
    assert_eq!(
        common_multiple(&k, &999),
        PolyInt::new([(999_000 % 65536) as u16, 0])
    );
}
