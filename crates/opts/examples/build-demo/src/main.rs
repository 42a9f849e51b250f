//! Decodes its command line with the Rust that build.rs generated from demo.opt: the
//! generated `compiler()` gives a decoder over the embedded table, `Options::from_state`
//! the options, `Opt::from_decoded` each option, `Color::from_value` the enumeration.
//!
//! ```text
//! cargo run -p opts-build-demo -- -Wall -fcolor=never -O2 -mfast -o out x.c
//! ```

include!(concat!(env!("OUT_DIR"), "/opts.rs"));

/// What the demo prints for `args`: one line per option, then the options it set.
fn report(args: &[String]) -> Result<Vec<String>, opts::decode::SetupError> {
    let decoder = compiler(&["C"])?;
    let outcome = decoder.run(args);
    let mut lines = Vec::new();
    for o in &outcome.decoded.options {
        let text = outcome.decoded.orig_text(o);
        lines.push(match (Opt::from_decoded(o), o.accepted_value()) {
            (Some(opt), Ok(value)) => format!("{text}: {opt:?} = {value}"),
            (Some(opt), Err(_)) => format!("{text}: {opt:?}, argument rejected"),
            (None, _) => format!("{text}: {:?}", o.decoded),
        });
    }
    lines.extend(outcome.diagnostics.iter().map(ToString::to_string));
    let options = Options::from_state(&outcome.state);
    let color = Color::from_value(i64::from(options.flag_color)).map(Color::arg);
    lines.push(format!(
        "warn_all={} optimize_level={} color={color:?} output={:?} TARGET_FAST={}",
        options.warn_all,
        options.optimize_level,
        options.output_file,
        options.TARGET_FAST()
    ));
    Ok(lines)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match report(&args) {
        Ok(lines) => lines.iter().for_each(|l| println!("{l}")),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str]) -> Vec<String> {
        let args: Vec<String> = args.iter().map(|a| (*a).to_owned()).collect();
        report(&args).unwrap()
    }

    #[test]
    fn a_command_line_decodes_with_generated_code_alone() {
        let lines = run(&[
            "-Wall",
            "-fcolor=never",
            "-O2",
            "-mfast",
            "-o",
            "out",
            "x.c",
        ]);
        assert_eq!(lines[0], "-Wall: OPT_Wall = 1");
        assert_eq!(lines[1], "-fcolor=never: OPT_fcolor_ = 0");
        assert_eq!(lines[4], "-o out: OPT_o = 1");
        assert_eq!(lines[5], "x.c: InputFile");
        assert_eq!(
            lines.last().unwrap(),
            "warn_all=1 optimize_level=2 color=Some(\"never\") output=Some(\"out\") TARGET_FAST=true"
        );
    }

    #[test]
    fn rejected_arguments_are_reported_not_stored() {
        let lines = run(&["-fcolor=purple"]);
        assert_eq!(lines[0], "-fcolor=purple: OPT_fcolor_, argument rejected");
        assert!(lines[1].starts_with("error: "), "{lines:?}");
        assert!(lines.last().unwrap().contains("color=Some(\"auto\")"));
    }
}
