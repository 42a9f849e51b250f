//! Splitting a `-fdump-tree-original` file into its functions, and naming the first
//! difference between two texts by its kind, so that mismatches group into classes.

/// The functions of a `.original` dump, in order: each entry is (header name, the exact
/// text GCC wrote for it, from its leading `\n;; Function` line to the next one).
pub(crate) fn split_original(text: &str) -> Vec<(String, String)> {
    const MARK: &str = "\n;; Function ";
    let mut starts: Vec<usize> = text.match_indices(MARK).map(|(i, _)| i).collect();
    starts.push(text.len());
    starts
        .windows(2)
        .map(|w| {
            let chunk = &text[w[0]..w[1]];
            let header = chunk[MARK.len()..].lines().next().unwrap_or("");
            (header.to_string(), chunk.to_string())
        })
        .collect()
}

/// A mismatch class: GCC's first line that differs, with names and numbers blurred
/// (`x`, `N`), so that one printer gap shows as one class however often it occurs.
pub(crate) fn mismatch_class(ours: &str, gcc: &str) -> String {
    let (mut a, mut b) = (ours.lines(), gcc.lines());
    loop {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) if x == y => continue,
            (_, Some(y)) => return blur(y.trim()),
            (Some(x), None) => return format!("extra line: {}", blur(x.trim())),
            (None, None) => return "trailing whitespace".to_string(),
        }
    }
}

fn blur(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            while chars
                .peek()
                .is_some_and(|d| d.is_ascii_alphanumeric() || *d == '.')
            {
                chars.next();
            }
            out.push('N');
        } else if c.is_ascii_alphabetic() || c == '_' {
            let mut word = String::from(c);
            while let Some(&d) = chars.peek() {
                if d.is_ascii_alphanumeric() || d == '_' {
                    word.push(d);
                    chars.next();
                } else {
                    break;
                }
            }
            // Keywords and GCC's own spellings stay: they are what tells classes apart.
            const KEEP: &[&str] = &[
                "if",
                "else",
                "goto",
                "return",
                "switch",
                "case",
                "default",
                "struct",
                "union",
                "enum",
                "int",
                "char",
                "long",
                "short",
                "unsigned",
                "signed",
                "void",
                "float",
                "double",
                "const",
                "volatile",
                "static",
                "extern",
                "register",
                "typedef",
                "sizetype",
                "bitsizetype",
                "Unknown",
                "tree",
                "predicted",
                "__asm__",
                "__volatile__",
                "__complex__",
                "vector",
                "restrict",
                "_Bool",
                "while",
                "break",
            ];
            if KEEP.contains(&word.as_str())
                || word.chars().all(|c| c.is_ascii_uppercase() || c == '_')
            {
                out.push_str(&word);
            } else {
                out.push('x');
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn a_dump_splits_into_its_functions() {
    let text = "\n;; Function f (null)\n;; enabled by -tree-original\n\n\n{\n}\n\n\n;; Function g (null)\nx\n";
    let parts = split_original(text);
    assert_eq!(parts.len(), 2);
    assert_eq!(parts[0].0, "f (null)");
    assert_eq!(parts[1].0, "g (null)");
    assert_eq!(parts[0].1.clone() + &parts[1].1, text);
}

#[test]
fn mismatch_classes_blur_names_and_numbers() {
    assert_eq!(
        mismatch_class("{\n  a = 1;\n}", "{\n  a = 1;\n  l:;\n}"),
        "x:;"
    );
    assert_eq!(
        mismatch_class("x", "  if (i < 12) goto <D.1998>; else goto <D.2000>;"),
        "if (x < N) goto <D.N>; else goto <D.N>;"
    );
    assert_eq!(mismatch_class("a\nb", "a"), "extra line: x");
}
