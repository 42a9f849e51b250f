//! GCC builds a real library from the trees gccint holds: zlib 1.2.11, the copy GCC 12.2's
//! sources carry (`scripts/gcc-zlib.sh` unpacks it).
//!
//! Each of its 15 library files and its three test programs is exported by gcc with the
//! exporter plugin, imported into a `TreeContext`, exported again and compiled by GCC
//! through the importer plugin (no C is parsed) at -O0 and at -O2. The programs, linked
//! against the library built that way, must behave exactly as the ones gcc builds from
//! the C sources at the same level:
//! - `example`, zlib's own test (compress and uncompress, gzip files, inflate and deflate
//!   with dictionaries, flushes and sync points, large buffers), prints the same and ends
//!   the same;
//! - `infcover`, the inflate coverage test (every error path, custom memory routines,
//!   inflateBack), prints the same and ends the same;
//! - `minigzip` compresses the library's own sources at levels 1, 6 and 9 and with the
//!   filtered, Huffman-only and run-length strategies: every byte equals what gcc's
//!   `minigzip` writes, and its `-d` gives the sources back.
//!
//! Where zlib's sources are missing the test is skipped (a failure under
//! `GCCINT_REQUIRE_GCC=1`).

#[path = "interop/gcc_run.rs"]
mod gcc_run;
#[path = "common/plugin.rs"]
mod plugin;
#[path = "roundtrip/programs.rs"]
mod programs;

use std::path::{Path, PathBuf};
use std::process::Command;

use programs::{Ending, Plugins, Scratch};

/// The library's files, as zlib's Makefile builds it.
const LIBRARY: [&str; 15] = [
    "adler32", "compress", "crc32", "deflate", "gzclose", "gzlib", "gzread", "gzwrite", "infback",
    "inffast", "inflate", "inftrees", "trees", "uncompr", "zutil",
];
/// The test programs, in `test/`.
const PROGRAMS: [&str; 3] = ["example", "infcover", "minigzip"];
/// What zlib's configure defines on this system.
const DEFINES: [&str; 2] = ["-DHAVE_UNISTD_H", "-DHAVE_STDARG_H"];
const LEVELS: [&str; 2] = ["-O0", "-O2"];
/// minigzip's modes: the default level (6), levels 1 and 9, and the three strategies.
const MODES: [&[&str]; 6] = [&[], &["-1"], &["-9"], &["-f"], &["-h"], &["-r"]];

/// zlib's source directory, or `None` (skip).
fn zlib() -> Option<PathBuf> {
    let dir = std::env::var_os("GCCINT_GCC_ZLIB")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/src/gcc-12/gcc-12.2.0/zlib"));
    if !dir.join("deflate.c").is_file() || !dir.join("test/infcover.c").is_file() {
        testkit::skip(format!(
            "zlib is not unpacked in {} (scripts/gcc-zlib.sh)",
            dir.display()
        ));
        return None;
    }
    Some(dir)
}

fn plugins() -> Option<Plugins> {
    Some(Plugins {
        exporter: plugin::plugin_so()?,
        importer: plugin::importer_so()?,
    })
}

/// Every file the test compiles: `(name, source)`.
fn sources(zlib: &Path) -> Vec<(&'static str, PathBuf)> {
    let library = LIBRARY.map(|f| (f, zlib.join(format!("{f}.c"))));
    let programs = PROGRAMS.map(|f| (f, zlib.join(format!("test/{f}.c"))));
    library.into_iter().chain(programs).collect()
}

/// gcc's arguments for a zlib file: its defines and headers.
fn c_args(zlib: &Path) -> Vec<String> {
    let mut args: Vec<String> = DEFINES.iter().map(|d| d.to_string()).collect();
    args.push(format!("-I{}", zlib.display()));
    args
}

/// Compiles every file from its C source at `level` with gcc: the objects by name.
fn objects_from_c(zlib: &Path, level: &str, dir: &Path) -> Vec<(&'static str, PathBuf)> {
    sources(zlib)
        .into_iter()
        .map(|(name, source)| {
            let object = dir.join(format!("{name}.o"));
            let status = Command::new("gcc")
                .args(["-c", level, "-w"])
                .args(c_args(zlib))
                .arg(&source)
                .arg("-o")
                .arg(&object)
                .status()
                .expect("run gcc");
            assert!(status.success(), "gcc {level} cannot compile {name}.c");
            (name, object)
        })
        .collect()
}

