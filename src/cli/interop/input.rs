//! What `gccint tree import` is given, told apart before any parser sees it: an empty file
//! and binary data are described, never parsed (a parser's error quotes what it found,
//! which for binary data would echo raw bytes to the terminal).

use anyhow::bail;

/// What a file must be, for error messages.
const EXPECTED: &str =
    "expected the exporter plugin's .gccint.jsonl or a -fdump-tree-original-raw dump";

/// Formats whose files `gccint tree import` is likely to be given by mistake, by the
/// bytes they start with.
const MAGIC: &[(&[u8], &str)] = &[
    (
        b"\x7fELF",
        "an ELF file (an object file, library or program)",
    ),
    (b"!<arch>\n", "an ar archive (a static library)"),
    (b"gpch", "a GCC precompiled header"),
    (b"\x1f\x8b", "gzip-compressed data"),
    (b"\x28\xb5\x2f\xfd", "zstd-compressed data"),
    (b"\xfd7zXZ\x00", "xz-compressed data"),
    (b"PK\x03\x04", "a zip archive"),
];

/// Fails with a description when `text` (the contents of `file`) is empty or binary.
pub(super) fn check(file: &str, text: &[u8]) -> anyhow::Result<()> {
    if text.iter().all(u8::is_ascii_whitespace) {
        bail!("{file} is empty: {EXPECTED}");
    }
    if let Some(what) = binary(text) {
        bail!("{file} is {what}, not text: {EXPECTED}");
    }
    Ok(())
}

/// What `text` is when it is not text: a known format, or binary data with the first
/// byte that no dump can contain.
fn binary(text: &[u8]) -> Option<String> {
    if let Some((_, what)) = MAGIC.iter().find(|(magic, _)| text.starts_with(magic)) {
        return Some((*what).to_string());
    }
    // A raw dump prints string constants' bytes as they are, so control characters can
    // occur in one, but never NUL (GCC prints them with %s) and never in bulk.
    let head = &text[..text.len().min(4096)];
    let is_control = |b: &u8| *b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r' | 0x0c);
    let nul = head.iter().position(|&b| b == 0);
    let controls = head.iter().filter(|b| is_control(b)).count();
    let at = match nul {
        Some(at) => at,
        None if controls * 8 > head.len() => head.iter().position(is_control)?,
        None => return None,
    };
    Some(format!(
        "binary data ({} bytes; byte {at} is {:#04x})",
        text.len(),
        head[at]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &[u8]) -> Option<String> {
        check("f", text).err().map(|e| e.to_string())
    }

    #[test]
    fn empty_and_blank_files_are_errors_that_say_what_was_expected() {
        for text in [&b""[..], b" \n\t\n"] {
            let e = error(text).expect("an error");
            assert!(
                e.starts_with("f is empty: expected the exporter plugin's"),
                "{e}"
            );
        }
    }

    #[test]
    fn known_formats_are_named_and_unknown_binary_is_described() {
        let e = error(b"\x7fELF\x02\x01\x01\x00garbage").expect("an error");
        assert!(e.starts_with("f is an ELF file"), "{e}");
        let e = error(b"abc\x00\x01\x02").expect("an error");
        assert!(
            e.starts_with("f is binary data (6 bytes; byte 3 is 0x00)"),
            "{e}"
        );
        let e = error(&[0x01; 64]).expect("an error");
        assert!(e.contains("byte 0 is 0x01"), "{e}");
    }

    #[test]
    fn text_with_a_few_control_characters_passes() {
        // A raw dump's STRING_CST prints its bytes raw: "\x1b[0m" is legitimate.
        let dump = b";; Function f (null)\n@1 string_cst type: @2 strg: \x1b[0m lngt: 5\n";
        assert_eq!(error(dump), None);
        assert_eq!(error(b"{\"header\": {}}\n"), None);
    }
}
