//! `gccint opts`: .opt option files — check, dump as JSON, generate Rust, decode a command
//! line, print help.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context as _;

/// Which `.opt` files a subcommand reads.
#[derive(clap::Args, Debug, Clone)]
pub(crate) struct Inputs {
    /// The .opt (and .opt.urls) files; the embedded sample set when none are given.
    files: Vec<PathBuf>,
    /// Read GCC 12's 14 x86_64-linux .opt files from its sources ($GCCINT_GCC_SRC or
    /// /usr/src/gcc-12) instead; a compiler's decoding then follows GCC's hand-written
    /// option rules too (`Decoder::with_gcc_rules`).
    #[arg(long, conflicts_with = "files")]
    gcc: bool,
}

/// Subcommands of `gccint opts` (`help` is ours: GCC's `--help`, not clap's).
#[derive(clap::Subcommand, Debug)]
#[command(disable_help_subcommand = true)]
pub(crate) enum Command {
    /// Parse and validate .opt files and report every diagnostic with file:line:column,
    /// and warn where GCC's `--help` would garble a help text.
    Check {
        #[command(flatten)]
        inputs: Inputs,
    },
    /// Print the option table GCC's generator would build (or the merged model) as JSON.
    Json {
        #[command(flatten)]
        inputs: Inputs,
        /// Print the validated model (records, merged options) instead of the table.
        #[arg(long)]
        model: bool,
    },
    /// Print the Rust generated from the .opt files (what opts::Builder writes).
    Gen {
        #[command(flatten)]
        inputs: Inputs,
        /// Write into this file instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Decode a command line with GCC's rules: decoded options, canonical arguments,
    /// GCC's diagnostics and the variables the command line changed. `@file` arguments
    /// are expanded first, as GCC's programs do; with --driver, `-O`'s argument is
    /// checked as the compiler the driver runs checks it.
    Decode {
        #[command(flatten)]
        inputs: Inputs,
        #[command(flatten)]
        target: DecodeTarget,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// The command line to decode (after `--`).
        #[arg(last = true)]
        args: Vec<String>,
    },
    /// Print `--help` as GCC's compilers do; with -Q, each option's state after the
    /// command line given after `--`.
    Help {
        #[command(flatten)]
        inputs: Inputs,
        #[command(flatten)]
        target: DecodeTarget,
        /// A `--help=` argument (classes: common, target, warnings, optimizers, params,
        /// joined, separate, undocumented, or a language; `^` excludes); all of --help
        /// when absent.
        #[arg(long = "class", value_name = "CLASS")]
        class: Option<String>,
        /// Show each option's state ([enabled], [disabled], its value) instead of its help.
        #[arg(short = 'Q')]
        state: bool,
        /// Terminal width (GCC: $COLUMNS, else 80).
        #[arg(long, default_value_t = 80)]
        columns: usize,
        /// The command line whose resulting state -Q shows (after `--`).
        #[arg(last = true)]
        args: Vec<String>,
    },
}

/// Which program's decoding to model.
#[derive(clap::Args, Debug, Clone)]
pub(crate) struct DecodeTarget {
    /// Decode for a compiler of this language (repeatable); default C, else the first
    /// declared language.
    #[arg(long = "lang", value_name = "LANGUAGE", conflicts_with = "driver")]
    languages: Vec<String>,
    /// Decode as the driver (`gcc`) does instead of a compiler.
    #[arg(long)]
    driver: bool,
    /// Whether `Condition(...)`s hold; default true, false with --gcc (none holds on
    /// x86_64-linux).
    #[arg(long, value_name = "BOOL")]
    conditions: Option<bool>,
}

/// Runs `gccint opts`.
pub(crate) fn run(cmd: Command, out: &mut dyn Write) -> anyhow::Result<()> {
    match cmd {
        Command::Check { inputs } => check(&inputs, out),
        Command::Decode {
            inputs,
            target,
            json,
            args,
        } => decode(&inputs, &target, json, &args, out),
        Command::Help {
            inputs,
            target,
            class,
            state,
            columns,
            args,
        } => help(
            &inputs,
            &target,
            class.as_deref(),
            state,
            columns,
            &args,
            out,
        ),
        Command::Json { inputs, model } => {
            let (m, _) = load(&inputs)?;
            // Rendered first, so a closed pipe surfaces as the io::Error main() expects.
            let text = if model {
                serde_json::to_string_pretty(&m)?
            } else {
                serde_json::to_string_pretty(&m.table())?
            };
            writeln!(out, "{text}")?;
            Ok(())
        }
        Command::Gen { inputs, output } => {
            let (m, names) = load(&inputs)?;
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let text = opts::generate_rust(&m, &names);
            match output {
                Some(path) => std::fs::write(&path, text)
                    .with_context(|| format!("cannot write {}", path.display()))?,
                None => out.write_all(text.as_bytes())?,
            }
            Ok(())
        }
    }
}

/// The decoder `target` asks for over `table` (built from `model`).
fn decoder<'t>(
    inputs: &Inputs,
    target: &DecodeTarget,
    model: &opts::Model,
    table: &'t opts::OptionTable,
) -> anyhow::Result<opts::decode::Decoder<'t>> {
    let decoder = if target.driver {
        opts::decode::Decoder::driver(table)
    } else {
        let mut langs: Vec<&str> = target.languages.iter().map(String::as_str).collect();
        if langs.is_empty() {
            let default = table.language("C").map_or_else(
                || table.languages.first().map(|l| l.name.as_str()),
                |_| Some("C"),
            );
            langs.extend(default);
        }
        opts::decode::Decoder::compiler(table, &langs)?
    };
    let holds = target.conditions.unwrap_or(!inputs.gcc);
    let decoder = decoder
        .with_conditions(move |_| holds)
        .with_definitions(model);
    // GCC's hand-written rules (-Werror= enabling, the -O tables, the front ends' and the
    // x86-64 target's defaults) belong to GCC's own option set and to cc1, not the driver.
    Ok(if inputs.gcc && !target.driver {
        decoder.with_gcc_rules()
    } else {
        decoder
    })
}

