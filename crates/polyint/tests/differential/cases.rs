//! The generated cases and polyint's answers, token for token in the oracle's format.

use num_bigint::BigInt;
use polyint::mixed::{self, CppInt, Mix, MixedCmp, Scalar};
use polyint::typed;
use polyint::wi::{self, Overflow, Sign};
use polyint::*;

/// One line of oracle input and the answer line polyint gives.
pub(crate) struct Case {
    pub(crate) input: String,
    pub(crate) expected: String,
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
    /// Zero a third of the time (constants and zero coefficients matter).
    fn coeff(&mut self, lim: i64) -> i64 {
        if self.next().is_multiple_of(3) {
            0
        } else {
            self.range(-lim, lim)
        }
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[(self.next() % xs.len() as u64) as usize]
    }
}

/// Collects `name=value` tokens.
#[derive(Default)]
struct Line(Vec<String>);

impl Line {
    fn tok(&mut self, name: &str, v: impl std::fmt::Display) {
        self.0.push(format!("{name}={v}"));
    }
    fn done(self) -> String {
        self.0.join(" ")
    }
}

fn b(v: bool) -> u8 {
    u8::from(v)
}

fn poly<C: std::fmt::Display, const N: usize>(p: &PolyInt<C, N>) -> String {
    let parts: Vec<String> = p.coeffs.iter().map(ToString::to_string).collect();
    format!("[{}]", parts.join(","))
}

fn opt<T>(v: Option<T>, f: impl FnOnce(T) -> String) -> String {
    v.map_or_else(|| "-".to_string(), f)
}

/// A wide value as its two low 64-bit words of sign-extended storage, as the oracle prints.
fn words(v: &BigInt) -> String {
    let lo = u64::from_bigint_wrapping(v);
    let hi = u64::from_bigint_wrapping(&(v >> 64u32));
    format!("{hi:x}:{lo:x}")
}

fn wpoly<const N: usize>(p: &[BigInt; N]) -> String {
    let parts: Vec<String> = p.iter().map(words).collect();
    format!("[{}]", parts.join(","))
}

fn ovf(o: Overflow) -> i32 {
    match o {
        Overflow::None => 0,
        Overflow::Underflow => -1,
        Overflow::Overflow => 1,
        Overflow::Unknown => 2,
    }
}

/// The twelve comparisons, with operands of any shape `Operand` accepts.
fn comparisons<C: Coeff, const N: usize>(
    l: &mut Line,
    tag: &str,
    a: impl Operand<C, N> + Copy,
    c: impl Operand<C, N> + Copy,
) {
    l.tok(&format!("{tag}meq"), b(maybe_eq(a, c)));
    l.tok(&format!("{tag}mne"), b(maybe_ne(a, c)));
    l.tok(&format!("{tag}mlt"), b(maybe_lt(a, c)));
    l.tok(&format!("{tag}mle"), b(maybe_le(a, c)));
    l.tok(&format!("{tag}mgt"), b(maybe_gt(a, c)));
    l.tok(&format!("{tag}mge"), b(maybe_ge(a, c)));
    l.tok(&format!("{tag}keq"), b(known_eq(a, c)));
    l.tok(&format!("{tag}kne"), b(known_ne(a, c)));
    l.tok(&format!("{tag}klt"), b(known_lt(a, c)));
    l.tok(&format!("{tag}kle"), b(known_le(a, c)));
    l.tok(&format!("{tag}kgt"), b(known_gt(a, c)));
    l.tok(&format!("{tag}kge"), b(known_ge(a, c)));
}

/// The twelve comparisons across coefficient types, through `polyint::mixed`.
fn mixed_comparisons<L: MixedCmp<R>, R: MixedCmp<L>>(l: &mut Line, tag: &str, a: &L, c: &R) {
    l.tok(&format!("{tag}meq"), b(mixed::maybe_eq(a, c)));
    l.tok(&format!("{tag}mne"), b(mixed::maybe_ne(a, c)));
    l.tok(&format!("{tag}mlt"), b(mixed::maybe_lt(a, c)));
    l.tok(&format!("{tag}mle"), b(mixed::maybe_le(a, c)));
    l.tok(&format!("{tag}mgt"), b(mixed::maybe_gt(a, c)));
    l.tok(&format!("{tag}mge"), b(mixed::maybe_ge(a, c)));
    l.tok(&format!("{tag}keq"), b(mixed::known_eq(a, c)));
    l.tok(&format!("{tag}kne"), b(mixed::known_ne(a, c)));
    l.tok(&format!("{tag}klt"), b(mixed::known_lt(a, c)));
    l.tok(&format!("{tag}kle"), b(mixed::known_le(a, c)));
    l.tok(&format!("{tag}kgt"), b(mixed::known_gt(a, c)));
    l.tok(&format!("{tag}kge"), b(mixed::known_ge(a, c)));
}

type P2 = PolyInt<i64, 2>;

