//! BITINT_TYPE (`_BitInt(N)`, GCC 14, documented by the manual): built, cached and laid out
//! by the x86-64 psABI.

use tree::{BITINT_MAXWIDTH, TreeCode, TreeContext};

fn layout(tc: &mut TreeContext, n: u32, unsigned: bool) -> (i64, u32, String) {
    let t = tc.build_bitint_type(n, unsigned).unwrap();
    let size = tc.type_size_bits(t).unwrap().unwrap().to_constant();
    let mode = format!("{:?}", tc.type_mode(t).unwrap());
    (size, tc.type_align(t).unwrap(), mode)
}

#[test]
fn bitint_types_follow_the_x86_64_psabi() {
    let mut tc = TreeContext::new();
    // Up to 64 bits: the smallest of char, short, int, long that holds the value.
    for (n, size) in [
        (1, 8),
        (8, 8),
        (9, 16),
        (17, 32),
        (32, 32),
        (33, 64),
        (64, 64),
    ] {
        let (s, align, _) = layout(&mut tc, n, true);
        assert_eq!((s, align), (size, size as u32), "unsigned _BitInt({n})");
    }
    // Wider: 64-bit limbs, aligned as one limb, BLKmode.
    for (n, size) in [
        (65, 128),
        (128, 128),
        (129, 192),
        (256, 256),
        (65_535, 65_536),
    ] {
        let (s, align, mode) = layout(&mut tc, n, false);
        assert_eq!((s, align), (size, 64), "_BitInt({n})");
        assert!(mode.contains("Blk"), "_BitInt({n}) is {mode}");
    }
    let t = tc.build_bitint_type(100, false).unwrap();
    assert_eq!(tc.tree_code(t).unwrap(), TreeCode::BitintType);
    assert_eq!(tc.type_precision(t).unwrap(), 100);
    let max = tc.type_max_value(t).unwrap().unwrap();
    // dump_generic_node prints a value wider than a HOST_WIDE_INT in hex.
    assert_eq!(
        tc.print_generic(max, false).unwrap(),
        "0x7ffffffffffffffffffffffff"
    );
}

#[test]
fn bitint_types_are_cached_and_checked() {
    let mut tc = TreeContext::new();
    let a = tc.build_bitint_type(37, false).unwrap();
    assert_eq!(tc.build_bitint_type(37, false).unwrap(), a);
    assert_ne!(tc.build_bitint_type(37, true).unwrap(), a);
    assert!(tc.build_bitint_type(1, false).is_err(), "signed _BitInt(1)");
    assert!(tc.build_bitint_type(0, true).is_err());
    assert!(tc.build_bitint_type(BITINT_MAXWIDTH + 1, true).is_err());
    // Constants of a _BitInt type are hash-consed like any other.
    let c = tc.build_int_cst(Some(a), -5).unwrap();
    assert_eq!(tc.build_int_cst(Some(a), -5).unwrap(), c);
}
