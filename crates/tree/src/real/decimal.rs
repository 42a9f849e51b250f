//! `real_to_decimal` as GCC computes it: digit generation in GCC's own 192-bit
//! significand arithmetic, whose truncating operations (with a sticky low bit) decide the
//! last printed digits of long expansions. An exact conversion differs from GCC's text in
//! those digits (e.g. `…226562e-3` where the exact value rounds to `…226563e-3`).

use crate::{RealClass, RealValue};
use num_bigint::BigUint;
use num_traits::{One, Zero};
use std::cell::RefCell;

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
fn compare(a: &Internal, b: &Internal) -> std::cmp::Ordering {
    match (a.is_zero(), b.is_zero()) {
        (true, true) => std::cmp::Ordering::Equal,
        (true, false) => std::cmp::Ordering::Less,
        (false, true) => std::cmp::Ordering::Greater,
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
    // Digits: bounded by the representation (57) and by a 100-byte buffer.
    let mut digits = (f64::from(SIG_BITS) * LOG10_2) as i64;
    let mut dec_exp = (f64::from(r.exp) * LOG10_2) as i64;
    let mut exp_digits = 1;
    while dec_exp != 0 {
        dec_exp /= 10;
        exp_digits += 1;
    }
    let max_digits = 100 - 1 - 1 - 2 - exp_digits - 1;
    digits = digits.min(max_digits);

    let one = Internal::from_u64(1);
    let ten = ten_to_ptwo(0);
    let mut dec_exp: i64 = 0;
    let mut pten = one.clone();
    let mut cmp_one = compare(&r, &one);
    if cmp_one == std::cmp::Ordering::Greater {
        // Strip the powers of ten that divide the significand as an integer.
        let mut u = r.clone();
        u.exp = SIG_BITS as i32 - 1;
        let mut m = floor_log2(max_digits);
        while m >= 0 {
            let t = divide(&u, &ten_to_ptwo(m as usize));
            let v = fix_trunc(&t);
            if v.sig == t.sig {
                u = t;
                dec_exp += 1 << m;
            }
            m -= 1;
        }
        u.exp = u.exp + r.exp - (SIG_BITS as i32 - 1);
        r = u.clone();
        if r.exp > 0 {
            let mut m = floor_log2((f64::from(r.exp) * LOG10_2) as i64) + 1;
            while m >= 0 {
                let p = ten_to_ptwo(m as usize);
                if compare(&u, &p) != std::cmp::Ordering::Less {
                    u = divide(&u, &p);
                    pten = multiply(&pten, &p);
                    dec_exp += 1 << m;
                }
                m -= 1;
            }
        } else {
            cmp_one = std::cmp::Ordering::Less;
        }
    }
    if cmp_one == std::cmp::Ordering::Less {
        // Pad with leading decimal zeros while no bits would be lost.
        let mut v = r.clone();
        loop {
            if v.sig.bit(0) || v.sig.bit(1) || v.sig.bit(2) {
                break;
            }
            let u = multiply(&v, &ten);
            if u.exp > 0 || u.is_zero() {
                break;
            }
            v = u;
            dec_exp -= 1;
        }
        r = v.clone();
        let mut m = floor_log2((f64::from(-r.exp) * LOG10_2) as i64) + 1;
        while m >= 0 {
            let p = ten_to_ptwo(m as usize);
            let inv = ten_to_mptwo(m as usize);
            if compare(&v, &inv) != std::cmp::Ordering::Greater {
                v = multiply(&v, &p);
                pten = multiply(&pten, &p);
                dec_exp -= 1 << m;
            }
            m -= 1;
        }
        pten = divide(&one, &pten);
    }

    let mut out: Vec<u8> = Vec::with_capacity(64);
    let mut digit = divmod(&mut r, &pten);
    if digit == 0 && !r.sig.is_zero() {
        r = multiply(&r, &ten);
        digit = divmod(&mut r, &pten);
        dec_exp -= 1;
    }
    let mut remaining = digits;
    if digit == 10 {
        out.push(b'1');
        remaining -= 1;
        if remaining > 0 {
            out.push(b'0');
        }
        dec_exp += 1;
    } else {
        out.push(b'0' + digit.min(9) as u8);
    }
    loop {
        remaining -= 1;
        if remaining <= 0 {
            break;
        }
        r = multiply(&r, &ten);
        let d = divmod(&mut r, &pten);
        out.push(b'0' + d.min(9) as u8);
    }
    // One more digit decides the rounding (to nearest, ties to even).
    r = multiply(&r, &ten);
    let mut digit = divmod(&mut r, &pten);
    if digit == 5 && (!r.sig.is_zero() || (out.last().copied().unwrap_or(b'0') - b'0') & 1 == 1) {
        digit += 1;
    }
    if digit > 5 {
        let mut i = out.len();
        loop {
            if i == 0 {
                // All nines became zeros: the number gains a digit.
                out.insert(0, b'1');
                out.pop();
                dec_exp += 1;
                break;
            }
            i -= 1;
            if out[i] == b'9' {
                out[i] = b'0';
            } else {
                out[i] += 1;
                break;
            }
        }
    }
    let mut text = String::with_capacity(out.len() + 8);
    if v.negative {
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