fn case_i2(r: &mut Rng) -> Case {
    let (a, bp) = (
        P2::new([r.coeff(40), r.coeff(6)]),
        P2::new([r.coeff(40), r.coeff(6)]),
    );
    let c = r.pick(&[-9, -8, -4, -3, -2, -1, 1, 2, 3, 4, 5, 7, 8, 16]);
    let al = 1i64 << r.range(0, 4);
    let s1 = if r.next().is_multiple_of(5) {
        -1
    } else {
        r.range(0, 20)
    };
    let s2 = if r.next().is_multiple_of(5) {
        P2::new([-1, 0])
    } else {
        P2::new([r.range(0, 20), r.range(0, 6)])
    };
    // force_common_multiple asserts; only ask GCC when a common multiple exists (and GCC's
    // arithmetic on the way does not divide by zero).
    let fcm = try_common_multiple(&a, &bp).is_some()
        && !(bp.is_constant() && a == P2::zero())
        && !(a.is_constant() && !bp.is_constant() && bp.coeffs[1] == 0);
    let input = format!(
        "i2 {} {} {} {} {c} {al} {s1} {} {} {}",
        a.coeffs[0],
        a.coeffs[1],
        bp.coeffs[0],
        bp.coeffs[1],
        s2.coeffs[0],
        s2.coeffs[1],
        u8::from(fcm)
    );
    let mut l = Line::default();
    comparisons(&mut l, "", &a, &bp);
    comparisons(&mut l, "c", &a, c);
    comparisons(&mut l, "r", c, &a);
    l.tok("ord", b(ordered_p(&a, &bp)));
    l.tok("ordc", b(ordered_p(&a, c)));
    if ordered_p(&a, &bp) {
        l.tok("omin", poly(&ordered_min(&a, &bp)));
        l.tok("omax", poly(&ordered_max(&a, &bp)));
    }
    if ordered_p(&a, c) {
        l.tok("ominc", poly(&ordered_min(&a, c)));
        l.tok("omaxc", poly(&ordered_max(c, &a)));
    }
    l.tok("sort", compare_sizes_for_sort(&a, &bp) as i8);
    l.tok("lb", poly(&lower_bound(&a, &bp)));
    l.tok("ub", poly(&upper_bound(&a, &bp)));
    l.tok("lbc", poly(&lower_bound(&a, c)));
    l.tok("ubc", poly(&upper_bound(c, &a)));
    l.tok("add", poly(&(a + bp)));
    l.tok("sub", poly(&(a - bp)));
    l.tok("neg", poly(&-a));
    l.tok("not", poly(&!a));
    l.tok("mul", poly(&(a * c)));
    l.tok("cmul", poly(&(c * a)));
    l.tok("shl", poly(&(a << 3)));
    l.tok("csub", poly(&(c - a)));
    l.tok("addc", poly(&(a + c)));
    let mut acc = a;
    acc += bp;
    acc -= c;
    acc *= 3;
    acc <<= 1;
    l.tok("assign", poly(&acc));
    l.tok("mp", b(multiple_p(&a, c)));
    l.tok("mq", opt(multiple_quotient(&a, c), |q| poly(&q)));
    if multiple_p(&a, c) {
        l.tok("ediv", poly(&exact_div(&a, c)));
    }
    l.tok("cmpc", opt(constant_multiple(&a, c), |q| q.to_string()));
    if a.coeffs[0] != 0 {
        l.tok("cmpr", opt(constant_multiple(c, &a), |q| q.to_string()));
        l.tok(
            "mpr",
            opt(multiple_quotient(c, &a), |q| q.coeffs[0].to_string()),
        );
    }
    if bp.coeffs[0] != 0 {
        l.tok("mpp", opt(multiple_quotient(&a, &bp), |q| poly(&q)));
        l.tok("cmp", opt(constant_multiple(&a, &bp), |q| q.to_string()));
        l.tok(
            "cdt",
            opt(can_div_trunc_p_const_rem(&a, &bp), |(q, r)| {
                format!("{q};{}", poly(&r))
            }),
        );
        l.tok("cdtp", opt(can_div_trunc_p(&a, &bp), |q| poly(&q)));
        l.tok(
            "caz",
            opt(can_div_away_from_zero_p(&a, &bp), |q| q.to_string()),
        );
        if multiple_p(&a, &bp) {
            l.tok("edivp", poly(&exact_div(&a, &bp)));
        }
    }
    l.tok(
        "cdc",
        opt(can_div_trunc_p_rem(&a, &c), |(q, r)| {
            format!("{};{r}", poly(&q))
        }),
    );
    l.tok("cdcq", opt(can_div_trunc_p_const(&a, c), |q| q.to_string()));
    l.tok("ior", opt(can_ior(&a, &(c & 15)), |r| poly(&r)));
    l.tok("gcd", coeff_gcd(&a));
    if maybe_ne(&a, 0) {
        l.tok("cm", poly(&common_multiple(&a, &c)));
    }
    if fcm {
        l.tok("fcm", poly(&force_common_multiple(&a, &bp)));
    }
    l.tok("cap", b(can_align_p(&a, &al)));
    l.tok("cau", opt(can_align_up(&a, &al), |r| poly(&r)));
    l.tok("cad", opt(can_align_down(&a, &al), |r| poly(&r)));
    l.tok("keu", b(known_equal_after_align_up(&a, &bp, &al)));
    l.tok("ked", b(known_equal_after_align_down(&a, &bp, &al)));
    l.tok("alb", poly(&aligned_lower_bound(&a, &al)));
    l.tok("aub", poly(&aligned_upper_bound(&a, &al)));
    l.tok("kmis", opt(known_misalignment(&a, &al), |m| m.to_string()));
    l.tok("kal", known_alignment(&a));
    if can_align_p(&a, &al) {
        l.tok("fau", poly(&force_align_up(&a, &al)));
        l.tok("fad", poly(&force_align_down(&a, &al)));
        l.tok("fadd", poly(&force_align_down_and_div(&a, &al)));
        l.tok("faud", poly(&force_align_up_and_div(&a, &al)));
        l.tok("fgm", force_get_misalignment(&a, &al));
    }
    if known_ge(&a, 0) {
        l.tok("clb", constant_lower_bound(&a));
    }
    l.tok("clbl", constant_lower_bound_with_limit(&a, &c));
    l.tok("cubl", constant_upper_bound_with_limit(&a, &c));
    l.tok("ks", b(known_size_p(&a)));
    l.tok("ks1", b(known_size_p::<i64, 2>(s1)));
    l.tok("mir", b(maybe_in_range_p(&a, &bp, s1)));
    l.tok("kir", b(known_in_range_p(&a, &bp, s1)));
    l.tok("mirp", b(maybe_in_range_p(&a, &bp, &s2)));
    l.tok("kirp", b(known_in_range_p(&a, &bp, &s2)));
    l.tok("mirc", b(maybe_in_range_p(c, &bp, s1)));
    l.tok("rmo", b(ranges_maybe_overlap_p(&a, s1, &bp, &s2)));
    l.tok("rko", b(ranges_known_overlap_p(&a, s1, &bp, &s2)));
    l.tok("rmoc", b(ranges_maybe_overlap_p(c, s1, &bp, s1)));
    l.tok("ksr", b(known_subrange_p(&a, s1, &bp, &s2)));
    l.tok("ksr2", b(known_subrange_p(&a, &s2, &bp, &s2)));
    l.tok("epr", b(endpoint_representable_p(&a, &s2)));
    l.tok("cir", b(coeffs_in_range_p(&a, &-3, &5)));
    l.tok("isc", b(a.is_constant()));
    if a.is_constant() {
        l.tok("toc", a.to_constant());
    }
    l.tok("pd", a);
    l.tok("pdu", a.print_dec(Sign::Unsigned));
    l.tok("ph", a.print_hex());
    let (w, o) = wi::add_overflow(&a, &bp, Sign::Signed);
    l.tok(
        "wadd",
        format!("{};{}", wpoly(&w.map(|c| c.0.clone()).coeffs), ovf(o)),
    );
    Case {
        input,
        expected: l.done(),
    }
}

