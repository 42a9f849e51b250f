//! Demo section for the `polyint` crate: poly_int comparisons and alignment, on the
//! manual's Arm SVE example.

use std::io::{self, Write};

use polyint::{
    PolyInt64, aligned_lower_bound, aligned_upper_bound, can_align_up, can_div_trunc_p_rem,
    known_alignment, known_eq, known_le, known_lt, maybe_eq, maybe_le, ordered_p,
};

/// Writes this crate's demo section.
pub(super) fn show(out: &mut dyn Write) -> io::Result<()> {
    super::heading(out, "polyint: poly_int comparisons and alignment")?;
    // One SVE vector (16 + 16X bytes, X = number of 128-bit blocks beyond the minimum)
    // plus 16 bytes.
    let size = PolyInt64::<2>::new([32, 16]);
    writeln!(
        out,
        "SVE vector + 16 bytes: {size} bytes (32 + 16X, X >= 0)"
    )?;
    writeln!(out, "  known_le (32, size) = {}", known_le(32, size))?;
    writeln!(
        out,
        "  known_lt (32, size) = {}  (equal when X = 0)",
        known_lt(32, size)
    )?;
    let (a, b) = (PolyInt64::<2>::new([3, 4]), PolyInt64::new([1, 5]));
    writeln!(
        out,
        "3 + 4X vs 1 + 5X: maybe_le = {}, maybe_le reversed = {}, maybe_eq = {} (X = 2), ordered_p = {}",
        maybe_le(a, b),
        maybe_le(b, a),
        maybe_eq(a, b),
        ordered_p(a, b)
    )?;
    let (outer, inner) = (PolyInt64::<2>::new([8, 0]), PolyInt64::new([16, 16]));
    let kind = if known_eq(inner, outer) {
        "complete"
    } else if known_le(inner, outer) {
        "paradoxical"
    } else if known_le(outer, inner) {
        "partial"
    } else {
        "ill-formed"
    };
    writeln!(
        out,
        "subreg of {outer} bytes in a {inner}-byte register: {kind}"
    )?;
    writeln!(out, "known_alignment ({size}) = {}", known_alignment(&size))?;
    match can_align_up(&size, &32) {
        Some(v) => writeln!(out, "can_align_up ({size}, 32) = {v}")?,
        None => writeln!(
            out,
            "can_align_up ({size}, 32) = false (16X is not a multiple of 32)"
        )?,
    }
    writeln!(
        out,
        "aligned_lower_bound = {}, aligned_upper_bound = {}",
        aligned_lower_bound(&size, &32),
        aligned_upper_bound(&size, &32)
    )?;
    if let Some((q, r)) = can_div_trunc_p_rem(PolyInt64::<2>::new([10, 4]), &4) {
        writeln!(
            out,
            "element [10,4] of vectors of [4,4] lanes: can_div_trunc_p = {q} rem {r}"
        )?;
    }
    Ok(())
}
