//! `--help` output as GCC's compilers print it: the class listings of `--help=CLASS`
//! (`print_specific_help` / `print_filtered_help`), the two-column layout (`wrap_help`) and
//! the `-Q` form that shows each option's state after a command line.
//!
//! | GCC | here |
//! |---|---|
//! | `print_help` (`--help=`) | [`HelpPrinter::help_eq`], [`parse_help_argument`] |
//! | `--help` / `--target-help` | [`HelpPrinter::help_all`] / [`HelpPrinter::target_help`] |
//! | `print_specific_help` | [`HelpPrinter::specific`] |
//! | `wrap_help`, `LEFT_COLUMN` | [`wrap_help`], [`LEFT_COLUMN`] |
//! | `-Q --help=` | [`HelpPrinter::with_state`] |
//!
//! ```
//! use opts::decode::Decoder;
//! use opts::help::HelpPrinter;
//!
//! let mut files = opts::SourceSet::new();
//! files.add("demo.opt", "Language\nC\n\n\
//!     Wall\nC Warning Var(warn_all)\nEnable most warnings.\n\n\
//!     Wunused\nC Warning Var(warn_unused) LangEnabledBy(C, Wall)\nWarn about unused things.\n\n\
//!     o\nC Joined Separate MissingArgError(missing filename after %qs)\n-o <file>\tPlace output into <file>.\n");
//! let model = files.model().unwrap();
//! let table = model.table();
//! let cc1 = Decoder::compiler(&table, &["C"]).unwrap().with_definitions(&model);
//!
//! let outcome = cc1.run(&["-Wall", "-oa.out", "-fbogus"]);
//! assert_eq!(cc1.canonical_args(&outcome.decoded), ["-Wall", "-o", "a.out", "-fbogus"]);
//! assert_eq!(
//!     outcome.diagnostics[0].to_string(),
//!     "error: unrecognized command-line option '-fbogus'"
//! );
//!
//! let mut help = HelpPrinter::new(&cc1, 80).with_state(&outcome.state);
//! let (text, _) = help.help_eq("warnings");
//! assert_eq!(text, "The following options control compiler warning messages:\n\
//!                   \x20 -Wall                       \t\t[enabled]\n\
//!                   \x20 -Wunused                    \t\t[enabled]\n\n");
//! ```

mod classes;
pub(crate) mod cstr;
mod lint;
mod print;
mod wrap;

pub use classes::{HelpArgProblem, HelpSelection, parse_help_argument};
pub use lint::lint;
pub use print::HelpPrinter;
pub use wrap::{LEFT_COLUMN, wrap_help};
