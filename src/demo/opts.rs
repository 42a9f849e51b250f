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
            o.enumerator()
        } else {
            format!("({} has no enumerator: alias)", o.enumerator())
        };
        let neg = o
            .neg_index
            .and_then(|i| table.get(i))
            .map_or_else(|| "-".to_owned(), |n| n.text());
        writeln!(
            out,
            "  [{:>2}] {:<22} {:<34} flags {:#010x}  no- form -> {neg}",
            o.index.0,
            o.text(),
            shown,
            o.flags.0
        )?;
    }
    decoding(out, &model, &table)
}

/// The decoding half: a command line decoded for C with GCC's rules.
fn decoding(out: &mut dyn Write, model: &opts::Model, table: &opts::OptionTable) -> io::Result<()> {
    let Ok(decoder) = opts::decode::Decoder::compiler(table, &["C"]) else {
        return writeln!(out, "the sample set declares no C");
    };
    let decoder = decoder.with_definitions(model);
    let args = [
        "-Wall",
        "-fpic",
        "-fPIC",
        "-Wold-name",
        "-fsanitize=address,trap",
        "-fsloppy-math",
        "-Wlarger-than=2KiB",
        "-fdiagnostics-color=Yes",
        "-Wformat=3",
        "-fgone",
        "-Wbogus",
    ];
    let outcome = decoder.run(&args);
    writeln!(out, "cc1-style decoding of: {}", args.join(" "))?;
    writeln!(
        out,
        "  canonical: {}",
        decoder.canonical_args(&outcome.decoded).join(" ")
    )?;
    for d in &outcome.diagnostics {
        writeln!(out, "  cc1: {d}")?;
    }
    let initial = decoder.initial_state();
    for v in outcome.state.changed_from(&initial) {
        let how = if v.set != 0 { "set" } else { "implied" };
        writeln!(out, "  {:<24} {:?} ({how})", v.name, v.value)?;
    }
    let mut printer = opts::help::HelpPrinter::new(&decoder, 80).with_state(&outcome.state);
    let (help, _) = printer.help_eq("warnings");
    writeln!(out, "-Q --help=warnings afterwards:")?;
    let lines: Vec<&str> = help.lines().take(8).collect();
    for line in &lines {
        writeln!(out, "  {line}")?;
    }
    if let Some(line) = lines.iter().find(|l| l.contains(">\t")) {
        explain_range_quirk(out, line.trim_start())?;
    }
    Ok(())
}

/// Explains a help line that shows part of its description in the option column: GCC's
/// own output for a record with both a help column of its own and IntegerRange, which
/// would otherwise look like a bug of ours.
fn explain_range_quirk(out: &mut dyn Write, line: &str) -> io::Result<()> {
    let item = line.split("  ").next().unwrap_or(line);
    writeln!(
        out,
        "  note: {item:?} is what cc1 prints too: the record's help names its own column \
         (the text before the tab) and IntegerRange makes cc1 append the range and print \
         that many bytes more of the help text; GCC's own records with a range leave the \
         column to cc1"
    )
}
