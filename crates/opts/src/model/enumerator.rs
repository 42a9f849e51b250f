//! The `OPT_` enumerator of an option name (GCC's `opt_enum`): how the table names options,
//! and how the model resolves `Alias` targets written as enumerators.

/// `OPT_` plus the name with every character that is not a letter or digit turned into `_`.
#[doc(alias = "opt_enum")]
pub fn opt_enumerator(name: &str) -> String {
    let mut s = String::with_capacity(name.len() + 4);
    s.push_str("OPT_");
    for c in name.chars() {
        s.push(if c.is_ascii_alphanumeric() { c } else { '_' });
    }
    s
}

/// Whether `enumerator` is the `OPT_` enumerator of the option named `name`, without
/// making it.
pub(crate) fn is_enumerator_of(enumerator: &str, name: &str) -> bool {
    // Character by character, as `opt_enumerator` makes it.
    let sanitize = |c: char| if c.is_ascii_alphanumeric() { c } else { '_' };
    enumerator
        .strip_prefix("OPT_")
        .is_some_and(|rest| rest.chars().eq(name.chars().map(sanitize)))
}

/// Whether two option names have the same `OPT_` enumerator.
pub(crate) fn same_enumerator(a: &str, b: &str) -> bool {
    let sanitize = |c: u8| if c.is_ascii_alphanumeric() { c } else { b'_' };
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .all(|(x, y)| sanitize(x) == sanitize(y))
}
