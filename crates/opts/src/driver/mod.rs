//! What GCC's driver and compilers do to a command line around the decoder: `@file`
//! response files are expanded before decoding (libiberty's `expandargv`, which both `gcc`
//! and `cc1` call), and the `-O` argument is checked (`default_options_optimization`,
//! which the driver leaves to the compiler it runs).
//!
//! | GCC | here |
//! |---|---|
//! | `expandargv`, `driver::expand_at_files` | [`expand_response_files`], [`expand_response_files_with`] |
//! | `buildargv` | [`split_response_file`] |
//! | `integral_argument (opt->arg)` for `-O` | [`optimize_level`] |

mod optimize;
mod response;

pub use optimize::{BadOptimizeLevel, optimize_level};
pub use response::{
    ResponseFile, ResponseFileError, expand_response_files, expand_response_files_with,
    split_response_file,
};