fn case_i3(r: &mut Rng) -> Case {
    type P3 = PolyInt<i64, 3>;
    let poly3 = |r: &mut Rng| P3::new([r.coeff(40), r.coeff(6), r.coeff(6)]);
    let (a, bp) = (poly3(r), poly3(r));
    let c = r.pick(&[-9, -4, -3, -1, 1, 2, 3, 4, 8, 16]);
    let al = 1i64 << r.range(0, 4);
    let s1 = if r.next().is_multiple_of(5) {
        -1
    } else {
        r.range(0, 20)
    };
    let s3 = if r.next().is_multiple_of(5) {
        P3::new([-1, 0, 0])
    } else {
        P3::new([r.range(0, 20), r.range(0, 6), r.range(0, 6)])
    };
    let [a0, a1, a2] = a.coeffs;
    let [b0, b1, b2] = bp.coeffs;
    let [t0, t1, t2] = s3.coeffs;
    let input = format!("i3 {a0} {a1} {a2} {b0} {b1} {b2} {c} {al} {s1} {t0} {t1} {t2}");
    let mut l = Line::default();
    l.tok("mne", b(maybe_ne(&a, &bp)));
    l.tok("mlt", b(maybe_lt(&a, &bp)));
    l.tok("mle", b(maybe_le(&a, &bp)));
    l.tok("mgt", b(maybe_gt(&a, &bp)));
    l.tok("mge", b(maybe_ge(&a, &bp)));
    l.tok("keq", b(known_eq(&a, &bp)));
    l.tok("klt", b(known_lt(&a, &bp)));
    l.tok("kle", b(known_le(&a, &bp)));
    l.tok("kgt", b(known_gt(&a, &bp)));
    l.tok("kge", b(known_ge(&a, &bp)));
    l.tok("cmlt", b(maybe_lt(&a, c)));
    l.tok("ckle", b(known_le(c, &a)));
    l.tok("ord", b(ordered_p(&a, &bp)));
    if ordered_p(&a, &bp) {
        l.tok("omin", poly(&ordered_min(&a, &bp)));
        l.tok("omax", poly(&ordered_max(&a, &bp)));
    }
    l.tok("sort", compare_sizes_for_sort(&a, &bp) as i8);
    l.tok("lb", poly(&lower_bound(&a, &bp)));
    l.tok("ub", poly(&upper_bound(&a, c)));
    l.tok("add", poly(&(a + bp)));
    l.tok("not", poly(&!a));
    l.tok("csub", poly(&(c - a)));
    l.tok("mul", poly(&(a * c)));
    l.tok("mq", opt(multiple_quotient(&a, c), |q| poly(&q)));
    if b0 != 0 {
        l.tok("mpp", opt(multiple_quotient(&a, &bp), |q| poly(&q)));
        l.tok(
            "cdt",
            opt(can_div_trunc_p_const_rem(&a, &bp), |(q, r)| {
                format!("{q};{}", poly(&r))
            }),
        );
        l.tok(
            "caz",
            opt(can_div_away_from_zero_p(&a, &bp), |q| q.to_string()),
        );
    }
    l.tok(
        "cdc",
        opt(can_div_trunc_p_rem(&a, &c), |(q, r)| {
            format!("{};{r}", poly(&q))
        }),
    );
    l.tok("ior", opt(can_ior(&a, &(c & 15)), |r| poly(&r)));
    l.tok("gcd", coeff_gcd(&a));
    l.tok("cap", b(can_align_p(&a, &al)));
    l.tok("cau", opt(can_align_up(&a, &al), |r| poly(&r)));
    l.tok("alb", poly(&aligned_lower_bound(&a, &al)));
    l.tok("aub", poly(&aligned_upper_bound(&a, &al)));
    l.tok("kmis", opt(known_misalignment(&a, &al), |m| m.to_string()));
    l.tok("kal", known_alignment(&a));
    l.tok("clbl", constant_lower_bound_with_limit(&a, &c));
    l.tok("ks", b(known_size_p(&a)));
    l.tok("mir", b(maybe_in_range_p(&a, &bp, s1)));
    l.tok("kir", b(known_in_range_p(&a, &bp, &s3)));
    l.tok("rmo", b(ranges_maybe_overlap_p(&a, &s3, &bp, s1)));
    l.tok("rko", b(ranges_known_overlap_p(&a, s1, &bp, &s3)));
    l.tok("ksr", b(known_subrange_p(&a, s1, &bp, &s3)));
    l.tok("epr", b(endpoint_representable_p(&a, &s3)));
    l.tok("pd", a);
    Case {
        input,
        expected: l.done(),
    }
}

