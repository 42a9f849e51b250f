//! The demo's GCC section: the README function, built in a `TreeContext`, compiled by GCC
//! through the importer plugin, linked with a small C `main` and run. Where gcc or its
//! plugin headers are missing, the section says so and why.

use std::io::{self, Write};
use std::process::Command;

use crate::compile::{CompileError, CompileOptions, compile_functions};
use crate::plugin::PluginError;

const MAIN: &str = "#include <stdio.h>\n\
    extern int f (int);\n\
    int main (void) { printf (\"%d\\n\", f (20)); return 0; }\n";

pub(super) fn show(out: &mut dyn Write) -> io::Result<()> {
    super::heading(out, "GCC compiles gccint's trees")?;
    writeln!(
        out,
        "f, built above with the Rust API, compiled by gcc -O2 through the importer plugin \
         (no C parsed), linked with a C main that prints f (20):"
    )?;
    match run() {
        Ok(printed) => writeln!(out, "  f (20) = {printed}"),
        Err(why) => writeln!(out, "  skipped: {why}"),
    }
}

/// Compiles, links and runs; what the program printed, or why it could not.
fn run() -> Result<String, String> {
    let dir = tempfile::Builder::new()
        .prefix("gccint-demo")
        .tempdir()
        .map_err(|e| format!("no temporary directory: {e}"))?;
    let mut tc = tree::TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).map_err(|e| e.to_string())?;
    let object = dir.path().join("f.o");
    match compile_functions(&tc, &[f], &CompileOptions::new(&object).arg("-O2")) {
        Ok(_) => {}
        Err(CompileError::Plugin(PluginError::NoHeaders)) => {
            return Err("GCC's plugin headers are not installed \
                        (apt-get install gcc-12-plugin-dev)"
                .into());
        }
        Err(CompileError::Io { what, source }) => {
            return Err(format!("{what}: {source} (is gcc installed?)"));
        }
        Err(e) => return Err(e.to_string()),
    }
    let main = dir.path().join("main.c");
    let exe = dir.path().join("f");
    std::fs::write(&main, MAIN).map_err(|e| e.to_string())?;
    let linked = Command::new("gcc")
        .arg(&main)
        .arg(&object)
        .arg("-o")
        .arg(&exe)
        .status()
        .map_err(|e| format!("gcc cannot run: {e}"))?;
    if !linked.success() {
        return Err("linking with gcc failed".into());
    }
    let ran = Command::new(&exe)
        .output()
        .map_err(|e| format!("the program cannot run: {e}"))?;
    Ok(String::from_utf8_lossy(&ran.stdout).trim().to_string())
}
