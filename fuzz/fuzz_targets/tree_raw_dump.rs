//! Fuzzes the raw-dump reader: arbitrary text (bare, or after a function header and a node
//! number so the node parser is reached often; read as C or C++) must parse and convert to
//! a document or fail with a positioned error, never panic; what converts must import and
//! print, or fail with an error.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tree::interop::raw;

const PREFIX: &[u8] = b"\n;; Function f (null)\n;; enabled by -tree-original\n\n@1      ";

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let text = if mode & 1 == 1 {
        [PREFIX, rest].concat()
    } else {
        rest.to_vec()
    };
    let lines = text.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
    let language = if mode & 2 == 2 { "c++" } else { "c" };
    match raw::read("fuzz.raw", &text, language) {
        Err(e) => assert!(e.line >= 1 && e.line <= lines && e.column >= 1, "{e}"),
        Ok(doc) => {
            for f in &doc.functions {
                let _ = f.is_complete();
            }
            let mut tc = tree::TreeContext::new();
            if let Ok(unit) = tree::interop::import(&mut tc, &doc.document) {
                let _ = unit.print_original(&tc);
            }
        }
    }
});