fn case_i1(r: &mut Rng) -> Case {
    type P1 = PolyInt<i64, 1>;
    let (a, bp) = (P1::new([r.coeff(40)]), P1::new([r.coeff(40)]));
    let c = r.pick(&[-7, -3, -1, 1, 2, 3, 5, 8]);
    let al = 1i64 << r.range(0, 4);
    let s1 = if r.next().is_multiple_of(5) {
        -1
    } else {
        r.range(0, 20)
    };
    let input = format!("i1 {} {} {c} {al} {s1}", a.coeffs[0], bp.coeffs[0]);
    let mut l = Line::default();
    comparisons(&mut l, "", &a, &bp);
    l.tok("ord", b(ordered_p(&a, &bp)));
    l.tok("omin", poly(&ordered_min(&a, &bp)));
    l.tok("omax", poly(&ordered_max(&a, &bp)));
    l.tok("cdc", opt(can_div_trunc_p(&a, c), |q| poly(&q)));
    if bp.coeffs[0] != 0 {
        l.tok(
            "cdt",
            opt(can_div_trunc_p_const(&a, &bp), |q| q.to_string()),
        );
    }
    l.tok("aub", poly(&aligned_upper_bound(&a, &al)));
    l.tok("mir", b(maybe_in_range_p(&a, &bp, s1)));
    l.tok("rko", b(ranges_known_overlap_p(&a, s1, &bp, s1)));
    l.tok("ksr", b(known_subrange_p(&a, s1, &bp, s1)));
    l.tok("pd", a);
    Case {
        input,
        expected: l.done(),
    }
}

fn case_u2(r: &mut Rng) -> Case {
    type U2 = PolyInt<u64, 2>;
    let u = |r: &mut Rng| -> u64 {
        match r.next() % 6 {
            0 => u64::MAX - r.range(0, 3) as u64,
            1 => 0,
            _ => r.range(0, 40) as u64,
        }
    };
    let (a, bp) = (U2::new([u(r), u(r) % 8]), U2::new([u(r), u(r) % 8]));
    let c = if r.next().is_multiple_of(4) {
        u64::MAX
    } else {
        r.range(0, 9) as u64
    };
    let al = 1u64 << r.range(0, 4);
    let s1 = if r.next().is_multiple_of(5) {
        u64::MAX
    } else {
        r.range(0, 20) as u64
    };
    let input = format!(
        "u2 {} {} {} {} {c} {al} {s1}",
        a.coeffs[0], a.coeffs[1], bp.coeffs[0], bp.coeffs[1]
    );
    let mut l = Line::default();
    comparisons(&mut l, "", &a, &bp);
    comparisons(&mut l, "c", &a, c);
    l.tok("ord", b(ordered_p(&a, &bp)));
    l.tok("add", poly(&(a + bp)));
    l.tok("sub", poly(&(a - bp)));
    l.tok("neg", poly(&-a));
    l.tok("not", poly(&!a));
    l.tok("mul", poly(&(a * c)));
    l.tok("csub", poly(&(c - a)));
    l.tok("ks", b(known_size_p(&a)));
    l.tok("ks1", b(known_size_p::<u64, 2>(s1)));
    l.tok("mir", b(maybe_in_range_p(&a, &bp, s1)));
    l.tok("kir", b(known_in_range_p(&a, &bp, s1)));
    l.tok("rmo", b(ranges_maybe_overlap_p(&a, s1, &bp, s1)));
    l.tok("rko", b(ranges_known_overlap_p(&a, s1, &bp, s1)));
    l.tok("ksr", b(known_subrange_p(&a, s1, &bp, s1)));
    l.tok("epr", b(endpoint_representable_p(&a, &bp)));
    l.tok("aub", poly(&aligned_upper_bound(&a, &al)));
    l.tok("alb", poly(&aligned_lower_bound(&a, &al)));
    l.tok("kal", known_alignment(&a));
    if c != 0 {
        l.tok("cdc", opt(can_div_trunc_p(&a, c), |q| poly(&q)));
    }
    l.tok("pd", a);
    l.tok("pds", a.print_dec(Sign::Signed));
    l.tok("ph", a.print_hex());
    Case {
        input,
        expected: l.done(),
    }
}

