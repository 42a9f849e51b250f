//! Decoder throughput: arguments decoded (and handled) per second, on GCC 12's own option
//! table when its sources are installed, else on the test fixture.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use opts::decode::Decoder;
use opts::{Model, OptionTable, SourceSet};

/// A typical compile command line: warnings, optimizations, target flags, paths, params, one
/// unknown option; one argument per line (shared with the `opts_decode` workload).
const GCC_LINE_TEXT: &str = include_str!("typical_command_line.txt");

/// A command line for the fixture set.
const FIXTURE_LINE: &[&str] = &[
    "-Wall",
    "-Wextra",
    "-fno-frobnicate",
    "-fcolor=rouge",
    "-ffeatures=a1,b2",
    "-mA",
    "-mB",
    "-flimit=0x10",
    "-fsize=2KiB",
    "-o",
    "out.o",
    "x.c",
    "--param",
    "max-foo=5",
    "-march=Native",
    "-fdump-tree-all",
    "-Wformat=2",
    "-msoft",
    "-fmode-b",
    "-fbogus",
];

fn gcc_model() -> Option<Model> {
    let dir = opts::gcc::gcc_source_dir()?;
    let mut set = SourceSet::new();
    for f in opts::gcc::x86_64_linux_files(&dir) {
        set.add_file(&f).ok()?;
    }
    set.model().ok()
}

fn fixture_model() -> Model {
    let mut set = SourceSet::new();
    set.add("fixture.opt", include_str!("../tests/decode/fixture.opt"));
    set.model().expect("the fixture validates")
}

fn bench(c: &mut Criterion) {
    let gcc_line: Vec<&str> = GCC_LINE_TEXT.lines().collect();
    let (model, line, name) = match gcc_model() {
        Some(m) => (m, gcc_line.as_slice(), "gcc12"),
        None => (fixture_model(), FIXTURE_LINE, "fixture"),
    };
    let table = OptionTable::build(&model);
    let decoder = Decoder::compiler(&table, &["C"])
        .expect("C is declared")
        .with_definitions(&model);
    let mut group = c.benchmark_group(format!("decode/{name}"));
    group.throughput(Throughput::Elements(line.len() as u64));
    group.bench_function("decode", |b| b.iter(|| decoder.decode(line).options.len()));
    group.bench_function("run", |b| b.iter(|| decoder.run(line).diagnostics.len()));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
