//! The one table of routines the evaluator knows: name, arity, what it returns and how it
//! is computed. `FUNCTIONS` (for listings and arity checks) and the dispatch are both
//! generated from it.

use std::cmp::Ordering;

use super::ExprError;
use super::call::{Call, V};
use crate as p;

macro_rules! routines {
    ($($name:literal / $arity:literal -> $result:literal: |$c:ident| $body:expr;)*) => {
        /// The routines the evaluator knows: name, number of arguments, what the result is.
        /// The first four are the binary operators.
        pub const FUNCTIONS: &[(&str, usize, &str)] = &[$(($name, $arity, $result)),*];

        /// Applies the routine `call.name` to its evaluated arguments.
        pub(super) fn apply<const N: usize>(call: &Call<'_, N>) -> Result<V<N>, ExprError> {
            match call.name {
                $($name => {
                    let $c = call;
                    $body
                })*
                other => unreachable!("{other} passed the FUNCTIONS lookup"),
            }
        }
    };
}

routines! {
    "+" / 2 -> "poly": |c| Ok(V::P(c.p(0) + c.p(1)));
    "-" / 2 -> "poly": |c| Ok(V::P(c.p(0) - c.p(1)));
    "*" / 2 -> "poly": |c| match (c.p(0).constant_value(), c.p(1).constant_value()) {
        (_, Some(&k)) => Ok(V::P(c.p(0) * k)),
        (Some(&k), _) => Ok(V::P(c.p(1) * k)),
        _ => c.fail(format!("{} * {} is not representable (both are non-constant)", c.p(0), c.p(1))),
    };
    "<<" / 2 -> "poly": |c| {
        let amount = c.s(1)?;
        if (0..64).contains(&amount) {
            Ok(V::P(c.p(0) << amount as u32))
        } else {
            c.fail(format!("shift amount {amount} is outside 0..64"))
        }
    };
    "maybe_eq" / 2 -> "bool": |c| Ok(V::B(p::maybe_eq(c.p(0), c.p(1))));
    "maybe_ne" / 2 -> "bool": |c| Ok(V::B(p::maybe_ne(c.p(0), c.p(1))));
    "maybe_lt" / 2 -> "bool": |c| Ok(V::B(p::maybe_lt(c.p(0), c.p(1))));
    "maybe_le" / 2 -> "bool": |c| Ok(V::B(p::maybe_le(c.p(0), c.p(1))));
    "maybe_gt" / 2 -> "bool": |c| Ok(V::B(p::maybe_gt(c.p(0), c.p(1))));
    "maybe_ge" / 2 -> "bool": |c| Ok(V::B(p::maybe_ge(c.p(0), c.p(1))));
    "known_eq" / 2 -> "bool": |c| Ok(V::B(p::known_eq(c.p(0), c.p(1))));
    "known_ne" / 2 -> "bool": |c| Ok(V::B(p::known_ne(c.p(0), c.p(1))));
    "known_lt" / 2 -> "bool": |c| Ok(V::B(p::known_lt(c.p(0), c.p(1))));
    "known_le" / 2 -> "bool": |c| Ok(V::B(p::known_le(c.p(0), c.p(1))));
    "known_gt" / 2 -> "bool": |c| Ok(V::B(p::known_gt(c.p(0), c.p(1))));
    "known_ge" / 2 -> "bool": |c| Ok(V::B(p::known_ge(c.p(0), c.p(1))));
    "ordered_p" / 2 -> "bool": |c| Ok(V::B(p::ordered_p(c.p(0), c.p(1))));
    "ordered_min" / 2 -> "poly": |c| match p::try_ordered_min(c.p(0), c.p(1)) {
        Some(r) => Ok(V::P(r)),
        None => c.fail(format!("{} and {} are not ordered", c.p(0), c.p(1))),
    };
    "ordered_max" / 2 -> "poly": |c| match p::try_ordered_max(c.p(0), c.p(1)) {
        Some(r) => Ok(V::P(r)),
        None => c.fail(format!("{} and {} are not ordered", c.p(0), c.p(1))),
    };
    "compare_sizes_for_sort" / 2 -> "-1, 0 or 1": |c| Ok(V::constant(match p::compare_sizes_for_sort(c.p(0), c.p(1)) {
        Ordering::Less => -1,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    }));
    "known_size_p" / 1 -> "bool": |c| Ok(V::B(p::known_size_p(c.p(0))));
    "maybe_in_range_p" / 3 -> "bool": |c| Ok(V::B(p::maybe_in_range_p(c.p(0), c.p(1), c.p(2))));
    "known_in_range_p" / 3 -> "bool": |c| Ok(V::B(p::known_in_range_p(c.p(0), c.p(1), c.p(2))));
    "ranges_maybe_overlap_p" / 4 -> "bool": |c| Ok(V::B(p::ranges_maybe_overlap_p(c.p(0), c.p(1), c.p(2), c.p(3))));
    "ranges_known_overlap_p" / 4 -> "bool": |c| Ok(V::B(p::ranges_known_overlap_p(c.p(0), c.p(1), c.p(2), c.p(3))));
    "known_subrange_p" / 4 -> "bool": |c| Ok(V::B(p::known_subrange_p(c.p(0), c.p(1), c.p(2), c.p(3))));
    "endpoint_representable_p" / 2 -> "bool": |c| Ok(V::B(p::endpoint_representable_p(c.p(0), c.p(1))));
    "coeffs_in_range_p" / 3 -> "bool": |c| Ok(V::B(p::coeffs_in_range_p(c.p(0), &c.s(1)?, &c.s(2)?)));
    "multiple_p" / 2 -> "quotient or false": |c| Ok(V::stored(p::multiple_quotient(c.p(0), c.p(1))));
    "constant_multiple_p" / 2 -> "quotient or false": |c| Ok(V::stored_constant(p::constant_multiple(c.p(0), c.p(1))));
    "exact_div" / 2 -> "poly": |c| match p::try_exact_div(c.p(0), c.p(1)) {
        Some(r) => Ok(V::P(r)),
        None => c.fail(format!("{} is not a multiple of {}", c.p(0), c.p(1))),
    };
    "can_div_trunc_p" / 2 -> "quotient or false": |c| Ok(V::stored(p::can_div_trunc_p(c.p(0), c.p(1))));
    "can_div_away_from_zero_p" / 2 -> "quotient or false": |c| Ok(V::stored_constant(p::can_div_away_from_zero_p(c.p(0), c.p(1))));
    "can_ior_p" / 2 -> "result or false": |c| Ok(V::stored(p::can_ior(c.p(0), &c.s(1)?)));
    "coeff_gcd" / 1 -> "constant": |c| Ok(V::constant(p::coeff_gcd(c.p(0))));
    "common_multiple" / 2 -> "poly": |c| Ok(V::P(p::common_multiple(c.p(0), &c.s(1)?)));
    "force_common_multiple" / 2 -> "poly": |c| match p::try_common_multiple(c.p(0), c.p(1)) {
        Some(r) => Ok(V::P(r)),
        None => c.fail(format!("{} and {} have no common multiple", c.p(0), c.p(1))),
    };
    "can_align_p" / 2 -> "bool": |c| Ok(V::B(p::can_align_p(c.p(0), &c.s(1)?)));
    "can_align_up" / 2 -> "aligned value or false": |c| Ok(V::stored(p::can_align_up(c.p(0), &c.s(1)?)));
    "can_align_down" / 2 -> "aligned value or false": |c| Ok(V::stored(p::can_align_down(c.p(0), &c.s(1)?)));
    "known_equal_after_align_up" / 3 -> "bool": |c| Ok(V::B(p::known_equal_after_align_up(c.p(0), c.p(1), &c.s(2)?)));
    "known_equal_after_align_down" / 3 -> "bool": |c| Ok(V::B(p::known_equal_after_align_down(c.p(0), c.p(1), &c.s(2)?)));
    "aligned_lower_bound" / 2 -> "poly": |c| Ok(V::P(p::aligned_lower_bound(c.p(0), &c.s(1)?)));
    "aligned_upper_bound" / 2 -> "poly": |c| Ok(V::P(p::aligned_upper_bound(c.p(0), &c.s(1)?)));
    "known_misalignment" / 2 -> "misalignment or false": |c| Ok(V::stored_constant(p::known_misalignment(c.p(0), &c.s(1)?)));
    "known_alignment" / 1 -> "constant": |c| Ok(V::constant(p::known_alignment(c.p(0))));
    "force_align_up" / 2 -> "poly": |c| aligned(c, p::can_align_up(c.p(0), &c.s(1)?));
    "force_align_down" / 2 -> "poly": |c| aligned(c, p::can_align_down(c.p(0), &c.s(1)?));
    "force_align_up_and_div" / 2 -> "poly": |c| aligned(c, p::try_align_up_and_div(c.p(0), &c.s(1)?));
    "force_align_down_and_div" / 2 -> "poly": |c| aligned(c, p::try_align_down_and_div(c.p(0), &c.s(1)?));
    "force_get_misalignment" / 2 -> "constant": |c| match p::known_misalignment(c.p(0), &c.s(1)?) {
        Some(r) => Ok(V::constant(r)),
        None => c.fail(format!("the misalignment of {} is not known at compile time", c.p(0))),
    };
    "constant_lower_bound" / 1 -> "constant": |c| match p::try_constant_lower_bound(c.p(0)) {
        Some(r) => Ok(V::constant(r)),
        None => c.fail(format!("{} is not known to be nonnegative", c.p(0))),
    };
    "constant_lower_bound_with_limit" / 2 -> "constant": |c| Ok(V::constant(p::constant_lower_bound_with_limit(c.p(0), &c.s(1)?)));
    "constant_upper_bound_with_limit" / 2 -> "constant": |c| Ok(V::constant(p::constant_upper_bound_with_limit(c.p(0), &c.s(1)?)));
    "lower_bound" / 2 -> "poly": |c| Ok(V::P(p::lower_bound(c.p(0), c.p(1))));
    "upper_bound" / 2 -> "poly": |c| Ok(V::P(p::upper_bound(c.p(0), c.p(1))));
    "is_constant" / 1 -> "bool": |c| Ok(V::B(c.p(0).is_constant()));
    "to_constant" / 1 -> "constant": |c| match c.p(0).try_to_constant() {
        Some(k) => Ok(V::constant(k)),
        None => c.fail(format!("{} is not a compile-time constant", c.p(0))),
    };
}

/// The result of a `force_align_*` routine, or its assertion as an error.
fn aligned<const N: usize>(
    c: &Call<'_, N>,
    r: Option<p::PolyInt<i64, N>>,
) -> Result<V<N>, ExprError> {
    match r {
        Some(r) => Ok(V::P(r)),
        None => c.fail(format!(
            "{} cannot be aligned to {} at compile time",
            c.p(0),
            c.p(1)
        )),
    }
}
