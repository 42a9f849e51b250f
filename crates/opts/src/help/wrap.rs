//! GCC's two-column help layout (`wrap_help`): the item in a 27-column left column, the text
//! word-wrapped to the right of it.

use std::fmt::Write as _;

/// Width of the left column GCC reserves for the option name (`LEFT_COLUMN`).
pub const LEFT_COLUMN: usize = 27;

/// Appends `item` and `help` to `out` as GCC's `wrap_help` prints them for a terminal of
/// `columns` columns.
///
/// Lines break at a space, or just after a `-` or `/` that follows a letter and is not
/// followed by a space; a word longer than the room left is never split. Every line is
/// indented by two spaces and the item column is padded to [`LEFT_COLUMN`] bytes; an item
/// wider than that pushes the text right on the first line only.
///
/// ```
/// let mut s = String::new();
/// opts::help::wrap_help(&mut s, "-Wall", "Enable most warning messages.", 80);
/// assert_eq!(s, format!("  {:<27} Enable most warning messages.\n", "-Wall"));
/// ```
pub fn wrap_help(out: &mut String, item: &str, help: &str, columns: usize) {
    let bytes = help.as_bytes();
    let mut item = item;
    let mut start = 0;
    loop {
        let rest = &bytes[start..];
        let remaining = rest.len();
        let room = columns.saturating_sub(3 + LEFT_COLUMN.max(item.len()));
        let mut len = remaining;
        if room < len {
            for (i, &c) in rest.iter().enumerate() {
                if i >= room && len != remaining {
                    break;
                }
                if c == b' ' {
                    len = i;
                } else if (c == b'-' || c == b'/')
                    && rest.get(i + 1) != Some(&b' ')
                    && i > 0
                    && rest[i - 1].is_ascii_alphabetic()
                {
                    len = i + 1;
                }
            }
        }
        out.push_str("  ");
        out.push_str(item);
        for _ in item.len()..LEFT_COLUMN {
            out.push(' ');
        }
        // Break points are ASCII bytes, so the slice boundaries are character boundaries.
        let _ = writeln!(out, " {}", &help[start..start + len]);
        item = "";
        let mut next = start + len;
        while bytes.get(next) == Some(&b' ') {
            next += 1;
        }
        start = next;
        if start >= bytes.len() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_at_spaces_and_hyphens() {
        let mut s = String::new();
        wrap_help(
            &mut s,
            "--help=<class>",
            "Display descriptions of a specific class of options.  <class> is one or more of optimizers, target, warnings, undocumented, params.",
            80,
        );
        assert_eq!(
            s,
            "  --help=<class>              Display descriptions of a specific class of\n\
             \x20                             options.  <class> is one or more of optimizers,\n\
             \x20                             target, warnings, undocumented, params.\n"
        );
    }

    #[test]
    fn empty_help_prints_one_line() {
        let mut s = String::new();
        wrap_help(&mut s, "-x", "", 80);
        assert_eq!(s, format!("  {:<27} \n", "-x"));
    }

    #[test]
    fn narrow_terminal_never_loops() {
        let mut s = String::new();
        wrap_help(
            &mut s,
            "-averyveryveryverylongoptionname",
            "a b c-d e/f",
            10,
        );
        assert!(s.lines().count() >= 3);
    }
}
