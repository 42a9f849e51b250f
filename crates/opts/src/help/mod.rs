//! `--help` output as GCC prints it: `print_filtered_help` and `wrap_help`.

mod wrap;

pub use wrap::{LEFT_COLUMN, wrap_help};
