//! Reading .opt files into GCC's option table: the full GCC 12 x86_64-linux set (when its
//! sources are installed) and the embedded sample set.

use criterion::{Criterion, criterion_group, criterion_main};

fn gcc_set() -> Option<opts::SourceSet> {
    let dir = opts::gcc::gcc_source_dir()?;
    let mut set = opts::SourceSet::new();
    for f in opts::gcc::x86_64_linux_files(&dir) {
        set.add_file(&f).ok()?;
    }
    Some(set)
}

fn bench(c: &mut Criterion) {
    if let Some(set) = gcc_set() {
        c.bench_function("gcc_x86_64_linux_parse_validate_table", |b| {
            b.iter(|| set.model().expect("GCC's set is valid").table().len())
        });
    } else {
        eprintln!("GCC 12 sources not found: only the sample set is measured");
    }
    let sample = opts::sample::source_set();
    c.bench_function("sample_parse_validate_table", |b| {
        b.iter(|| sample.model().expect("the sample is valid").table().len())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
