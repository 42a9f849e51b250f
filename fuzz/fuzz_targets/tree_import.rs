//! Fuzzes the interchange-format reader and importer: arbitrary text (read as it is, and
//! after a valid header so that node lines are reached) must read and import into a fresh
//! context without panicking — every defect is a `ReadError` or `ImportError` — and what
//! imports must export again. A third run edits a valid document (the README function's
//! export) at the bytes the input names, to reach deep into the importer.

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use tree::TreeContext;
use tree::interop::{export, import, read, write};

const HEADER: &str = r#"{"header":{"format":"gccint-generic","version":1}}"#;

fn check(text: &str) {
    let Ok(doc) = read("fuzz.jsonl", text) else {
        return;
    };
    let mut tc = TreeContext::new();
    if let Ok(unit) = import(&mut tc, &doc) {
        let fns: Vec<_> = unit.functions().iter().map(|f| f.decl).collect();
        // Export may refuse (e.g. a location no line map describes), never panic.
        let _ = export(&tc, &fns);
    }
}

/// The exported document of `tree::example::build_int_f`.
fn seed() -> &'static [u8] {
    static SEED: OnceLock<Vec<u8>> = OnceLock::new();
    SEED.get_or_init(|| {
        let mut tc = TreeContext::new();
        let f = tree::example::build_int_f(&mut tc).expect("the README function builds");
        write(&export(&tc, &[f]).expect("it exports")).into_bytes()
    })
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    check(&text);
    check(&format!("{HEADER}\n{text}"));
    // Each 3 bytes: a position (16 bits) in the seed document and the byte to put there.
    let mut edited = seed().to_vec();
    for edit in data.chunks_exact(3) {
        let at = usize::from(u16::from_le_bytes([edit[0], edit[1]])) % edited.len();
        edited[at] = edit[2];
    }
    check(&String::from_utf8_lossy(&edited));
});