/// `args` with their `@file` response files expanded; an error names the program as GCC's
/// message does (`gcc` for the driver, `cc1` for a compiler).
fn expand(target: &DecodeTarget, args: &[String]) -> anyhow::Result<Vec<String>> {
    let program = if target.driver { "gcc" } else { "cc1" };
    opts::driver::expand_response_files(args).map_err(|e| anyhow::anyhow!("{program}: {e}"))
}

/// The `-O` arguments the compiler would reject, with their positions: the driver passes
/// `-O` on unchecked and `cc1` fails on it.
fn optimize_errors(
    table: &opts::OptionTable,
    outcome: &opts::decode::Outcome<'_>,
) -> Vec<(usize, opts::driver::BadOptimizeLevel)> {
    let Some(o_index) = table.lookup("O") else {
        return Vec::new();
    };
    outcome
        .decoded
        .options
        .iter()
        .filter(|o| o.decoded == opts::decode::Decoded::Option(o_index))
        .filter_map(|o| {
            let arg = o.arg.as_deref().unwrap_or_default();
            opts::driver::optimize_level(arg)
                .err()
                .map(|e| (o.position, e))
        })
        .collect()
}

/// Text or JSON for `gccint opts decode`.
fn decode(
    inputs: &Inputs,
    target: &DecodeTarget,
    json: bool,
    args: &[String],
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    use opts::decode::Decoded;
    let (model, _) = load(inputs)?;
    let table = model.table();
    let decoder = decoder(inputs, target, &model, &table)?;
    let args = expand(target, args)?;
    let outcome = decoder.run(&args);
    // The driver runs no compiler, so no -O check, once it has an error of its own.
    let driver_errors = if target.driver && !outcome.has_errors() {
        optimize_errors(&table, &outcome)
    } else {
        Vec::new()
    };
    let initial = decoder.initial_state();
    let canonical = decoder.canonical_args(&outcome.decoded);
    let name = |d: Decoded| match d {
        Decoded::Option(i) => table.options[i.index()].enumerator(),
        Decoded::Unknown => "OPT_SPECIAL_unknown".to_owned(),
        Decoded::Ignored => "OPT_SPECIAL_ignore".to_owned(),
        Decoded::WarnRemoved => "OPT_SPECIAL_warn_removed".to_owned(),
        Decoded::InputFile => "OPT_SPECIAL_input_file".to_owned(),
    };
    let changed: Vec<_> = outcome.state.changed_from(&initial).collect();
    let text = if json {
        let options: Vec<_> = outcome
            .decoded
            .options
            .iter()
            .map(|o| {
                serde_json::json!({
                    "position": o.position,
                    "option": name(o.decoded),
                    "text": outcome.decoded.orig_text(o),
                    "arg": o.arg,
                    // A rejected argument has no value (null), only errors.
                    "value": o.accepted_value().ok(),
                    "mask": o.mask,
                    "errors": o.errors,
                    "canonical": decoder.canonical(&outcome.decoded, o),
                })
            })
            .collect();
        let diagnostics: Vec<_> = outcome
            .diagnostics
            .iter()
            .map(|d| {
                serde_json::json!({
                    "position": d.position,
                    "severity": d.severity,
                    "message": d.problem.to_string(),
                })
            })
            .chain(driver_errors.iter().map(|(position, e)| {
                serde_json::json!({
                    "position": position,
                    "severity": opts::decode::Severity::Error,
                    "message": e.to_string(),
                    "program": "cc1",
                })
            }))
            .collect();
        serde_json::to_string_pretty(&serde_json::json!({
            "options": options,
            "canonical": canonical,
            "diagnostics": diagnostics,
            "changed": changed,
        }))? + "\n"
    } else {
        let mut t = String::new();
        for o in &outcome.decoded.options {
            let arg = o
                .arg
                .as_deref()
                .map_or(String::new(), |a| format!(" arg={a:?}"));
            let errors = if o.errors.is_empty() {
                String::new()
            } else {
                format!(" errors={:#x}", o.errors.0)
            };
            // A rejected argument has no value, only errors.
            let value = o
                .accepted_value()
                .map_or(String::new(), |v| format!(" value={v}"));
            t += &format!(
                "[{}] {} {}{arg}{value}{errors}\n",
                o.position,
                outcome.decoded.orig_text(o),
                name(o.decoded),
            );
        }
        t += &format!("canonical: {}\n", canonical.join(" "));
        for d in &outcome.diagnostics {
            t += &format!("[{}] {d}\n", d.position);
        }
        for (position, e) in &driver_errors {
            t += &format!("[{position}] cc1: error: {e}\n");
        }
        for v in &changed {
            t += &format!(
                "{} = {:?}{}\n",
                v.name,
                v.value,
                if v.set != 0 { " (set)" } else { "" }
            );
        }
        t
    };
    out.write_all(text.as_bytes())?;
    let errors = outcome
        .diagnostics
        .iter()
        .filter(|d| d.severity == opts::decode::Severity::Error)
        .count()
        + driver_errors.len();
    anyhow::ensure!(errors == 0, "{errors} error(s) in the command line");
    Ok(())
}

