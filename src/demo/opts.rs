//! Demo section for the `opts` crate: decoding a command line against embedded .opt definitions.

use std::io::{self, Write};

/// Writes this crate's demo section.
pub(super) fn show(out: &mut dyn Write) -> io::Result<()> {
    super::heading(
        out,
        "opts: decoding a command line against embedded .opt definitions",
    )?;
    // The parsing half: the embedded sample .opt set becomes GCC's option table.
    let model = match opts::sample::source_set().model() {
        Ok(m) => m,
        Err(d) => return writeln!(out, "the sample .opt set is invalid:\n{d}"),
    };
    let table = model.table();
    writeln!(
        out,
        "sample .opt set: {} options in GCC's order, {} languages ({}), {} enums, {} mask bits",
        table.len(),
        table.languages.len(),
        table
            .languages
            .iter()
            .map(|l| format!("{}={:#x}", l.macro_name, l.flag.0))
            .collect::<Vec<_>>()
            .join(" "),
        table.enums.len(),
        table.masks.len()
    )?;
    for name in [
        "Wall",
        "Wold-name",
        "fpic",
        "fdiagnostics-color=",
        "mhard-float",
    ] {
        let Some(o) = table.lookup(name).and_then(|i| table.get(i)) else {
            continue;
        };
        let shown = if o.has_enumerator {
            o.enumerator.clone()
        } else {
            format!("({} has no enumerator: alias)", o.enumerator)
        };
        let neg = o
            .neg_index
            .and_then(|i| table.get(i))
            .map_or("-".to_owned(), |n| n.text());
        writeln!(
            out,
            "  [{:>2}] {:<22} {:<34} flags {:#010x}  no- form -> {neg}",
            o.index.0,
            o.text(),
            shown,
            o.flags.0
        )?;
    }
    Ok(())
}
