//! Fuzzes the command-line decoder: arbitrary arguments, decoded by the driver and by a
//! compiler over the embedded sample option set, then handled, canonicalised and shown with
//! `-Q --help`. Nothing may panic.

#![no_main]

use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use opts::decode::Decoder;
use opts::help::HelpPrinter;
use opts::{Model, OptionTable};

static MODEL: LazyLock<Model> = LazyLock::new(|| {
    opts::sample::source_set()
        .model()
        .expect("the sample set validates")
});
static TABLE: LazyLock<OptionTable> = LazyLock::new(|| OptionTable::build(&MODEL));
static DECODERS: LazyLock<Vec<Decoder<'static>>> = LazyLock::new(|| {
    let mut all = vec![Decoder::driver(&TABLE).with_definitions(&MODEL)];
    for lang in &TABLE.languages {
        let cc = Decoder::compiler(&TABLE, &[lang.name.as_str()]).expect("declared language");
        all.push(cc.clone().with_definitions(&MODEL));
        // The same compiler in a configuration where every Condition is false.
        all.push(cc.with_conditions(|_| false).with_definitions(&MODEL));
    }
    all
});

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // One argument per line; the first line picks the decoder and a --help= argument.
    let mut lines = text.split('\n');
    let first = lines.next().unwrap_or_default();
    let args: Vec<&str> = lines.collect();
    let decoder = &DECODERS[first.len() % DECODERS.len()];
    let out = decoder.run(&args);
    let _ = decoder.canonical_args(&out.decoded);
    for d in &out.diagnostics {
        let _ = d.to_string();
    }
    let mut printer = HelpPrinter::new(decoder, 20 + data.len() % 80).with_state(&out.state);
    let _ = printer.help_eq(first);
});