/// `gccint opts help`.
fn help(
    inputs: &Inputs,
    target: &DecodeTarget,
    class: Option<&str>,
    state: bool,
    columns: usize,
    args: &[String],
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let (model, _) = load(inputs)?;
    let table = model.table();
    let decoder = decoder(inputs, target, &model, &table)?;
    let args = expand(target, args)?;
    let outcome = decoder.run(&args);
    let mut printer = opts::help::HelpPrinter::new(&decoder, columns);
    if state {
        printer = printer.with_state(&outcome.state);
    }
    let text = match class {
        Some(class) => {
            let (text, problems) = printer.help_eq(class);
            for p in problems {
                eprintln!("gccint: warning: {p}");
            }
            text
        }
        None => printer.help_all(false),
    };
    out.write_all(text.as_bytes())?;
    Ok(())
}

/// The source set named by `inputs`, with the names to show for it.
pub(crate) fn source_set(inputs: &Inputs) -> anyhow::Result<(opts::SourceSet, Vec<String>)> {
    if inputs.gcc {
        let dir = opts::gcc::gcc_source_dir()
            .context("GCC 12 sources not found (install gcc-12-source or set GCCINT_GCC_SRC)")?;
        let mut set = opts::SourceSet::new();
        for f in opts::gcc::x86_64_linux_files(&dir) {
            set.add_file(&f)?;
        }
        let names = opts::gcc::X86_64_LINUX_OPT_FILES.map(String::from).to_vec();
        return Ok((set, names));
    }
    if inputs.files.is_empty() {
        let names = opts::sample::FILES
            .iter()
            .map(|(n, _)| (*n).to_owned())
            .collect();
        return Ok((opts::sample::source_set(), names));
    }
    let mut set = opts::SourceSet::new();
    for f in &inputs.files {
        set.add_file(f)?;
    }
    let names = inputs
        .files
        .iter()
        .map(|f| f.display().to_string())
        .collect();
    Ok((set, names))
}

/// The validated model named by `inputs`; diagnostics become the error.
pub(crate) fn load(inputs: &Inputs) -> anyhow::Result<(opts::Model, Vec<String>)> {
    let (set, names) = source_set(inputs)?;
    let model = set
        .model()
        .map_err(|d| anyhow::anyhow!("{} error(s) in .opt files:\n{d}", d.error_count()))?;
    Ok((model, names))
}

fn check(inputs: &Inputs, out: &mut dyn Write) -> anyhow::Result<()> {
    let (set, names) = source_set(inputs)?;
    match set.model() {
        Ok(model) => {
            let table = model.table();
            // The set's own warnings, then those about help texts --help would garble.
            let help = opts::help::lint(&model, &table);
            for w in model.warnings.iter().chain(&help) {
                writeln!(out, "{w}")?;
            }
            let named = table.options.iter().filter(|o| o.has_enumerator).count();
            writeln!(
                out,
                "{}: ok — {} options ({} with an OPT_ enumerator), {} languages, {} enums, {} mask bits, {} variables, {} warning(s)",
                names.join(" "),
                table.len(),
                named,
                table.languages.len(),
                table.enums.len(),
                table.masks.len(),
                table.vars.len(),
                model.warnings.len() + help.len()
            )?;
            Ok(())
        }
        Err(diags) => {
            for d in diags.iter() {
                writeln!(out, "{d}")?;
            }
            anyhow::bail!("{} error(s) in {}", diags.error_count(), names.join(" "))
        }
    }
}
