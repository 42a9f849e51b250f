//! `@file` response files: an argument `@name` naming a readable file is replaced by the
//! arguments the file holds, which are scanned again (so files may name other files).

use std::path::Path;

/// How many `@` arguments GCC examines before it gives up (its guard against a file that
/// names itself); every `@` argument counts, expanded or not.
const LIMIT: usize = 2000;

/// What reading a response file found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResponseFile {
    /// It could not be read (missing, unreadable): the argument stays as written.
    Unreadable,
    /// It is a directory: an error.
    Directory,
    /// Its bytes.
    Contents(Vec<u8>),
}

/// Why a command line's response files could not be expanded. The messages are GCC's
/// (which prefixes the program's name, as in `gcc: error: ...`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResponseFileError {
    /// More than 2000 `@` arguments, in practice a file that names itself.
    #[error("error: too many @-files encountered")]
    TooMany {
        /// The argument that went over the limit (its position in the expanded line).
        position: usize,
    },
    /// An `@` argument names a directory.
    #[error("error: @-file refers to a directory")]
    Directory {
        /// The argument, with its `@`.
        arg: String,
    },
    /// A response file is not UTF-8 (GCC takes any bytes; arguments here are strings).
    #[error("error: @-file {arg} is not UTF-8: invalid byte at offset {offset}")]
    NotUtf8 {
        /// The argument, with its `@`.
        arg: String,
        /// The offset of the first invalid byte in the file.
        offset: usize,
    },
}

/// The arguments a response file holds, as libiberty's `buildargv` splits them:
/// whitespace separates arguments, single and double quotes group (and are removed), a
/// backslash takes the next character literally (inside quotes too); a file of whitespace
/// only holds no argument, and the text ends at a NUL byte as a C string does.
pub fn split_response_file(text: &str) -> Vec<String> {
    let text = text.split('\0').next().unwrap_or_default();
    let is_space = |c: char| matches!(c, ' ' | '\t' | '\n' | '\u{b}' | '\u{c}' | '\r');
    let mut args = Vec::new();
    let mut chars = text.trim_start_matches(is_space).chars().peekable();
    if chars.peek().is_none() {
        return args;
    }
    let (mut single, mut double, mut escaped) = (false, false, false);
    // Whether the last character ended an argument (so the text's end does not end one).
    let mut separated = false;
    let mut arg = String::new();
    while let Some(c) = chars.next() {
        let unquoted = !(single || double || escaped);
        if unquoted && is_space(c) {
            args.push(std::mem::take(&mut arg));
            while chars.next_if(|c| is_space(*c)).is_some() {}
            separated = true;
            continue;
        }
        separated = false;
        if escaped {
            escaped = false;
            arg.push(c);
        } else if c == '\\' {
            escaped = true;
        } else if single {
            if c == '\'' {
                single = false;
            } else {
                arg.push(c);
            }
        } else if double {
            if c == '"' {
                double = false;
            } else {
                arg.push(c);
            }
        } else if c == '\'' {
            single = true;
        } else if c == '"' {
            double = true;
        } else {
            arg.push(c);
        }
    }
    if !separated {
        args.push(arg);
    }
    args
}

/// [`expand_response_files_with`] reading the file system.
pub fn expand_response_files<S: AsRef<str>>(args: &[S]) -> Result<Vec<String>, ResponseFileError> {
    expand_response_files_with(args, |path| {
        if std::fs::metadata(path).is_ok_and(|m| m.is_dir()) {
            return ResponseFile::Directory;
        }
        std::fs::read(path).map_or(ResponseFile::Unreadable, ResponseFile::Contents)
    })
}

/// Expands every `@file` argument of `args` (the program's name not included) with the
/// arguments of the file `read` returns, as GCC's `expandargv` does: in place, scanning the
/// inserted arguments again; an unreadable file leaves its argument as written.
pub fn expand_response_files_with<S: AsRef<str>>(
    args: &[S],
    mut read: impl FnMut(&Path) -> ResponseFile,
) -> Result<Vec<String>, ResponseFileError> {
    let mut out: Vec<String> = args.iter().map(|a| a.as_ref().to_owned()).collect();
    let mut seen = 0;
    let mut i = 0;
    while i < out.len() {
        let Some(name) = out[i].strip_prefix('@') else {
            i += 1;
            continue;
        };
        seen += 1;
        if seen >= LIMIT {
            return Err(ResponseFileError::TooMany { position: i });
        }
        let bytes = match read(Path::new(name)) {
            ResponseFile::Unreadable => {
                i += 1;
                continue;
            }
            ResponseFile::Directory => {
                return Err(ResponseFileError::Directory {
                    arg: out[i].clone(),
                });
            }
            ResponseFile::Contents(bytes) => bytes,
        };
        let text = String::from_utf8(bytes).map_err(|e| ResponseFileError::NotUtf8 {
            arg: out[i].clone(),
            offset: e.utf8_error().valid_up_to(),
        })?;
        // Not advancing `i`: the inserted arguments are scanned for `@` again.
        out.splice(i..=i, split_response_file(&text));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitting_follows_buildargv() {
        let split = |t: &str| split_response_file(t);
        assert_eq!(split(" \n\t "), Vec::<String>::new());
        assert_eq!(
            split("-O2 \"a b\" 'c\\d' e\\ f\n"),
            ["-O2", "a b", "cd", "e f"]
        );
        assert_eq!(split("a\\ "), ["a "]);
        assert_eq!(split("''"), [""]);
        assert_eq!(split("'unterminated x"), ["unterminated x"]);
        assert_eq!(split("a\0b c"), ["a"]);
        assert_eq!(split("x\r\ny"), ["x", "y"]);
    }

    fn files(name: &Path) -> ResponseFile {
        match name.to_str() {
            Some("one") => ResponseFile::Contents(b"-Wall @two -c".to_vec()),
            Some("two") => ResponseFile::Contents(b"-O2".to_vec()),
            Some("empty") => ResponseFile::Contents(b"  ".to_vec()),
            Some("self") => ResponseFile::Contents(b"@self".to_vec()),
            Some("dir") => ResponseFile::Directory,
            Some("bad") => ResponseFile::Contents(vec![b'a', 0xff]),
            _ => ResponseFile::Unreadable,
        }
    }

    #[test]
    fn files_expand_in_place_and_nest() {
        let out = expand_response_files_with(&["x.c", "@one", "@empty", "@missing", "-o"], files);
        assert_eq!(
            out.unwrap(),
            ["x.c", "-Wall", "-O2", "-c", "@missing", "-o"]
        );
    }

    #[test]
    fn recursion_and_directories_are_errors() {
        assert_eq!(
            expand_response_files_with(&["@self"], files),
            Err(ResponseFileError::TooMany { position: 0 })
        );
        let err = expand_response_files_with(&["a", "@dir"], files).unwrap_err();
        assert_eq!(err.to_string(), "error: @-file refers to a directory");
        let err = expand_response_files_with(&["@bad"], files).unwrap_err();
        assert_eq!(
            err,
            ResponseFileError::NotUtf8 {
                arg: "@bad".into(),
                offset: 1
            }
        );
    }

    #[test]
    fn every_at_argument_counts_towards_the_limit() {
        let many = vec!["@missing"; LIMIT - 1];
        assert_eq!(
            expand_response_files_with(&many, files).unwrap().len(),
            LIMIT - 1
        );
        let many = vec!["@missing"; LIMIT];
        assert!(expand_response_files_with(&many, files).is_err());
    }
}
