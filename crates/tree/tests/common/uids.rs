//! Dumps compared up to their UIDs: shared by the tests that compare built functions with
//! gcc's dumps.

use std::collections::HashMap;

/// Renumbers `D.<n>` by first appearance, so two dumps compare equal when their UIDs
/// are in the same order.
pub(crate) fn normalize_uids(text: &str) -> String {
    let mut seen = HashMap::new();
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("D.") {
        out.push_str(&rest[..at + 2]);
        rest = &rest[at + 2..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 {
            let next = seen.len();
            let n = *seen.entry(rest[..digits].to_string()).or_insert(next);
            out.push_str(&n.to_string());
            rest = &rest[digits..];
        }
    }
    out.push_str(rest);
    out
}
