//! Laws of `opts::driver`: response files read back the arguments written into them, and
//! no input (arguments, file contents, `-O` arguments) makes expansion panic.

use std::path::Path;

use opts::driver::{ResponseFile, expand_response_files_with, optimize_level, split_response_file};
use proptest::prelude::*;

/// `arg` as a response file writes it so that `buildargv` reads it back: every character
/// escaped with a backslash, and an empty argument as `''`.
fn quote(arg: &str) -> String {
    if arg.is_empty() {
        return "''".to_owned();
    }
    arg.chars().flat_map(|c| ['\\', c]).collect()
}

proptest! {
    #[test]
    fn written_arguments_read_back(args in prop::collection::vec("[^\0]{0,12}", 0..8), sep in "[ \t\n]{1,3}") {
        let text = args.iter().map(|a| quote(a)).collect::<Vec<_>>().join(&sep);
        prop_assert_eq!(split_response_file(&text), args);
    }

    #[test]
    fn expansion_never_panics(
        args in prop::collection::vec("@?[a-c]{0,2}", 0..6),
        contents in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..24), 3),
    ) {
        let read = |p: &Path| match p.to_str() {
            Some("a") => ResponseFile::Contents(contents[0].clone()),
            Some("b") => ResponseFile::Contents(contents[1].clone()),
            Some("c") => ResponseFile::Contents(contents[2].clone()),
            Some("") => ResponseFile::Directory,
            _ => ResponseFile::Unreadable,
        };
        match expand_response_files_with(&args, read) {
            // Whatever was not expanded is an argument that names no readable file.
            Ok(out) => prop_assert!(out.iter().all(|a| !matches!(a.as_str(), "@a" | "@b" | "@c"))),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    #[test]
    fn optimize_levels_are_decimal_numbers_up_to_255(level in 0u32..100_000) {
        prop_assert_eq!(optimize_level(&level.to_string()), Ok(u8::try_from(level).unwrap_or(255)));
    }

    #[test]
    fn optimize_level_never_panics(arg in ".{0,30}") {
        let _ = optimize_level(&arg);
    }
}