fn case_s2(r: &mut Rng) -> Case {
    type S2 = PolyInt<u16, 2>;
    let u = |r: &mut Rng| -> u16 {
        match r.next() % 6 {
            0 => u16::MAX - r.range(0, 3) as u16,
            1 => 0,
            _ => r.range(0, 40) as u16,
        }
    };
    let (a, bp) = (S2::new([u(r), u(r) % 8]), S2::new([u(r), u(r) % 8]));
    let c = r.range(0, 9) as u16;
    let al = 1u16 << r.range(0, 4);
    let s1 = if r.next().is_multiple_of(5) {
        u16::MAX
    } else {
        r.range(0, 20) as u16
    };
    let input = format!(
        "s2 {} {} {} {} {c} {al} {s1}",
        a.coeffs[0], a.coeffs[1], bp.coeffs[0], bp.coeffs[1]
    );
    let mut l = Line::default();
    comparisons(&mut l, "", &a, &bp);
    comparisons(&mut l, "c", &a, c);
    l.tok("ord", b(ordered_p(&a, &bp)));
    l.tok("ks", b(known_size_p(&a)));
    l.tok("ks1", b(known_size_p::<u16, 2>(s1)));
    l.tok("mir", b(maybe_in_range_p(&a, &bp, s1)));
    l.tok("kir", b(known_in_range_p(&a, &bp, s1)));
    l.tok("rmo", b(ranges_maybe_overlap_p(&a, s1, &bp, s1)));
    l.tok("rko", b(ranges_known_overlap_p(&a, s1, &bp, s1)));
    l.tok("ksr", b(known_subrange_p(&a, s1, &bp, s1)));
    l.tok("aub", poly(&aligned_upper_bound(&a, &al)));
    l.tok("alb", poly(&aligned_lower_bound(&a, &al)));
    l.tok("cau", opt(can_align_up(&a, &al), |r| poly(&r)));
    l.tok("kal", known_alignment(&a));
    l.tok("gcd", coeff_gcd(&a));
    if c != 0 {
        l.tok("cdc", opt(can_div_trunc_p(&a, c), |q| poly(&q)));
    }
    // poly_uint16 arithmetic happens in poly_int64 (poly_result): promote first.
    let (x, y) = mixed::promote(&a, &bp);
    l.tok("padd", poly(&(x + y)));
    l.tok("psub", poly(&(x - y)));
    let (x, k) = mixed::promote_scalar(&a, i32::from(c));
    l.tok("pmul", poly(&(x * k)));
    l.tok("pd", a);
    l.tok("ph", a.print_hex());
    Case {
        input,
        expected: l.done(),
    }
}

fn kind<T: CppInt>() -> String {
    let (bits, signed) = T::KIND;
    format!("{}{}", bits.unwrap_or(0), if signed { "s" } else { "u" })
}

fn case_mx(r: &mut Rng) -> Case {
    let u = |r: &mut Rng| -> u64 {
        match r.next() % 4 {
            0 => u64::MAX - r.range(0, 2) as u64,
            _ => r.range(0, 12) as u64,
        }
    };
    let ua = PolyInt::<u64, 2>::new([u(r), u(r)]);
    let sb = P2::new([r.range(-12, 12), r.range(-3, 3)]);
    let c = r.range(-5, 5);
    let input = format!(
        "mx {} {} {} {} {c}",
        ua.coeffs[0], ua.coeffs[1], sb.coeffs[0], sb.coeffs[1]
    );
    let mut l = Line::default();
    mixed_comparisons(&mut l, "us", &ua, &sb);
    mixed_comparisons(&mut l, "su", &sb, &ua);
    mixed_comparisons(&mut l, "uc", &ua, &Scalar(c as i32));
    mixed_comparisons(&mut l, "cu", &Scalar(c as i32), &ua);
    mixed_comparisons(&mut l, "sc", &sb, &Scalar(c as u64));
    mixed_comparisons(&mut l, "cs", &Scalar(c as u64), &sb);
    let u32p = ua.cast::<u32>();
    let i32p = sb.cast::<i32>();
    mixed_comparisons(&mut l, "32", &u32p, &i32p);
    let u16p = ua.cast::<u16>();
    mixed_comparisons(&mut l, "16", &u16p, &i32p);
    mixed_comparisons(&mut l, "16c", &u16p, &Scalar(c as i32));
    let (x, y) = mixed::promote_scalar(&u16p, c as i32);
    l.tok(
        "p1",
        format!("{}{}", kind::<<u16 as Mix<i32>>::Arith>(), poly(&(x + y))),
    );
    let (x, y) = mixed::promote_scalar(&u16p, c as u32);
    l.tok(
        "p2",
        format!("{}{}", kind::<<u16 as Mix<u32>>::Arith>(), poly(&(x + y))),
    );
    let (x, y) = mixed::promote_scalar(&sb, c as i32);
    l.tok(
        "p3",
        format!("{}{}", kind::<<i64 as Mix<i32>>::Arith>(), poly(&(x + y))),
    );
    let (x, y) = mixed::promote(&i32p, &ua);
    l.tok(
        "p4",
        format!("{}{}", kind::<<i32 as Mix<u64>>::Arith>(), poly(&(x + y))),
    );
    let (x, y) = mixed::promote_scalar(&sb, c as u64);
    l.tok(
        "p5",
        format!("{}{}", kind::<<i64 as Mix<u64>>::Arith>(), poly(&(x + y))),
    );
    Case {
        input,
        expected: l.done(),
    }
}

/// A C++-typed result: its coefficient kind, then its value.
fn typed_poly<C: CppInt, const N: usize>(p: &PolyInt<C, N>) -> String {
    format!("{}{}", kind::<C>(), poly(p))
}

fn typed_scalar<C: CppInt>(c: &C) -> String {
    format!("{}{c}", kind::<C>())
}

