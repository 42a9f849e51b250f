//! `-fsanitize=`: GCC keeps the sanitizers in `flag_sanitize` as `SANITIZE_*` bits
//! (flag-types.h) that `parse_sanitizer_options` (opts.cc) reads from a comma-separated
//! list, and `finish_options` turns off the optimizations that would hide what they find.

use super::Vars;

const ADDRESS: i64 = 1 << 0;
const USER_ADDRESS: i64 = 1 << 1;
const KERNEL_ADDRESS: i64 = 1 << 2;
const LEAK: i64 = 1 << 4;
const SHIFT: i64 = (1 << 5) | (1 << 6);
const UNREACHABLE: i64 = 1 << 8;
const NULL: i64 = 1 << 10;
const NONNULL_ATTRIBUTE: i64 = 1 << 19;
const RETURNS_NONNULL_ATTRIBUTE: i64 = 1 << 20;
const HWADDRESS: i64 = 1 << 28;
const USER_HWADDRESS: i64 = 1 << 29;
const KERNEL_HWADDRESS: i64 = 1 << 30;
/// `SANITIZE_UNDEFINED`: every check `-fsanitize=undefined` turns on.
const UNDEFINED: i64 = SHIFT
    | (1 << 7)
    | UNREACHABLE
    | (1 << 9)
    | NULL
    | (1 << 11)
    | (1 << 12)
    | (1 << 13)
    | (1 << 14)
    | (1 << 17)
    | (1 << 18)
    | NONNULL_ATTRIBUTE
    | RETURNS_NONNULL_ATTRIBUTE
    | (1 << 21)
    | (1 << 22)
    | (1 << 24)
    | (1 << 25);

/// `sanitizer_opts`: each `-fsanitize=` name and its bits.
#[rustfmt::skip]
const SANITIZERS: &[(&str, i64)] = &[
    ("address", ADDRESS | USER_ADDRESS),
    ("hwaddress", HWADDRESS | USER_HWADDRESS),
    ("kernel-address", ADDRESS | KERNEL_ADDRESS),
    ("kernel-hwaddress", HWADDRESS | KERNEL_HWADDRESS),
    ("pointer-compare", 1 << 26),
    ("pointer-subtract", 1 << 27),
    ("thread", 1 << 3),
    ("leak", LEAK),
    ("shift", SHIFT),
    ("shift-base", 1 << 5),
    ("shift-exponent", 1 << 6),
    ("integer-divide-by-zero", 1 << 7),
    ("undefined", UNDEFINED),
    ("unreachable", UNREACHABLE),
    ("vla-bound", 1 << 9),
    ("return", 1 << 11),
    ("null", NULL),
    ("signed-integer-overflow", 1 << 12),
    ("bool", 1 << 13),
    ("enum", 1 << 14),
    ("float-divide-by-zero", 1 << 15),
    ("float-cast-overflow", 1 << 16),
    ("bounds", 1 << 17),
    ("bounds-strict", (1 << 17) | (1 << 23)),
    ("alignment", 1 << 18),
    ("nonnull-attribute", NONNULL_ATTRIBUTE),
    ("returns-nonnull-attribute", RETURNS_NONNULL_ATTRIBUTE),
    ("object-size", 1 << 21),
    ("vptr", 1 << 22),
    ("pointer-overflow", 1 << 24),
    ("builtin", 1 << 25),
    ("shadow-call-stack", 1 << 31),
];

/// `parse_sanitizer_options` for `-fsanitize=LIST` (`on`) or `-fno-sanitize=LIST`; unknown
/// names are the compiler's diagnostics and change nothing here (`all` is accepted only
/// to turn sanitizers off).
pub(super) fn parse(v: &mut Vars<'_, '_, '_>, list: &str, on: bool) {
    let mut flags = v.get("flag_sanitize").unwrap_or(0);
    for name in list.split(',') {
        let bits = match SANITIZERS.iter().find(|(n, _)| *n == name) {
            Some((_, bits)) => *bits,
            None if name == "all" && !on => i64::from(u32::MAX),
            None => continue,
        };
        if on {
            flags |= bits;
        } else {
            flags &= !bits;
        }
    }
    v.set("flag_sanitize", flags);
}

/// The sanitizer part of `finish_options`.
pub(super) fn finish(v: &mut Vars<'_, '_, '_>) {
    let flags = v.get("flag_sanitize").unwrap_or(0);
    // Null pointer checks must stay for the instrumentation to see them.
    if flags & (NULL | NONNULL_ATTRIBUTE | RETURNS_NONNULL_ATTRIBUTE) != 0 {
        v.set("flag_delete_null_pointer_checks", 0);
    }
    // Aggressive loop optimizations could hide what the sanitizers look for.
    if flags & !(LEAK | UNREACHABLE) != 0 {
        v.set("flag_aggressive_loop_optimizations", 0);
    }
    if flags & (USER_ADDRESS | USER_HWADDRESS) != 0 {
        v.set_if_unset("flag_sanitize_address_use_after_scope", 1);
    }
    if v.get("flag_sanitize_address_use_after_scope")
        .is_some_and(|f| f != 0)
    {
        v.set_enum("fstack-reuse=", "none");
    }
}
