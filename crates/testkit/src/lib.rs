//! The workspace's harness for tests that need pieces of GCC (its sources, its plugin
//! headers, the machine's gcc, the unpacked testsuite).
//!
//! The built-in harness has no runtime skip, so a test that returned early for want of GCC
//! was reported as passed. A test binary declared with `harness = false` and [`main!`]
//! instead runs its tests through libtest-mimic: a test that called [`skip`] is reported as
//! `ignored (why)` and counted among the summary's ignored tests. Under
//! `GCCINT_REQUIRE_GCC=1` (CI) a skip is a failure instead.
//!
//! ```toml
//! [[test]]
//! name = "gcc_dump"
//! harness = false
//! ```
//!
//! ```no_run
//! /// GCC's dump of `source`, or `None` after a skip.
//! fn gcc_dump(source: &str) -> Option<String> {
//!     // ... runs gcc; when it cannot:
//!     testkit::skip("gcc is not installed");
//!     None
//! }
//!
//! fn compares_with_gcc() {
//!     let Some(dump) = gcc_dump("int x;") else { return };
//!     assert!(dump.contains("x"));
//! }
//!
//! testkit::main!(compares_with_gcc);
//! ```

use std::cell::{Cell, RefCell};
use std::fmt::Display;

pub use libtest_mimic;

/// Beside the harness: the crates' layering check (no test needs GCC for it).
pub mod layout;

/// The variable that turns every skip into a failure (CI sets it to `1`).
pub const REQUIRE_GCC: &str = "GCCINT_REQUIRE_GCC";

thread_local! {
    /// Whether the current thread is running a test under [`run`].
    static UNDER_HARNESS: Cell<bool> = const { Cell::new(false) };
    /// The current test's skips: the first reason and how many more followed.
    static SKIPS: RefCell<Option<(String, usize)>> = const { RefCell::new(None) };
}

/// Whether the environment demands that GCC-dependent tests really run
/// (`GCCINT_REQUIRE_GCC=1`).
pub fn gcc_required() -> bool {
    std::env::var(REQUIRE_GCC).as_deref() == Ok("1")
}

/// Records that the running test cannot do (all of) its work because `why`: the test is
/// reported as ignored with that reason once it returns. Outside [`run`] (a test under the
/// built-in harness) the reason is printed instead.
///
/// # Panics
///
/// Under `GCCINT_REQUIRE_GCC=1`, where a missing piece of GCC is a failure.
pub fn skip(why: impl Display) {
    skip_unless_required(gcc_required(), &why.to_string());
}

fn skip_unless_required(required: bool, why: &str) {
    assert!(!required, "{why}, and {REQUIRE_GCC}=1");
    if !UNDER_HARNESS.get() {
        eprintln!("skipping: {why}");
        return;
    }
    SKIPS.with_borrow_mut(|skips| match skips {
        Some((_, more)) => *more += 1,
        None => *skips = Some((why.to_string(), 0)),
    });
}

/// Runs `test` as the current test and says whether it completed or skipped.
/// A panic propagates (the harness reports the test as failed).
fn run_one(test: fn()) -> libtest_mimic::Completion {
    /// Leaves the thread as it found it even when the test panics.
    struct Reset;
    impl Drop for Reset {
        fn drop(&mut self) {
            UNDER_HARNESS.set(false);
            SKIPS.take();
        }
    }
    let _reset = Reset;
    SKIPS.take();
    UNDER_HARNESS.set(true);
    test();
    match SKIPS.take() {
        None => libtest_mimic::Completion::Completed,
        Some((why, 0)) => libtest_mimic::Completion::ignored_with(why),
        Some((why, more)) => {
            libtest_mimic::Completion::ignored_with(format!("{why}; and {more} more skips"))
        }
    }
}

/// One test of a `harness = false` binary.
#[derive(Clone, Copy, Debug)]
pub struct Test {
    /// The name filters match and the summary shows.
    pub name: &'static str,
    /// The test: it passes unless it panics, and is ignored if it called [`skip`].
    pub run: fn(),
    /// Why the test runs only on request (`--ignored`), as `#[ignore = "why"]` says.
    pub ignore: Option<&'static str>,
}

/// Runs `tests` with the command line's arguments (filters, `--list`, `--ignored`,
/// `--test-threads`, … as the built-in harness takes them) and exits with the outcome.
pub fn run(tests: &[Test]) -> ! {
    let args = libtest_mimic::Arguments::from_args();
    let trials = tests
        .iter()
        .map(|test| {
            let run = test.run;
            libtest_mimic::Trial::ignorable_test(test.name, move || Ok(run_one(run)))
                .with_ignored_flag(test.ignore.is_some())
        })
        .collect();
    libtest_mimic::run(&args, trials).exit()
}

/// `fn main` for a `harness = false` test binary: `testkit::main!(test_a, module::test_b)`
/// runs those functions (named as written) through [`run`]; `#[ignore = "why"] test_c`
/// marks one that runs only with `--ignored`.
///
/// ```
/// fn runs() {}
/// fn by_hand() {}
/// testkit::main!(runs, #[ignore = "needs a corpus"] by_hand);
/// ```
#[macro_export]
macro_rules! main {
    ($($(#[ignore = $why:literal])? $test:path),+ $(,)?) => {
        fn main() {
            $crate::run(&[$($crate::Test {
                name: stringify!($test),
                run: $test,
                ignore: { let _ignore: Option<&'static str> = None; $(let _ignore = Some($why);)? _ignore },
            }),+])
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use libtest_mimic::Completion;

    fn skips_twice() {
        skip_unless_required(false, "no gcc");
        skip_unless_required(false, "no headers");
    }

    fn runs() {}

    fn reason(c: Completion) -> Option<String> {
        match c {
            Completion::Completed => None,
            Completion::Ignored { reason } => Some(reason.expect("a reason")),
        }
    }

    #[test]
    fn a_test_that_skipped_is_ignored_with_its_first_reason() {
        assert_eq!(
            reason(run_one(skips_twice)).as_deref(),
            Some("no gcc; and 1 more skips")
        );
    }

    #[test]
    fn a_test_that_did_not_skip_completes_even_after_one_that_did() {
        reason(run_one(skips_twice));
        assert_eq!(reason(run_one(runs)), None);
    }

    #[test]
    #[should_panic(expected = "no gcc, and GCCINT_REQUIRE_GCC=1")]
    fn a_skip_is_a_failure_when_gcc_is_required() {
        skip_unless_required(true, "no gcc");
    }

    #[test]
    fn a_skip_outside_the_harness_is_not_recorded() {
        skip_unless_required(false, "printed");
        assert_eq!(SKIPS.take(), None);
    }
}
