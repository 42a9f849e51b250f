//! Fuzzes polyint's parsers (the print_dec form and `gccint poly` expressions) and its
//! arithmetic: nothing may panic, printed values must parse back, and the comparison
//! identities of the manual must hold on arbitrary (wrapping) coefficients.

#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use polyint::*;

#[derive(Arbitrary, Debug)]
enum Input<'a> {
    Expr(&'a str),
    Printed(&'a str),
    N2 {
        a: [i64; 2],
        b: [i64; 2],
        c: i64,
        shift: u8,
    },
    N3 {
        a: [i64; 3],
        b: [i64; 3],
        c: i64,
    },
    Unsigned {
        a: [u16; 2],
        b: [u16; 2],
        c: u16,
    },
    Offset {
        a: [i128; 2],
        b: [i128; 2],
        c: i128,
        sign: bool,
    },
}

fn routines<C: Coeff, const N: usize>(a: PolyInt<C, N>, b: PolyInt<C, N>, c: C) {
    // The manual's identities between the maybe and known forms.
    assert_eq!(known_le(&a, &b), !maybe_gt(&a, &b));
    assert_eq!(known_lt(&a, &b), !maybe_ge(&a, &b));
    assert_eq!(known_eq(&a, &b), a == b);
    assert_eq!(maybe_le(&a, &b), maybe_lt(&a, &b) || maybe_eq(&a, &b));
    assert_eq!(ordered_p(&a, &b), try_ordered_min(&a, &b).is_some());
    let _ = (
        lower_bound(&a, &b),
        upper_bound(&a, &b),
        compare_sizes_for_sort(&a, &b),
    );
    let _ = (
        &a + &b,
        &a - &b,
        -&a,
        !&a,
        &a * c.clone(),
        PolyInt::constant(c.clone()) - &a,
    );
    let _ = (
        multiple_quotient(&a, &b),
        multiple_quotient(&a, c.clone()),
        constant_multiple(&a, &b),
    );
    let _ = (
        can_div_trunc_p(&a, &b),
        can_div_trunc_p_const_rem(&a, &b),
        can_div_trunc_p_rem(&a, &c),
    );
    let _ = (
        can_div_away_from_zero_p(&a, &b),
        try_exact_div(&a, c.clone()),
    );
    let _ = (
        can_ior(&a, &c),
        coeff_gcd(&a),
        common_multiple(&a, &c),
        try_common_multiple(&a, &b),
    );
    let _ = (
        can_align_up(&a, &c),
        can_align_down(&a, &c),
        aligned_lower_bound(&a, &c),
        aligned_upper_bound(&a, &c),
    );
    let _ = (
        try_align_down_and_div(&a, &c),
        try_align_up_and_div(&a, &c),
        known_misalignment(&a, &c),
    );
    let _ = (
        known_alignment(&a),
        try_constant_lower_bound(&a),
        constant_upper_bound_with_limit(&a, &c),
    );
    let _ = (
        known_equal_after_align_up(&a, &b, &c),
        known_equal_after_align_down(&a, &b, &c),
    );
    let _ = (
        maybe_in_range_p(&a, &b, &c),
        known_in_range_p(&a, &b, &c),
        known_size_p(&b),
    );
    let _ = (
        ranges_maybe_overlap_p(&a, &c, &b, &c),
        ranges_known_overlap_p(&a, &c, &b, &c),
    );
    let _ = (
        known_subrange_p(&a, &c, &b, &c),
        endpoint_representable_p(&a, &b),
        coeffs_in_range_p(&a, &c, &c),
    );
    let _ = (
        a.to_shwi(),
        a.to_uhwi(),
        a.force_shwi(),
        a.cast::<u8>(),
        wi::sext(&a, 7),
        wi::zext(&a, 7),
    );
    assert_eq!(a.to_string().parse::<PolyInt<C, N>>().ok(), Some(a.clone()));
}

fuzz_target!(|input: Input<'_>| match input {
    Input::Expr(text) => {
        if let Ok(v) = expr::evaluate(text) {
            let _ = v.to_string();
        }
    }
    Input::Printed(text) => {
        if let Ok(p) = text.parse::<PolyInt<i64, 2>>() {
            assert_eq!(p.to_string().parse::<PolyInt<i64, 2>>(), Ok(p));
        }
        let _ = text.parse::<PolyInt<WidestInt, 3>>();
    }
    Input::N2 { a, b, c, shift } => {
        let (a, b) = (PolyInt::new(a), PolyInt::new(b));
        let _ = (
            &a << u32::from(shift),
            wi::add_overflow(&a, &b, wi::Sign::Signed),
        );
        routines(a, b, c);
    }
    Input::N3 { a, b, c } => routines(PolyInt::new(a), PolyInt::new(b), c),
    Input::Unsigned { a, b, c } => {
        let (a, b) = (PolyInt::new(a), PolyInt::new(b));
        let _ = mixed::maybe_lt(&a, &PolyInt::<i64, 2>::from(b));
        routines(a, b, c);
    }
    Input::Offset { a, b, c, sign } => {
        let (a, b) = (
            PolyInt::new(a.map(OffsetInt)),
            PolyInt::new(b.map(OffsetInt)),
        );
        let sign = if sign {
            wi::Sign::Signed
        } else {
            wi::Sign::Unsigned
        };
        let _ = (
            wi::mul_overflow(&a, &OffsetInt(c), sign),
            wi::sub_overflow(&a, &b, sign),
            wi::neg_overflow(&a),
        );
        routines(a, b, OffsetInt(c));
    }
});
