//! `real_to_decimal` as GCC computes it: digit generation in GCC's own 192-bit
//! significand arithmetic, whose truncating operations (with a sticky low bit) decide the
//! last printed digits of long expansions. An exact conversion differs from GCC's text in
//! those digits (e.g. `…226562e-3` where the exact value rounds to `…226563e-3`).

use crate::{RealClass, RealValue};
use num_bigint::BigUint;
use num_traits::{One, Zero};
use std::cell::RefCell;
use std::cmp::Ordering;

/// Bits in GCC's internal significand (`SIGNIFICAND_BITS` on a 64-bit host).
const SIG_BITS: u32 = 192;
/// GCC's `M_LOG10_2` (the same double as the standard constant).
const LOG10_2: f64 = std::f64::consts::LOG10_2;

/// A positive number in GCC's internal form: `0.sig × 2^exp` with the top bit of the
/// 192-bit `sig` set, or zero.
#[derive(Clone, Debug, PartialEq)]
struct Internal {
    exp: i32,
    sig: BigUint,
}

fn sig_mask() -> BigUint {
    (BigUint::one() << SIG_BITS) - 1u32
}

impl Internal {
    fn zero() -> Internal {
        Internal {
            exp: 0,
            sig: BigUint::zero(),
        }
    }

    fn is_zero(&self) -> bool {
        self.sig.is_zero()
    }

    /// `real_from_integer` for a small positive integer.
    fn from_u64(n: u64) -> Internal {
        let bits = 64 - n.leading_zeros();
        Internal {
            exp: bits as i32,
            sig: BigUint::from(n) << (SIG_BITS - bits),
        }
    }

    /// `normalize`: shift the top set bit to the top, adjusting the exponent.
    fn normalize(&mut self) {
        if self.sig.is_zero() {
            self.exp = 0;
            return;
        }
        let shift = SIG_BITS - self.sig.bits() as u32;
        if shift > 0 {
            self.exp -= shift as i32;
            self.sig <<= shift;
        }
    }

    /// The significand's 32-bit half-word `i` (0 is the least significant).
    fn half(&self, i: u32) -> u64 {
        let w = &self.sig >> (32 * i);
        (w & BigUint::from(u32::MAX)).try_into().unwrap_or(0)
    }
}

/// `do_compare` of two non-negative numbers.
fn compare(a: &Internal, b: &Internal) -> Ordering {
    match (a.is_zero(), b.is_zero()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        _ => a.exp.cmp(&b.exp).then_with(|| a.sig.cmp(&b.sig)),
    }
}

/// `do_add` of two non-negative numbers: the smaller significand is shifted down with a
/// sticky bit, a carry shifts the sum down, and an inexact result sets the lowest bit.
fn add(a: &Internal, b: &Internal) -> Internal {
    if a.is_zero() {
        return b.clone();
    }
    if b.is_zero() {
        return a.clone();
    }
    let (a, b) = if a.exp >= b.exp { (a, b) } else { (b, a) };
    let dexp = (a.exp - b.exp) as u32;
    if dexp >= SIG_BITS {
        return a.clone();
    }
    let mut inexact = false;
    let shifted = if dexp > 0 {
        inexact |= !(&b.sig & ((BigUint::one() << dexp) - 1u32)).is_zero();
        &b.sig >> dexp
    } else {
        b.sig.clone()
    };
    let mut exp = a.exp;
    let mut sum = &a.sig + shifted;
    if sum.bits() > u64::from(SIG_BITS) {
        sum &= sig_mask();
        inexact |= sum.bit(0);
        sum >>= 1u32;
        sum.set_bit(u64::from(SIG_BITS - 1), true);
        exp += 1;
    }
    let mut r = Internal { exp, sig: sum };
    r.normalize();
    if inexact && !r.is_zero() {
        r.sig.set_bit(0, true);
    }
    r
}

/// `do_multiply`: the sum of the half-word partial products, each added with `add`.
fn multiply(a: &Internal, b: &Internal) -> Internal {
    if a.is_zero() || b.is_zero() {
        return Internal::zero();
    }
    let mut r = Internal::zero();
    for i in 0..6u32 {
        let ai = a.half(i);
        if ai == 0 {
            continue;
        }
        for j in 0..2u32 {
            let exp = a.exp - (5 - i as i32) * 32 + (b.exp - (1 - j as i32) * 32);
            let mut sig = BigUint::zero();
            let mut k = j;
            while k < 6 {
                sig |= BigUint::from(ai * b.half(k)) << (64 * (k / 2));
                k += 2;
            }
            let mut u = Internal { exp, sig };
            u.normalize();
            r = add(&r, &u);
        }
    }
    r
}

