//! The value of help and message texts as GCC's compiler sees them: `.opt` text is pasted
//! into a C string literal, so `\"`, `\\`, `\t`, `\n` are escapes.

use std::borrow::Cow;

/// `text` with C string escapes replaced by the characters they stand for.
pub(crate) fn c_string_value(text: &str) -> Cow<'_, str> {
    if !text.contains('\\') {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes() {
        assert_eq!(c_string_value(r#"type is \"char\""#), r#"type is "char""#);
        assert_eq!(c_string_value(r"a\tb\\c"), "a\tb\\c");
        assert_eq!(c_string_value("plain"), "plain");
    }
}
