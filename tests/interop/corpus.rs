//! Running a check over a corpus of source files on every core, and tallying the outcome:
//! pass rate, mismatch classes with an example each, errors, time per file.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// What checking one function gave.
pub(crate) struct FunctionOutcome {
    /// The dump header's name.
    pub(crate) name: String,
    /// `None` when identical, else the mismatch class.
    pub(crate) mismatch: Option<String>,
}

/// What checking one file gave.
#[derive(Default)]
pub(crate) struct FileOutcome {
    /// gcc compiled it (files GCC itself rejects are not counted).
    pub(crate) compiled: bool,
    /// An error of our own (plugin output unreadable, import failed, printing failed).
    pub(crate) error: Option<String>,
    /// The functions compared.
    pub(crate) functions: Vec<FunctionOutcome>,
    /// Functions skipped, with why (e.g. the raw dump lost something).
    pub(crate) skipped: usize,
    /// Of the skipped: functions the raw reader found complete that need flags the raw dump
    /// never writes (`raw::clear_unwritten_flags`).
    pub(crate) unwritten: usize,
}

impl FileOutcome {
    /// A file that counts as one compared item (a program, a compilation): `None` when it
    /// matched, else its mismatch class.
    #[allow(dead_code)] // The round-trip suite's; the interop suite shares this file.
    pub(crate) fn one(source: &Path, mismatch: Option<String>) -> FileOutcome {
        FileOutcome {
            compiled: true,
            functions: vec![FunctionOutcome {
                name: source
                    .file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into_owned(),
                mismatch,
            }],
            ..FileOutcome::default()
        }
    }
}

/// The whole corpus's outcome.
#[derive(Default)]
pub(crate) struct Tally {
    pub(crate) files: usize,
    pub(crate) compiled: usize,
    pub(crate) functions: usize,
    pub(crate) identical: usize,
    pub(crate) skipped: usize,
    pub(crate) unwritten: usize,
    pub(crate) errors: Vec<(String, String)>,
    /// Class → (count, example "file: function").
    pub(crate) classes: BTreeMap<String, (usize, String)>,
    pub(crate) elapsed: Duration,
}

impl Tally {
    /// Identical functions over compared functions (1.0 for an empty corpus).
    pub(crate) fn rate(&self) -> f64 {
        if self.functions == 0 {
            1.0
        } else {
            self.identical as f64 / self.functions as f64
        }
    }

    /// Asserts a corpus run: no errors of ours, and at least `floor` of its items identical.
    pub(crate) fn assert_floor(&self, floor: f64) {
        assert!(
            self.errors.is_empty(),
            "{} files failed: {:?}",
            self.errors.len(),
            &self.errors[..self.errors.len().min(10)]
        );
        assert!(
            self.rate() >= floor,
            "pass rate {:.4} fell below its floor {floor}",
            self.rate()
        );
    }

    /// A human-readable report: totals, then the mismatch classes, most frequent first.
    pub(crate) fn report(&self, title: &str, max_classes: usize) -> String {
        let mut s = String::new();
        let per_file = if self.files == 0 {
            0.0
        } else {
            self.elapsed.as_secs_f64() * 1000.0 / self.files as f64
        };
        let unwritten = if self.unwritten == 0 {
            String::new()
        } else {
            format!(
                " ({} of them complete by the reader's account but printed with flags the dump never writes)",
                self.unwritten
            )
        };
        writeln!(
            s,
            "{title}: {}/{} functions identical ({:.2}%), {} skipped{unwritten}; {} files, {} compiled by gcc, {} with errors; {:.1} ms/file wall",
            self.identical,
            self.functions,
            self.rate() * 100.0,
            self.skipped,
            self.files,
            self.compiled,
            self.errors.len(),
            per_file
        )
        .ok();
        let mut classes: Vec<_> = self.classes.iter().collect();
        classes.sort_by(|a, b| b.1.0.cmp(&a.1.0).then(a.0.cmp(b.0)));
        for (class, (n, example)) in classes.iter().take(max_classes) {
            writeln!(s, "  {n:5}  {class}    [{example}]").ok();
        }
        if classes.len() > max_classes {
            writeln!(s, "  … {} more classes", classes.len() - max_classes).ok();
        }
        for (file, e) in self.errors.iter().take(20) {
            writeln!(s, "  error: {file}: {e}").ok();
        }
        s
    }
}

/// Checks every file with `check` on all cores and tallies the outcomes: `check` returns
/// one outcome per path it compares (e.g. the plugin's and the raw dump's), and each path
/// gets its own tally.
pub(crate) fn run<F, const N: usize>(files: &[PathBuf], check: F) -> [Tally; N]
where
    F: Fn(&Path) -> [FileOutcome; N] + Sync,
{
    let start = Instant::now();
    let next = AtomicUsize::new(0);
    let tallies = Mutex::new(std::array::from_fn::<Tally, N, _>(|_| Tally::default()));
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(file) = files.get(i) else { break };
                    let outcomes = check(file);
                    let name = file.file_name().map_or_else(
                        || file.display().to_string(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    let mut all = tallies.lock().unwrap_or_else(|e| e.into_inner());
                    for (t, outcome) in all.iter_mut().zip(outcomes) {
                        add(t, &name, outcome);
                    }
                }
            });
        }
    });
    let mut all = tallies.into_inner().unwrap_or_else(|e| e.into_inner());
    for t in &mut all {
        t.errors.sort();
        t.elapsed = start.elapsed();
    }
    all
}

/// Adds one file's outcome to a tally.
fn add(t: &mut Tally, name: &str, outcome: FileOutcome) {
    t.files += 1;
    t.compiled += usize::from(outcome.compiled);
    t.skipped += outcome.skipped;
    t.unwritten += outcome.unwritten;
    if let Some(e) = outcome.error {
        t.errors.push((name.to_string(), e));
    }
    for f in outcome.functions {
        t.functions += 1;
        match f.mismatch {
            None => t.identical += 1,
            Some(class) => {
                let entry = t
                    .classes
                    .entry(class)
                    .or_insert_with(|| (0, format!("{name}: {}", f.name)));
                entry.0 += 1;
            }
        }
    }
}

/// The `*.c` / `*.C` files directly in `dir`, sorted; empty when `dir` does not exist.
pub(crate) fn sources(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == ext))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Every `*.ext` file under `dir`, recursively, sorted.
#[allow(dead_code)] // The interop suite's; the round-trip suite shares this file.
pub(crate) fn sources_recursive(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files = sources(dir, ext);
    if let Ok(rd) = std::fs::read_dir(dir) {
        for entry in rd.filter_map(Result::ok) {
            let path = entry.path();
            if path.is_dir() {
                files.extend(sources_recursive(&path, ext));
            }
        }
    }
    files.sort();
    files
}