/// `do_divide`: bitwise long division of the significands, the remainder as a sticky bit.
fn divide(a: &Internal, b: &Internal) -> Internal {
    if a.is_zero() || b.is_zero() {
        return Internal::zero();
    }
    let mut u = a.sig.clone();
    let mut q = BigUint::zero();
    for bit in (0..SIG_BITS).rev() {
        if bit != SIG_BITS - 1 {
            u <<= 1u32;
        }
        if u >= b.sig {
            u -= &b.sig;
            q.set_bit(u64::from(bit), true);
        }
    }
    let mut r = Internal {
        exp: a.exp - b.exp + 1,
        sig: q,
    };
    r.normalize();
    if !u.is_zero() && !r.is_zero() {
        r.sig.set_bit(0, true);
    }
    r
}

/// `rtd_divmod`: the integer quotient `num / den` (a digit), leaving the remainder in `num`.
fn divmod(num: &mut Internal, den: &Internal) -> u64 {
    if num.exp < den.exp || num.is_zero() {
        return 0;
    }
    let mut q = 0u64;
    let mut s = num.sig.clone();
    let mut expn = num.exp;
    loop {
        if s >= den.sig {
            s -= &den.sig;
            q |= 1;
        }
        expn -= 1;
        if expn < den.exp {
            break;
        }
        q <<= 1;
        s <<= 1u32;
    }
    num.exp = den.exp;
    num.sig = s;
    num.normalize();
    q
}

/// `do_fix_trunc` of a non-negative number.
fn fix_trunc(a: &Internal) -> Internal {
    if a.is_zero() || a.exp <= 0 {
        return Internal::zero();
    }
    let mut r = a.clone();
    if (a.exp as u32) < SIG_BITS {
        let low = SIG_BITS - a.exp as u32;
        r.sig = (&r.sig >> low) << low;
    }
    r
}

thread_local! {
    /// `ten_to_ptwo`'s table: 10^(2^n), squared in GCC's arithmetic past 10^16.
    static TENS: RefCell<Vec<Internal>> = const { RefCell::new(Vec::new()) };
    /// `ten_to_mptwo`'s table: 10^-(2^n).
    static INV_TENS: RefCell<Vec<Internal>> = const { RefCell::new(Vec::new()) };
}

fn ten_to_ptwo(n: usize) -> Internal {
    TENS.with(|t| {
        let mut t = t.borrow_mut();
        while t.len() <= n {
            let k = t.len();
            let next = if k < 5 {
                Internal::from_u64(10u64.pow(1 << k))
            } else {
                multiply(&t[k - 1], &t[k - 1])
            };
            t.push(next);
        }
        t[n].clone()
    })
}

fn ten_to_mptwo(n: usize) -> Internal {
    INV_TENS.with(|t| {
        while t.borrow().len() <= n {
            let k = t.borrow().len();
            let v = divide(&Internal::from_u64(1), &ten_to_ptwo(k));
            t.borrow_mut().push(v);
        }
        t.borrow()[n].clone()
    })
}

/// `floor_log2` of a non-negative int (−1 for 0).
fn floor_log2(n: i64) -> i64 {
    if n <= 0 {
        -1
    } else {
        63 - i64::from(n.leading_zeros())
    }
}

/// `real_to_decimal (str, &d, 100, 0, 1)` as `dump_generic_node` calls it for a REAL_CST:
/// the most digits GCC's representation allows, trailing zeros cropped, `d.ddde±x`.
pub(crate) fn real_to_decimal(v: RealValue) -> String {
    match v.class {
        RealClass::Zero => return if v.negative { "-0.0" } else { "0.0" }.to_owned(),
        RealClass::Inf => return if v.negative { "-Inf" } else { "+Inf" }.to_owned(),
        RealClass::Nan => return if v.negative { "-QNaN" } else { "+QNaN" }.to_owned(),
        RealClass::Normal => {}
    }
    let mut r = Internal {
        exp: v.exp,
        sig: BigUint::from(v.sig) << 64u32,
    };
    r.normalize();
    let (digits, max_digits) = digit_budget(&r);
    let mut scaled = Scaled {
        r,
        pten: Internal::from_u64(1),
        dec_exp: 0,
    };
    if scaled.scale_down(max_digits) == Ordering::Less {
        scaled.scale_up();
    }
    let mut out = scaled.digits(digits);
    scaled.round(&mut out);
    format_decimal(v.negative, &out, scaled.dec_exp)
}

/// How many significant digits to print: those the representation holds (57), fewer if
/// the exponent's digits would overflow GCC's 100-byte buffer; and that buffer bound.
fn digit_budget(r: &Internal) -> (i64, i64) {
    let digits = (f64::from(SIG_BITS) * LOG10_2) as i64;
    let mut dec_exp = (f64::from(r.exp) * LOG10_2) as i64;
    let mut exp_digits = 1;
    while dec_exp != 0 {
        dec_exp /= 10;
        exp_digits += 1;
    }
    let max_digits = 100 - 1 - 1 - 2 - exp_digits - 1;
    (digits.min(max_digits), max_digits)
}

/// A value being printed: `r / pten` times ten to `dec_exp` is the value, with `r / pten`
/// brought into [1, 10) by the scaling steps.
struct Scaled {
    r: Internal,
    pten: Internal,
    dec_exp: i64,
}