/// A value stored into a `HOST_WIDE_INT`, as the oracle stores quotients.
fn hwi<C: Coeff>(c: &C) -> String {
    (c.to_u64_wrapping() as i64).to_string()
}

/// A value of a kind of `bits` bits: an extreme a sixth of the time, otherwise small. The
/// most negative `int` is left out: GCC negates coefficients in `int`, where it overflows.
fn narrow_value(r: &mut Rng, (bits, signed): (Option<u32>, bool), small: i64) -> i64 {
    let bits = bits.expect("a host kind");
    if bits >= 64 {
        // HOST_WIDE_INT arithmetic overflows (undefined in GCC) near the extremes.
        let v = r.range(-small, small);
        return if signed { v } else { v.max(0) };
    }
    let (min, max) = if signed {
        (-(1i64 << (bits - 1)) + 1, (1i64 << (bits - 1)) - 1)
    } else {
        (0, (1i64 << bits) - 1)
    };
    match r.next() % 6 {
        0 => max - r.range(0, 16),
        1 => min + r.range(0, 16),
        _ => r.range(-small, small).clamp(min, max),
    }
}

/// Every routine with a result type on `PolyInt<T, 2>` and scalars of type `S`, through
/// `polyint::typed` (GCC's promotions and result types) and, where the result type is `T`,
/// the same-type routines too.
fn narrow<T, S>(r: &mut Rng, code: &str) -> Case
where
    T: CppInt + Mix<T> + Mix<S>,
    S: CppInt,
{
    type Tp<T> = PolyInt<T, 2>;
    let mut v = |small| T::from_i64(narrow_value(r, T::KIND, small));
    let (a, bp) = (Tp::new([v(300), v(6)]), Tp::new([v(300), v(6)]));
    // With unsigned HOST_WIDE_INT coefficients GCC takes the lcm of a negative scalar in
    // HOST_WIDE_INT and polyint in poly_result (see typed::common_multiple): none here.
    let scalars: &[i64] = if T::KIND == (Some(64), false) {
        &[0, 1, 2, 3, 4, 5, 7, 8, 16]
    } else {
        &[-9, -4, -3, -1, 0, 1, 2, 3, 4, 5, 7, 8, 16]
    };
    let c = S::from_i64(r.pick(scalars));
    // HOST_WIDE_INT's max_value - size overflows (undefined in GCC) for a negative size.
    let epr = !(T::KIND == (Some(64), true) && bp.coeffs.iter().any(Coeff::is_negative));
    let al_i = 1i64 << r.range(0, 6);
    let al = S::from_i64(al_i);
    let fcm = typed::try_common_multiple(&a, &bp).is_some()
        && !(bp.is_constant() && a.coeffs.iter().all(Coeff::is_zero))
        && !(a.is_constant() && !bp.is_constant() && bp.coeffs[1].is_zero());
    let input = format!(
        "nw {code} {} {} {} {} {} {al_i} {} {}",
        a.coeffs[0],
        a.coeffs[1],
        bp.coeffs[0],
        bp.coeffs[1],
        c.to_u64_wrapping() as i64,
        u8::from(fcm),
        u8::from(epr)
    );
    let mut l = Line::default();
    l.tok("add", typed_poly(&typed::add(&a, &bp)));
    l.tok("sub", typed_poly(&typed::sub(&a, &bp)));
    l.tok("adds", typed_poly(&typed::add_scalar(&a, c.clone())));
    l.tok("subs", typed_poly(&typed::sub_scalar(&a, c.clone())));
    l.tok("ssub", typed_poly(&typed::scalar_sub(c.clone(), &a)));
    l.tok("mul", typed_poly(&typed::mul(&a, c.clone())));
    l.tok("smul", typed_poly(&typed::scalar_mul(c.clone(), &a)));
    l.tok("neg", typed_poly(&typed::neg(&a)));
    l.tok("not", typed_poly(&typed::not(&a)));
    l.tok("shl", typed_poly(&typed::shl(&a, 3)));
    if let (Some(lo), Some(hi)) = (typed::ordered_min(&a, &bp), typed::ordered_max(&a, &bp)) {
        l.tok("omin", typed_poly(&lo));
        l.tok("omax", typed_poly(&hi));
    }
    l.tok("lb", typed_poly(&typed::lower_bound(&a, &bp)));
    l.tok("ub", typed_poly(&typed::upper_bound(&a, &bp)));
    l.tok("lbc", typed_poly(&typed::lower_bound_scalar(&a, c.clone())));
    l.tok("ubc", typed_poly(&typed::upper_bound_scalar(&a, c.clone())));
    let clbl = typed::constant_lower_bound_with_limit(&a, c.clone());
    l.tok("clbl", typed_scalar(&clbl));
    let cubl = typed::constant_upper_bound_with_limit(&a, c.clone());
    l.tok("cubl", typed_scalar(&cubl));
    l.tok("gcd", typed_scalar(&typed::coeff_gcd(&a)));
    l.tok("kal", typed_scalar(&typed::known_alignment(&a)));
    let kmis = typed::known_misalignment(&a, al.clone());
    l.tok("kmis", opt(kmis, |m| hwi(&m)));
    l.tok("cap", b(typed::can_align_p(&a, al.clone())));
    l.tok(
        "cau",
        opt(typed::can_align_up(&a, al.clone()), |x| poly(&x)),
    );
    l.tok(
        "cad",
        opt(typed::can_align_down(&a, al.clone()), |x| poly(&x)),
    );
    l.tok(
        "alb",
        typed_poly(&typed::aligned_lower_bound(&a, al.clone())),
    );
    l.tok(
        "aub",
        typed_poly(&typed::aligned_upper_bound(&a, al.clone())),
    );
    if typed::can_align_p(&a, al.clone()) {
        let fgm = typed::force_get_misalignment(&a, al.clone());
        l.tok("fgm", typed_scalar(&fgm));
        l.tok("fau", typed_poly(&typed::force_align_up(&a, al.clone())));
        l.tok("fad", typed_poly(&typed::force_align_down(&a, al.clone())));
        let faud = typed::force_align_up_and_div(&a, al.clone());
        l.tok("faud", typed_poly(&faud));
        let fadd = typed::force_align_down_and_div(&a, al.clone());
        l.tok("fadd", typed_poly(&fadd));
        let al_t = T::from_i64(al_i);
        l.tok("gfaud", poly(&force_align_up_and_div(&a, &al_t)));
        l.tok("gfadd", poly(&force_align_down_and_div(&a, &al_t)));
    }
    if !c.is_zero() {
        let mq = typed::multiple_quotient(&a, c.clone());
        l.tok("mq", opt(mq, |q| poly(&q.force_shwi())));
        if let Some(q) = typed::exact_div(&a, c.clone()) {
            l.tok("ediv", typed_poly(&q));
        }
        l.tok(
            "cdt",
            opt(typed::can_div_trunc_p(&a, c.clone()), |q| poly(&q)),
        );
    }
    if !bp.coeffs[0].is_zero() {
        let cm = typed::constant_multiple(&a, &bp);
        l.tok("cmp", opt(cm, |q| hwi(&q)));
        let cdtp = typed::can_div_trunc_p_const(&a, &bp);
        l.tok("cdtp", opt(cdtp, |q| hwi(&q)));
        let caz = typed::can_div_away_from_zero_p(&a, &bp);
        l.tok("caz", opt(caz, |q| hwi(&q)));
        if let Some(q) = typed::exact_div_poly(&a, &bp) {
            l.tok("edivp", typed_poly(&q));
        }
    }
    if a.coeffs.iter().any(|x| !x.is_zero()) {
        l.tok("cm", typed_poly(&typed::common_multiple(&a, c.clone())));
        let scm = typed::scalar_common_multiple(c.clone(), &a);
        l.tok("scm", typed_poly(&scm));
    }
    if fcm {
        l.tok("fcm", typed_poly(&typed::force_common_multiple(&a, &bp)));
    }
    if epr {
        l.tok("gepr", b(endpoint_representable_p(&a, &bp)));
    }
    Case {
        input,
        expected: l.done(),
    }
}

