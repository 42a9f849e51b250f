//! The C-level builders and `FunctionBuilder` against the machine's gcc 12: functions
//! built in Rust print exactly as `gcc -O0 -fdump-tree-original` prints the same C, the
//! artificial labels' `D.<uid>` numbers compared by their order of appearance.

#[path = "common/c_samples.rs"]
mod c_samples;
#[path = "common/gcc.rs"]
mod gcc;

use std::collections::HashMap;

/// Renumbers `D.<n>` by first appearance, so two dumps compare equal when their UIDs
/// are in the same order.
fn normalize_uids(text: &str) -> String {
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

#[test]
fn sample_functions_print_as_gcc_dumps_them() {
    let mut tc = tree::TreeContext::new();
    let functions = c_samples::build_all(&mut tc).expect("build");
    let ours: String = functions
        .iter()
        .map(|&f| tc.dump_tree_original(f).expect("print"))
        .collect();
    let Some(gcc) = gcc::gcc_original(c_samples::SOURCE, "-O0") else {
        return;
    };
    assert_eq!(
        normalize_uids(&ours),
        normalize_uids(&gcc),
        "ours:\n{ours}\ngcc:\n{gcc}"
    );
}