impl Scaled {
    /// For a value above one: strips the powers of ten that divide the significand as an
    /// integer, then divides by the largest powers of ten not above it. Returns how the
    /// value compares with one afterwards (`Less` when it still needs scaling up).
    fn scale_down(&mut self, max_digits: i64) -> Ordering {
        let cmp_one = compare(&self.r, &Internal::from_u64(1));
        if cmp_one != Ordering::Greater {
            return cmp_one;
        }
        let mut u = self.r.clone();
        u.exp = SIG_BITS as i32 - 1;
        let mut m = floor_log2(max_digits);
        while m >= 0 {
            let t = divide(&u, &ten_to_ptwo(m as usize));
            let v = fix_trunc(&t);
            if v.sig == t.sig {
                u = t;
                self.dec_exp += 1 << m;
            }
            m -= 1;
        }
        u.exp = u.exp + self.r.exp - (SIG_BITS as i32 - 1);
        self.r = u.clone();
        if self.r.exp <= 0 {
            return Ordering::Less;
        }
        let mut m = floor_log2((f64::from(self.r.exp) * LOG10_2) as i64) + 1;
        while m >= 0 {
            let p = ten_to_ptwo(m as usize);
            if compare(&u, &p) != Ordering::Less {
                u = divide(&u, &p);
                self.pten = multiply(&self.pten, &p);
                self.dec_exp += 1 << m;
            }
            m -= 1;
        }
        Ordering::Greater
    }

    /// For a value below one: pads with leading decimal zeros while no bits would be
    /// lost, then multiplies by the largest powers of ten that keep it below one.
    fn scale_up(&mut self) {
        let ten = ten_to_ptwo(0);
        let mut v = self.r.clone();
        loop {
            if v.sig.bit(0) || v.sig.bit(1) || v.sig.bit(2) {
                break;
            }
            let u = multiply(&v, &ten);
            if u.exp > 0 || u.is_zero() {
                break;
            }
            v = u;
            self.dec_exp -= 1;
        }
        self.r = v.clone();
        let mut m = floor_log2((f64::from(-self.r.exp) * LOG10_2) as i64) + 1;
        while m >= 0 {
            let p = ten_to_ptwo(m as usize);
            let inv = ten_to_mptwo(m as usize);
            if compare(&v, &inv) != Ordering::Greater {
                v = multiply(&v, &p);
                self.pten = multiply(&self.pten, &p);
                self.dec_exp -= 1 << m;
            }
            m -= 1;
        }
        self.pten = divide(&Internal::from_u64(1), &self.pten);
    }

    /// The first `digits` decimal digits, as ASCII.
    fn digits(&mut self, digits: i64) -> Vec<u8> {
        let ten = ten_to_ptwo(0);
        let mut out: Vec<u8> = Vec::with_capacity(64);
        let mut digit = divmod(&mut self.r, &self.pten);
        if digit == 0 && !self.r.sig.is_zero() {
            self.r = multiply(&self.r, &ten);
            digit = divmod(&mut self.r, &self.pten);
            self.dec_exp -= 1;
        }
        let mut remaining = digits;
        if digit == 10 {
            out.push(b'1');
            remaining -= 1;
            if remaining > 0 {
                out.push(b'0');
            }
            self.dec_exp += 1;
        } else {
            out.push(b'0' + digit.min(9) as u8);
        }
        loop {
            remaining -= 1;
            if remaining <= 0 {
                break;
            }
            self.r = multiply(&self.r, &ten);
            let d = divmod(&mut self.r, &self.pten);
            out.push(b'0' + d.min(9) as u8);
        }
        out
    }

    /// Rounds `out` by one more digit (to nearest, ties to even).
    fn round(&mut self, out: &mut Vec<u8>) {
        self.r = multiply(&self.r, &ten_to_ptwo(0));
        let mut digit = divmod(&mut self.r, &self.pten);
        let last_odd = (out.last().copied().unwrap_or(b'0') - b'0') & 1 == 1;
        if digit == 5 && (!self.r.sig.is_zero() || last_odd) {
            digit += 1;
        }
        if digit <= 5 {
            return;
        }
        for i in (0..out.len()).rev() {
            if out[i] != b'9' {
                out[i] += 1;
                return;
            }
            out[i] = b'0';
        }
        // All nines became zeros: the number gains a digit.
        out.insert(0, b'1');
        out.pop();
        self.dec_exp += 1;
    }
}

/// `d.ddde±x` of the digits `out`, trailing zeros of the fraction cropped (one kept).
fn format_decimal(negative: bool, out: &[u8], dec_exp: i64) -> String {
    let mut text = String::with_capacity(out.len() + 8);
    if negative {
        text.push('-');
    }
    text.push(out[0] as char);
    text.push('.');
    let mut frac: &[u8] = &out[1..];
    while frac.len() > 1 && frac.last() == Some(&b'0') {
        frac = &frac[..frac.len() - 1];
    }
    if frac.is_empty() {
        text.push('0');
    } else {
        text.extend(frac.iter().map(|&b| b as char));
    }
    text.push_str(&format!("e{dec_exp:+}"));
    text
}
