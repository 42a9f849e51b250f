//! Malformed .opt input never panics: any bytes, split at NUL into a .opt file, a second
//! .opt file and a .opt.urls file, are read, validated, tabled and turned into Rust.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut parts = text.split('\0');
    let mut set = opts::SourceSet::new();
    set.add("a.opt", parts.next().unwrap_or_default());
    if let Some(b) = parts.next() {
        set.add("b.opt", b);
    }
    if let Some(urls) = parts.next() {
        set.add_urls("a.opt.urls", urls);
    }
    let _ = set.check_records();
    if let Ok(model) = set.model() {
        let table = model.table();
        for o in &table.options {
            assert_eq!(table.lookup(&o.name), Some(o.index));
        }
        let _ = opts::generate_rust(&model, &["a.opt"]);
    }
});