/// Compiles every file from its document through the arena at each level: per level, the
/// objects by name.
fn objects_from_arena(
    plugins: &Plugins,
    zlib: &Path,
    dirs: &[PathBuf; 2],
) -> [Vec<(&'static str, PathBuf)>; 2] {
    let args = c_args(zlib);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut objects = [Vec::new(), Vec::new()];
    for (name, source) in sources(zlib) {
        let scratch = Scratch::new("zlib-export");
        let doc = programs::export_with(plugins, &source, &args, &scratch.0)
            .unwrap_or_else(|| panic!("the exporter cannot export {name}.c"));
        let doc = programs::through_the_arena(&doc)
            .unwrap_or_else(|e| panic!("{name}.c through the arena: {e}"));
        for (i, level) in LEVELS.iter().enumerate() {
            let object = dirs[i].join(format!("{name}.o"));
            if let Err(e) = programs::compile_to(plugins, &doc, level, &object) {
                panic!("{name}.c at {level} from the arena: {e}");
            }
            objects[i].push((name, object));
        }
    }
    objects
}

/// Links program `name` against the library's objects in `objects`, as `name-side`.
fn program(objects: &[(&str, PathBuf)], name: &str, side: &str, dir: &Path) -> PathBuf {
    let mut inputs: Vec<PathBuf> = objects
        .iter()
        .filter(|(n, _)| LIBRARY.contains(n) || *n == name)
        .map(|(_, o)| o.clone())
        .collect();
    inputs.sort();
    let exe = dir.join(format!("{name}-{side}"));
    if let Err(e) = programs::link(&inputs, &exe) {
        panic!("{}: {e}", exe.display());
    }
    exe
}

/// Runs `exe` with `args` in `dir`, reading `input`; panics if it hangs.
fn run(exe: &Path, args: &[&str], input: Option<&Path>, dir: &Path) -> (Ending, Vec<u8>) {
    programs::run_capturing(exe, args, input, dir)
        .unwrap_or_else(|| panic!("{} {args:?} hangs", exe.display()))
}

/// The library's sources laid end to end: what minigzip compresses.
fn minigzip_input(zlib: &Path, dir: &Path) -> PathBuf {
    let mut text = Vec::new();
    for f in LIBRARY {
        text.extend(std::fs::read(zlib.join(format!("{f}.c"))).expect("read a zlib source"));
    }
    let path = dir.join("minigzip-input");
    std::fs::write(&path, text).expect("write minigzip's input");
    path
}

/// At one level: the programs gcc built from C (`reference`) against the ones built from
/// the arena's documents (`arena`).
fn compare(level: &str, reference: &[(&str, PathBuf)], arena: &[(&str, PathBuf)], zlib: &Path) {
    let run_dir = Scratch::new("zlib-run");
    let dir = &run_dir.0;
    for name in ["example", "infcover"] {
        let want = run(&program(reference, name, "gcc", dir), &[], None, dir);
        assert_eq!(want.0, Ending::Exit(0), "gcc's own {name} fails at {level}");
        let got = run(&program(arena, name, "arena", dir), &[], None, dir);
        assert_eq!(got.0, want.0, "{name} from the arena at {level}");
        assert_eq!(
            String::from_utf8_lossy(&got.1),
            String::from_utf8_lossy(&want.1),
            "{name}'s output from the arena at {level}"
        );
    }
    let input = minigzip_input(zlib, dir);
    let original = std::fs::read(&input).expect("read minigzip's input");
    let (c_gzip, arena_gzip) = (
        program(reference, "minigzip", "gcc", dir),
        program(arena, "minigzip", "arena", dir),
    );
    for mode in MODES {
        let want = run(&c_gzip, mode, Some(&input), dir);
        let got = run(&arena_gzip, mode, Some(&input), dir);
        assert_eq!(
            want.0,
            Ending::Exit(0),
            "gcc's minigzip {mode:?} at {level}"
        );
        assert_eq!(got.0, want.0, "minigzip {mode:?} from the arena at {level}");
        assert!(
            got.1 == want.1,
            "minigzip {mode:?} from the arena at {level}: {} bytes differ from gcc's {}",
            got.1.len(),
            want.1.len()
        );
        let compressed = dir.join("compressed.gz");
        std::fs::write(&compressed, &got.1).expect("write the compressed bytes");
        let back = run(&arena_gzip, &["-d"], Some(&compressed), dir);
        assert_eq!(
            back.0,
            Ending::Exit(0),
            "minigzip -d from the arena at {level}"
        );
        assert!(
            back.1 == original,
            "minigzip -d {mode:?} from the arena at {level} does not restore the input"
        );
    }
}

fn zlib_runs_from_the_arena_at_o0_and_o2() {
    let Some(zlib) = zlib() else { return };
    let Some(plugins) = plugins() else { return };
    let c_dirs = [Scratch::new("zlib-c-O0"), Scratch::new("zlib-c-O2")];
    let arena_dirs = [Scratch::new("zlib-arena-O0"), Scratch::new("zlib-arena-O2")];
    let arena = objects_from_arena(&plugins, &zlib, &arena_dirs.each_ref().map(|s| s.0.clone()));
    for (i, level) in LEVELS.iter().enumerate() {
        let reference = objects_from_c(&zlib, level, &c_dirs[i].0);
        compare(level, &reference, &arena[i], &zlib);
    }
}

testkit::main!(zlib_runs_from_the_arena_at_o0_and_o2);