/// A narrow-type case with a random coefficient kind and scalar kind.
fn case_nw(r: &mut Rng) -> Case {
    macro_rules! pick_s {
        ($t:ty, $tc:literal) => {
            match r.next() % 3 {
                0 => narrow::<$t, i32>(r, concat!($tc, " i")),
                1 => narrow::<$t, u32>(r, concat!($tc, " u")),
                _ => narrow::<$t, $t>(r, concat!($tc, " t")),
            }
        };
    }
    // GCC's wide-int.h has no traits for signed char and short, so poly-int.h accepts no
    // poly_int or poly_result of them; the narrow signed kinds are tested in tests/laws.
    match r.next() % 6 {
        0 => pick_s!(u8, "bu"),
        1 => pick_s!(u16, "hu"),
        2 => pick_s!(u32, "iu"),
        3 => pick_s!(i32, "is"),
        4 => pick_s!(u64, "lu"),
        _ => pick_s!(i64, "ls"),
    }
}

/// A 128-bit value as the (hi, lo) words the oracle reads.
fn wide_value(r: &mut Rng) -> i128 {
    match r.next() % 6 {
        0 => i128::MAX - r.range(0, 3) as i128,
        1 => i128::MIN + r.range(0, 3) as i128,
        2 => ((r.next() as i128) << 64) | r.next() as i128,
        3 => r.range(-3, 3) as i128 * (1i128 << 64),
        _ => r.range(-300, 300) as i128,
    }
}

fn split(v: i128) -> String {
    format!("{} {}", (v >> 64) as i64, v as u64)
}

