//! `gccint tree`: GENERIC tree codes, structures and printers.

use std::io::Write;

use anyhow::Context as _;
use tree::{TreeCode, TreeContext, TreeStruct};

/// Subcommands of `gccint tree`.
#[derive(clap::Subcommand, Debug)]
pub(crate) enum Command {
    /// Print every tree code as TSV: code, string, class, arity (`N+` marks the
    /// variable-length tcc_vl_exp codes, N being their minimum).
    Codes,
    /// Print the tree structures (TS_*) each code contains, as TSV: code, structures.
    Structs,
    /// Build the README function `int f (int a) { int b = a * 2; return b + 1; }` and print
    /// it as `gcc -fdump-tree-original` would.
    Example {
        /// Print the debug_tree-style structural dump instead.
        #[arg(long)]
        debug: bool,
        /// Print the whole arena as JSON instead.
        #[arg(long, conflicts_with = "debug")]
        json: bool,
    },
    /// Print the global type nodes of the LP64 target with their size and alignment, as TSV.
    Types,
    /// Load real GCC GENERIC — the exporter plugin's `.gccint.jsonl` or a
    /// `-fdump-tree-original-raw` dump — and print it.
    Import(super::interop::ImportArgs),
    /// Compile a document with GCC: imported into a context, exported again and handed
    /// to cc1 through the importer plugin (no C is parsed). `-o x.o` writes an object,
    /// `-o x.s` assembly; GCC's own arguments follow `--`.
    Compile(super::compile::CompileArgs),
}

/// Runs `gccint tree`.
pub(crate) fn run(cmd: Command, out: &mut dyn Write) -> anyhow::Result<()> {
    match cmd {
        Command::Codes => {
            writeln!(out, "code\tstring\tclass\tarity")?;
            for code in TreeCode::ALL {
                writeln!(
                    out,
                    "{}\t{}\t{}\t{}",
                    code.gcc_name(),
                    code.name(),
                    code.class(),
                    code.arity()
                )?;
            }
        }
        Command::Structs => {
            writeln!(out, "code\tstructs")?;
            for code in TreeCode::ALL {
                let structs: Vec<&str> = code.structs().iter().map(TreeStruct::gcc_name).collect();
                writeln!(out, "{}\t{}", code.gcc_name(), structs.join(","))?;
            }
        }
        Command::Example { debug, json } => {
            let mut tc = TreeContext::new();
            let f = tree::example::build_int_f(&mut tc).context("building the example")?;
            let text = if json {
                serde_json::to_string(&tc).context("serialising the arena")? + "\n"
            } else if debug {
                tc.debug_tree(f, 6).context("dumping the example")?
            } else {
                tc.dump_tree_original(f).context("printing the example")?
            };
            out.write_all(text.as_bytes())?;
        }
        Command::Import(args) => super::interop::run_import(args, out)?,
        Command::Compile(args) => super::compile::run(args, out)?,
        Command::Types => {
            let tc = TreeContext::new();
            writeln!(out, "node\tcode\tsize_bits\talign_bits\tprecision")?;
            for (name, t) in tc.global_nodes() {
                let code = tc.tree_code(t)?;
                if !code.is_type() {
                    continue;
                }
                let size = tc
                    .type_size_bits(t)?
                    .map_or_else(|| "-".to_string(), |s| s.to_string());
                writeln!(
                    out,
                    "{name}\t{}\t{size}\t{}\t{}",
                    code.name(),
                    tc.type_align(t)?,
                    tc.type_precision(t)?
                )?;
            }
        }
    }
    Ok(())
}
