//! The `gccint` command-line program: with no arguments, a short demo of every crate; the
//! subcommand groups `poly`, `tree` and `opts` expose each crate's tools.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cli;

/// GCC's internals modelled in Rust.
#[derive(Parser, Debug)]
#[command(name = "gccint", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Run the demo of every crate (the default when no subcommand is given).
    Demo,
    /// Evaluate poly_int expressions, e.g. `gccint poly 'known_le(4, 4+4x)'`.
    Poly(cli::poly::Args),
    /// Inspect GENERIC tree codes, structures and printers.
    #[command(subcommand)]
    Tree(cli::tree::Command),
    /// Check, dump, generate from and decode against .opt option files.
    #[command(subcommand)]
    Opts(cli::opts::Command),
    /// Run gcc with the GENERIC exporter plugin and load what it wrote, e.g.
    /// `gccint gcc -- -c t.c` (prints each function as -fdump-tree-original would).
    Gcc(cli::interop::GccArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let result = match cli.command {
        None | Some(Command::Demo) => gccint::demo::run(&mut out).map_err(anyhow::Error::from),
        Some(Command::Poly(args)) => cli::poly::run(args, &mut out),
        Some(Command::Tree(cmd)) => cli::tree::run(cmd, &mut out),
        Some(Command::Opts(cmd)) => cli::opts::run(cmd, &mut out),
        Some(Command::Gcc(args)) => cli::interop::run_gcc(args, &mut out),
    };
    let flushed = out.flush();
    match result.and_then(|()| flushed.map_err(anyhow::Error::from)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            // A closed pipe (`gccint tree codes | head`) is not an error worth reporting.
            if is_broken_pipe(&err) {
                return ExitCode::SUCCESS;
            }
            eprintln!("gccint: {}", cli::render_error(&err));
            ExitCode::FAILURE
        }
    }
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    })
}