fn case_of(r: &mut Rng) -> Case {
    type O2 = PolyInt<OffsetInt, 2>;
    let av = [wide_value(r), wide_value(r)];
    let bv = [wide_value(r), wide_value(r)];
    let cv = wide_value(r);
    let sign = if r.next().is_multiple_of(2) {
        Sign::Signed
    } else {
        Sign::Unsigned
    };
    let al = 1i64 << r.range(0, 6);
    let input = format!(
        "of {} {} {} {} {} {} {al}",
        split(av[0]),
        split(av[1]),
        split(bv[0]),
        split(bv[1]),
        split(cv),
        u8::from(sign == Sign::Signed)
    );
    let (a, bp, c) = (
        O2::new(av.map(OffsetInt)),
        O2::new(bv.map(OffsetInt)),
        OffsetInt(cv),
    );
    let big = |p: &O2| p.map(|c| BigInt::from(c.0)).coeffs;
    let mut l = Line::default();
    comparisons(&mut l, "", &a, &bp);
    comparisons(&mut l, "c", &a, c);
    let (x, o) = wi::add_overflow(&a, &bp, sign);
    l.tok("add", format!("{};{}", wpoly(&big(&x)), ovf(o)));
    let (x, o) = wi::sub_overflow(&a, &bp, sign);
    l.tok("sub", format!("{};{}", wpoly(&big(&x)), ovf(o)));
    let (x, o) = wi::mul_overflow(&a, &c, sign);
    l.tok("mul", format!("{};{}", wpoly(&big(&x)), ovf(o)));
    let (x, o) = wi::neg_overflow(&a);
    l.tok("neg", format!("{};{}", wpoly(&big(&x)), ovf(o)));
    l.tok("shl", wpoly(&big(&wi::lshift(&a, 5))));
    l.tok("padd", wpoly(&big(&(a + bp))));
    l.tok("pnot", wpoly(&big(&!a)));
    l.tok(
        "aub",
        wpoly(&big(&aligned_upper_bound(&a, &OffsetInt::from(al)))),
    );
    l.tok("ks", b(known_size_p(&a)));
    l.tok("shwi", opt(a.to_shwi(), |p| poly(&p)));
    l.tok("uhwi", opt(a.to_uhwi(), |p| poly(&p)));
    l.tok("fshwi", poly(&a.force_shwi()));
    l.tok("fuhwi", poly(&a.force_uhwi()));
    let small = P2::new([av[0] as u64 as i64, av[1] as u64 as i64]);
    l.tok("from", wpoly(&big(&O2::from_poly(&small, sign))));
    let usmall = PolyInt::<u64, 2>::new([av[0] as u64, av[1] as u64]);
    l.tok("fromu", wpoly(&big(&O2::from_poly(&usmall, sign))));
    l.tok("pd", a);
    l.tok("pdu", a.print_dec(Sign::Unsigned));
    l.tok("ph", a.print_hex());
    mixed_comparisons(&mut l, "oh", &a, &small);
    mixed_comparisons(&mut l, "ou", &a, &usmall);
    mixed_comparisons(&mut l, "oc", &a, &Scalar(av[1] as u64 as i64));
    Case {
        input,
        expected: l.done(),
    }
}

fn case_wi(r: &mut Rng) -> Case {
    type W2 = PolyInt<WideInt, 2>;
    let prec = r.pick(&[4u32, 8, 16, 31, 32, 63, 64, 65, 100, 127, 128]);
    let av = [wide_value(r), wide_value(r)];
    let bv = [wide_value(r), wide_value(r)];
    let cv = wide_value(r);
    let sign = if r.next().is_multiple_of(2) {
        Sign::Signed
    } else {
        Sign::Unsigned
    };
    let input = format!(
        "wi {prec} {} {} {} {} {} {}",
        split(av[0]),
        split(av[1]),
        split(bv[0]),
        split(bv[1]),
        split(cv),
        u8::from(sign == Sign::Signed)
    );
    let mk = |v: i128| WideInt::from_bigint(&BigInt::from(v), prec);
    let (a, bp, c) = (W2::new(av.map(mk)), W2::new(bv.map(mk)), mk(cv));
    let big = |p: &W2| p.map(|c| c.to_bigint(Sign::Signed)).coeffs;
    let mut l = Line::default();
    let (x, o) = wi::add_overflow(&a, &bp, sign);
    l.tok("add", format!("{};{}", wpoly(&big(&x)), ovf(o)));
    let (x, o) = wi::sub_overflow(&a, &bp, sign);
    l.tok("sub", format!("{};{}", wpoly(&big(&x)), ovf(o)));
    let (x, o) = wi::mul_overflow(&a, &c, sign);
    l.tok("mul", format!("{};{}", wpoly(&big(&x)), ovf(o)));
    let (x, o) = wi::neg_overflow(&a);
    l.tok("neg", format!("{};{}", wpoly(&big(&x)), ovf(o)));
    l.tok("shl", wpoly(&big(&wi::lshift(&a, 3))));
    l.tok("sext", wpoly(&big(&wi::sext_wide(&a, 5))));
    l.tok("zext", wpoly(&big(&wi::zext_wide(&a, 5))));
    l.tok("shwi", opt(a.to_shwi(), |p| poly(&p)));
    l.tok("uhwi", opt(a.to_uhwi(), |p| poly(&p)));
    l.tok("fshwi", poly(&a.force_shwi()));
    l.tok("fuhwi", poly(&a.force_uhwi()));
    l.tok("pd", a.print_dec(sign));
    l.tok("ph", a.print_hex());
    let small = P2::new([av[0] as u64 as i64, av[1] as u64 as i64]);
    l.tok("from", wpoly(&big(&W2::from_poly(&small, prec, sign))));
    l.tok("shwip", wpoly(&big(&wi::shwi(&small, prec))));
    Case {
        input,
        expected: l.done(),
    }
}

/// Every case, deterministically.
pub(crate) fn generate() -> Vec<Case> {
    let mut r = Rng(0x5eed_cafe_f00d_1234);
    let mut cases = Vec::new();
    for _ in 0..3000 {
        cases.push(case_i2(&mut r));
    }
    for _ in 0..1500 {
        cases.push(case_i3(&mut r));
    }
    for _ in 0..500 {
        cases.push(case_i1(&mut r));
    }
    for _ in 0..1500 {
        cases.push(case_u2(&mut r));
    }
    for _ in 0..1000 {
        cases.push(case_s2(&mut r));
    }
    for _ in 0..1500 {
        cases.push(case_mx(&mut r));
    }
    for _ in 0..1500 {
        cases.push(case_of(&mut r));
    }
    for _ in 0..1500 {
        cases.push(case_wi(&mut r));
    }
    for _ in 0..4500 {
        cases.push(case_nw(&mut r));
    }
    cases
}
