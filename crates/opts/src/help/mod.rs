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

mod classes;
pub(crate) mod cstr;
mod print;
mod wrap;

pub use classes::{HelpArgProblem, HelpSelection, parse_help_argument};
pub use print::HelpPrinter;
pub use wrap::{LEFT_COLUMN, wrap_help};
